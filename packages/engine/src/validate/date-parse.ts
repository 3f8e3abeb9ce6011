/**
 * Parsers for the `date`, `datetime` and `time` column types (DESIGN.md §4, SPEC.md §Target data
 * model `outputFormat`).
 *
 * Input: text (see ./date-scan.ts for the spellings), `Date` values from spreadsheets (read in
 * UTC), and Excel serial numbers in the 1900 date system (see ./calendar.ts `fromExcelSerial`):
 * numeric cells from 1 to 2958465 (0 to <1 is a time of day), and text that is such a number with a
 * five-digit whole part (`45303`, `45303.5`, i.e. 1927-05-18 … 2173-10-14; other digit strings are
 * not taken as serials, so a stray `2024` is an error, not 1905-07-16) or, in time columns, `0.x`
 * (a numeric cell of 1 or more in a time column gives the time of its fraction).
 *
 * Output (normal form), unless the column has an `outputFormat` (dayjs tokens):
 * - date: `YYYY-MM-DD`. A date-time in a date column keeps its calendar date as written (any time
 *   and offset are dropped).
 * - datetime: `YYYY-MM-DDTHH:mm:ss.SSSZ` in UTC. Date-times without a zone are taken as UTC; with
 *   an offset they are converted to UTC. A date alone is midnight UTC.
 * - time: `HH:mm:ss`, the wall-clock time as written (an offset is dropped; milliseconds too).
 *   A date-time in a time column gives its time; a date alone is not a time.
 *
 * Day/month order: `nn/nn/yyyy` (and `nn-nn-yyyy`) is read day-first or month-first per column.
 * The first such value of an undecided column makes it look through that value's batch for one
 * that settles the order (`13/01/2024` → day first, `01/13/2024` → month first, wherever it is in
 * the batch); the order then holds for the whole batch and the rest of the file. Until then
 * ambiguous dates use the fallback order (option `dateOrder`, default `DMY`). Dates with dots
 * are always day-first. A later value that contradicts the order is a type error.
 */
import type { OutputValue } from '../contracts.ts';
import type { CellValue } from '../types.ts';
import { fromDate, fromExcelSerial, newParts, toUtc, type DateTimeParts } from './calendar.ts';
import { Invalid, quote, type InferringParser, type PresentValue } from './cell-parser.ts';
import { compileDateFormat, formatIsoDate, formatIsoDateTime, formatIsoTime, type DateFormatter } from './date-format.ts';
import { dayOrderEvidence, scanDateTime, type DayOrder } from './date-scan.ts';

export type DateKind = 'date' | 'datetime' | 'time';

/** A number written as digits with an optional fraction, or NaN. */
function serialText(s: string, kind: DateKind): number {
  const n = s.length;
  let dot = -1;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c === 46 && dot < 0) dot = i;
    else if (c < 48 || c > 57) return NaN;
  }
  const whole = dot < 0 ? n : dot;
  if (kind !== 'time') return whole === 5 && dot !== n - 1 ? Number(s) : NaN;
  if (whole <= 1 && (whole === 0 || s.charCodeAt(0) === 48) && dot >= 0 && dot < n - 1) return Number(s);
  return NaN;
}

/** Whether a value may be an `nn/nn/…` or `nn-nn-…` date, whose reading depends on the order. */
function mayNeedOrder(s: string): boolean {
  const c1 = s.charCodeAt(1);
  const c2 = s.charCodeAt(2);
  return c1 === 47 || c1 === 45 || c2 === 47 || c2 === 45;
}

const ORDER_PATTERN: Record<DayOrder, string> = { DMY: 'DD/MM/YYYY', MDY: 'MM/DD/YYYY' };

/**
 * A parser for one date/datetime/time column. `outputFormat` (dayjs tokens) replaces the ISO
 * output; `fallbackOrder` reads ambiguous nn/nn/yyyy dates until the column's values decide.
 */
export function createDateParser(
  kind: DateKind,
  outputFormat?: string,
  fallbackOrder: DayOrder = 'DMY',
): InferringParser & { order(): DayOrder | null } {
  let decided: DayOrder | null = null;
  let consultations = 0;
  const parts: DateTimeParts = newParts();
  const format: DateFormatter = outputFormat
    ? compileDateFormat(outputFormat)
    : kind === 'date' ? formatIsoDate : kind === 'time' ? formatIsoTime : formatIsoDateTime;
  const noun = kind === 'date' ? 'a date' : kind === 'time' ? 'a time' : 'a date and time';

  function invalid(value: PresentValue): Invalid {
    const hint = parts.usedOrder && decided ? ` (this column writes dates as ${ORDER_PATTERN[decided]})` : '';
    return new Invalid(`${quote(value)} is not ${noun}${hint}`);
  }

  // The batch last observed while undecided; scanned only when a value needs the order.
  let pending: CellValue[][] | null = null;
  let pendingColumn = 0;

  /** Decides from the first value of the pending batch that shows the order, if any. */
  function settle(): void {
    consultations++;
    const rows = pending as CellValue[][];
    pending = null;
    for (let r = 0; r < rows.length; r++) {
      const v = rows[r][pendingColumn];
      if (typeof v !== 'string') continue;
      const evidence = dayOrderEvidence(v.charCodeAt(0) <= 32 ? v.trim() : v);
      if (evidence !== null) {
        decided = evidence;
        return;
      }
    }
  }

  function read(value: PresentValue): boolean {
    if (typeof value === 'string') {
      parts.usedOrder = false;
      const serial = value.length <= 20 ? serialText(value, kind) : NaN;
      if (!Number.isNaN(serial)) return fromExcelSerial(serial, parts, kind === 'time');
      if (pending !== null && mayNeedOrder(value)) settle();
      return scanDateTime(value, decided ?? fallbackOrder, parts);
    }
    parts.usedOrder = false;
    if (typeof value === 'number') {
      if (kind === 'time' && value >= 1) value -= Math.floor(value);
      return fromExcelSerial(value, parts, kind === 'time');
    }
    if (value instanceof Date) return fromDate(value, parts);
    return false;
  }

  return {
    order: () => decided,
    convention: () => decided,
    consultations: () => consultations,
    adopt(convention: string): void {
      if (convention === 'DMY' || convention === 'MDY') {
        decided = convention;
        pending = null;
      }
    },
    observe(rows: CellValue[][], column: number): void {
      if (decided !== null || kind === 'time') return;
      pending = rows;
      pendingColumn = column;
    },
    parse(value: PresentValue): OutputValue | Invalid {
      if (!read(value)) return invalid(value);
      if (kind === 'time') {
        if (!parts.hasTime) return invalid(value);
        if (!parts.hasDate) {
          parts.year = 1970; parts.month = 1; parts.day = 1;
        }
        return format(parts);
      }
      if (!parts.hasDate) return invalid(value);
      if (kind === 'date') {
        parts.hour = 0; parts.minute = 0; parts.second = 0; parts.millisecond = 0;
        return format(parts);
      }
      if (!toUtc(parts)) return invalid(value);
      return format(parts);
    },
  };
}
