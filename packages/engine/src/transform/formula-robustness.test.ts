/**
 * Any formula text, on any cells, is answered deliberately (property, fast-check): compiling gives
 * a plan or TRANSFORMATION_INVALID, and evaluating gives values or cell errors — never another
 * exception — on both formula engines (the compiled fast path and HyperFormula). Formulas come from
 * a grammar over every function the catalog allows (numbers, texts, `{…}` references, calls with
 * 0–4 arguments, operators, parentheses, `%`), plus token soup for the parser's error paths.
 */
import { test } from 'node:test';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { EngineError, type CellError, type CellValue, type TargetDataModel } from '../types.ts';
import { allowedFunctionNames } from './function-catalog.ts';
import { compileTransformations } from './index.ts';

const tdm: TargetDataModel = { columns: [{ key: 'out', label: 'Out', columnType: 'string' }] };
const HEADERS = ['a', 'b', 'a b'];
// Every allowed function is drawn: those whose running time grew without bound with an argument
// (WORKDAY, BESSEL*, MULTINOMIAL, the chi-square, gamma, Poisson and negative binomial
// distributions) answer #NUM! beyond their bounds (./hyperformula-plugin.ts ARGUMENT_BOUNDS).
const names = allowedFunctionNames();

const { expr } = fc.letrec<{ expr: string }>((tie) => ({
  expr: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(fc.integer({ min: -1000, max: 100000 }).map(String), fc.constantFrom('0', '0.5', '1e308', '1e-320', '-1', '2.675', '86400', '1E+3')),
    fc.string({ maxLength: 6 }).map((s) => `"${s.replace(/"/g, '""')}"`),
    fc.constantFrom('{a}', '{b}', '{value}', '{a b}', 'TRUE', 'FALSE', '#N/A', '#DIV/0!'),
    fc.tuple(fc.constantFrom(...names), fc.array(tie('expr'), { maxLength: 4 })).map(([f, args]) => `${f}(${args.join(',')})`),
    fc.tuple(tie('expr'), fc.constantFrom('+', '-', '*', '/', '^', '&', '=', '<>', '<', '>', '<=', '>='), tie('expr')).map(([a, op, b]) => `${a}${op}${b}`),
    tie('expr').map((e) => `(${e})`),
    tie('expr').map((e) => `-${e}`),
    tie('expr').map((e) => `${e}%`),
  ),
}));
const soup = fc
  .array(
    fc.oneof(
      fc.constantFrom(...names).map((n) => `${n}(`),
      fc.constantFrom('{a}', '{value}', '{}', '{{', '}}', '+', '-', '*', '/', '^', '&', '=', '<>', '%', ',', ';', '(', ')', ' ', ':', '!', '$', '#', '@', '[', ']', "'", 'A1', 'A1:B2', 'Sheet1!A1', '1E+'),
      fc.string({ maxLength: 4 }),
    ),
    { maxLength: 14 },
  )
  .map((parts) => `=${parts.join('')}`);
const formula = fc.oneof({ weight: 4, arbitrary: expr.map((e) => `=${e}`) }, { weight: 1, arbitrary: soup });
const cell: fc.Arbitrary<CellValue> = fc.oneof(
  fc.constant(null), fc.string({ maxLength: 10 }), fc.double(), fc.integer(), fc.boolean(), fc.date({ noInvalidDate: true }),
  fc.constantFrom('007', '12/01/2020', '=1+1', '1e400', '-0', 'NaN', '50%', '$5', 'TRUE'),
);

