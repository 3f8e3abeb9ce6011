/**
 * The value model of compiled formulas, and the spreadsheet coercions and operators on it.
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
 * Conventions kept from HyperFormula: every operator and function result passes through
 * {@link finish} (NaN/±Infinity become #NUM!, -0 becomes 0); additions and subtractions snap results
 * smaller than 1e-13 × the left operand to 0; comparisons treat numbers within a relative 1e-13 as
 * equal and compare text with a case- and accent-insensitive collator; a string is coerced to a
 * number as a decimal literal, then `n%`, then `$n`/`n$`, then a date or time (see ./formula-dates.ts).
 */
import { parseDateTimeText } from './formula-dates.ts';

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

/** HyperFormula's number subtypes other than a plain number. */
export type NumberKind = 'DATE' | 'TIME' | 'DATETIME' | 'PERCENT' | 'CURRENCY';

/** A number with a subtype (a date serial, a percentage, …). Immutable. */
export class RichNumber {
  readonly v: number;
  readonly kind: NumberKind;
  constructor(v: number, kind: NumberKind) {
    this.v = v;
    this.kind = kind;
  }
}

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

function withKind(x: number, kind: NumberKind | undefined): NumberValue {
  return kind === undefined ? x : new RichNumber(x, kind);
}

function kindOf(n: NumberValue): NumberKind | undefined {
  return typeof n === 'number' ? undefined : n.kind;
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
  let digits = 0;
  while (i < n && isDigit(c)) { c = text.charCodeAt(++i); digits++; }
  if (c === 46) {
    c = text.charCodeAt(++i);
    let decimals = 0;
    while (i < n && isDigit(c)) { c = text.charCodeAt(++i); decimals++; }
    if (digits === 0 && decimals === 0) return undefined;
  } else if (digits === 0) return undefined;
  if (c === 101 || c === 69) {
    c = text.charCodeAt(++i);
    if (c === 43 || c === 45) c = text.charCodeAt(++i);
    let exponent = 0;
    while (i < n && isDigit(c)) { c = text.charCodeAt(++i); exponent++; }
    if (exponent === 0) return undefined;
  }
  return i === n ? Number(text) : undefined;
}

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

// --- arithmetic -------------------------------------------------------------------------------

function additiveKind(l: NumberValue, r: NumberValue): NumberKind | undefined {
  const lk = kindOf(l);
  const rk = kindOf(r);
  if (lk === undefined) return rk;
  if (rk === undefined) return lk;
  const lDate = lk === 'DATE' || lk === 'DATETIME';
  const rDate = rk === 'DATE' || rk === 'DATETIME';
  if (lDate && rDate) return undefined;
  if (lk === 'TIME' && rDate) return 'DATETIME';
  if (rk === 'TIME' && lDate) return 'DATETIME';
  return lk;
}

function multiplicativeKind(l: NumberValue, r: NumberValue): NumberKind | undefined {
  let lk = kindOf(l);
  let rk = kindOf(r);
  if (lk === 'PERCENT') lk = undefined;
  if (rk === 'PERCENT') rk = undefined;
  if (lk === undefined) return rk;
  if (rk === undefined) return lk;
  return undefined;
}

/** Coerces an operand; errors of the left operand win (checked by the caller first). */
function operand(v: FormulaValue): NumberValue | FormulaError {
  return typeof v === 'number' ? v : toNumberValue(v);
}

/** Addition with HyperFormula's snap-to-zero: |a+b| < ε·|a| gives 0. */
export function addRaw(a: number, b: number): number {
  const r = a + b;
  return Math.abs(r) < EPSILON * Math.abs(a) ? 0 : r;
}

/** `a + b`. */
export function add(a: FormulaValue, b: FormulaValue): FormulaValue {
  if (typeof a === 'number' && typeof b === 'number') return finishNumber(addRaw(a, b));
  if (a instanceof FormulaError) return a;
  if (b instanceof FormulaError) return b;
  const x = operand(a);
  if (x instanceof FormulaError) return x;
  const y = operand(b);
  if (y instanceof FormulaError) return y;
  if (typeof x === 'number' && typeof y === 'number') return finishNumber(addRaw(x, y));
  return finish(withKind(addRaw(raw(x), raw(y)), additiveKind(x, y)));
}

function subRaw(a: number, b: number): number {
  const r = a - b;
  return Math.abs(r) < EPSILON * Math.abs(a) ? 0 : r;
}

/** `a - b`. */
export function sub(a: FormulaValue, b: FormulaValue): FormulaValue {
  if (typeof a === 'number' && typeof b === 'number') return finishNumber(subRaw(a, b));
  if (a instanceof FormulaError) return a;
  if (b instanceof FormulaError) return b;
  const x = operand(a);
  if (x instanceof FormulaError) return x;
  const y = operand(b);
  if (y instanceof FormulaError) return y;
  if (typeof x === 'number' && typeof y === 'number') return finishNumber(subRaw(x, y));
  return finish(withKind(subRaw(raw(x), raw(y)), additiveKind(x, y)));
}

/** `a * b`. */
export function mul(a: FormulaValue, b: FormulaValue): FormulaValue {
  if (typeof a === 'number' && typeof b === 'number') return finishNumber(a * b);
  if (a instanceof FormulaError) return a;
  if (b instanceof FormulaError) return b;
  const x = operand(a);
  if (x instanceof FormulaError) return x;
  const y = operand(b);
  if (y instanceof FormulaError) return y;
  if (typeof x === 'number' && typeof y === 'number') return finishNumber(x * y);
  return finish(withKind(raw(x) * raw(y), multiplicativeKind(x, y)));
}

