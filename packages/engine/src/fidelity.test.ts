/**
 * Fidelity: what goes in comes out. Files nobody here wrote — the csv-spectrum edge-case suite, the
 * vega-datasets public data (CSV, TSV, flat JSON) and workbooks LibreOffice wrote (XLSX, XLS) — run through the engine with a TDM of
 * `string` columns labelled exactly like each file's header (`trimWhitespace: false`, escaping off
 * as for deliveries to machines), in every output format; every output cell is compared with the
 * input cell as an independent parser reads it (papaparse for CSV/TSV, JSON.parse, saxes for XML,
 * SheetJS for XLSX and XLS). The figures are printed (docs/engine.md "Outputs"); the test fails on any
 * changed cell other than the one documented limit: a carriage return in XLSX cell text reads back
 * as a line feed (XML folds CRLF; readers disagree on the `_x000D_` escape).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runImport } from './run.ts';
import { compareCells, readOutput, sources, stringTdm } from './testing/fidelity.ts';
import type { OutputFormat } from './types.ts';

const dir = mkdtempSync(join(tmpdir(), 'ferry-fidelity-'));
const FORMATS: OutputFormat[] = ['CSV', 'TSV', 'JSON', 'XML', 'XLSX'];

test('fidelity: public files in, every output format out, every cell as the reference parser reads it', async (t) => {
  const list = sources();
  assert.ok(list.length >= 50, `enough files (${list.length})`);
  const totals = Object.fromEntries(FORMATS.map((f) => [f, { files: 0, cells: 0, changed: 0, documented: 0 }]));
  const changes: string[] = [];
  try {
    for (const source of list) {
      const tdm = stringTdm(source.table.headers);
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
        assert.equal(back.length, source.table.rows.length, `${source.name} → ${format}: rows`);
        const total = totals[format]!;
        const r = compareCells(source, format, back, changes);
        total.files++;
        total.cells += r.cells;
        total.changed += r.changed;
        total.documented += r.documented;
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
