/**
 * Execution records (SPEC.md §Execution; fields: DESIGN.md §4): creating them for a run and reading
 * them. A new execution is PROCESSING with the pipeline's configuration and TDM captured in
 * `snapshot`, so a later edit of the pipeline does not change a run under way; the runtime
 * (domain/executions/runtime) takes it from there. Only a pipeline with `draft: false` and
 * `active: true` executes (SPEC.md §States and transitions).
 */
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { EXECUTION_STATUSES } from '@ferry/schemas/pipelines';
import { EXECUTION_TRIGGER_TYPES } from '@ferry/schemas/executions';
import type { Database } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { executions, pipelines, tdms } from '../../db/schema.ts';
import { errors } from '../../errors.ts';
import type { ListParams, ListSpec } from '../list-query.ts';
import { windowedTotal } from '../list-page.ts';
import { isId, newId } from '../ids.ts';
import type { Principal } from '../principal.ts';
import { isoTimestamp, type Clock } from '../time.ts';
import { canSee, visibilityValues, visibleTo, visibleToPlaceholders } from '../visibility.ts';
import { completeConfiguration } from '../pipelines/configuration.ts';
import type { PipelineRow } from '../pipelines/service.ts';
import { activeRulesFor } from '../pipelines/rules.ts';
import type { PipelineRule as EnginePipelineRule } from '@ferry/engine';
import { noteFileArrived } from '../pipelines/late-files.ts';

import { toExecution, type ExecutionRow } from './execution-view.ts';

export { toExecution, type ExecutionRow };
export type TriggerType = 'MANUAL' | 'EVENT_BASE' | 'TIME_BASE';

/** What an execution captured at creation. */
export interface ExecutionSnapshot {
  pipeline_name: string;
  configuration: ReturnType<typeof completeConfiguration>;
  /** The TDM as it was when the execution was created; `key` only when the TDM has one set. */
  tdm: { id: string; name: string; columns: unknown[]; key?: string[] };
  /** The input file when it was received with the trigger (upload, inbound HTTP) or for a rerun. */
  input_file?: { key: string; file_name: string; size: number; sha256: string; content_type?: string | null } | null;
  /** A file taken from a file source (OBJSTORE, FTP, SFTP, BLOB, CLOUDSTORE) that this execution processes. */
  source_file?: { connector_id: string; path: string; name: string; size: number; version: string } | null;
  /** For schedules: the planned instant this execution is for (ISO). */
  scheduled_for?: string | null;
  /** The pipeline's active rules when the execution was created, in the order they run. */
  rules?: EnginePipelineRule[];
  /** Who asked for the fix under way (recorded as `fixed_by` if it succeeds). */
  fix_requested_by?: Principal['actor'] | null;
  /** A rerun that takes the file's columns as they are, whatever the schema policy (it runs as EVOLVE). */
  accept_schema?: boolean;
}

/** Throws 409 unless the pipeline may execute (not a draft, active). */
export function assertExecutable(pipeline: Pick<PipelineRow, 'draft' | 'active' | 'name'>): void {
  if (pipeline.draft) {
    throw errors.conflict('PIPELINE_NOT_EXECUTABLE', `pipeline "${pipeline.name}" is a draft (it needs an input connector, an output connector and a target data model) and cannot be executed`);
  }
  if (!pipeline.active) throw errors.conflict('PIPELINE_NOT_EXECUTABLE', `pipeline "${pipeline.name}" is inactive and cannot be executed; set active to true first`);
}

export interface NewExecution {
  pipeline: PipelineRow;
  triggerType: TriggerType;
  actor: Principal['actor'] | null;
  inputFile?: ExecutionSnapshot['input_file'];
  sourceFile?: ExecutionSnapshot['source_file'];
  rerunOf?: string | null;
  scheduledFor?: Date | null;
  /** Run the file as EVOLVE and accept its columns (a rerun after a SCHEMA_CHANGED failure). */
  acceptSchema?: boolean;
  /** A fixed id (schedules derive it from the planned instant so that it is created once). */
  id?: string;
}

