/**
 * The pipeline records as the runtime reads and changes them: loading a pipeline for a run, the
 * columns it accepted last, and its schedule (SPEC.md §Pipeline `schedule_config`). None of these is
 * scoped by a principal: the runtime acts for the pipeline's own organization.
 *
 * Schedules: each executable pipeline with a schedule carries `next_run_at`. A tick takes the due
 * pipelines with `FOR UPDATE SKIP LOCKED`, creates one execution per due instant with an id derived
 * from (pipeline, instant) — so even two ticks racing create it once — and moves `next_run_at` to
 * the first occurrence after now. Instants missed while nothing was running are not made up one by
 * one: the pipeline runs once, for the latest missed instant.
 */
import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import { v5 as uuidv5 } from 'uuid';
import type { Database } from '../../db/client.ts';
import { pipelines } from '../../db/schema.ts';
import { insertExecution, type ExecutionRow } from '../executions/records.ts';
import type { AcceptedColumns } from '../mapping/drift.ts';
import { nextOccurrence, type Frequency } from '../schedules/recurrence.ts';
import type { Clock } from '../time.ts';
import { completeConfiguration } from './configuration.ts';
import type { PipelineRow } from './service.ts';

/** The pipeline `id`, whatever its organization; null when it no longer exists. */
export async function findPipelineForRun(db: Database, id: string): Promise<PipelineRow | null> {
  const [row] = await db.select().from(pipelines).where(eq(pipelines.id, id)).limit(1);
  return row ?? null;
}

/** The pipeline's `accepted_columns` (what the schema policy compares a file with); null when it has none yet. */
export async function acceptedColumnsOf(db: Database, pipelineId: string): Promise<AcceptedColumns | null> {
  const [row] = await db.select({ accepted: pipelines.acceptedColumns }).from(pipelines).where(eq(pipelines.id, pipelineId)).limit(1);
  return row?.accepted ?? null;
}

/** Namespace for execution ids derived from (pipeline, instant). */
const SCHEDULE_NAMESPACE = '7d0f8a8e-6f57-4c1e-9d3a-2f6b0c9e51aa';

/** The execution id of a pipeline's scheduled instant (the same in every process). */
export function scheduledExecutionId(pipelineId: string, instant: Date): string {
  return uuidv5(`${pipelineId}@${instant.toISOString()}`, SCHEDULE_NAMESPACE);
}

/**
 * Creates the TIME_BASE executions due at `clock.now()` for at most `batch` pipelines (active, not
 * drafts, `next_run_at` reached; those another process holds are skipped) and moves each pipeline's
 * `next_run_at` on, in one transaction. A pipeline whose execution cannot be created (its TDM is
 * gone) is reported to `onError` and still moved on, so that it does not block the others. Resolves
 * with the executions this call created.
 */
export async function createDueScheduledExecutions(db: Database, clock: Clock, batch: number, onError: (pipelineId: string, err: unknown) => void): Promise<ExecutionRow[]> {
  const now = clock.now();
  const created: ExecutionRow[] = [];
  await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(pipelines)
      .where(and(isNotNull(pipelines.nextRunAt), lte(pipelines.nextRunAt, now), eq(pipelines.active, true), eq(pipelines.draft, false)))
      .orderBy(asc(pipelines.nextRunAt))
      .limit(batch)
      .for('update', { skipLocked: true });
    for (const p of due) {
      const instant = p.nextRunAt!;
      const s = completeConfiguration(p.configuration).schedule_config;
      const next = s
        ? nextOccurrence({ frequency: s.frequency as Frequency, interval: s.interval, startsOn: new Date(s.starts_on), endsOn: s.ends_on ? new Date(s.ends_on) : null }, now, true)
        : null;
      const row = await insertExecution(tx as unknown as Database, clock, {
        pipeline: p,
        triggerType: 'TIME_BASE',
        actor: null,
        scheduledFor: instant,
        id: scheduledExecutionId(p.id, instant),
      }).catch((err: unknown) => {
        onError(p.id, err);
        return null;
      });
      if (row) created.push(row);
      await tx.update(pipelines).set({ nextRunAt: next?.at ?? null }).where(eq(pipelines.id, p.id));
    }
  });
  return created;
}
