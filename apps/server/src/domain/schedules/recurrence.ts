/**
 * Schedule arithmetic (SPEC.md §Pipeline `schedule_config`): occurrences of
 * `HOURLY|DAILY|WEEKLY|MONTHLY × interval` from `starts_on`, in UTC.
 *
 * Occurrence k is `starts_on + k × interval × unit`. Hours, days and weeks are fixed lengths in UTC
 * (no daylight-saving shifts). Months keep the day of the month of `starts_on`, clamped to the last
 * day of shorter months (a schedule starting on 31 January runs on 28/29 February, 31 March, 30
 * April…), which is what a person means by "monthly on the 31st" — unlike RFC 5545 RRULE, which
 * skips such months; that is why this is plain arithmetic rather than a recurrence library.
 */

export const SCHEDULE_FREQUENCIES = ['HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type Frequency = (typeof SCHEDULE_FREQUENCIES)[number];

export interface Schedule {
  frequency: Frequency;
  interval: number;
  startsOn: Date;
  endsOn: Date | null;
  /**
   * MONTHLY only: the day of the month each occurrence falls on (1–31, clamped to the last day of
   * shorter months), when it is not `startsOn`'s own day — a first occurrence on 30 November of
   * "monthly on the 31st" is followed by 31 December, not 30 December.
   */
  dayOfMonth?: number;
}

const FIXED_MS: Record<Exclude<Frequency, 'MONTHLY'>, number> = {
  HOURLY: 3_600_000,
  DAILY: 86_400_000,
  WEEKLY: 7 * 86_400_000,
};

function addMonthsClamped(start: Date, months: number, dayOfMonth = start.getUTCDate()): Date {
  const y = start.getUTCFullYear();
  const m = start.getUTCMonth() + months;
  const targetYear = y + Math.floor(m / 12);
  const targetMonth = ((m % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const day = Math.min(dayOfMonth, lastDay);
  return new Date(Date.UTC(targetYear, targetMonth, day, start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds(), start.getUTCMilliseconds()));
}

/** The k-th occurrence (k = 0 is `startsOn`), ignoring `endsOn`. */
export function occurrence(schedule: Schedule, k: number): Date {
  if (schedule.frequency === 'MONTHLY') return addMonthsClamped(schedule.startsOn, k * schedule.interval, k === 0 ? schedule.startsOn.getUTCDate() : schedule.dayOfMonth);
  return new Date(schedule.startsOn.getTime() + k * schedule.interval * FIXED_MS[schedule.frequency]);
}

/**
 * The first occurrence at or after `from` (strictly after when `exclusive`), or null when it would
 * fall after `endsOn`. O(1) for fixed lengths, O(1) with a small correction for months.
 */
export function nextOccurrence(schedule: Schedule, from: Date, exclusive = false): { at: Date; index: number } | null {
  const start = schedule.startsOn.getTime();
  const t = from.getTime();
  let k: number;
  if (t <= start) {
    k = exclusive && t === start ? 1 : 0;
  } else if (schedule.frequency === 'MONTHLY') {
    const s = schedule.startsOn;
    const monthsBetween = (from.getUTCFullYear() - s.getUTCFullYear()) * 12 + (from.getUTCMonth() - s.getUTCMonth());
    k = Math.max(0, Math.floor(monthsBetween / schedule.interval) - 1);
    while (occurrence(schedule, k).getTime() < t || (exclusive && occurrence(schedule, k).getTime() === t)) k++;
  } else {
    const step = schedule.interval * FIXED_MS[schedule.frequency];
    k = Math.ceil((t - start) / step);
    if (exclusive && start + k * step === t) k++;
  }
  const at = occurrence(schedule, k);
  if (schedule.endsOn && at.getTime() > schedule.endsOn.getTime()) return null;
  return { at, index: k };
}

/** A problem with a schedule, naming the field. */
export interface ScheduleProblem {
  field: 'starts_on' | 'ends_on' | 'interval';
  message: string;
}

/**
 * Checks SPEC.md's schedule rules: `starts_on` not in the past (only when `checkStart`: a schedule
 * that is kept unchanged may have started long ago), `ends_on` not before `starts_on`, and the next
 * execution no further than 1 year after `starts_on`.
 */
export function checkSchedule(schedule: Schedule, now: Date, checkStart: boolean): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  // A minute of grace for clock skew between a client and the server.
  if (checkStart && schedule.startsOn.getTime() < now.getTime() - 60_000) {
    problems.push({ field: 'starts_on', message: `must not be in the past (it is ${schedule.startsOn.toISOString()}, now is ${now.toISOString()})` });
  }
  if (schedule.endsOn && schedule.endsOn.getTime() < schedule.startsOn.getTime()) {
    problems.push({ field: 'ends_on', message: 'must not be earlier than starts_on' });
  }
  const second = occurrence(schedule, 1);
  const yearLater = addMonthsClamped(schedule.startsOn, 12);
  if (second.getTime() > yearLater.getTime()) {
    problems.push({ field: 'interval', message: `puts the next execution (${second.toISOString()}) more than 1 year after starts_on` });
  }
  return problems;
}
