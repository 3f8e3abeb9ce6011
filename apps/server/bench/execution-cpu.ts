/**
 * Where one execution's CPU goes, outside the service (`node bench/execution-cpu.ts [--rows N]
 * [--repeat N]`): the service benchmark's file and pipeline run through the runtime's own pieces in
 * this process — the engine in a pooled worker thread (runtime/engine-pool.ts, as a worker does
 * it: the first run loads the engine into the thread, later runs reuse it), then what delivery
 * does with the stored JSON rows: nothing for a JSON output (runtime/deliver.ts sends the stored
 * file as it is), a conversion (runtime/output-format.ts `convertRows`) for any other format, here
 * CSV — plus a thread that only loads the engine, the cost the pool saves on every run but the
 * first. CPU is this process's user + system time (all threads). Figures are printed, never
 * asserted.
 */
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import type { PipelineConfiguration, TargetDataModel } from '@ferry/engine';
import { completeConfiguration } from '../src/domain/pipelines/configuration.ts';
import { EnginePool } from '../src/runtime/engine-pool.ts';
import { convertRows } from '../src/runtime/output-format.ts';
import { ORDERS_MAPPING, ORDERS_TDM, writeOrdersCsv } from './orders.ts';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '100000' }, repeat: { type: 'string', default: '3' } }, strict: true });
const rows = Number(values.rows);
const repeat = Number(values.repeat);

/** CPU seconds of this process so far (user + system, every thread). */
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

const dir = mkdtempSync(join(tmpdir(), 'ferry-execution-cpu-'));
try {
  const csv = join(dir, 'orders.csv');
  await writeOrdersCsv(csv, rows);
  const tdm = ORDERS_TDM as unknown as TargetDataModel;
  const configuration = completeConfiguration({ mapping_config: ORDERS_MAPPING, error_config: { error_threshold: 0 } }) as unknown as PipelineConfiguration;
  process.stdout.write(`one execution of ${rows.toLocaleString('en-US')} rows, ${repeat} times (CPU s; wall ms)\n`);
  // The runtime's pool: the first run loads the engine into a thread, later runs reuse it.
  const pool = new EnginePool({ maxIdle: 1 });
  for (let i = 0; i < repeat; i++) {
    const c0 = cpu();
    const t0 = Date.now();
    const report = await pool.run({ inputPath: csv, fileName: 'orders.csv', tdm, configuration, outputFormat: 'JSON', outputPath: join(dir, 'rows.json'), errorsPath: join(dir, 'errors.ndjson') });
    const c1 = cpu();
    const t1 = Date.now();
    if (report.status !== 'SUCCESSFUL' || report.stats.output_rows !== rows) throw new Error(`the run did not write every row: ${JSON.stringify(report.error ?? report.stats)}`);
    const sink = createWriteStream(join(dir, 'delivered.csv'));
    await convertRows(createReadStream(join(dir, 'rows.json')), tdm, 'CSV', sink, { escapeFormulas: false });
    await finished(sink);
    const c2 = cpu();
    process.stdout.write(
      `  run ${i + 1}${i === 0 ? ' (loads the engine)' : ' (reused thread)'}: engine thread ${(c1 - c0).toFixed(2)} CPU s (${t1 - t0} ms; the run's own duration_ms ${report.duration_ms}); ` +
        `delivery of a JSON output: no conversion; of a CSV output: JSON → CSV ${(c2 - c1).toFixed(2)} CPU s (${Date.now() - t1} ms)\n`,
    );
  }
  await pool.close();
  const c0 = cpu();
  const t0 = Date.now();
  await new Promise<void>((resolve, reject) => {
    const w = new Worker("import('@ferry/engine').then(() => process.exit(0))", { eval: true });
    w.on('exit', () => resolve());
    w.on('error', reject);
  });
  process.stdout.write(`  a thread that only loads @ferry/engine: ${(cpu() - c0).toFixed(2)} CPU s (${Date.now() - t0} ms)\n`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
