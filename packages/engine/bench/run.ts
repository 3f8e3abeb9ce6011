/**
 * Engine benchmark (`npm run bench` in packages/engine). Figures are printed, never asserted.
 *
 *   node bench/run.ts                      1M rows, then 4M and 8M rows (memory flatness), then a 200k-row XLSX
 *   node bench/run.ts --rows 100000 --large 0 --xlsx-rows 20000     a quick run (--large takes a list: 4000000,8000000)
 *   node bench/run.ts --profile            also writes a CPU profile of each engine case (--cpu-prof)
 *   node bench/run.ts --long-line 16,64    the one-line files' sizes in MB (default 16,64,256; 0: none)
 *   node bench/run.ts --repeat 3           runs the cases in 3 rounds (each case once a round, so that
 *                                          all see the same stretch of a shared machine's drifting
 *                                          speed) and keeps each case's fastest run (peak RSS: the
 *                                          largest seen); prints engine/DuckDB round by round
 *
 * For each CSV size it measures, each case in its own child process (so peak RSS is per case):
 *   (a) baseline — papaparse + the hand-written CSV writer, no mapping or validation;
 *   (b) engine   — runImport with a 10-column TDM (string, email, date with outputFormat, float,
 *                  int, category; required, unique and regex rules) and two HYPER_FORMULA
 *                  transformations, on one thread and with every core (the file split in parts);
 *   (c) DuckDB  — `@duckdb/node-api` with 2 threads doing the same checks in SQL (cases.ts; skip
 *                  with --no-duckdb);
 *   and the engine's reader alone (to split time between reading and the rest), the engine without
 *   its `unique` rules (memory flatness of everything else), and a CSV → XLSX run (the writer).
 * Targets (docs/performance.md): b ≥ 50% of a's rows/s; peak RSS ≤ 400 MB, flat from 1M to 4M rows
 * apart from the unique-value sets.
 *
 * First, what changed since the last delivery (skip with --no-changes): the next delivery of the
 * file, changed in known places, run to JSON with and without comparing it with the previous one
 * (counts must be exact; peak RSS ≤ 400 MB).
 *
 * Then files of 16, 64 and 256 MB whose second record has no line break ("one long line"): the
 * reader alone reads each whole (maxColumns raised), and the time per MB at each size and their
 * ratio show whether time grows with the size (ratio ~1) or faster; and under the default limits,
 * how soon each fails.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ENGINE_PROCESS_FLAGS } from '../src/run/heap-size.ts';
import { runCase, type CaseResult } from './cases.ts';
import { expectedChanges, writeBenchCsv, writeBenchXlsx, writeChangedBenchCsv, writeLongLineCsv } from './generate.ts';

const { values } = parseArgs({
  allowNegative: true,
  options: {
    rows: { type: 'string', default: '1000000' },
    large: { type: 'string', default: '4000000,8000000' },
    'xlsx-rows': { type: 'string', default: '200000' },
    profile: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    duckdb: { type: 'boolean', default: true },
    repeat: { type: 'string', default: '1' },
    case: { type: 'string' },
    input: { type: 'string' },
    output: { type: 'string' },
    'long-line': { type: 'string', default: '16,64,256' },
    previous: { type: 'string' },
    changes: { type: 'boolean', default: true },
  },
});

if (values.case) {
  // Child mode: run one case, print one JSON line.
  const result = await runCase(values.case, values.input!, values.output!, values.previous);
  process.stdout.write(`${JSON.stringify(result)}\n`);
  process.exit(0);
}

const script = new URL(import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'ferry-bench-'));

/** Runs a case `--repeat` times; keeps the fastest run's time and the largest peak RSS. */
function child(name: string, input: string, output: string, profile: boolean): CaseResult {
  return fastestOf(Array.from({ length: Math.max(1, Number(values.repeat)) }, (_, i) => childOnce(name, input, output, profile && i === 0)));
}

/** The fastest of a case's runs, with the largest peak RSS and memory held among them. */
function fastestOf(runs: CaseResult[]): CaseResult {
  const fastest = runs.reduce((a, b) => (b.seconds < a.seconds ? b : a));
  return { ...fastest, maxRssMb: Math.max(...runs.map((r) => r.maxRssMb)), heldMb: Math.max(...runs.map((r) => r.heldMb)) };
}

