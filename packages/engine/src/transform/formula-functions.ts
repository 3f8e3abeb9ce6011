/**
 * Spreadsheet functions of the compiled fast path, each giving exactly what HyperFormula 3.5 gives
 * with Ferry's configuration (./hyperformula-runner.ts) — including its argument coercions, the
 * order in which argument errors win (first argument first) and its quirks (INT truncates toward
 * zero; SUM/MIN/MAX skip text and logicals in a `{Column}` reference but coerce them elsewhere).
 *
 * Every function takes evaluated arguments (`undefined` = argument not given, so its default
 * applies; `null` = empty) and returns a finished FormulaValue. IF, IFERROR and IFNA evaluate only
 * the branch they need, so they are generated inline by ./formula-codegen.ts instead.
 *
 * REPT and SUBSTITUTE follow Ferry's guarded definitions, which HyperFormula also uses through
 * ./hyperformula-plugin.ts: results longer than 32,767 characters are #VALUE!, and SUBSTITUTE
 * with an empty search text returns the text unchanged (as Excel does).
 */
import { dateOfSerial, isValidDate, MAX_SERIAL, parseDateTimeText, serialOf } from './formula-dates.ts';
import { formatText } from './formula-text-format.ts';
import { addRaw } from './formula-operators.ts';
import {
  E_DIV0, E_NA, E_NUM, E_VALUE, finish, finishNumber, FormulaError, isNumberValue, plain, RichNumber,
  textToNumber, toLogicalArg, toNumber, toNumberValue, toText, type FormulaValue,
} from './formula-values.ts';

type V = FormulaValue;
type Arg = FormulaValue | undefined;

/** The longest text REPT and SUBSTITUTE may produce (the spreadsheet cell limit). */
export const MAX_TEXT_RESULT = 32_767;

function num(v: Arg, fallback?: number): number | FormulaError {
  return v === undefined ? (fallback as number) : toNumber(v);
}

// --- text -------------------------------------------------------------------------------------

const LEN = (a: V): V => { const s = toText(a); return typeof s === 'string' ? s.length : s; };
const LOWER = (a: V): V => { const s = toText(a); return typeof s === 'string' ? s.toLowerCase() : s; };
const UPPER = (a: V): V => { const s = toText(a); return typeof s === 'string' ? s.toUpperCase() : s; };
const TRIM = (a: V): V => {
  const s = toText(a);
  return typeof s === 'string' ? s.replace(/^ +/, '').replace(/ +$/, '').replace(/ +/g, ' ') : s;
};
/** PROPER: the first character of every run of letters upper-cased, the rest of the run lower. */
export function proper(s: string): string {
  const lower = s.toLowerCase();
  let out = '';
  let from = 0;
  let inWord = false;
  for (let i = 0; i < lower.length; i++) {
    const c = lower.charCodeAt(i);
    if (c >= 128) return s.replace(/\p{L}+/gu, (w) => w.charAt(0).toUpperCase() + w.substring(1).toLowerCase());
    const letter = c >= 97 && c <= 122;
    if (letter && !inWord) {
      out += lower.slice(from, i) + String.fromCharCode(c - 32);
      from = i + 1;
    }
    inWord = letter;
  }
  return from === 0 ? lower : out + lower.slice(from);
}

const PROPER = (a: V): V => {
  const s = toText(a);
  return typeof s === 'string' ? proper(s) : s;
};
const CLEAN = (a: V): V => {
  const s = toText(a);
  // eslint-disable-next-line no-control-regex
  return typeof s === 'string' ? s.replace(/[\u0000-\u001F]/g, '') : s;
};
const EXACT = (a: V, b: V): V => {
  const x = toText(a);
  if (x instanceof FormulaError) return x;
  const y = toText(b);
  return y instanceof FormulaError ? y : x === y;
};

const LEFT = (a: V, b: Arg): V => {
  const s = toText(a);
  if (s instanceof FormulaError) return s;
  const n = num(b, 1);
  if (n instanceof FormulaError) return n;
  return n < 0 ? E_VALUE : s.slice(0, n);
};

const RIGHT = (a: V, b: Arg): V => {
  const s = toText(a);
  if (s instanceof FormulaError) return s;
  const n = num(b, 1);
  if (n instanceof FormulaError) return n;
  if (n < 0) return E_VALUE;
  return n === 0 ? '' : s.slice(-n);
};

const MID = (a: V, b: V, c: V): V => {
  const s = toText(a);
  if (s instanceof FormulaError) return s;
  const start = toNumber(b);
  if (start instanceof FormulaError) return start;
  const n = toNumber(c);
  if (n instanceof FormulaError) return n;
  if (start < 1 || n < 0) return E_VALUE;
  return s.substring(start - 1, start + n - 1);
};

