import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { CellValue } from '../types.ts';
import { Invalid } from './cell-parser.ts';
import { createNumberParser } from './number-parse.ts';
import { COMMA, decimalEvidence, DOT, parseNumberText } from './number-scan.ts';

function parseAll(kind: 'int' | 'float' | 'percentage', values: CellValue[], fallback: '.' | ',' = '.') {
  const parser = createNumberParser(kind, fallback);
  parser.observe(values.map((v) => [v]), 0);
  return values.map((v) => {
    const result = parser.parse(typeof v === 'string' ? v.trim() : (v as Exclude<CellValue, null>));
    return result instanceof Invalid ? `invalid: ${result.message}` : result;
  });
}

describe('parseNumberText', () => {
  it('reads plain, signed and exponent forms', () => {
    const cases: Array<[string, number]> = [
      ['0', 0], ['42', 42], ['-42', -42], ['+42', 42], ['−42', -42], ['3.25', 3.25], ['.5', 0.5],
      ['5.', 5], ['-0.001', -0.001], ['1e3', 1000], ['1.5E-2', 0.015], ['007', 7], ['1,5e3', 1500],
      ['5-', -5], ['1.234,56-', -1234.56], ['12.5−', -12.5],
    ];
    for (const [text, expected] of cases) assert.equal(parseNumberText(text, 0, DOT), expected, text);
  });

  it('reads plain decimal text exactly as Number does (property)', () => {
    // Up to 15 digits take the short path, more the generic one: both must give Number's double.
    const digits = fc.stringMatching(/^[0-9]{1,18}$/);
    const plain = fc.tuple(fc.constantFrom('', '-', '+'), digits, fc.option(fc.stringMatching(/^[0-9]{0,17}$/)), fc.boolean())
      .map(([sign, whole, fraction, leadingDot]) => {
        if (fraction === null) return sign + whole;
        return leadingDot ? `${sign}.${whole}` : `${sign}${whole}.${fraction}`;
      });
    fc.assert(fc.property(plain, (text) => {
      assert.ok(Object.is(parseNumberText(text, 0, DOT), Number(text)), text);
    }), { numRuns: 50_000 });
    for (const text of ['0.1', '0.3', '-0', '-0.000', '999999999999999', '9999999999999999', '0.000000000000001', '123456789012345.6']) {
      assert.ok(Object.is(parseNumberText(text, 0, DOT), Number(text)), text);
    }
  });

  it('reads grouping with commas, dots, spaces and apostrophes', () => {
    const cases: Array<[string, number]> = [
      ['1,234,567.89', 1234567.89], ['1.234.567,89', 1234567.89], ['1 234 567,89', 1234567.89],
      ['1\u00a0234,5', 1234.5], ['1\u202f234.5', 1234.5], ["1'234.50", 1234.5], ['1’234’567', 1234567],
      ['12,34,567', 1234567], ['-1.234,5', -1234.5], ['1,234,567', 1234567], ['1.234.567', 1234567],
    ];
    for (const [text, expected] of cases) assert.equal(parseNumberText(text, 0, DOT), expected, text);
  });

  it('refuses text that is not a number', () => {
    for (const text of ['', 'abc', '-', '.', '1.2.3', '1,23,4', '€12', '12€', '12%', '(12)', '1_000', '0x10',
      'Infinity', 'NaN', '1e', '1e+', '12 34', '1,234.567,8', '1.234 567', '1 234.5 6', '--1', '-1-', '+1-', '1e5-', '1--', 'e5', '1,2345,678']) {
      assert.ok(Number.isNaN(parseNumberText(text, 0, DOT)), text);
    }
  });

  it('reads an ambiguous single separator with the fallback, or as grouping with fallback 0', () => {
    assert.equal(parseNumberText('1,234', 0, DOT), 1234);
    assert.equal(parseNumberText('1.234', 0, DOT), 1.234);
    assert.equal(parseNumberText('1,234', 0, COMMA), 1.234);
    assert.equal(parseNumberText('1.234', 0, COMMA), 1234);
    assert.equal(parseNumberText('1.234', 0, 0), 1234);
    assert.equal(parseNumberText('1,234', 0, 0), 1234);
  });

  it('follows a decided separator and refuses the other style', () => {
    assert.equal(parseNumberText('1.234', COMMA, DOT), 1234);
    assert.equal(parseNumberText('1,234', COMMA, DOT), 1.234);
    assert.ok(Number.isNaN(parseNumberText('1,234.5', COMMA, DOT)));
    assert.ok(Number.isNaN(parseNumberText('1.234,5', DOT, DOT)));
    assert.ok(Number.isNaN(parseNumberText('1,234,567', COMMA, DOT)));
    assert.equal(parseNumberText('1,5', COMMA, DOT), 1.5);
    assert.ok(Number.isNaN(parseNumberText('1,5', DOT, DOT)), '1,5 is no grouping');
  });
});

