/**
 * The execution records as the runtime reads and changes them while it runs an execution
 * (runtime/run-execution.ts): loading it, the lifecycle (started, progress, ended exactly once),
 * its input and artifacts, the columns its file had, and the delivery ledger. Every query the
 * runtime runs on `executions` and `deliveries` is here; none is scoped by a principal (the runtime
 * acts for the execution's own organization, found from the job).
 *
 * Ending is one conditional UPDATE (`WHERE status = 'PROCESSING'`), so a retried job, a second
 * worker or a fix racing a run cannot end an execution twice; its webhook events are recorded in
 * the same transaction (domain/webhooks/events.ts).
 */
import { and, desc, eq, gte, isNotNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Actor } from '@ferry/schemas';
import type { ExecutionErrorTypeName, ProgressStageName } from '@ferry/schemas/executions';
import type { Database } from '../../db/client.ts';
import { connectors, deliveries, executions, pipelines } from '../../db/schema.ts';
import { driftChangesShape, type AcceptedColumns, type SchemaDrift } from '../mapping/drift.ts';
import { noteFileArrived } from '../pipelines/late-files.ts';
import type { Clock } from '../time.ts';
import { announceWebhookDeliveries, recordWebhookEvent } from '../webhooks/events.ts';
import type { ExecutionRow, ExecutionSnapshot } from './records.ts';

/** `progress` of a PROCESSING execution (ExecutionProgress of the API). */
export interface ExecutionProgressState {
  stage: ProgressStageName;
  /** 0–1, or null while unknown. */
  fraction: number | null;
  rows_read: number;
  bytes_read: number;
}

/** The execution `id`, whatever its state and organization; null when there is none. */
export async function findExecutionForRun(db: Database, id: string): Promise<ExecutionRow | null> {
  const [row] = await db.select().from(executions).where(eq(executions.id, id)).limit(1);
  return row ?? null;
}

/** The snapshot of execution `id` as stored now (a listing may have given it its file since it was loaded); null when gone. */
export async function currentSnapshot(db: Database, id: string): Promise<ExecutionSnapshot | null> {
  const [row] = await db.select({ snapshot: executions.snapshot }).from(executions).where(eq(executions.id, id)).limit(1);
  return (row?.snapshot as unknown as ExecutionSnapshot | undefined) ?? null;
}

/**
 * Marks a PROCESSING execution as started by a worker: counts the attempt and keeps the first start
 * time and the current run's start (a fix's run starts anew; a retry keeps it). Records the
 * `execution.started` webhook event on the first attempt only. Resolves with the attempt number,
 * 0 when the execution is no longer PROCESSING.
 */
