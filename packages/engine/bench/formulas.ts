/**
 * Formula micro-benchmark: rows per second of the transform stage on the two HYPER_FORMULA
 * transformations of the engine benchmark (bench-model.ts), `=PROPER({value})` on a first name and
 * `=ROUND({value}*1.19, 2)` on an amount read as CSV text, over generated rows.
 *
 *   node bench/formulas.ts                 1,000,000 rows
 *   node bench/formulas.ts --rows 200000   a quicker run
 *
 * It measures (a) the HyperFormula path (one reused sheet per formula, fed block by block) and (b)
 * the compiled JavaScript path, both through compileTransformations/applyBatch with batches of
 * 1,000 rows, checks that both produced the same values, and prints rows/s (wall clock and per
 * second of CPU time, the latter steadier on a busy machine) and the ratio. Figures are printed,
 * never asserted.
 */
import { parseArgs } from 'node:util';
import { compileTransformations } from '../src/transform/index.ts';
import type { CellValue, Row, TargetDataModel } from '../src/types.ts';

const { values: args } = parseArgs({ options: { rows: { type: 'string', default: '1000000' }, batch: { type: 'string', default: '1000' } } });
const ROWS = Number(args.rows);
const BATCH = Number(args.batch);

const FIRST = ['anna', 'BEN', 'carla maria', 'david', 'emma-louise', 'felix', 'greta', 'hugo', 'ida', 'jonas', 'chloé', "o'neil"];
const headers = ['First Name', 'Amount'];
const tdm: TargetDataModel = {
  columns: [
    { key: 'first_name', label: 'First name', columnType: 'string' },
    { key: 'amount', label: 'Amount', columnType: 'float' },
  ],
};
const mapping = {
  mappings: [
    { source_columns: ['First Name'], target_column: 'first_name', transformations: [{ type: 'HYPER_FORMULA' as const, function: '=PROPER({value})' }] },
    { source_columns: ['Amount'], target_column: 'amount', transformations: [{ type: 'HYPER_FORMULA' as const, function: '=ROUND({value}*1.19, 2)' }] },
  ],
};

function batches(): Array<{ rows: Row[]; numbers: number[] }> {
  const out = [];
  let seed = 42;
  const next = (): number => (seed = (seed * 1103515245 + 12345) >>> 0) / 4294967296;
  for (let start = 0; start < ROWS; start += BATCH) {
    const rows: Row[] = [];
    const numbers: number[] = [];
    for (let i = start; i < Math.min(ROWS, start + BATCH); i++) {
      rows.push([FIRST[Math.floor(next() * FIRST.length)], (Math.floor(next() * 1_000_000) / 100).toFixed(2)]);
      numbers.push(i + 2);
    }
    out.push({ rows, numbers });
  }
  return out;
}

interface Measure { rowsPerSecond: number; rowsPerCpuSecond: number; sample: CellValue[][]; errors: number }

function run(engine: 'auto' | 'hyperformula', data: ReturnType<typeof batches>): Measure {
  const plan = compileTransformations({ tdm, mapping, headers, formulaEngine: engine });
  let errors = 0;
  let sample: CellValue[][] = [];
  let elapsed = 0;
  let cpu = 0;
  const total = data.reduce((n, b) => n + b.rows.length, 0);
  for (const { rows, numbers } of data) {
    // Target values are built by the run before the transform stage: not timed here.
    const values: CellValue[][] = rows.map((r) => [r[0], r[1]]);
    const failed = rows.map(() => [false, false]);
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    plan.applyBatch(rows, numbers, values, failed, () => { errors++; });
    const used = process.cpuUsage(cpuStarted);
    cpu += (used.user + used.system) / 1000;
    elapsed += performance.now() - started;
    if (sample.length === 0) sample = values.slice(0, 5);
  }
  plan.dispose();
  return { rowsPerSecond: total / (elapsed / 1000), rowsPerCpuSecond: total / (cpu / 1000), sample, errors };
}

const data = batches();
const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');
console.log(`formulas: =PROPER({value}), =ROUND({value}*1.19, 2) over ${fmt(ROWS)} rows, batches of ${BATCH}`);
run('auto', data.slice(0, 20)); // warm-up
const line = (label: string, m: Measure): string =>
  `${label}${fmt(m.rowsPerSecond).padStart(12)} rows/s wall   ${fmt(m.rowsPerCpuSecond).padStart(12)} rows/s of CPU time`;
const hyper = run('hyperformula', data);
console.log(line('(a) HyperFormula sheet  ', hyper));
const compiled = run('auto', data);
console.log(line('(b) compiled JavaScript ', compiled));
console.log(`ratio compiled / HyperFormula: ${(compiled.rowsPerSecond / hyper.rowsPerSecond).toFixed(1)}× wall, ${(compiled.rowsPerCpuSecond / hyper.rowsPerCpuSecond).toFixed(1)}× CPU`);
const same = JSON.stringify(compiled.sample) === JSON.stringify(hyper.sample) && compiled.errors === hyper.errors;
console.log(`same results on the sample: ${same} (${JSON.stringify(compiled.sample[0])})`);
