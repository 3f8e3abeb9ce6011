/**
 * The value model of compiled formulas and the spreadsheet coercions on it (operators are in
 * ./formula-operators.ts).
 *
 * It mirrors HyperFormula 3.5 with Ferry's configuration (see ./hyperformula-runner.ts), because
 * HyperFormula is the reference semantics of HYPER_FORMULA transformations (DESIGN.md §4) and the
 * compiled fast path must give exactly its values (proved by ./formula-equivalence.test.ts):
 *
 *   number | RichNumber   a number; RichNumber carries HyperFormula's number subtype (date, time,
 *                         percent, currency), which only decides whether a result is a date
 *   string | boolean      text and logical values
 *   null                  an empty cell (HyperFormula's EmptyValue)
 *   FormulaError          #DIV/0!, #VALUE!, … (one shared instance per error code)
 *
 * Every operator and function result passes through {@link finish} (NaN/±Infinity become #NUM!,
 * -0 becomes 0). Text is coerced to a number as a decimal literal, then `n%`, then `$n`/`n$`, then
 * a date or time (./formula-dates.ts); '' and empty are 0, logicals 1/0. Results handed out are
 * rounded by {@link roundResult} as HyperFormula rounds them.
 */
import { parseDateTimeText } from './formula-dates.ts';
import { RichNumber, type NumberKind } from './rich-number.ts';

export { RichNumber, type NumberKind };

/** Spreadsheet error codes (HyperFormula's ErrorType names). */
export type ErrorCode = 'DIV_BY_ZERO' | 'NAME' | 'VALUE' | 'NUM' | 'NA' | 'CYCLE' | 'REF' | 'SPILL' | 'LIC' | 'ERROR';

/** How each error code is displayed, as in a spreadsheet. */
export const ERROR_DISPLAY: Record<ErrorCode, string> = {
  DIV_BY_ZERO: '#DIV/0!', NAME: '#NAME?', VALUE: '#VALUE!', NUM: '#NUM!', NA: '#N/A', CYCLE: '#CYCLE!',
  REF: '#REF!', SPILL: '#SPILL!', LIC: '#LIC!', ERROR: '#ERROR!',
};

/** A spreadsheet error value. Compare by `code`; instances are shared, so `===` also works. */
export class FormulaError {
  readonly code: ErrorCode;
  constructor(code: ErrorCode) {
    this.code = code;
  }
  toString(): string {
    return ERROR_DISPLAY[this.code];
  }
}

const ERRORS = Object.fromEntries(
  (Object.keys(ERROR_DISPLAY) as ErrorCode[]).map((code) => [code, new FormulaError(code)]),
) as Record<ErrorCode, FormulaError>;

/** The shared error instance of a code. */
export function formulaError(code: ErrorCode): FormulaError {
  return ERRORS[code];
}

export const E_DIV0 = ERRORS.DIV_BY_ZERO;
export const E_VALUE = ERRORS.VALUE;
export const E_NUM = ERRORS.NUM;
export const E_NA = ERRORS.NA;

export type NumberValue = number | RichNumber;
/** A scalar formula value (see the module docstring). */
export type FormulaValue = number | RichNumber | string | boolean | null | FormulaError;

/** Relative tolerance of additions and comparisons (HyperFormula `precisionEpsilon`). */
export const EPSILON = 1e-13;

/** The number inside a number value. */
export function raw(n: NumberValue): number {
  return typeof n === 'number' ? n : n.v;
}

export function isNumberValue(v: unknown): v is NumberValue {
  return typeof v === 'number' || v instanceof RichNumber;
}

/** Result post-processing every evaluated node gets: non-finite → #NUM!, -0 → 0. */
export function finish(v: FormulaValue): FormulaValue {
  if (typeof v === 'number') return v - v === 0 ? (v === 0 ? 0 : v) : E_NUM;
  if (v instanceof RichNumber) {
    const x = v.v;
    if (x - x !== 0) return E_NUM;
    return x === 0 && Object.is(x, -0) ? new RichNumber(0, v.kind) : v;
  }
  return v;
}

/** Number result with the finish() rules, for plain numbers. */
export function finishNumber(x: number): number | FormulaError {
  return x - x === 0 ? (x === 0 ? 0 : x) : E_NUM;
}

// --- coercions --------------------------------------------------------------------------------

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/**
 * A decimal literal `[+-]?(.d+|d+(.d*)?)([eE][+-]?d+)?` (no thousands separator, no spaces) →
 * number, else undefined. A scanner rather than a regular expression: it runs for every text cell
 * used in arithmetic.
 */
