import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import fc from 'fast-check';
import { civilFromDays, newParts, setTimeOfDay } from './calendar.ts';
import { compileDateFormat, formatIsoDate, formatIsoDateTime, formatIsoTime } from './date-format.ts';

dayjs.extend(utc);

const DAY = 86_400_000;
const PIECES = [
  'YYYY', 'YY', 'M', 'MM', 'MMM', 'MMMM', 'D', 'DD', 'd', 'dd', 'ddd', 'dddd', 'H', 'HH', 'h', 'hh', 'a', 'A',
  'm', 'mm', 's', 'ss', 'SSS', 'Z', 'ZZ', '[at]', '[YYYY]', '-', '/', '.', ':', ' ', 'T', 'x', 'Q', 'Do', 'YYY', ',', '[',
];

function partsOf(ms: number) {
  const p = newParts();
  const days = Math.floor(ms / DAY);
  civilFromDays(days, p);
  setTimeOfDay(ms - days * DAY, p);
  return p;
}

describe('compileDateFormat', () => {
  it('formats exactly as dayjs.utc().format() for random formats and instants (years 1000–9999)', () => {
    fc.assert(fc.property(
      fc.integer({ min: -30610224000000, max: 253402300799999 }),
      fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 8 }),
      (ms, pieces) => {
        const format = pieces.join('');
        assert.equal(compileDateFormat(format)(partsOf(ms)), dayjs.utc(ms).format(format), format);
      },
    ), { numRuns: 3000 });
  });

  it('has fast paths that agree with the general one', () => {
    for (const format of ['YYYY-MM-DD', 'HH:mm:ss', 'DD.MM.YYYY', 'DD/MM/YYYY', 'MM/DD/YYYY']) {
      const p = partsOf(Date.UTC(2024, 0, 5, 7, 8, 9, 10));
      assert.equal(compileDateFormat(format)(p), dayjs.utc(Date.UTC(2024, 0, 5, 7, 8, 9, 10)).format(format));
    }
  });

  it('fast paths equal the general formatter for any year, also outside 1000–9999 (property)', () => {
    fc.assert(fc.property(fc.integer({ min: -70_000_000_000_000, max: 500_000_000_000_000 }), (ms) => {
      const p = partsOf(ms);
      for (const format of ['DD.MM.YYYY', 'DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD']) {
        assert.equal(compileDateFormat(format)(p), compileDateFormat(`[x]${format}`)(p).slice(1), `${format} ${ms}`);
      }
    }), { numRuns: 5000 });
  });

  it('defaults to ISO 8601 forms', () => {
    const p = partsOf(Date.UTC(2024, 0, 5, 7, 8, 9, 10));
    assert.equal(formatIsoDate(p), '2024-01-05');
    assert.equal(formatIsoTime(p), '07:08:09');
    assert.equal(formatIsoDateTime(p), '2024-01-05T07:08:09.010Z');
    assert.equal(formatIsoDateTime(partsOf(Date.UTC(2024, 0, 5) - 1)), new Date(Date.UTC(2024, 0, 5) - 1).toISOString());
    const early = newParts();
    early.year = 7;
    assert.equal(formatIsoDate(early), '0007-01-01');
  });
});
