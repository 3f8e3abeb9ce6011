/**
 * The row loop of a run (`runImport`, ../run.ts): the first rows the preparation read (./prepare.ts)
 * go through the row pipeline, then every further batch of the table, in order, until the table
 * ends — or, in a split run (./parallel.ts), until the first cut, after which the other parts are
 * taken in from their processes. A preview reads no further than its first rows.
 */
import type { PipelineRule } from '../types.ts';
import type { PartStart } from './parallel-messages.ts';
import type { PartCounts } from './parallel.ts';
import type { PreparedRun } from './prepare.ts';
import type { ProgressReporter } from './progress.ts';
import type { RunResources } from './run-resources.ts';

/**
 * Runs every row of the table through `run.pipeline`; answers what the other parts of a split
 * file counted, or null when this thread read the whole file. Does not finish the pipeline.
 * Throws RunAgainOnOneThread (./parallel-messages.ts) when a split cannot be shown to give one
 * thread's result.
 */
export async function readRows(run: PreparedRun, held: RunResources, progress: ProgressReporter): Promise<PartCounts | null> {
  const { pipeline, head, iterator, validator } = run;
  const split = held.split;
  const timings = run.options.stageTimings;
  if (run.firstRows.rows.length) await pipeline.push(run.firstRows);
  progress.tick();
  // The other parts of a split file start once the first rows are through (their conventions
  // settled as far as they go) and the cuts are known, if this thread has not read past the
  // first cut by then; see ./parallel.ts.
  const readsOn = !head.done && run.previewRows === undefined;
  if (split && !readsOn) await split.drop();
  const input = (): PartStart => partStart(run, held.grid !== undefined);
  let lastPushed = head.rowNumbers[head.rowNumbers.length - 1] ?? 0;
  if (split) await split.advance(lastPushed, input);
  if (!readsOn) return null;
  let reachedCut = false;
  let readStart = 0n;
  for (;;) {
    if (timings) readStart = process.hrtime.bigint();
    const next = await iterator.next();
    if (timings) timings.read += Number(process.hrtime.bigint() - readStart);
    if (next.done) break;
    const batch = next.value;
    const n = batch.rows.length;
    // The parts may start here, with this very batch crossing the first cut.
    if (split) await split.advance(lastPushed, input);
    const lastOfFirstPart = split ? split.firstPartEnd : Number.POSITIVE_INFINITY;
    if (n > 0 && batch.rowNumbers[n - 1]! > lastOfFirstPart) {
      // The cut: this thread's part ends here; the record after it must be the next part's first.
      let k = 0;
      while (k < n && batch.rowNumbers[k]! <= lastOfFirstPart) k++;
      held.rowsRead += k;
      if (k > 0) await pipeline.push({ rows: batch.rows.slice(0, k), rowNumbers: batch.rowNumbers.slice(0, k) });
      await split!.checkCut(batch, k);
      reachedCut = true;
      await iterator.return?.(undefined);
      break;
    }
    held.rowsRead += n;
    await pipeline.push(batch);
    progress.tick();
    if (n > 0) lastPushed = batch.rowNumbers[n - 1]!;
  }
  return split ? split.finish(reachedCut, pipeline, validator, held.rules, () => progress.tick()) : null;
}

/** What every part of a split file is sent when the parts start: the header, the mapping and the conventions the first rows settled. */
function partStart(run: PreparedRun, grid: boolean): PartStart {
  const { options, choice, validator } = run;
  const rules: readonly PipelineRule[] | undefined = options.rules;
  return {
    limits: run.limits, tdm: run.tdm, mapping: run.mapping, columns: choice.columns,
    headerRow: choice.row_index >= 0 ? run.head.rows[choice.row_index] ?? null : null,
    conventions: validator.conventions(),
    uniqueHashKeys: validator.uniqueHashKeys(),
    ...(options.cleanings ? { cleanings: options.cleanings } : {}),
    output: { format: options.output.format, ...(options.output.escapeFormulas !== undefined ? { escapeFormulas: options.output.escapeFormulas } : {}) },
    grid,
    ...(rules?.length ? { rules } : {}),
  };
}
