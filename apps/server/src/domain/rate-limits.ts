/**
 * Rate-limit counting in the database, so that a limit holds across every API process of a
 * deployment (an in-memory count would allow N times the limit with N processes). One atomic upsert
 * per request, on the database's clock: the first request of a key starts a window of `windowMs`;
 * later ones count in it until it ends, then a new window starts.
 */
import type { DatabaseHandle } from '../db/client.ts';

/** Counts one request for `key`; answers the count in the current window and the ms left in it. */
export async function countRequest(database: DatabaseHandle, key: string, windowMs: number): Promise<{ count: number; ttlMs: number }> {
  const r = await database.executeSql(
    `INSERT INTO rate_limits (key, count, window_ends_at) VALUES ($1, 1, now() + $2::int * interval '1 millisecond')
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_limits.window_ends_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
       window_ends_at = CASE WHEN rate_limits.window_ends_at <= now() THEN now() + $2::int * interval '1 millisecond' ELSE rate_limits.window_ends_at END
     RETURNING count, greatest(0, (extract(epoch from (window_ends_at - now())) * 1000))::int AS ttl`,
    [key, Math.round(windowMs)],
  );
  const row = r.rows[0] ?? {};
  // Now and then, forget windows that ended long ago.
  if (Math.random() < 0.01) await database.executeSql("DELETE FROM rate_limits WHERE window_ends_at < now() - interval '1 hour'", []);
  return { count: Number(row.count ?? 1), ttlMs: Number(row.ttl ?? windowMs) };
}
