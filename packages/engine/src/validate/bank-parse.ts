/**
 * The `iban` and `bic` column types (ibantools).
 * - iban: spaces and hyphens removed, upper case, an `IBAN` prefix dropped; valid per ISO 13616
 *   (country length and format, mod-97 check digits). Normal form: the electronic format
 *   (`DE89370400440532013000`).
 * - bic: spaces removed, upper case; valid per ISO 9362 (4 letters bank, a known country, 2
 *   location, optional 3 branch). Normal form: upper case, 8 or 11 characters as written.
 */
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import type { OutputValue } from '../contracts.ts';
import { Invalid, quote, type CellParser, type PresentValue } from './cell-parser.ts';

export function parseIban(value: PresentValue): OutputValue | Invalid {
  if (typeof value === 'string' && value.length <= 100) {
    let iban = electronicFormatIBAN(value) ?? '';
    if (iban.startsWith('IBAN')) iban = iban.slice(iban.charCodeAt(4) === 58 ? 5 : 4);
    if (isValidIBAN(iban)) return iban;
  }
  return new Invalid(`${quote(value)} is not a valid IBAN`);
}

export function parseBic(value: PresentValue): OutputValue | Invalid {
  if (typeof value === 'string' && value.length <= 30) {
    const bic = value.replace(/\s+/g, '').toUpperCase();
    if (isValidBIC(bic)) return bic;
  }
  return new Invalid(`${quote(value)} is not a valid BIC`);
}

export const ibanParser: CellParser = { parse: parseIban };
export const bicParser: CellParser = { parse: parseBic };
