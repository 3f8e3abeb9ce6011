/**
 * The `currency_code` column type (ISO 4217). The code list is the runtime's
 * `Intl.supportedValuesOf('currency')`. Accepted: a code in any case (`eur`), a currency name in
 * English, German, French, Spanish, Italian, Dutch or Portuguese (`Euro`, `US Dollar`,
 * `Schweizer Franken`; `Intl.DisplayNames`), and symbols that name one currency only (`€`, `£`,
 * `₹`, `US$`, …; not `$` or `¥`). Normal form: the three-letter code in upper case.
 */
import type { OutputValue } from '../contracts.ts';
import { Invalid, quote, type CellParser, type PresentValue } from './cell-parser.ts';
import { normaliseName } from './country-parse.ts';

const NAME_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt'];

/** Symbols that stand for exactly one currency. */
const SYMBOLS: Record<string, string> = {
  '€': 'EUR', '£': 'GBP', '₹': 'INR', '₽': 'RUB', '₩': 'KRW', '₺': 'TRY', '₴': 'UAH', '₪': 'ILS',
  '฿': 'THB', '₦': 'NGN', '₫': 'VND', '₱': 'PHP', '₸': 'KZT', '₾': 'GEL', '₼': 'AZN', '₮': 'MNT',
  'zł': 'PLN', 'kč': 'CZK', 'us$': 'USD', 'a$': 'AUD', 'au$': 'AUD', 'c$': 'CAD', 'ca$': 'CAD',
  'nz$': 'NZD', 'hk$': 'HKD', 's$': 'SGD', 'r$': 'BRL', 'mx$': 'MXN', 'fr.': 'CHF', 'sfr': 'CHF',
};

let lookup: Map<string, string> | undefined;

/** The sorted ISO 4217 codes the runtime knows. */
export function currencyCodes(): string[] {
  return Intl.supportedValuesOf('currency');
}

function currencyLookup(): Map<string, string> {
  if (lookup) return lookup;
  const map = new Map<string, string>();
  const codes = currencyCodes();
  for (const code of codes) map.set(code.toLowerCase(), code);
  for (const [symbol, code] of Object.entries(SYMBOLS)) map.set(symbol, code);
  for (const language of NAME_LANGUAGES) {
    const names = new Intl.DisplayNames(language, { type: 'currency', fallback: 'none' });
    for (const code of codes) {
      const name = names.of(code);
      if (!name) continue;
      const key = normaliseName(name);
      if (key && !map.has(key)) map.set(key, code);
    }
  }
  lookup = map;
  return map;
}

export function parseCurrency(value: PresentValue): OutputValue | Invalid {
  if (typeof value === 'string' && value.length <= 100) {
    const map = currencyLookup();
    const code = map.get(value.toLowerCase()) ?? map.get(normaliseName(value));
    if (code !== undefined) return code;
  }
  return new Invalid(`${quote(value)} is not a currency code`);
}

export const currencyParser: CellParser = { parse: parseCurrency };
