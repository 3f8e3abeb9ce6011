import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Invalid } from './cell-parser.ts';
import { hasValidCheckDigit, parseGtin } from './gtin-parse.ts';

describe('gtin', () => {
  it('accepts GTIN-8/12/13/14 with valid check digits', () => {
    const cases: Array<[string | number, string]> = [
      ['96385074', '96385074'],
      ['036000291452', '036000291452'],
      ['4006381333931', '4006381333931'],
      ['400 6381 33393 1', '4006381333931'],
      ['400-6381-333931', '4006381333931'],
      ['10012345678902', '10012345678902'],
      ['00012345600012', '00012345600012'],
      [4006381333931, '4006381333931'],
      [36000291452, '036000291452'],
      [96385074, '96385074'],
    ];
    for (const [input, expected] of cases) assert.equal(parseGtin(input), expected, String(input));
  });

  it('refuses wrong check digits, lengths, letters and fractions', () => {
    for (const input of ['4006381333932', '40063813339', '400638133393100', 'ABC', '4006381333931a', '', 4006381333932, 1.5, -96385074, true]) {
      assert.ok(parseGtin(input as string) instanceof Invalid, String(input));
    }
    assert.match((parseGtin('4006381333932') as Invalid).message, /check digit/);
  });

  it('computes the GS1 check digit for every last digit exactly once', () => {
    const body = '400638133393';
    const valid = [...'0123456789'].filter((d) => hasValidCheckDigit(body + d));
    assert.deepEqual(valid, ['1']);
  });
});
