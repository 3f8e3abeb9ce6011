import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { parseDecimal } from './formula-values.ts';

test('parseDecimal reads decimal literals exactly as Number does, and nothing else (property)', () => {
  // Short literals (≤ 15 digits) take a fast path, longer ones and exponents Number itself.
  const literal = fc.tuple(
    fc.constantFrom('', '-', '+'),
    fc.stringMatching(/^[0-9]{0,18}$/),
    fc.option(fc.stringMatching(/^[0-9]{0,18}$/)),
    fc.option(fc.tuple(fc.constantFrom('e', 'E'), fc.constantFrom('', '-', '+'), fc.stringMatching(/^[0-9]{0,3}$/))),
  ).map(([sign, whole, fraction, exponent]) => sign + whole + (fraction === null ? '' : `.${fraction}`) + (exponent === null ? '' : exponent.join('')));
  const isLiteral = /^[+-]?(\.\d+|\d+(\.\d*)?)([eE][+-]?\d+)?$/;
  fc.assert(fc.property(fc.oneof(literal, fc.string({ maxLength: 8 })), (text) => {
    const parsed = parseDecimal(text);
    if (isLiteral.test(text)) assert.ok(Object.is(parsed, Number(text)), `${text}: ${parsed} vs ${Number(text)}`);
    else assert.equal(parsed, undefined, text);
  }), { numRuns: 50_000 });
  for (const text of ['0.1', '-0', '-0.0', '+.5', '5.', '999999999999999', '9999999999999999', '1234.56', '1e400']) {
    assert.ok(Object.is(parseDecimal(text), Number(text)), text);
  }
});

test('ISO date text read directly gives what the general date reading gives (valid, invalid and out-of-range dates)', async () => {
  const { parseDateTimeText } = await import('./formula-dates.ts');
  const fc = (await import('fast-check')).default;
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  fc.assert(fc.property(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), (y, m, d) => {
    const iso = `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
    // A trailing space takes the general path (formats tried in order), with the same meaning.
    assert.deepEqual(parseDateTimeText(iso), parseDateTimeText(`${iso} `), iso);
  }), { numRuns: 20_000 });
});
