/**
 * One large CSV or TSV file on several cores, with the output one thread would write, byte for byte
 * (docs/engine.md "Both cores on one file").
 *
 * The file is cut at record boundaries found without parsing (readers/csv-boundaries.ts, which
 * follows the parser's quote rules): the run's own thread reads the first part as it always does
 * (header, mapping, the first rows), and once the first rows are through, worker processes
 * (./parallel-worker.ts) run every row stage on the other parts at the same time, spooling their
 * results to temporary files. What must see the whole file in order stays on the run's thread:
 * `unique` rules (the parts hand their values over and the run's thread checks them in file
 * order, with the same sets the first part filled), the output and cell-error files (the parts'
 * rows arrive as text and are written in order; a row that a later `unique` check fails is left
 * out), the counts, and the footer check (only the last part looks for footers).
 *
 * Columns that infer a convention from their values (day/month order, decimal separator) are the
 * one thing a part cannot know in advance: each part starts from the conventions the first rows
 * settled, and the run checks afterwards that nothing was decided or needed that a single thread
 * would have read differently (no part settled a convention the others lack, and no value needed
 * one while it was open). When a check fails — or a part fails in any way, or the row limit is
 * passed — the run starts again on one thread: slower, but never different.
 *
 * Used only where the result cannot differ and the cut pays: a file of at least `minBytes` read from
 * a path in UTF-8 or a single-byte Latin encoding with one kind of line ending, output to a path (cell errors to a path or a stream) in
 * CSV, TSV or JSON, invalid rows left out, not in developer mode or a preview, `unique` rules each
 * the last rule of one column and read by no other column's rule.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fork, type ChildProcess } from 'node:child_process';
import type { DelimitedSource, OpenedTable } from '../contracts.ts';
import type { BoundaryScanOptions, RecordBoundary } from '../readers/csv-boundaries.ts';
import type { Cleanings, EngineLimits, MappingReport, OutputFormat, PipelineConfiguration, PipelineRule, Row, RunOptions, TargetDataModel } from '../types.ts';
import { WASM_WRAPPER_FLAG } from '../v8-flags.ts';
import { ENGINE_PROCESS_FLAGS } from './heap-size.ts';
import { BufferPool } from '../writers/buffer-pool.ts';
import { decodePartFrame, type PartFrame } from './part-frame.ts';

/** Files smaller than this are read on one thread (starting processes and cutting costs more than it saves). */
export const DEFAULT_PARALLEL_MIN_BYTES = 16 * 1024 * 1024;
/** Threads used at most by default (one run should leave cores to the others on a busy machine). */
const DEFAULT_MAX_THREADS = 4;
/**
 * What taking a row of another part in costs the run's thread (checking its `unique` values,
 * writing its text) relative to running the row: 0.14 at 1M rows of the benchmark file and 0.18
 * at 4M, where the `unique` keys have spilled to disk (2026-11-25: 0.33 s for the other part's
 * 500,000 rows, whose own rows took 4.6 µs each side by side; 2.0 s for 2.1M rows at 5.3 µs).
 */
const ABSORB_COST = 0.18;
/**
 * How far behind the part processes start, as bytes of the file the run's thread reads meanwhile:
 * they load the engine and wait for the first rows to be through, about 0.35 s, in which one
 * thread reads about 8 MB of the benchmark's CSV. Both are CPU work, so the figure in bytes holds
 * on faster and slower machines alike.
 */
const PART_START_BYTES = 8 * 1024 * 1024;
/**
 * The first part's process finds the cuts before the parts start (see {@link RunningParts.planCuts}):
 * it scans the file up to the last cut at about 400 MB/s, while one thread runs rows at about
 * 23 MB/s, so the parts start later by 0.06 of the bytes scanned, in the run's thread's bytes.
 */
const SCAN_COST = 0.06;