/** One property run in this thread: posts each formula before evaluating it, then the outcome. */
function runProperty(engine: 'auto' | 'hyperformula', seed: number, numRuns: number): void {
  let compiled = 0;
  try {
    fc.assert(
      fc.property(formula, fc.array(fc.tuple(cell, cell), { minLength: 1, maxLength: 4 }), (fn, rows) => {
        let plan;
        try {
          plan = compileTransformations({
            tdm, headers: HEADERS, formulaEngine: engine,
            mapping: { mappings: [{ source_columns: ['a'], target_column: 'out', transformations: [{ type: 'HYPER_FORMULA', function: fn }] }] },
          });
        } catch (e) {
          if (e instanceof EngineError && e.type === 'TRANSFORMATION_INVALID') return;
          throw e;
        }
        compiled++;
        parentPort!.postMessage({ kind: 'eval', fn });
        const values = rows.map((r) => [r[0]]);
        const errors: CellError[] = [];
        try {
          plan.applyBatch(rows.map((r) => [r[0], r[1], r[0]]), rows.map((_, i) => i + 2), values, rows.map(() => [false]), (e) => errors.push(e));
        } finally {
          plan.dispose();
        }
        for (const [v] of values) {
          assert.ok(v === null || ['string', 'number', 'boolean'].includes(typeof v) || v instanceof Date, `${fn} gave ${String(v)}`);
        }
        for (const e of errors) assert.equal(typeof e.message, 'string');
      }),
      { numRuns, seed },
    );
    parentPort!.postMessage({ kind: 'done', compiled });
  } catch (e) {
    parentPort!.postMessage({ kind: 'fail', message: e instanceof Error ? e.message : String(e) });
  }
}

/**
 * Runs the property in a worker thread watched from here: a formula still evaluating after
 * {@link SLOW_MS} is recorded as slow, its thread terminated, and the property goes on with a new
 * seed — a function this test did not know to leave out must not hang the suite.
 */
async function watched(engine: 'auto' | 'hyperformula', numRuns: number): Promise<{ compiled: number; slow: string[]; failures: string[] }> {
  const slow: string[] = [];
  const failures: string[] = [];
  let compiled = 0;
  let seed = Date.now() % 1_000_000;
  let remaining = numRuns;
  while (remaining > 0 && slow.length < 5) {
    const outcome = await new Promise<'done' | 'slow'>((resolve) => {
      const worker = new Worker(new URL(import.meta.url), { workerData: { engine, seed, numRuns: remaining } });
      let current = '';
      let evaluated = 0;
      let since = Date.now();
      const timer = setInterval(() => {
        if (Date.now() - since < SLOW_MS) return;
        clearInterval(timer);
        slow.push(current);
        remaining -= evaluated + 1;
        void worker.terminate().then(() => resolve('slow'));
      }, 100);
      worker.on('message', (m: { kind: 'eval'; fn: string } | { kind: 'done'; compiled: number } | { kind: 'fail'; message: string }) => {
        since = Date.now();
        if (m.kind === 'eval') {
          current = m.fn;
          evaluated++;
        } else {
          clearInterval(timer);
          if (m.kind === 'done') compiled += m.compiled;
          else failures.push(m.message);
          remaining = 0;
          void worker.terminate().then(() => resolve('done'));
        }
      });
      worker.on('error', (e) => {
        clearInterval(timer);
        failures.push(String(e));
        remaining = 0;
        resolve('done');
      });
    });
    if (outcome === 'slow') seed++;
  }
  return { compiled, slow, failures };
}

const SLOW_MS = 10_000;

if (!isMainThread) {
  const { engine, seed, numRuns } = workerData as { engine: 'auto' | 'hyperformula'; seed: number; numRuns: number };
  runProperty(engine, seed, numRuns);
} else {
  for (const engine of ['auto', 'hyperformula'] as const) {
    test(`any formula compiles or is refused, and evaluates to values or cell errors (${engine})`, async () => {
      const { compiled, slow, failures } = await watched(engine, 400);
      assert.deepEqual(failures, []);
      if (slow.length) console.log(`formulas still evaluating after ${SLOW_MS / 1000} s (left to the service's stall watchdog): ${JSON.stringify(slow)}`);
      assert.ok(slow.length < 5, `too many slow formulas: ${JSON.stringify(slow)}`);
      // Most generated formulas are valid: the property reaches evaluation, not only the parser.
      assert.ok(compiled > 100, `${compiled} formulas compiled`);
    });
  }
}