describe('decimalEvidence', () => {
  it('tells the separator when a value settles it', () => {
    const cases: Array<[string, number]> = [
      ['1.234,56', COMMA], ['1,234.56', DOT], ['1,234,567', DOT], ['1.234.567', COMMA], ['1,5', COMMA],
      ['3.14', DOT], ['0,123', COMMA], ['0.123', DOT], ['1234,567', COMMA], [',5', COMMA], ['1 234,567', COMMA],
      ["1'234.567", DOT], ['12,3456', COMMA],
    ];
    for (const [text, expected] of cases) assert.equal(decimalEvidence(text), expected, text);
  });

  it('tells nothing for ambiguous values, integers and non-numbers', () => {
    for (const text of ['1,234', '1.234', '123.456', '42', '-7', 'abc', '', '12%']) assert.equal(decimalEvidence(text), 0, text);
  });
});

describe('number columns', () => {
  it('float: infers a comma decimal from a later value in the batch and applies it to the whole batch', () => {
    assert.deepEqual(parseAll('float', ['1.234', '2,5', ' 3 ', '1.234.567,8']), [1234, 2.5, 3, 1234567.8]);
  });

  it('float: infers a dot decimal and refuses comma-decimal values afterwards', () => {
    const parser = createNumberParser('float');
    parser.observe([['1,234.5']], 0);
    assert.equal(parser.parse('1,234.5'), 1234.5);
    assert.equal(parser.decimal(), '.');
    assert.equal(parser.parse('1,234'), 1234);
    const bad = parser.parse('1.234,5');
    assert.ok(bad instanceof Invalid);
    assert.match(bad.message, /decimal separator "\."/);
    // A later batch never re-decides.
    parser.observe([['1.234,5']], 0);
    assert.equal(parser.decimal(), '.');
  });

  it('decides lazily: a column whose values need no decision stays undecided', () => {
    const parser = createNumberParser('int');
    parser.observe([['12'], ['7']], 0);
    assert.equal(parser.parse('12'), 12);
    assert.equal(parser.decimal(), null);
    // An ambiguous value looks through its whole batch, also at rows before it.
    parser.observe([['1.234,0'], ['5'], ['2,5']], 0);
    assert.equal(parser.parse('5'), 5);
    assert.equal(parser.decimal(), null);
    parser.observe([['1.234'], ['5'], ['2,5']], 0);
    assert.equal(parser.parse('1.234'), 1234);
    assert.equal(parser.decimal(), ',');
    assert.match(String((parser.parse('2,5') as Invalid).message), /not a whole number/);
  });

  it('does not take evidence from values that are not numbers', () => {
    assert.deepEqual(parseAll('float', ['1,234', '1,234.567,8']), [1234, 'invalid: "1,234.567,8" is not a number']);
  });

  it('float: ambiguous values use the fallback while undecided', () => {
    assert.deepEqual(parseAll('float', ['1,234', '1.234']), [1234, 1.234]);
    assert.deepEqual(parseAll('float', ['1,234', '1.234'], ','), [1.234, 1234]);
  });

  it('float: takes typed numbers, refuses booleans, dates and non-finite numbers', () => {
    assert.deepEqual(parseAll('float', [1.5, -0, 1e300]), [1.5, 0, 1e300]);
    assert.ok(Object.is(parseAll('float', [-0])[0], 0));
    for (const v of [true, new Date(0), Infinity, NaN]) assert.match(String(parseAll('float', [v])[0]), /^invalid/);
  });

  it('float: refuses currency symbols and percent signs', () => {
    for (const v of ['$12', '12 €', 'EUR 12', '12%', '12 USD']) assert.match(String(parseAll('float', [v])[0]), /is not a number/);
  });

  it('int: reads grouping, refuses fractions and unsafe integers', () => {
    assert.deepEqual(parseAll('int', ['1.234', '1,234', '-5', '1 000 000']), [1234, 1234, -5, 1000000]);
    // "12.0" settles the column on a dot decimal: "1.234" is then a fraction.
    assert.deepEqual(parseAll('int', ['12.0', '1.234']), [12, 'invalid: "1.234" is not a whole number']);
    assert.match(String(parseAll('int', ['12.5'])[0]), /not a whole number/);
    assert.match(String(parseAll('int', ['12,5'])[0]), /not a whole number/);
    assert.match(String(parseAll('int', [12.5])[0]), /not a whole number/);
    assert.match(String(parseAll('int', ['9007199254740993'])[0]), /too large/);
    assert.deepEqual(parseAll('int', [9007199254740991]), [9007199254740991]);
  });

  it('int: a comma-decimal column still reads 1.234 as 1234 and refuses 1,5', () => {
    assert.deepEqual(parseAll('int', ['1.234', '1,5']), [1234, 'invalid: "1,5" is not a whole number']);
  });

  it('percentage: percent units with or without the sign', () => {
    assert.deepEqual(
      parseAll('percentage', ['12%', '12 %', '% 12', '12,5 %', '100', '12％', '-3%']),
      [12, 12, 12, 12.5, 100, 12, -3],
    );
    assert.deepEqual(parseAll('percentage', ['-3.5%', '0.12', '1,234.5 %']), [-3.5, 0.12, 1234.5]);
    assert.deepEqual(parseAll('percentage', [0.25]), [0.25]);
    for (const v of ['%', '12%%', 'abc%', '12 percent']) assert.match(String(parseAll('percentage', [v])[0]), /not a percentage/);
  });
});