/**
 * The first part's share of a file of `span` bytes cut for `threads` threads (the other parts
 * share the rest equally), chosen so that the run's thread — which reads the first part, then
 * takes every other part in — ends when the last part's process does. With k other parts of
 * share y each (x + k·y = 1), absorb cost a, and the parts starting late by
 * L = PART_START_BYTES / span + (1 − y)·s (s the scan's cost, 1 − y how far it scans):
 * x + k·y·a = L + y gives x = (P + s·(1 − 1/k) + 1/k − a) / (1 − a + (1 − s)/k), with P the first
 * term of L. Between 0.1 and 0.9 (two threads: 0.51 of the 106 MB benchmark file, 0.48 of 866 MB).
 * A fixed share of 0.44 (0.8 : 1) left the run's thread waiting 0.4–0.6 s for the other part at
 * 1M rows.
 */
export function firstPartShare(span: number, threads: number): number {
  const k = Math.max(1, threads - 1);
  const start = PART_START_BYTES / Math.max(1, span);
  const share = (start + SCAN_COST * (1 - 1 / k) + 1 / k - ABSORB_COST) / (1 - ABSORB_COST + (1 - SCAN_COST) / k);
  return Math.min(0.9, Math.max(0.1, share));
}

/** A part's process that reports nothing for this long is taken as stuck (RunOptions.parallel.silenceMs). */
export const DEFAULT_PARALLEL_SILENCE_MS = 10_000;
const SPLIT_ENCODINGS = new Set(['UTF-8', 'US-ASCII', 'windows-1252', 'ISO-8859-1', 'ISO-8859-15']);

/** One part as a worker reads it. */
export interface PartSpec {
  start: number;
  end: number;
  /** Records before the part (its first record is numbered one more). */
  recordsBefore: number;
  /** The file's last part: the one that looks for footer rows. */
  last: boolean;
}

/** What a worker is started with (it loads its modules while the run reads the first rows). */
export interface PartWorkerData {
  source: DelimitedSource;
  part: PartSpec;
  spoolPath: string;
}

/** What a worker needs to run its part (structured-cloned into it once the first rows are through). */
export interface PartInput extends PartWorkerData {
  limits: EngineLimits;
  tdm: TargetDataModel;
  mapping: MappingReport;
  columns: string[];
  headerRow: Row | null;
  conventions: Array<string | null>;
  /** Per TDM column, the key its `unique` rule hashes with (the run's thread's). */
  uniqueHashKeys: Array<number[] | null>;
  cleanings?: Cleanings;
  output: { format: OutputFormat; escapeFormulas?: boolean };
  /** Record the grid store's blocks (RunOptions.grid): each frame carries its rows' block bodies. */
  grid?: boolean;
  /** The pipeline rules (RunOptions.rules). */
  rules?: readonly PipelineRule[];
}

/** The part of {@link PartInput} every part shares, sent when the parts start. */
export type PartStart = Omit<PartInput, keyof PartWorkerData>;

export type { PartFrame };

/** Asks a worker to find the cuts (readers/csv-boundaries.ts) before the parts start. */
export interface CutsRequest {
  kind: 'cuts';
  scan: BoundaryScanOptions;
  targets: number[];
}

export type PartMessage =
  | { kind: 'cuts'; found: Array<RecordBoundary | null> | null; error?: string }
  | { kind: 'first'; row: Row; rowNumber: number }
  | { kind: 'progress'; bytes: number; rows: number; spooled: number }
  | { kind: 'done'; conventions: Array<string | null>; consulted: boolean; footerSkipped: number; repeatedSkipped: number; rulesChanged?: number[]; error?: string };

/** Thrown when the parallel run cannot be proven to give one thread's result: the run starts again on one thread. */
export class RunAgainOnOneThread extends Error {
  constructor(reason: string) {
    super(`parallel run abandoned: ${reason}`);
  }
}

/** Where the file is cut: the first part (the run's thread) ends after record `firstPartEnd`. */
export interface SplitPlan {
  source: DelimitedSource;
  parts: PartSpec[];
  /** Number of the last record of the first part. */
  firstPartEnd: number;
}

/** The run options a split depends on. */
type SplitInputs = Pick<RunOptions, 'output' | 'cellErrors' | 'previewRows' | 'stageTimings' | 'parallel'>;

/**
 * How many threads read the file: 1 unless a split can give one thread's result and pays (see
 * the module comment); then `parallel.threads`, by default the cores (at most 4).
 */
