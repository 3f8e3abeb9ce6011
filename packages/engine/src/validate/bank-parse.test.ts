import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { countrySpecs, isValidBIC, isValidIBAN } from 'ibantools';
import { bbanValid, isValidBic, isValidIban, parseBic, parseIban } from './bank-parse.ts';
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

describe('iban check, fast', () => {
  it('agrees with ibantools isValidIBAN on valid IBANs of every country, their mutations and random strings', () => {
    const countries = Object.keys(countrySpecs).filter((c) => countrySpecs[c]?.chars);
    const valid = ['DE89370400440532013000', 'GB29NWBK60161331926819', 'FR1420041010050500013M02606', 'NL91ABNA0417164300', 'CH9300762011623852957',
      'AT611904300234573201', 'BE68539007547034', 'ES9121000418450200051332', 'IT60X0542811101000000123456', 'PL61109010140000071219812874',
      'PT50000201231234567890154', 'SI56263300012039086', 'NO9386011117947', 'SE4550000000058398257466', 'ME25505000012345678951'];
    for (const iban of valid) assert.equal(isValidIban(iban), true, iban);
    const alnum = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const mutated = fc.tuple(fc.constantFrom(...valid), fc.nat(40), fc.constantFrom(...alnum, 'a', ' ', '-', '+', '.', 'é')).map(([iban, at, c]) => {
      const i = at % iban.length;
      return iban.slice(0, i) + c + iban.slice(i + 1);
    });
    const random = fc.tuple(fc.constantFrom(...countries, 'XX', 'de'), fc.array(fc.constantFrom(...alnum), { minLength: 0, maxLength: 34 }))
      .map(([c, rest]) => `${c}${rest.join('')}`);
    const sized = fc.constantFrom(...countries).chain((c) => fc.array(fc.constantFrom(...'0123456789'), { minLength: countrySpecs[c]!.chars! - 2, maxLength: countrySpecs[c]!.chars! - 2 }).map((d) => `${c}${d.join('')}`));
    fc.assert(fc.property(fc.oneof(mutated, random, sized), (iban) => {
      assert.equal(isValidIban(iban), isValidIBAN(iban), iban);
    }), { numRuns: 50_000 });
  });
});

describe('BBAN checks, fast', () => {
  /** A BBAN of `country`'s pattern whose last two digits make `mod97` of its digits `remainder` (letters as `letters` map them). */
  const withKey = (body: string, remainder: number, letters?: (code: number) => number): string => {
    let rest = 0;
    for (const ch of body) {
      const code = ch.charCodeAt(0);
      rest = (rest * 10 + (code <= 57 ? code - 48 : letters!(code))) % 97;
    }
    const key = (((remainder - rest * 100) % 97) + 97) % 97;
    return `${body}${String(key).padStart(2, '0')}`;
  };
  const french = (code: number) => [1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5, 6, 7, 8, 9][code - 65]!;

  it('agrees with ibantools\' own check of every country that has one, on BBANs of its pattern, valid by construction or not', () => {
    const checked = Object.keys(countrySpecs).filter((c) => countrySpecs[c]?.bban_validation_func && countrySpecs[c]?.bban_regexp);
    assert.ok(checked.includes('FR') && checked.includes('MC') && checked.includes('PT') && checked.includes('MK'), checked.join(' '));
    // One arbitrary per country, made once (fc.stringMatching parses its pattern when made).
    const bbans = new Map(checked.map((c) => [c, fc.stringMatching(new RegExp(countrySpecs[c]!.bban_regexp!))]));
    const pattern = fc.constantFrom(...checked).chain((c) => bbans.get(c)!.map((bban) => [c, bban] as const));
    const keyed = fc.constantFrom(...checked).chain((c) => bbans.get(c)!.map((bban) => {
      // French and Monaco BBANs end in a RIB key (remainder 0), the mod-97-10 countries in a remainder of 1.
      const body = bban.slice(0, -2);
      if (!/^[0-9]{2}$/.test(bban.slice(-2))) return [c, bban] as const;
      if (c === 'FR' || c === 'MC') return [c, withKey(body, 0, french)] as const;
      if (/^[0-9]+$/.test(body)) return [c, withKey(body, 1)] as const;
      return [c, bban] as const;
    }));
    let valid = 0;
    fc.assert(fc.property(fc.oneof(pattern, keyed), ([country, bban]) => {
      const expected = countrySpecs[country]!.bban_validation_func!(bban);
      if (expected) valid++;
      assert.equal(bbanValid(country, bban), expected, `${country} ${bban}`);
    }), { numRuns: 30_000 });
    assert.ok(valid > 5_000, `valid BBANs among the runs: ${valid}`);
    // The French key maps letters to digits: a letter changed to another of the same digit keeps it valid.
    assert.equal(bbanValid('FR', '20041010050500013M02606'), true);
    assert.equal(bbanValid('FR', '20041010050500013D02606'), true);
    assert.equal(bbanValid('FR', '20041010050500013N02606'), false);
  });
});

describe('bic check, fast', () => {
  it('agrees with ibantools isValidBIC', () => {
    const chars = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 'a', 'z', ' ', '-', '@', '[', '`', '{', 'é', 'ß'];
    const countries = Object.keys(countrySpecs);
    const shaped = fc.tuple(fc.stringMatching(/^[A-Z]{4}$/), fc.constantFrom(...countries, 'XX', 'de'), fc.stringMatching(/^[A-Z0-9]{2}([A-Z0-9]{3})?$/)).map(([a, b, c]) => a + b + c);
    const random = fc.array(fc.constantFrom(...chars), { minLength: 0, maxLength: 13 }).map((a) => a.join(''));
    const mutated = fc.tuple(shaped, fc.nat(12), fc.constantFrom(...chars)).map(([bic, at, c]) => bic.slice(0, at % bic.length) + c + bic.slice((at % bic.length) + 1));
    fc.assert(fc.property(fc.oneof(shaped, random, mutated), (bic) => {
      assert.equal(isValidBic(bic), isValidBIC(bic), bic);
    }), { numRuns: 50_000 });
  });
});
