/**
 * Mapping accuracy benchmark (`npm run bench:mapping`): the offline column matcher and option
 * mapping on the labelled corpus of ./mapping-corpus.ts. Prints figures, asserts nothing;
 * docs/mapping.md explains the method and docs/performance.md records the figures.
 *
 *   node bench/mapping-bench.ts            every file, summary tables
 *   node bench/mapping-bench.ts --misses   also every wrong or missed column
 *   node bench/mapping-bench.ts --answers  also every answer, right ones marked ✓ (to weigh a signal)
 *
 * Files: one per domain × language (10 × 7 = 70), built deterministically: the TDM's columns in a
 * shuffled order with one or two of them missing (so a TDM column has no input), the domain's
 * columns that have no target, a header style (as written, UPPER CASE, snake_case, or as written),
 * and 20 generated values per column. Counted per input column:
 *   top-1    the suggestion is the labelled target (or null for a column with no target)
 *   top-3    the labelled target is the suggestion or one of its alternatives (columns with a target)
 *   wrong    a target was suggested and it is not the labelled one
 *   missed   no target was suggested for a column that has one
 *   kept     columns with no target left unmapped, of all such columns
 * Time: each file's suggestColumns call (after one warm-up), and a 30-column file (three domains'
 * columns in one language) for the p95 per 30 columns. Allocation: the bytes a 30-column call
 * allocates on the JavaScript heap (median), and the garbage collections those calls set off.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import Papa from 'papaparse';
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import { suggestColumns } from '../src/mapping/matcher.ts';
import { suggestOptions } from '../src/mapping/option-suggest.ts';
import type { CellValue, TdmColumn } from '../src/types.ts';
import { CORPUS, HELD_OUT, OPTION_CASES, type CorpusDomain, type Language, type ValueKind } from './mapping-corpus.ts';
import { PUBLIC_FILES, PUBLIC_TDMS, type PublicSetFile, type PublicTdmColumn } from './mapping-public-set.ts';
import { HELD_OUT_3_FILES, HELD_OUT_3_TDMS } from './mapping-public-set-3.ts';
import { HELD_OUT_4_FILES, HELD_OUT_4_TDMS } from './mapping-public-set-4.ts';
import { HELD_OUT_5_FILES, HELD_OUT_5_TDMS } from './mapping-public-set-5.ts';
import { HELD_OUT_6_FILES, HELD_OUT_6_TDMS } from './mapping-public-set-6.ts';
import { HELD_OUT_7_FILES, HELD_OUT_7_TDMS } from './mapping-public-set-7.ts';
import { HELD_OUT_8_FILES, HELD_OUT_8_TDMS } from './mapping-public-set-8.ts';
import { HELD_OUT_9_FILES, HELD_OUT_9_TDMS } from './mapping-public-set-9.ts';
import { HELD_OUT_10_FILES, HELD_OUT_10_TDMS } from './mapping-public-set-10.ts';
import { HELD_OUT_11_FILES, HELD_OUT_11_TDMS } from './mapping-public-set-11.ts';
import { HELD_OUT_12_FILES, HELD_OUT_12_TDMS } from './mapping-public-set-12.ts';
import { HELD_OUT_13_FILES, HELD_OUT_13_TDMS } from './mapping-public-set-13.ts';
import { HELD_OUT_14_FILES, HELD_OUT_14_TDMS } from './mapping-public-set-14.ts';
import { HELD_OUT_15_FILES, HELD_OUT_15_TDMS } from './mapping-public-set-15.ts';
import { HELD_OUT_16_FILES, HELD_OUT_16_TDMS } from './mapping-public-set-16.ts';
import { HELD_OUT_17_FILES, HELD_OUT_17_TDMS } from './mapping-public-set-17.ts';
import { HELD_OUT_18_FILES, HELD_OUT_18_TDMS } from './mapping-public-set-18.ts';
import { HELD_OUT_19_FILES, HELD_OUT_19_TDMS } from './mapping-public-set-19.ts';
import { HELD_OUT_20_FILES, HELD_OUT_20_TDMS } from './mapping-public-set-20.ts';
import { HELD_OUT_21_FILES, HELD_OUT_21_TDMS } from './mapping-public-set-21.ts';
import { HELD_OUT_22_FILES, HELD_OUT_22_TDMS } from './mapping-public-set-22.ts';
import { HELD_OUT_23_FILES, HELD_OUT_23_TDMS } from './mapping-public-set-23.ts';
import { HELD_OUT_24_FILES, HELD_OUT_24_TDMS } from './mapping-public-set-24.ts';
import { HELD_OUT_25_FILES, HELD_OUT_25_TDMS } from './mapping-public-set-25.ts';
import { HELD_OUT_26_FILES, HELD_OUT_26_TDMS } from './mapping-public-set-26.ts';
import { HELD_OUT_27_FILES, HELD_OUT_27_TDMS } from './mapping-public-set-27.ts';

const { values: args } = parseArgs({
  options: {
    misses: { type: 'boolean', default: false },
    answers: { type: 'boolean', default: false },
    domains: { type: 'boolean', default: false },
    // While the matcher is being changed, held-out 3 is not run: it is measured once, at the end.
    'without-held-out-3': { type: 'boolean', default: false },
    // Every answer of one file (its name as --misses prints it), with reasons and alternatives.
    file: { type: 'string' },
  },
});
const LANGUAGES: Language[] = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt'];

/** Mulberry32: a small seeded generator, so every run builds the same files. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = ['Anna', 'Luis', 'Marie', 'João', 'Giulia', 'Pieter', 'Emma', 'Lukas', 'Sofia', 'Hugo', 'Lena', 'Marco'];
const LAST = ['Müller', 'García', 'Rossi', 'de Vries', 'Martin', 'Silva', 'Smith', 'Dubois', 'Jansen', 'Bianchi', 'Fernández', 'Schmidt'];
const CITIES = ['Berlin', 'Lyon', 'Sevilla', 'Torino', 'Utrecht', 'Porto', 'Leeds', 'Köln', 'Nantes', 'Bilbao', 'Bologna', 'Braga'];
const WORDS = ['Premium', 'Standard', 'Basic', 'North', 'Retail', 'Wholesale', 'Blue', 'Sales', 'Marketing', 'Support', 'Logistics', 'Finance'];
const COMPANIES = ['Acme GmbH', 'Ferro S.p.A.', 'Lumen SAS', 'Noord B.V.', 'Iberia S.L.', 'Atlântico Lda', 'Brightwell Ltd', 'Kessler AG'];
const IBANS = ['DE89370400440532013000', 'FR1420041010050500013M02606', 'ES9121000418450200051332', 'IT60X0542811101000000123456', 'NL91ABNA0417164300', 'PT50000201231234567890154', 'GB29NWBK60161331926819'];
const BICS = ['COBADEFFXXX', 'BNPAFRPPXXX', 'CAIXESBBXXX', 'UNCRITMMXXX', 'ABNANL2A', 'BCOMPTPL'];
const GTINS = ['4006381333931', '5012345678900', '8410188012345', '8001234567890', '8712345678906', '5601234567892'];

function gtinValid(code: string): string {
  const digits = code.slice(0, -1);
  let sum = 0;
  for (let i = digits.length - 1, w = 3; i >= 0; i--, w = 4 - w) sum += Number(digits[i]) * w;
  return digits + String((10 - (sum % 10)) % 10);
}

function value(kind: ValueKind, r: () => number, i: number): CellValue {
  const pick = <T>(list: T[]): T => list[Math.floor(r() * list.length)];
  const n = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
  const pad = (v: number, w = 2) => String(v).padStart(w, '0');
  switch (kind) {
    case 'id': return `${pick(['A', 'K', 'X', 'R'])}-${n(10000, 99999)}`;
    case 'first': return pick(FIRST);
    case 'last': return pick(LAST);
    case 'full': return `${pick(FIRST)} ${pick(LAST)}`;
    case 'email': return `${pick(FIRST).toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '')}.${n(1, 99)}@example.${pick(['com', 'de', 'fr', 'es'])}`;
    case 'phone': return `+${pick(['49', '33', '34', '39', '31', '351'])} ${n(100, 999)} ${n(1000000, 9999999)}`;
    case 'date': return r() < 0.5 ? `${n(2019, 2025)}-${pad(n(1, 12))}-${pad(n(1, 28))}` : `${pad(n(1, 28))}.${pad(n(1, 12))}.${n(1950, 2025)}`;
    case 'datetime': return `${n(2019, 2025)}-${pad(n(1, 12))}-${pad(n(1, 28))} ${pad(n(0, 23))}:${pad(n(0, 59))}`;
    case 'int': return String(n(1, 250));
    case 'amount': return r() < 0.5 ? (n(100, 999999) / 100).toFixed(2) : `${n(1, 99)}.${n(100, 999)},${pad(n(0, 99))}`;
    case 'percent': return pick(['19', '7', '20', '21', '22', '23', '10']);
    case 'decimal': return (n(100, 99999) / 100).toFixed(2);
    case 'city': return pick(CITIES);
    case 'postcode': return String(n(10000, 99999));
    case 'street': return `${pick(['Hauptstraße', 'Rue de la Paix', 'Calle Mayor', 'Via Roma', 'Kerkstraat', 'Rua Augusta', 'High Street'])} ${n(1, 120)}`;
    case 'country2': return pick(['DE', 'FR', 'ES', 'IT', 'NL', 'PT', 'GB']);
    case 'country': return pick(['Germany', 'France', 'Spain', 'Italy']);
    case 'iban': return pick(IBANS);
    case 'bic': return pick(BICS);
    case 'url': return `https://www.${pick(['acme', 'ferro', 'lumen', 'noord'])}${n(1, 99)}.example.com`;
    case 'text': return `${pick(WORDS)} ${pick(['delivery', 'note', 'ref', 'request', 'order'])} ${n(1, 999)}`;
    case 'company': return pick(COMPANIES);
    case 'sku': return `${pick(['SKU', 'ART', 'P'])}${n(10000, 99999)}`;
    case 'gtin': return gtinValid(pick(GTINS));
    case 'currency': return pick(['EUR', 'EUR', 'USD', 'GBP', 'CHF']);
    case 'bool': return pick(['yes', 'no', '1', '0', 'true', 'false']);
    case 'gender': return pick(['m', 'f', 'd']);
    case 'status': return pick(['open', 'shipped', 'delivered', 'cancelled']);
    case 'word': return pick(WORDS);
    case 'year': return String(n(1950, 2024));
    default: return String(i);
  }
}

function style(header: string, which: number): string {
  if (which === 1) return header.toUpperCase();
  if (which === 2) return header.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '_').replace(/^_|_$/g, '');
  return header;
}

interface FileCase {
  name: string;
  domain: string;
  language: Language;
  headers: string[];
  samples: CellValue[][];
  expected: Array<string | null>;
  tdm: TdmColumn[];
}

function buildFile(domain: CorpusDomain, d: number, language: Language, l: number): FileCase {
  const r = rng(1000 * d + l + 1);
  const tdm: TdmColumn[] = domain.columns.map((col) => ({ key: col.key, label: col.label, columnType: col.columnType as TdmColumn['columnType'] }));
  const drop = new Set([(d * 7 + l) % domain.columns.length, ...(l % 2 === 0 ? [(d * 7 + l + 3) % domain.columns.length] : [])]);
  const entries: Array<{ header: string; kind: ValueKind; expected: string | null }> = [];
  domain.columns.forEach((col, i) => { if (!drop.has(i)) entries.push({ header: col.headers[language], kind: col.values, expected: col.key }); });
  for (const extra of domain.extra) entries.push({ header: extra.headers[language], kind: extra.values, expected: null });
  for (let i = entries.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [entries[i], entries[j]] = [entries[j], entries[i]];
  }
  const which = (d + l) % 4;
  const seen = new Set<string>();
  const headers = entries.map((e) => {
    let h = style(e.header, which);
    while (seen.has(h)) h += ' 2';
    seen.add(h);
    return h;
  });
  return {
    name: `${domain.domain}-${language}`, domain: domain.domain, language, headers, tdm,
    samples: entries.map((e, i) => Array.from({ length: 20 }, (_, k) => value(e.kind, r, i * 100 + k))),
    expected: entries.map((e) => e.expected),
  };
}

const files: Measured[] = [];
CORPUS.forEach((domain, d) => LANGUAGES.forEach((language, l) => files.push(buildFile(domain, d, language, l))));

interface Tally { columns: number; top1: number; top3: number; targets: number; wrong: number; missed: number; extras: number; kept: number }
const blank = (): Tally => ({ columns: 0, top1: 0, top3: 0, targets: 0, wrong: 0, missed: 0, extras: 0, kept: 0 });
const times: number[] = [];

/** A labelled file as every set is measured: headers, their samples, the TDM, the expected key per header. */
interface Measured { name: string; language: string; domain: string; headers: string[]; samples: CellValue[][]; tdm: TdmColumn[]; expected: Array<string | null> }

