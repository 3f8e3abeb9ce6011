/**
 * Reads date and time text into {@link DateTimeParts} with a char scan (no regular expressions).
 *
 * Dates: ISO 8601 `2024-01-12`; `YYYY/MM/DD`, `YYYY.MM.DD`; `DD.MM.YYYY` (dots are always
 * day-month-year); `DD/MM/YYYY` or `MM/DD/YYYY` (also with `-`), read in the column's order;
 * `12 Jan 2024`, `12-Jan-2024`, `12. Januar 2024`, `Jan 12, 2024`, `January 12th 2024`,
 * `2024 Jan 12`, with an optional weekday in front; `YYYYMMDD`. Two-digit years follow Excel:
 * 00–29 → 2000–2029, 30–99 → 1930–1999.
 * Times: `HH:mm`, `HH:mm:ss`, `HH:mm:ss.SSS` (up to 9 fraction digits, cut to milliseconds; `,` also
 * taken), `h:mm AM/PM`, `h AM` (`a.m.`/`p.m.` too), then optionally `Z`, `UTC`/`GMT`, or an offset
 * `±HH`, `±HHmm`, `±HH:mm`. A `T`, a space or a comma joins date and time.
 */
import { isValidDate, type DateTimeParts } from './calendar.ts';
import { CONNECTORS, MONTHS, WEEKDAYS } from './date-names.ts';

/** How nn/nn/yyyy dates are read: day first (`DMY`) or month first (`MDY`). */
export type DayOrder = 'DMY' | 'MDY';

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isLetter(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 0xc0 && c !== 0xd7 && c !== 0xf7 && c < 0x2000);
}

function digitsAt(s: string, from: number, count: number): number {
  let v = 0;
  for (let i = from; i < from + count; i++) {
    const c = s.charCodeAt(i);
    if (!(c >= 48 && c <= 57)) return -1; // also NaN past the end
    v = v * 10 + (c - 48);
  }
  return v;
}

function skipSpaces(s: string, i: number): number {
  while (i < s.length && s.charCodeAt(i) === 32) i++;
  return i;
}

/** Length of an `am`/`pm`/`a.m.`/`p.m.` at `i` (0 when none); sets `meridiemPm`. */
let meridiemPm = false;
function meridiemAt(s: string, i: number): number {
  const c = s.charCodeAt(i) | 0x20;
  if (c !== 97 && c !== 112) return 0;
  meridiemPm = c === 112;
  let j = i + 1;
  if (s.charCodeAt(j) === 46) j++;
  if ((s.charCodeAt(j) | 0x20) !== 109) return 0;
  j++;
  if (s.charCodeAt(j) === 46) j++;
  return j < s.length && isLetter(s.charCodeAt(j)) ? 0 : j - i;
}

/**
 * Reads a time starting at the hour digits at `i`, with meridiem and zone. Returns the index after
 * it, or -1 when what is there is not a time. Needs a `:` or a meridiem.
 */
