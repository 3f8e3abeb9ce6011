/** Expected windows of `configuration.expectation` (docs/executions.md "Late files"). */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { expectedNextBy, expectedWindow, windowContaining, type Expectation } from './expectation.ts';

const daily: Expectation = { every: 'DAILY', interval: 1, by: '06:00', grace_minutes: 30, day: null };
const at = (iso: string) => new Date(iso);
const plain = (w: { index: number; start: Date; deadline: Date; end: Date }) => ({ index: w.index, start: w.start.toISOString(), deadline: w.deadline.toISOString(), end: w.end.toISOString() });

describe('expected windows', () => {
  it('DAILY by 06:00 with 30 minutes of grace: the first window from when it was set, then day after day without overlap', () => {
    const since = at('2026-12-01T05:00:00.000Z');
    assert.deepEqual(plain(expectedWindow(daily, since, 0)), { index: 0, start: '2026-12-01T05:00:00.000Z', deadline: '2026-12-01T06:00:00.000Z', end: '2026-12-01T06:30:00.000Z' });
    assert.deepEqual(plain(expectedWindow(daily, since, 1)), { index: 1, start: '2026-12-01T06:30:00.000Z', deadline: '2026-12-02T06:00:00.000Z', end: '2026-12-02T06:30:00.000Z' });
    assert.equal(windowContaining(daily, since, at('2026-12-01T06:30:00.000Z')).index, 0, 'the end belongs to the window');
    assert.equal(windowContaining(daily, since, at('2026-12-01T06:30:00.001Z')).index, 1);
    assert.equal(windowContaining(daily, since, at('2026-12-09T12:00:00.000Z')).index, 9, 'the window ending 12-10 06:30');
    // Set after the day's deadline: the first deadline is the next day's.
    assert.equal(expectedWindow(daily, at('2026-12-01T07:00:00.000Z'), 0).deadline.toISOString(), '2026-12-02T06:00:00.000Z');
  });

  it('HOURLY uses the minutes of by; interval skips hours; WEEKLY and MONTHLY pin their day', () => {
    const hourly: Expectation = { every: 'HOURLY', interval: 2, by: '00:15', grace_minutes: 0, day: null };
    const since = at('2026-12-01T10:20:00.000Z');
    assert.equal(expectedWindow(hourly, since, 0).deadline.toISOString(), '2026-12-01T11:15:00.000Z');
    assert.equal(expectedWindow(hourly, since, 1).deadline.toISOString(), '2026-12-01T13:15:00.000Z');
    // 2026-12-01 is a Tuesday: WEEKLY on Monday (1) by 09:00 → Monday 7 December.
    const weekly: Expectation = { every: 'WEEKLY', interval: 1, by: '09:00', grace_minutes: 0, day: 1 };
    assert.equal(expectedWindow(weekly, since, 0).deadline.toISOString(), '2026-12-07T09:00:00.000Z');
    assert.equal(expectedWindow(weekly, since, 1).deadline.toISOString(), '2026-12-14T09:00:00.000Z');
    const monthly: Expectation = { every: 'MONTHLY', interval: 1, by: '08:00', grace_minutes: 60, day: 3 };
    assert.equal(expectedWindow(monthly, since, 0).deadline.toISOString(), '2026-12-03T08:00:00.000Z');
    assert.equal(expectedWindow(monthly, since, 1).deadline.toISOString(), '2027-01-03T08:00:00.000Z');
    assert.equal(expectedWindow(monthly, since, 1).start.toISOString(), '2026-12-03T09:00:00.000Z');
  });

  it('MONTHLY on the 31st: the last day of each shorter month, and the 31st again after it (no drift)', () => {
    const last: Expectation = { every: 'MONTHLY', interval: 1, by: '08:00', grace_minutes: 0, day: 31 };
    // Set in November: its first deadline is 30 November; then 31 December, 31 January, 28 February, 31 March.
    const since = at('2026-11-05T00:00:00.000Z');
    assert.deepEqual([0, 1, 2, 3, 4].map((k) => expectedWindow(last, since, k).deadline.toISOString().slice(0, 10)), ['2026-11-30', '2026-12-31', '2027-01-31', '2027-02-28', '2027-03-31']);
    assert.equal(windowContaining(last, since, at('2026-12-30T12:00:00.000Z')).deadline.toISOString(), '2026-12-31T08:00:00.000Z');
    assert.equal(windowContaining(last, since, at('2027-02-28T09:00:00.000Z')).deadline.toISOString(), '2027-03-31T08:00:00.000Z');
    // Every second month from the 30th of April: 30 June, 30 August.
    const second: Expectation = { every: 'MONTHLY', interval: 2, by: '08:00', grace_minutes: 0, day: 30 };
    assert.deepEqual([0, 1, 2].map((k) => expectedWindow(second, at('2027-04-01T00:00:00.000Z'), k).deadline.toISOString().slice(0, 10)), ['2027-04-30', '2027-06-30', '2027-08-30']);
  });

  it('a time scale runs the same windows faster, counted from when the expectation was set', () => {
    const since = at('2026-12-01T05:00:00.000Z');
    // 21,600 × faster: a day lasts 4 s; 06:00 is one virtual hour after since, 1/6 s.
    const w0 = expectedWindow(daily, since, 0, 21_600);
    assert.equal(w0.deadline.getTime() - since.getTime(), Math.round(3_600_000 / 21_600));
    const w1 = expectedWindow(daily, since, 1, 21_600);
    assert.equal(w1.end.getTime() - w0.end.getTime(), 4000);
    assert.equal(windowContaining(daily, since, new Date(w1.end.getTime() - 1), 21_600).index, 1);
    assert.equal(windowContaining(daily, since, new Date(w1.end.getTime() + 1), 21_600).index, 2);
  });

  it('expected_next_by: the current window’s deadline, the next one’s once a file arrived in it', () => {
    const since = at('2026-12-01T05:00:00.000Z');
    const now = at('2026-12-02T03:00:00.000Z');
    assert.equal(expectedNextBy(daily, { since, scale: 1, lastFileAt: null }, now)!.toISOString(), '2026-12-02T06:00:00.000Z');
    assert.equal(expectedNextBy(daily, { since, scale: 1, lastFileAt: at('2026-12-01T06:20:00.000Z') }, now)!.toISOString(), '2026-12-02T06:00:00.000Z', 'that file belonged to the window before');
    assert.equal(expectedNextBy(daily, { since, scale: 1, lastFileAt: at('2026-12-01T22:00:00.000Z') }, now)!.toISOString(), '2026-12-03T06:00:00.000Z');
    assert.equal(expectedNextBy(daily, { since: null, scale: 1, lastFileAt: null }, now), null, 'not counted while inactive');
    assert.equal(expectedNextBy(null, { since, scale: 1, lastFileAt: null }, now), null);
  });
});