/** One set's figures: all columns, per language, per domain, and the columns not as labelled. */
interface SetResult { total: Tally; byLanguage: Map<string, Tally>; byDomain: Map<string, Tally>; misses: string[]; answers: string[] }

function measure(list: Measured[], timed: boolean): SetResult {
  const out: SetResult = { total: blank(), byLanguage: new Map(), byDomain: new Map(), misses: [], answers: [] };
  for (const file of list) suggestColumns(file.headers, file.samples, file.tdm); // warm-up
  for (const file of list) {
    const start = performance.now();
    const result = suggestColumns(file.headers, file.samples, file.tdm);
    if (timed) times.push(performance.now() - start);
    const tallies = [out.total, out.byLanguage.get(file.language) ?? out.byLanguage.set(file.language, blank()).get(file.language)!, out.byDomain.get(file.domain) ?? out.byDomain.set(file.domain, blank()).get(file.domain)!];
    result.forEach((s, i) => {
      const expected = file.expected[i];
      for (const tally of tallies) {
        tally.columns++;
        if (s.target_column === expected) tally.top1++;
        if (expected === null) {
          tally.extras++;
          if (s.target_column === null) tally.kept++;
          else tally.wrong++;
        } else {
          tally.targets++;
          if ([s.target_column, ...s.alternatives.map((a) => a.target_column)].slice(0, 3).includes(expected)) tally.top3++;
          if (s.target_column === null) tally.missed++;
          else if (s.target_column !== expected) tally.wrong++;
        }
      }
      const line = `${file.name.padEnd(22)} "${s.source_column}" → ${s.target_column ?? 'unmapped'} (${s.confidence}); want ${expected ?? 'unmapped'} — ${s.reason}`;
      if (s.target_column !== expected) out.misses.push(line);
      if (args.answers) out.answers.push(`${s.target_column === expected ? '✓' : '✗'} ${line}`);
    });
  }
  return out;
}

