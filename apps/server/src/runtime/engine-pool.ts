/**
 * Runs the import engine in worker threads with a heap cap and a deadline, relaying progress.
 * Threads are kept and reused (up to `maxIdle` idle ones) because loading the engine costs about
 * half a CPU second per run; a thread that crashed, ran out of memory, missed its deadline or was
 * aborted is terminated, never reused, and every thread retires after `maxRunsPerThread` runs so
 * nothing a file left in a heap lingers for long.
 */
import { Worker } from 'node:worker_threads';
import { ENGINE_YOUNG_GENERATION_MB } from '@ferry/engine/heap-size';
import type { Cleanings, EngineLimits, MappingMemoryEntry, OutputFormat, PipelineConfiguration, PipelineRule, Progress, RunOptions, RunReport, TargetDataModel } from '@ferry/engine';

export interface EngineThreadInput {
  inputPath: string;
  fileName: string;
  tdm: TargetDataModel;
  configuration: PipelineConfiguration;
  /** The columns the pipeline accepted last (RunOptions.acceptedColumns; the schema policy compares with them). */
  acceptedColumns?: string[] | null;
  outputFormat: OutputFormat;
  outputPath: string;
  errorsPath: string;
  /** Where the grid store goes (RunOptions.grid): every row read, for the review grid. */
  gridPath?: string;
  escapeFormulas?: boolean;
  cleanings?: Cleanings | null;
  /** Pipeline rules, in the order they run (the execution's snapshot). */
  rules?: PipelineRule[];
  limits?: Partial<EngineLimits>;
  /** The tenant's mapping memory (DEFAULT mode; docs/mapping.md). */
  mappingMemory?: MappingMemoryEntry[];
  /** Compare the output with the previous delivery (RunOptions.changes; local paths). */
  changes?: RunOptions['changes'];
  /** Cores for one large CSV/TSV file (RunOptions.parallel.threads; FERRY_ENGINE_THREADS). */
  threads?: number;
}

/** How often a busy engine thread says it is alive (ms). */
export const ALIVE_INTERVAL_MS = 1000;

export type EngineThreadMessage =
  | { kind: 'progress'; id: number; progress: Progress }
  | { kind: 'alive'; id: number }
  | { kind: 'done'; id: number; report: RunReport }
  | { kind: 'error'; id: number; message: string };

export interface EngineRunOptions {
  onProgress?: (progress: Progress) => void;
  signal?: AbortSignal;
  /** The run fails after this long (default 1 hour). */
  timeoutMs?: number;
  /**
   * The run fails when the thread sends nothing — not even its once-a-second `alive` — for this
   * long (default 60 s): its event loop is stuck in synchronous work that does not end.
   */
  stallTimeoutMs?: number;
}

/** An engine thread that ended without a report (crash, out of memory, deadline, abort). */
export class EngineThreadError extends Error {
  readonly reason: 'CRASHED' | 'OUT_OF_MEMORY' | 'TIMEOUT' | 'STALLED' | 'ABORTED';
  constructor(reason: EngineThreadError['reason'], message: string) {
    super(message);
    this.name = 'EngineThreadError';
    this.reason = reason;
  }
}

const THREAD_URL = new URL('./engine-thread.ts', import.meta.url);

interface PooledThread {
  worker: Worker;
  runs: number;
  busy: boolean;
}

export interface EnginePoolOptions {
  /** Heap cap of each thread in MiB (default 1536). */
  maxHeapMb?: number;
  /** Idle threads kept for reuse (default 2). */
  maxIdle?: number;
  /** Runs after which a thread retires (default 50). */
  maxRunsPerThread?: number;
}

export class EnginePool {
  private readonly idle: PooledThread[] = [];
  private readonly all = new Set<PooledThread>();
  private nextId = 1;
  private closed = false;
  private readonly options: Required<EnginePoolOptions>;

