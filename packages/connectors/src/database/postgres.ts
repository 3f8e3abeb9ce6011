/**
 * PostgreSQL sessions of the DATABASE driver (`pg`, rows streamed with COPY through
 * `pg-copy-streams`). The client connects to the address the network guard checked; with TLS the
 * certificate is checked against the configured host name (verify-full). A delivery:
 *
 *   BEGIN; INSERT INTO ferry_deliveries … ON CONFLICT DO NOTHING (none: delivered before → stop);
 *   LOCK TABLE target IN SHARE ROW EXCLUSIVE MODE (other writers wait, readers do not);
 *   INSERT: COPY target (columns, _ferry_execution_id) FROM STDIN;
 *   UPSERT: COPY into a temporary table, then one join with the table and, in the same snapshot:
 *   previous values of rows that differ → ferry_undo_log; UPDATE those; INSERT new keys; COMMIT.
 */
import { isIP } from 'node:net';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import pg from 'pg';
import copyStreams from 'pg-copy-streams';
import { DEFAULT_PEER_TIMEOUT_MS, UndoRefusal, type ConnectorContext } from '../contract.ts';
import type { SqlColumn } from './columns.ts';
import { createType } from './columns.ts';
import { EXECUTION_COLUMN, type DatabaseSettings } from './config.ts';
import { BATCH_ROWS, DELIVERIES_TABLE, KeyProblem, UNDO_LOG_TABLE, type DatabaseSession, type OutputRow, type TableDescription, type WriteCounts } from './session.ts';

/** work_mem of an UPSERT's transaction (PostgreSQL's default is 4MB). */
const UPSERT_WORK_MEM = '256MB';

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** One value in COPY's text format (`\N` for null; backslash, tab and line breaks escaped). */
function copyValue(v: unknown): string {
  if (v === null || v === undefined) return '\\N';
  if (typeof v === 'boolean') return v ? 't' : 'f';
  const s = typeof v === 'string' ? v : typeof v === 'number' ? String(v) : JSON.stringify(v);
  return /[\\\t\n\r]/.test(s) ? s.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r') : s;
}

/** COPY text lines of `rows` (columns in order, then the execution id), in chunks of BATCH_ROWS rows. */
async function* copyLines(rows: AsyncIterable<OutputRow>, names: string[], executionId: string | null, count: { rows: number }): AsyncIterable<string> {
  let chunk = '';
  let n = 0;
  for await (const row of rows) {
    let line = '';
    for (let i = 0; i < names.length; i++) line += (i ? '\t' : '') + copyValue(row[names[i]!]);
    chunk += executionId === null ? `${line}\n` : `${line}\t${executionId}\n`;
    count.rows++;
    if (++n === BATCH_ROWS) {
      yield chunk;
      chunk = '';
      n = 0;
    }
  }
  if (chunk) yield chunk;
}

/** The `ssl` option of pg for a TLS mode. */
function tlsOptions(s: DatabaseSettings, ctx: ConnectorContext): pg.ClientConfig['ssl'] {
  if (s.tls === 'off') return false;
  const servername = isIP(s.host) ? undefined : s.host;
  if (s.tls === 'require') return { rejectUnauthorized: false, ...(servername ? { servername } : {}) };
  const ca = s.tlsCa ?? ctx.guard.ca;
  return { rejectUnauthorized: true, ...(ca ? { ca: ca as string } : {}), ...(servername ? { servername } : {}) };
}

