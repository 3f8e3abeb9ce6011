/**
 * Number text in the spellings people and spreadsheets produce: `1234.5`, `1,234.5`, `1.234,5`,
 * `1 234,5`, `1'234.5`, `12,34,567` (Indian grouping), `-5`, `−5` (U+2212), `+5`, `.5`, `1.5e3`,
 * and the trailing minus of ERP exports (`1.234,56-`).
 *
 * The decimal separator is `.` or `,`; grouping uses the other one, or a space (also NBSP, narrow
 * NBSP, thin space) or an apostrophe (`'` or `’`), one kind per value. Groups after the first hold
 * 3 digits (2 are also taken in the middle, for Indian lakh/crore grouping). Currency symbols, `%`,
 * parentheses for negatives and `_` are not part of a number: such text is not a number.
 *
 * Which separator is the decimal one is decided per column (see {@link decimalEvidence}); a value
 * like `1,234` or `1.234` (one separator, exactly three digits after it, a first group of 1–3 digits
 * other than `0`) is ambiguous on its own.
 *
 * A char scan, no regular expressions: this runs for every numeric cell.
 */

/** `.` (46) or `,` (44), or 0 when not known. */
export type DecimalCode = 46 | 44 | 0;

export const DOT = 46;
export const COMMA = 44;

// Scratch state of the last scan (single-threaded, no re-entrancy), so scanning allocates nothing.
let dots = 0;
let commas = 0;
let lastDot = -1;
let lastComma = -1;
let spaces = 0;
let lastSpace = -1;
let digitsSeen = 0;
let mantissaStart = 0;
let mantissaEnd = 0;
let expStart = -1;
let unicodeMinus = false;
let trailingMinus = false;

function isSpaceGroup(c: number): boolean {
  return c === 32 || c === 0xa0 || c === 0x202f || c === 0x2009 || c === 39 || c === 0x2019;
}

/** Scans `s`; false when it cannot be a number whatever the separators mean. */
function scan(s: string): boolean {
  let n = s.length;
  let i = 0;
  unicodeMinus = false;
  trailingMinus = false;
  if (n === 0) return false;
  const c0 = s.charCodeAt(0);
  if (c0 === 43 || c0 === 45) i = 1;
  else if (c0 === 0x2212) {
    i = 1;
    unicodeMinus = true;
  } else if (n > 1 && (s.charCodeAt(n - 1) === 45 || s.charCodeAt(n - 1) === 0x2212)) {
    // SAP and other ERP exports write negatives with a trailing minus: `1.234,56-`.
    trailingMinus = true;
    n -= 1;
  }
  mantissaStart = i;
  dots = 0; commas = 0; spaces = 0; digitsSeen = 0;
  lastDot = -1; lastComma = -1; lastSpace = -1; expStart = -1;
  for (; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) digitsSeen++;
    else if (c === DOT) { dots++; lastDot = i; }
    else if (c === COMMA) { commas++; lastComma = i; }
    else if (isSpaceGroup(c)) { spaces++; lastSpace = i; }
    else if ((c === 101 || c === 69) && digitsSeen > 0) { expStart = i; break; }
    else return false;
  }
  mantissaEnd = expStart >= 0 ? expStart : n;
  if (digitsSeen === 0) return false;
  if (expStart >= 0) {
    if (trailingMinus) return false;
    let j = expStart + 1;
    const sc = s.charCodeAt(j);
    if (sc === 43 || sc === 45) j++;
    if (j >= n) return false;
    for (; j < n; j++) {
      const c = s.charCodeAt(j);
      if (c < 48 || c > 57) return false;
    }
  }
  return true;
}

/**
 * The decimal separator a single `.`/`,` at `pos` must be, from this value alone, or 0 when the
 * value is ambiguous (`1,234`). Called after {@link scan}.
 */
function singleSeparatorEvidence(s: string, pos: number, sep: number): DecimalCode {
  // A value that already groups with spaces/apostrophes uses this separator as its decimal.
  if (spaces > 0) return sep as DecimalCode;
  const after = mantissaEnd - pos - 1;
  if (after !== 3) return sep as DecimalCode;
  const before = pos - mantissaStart;
  if (before === 0 || before > 3) return sep as DecimalCode;
  if (before === 1 && s.charCodeAt(mantissaStart) === 48) return sep as DecimalCode;
  return 0;
}

/** The evidence of the scanned value (see {@link decimalEvidence}); call after a successful scan. */
function scannedEvidence(s: string): DecimalCode {
  if (dots > 0 && commas > 0) return lastDot > lastComma ? DOT : COMMA;
  if (dots + commas === 0) return 0;
  if (dots > 1) return COMMA;
  if (commas > 1) return DOT;
  return dots === 1 ? singleSeparatorEvidence(s, lastDot, DOT) : singleSeparatorEvidence(s, lastComma, COMMA);
}

// What the last parseNumberText call saw: the value's own evidence, and whether it had a `.`/`,`.
let lastEvidence: DecimalCode = 0;
let lastHadSeparator = false;

/** The decimal separator the last {@link parseNumberText} value showed by itself (0: none). */
export function lastDecimalEvidence(): DecimalCode {
  return lastEvidence;
}

/** Whether the last {@link parseNumberText} value held a `.` or `,` (so the column's separator mattered). */
export function lastValueHadSeparator(): boolean {
  return lastHadSeparator;
}

