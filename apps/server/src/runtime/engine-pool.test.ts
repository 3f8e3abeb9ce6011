/**
 * The engine pool's threads: runs complete and threads are reused; a run whose thread is stuck in
 * formulas that keep it busy for minutes (a batch of rows each computing 190 cumulative negative
 * binomial distributions at their bound, about a second a row) is stopped by the stall
 * watchdog (no `alive` for `stallTimeoutMs`) long before the execution timeout, and the pool goes
 * on with a fresh thread; an abort stops a run.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PipelineConfiguration, TargetDataModel } from '@ferry/engine';
import { EnginePool, EngineThreadError, type EngineThreadInput } from './engine-pool.ts';

const dir = mkdtempSync(join(tmpdir(), 'ferry-pool-'));
const pool = new EnginePool({ maxIdle: 1 });
after(async () => {
  await pool.close();
  rmSync(dir, { recursive: true, force: true });
});

const inputPath = join(dir, 'in.csv');
writeFileSync(inputPath, 'Start,Days\n2024-01-02,3\n2024-02-03,5\n');
const slowInput = join(dir, 'slow.csv');
writeFileSync(slowInput, `Start\n${Array.from({ length: 1000 }, (_, i) => `start ${i}`).join('\n')}\n`);
/**
 * About 30 ms of HyperFormula per row on a quiet machine (each call depends on the row's value, and
 * the values all differ, so none is computed once): 1,000 rows are half a minute of work, far
 * beyond every stall limit these tests set.
 */
const SLOW = `=SUM(${Array.from({ length: 190 }, () => 'NEGBINOM.DIST(1000,10,0.5,LEN({value})>0)').join(',')})`;
const tdm: TargetDataModel = { columns: [{ key: 'start', label: 'Start', columnType: 'string' }] };
const withFormula = (fn: string, path = inputPath): EngineThreadInput => ({
  inputPath: path,
  fileName: 'in.csv',
  tdm,
  configuration: { mapping_config: { mode: 'EXACT', mappings: [{ source_columns: ['Start'], target_column: 'start', transformations: [{ type: 'HYPER_FORMULA', function: fn }] }] } } as PipelineConfiguration,
  outputFormat: 'JSON',
  outputPath: join(dir, 'out.json'),
  errorsPath: join(dir, 'errors.ndjson'),
});

test('runs imports in threads and reuses them', async () => {
  for (let i = 0; i < 2; i++) {
    const report = await pool.run(withFormula('=UPPER({value})'));
    assert.equal(report.status, 'SUCCESSFUL', JSON.stringify(report.error));
    assert.equal(report.stats.output_rows, 2);
  }
});

test('threads: a large CSV read by 2 cores (FERRY_ENGINE_THREADS=2) gives the output of 1', async () => {
  // Over the 16 MiB below which a file is read on one thread.
  const large = join(dir, 'large.csv');
  const lines = ['Start'];
  for (let i = 0; i < 1_100_000; i++) lines.push(`2024-01-${String(1 + (i % 28)).padStart(2, '0')} #${i}`);
  writeFileSync(large, lines.join('\n') + '\n');
  const outputs: string[] = [];
  for (const threads of [1, 2]) {
    const outputPath = join(dir, `large-${threads}.json`);
    const report = await pool.run({ ...withFormula('=UPPER({value})', large), outputPath, threads });
    assert.equal(report.status, 'SUCCESSFUL', JSON.stringify(report.error));
    assert.equal(report.stats.output_rows, 1_100_000);
    assert.equal(report.threads, threads === 1 ? undefined : 2);
    outputs.push(readFileSync(outputPath, 'utf8'));
  }
  assert.ok(outputs[0] === outputs[1], 'the same output');
  assert.ok(outputs[1]!.includes('"2024-01-01 #1064"'.toUpperCase()));
});

test('stops a run stuck in a formula that does not finish (STALLED), then runs the next one', async () => {
  const started = Date.now();
  await assert.rejects(
    pool.run(withFormula(SLOW, slowInput), { stallTimeoutMs: 3000, timeoutMs: 3_600_000 }),
    (err: unknown) => err instanceof EngineThreadError && err.reason === 'STALLED' && /stopped responding for 3 s/.test(err.message),
  );
  // A bound for a failing watchdog, not a speed check: the execution timeout here is an hour.
  assert.ok(Date.now() - started < 60_000, 'stopped by the watchdog, not the execution timeout');
  const next = await pool.run(withFormula('=LOWER({value})'));
  assert.equal(next.status, 'SUCCESSFUL', 'the pool replaced the stuck thread');
});

test('an aborted run rejects with ABORTED', async () => {
  const controller = new AbortController();
  const running = pool.run(withFormula(SLOW, slowInput), { signal: controller.signal, stallTimeoutMs: 60_000 });
  setTimeout(() => controller.abort(), 200);
  await assert.rejects(running, (err: unknown) => err instanceof EngineThreadError && err.reason === 'ABORTED');
});
