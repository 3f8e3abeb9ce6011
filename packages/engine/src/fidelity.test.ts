/**
 * Fidelity: what goes in comes out. Files nobody here wrote — the csv-spectrum edge-case suite and
 * the vega-datasets public data (CSV, TSV, flat JSON) — run through the engine with a TDM of
 * `string` columns labelled exactly like each file's header (`trimWhitespace: false`, escaping off
 * as for deliveries to machines), in every output format; every output cell is compared with the
 * input cell as an independent parser reads it (papaparse for CSV/TSV, JSON.parse, saxes for XML,
 * SheetJS for XLSX). The figures are printed (docs/engine.md "Outputs"); the test fails on any
 * changed cell other than the one documented limit: a carriage return in XLSX cell text reads back
 * as a line feed (XML folds CRLF; readers disagree on the `_x000D_` escape).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';
import * as XLSX from '@e965/xlsx';
import { SaxesParser } from 'saxes';
import { runImport } from './run.ts';
import type { OutputFormat, TargetDataModel } from './types.ts';

const modules = fileURLToPath(new URL('../../../node_modules/', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'ferry-fidelity-'));
const FORMATS: OutputFormat[] = ['CSV', 'TSV', 'JSON', 'XML', 'XLSX'];
/** Files up to this size (bytes): the suite stays a few seconds. */
const MAX_BYTES = 300_000;

interface Table {
  headers: string[];
  rows: string[][];
}

/** An input cell as text, the way a `string` column holds it: empty for missing, String() for numbers and booleans. */
const text = (v: unknown): string => (v === null || v === undefined ? '' : typeof v === 'string' ? v : String(v));

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

interface Source {
  name: string;
  path: string;
  table: Table;
}

function sources(): Source[] {
  const out: Source[] = [];
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
function readOutput(path: string, format: OutputFormat, keys: string[]): string[][] {
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

test('fidelity: public files in, every output format out, every cell as the reference parser reads it', async (t) => {
  const list = sources();
  assert.ok(list.length >= 50, `enough files (${list.length})`);
  const totals = Object.fromEntries(FORMATS.map((f) => [f, { files: 0, cells: 0, changed: 0, documented: 0 }]));
  const changes: string[] = [];
  try {
    for (const source of list) {
      const { headers, rows } = source.table;
      const tdm: TargetDataModel = { name: 'Fidelity', columns: headers.map((h, i) => ({ key: `c${i}`, label: h, columnType: 'string', trimWhitespace: false })) };
      const keys = tdm.columns.map((c) => c.key);
      for (const format of FORMATS) {
        const output = join(dir, `out.${format.toLowerCase()}`);
        const report = await runImport({
          input: { path: source.path, fileName: source.path.split('/').pop()! },
          tdm,
          configuration: { mapping_config: { mode: 'DEFAULT', mappings: [] }, error_config: { error_threshold: 100 } },
          output: { format, path: output, escapeFormulas: false },
        });
        assert.equal(report.status, 'SUCCESSFUL', `${source.name} → ${format}: ${JSON.stringify(report.error)}`);
        assert.deepEqual(report.mapping?.unmapped_source_columns, [], `${source.name}: every input column is mapped`);
        const back = readOutput(output, format, keys);
        assert.equal(back.length, rows.length, `${source.name} → ${format}: rows`);
        const total = totals[format]!;
        total.files++;
        rows.forEach((row, r) => {
          keys.forEach((_, c) => {
            total.cells++;
            const expected = row[c] ?? '';
            const got = back[r]![c];
            // Documented (docs/engine.md "Outputs"): XML folds a carriage return in XLSX cell text into a line feed.
            if (got !== expected && format === 'XLSX' && expected.replace(/\r\n?/g, '\n') === got) {
              total.documented++;
              return;
            }
            if (got !== expected) {
              total.changed++;
              if (changes.length < 20) changes.push(`${source.name} → ${format} row ${r + 2} ${JSON.stringify(headers[c])}: ${JSON.stringify(expected)} → ${JSON.stringify(back[r]![c])}`);
            }
          });
        });
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const lines = FORMATS.map((f) => `${f.padEnd(4)}  ${String(totals[f]!.files).padStart(3)} files  ${String(totals[f]!.cells).padStart(8)} cells compared  ${totals[f]!.changed} changed${totals[f]!.documented ? `  (${totals[f]!.documented} with CR → LF, documented)` : ''}`);
  t.diagnostic(`fidelity over ${list.length} public files:\n${lines.join('\n')}`);
  console.log(`fidelity over ${list.length} public files (csv-spectrum, vega-datasets):\n${lines.join('\n')}`);
  assert.deepEqual(changes, [], 'no cell changed');
});
