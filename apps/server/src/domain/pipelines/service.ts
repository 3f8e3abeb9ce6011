/**
 * Pipelines (SPEC.md §Pipeline, §Endpoints/Pipelines; DESIGN.md §4). `POST /pipeline` is an
 * extension (the components, the platform and the CLI create pipelines); the rest follows SPEC.
 * A pipeline belongs to the principal that created it (a sub-organization's pipelines are its own);
 * it executes only when `draft` is false and `active` is true.
 */
import { correctedPairs, newPairs, remember, rememberCorrections, savedPairs } from '../mapping/memory.ts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { ExecutionStatusName, PipelineConfiguration, PipelineCreate, PipelineUpdate } from '@ferry/schemas/pipelines';
import type { SchemaChange } from '@ferry/schemas/pipelines';
import type { Database } from '../../db/client.ts';
import { executions, pipelines } from '../../db/schema.ts';
import { errors } from '../../errors.ts';
import type { ListParams, ListSpec } from '../list-query.ts';
import { newId } from '../ids.ts';
import type { Principal } from '../principal.ts';
import { nextOccurrence, type Frequency } from '../schedules/recurrence.ts';
import { isoTimestamp, type Clock } from '../time.ts';
import { assertCanChange, findVisibleRow, ownership } from '../visibility.ts';
import { findVisibleTemplate, templateConfiguration } from '../templates/service.ts';
import { completeConfiguration, emptyConfiguration, isDraft, mergeConfiguration, validateConfiguration } from './configuration.ts';
import { expectedNextBy, readExpectation, windowContaining } from './expectation.ts';
import { listVisiblePage } from '../list-page.ts';
import { prepared } from '../../db/prepared.ts';
import type { ArtifactStore } from '../../storage/index.ts';
import { executionFilesColumns, removeExecutionFiles, type ExecutionFiles } from '../executions/files.ts';

export type PipelineRow = typeof pipelines.$inferSelect;

/** Hooks and settings other parts of the server attach (the scheduler re-plans when a pipeline changes). */
export interface PipelineHooks {
  onChange?(pipeline: PipelineRow | { id: string; deleted: true }): Promise<void>;
  /** FERRY_EXPECTATION_TIME_SCALE (default 1): stored with an expectation when its windows start. */
  expectationTimeScale?: number;
}

/**
 * The late-file state of a pipeline being saved (domain/pipelines/expectation.ts): its windows
 * start now when the expectation is set or changed or the pipeline becomes executable (so a window
 * that ended while it was inactive raises nothing); they stop, and the late badge goes, when the
 * expectation is removed or the pipeline paused. An edit that leaves them alone keeps them.
 */
function expectationState(
  next: { configuration: PipelineConfiguration; active: boolean; draft: boolean },
  current: PipelineRow | null,
  now: Date,
  scale: number,
): Partial<Pick<PipelineRow, 'expectationSince' | 'expectationScale' | 'lateCheckAt' | 'lateSince'>> {
  const exp = readExpectation(next.configuration.expectation);
  if (!exp || !next.active || next.draft) return { expectationSince: null, lateCheckAt: null, lateSince: null };
  const before = current ? readExpectation(completeConfiguration(current.configuration).expectation) : null;
  if (current?.expectationSince && current.active && !current.draft && JSON.stringify(before) === JSON.stringify(exp)) return {};
  return { expectationSince: now, expectationScale: scale, lateCheckAt: windowContaining(exp, now, now, scale).end, lateSince: null };
}

/** The next scheduled execution of an executable pipeline, or null. */
export function nextRunAt(row: Pick<PipelineRow, 'active' | 'draft' | 'configuration'>, now: Date): Date | null {
  if (!row.active || row.draft) return null;
  const s = completeConfiguration(row.configuration).schedule_config;
  if (!s) return null;
  const next = nextOccurrence({ frequency: s.frequency as Frequency, interval: s.interval, startsOn: new Date(s.starts_on), endsOn: s.ends_on ? new Date(s.ends_on) : null }, now);
  return next?.at ?? null;
}