function scanTime(s: string, i: number, out: DateTimeParts): number {
  const n = s.length;
  let j = i;
  while (j < n && isDigit(s.charCodeAt(j))) j++;
  if (j - i < 1 || j - i > 2) return -1;
  let hour = digitsAt(s, i, j - i);
  let minute = 0;
  let second = 0;
  let ms = 0;
  let colon = false;
  if (s.charCodeAt(j) === 58) {
    colon = true;
    minute = digitsAt(s, j + 1, 2);
    if (minute < 0 || isDigit(s.charCodeAt(j + 3))) return -1;
    j += 3;
    if (s.charCodeAt(j) === 58) {
      second = digitsAt(s, j + 1, 2);
      if (second < 0 || isDigit(s.charCodeAt(j + 3))) return -1;
      j += 3;
      const f = s.charCodeAt(j);
      if ((f === 46 || f === 44) && isDigit(s.charCodeAt(j + 1))) {
        j++;
        let scale = 100;
        let count = 0;
        while (j < n && isDigit(s.charCodeAt(j))) {
          if (count < 3) ms += (s.charCodeAt(j) - 48) * scale;
          scale /= 10;
          count++;
          j++;
        }
        if (count > 9) return -1;
      }
    }
  }
  let k = skipSpaces(s, j);
  const mLen = meridiemAt(s, k);
  if (mLen > 0) {
    if (hour < 1 || hour > 12) return -1;
    hour = (hour % 12) + (meridiemPm ? 12 : 0);
    j = k + mLen;
  } else if (!colon) return -1;
  if (hour > 23 || minute > 59 || second > 59) return -1;
  out.hour = hour;
  out.minute = minute;
  out.second = second;
  out.millisecond = ms;
  out.hasTime = true;
  // Zone: Z, UTC, GMT, then an optional numeric offset.
  k = skipSpaces(s, j);
  let c = s.charCodeAt(k);
  if ((c === 90 || c === 122) && !isLetter(s.charCodeAt(k + 1))) {
    out.offset = 0;
    return k + 1;
  }
  const word = s.slice(k, k + 3).toLowerCase();
  if ((word === 'utc' || word === 'gmt') && !isLetter(s.charCodeAt(k + 3))) {
    out.offset = 0;
    k += 3;
    c = s.charCodeAt(k);
    if (c !== 43 && c !== 45 && c !== 0x2212) return k;
  }
  if (c === 43 || c === 45 || c === 0x2212) {
    const sign = c === 43 ? 1 : -1;
    let p = k + 1;
    // Two hour digits (ISO 8601); one is also taken (`GMT+2`).
    const hourDigits = isDigit(s.charCodeAt(p + 1)) ? 2 : 1;
    const hh = digitsAt(s, p, hourDigits);
    if (hh < 0) return out.offset === 0 ? k : -1;
    p += hourDigits;
    let mm = 0;
    if (s.charCodeAt(p) === 58) p++;
    if (isDigit(s.charCodeAt(p))) {
      mm = digitsAt(s, p, 2);
      if (mm < 0) return -1;
      p += 2;
    }
    if (hh > 18 || mm > 59 || isDigit(s.charCodeAt(p))) return -1;
    out.offset = sign * (hh * 60 + mm);
    return p;
  }
  return j;
}

// Date items found by the generic scan (at most three are meaningful).
const itemValue = [0, 0, 0, 0];
const itemDigits = [0, 0, 0, 0]; // digit count; 0 for a month name
const itemSep = [0, 0, 0, 0]; // separator before the item: 45 - 47 / 46 . 32 space, 0 none

function twoDigitYear(v: number, digits: number): number {
  if (digits === 4) return v;
  if (digits === 2) return v < 30 ? 2000 + v : 1900 + v;
  return -1;
}

function setDate(out: DateTimeParts, y: number, m: number, d: number): boolean {
  if (y < 0 || !isValidDate(y, m, d)) return false;
  out.year = y;
  out.month = m;
  out.day = d;
  out.hasDate = true;
  return true;
}

/** Interprets the date items collected by {@link scanDateTime}. */
function resolveDate(count: number, order: DayOrder, out: DateTimeParts): boolean {
  if (count === 0) return true;
  if (count === 1) {
    if (itemDigits[0] !== 8) return false;
    const v = itemValue[0];
    return setDate(out, Math.floor(v / 10000), Math.floor(v / 100) % 100, v % 100);
  }
  if (count !== 3) return false;
  const [a, b, c] = itemValue;
  const [da, db, dc] = itemDigits;
  const numeric = da > 0 && db > 0 && dc > 0;
  if (numeric && itemSep[1] !== itemSep[2]) return false;
  if (numeric && da === 4 && db <= 2 && dc <= 2) return setDate(out, a, b, c);
  if (numeric && da <= 2 && db <= 2) {
    const y = twoDigitYear(c, dc);
    if (itemSep[1] === 46) return setDate(out, y, b, a);
    out.usedOrder = true;
    return order === 'DMY' ? setDate(out, y, b, a) : setDate(out, y, a, b);
  }
  if (da > 0 && da <= 2 && db === 0 && dc > 0) return setDate(out, twoDigitYear(c, dc), b, a);
  if (da === 0 && db > 0 && db <= 2 && dc > 0) return setDate(out, twoDigitYear(c, dc), a, b);
  if (da === 4 && db === 0 && dc > 0 && dc <= 2) return setDate(out, a, b, c);
  return false;
}

/**
 * Scans date/time text (trimmed, non-empty) into `out`, reading nn/nn/yyyy in `order`. Returns
 * false when the text is not a date/time this scanner knows, or names an impossible date or time.
 * `out.hasDate` / `out.hasTime` tell which parts were present; `out.offset` is NaN without a zone.
 */
