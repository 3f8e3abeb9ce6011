/**
 * Value profiling for column matching: what share of a sample of an input column's values would
 * parse as a TDM column's type? A cheap, permissive check (the validator does the real typing);
 * it only has to tell "a column of e-mails" from "a column of dates" or "a column of names".
 */
import { electronicFormatIBAN, isValidBIC, validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import { isoCountries, validatorIsEmail, validatorIsUrl } from '../validate/lazy-libraries.ts';
import type { CellValue, ColumnType, TdmColumn } from '../types.ts';
import { cellText } from '../header/cell-kind.ts';

/** Types whose values alone say much about a column: a column full of them can be matched by values. */
export const DISTINCTIVE_TYPES: ReadonlySet<ColumnType> = new Set<ColumnType>([
  'email', 'url', 'iban', 'bic', 'gtin', 'phone', 'date', 'datetime', 'time', 'category', 'currency_code', 'country_code_alpha_2', 'country_code_alpha_3',
]);

/** Non-empty sample values needed before a profile counts. */
export const MIN_PROFILE_VALUES = 3;

const INT = /^[-+]?\d{1,3}(?:[,.' \u00A0]\d{3})*$|^[-+]?\d+$/;
const FLOAT = /^[-+]?(?:\d{1,3}(?:[,.' \u00A0]\d{3})*|\d+)?(?:[.,]\d+)?(?:[eE][-+]?\d+)?$/;
const PERCENT = /^[-+]?\d+(?:[.,]\d+)?\s?%$/;
const BOOLEAN = /^(?:true|false|yes|no|y|n|ja|nein|wahr|falsch|0|1|x|oui|non|vrai|faux|s[ií]|verdadero|falso|vero|nee|waar|onwaar|sim|n[aã]o|verdadeiro)$/i;
/**
 * The date part of a date or date-time as exports write it: ISO (`2026-03-01`), with slashes
 * (`2026/03/01`), day-month-year or month-day-year with `.`, `/` or `-` (`01.03.2026`,
 * `3/1/26`), a month name in any of the seven languages (`1 mars 2026`, `1. März 2026`,
 * `11/May/24`, `01-Mar-2026`, `March 1, 2026`), or eight digits that are a year of 1900–2099, a
 * month and a day (`20260301`; not `73181595`, a customs tariff number, or any other eight-digit code).
 */
const DATE_PART =
  '(?:\\d{4}-\\d{1,2}-\\d{1,2}|\\d{4}/\\d{1,2}/\\d{1,2}|\\d{1,2}[./-]\\d{1,2}[./-]\\d{2,4}|\\d{1,2}\\.? (?:\\p{L}{3,10}\\.?) \\d{2,4}|\\d{1,2}[/-]\\p{L}{3,10}\\.?[/-]\\d{2,4}|(?:\\p{L}{3,10}\\.?) \\d{1,2},? \\d{4}|(?:19|20)\\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\\d|3[01]))';
/**
 * A time after a date, optionally with AM/PM and a zone: `Z`, an offset (`+01:00`), or a zone's
 * name or abbreviation (`UTC`, `GMT+1`, `CET`, `PDT`), as exports stamp their times.
 */
const TIME_PART = '\\d{1,2}:\\d{2}(?::\\d{2}(?:[.,]\\d+)?)?(?:\\s?[AaPp]\\.?[Mm]\\.?)?(?:\\s?(?:Z|[+-]\\d{2}:?\\d{2}|(?:UTC|GMT)(?:[+-]\\d{1,2}(?::?\\d{2})?)?|[A-Z]{3,4}))?';
const DATE = new RegExp(`^${DATE_PART}$`, 'iu');
const DATETIME = new RegExp(`^${DATE_PART}(?:T|,? | um | à | a las | alle | om | às )${TIME_PART}$`, 'iu');
const TIME = /^\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s?(?:[AaPp][Mm])?$/;
const PHONE = /^\+?[\d\s().\-/]{6,24}$/;
/** A duration written in hours and minutes (`7:30`, `12:05:00`). */
const DURATION = /^\d{1,3}:[0-5]\d(?::[0-5]\d)?$/;
/** A column named by a unit or span of time (`hours`, `duration_minutes`), which may hold durations. */
const TIME_UNIT_NAME = /hour|minute|duration|time spent/iu;
const GTIN = /^(?:\d{8}|\d{12,14})$/;

const CURRENCY_AROUND = /^\s*(?:[€$£¥₣₤]|[A-Z]{3})\s*|\s*(?:[€$£¥₣₤]|[A-Z]{3})\s*$/g;

/** A number as money is written: a currency symbol or ISO code before or after it is ignored. */
function amount(text: string): string {
  return text.replace(CURRENCY_AROUND, '');
}

/** A number read loosely (thousands separators dropped, decimal comma read), NaN when not one. */
function roughNumber(text: string): number {
  const t = text.replace(/[\s'\u00A0]/g, '');
  const lastSep = Math.max(t.lastIndexOf('.'), t.lastIndexOf(','));
  if (lastSep < 0) return Number(t);
  const decimals = t.length - lastSep - 1;
  // (A separator is there: lastSep found one.)
  if (decimals === 3 && !/^[-+]?0[.,]/.test(t)) return Number(t.replace(/[.,]/g, ''));
  return Number(`${t.slice(0, lastSep).replace(/[.,]/g, '')}.${t.slice(lastSep + 1)}`);
}

let currencies: Set<string> | null = null;
function isCurrency(text: string): boolean {
  currencies ??= new Set(Intl.supportedValuesOf('currency'));
  return currencies.has(text.toUpperCase());
}

function gtinCheck(digits: string): boolean {
  let sum = 0;
  for (let i = digits.length - 2, weight = 3; i >= 0; i--, weight = 4 - weight) sum += Number(digits[i]) * weight;
  return (10 - (sum % 10)) % 10 === Number(digits[digits.length - 1]);
}

function optionMatcher(column: TdmColumn): (text: string) => boolean {
  const names = new Set<string>();
  for (const option of column.optionConfiguration?.options ?? []) {
    names.add(option.value.trim().toLowerCase());
    names.add(option.label.trim().toLowerCase());
    for (const alt of option.alternativeMatches ?? []) names.add(alt.trim().toLowerCase());
  }
  return (text) => names.has(text.toLowerCase());
}

/** A test for one value of `column`'s type, or null when the type says nothing (string). */
function valueTest(column: TdmColumn): ((value: CellValue, text: string) => boolean) | null {
  switch (column.columnType) {
    case 'string': return null;
    case 'int': return (v, t) => (typeof v === 'number' ? Number.isInteger(v) : INT.test(amount(t)));
    // A share written with its sign (`85 %`) is a number too: a float column may hold percentages;
    // and a column of hours or minutes may hold durations written `7:30`.
    case 'float': {
      const time = TIME_UNIT_NAME.test(`${column.key} ${column.label ?? ''}`);
      return (v, t) => typeof v === 'number' || (FLOAT.test(amount(t)) && /\d/.test(t)) || PERCENT.test(t) || (time && DURATION.test(t));
    }
    // A rate is at most 100 (or a share at most 1): "12.345,67" is an amount, not a percentage.
    case 'percentage': return (v, t) => (typeof v === 'number' ? Math.abs(v) <= 100 : PERCENT.test(t) || (FLOAT.test(t) && /\d/.test(t) && Math.abs(roughNumber(t)) <= 100));
    case 'boolean': return (v, t) => typeof v === 'boolean' || BOOLEAN.test(t);
    // A date-time fits a date column: exports stamp dates with a time (`01.03.2026 00:00:00 UTC`),
    // which the column leaves out; and a date fits a date-time column (at midnight). Neither
    // contradicts the column; each counts less as evidence for it (see `exact` below).
    case 'date': return (v, t) => v instanceof Date || DATE.test(t) || DATETIME.test(t);
    // A time of day fits a date-time column too (its date in another column: `Start` of `09:00`
    // beside `Date`), as a date does: neither is evidence of its own (see `exact` below).
    case 'datetime': return (v, t) => v instanceof Date || DATETIME.test(t) || DATE.test(t) || TIME.test(t);
    case 'time': return (v, t) => TIME.test(t) || (v instanceof Date && v.getUTCFullYear() <= 1900);
    case 'email': return (_v, t) => t.includes('@') && validatorIsEmail(t);
    // Cheap shapes first: a web address has a dot and no space; an IBAN starts with a country and two digits.
    case 'url': return (_v, t) => t.includes('.') && !/\s/u.test(t.trim()) && validatorIsUrl(t, { require_tld: true });
    case 'phone': return (_v, t) => PHONE.test(t) && digitCount(t) >= 6;
    // Letters only: the library also accepts ISO numeric codes (`004`), which are no alpha codes.
    case 'country_code_alpha_2': return (_v, t) => t.length === 2 && /^[A-Za-z]{2}$/u.test(t) && isoCountries().isValid(t.toUpperCase());
    case 'country_code_alpha_3': return (_v, t) => t.length === 3 && /^[A-Za-z]{3}$/u.test(t) && isoCountries().isValid(t.toUpperCase());
    case 'currency_code': return (_v, t) => t.length === 3 && isCurrency(t);
    case 'iban': return (_v, t) => /^\s*[A-Za-z]{2}\s?\d{2}/u.test(t) && ibanShaped(electronicFormatIBAN(t) ?? '');
    case 'bic': return (_v, t) => isValidBIC(t.replace(/\s/g, '').toUpperCase());
    case 'gtin': return (_v, t) => GTIN.test(t.replace(/[\s-]/g, '')) && gtinCheck(t.replace(/[\s-]/g, ''));
    case 'category': {
      if ((column.optionConfiguration?.options ?? []).length === 0) return null;
      const matches = optionMatcher(column);
      return (_v, t) => matches(t);
    }
    default: return null;
  }
}

/** Check-digit errors: an IBAN with one of these is still written as one (a typo, a placeholder). */
const CHECKSUM_ERRORS: ReadonlySet<ValidationErrorsIBAN> = new Set([ValidationErrorsIBAN.WrongIBANChecksum, ValidationErrorsIBAN.WrongAccountBankBranchChecksum]);

/**
 * Whether `iban` (electronic format) is written as an IBAN of its country: a known country code,
 * the country's length and BBAN format (ibantools' `validateIBAN`), check digits right or wrong.
 * For mapping, a wrong check digit still says what the column holds; validation records it as the
 * cell's error (the `iban` column type).
 */
function ibanShaped(iban: string): boolean {
  const { valid, errorCodes } = validateIBAN(iban);
  return valid || (errorCodes.length > 0 && errorCodes.every((code) => CHECKSUM_ERRORS.has(code)));
}

/** The outcome of profiling one input column against one TDM column type. */
export interface ValueProfile {
  /**
   * Share of the non-empty sample values that fit the type, 0–1: that do not contradict it (a
   * date-time fits a date column).
   */
  share: number;
  /** Non-empty values looked at. */
  values: number;
  /**
   * Share of the values that are exactly of the type, when that is less than `share` (date
   * columns: dates without a time; date-time columns: date-times), 0–1; what counts as evidence for the column rather than
   * merely no contradiction. Absent: `share`.
   */
  exact?: number;
}

/**
 * Profiles `values` (a sample of one input column) against `column`'s type. Returns null when the
 * type tells nothing (`string`) or fewer than {@link MIN_PROFILE_VALUES} values are non-empty.
 * `texts[i]`, when given, is `cellText(values[i])` computed once for all targets.
 */
export function profileValues(values: CellValue[], column: TdmColumn, texts?: readonly string[]): ValueProfile | null {
  const test = valueTest(column);
  if (!test) return null;
  const strict = column.columnType === 'date' ? (v: CellValue, t: string) => v instanceof Date || DATE.test(t)
    : column.columnType === 'datetime' ? (v: CellValue, t: string) => v instanceof Date || DATETIME.test(t)
    : column.columnType === 'phone' ? (_v: CellValue, t: string) => phoneShaped(t)
    : null;
  let seen = 0;
  let hits = 0;
  let exact = 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    const text = texts ? texts[i] : cellText(value);
    if (text === '') continue;
    seen++;
    if (text.length <= 254 && test(value, text)) {
      hits++;
      if (!strict || strict(value, text)) exact++;
    }
  }
  if (seen < MIN_PROFILE_VALUES) return null;
  // Values that are not yet options are what option mapping is for: only a fit says something.
  if (column.columnType === 'category' && hits / seen < 0.5) return null;
  return exact < hits ? { share: hits / seen, values: seen, exact: exact / seen } : { share: hits / seen, values: seen };
}

/**
 * What a text column's sampled values look like, as evidence for text targets (docs/mapping.md
 * "Values"): `categories` — a few short values repeated (a transaction type such as `LASTSCHRIFT`,
 * `GUTSCHRIFT`); `free text` — values that are nearly all different and of several words (a payment
 * reference, a comment); null when the sample is small, mostly numbers, or in between.
 */
export type TextShape = 'categories' | 'free text';

/** Share of the non-empty values that are numbers (as a float column reads them), 0–1; 0 for no values. */
export function numericShare(values: readonly CellValue[]): number {
  let seen = 0;
  let numeric = 0;
  for (const value of values) {
    const text = cellText(value).trim();
    if (text === '') continue;
    seen++;
    if (typeof value === 'number' || FLOAT.test(amount(text))) numeric++;
  }
  return seen === 0 ? 0 : numeric / seen;
}

/** Non-empty values a text shape needs. */
export const MIN_SHAPE_VALUES = 8;

/** The {@link TextShape} of a sample, with the counts that decided it (for reasons), or null. */
export function textShape(values: readonly CellValue[], cellTexts?: readonly string[]): { shape: TextShape; distinct: number; values: number } | null {
  const texts: string[] = [];
  let numeric = 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    const text = (cellTexts ? cellTexts[i] : cellText(value)).trim();
    if (text === '') continue;
    texts.push(text);
    if (typeof value === 'number' || FLOAT.test(amount(text))) numeric++;
  }
  const n = texts.length;
  if (n < MIN_SHAPE_VALUES || numeric * 2 >= n) return null;
  const lowered = new Set<string>();
  let words = 0;
  let length = 0;
  for (const t of texts) {
    lowered.add(t.toLowerCase());
    words += wordCount(t);
    length += t.length;
  }
  const distinct = lowered.size;
  if (distinct <= Math.max(2, Math.min(8, Math.floor(n / 3))) && length / n <= 40) return { shape: 'categories', distinct, values: n };
  if (distinct >= 0.8 * n && (words / n >= 2 || length / n >= 15)) return { shape: 'free text', distinct, values: n };
  // Notes people type again and again (`Weekly meeting`): too many for a list of categories, and
  // sentences — three words or more and 15 characters on average — not codes.
  if (distinct >= 0.4 * n && words / n >= 3 && length / n >= 15) return { shape: 'free text', distinct, values: n };
  return null;
}

/**
 * Whether a value that a phone column accepts is written as a phone number, not merely digits: an
 * international number (`+49 30 1234567`, `0049…`), a national one of nine digits or more that
 * begins with one zero (`0301234567`), or seven digits or more grouped by spaces, brackets,
 * hyphens, slashes or dots (`(555) 010-0100`, `01.23.45.67.89`) that is no date or decimal number
 * (`1356.400000`, one separator and digits after it).
 * A run of digits that is none of these — an order number, a tariff number, a zero-padded tag
 * (`100234`, `73181595`, `000412`) — fits a phone column but is no evidence for one.
 */
function phoneShaped(text: string): boolean {
  const s = text.trim();
  const digits = digitCount(s);
  if (s.startsWith('+')) return digits >= 7;
  if (/^\d+$/u.test(s)) return digits >= 9 && digits <= 15 && (s.startsWith('00') ? digits >= 11 : s.startsWith('0'));
  return digits >= 7 && /^[\d(][\d\s().\-/]*\d$/u.test(s) && !DATE.test(s) && !/^\d+[.,]\d+$/u.test(s);
}

/** How many ASCII digits `text` has (what `/\d/g` matches), counted without a match array. */
function digitCount(text: string): number {
  let digits = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) digits++;
  }
  return digits;
}

/** Whether a UTF-16 code unit is white space as `\s` reads it (ECMAScript WhiteSpace and LineTerminator). */
function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a)
    || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/**
 * The words of a trimmed, non-empty text: what `text.split(/\s+/u).length` counts (runs of white
 * space plus one), without the array and its strings.
 */
export function wordCount(text: string): number {
  let words = 1;
  let inSpace = false;
  for (let i = 0; i < text.length; i++) {
    const space = isSpace(text.charCodeAt(i));
    if (space && !inSpace) words++;
    inSpace = space;
  }
  return words;
}

/**
 * Value formats a text target's name or description can name (`IBAN or account number of the other
 * party`, `SEPA creditor ID of a direct debit`): the target's type is `string`, but what it holds has
 * a shape its sampled values can show.
 */
export type NamedFormat = 'iban' | 'bic' | 'email' | 'url' | 'creditor_id';

/** Words of each format, as {@link NamedFormat} finds them among a target's tokens (./header-tokens.ts). */
export const FORMAT_WORDS: ReadonlyArray<readonly [NamedFormat, readonly string[]]> = [
  ['iban', ['iban']],
  ['bic', ['bic', 'swift']],
  ['email', ['email']],
  ['url', ['url']],
  // A creditor's identifier: both words must be there (`creditor id`, `creditor identifier`).
  ['creditor_id', ['creditor', 'id']],
];

/** What the values of each format are, in words (for reasons). */
export const FORMAT_NAMES: Record<NamedFormat, string> = {
  iban: 'IBANs', bic: 'BICs', email: 'e-mail addresses', url: 'web addresses', creditor_id: 'SEPA creditor identifiers',
};

/**
 * A SEPA creditor identifier (EPC262-08): country, two check digits, a three-character business
 * code that the check ignores, then the national identifier; the check is ISO 7064 mod 97-10 over
 * the national identifier, country and check digits (`DE98ZZZ09999999999`).
 */
export function isCreditorId(text: string): boolean {
  const id = text.replace(/\s/gu, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$/u.test(id)) return false;
  const rearranged = `${id.slice(7)}${id.slice(0, 4)}`;
  let rest = 0;
  for (const ch of rearranged) {
    const digits = ch >= 'A' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of digits) rest = (rest * 10 + (d.charCodeAt(0) - 48)) % 97;
  }
  return rest === 1;
}

/** {@link profileValues} for a {@link NamedFormat}: the share of non-empty sampled values of that format, or null for a small sample. */
export function profileFormat(values: CellValue[], format: NamedFormat, texts?: readonly string[]): ValueProfile | null {
  if (format !== 'creditor_id') return profileValues(values, { key: format, label: format, columnType: format }, texts);
  return profileWith(values, texts, (text) => text.length <= 40 && isCreditorId(text));
}

/** The share of non-empty sampled values that pass `test` (their text), or null for a small sample. */
function profileWith(values: CellValue[], texts: readonly string[] | undefined, test: (text: string) => boolean): ValueProfile | null {
  let seen = 0;
  let hits = 0;
  for (let i = 0; i < values.length; i++) {
    const text = texts ? texts[i] : cellText(values[i]);
    if (text === '') continue;
    seen++;
    if (test(text)) hits++;
  }
  return seen < MIN_PROFILE_VALUES ? null : { share: hits / seen, values: seen };
}

/**
 * The shape of a value: letters → `A`, digits → `9`, white space → one space, each run of one class
 * written once, other characters as written (`K-10023` → `A-9`, `ORD/2026/0001` → `A/9/9`,
 * `+49 30 1234567` → `+9 9 9`).
 */
export function valueShape(text: string): string {
  return text.trim().replace(/\p{L}+/gu, 'A').replace(/\p{N}+/gu, '9').replace(/\s+/gu, ' ');
}

/**
 * The shape of a TDM column's `example` as evidence of what the column holds ({@link valueShape}),
 * or null when the example says little about a shape: no digit, or fewer than three runs
 * (`Lovelace`, `12345`, `A1`), or longer than 60 characters (a sentence, not a code).
 */
export function exampleShape(example: string | undefined): string | null {
  if (!example || example.length > 60 || !/\p{N}/u.test(example)) return null;
  const shape = valueShape(example);
  return shape.length >= 3 ? shape : null;
}

/** {@link profileValues} for a {@link exampleShape}: the share of non-empty sampled values of that shape, or null for a small sample. */
export function profileShape(values: CellValue[], shape: string, texts?: readonly string[]): ValueProfile | null {
  return profileWith(values, texts, (text) => text.length <= 120 && valueShape(text) === shape);
}