export function toPipeline(row: PipelineRow, now: Date) {
  const { id, name, active, draft, template_id, next_run_at, last_schema_change, late_since, retention_days, ...audit } = toPipelineSummary(row);
  const configuration = completeConfiguration(row.configuration);
  const nextBy = expectedNextBy(readExpectation(configuration.expectation), { since: row.expectationSince ?? null, scale: row.expectationScale ?? 1, lastFileAt: row.lastFileAt ?? null }, now);
  return { id, name, active, draft, configuration, template_id, next_run_at, last_schema_change, expected_next_by: nextBy ? isoTimestamp(nextBy) : null, late_since, retention_days, ...audit };
}

/** The fields of a pipeline a list item carries (everything but the configuration). */
function toPipelineSummary(row: Omit<PipelineRow, 'configuration'>) {
  const next = row.nextRunAt;
  return {
    id: row.id,
    name: row.name,
    active: row.active,
    draft: row.draft,
    template_id: row.templateId ?? null,
    next_run_at: next ? isoTimestamp(next) : null,
    last_schema_change: (row.lastSchemaChange ?? null) as SchemaChange | null,
    late_since: row.lateSince ? isoTimestamp(row.lateSince) : null,
    retention_days: row.retentionDays ?? null,
    created_at: isoTimestamp(row.createdAt),
    created_by: row.createdBy ?? null,
    updated_at: isoTimestamp(row.updatedAt),
    updated_by: row.updatedBy ?? null,
  };
}

/** Finds a pipeline the principal can see, or throws 404. */
export async function findVisiblePipeline(db: Database, principal: Principal, id: string): Promise<PipelineRow> {
  return findVisibleRow(db, pipelines, principal, id, 'pipeline');
}

export async function createPipeline(db: Database, clock: Clock, principal: Principal, input: PipelineCreate, hooks: PipelineHooks = {}) {
  let base: PipelineConfiguration = emptyConfiguration();
  let name = input.name?.trim();
  let templateId: string | null = null;
  if (input.template_id) {
    const template = await findVisibleTemplate(db, principal, input.template_id).catch((err) => {
      if (err?.statusCode === 404) {
        throw errors.validation(`body.template_id: pipeline template ${JSON.stringify(input.template_id)} was not found`, [
          { field: 'template_id', message: 'was not found' },
        ]);
      }
      throw err;
    });
    base = templateConfiguration(template);
    name ??= ((template.body.pipeline_name as string | null) ?? template.name).trim();
    templateId = template.id;
  }
  if (!name) throw errors.validation('body.name is required (or a template_id whose template names the pipeline)', [{ field: 'name', message: 'is required' }]);
  const configuration = mergeConfiguration(base, input.configuration);
  const now = clock.now();
  const refs = await validateConfiguration(db, principal, configuration, { now, previousSchedule: null });
  const active = input.active ?? true;
  const draft = isDraft(configuration);
  const [row] = await db
    .insert(pipelines)
    .values({
      id: newId(),
      ...ownership(principal),
      name,
      active,
      draft,
      nextRunAt: nextRunAt({ active, draft, configuration }, now),
      ...expectationState({ configuration, active, draft }, null, now, hooks.expectationTimeScale ?? 1),
      configuration,
      inputConnectorId: refs.inputConnectorId,
      outputConnectorId: refs.outputConnectorId,
      tdmId: refs.tdmId,
      templateId,
      retentionDays: input.retention_days ?? null,
      createdAt: now,
      createdBy: principal.actor,
      updatedAt: now,
      updatedBy: principal.actor,
    })
    .returning();
  await remember(db, principal.organizationId, row!.subOrganizationId ?? null, savedPairs(configuration.mapping_config), now);
  await hooks.onChange?.(row!);
  return toPipeline(row!, now);
}

