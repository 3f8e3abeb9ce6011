/**
 * The grid store's benchmark (`npm run bench:rows` in packages/engine; docs/performance.md "The
 * grid store"). Figures are printed, never asserted.
 *
 *   node bench/rows.ts                    100,000 and 1,000,000 rows of the engine benchmark's file
 *   node bench/rows.ts --rows 100000      one size
 *   node bench/rows.ts --repeat 3         each run case three times (fastest kept, largest peak RSS)
 *
 * For each size, each in its own child process (so that peak RSS is the case's own):
 *   - the engine on one thread without the store, with it, and with it on every core: what writing
 *     the store costs a run, and its size;
 *   - reading it as the server does: open (footer), pages in file order (first, middle, last), a
 *     deep page of rows with problems and of one column's problems, a search (first page, then the
 *     next, served from the kept match list), a sort by a number column (first page, then a deep
 *     page), a row looked up by its number (checks), a cell's lineage; median of 5 for the cheap ones, and
 *     the peak RSS of the reading process.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ENGINE_PROCESS_FLAGS } from '../src/run/heap-size.ts';
import { BENCH_MAPPINGS, BENCH_TDM } from './bench-model.ts';
import { writeBenchCsv } from './generate.ts';
import { peakRssMb, treeRssSampler, endedChildrenCpuSeconds } from './peak-rss.ts';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000,1000000' },
    repeat: { type: 'string', default: '1' },
    case: { type: 'string' },
    input: { type: 'string' },
    store: { type: 'string' },
  },
});

interface RunResult {
  seconds: number;
  cpuSeconds: number;
  maxRssMb: number;
  rows: number;
  storeBytes: number;
}

async function runCase(name: string, input: string, store: string): Promise<RunResult> {
  const { runImport } = await import('../src/run.ts');
  const sample = treeRssSampler();
  const cpu0 = process.cpuUsage();
  const started = performance.now();
  const report = await runImport({
    input: { path: input, fileName: 'bench.csv' },
    tdm: BENCH_TDM,
    configuration: { mapping_config: { mode: 'DEFAULT', mappings: BENCH_MAPPINGS }, error_config: { error_threshold: 5 } },
    output: { format: 'JSON', path: `${store}.out.json` },
    ...(name === 'nogrid' ? {} : { grid: { path: store } }),
    ...(name === 'grid-all' ? {} : { parallel: { threads: 1 } }),
  });
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const peak = sample();
  rmSync(`${store}.out.json`, { force: true });
  return { seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6 + endedChildrenCpuSeconds(), maxRssMb: peak.rssMb, rows: report.stats.rows, storeBytes: report.grid?.bytes ?? 0 };
}

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t = performance.now();
  const value = await fn();
  return { ms: performance.now() - t, value };
}

async function median(times: number, fn: () => Promise<unknown>): Promise<number> {
  const ms: number[] = [];
  for (let i = 0; i < times; i++) ms.push((await timed(fn)).ms);
  ms.sort((a, b) => a - b);
  return ms[Math.floor(ms.length / 2)]!;
}

async function readCase(path: string): Promise<Record<string, number>> {
  const { fileSource, GridStore, GridCache } = await import('../src/grid/store-reader.ts');
  const { queryRows } = await import('../src/grid/query.ts');
  const out: Record<string, number> = {};
  const cache = new GridCache();
  const open = await timed(async () => GridStore.open(await fileSource(path), cache));
  const store = open.value;
  out['open (footer)'] = open.ms;
  const rows = store.rows;
  const amount = store.columnIndex('amount');
  const email = store.columnIndex('email');
  const page = (q: Parameters<typeof queryRows>[1]) => queryRows(store, q);
  out['first page, cold'] = (await timed(() => page({ offset: 0, limit: 100 }))).ms;
  out['first page, again'] = await median(5, () => page({ offset: 0, limit: 100 }));
  let k = 0;
  // Each a page not read before (a new block), like a person jumping around.
  out['page in the middle, cold blocks'] = await median(5, () => page({ offset: Math.floor(rows / 2) + 7919 * ++k, limit: 100 }));
  out['last page, cold'] = (await timed(() => page({ offset: rows - 100, limit: 100 }))).ms;
  /** An offset in the second half of `matched` rows, another each call. */
  const deep = (matched: number) => Math.floor(matched / 2) + ((997 * ++k) % Math.max(1, Math.floor(matched / 2) - 100));
  const problems = await page({ offset: 0, limit: 1, problems: true });
  out['rows with problems: a deep page'] = await median(5, () => page({ offset: deep(problems.matched), limit: 100, problems: true }));
  const byColumn = await page({ offset: 0, limit: 1, column: email });
  out["one column's problems: a deep page"] = await median(5, () => page({ offset: deep(byColumn.matched), limit: 100, column: email }));
  out['search, first page (scans every row)'] = (await timed(() => page({ offset: 0, limit: 100, search: 'müller4' }))).ms;
  out['search, next page (kept list)'] = await median(5, () => page({ offset: 100, limit: 100, search: 'müller4' }));
  out['sort by amount, first page (sorts every row)'] = (await timed(() => page({ offset: 0, limit: 100, sort: { column: amount, direction: 'desc' } }))).ms;
  out['sort by amount, a deep page (kept order)'] = await median(5, () => page({ offset: Math.floor(rows / 3) + ++k, limit: 100, sort: { column: amount, direction: 'desc' } }));
  out['a row by its number (checks)'] = await median(5, () => store.locateRow(2 + Math.floor(rows / 7) * ++k % rows));
  const { cellLineage } = await import('../src/grid/lineage.ts');
  out["a cell's lineage, a block not read before"] = await median(5, () => cellLineage(store, BENCH_TDM, 2 + ((104_729 * ++k) % rows), 'amount'));
  out['matched rows with problems'] = problems.matched;
  out['peak RSS MB'] = peakRssMb();
  await store.close();
  return out;
}

