/**
 * Runs the import engine in a worker thread with a memory cap and a deadline, relaying progress.
 * One thread per run: a run is seconds to minutes long, so starting a thread (~30 ms) is noise,
 * and a fresh heap per run means a hostile file cannot leave anything behind.
 */
import { Worker } from 'node:worker_threads';
import type { Cleanings, EngineLimits, OutputFormat, PipelineConfiguration, Progress, RunReport, TargetDataModel } from '@ferry/engine';

export interface EngineThreadInput {
  inputPath: string;
  fileName: string;
  tdm: TargetDataModel;
  configuration: PipelineConfiguration;
  outputFormat: OutputFormat;
  outputPath: string;
  errorsPath: string;
  escapeFormulas?: boolean;
  cleanings?: Cleanings | null;
  limits?: Partial<EngineLimits>;
}

export type EngineThreadMessage =
  | { kind: 'progress'; progress: Progress }
  | { kind: 'done'; report: RunReport }
  | { kind: 'error'; message: string };

export interface EngineRunOptions {
  onProgress?: (progress: Progress) => void;
  signal?: AbortSignal;
  /** The run fails after this long (default 1 hour). */
  timeoutMs?: number;
  /** Heap cap of the thread in MiB (default 1536). */
  maxHeapMb?: number;
}

/** An engine thread that ended without a report (crash, out of memory, deadline). */
export class EngineThreadError extends Error {
  readonly reason: 'CRASHED' | 'OUT_OF_MEMORY' | 'TIMEOUT' | 'ABORTED';
  constructor(reason: EngineThreadError['reason'], message: string) {
    super(message);
    this.name = 'EngineThreadError';
    this.reason = reason;
  }
}

const THREAD_URL = new URL('./engine-thread.ts', import.meta.url);

/** Runs one import in a thread; resolves with the run report. Rejects with EngineThreadError. */
export function runEngineInThread(input: EngineThreadInput, options: EngineRunOptions = {}): Promise<RunReport> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(THREAD_URL, {
      workerData: input,
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? 1536 },
      stdout: false,
      stderr: false,
    });
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(
      () => finish(() => reject(new EngineThreadError('TIMEOUT', `the run took longer than ${Math.round((options.timeoutMs ?? 3_600_000) / 1000)} s and was stopped`))),
      options.timeoutMs ?? 3_600_000,
    );
    timer.unref();
    const onAbort = () => finish(() => reject(new EngineThreadError('ABORTED', 'the run was stopped')));
    options.signal?.addEventListener('abort', onAbort, { once: true });
    worker.on('message', (m: EngineThreadMessage) => {
      if (m.kind === 'progress') options.onProgress?.(m.progress);
      else if (m.kind === 'done') finish(() => resolve(m.report));
      else finish(() => reject(new EngineThreadError('CRASHED', m.message)));
    });
    worker.on('error', (err: Error & { code?: string }) => {
      const oom = err.code === 'ERR_WORKER_OUT_OF_MEMORY';
      finish(() => reject(new EngineThreadError(oom ? 'OUT_OF_MEMORY' : 'CRASHED', oom ? 'the file needed more memory than a run may use' : err.message)));
    });
    worker.on('exit', (code) => finish(() => reject(new EngineThreadError('CRASHED', `the engine thread exited with code ${code}`))));
  });
}
