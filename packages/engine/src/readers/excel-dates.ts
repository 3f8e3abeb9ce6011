/**
 * Excel serial dates → `Date` (UTC), and which number formats are dates (ECMA-376 Part 1
 * §18.8.30 built-in formats; custom format codes through SheetJS's SSF.is_date).
 */
import * as XLSX from '@e965/xlsx';

const DAY_MS = 86_400_000;
/** Days from 1899-12-30 (serial 0 of the 1900 system, after Excel's 1900-02-29 bug) to 1970-01-01. */
const EPOCH_1900 = 25_569;
/** The 1904 system counts from 1904-01-01: 1,462 days after the 1900 system's zero. */
const OFFSET_1904 = 1_462;

/**
 * Converts a serial day number to a UTC Date, rounded to the millisecond. In the 1900 system,
 * serials below 61 are shifted by a day to undo Excel's fictitious 1900-02-29 (serial 60 becomes
 * 1900-03-01). Time-only values (serial < 1) land on 1899-12-30 (1900) or 1904-01-01 (1904).
 */
export function serialToDate(serial: number, date1904: boolean): Date {
  let days = date1904 ? serial + OFFSET_1904 : serial;
  if (!date1904 && serial >= 1 && serial < 61) days += 1;
  return new Date(Math.round((days - EPOCH_1900) * DAY_MS));
}

/** Built-in number format ids that are dates or times (14–22, 45–47; 27–36 and 50–58 in East Asian locales). */
const BUILTIN_DATE_IDS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);

/** True when a cell with this number format (id and, for custom ids, code) shows a date or time. */
export function isDateFormat(id: number, code: string | undefined): boolean {
  if (BUILTIN_DATE_IDS.has(id)) return true;
  if (code === undefined) return false;
  try {
    return XLSX.SSF.is_date(code);
  } catch {
    return false;
  }
}