if (values.case) {
  const result = values.case === 'read' ? await readCase(values.store!) : await runCase(values.case, values.input!, values.store!);
  process.stdout.write(`${JSON.stringify(result)}\n`);
  process.exit(0);
}

function child<T>(args: string[]): T {
  const run = spawnSync(process.execPath, [...ENGINE_PROCESS_FLAGS, new URL(import.meta.url).pathname, ...args], { encoding: 'utf8', maxBuffer: 1 << 24 });
  if (run.status !== 0) throw new Error(`case failed (${run.status}):\n${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').pop()!) as T;
}

const dir = mkdtempSync(join(tmpdir(), 'ferry-bench-rows-'));
try {
  console.log(`Ferry grid store benchmark — Node ${process.version}, ${cpus().length} CPU (${cpus()[0]?.model ?? 'unknown'})`);
  for (const count of values.rows.split(',').map(Number).filter((n) => n > 0)) {
    const input = join(dir, `bench-${count}.csv`);
    const bytes = await writeBenchCsv(input, count);
    const store = join(dir, `bench-${count}.fgrid`);
    console.log(`\n${count.toLocaleString('en-US')} rows × 10 columns (${(bytes / 1e6).toFixed(1)} MB CSV)`);
    const best: Record<string, RunResult> = {};
    for (let round = 0; round < Math.max(1, Number(values.repeat)); round++) {
      for (const name of ['nogrid', 'grid', 'grid-all']) {
        const r = child<RunResult>(['--case', name, '--input', input, '--store', store]);
        const prev = best[name];
        best[name] = !prev || r.seconds < prev.seconds ? { ...r, maxRssMb: Math.max(r.maxRssMb, prev?.maxRssMb ?? 0) } : { ...prev, maxRssMb: Math.max(r.maxRssMb, prev.maxRssMb) };
      }
    }
    const line = (label: string, r: RunResult) => `  ${label.padEnd(40)} ${r.seconds.toFixed(2).padStart(6)} s (${r.cpuSeconds.toFixed(2)} s CPU)  ${String(r.maxRssMb).padStart(5)} MB peak RSS`;
    console.log(line('engine, 1 thread, no store', best.nogrid!));
    console.log(line('engine, 1 thread, store', best.grid!));
    console.log(line('engine, all cores, store', best['grid-all']!));
    console.log(`  store: ${(best.grid!.storeBytes / 1e6).toFixed(1)} MB (${(best.grid!.storeBytes / bytes).toFixed(2)}× the CSV); writing it costs ${(((best.grid!.cpuSeconds / best.nogrid!.cpuSeconds) - 1) * 100).toFixed(0)}% more CPU on one thread (${((best.grid!.seconds / best.nogrid!.seconds - 1) * 100).toFixed(0)}% wall)`);
    statSync(store);
    const read = child<Record<string, number>>(['--case', 'read', '--store', store]);
    for (const [label, value] of Object.entries(read)) {
      console.log(`  ${label.padEnd(48)} ${label.includes('MB') || label.startsWith('matched') ? String(Math.round(value)).padStart(9) : `${value.toFixed(1).padStart(7)} ms`}`);
    }
    rmSync(input, { force: true });
    rmSync(store, { force: true });
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