/**
 * Inserts a PROCESSING execution with its snapshot. Returns null when `id` is given and already
 * exists (an idempotent retry).
 */
export async function insertExecution(db: Database, clock: Clock, spec: NewExecution): Promise<ExecutionRow | null> {
  const p = spec.pipeline;
  const [tdm] = p.tdmId ? await db.select().from(tdms).where(eq(tdms.id, p.tdmId)).limit(1) : [];
  if (!tdm) throw errors.conflict('PIPELINE_NOT_EXECUTABLE', `pipeline "${p.name}" has no target data model`);
  const configuration = completeConfiguration(p.configuration);
  const snapshot: ExecutionSnapshot = {
    pipeline_name: p.name,
    configuration,
    tdm: { id: tdm.id, name: tdm.name, columns: tdm.columns, ...(tdm.key?.length ? { key: tdm.key } : {}) },
    input_file: spec.inputFile ?? null,
    ...(spec.sourceFile ? { source_file: spec.sourceFile } : {}),
    scheduled_for: spec.scheduledFor ? spec.scheduledFor.toISOString() : null,
    ...(spec.acceptSchema ? { accept_schema: true } : {}),
  };
  // The pipeline's active rules as they are now (a later change does not touch this execution).
  const rules = await activeRulesFor(db, p.id);
  if (rules.length) snapshot.rules = rules;
  const now = clock.now();
  const rows = await db
    .insert(executions)
    .values({
      id: spec.id ?? newId(),
      organizationId: p.organizationId,
      subOrganizationId: p.subOrganizationId,
      pipelineId: p.id,
      status: 'PROCESSING',
      triggerType: spec.triggerType,
      developerMode: configuration.developer_mode,
      rerunOf: spec.rerunOf ?? null,
      input: spec.inputFile ? { file_name: spec.inputFile.file_name, size: spec.inputFile.size, format: null, sheet: null } : null,
      progress: { fraction: 0, rows_read: 0, bytes_read: 0, stage: 'QUEUED' },
      snapshot: snapshot as unknown as Record<string, unknown>,
      createdAt: now,
      createdBy: spec.actor,
      updatedAt: now,
      updatedBy: spec.actor,
    })
    .onConflictDoNothing()
    .returning();
  // A new file clears the late badge (domain/pipelines/late-files.ts); a scheduled pull that may
  // find nothing new counts when it ends other than SKIPPED (runtime/lifecycle.ts), a rerun never.
  if (rows[0] && !spec.rerunOf && (spec.triggerType !== 'TIME_BASE' || spec.sourceFile)) await noteFileArrived(db, p.id, rows[0].id, now);
  return rows[0] ?? null;
}

/** Finds an execution the principal can see, with its pipeline's name; throws 404. */
export async function findVisibleExecution(db: Database, principal: Principal, id: string): Promise<{ row: ExecutionRow; pipelineName: string }> {
  if (!isId(id)) throw errors.notFound('execution', id);
  const [hit] = await prepared(db, 'execution-by-id', (d, name) =>
    d
      .select({ row: executions, pipelineName: pipelines.name })
      .from(executions)
      .innerJoin(pipelines, eq(pipelines.id, executions.pipelineId))
      .where(and(eq(executions.id, sql.placeholder('id')), eq(executions.organizationId, sql.placeholder('org'))))
      .limit(1)
      .prepare(name),
  ).execute({ id, org: principal.organizationId });
  if (!hit || !canSee(principal, hit.row)) throw errors.notFound('execution', id);
  return hit;
}

/**
 * Throws 410 FILES_REMOVED when the execution's stored files were removed under a retention
 * setting (docs/storage.md "Retention"): its output, report, cell errors and rows cannot be
 * read, and it cannot be fixed or rerun.
 */
export function assertFilesKept(row: ExecutionRow): void {
  if (!row.filesRemovedAt) return;
  throw errors.gone(
    'FILES_REMOVED',
    `the stored files of execution ${row.id} (input, output, report, cell errors, rows) were removed on ${isoTimestamp(row.filesRemovedAt)} under the retention setting of its pipeline or organization; the execution record stays`,
  );
}

