import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Invalid } from './cell-parser.ts';
import { createCountryParser } from './country-parse.ts';

describe('country codes', () => {
  const alpha2 = createCountryParser('alpha2');
  const alpha3 = createCountryParser('alpha3');

  it('reads codes, numeric codes and names in many languages', () => {
    const cases: Array<[string | number, string, string]> = [
      ['DE', 'DE', 'DEU'], ['de', 'DE', 'DEU'], ['DEU', 'DE', 'DEU'], ['deu', 'DE', 'DEU'], ['276', 'DE', 'DEU'], [276, 'DE', 'DEU'],
      ['Germany', 'DE', 'DEU'], ['Deutschland', 'DE', 'DEU'], ['Allemagne', 'DE', 'DEU'], ['Alemania', 'DE', 'DEU'], ['GERMANY', 'DE', 'DEU'],
      ['United States', 'US', 'USA'], ['United States of America', 'US', 'USA'], ['USA', 'US', 'USA'], ['U.S.A.', 'US', 'USA'], ['u.s.', 'US', 'USA'],
      ['Vereinigte Staaten', 'US', 'USA'], ['UK', 'GB', 'GBR'], ['United Kingdom', 'GB', 'GBR'], ['Great Britain', 'GB', 'GBR'],
      ["Côte d'Ivoire", 'CI', 'CIV'], ['Cote d Ivoire', 'CI', 'CIV'], ['cote divoire', 'CI', 'CIV'], ['Österreich', 'AT', 'AUT'],
      ['Oesterreich', 'AT', 'AUT'], ['Schweiz', 'CH', 'CHE'], ['Suisse', 'CH', 'CHE'], ['Guinea-Bissau', 'GW', 'GNB'],
      ['Россия', 'RU', 'RUS'], ['日本', 'JP', 'JPN'], ['  France ', 'FR', 'FRA'], [4, 'AF', 'AFG'],
    ];
    for (const [input, code2, code3] of cases) {
      const text = typeof input === 'string' ? input.trim() : input;
      assert.equal(alpha2.parse(text), code2, String(input));
      assert.equal(alpha3.parse(text), code3, String(input));
    }
  });

  it('refuses unknown codes and names', () => {
    for (const input of ['XX', 'ZZZ', 'Atlantis', '999', 'D', 'England', 'Germanyy', 0, 1.5, 1000, true]) {
      assert.ok(alpha2.parse(input) instanceof Invalid, String(input));
    }
  });
});