export async function markExecutionStarted(db: Database, clock: Clock, id: string): Promise<number> {
  let queued = 0;
  const attempts = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(executions)
      .set({
        attempts: sql`${executions.attempts} + 1`,
        startedAt: sql`coalesce(${executions.startedAt}, ${clock.now().toISOString()}::timestamptz)`,
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

/** Writes the progress of a PROCESSING execution (never of an ended one). */
export async function writeExecutionProgress(db: Database, id: string, progress: ExecutionProgressState): Promise<void> {
  await db
    .update(executions)
    .set({ progress: progress as unknown as Record<string, unknown> })
    .where(and(eq(executions.id, id), eq(executions.status, 'PROCESSING')));
}

/** What an execution's end records (runtime/lifecycle.ts builds it from the run's outcome). */
export interface ExecutionEnd {
  status: 'SUCCESSFUL' | 'FAILED' | 'SKIPPED';
  error: { type: ExecutionErrorTypeName; message: string } | null;
  skipReason: string | null;
  /** The run report's statistics; left as they are when absent. */
  stats?: Record<string, unknown>;
  /** The engine's view of the input, merged into what the runtime recorded (a file source's `source` stays). */
  input?: Record<string, unknown>;
  output: Record<string, unknown> | null;
  /** ExecutionChanges, or null. */
  changes: Record<string, unknown> | null;
  /** For a fix's run: who asked for it. */
  fixedBy: Actor | null;
}

/**
 * Ends a PROCESSING execution with `end` and records its webhook events (execution.succeeded or
 * execution.failed; execution.schema_changed once, when the execution that read a file of another
 * shape ends — not again when a fix of it ends) and, for a scheduled pull that found a file, the
 * pipeline's file arrival (domain/pipelines/late-files.ts). The duration is this run's (a fix: the time its
 * validation ran), not the time since creation. Resolves true when this call ended it, false when
 * it had already ended.
 */
export async function endExecution(db: Database, clock: Clock, id: string, end: ExecutionEnd): Promise<boolean> {
  const now = clock.now();
  let queued = 0;
  const ended = await db.transaction(async (tx) => {
    const rows = await tx
      .update(executions)
      .set({
        status: end.status,
        error: end.error,
        skipReason: end.skipReason,
        ...(end.stats ? { stats: end.stats } : {}),
        ...(end.input ? { input: sql`coalesce(${executions.input}, '{}'::jsonb) || ${JSON.stringify(end.input)}::jsonb` } : {}),
        output: end.output,
        changes: end.changes,
        progress: null,
        finishedAt: now,
        durationMs: sql`greatest(0, round(extract(epoch from (${now.toISOString()}::timestamptz - coalesce(${executions.runStartedAt}, ${executions.startedAt}, ${executions.createdAt}))) * 1000))::int`,
        updatedAt: now,
        ...(end.fixedBy ? { fixedBy: end.fixedBy, fixedAt: now, updatedBy: end.fixedBy } : {}),
      })
      .where(and(eq(executions.id, id), eq(executions.status, 'PROCESSING')))
      .returning();
    if (rows.length !== 1) return false;
    const event = end.status === 'SUCCESSFUL' ? 'execution.succeeded' : end.status === 'FAILED' ? 'execution.failed' : null;
    if (event) queued = await recordWebhookEvent(tx as unknown as Database, rows[0]!, event, now);
    const fix = (rows[0]!.snapshot as { fix_requested_by?: unknown } | null)?.fix_requested_by;
    // A scheduled pull that found a file is the pipeline's next file (others count when created).
    const ended = rows[0]!;
    if (end.status !== 'SKIPPED' && ended.triggerType === 'TIME_BASE' && !ended.rerunOf && !(ended.snapshot as { source_file?: unknown } | null)?.source_file) {
      await noteFileArrived(tx as unknown as Database, ended.pipelineId, ended.id, ended.createdAt);
    }
    if (end.status !== 'SKIPPED' && !fix && driftChangesShape(rows[0]!.schemaDrift as SchemaDrift | null)) {
      queued += await recordWebhookEvent(tx as unknown as Database, rows[0]!, 'execution.schema_changed', now);
    }
    return true;
  });
  announceWebhookDeliveries(queued);
  return ended;
}

/** Records where an execution's input is stored and what it is (`input`: ExecutionInput, replaced whole). */
export async function recordExecutionInput(db: Database, id: string, artifacts: Record<string, string>, input: Record<string, unknown>): Promise<void> {
  await db.update(executions).set({ artifacts, input }).where(eq(executions.id, id));
}

/** Records the storage keys of an execution's artifacts (replaced whole). */
export async function recordExecutionArtifacts(db: Database, id: string, artifacts: Record<string, string>): Promise<void> {
  await db.update(executions).set({ artifacts }).where(eq(executions.id, id));
}

/** When execution `id` was created and its recorded input (ExecutionInput), for a file source's after-process step; null when gone. */
export async function executionInputOf(db: Database, id: string): Promise<{ createdAt: Date; input: Record<string, unknown> | null } | null> {
  const [row] = await db.select({ createdAt: executions.createdAt, input: executions.input }).from(executions).where(eq(executions.id, id)).limit(1);
  return row ? { createdAt: row.createdAt, input: (row.input as Record<string, unknown> | null) ?? null } : null;
}

/** Replaces `input.source` of execution `id` (the file source's path, version and after-process result). */
export async function recordInputSource(db: Database, id: string, source: Record<string, unknown>): Promise<void> {
  await db
    .update(executions)
    .set({ input: sql`jsonb_set(coalesce(${executions.input}, '{}'::jsonb), '{source}', ${JSON.stringify(source)}::jsonb)` })
    .where(eq(executions.id, id));
}

/**
 * The input columns of the pipeline's latest execution created before `row` that read a header (the
 * accepted columns of a pipeline from before they were kept on the pipeline); null when there is none.
 */
export async function previousInputColumns(db: Database, row: Pick<ExecutionRow, 'id' | 'pipelineId' | 'createdAt'>): Promise<AcceptedColumns | null> {
  const [previous] = await db
    .select({ id: executions.id, columns: executions.inputColumns })
    .from(executions)
    .where(and(eq(executions.pipelineId, row.pipelineId), ne(executions.id, row.id), isNotNull(executions.inputColumns), lt(executions.createdAt, row.createdAt)))
    .orderBy(desc(executions.createdAt))
    .limit(1);
  return previous?.columns ? { columns: previous.columns, execution_id: previous.id } : null;
}

/** What a run found about its file's columns (runtime/run-execution.ts `recordColumns`). */
export interface ColumnsRecord {
  columns: string[];
  drift: SchemaDrift | null;
  /** The pipeline's `last_schema_change` (null: this file did not change shape). */
  change: Record<string, unknown> | null;
  /** What the pipeline accepts from now on; null leaves it (the schema policy refused the file). */
  accepted: AcceptedColumns | null;
}

/** Records an execution's input columns and drift, and its pipeline's last schema change and accepted columns, in one transaction. */
export async function recordInputColumns(db: Database, row: Pick<ExecutionRow, 'id' | 'pipelineId'>, record: ColumnsRecord): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(executions).set({ inputColumns: record.columns, schemaDrift: record.drift as Record<string, unknown> | null }).where(eq(executions.id, row.id));
    await tx
      .update(pipelines)
      .set({ lastSchemaChange: record.change, ...(record.accepted ? { acceptedColumns: record.accepted } : {}) })
      .where(eq(pipelines.id, row.pipelineId));
  });
}

