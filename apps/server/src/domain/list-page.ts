/**
 * One page of a resource list: the rows matching `where` in the requested order and window, and
 * the number of all matching rows (for `X-Total-Count`). Shared by the services' list functions.
 */
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import type { ListParams } from './list-query.ts';

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
