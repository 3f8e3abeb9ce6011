/**
 * Zip reader benchmark (`npm run bench:zip`): the engine's own zip reader (src/readers/zip.ts, what
 * the XLSX reader opens workbooks with) against yauzl 3 (devDependency, used only here), a
 * well-kept streaming zip reader for Node.js, on real XLSX files of several sizes: the test
 * fixtures (written by LibreOffice and SheetJS) and workbooks of the bench's customer rows written
 * by the engine's XLSX writer (inline strings) and by ExcelJS (a shared string table, entries with
 * data descriptors, as Excel-like writers make them).
 *
 * Each reader opens the file, reads the central directory and inflates every entry to the end
 * (bytes counted, nothing parsed); runs alternate between the readers in one process, and the
 * best of N (wall and CPU time) is printed with the ratio ours / yauzl. Asserts nothing:
 * docs/performance.md "Zip reader" records the figures.
 *
 *   node bench/zip.ts [--runs 5] [--rows 10000,100000,500000]
 */
import { createWriteStream, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import yauzl from 'yauzl';
import { openZip } from '../src/readers/zip.ts';
import { DEFAULT_LIMITS } from '../src/readers/limits.ts';
import { benchRows, writeBenchXlsx } from './generate.ts';
import { HEADERS } from './bench-model.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, rows: { type: 'string', default: '10000,100000,500000' } } });
const RUNS = Math.max(1, Number(values.runs));
const ROWS = values.rows.split(',').map(Number).filter((n) => n > 0);

/** Inflates every entry with the engine's reader; answers [entries, uncompressed bytes]. */
async function ours(path: string): Promise<[number, number]> {
  const zip = await openZip(path, statSync(path).size, DEFAULT_LIMITS);
  let bytes = 0;
  try {
    for (const entry of zip.entries.values()) for await (const b of zip.stream(entry)) bytes += b.length;
  } finally {
    await zip.close();
  }
  return [zip.entries.size, bytes];
}

/** Inflates every entry with yauzl (lazy entries, one at a time, sizes validated); answers [entries, uncompressed bytes]. */
function theirs(path: string): Promise<[number, number]> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: true, validateEntrySizes: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      let entries = 0;
      let bytes = 0;
      zip.on('error', reject);
      zip.on('end', () => resolve([entries, bytes]));
      zip.on('entry', (entry: yauzl.Entry) => {
        entries++;
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          stream.on('data', (b: Buffer) => { bytes += b.length; });
          stream.on('error', reject);
          stream.on('end', () => zip.readEntry());
        });
      });
      zip.readEntry();
    });
  });
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

interface Best { wall: number; cpu: number }

async function measure(read: (path: string) => Promise<[number, number]>, path: string, best: Best): Promise<[number, number]> {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const result = await read(path);
  const wall = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  best.wall = Math.min(best.wall, wall);
  best.cpu = Math.min(best.cpu, (cpu.user + cpu.system) / 1e6);
  return result;
}

const fmt = (s: number) => (s < 0.1 ? `${(s * 1000).toFixed(1)} ms` : `${s.toFixed(2)} s`);

const dir = mkdtempSync(join(tmpdir(), 'ferry-zip-bench-'));
try {
  const fixtures = new URL('../test/fixtures/workbooks/', import.meta.url).pathname;
  const files: Array<{ name: string; path: string }> = readdirSync(fixtures).filter((f) => f.endsWith('.xlsx')).sort().map((f) => ({ name: f, path: join(fixtures, f) }));
  for (const rows of ROWS) {
    const inline = join(dir, `inline-${rows}.xlsx`);
    await writeBenchXlsx(inline, rows);
    files.push({ name: `engine writer, ${rows.toLocaleString('en-US')} rows`, path: inline });
    const shared = join(dir, `shared-${rows}.xlsx`);
    await writeSharedStringsXlsx(shared, rows);
    files.push({ name: `ExcelJS, ${rows.toLocaleString('en-US')} rows`, path: shared });
  }
  console.log(`Zip readers — Node ${process.version}, ${cpus().length} CPU (${cpus()[0]?.model ?? 'unknown'}), best of ${RUNS} (wall and CPU apart), every entry inflated`);
  console.log(`${'file'.padEnd(34)} ${'size'.padStart(9)} ${'unzipped'.padStart(9)}  ${'ours wall'.padStart(10)} ${'yauzl wall'.padStart(10)} ${'ratio'.padStart(6)}   ${'ours CPU'.padStart(10)} ${'yauzl CPU'.padStart(10)} ${'ratio'.padStart(6)}`);
  for (const f of files) {
    const a: Best = { wall: Infinity, cpu: Infinity };
    const b: Best = { wall: Infinity, cpu: Infinity };
    let mine: [number, number] = [0, 0];
    let yours: [number, number] = [0, 0];
    for (let i = 0; i < RUNS; i++) {
      // Alternating, so that a busy moment of the machine falls on both.
      mine = await measure(ours, f.path, a);
      yours = await measure(theirs, f.path, b);
    }
    const same = mine[0] === yours[0] && mine[1] === yours[1] ? '' : `   (differ: ours ${mine[0]} entries ${mine[1]} B, yauzl ${yours[0]} entries ${yours[1]} B)`;
    console.log(`${f.name.padEnd(34)} ${`${(statSync(f.path).size / 1e6).toFixed(2)} MB`.padStart(9)} ${`${(mine[1] / 1e6).toFixed(1)} MB`.padStart(9)}  ${fmt(a.wall).padStart(10)} ${fmt(b.wall).padStart(10)} ${(a.wall / b.wall).toFixed(2).padStart(6)}   ${fmt(a.cpu).padStart(10)} ${fmt(b.cpu).padStart(10)} ${(a.cpu / b.cpu).toFixed(2).padStart(6)}${same}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
