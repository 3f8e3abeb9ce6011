/**
 * The processes of a split file's other parts (./parallel.ts describes the split): started before
 * the cuts are known so that they load while the run's thread reads the first rows, asked for the
 * cuts, sent their parts, watched for silence, and read back in order from the files they spool
 * their results to (./part-frame.ts), then stopped and their files removed.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fork, type ChildProcess } from 'node:child_process';
import type { DelimitedSource } from '../contracts.ts';
import type { Row } from '../types.ts';
import { WASM_WRAPPER_FLAG } from '../v8-flags.ts';
import { ENGINE_PROCESS_FLAGS } from './heap-size.ts';
import { BufferPool } from '../writers/buffer-pool.ts';
import { decodePartFrame, type PartFrame } from './part-frame.ts';
import { RunAgainOnOneThread, sameConventions, type CutsRequest, type PartInput, type PartMessage, type PartStart } from './parallel-messages.ts';
import { cutsRequest, planFromBoundaries, type SplitPlan } from './parallel-plan.ts';

/** A part's process that reports nothing for this long is taken as stuck (RunOptions.parallel.silenceMs). */
export const DEFAULT_PARALLEL_SILENCE_MS = 10_000;

/** The parts' workers while they run, and their spooled results. */
export class RunningParts {
  plan!: SplitPlan;
  conventions: Array<string | null> = [];
  readonly #spillDir: string;
  readonly #silenceMs: number;
  readonly #signal: AbortSignal | undefined;
  /** When each part's process last reported (performance.now()). */
  readonly #heard: number[] = [];
  readonly #workers: ChildProcess[] = [];
  readonly #done: Array<Promise<Extract<PartMessage, { kind: 'done' }>>> = [];
  readonly #first: Array<Promise<{ row: Row; rowNumber: number } | null>> = [];
  readonly #bytes: number[] = [];
  readonly #rows: number[] = [];
  /** Bytes of each part's spool written so far (whole frames), and who waits for more. */
  readonly #spooled: number[] = [];
  readonly #waiting: Array<(() => void) | null> = [];
  #spools: string[] = [];
  #stopped = false;
  /** Resolves {@link RunningParts.planCuts} when the first worker answers (or fails). */
  #cutsAnswer: ((m: Extract<PartMessage, { kind: 'cuts' }>) => void) | null = null;