/**
 * The delivery a run compares its output with: the pipeline's latest SUCCESSFUL execution (by its
 * end) other than `row` that kept fingerprints. Null when there is none.
 */
export async function previousDelivery(db: Database, row: Pick<ExecutionRow, 'id' | 'pipelineId'>): Promise<{ id: string; fingerprints: string } | null> {
  const [previous] = await db
    .select({ id: executions.id, artifacts: executions.artifacts })
    .from(executions)
    .where(and(eq(executions.pipelineId, row.pipelineId), eq(executions.status, 'SUCCESSFUL'), ne(executions.id, row.id), sql`${executions.artifacts}->>'fingerprints' is not null`))
    .orderBy(desc(executions.finishedAt), desc(executions.id))
    .limit(1);
  const fingerprints = previous?.artifacts?.fingerprints;
  return previous && fingerprints ? { id: previous.id, fingerprints } : null;
}

/**
 * Executions created or changed before `before` that were never started and wait in the QUEUED or
 * FIXING stage (a process died between creating and queueing them); at most 100.
 */
export async function strandedExecutions(db: Database, before: Date): Promise<ExecutionRow[]> {
  return db
    .select()
    .from(executions)
    .where(and(eq(executions.status, 'PROCESSING'), eq(executions.attempts, 0), lte(executions.updatedAt, before), sql`${executions.progress}->>'stage' in ('QUEUED', 'FIXING')`))
    .limit(100);
}

// ---------------------------------------------------------------- the delivery ledger

/** A row of the delivery ledger: one per execution and output connector. */
export interface DeliveryEntry {
  status: 'STARTED' | 'DELIVERED';
  deliveredTo: string | null;
  batchesDelivered: number;
  batchesTotal: number | null;
}

/** The ledger entry of delivering execution `executionId` to `connectorId`; null before the first attempt. */
export async function findDelivery(db: Database, executionId: string, connectorId: string): Promise<DeliveryEntry | null> {
  const [row] = await db.select().from(deliveries).where(and(eq(deliveries.executionId, executionId), eq(deliveries.connectorId, connectorId))).limit(1);
  return row ? { status: row.status, deliveredTo: row.deliveredTo, batchesDelivered: row.batchesDelivered, batchesTotal: row.batchesTotal } : null;
}

/** Records an attempt to deliver (STARTED on the first one; later ones count up `attempts`). */
export async function startDelivery(db: Database, clock: Clock, executionId: string, connectorId: string): Promise<void> {
  await db
    .insert(deliveries)
    .values({ executionId, connectorId, status: 'STARTED', attempts: 1, startedAt: clock.now() })
    .onConflictDoUpdate({ target: [deliveries.executionId, deliveries.connectorId], set: { attempts: sql`${deliveries.attempts} + 1` } });
}

/** Records how many batches a delivery in batches sends. */
export async function recordBatchesTotal(db: Database, executionId: string, connectorId: string, total: number): Promise<void> {
  await db.update(deliveries).set({ batchesTotal: total }).where(and(eq(deliveries.executionId, executionId), eq(deliveries.connectorId, connectorId)));
}

/** Records that the destination acknowledged batch `number` (batches go in order: all before it were acknowledged). */
export async function recordBatchDelivered(db: Database, executionId: string, connectorId: string, number: number): Promise<void> {
  await db.update(deliveries).set({ batchesDelivered: number }).where(and(eq(deliveries.executionId, executionId), eq(deliveries.connectorId, connectorId)));
}

/** Marks a delivery DELIVERED, with where it went and the destination's receipt when it gave one. */
export async function markDelivered(db: Database, clock: Clock, executionId: string, connectorId: string, deliveredTo: string | null, receipt?: Record<string, unknown> | null): Promise<void> {
  await db
    .update(deliveries)
    .set({ status: 'DELIVERED', deliveredTo, deliveredAt: clock.now(), ...(receipt !== undefined ? { receipt } : {}) })
    .where(and(eq(deliveries.executionId, executionId), eq(deliveries.connectorId, connectorId)));
}

/** Deliveries by the organization's EMAIL output connectors started since `since` (each is one mail sent). */
export async function emailDeliveriesSince(db: Database, organizationId: string, since: Date): Promise<number> {
  const [counted] = await db
    .select({ sent: sql<number>`count(*)::int` })
    .from(deliveries)
    .innerJoin(connectors, eq(connectors.id, deliveries.connectorId))
    .where(and(eq(connectors.organizationId, organizationId), eq(connectors.nodeType, 'EMAIL'), gte(deliveries.startedAt, since)));
  return Number(counted?.sent ?? 0);
}