const REPLACE = (a: V, b: V, c: V, d: V): V => {
  const s = toText(a);
  if (s instanceof FormulaError) return s;
  const start = toNumber(b);
  if (start instanceof FormulaError) return start;
  const n = toNumber(c);
  if (n instanceof FormulaError) return n;
  const insert = toText(d);
  if (insert instanceof FormulaError) return insert;
  if (start < 1 || n < 0) return E_VALUE;
  return s.substring(0, start - 1) + insert + s.substring(start + n - 1);
};

/** REPT with Ferry's guard (see the module docstring). */
export function rept(s: string, count: number): string | FormulaError {
  if (count < 0) return E_VALUE;
  if (s === '') return '';
  if (s.length * Math.trunc(count) > MAX_TEXT_RESULT) return E_VALUE;
  return s.repeat(count);
}

const REPT = (a: V, b: V): V => {
  const s = toText(a);
  if (s instanceof FormulaError) return s;
  const n = toNumber(b);
  return n instanceof FormulaError ? n : rept(s, n);
};

/** SUBSTITUTE with Ferry's guard: literal replacement, '' search → unchanged, long → #VALUE!. */
export function substitute(s: string, search: string, replacement: string, occurrence: number | undefined): string | FormulaError {
  if (occurrence !== undefined && occurrence < 1) return E_VALUE;
  if (search === '') return s;
  let out: string;
  if (occurrence === undefined) {
    const parts = s.split(search);
    // Measured before joining: 30,000 replacements of 30,000 characters must not be built.
    if (s.length + (parts.length - 1) * (replacement.length - search.length) > MAX_TEXT_RESULT) return E_VALUE;
    out = parts.join(replacement);
  } else {
    // Only a whole occurrence number can name an occurrence (as in HyperFormula).
    if (!Number.isInteger(occurrence)) return s;
    let at = -search.length;
    for (let i = 0; i < occurrence; i++) {
      at = s.indexOf(search, at + search.length);
      if (at < 0) return s;
    }
    out = s.slice(0, at) + replacement + s.slice(at + search.length);
  }
  return out.length > MAX_TEXT_RESULT ? E_VALUE : out;
}

const SUBSTITUTE = (a: V, b: V, c: V, d: Arg): V => {
  const s = toText(a);
  if (s instanceof FormulaError) return s;
  const search = toText(b);
  if (search instanceof FormulaError) return search;
  const replacement = toText(c);
  if (replacement instanceof FormulaError) return replacement;
  const occurrence = d === undefined ? undefined : toNumber(d);
  if (occurrence instanceof FormulaError) return occurrence;
  return substitute(s, search, replacement, occurrence);
};

const FIND = (a: V, b: V, c: Arg): V => {
  const pattern = toText(a);
  if (pattern instanceof FormulaError) return pattern;
  const s = toText(b);
  if (s instanceof FormulaError) return s;
  const start = num(c, 1);
  if (start instanceof FormulaError) return start;
  if (start < 1 || start > s.length) return E_VALUE;
  const index = s.substring(start - 1).indexOf(pattern) + start;
  return index > 0 ? index : E_VALUE;
};

const SEARCH = (a: V, b: V, c: Arg): V => {
  const pattern = toText(a);
  if (pattern instanceof FormulaError) return pattern;
  const s = toText(b);
  if (s instanceof FormulaError) return s;
  const start = num(c, 1);
  if (start instanceof FormulaError) return start;
  if (start < 1 || start > s.length) return E_VALUE;
  // Wildcards are off in Ferry's HyperFormula configuration: a plain case-insensitive search.
  const index = s.substring(start - 1).toLowerCase().indexOf(pattern.toLowerCase());
  return index > -1 ? index + start : E_VALUE;
};

const TEXT = (a: V, b: V): V => {
  const n = toNumber(a);
  if (n instanceof FormulaError) return n;
  const format = toText(b);
  return format instanceof FormulaError ? format : formatText(n, format);
};

const CHAR = (a: V): V => {
  const n = toNumber(a);
  if (n instanceof FormulaError) return n;
  return n < 1 || n >= 256 ? E_VALUE : String.fromCharCode(Math.trunc(n));
};

const CODE = (a: V): V => {
  const s = toText(a);
  if (s instanceof FormulaError) return s;
  return s.length === 0 ? E_VALUE : s.charCodeAt(0);
};

const T = (a: V): V => (a instanceof FormulaError ? a : typeof a === 'string' ? a : '');