export async function getPipeline(db: Database, clock: Clock, principal: Principal, id: string) {
  return toPipeline(await findVisiblePipeline(db, principal, id), clock.now());
}

/**
 * Lists pipelines: per item what a list shows (no configuration, which is neither read nor sent)
 * with its execution count, last execution time and last five statuses.
 */
export async function listPipelines(db: Database, _clock: Clock, principal: Principal, params: ListParams) {
  const { rows, total } = await listVisiblePage(db, pipelines, pipelines, principal, params, { omit: ['configuration'] });
  const ids = rows.map((r) => r.id);
  const stats = new Map<string, { n: number; last: Date | null }>();
  const recent = new Map<string, string[]>();
  if (ids.length) {
    // One query for the page's execution count, last execution and last five statuses.
    const summary = prepared(db, 'pipeline-list:execution-summary', (d, name) =>
      d
        .select({
          id: executions.pipelineId,
          n: count(),
          last: sql<Date | string | null>`max(${executions.createdAt})`,
          recent: sql<string[]>`(array_agg(${executions.status}::text order by ${executions.createdAt} desc, ${executions.id} desc))[1:5]`,
        })
        .from(executions)
        .where(sql`${executions.pipelineId} = any(${sql.placeholder('ids')}::text[])`)
        .groupBy(executions.pipelineId)
        .prepare(name),
    );
    for (const s of await summary.execute({ ids })) {
      stats.set(s.id, { n: Number(s.n), last: s.last ? new Date(s.last) : null });
      recent.set(s.id, s.recent ?? []);
    }
  }
  return {
    items: rows.map((r) => {
      const s = stats.get(r.id);
      return {
        ...toPipelineSummary(r),
        execution_count: s?.n ?? 0,
        last_execution_at: s?.last ? isoTimestamp(s.last) : null,
        last_execution_statuses: (recent.get(r.id) ?? []) as ExecutionStatusName[],
      };
    }),
    total,
  };
}

export async function updatePipeline(db: Database, clock: Clock, principal: Principal, id: string, input: PipelineUpdate, hooks: PipelineHooks = {}) {
  const updated = await db.transaction(async (tx) => {
    const current = await findVisiblePipeline(tx as unknown as Database, principal, id);
    assertCanChange(principal, current, 'pipeline');
    const before = completeConfiguration(current.configuration);
    const configuration = mergeConfiguration(before, input.configuration);
    const now = clock.now();
    const refs = await validateConfiguration(tx as unknown as Database, principal, configuration, { now, previousSchedule: before.schedule_config });
    const active = input.active ?? current.active;
    const draft = isDraft(configuration);
    const [row] = await tx
      .update(pipelines)
      .set({
        name: input.name?.trim() ?? current.name,
        active,
        draft,
        // A changed schedule, a pause or a resume re-plans from now (missed instants are not made
        // up); an edit that leaves them alone keeps the planned run, even one that is due.
        nextRunAt:
          active === current.active && draft === current.draft && current.nextRunAt && JSON.stringify(configuration.schedule_config) === JSON.stringify(before.schedule_config)
            ? current.nextRunAt
            : nextRunAt({ active, draft, configuration }, now),
        ...expectationState({ configuration, active, draft }, current, now, hooks.expectationTimeScale ?? 1),
        configuration,
        inputConnectorId: refs.inputConnectorId,
        outputConnectorId: refs.outputConnectorId,
        tdmId: refs.tdmId,
        ...(input.retention_days !== undefined ? { retentionDays: input.retention_days } : {}),
        updatedAt: now,
        updatedBy: principal.actor,
      })
      .where(eq(pipelines.id, current.id))
      .returning();
    await remember(tx as unknown as Database, principal.organizationId, row!.subOrganizationId ?? null, newPairs(before.mapping_config, configuration.mapping_config), now);
    await rememberCorrections(tx as unknown as Database, principal.organizationId, row!.subOrganizationId ?? null, correctedPairs(before.mapping_config, configuration.mapping_config), now);
    return row!;
  });
  await hooks.onChange?.(updated);
  return toPipeline(updated, clock.now());
}

