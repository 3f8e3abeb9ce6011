/**
 * One page of a resource list: the rows matching `where` in the requested order and window, and
 * the number of all matching rows (for `X-Total-Count`). Shared by the services' list functions.
 */
import { and, count, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import type { ListParams } from './list-query.ts';
import type { Principal } from './principal.ts';
import { visibilityValues, visibleTo, visibleToPlaceholders, type TenantColumns } from './visibility.ts';

export async function listPage<T extends PgTable>(
  db: Database,
  table: T,
  where: SQL | undefined,
  params: ListParams,
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  // Drizzle's select builder cannot be typed over an arbitrary table; the row type is the table's.
  const rows = (await (db.select().from(table as never) as any).where(where).orderBy(...params.orderBy).limit(params.limit).offset(params.offset)) as T['$inferSelect'][];
  const [total] = (await (db.select({ n: count() }).from(table as never) as any).where(where)) as Array<{ n: number }>;
  return { rows, total: Number(total?.n ?? 0) };
}

/**
 * One page of the rows of `table` the principal may see ({@link visibleTo} over `tenancy`), with
 * the list's filters, order and window; the same answer as {@link listPage}. A list without
 * filters — what a screen asks for most — runs as two prepared statements (page and count) per
 * principal kind and sort order, with the organization, sub-organization, limit and offset as
 * values; a filtered list is built per request.
 */
export async function listVisiblePage<T extends PgTable>(
  db: Database,
  table: T,
  tenancy: TenantColumns,
  principal: Principal,
  params: ListParams,
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  // Filtered lists, and sorts by several fields (their orders are many), are built per request.
  if (params.where.length > 0 || params.sortKey.includes(',')) return listPage(db, table, and(visibleTo(principal, tenancy), ...params.where), params);
  const shape = `${getTableName(table)}:${principal.type}`;
  const where = () => visibleToPlaceholders(principal.type, tenancy);
  const page = prepared(db, `list-page:${shape}:${params.sortKey}`, (d, name) =>
    (d.select().from(table as never) as any)
      .where(where())
      .orderBy(...params.orderBy)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );
  const total = prepared(db, `list-count:${shape}`, (d, name) => (d.select({ n: count() }).from(table as never) as any).where(where()).prepare(name));
  const values = visibilityValues(principal);
  const [rows, [n]] = await Promise.all([
    page.execute({ ...values, limit: params.limit, offset: params.offset }) as Promise<T['$inferSelect'][]>,
    total.execute(values) as Promise<Array<{ n: number }>>,
  ]);
  return { rows, total: Number(n?.n ?? 0) };
}
