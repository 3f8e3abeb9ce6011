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
import { createPhoneFastPath } from './phone-fast.ts';

type Libphonenumber = typeof import('libphonenumber-js/max');
let library: { lib: Libphonenumber; fast: (text: string, region?: string) => string | undefined } | undefined;

/**
 * libphonenumber-js with its full metadata (about 50 ms to load), loaded for the first phone
 * column, and the fast path over the same metadata (./phone-fast.ts).
 */
function libphonenumber(): NonNullable<typeof library> {
  if (!library) {
    const require = createRequire(import.meta.url);
    const lib = require('libphonenumber-js/max') as Libphonenumber;
    const { Metadata } = require('libphonenumber-js/core') as { Metadata: Parameters<typeof createPhoneFastPath>[0] };
    library = { lib, fast: createPhoneFastPath(Metadata, require('libphonenumber-js/metadata.max.json') as object) };
  }
  return library;
}

/** A phone parser reading national numbers in `defaultRegion` (none: international only). */
export function createPhoneParser(defaultRegion?: string): CellParser {
  const region = defaultRegion ? (defaultRegion.toUpperCase() as CountryCode) : undefined;
  const { lib: { parsePhoneNumberFromString, isSupportedCountry }, fast } = libphonenumber();
  // An unknown region makes the library refuse every cell; the fast path must not accept them.
  const useFast = region === undefined || isSupportedCountry(region);
  return {
    parse(value: PresentValue): OutputValue | Invalid {
      if (typeof value !== 'string' && typeof value !== 'number') return new Invalid(`${quote(value)} is not a phone number`);
      let text = typeof value === 'number' ? String(value) : value;
      if (text.length > 100) return new Invalid(`${quote(value)} is not a phone number`);
      if (text.startsWith('00')) text = `+${text.slice(2)}`;
      if (useFast) {
        const e164 = fast(text, region);
        if (e164 !== undefined) return e164;
      }
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
