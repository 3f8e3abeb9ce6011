/**
 * The shape every column-type parser shares, and the helpers that turn raw cells into text.
 * DESIGN.md §4 (column types); the validator (./validator.ts) calls one parser per TDM column.
 */
import type { OutputValue } from '../contracts.ts';
import type { CellValue } from '../types.ts';

/** A non-empty cell: strings arrive trimmed and non-empty. */
export type PresentValue = string | number | boolean | Date;

/**
 * Why a value failed its column type. Returned (never thrown) by {@link CellParser.parse}; the
 * validator turns it into a CellError with rule `type:<columnType>`. Parsers allocate it only on
 * the error path, so valid cells cost no allocation.
 */
export class Invalid {
  readonly message: string;
  /** The CellError rule when it is not `type:<columnType>` (a category's unmatched value: `option`). */
  readonly rule: string | undefined;
  constructor(message: string, rule?: string) {
    this.message = message;
    this.rule = rule;
  }
}

/** A column-type parser, compiled once per TDM column. */
export interface CellParser {
  /**
   * Called with each batch before its cells are parsed, so a parser that infers a convention per
   * column (decimal separator, day/month order) can look through the batch when a value's reading
   * depends on it (not before: most columns never need to). `rows[r][column]` is the raw cell.
   */
  observe?(rows: CellValue[][], column: number): void;
  /**
   * The convention the column's values have settled (`DMY`/`MDY` for dates, `.`/`,` for the decimal
   * separator), or null while none has. A parser without `observe` never settles one.
   */
  convention?(): string | null;
  /** Starts from a settled convention (one that {@link convention} gave), as if the values had shown it. */
  adopt?(convention: string): void;
  /**
   * How many times a value needed the convention while none was settled, so that the batch it came
   * in was searched for one: where that happened, how rows were batched may have mattered.
   */
  consultations?(): number;
  /** Parses one non-empty cell into its normal form, or returns why it does not fit the type. */
  parse(value: PresentValue): OutputValue | Invalid;
}

/** A parser that infers a convention per column, so it always has `observe`. */
export type InferringParser = CellParser & { observe(rows: CellValue[][], column: number): void };

/** True for null, '' and whitespace-only strings: such cells are empty, never type errors. */
export function isBlank(value: CellValue | undefined): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value !== 'string') return false;
  const n = value.length;
  if (n === 0) return true;
  // Most cells start with a visible character: answer without scanning or allocating.
  const first = value.charCodeAt(0);
  if (first > 32 && first !== 0xa0 && first < 0x1680) return false;
  return value.trim().length === 0;
}

/**
 * True when a string neither starts nor ends with white space (`trim` would return it as is),
 * answered from its two edge characters: below U+1680 the only white space is ≤ U+0020 and U+00A0.
 */
export function hasNoEdgeSpace(s: string): boolean {
  const n = s.length;
  if (n === 0) return false;
  const f = s.charCodeAt(0);
  const l = s.charCodeAt(n - 1);
  return f > 32 && f < 0x1680 && f !== 0xa0 && l > 32 && l < 0x1680 && l !== 0xa0;
}

/**
 * The text form of a cell, as error messages and `CellError.value` show it: strings as they are,
 * numbers in their shortest round-trip form (`-0` as `0`), booleans as `true`/`false`, dates as
 * ISO 8601 (`YYYY-MM-DD` when the time is exactly midnight UTC), null for an empty cell.
 */
export function cellText(value: CellValue): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Object.is(value, -0) ? '0' : String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return dateText(value);
}

/** ISO 8601 text of a Date in UTC: date-only at midnight, else `YYYY-MM-DDTHH:mm:ss.SSSZ`. */
export function dateText(date: Date): string {
  const ms = date.getTime();
  if (Number.isNaN(ms)) return 'Invalid Date';
  const iso = date.toISOString();
  return ms % 86_400_000 === 0 ? iso.slice(0, 10) : iso;
}

/** Quotes a value for an error message, shortened so a 30,000-character cell does not flood reports. */
export function quote(value: PresentValue | string): string {
  const text = typeof value === 'string' ? value : (cellText(value) ?? '');
  return JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}...` : text);
}
