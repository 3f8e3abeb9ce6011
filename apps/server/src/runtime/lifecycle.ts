/**
 * The execution lifecycle (DESIGN.md §4): PROCESSING → SUCCESSFUL | FAILED, ended exactly once.
 * Ending is one conditional UPDATE (`WHERE status = 'PROCESSING'`), so a retried job, a second
 * worker or a fix racing a run cannot end an execution twice. Progress is written at most once a
 * second while a run is under way.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Progress, RunReport } from '@ferry/engine';
import type { Actor } from '@ferry/schemas';
import type { ExecutionErrorTypeName, ProgressStageName } from '@ferry/schemas/executions';
import type { EngineErrorType } from '@ferry/engine';
import type { Database } from '../db/client.ts';
import { executions } from '../db/schema.ts';
import { announceWebhookDeliveries, recordWebhookEvent } from '../domain/webhooks/events.ts';
import { driftChangesShape, type SchemaDrift } from '../domain/mapping/drift.ts';
import type { Clock } from '../domain/time.ts';
import { noteFileArrived } from '../domain/pipelines/late-files.ts';

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

export interface ProgressState {
  stage: Stage;
  fraction: number | null;
  rows_read: number;
  bytes_read: number;
}

/** Writes progress of a PROCESSING execution (never of an ended one). */
export async function writeProgress(db: Database, id: string, progress: ProgressState): Promise<void> {
  await db
    .update(executions)
    .set({ progress: progress as unknown as Record<string, unknown> })
    .where(and(eq(executions.id, id), eq(executions.status, 'PROCESSING')));
}

/** A throttled progress reporter for one run (≤ 1 write per `intervalMs`). */
export function progressReporter(db: Database, id: string, intervalMs = 1000) {
  let last = 0;
  let pending: Promise<void> = Promise.resolve();
  let state: ProgressState = { stage: 'PROCESSING', fraction: 0, rows_read: 0, bytes_read: 0 };
  const flush = () => {
    last = Date.now();
    const snapshot = { ...state };
    pending = pending.then(() => writeProgress(db, id, snapshot)).catch(() => {});
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

/** Marks an execution as started by a worker (attempt counter, start time). */
export async function markStarted(db: Database, clock: Clock, id: string): Promise<number> {
  let queued = 0;
  const attempts = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(executions)
      .set({
        attempts: sql`${executions.attempts} + 1`,
        startedAt: sql`coalesce(${executions.startedAt}, ${clock.now().toISOString()}::timestamptz)`,
        // The current run's start (a fix's run starts anew; a retry keeps it).
        runStartedAt: sql`coalesce(${executions.runStartedAt}, ${clock.now().toISOString()}::timestamptz)`,
      })
      .where(and(eq(executions.id, id), eq(executions.status, 'PROCESSING')))
      .returning();
    // execution.started: the first attempt only (a retry or a takeover is not a new start).
    if (row?.attempts === 1) queued = await recordWebhookEvent(tx as unknown as Database, row, 'execution.started', clock.now());
    return row?.attempts ?? 0;
  });
  announceWebhookDeliveries(queued);
  return attempts;
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
  const now = clock.now();
  const fields = reportFields(outcome.report);
  let queued = 0;
  const finished = await db.transaction(async (tx) => {
    const rows = await tx
      .update(executions)
      .set({
        status: outcome.status,
        error: outcome.error ?? null,
        skipReason: outcome.skipReason ?? null,
        ...(fields.stats ? { stats: fields.stats } : {}),
        // The engine's view of the input, keeping what the runtime recorded beside it (a file source's `source`).
        ...(fields.input ? { input: sql`coalesce(${executions.input}, '{}'::jsonb) || ${JSON.stringify(fields.input)}::jsonb` } : {}),
        output: outcome.output ?? null,
        changes: executionChanges(outcome.report),
        progress: null,
        finishedAt: now,
        // The running time of this run (a fix: the time its validation ran), not the time since creation.
        durationMs: sql`greatest(0, round(extract(epoch from (${now.toISOString()}::timestamptz - coalesce(${executions.runStartedAt}, ${executions.startedAt}, ${executions.createdAt}))) * 1000))::int`,
        updatedAt: now,
        ...(outcome.fixedBy ? { fixedBy: outcome.fixedBy, fixedAt: now, updatedBy: outcome.fixedBy } : {}),
      })
      .where(and(eq(executions.id, id), eq(executions.status, 'PROCESSING')))
      .returning();
    if (rows.length !== 1) return false;
    // The webhook event is recorded with the change: neither lost nor recorded twice.
    const event = outcome.status === 'SUCCESSFUL' ? 'execution.succeeded' : outcome.status === 'FAILED' ? 'execution.failed' : null;
    if (event) queued = await recordWebhookEvent(tx as unknown as Database, rows[0]!, event, now);
    // The file changed shape: announced once, when the execution that read it ends (not again
    // when a fix of it ends), whatever the schema policy did about it.
    const fix = (rows[0]!.snapshot as { fix_requested_by?: unknown } | null)?.fix_requested_by;
    // A scheduled pull that found a file is the pipeline's next file (others count when created).
    const ended = rows[0]!;
    if (outcome.status !== 'SKIPPED' && ended.triggerType === 'TIME_BASE' && !ended.rerunOf && !(ended.snapshot as { source_file?: unknown } | null)?.source_file) {
      await noteFileArrived(tx as unknown as Database, ended.pipelineId, ended.id, ended.createdAt);
    }
    if (outcome.status !== 'SKIPPED' && !fix && driftChangesShape(rows[0]!.schemaDrift as SchemaDrift | null)) {
      queued += await recordWebhookEvent(tx as unknown as Database, rows[0]!, 'execution.schema_changed', now);
    }
    return true;
  });
  announceWebhookDeliveries(queued);
  return finished;
}
