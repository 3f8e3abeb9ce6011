/**
 * `runImport`: one file through the engine — read → header → mapping → transform → validate →
 * write — streaming in batches, in bounded memory (DESIGN.md §1, §4; docs/engine.md).
 *
 *   prepare (run/prepare.ts), before any data row:
 *     checkTdm (tdm/) → TDM_INVALID, checkConfiguration (run/) → CONFIGURATION_INVALID, and
 *     compileValidator (validate/), all before the file is opened
 *     openTable (readers/) → first rows (≤ 100, more for a STATIC row_index further down); a large
 *     CSV/TSV file's split begins (run/parallel.ts)
 *     detectHeader (header/) on them, unless the reader synthesised the header (JSON/XML records)
 *     applySchemaPolicy (mapping/) on the header → SCHEMA_CHANGED
 *     resolveMapping (mapping/) on the header and the first data rows
 *     compileTransformations (transform/) → TRANSFORMATION_INVALID; pipeline rules (rules/)
 *     openWriter (writers/), the grid store (grid/), the RowPipeline (run/row-pipeline.ts)
 *   read the rows (run/row-loop.ts): per batch, the RowPipeline (blank rows, footers, target
 *     values, cleanings, transform, validate, write); a split file's other parts taken in after
 *     this thread's own part
 *   finish (run/finish.ts): counts → error percentage → SUCCESSFUL or FAILED
 *     (ERROR_THRESHOLD_EXCEEDED); SUCCESSFUL with `changes`: compareOutput (changes/) against the
 *     previous delivery
 *
 * What the run opens is held by one RunResources (run/run-resources.ts) and released whatever
 * happens. `runImport` never throws for tenant input: every EngineError (a bad file, a bad
 * configuration, a limit, an abort) becomes a FAILED report carrying `error`. Other exceptions
 * are bugs or environment failures (disk full) and are thrown after resources are released.
 */
import { resolveLimits } from './readers/index.ts';
import { isRecord } from './tdm/tdm-problems.ts';
import { EngineError, type PipelineConfiguration, type RunOptions, type RunReport } from './types.ts';
import { finishRun, runStats } from './run/finish.ts';
import { RunAgainOnOneThread } from './run/parallel-messages.ts';
import { prepareRun, type PreparedRun } from './run/prepare.ts';
import { progressReporter } from './run/progress.ts';
import { readRows } from './run/row-loop.ts';
import { RunResources } from './run/run-resources.ts';

function emptyReport(): RunReport {
  return {
    status: 'FAILED',
    stats: { rows: 0, output_rows: 0, cells: 0, erroneous_cells: 0, error_percentage: 0, invalid_rows: 0, blank_rows_skipped: 0 },
    errors_by_column: {},
    sample_errors: [],
    duration_ms: 0,
  };
}

function asEngineError(error: unknown, signal: AbortSignal | undefined): EngineError | null {
  if (error instanceof EngineError) return error;
  if (signal?.aborted) return new EngineError('ABORTED', 'The run was cancelled', undefined, { cause: error });
  return null;
}

/**
 * Runs one import. Resolves with the report (SUCCESSFUL or FAILED); see the module comment for
 * what throws. The output (and `cellErrors`) are written as the run goes; after a FAILED run they
 * hold what was written up to the failure.
 */
export async function runImport(options: RunOptions): Promise<RunReport> {
  const started = performance.now();
  const report = emptyReport();
  // Only read once checkConfiguration has passed; `{}` stands in until then.
  const configuration: PipelineConfiguration = isRecord(options.configuration) ? options.configuration : {};
  const signal = options.signal;
  const limits = resolveLimits(options.limits);
  if (options.changes && (options.output.format !== 'JSON' || !options.output.path)) throw new Error('RunOptions.changes needs a JSON output written to a path');
  const held = new RunResources(options);
  const progress = progressReporter(options.onProgress, () => {
    const bytesRead = (held.table?.bytesRead() ?? 0) + (held.split?.bytesRead() ?? 0);
    const totalBytes = held.table?.size ?? options.input.size;
    return {
      bytesRead,
      ...(totalBytes ? { totalBytes, fraction: Math.min(1, bytesRead / totalBytes) } : {}),
      rowsRead: held.rowsRead + (held.split?.rowsRead() ?? 0),
    };
  });

  let run: PreparedRun | undefined;
  try {
    run = await prepareRun(options, configuration, limits, report, held);
    const parts = await readRows(run, held, progress);
    await finishRun(run, parts, report, held);
  } catch (error) {
    if ((error instanceof RunAgainOnOneThread || (held.split?.started && error instanceof RangeError)) && !signal?.aborted) {
      // The split run could not be shown to match one thread's: the same run, on one thread.
      await held.release();
      return runImport({ ...options, parallel: { ...options.parallel, threads: 1 } });
    }
    const engineError = asEngineError(error, signal);
    if (!engineError) {
      await held.release();
      throw error;
    }
    report.status = 'FAILED';
    report.error = { type: engineError.type, message: engineError.message, ...(engineError.details ? { details: engineError.details } : {}) };
  }
  await held.release();

  if (run) Object.assign(report, runStats(run.pipeline, run.tdm));
  report.sample_errors = held.errors.sample;
  if (options.rules?.length && run) report.rules = held.rulesReport ?? [];
  progress.flush();
  report.duration_ms = Math.round(performance.now() - started);
  return report;
}
