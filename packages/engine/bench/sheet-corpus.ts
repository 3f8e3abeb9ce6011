/**
 * Messy-sheet benchmark (`npm run bench:sheets`): how many spreadsheets written by a real
 * spreadsheet program yield data rows through the engine, beside what SheetJS reads from the same
 * files. Figures are printed, never asserted; docs/performance.md records them.
 *
 *   node bench/sheet-corpus.ts                 the corpus in test/fixtures/sheets (LibreOffice Calc: XLSX, XLS, SpreadsheetML)
 *   node bench/sheet-corpus.ts --dir ~/sheets  any folder of .xlsx/.xls/.xml/.csv files (no manifest: no "as a person sees it" column)
 *   node bench/sheet-corpus.ts --debian        the spreadsheets that Debian packages of spreadsheet libraries ship as examples
 *                                              (written by Excel 95–2016 and other programs; fetched with `apt-get download`,
 *                                              unpacked into the system's temporary directory, never committed)
 *
 * Per file: SheetJS CE (`XLSX.read` of the file's bytes, first sheet, `sheet_to_json` with `header: 1` and no
 * blank rows) counts the non-blank rows; it "finds a header and a data row" when there are at
 * least two. The engine runs the file (`runImport`, SMART header, a one-column TDM, CSV output):
 * it yields data rows when the run reports at least one; a crash is an exception out of
 * `runImport` (a FAILED run with an error type is not a crash). With the corpus's manifest, the
 * run is also compared with what a person sees in the sheet: the header's row and the number of
 * data rows.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as XLSX from '@e965/xlsx';
import { runImport } from '../src/run.ts';
import type { RunReport, TargetDataModel } from '../src/types.ts';

const { values } = parseArgs({ options: { dir: { type: 'string' }, debian: { type: 'boolean' } } });

/** Debian packages that ship example spreadsheets (data written by real programs, not by Ferry). */
const DEBIAN_PACKAGES = ['r-cran-readxl', 'r-cran-openxlsx', 'r-cran-gdata', 'r-cran-rio', 'python3-xlrd', 'libspreadsheet-parseexcel-perl'];

/**
 * Downloads {@link DEBIAN_PACKAGES} (`apt-get download`, no install), unpacks them and gathers their
 * .xls/.xlsx files as `<package>--<file>` in a folder under the temporary directory; returns it.
 */
function debianCorpus(): string {
  const root = join(tmpdir(), 'ferry-debian-sheets');
  const corpus = join(root, 'corpus');
  if (existsSync(corpus) && readdirSync(corpus).length > 0) return corpus;
  const debs = join(root, 'debs');
  mkdirSync(debs, { recursive: true });
  mkdirSync(corpus, { recursive: true });
  execFileSync('apt-get', ['download', ...DEBIAN_PACKAGES], { cwd: debs, stdio: 'ignore' });
  for (const deb of readdirSync(debs).filter((f) => f.endsWith('.deb'))) {
    const into = join(root, 'unpacked', deb.split('_')[0]!);
    mkdirSync(into, { recursive: true });
    execFileSync('dpkg-deb', ['-x', join(debs, deb), into]);
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.(xlsx|xls)$/i.test(entry.name)) copyFileSync(path, join(corpus, `${deb.split('_')[0]}--${entry.name}`));
      }
    };
    walk(into);
  }
  return corpus;
}

const CORPUS = values.debian ? debianCorpus() : values.dir ? resolve(values.dir) : fileURLToPath(new URL('../test/fixtures/sheets/', import.meta.url));
const manifestPath = join(CORPUS, 'manifest.json');
const manifest: Record<string, { header: number | 'form'; data_rows: number; exact: boolean }> = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
const tdm: TargetDataModel = { name: 'Anything', columns: [{ key: 'value', label: 'Value', columnType: 'string' }] };
const work = mkdtempSync(join(tmpdir(), 'ferry-sheets-bench-'));

interface Result {
  file: string;
  sheetjsRows: number | null;
  ferryRows: number;
  header: string;
  crashed: string | null;
  error: string | null;
  /** Read as a form (label–value pairs: one record whose columns are the labels), or refused as a form too long to be one record. */
  form: boolean;
  asSeen: boolean | null;
}