function childOnce(name: string, input: string, output: string, profile: boolean, previous?: string): CaseResult {
  // The engine runs with the young generation `ferry run` and the service give it (src/run/heap-size.ts).
  const flags = name.startsWith('engine') ? ENGINE_PROCESS_FLAGS : [];
  const args = [...flags, ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${join(dir, 'profiles')}`] : []), script, '--case', name, '--input', input, '--output', output, ...(previous ? ['--previous', previous] : [])];
  // With the compile cache `ferry run` uses (its part processes too): module loading is not timed,
  // but it is in the peak RSS.
  const env = { ...process.env, NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE || fileURLToPath(new URL('../.cache/compile', import.meta.url)) };
  const run = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 24, env });
  if (run.status !== 0) throw new Error(`case ${name} failed (${run.status}):\n${run.stderr}`);
  const line = run.stdout.trim().split('\n').pop()!;
  return JSON.parse(line) as CaseResult;
}

function row(label: string, r: CaseResult): string {
  const rowsPerSecond = r.rows / r.seconds;
  const mbPerSecond = r.inputBytes / 1e6 / r.seconds;
  const extra = r.status ? `  ${r.status}, ${r.errorPercentage}% erroneous cells` : '';
  return `  ${label.padEnd(30)} ${r.rows.toLocaleString('en-US').padStart(10)} rows  ${r.seconds.toFixed(1).padStart(6)} s (${r.cpuSeconds.toFixed(1)} s CPU)  ${Math.round(rowsPerSecond).toLocaleString('en-US').padStart(9)} rows/s  ${mbPerSecond.toFixed(1).padStart(6)} MB/s  ${String(r.maxRssMb).padStart(5)} MB peak RSS${extra}`;
}

async function csvSize(count: number): Promise<{ baseline: CaseResult; oneThread: CaseResult; engine: CaseResult; noUnique: CaseResult; duck: CaseResult | null }> {
  const input = join(dir, `bench-${count}.csv`);
  const started = performance.now();
  const bytes = await writeBenchCsv(input, count);
  console.log(`\n${count.toLocaleString('en-US')} rows × 10 columns: ${(bytes / 1e6).toFixed(1)} MB CSV (generated in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  // With --repeat N, the cases run in N rounds (each case once a round) rather than one case N
  // times and then the next: on a shared machine whose speed drifts over minutes, every case then
  // sees the same stretch of time, and the ratios between them hold.
  const cases: Array<[string, string, boolean]> = [
    ['baseline', 'baseline-out.csv', false],
    ['read', 'unused', false],
    ['engine-1t', 'engine-out.csv', values.profile],
    ['engine', 'engine-out.csv', false],
    ['engine-nounique', 'engine-out.csv', false],
    ...(values.duckdb ? [['duckdb', 'duckdb-out.csv', false] as [string, string, boolean]] : []),
  ];
  const runs = new Map<string, CaseResult[]>(cases.map(([name]) => [name, []]));
  for (let round = 0; round < Math.max(1, Number(values.repeat)); round++) {
    for (const [name, out, profile] of cases) runs.get(name)!.push(childOnce(name, input, join(dir, out), profile && round === 0));
  }
  const best = (name: string): CaseResult => fastestOf(runs.get(name)!);
  const baseline = best('baseline');
  const read = best('read');
  const oneThread = best('engine-1t');
  const engine = best('engine');
  const noUnique = best('engine-nounique');
  const duck = values.duckdb ? best('duckdb') : null;
  console.log(row('(a) baseline papaparse+writer', baseline));
  console.log(row('    engine reader alone', read));
  console.log(row('(b) engine runImport, 1 thread', oneThread));
  if (oneThread.detail) console.log(`      ${oneThread.detail}`);
  console.log(row(`(b) engine runImport, ${cpus().length >= 2 ? 'all cores' : '1 core'}`, engine));
  if (engine.detail) console.log(`      ${engine.detail}; memory held by both processes, shared pages counted once: ${engine.heldMb} MB`);
  console.log(`  engine, all cores / 1 thread: ${(oneThread.seconds / engine.seconds).toFixed(2)}× as fast`);
  console.log(row('    engine without unique rules, 1 thread', noUnique));
  if (duck) {
    console.log(row('(c) DuckDB, 2 threads, SQL', duck));
    if (duck.detail) console.log(`      ${duck.detail}`);
    console.log(`  engine / DuckDB: all cores ${(engine.seconds / duck.seconds).toFixed(2)}× DuckDB's time (${(engine.cpuSeconds / duck.cpuSeconds).toFixed(2)}× its CPU time); one thread ${(oneThread.seconds / duck.seconds).toFixed(2)}× (target: all cores ≤ 1.00×)`);
    const rounds = runs.get('engine')!.map((r, i) => r.seconds / runs.get('duckdb')![i]!.seconds);
    if (rounds.length > 1) {
      const sorted = [...rounds].sort((a, b) => a - b);
      const mid = sorted.length / 2;
      const median = sorted.length % 2 === 1 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
      console.log(`  engine (all cores) / DuckDB round by round: ${rounds.map((r) => `${r.toFixed(2)}×`).join(', ')}; median ${median.toFixed(2)}×`);
    }
    rmSync(join(dir, 'duckdb-out.csv'), { force: true });
  }
  const ratio = (engine.rows / engine.seconds) / (baseline.rows / baseline.seconds);
  const cpuRatio = baseline.cpuSeconds / engine.cpuSeconds;
  console.log(`  ratio b/a: ${(ratio * 100).toFixed(0)}% of the baseline's rows/s by wall time, ${(cpuRatio * 100).toFixed(0)}% by CPU time (target ≥ 50%)`);
  rmSync(input, { force: true });
  rmSync(join(dir, 'baseline-out.csv'), { force: true });
  rmSync(join(dir, 'engine-out.csv'), { force: true });
  return { baseline, oneThread, engine, noUnique, duck };
}

/** The one-long-line files (MB sizes): the reader alone, whole record read and under the default limits. */
async function longLine(sizes: number[]): Promise<void> {
  console.log('\nOne long line: a header, then one record of ~1 KB cells with no line break to the end of the file');
  const perMb: Array<{ wall: number; cpu: number }> = [];
  for (const mb of sizes) {
    const input = join(dir, `long-line-${mb}.csv`);
    const bytes = await writeLongLineCsv(input, mb * 1e6);
    const whole = child('long-line', input, join(dir, 'unused'), false);
    const limited = child('long-line-limits', input, join(dir, 'unused'), false);
    rmSync(input, { force: true });
    const per = { wall: (whole.seconds * 1000) / (bytes / 1e6), cpu: (whole.cpuSeconds * 1000) / (bytes / 1e6) };
    perMb.push(per);
    console.log(`  ${`${mb} MB`.padStart(7)}  read whole (maxColumns raised): ${whole.seconds.toFixed(2).padStart(6)} s (${whole.cpuSeconds.toFixed(2)} s CPU)  ${per.wall.toFixed(1).padStart(6)} ms/MB (${per.cpu.toFixed(1)} ms/MB CPU)  ${String(whole.maxRssMb).padStart(5)} MB peak RSS  ${whole.detail ?? ''}`);
    console.log(`  ${''.padStart(7)}  default limits: ${limited.seconds.toFixed(2)} s, ${limited.status ?? 'read'}: ${limited.detail ?? ''}`);
  }
  if (perMb.length > 1) {
    const last = perMb.at(-1)!;
    const first = perMb[0]!;
    console.log(`  time per MB, ${sizes.at(-1)} MB / ${sizes[0]} MB: ${(last.wall / first.wall).toFixed(2)}× wall, ${(last.cpu / first.cpu).toFixed(2)}× CPU (time proportional to size: ~1×; a reader that parses the unfinished record again for every piece read: ~${(sizes.at(-1)! / sizes[0]!).toFixed(0)}×)`);
  }
}

/**
 * What changed since the last delivery (changes/compare.ts): the next delivery of a `count`-row
 * file, changed in known places (generate.ts writeChangedBenchCsv), run to JSON with and without
 * the comparison in the same rounds; the counts must be exact (expectedChanges).
 */
async function changesSize(count: number): Promise<void> {
  const added = 5_000;
  const previousCsv = join(dir, `changes-previous-${count}.csv`);
  const currentCsv = join(dir, `changes-current-${count}.csv`);
  const fingerprints = join(dir, 'changes-previous.fingerprints');
  await writeBenchCsv(previousCsv, count);
  const bytes = await writeChangedBenchCsv(currentCsv, count, added);
  console.log(`\nChanges since the last delivery: ${count.toLocaleString('en-US')} rows delivered, then a file of ${(bytes / 1e6).toFixed(1)} MB with ${added.toLocaleString('en-US')} rows added, every 1,000th removed and every 100th changed; JSON output, every row delivered (invalid_rows INCLUDE), key customer_id`);
  childOnce('changes-prepare', previousCsv, join(dir, 'changes-previous.json'), false, fingerprints);
  rmSync(join(dir, 'changes-previous.json'), { force: true });
  const runs = { plain: [] as CaseResult[], changes: [] as CaseResult[] };
  for (let round = 0; round < Math.max(1, Number(values.repeat)); round++) {
    runs.plain.push(childOnce('engine-json', currentCsv, join(dir, 'changes-out.json'), false));
    runs.changes.push(childOnce('engine-changes', currentCsv, join(dir, 'changes-out.json'), false, fingerprints));
  }
  const plain = fastestOf(runs.plain);
  const compared = fastestOf(runs.changes);
  console.log(row('    engine → JSON', plain));
  console.log(row('    engine → JSON + comparison', compared));
  const want = expectedChanges(count, added);
  const got = compared.changes;
  const exact = !!got && got.created === want.created && got.updated === want.updated && got.unchanged === want.unchanged && got.removed === want.removed;
  console.log(`      ${compared.detail}; expected ${want.created} created, ${want.updated} updated, ${want.unchanged} unchanged, ${want.removed} removed: ${exact ? 'exact' : 'DIFFERENT'}`);
  console.log(`  comparison / plain run: ${(compared.seconds / plain.seconds).toFixed(2)}× the time, ${(compared.cpuSeconds / plain.cpuSeconds).toFixed(2)}× the CPU time; peak RSS ${plain.maxRssMb} → ${compared.maxRssMb} MB (target ≤ 400 MB)${runs.changes.length > 1 ? `; round by round ${runs.changes.map((r, i) => `${(r.seconds / runs.plain[i]!.seconds).toFixed(2)}×`).join(', ')}` : ''}`);
  for (const f of [previousCsv, currentCsv, fingerprints]) rmSync(f, { force: true });
  for (const f of ['changes-out.json', 'changes-out.json.rows', 'changes-out.json.removed', 'changes-out.json.fingerprints']) rmSync(join(dir, f), { force: true });
  if (!exact) process.exitCode = 1;
}

try {
  console.log(`Ferry engine benchmark — Node ${process.version}, ${cpus().length} CPU (${cpus()[0]?.model ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM`);
  if (values.changes) await changesSize(Number(values.rows));
  const first = await csvSize(Number(values.rows));
  const sizes = [{ count: Number(values.rows), result: first }];
  for (const large of values.large.split(',').map(Number).filter((n) => n > 0)) sizes.push({ count: large, result: await csvSize(large) });
  if (sizes.length > 1) {
    const at = (pick: (r: typeof first) => CaseResult) => sizes.map((s) => `${pick(s.result).maxRssMb}`).join(' → ');
    console.log(`\n  peak RSS at ${sizes.map((s) => s.count.toLocaleString('en-US')).join(' / ')} rows: engine on 1 thread ${at((r) => r.oneThread)} MB (without unique rules ${at((r) => r.noUnique)} MB), baseline ${at((r) => r.baseline)} MB (target: engine ≤ 400 MB and flat); engine on all cores ${at((r) => r.engine)} MB summed over its processes, ${sizes.map((s) => s.result.engine.heldMb).join(' → ')} MB held (shared pages once)`);
  }
  const xlsxRows = Number(values['xlsx-rows']);
  if (xlsxRows > 0) {
    const input = join(dir, `bench-${xlsxRows}.xlsx`);
    const started = performance.now();
    await writeBenchXlsx(input, xlsxRows);
    console.log(`\n${xlsxRows.toLocaleString('en-US')}-row XLSX: ${(statSync(input).size / 1e6).toFixed(1)} MB (written by the XLSX writer in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
    console.log(row('    engine reader alone', child('read', input, join(dir, 'unused'), false)));
    const engine = child('engine', input, join(dir, 'engine-out.csv'), values.profile);
    console.log(row('    engine runImport → CSV', engine));
    if (engine.detail) console.log(`      ${engine.detail}; memory held by both processes, shared pages counted once: ${engine.heldMb} MB`);
    const csvInput = join(dir, `bench-${xlsxRows}.csv`);
    await writeBenchCsv(csvInput, xlsxRows);
    console.log(row('    engine CSV → XLSX output', child('engine-xlsx', csvInput, join(dir, 'engine-out.xlsx'), false)));
  }
  const longSizes = values['long-line'].split(',').map(Number).filter((n) => n > 0);
  if (longSizes.length > 0) await longLine(longSizes);
  if (values.profile) console.log(`\nCPU profiles: ${join(dir, 'profiles')} (open in Chrome DevTools → Performance)`);
} finally {
  if (!values.keep && !values.profile) rmSync(dir, { recursive: true, force: true });
}