/**
 * What this text tells about the column's decimal separator: `.` (46), `,` (44), or 0 when it
 * tells nothing (no separator, the ambiguous `1,234` form, or not a valid number).
 * Examples: `1.234,56` → `,`; `1,234.56` → `.`; `1,234,567` → `.`; `1,5` → `,`; `0,123` → `,`.
 */
export function decimalEvidence(s: string): DecimalCode {
  return Number.isNaN(parseNumberText(s, 0, 0)) ? 0 : lastEvidence;
}

/** Checks the sizes of the digit groups in `s[start, end)` split at `sep` (a char code or space class). */
function groupsValid(s: string, start: number, end: number, sep: number): boolean {
  let groupLen = 0;
  let groups = 0;
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    const isSep = sep === 32 ? isSpaceGroup(c) : c === sep;
    if (!isSep) {
      groupLen++;
      continue;
    }
    if (groups === 0) {
      if (groupLen < 1 || groupLen > 3) return false;
    } else if (groupLen !== 3 && groupLen !== 2) return false;
    groups++;
    groupLen = 0;
  }
  return groups === 0 || groupLen === 3;
}

/** 10^0 … 10^15, all exact doubles. */
const POWERS_OF_TEN = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];

/**
 * `Number(s)` for scanned plain text of at most 15 digits, an optional sign and at most one `.` at
 * `decPos` (-1: none), without the generic string-to-double conversion: the digits as an integer
 * m < 10^15 and the power of ten are exact doubles, and one IEEE division of exact operands is
 * correctly rounded, so m / 10^k is the double nearest the decimal, which is what `Number` returns
 * (Clinger's fast path). Property-tested against `Number` in ./number-parse.test.ts.
 */
function shortDecimal(s: string, decPos: number): number {
  let m = 0;
  for (let i = mantissaStart; i < mantissaEnd; i++) {
    const c = s.charCodeAt(i);
    if (c !== DOT) m = m * 10 + (c - 48);
  }
  const value = decPos < 0 ? m : m / POWERS_OF_TEN[mantissaEnd - decPos - 1];
  return s.charCodeAt(0) === 45 ? -value : value;
}

/**
 * Parses number text. `decimal` is the column's decimal separator when known; `fallback` decides
 * an ambiguous single separator when it is not (`.`/`,` as decimal, or 0 to read it as grouping,
 * which int columns do: `1.234` → 1234). Returns NaN when the text is not a number, or contradicts
 * `decimal` (`1,234.5` in a column that writes `1.234,5`). Infinity stays Infinity (caller rejects).
 */
export function parseNumberText(s: string, decimal: DecimalCode, fallback: DecimalCode): number {
  lastEvidence = 0;
  lastHadSeparator = false;
  // Digits only (ids, quantities): what the full scan below concludes for them, without it.
  const n = s.length;
  if (n > 0 && n <= 15) {
    let m = 0;
    let i = 0;
    for (; i < n; i++) {
      const c = s.charCodeAt(i);
      if (c < 48 || c > 57) break;
      m = m * 10 + (c - 48);
    }
    if (i === n) return m;
  }
  if (!scan(s)) return NaN;
  if (dots + commas > 0) {
    lastHadSeparator = true;
    lastEvidence = scannedEvidence(s);
  }
  let decPos = -1;
  let group = 0; // char code of the grouping separator, 32 for the space/apostrophe class
  if (dots > 0 && commas > 0) {
    const decChar = lastDot > lastComma ? DOT : COMMA;
    if ((decChar === DOT ? dots : commas) > 1) return NaN;
    if (decimal !== 0 && decChar !== decimal) return NaN;
    decPos = decChar === DOT ? lastDot : lastComma;
    group = decChar === DOT ? COMMA : DOT;
  } else if (dots + commas > 0) {
    const sep = dots > 0 ? DOT : COMMA;
    const count = dots + commas;
    const pos = sep === DOT ? lastDot : lastComma;
    let isDecimal: boolean;
    if (count > 1) {
      if (sep === decimal) return NaN; // grouping with the column's decimal separator
      isDecimal = false;
    }
    else if (decimal !== 0) isDecimal = sep === decimal;
    else isDecimal = lastEvidence !== 0 || fallback === sep;
    if (isDecimal) decPos = pos;
    else group = sep;
  }
  if (spaces > 0) {
    if (group !== 0) return NaN; // two kinds of grouping in one value
    group = 32;
    if (decPos >= 0 && lastSpace > decPos) return NaN;
  }
  const intEnd = decPos >= 0 ? decPos : mantissaEnd;
  if (group !== 0) {
    if (!groupsValid(s, mantissaStart, intEnd, group)) return NaN;
    if (decPos >= 0 && group !== 32 && (group === DOT ? lastDot : lastComma) > decPos) return NaN;
  }
  // Plain JavaScript number syntax needs no rewriting.
  if (group === 0 && (decPos < 0 || s.charCodeAt(decPos) === DOT) && !unicodeMinus && !trailingMinus) {
    return expStart < 0 && digitsSeen <= 15 ? shortDecimal(s, decPos) : Number(s);
  }
  let text = s.charCodeAt(0) === 45 || unicodeMinus || trailingMinus ? '-' : '';
  for (let i = mantissaStart; i < mantissaEnd; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) text += s[i];
    else if (i === decPos) text += '.';
  }
  if (expStart >= 0) text += s.slice(expStart);
  return Number(text);
}