/** Opens a PostgreSQL session. @throws raw pg / guard errors */
export async function openPostgres(s: DatabaseSettings, ctx: ConnectorContext): Promise<DatabaseSession> {
  const dest = await ctx.guard.checkHost(s.host, s.port, { signal: ctx.signal });
  const client = new pg.Client({
    host: dest.address,
    port: s.port,
    database: s.database,
    user: s.user,
    ...(s.password !== undefined ? { password: s.password } : {}),
    ssl: tlsOptions(s, ctx),
    connectionTimeoutMillis: ctx.timeoutMs ?? DEFAULT_PEER_TIMEOUT_MS,
    application_name: 'ferry',
  });
  // A dropped connection emits 'error' outside a query; the next query fails with it.
  client.on('error', () => {});
  const onAbort = () => void client.end().catch(() => {});
  ctx.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    await client.connect();
  } catch (err) {
    ctx.signal?.removeEventListener('abort', onAbort);
    await client.end().catch(() => {});
    throw err;
  }
  const schema = q(s.schema);
  const target = `${schema}.${q(s.table)}`;
  const deliveries = `${schema}.${q(DELIVERIES_TABLE)}`;
  const undoLog = `${schema}.${q(UNDO_LOG_TABLE)}`;
  const query = (text: string, values?: unknown[]) => client.query(text, values);

  async function inTransaction<T>(fn: () => Promise<T>): Promise<T> {
    await query('BEGIN');
    try {
      const result = await fn();
      await query('COMMIT');
      return result;
    } catch (err) {
      await query('ROLLBACK').catch(() => {});
      throw err;
    }
  }

  async function copyInto(table: string, names: string[], rows: AsyncIterable<OutputRow>, executionId: string | null): Promise<number> {
    const columns = [...names, ...(executionId === null ? [] : [EXECUTION_COLUMN])].map(q).join(', ');
    const count = { rows: 0 };
    const sink = client.query(copyStreams.from(`COPY ${table} (${columns}) FROM STDIN`));
    await pipeline(Readable.from(copyLines(rows, names, executionId, count)), sink);
    return count.rows;
  }

  const keyMatch = (columns: SqlColumn[], a: string, b: string) => columns.filter((c) => c.key).map((c) => `${a}.${q(c.name)} = ${b}.${q(c.name)}`).join(' AND ');
  const tuple = (columns: SqlColumn[], alias: string) => `(${columns.map((c) => `${alias}.${q(c.name)}`).join(', ')})`;

  const session: DatabaseSession = {
    async describe(): Promise<TableDescription | null> {
      const cols = await query(
        `SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = $1 AND table_name = $2 ORDER BY ordinal_position`,
        [s.schema, s.table],
      );
      if (cols.rows.length === 0) return null;
      const unique = await query(
        `SELECT array_agg(a.attname::text ORDER BY a.attname) AS cols
           FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace
           JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = ANY(i.indkey)
          WHERE n.nspname = $1 AND c.relname = $2 AND i.indisunique AND i.indpred IS NULL AND i.indexprs IS NULL
          GROUP BY i.indexrelid`,
        [s.schema, s.table],
      );
      return {
        columns: cols.rows.map((r: { column_name: string; data_type: string }) => ({ name: r.column_name, dataType: r.data_type.toLowerCase() })),
        uniqueKeys: unique.rows.map((r: { cols: string[] }) => r.cols),
      };
    },

    async createTable(columns, primaryKey) {
      const defs = columns.map((c) => `${q(c.name)} ${createType('POSTGRESQL', c)}${c.key && primaryKey ? ' NOT NULL' : ''}`);
      defs.push(`${q(EXECUTION_COLUMN)} text NOT NULL`);
      const key = columns.filter((c) => c.key);
      if (primaryKey && key.length) defs.push(`PRIMARY KEY (${key.map((c) => q(c.name)).join(', ')})`);
      await inTransaction(async () => {
        await query(`CREATE TABLE IF NOT EXISTS ${target} (${defs.join(', ')})`);
        await query(`CREATE INDEX IF NOT EXISTS ${q(`${s.table.slice(0, 40)}_ferry_execution`)} ON ${target} (${q(EXECUTION_COLUMN)})`);
      });
    },

    async bookkeepingExists() {
      const r = await query(`SELECT to_regclass($1) IS NOT NULL AND to_regclass($2) IS NOT NULL AS ok`, [deliveries, undoLog]);
      return Boolean(r.rows[0]?.ok);
    },

    async ensureBookkeeping() {
      if (await session.bookkeepingExists()) return;
      try {
        await inTransaction(async () => {
          await query(`CREATE TABLE IF NOT EXISTS ${deliveries} (execution_id text PRIMARY KEY, table_name text NOT NULL, write_mode text NOT NULL,
            rows_inserted bigint NOT NULL DEFAULT 0, rows_updated bigint NOT NULL DEFAULT 0, rows_unchanged bigint NOT NULL DEFAULT 0,
            delivered_at timestamptz NOT NULL DEFAULT now(), undone_at timestamptz)`);
          await query(`CREATE TABLE IF NOT EXISTS ${undoLog} (execution_id text NOT NULL, table_name text NOT NULL, previous_execution_id text, previous json NOT NULL)`);
          await query(`CREATE INDEX IF NOT EXISTS ferry_undo_log_execution ON ${undoLog} (execution_id)`);
          await query(`CREATE INDEX IF NOT EXISTS ferry_undo_log_previous ON ${undoLog} (previous_execution_id)`);
        });
      } catch (err) {
        // Another session created them at the same moment (unique violation on the catalog).
        if ((err as { code?: string }).code !== '23505' && (err as { code?: string }).code !== '42P07') throw err;
      }
    },

    async checkPrivileges(columns) {
      const names = [...columns.map((c) => q(c.name)), q(EXECUTION_COLUMN)].join(', ');
      // Statements that touch no row still need their privileges: the check changes nothing.
      await query('BEGIN');
      try {
        await query(`INSERT INTO ${target} (${names}) SELECT ${names} FROM ${target} WHERE false`);
        await query(`UPDATE ${target} SET ${q(EXECUTION_COLUMN)} = ${q(EXECUTION_COLUMN)} WHERE false`);
        await query(`DELETE FROM ${target} WHERE false`);
      } finally {
        await query('ROLLBACK').catch(() => {});
      }
    },

    async write(executionId, columns, mode, rows): Promise<WriteCounts> {
      const names = columns.map((c) => c.name);
      return inTransaction(async () => {
        const claimed = await query(
          `INSERT INTO ${deliveries} (execution_id, table_name, write_mode) VALUES ($1, $2, $3) ON CONFLICT (execution_id) DO NOTHING RETURNING execution_id`,
          [executionId, `${s.schema}.${s.table}`, mode],
        );
        if (claimed.rowCount === 0) {
          const [done] = (await query(`SELECT rows_inserted, rows_updated, rows_unchanged FROM ${deliveries} WHERE execution_id = $1`, [executionId])).rows;
          return { inserted: Number(done?.rows_inserted ?? 0), updated: Number(done?.rows_updated ?? 0), unchanged: Number(done?.rows_unchanged ?? 0), alreadyDelivered: true };
        }
        await query(`LOCK TABLE ${target} IN SHARE ROW EXCLUSIVE MODE`);
        let counts: Omit<WriteCounts, 'alreadyDelivered'>;
        if (mode === 'INSERT' || !columns.some((c) => c.key)) {
          counts = { inserted: await copyInto(target, names, rows, executionId), updated: 0, unchanged: 0 };
        } else {
          counts = await upsert(executionId, columns, rows);
        }
        await query(`UPDATE ${deliveries} SET rows_inserted = $2, rows_updated = $3, rows_unchanged = $4, delivered_at = now() WHERE execution_id = $1`, [
          executionId, counts.inserted, counts.updated, counts.unchanged,
        ]);
        return { ...counts, alreadyDelivered: false };
      });
    },

    async undo(executionId, columns) {
      return inTransaction(async () => {
        const [delivery] = (await query(`SELECT table_name, undone_at FROM ${deliveries} WHERE execution_id = $1 FOR UPDATE`, [executionId])).rows;
        if (!delivery) throw new UndoRefusal('NOT_DELIVERED', `${s.schema}.${DELIVERIES_TABLE} has no record of execution ${executionId}: nothing of it is in this database`);
        if (delivery.undone_at) throw new UndoRefusal('ALREADY_UNDONE', `execution ${executionId} was already taken back from ${delivery.table_name}`);
        await query(`LOCK TABLE ${target} IN SHARE ROW EXCLUSIVE MODE`);
        const later = await query(
          `SELECT DISTINCT l.execution_id, d.delivered_at FROM ${undoLog} l JOIN ${deliveries} d ON d.execution_id = l.execution_id
            WHERE l.previous_execution_id = $1 AND l.execution_id <> $1 AND d.undone_at IS NULL ORDER BY d.delivered_at DESC`,
          [executionId],
        );
        if (later.rows.length) {
          const ids = later.rows.map((r: { execution_id: string }) => r.execution_id);
          throw new UndoRefusal('LATER_CHANGES', `later executions changed rows this execution wrote: ${ids.join(', ')}; undo them first (newest first)`, ids);
        }
        // Without a key nothing was updated (INSERT only): there is nothing to restore.
        let restoredRows = 0;
        if (columns.some((c) => c.key)) {
          const restoreCols = [...columns.map((c) => c.name), EXECUTION_COLUMN];
          const previous = `(SELECT (json_populate_record(NULL::${target}, previous)).* FROM ${undoLog} WHERE execution_id = $1)`;
          const restored = await query(
            `UPDATE ${target} t SET (${restoreCols.map(q).join(', ')}) = (${restoreCols.map((c) => `p.${q(c)}`).join(', ')}) FROM ${previous} p WHERE ${keyMatch(columns, 't', 'p')}`,
            [executionId],
          );
          // A row deleted since (outside Ferry) comes back as it was before this execution.
          const reinserted = await query(
            `INSERT INTO ${target} (${restoreCols.map(q).join(', ')}) SELECT ${restoreCols.map((c) => `p.${q(c)}`).join(', ')} FROM ${previous} p
              WHERE NOT EXISTS (SELECT 1 FROM ${target} t WHERE ${keyMatch(columns, 't', 'p')})`,
            [executionId],
          );
          restoredRows = (restored.rowCount ?? 0) + (reinserted.rowCount ?? 0);
        }
        const deleted = await query(`DELETE FROM ${target} WHERE ${q(EXECUTION_COLUMN)} = $1`, [executionId]);
        await query(`DELETE FROM ${undoLog} WHERE execution_id = $1`, [executionId]);
        await query(`UPDATE ${deliveries} SET undone_at = now() WHERE execution_id = $1`, [executionId]);
        return { deleted: deleted.rowCount ?? 0, restored: restoredRows };
      });
    },

    async close() {
      ctx.signal?.removeEventListener('abort', onAbort);
      await client.end().catch(() => {});
    },
  };

  /** UPSERT: stage every row, check the keys, then log, update and insert set-based. */
  async function upsert(executionId: string, columns: SqlColumn[], rows: AsyncIterable<OutputRow>): Promise<Omit<WriteCounts, 'alreadyDelivered'>> {
    const names = columns.map((c) => c.name);
    const key = columns.filter((c) => c.key);
    const stage = q('ferry_stage');
    // Hashing a million keys (the duplicate check, the join) in memory instead of in batches on disk:
    // 4 MB, the server's usual default, made each take seconds. For this transaction only.
    await query(`SET LOCAL work_mem = '${UPSERT_WORK_MEM}'`);
    await query(`CREATE TEMPORARY TABLE ${stage} ON COMMIT DROP AS SELECT ${names.map(q).join(', ')} FROM ${target} WITH NO DATA`);
    const staged = await copyInto(stage, names, rows, null);
    // Statistics first: without them the planner sorts a million keys where hashing is cheaper.
    await query(`ANALYZE ${stage}`);
    const nullKey = await query(`SELECT count(*)::int AS n FROM ${stage} WHERE ${key.map((c) => `${q(c.name)} IS NULL`).join(' OR ')}`);
    if (nullKey.rows[0].n > 0) throw new KeyProblem(`${nullKey.rows[0].n} rows have no value in the key ${key.length === 1 ? 'column' : 'columns'} ${key.map((c) => c.name).join(', ')}; UPSERT needs every key to match rows`);
    const dup = await query(`SELECT ${key.map((c) => q(c.name)).join(', ')}, count(*)::int AS n FROM ${stage} GROUP BY ${key.map((c) => q(c.name)).join(', ')} HAVING count(*) > 1 LIMIT 3`);
    if (dup.rows.length) {
      const shown = dup.rows.map((r: Record<string, unknown>) => key.map((c) => String(r[c.name])).join('/')).join(', ');
      throw new KeyProblem(`the output has the same key more than once (${shown}); UPSERT needs one row per key`);
    }
    // One join of the staged rows with the table, then three statements over its result in the
    // same snapshot: the previous values of the rows that differ go to the undo log, those rows
    // are updated by their row address (stable: the table is locked), the keys not found inserted.
    const differs = `${tuple(columns, 't')} IS DISTINCT FROM ${tuple(columns, 's')}`;
    const [counts] = (await query(
      `WITH j AS MATERIALIZED (
         SELECT s.*, t.ctid AS ferry_tid, t.${q(EXECUTION_COLUMN)} AS ferry_previous_execution,
                CASE WHEN t.ctid IS NOT NULL AND ${differs} THEN row_to_json(t) END AS ferry_previous
           FROM ${stage} s LEFT JOIN ${target} t ON ${keyMatch(columns, 't', 's')}),
       logged AS (INSERT INTO ${undoLog} (execution_id, table_name, previous_execution_id, previous)
         SELECT $1, $2, ferry_previous_execution, ferry_previous FROM j WHERE ferry_previous IS NOT NULL),
       updated AS (UPDATE ${target} t SET ${[...names.map((n) => `${q(n)} = j.${q(n)}`), `${q(EXECUTION_COLUMN)} = $1`].join(', ')}
         FROM j WHERE t.ctid = j.ferry_tid AND j.ferry_previous IS NOT NULL RETURNING 1),
       inserted AS (INSERT INTO ${target} (${[...names, EXECUTION_COLUMN].map(q).join(', ')})
         SELECT ${names.map((n) => `j.${q(n)}`).join(', ')}, $1 FROM j WHERE j.ferry_tid IS NULL RETURNING 1)
       SELECT (SELECT count(*) FROM updated)::int AS u, (SELECT count(*) FROM inserted)::int AS i`,
      [executionId, `${s.schema}.${s.table}`],
    )).rows as Array<{ u: number; i: number }>;
    const u = counts!.u;
    const i = counts!.i;
    return { inserted: i, updated: u, unchanged: staged - u - i };
  }

  return session;
}