export function scanDateTime(s: string, order: DayOrder, out: DateTimeParts): boolean {
  out.hasDate = false;
  out.hasTime = false;
  out.usedOrder = false;
  out.offset = NaN;
  out.hour = 0; out.minute = 0; out.second = 0; out.millisecond = 0;
  const n = s.length;
  // ISO 8601 fast path: YYYY-MM-DD[(T| )time].
  if (n >= 10 && s.charCodeAt(4) === 45 && s.charCodeAt(7) === 45) {
    const y = digitsAt(s, 0, 4);
    const m = digitsAt(s, 5, 2);
    const d = digitsAt(s, 8, 2);
    if (y >= 0 && m >= 0 && d >= 0) {
      if (!setDate(out, y, m, d)) return false;
      if (n === 10) return true;
      const sep = s.charCodeAt(10);
      if (sep !== 84 && sep !== 116 && sep !== 32) return false;
      return scanTime(s, 11, out) === n;
    }
  }
  let count = 0;
  let sep = 0;
  let i = 0;
  while (i < n) {
    const c = s.charCodeAt(i);
    if (isDigit(c)) {
      let j = i + 1;
      while (j < n && isDigit(s.charCodeAt(j))) j++;
      const next = s.charCodeAt(j);
      if (next === 58 || (j - i <= 2 && meridiemAt(s, skipSpaces(s, j)) > 0)) {
        if (out.hasTime) return false;
        const end = scanTime(s, i, out);
        if (end < 0) return false;
        i = end;
        sep = 0;
        continue;
      }
      if (count === 4 || j - i > 8) return false;
      itemValue[count] = digitsAt(s, i, j - i);
      itemDigits[count] = j - i;
      itemSep[count] = sep;
      count++;
      sep = 0;
      i = j;
      // Ordinal suffixes: 1st, 2nd, 3rd, 12th.
      if (i + 1 < n && isLetter(s.charCodeAt(i)) && !isLetter(s.charCodeAt(i + 2))) {
        const suffix = s.slice(i, i + 2).toLowerCase();
        if (suffix === 'st' || suffix === 'nd' || suffix === 'rd' || suffix === 'th') i += 2;
      }
    } else if (isLetter(c)) {
      let j = i + 1;
      while (j < n && isLetter(s.charCodeAt(j))) j++;
      const word = s.slice(i, j).toLowerCase();
      const month = MONTHS.get(word);
      if (month !== undefined) {
        if (count === 4) return false;
        itemValue[count] = month;
        itemDigits[count] = 0;
        itemSep[count] = sep;
        count++;
        sep = 0;
      } else if (!WEEKDAYS.has(word) && !CONNECTORS.has(word) && word !== 'am') return false;
      i = j;
    } else if (c === 45 || c === 47 || c === 46) {
      if (sep !== 0 && sep !== 32) return false;
      sep = c;
      i++;
    } else if (c === 32 || c === 44 || c === 0xa0 || c === 9) {
      if (sep === 0) sep = 32;
      i++;
    } else return false;
  }
  if (!resolveDate(count, order, out)) return false;
  return out.hasDate || out.hasTime;
}

/**
 * What a value tells about the column's day/month order: `DMY` for `13/01/2024`, `MDY` for
 * `01/13/2024`, null when it tells nothing (`01/02/2024`, ISO dates, dotted dates, words).
 * A cheap check run on values before parsing while a column's order is undecided.
 */
export function dayOrderEvidence(s: string): DayOrder | null {
  let i = 0;
  const n = s.length;
  let a = 0;
  while (i < n && i < 2 && isDigit(s.charCodeAt(i))) a = a * 10 + s.charCodeAt(i++) - 48;
  if (i === 0) return null;
  const sep = s.charCodeAt(i);
  if (sep !== 47 && sep !== 45) return null;
  const start = ++i;
  let b = 0;
  while (i < n && i - start < 2 && isDigit(s.charCodeAt(i))) b = b * 10 + s.charCodeAt(i++) - 48;
  if (i === start || s.charCodeAt(i) !== sep || !isDigit(s.charCodeAt(i + 1))) return null;
  if (a > 12 && a <= 31 && b >= 1 && b <= 12) return 'DMY';
  if (b > 12 && b <= 31 && a >= 1 && a <= 12) return 'MDY';
  return null;
}