/** `a / b`; #DIV/0! when b is 0. */
export function div(a: FormulaValue, b: FormulaValue): FormulaValue {
  if (typeof a === 'number' && typeof b === 'number') return b === 0 ? E_DIV0 : finishNumber(a / b);
  if (a instanceof FormulaError) return a;
  if (b instanceof FormulaError) return b;
  const x = operand(a);
  if (x instanceof FormulaError) return x;
  const y = operand(b);
  if (y instanceof FormulaError) return y;
  const d = raw(y);
  if (d === 0) return E_DIV0;
  return finish(withKind(raw(x) / d, multiplicativeKind(x, y)));
}

/** `a ^ b` (a plain number: the subtype is dropped). */
export function pow(a: FormulaValue, b: FormulaValue): FormulaValue {
  if (typeof a === 'number' && typeof b === 'number') return finishNumber(Math.pow(a, b));
  if (a instanceof FormulaError) return a;
  if (b instanceof FormulaError) return b;
  const x = operand(a);
  if (x instanceof FormulaError) return x;
  const y = operand(b);
  if (y instanceof FormulaError) return y;
  return finishNumber(Math.pow(raw(x), raw(y)));
}

/** Unary minus (keeps the subtype). */
export function neg(a: FormulaValue): FormulaValue {
  if (typeof a === 'number') return a === 0 ? 0 : -a;
  if (a instanceof FormulaError) return a;
  const n = toNumberValue(a);
  if (n instanceof FormulaError) return n;
  return finish(withKind(-raw(n), kindOf(n)));
}

/** Postfix `%`: a percentage. */
export function percent(a: FormulaValue): FormulaValue {
  if (a instanceof FormulaError) return a;
  const n = toNumberValue(a);
  if (n instanceof FormulaError) return n;
  return finish(new RichNumber(raw(n) / 100, 'PERCENT'));
}

/** `a & b`. */
export function concat(a: FormulaValue, b: FormulaValue): FormulaValue {
  if (typeof a === 'string' && typeof b === 'string') return a + b;
  if (a instanceof FormulaError) return a;
  if (b instanceof FormulaError) return b;
  return (toText(a) as string) + (toText(b) as string);
}

// --- comparison -------------------------------------------------------------------------------

/** Text comparison as HyperFormula's default collator (case- and accent-insensitive). */
export const COLLATOR = new Intl.Collator('en', { sensitivity: 'base', caseFirst: 'lower', ignorePunctuation: false });

function floatCompare(left: number, right: number): number {
  const mod = 1 + EPSILON;
  if (right >= 0 && left * mod >= right && left <= right * mod) return 0;
  if (right <= 0 && left * mod <= right && left >= right * mod) return 0;
  return left > right ? 1 : -1;
}

function typeOrder(v: FormulaValue): number {
  if (v === null) return 0;
  if (typeof v === 'string') return 2;
  if (typeof v === 'boolean') return 3;
  return 1;
}

/** Spreadsheet comparison of two non-error values: <0, 0 or >0. */
export function compare(l: FormulaValue, r: FormulaValue): number {
  if (typeof l === 'number' && typeof r === 'number') return floatCompare(l, r);
  if (typeof l === 'string' || typeof r === 'string') {
    const ln = typeof l === 'string' ? parseDateTimeText(l) : l;
    const rn = typeof r === 'string' ? parseDateTimeText(r) : r;
    if (isNumberValue(ln) && isNumberValue(rn)) return floatCompare(raw(ln), raw(rn));
  }
  if (l === null) l = emptyLike(r);
  else if (r === null) r = emptyLike(l);
  if (typeof l === 'string' && typeof r === 'string') return l === r ? 0 : COLLATOR.compare(l, r);
  if (typeof l === 'boolean' && typeof r === 'boolean') return l === r ? 0 : l ? 1 : -1;
  if (isNumberValue(l) && isNumberValue(r)) return floatCompare(raw(l), raw(r));
  if (l === null && r === null) return 0;
  const lo = typeOrder(l);
  const ro = typeOrder(r);
  return lo > ro ? 1 : lo < ro ? -1 : 0;
}

function emptyLike(other: FormulaValue): FormulaValue {
  if (typeof other === 'string') return '';
  if (typeof other === 'boolean') return false;
  if (isNumberValue(other)) return 0;
  return null;
}

/** Comparison operators: `op` is one of = <> < > <= >=. */
export function comparison(op: string, l: FormulaValue, r: FormulaValue): FormulaValue {
  if (l instanceof FormulaError) return l;
  if (r instanceof FormulaError) return r;
  const c = compare(l, r);
  switch (op) {
    case '=': return c === 0;
    case '<>': return c !== 0;
    case '<': return c < 0;
    case '>': return c > 0;
    case '<=': return c <= 0;
    default: return c >= 0;
  }
}

export const eq = (l: FormulaValue, r: FormulaValue): FormulaValue => comparison('=', l, r);
export const ne = (l: FormulaValue, r: FormulaValue): FormulaValue => comparison('<>', l, r);
export const lt = (l: FormulaValue, r: FormulaValue): FormulaValue => comparison('<', l, r);
export const gt = (l: FormulaValue, r: FormulaValue): FormulaValue => comparison('>', l, r);
export const le = (l: FormulaValue, r: FormulaValue): FormulaValue => comparison('<=', l, r);
export const ge = (l: FormulaValue, r: FormulaValue): FormulaValue => comparison('>=', l, r);

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