/** How {@link deletePipeline} deletes. */
export interface DeletePipelineOptions {
  /** Delete the pipeline's executions (its history) with it; without, a pipeline that has any is kept. */
  deleteExecutions?: boolean;
  /**
   * Where the deleted executions' files are, to remove them once the deletion is committed (their
   * folders, and the uploaded, pushed or mailed files they read that no other execution still
   * reads: domain/executions/files.ts). A folder that cannot be removed goes to `onError`: the
   * records are gone either way.
   */
  files?: { storage: ArtifactStore; onError(folder: string, error: unknown): void };
}

/**
 * Deletes a pipeline. Its executions are its history: a pipeline that has any is kept (409
 * PIPELINE_HAS_EXECUTIONS) unless `deleteExecutions` asks to delete them with it (and their
 * stored files, through `files`); 409 PIPELINE_RUNNING while one of them is PROCESSING.
 * Answers the deleted pipeline.
 */
export async function deletePipeline(db: Database, clock: Clock, principal: Principal, id: string, hooks: PipelineHooks = {}, options: DeletePipelineOptions = {}) {
  let deletedExecutions: ExecutionFiles[] = [];
  const deleted = await db.transaction(async (tx) => {
    const current = await findVisiblePipeline(tx as unknown as Database, principal, id);
    assertCanChange(principal, current, 'pipeline');
    const [running] = await tx
      .select({ n: count() })
      .from(executions)
      .where(and(eq(executions.pipelineId, current.id), eq(executions.status, 'PROCESSING')));
    if (Number(running?.n ?? 0) > 0) {
      throw errors.conflict('PIPELINE_RUNNING', `the pipeline has ${running!.n} execution(s) in progress; deactivate it and wait for them to finish`);
    }
    const [history] = await tx.select({ n: count() }).from(executions).where(eq(executions.pipelineId, current.id));
    const n = Number(history?.n ?? 0);
    if (n > 0 && !options.deleteExecutions) {
      throw errors.conflict(
        'PIPELINE_HAS_EXECUTIONS',
        `pipeline "${current.name}" has ${n} execution${n === 1 ? '' : 's'}, its history, and is kept: set active to false to stop it, or delete it together with its executions with ?delete_executions=true`,
        [{ pipeline: current.id, executions: n }],
      );
    }
    if (n > 0) deletedExecutions = await tx.select(executionFilesColumns).from(executions).where(eq(executions.pipelineId, current.id));
    // The executions go with the pipeline (the foreign key cascades).
    await tx.delete(pipelines).where(eq(pipelines.id, current.id));
    return current;
  });
  await hooks.onChange?.({ id: deleted.id, deleted: true });
  if (deletedExecutions.length && options.files) await removeExecutionFiles(db, options.files.storage, deletedExecutions, options.files.onError);
  return toPipeline(deleted, clock.now());
}

/** What the list route sorts and filters by (docs/api-conventions.md). */
export const pipelineListSpec: ListSpec = {
  sortable: { name: pipelines.name, created_at: pipelines.createdAt, updated_at: pipelines.updatedAt, active: pipelines.active },
  filterable: {
    name: { column: pipelines.name, match: 'contains' },
    active: { column: pipelines.active, match: 'boolean' },
    draft: { column: pipelines.draft, match: 'boolean' },
    schema_changed: { column: sql`(${pipelines.lastSchemaChange} is not null)`, match: 'boolean' },
    late: { column: sql`(${pipelines.lateSince} is not null)`, match: 'boolean' },
    tdm: { column: pipelines.tdmId },
    input_connector: { column: pipelines.inputConnectorId },
    output_connector: { column: pipelines.outputConnectorId },
  },
  defaultSort: [desc(pipelines.createdAt), desc(pipelines.id)],
};
