import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseBic, parseIban } from './bank-parse.ts';
import { Invalid } from './cell-parser.ts';

describe('iban', () => {
  it('accepts printed and electronic forms and returns the electronic one', () => {
    const cases: Array<[string, string]> = [
      ['DE89370400440532013000', 'DE89370400440532013000'],
      ['DE89 3704 0044 0532 0130 00', 'DE89370400440532013000'],
      ['de89 3704 0044 0532 0130 00', 'DE89370400440532013000'],
      ['DE89-3704-0044-0532-0130-00', 'DE89370400440532013000'],
      ['IBAN DE89 3704 0044 0532 0130 00', 'DE89370400440532013000'],
      ['IBAN: DE89370400440532013000', 'DE89370400440532013000'],
      ['GB29 NWBK 6016 1331 9268 19', 'GB29NWBK60161331926819'],
      ['FR14 2004 1010 0505 0001 3M02 606', 'FR1420041010050500013M02606'],
      ['CH93 0076 2011 6238 5295 7', 'CH9300762011623852957'],
    ];
    for (const [input, expected] of cases) assert.equal(parseIban(input), expected, input);
  });

  it('refuses wrong check digits, lengths and countries', () => {
    for (const input of ['DE89370400440532013001', 'DE8937040044053201300', 'XX89370400440532013000', 'hello', '', 'DE', 12345]) {
      assert.ok(parseIban(input as string) instanceof Invalid, String(input));
    }
  });
});

describe('bic', () => {
  it('accepts 8 and 11 character BICs in any case', () => {
    const cases: Array<[string, string]> = [
      ['DEUTDEFF', 'DEUTDEFF'], ['deutdeff', 'DEUTDEFF'], ['DEUTDEFF500', 'DEUTDEFF500'], ['NWBK GB 2L', 'NWBKGB2L'], ['COBADEFFXXX', 'COBADEFFXXX'],
    ];
    for (const [input, expected] of cases) assert.equal(parseBic(input), expected, input);
  });

  it('refuses malformed BICs and unknown countries', () => {
    for (const input of ['DEUTDEF', 'DEUTDEFF50', 'DEUTXXFF', '1EUTDEFF', 'DEUTDEFF5000', '', 42]) {
      assert.ok(parseBic(input as string) instanceof Invalid, String(input));
    }
  });
});
