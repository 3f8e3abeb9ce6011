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
