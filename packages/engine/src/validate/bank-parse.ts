/**
 * The `iban` and `bic` column types (ibantools).
 * - iban: spaces and hyphens removed, upper case, an `IBAN` prefix dropped; valid per ISO 13616
 *   (country length and format, mod-97 check digits). Normal form: the electronic format
 *   (`DE89370400440532013000`).
 * - bic: spaces removed, upper case; valid per ISO 9362 (4 letters bank, a known country, 2
 *   location, optional 3 branch). Normal form: upper case, 8 or 11 characters as written.
 */
import { countrySpecs, electronicFormatIBAN, isValidIBAN } from 'ibantools';
import type { OutputValue } from '../contracts.ts';
import { Invalid, quote, type CellParser, type PresentValue } from './cell-parser.ts';

/** What {@link isValidIban} knows of a country: its IBAN length, its BBAN pattern, compiled once (ibantools compiles one per call), and its own check. */
interface BbanRule {
  /** The IBAN's length in the country. */
  chars: number;
  pattern: RegExp;
  check: ((bban: string) => boolean) | undefined;
}
const bbanRules = new Map<string, BbanRule>();

/** ibantools' French (and Monaco) BBAN check and its mod-97-10 check (BA, ME, MK, PT, RS, SI…), told apart by identity. */
const frenchCheck = countrySpecs.FR?.bban_validation_func;
const mod9710Check = countrySpecs.PT?.bban_validation_func;
/** A French BBAN's letters as the digits of its RIB key: A and J → 1, B, K and S → 2, … I, R and Z → 9 (as ibantools maps them). */
const FRENCH_LETTER_DIGIT = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5, 6, 7, 8, 9];

/**
 * The remainder mod 97 of the digits of `text` (letters, with `letters`, as digits), or -1 when
 * it holds another character (or a letter and no `letters`).
 */
function mod97Digits(text: string, letters?: readonly number[]): number {
  let rest = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    let digit: number;
    if (code >= 48 && code <= 57) digit = code - 48;
    else if (letters && code >= 65 && code <= 90) digit = letters[code - 65]!;
    else return -1;
    rest = (rest * 10 + digit) % 97;
  }
  return rest;
}

/**
 * The country's own BBAN check (ibantools' `bban_validation_func`), true where it has none. The
 * French and mod-97-10 checks are computed here in one pass (the library builds arrays and
 * strings: about 1 µs a call); a BBAN the one-pass form does not cover (letters in a mod-97-10
 * BBAN, which the library reads its own way) and every other country's check go to the library.
 * A property test checks both against the library.
 */
export function bbanValid(country: string, bban: string): boolean {
  const check = Object.hasOwn(countrySpecs, country) ? countrySpecs[country]?.bban_validation_func : undefined;
  return check ? passesCheck(check, bban) : true;
}

/** {@link bbanValid} with the country's check already looked up. */
function passesCheck(check: (bban: string) => boolean, bban: string): boolean {
  if (check === frenchCheck) {
    const rest = mod97Digits(bban, FRENCH_LETTER_DIGIT);
    if (rest >= 0) return rest === 0;
  } else if (check === mod9710Check && bban.length > 2) {
    const rest = mod97Digits(bban);
    if (rest >= 0) return rest === 1;
  }
  return check(bban.replace(/[\s.]+/g, ''));
}

/**
 * ibantools' `isValidIBAN` with its default options — the country's length and BBAN format, the
 * country's own BBAN check where it has one, the ISO 7064 mod-97 check digits — computed without
 * compiling a regular expression or building digit strings per call (about 20 times faster; a
 * property test checks that both agree). Strings with other characters than A–Z and 0–9 go to the
 * library.
 */
export function isValidIban(iban: string): boolean {
  const country = iban.slice(0, 2);
  let rule = bbanRules.get(country);
  if (!rule) {
    const spec = Object.hasOwn(countrySpecs, country) ? countrySpecs[country] : undefined;
    if (!spec || spec.bban_regexp == null || spec.chars == null) return false;
    bbanRules.set(country, (rule = { chars: spec.chars, pattern: new RegExp(spec.bban_regexp, ''), check: spec.bban_validation_func }));
  }
  if (rule.chars !== iban.length) return false;
  const d2 = iban.charCodeAt(2) - 48;
  const d3 = iban.charCodeAt(3) - 48;
  if (!(d2 >= 0 && d2 <= 9 && d3 >= 0 && d3 <= 9)) return false;
  const bban = iban.slice(4);
  if (!rule.pattern.test(bban)) return false;
  if (rule.check && !passesCheck(rule.check, bban)) return false;
  // mod 97 of BBAN + country + "00", letters as 10–35 (ISO 13616).
  let rest = 0;
  for (let i = 4; i < iban.length + 2; i++) {
    const code = i < iban.length ? iban.charCodeAt(i) : iban.charCodeAt(i - iban.length);
    if (code >= 48 && code <= 57) rest = (rest * 10 + code - 48) % 97;
    else if (code >= 65 && code <= 90) rest = (rest * 100 + code - 55) % 97;
    else return isValidIBAN(iban);
  }
  rest = (rest * 100) % 97;
  return 98 - rest === d2 * 10 + d3;
}

export function parseIban(value: PresentValue): OutputValue | Invalid {
  if (typeof value === 'string' && value.length <= 100) {
    let iban = electronicFormatIBAN(value) ?? '';
    if (iban.startsWith('IBAN')) iban = iban.slice(iban.charCodeAt(4) === 58 ? 5 : 4);
    if (isValidIban(iban)) return iban;
  }
  return new Invalid(`${quote(value)} is not a valid IBAN`);
}

/**
 * ibantools' `isValidBIC` without the regular expression it compiles per call: 8 or 11
 * characters, six letters (bank and country), two letters or digits (location), optionally three
 * more (branch), and a country ibantools knows. A property test checks that both agree.
 */
export function isValidBic(bic: string): boolean {
  if (bic.length !== 8 && bic.length !== 11) return false;
  for (let i = 0; i < bic.length; i++) {
    const code = bic.charCodeAt(i) | 0x20; // ASCII letters to lower case; digits unchanged
    const letter = code >= 97 && code <= 122;
    if (!letter && (i < 6 || !(bic.charCodeAt(i) >= 48 && bic.charCodeAt(i) <= 57))) return false;
  }
  return Object.hasOwn(countrySpecs, bic.slice(4, 6).toUpperCase());
}

export function parseBic(value: PresentValue): OutputValue | Invalid {
  if (typeof value === 'string' && value.length <= 30) {
    const bic = value.replace(/\s+/g, '').toUpperCase();
    if (isValidBic(bic)) return bic;
  }
  return new Invalid(`${quote(value)} is not a valid BIC`);
}

export const ibanParser: CellParser = { parse: parseIban };
export const bicParser: CellParser = { parse: parseBic };
