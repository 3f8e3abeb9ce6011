/**
 * Schedules (SPEC.md §Pipeline `schedule_config`): TIME_BASE executions at the planned instants.
 *
 * Each executable pipeline with a schedule carries `next_run_at`. A tick (every
 * FERRY_SCHEDULER_INTERVAL_SECONDS, in every worker process) takes the due pipelines with
 * `FOR UPDATE SKIP LOCKED`, creates one execution per due instant with an id derived from
 * (pipeline, instant) — so even two ticks racing create it once — and moves `next_run_at` to the
 * first occurrence after now. State lives in the database, so restarts lose nothing; instants
 * missed while nothing was running are not made up one by one: the pipeline runs once, for the
 * latest missed instant. Pipelines that are inactive or drafts have no `next_run_at` (paused);
 * editing the schedule re-plans (domain/pipelines/service.ts). Time comes from the injected
 * clock, so tests move it by hand.
 */
import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { v5 as uuidv5 } from 'uuid';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { executions, pipelines } from '../db/schema.ts';
import { insertExecution, type ExecutionRow } from '../domain/executions/records.ts';
import { completeConfiguration } from '../domain/pipelines/configuration.ts';
import { nextOccurrence, type Frequency } from '../domain/schedules/recurrence.ts';
import type { Clock } from '../domain/time.ts';

/** Namespace for execution ids derived from (pipeline, instant). */
const SCHEDULE_NAMESPACE = '7d0f8a8e-6f57-4c1e-9d3a-2f6b0c9e51aa';

/** The execution id of a pipeline's scheduled instant (the same in every process). */
export function scheduledExecutionId(pipelineId: string, instant: Date): string {
  return uuidv5(`${pipelineId}@${instant.toISOString()}`, SCHEDULE_NAMESPACE);
}

export interface TickResult {
  created: ExecutionRow[];
}

/**
 * Creates the executions that are due at `clock.now()`. Resolves with the executions created by
 * this call (another process may have created others); the caller queues them.
 */
export async function scheduleTick(db: Database, clock: Clock, log: Logger, batch = 50): Promise<TickResult> {
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
      }).catch((err) => {
        // A pipeline that cannot run (its TDM is gone) must not block the others.
        log.warn({ err, pipeline: p.id }, 'scheduled execution could not be created');
        return null;
      });
      if (row) created.push(row);
      await tx.update(pipelines).set({ nextRunAt: next?.at ?? null }).where(eq(pipelines.id, p.id));
    }
  });
  if (created.length) log.info({ count: created.length }, 'scheduled executions created');
  return { created };
}

/**
 * Executions still waiting to be queued after `olderThanMs` (a process died between creating
 * and queueing them): the caller queues them again (a duplicate send is a no-op).
 */
export async function strandedExecutions(db: Database, clock: Clock, olderThanMs = 120_000): Promise<ExecutionRow[]> {
  const before = new Date(clock.now().getTime() - olderThanMs);
  return db
    .select()
    .from(executions)
    .where(and(eq(executions.status, 'PROCESSING'), eq(executions.attempts, 0), lte(executions.updatedAt, before), sql`${executions.progress}->>'stage' in ('QUEUED', 'FIXING')`))
    .limit(100);
}