const pc = (a: number, b: number): string => (b === 0 ? '—' : `${((100 * a) / b).toFixed(1)}%`);
const quantile = (list: number[], q: number): number => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(q * list.length))];
const row = (name: string, t: Tally): string =>
  `${name.padEnd(22)} ${String(t.columns).padStart(5)}  ${pc(t.top1, t.columns).padStart(7)}  ${pc(t.top3, t.targets).padStart(7)}  ${pc(t.wrong, t.columns).padStart(7)}  ${pc(t.missed, t.targets).padStart(7)}  ${pc(t.kept, t.extras).padStart(7)}`;
const head = `${''.padEnd(22)} ${'cols'.padStart(5)}  ${'top-1'.padStart(7)}  ${'top-3'.padStart(7)}  ${'wrong'.padStart(7)}  ${'missed'.padStart(7)}  ${'kept'.padStart(7)}`;

// The held-out files: values of the domain column the header labels (extra columns: free text).
const heldFiles: Measured[] = HELD_OUT.map((file, f) => {
  const domain = CORPUS.find((d) => d.domain === file.domain)!;
  const r = rng(50_000 + f);
  return {
    name: `${file.domain}-${file.language}`, language: file.language, domain: file.domain,
    tdm: domain.columns.map((col) => ({ key: col.key, label: col.label, columnType: col.columnType as TdmColumn['columnType'] })),
    headers: file.columns.map(([h]) => h),
    samples: file.columns.map(([, key], i) => Array.from({ length: 20 }, (_, k) => value(domain.columns.find((col) => col.key === key)?.values ?? 'text', r, i * 100 + k))),
    expected: file.columns.map(([, key]) => key),
  };
});

