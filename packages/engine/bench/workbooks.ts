/**
 * Workbook readers benchmark (`npm run bench:workbooks` in packages/engine): what reading a large
 * workbook costs in time and memory, for the engine's readers and for the two libraries one
 * would otherwise use. Figures are printed, never asserted; docs/performance.md records them.
 *
 *   node bench/workbooks.ts                    1M rows × 10 columns, every reader
 *   node bench/workbooks.ts --rows 200000 --readers ferry,exceljs
 *
 * Files (the bench's customer rows, ./generate.ts):
 *   inline.xlsx  written by the engine's XLSX writer (text as inline strings)
 *   shared.xlsx  written by ExcelJS's streaming writer with a shared string table, as Excel and
 *                LibreOffice write it: the table must be held while the sheet is read
 *   sheet.xls    BIFF8 written by SheetJS, 20,000 rows (the format holds at most 65,536; SheetJS
 *                needs ~50 s and ~11 GB to write 65,535 of these rows, 9 s and 3.4 GB for 20,000)
 *   sheet.xml    SpreadsheetML 2003 written by SheetJS, 65,535 rows
 * Readers, each in its own child process (peak RSS = that process's `VmHWM`, ./peak-rss.ts):
 *   ferry    the engine's `openTable` (streaming XLSX reader; XLS and SpreadsheetML through SheetJS
 *            in a worker thread with a heap cap and a deadline), iterating every batch
 *   exceljs  ExcelJS 4.4 `stream.xlsx.WorkbookReader` (XLSX only)
 *   sheetjs  SheetJS CE `XLSX.read` of the whole file with the engine's options (dense sheets, no
 *            per-cell HTML, formulas or styles), then every row
 */
import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { benchRows, writeBenchXlsx } from './generate.ts';
import { HEADERS } from './bench-model.ts';
import { peakRssMb } from './peak-rss.ts';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    readers: { type: 'string', default: 'ferry,exceljs,sheetjs' },
    reader: { type: 'string' },
    input: { type: 'string' },
  },
});

interface ReadResult {
  rows: number;
  seconds: number;
  cpuSeconds: number;
  maxRssMb: number;
  error?: string;
}

/** Child mode: read `input` with `reader`, print one JSON line. */
async function readWith(reader: string, input: string): Promise<ReadResult> {
  // Load the reader's modules before the clock starts (start-up is not throughput).
  let count: () => Promise<number>;
  if (reader === 'ferry') {
    const { readAllRows } = await import('./cases.ts');
    await import('../src/readers/index.ts');
    if (input.endsWith('.xlsx')) await import('../src/readers/xlsx-reader.ts');
    else await import('../src/readers/sheetjs-reader.ts');
    count = () => readAllRows(input);
  } else if (reader === 'exceljs') {
    const { default: ExcelJS } = await import('exceljs');
    count = async () => {
      const wb = new ExcelJS.stream.xlsx.WorkbookReader(input, { sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'cache', worksheets: 'emit', entries: 'emit' });
      let rows = 0;
      for await (const ws of wb) for await (const _row of ws) rows++;
      return rows;
    };
  } else if (reader === 'sheetjs') {
    const XLSX = await import('@e965/xlsx');
    count = async () => {
      // The options the engine's SheetJS worker uses (no HTML, formulas or styles per cell).
      const wb = XLSX.read(readFileSync(input), { type: 'buffer', dense: true, cellNF: true, cellDates: false, cellHTML: false, cellFormula: false, cellStyles: false });
      const sheet = wb.Sheets[wb.SheetNames[0]!]! as { '!data'?: unknown[][] };
      let rows = 0;
      for (const row of sheet['!data'] ?? []) if (row) rows++;
      return rows;
    };
  } else {
    throw new Error(`unknown reader ${reader}`);
  }
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const rows = await count();
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  return { rows, seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6, maxRssMb: peakRssMb() };
}

