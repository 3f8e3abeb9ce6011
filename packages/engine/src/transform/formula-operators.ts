/**
 * Spreadsheet operators of compiled formulas (`+ - * / ^ & % = <> < > <= >=` and the sign), with
 * HyperFormula 3.5's rules: operands coerced as in ./formula-values.ts (left operand's error first),
 * results finished (non-finite → #NUM!, -0 → 0), additions and subtractions snapping results below
 * 1e-13 × the left operand to 0, number subtypes combined as HyperFormula combines them (date + days
 * is a date, date − date a plain number), comparisons treating numbers within a relative 1e-13 as
 * equal, text case- and accent-insensitively, date text as dates, and otherwise ordering
 * empty < number < text < logical.
 */
import { parseDateTimeText } from './formula-dates.ts';
import {
  E_DIV0, EPSILON, finish, finishNumber, FormulaError, isNumberValue, raw, RichNumber, toNumberValue, toText,
  type FormulaValue, type NumberKind, type NumberValue,
} from './formula-values.ts';

function withKind(x: number, kind: NumberKind | undefined): NumberValue {
  return kind === undefined ? x : new RichNumber(x, kind);
}

function kindOf(n: NumberValue): NumberKind | undefined {
  return typeof n === 'number' ? undefined : n.kind;
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