  /**
   * Starts `count` worker processes, which load their modules and wait for {@link start}:
   * starting a process costs a few hundred milliseconds, spent while this thread looks for the
   * cuts and reads the first rows.
   */
  constructor(count: number, options: { silenceMs?: number; signal?: AbortSignal; spillDir?: string } = {}) {
    this.#spillDir = options.spillDir ?? tmpdir();
    this.#silenceMs = options.silenceMs ?? DEFAULT_PARALLEL_SILENCE_MS;
    this.#signal = options.signal;
    this.#signal?.addEventListener('abort', () => this.#workers.forEach((_, i) => this.#wake(i)), { once: true });
    for (let i = 0; i < count; i++) {
      // A process of its own, not a worker thread: two threads of one process running the engine
      // were each a fifth slower on this machine kind than two processes (measured; shared
      // process-wide state such as the address space's locks), and a process's memory is its own.
      const worker = fork(fileURLToPath(new URL('./parallel-process.ts', import.meta.url)), [], {
        serialization: 'advanced',
        // The young generation the engine runs with everywhere (./heap-size.ts), not Node's default.
        execArgv: [...ENGINE_PROCESS_FLAGS, WASM_WRAPPER_FLAG],
        stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      });
      this.#workers.push(worker);
      this.#bytes.push(0);
      this.#rows.push(0);
      this.#spooled.push(0);
      this.#waiting.push(null);
      this.#heard.push(performance.now());
      let stderr = '';
      worker.stderr?.on('data', (b: Buffer) => { stderr = (stderr + b.toString('utf8')).slice(-2000); });
      let resolveFirst!: (v: { row: Row; rowNumber: number } | null) => void;
      this.#first.push(new Promise((r) => { resolveFirst = r; }));
      this.#done.push(new Promise((resolve) => {
        const fail = (error: string) => {
          if (i === 0) this.#cutsAnswer?.({ kind: 'cuts', found: null, error });
          resolveFirst(null);
          this.#wake(i);
          resolve({ kind: 'done', conventions: [], consulted: false, footerSkipped: 0, repeatedSkipped: 0, error });
        };
        worker.on('message', (m: PartMessage) => {
          this.#heard[i] = performance.now();
          if (m.kind === 'cuts') {
            this.#cutsAnswer?.(m);
            return;
          }
          if (m.kind === 'first') resolveFirst({ row: m.row, rowNumber: m.rowNumber });
          else if (m.kind === 'progress') {
            this.#bytes[i] = m.bytes;
            this.#rows[i] = m.rows;
            this.#spooled[i] = m.spooled;
            this.#wake(i);
          } else {
            resolveFirst(null);
            resolve(m);
          }
        });
        worker.on('error', (err) => fail(err.message));
        worker.on('exit', (code, signal) => fail(`worker exited (${signal ?? code}) ${stderr.trim().split('\n').slice(-3).join(' ')}`));
      }));
    }
  }

  /**
   * Has the first worker's process find where the file is cut — record boundaries near the shares
   * of ./parallel-plan.ts `firstPartShare`, found by reading the file up to the last cut without parsing it
   * (readers/csv-boundaries.ts) — while it would otherwise wait for the first rows, so that this thread does not spend the scan's time before its own rows
   * (about 0.12 s for a 106 MB file, 1 s for 866 MB). `plan` resolves null when there are no
   * cuts, the scan fails or the process is gone, and never rejects; `firstTarget` is the byte
   * offset the first cut is looked for at (the cut is the first record boundary at or after it),
   * so records that end before it belong to the first part whatever the scan finds.
   */
  planCuts(source: DelimitedSource, threads: number): { firstTarget: number; plan: Promise<SplitPlan | null> } {
    const request = cutsRequest(source, threads);
    const worker = this.#workers[0];
    if (!request || !worker?.connected) return { firstTarget: 0, plan: Promise.resolve(null) };
    return { firstTarget: request.targets[0]!, plan: this.#askCuts(worker, source, request) };
  }

  #askCuts(worker: ChildProcess, source: DelimitedSource, request: CutsRequest): Promise<SplitPlan | null> {
    return new Promise((resolve) => {
      // A process that does not answer within the silence limit (stopped, say) is given up on:
      // the run goes on, on one thread.
      const timer = setTimeout(() => this.#cutsAnswer?.({ kind: 'cuts', found: null, error: 'no answer' }), this.#silenceMs);
      timer.unref();
      const onAbort = (): void => this.#cutsAnswer?.({ kind: 'cuts', found: null });
      this.#cutsAnswer = (m) => {
        this.#cutsAnswer = null;
        clearTimeout(timer);
        this.#signal?.removeEventListener('abort', onAbort);
        resolve(m.found ? planFromBoundaries(source, m.found) : null);
      };
      this.#signal?.addEventListener('abort', onAbort, { once: true });
      worker.send(request);
    });
  }

  /** The cuts: one part per worker (workers beyond the parts are stopped). */
  async assign(plan: SplitPlan): Promise<void> {
    this.plan = plan;
    const tag = randomBytes(6).toString('hex');
    this.#spools = plan.parts.map((_, i) => join(this.#spillDir, `ferry-part-${tag}-${i + 1}.spool`));
    const extra = this.#workers.slice(plan.parts.length);
    await Promise.all(extra.map((w) => kill(w)));
  }

  #wake(i: number): void {
    const wake = this.#waiting[i];
    this.#waiting[i] = null;
    wake?.();
  }

  /**
   * Waits for news from part `i`'s process (or `settled`). Throws the abort reason when the run is
   * aborted, and {@link RunAgainOnOneThread} when the process reported nothing for `silenceMs`.
   */
  async #news(i: number, settled: Promise<unknown>): Promise<void> {
    const left = this.#heard[i]! + this.#silenceMs - performance.now();
    let timer: NodeJS.Timeout | undefined;
    let over = false;
    await Promise.race([
      settled.then(() => { over = true; }),
      new Promise<void>((resolve) => {
        this.#waiting[i] = resolve;
        timer = setTimeout(resolve, Math.max(0, left));
      }),
    ]);
    clearTimeout(timer);
    this.#waiting[i] = null;
    if (this.#signal?.aborted) throw this.#signal.reason ?? new Error('aborted');
    if (!over && performance.now() - this.#heard[i]! >= this.#silenceMs) {
      throw new RunAgainOnOneThread(`part ${i + 1}'s process reported nothing for ${Math.round(this.#silenceMs / 1000)} s`);
    }
  }

  /** Sends every part what they share (header, mapping, conventions…): they start reading. */
  start(base: PartStart): void {
    this.conventions = base.conventions;
    this.#heard.fill(performance.now());
    this.plan.parts.forEach((part, i) => {
      const worker = this.#workers[i]!;
      const input: PartInput = { source: this.plan.source, part, spoolPath: this.#spools[i]!, ...base };
      if (worker.connected) worker.send(input);
    });
  }

  /** Bytes the parts have read (progress). */
  bytesRead(): number {
    return this.#bytes.reduce((a, b) => a + b, 0);
  }

  /** Rows the parts have read (progress). */
  rowsRead(): number {
    return this.#rows.reduce((a, b) => a + b, 0);
  }

  /**
   * The first record of part `i` as its worker read it (null if it read none or failed). Throws as
   * a wait for a frame does (abort, silence).
   */
  async first(i: number): Promise<{ row: Row; rowNumber: number } | null> {
    let first: { row: Row; rowNumber: number } | null | undefined;
    const settled = this.#first[i]!.then((f) => { first = f; });
    while (first === undefined) await this.#news(i, settled);
    return first;
  }

  /**
   * Hands each frame of part `i` to `absorb` in order as the part's process spools it (so this
   * thread takes a part in while it is still being run), then checks the finished part (see the
   * module comment). Throws {@link RunAgainOnOneThread} when the part cannot be used.
   *
   * Memory: a frame's record is read into one buffer reused for every frame (the frame's arrays
   * are views of it, so it must not outlive `absorb`), and its rows' text
   * into a buffer from a small pool that `absorb` hands back through `released` once the output
   * writer no longer holds it. Fresh buffers for each frame lived long enough to reach the old
   * generation and piled up as tens of megabytes of garbage between full collections.
   */
  async replay(i: number, absorb: (frame: PartFrame, text: Buffer, released: () => void, grid: Buffer | null) => Promise<void>): Promise<Extract<PartMessage, { kind: 'done' }>> {
    let done: Extract<PartMessage, { kind: 'done' }> | null = null;
    const settled = this.#done[i]!.then((d) => { done = d; });
    // Records: [u32 length][the frame (./part-frame.ts)][u32 length][its rows' text, UTF-8]
    // [u32 length][its grid blocks (grid/format.ts joinBlocks), when the run records them].
    const fd = openSync(this.#spools[i]!, existsSync(this.#spools[i]!) ? 'r' : 'a+');
    const texts = new BufferPool(SPOOL_POOL_BUFFERS);
    let meta = Buffer.allocUnsafeSlow(64 * 1024);
    try {
      const head = Buffer.alloc(4);
      let position = 0;
      const read = (into: (length: number) => Buffer): Buffer => {
        readSync(fd, head, 0, 4, position);
        const length = head.readUInt32LE(0);
        const body = into(length).subarray(0, length);
        if (readSync(fd, body, 0, length, position + 4) < length) throw new RunAgainOnOneThread(`part ${i + 1}'s spool is cut short`);
        position += 4 + length;
        return body;
      };
      const metaOf = (length: number): Buffer => (meta.length >= length ? meta : (meta = Buffer.allocUnsafeSlow(length)));
      for (;;) {
        if (position < this.#spooled[i]!) {
          let frame: PartFrame;
          try {
            frame = decodePartFrame(read(metaOf));
          } catch (err) {
            if (err instanceof RangeError) throw new RunAgainOnOneThread(`part ${i + 1}'s spool holds a frame cut short`);
            throw err;
          }
          const text = read((length) => texts.take(length));
          const grid = read((length) => Buffer.allocUnsafeSlow(length));
          let given = false;
          await absorb(frame, text, () => {
            if (given) return;
            given = true;
            texts.give(text);
          }, grid.length > 0 ? grid : null);
          continue;
        }
        if (done) break;
        await this.#news(i, settled);
      }
    } finally {
      closeSync(fd);
    }
    const d: Extract<PartMessage, { kind: 'done' }> = done!;
    if (d.error) throw new RunAgainOnOneThread(`part ${i + 1} failed: ${d.error}`);
    if (d.consulted) throw new RunAgainOnOneThread(`part ${i + 1} needed a column convention that was not settled`);
    if (!sameConventions(d.conventions, this.conventions)) throw new RunAgainOnOneThread(`part ${i + 1} settled a column convention`);
    return d;
  }

  /** Stops the workers and removes the spools; safe to call twice. */
  async stop(): Promise<void> {
    if (this.#stopped) return;
    this.#stopped = true;
    await Promise.all(this.#workers.map((w) => kill(w)));
    for (const path of this.#spools) rmSync(path, { force: true });
  }
}

/** Stops a worker process and waits for it to be gone. */
function kill(worker: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (worker.exitCode !== null || worker.signalCode !== null) return resolve();
    worker.once('exit', () => resolve());
    worker.kill('SIGKILL');
  });
}

/** Buffers kept for reuse by {@link RunningParts.replay}: about what an output file's write buffer holds (1 MiB) in frames of a 256 KiB read. */
const SPOOL_POOL_BUFFERS = 8;