export function splitThreads(table: OpenedTable, options: SplitInputs, configuration: PipelineConfiguration, tdm: TargetDataModel): number {
  const threads = Math.max(1, Math.floor(options.parallel?.threads ?? Math.min(DEFAULT_MAX_THREADS, availableParallelism())));
  const minBytes = options.parallel?.minBytes ?? DEFAULT_PARALLEL_MIN_BYTES;
  const source = table.delimitedSource;
  if (threads < 2 || !source || source.size < minBytes) return 1;
  if (source.newline === 'mixed' || !SPLIT_ENCODINGS.has(source.encoding.name)) return 1;
  if (options.previewRows !== undefined || options.stageTimings) return 1;
  if (!options.output.path || options.output.stream) return 1;
  if (!['CSV', 'TSV', 'JSON'].includes(options.output.format)) return 1;
  if (configuration.developer_mode === true || configuration.error_config?.invalid_rows === 'INCLUDE') return 1;
  if (!uniqueDeferrable(tdm)) return 1;
  return threads;
}

/** What to scan for the cuts of `source` into `threads` parts: the scan's options and its targets. */
export function cutsRequest(source: DelimitedSource, threads: number): CutsRequest | null {
  if (source.newline === 'mixed') return null;
  const start = source.encoding.bomLength;
  const span = source.size - start;
  const first = firstPartShare(span, threads);
  const targets: number[] = [];
  for (let k = 0; k < threads - 1; k++) {
    targets.push(start + Math.floor(span * (first + ((1 - first) * k) / (threads - 1))));
  }
  const scan: BoundaryScanOptions = {
    path: source.path, size: source.size, start, delimiter: source.delimiter, newline: source.newline,
    textEncoding: source.encoding.name === 'UTF-8' ? 'utf8' : 'latin1',
  };
  return { kind: 'cuts', scan, targets };
}

/** The parts, from the record boundaries found for {@link cutsRequest}'s targets; null when there are none. */
export function planFromBoundaries(source: DelimitedSource, found: ReadonlyArray<RecordBoundary | null>): SplitPlan | null {
  const cuts: RecordBoundary[] = [];
  for (const b of found) if (b && b.byte < source.size && (cuts.length === 0 || b.byte > cuts[cuts.length - 1]!.byte)) cuts.push(b);
  if (cuts.length === 0) return null;
  // Record numbers leave out Excel's `sep=` line, which the scan counts.
  const skipped = source.skipFirstRecord ? 1 : 0;
  const parts: PartSpec[] = cuts.map((cut, i) => ({
    start: cut.byte,
    end: cuts[i + 1]?.byte ?? source.size,
    recordsBefore: cut.records - skipped,
    last: i === cuts.length - 1,
  }));
  return { source, parts, firstPartEnd: parts[0]!.recordsBefore };
}

/**
 * Whether every `unique` rule can be checked after the fact: each is a single-column rule, the
 * last of its column (so no other rule of the cell waits on it), and no `required_*_values` rule
 * reads the value of a column that has one (a failed cell's value changes to its input).
 */
function uniqueDeferrable(tdm: TargetDataModel): boolean {
  const withUnique = new Set<string>();
  for (const column of tdm.columns) {
    const rules = column.validations ?? [];
    if (rules.some((v) => v.validate === 'unique')) withUnique.add(column.key);
    const u = rules.findIndex((v) => v.validate === 'unique');
    if (u >= 0 && (u !== rules.length - 1 || (rules[u]!.columns ?? []).length > 0 || rules.filter((v) => v.validate === 'unique').length > 1)) return false;
  }
  if (withUnique.size === 0) return true;
  for (const column of tdm.columns) {
    for (const v of column.validations ?? []) {
      if ((v.validate === 'required_with_values' || v.validate === 'required_without_values') && Object.keys(v.columnValues ?? {}).some((k) => withUnique.has(k))) return false;
    }
  }
  return true;
}

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
   * of {@link firstPartShare}, found by reading the file up to the last cut without parsing it
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

/** Whether two convention lists say the same (missing entries count as null). */
export function sameConventions(a: ReadonlyArray<string | null>, b: ReadonlyArray<string | null>): boolean {
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) if ((a[i] ?? null) !== (b[i] ?? null)) return false;
  return true;
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
