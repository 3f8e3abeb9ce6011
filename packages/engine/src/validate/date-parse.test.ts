import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CellValue } from '../types.ts';
import { Invalid } from './cell-parser.ts';
import { createDateParser, type DateKind } from './date-parse.ts';
import { dayOrderEvidence } from './date-scan.ts';

/** Parses a column of values the way the validator does (observe the batch, then parse each). */
function column(kind: DateKind, values: CellValue[], outputFormat?: string, order?: 'DMY' | 'MDY'): unknown[] {
  const parser = createDateParser(kind, outputFormat, order);
  parser.observe(values.map((v) => [v]), 0);
  return values.map((v) => {
    const result = parser.parse(typeof v === 'string' ? v.trim() : (v as Exclude<CellValue, null>));
    return result instanceof Invalid ? null : result;
  });
}

function one(kind: DateKind, value: CellValue, outputFormat?: string): unknown {
  return column(kind, [value], outputFormat)[0];
}

describe('date: spellings', () => {
  const cases: Array<[string, string]> = [
    ['2024-01-12', '2024-01-12'],
    ['2024-1-5', '2024-01-05'],
    ['2024/01/12', '2024-01-12'],
    ['2024.01.12', '2024-01-12'],
    ['12.01.2024', '2024-01-12'],
    ['12.1.2024', '2024-01-12'],
    ['1.2.24', '2024-02-01'],
    ['31.12.99', '1999-12-31'],
    ['01.01.30', '1930-01-01'],
    ['01.01.29', '2029-01-01'],
    ['12 Jan 2024', '2024-01-12'],
    ['12-Jan-2024', '2024-01-12'],
    ['12 January 2024', '2024-01-12'],
    ['12. Januar 2024', '2024-01-12'],
    ['12 janv. 2024', '2024-01-12'],
    ['3 mars 2024', '2024-03-03'],
    ['3. März 2024', '2024-03-03'],
    ['1 août 2024', '2024-08-01'],
    ['15 de agosto de 2024', '2024-08-15'],
    ['Jan 12, 2024', '2024-01-12'],
    ['January 12 2024', '2024-01-12'],
    ['January 12th, 2024', '2024-01-12'],
    ['Dec. 1st 2024', '2024-12-01'],
    ['Fri, 12 Jan 2024', '2024-01-12'],
    ['Friday, January 12, 2024', '2024-01-12'],
    ['2024 Jan 12', '2024-01-12'],
    ['20240112', '2024-01-12'],
    ['  2024-01-12  ', '2024-01-12'],
    ['2024-01-12T10:30:00Z', '2024-01-12'],
    ['2024-01-12T23:30:00-05:00', '2024-01-12'],
    ['12.01.2024 10:30', '2024-01-12'],
    ['29.02.2024', '2024-02-29'],
    ['0001-01-01', '0001-01-01'],
    ['9999-12-31', '9999-12-31'],
  ];
  for (const [input, expected] of cases) {
    it(`reads ${JSON.stringify(input)}`, () => assert.equal(one('date', input), expected));
  }

  it('refuses impossible dates and non-dates', () => {
    for (const input of ['2024-02-30', '29.02.2023', '31.04.2024', '2024-13-01', '00.01.2024', '2024-01-00', 'abc',
      'Jan 2024', '12 Foo 2024', '2024', '12', '12/13/14/15', '2024-01-12x', '12.01', '0000-01-01', '10000-01-01',
      '12..01.2024', '12/01-2024', '2024-01-12T25:00', '2024-01-12T10:60', 'T10:00', '1.2.3.4', '12 Jan Feb 2024']) {
      assert.equal(one('date', input), null, input);
    }
  });
});