  constructor(options: EnginePoolOptions = {}) {
    this.options = { maxHeapMb: options.maxHeapMb ?? 1536, maxIdle: options.maxIdle ?? 2, maxRunsPerThread: options.maxRunsPerThread ?? 50 };
  }

  private take(): PooledThread {
    const reused = this.idle.pop();
    if (reused) return reused;
    const worker = new Worker(THREAD_URL, { resourceLimits: { maxOldGenerationSizeMb: this.options.maxHeapMb, maxYoungGenerationSizeMb: ENGINE_YOUNG_GENERATION_MB }, stdout: false, stderr: false });
    worker.unref();
    const thread: PooledThread = { worker, runs: 0, busy: false };
    this.all.add(thread);
    worker.once('exit', () => {
      this.all.delete(thread);
      const i = this.idle.indexOf(thread);
      if (i >= 0) this.idle.splice(i, 1);
    });
    return thread;
  }

  private give(thread: PooledThread, healthy: boolean): void {
    thread.busy = false;
    if (healthy && !this.closed && thread.runs < this.options.maxRunsPerThread && this.idle.length < this.options.maxIdle) {
      this.idle.push(thread);
    } else {
      void thread.worker.terminate();
    }
  }

  /** Runs one import; resolves with the run report. Rejects with EngineThreadError. */
  run(input: EngineThreadInput, options: EngineRunOptions = {}): Promise<RunReport> {
    if (this.closed) return Promise.reject(new EngineThreadError('ABORTED', 'the engine pool is closed'));
    const thread = this.take();
    thread.busy = true;
    thread.runs++;
    const id = this.nextId++;
    const { worker } = thread;
    return new Promise<RunReport>((resolve, reject) => {
      let settled = false;
      const finish = (healthy: boolean, fn: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        clearTimeout(stall);
        options.signal?.removeEventListener('abort', onAbort);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        this.give(thread, healthy);
        fn();
      };
      const timeoutMs = options.timeoutMs ?? 3_600_000;
      const timer = setTimeout(
        () => finish(false, () => reject(new EngineThreadError('TIMEOUT', `the run took longer than ${Math.round(timeoutMs / 1000)} s and was stopped`))),
        timeoutMs,
      );
      timer.unref();
      const stallMs = options.stallTimeoutMs ?? 60_000;
      const stalled = () =>
        finish(false, () =>
          reject(new EngineThreadError('STALLED', `the run stopped responding for ${Math.round(stallMs / 1000)} s (a formula that does not finish?) and was stopped`)),
        );
      // Armed by the thread's first message of this run, so loading the engine into a new thread
      // (seconds on a busy machine) does not count as a stall; the run timeout covers a thread
      // that never answers.
      let stall: NodeJS.Timeout | undefined;
      const onAbort = () => finish(false, () => reject(new EngineThreadError('ABORTED', 'the run was stopped')));
      const onMessage = (m: EngineThreadMessage) => {
        if (m.id !== id) return;
        clearTimeout(stall);
        stall = setTimeout(stalled, stallMs);
        stall.unref();
        if (m.kind === 'alive') return;
        if (m.kind === 'progress') options.onProgress?.(m.progress);
        else if (m.kind === 'done') finish(true, () => resolve(m.report));
        else finish(false, () => reject(new EngineThreadError('CRASHED', m.message)));
      };
      const onError = (err: Error & { code?: string }) => {
        const oom = err.code === 'ERR_WORKER_OUT_OF_MEMORY';
        finish(false, () => reject(new EngineThreadError(oom ? 'OUT_OF_MEMORY' : 'CRASHED', oom ? 'the file needed more memory than a run may use' : err.message)));
      };
      const onExit = (code: number) => finish(false, () => reject(new EngineThreadError('CRASHED', `the engine thread exited with code ${code}`)));
      options.signal?.addEventListener('abort', onAbort, { once: true });
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage({ kind: 'run', id, input });
    });
  }

  /** Terminates every thread (running runs reject as crashed). */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.all].map((t) => t.worker.terminate()));
  }
}