const VALUE = (a0: V): V => {
  const a = plain(a0);
  if (a instanceof FormulaError || typeof a === 'number') return a;
  if (typeof a !== 'string') return E_VALUE;
  const trimmed = a.trim();
  const negative = /^\(([^()]+)\)$/.exec(trimmed);
  if (negative) {
    const inner = numberOfText(negative[1]);
    // A subtyped number inside parentheses negates to NaN in HyperFormula, hence #NUM!.
    if (inner !== undefined) return typeof inner === 'number' ? finishNumber(-inner) : E_NUM;
  }
  const n = numberOfText(trimmed);
  return n === undefined ? E_VALUE : finish(n);
};

function numberOfText(s: string): number | RichNumber | undefined {
  const trimmed = s.trim();
  return trimmed === '' ? undefined : textToNumber(trimmed);
}

// --- numbers ----------------------------------------------------------------------------------

function rounding(mode: (x: number) => number) {
  return (a: V, b: Arg): V => {
    const x = toNumber(a);
    if (x instanceof FormulaError) return x;
    const places = num(b, 0);
    if (places instanceof FormulaError) return places;
    const m = Math.pow(10, places);
    return finishNumber(x < 0 ? -mode(-x * m) / m : mode(x * m) / m);
  };
}

const ROUND = rounding(Math.round);
const ROUNDUP = rounding(Math.ceil);
const ROUNDDOWN = rounding(Math.floor);

const INT = (a: V): V => {
  const x = toNumber(a);
  if (x instanceof FormulaError) return x;
  return finishNumber(x < 0 ? -Math.floor(-x) : Math.floor(x));
};

const ABS = (a: V): V => { const x = toNumber(a); return x instanceof FormulaError ? x : finishNumber(Math.abs(x)); };

const POWER = (a: V, b: V): V => {
  const x = toNumber(a);
  if (x instanceof FormulaError) return x;
  const y = toNumber(b);
  return y instanceof FormulaError ? y : finishNumber(Math.pow(x, y));
};

/**
 * One argument of SUM/MIN/MAX: a `{Column}` reference counts only numbers and errors; any other
 * argument is coerced to a number (text that is no number is #VALUE!). undefined = skipped.
 */
function aggregateArg(v: V, isReference: boolean): number | FormulaError | undefined {
  if (typeof v === 'number') return v;
  if (v instanceof RichNumber) return v.v;
  if (v instanceof FormulaError) return v;
  if (isReference) return undefined;
  const n = toNumberValue(v);
  return n instanceof RichNumber ? n.v : n;
}

/** SUM step: `acc` is the running sum or the first error. */
export function sumStep(acc: number | FormulaError, v: V, isReference: boolean): number | FormulaError {
  if (acc instanceof FormulaError) return acc;
  const x = aggregateArg(v, isReference);
  return x === undefined ? acc : x instanceof FormulaError ? x : addRaw(acc, x);
}

export function maxStep(acc: number | FormulaError, v: V, isReference: boolean): number | FormulaError {
  if (acc instanceof FormulaError) return acc;
  const x = aggregateArg(v, isReference);
  return x === undefined ? acc : x instanceof FormulaError ? x : Math.max(acc, x);
}

export function minStep(acc: number | FormulaError, v: V, isReference: boolean): number | FormulaError {
  if (acc instanceof FormulaError) return acc;
  const x = aggregateArg(v, isReference);
  return x === undefined ? acc : x instanceof FormulaError ? x : Math.min(acc, x);
}

/** End of MIN/MAX: no number at all gives 0. */
export function extremeEnd(acc: number | FormulaError): V {
  if (acc instanceof FormulaError) return acc;
  return Number.isFinite(acc) ? finishNumber(acc) : 0;
}

export function sumEnd(acc: number | FormulaError): V {
  return acc instanceof FormulaError ? acc : finishNumber(acc);
}

// --- logic and information --------------------------------------------------------------------

/** AND/OR step: `acc` is the running result or the first error. */
export function andStep(acc: boolean | FormulaError, v: V): boolean | FormulaError {
  if (acc instanceof FormulaError) return acc;
  const b = toLogicalArg(v);
  return b instanceof FormulaError ? b : acc && b;
}

export function orStep(acc: boolean | FormulaError, v: V): boolean | FormulaError {
  if (acc instanceof FormulaError) return acc;
  const b = toLogicalArg(v);
  return b instanceof FormulaError ? b : acc || b;
}

const NOT = (a: V): V => { const b = toLogicalArg(a); return b instanceof FormulaError ? b : !b; };

const ISBLANK = (a: V): V => a === null;
const ISNUMBER = (a: V): V => isNumberValue(a);
const ISTEXT = (a: V): V => typeof a === 'string';
const ISNONTEXT = (a: V): V => typeof a !== 'string';
const ISLOGICAL = (a: V): V => typeof a === 'boolean';
const ISERROR = (a: V): V => a instanceof FormulaError;
const ISNA = (a: V): V => a instanceof FormulaError && a.code === 'NA';
const ISERR = (a: V): V => a instanceof FormulaError && a.code !== 'NA';