describe('date: Excel serials, Date values, output formats', () => {
  it('takes Excel serial numbers, typed and as five-digit text', () => {
    assert.equal(one('date', 45303), '2024-01-12');
    assert.equal(one('date', 45303.99), '2024-01-12');
    assert.equal(one('date', '45303'), '2024-01-12');
    assert.equal(one('date', 61), '1900-03-01');
    assert.equal(one('date', 60), null);
    assert.equal(one('date', 0), null);
    assert.equal(one('date', '2024'), null);
    assert.equal(one('date', '123456'), null);
  });

  it('takes Date values in UTC', () => {
    assert.equal(one('date', new Date('2024-01-12T23:59:59Z')), '2024-01-12');
    assert.equal(one('datetime', new Date('2024-01-12T10:00:00.5Z')), '2024-01-12T10:00:00.500Z');
    assert.equal(one('time', new Date('1899-12-30T14:05:09Z')), '14:05:09');
    assert.equal(one('date', new Date(NaN)), null);
    assert.equal(one('date', true), null);
  });

  it('formats with outputFormat (dayjs tokens)', () => {
    assert.equal(one('date', '2024-01-05', 'DD.MM.YYYY'), '05.01.2024');
    assert.equal(one('date', '2024-01-05', 'D/M/YY'), '5/1/24');
    assert.equal(one('date', '2024-01-05', 'MMMM D, YYYY'), 'January 5, 2024');
    assert.equal(one('date', '2024-01-05', 'dddd [the] D[th]'), 'Friday the 5th');
    assert.equal(one('date', '2024-01-05 13:00', 'YYYY-MM-DD HH:mm'), '2024-01-05 00:00');
    assert.equal(one('datetime', '2024-01-05 13:07:09', 'DD.MM.YYYY h:mm:ss A'), '05.01.2024 1:07:09 PM');
    assert.equal(one('datetime', '2024-01-05T13:07:09+02:00', 'YYYY-MM-DDTHH:mm:ssZ'), '2024-01-05T11:07:09+00:00');
    assert.equal(one('time', '7:05 pm', 'HH:mm'), '19:05');
  });
});

describe('datetime', () => {
  const cases: Array<[string, string]> = [
    ['2024-01-12T10:30:00Z', '2024-01-12T10:30:00.000Z'],
    ['2024-01-12T10:30:00', '2024-01-12T10:30:00.000Z'],
    ['2024-01-12 10:30', '2024-01-12T10:30:00.000Z'],
    ['2024-01-12t10:30:00.123456789Z', '2024-01-12T10:30:00.123Z'],
    ['2024-01-12T10:30:00.5+01:00', '2024-01-12T09:30:00.500Z'],
    ['2024-01-12T00:30:00+0100', '2024-01-11T23:30:00.000Z'],
    ['2024-01-12T22:00:00-05', '2024-01-13T03:00:00.000Z'],
    ['2024-01-12T10:00:00 UTC', '2024-01-12T10:00:00.000Z'],
    ['2024-01-12 10:00 GMT+2', '2024-01-12T08:00:00.000Z'],
    ['12.01.2024 10:30:15', '2024-01-12T10:30:15.000Z'],
    ['12.01.2024, 10:30', '2024-01-12T10:30:00.000Z'],
    ['12.01.2024 um 10:30 Uhr', '2024-01-12T10:30:00.000Z'],
    ['Jan 12, 2024 3:45 PM', '2024-01-12T15:45:00.000Z'],
    ['Jan 12, 2024 at 3pm', '2024-01-12T15:00:00.000Z'],
    ['12 Jan 2024 12:00 AM', '2024-01-12T00:00:00.000Z'],
    ['12 Jan 2024 12:30 p.m.', '2024-01-12T12:30:00.000Z'],
    ['Fri, 12 Jan 2024 10:30:00 +0000', '2024-01-12T10:30:00.000Z'],
    ['2024-01-12', '2024-01-12T00:00:00.000Z'],
    ['10:30 12.01.2024', '2024-01-12T10:30:00.000Z'],
  ];
  for (const [input, expected] of cases) {
    it(`reads ${JSON.stringify(input)}`, () => assert.equal(one('datetime', input), expected));
  }

  it('takes serials with a time fraction', () => {
    assert.equal(one('datetime', 45303.5), '2024-01-12T12:00:00.000Z');
    assert.equal(one('datetime', '45303.25'), '2024-01-12T06:00:00.000Z');
  });

  it('refuses bad times, offsets and a time without a date', () => {
    for (const input of ['2024-01-12T24:00', '2024-01-12 13:00 PM', '2024-01-12 0:30 AM', '2024-01-12T10:00+25:00',
      '2024-01-12T10:00:61', '10:30', '2024-01-12 10:30 Europe/Berlin', '2024-01-12T1030', '9999-12-31T23:00-02:00']) {
      assert.equal(one('datetime', input), null, input);
    }
  });
});

