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
 *
 * This module holds {@link SplitRun}, the split as `runImport` drives it; the rest is in
 * ./parallel-plan.ts (whether and where to cut), ./parallel-parts.ts (the parts' processes and
 * their spools), ./parallel-messages.ts (what both sides say), ./parallel-worker.ts (a part's
 * process) and ./part-frame.ts (a spooled frame).
 */

import type { OpenedTable, Validator } from '../contracts.ts';
import type { RulePlan } from '../rules/index.ts';
import type { PipelineConfiguration, RowBatch, RunOptions, TargetDataModel } from '../types.ts';
import { RunAgainOnOneThread, sameConventions, type PartStart } from './parallel-messages.ts';
import { RunningParts } from './parallel-parts.ts';
import { splitThreads, type SplitPlan } from './parallel-plan.ts';
import type { RowPipeline } from './row-pipeline.ts';

/** What the other parts counted that the run's header report adds up. */
export interface PartCounts {
  /** Footer rows the last part left out (only the last part looks for them). */
  footerSkipped: number;
  /** Repeated header rows the other parts left out. */
  repeatedSkipped: number;
}

/**
 * One split run, from the moment the file is opened to its end. It goes through three states:
 * waiting (the parts' processes load and the first one looks for the cuts, while the run's thread
 * reads the first rows), running (the cuts are known and the parts were sent their input) and
 * dropped (the run's thread reads the whole file: the cuts came too late, there were none, or the
 * run reads no further than its first rows). The run's thread asks it at each batch whether to
 * start the parts ({@link advance}) and where its own part ends ({@link firstPartEnd}); after its
 * part it hands over ({@link finish}). A part that cannot be shown to give one thread's result
 * throws {@link RunAgainOnOneThread}; `runImport` then runs the file again on one thread.
 */
export class SplitRun {
  readonly #table: OpenedTable;
  /** The parts' processes while they wait for the cuts and the first rows. */
  #waiting: RunningParts | undefined;
  /** The same processes once they were sent their parts. */
  #running: RunningParts | undefined;
  /** The cuts: undefined until the first process answers, null when there are none. */
  #plan: SplitPlan | null | undefined;
  readonly #cuts: { firstTarget: number; plan: Promise<SplitPlan | null> };

  /**
   * Starts the split of `table` when it can give one thread's result and pays (./parallel-plan.ts
   * `splitThreads`): the other parts' processes start loading at once, and the first of them looks
   * for the cuts. Undefined when the file is read on one thread.
   */
  static begin(table: OpenedTable, options: RunOptions, configuration: PipelineConfiguration, tdm: TargetDataModel): SplitRun | undefined {
    const threads = splitThreads(table, options, configuration, tdm);
    return threads > 1 ? new SplitRun(table, threads, options) : undefined;
  }

  constructor(table: OpenedTable, threads: number, options: Pick<RunOptions, 'parallel' | 'signal'>) {
    this.#table = table;
    const signal = options.signal;
    this.#waiting = new RunningParts(threads - 1, { ...(options.parallel?.silenceMs !== undefined ? { silenceMs: options.parallel.silenceMs } : {}), ...(signal ? { signal } : {}) });
    this.#cuts = this.#waiting.planCuts(table.delimitedSource!, threads);
    void this.#cuts.plan.then((plan) => { this.#plan = plan; });
  }

  /** Whether the parts were started (the run is split from here on). */
  get started(): boolean {
    return this.#running !== undefined;
  }

  /** Number of the last record of the run's thread's own part; +Infinity until the parts start. */
  get firstPartEnd(): number {
    return this.#running ? this.#running.plan.firstPartEnd : Number.POSITIVE_INFINITY;
  }

  /** Threads that read the file, the run's own included (RunReport.threads); undefined unless started. */
  get threads(): number | undefined {
    return this.#running ? this.#running.plan.parts.length + 1 : undefined;
  }

  /** Bytes the other parts have read (progress). */
  bytesRead(): number {
    return this.#running?.bytesRead() ?? 0;
  }

  /** Rows the other parts have read (progress). */
  rowsRead(): number {
    return this.#running?.rowsRead() ?? 0;
  }

