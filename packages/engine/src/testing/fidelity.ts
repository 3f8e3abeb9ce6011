/**
 * The fidelity suites' shared parts (engine: src/fidelity.test.ts; server: the REST API and `ferry
 * run`): public source files with their cells as an independent parser reads them, a TDM of `string`
 * columns labelled like each header, and output files read back by independent parsers.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';
import * as XLSX from '@e965/xlsx';
import { SaxesParser } from 'saxes';
import type { OutputFormat, TargetDataModel } from '../types.ts';

const modules = fileURLToPath(new URL('../../../../node_modules/', import.meta.url));
/** Files up to this size (bytes) are used. */
export const MAX_BYTES = 300_000;

export interface Table {
  headers: string[];
  rows: string[][];
}

/** An input cell as text, the way a `string` column holds it: empty for missing, String() for numbers and booleans. */
export const text = (v: unknown): string => (v === null || v === undefined ? '' : typeof v === 'string' ? v : String(v));

function referenceDelimited(path: string, delimiter: ',' | '\t'): Table {
  const source = readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(source, { delimiter, skipEmptyLines: true }).data;
  const [headers = [], ...rows] = parsed;
  return { headers, rows };
}

/** A flat JSON array of objects, or null (nested values are outside this suite). */
function referenceJson(path: string): Table | null {
  const data = JSON.parse(readFileSync(path, 'utf8')) as unknown;
  if (!Array.isArray(data) || data.length === 0) return null;
  const headers: string[] = [];
  for (const r of data) {
    if (!r || typeof r !== 'object' || Array.isArray(r)) return null;
    for (const [k, v] of Object.entries(r)) {
      if (v !== null && typeof v === 'object') return null;
      if (!headers.includes(k)) headers.push(k);
    }
  }
  return { headers, rows: data.map((r: Record<string, unknown>) => headers.map((h) => text(r[h]))) };
}

export interface Source {
  name: string;
  path: string;
  table: Table;
}

/**
 * A workbook's first sheet as SheetJS reads it, cells as Ferry's documented rules write typed cells
 * into a `string` column: numbers as their shortest text, booleans as true/false, dates as ISO 8601
 * (`YYYY-MM-DD` at midnight UTC, else the full date-time).
 */
function referenceWorkbook(path: string): Table {
  const book = XLSX.read(readFileSync(path), { cellDates: true });
  const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: true, defval: null, blankrows: false });
  const iso = (d: Date) => (d.getUTCHours() || d.getUTCMinutes() || d.getUTCSeconds() || d.getUTCMilliseconds() ? d.toISOString() : d.toISOString().slice(0, 10));
  const [headers = [], ...data] = rows.map((r) => r.map((v) => (v instanceof Date ? iso(v) : text(v))));
  return { headers, rows: data };
}

/** Workbooks written by LibreOffice (packages/engine/scripts/make-fixtures.sh: soffice --convert-to). */
const LIBREOFFICE_WORKBOOKS = ['seattle-weather.xlsx', 'seattle-weather.xls'];

/**
 * csv-spectrum, the vega-datasets CSV, TSV and flat JSON files up to MAX_BYTES with unique,
 * non-empty headers, and workbooks LibreOffice wrote.
 */
export function sources(): Source[] {
  const out: Source[] = [];
  const workbooks = fileURLToPath(new URL('../../test/fixtures/workbooks/', import.meta.url));
  for (const f of LIBREOFFICE_WORKBOOKS) out.push({ name: `libreoffice/${f}`, path: join(workbooks, f), table: referenceWorkbook(join(workbooks, f)) });
  const spectrum = join(modules, 'csv-spectrum/csvs');
  for (const f of readdirSync(spectrum)) out.push({ name: `csv-spectrum/${f}`, path: join(spectrum, f), table: referenceDelimited(join(spectrum, f), ',') });
  const vega = join(modules, 'vega-datasets/data');
  for (const f of readdirSync(vega).sort()) {
    const path = join(vega, f);
    if (statSync(path).size > MAX_BYTES) continue;
    const table = f.endsWith('.csv') ? referenceDelimited(path, ',') : f.endsWith('.tsv') ? referenceDelimited(path, '\t') : f.endsWith('.json') ? referenceJson(path) : null;
    // A header a person could not map (empty or repeated) is outside this suite.
    if (table && table.headers.length > 0 && table.headers.every((h) => h.trim() !== '') && new Set(table.headers).size === table.headers.length) {
      out.push({ name: `vega-datasets/${f}`, path, table });
    }
  }
  return out;
}

/** The output file read back by an independent parser, cells as text in TDM key order. */
export function readOutput(path: string, format: OutputFormat, keys: string[]): string[][] {
  if (format === 'CSV' || format === 'TSV') {
    const rows = Papa.parse<string[]>(readFileSync(path, 'utf8'), { delimiter: format === 'CSV' ? ',' : '\t', skipEmptyLines: true }).data;
    return rows.slice(1);
  }
  if (format === 'JSON') return (JSON.parse(readFileSync(path, 'utf8')) as Array<Record<string, unknown>>).map((r) => keys.map((k) => text(r[k])));
  if (format === 'XLSX') {
    const book = XLSX.read(readFileSync(path));
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: true, defval: null, blankrows: true });
    return rows.slice(1).map((r) => keys.map((_, i) => text(r[i])));
  }
  const rows: string[][] = [];
  let row: Record<string, string> | null = null;
  let field: string | null = null;
  const parser = new SaxesParser();
  parser.on('opentag', (tag) => {
    if (tag.name === 'row') row = {};
    else if (row && tag.name !== 'rows') {
      field = tag.name;
      row[field] = '';
    }
  });
  parser.on('text', (t) => {
    if (row && field) row[field] += t;
  });
  parser.on('closetag', (tag) => {
    if (tag.name === 'row' && row) {
      rows.push(keys.map((k) => row![k] ?? ''));
      row = null;
    } else field = null;
  });
  parser.write(readFileSync(path, 'utf8')).close();
  return rows;
}


/** A TDM of `string` columns labelled like `headers`, keyed c0, c1, …, text kept verbatim. */
export function stringTdm(headers: string[]): TargetDataModel {
  return { name: 'Fidelity', columns: headers.map((h, i) => ({ key: `c${i}`, label: h, columnType: 'string', trimWhitespace: false })) };
}

/**
 * Compares output rows with the source table cell by cell. Answers the number of cells compared,
 * changed, and documented (a CR in XLSX text read back as LF), and the first changes as text.
 */
export function compareCells(source: Source, format: OutputFormat, back: string[][], changes: string[], limit = 20): { cells: number; changed: number; documented: number } {
  const { headers, rows } = source.table;
  let cells = 0;
  let changed = 0;
  let documented = 0;
  rows.forEach((row, r) => {
    headers.forEach((_, c) => {
      cells++;
      const expected = row[c] ?? '';
      const got = back[r]?.[c] ?? '';
      if (got === expected) return;
      // Documented (docs/engine.md "Outputs"): XML folds a carriage return in XLSX cell text into a line feed.
      if (format === 'XLSX' && expected.replace(/\r\n?/g, '\n') === got) {
        documented++;
        return;
      }
      changed++;
      if (changes.length < limit) changes.push(`${source.name} → ${format} row ${r + 2} ${JSON.stringify(headers[c])}: ${JSON.stringify(expected)} → ${JSON.stringify(got)}`);
    });
  });
  return { cells, changed, documented };
}