describe('time', () => {
  const cases: Array<[CellValue, string]> = [
    ['10:30', '10:30:00'], ['7:05', '07:05:00'], ['10:30:15', '10:30:15'], ['10:30:15.999', '10:30:15'],
    ['7:05 PM', '19:05:00'], ['7:05pm', '19:05:00'], ['7 am', '07:00:00'], ['12:00 AM', '00:00:00'],
    ['12:15 PM', '12:15:00'], ['10:30 Uhr', '10:30:00'], ['10:30Z', '10:30:00'], ['10:30+02:00', '10:30:00'],
    ['2024-01-12T10:30:00Z', '10:30:00'], ['0.5', '12:00:00'], ['.75', '18:00:00'], [0.25, '06:00:00'],
    [45303.75, '18:00:00'], [0, '00:00:00'],
  ];
  for (const [input, expected] of cases) {
    it(`reads ${JSON.stringify(input)}`, () => assert.equal(one('time', input), expected));
  }

  it('refuses non-times', () => {
    for (const input of ['2024-01-12', '25:00', '10:5', '10:30:5', '13 PM', 'noon', '1030', '45303', '1.5', -0.5]) {
      assert.equal(one('time', input), null, String(input));
    }
  });
});

describe('day/month order inference', () => {
  it('finds the evidence in single values', () => {
    assert.equal(dayOrderEvidence('13/01/2024'), 'DMY');
    assert.equal(dayOrderEvidence('01/13/2024'), 'MDY');
    assert.equal(dayOrderEvidence('1-31-24'), 'MDY');
    assert.equal(dayOrderEvidence('01/02/2024'), null);
    assert.equal(dayOrderEvidence('13.01.2024'), null, 'dots are always day first');
    assert.equal(dayOrderEvidence('2024/01/13'), null);
    assert.equal(dayOrderEvidence('13/13/2024'), null);
    assert.equal(dayOrderEvidence('32/01/2024'), null);
  });

  it('reads the whole column month-first when one value shows it, even values before it', () => {
    assert.deepEqual(column('date', ['01/02/2024', '03/04/2024', '12/25/2024']), ['2024-01-02', '2024-03-04', '2024-12-25']);
  });

  it('reads the whole column day-first when one value shows it', () => {
    assert.deepEqual(column('date', ['01/02/2024', '25/12/2024']), ['2024-02-01', '2024-12-25']);
  });

  it('uses the fallback order for a batch without evidence, DMY by default', () => {
    assert.deepEqual(column('date', ['01/02/2024', '2024-05-06']), ['2024-02-01', '2024-05-06']);
    assert.deepEqual(column('date', ['01/02/2024'], undefined, 'MDY'), ['2024-01-02']);
  });

  it('keeps a decided order for later batches and names it when a value contradicts it', () => {
    const parser = createDateParser('date');
    parser.observe([['12/25/2024']], 0);
    assert.equal(parser.order(), null, 'decided when a value needs it');
    assert.equal(parser.parse('12/25/2024'), '2024-12-25');
    assert.equal(parser.order(), 'MDY');
    parser.observe([['25/12/2024']], 0);
    assert.equal(parser.order(), 'MDY');
    assert.equal(parser.parse('01/02/2024'), '2024-01-02');
    const bad = parser.parse('25/12/2024');
    assert.ok(bad instanceof Invalid);
    assert.match(bad.message, /MM\/DD\/YYYY/);
  });

  it('does not let dotted or ISO dates decide slash dates', () => {
    assert.deepEqual(column('date', ['13.01.2024', '01/02/2024'], undefined, 'MDY'), ['2024-01-13', '2024-01-02']);
  });
});