/** The first 50 records of a vega-datasets file, as rows keyed by field name. */
function datasetRecords(file: string): Array<Record<string, unknown>> {
  // The package exports only its code; its data folder sits beside build/.
  const path = join(dirname(fileURLToPath(import.meta.resolve('vega-datasets'))), '..', 'data', file);
  const text = readFileSync(path, 'utf8');
  if (file.endsWith('.json')) return (JSON.parse(text) as Array<Record<string, unknown>>).slice(0, 50);
  return (Papa.parse<Record<string, unknown>>(text, { header: true, skipEmptyLines: true }).data).slice(0, 50);
}

/**
 * A public held-out set as measured: each file's TDM, headers and labels, and its values — a
 * vega-datasets file's first records where it names one, else 20 values per column, generated by
 * kind or drawn from the column's list, by a generator seeded `seed + f` for the f-th file.
 */
function publicSet<T extends string>(list: ReadonlyArray<PublicSetFile<T>>, tdms: Record<T, PublicTdmColumn[]>, seed: number): Measured[] {
  return list.map((file, f) => {
    const r = rng(seed + f);
    const records = file.dataset ? datasetRecords(file.dataset) : null;
    return {
      name: file.name, language: file.language, domain: file.tdm,
      tdm: tdms[file.tdm].map((c) => ({ ...c, columnType: c.columnType as TdmColumn['columnType'] })),
      headers: file.columns.map(([h]) => h),
      samples: file.columns.map(([header, , kind], i) => {
        if (records) return records.map((rec) => { const v = rec[header]; return v === null || v === undefined ? null : String(v); });
        return Array.from({ length: 20 }, (_, k) => (Array.isArray(kind) ? kind[Math.floor(r() * kind.length)] : value(kind, r, i * 100 + k)));
      }),
      expected: file.columns.map(([, key]) => key),
    };
  });
}

