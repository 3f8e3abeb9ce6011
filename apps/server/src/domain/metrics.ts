/**
 * The Prometheus registry of one application (prom-client): the API's request-latency histogram,
 * and gauges read from the database when scraped, so they are right whichever processes run the
 * api and worker roles (see http/plugins/metrics.ts for the route and docs/operations.md).
 */
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client.ts';
import type { PrincipalCache } from './principal-cache.ts';

async function rows(database: DatabaseHandle, sql: string): Promise<Array<Record<string, unknown>>> {
  try {
    return (await database.executeSql(sql, [])).rows as Array<Record<string, unknown>>;
  } catch {
    return []; // a table not there yet (the queue before its first start): no figure
  }
}

/**
 * The metrics registry of one application, with its database-backed gauges and, when given, the
 * state of its principal cache.
 */
export function createMetrics(database: DatabaseHandle, principals?: PrincipalCache): { registry: Registry; requestDuration: Histogram<string> } {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'ferry_' });
  const requestDuration = new Histogram({
    name: 'ferry_http_request_duration_seconds',
    help: 'Time to answer an API request, by method, route and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'ferry_executions',
    help: 'Executions by status (all organizations)',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const r of await rows(database, 'SELECT status, count(*)::int AS n FROM executions GROUP BY status')) this.set({ status: String(r.status) }, Number(r.n));
    },
  });
  new Gauge({
    name: 'ferry_execution_duration_seconds',
    help: 'Duration of the executions ended in the last 24 hours, by quantile',
    labelNames: ['quantile'],
    registers: [registry],
    async collect() {
      this.reset();
      const [r] = await rows(
        database,
        "SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY duration_ms) AS p50, percentile_cont(0.9) WITHIN GROUP (ORDER BY duration_ms) AS p90, percentile_cont(0.99) WITHIN GROUP (ORDER BY duration_ms) AS p99 FROM executions WHERE finished_at > now() - interval '24 hours' AND duration_ms IS NOT NULL",
      );
      for (const [q, key] of [['0.5', 'p50'], ['0.9', 'p90'], ['0.99', 'p99']] as const) if (r && r[key] !== null && r[key] !== undefined) this.set({ quantile: q }, Number(r[key]) / 1000);
    },
  });
  new Gauge({
    name: 'ferry_execution_duration_seconds_count',
    help: 'Executions ended in the last 24 hours',
    registers: [registry],
    async collect() {
      const [r] = await rows(database, "SELECT count(*)::int AS n FROM executions WHERE finished_at > now() - interval '24 hours'");
      this.set(Number(r?.n ?? 0));
    },
  });
  new Gauge({
    name: 'ferry_queue_depth',
    help: 'Executions queued and waiting for a worker (pg-boss jobs created or to retry)',
    registers: [registry],
    async collect() {
      const [r] = await rows(database, "SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'execution' AND state IN ('created', 'retry')");
      this.set(Number(r?.n ?? 0));
    },
  });
  new Gauge({
    name: 'ferry_rows_processed_total',
    help: 'Data rows read by every ended execution',
    registers: [registry],
    async collect() {
      const [r] = await rows(database, "SELECT coalesce(sum((stats->>'rows')::bigint), 0)::bigint AS n FROM executions WHERE stats IS NOT NULL");
      this.set(Number(r?.n ?? 0));
    },
  });
  new Gauge({
    name: 'ferry_delivery_retries_total',
    help: 'Delivery attempts beyond the first, over all deliveries',
    registers: [registry],
    async collect() {
      const [r] = await rows(database, 'SELECT coalesce(sum(greatest(attempts - 1, 0)), 0)::int AS n FROM deliveries');
      this.set(Number(r?.n ?? 0));
    },
  });
  if (principals) {
    new Gauge({
      name: 'ferry_principal_cache_active',
      help: 'Whether this API process uses its in-memory principals (1), or reads the principal for every request because its change notifications are not heard (0)',
      registers: [registry],
      collect() {
        this.set(principals.active ? 1 : 0);
      },
    });
    new Gauge({
      name: 'ferry_principal_cache_requests_total',
      help: 'Requests of this API process whose principal came from memory (result="hit") or from the database (result="miss")',
      labelNames: ['result'],
      registers: [registry],
      collect() {
        const { hits, misses } = principals.stats;
        this.set({ result: 'hit' }, hits);
        this.set({ result: 'miss' }, misses);
      },
    });
  }
  return { registry, requestDuration };
}