function child(reader: string, input: string): ReadResult {
  const run = spawnSync(process.execPath, [new URL(import.meta.url).pathname, '--reader', reader, '--input', input], { encoding: 'utf8', maxBuffer: 1 << 24 });
  const line = run.stdout.trim().split('\n').pop() ?? '';
  if (run.status !== 0 || !line.startsWith('{')) {
    const why = (run.stderr || `exit ${run.status} (signal ${run.signal})`).trim().split('\n').slice(-3).join(' ');
    return { rows: 0, seconds: 0, cpuSeconds: 0, maxRssMb: 0, error: why.slice(0, 200) };
  }
  return JSON.parse(line) as ReadResult;
}

async function writeSharedStringsXlsx(path: string, count: number): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: createWriteStream(path), useSharedStrings: true, useStyles: true });
  const ws = wb.addWorksheet('Customers');
  ws.addRow([...HEADERS]).commit();
  for (const row of benchRows(count)) ws.addRow(row as unknown[]).commit();
  ws.commit();
  await wb.commit();
}

async function writeSheetJs(path: string, count: number, bookType: 'biff8' | 'xlml'): Promise<void> {
  const XLSX = await import('@e965/xlsx');
  const aoa: unknown[][] = [[...HEADERS]];
  for (const row of benchRows(count)) aoa.push(row as unknown[]);
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(aoa, { cellDates: true }), 'Customers');
  const { writeFileSync } = await import('node:fs');
  writeFileSync(path, XLSX.write(wb, { bookType, type: 'buffer' }) as Buffer);
}

function line(file: string, reader: string, r: ReadResult, size: number): string {
  if (r.error) return `  ${file.padEnd(12)} ${reader.padEnd(8)} failed: ${r.error}`;
  const perSecond = Math.round(r.rows / r.seconds).toLocaleString('en-US');
  return `  ${file.padEnd(12)} ${reader.padEnd(8)} ${r.rows.toLocaleString('en-US').padStart(10)} rows  ${r.seconds.toFixed(1).padStart(6)} s (${r.cpuSeconds.toFixed(1)} s CPU)  ${perSecond.padStart(9)} rows/s  ${(size / 1e6 / r.seconds).toFixed(1).padStart(5)} MB/s  ${String(r.maxRssMb).padStart(5)} MB peak RSS`;
}

if (values.reader) {
  console.log(JSON.stringify(await readWith(values.reader, values.input!)));
} else {
  const rows = Number(values.rows);
  const readers = values.readers.split(',').map((r) => r.trim()).filter(Boolean);
  const dir = mkdtempSync(join(tmpdir(), 'ferry-workbooks-'));
  try {
    console.log(`Workbook readers — Node ${process.version}, ${cpus().length} CPU (${cpus()[0]?.model ?? 'unknown'})`);
    const xlsRows = Math.min(rows, 20_000);
    const xmlRows = Math.min(rows, 65_535);
    const files: Array<{ name: string; path: string; rows: number; make: () => Promise<unknown>; readers: string[] }> = [
      { name: 'inline.xlsx', path: join(dir, 'inline.xlsx'), rows, make: () => writeBenchXlsx(join(dir, 'inline.xlsx'), rows), readers },
      { name: 'shared.xlsx', path: join(dir, 'shared.xlsx'), rows, make: () => writeSharedStringsXlsx(join(dir, 'shared.xlsx'), rows), readers },
      { name: 'sheet.xls', path: join(dir, 'sheet.xls'), rows: xlsRows, make: () => writeSheetJs(join(dir, 'sheet.xls'), xlsRows, 'biff8'), readers: readers.filter((r) => r !== 'exceljs') },
      { name: 'sheet.xml', path: join(dir, 'sheet.xml'), rows: xmlRows, make: () => writeSheetJs(join(dir, 'sheet.xml'), xmlRows, 'xlml'), readers: readers.filter((r) => r !== 'exceljs') },
    ];
    for (const f of files) {
      const t0 = performance.now();
      await f.make();
      const size = statSync(f.path).size;
      console.log(`\n${f.name}: ${f.rows.toLocaleString('en-US')} rows × 10 columns, ${(size / 1e6).toFixed(1)} MB (written in ${((performance.now() - t0) / 1000).toFixed(1)} s)`);
      for (const reader of f.readers) console.log(line(f.name, reader, child(reader, f.path), size));
      rmSync(f.path, { force: true });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