const publicFiles = publicSet(PUBLIC_FILES, PUBLIC_TDMS, 90_000);
const held3Files = publicSet(HELD_OUT_3_FILES, HELD_OUT_3_TDMS, 130_000);
const held4Files = publicSet(HELD_OUT_4_FILES, HELD_OUT_4_TDMS, 170_000);
const held5Files = publicSet(HELD_OUT_5_FILES, HELD_OUT_5_TDMS, 210_000);
const held6Files = publicSet(HELD_OUT_6_FILES, HELD_OUT_6_TDMS, 250_000);
const held7Files = publicSet(HELD_OUT_7_FILES, HELD_OUT_7_TDMS, 290_000);
const held8Files = publicSet(HELD_OUT_8_FILES, HELD_OUT_8_TDMS, 330_000);
const held9Files = publicSet(HELD_OUT_9_FILES, HELD_OUT_9_TDMS, 370_000);
const held10Files = publicSet(HELD_OUT_10_FILES, HELD_OUT_10_TDMS, 410_000);
const held11Files = publicSet(HELD_OUT_11_FILES, HELD_OUT_11_TDMS, 450_000);
const held12Files = publicSet(HELD_OUT_12_FILES, HELD_OUT_12_TDMS, 490_000);
const held13Files = publicSet(HELD_OUT_13_FILES, HELD_OUT_13_TDMS, 530_000);
const held14Files = publicSet(HELD_OUT_14_FILES, HELD_OUT_14_TDMS, 570_000);
const held15Files = publicSet(HELD_OUT_15_FILES, HELD_OUT_15_TDMS, 610_000);
const held16Files = publicSet(HELD_OUT_16_FILES, HELD_OUT_16_TDMS, 650_000);
const held17Files = publicSet(HELD_OUT_17_FILES, HELD_OUT_17_TDMS, 690_000);
const held18Files = publicSet(HELD_OUT_18_FILES, HELD_OUT_18_TDMS, 730_000);
const held19Files = publicSet(HELD_OUT_19_FILES, HELD_OUT_19_TDMS, 770_000);
const held20Files = publicSet(HELD_OUT_20_FILES, HELD_OUT_20_TDMS, 810_000);
const held21Files = publicSet(HELD_OUT_21_FILES, HELD_OUT_21_TDMS, 850_000);
const held22Files = publicSet(HELD_OUT_22_FILES, HELD_OUT_22_TDMS, 890_000);
const held23Files = publicSet(HELD_OUT_23_FILES, HELD_OUT_23_TDMS, 930_000);
const held24Files = publicSet(HELD_OUT_24_FILES, HELD_OUT_24_TDMS, 970_000);
const held25Files = publicSet(HELD_OUT_25_FILES, HELD_OUT_25_TDMS, 1_010_000);
const held26Files = publicSet(HELD_OUT_26_FILES, HELD_OUT_26_TDMS, 1_050_000);
const held27Files = publicSet(HELD_OUT_27_FILES, HELD_OUT_27_TDMS, 1_090_000);

