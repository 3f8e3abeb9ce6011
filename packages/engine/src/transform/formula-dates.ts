/**
 * Spreadsheet dates for formulas: serial numbers, date/time text, and conversions from and to JS
 * `Date`.
 *
 * A date is a serial number of days since 1899-12-30 (day 0), time is the fraction of a day; 1900 is
 * not a leap year (so serials before 1900-03-01 differ from Excel by one, as in HyperFormula).
 * Text counts as a date or time when it matches one of {@link DATE_FORMATS} / {@link TIME_FORMATS},
 * with the same rules as HyperFormula's default parser: any of ` / . -` separates date parts, `:`
 * separates time parts, an optional `am`/`pm`/`a`/`p` suffix, two-digit years below 30 are 20xx
 * (else 19xx), years before 1582 are no dates. Ferry adds `YYYY-MM-DD` (ISO 8601 dates) to
 * HyperFormula's defaults; the same list is given to HyperFormula (./hyperformula-runner.ts).
 */
import { RichNumber } from './rich-number.ts';

/** Date formats tried in order (HyperFormula `dateFormats`). */
export const DATE_FORMATS = ['DD/MM/YYYY', 'DD/MM/YY', 'YYYY-MM-DD'];
/** Time formats tried in order (HyperFormula `timeFormats`). */
export const TIME_FORMATS = ['hh:mm', 'hh:mm:ss.sss'];
/** Two-digit years below this are 20xx, the others 19xx. */
const NULL_YEAR = 30;
/** The first year a date may have (Gregorian calendar). */
const MIN_YEAR = 1582;

const DAYS_BEFORE_MONTH = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export interface CivilDate { year: number; month: number; day: number }
export interface ClockTime { hours: number; minutes: number; seconds: number }

function leapDaysThrough(year: number): number {
  return Math.floor(year / 4) - Math.floor(year / 100) + Math.floor(year / 400);
}

export function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/** Days since 0000-01-01 of a proleptic Gregorian date. */
function absoluteDay(d: CivilDate): number {
  const leap = d.month <= 2 ? leapDaysThrough(d.year - 1) : leapDaysThrough(d.year);
  return 365 * d.year + DAYS_BEFORE_MONTH[d.month - 1] + d.day - 1 + leap;
}

const EPOCH = absoluteDay({ year: 1899, month: 12, day: 30 });
/** Serial of 9999-12-31, the last date DATE() accepts. */
export const MAX_SERIAL = absoluteDay({ year: 9999, month: 12, day: 31 }) - EPOCH;

/** The serial number of a date (day 0 = 1899-12-30). */
export function serialOf(d: CivilDate): number {
  return absoluteDay(d) - EPOCH;
}

/** Whether year/month/day are integers naming a real date on or after 1582. */
export function isValidDate(d: CivilDate): boolean {
  if (!Number.isInteger(d.year) || !Number.isInteger(d.month) || !Number.isInteger(d.day)) return false;
  if (d.year < MIN_YEAR || d.month < 1 || d.month > 12 || d.day < 1) return false;
  const days = d.month === 2 && isLeapYear(d.year) ? 29 : DAYS_IN_MONTH[d.month - 1];
  return d.day <= days;
}

/** The date of a serial number (its integer part), as HyperFormula computes it. */
export function dateOfSerial(serial: number): CivilDate {
  const day = Math.floor(serial) + EPOCH;
  // A mean Gregorian year is 365.2425 days, so the estimate is at most one year off.
  let year = Math.floor(day / 365.2425);
  if (absoluteDay({ year: year + 1, month: 1, day: 1 }) <= day) year++;
  else if (absoluteDay({ year: year - 1, month: 1, day: 1 }) > day) year--;
  const dayOfYear = day - absoluteDay({ year, month: 1, day: 1 });
  const leap = isLeapYear(year);
  const month0 = monthOfDayOfYear(dayOfYear - (leap && dayOfYear >= 59 ? 1 : 0));
  const dayOfMonth = dayOfYear - DAYS_BEFORE_MONTH[month0] - (leap && month0 > 1 ? 1 : 0);
  return { year, month: month0 + 1, day: dayOfMonth + 1 };
}

function monthOfDayOfYear(dayOfYear: number): number {
  let month = 0;
  if (DAYS_BEFORE_MONTH[month + 6] <= dayOfYear) month += 6;
  if (DAYS_BEFORE_MONTH[month + 3] <= dayOfYear) month += 3;
  if (DAYS_BEFORE_MONTH[month + 2] <= dayOfYear) month += 2;
  else if (DAYS_BEFORE_MONTH[month + 1] <= dayOfYear) month += 1;
  return month;
}

/** The clock time of a day fraction; seconds keep 5 decimals; hours may reach 24 just below 1. */
export function timeOfFraction(fraction: number): ClockTime {
  const totalSeconds = fraction * 86400;
  const seconds = (Math.round((totalSeconds % 60) * 100000) / 100000) % 60;
  const totalMinutes = (totalSeconds - seconds) / 60;
  const minutes = Math.round(totalMinutes % 60) % 60;
  const hours = Math.round((totalMinutes - minutes) / 60);
  return { hours, minutes, seconds };
}

