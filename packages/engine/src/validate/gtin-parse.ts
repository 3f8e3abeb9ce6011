/**
 * The `gtin` column type: GTIN-8, GTIN-12 (UPC-A), GTIN-13 (EAN-13) and GTIN-14, with the GS1
 * mod-10 check digit. Spaces and hyphens in text are ignored. Numeric cells lose leading zeros in
 * spreadsheets, so a number is left-padded with zeros to the next GTIN length (zeros do not change
 * the check digit). Normal form: the digits as text (text keeps its length; numbers padded).
 */
import type { OutputValue } from '../contracts.ts';
import { Invalid, quote, type CellParser, type PresentValue } from './cell-parser.ts';

const LENGTHS = [8, 12, 13, 14];

/** True when the last digit of `digits` is its GS1 check digit. */
export function hasValidCheckDigit(digits: string): boolean {
  const n = digits.length;
  let sum = 0;
  for (let i = n - 2, weight = 3; i >= 0; i--, weight = 4 - weight) sum += (digits.charCodeAt(i) - 48) * weight;
  return (10 - (sum % 10)) % 10 === digits.charCodeAt(n - 1) - 48;
}

function digitsOf(value: PresentValue): string | null {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value <= 0) return null;
    const text = String(value);
    const length = LENGTHS.find((l) => l >= text.length);
    return length === undefined ? null : text.padStart(length, '0');
  }
  if (typeof value !== 'string' || value.length > 40) return null;
  let digits = '';
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c >= 48 && c <= 57) digits += value[i];
    else if (c !== 32 && c !== 45) return null;
  }
  return digits;
}

export function parseGtin(value: PresentValue): OutputValue | Invalid {
  const digits = digitsOf(value);
  if (digits === null || !LENGTHS.includes(digits.length)) return new Invalid(`${quote(value)} is not a GTIN (8, 12, 13 or 14 digits)`);
  if (!hasValidCheckDigit(digits)) return new Invalid(`${quote(value)} is not a valid GTIN: wrong check digit`);
  return digits;
}

export const gtinParser: CellParser = { parse: parseGtin };