const sets: Array<[string, string, Measured[]]> = [
  ['development', `${files.length} files, ${CORPUS.length} domains; the lexicon was tuned on it`, files.map((f) => ({ ...f, expected: f.expected }))],
  ['held-out', `${HELD_OUT.length} files; written by the team, never used to tune`, heldFiles],
  ['held-out 2 (public)', `${PUBLIC_FILES.length} files; headers nobody here wrote, frozen before the matcher ran on it`, publicFiles],
  ...(args['without-held-out-3'] ? [] : [['held-out 3 (public)', `${HELD_OUT_3_FILES.length} files; other sources, frozen before the matcher ran on it, never used to tune`, held3Files] as [string, string, Measured[]]]),
  ['held-out 4 (public)', `${HELD_OUT_4_FILES.length} files; further sources, frozen before the matcher ran on it, never used to tune`, held4Files],
  ['held-out 5 (public)', `${HELD_OUT_5_FILES.length} files; sources none of the other sets use, frozen before the matcher ran on it, never used to tune`, held5Files],
  ['held-out 6 (public)', `${HELD_OUT_6_FILES.length} files; shop, shipping, invoice and point-of-sale sources none of the other sets use, frozen before the matcher ran on it, never used to tune`, held6Files],
  ['held-out 7 (public)', `${HELD_OUT_7_FILES.length} files; address book, product catalog, offer feed and journal sources none of the other sets use, frozen before the matcher ran on it, never used to tune`, held7Files],
  ['held-out 8 (public)', `${HELD_OUT_8_FILES.length} files; bank statement and payment-provider report sources none of the other sets use, frozen before the matcher ran on it, never used to tune`, held8Files],
  ['held-out 9 (public)', `${HELD_OUT_9_FILES.length} files; time-tracking (timesheets, customer list) and CRM deal sources none of the other sets use, frozen before the matcher ran on it, never used to tune`, held9Files],
  ['held-out 10 (public)', `${HELD_OUT_10_FILES.length} files; invoice, invoice-line, employee and contact exports of an ERP in six languages, an HR import file and a property feed, sources none of the other sets use, frozen before the matcher ran on it, never used to tune`, held10Files],
  ['held-out 11 (public)', `${HELD_OUT_11_FILES.length} files; sales and purchase orders and lines, suppliers, customers, products, stock levels, projects and tasks exported from one ERP in six languages and English, a source none of the other sets use, frozen before the matcher ran on it, never used to tune`, held11Files],
  ['held-out 12 (public)', `${HELD_OUT_12_FILES.length} files; club member lists and event sign-ups of a club program in six languages and English, conference registrations and programme, ticket attendees and discount codes, in domains the matcher was not tuned for, sources none of the other sets use, frozen before the matcher ran on it, never used to tune`, held12Files],
  ['held-out 13 (public)', `${HELD_OUT_13_FILES.length} files; IT asset reports and software licence lists of an asset-management program in six languages and English, job applicants and vehicle logbooks of an HR app in three languages and English, in domains the matcher was not tuned for, sources none of the other sets use, frozen before the matcher ran on it, never used to tune`, held13Files],
  ['held-out 14 (public)', `${HELD_OUT_14_FILES.length} files; sales leads, opportunities and support cases of a CRM in six languages and English, and a helpdesk's ticket report in English, sources none of the other sets use, frozen before the matcher ran on it, never used to tune`, held14Files],
  ['held-out 15 (public)', `${HELD_OUT_15_FILES.length} files; stock items, stock movements, purchase order lines and build orders of two inventory programs in six languages and English, sources none of the other sets use, frozen before the matcher ran on it, a tuning set: its misses are read`, held15Files],
  ['held-out 16 (public)', `${HELD_OUT_16_FILES.length} files; students, grades, attendance and courses of two school programs in six languages and English, sources none of the other sets use, frozen before the matcher ran on it, a tuning set: its misses are read`, held16Files],
  ['held-out 17 (public)', `${HELD_OUT_17_FILES.length} files; room reservations, guests and visits of a hotel booking program, a resource scheduler and a hospital app in six languages and English, sources none of the other sets use, frozen before the matcher ran on it, a tuning set: its misses are read`, held17Files],
  ['held-out 18 (public)', `${HELD_OUT_18_FILES.length} files; maintenance work orders and assets of a CMMS in six languages and English, and a donation plugin's donations and donors in two languages and English, sources none of the other sets use, frozen before the matcher ran on it, never used to tune`, held18Files],
  ['held-out 19 (public)', `${HELD_OUT_19_FILES.length} files; leave requests and balances, timesheets and expense claims of four HR and time programs in six languages and English, sources none of the other sets use, frozen before the matcher ran on it, a tuning set: its misses are read`, held19Files],
  ['held-out 20 (public)', `${HELD_OUT_20_FILES.length} files; shipments, order grids, trackers and transport orders of two shops' back-offices, a shipping platform and a fleet app in six languages and English, sources none of the other sets use, frozen before the matcher ran on it, a tuning set: its misses are read`, held20Files],
  ['held-out 21 (public)', `${HELD_OUT_21_FILES.length} files; overdue loans and fees/fines of a library system in six languages and English, a gym program's member lists in six languages and a hospital program's ward-pharmacy dispensations in two languages and English, sources none of the other sets use, frozen before the matcher ran on it, never used to tune`, held21Files],
  ['held-out 22 (public)', `${HELD_OUT_22_FILES.length} files; tasks and sub-tasks of a kanban board in six languages and English, tickets and timesheets of a project-management tool in six languages and English, and a landlord program's incoming and outgoing tenants in four languages, sources none of the other sets use, frozen before the matcher ran on it, never used to tune`, held22Files],
  ['held-out 23 (public)', `${HELD_OUT_23_FILES.length} files; customer accounts, sales invoices, payments received, general-ledger and journal lines and recurring invoices of an invoicing program in six languages, a small-business accounting program in five and another accounting program in English, sources none of the other sets use, frozen before the matcher ran on it, a tuning set: its misses are read`, held23Files],
  ['held-out 24 (public)', `${HELD_OUT_24_FILES.length} files; visits, channels, countries, device types and product sales of a web analytics program in six languages and English, a newsletter program's campaign statistics in six languages and subscriber exports of two newsletter programs in English, sources none of the other sets use, frozen before the matcher ran on it, never used to tune`, held24Files],
  ['held-out 25 (public)', `${HELD_OUT_25_FILES.length} files; payslips of an HR program in five languages and English, payslips and payslip lines of an ERP's payroll module in six languages, a farm management program's interventions, harvest receptions and animals in French and English and another's organic-certification input records in four languages, sources none of the other sets use, frozen before the matcher ran on it, never used to tune`, held25Files],
  ['held-out 26 (public)', `${HELD_OUT_26_FILES.length} files; EV charging sessions of a home charging controller in six languages and English and of two charge-point management systems in English, a calorie counter's food-diary exports in six languages and English, a point of sale's orders in two languages and English and a restaurant point of sale's order lines in English, sources none of the other sets use, frozen before the matcher ran on it, never used to tune`, held26Files],
  ['held-out 27 (public)', `${HELD_OUT_27_FILES.length} files; problem lists of a monitoring system in five languages and English, incidents of an IT service-management tool in six languages, its persons in four and its user accounts in two and English, and listings and members of two marketplace platforms in English, sources none of the other sets use, frozen before the matcher ran on it, never used to tune`, held27Files],
];

