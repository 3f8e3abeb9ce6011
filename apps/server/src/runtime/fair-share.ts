/**
 * Fairness among tenants in the execution queue (docs/operations.md "Fairness"): which queued
 * execution a free worker slot takes next, and which it must leave.
 *
 * pg-boss takes the queued job with the highest `priority`, the oldest first among equals, within
 * each group's concurrency. First come, first served alone let one customer's 60 queued uploads
 * hold back a sibling's single file for all of their runs. So:
 *
 * - **Order: round-robin, per organization and per tenant within it.** A job's priority is set when
 *   it is queued: an organization's k-th queued job (counting across its tenants in rounds — each
 *   tenant's first job, then each one's second, …) gets the priority of the queue's head minus
 *   (k − 1). Organizations thus take turns by position, and inside one its tenants (the
 *   organization itself and each sub-organization) take turns: a tenant's first file is in the
 *   first round whatever others have queued. A tenant's jobs never overtake each other.
 * - **Concurrency per tenant and per organization.** A job's pg-boss group is its tenant
 *   ({@link tenantGroup}): a sub-organization runs at most FERRY_SUB_ORG_CONCURRENCY executions at
 *   once (the groups' default limit), the organization's own at most FERRY_ORG_CONCURRENCY (tier
 *   `organization`); and a fetch leaves every group of an organization that already runs
 *   FERRY_ORG_CONCURRENCY executions in all ({@link groupsOfBusyOrganizations}, `ignoreGroups`).
 *   So a customer cannot take every slot its organization has, and an organization cannot take
 *   more than its share whatever number of customers it has.
 *
 * Both read pg-boss's job table (`pgboss.job`: name, state, priority, group_id and the job's data,
 * which carries the tenant's ids); the worker loop reads it in the same serialised step as its
 * fetch (worker-loop.ts).
 */

/** Something that runs one parameterised statement (a DatabaseHandle or a transaction of one). */
export interface SqlRunner {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** The tenant of a queued execution. */
export interface QueuedTenant {
  organizationId: string;
  /** Null for the organization's own executions. */
  subOrganizationId: string | null;
}

/** pg-boss stores priority as a PostgreSQL integer; stay well inside it. */
const LOWEST_PRIORITY = -2_000_000_000;

/**
 * The priority to queue an execution of `tenant` with (see the module comment): the head of the
 * queue (its highest queued priority; 0 when nothing is queued) minus the number of the
 * organization's queued jobs that come before it in round-robin order over its tenants — the
 * tenant's own queued jobs (k) and, of each other tenant, at most k — and never above the lowest
 * priority the tenant already has queued (its jobs keep their order).
 */
export async function fairPriority(sql: SqlRunner, queue: string, tenant: QueuedTenant): Promise<number> {
  const r = await sql.executeSql(
    `WITH queued AS (
       SELECT priority, data->>'organizationId' AS organization, coalesce(data->>'subOrganizationId', '') AS tenant
       FROM pgboss.job WHERE name = $1 AND state < 'active'
     )
     SELECT (SELECT max(priority) FROM queued) AS head,
            (SELECT coalesce(json_agg(json_build_object('tenant', tenant, 'n', n, 'low', low)), '[]'::json)
               FROM (SELECT tenant, count(*)::int AS n, min(priority) AS low FROM queued WHERE organization = $2 GROUP BY tenant) t) AS tenants`,
    [queue, tenant.organizationId],
  );
  const row = r.rows[0] ?? {};
  const head = row.head === null || row.head === undefined ? 0 : Number(row.head);
  const raw = typeof row.tenants === 'string' ? JSON.parse(row.tenants) : row.tenants;
  const tenants = (Array.isArray(raw) ? raw : []) as Array<{ tenant: string; n: number; low: number }>;
  const key = tenant.subOrganizationId ?? '';
  const own = tenants.find((t) => t.tenant === key);
  const k = own?.n ?? 0;
  const ahead = k + tenants.filter((t) => t.tenant !== key).reduce((sum, t) => sum + Math.min(t.n, k), 0);
  let priority = head - ahead;
  if (own) priority = Math.min(priority, own.low);
  return Math.max(LOWEST_PRIORITY, priority);
}

/** The tier of the organization's own executions in the groups' concurrency (FERRY_ORG_CONCURRENCY). */
export const ORGANIZATION_TIER = 'organization';

/**
 * The pg-boss group of an execution: its tenant — the sub-organization (default tier, limited by
 * FERRY_SUB_ORG_CONCURRENCY) or the organization's own executions (tier {@link ORGANIZATION_TIER}).
 */
export function tenantGroup(tenant: QueuedTenant): { id: string; tier?: string } {
  return tenant.subOrganizationId ? { id: tenant.subOrganizationId } : { id: tenant.organizationId, tier: ORGANIZATION_TIER };
}

/**
 * The groups (tenants) with queued jobs of every organization that already runs `cap` or more
 * executions of `queue` across its tenants: a fetch passes them as `ignoreGroups`.
 */
export async function groupsOfBusyOrganizations(sql: SqlRunner, queue: string, cap: number): Promise<string[]> {
  const r = await sql.executeSql(
    `SELECT DISTINCT group_id FROM pgboss.job
     WHERE name = $1 AND state < 'active' AND group_id IS NOT NULL
       AND data->>'organizationId' IN (
         SELECT data->>'organizationId' FROM pgboss.job
         WHERE name = $1 AND state = 'active'
         GROUP BY 1 HAVING count(*) >= $2)`,
    [queue, cap],
  );
  return r.rows.map((row) => String(row.group_id));
}