export async function getExecution(db: Database, principal: Principal, id: string) {
  const { row, pipelineName } = await findVisibleExecution(db, principal, id);
  return toExecution(row, pipelineName);
}

export async function listExecutions(db: Database, principal: Principal, params: ListParams) {
  const page = (d: Database, where: SQL | undefined) =>
    d.select({ row: executions, pipelineName: pipelines.name }).from(executions).innerJoin(pipelines, eq(pipelines.id, executions.pipelineId)).where(where).orderBy(...params.orderBy);
  let rows: Array<{ row: ExecutionRow; pipelineName: string }>;
  let total: Array<{ n: number }>;
  if (params.where.length > 0 || params.sortKey.includes(',')) {
    // Filtered lists, and sorts by several fields, are built per request (see listVisiblePage).
    const where = and(visibleTo(principal, executions), ...params.where);
    [rows, total] = await Promise.all([page(db, where).limit(params.limit).offset(params.offset), db.select({ n: count() }).from(executions).where(where)]);
  } else {
    // One round trip: the page with a window count of all matching rows (a count of its own only
    // for a page beyond the end).
    const values = visibilityValues(principal);
    const counted = await prepared(db, `execution-list:${principal.type}:${params.sortKey}`, (d, name) =>
      d
        .select({ row: executions, pipelineName: pipelines.name, total: sql<number | string>`count(*) over ()` })
        .from(executions)
        .innerJoin(pipelines, eq(pipelines.id, executions.pipelineId))
        .where(visibleToPlaceholders(principal.type, executions))
        .orderBy(...params.orderBy)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(name),
    ).execute({ ...values, limit: params.limit, offset: params.offset });
    rows = counted;
    total = [{ n: await windowedTotal(counted[0]?.total, params.offset, async () => {
      const [n] = await prepared(db, `execution-count:${principal.type}`, (d, name) =>
        d.select({ n: count() }).from(executions).where(visibleToPlaceholders(principal.type, executions)).prepare(name),
      ).execute(values);
      return Number(n?.n ?? 0);
    }) }];
  }
  return { items: rows.map((r) => toExecution(r.row, r.pipelineName)), total: Number(total[0]?.n ?? 0) };
}

/** What the list route sorts and filters by (docs/api-conventions.md). */
export const executionListSpec: ListSpec = {
  sortable: {
    created_at: executions.createdAt,
    started_at: executions.startedAt,
    finished_at: executions.finishedAt,
    duration_ms: executions.durationMs,
    status: executions.status,
  },
  filterable: {
    pipeline: { column: executions.pipelineId },
    pipeline_id: { column: executions.pipelineId },
    status: { column: executions.status, values: EXECUTION_STATUSES },
    trigger_type: { column: executions.triggerType, values: EXECUTION_TRIGGER_TYPES },
    rerun_of: { column: executions.rerunOf },
    // Fixed by a person (a failure made SUCCESSFUL by a fix: fixed_at set) or not; with status FAILED, the open failures.
    fixed: { column: sql`(${executions.fixedAt} is not null)`, match: 'boolean' },
    // A time window: created at or after `created_from`, and before `created_before`.
    created_from: { column: executions.createdAt, match: 'from' },
    created_before: { column: executions.createdAt, match: 'before' },
  },
  defaultSort: [desc(executions.createdAt), asc(executions.id)],
};

/**
 * The execution `id` once it has left PROCESSING, or as it is after `timeoutMs` (polled every
 * 200 ms). Used by `POST /execution/{id}/fix?wait=true`.
 * @throws FerryError 404 when the principal cannot see it
 */
export async function waitForExecutionEnd(db: Database, principal: Principal, id: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let e = await getExecution(db, principal, id);
  while (e.status === 'PROCESSING' && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    e = await getExecution(db, principal, id);
  }
  return e;
}
