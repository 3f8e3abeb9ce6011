/**
 * The job queue: pg-boss on the same database as everything else — PGlite in the embedded
 * default (pg-boss's `fromPglite` adapter over the single connection), PostgreSQL with
 * DATABASE_URL (its own small pool), where any number of worker processes on any number of
 * machines share the queue through `SKIP LOCKED` (DESIGN.md §1).
 *
 * Queue `execution`: one job per execution, data `{executionId, organizationId, subOrganizationId}`
 * (ids only, never secrets), `singletonKey` = execution id (a second send while one is queued or
 * running is a no-op), `group` = its tenant and `priority` = its turn among tenants, so that one
 * tenant cannot starve the others (./fair-share.ts). Jobs heartbeat while a run is under way; a
 * worker that dies stops heartbeating and its job is retried by another worker after
 * `heartbeatSeconds`.
 */
import { PgBoss, fromPglite } from 'pg-boss';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { fairPriority, tenantGroup } from './fair-share.ts';

export const EXECUTION_QUEUE = 'execution';

export interface ExecutionJob {
  executionId: string;
  organizationId: string;
  /** The sub-organization whose execution it is; null for the organization's own. */
  subOrganizationId: string | null;
}

export interface JobQueue {
  boss: PgBoss;
  /** Queues the run of an execution. */
  sendExecution(job: ExecutionJob): Promise<void>;
  stop(graceful?: boolean): Promise<void>;
}

/** Starts pg-boss (installing or migrating its schema) and creates Ferry's queues. */
export async function createJobQueue(database: DatabaseHandle, config: Readonly<Config>, log: Logger): Promise<JobQueue> {
  const timing = {
    superviseIntervalSeconds: config.queueSuperviseSeconds,
    monitorIntervalSeconds: Math.max(config.queueSuperviseSeconds, 1),
    maintenanceIntervalSeconds: 300,
  };
  const boss = database.pglite
    ? new PgBoss({ db: fromPglite(database.pglite as never), backend: 'pglite', schema: 'pgboss', ...timing })
    : new PgBoss({
      connectionString: database.connectionString!,
      schema: 'pgboss',
      max: 4,
      // The queue's connections show as `<application name>-queue` in pg_stat_activity (a name
      // in the connection string wins, as for every pg connection).
      application_name: `${database.applicationName ?? 'ferry'}-queue`,
      ...timing,
    });
  boss.on('error', (err: unknown) => log.error({ err }, 'job queue error'));
  (boss as unknown as NodeJS.EventEmitter).on('warning', (w: unknown) => log.warn({ warning: w }, 'job queue warning'));
  await boss.start();
  await boss.createQueue(EXECUTION_QUEUE, {
    retryLimit: 3,
    retryDelay: config.queueRetryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: 600,
    expireInSeconds: config.executionTimeoutSeconds + 300,
    heartbeatSeconds: config.queueHeartbeatSeconds,
    deleteAfterSeconds: 7 * 86_400,
  });
  return {
    boss,
    async sendExecution(job) {
      const priority = await fairPriority(database, EXECUTION_QUEUE, job);
      await boss.send(EXECUTION_QUEUE, { ...job }, { singletonKey: job.executionId, group: tenantGroup(job), priority });
    },
    async stop(graceful = true) {
      await boss.stop({ graceful, timeout: 30_000, close: true } as never);
    },
  };
}
