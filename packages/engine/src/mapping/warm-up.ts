/**
 * The column matcher's warm-up (docs/mapping.md "Latency"): what the first column suggestion of a
 * process would otherwise do on a request's path, done once ahead of it — the header lexicon
 * compiled with CLDR's names, WordNet's synonyms and the interface translations' ~9,000 phrases
 * (./lexicon.ts `headerLexicon`), and the libraries the value checks load on first use (validator's
 * e-mail and URL checks, i18n-iso-countries) loaded by one suggestion on a small built-in file.
 */
import type { CellValue, TdmColumn } from '../types.ts';
import { headerLexicon, headerLexiconCompiled } from './lexicon.ts';
import { suggestColumns } from './matcher.ts';

/** A small TDM whose types make the value checks load their libraries (e-mail, URL, country, currency). */
const COLUMNS: TdmColumn[] = [
  { key: 'customer_id', label: 'Customer ID', columnType: 'string' },
  { key: 'email', label: 'Email', columnType: 'email' },
  { key: 'website', label: 'Website', columnType: 'url' },
  { key: 'country', label: 'Country', columnType: 'country_code_alpha_2' },
  { key: 'currency', label: 'Currency', columnType: 'currency_code' },
  { key: 'order_date', label: 'Order date', columnType: 'date' },
  { key: 'amount', label: 'Amount', columnType: 'float' },
];

/** A file for {@link COLUMNS}, its headers in other languages (read through the lexicon). */
const HEADERS = ['Kundennummer', 'Courriel', 'Sitio web', 'Land', 'Valuta', 'Bestelldatum', 'Importo'];
const SAMPLES: CellValue[][] = [
  ['K-10023', 'K-10024', 'K-10025'],
  ['ada@example.com', 'alan@example.org', 'grace@example.net'],
  ['https://www.example.com', 'https://example.org/shop', 'https://www.example.net'],
  ['DE', 'FR', 'IT'],
  ['EUR', 'USD', 'CHF'],
  ['2026-03-01', '01.03.2026', '2026-03-02'],
  ['1.234,50', '99,00', '5.00'],
];

/**
 * Builds what the first column suggestion of a process would: compiles the header lexicon and runs
 * one suggestion on a small built-in file (so the value checks' libraries are loaded and the
 * matcher's code has run once). Synchronous, about 100 ms of CPU on an idle machine the first time
 * (several hundred under load), a few milliseconds after; safe to call more than once. Answers do
 * not depend on it: it only fills caches that a first suggestion would fill. Throws only what a
 * suggestion would (a programming error); a caller that runs it in the background logs that.
 */
export function warmUpMapping(): void {
  headerLexicon();
  suggestColumns(HEADERS, SAMPLES, COLUMNS);
}

/**
 * Whether the column matcher is warm in this process: its header lexicon compiled, by
 * {@link warmUpMapping} or by a first suggestion. Looks only; builds nothing.
 */
export function mappingWarm(): boolean {
  return headerLexiconCompiled();
}
