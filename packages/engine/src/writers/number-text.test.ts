import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { numberText } from './number-text.ts';

describe('numberText', () => {
  test('equals String for any finite double (property)', () => {
    fc.assert(fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
      assert.equal(numberText(x), String(x));
    }), { numRuns: 50_000 });
  });

  test('equals String for whole numbers and amounts with up to two decimals (property)', () => {
    const cents = fc.oneof(
      fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
      fc.maxSafeInteger(),
      fc.integer({ min: -(10 ** 15), max: 10 ** 15 }),
    );
    fc.assert(fc.property(cents, fc.constantFrom(1, 10, 100, 1000), (n, scale) => {
      for (const x of [n / scale, n, n * 1.19, Math.round(n * 1.19) / 100]) assert.equal(numberText(x), String(x), `${x}`);
    }), { numRuns: 50_000 });
  });

  test('edges', () => {
    const xs = [0, -0, 1, -1, 0.1, 0.2, 0.3, 0.07, 0.005, 1e-7, 9999, 10_000, 99_999_999, 100_000_000, 1e12 - 0.01, 1e12, 1e13 - 0.01,
      1e13, -1e13 + 0.01, 1e21, 1234.56, 1234.5, 1200, -0.01, 123_456_789_012.34, 4.35, 0.1 + 0.2, 2 ** 53, Number.MAX_VALUE, Number.MIN_VALUE];
    for (const x of xs) assert.equal(numberText(x), String(x), `${x}`);
  });
});