/** Date and clock time of a serial (used by TEXT). */
export function dateTimeOfSerial(serial: number): CivilDate & ClockTime {
  const time = timeOfFraction(serial % 1);
  const carry = Math.floor(time.hours / 24);
  time.hours %= 24;
  return { ...dateOfSerial(Math.floor(serial) + carry), ...time };
}

/** Day fraction of a clock time (the float operations in this order, as HyperFormula). */
export function fractionOfTime(t: ClockTime): number {
  return ((t.seconds / 60 + t.minutes) / 60 + t.hours) / 24;
}

// --- text → date/time -------------------------------------------------------------------------

interface DateLayout { count: number; day: number; month: number; shortYear: number; longYear: number }
interface TimeLayout { count: number; hour: number; minute: number; second: number }

const SECONDS_ITEM = /^ss(\.(s+|0+))?$/;
const DATE_SEPARATORS = /[ /.-]/;

function dateLayout(format: string): DateLayout {
  const items = format.toLowerCase().trim().split(DATE_SEPARATORS);
  return {
    count: items.length, day: items.indexOf('dd'), month: items.indexOf('mm'),
    shortYear: items.indexOf('yy'), longYear: items.indexOf('yyyy'),
  };
}

function timeLayout(format: string): TimeLayout {
  const lower = format.toLowerCase().trim();
  const body = lower.endsWith('am/pm') ? lower.slice(0, -5) : lower.endsWith('a/p') ? lower.slice(0, -3) : lower;
  const items = body.trim().split(':');
  return {
    count: items.length, hour: items.indexOf('hh'), minute: items.indexOf('mm'),
    second: items.findIndex((item) => SECONDS_ITEM.test(item)),
  };
}

const DATE_LAYOUTS = DATE_FORMATS.map(dateLayout);
const TIME_LAYOUTS = TIME_FORMATS.map(timeLayout);
const LOOKS_LIKE_DATE_TIME = /^[0-9/.\-: ]+[ap]?m?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isWholeNumber(x: number): boolean {
  return Number.isFinite(x) && Number.isInteger(x);
}

function readDate(items: string[], layout: DateLayout): CivilDate | undefined {
  if (items.length !== layout.count) return undefined;
  const day = Number(items[layout.day]);
  const month = Number(items[layout.month]);
  if (!isWholeNumber(day) || !isWholeNumber(month)) return undefined;
  const long = items[layout.longYear];
  const short = items[layout.shortYear];
  if (long && short) return undefined;
  const year = Number(long ?? short);
  if (!isWholeNumber(year)) return undefined;
  if (long && (year < 1000 || year > 9999)) return undefined;
  if (short && (year < 0 || year > 99)) return undefined;
  return { year, month, day };
}

function readTime(tokens: string[], layout: TimeLayout): ClockTime | undefined {
  const items = tokens.slice();
  let pm: boolean | undefined;
  const last = items[items.length - 1];
  if (last === 'am' || last === 'a') { pm = false; items.pop(); }
  else if (last === 'pm' || last === 'p') { pm = true; items.pop(); }
  if (items.length !== layout.count) return undefined;
  const secondsRead = Number(items[layout.second] ?? '0');
  if (!Number.isFinite(secondsRead)) return undefined;
  const seconds = Math.round(secondsRead * 1000) / 1000;
  const minutes = Number(items[layout.minute] ?? '0');
  if (!isWholeNumber(minutes)) return undefined;
  const hoursRead = Number(items[layout.hour] ?? '0');
  if (!isWholeNumber(hoursRead)) return undefined;
  if (pm !== undefined && (hoursRead < 0 || hoursRead > 12)) return undefined;
  const hours = pm !== undefined ? (hoursRead % 12) + (pm ? 12 : 0) : hoursRead;
  return { hours, minutes, seconds };
}

type Parsed = { date?: CivilDate; time?: ClockTime };

function readDateTime(text: string, dateFormat: DateLayout, timeFormat: TimeLayout): Parsed | undefined {
  // HyperFormula replaces only the first whitespace run; kept for identical results.
  let s = text.replace(/\s+/, ' ').trim().toLowerCase();
  if (!LOOKS_LIKE_DATE_TIME.test(s)) return undefined;
  let suffix: string | undefined = s.slice(-2);
  if (suffix === 'am' || suffix === 'pm') s = s.slice(0, -2).trim();
  else {
    suffix = s.slice(-1);
    if (suffix === 'a' || suffix === 'p') s = s.slice(0, -1).trim();
    else suffix = undefined;
  }
  const dateItems = s.split(DATE_SEPARATORS);
  if (dateItems.length >= 2 && dateItems[dateItems.length - 2].includes(':')) {
    dateItems[dateItems.length - 2] += '.' + dateItems[dateItems.length - 1];
    dateItems.pop();
  }
  const timeItems = dateItems[dateItems.length - 1].split(':');
  if (suffix !== undefined) timeItems.push(suffix);
  if (dateItems.length === 1) {
    const time = readTime(timeItems, timeFormat);
    return time && { time };
  }
  if (timeItems.length === 1) {
    const date = readDate(dateItems, dateFormat);
    return date && { date };
  }
  const date = readDate(dateItems.slice(0, -1), dateFormat);
  const time = readTime(timeItems, timeFormat);
  return date && time ? { date, time } : undefined;
}

