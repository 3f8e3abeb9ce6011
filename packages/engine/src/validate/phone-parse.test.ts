import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Invalid } from './cell-parser.ts';
import { createPhoneParser } from './phone-parse.ts';

describe('phone', () => {
  const international = createPhoneParser();

  it('normalises international numbers to E.164', () => {
    const cases: Array<[string | number, string]> = [
      ['+49 30 1234567', '+49301234567'],
      ['+49 (0)30 1234567', '+49301234567'],
      ['0049 30 1234567', '+49301234567'],
      ['+1 (650) 253-0000', '+16502530000'],
      ['+1.650.253.0000', '+16502530000'],
      ['+44 20 7946 0958', '+442079460958'],
      ['+33 1 42 68 53 00', '+33142685300'],
      ['tel:+41446681800', '+41446681800'],
      ['+1 212-555-0123 ext. 42', '+12125550123;ext=42'],
    ];
    for (const [input, expected] of cases) assert.equal(international.parse(input), expected, String(input));
  });

  it('refuses national numbers without a default region, with a hint', () => {
    const result = international.parse('030 1234567');
    assert.ok(result instanceof Invalid);
    assert.match(result.message, /country code/);
  });

  it('reads national numbers in the default region', () => {
    const german = createPhoneParser('de');
    assert.equal(german.parse('030 1234567'), '+49301234567');
    assert.equal(german.parse('+1 650 253 0000'), '+16502530000');
    assert.equal(createPhoneParser('US').parse('(650) 253-0000'), '+16502530000');
  });

  it('refuses invalid numbers and junk, and survives an unknown region', () => {
    for (const input of ['+49 123', '12', 'abc', '+999 1234567', '', '+', `+49${'1'.repeat(200)}`]) {
      assert.ok(international.parse(input) instanceof Invalid, input);
    }
    assert.ok(international.parse(true) instanceof Invalid);
    assert.ok(createPhoneParser('ZZ').parse('030 1234567') instanceof Invalid);
  });
});