if (args.file) {
  const file = sets.flatMap(([, , list]) => list).find((f) => f.name === args.file);
  if (!file) throw new Error(`no file "${args.file}"`);
  suggestColumns(file.headers, file.samples, file.tdm).forEach((s, i) => {
    const want = file.expected[i];
    console.log(`${s.target_column === want ? '  ' : '✗ '}"${s.source_column}" → ${s.target_column ?? 'unmapped'} (${s.confidence}); want ${want ?? 'unmapped'} — ${s.reason}${s.alternatives.length ? ` [${s.alternatives.map((a) => `${a.target_column} ${a.confidence}`).join(', ')}]` : ''}`);
  });
  process.exit(0);
}

// The process's first call (lexicon compiled, modules loaded, code not yet optimised), then the sets.
const firstFile = files[0];
const processStart = performance.now();
suggestColumns(firstFile.headers, firstFile.samples, firstFile.tdm);
const processFirstMs = performance.now() - processStart;
const results = sets.map(([name, , list]) => [name, measure(list, name === 'development')] as const);

// 30 columns: three domains' columns in one language, timed after the sets ran (a warm process): the
// first call per language meets headers it has not seen, the others repeat it.
const wide: number[] = [];
/** CPU time (user + system) of the same calls: the first of each language (headers not seen before) and the others. */
const wideCpuCold: number[] = [];
const wideCpu: number[] = [];
/** The 30-column files, for the allocation figures. */
const wideFiles: Array<[string[], CellValue[][], TdmColumn[]]> = [];
for (const language of LANGUAGES) {
  const parts = [0, 3, 4].map((d) => buildFile(CORPUS[d], d, language, LANGUAGES.indexOf(language)));
  const headers: string[] = [];
  const samples: CellValue[][] = [];
  const tdm: TdmColumn[] = [];
  parts.forEach((p, k) => {
    p.headers.forEach((h, i) => { headers.push(`${h} ${k}`); samples.push(p.samples[i]); });
    p.tdm.forEach((c) => tdm.push({ ...c, key: `${c.key}_${k}` }));
  });
  const cols = headers.slice(0, 30);
  for (let rep = 0; rep < 20; rep++) {
    const start = performance.now();
    const cpu = process.cpuUsage();
    suggestColumns(cols, samples.slice(0, 30), tdm);
    const used = process.cpuUsage(cpu);
    wide.push(performance.now() - start);
    (rep === 0 ? wideCpuCold : wideCpu).push((used.user + used.system) / 1000);
  }
  wideFiles.push([cols, samples.slice(0, 30), tdm]);
}

/**
 * What `fn` allocated on the JavaScript heap, in bytes: how much the used heap grew during it plus
 * what each garbage collection during it freed (v8.GCProfiler reports the used heap before and
 * after each), so a collection in the middle does not hide what was allocated before it. Objects
 * the collector never saw (a short-lived young object) count as they are: allocated.
 */
