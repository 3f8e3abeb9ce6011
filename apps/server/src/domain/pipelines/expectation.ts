/**
 * When a pipeline expects its files (`configuration.expectation`, docs/executions.md "Late
 * files"): `{every, interval, by, grace_minutes, day?}`, in UTC.
 *
 * The deadlines are the occurrences of `every × interval` at the time of day `by` (HOURLY: at the
 * minute of `by`, every `interval` hours), the first one being the first such instant after the
 * expectation was set (or the pipeline became active again); `day` pins the weekday (WEEKLY, 1 =
 * Monday … 7) or the day of the month (MONTHLY, 1–31, the last day of shorter months). Window k
 * runs from the end of window k−1 (the first one from when the expectation was set) to deadline k
 * plus `grace_minutes`; a window in which no file arrived raises one alert when it ends. The
 * windows do not overlap, so a file belongs to exactly one of them.
 *
 * `scale` (FERRY_EXPECTATION_TIME_SCALE, 1 in production) lets tests and demonstrations run the
 * windows faster: time since `since` is multiplied by it before the calendar arithmetic and divided
 * by it after (an expected hour lasts 1 s at 3600). It is stored with `since`, so every process
 * counts the same windows.
 */
import { occurrence, nextOccurrence, type Frequency, type Schedule } from '../schedules/recurrence.ts';

/** `configuration.expectation` in its stored form. */
export interface Expectation {
  every: Frequency;
  interval: number;
  /** `HH:MM`, UTC. */
  by: string;
  grace_minutes: number;
  /** WEEKLY: ISO weekday (1 = Monday); MONTHLY: day of the month; null: from the first deadline. */
  day: number | null;
}

/** One expected window, in real time. */
export interface ExpectedWindow {
  /** 0 for the first window after `since`. */
  index: number;
  /** Exclusive: a file that arrived at `start` belongs to the window before. */
  start: Date;
  /** The `by` instant. */
  deadline: Date;
  /** Inclusive: the deadline plus the grace; when the window is checked. */
  end: Date;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/** The first deadline at or after `from` (virtual time), honouring `by` and `day`. */
function firstDeadline(exp: Expectation, from: Date): Date {
  const [hh, mm] = exp.by.split(':').map(Number) as [number, number];
  const t = from.getTime();
  if (exp.every === 'HOURLY') {
    const hour = Math.floor(t / 3_600_000) * 3_600_000;
    const at = hour + mm * MINUTE;
    return new Date(at >= t ? at : at + 3_600_000);
  }
  const midnight = Math.floor(t / DAY) * DAY;
  let at = midnight + (hh * 60 + mm) * MINUTE;
  if (at < t) at += DAY;
  if (exp.every === 'WEEKLY' && exp.day) {
    const weekday = ((new Date(at).getUTCDay() + 6) % 7) + 1;
    at += ((exp.day - weekday + 7) % 7) * DAY;
  }
  if (exp.every === 'MONTHLY' && exp.day) {
    for (;;) {
      const d = new Date(at);
      const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
      if (d.getUTCDate() === Math.min(exp.day, last)) break;
      at += DAY;
    }
  }
  return new Date(at);
}

/** The deadlines of an expectation counted from `since`, as a schedule (virtual time). */
function deadlines(exp: Expectation, since: Date): Schedule {
  const startsOn = firstDeadline(exp, since);
  return exp.every === 'MONTHLY' && exp.day
    ? { frequency: exp.every, interval: exp.interval, startsOn, endsOn: null, dayOfMonth: exp.day }
    : { frequency: exp.every, interval: exp.interval, startsOn, endsOn: null };
}

/**
 * The window `index` of `exp` counted from `since` (index ≥ 0). With a MONTHLY `day` every deadline
 * falls on that day, or on the last day of a shorter month (the 31st: 30 November, 31 December,
 * 28 February, 31 March).
 */
export function expectedWindow(exp: Expectation, since: Date, index: number, scale = 1): ExpectedWindow {
  const s = deadlines(exp, since);
  const grace = exp.grace_minutes * MINUTE;
  const real = (v: number) => new Date(since.getTime() + Math.round((v - since.getTime()) / scale));
  const deadline = occurrence(s, index).getTime();
  const start = index === 0 ? since.getTime() : occurrence(s, index - 1).getTime() + grace;
  return { index, start: real(start), deadline: real(deadline), end: real(deadline + grace) };
}

/** The window that contains `at` (start < at ≤ end); the first window for any `at` up to its end. */
export function windowContaining(exp: Expectation, since: Date, at: Date, scale = 1): ExpectedWindow {
  const grace = exp.grace_minutes * MINUTE;
  const virtual = since.getTime() + (at.getTime() - since.getTime()) * scale;
  const next = nextOccurrence(deadlines(exp, since), new Date(virtual - grace));
  let w = expectedWindow(exp, since, next?.index ?? 0, scale);
  // Rounding back to real milliseconds may put `at` a millisecond either side of a boundary.
  while (w.end.getTime() < at.getTime()) w = expectedWindow(exp, since, w.index + 1, scale);
  while (w.index > 0 && w.start.getTime() >= at.getTime()) w = expectedWindow(exp, since, w.index - 1, scale);
  return w;
}

/** Reads a stored expectation (tolerates a missing `day` or `grace_minutes`); null when unset. */
export function readExpectation(value: unknown): Expectation | null {
  if (!value || typeof value !== 'object') return null;
  const e = value as Partial<Expectation>;
  if (!e.every || !e.by) return null;
  return { every: e.every, interval: e.interval ?? 1, by: e.by, grace_minutes: e.grace_minutes ?? 0, day: e.day ?? null };
}

/**
 * What `GET /pipeline/{id}` shows: the deadline the next file is expected by — the current
 * window's, or the next window's once a file arrived in the current one. Null without an
 * expectation being counted.
 */
export function expectedNextBy(exp: Expectation | null, state: { since: Date | null; scale: number; lastFileAt: Date | null }, now: Date): Date | null {
  if (!exp || !state.since) return null;
  const w = windowContaining(exp, state.since, now, state.scale);
  const fileInWindow = state.lastFileAt && state.lastFileAt.getTime() > w.start.getTime() && state.lastFileAt.getTime() <= w.end.getTime();
  return fileInWindow ? expectedWindow(exp, state.since, w.index + 1, state.scale).deadline : w.deadline;
}