function quickReject(text: string): boolean {
  // A date or time holds a digit or a ':' (":" alone reads as 00:00); most text fails this scan.
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 58) return false;
  }
  return true;
}

/**
 * Text → date (DATE), time (TIME) or date and time (DATETIME) serial, or undefined when the text
 * matches no configured format.
 */
export function parseDateTimeText(text: string): RichNumber | undefined {
  if (quickReject(text)) return undefined;
  // ISO dates (YYYY-MM-DD), the commonest date text. The layouts tried before YYYY-MM-DD read the
  // four digits as a day: beyond 31 they fail, so reading the text directly gives the same answer
  // (`0012-05-20` is 12 May 2020 by DD/MM/YY and takes the general path).
  if (text.length === 10 && ISO_DATE.test(text)) {
    const date = { year: Number(text.slice(0, 4)), month: Number(text.slice(5, 7)), day: Number(text.slice(8, 10)) };
    if (date.year > 31) return date.year >= 1000 && isValidDate(date) ? new RichNumber(serialOf(date), 'DATE') : undefined;
  }
  for (const dateFormat of DATE_LAYOUTS) {
    for (const timeFormat of TIME_LAYOUTS) {
      const parsed = readDateTime(text, dateFormat, timeFormat);
      if (parsed === undefined) continue;
      const date = parsed.date;
      if (date) {
        if (date.year >= 0 && date.year < 100) date.year += date.year < NULL_YEAR ? 2000 : 1900;
        if (!isValidDate(date)) continue;
      }
      if (parsed.time && date) return new RichNumber(fractionOfTime(parsed.time) + serialOf(date), 'DATETIME');
      if (parsed.time) return new RichNumber(fractionOfTime(parsed.time), 'TIME');
      if (date) return new RichNumber(serialOf(date), 'DATE');
    }
  }
  return undefined;
}

// --- JS Date ↔ serial -------------------------------------------------------------------------

const MS_PER_DAY = 86_400_000;
const EPOCH_MS = Date.UTC(1899, 11, 30);

/** A JS Date (read in UTC, as readers produce them) → serial number with the time as fraction. */
export function serialOfDate(date: Date): number {
  return (date.getTime() - EPOCH_MS) / MS_PER_DAY;
}

/**
 * A JS Date as formulas receive it: a date serial (DATE when it has no time of day, TIME when it
 * falls on day 0, else DATETIME), computed exactly as HyperFormula computes the serial of
 * {@link dateInputText}. Undefined for invalid dates and years outside 1582–9999, which formulas
 * receive as a plain serial number instead.
 */
export function dateInput(date: Date): RichNumber | undefined {
  const parts = dateInputParts(date);
  if (!parts) return undefined;
  const time = fractionOfTime(parts);
  if (parts.timeOnly) return new RichNumber(time, 'TIME');
  const day = serialOf(parts);
  return parts.hasTime ? new RichNumber(time + day, 'DATETIME') : new RichNumber(day, 'DATE');
}

/** The text HyperFormula reads as {@link dateInput}'s value (`DD/MM/YYYY hh:mm:ss.sss`). */
export function dateInputText(date: Date): string | undefined {
  const p = dateInputParts(date);
  if (!p) return undefined;
  const two = (n: number): string => String(n).padStart(2, '0');
  const time = `${two(p.hours)}:${two(p.minutes)}:${p.seconds.toFixed(3).padStart(6, '0')}`;
  if (p.timeOnly) return time;
  const day = `${two(p.day)}/${two(p.month)}/${p.year}`;
  return p.hasTime ? `${day} ${time}` : day;
}

function dateInputParts(date: Date): (CivilDate & ClockTime & { hasTime: boolean; timeOnly: boolean }) | undefined {
  const ms = date.getTime();
  if (!Number.isFinite(ms)) return undefined;
  const year = date.getUTCFullYear();
  const hours = date.getUTCHours();
  const minutes = date.getUTCMinutes();
  const seconds = date.getUTCSeconds() + date.getUTCMilliseconds() / 1000;
  const hasTime = hours !== 0 || minutes !== 0 || seconds !== 0;
  const timeOnly = hasTime && ms >= EPOCH_MS && ms < EPOCH_MS + MS_PER_DAY;
  if (!timeOnly && (year < MIN_YEAR || year > 9999)) return undefined;
  return { year, month: date.getUTCMonth() + 1, day: date.getUTCDate(), hours, minutes, seconds, hasTime, timeOnly };
}

/** A serial number → JS Date in UTC, rounded to the second (results carry ~1e-6 day precision). */
export function dateOfSerialNumber(serial: number): Date {
  const ms = Math.round((serial * MS_PER_DAY) / 1000) * 1000;
  return new Date(EPOCH_MS + ms);
}
