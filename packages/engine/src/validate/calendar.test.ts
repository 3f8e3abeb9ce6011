import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { civilFromDays, daysFromCivil, fromDate, fromExcelSerial, isValidDate, newParts, toUtc, weekday } from './calendar.ts';

const DAY = 86_400_000;

describe('calendar arithmetic', () => {
  it('agrees with Date.UTC over years 1–9999', () => {
    fc.assert(fc.property(fc.integer({ min: -719162, max: 2932896 }), (days) => {
      const p = newParts();
      civilFromDays(days, p);
      const d = new Date(days * DAY);
      assert.equal(p.year, d.getUTCFullYear());
      assert.equal(p.month, d.getUTCMonth() + 1);
      assert.equal(p.day, d.getUTCDate());
      assert.equal(daysFromCivil(p.year, p.month, p.day), days);
      assert.equal(weekday(days), d.getUTCDay());
    }), { numRuns: 2000 });
  });

  it('knows leap years and month lengths', () => {
    assert.ok(isValidDate(2024, 2, 29));
    assert.ok(!isValidDate(2023, 2, 29));
    assert.ok(!isValidDate(1900, 2, 29));
    assert.ok(isValidDate(2000, 2, 29));
    assert.ok(!isValidDate(2024, 4, 31));
    assert.ok(!isValidDate(2024, 13, 1));
    assert.ok(!isValidDate(0, 1, 1));
    assert.ok(!isValidDate(10000, 1, 1));
  });
});

describe('Excel serial numbers (1900 date system)', () => {
  function serial(n: number, timeOnly = false): string | null {
    const p = newParts();
    if (!fromExcelSerial(n, p, timeOnly)) return null;
    const pad = (v: number, w = 2) => String(v).padStart(w, '0');
    const date = p.hasDate ? `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}` : '';
    return `${date}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}.${pad(p.millisecond, 3)}`;
  }

  it('maps the landmarks Excel shows', () => {
    assert.equal(serial(1), '1900-01-01T00:00:00.000');
    assert.equal(serial(59), '1900-02-28T00:00:00.000');
    assert.equal(serial(61), '1900-03-01T00:00:00.000');
    assert.equal(serial(25569), '1970-01-01T00:00:00.000');
    assert.equal(serial(45303), '2024-01-12T00:00:00.000');
    assert.equal(serial(45303.5), '2024-01-12T12:00:00.000');
    assert.equal(serial(45303.75), '2024-01-12T18:00:00.000');
    assert.equal(serial(2958465), '9999-12-31T00:00:00.000');
  });

  it('refuses the phantom 29 February 1900 and out-of-range serials', () => {
    assert.equal(serial(60), null);
    assert.equal(serial(0), null);
    assert.equal(serial(-1), null);
    assert.equal(serial(2958466), null);
    assert.equal(serial(NaN), null);
    assert.equal(serial(Infinity), null);
  });

  it('reads fractions below 1 as a time of day when allowed, rounding to the millisecond', () => {
    assert.equal(serial(0.5, true), 'T12:00:00.000');
    assert.equal(serial(0.520833333333333, true), 'T12:30:00.000');
    assert.equal(serial(0.999999999999, true), '1900-01-01T00:00:00.000');
  });
});

describe('Date values and offsets', () => {
  it('reads a Date in UTC and refuses an invalid one', () => {
    const p = newParts();
    assert.ok(fromDate(new Date('2024-01-12T10:20:30.456Z'), p));
    assert.deepEqual([p.year, p.month, p.day, p.hour, p.minute, p.second, p.millisecond], [2024, 1, 12, 10, 20, 30, 456]);
    assert.ok(fromDate(new Date('1899-12-30T00:00:00Z'), p));
    assert.equal(p.year, 1899);
    assert.ok(!fromDate(new Date(NaN), p));
  });

  it('moves a written offset to UTC across day and year boundaries', () => {
    const p = newParts();
    Object.assign(p, { year: 2024, month: 1, day: 1, hour: 1, minute: 30, second: 0, millisecond: 0, offset: 120 });
    assert.ok(toUtc(p));
    assert.deepEqual([p.year, p.month, p.day, p.hour, p.minute], [2023, 12, 31, 23, 30]);
    Object.assign(p, { year: 2024, month: 2, day: 28, hour: 22, minute: 0, offset: -300 });
    assert.ok(toUtc(p));
    assert.deepEqual([p.year, p.month, p.day, p.hour], [2024, 2, 29, 3]);
    Object.assign(p, { year: 9999, month: 12, day: 31, hour: 23, minute: 0, offset: -120 });
    assert.ok(!toUtc(p));
  });
});