const N = (a0: V): V => {
  const a = plain(a0);
  if (a instanceof FormulaError || typeof a === 'number') return a;
  return typeof a === 'boolean' ? (a ? 1 : 0) : 0;
};

const NA = (): V => E_NA;

// --- dates ------------------------------------------------------------------------------------

const DATE = (a: V, b: V, c: V): V => {
  const yearArg = toNumber(a);
  if (yearArg instanceof FormulaError) return yearArg;
  const monthArg = toNumber(b);
  if (monthArg instanceof FormulaError) return monthArg;
  const dayArg = toNumber(c);
  if (dayArg instanceof FormulaError) return dayArg;
  let year = Math.trunc(yearArg);
  let month = Math.trunc(monthArg);
  const day = Math.trunc(dayArg);
  if (year < 1900) year += 1900;
  const carry = Math.floor((month - 1) / 12);
  year += carry;
  month -= carry * 12;
  const first = { year, month, day: 1 };
  if (!isValidDate(first)) return E_VALUE;
  const serial = serialOf(first) + (day - 1);
  if (!(serial >= 0 && serial <= MAX_SERIAL)) return E_NUM;
  return finish(new RichNumber(serial, 'DATE'));
};

function datePart(part: 'year' | 'month' | 'day') {
  return (a: V): V => {
    const n = toNumber(a);
    if (n instanceof FormulaError) return n;
    if (n < 0) return E_NUM;
    return dateOfSerial(n)[part];
  };
}

/**
 * DATEVALUE: the date serial of date text (HyperFormula's configured date formats, as VALUE reads
 * them); the time part is dropped (a time alone gives 0); text that is no date is #VALUE!.
 */
const DATEVALUE = (a: V): V => {
  const text = toText(a);
  if (text instanceof FormulaError) return text;
  const parsed = parseDateTimeText(text);
  if (parsed === undefined) return E_VALUE;
  const serial = parsed.kind === 'TIME' ? 0 : Math.trunc(parsed.v);
  return finish(new RichNumber(serial, 'DATE'));
};

/** MOD: the remainder with the divisor's sign (HyperFormula's floored remainder); #DIV/0! for 0. */
const MOD = (a: V, b: V): V => {
  const dividend = toNumber(a);
  if (dividend instanceof FormulaError) return dividend;
  const divisor = toNumber(b);
  if (divisor instanceof FormulaError) return divisor;
  if (divisor === 0) return E_DIV0;
  const truncated = dividend % divisor;
  return finishNumber(truncated === 0 || (truncated < 0) === (divisor < 0) ? truncated : truncated + divisor);
};

/**
 * CHOOSE's index: the number the value reads as (as HyperFormula coerces it), else its error. The
 * generated code picks the value whose position equals it; any other number (below 1, not whole,
 * past the values given) picks none: #NUM!, as in HyperFormula.
 */
const chooseIndex = (v: V): number | FormulaError => toNumber(v);

const YEAR = datePart('year');
const MONTH = datePart('month');
const DAY = datePart('day');

/**
 * The fast-path functions by name. Variadic CONCATENATE/CONCAT/SUM/MIN/MAX/AND/OR and the lazy
 * IF/IFERROR/IFNA/CHOOSE/TRUE/FALSE are generated inline by the code generator from the step
 * helpers above.
 */
export const FAST_FUNCTIONS: Record<string, (...args: V[]) => V> = {
  LEN, LOWER, UPPER, TRIM, PROPER, CLEAN, EXACT, LEFT, RIGHT, MID, REPLACE, REPT, SUBSTITUTE, FIND,
  SEARCH, TEXT, CHAR, CODE, T, VALUE, ROUND, ROUNDUP, ROUNDDOWN, INT, ABS, POWER, NOT, ISBLANK,
  ISNUMBER, ISTEXT, ISNONTEXT, ISLOGICAL, ISERROR, ISNA, ISERR, N, NA, DATE, YEAR, MONTH, DAY,
  DATEVALUE, MOD,
};

/** Functions the code generator builds inline. */
export const INLINE_FUNCTIONS = new Set([
  'CONCATENATE', 'CONCAT', 'SUM', 'MIN', 'MAX', 'AND', 'OR', 'IF', 'IFERROR', 'IFNA', 'CHOOSE', 'TRUE', 'FALSE',
]);

/** Whether a function has a compiled implementation. */
export function isFastFunction(name: string): boolean {
  return name in FAST_FUNCTIONS || INLINE_FUNCTIONS.has(name);
}

/** Helpers the generated code calls, by the names it uses. */
export const RUNTIME_HELPERS = { sumStep, maxStep, minStep, sumEnd, extremeEnd, andStep, orStep, chooseIndex };
