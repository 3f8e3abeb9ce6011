import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Invalid } from './cell-parser.ts';
import { currencyCodes, parseCurrency } from './currency-parse.ts';

describe('currency codes', () => {
  it('builds the ISO 4217 list from Intl', () => {
    const codes = currencyCodes();
    assert.ok(codes.length > 150);
    for (const code of ['EUR', 'USD', 'CHF', 'JPY', 'GBP']) assert.ok(codes.includes(code), code);
  });

  it('reads codes, names and unambiguous symbols', () => {
    const cases: Array<[string, string]> = [
      ['EUR', 'EUR'], ['eur', 'EUR'], ['Usd', 'USD'], ['€', 'EUR'], ['£', 'GBP'], ['US$', 'USD'], ['₹', 'INR'], ['zł', 'PLN'],
      ['Euro', 'EUR'], ['euro', 'EUR'], ['US Dollar', 'USD'], ['US-Dollar', 'USD'], ['Swiss Franc', 'CHF'], ['Schweizer Franken', 'CHF'],
      ['franc suisse', 'CHF'], ['Japanese Yen', 'JPY'], ['British Pound', 'GBP'], ['Britisches Pfund', 'GBP'], ['dólar estadounidense', 'USD'],
    ];
    for (const [input, expected] of cases) assert.equal(parseCurrency(input), expected, input);
  });

  it('refuses ambiguous symbols, unknown codes and non-text', () => {
    for (const input of ['$', '¥', 'XYZ', 'EURO2', 'dollars', '', 978, true]) {
      assert.ok(parseCurrency(input as string) instanceof Invalid, String(input));
    }
  });
});
