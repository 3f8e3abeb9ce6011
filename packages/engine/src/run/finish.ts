/**
 * The end of a run (`runImport`, ../run.ts) once every row went through (./row-loop.ts): the
 * pipeline's held rows are flushed, the header's skipped rows counted, the output, cell errors and
 * grid store closed, the outcome decided from the error percentage (./outcome.ts) and, for a
 * SUCCESSFUL run that asks for it, the output compared with the previous delivery (changes/).
 * {@link runStats} gives the report's figures, also after a failure.
 */
import { compareOutput } from '../changes/compare.ts';
import { EngineError, type RunReport, type TargetDataModel } from '../types.ts';
import { formatPercent, outcomeOf } from './outcome.ts';
import type { PartCounts } from './parallel.ts';
import type { PreparedRun } from './prepare.ts';
import type { RowPipeline } from './row-pipeline.ts';
import type { RunResources } from './run-resources.ts';

/**
 * Finishes a run whose rows were all read; `parts` is what the other parts of a split file counted
 * (null: this thread read it all). Sets the report's header counts, `threads`, `output`, `grid`,
 * `status`, `changes` and `error`. Throws EngineError EMPTY_FILE when no data row was found.
 */
export async function finishRun(run: PreparedRun, parts: PartCounts | null, report: RunReport, held: RunResources): Promise<void> {
  const { options, pipeline, header, tdm } = run;
  if (!parts) await pipeline.finish();
  header.footer_rows_skipped = parts ? parts.footerSkipped : run.footer?.skipped ?? 0;
  header.repeated_header_rows_skipped = (run.repeatedHeader?.skipped ?? 0) + (parts?.repeatedSkipped ?? 0);

  const counts = pipeline.counts;
  if (counts.rows === 0) {
    throw new EngineError('EMPTY_FILE', run.choice.row_index < 0 ? 'The file holds no data rows' : `The file has a header (row ${run.choice.row_number}) but no data rows`);
  }

  if (parts) report.threads = held.split!.threads;
  const closed = await held.closeWriter();
  await held.errors.close();
  report.output = { format: options.output.format, bytes: closed.bytes, rows: counts.output_rows };
  const grid = held.grid;
  if (grid) {
    report.grid = grid.writer.close({
      columns: tdm.columns.map((c) => c.key),
      steps: grid.layout.steps,
      sources: grid.layout.sources,
      sheet: run.table.sheet?.name ?? null,
      conventions: run.validator.conventions(),
    });
  }

  const cells = counts.rows * tdm.columns.length;
  const outcome = outcomeOf(counts.erroneous_cells, cells, run.configuration.error_config);
  report.status = outcome.successful ? 'SUCCESSFUL' : 'FAILED';
  if (outcome.successful && held.changeRows && options.changes) {
    // What changed since the previous delivery, by the TDM's key (changes/compare.ts).
    held.changeRows.close();
    report.changes = await compareOutput({
      outputPath: options.output.path!,
      rowNumbersPath: held.changeNumbersPath!,
      key: options.changes.key,
      previous: options.changes.previous,
      fingerprintsPath: options.changes.fingerprintsPath,
      rowsPath: options.changes.rowsPath,
      removedPath: options.changes.removedPath,
      ...(options.changes.memoryBytes !== undefined ? { memoryBytes: options.changes.memoryBytes } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  }
  if (!outcome.successful) {
    report.error = {
      type: 'ERROR_THRESHOLD_EXCEEDED',
      message: `${formatPercent(outcome.error_percentage)}% of cells are erroneous (${counts.erroneous_cells} of ${cells}); the error threshold is ${formatPercent(outcome.threshold)}%`,
      details: { erroneous_cells: counts.erroneous_cells, cells, error_percentage: outcome.error_percentage, error_threshold: outcome.threshold },
    };
  }
}

/** The report's `stats` and `errors_by_column` from the pipeline's counts (as far as the run got). */
export function runStats(pipeline: RowPipeline, tdm: TargetDataModel): Pick<RunReport, 'stats' | 'errors_by_column'> {
  const c = pipeline.counts;
  const cells = c.rows * tdm.columns.length;
  return {
    stats: {
      rows: c.rows,
      output_rows: c.output_rows,
      cells,
      erroneous_cells: c.erroneous_cells,
      error_percentage: cells === 0 ? 0 : (c.erroneous_cells / cells) * 100,
      invalid_rows: c.invalid_rows,
      blank_rows_skipped: c.blank_rows_skipped,
    },
    errors_by_column: { ...c.errors_by_column },
  };
}
