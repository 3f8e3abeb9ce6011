/**
 * The worker thread of `ferry run` (./run-command.ts): runs one import and reports to the main
 * thread — progress, a sign of life every second, then the report and the number of cell errors
 * written (or the error). The main thread stops the thread when it stops answering (a formula
 * doing very much work in every row of a batch): the same watchdog as the service's engine threads.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { runImport } from '../run.ts';
import type { OutputFormat, PipelineConfiguration, RunReport, TargetDataModel } from '../types.ts';
import { ErrorReportWriter } from './error-report.ts';

/** What the main thread hands the run. */
export interface RunThreadInput {
  input: { path: string; fileName: string; size: number };
  tdm: TargetDataModel;
  configuration: PipelineConfiguration | undefined;
  output: { path: string; format: OutputFormat; escapeFormulas: boolean };
  errorsPath: string;
  /** Threads on one large CSV/TSV file (RunOptions.parallel.threads); absent: the default. */
  threads?: number;
}

/** What the thread says. */
export type RunThreadMessage =
  | { kind: 'alive' }
  | { kind: 'progress'; fraction: number; rowsRead: number }
  | { kind: 'done'; report: RunReport; errorRows: number }
  | { kind: 'error'; message: string };

/** How often the thread says it is alive (ms). */
export const RUN_ALIVE_INTERVAL_MS = 1000;

async function main(input: RunThreadInput): Promise<void> {
  const post = (m: RunThreadMessage) => parentPort!.postMessage(m);
  const alive = setInterval(() => post({ kind: 'alive' }), RUN_ALIVE_INTERVAL_MS);
  const errorReport = new ErrorReportWriter(input.errorsPath);
  try {
    const report = await runImport({
      input: input.input,
      tdm: input.tdm,
      configuration: input.configuration,
      output: input.output,
      cellErrors: { stream: errorReport },
      ...(input.threads !== undefined ? { parallel: { threads: input.threads } } : {}),
      onProgress: (p) => post({ kind: 'progress', fraction: p.fraction ?? 0, rowsRead: p.rowsRead }),
    });
    // The run ends the error stream itself; a run that failed before opening it leaves it open.
    if (!errorReport.writableEnded) errorReport.end();
    await new Promise<void>((resolve) => {
      if (errorReport.writableFinished || errorReport.destroyed) resolve();
      else { errorReport.once('finish', () => resolve()); errorReport.once('error', () => resolve()); }
    });
    post({ kind: 'done', report, errorRows: errorReport.rows });
  } catch (error) {
    errorReport.destroy();
    post({ kind: 'error', message: (error as Error).stack ?? String(error) });
  } finally {
    clearInterval(alive);
  }
}

if (parentPort) void main(workerData as RunThreadInput);