export function parseDecimal(text: string): number | undefined {
  const n = text.length;
  let i = 0;
  let c = text.charCodeAt(0);
  if (c === 43 || c === 45) c = text.charCodeAt(++i);
  // The digits as an integer, for the short path below.
  let m = 0;
  let digits = 0;
  while (i < n && isDigit(c)) { m = m * 10 + (c - 48); c = text.charCodeAt(++i); digits++; }
  let decimals = 0;
  if (c === 46) {
    c = text.charCodeAt(++i);
    while (i < n && isDigit(c)) { m = m * 10 + (c - 48); c = text.charCodeAt(++i); decimals++; }
    if (digits === 0 && decimals === 0) return undefined;
  } else if (digits === 0) return undefined;
  if (c === 101 || c === 69) {
    c = text.charCodeAt(++i);
    if (c === 43 || c === 45) c = text.charCodeAt(++i);
    let exponent = 0;
    while (i < n && isDigit(c)) { c = text.charCodeAt(++i); exponent++; }
    if (exponent === 0) return undefined;
    return i === n ? Number(text) : undefined;
  }
  if (i !== n) return undefined;
  // At most 15 digits: m and 10^decimals are exact doubles and one IEEE division is correctly
  // rounded, so this is the double Number(text) gives (Clinger's fast path), without its cost.
  if (digits + decimals > 15) return Number(text);
  const value = decimals === 0 ? m : m / POWERS_OF_TEN[decimals];
  return text.charCodeAt(0) === 45 ? -value : value;
}

/** 10^0 … 10^15, all exact doubles. */
const POWERS_OF_TEN = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];

/** Text that is not a decimal literal: percent, currency, then date/time, else undefined. */
function parseNumericText(text: string): NumberValue | undefined {
  const trimmed = text.trim();
  if (trimmed.endsWith('%')) {
    const n = parseDecimal(trimmed.slice(0, -1).trim());
    if (n !== undefined) return new RichNumber(n / 100, 'PERCENT');
  }
  if (trimmed.startsWith('$') || trimmed.endsWith('$')) {
    const body = trimmed.startsWith('$') ? trimmed.slice(1) : trimmed.slice(0, -1);
    const n = parseDecimal(body.trim());
    if (n !== undefined) return new RichNumber(n, 'CURRENCY');
  }
  const n = parseDecimal(trimmed);
  if (n !== undefined) return n;
  return parseDateTimeText(text);
}

/** String → number as HyperFormula coerces it ('' → 0), or undefined when it is no number. */
export function textToNumber(text: string): NumberValue | undefined {
  if (text === '') return 0;
  // A plain decimal cannot end in % or carry $, so it is what the full order of checks finds too.
  return parseDecimal(text) ?? parseNumericText(text);
}

/** Coerces a value to a number keeping its subtype; #VALUE! when text is no number. */
export function toNumberValue(v: FormulaValue): NumberValue | FormulaError {
  if (typeof v === 'number') return v;
  if (typeof v === 'string') return textToNumber(v) ?? E_VALUE;
  if (v === null) return 0;
  if (typeof v === 'boolean') return v ? 1 : 0;
  return v; // RichNumber or FormulaError
}

/** Coerces a value to a plain number (a function's NUMBER argument). */
export function toNumber(v: FormulaValue): number | FormulaError {
  if (typeof v === 'number') return v;
  const n = toNumberValue(v);
  return n instanceof RichNumber ? n.v : n;
}

/** Coerces a value to text (a function's STRING argument, the & operator). */
export function toText(v: FormulaValue): string | FormulaError {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return v.toString();
  if (v === null) return '';
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (v instanceof RichNumber) return v.v.toString();
  return v;
}

/** Coerces a value to a logical (a BOOLEAN argument); undefined when text is not TRUE/FALSE/''. */
export function toLogical(v: FormulaValue): boolean | FormulaError | undefined {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number') return v !== 0;
  if (v === null) return false;
  if (typeof v === 'string') {
    const upper = v.toUpperCase();
    if (upper === 'TRUE') return true;
    if (upper === 'FALSE' || upper === '') return false;
    return undefined;
  }
  if (v instanceof RichNumber) return v.v !== 0;
  return v;
}

/** Like {@link toLogical}, but a value that is no logical is #VALUE! (HyperFormula's WrongType). */
export function toLogicalArg(v: FormulaValue): boolean | FormulaError {
  const b = toLogical(v);
  return b === undefined ? E_VALUE : b;
}

/** A function's SCALAR argument without subtype passing: rich numbers become plain. */
export function plain(v: FormulaValue): FormulaValue {
  return v instanceof RichNumber ? v.v : v;
}

// --- export -----------------------------------------------------------------------------------

/** Significant places results are rounded to (HyperFormula `precisionRounding`, smart rounding on). */
export const PRECISION_ROUNDING = 10;

/** Rounds a result number as HyperFormula does when it hands a value out. */
export function roundResult(value: number): number {
  // Whole numbers below 1e11 have at most 11 significant digits: rounding leaves them unchanged.
  if (Number.isInteger(value) && value < 1e11 && value > -1e11) return value;
  const magnitude = Math.floor(Math.log10(Math.abs(value)));
  const multiplier = Math.pow(10, PRECISION_ROUNDING - magnitude);
  return value < 0 ? -Math.round(-value * multiplier) / multiplier : Math.round(value * multiplier) / multiplier;
}
