/**
 * A coarse classification of raw cells for header and footer detection: is a cell empty, text
 * that could name a column, or a value that looks like data (a number, date, time, e-mail, URL,
 * boolean)? It is deliberately cheap and permissive; typing proper is the validator's job.
 */
import type { CellValue, Row } from '../types.ts';

export type CellKind = 'empty' | 'text' | 'number' | 'date' | 'email' | 'url' | 'boolean';

// Numbers as people write them: signs, grouping with , . ' or spaces, decimals, %, currency marks.
const NUMBER_LIKE = /^[-+(]?\s*[$€£¥]?\s*[-+]?(?:\d[\d,.' \u00A0\u202F]*)?\.?\d+(?:[eE][-+]?\d+)?\s*[%‰]?\s*[$€£¥]?\)?$/;
const DATE_LIKE =
  /^(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}(?: \d{1,2}:\d{2}(?::\d{2})?)?|\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp][Mm])?|\d{1,2}[- ](?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*[- ]\d{2,4})$/i;
const EMAIL_LIKE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL_LIKE = /^(?:https?:\/\/|www\.)\S+$/i;
const MAX_VALUE_CHARS = 254;
const BOOLEAN_LIKE = /^(?:true|false)$/i;

/** Classifies one raw cell. Strings are trimmed first; whitespace-only text is empty. */
export function cellKind(value: CellValue): CellKind {
  if (value === null || value === undefined) return 'empty';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (value instanceof Date) return 'date';
  const text = value.trim();
  if (text === '') return 'empty';
  // Values are short; a long cell is prose, and the length cap keeps the patterns linear in effect.
  if (text.length > MAX_VALUE_CHARS) return 'text';
  const first = text.charCodeAt(0);
  // Only strings starting with a digit, sign, bracket, dot or currency mark can be numbers or dates.
  if ((first >= 48 && first <= 57) || first === 45 || first === 43 || first === 40 || first === 46 || first === 36 || first > 127) {
    if (NUMBER_LIKE.test(text)) return 'number';
    if (DATE_LIKE.test(text)) return 'date';
  }
  if (text.includes('@') && EMAIL_LIKE.test(text)) return 'email';
  if (URL_LIKE.test(text)) return 'url';
  if (BOOLEAN_LIKE.test(text)) return 'boolean';
  if (DATE_LIKE.test(text)) return 'date';
  return 'text';
}

/** True for cells that look like values rather than names: anything but empty and text. */
export function isDataKind(kind: CellKind): boolean {
  return kind !== 'empty' && kind !== 'text';
}

/** True if every cell of the row is empty (null, empty or whitespace-only text). */
export function isBlankRow(row: Row): boolean {
  for (let i = 0; i < row.length; i++) {
    const value = row[i];
    if (value === null || value === undefined) continue;
    if (typeof value === 'string') {
      if (value.length === 0) continue;
      if (value.trim() === '') continue;
    }
    return false;
  }
  return true;
}

/** Number of non-empty cells in a row. */
export function nonEmptyCount(row: Row): number {
  let count = 0;
  for (let i = 0; i < row.length; i++) if (cellKind(row[i]) !== 'empty') count++;
  return count;
}

/**
 * The text a person sees for a cell: strings trimmed with inner whitespace runs (including line
 * breaks inside spreadsheet cells) collapsed to one space; numbers and booleans as written by
 * JavaScript; dates as ISO 8601 (date only when the time is midnight UTC).
 */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim().replace(/\s+/g, ' ');
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  return String(value);
}
