/**
 * The execution lifecycle (DESIGN.md §4): PROCESSING → SUCCESSFUL | FAILED, ended exactly once.
 * Ending is one conditional UPDATE (`WHERE status = 'PROCESSING'`, domain/executions/repository.ts),
 * so a retried job, a second worker or a fix racing a run cannot end an execution twice. Progress
 * is written at most once a second while a run is under way.
 */
import type { Progress, RunReport } from '@ferry/engine';
import type { Actor } from '@ferry/schemas';
import type { ExecutionErrorTypeName, ProgressStageName } from '@ferry/schemas/executions';
import type { EngineErrorType } from '@ferry/engine';
import type { Database } from '../db/client.ts';
import { endExecution, writeExecutionProgress, type ExecutionProgressState } from '../domain/executions/repository.ts';
import type { Clock } from '../domain/time.ts';

/** Execution `error.type` values (one list: @ferry/schemas `EXECUTION_ERROR_TYPES`). */
export type ExecutionErrorType = ExecutionErrorTypeName;

/**
 * Maps an engine failure type to the execution's (EMPTY_FILE is SOURCE_EMPTY to the user; a TDM or
 * configuration the engine refuses is CONFIGURATION_INVALID). Exhaustive: a new engine type does
 * not compile until it is mapped here.
 */
export function executionErrorType(engineType: EngineErrorType): ExecutionErrorType {
  switch (engineType) {
    case 'EMPTY_FILE':
      return 'SOURCE_EMPTY';
    case 'TDM_INVALID':
    case 'CONFIGURATION_INVALID':
      return 'CONFIGURATION_INVALID';
    case 'ABORTED':
      return 'INTERNAL';
    case 'INVALID_FILE':
    case 'FILE_TOO_LARGE':
    case 'SHEET_NOT_FOUND':
    case 'HEADER_NOT_FOUND':
    case 'MAPPING_INCOMPLETE':
    case 'TRANSFORMATION_INVALID':
    case 'ERROR_THRESHOLD_EXCEEDED':
    case 'LIMIT_EXCEEDED':
    case 'SCHEMA_CHANGED':
      return engineType;
    default: {
      const unmapped: never = engineType;
      return unmapped;
    }
  }
}

/** Stages a PROCESSING execution goes through (shown as `progress.stage`; @ferry/schemas `PROGRESS_STAGES`). */
export type Stage = ProgressStageName;

/** `progress` of a PROCESSING execution. */
export type ProgressState = ExecutionProgressState;

/** A throttled progress reporter for one run (≤ 1 write per `intervalMs`). */
export function progressReporter(db: Database, id: string, intervalMs = 1000) {
  let last = 0;
  let pending: Promise<void> = Promise.resolve();
  let state: ProgressState = { stage: 'PROCESSING', fraction: 0, rows_read: 0, bytes_read: 0 };
  const flush = () => {
    last = Date.now();
    const snapshot = { ...state };
    pending = pending.then(() => writeExecutionProgress(db, id, snapshot)).catch(() => {});
  };
  return {
    stage(stage: Stage) {
      state = { ...state, stage };
      flush();
    },
    /** Delivery in batches: `done` of `total` batches acknowledged. */
    delivery(done: number, total: number) {
      state = { ...state, stage: 'DELIVERING', fraction: total > 0 ? done / total : null };
      if (done === 0 || done === total || Date.now() - last >= intervalMs) flush();
    },
    engine(p: Progress) {
      state = { stage: 'PROCESSING', fraction: p.fraction ?? null, rows_read: p.rowsRead, bytes_read: p.bytesRead };
      if (Date.now() - last >= intervalMs) flush();
    },
    async settle() {
      await pending;
    },
  };
}

export interface Outcome {
  /** SKIPPED: the input had nothing new; nothing was processed or delivered (`skipReason` says why). */
  status: 'SUCCESSFUL' | 'FAILED' | 'SKIPPED';
  skipReason?: string | null;
  error?: { type: ExecutionErrorType; message: string } | null;
  report?: RunReport | null;
  output?: { format: string; size: number; rows: number; delivered_to: string | null; formulas_escaped?: boolean; download_only?: boolean; rows_written?: { inserted: number; updated: number; unchanged: number } } | null;
  fixedBy?: Actor | null;
}

/** Stats and input fields of an execution record taken from a run report. */
export function reportFields(report: RunReport | null | undefined) {
  if (!report) return {};
  return {
    stats: {
      rows: report.stats.rows,
      output_rows: report.stats.output_rows,
      cells: report.stats.cells,
      erroneous_cells: report.stats.erroneous_cells,
      error_percentage: report.stats.error_percentage,
      ...(report.changes ? { changes: { created: report.changes.created, updated: report.changes.updated, unchanged: report.changes.unchanged, removed: report.changes.removed } } : {}),
    },
    input: report.input
      ? {
          file_name: report.input.file_name,
          size: report.input.size,
          format: report.input.format,
          sheet: report.input.sheet?.name ?? null,
          encoding: report.input.encoding ?? null,
          header_row: report.header && report.header.row_index >= 0 ? report.header.row_number : null,
        }
      : undefined,
  };
}

/** The report's change comparison as the execution record keeps it (`ExecutionChanges`), or null. */
function executionChanges(report: RunReport | null | undefined): Record<string, unknown> | null {
  const c = report?.changes as (RunReport['changes'] & { previous_execution_id?: string | null }) | undefined;
  if (!c || report?.status !== 'SUCCESSFUL') return null;
  return {
    key: c.key,
    previous_execution_id: c.compared ? (c.previous_execution_id ?? null) : null,
    removed_keys: c.removed_keys,
    removed_keys_truncated: c.removed > c.removed_keys.length,
    duplicate_keys: c.duplicate_keys,
  };
}

/**
 * Ends a PROCESSING execution. Resolves true when this call ended it, false when it had already
 * ended (another worker, a retry): the caller then does nothing more.
 */
export async function finishExecution(db: Database, clock: Clock, id: string, outcome: Outcome): Promise<boolean> {
  const fields = reportFields(outcome.report);
  return endExecution(db, clock, id, {
    status: outcome.status,
    error: outcome.error ?? null,
    skipReason: outcome.skipReason ?? null,
    ...(fields.stats ? { stats: fields.stats } : {}),
    // The engine's view of the input, keeping what the runtime recorded beside it (a file source's `source`).
    ...(fields.input ? { input: fields.input } : {}),
    output: outcome.output ?? null,
    changes: executionChanges(outcome.report),
    fixedBy: outcome.fixedBy ?? null,
  });
}
