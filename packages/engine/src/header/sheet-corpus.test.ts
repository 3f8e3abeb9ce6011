/**
 * The messy-sheet corpus (test/fixtures/sheets/, written by LibreOffice Calc with
 * scripts/make-sheet-corpus.ts as XLSX, XLS and SpreadsheetML 2003): every file runs without a
 * crash, and yields the header and the data rows a person sees in it (manifest.json).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runImport } from '../run.ts';
import type { TargetDataModel } from '../types.ts';

const CORPUS = fileURLToPath(new URL('../../test/fixtures/sheets/', import.meta.url));
const manifest = JSON.parse(readFileSync(join(CORPUS, 'manifest.json'), 'utf8')) as Record<string, { about: string; header: number | 'form'; data_rows: number; exact: boolean }>;
/**
 * Sheets the engine still reads differently from a person, and how: each still yields its data
 * (no failure), and the test fails once it is read right, so that this list stays true.
 */
const KNOWN_MISSES: Record<string, { rows: number; why: string }> = {
  'title-text-list': { rows: 9, why: 'a list of all-text records under a title has no header, but its first record reads like one and is taken as the header' },
};
const tdm: TargetDataModel = { name: 'Anything', columns: [{ key: 'name', label: 'Name', columnType: 'string' }] };
const dir = mkdtempSync(join(tmpdir(), 'ferry-corpus-test-'));
test.after(() => rmSync(dir, { recursive: true, force: true }));

for (const file of readdirSync(CORPUS).filter((f) => f !== 'manifest.json').sort()) {
  const name = file.replace(/\.[^.]+$/, '');
  const expected = manifest[name];
  test(`${file}: ${expected?.about}`, async () => {
    assert.ok(expected, `${name} is in the manifest`);
    const output = join(dir, `${file}.csv`);
    const report = await runImport({ input: { path: join(CORPUS, file), fileName: file }, tdm, configuration: {}, output: { format: 'CSV', path: output }, cellErrors: { path: `${output}.errors` } });
    if (expected.header === 'form') {
      // A form is one record: its labels are the columns.
      assert.equal(report.error, undefined, JSON.stringify(report.error));
      assert.ok(report.header?.form_rows, report.header?.reason);
      assert.equal(report.header?.row_index, -1);
      assert.equal(report.stats.rows, expected.data_rows);
      return;
    }
    assert.equal(report.error, undefined, JSON.stringify(report.error));
    const miss = KNOWN_MISSES[name];
    if (miss) {
      assert.equal(report.stats.rows, miss.rows, `known miss: ${miss.why}`);
      assert.ok(report.stats.rows < expected.data_rows, `${name} is now read as a person reads it: take it off KNOWN_MISSES`);
      return;
    }
    if (expected.exact) {
      assert.equal(report.header?.row_number, expected.header, report.header?.reason);
      assert.equal(report.stats.rows, expected.data_rows, `data rows (header: ${report.header?.reason})`);
    } else {
      assert.ok(report.stats.rows >= expected.data_rows, `at least ${expected.data_rows} data rows, got ${report.stats.rows} (header: ${report.header?.reason})`);
    }
  });
}