  /** Stops the parts' processes before they start: the run's thread reads the whole file. */
  async drop(): Promise<void> {
    if (!this.#waiting) return;
    await this.#waiting.stop();
    this.#waiting = undefined;
  }

  /**
   * Starts (or drops) the other parts once the cuts are known, the run's thread having read up to
   * record `readUpTo`. The parts start only if that is before the first cut; their input (`input`)
   * is taken then, with the conventions the first rows settled. Before the cuts are known, the
   * run's thread does not read past the first cut's target (a small file, or a slow start of the
   * part's process): it waits for the cuts there.
   */
  async advance(readUpTo: number, input: () => PartStart): Promise<void> {
    if (!this.#waiting) return;
    if (this.#plan === undefined && this.#table.bytesRead() >= this.#cuts.firstTarget) await this.#cuts.plan;
    if (!this.#waiting || this.#plan === undefined) return;
    if (this.#plan && readUpTo < this.#plan.firstPartEnd) {
      const parts = this.#waiting;
      await parts.assign(this.#plan);
      this.#running = parts;
      this.#waiting = undefined;
      parts.start(input());
    } else {
      await this.drop();
    }
  }

  /**
   * Checks the cut in `batch`, whose first `k` rows end the run's thread's part: the record after
   * them must be the one the next part's process read first. Throws {@link RunAgainOnOneThread}
   * when it is not.
   */
  async checkCut(batch: RowBatch, k: number): Promise<void> {
    const first = await this.#running!.first(0);
    if (!first || k >= batch.rows.length || first.rowNumber !== batch.rowNumbers[k] || JSON.stringify(first.row) !== JSON.stringify(batch.rows[k])) {
      throw new RunAgainOnOneThread('the next part does not start where this thread read it');
    }
  }

  /**
   * The end of the run's thread's part (it read up to the cut: `reachedCut`), then the other parts
   * in order, taken into `rows` as their processes spool them (`onFrame` after each frame). Null
   * when the parts never started (the run's thread read the whole file; waiting processes are
   * stopped). Throws {@link RunAgainOnOneThread} when a part cannot be shown to give what one
   * thread would.
   */
  async finish(reachedCut: boolean, rows: RowPipeline, checker: Validator, rules: RulePlan | undefined, onFrame: () => void): Promise<PartCounts | null> {
    // Read to the end before the cuts were known: this thread did it all.
    await this.drop();
    const running = this.#running;
    if (!running) return null;
    if (!reachedCut) throw new RunAgainOnOneThread('this thread read no record past its part');
    // This thread batched its part as one thread batches the whole file, so what its columns
    // consulted there is as it would be; the parts started from the conventions the first rows
    // settled, which must still be all there are.
    if (!sameConventions(checker.conventions(), running.conventions)) throw new RunAgainOnOneThread('a column settled a convention in the first part');
    // The rows the footer check held back are data after all, processed as a batch of their own:
    // one thread would have batched them with the next rows, which matters only if they consult.
    const consultations = checker.consultations();
    await rows.releaseHeld();
    if (checker.consultations() !== consultations || !sameConventions(checker.conventions(), running.conventions)) {
      throw new RunAgainOnOneThread('a column needed a convention at the end of the first part');
    }
    const halves = (column: number) => {
      const h = checker.uniqueHalves(column);
      if (!h) throw new Error(`column ${column} has no single-column unique rule`);
      return h;
    };
    const counts: PartCounts = { footerSkipped: 0, repeatedSkipped: 0 };
    for (let i = 0; i < running.plan.parts.length; i++) {
      const done = await running.replay(i, async (frame, text, released, gridBlocks) => {
        await rows.absorb(frame, text, halves, released, gridBlocks);
        onFrame();
      });
      counts.repeatedSkipped += done.repeatedSkipped;
      if (done.rulesChanged) rules?.addCounts(done.rulesChanged);
      if (i === running.plan.parts.length - 1) counts.footerSkipped = done.footerSkipped;
    }
    return counts;
  }

  /** Stops every process of the split and removes their spools; safe to call twice. */
  async stop(): Promise<void> {
    await this.#running?.stop();
    await this.#waiting?.stop();
  }
}