function sheetjsRows(path: string): number | null {
  try {
    const book = XLSX.read(readFileSync(path), { cellDates: true, dense: true });
    const sheet = book.Sheets[book.SheetNames[0]!];
    if (!sheet) return 0;
    return (XLSX.utils.sheet_to_json(sheet, { header: 1, blankrows: false, defval: null }) as unknown[][]).filter((r) => r.some((v) => v !== null && v !== '')).length;
  } catch {
    return null;
  }
}

const results: Result[] = [];
const files = readdirSync(CORPUS).filter((f) => /\.(xlsx|xls|xml|csv|tsv)$/i.test(f)).sort();
try {
  for (const file of files) {
    const path = join(CORPUS, file);
    const output = join(work, `${results.length}.csv`);
    let report: RunReport | null = null;
    let crashed: string | null = null;
    try {
      report = await runImport({ input: { path, fileName: file }, tdm, configuration: {}, output: { format: 'CSV', path: output }, cellErrors: { path: `${output}.errors` } });
    } catch (err) {
      crashed = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    }
    const expected = manifest[file.replace(/\.[^.]+$/, '')];
    const rows = report?.stats.rows ?? 0;
    let asSeen: boolean | null = null;
    if (expected && report) {
      asSeen = expected.header === 'form'
        ? report.header?.form_rows !== undefined && rows === expected.data_rows
        : expected.exact
          ? report.header?.row_number === expected.header && rows === expected.data_rows
          : rows >= expected.data_rows;
    }
    results.push({
      file,
      sheetjsRows: sheetjsRows(path),
      ferryRows: rows,
      header: report?.header ? (report.header.row_number > 0 ? `row ${report.header.row_number}` : report.header.form_rows ? 'form' : 'none') : '—',
      crashed,
      error: report?.error?.type ?? null,
      form: report?.header?.form_rows !== undefined || (report?.error?.type === 'HEADER_NOT_FOUND' && report.error.details?.form_rows !== undefined),
      asSeen,
    });
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));
console.log(`Messy-sheet corpus: ${CORPUS} (${files.length} files)\n`);
console.log(`${pad('file', 30)} ${pad('SheetJS rows', 12)} ${pad('Ferry header', 12)} ${pad('Ferry data rows', 15)} ${pad('as a person sees it', 19)} error`);
for (const r of results) {
  console.log(`${pad(r.file, 30)} ${pad(String(r.sheetjsRows ?? 'error'), 12)} ${pad(r.header, 12)} ${pad(String(r.ferryRows), 15)} ${pad(r.asSeen === null ? '—' : r.asSeen ? 'yes' : 'NO', 19)} ${r.crashed ? `CRASH ${r.crashed}` : (r.error ?? '')}`);
}
const withTable = results.filter((r) => (r.sheetjsRows ?? 0) >= 2);
const yielded = withTable.filter((r) => r.ferryRows > 0);
const crashes = results.filter((r) => r.crashed);
const judged = results.filter((r) => r.asSeen !== null);
const pct = (a: number, b: number) => (b === 0 ? '—' : `${((100 * a) / b).toFixed(1)}%`);
console.log('');
console.log(`crash-free: ${results.length - crashes.length} of ${results.length} files`);
console.log(`SheetJS finds a header and a data row in ${withTable.length} files; Ferry yields data rows from ${yielded.length} of them (${pct(yielded.length, withTable.length)}; target ≥ 98%)`);
const forms = withTable.filter((r) => r.form);
if (forms.length) {
  const read = forms.filter((r) => r.ferryRows > 0).length;
  console.log(`  of them ${forms.length} are forms (label–value pairs): ${read} read as one record each${read < forms.length ? `, ${forms.length - read} refused as too long for one record` : ''}`);
}
const missed = withTable.filter((r) => r.ferryRows === 0 && !r.form);
if (missed.length) console.log(`  without data rows: ${missed.map((r) => `${r.file} (${r.error ?? r.crashed ?? 'no rows'})`).join(', ')}`);
if (judged.length) console.log(`as a person sees it (header row and data rows of the manifest): ${judged.filter((r) => r.asSeen).length} of ${judged.length} (${pct(judged.filter((r) => r.asSeen).length, judged.length)})`);
