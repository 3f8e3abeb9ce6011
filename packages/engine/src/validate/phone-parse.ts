/**
 * The `phone` column type (DESIGN.md §3: libphonenumber-js, full "max" metadata so that validity
 * follows each country's number plan, not only its lengths). Normal form: E.164 (`+4930123456`),
 * with `;ext=42` appended when the value carries an extension (RFC 3966 notation).
 *
 * Region: numbers must be international (`+49 …`, or `00 49 …`, read as `+49`) unless the
 * validator is given `defaultPhoneRegion` (ISO 3166-1 alpha-2), which national numbers (`030 …`)
 * are then read in. There is no default region: guessing one would turn foreign numbers into
 * wrong valid numbers.
 */
import { createRequire } from 'node:module';
import type { CountryCode } from 'libphonenumber-js/max';
import type { OutputValue } from '../contracts.ts';
import { Invalid, quote, type CellParser, type PresentValue } from './cell-parser.ts';

type Libphonenumber = typeof import('libphonenumber-js/max');
let library: Libphonenumber | undefined;

/** libphonenumber-js with its full metadata (about 50 ms to load), loaded for the first phone column. */
function libphonenumber(): Libphonenumber {
  library ??= createRequire(import.meta.url)('libphonenumber-js/max') as Libphonenumber;
  return library;
}

/** A phone parser reading national numbers in `defaultRegion` (none: international only). */
export function createPhoneParser(defaultRegion?: string): CellParser {
  const region = defaultRegion ? (defaultRegion.toUpperCase() as CountryCode) : undefined;
  const { parsePhoneNumberFromString } = libphonenumber();
  return {
    parse(value: PresentValue): OutputValue | Invalid {
      if (typeof value !== 'string' && typeof value !== 'number') return new Invalid(`${quote(value)} is not a phone number`);
      let text = typeof value === 'number' ? String(value) : value;
      if (text.length > 100) return new Invalid(`${quote(value)} is not a phone number`);
      if (text.startsWith('00')) text = `+${text.slice(2)}`;
      let phone;
      try {
        phone = parsePhoneNumberFromString(text, region);
      } catch {
        phone = undefined; // an unknown default region: treat as unparsable, never crash
      }
      if (!phone || !phone.isValid()) {
        const hint = region || text.startsWith('+') ? '' : ' (write it with its country code, e.g. +49 …)';
        return new Invalid(`${quote(value)} is not a valid phone number${hint}`);
      }
      return phone.ext ? `${phone.number};ext=${phone.ext}` : phone.number;
    },
  };
}
