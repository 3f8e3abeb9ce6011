/**
 * What one run (`runImport`, ../run.ts) holds open — the table and its batch iterator, the compiled
 * stages, the output writer, the cell-error sink, the grid store, the change numbers and the split
 * run's processes — and how far its own thread has read. Each stage of the run registers here what
 * it opens as soon as it opens it, so that {@link RunResources.release} closes everything whatever
 * the point a run stopped at (finished, failed, cancelled, or abandoned for one thread).
 */
import { rmSync } from 'node:fs';
import type { OpenedTable, RowWriter, TransformPlan, Validator } from '../contracts.ts';
import type { RowNumberFile } from '../changes/row-numbers.ts';
import type { GridLayout } from '../grid/layout.ts';
import type { GridStoreWriter } from '../grid/store-writer.ts';
import type { RulePlan } from '../rules/index.ts';
import type { RowBatch, RunOptions, RunReport } from '../types.ts';
import { CellErrorSink } from './cell-error-sink.ts';
import type { SplitRun } from './parallel.ts';

export class RunResources {
  /** The run's cell errors (RunOptions.cellErrors) and the sample the report keeps. */
  readonly errors: CellErrorSink;
  /** Where each output row's source row number is kept while the run writes (RunOptions.changes). */
  readonly changeNumbersPath: string | undefined;
  table: OpenedTable | undefined;
  /** The table's batches, read by hand: returned in release() so that a run that stops early closes the file. */
  iterator: AsyncIterator<RowBatch> | undefined;
  validator: Validator | undefined;
  plan: TransformPlan | undefined;
  rules: RulePlan | undefined;
  writer: RowWriter | undefined;
  /** The grid store (RunOptions.grid), open while the run writes it. */
  grid: { writer: GridStoreWriter; layout: GridLayout } | undefined;
  changeRows: RowNumberFile | undefined;
  /** The other parts of a split file (./parallel.ts), while there are any. */
  split: SplitRun | undefined;
  /** Rows this thread has read (progress; the other parts count their own). */
  rowsRead = 0;
  /** What the rules did, kept when they are released. */
  rulesReport: RunReport['rules'];
  #writerClosed = false;

  constructor(options: Pick<RunOptions, 'cellErrors' | 'changes'>) {
    this.errors = new CellErrorSink(options.cellErrors);
    this.changeNumbersPath = options.changes ? `${options.changes.rowsPath}.numbers` : undefined;
  }

  /** Closes the output writer at the end of a run; answers the bytes it wrote. */
  async closeWriter(): Promise<{ bytes: number }> {
    const closed = await this.writer!.close();
    this.#writerClosed = true;
    return closed;
  }

  /** Closes what is open; errors while closing after a failure are secondary and dropped. */
  async release(): Promise<void> {
    await this.split?.stop();
    try { this.plan?.dispose(); } catch { /* already failing or done */ }
    this.plan = undefined;
    if (this.rules) this.rulesReport = this.rules.report();
    try { this.rules?.dispose(); } catch { /* already failing or done */ }
    this.rules = undefined;
    try { this.validator?.close(); } catch { /* already failing or done */ }
    this.validator = undefined;
    if (this.writer && !this.#writerClosed) {
      this.#writerClosed = true;
      await this.writer.close().catch(() => undefined);
    }
    await this.errors.close().catch(() => undefined);
    try { this.changeRows?.close(); } catch { /* already failing or done */ }
    if (this.changeNumbersPath) rmSync(this.changeNumbersPath, { force: true });
    // A store not closed by the end of a run is not complete: it goes.
    this.grid?.writer.abort();
    // A run that stopped before the end of the table (a preview, a failure, the cut of a split
    // file) leaves the reader suspended with its file open; returning it runs its `finally`.
    // Returning a finished one does nothing.
    await this.iterator?.return?.(undefined).catch(() => undefined);
    this.iterator = undefined;
    await this.table?.close().catch(() => undefined);
  }
}
