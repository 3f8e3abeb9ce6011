/**
 * One page of a resource list: the rows matching `where` in the requested order and window, and
 * the number of all matching rows (for `X-Total-Count`). Shared by the services' list functions.
 */
import { and, count, getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import type { ListParams } from './list-query.ts';
import type { Principal } from './principal.ts';
import { visibilityValues, visibleTo, visibleToPlaceholders, type TenantColumns } from './visibility.ts';

/** The extra column of a prepared list page: the number of all matching rows. */
const TOTAL = '__total';

/**
 * The total of a page read with a window count (`count(*) over ()` in every row): `carried` is the
 * first row's count (undefined for an empty page). An empty first page means none; an empty later
 * page (beyond the end) has no row to carry it, so `countAll` is asked.
 */
export async function windowedTotal(carried: number | string | undefined, offset: number, countAll: () => Promise<number>): Promise<number> {
  if (carried !== undefined) return Number(carried);
  return offset === 0 ? 0 : countAll();
}

/** What a list reads of each row: every column of the table but those named in `omit`. */
export interface ListProjection<T extends PgTable, K extends keyof T['$inferSelect'] = never> {
  /** Columns (by property name) a list item does not carry, left unread (a pipeline's configuration). */
  omit?: readonly K[];
}

/** The columns a list selects: the table's, without `omit`. */
function listColumns(table: PgTable, omit: readonly PropertyKey[] | undefined): Record<string, unknown> {
  const columns = getTableColumns(table) as Record<string, unknown>;
  if (!omit?.length) return columns;
  return Object.fromEntries(Object.entries(columns).filter(([k]) => !omit.includes(k)));
}

export async function listPage<T extends PgTable, K extends keyof T['$inferSelect'] = never>(
  db: Database,
  table: T,
  where: SQL | undefined,
  params: ListParams,
  projection: ListProjection<T, K> = {},
): Promise<{ rows: Omit<T['$inferSelect'], K>[]; total: number }> {
  // Drizzle's select builder cannot be typed over an arbitrary table; the row type is the table's.
  const rows = (await (db.select(listColumns(table, projection.omit) as never).from(table as never) as any)
    .where(where)
    .orderBy(...params.orderBy)
    .limit(params.limit)
    .offset(params.offset)) as T['$inferSelect'][];
  const [total] = (await (db.select({ n: count() }).from(table as never) as any).where(where)) as Array<{ n: number }>;
  return { rows, total: Number(total?.n ?? 0) };
}

/**
 * One page of the rows of `table` the principal may see ({@link visibleTo} over `tenancy`), with
 * the list's filters, order and window; the same answer as {@link listPage}. A list without
 * filters — what a screen asks for most — runs as one prepared statement per principal kind and
 * sort order (the page with a window count of all matching rows; a count of its own only for a
 * page beyond the end), with the organization, sub-organization, limit and offset as values; a
 * filtered list is built per request. Rows carry an extra `__total` property, which the services'
 * mapping functions ignore. `projection.omit` leaves columns a list item does not show unread.
 */
export async function listVisiblePage<T extends PgTable, K extends keyof T['$inferSelect'] = never>(
  db: Database,
  table: T,
  tenancy: TenantColumns,
  principal: Principal,
  params: ListParams,
  projection: ListProjection<T, K> = {},
): Promise<{ rows: Omit<T['$inferSelect'], K>[]; total: number }> {
  // Filtered lists, and sorts by several fields (their orders are many), are built per request.
  if (params.where.length > 0 || params.sortKey.includes(',')) return listPage(db, table, and(visibleTo(principal, tenancy), ...params.where), params, projection);
  const shape = `${getTableName(table)}:${principal.type}${projection.omit?.length ? `:-${projection.omit.join(',')}` : ''}`;
  const where = () => visibleToPlaceholders(principal.type, tenancy);
  // One round trip: the page, each row carrying the number of all matching rows (a window count,
  // computed before LIMIT and OFFSET).
  const page = prepared(db, `list-page:${shape}:${params.sortKey}`, (d, name) =>
    (d.select({ ...listColumns(table, projection.omit), [TOTAL]: sql<number>`count(*) over ()` } as never).from(table as never) as any)
      .where(where())
      .orderBy(...params.orderBy)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );
  const values = visibilityValues(principal);
  const rows = (await page.execute({ ...values, limit: params.limit, offset: params.offset })) as Array<T['$inferSelect'] & { [TOTAL]: number | string }>;
  const total = await windowedTotal(rows[0]?.[TOTAL], params.offset, async () => {
    const counted = prepared(db, `list-count:${shape}`, (d, name) => (d.select({ n: count() }).from(table as never) as any).where(where()).prepare(name));
    const [n] = (await counted.execute(values)) as Array<{ n: number }>;
    return Number(n?.n ?? 0);
  });
  return { rows, total };
}

