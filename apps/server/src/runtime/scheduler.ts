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
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { strandedExecutions as stranded } from '../domain/executions/repository.ts';
import type { ExecutionRow } from '../domain/executions/records.ts';
import { createDueScheduledExecutions } from '../domain/pipelines/repository.ts';
import type { Clock } from '../domain/time.ts';

export interface TickResult {
  created: ExecutionRow[];
}

/**
 * Creates the executions that are due at `clock.now()` (domain/pipelines/repository.ts). Resolves
 * with the executions created by this call (another process may have created others); the caller
 * queues them.
 */
export async function scheduleTick(db: Database, clock: Clock, log: Logger, batch = 50): Promise<TickResult> {
  const created = await createDueScheduledExecutions(db, clock, batch, (pipeline, err) => {
    // A pipeline that cannot run (its TDM is gone) must not block the others.
    log.warn({ err, pipeline }, 'scheduled execution could not be created');
  });
  if (created.length) log.info({ count: created.length }, 'scheduled executions created');
  return { created };
}

/**
 * Executions still waiting to be queued after `olderThanMs` (a process died between creating
 * and queueing them): the caller queues them again (a duplicate send is a no-op).
 */
export async function strandedExecutions(db: Database, clock: Clock, olderThanMs = 120_000): Promise<ExecutionRow[]> {
  return stranded(db, new Date(clock.now().getTime() - olderThanMs));
}
