import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { cellText, hasNoEdgeSpace, isBlank, quote } from './cell-parser.ts';

describe('cell helpers', () => {
  it('isBlank: null, empty and white space only', () => {
    for (const v of [null, '', ' ', '\t\n', '\u00a0', '\u3000', '\ufeff', '\u2028']) assert.equal(isBlank(v), true, JSON.stringify(v));
    for (const v of ['a', ' a ', '0', 0, false, new Date(0), '\u200b']) assert.equal(isBlank(v), false, JSON.stringify(v));
  });

  it('isBlank and hasNoEdgeSpace agree with String.prototype.trim (property)', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constantFrom(' x', 'x\u00a0', '\u1680x', 'x\u3000')), (s) => {
      assert.equal(isBlank(s), s.trim() === '');
      if (hasNoEdgeSpace(s)) assert.equal(s.trim(), s);
    }), { numRuns: 5000 });
  });

  it('cellText: the text form of every cell kind', () => {
    assert.equal(cellText(null), null);
    assert.equal(cellText(' a '), ' a ');
    assert.equal(cellText(1234.5), '1234.5');
    assert.equal(cellText(-0), '0');
    assert.equal(cellText(true), 'true');
    assert.equal(cellText(new Date(Date.UTC(2024, 0, 12))), '2024-01-12');
    assert.equal(cellText(new Date(Date.UTC(2024, 0, 12, 10, 30))), '2024-01-12T10:30:00.000Z');
    assert.equal(cellText(new Date(NaN)), 'Invalid Date');
  });

  it('quote: JSON-quoted and shortened', () => {
    assert.equal(quote('a"b'), '"a\\"b"');
    assert.equal(quote('x'.repeat(100)).length, 62);
    assert.equal(quote(12), '"12"');
  });
});
