import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { checkSchedule, nextOccurrence, occurrence, type Schedule } from './recurrence.ts';

const s = (frequency: Schedule['frequency'], interval: number, start: string, end?: string): Schedule => ({
  frequency,
  interval,
  startsOn: new Date(start),
  endsOn: end ? new Date(end) : null,
});

describe('schedule recurrence', () => {
  it('steps hours, days and weeks by fixed UTC lengths', () => {
    assert.equal(occurrence(s('HOURLY', 2, '2026-03-29T00:30:00Z'), 3).toISOString(), '2026-03-29T06:30:00.000Z');
    assert.equal(occurrence(s('DAILY', 1, '2026-03-28T12:00:00Z'), 2).toISOString(), '2026-03-30T12:00:00.000Z');
    assert.equal(occurrence(s('WEEKLY', 2, '2026-01-01T08:00:00Z'), 1).toISOString(), '2026-01-15T08:00:00.000Z');
  });

  it('keeps the day of month, clamped to shorter months', () => {
    const monthly = s('MONTHLY', 1, '2026-01-31T09:00:00Z');
    assert.deepEqual([1, 2, 3, 13].map((k) => occurrence(monthly, k).toISOString()), [
      '2026-02-28T09:00:00.000Z',
      '2026-03-31T09:00:00.000Z',
      '2026-04-30T09:00:00.000Z',
      '2027-02-28T09:00:00.000Z',
    ]);
    assert.equal(occurrence(s('MONTHLY', 1, '2027-01-31T00:00:00Z'), 13).toISOString(), '2028-02-29T00:00:00.000Z');
  });

  it('finds the next occurrence at or after an instant, and none after ends_on', () => {
    const daily = s('DAILY', 1, '2026-12-01T06:00:00Z', '2026-12-03T06:00:00Z');
    assert.equal(nextOccurrence(daily, new Date('2026-11-01T00:00:00Z'))!.at.toISOString(), '2026-12-01T06:00:00.000Z');
    assert.equal(nextOccurrence(daily, new Date('2026-12-01T06:00:00Z'))!.index, 0);
    assert.equal(nextOccurrence(daily, new Date('2026-12-01T06:00:00Z'), true)!.index, 1);
    assert.equal(nextOccurrence(daily, new Date('2026-12-02T07:00:00Z'))!.at.toISOString(), '2026-12-03T06:00:00.000Z');
    assert.equal(nextOccurrence(daily, new Date('2026-12-03T06:00:01Z')), null);
    const monthly = s('MONTHLY', 3, '2026-01-31T00:00:00Z');
    const next = nextOccurrence(monthly, new Date('2027-03-01T00:00:00Z'))!;
    assert.equal(next.at.toISOString(), '2027-04-30T00:00:00.000Z');
    // Agrees with stepping one by one.
    for (let day = 0; day < 800; day += 7) {
      const from = new Date(Date.UTC(2026, 0, 1 + day, 5));
      let k = 0;
      while (occurrence(monthly, k) < from) k++;
      assert.equal(nextOccurrence(monthly, from)!.index, k, from.toISOString());
    }
  });

  it('checks starts_on, ends_on and the one-year rule', () => {
    const now = new Date('2026-11-21T00:00:00Z');
    assert.deepEqual(checkSchedule(s('DAILY', 1, '2026-11-22T00:00:00Z'), now, true), []);
    assert.equal(checkSchedule(s('DAILY', 1, '2026-11-20T00:00:00Z'), now, true)[0]!.field, 'starts_on');
    assert.deepEqual(checkSchedule(s('DAILY', 1, '2026-11-20T00:00:00Z'), now, false), [], 'an unchanged schedule may have started');
    assert.equal(checkSchedule(s('DAILY', 1, '2026-12-01T00:00:00Z', '2026-11-30T00:00:00Z'), now, true)[0]!.field, 'ends_on');
    assert.deepEqual(checkSchedule(s('MONTHLY', 12, '2026-12-01T00:00:00Z'), now, true), []);
    assert.equal(checkSchedule(s('MONTHLY', 13, '2026-12-01T00:00:00Z'), now, true)[0]!.field, 'interval');
    assert.equal(checkSchedule(s('WEEKLY', 53, '2026-12-01T00:00:00Z'), now, true)[0]!.field, 'interval');
    assert.deepEqual(checkSchedule(s('DAILY', 365, '2026-12-01T00:00:00Z'), now, true), []);
    assert.equal(checkSchedule(s('HOURLY', 24 * 366, '2026-12-01T00:00:00Z'), now, true)[0]!.field, 'interval');
  });
});
