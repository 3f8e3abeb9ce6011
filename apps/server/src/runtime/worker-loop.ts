/**
 * The loop that takes execution jobs from the queue in a worker process: `slots` executions at
 * once; across every worker, at most `subOrganizationConcurrency` of one sub-organization and
 * `organizationConcurrency` of one organization (./fair-share.ts: jobs are grouped by tenant, and
 * a fetch leaves the groups of an organization at its limit).
 *
 * Why not pg-boss's `work()`: its global group limit is read by each fetch without a lock, so two
 * slots fetching at the same instant (in one process or in two) can both see a tenant below its
 * limit and both start one of its jobs. Here every fetch — the look at which organizations are at
 * their limit, then pg-boss's fetch — runs in a transaction that first takes one cluster-wide
 * advisory lock: fetches are serialised (they take milliseconds), and each sees the jobs the
 * previous one claimed. On PGlite (one process, one connection) the slots' fetches take turns
 * in-process. The loop then does what `work()` would: heartbeats while the job runs, completes it,
 * or fails it so pg-boss retries it with backoff.
 */
import type { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/client.ts';
import { groupsOfBusyOrganizations, ORGANIZATION_TIER, type SqlRunner } from './fair-share.ts';

/** Any fixed number: the advisory lock that serialises fetches of the execution queue. */
const FETCH_LOCK_ID = 727_274_102;

export interface FetchedJob<T> {
  id: string;
  data: T;
  retryCount: number;
  retryLimit: number;
}

export interface WorkerLoopOptions {
  queue: string;
  slots: number;
  /** Executions of one organization running at once, its sub-organizations' included (FERRY_ORG_CONCURRENCY). */
  organizationConcurrency: number;
  /** Executions of one sub-organization running at once (FERRY_SUB_ORG_CONCURRENCY). */
  subOrganizationConcurrency: number;
  /** Idle wait between empty fetches (ms); `wake()` ends it early. */
  pollMs: number;
  /** The queue's heartbeat; the loop touches running jobs three times per period. */
  heartbeatSeconds: number;
}

export interface WorkerLoop {
  /** Ends the idle wait of every idle slot now (new jobs were sent); busy slots are not affected. */
  wake(): void;
  /** Slots in their idle wait: they found no job and wait for `wake()` or the poll interval. */
  idleSlots(): number;
  /** Stops fetching; resolves when running jobs have ended or `timeoutMs` passed. */
  stop(timeoutMs?: number): Promise<void>;
}

/** Starts `slots` fetch-run loops; `handler` throws to have the job retried. */
export function startWorkerLoop<T extends object>(
  boss: PgBoss,
  database: DatabaseHandle,
  options: WorkerLoopOptions,
  handler: (job: FetchedJob<T>) => Promise<void>,
  log: Logger,
): WorkerLoop {
  let running = true;
  const wakers = new Set<() => void>();
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakers.delete(done);
        resolve();
      }
      wakers.add(done);
    });

  const fetchOptions = {
    batchSize: 1,
    includeMetadata: true as const,
    groupConcurrency: { default: options.subOrganizationConcurrency, tiers: { [ORGANIZATION_TIER]: options.organizationConcurrency } },
  };
  /** One fetch, leaving the tenants of organizations at their limit. */
  async function fetchWith(sql: SqlRunner, db?: unknown) {
    const busy = await groupsOfBusyOrganizations(sql, options.queue, options.organizationConcurrency);
    return boss.fetch<T>(options.queue, { ...fetchOptions, ...(busy.length ? { ignoreGroups: busy } : {}), ...(db ? { db: db as never } : {}) });
  }
  // PGlite: the slots' fetches take turns (each is two statements).
  let turn: Promise<unknown> = Promise.resolve();
  async function fetchOne(): Promise<FetchedJob<T> | null> {
    let jobs;
    if (database.pglite) {
      const mine = turn.then(() => fetchWith(database));
      turn = mine.catch(() => undefined);
      jobs = await mine;
    } else {
      jobs = await database.rawTransaction(async (tx) => {
        await tx.executeSql('SELECT pg_advisory_xact_lock($1)', [FETCH_LOCK_ID]);
        return fetchWith(tx, tx);
      });
    }
    const job = jobs[0];
    return job ? { id: job.id, data: job.data, retryCount: job.retryCount, retryLimit: job.retryLimit } : null;
  }

  async function runOne(job: FetchedJob<T>): Promise<void> {
    const attempt = { id: job.id, retryCount: job.retryCount };
    const beat = setInterval(() => {
      boss.touch(options.queue, attempt).catch((err: unknown) => log.warn({ err, job: job.id }, 'job heartbeat failed'));
    }, Math.max(1000, (options.heartbeatSeconds * 1000) / 3));
    try {
      await handler(job);
      await boss.complete(options.queue, attempt);
    } catch (err) {
      const e = err as Error;
      await boss.fail(options.queue, attempt, { message: e?.message ?? String(err), name: e?.name ?? 'Error' }).catch((failErr: unknown) => log.error({ err: failErr, job: job.id }, 'could not hand a failed job back to the queue'));
    } finally {
      clearInterval(beat);
    }
  }

  async function slot(): Promise<void> {
    while (running) {
      let job: FetchedJob<T> | null = null;
      try {
        job = await fetchOne();
      } catch (err) {
        if (running) log.error({ err }, 'fetching an execution job failed');
      }
      if (!job) {
        if (running) await sleep(options.pollMs);
        continue;
      }
      await runOne(job);
    }
  }

  const slots = Array.from({ length: options.slots }, () => slot());
  return {
    wake() {
      for (const wake of [...wakers]) wake();
    },
    idleSlots: () => wakers.size,
    async stop(timeoutMs = 30_000) {
      running = false;
      for (const wake of [...wakers]) wake();
      await Promise.race([Promise.all(slots), new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
    },
  };
}
