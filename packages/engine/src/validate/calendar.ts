/**
 * Proleptic Gregorian calendar arithmetic on plain integers (no Date objects on the hot path),
 * and Excel serial date numbers.
 *
 * Day numbers count days since 1970-01-01 (negative before). The conversions follow the
 * well-known civil-from-days derivation (H. Hinnant, "chrono-Compatible Low-Level Date
 * Algorithms"), re-derived here for JavaScript numbers.
 */

/** Mutable date-time parts that parsers fill in; `offset` is minutes east of UTC, NaN when none was written. */
export interface DateTimeParts {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  offset: number;
  hasDate: boolean;
  hasTime: boolean;
  /** True when the date was read as nn/nn/yyyy with the column's day/month order. */
  usedOrder: boolean;
}

export function newParts(): DateTimeParts {
  return {
    year: 1970, month: 1, day: 1, hour: 0, minute: 0, second: 0, millisecond: 0, offset: NaN,
    hasDate: false, hasTime: false, usedOrder: false,
  };
}

export function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function daysInMonth(y: number, m: number): number {
  return m === 2 && isLeapYear(y) ? 29 : MONTH_DAYS[m - 1];
}

/** True when y-m-d is a real date with 1 ≤ y ≤ 9999. */
export function isValidDate(y: number, m: number, d: number): boolean {
  return y >= 1 && y <= 9999 && m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

/** Days since 1970-01-01 of a valid civil date. */
export function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** Writes the civil date of a day number into `out.year/month/day`. */
export function civilFromDays(days: number, out: DateTimeParts): void {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const m = mp < 10 ? mp + 3 : mp - 9;
  out.day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  out.month = m;
  out.year = yoe + era * 400 + (m <= 2 ? 1 : 0);
}

/** Day of the week of a day number: 0 = Sunday … 6 = Saturday (as dayjs `d`). */
export function weekday(days: number): number {
  return (((days + 4) % 7) + 7) % 7;
}

const MS_PER_DAY = 86_400_000;

/** Highest Excel serial in the 1900 date system: 9999-12-31. */
export const MAX_EXCEL_SERIAL = 2_958_465;

/**
 * Reads an Excel serial number (1900 date system) into `out`: the integer part is the date, the
 * fraction the time of day (rounded to the millisecond). Serial 1 is 1900-01-01; Excel counts a
 * 29 February 1900 that never was (serial 60, a bug kept from Lotus 1-2-3), so serials from 61 on
 * are one day ahead of a plain count and serial 60 is refused. Returns false outside 1–2958465
 * (or 0–2958465 with `allowTimeOnly`, where 0.x is a time of day on no particular date).
 */
export function fromExcelSerial(serial: number, out: DateTimeParts, allowTimeOnly: boolean): boolean {
  if (!Number.isFinite(serial) || serial < (allowTimeOnly ? 0 : 1) || serial >= MAX_EXCEL_SERIAL + 1) return false;
  let whole = Math.floor(serial);
  let ms = Math.round((serial - whole) * MS_PER_DAY);
  if (ms >= MS_PER_DAY) {
    whole += 1;
    ms -= MS_PER_DAY;
  }
  if (whole === 60) return false;
  if (whole > MAX_EXCEL_SERIAL) return false;
  out.hasDate = whole >= 1;
  if (out.hasDate) civilFromDays(whole < 60 ? whole - 25568 : whole - 25569, out);
  setTimeOfDay(ms, out);
  out.hasTime = true;
  out.offset = NaN;
  return true;
}

/** Splits milliseconds since midnight into hour/minute/second/millisecond. */
export function setTimeOfDay(ms: number, out: DateTimeParts): void {
  out.hour = Math.floor(ms / 3_600_000);
  out.minute = Math.floor(ms / 60_000) % 60;
  out.second = Math.floor(ms / 1000) % 60;
  out.millisecond = ms % 1000;
}

/** Reads a Date in UTC (as readers deliver spreadsheet date cells) into `out`; false when invalid. */
export function fromDate(date: Date, out: DateTimeParts): boolean {
  const t = date.getTime();
  if (Number.isNaN(t)) return false;
  const days = Math.floor(t / MS_PER_DAY);
  civilFromDays(days, out);
  if (out.year < 1 || out.year > 9999) return false;
  setTimeOfDay(t - days * MS_PER_DAY, out);
  out.hasDate = true;
  out.hasTime = true;
  out.offset = NaN;
  return true;
}

/**
 * Moves parts that carry a written UTC offset to UTC (naive parts are taken as UTC already).
 * Returns false when the result leaves years 1–9999.
 */
export function toUtc(p: DateTimeParts): boolean {
  if (Number.isNaN(p.offset) || p.offset === 0) {
    p.offset = NaN;
    return true;
  }
  const ms = daysFromCivil(p.year, p.month, p.day) * MS_PER_DAY
    + ((p.hour * 60 + p.minute - p.offset) * 60 + p.second) * 1000 + p.millisecond;
  const days = Math.floor(ms / MS_PER_DAY);
  civilFromDays(days, p);
  setTimeOfDay(ms - days * MS_PER_DAY, p);
  p.offset = NaN;
  return p.year >= 1 && p.year <= 9999;
}