function heapAllocated(fn: () => void): { bytes: number; collections: number } {
  const profiler = new v8.GCProfiler();
  profiler.start();
  const before = v8.getHeapStatistics().used_heap_size;
  fn();
  const after = v8.getHeapStatistics().used_heap_size;
  const { statistics } = profiler.stop()!;
  let freed = 0;
  for (const gc of statistics) freed += gc.beforeGC.heapStatistics.usedHeapSize - gc.afterGC.heapStatistics.usedHeapSize;
  return { bytes: after - before + freed, collections: statistics.length };
}

// Heap allocation per 30-column call, measured apart from the timed calls (the profiler costs a little per call).
const wideBytes: number[] = [];
let wideCollections = 0;
for (const [cols, samples, tdm] of wideFiles) {
  for (let rep = 0; rep < 20; rep++) {
    const { bytes, collections } = heapAllocated(() => suggestColumns(cols, samples, tdm));
    wideBytes.push(bytes);
    wideCollections += collections;
  }
}


console.log(`Mapping benchmark (columns counted per input column; top-3 and missed of columns with a target; kept of columns without one)`);
console.log(head);
for (const [name, res] of results) console.log(row(name, res.total));
for (const [i, [name, res]] of results.entries()) {
  console.log(`\n${name}: ${sets[i][1]}, ${res.total.columns} input columns (${res.total.extras} with no target)`);
  console.log(head);
  for (const [lang, t] of [...res.byLanguage].sort((a, b) => LANGUAGES.indexOf(a[0] as Language) - LANGUAGES.indexOf(b[0] as Language))) console.log(row(`  ${lang}`, t));
  if (args.domains) for (const [domain, t] of res.byDomain) console.log(row(`  ${domain}`, t));
}

let optionTotal = 0;
let optionRight = 0;
let optionWrong = 0;
const optionMisses: string[] = [];
for (const oc of OPTION_CASES) {
  const answers = suggestOptions(oc.values.map(([v]) => v), { options: oc.options });
  oc.values.forEach(([v, want], i) => {
    optionTotal++;
    const got = answers[i].option;
    if (got === want) optionRight++;
    else {
      if (got !== null) optionWrong++;
      optionMisses.push(`${oc.domain.padEnd(12)} "${v}" → ${got ?? 'none'}; want ${want ?? 'none'} (${answers[i].reason})`);
    }
  });
}
console.log(`\noption mapping: ${optionTotal} values in ${OPTION_CASES.length} columns: right ${pc(optionRight, optionTotal)}, wrong ${pc(optionWrong, optionTotal)}`);
console.log(`\ntime per file (${files.length} files, ~12 columns): p50 ${quantile(times, 0.5).toFixed(2)} ms, p95 ${quantile(times, 0.95).toFixed(2)} ms`);
console.log(`time per 30-column file (${wide.length} runs): p50 ${quantile(wide, 0.5).toFixed(2)} ms, p95 ${quantile(wide, 0.95).toFixed(2)} ms`);
console.log(`first call of the process (lexicon compiled, modules loaded, one ${firstFile.headers.length}-column file): ${processFirstMs.toFixed(1)} ms`);
const allCpu = [...wideCpuCold, ...wideCpu];
console.log(`CPU time per 30-column file, all ${allCpu.length} runs: p50 ${quantile(allCpu, 0.5).toFixed(2)} ms, p95 ${quantile(allCpu, 0.95).toFixed(2)} ms`);
console.log(`CPU time per 30-column file: first call per language (${wideCpuCold.length}, headers not seen before) p50 ${quantile(wideCpuCold, 0.5).toFixed(2)} ms, max ${Math.max(...wideCpuCold).toFixed(2)} ms; the others (${wideCpu.length}) p50 ${quantile(wideCpu, 0.5).toFixed(2)} ms, p95 ${quantile(wideCpu, 0.95).toFixed(2)} ms`);
console.log(`heap allocated per 30-column file (${wideBytes.length} runs after the timed ones): median ${(quantile(wideBytes, 0.5) / 1024).toFixed(0)} KB, p95 ${(quantile(wideBytes, 0.95) / 1024).toFixed(0)} KB; ${wideCollections} garbage collections in those runs`);
if (args.misses) {
  for (const [name, res] of results) {
    console.log(`\n${name}: columns not as labelled`);
    for (const m of res.misses) console.log(`  ${m}`);
  }
  console.log('\noption values not as labelled:');
  for (const m of optionMisses) console.log(`  ${m}`);
}
if (args.answers) {
  for (const [name, res] of results) {
    console.log(`\n${name}: every answer`);
    for (const m of res.answers) console.log(`  ${m}`);
  }
}
