/**
 * MySQL and MariaDB sessions of the DATABASE driver (`mysql2`). The socket is opened by Ferry to
 * the address the network guard checked and handed to mysql2, which speaks the protocol (and TLS,
 * checked against the configured host name) over it. Sessions run with strict SQL mode (a value
 * that does not fit is refused, never cut) and UTC. A delivery:
 *
 *   START TRANSACTION; INSERT INTO ferry_deliveries (duplicate key: delivered before → stop);
 *   INSERT: multi-row INSERTs of BATCH_ROWS rows;
 *   UPSERT: rows into a temporary table, then set-based: previous values of rows that differ
 *   (text compared byte for byte) → ferry_undo_log; UPDATE those; INSERT keys not in the table;
 *   COMMIT.
 */
import { connect, type Socket } from 'node:net';
import mysql from 'mysql2/promise';
import { DEFAULT_PEER_TIMEOUT_MS, UndoRefusal, type ConnectorContext } from '../contract.ts';
import type { SqlColumn } from './columns.ts';
import { createType } from './columns.ts';
import { EXECUTION_COLUMN, type DatabaseSettings } from './config.ts';
import { BATCH_ROWS, DELIVERIES_TABLE, isoToSqlDatetime, KeyProblem, UNDO_LOG_TABLE, type DatabaseSession, type OutputRow, type WriteCounts } from './session.ts';

const q = (name: string) => `\`${name.replace(/`/g, '``')}\``;

/** Connects a TCP socket to the checked address within the time-out. */
function openSocket(address: string, port: number, timeoutMs: number, signal?: AbortSignal): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const sock = connect({ host: address, port, noDelay: true });
    const timer = setTimeout(() => sock.destroy(Object.assign(new Error(`connect ETIMEDOUT ${address}:${port}`), { code: 'ETIMEDOUT' })), timeoutMs);
    const onAbort = () => sock.destroy(Object.assign(new Error('the operation was aborted'), { name: 'AbortError' }));
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };
    sock.once('connect', () => {
      settle();
      resolve(sock);
    });
    sock.once('error', (err) => {
      settle();
      reject(err);
    });
  });
}

/** A value as mysql2 sends it (ISO datetimes in MySQL's form, UTC). */
function sqlValue(v: unknown, column: SqlColumn): unknown {
  if (v === undefined) return null;
  if (column.family === 'timestamp' && typeof v === 'string') return isoToSqlDatetime(v);
  return v;
}

/** Opens a MySQL/MariaDB session. @throws raw mysql2 / guard errors */
export async function openMysql(s: DatabaseSettings, ctx: ConnectorContext): Promise<DatabaseSession> {
  const dest = await ctx.guard.checkHost(s.host, s.port, { signal: ctx.signal });
  const timeoutMs = ctx.timeoutMs ?? DEFAULT_PEER_TIMEOUT_MS;
  const socket = await openSocket(dest.address, s.port, timeoutMs, ctx.signal);
  const ssl = s.tls === 'off' ? undefined : s.tls === 'require' ? { rejectUnauthorized: false } : { rejectUnauthorized: true, verifyIdentity: true, ...(s.tlsCa ?? ctx.guard.ca ? { ca: (s.tlsCa ?? ctx.guard.ca) as string } : {}) };
  let conn: mysql.Connection;
  try {
    conn = await mysql.createConnection({
      stream: socket,
      // The name, for TLS: the certificate is checked against it (the socket is already connected).
      host: s.host,
      port: s.port,
      user: s.user,
      ...(s.password !== undefined ? { password: s.password } : {}),
      database: s.database,
      ...(ssl ? { ssl } : {}),
      connectTimeout: timeoutMs,
      timezone: 'Z',
      dateStrings: true,
      supportBigNumbers: true,
      bigNumberStrings: true,
      multipleStatements: false,
    });
  } catch (err) {
    socket.destroy();
    throw err;
  }
  conn.on('error', () => {});
  const onAbort = () => conn.destroy();
  ctx.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    await conn.query(`SET SESSION sql_mode = 'STRICT_ALL_TABLES,NO_ZERO_IN_DATE,NO_ZERO_DATE,ERROR_FOR_DIVISION_BY_ZERO,NO_ENGINE_SUBSTITUTION', time_zone = '+00:00'`);
  } catch (err) {
    conn.destroy();
    throw err;
  }
  const target = `${q(s.database)}.${q(s.table)}`;
  const deliveries = `${q(s.database)}.${q(DELIVERIES_TABLE)}`;
  const undoLog = `${q(s.database)}.${q(UNDO_LOG_TABLE)}`;
  const query = async <T = Record<string, unknown>[]>(text: string, values?: unknown[]) => (await conn.query(text, values))[0] as T;
  type Ok = { affectedRows: number };

  async function inTransaction<T>(fn: () => Promise<T>): Promise<T> {
    await conn.beginTransaction();
    try {
      const result = await fn();
      await conn.commit();
      return result;
    } catch (err) {
      await conn.rollback().catch(() => {});
      throw err;
    }
  }

  /** Multi-row INSERTs of BATCH_ROWS rows. */
  async function insertRows(table: string, columns: SqlColumn[], rows: AsyncIterable<OutputRow>, executionId: string | null): Promise<number> {
    const names = [...columns.map((c) => q(c.name)), ...(executionId === null ? [] : [q(EXECUTION_COLUMN)])].join(', ');
    const sql = `INSERT INTO ${table} (${names}) VALUES ?`;
    let batch: unknown[][] = [];
    let count = 0;
    for await (const row of rows) {
      const values = columns.map((c) => sqlValue(row[c.name], c));
      if (executionId !== null) values.push(executionId);
      batch.push(values);
      count++;
      if (batch.length === BATCH_ROWS) {
        await conn.query(sql, [batch]);
        batch = [];
      }
    }
    if (batch.length) await conn.query(sql, [batch]);
    return count;
  }

  const keyMatch = (columns: SqlColumn[], a: string, b: string) => columns.filter((c) => c.key).map((c) => `${a}.${q(c.name)} = ${b}.${q(c.name)}`).join(' AND ');
  /** Rows differ: text byte for byte (collations may call 'a' and 'A ' equal), other types by value; NULL-safe. */
  const same = (columns: SqlColumn[], a: string, b: string) =>
    columns.map((c) => (c.family === 'text' ? `BINARY ${a}.${q(c.name)} <=> BINARY ${b}.${q(c.name)}` : `${a}.${q(c.name)} <=> ${b}.${q(c.name)}`)).join(' AND ');
  /** A field of a JSON object of the undo log as SQL (JSON null → NULL). */
  const field = (json: string, name: string) => {
    const path = conn.escape(`$."${name.replace(/(["\\])/g, '\\$1')}"`);
    return `CASE WHEN JSON_TYPE(JSON_EXTRACT(${json}, ${path})) = 'NULL' THEN NULL ELSE JSON_UNQUOTE(JSON_EXTRACT(${json}, ${path})) END`;
  };

  const session: DatabaseSession = {
    async describe() {
      const cols = await query<Array<{ name: string; type: string }>>(
        `SELECT COLUMN_NAME AS name, DATA_TYPE AS type FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ? ORDER BY ORDINAL_POSITION`,
        [s.database, s.table],
      );
      if (cols.length === 0) return null;
      const indexes = await query<Array<{ name: string; col: string }>>(
        `SELECT INDEX_NAME AS name, COLUMN_NAME AS col FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ? AND NON_UNIQUE = 0 AND SUB_PART IS NULL`,
        [s.database, s.table],
      );
      const unique = new Map<string, string[]>();
      for (const i of indexes) unique.set(i.name, [...(unique.get(i.name) ?? []), i.col]);
      return { columns: cols.map((c) => ({ name: c.name, dataType: String(c.type).toLowerCase() })), uniqueKeys: [...unique.values()] };
    },

    async createTable(columns, primaryKey) {
      const defs = columns.map((c) => `${q(c.name)} ${createType('MYSQL', c)}${c.key && primaryKey ? ' NOT NULL' : ''}`);
      defs.push(`${q(EXECUTION_COLUMN)} varchar(64) NOT NULL`, `INDEX ${q('ferry_execution')} (${q(EXECUTION_COLUMN)})`);
      const key = columns.filter((c) => c.key);
      if (primaryKey && key.length) defs.push(`PRIMARY KEY (${key.map((c) => q(c.name)).join(', ')})`);
      // Binary collation: text is stored and compared exactly as delivered.
      await query(`CREATE TABLE IF NOT EXISTS ${target} (${defs.join(', ')}) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin`);
    },

    async bookkeepingExists() {
      const [row] = await query<Array<{ n: number | string }>>(
        `SELECT count(*) AS n FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_NAME IN (?, ?)`,
        [s.database, DELIVERIES_TABLE, UNDO_LOG_TABLE],
      );
      return Number(row?.n) === 2;
    },

    async ensureBookkeeping() {
      if (await session.bookkeepingExists()) return;
      await query(`CREATE TABLE IF NOT EXISTS ${deliveries} (execution_id varchar(64) NOT NULL PRIMARY KEY, table_name varchar(255) NOT NULL, write_mode varchar(16) NOT NULL,
        rows_inserted bigint NOT NULL DEFAULT 0, rows_updated bigint NOT NULL DEFAULT 0, rows_unchanged bigint NOT NULL DEFAULT 0,
        delivered_at datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3), undone_at datetime(3) NULL) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin`);
      await query(`CREATE TABLE IF NOT EXISTS ${undoLog} (id bigint NOT NULL AUTO_INCREMENT PRIMARY KEY, execution_id varchar(64) NOT NULL, table_name varchar(255) NOT NULL,
        previous_execution_id varchar(64) NULL, previous longtext NOT NULL, INDEX ferry_undo_log_execution (execution_id), INDEX ferry_undo_log_previous (previous_execution_id))
        ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin`);
    },

    async checkPrivileges(columns) {
      const names = [...columns.map((c) => q(c.name)), q(EXECUTION_COLUMN)].join(', ');
      // Statements that touch no row still need their privileges: the check changes nothing.
      await conn.beginTransaction();
      try {
        await query(`INSERT INTO ${target} (${names}) SELECT ${names} FROM ${target} WHERE 1 = 0`);
        await query(`UPDATE ${target} SET ${q(EXECUTION_COLUMN)} = ${q(EXECUTION_COLUMN)} WHERE 1 = 0`);
        await query(`DELETE FROM ${target} WHERE 1 = 0`);
      } finally {
        await conn.rollback().catch(() => {});
      }
    },

    async write(executionId, columns, mode, rows): Promise<WriteCounts> {
      return inTransaction(async () => {
        try {
          await query(`INSERT INTO ${deliveries} (execution_id, table_name, write_mode) VALUES (?, ?, ?)`, [executionId, s.table, mode]);
        } catch (err) {
          if ((err as { errno?: number }).errno !== 1062) throw err;
          const [done] = await query<Array<Record<string, unknown>>>(`SELECT rows_inserted, rows_updated, rows_unchanged FROM ${deliveries} WHERE execution_id = ?`, [executionId]);
          return { inserted: Number(done?.rows_inserted ?? 0), updated: Number(done?.rows_updated ?? 0), unchanged: Number(done?.rows_unchanged ?? 0), alreadyDelivered: true };
        }
        const counts = mode === 'INSERT' || !columns.some((c) => c.key) ? { inserted: await insertRows(target, columns, rows, executionId), updated: 0, unchanged: 0 } : await upsert(executionId, columns, rows);
        await query(`UPDATE ${deliveries} SET rows_inserted = ?, rows_updated = ?, rows_unchanged = ?, delivered_at = CURRENT_TIMESTAMP(3) WHERE execution_id = ?`, [
          counts.inserted, counts.updated, counts.unchanged, executionId,
        ]);
        return { ...counts, alreadyDelivered: false };
      });
    },

    async undo(executionId, columns) {
      return inTransaction(async () => {
        const [delivery] = await query<Array<{ table_name: string; undone_at: string | null }>>(`SELECT table_name, undone_at FROM ${deliveries} WHERE execution_id = ? FOR UPDATE`, [executionId]);
        if (!delivery) throw new UndoRefusal('NOT_DELIVERED', `${s.database}.${DELIVERIES_TABLE} has no record of execution ${executionId}: nothing of it is in this database`);
        if (delivery.undone_at) throw new UndoRefusal('ALREADY_UNDONE', `execution ${executionId} was already taken back from ${delivery.table_name}`);
        const later = await query<Array<{ execution_id: string }>>(
          `SELECT l.execution_id, max(d.delivered_at) AS at FROM ${undoLog} l JOIN ${deliveries} d ON d.execution_id = l.execution_id
            WHERE l.previous_execution_id = ? AND l.execution_id <> ? AND d.undone_at IS NULL GROUP BY l.execution_id ORDER BY at DESC`,
          [executionId, executionId],
        );
        if (later.length) {
          const ids = later.map((r) => r.execution_id);
          throw new UndoRefusal('LATER_CHANGES', `later executions changed rows this execution wrote: ${ids.join(', ')}; undo them first (newest first)`, ids);
        }
        // Without a key nothing was updated (INSERT only): there is nothing to restore.
        let restoredRows = 0;
        if (columns.some((c) => c.key)) {
          const restoreCols = [...columns.map((c) => c.name), EXECUTION_COLUMN];
          const keyFromLog = columns.filter((c) => c.key).map((c) => `t.${q(c.name)} = ${field('l.previous', c.name)}`).join(' AND ');
          const restored = await query<Ok>(
            `UPDATE ${target} t JOIN ${undoLog} l ON l.execution_id = ? AND ${keyFromLog} SET ${restoreCols.map((c) => `t.${q(c)} = ${field('l.previous', c)}`).join(', ')}`,
            [executionId],
          );
          // A row deleted since (outside Ferry) comes back as it was before this execution.
          const reinserted = await query<Ok>(
            `INSERT INTO ${target} (${restoreCols.map(q).join(', ')}) SELECT ${restoreCols.map((c) => field('l.previous', c)).join(', ')} FROM ${undoLog} l
              WHERE l.execution_id = ? AND NOT EXISTS (SELECT 1 FROM ${target} t WHERE ${keyFromLog})`,
            [executionId],
          );
          restoredRows = restored.affectedRows + reinserted.affectedRows;
        }
        const deleted = await query<Ok>(`DELETE FROM ${target} WHERE ${q(EXECUTION_COLUMN)} = ?`, [executionId]);
        await query(`DELETE FROM ${undoLog} WHERE execution_id = ?`, [executionId]);
        await query(`UPDATE ${deliveries} SET undone_at = CURRENT_TIMESTAMP(3) WHERE execution_id = ?`, [executionId]);
        return { deleted: deleted.affectedRows, restored: restoredRows };
      });
    },

    async close() {
      ctx.signal?.removeEventListener('abort', onAbort);
      await conn.end().catch(() => conn.destroy());
    },
  };

  /** UPSERT: stage every row, check the keys, then log, update and insert set-based. */
  async function upsert(executionId: string, columns: SqlColumn[], rows: AsyncIterable<OutputRow>): Promise<Omit<WriteCounts, 'alreadyDelivered'>> {
    const names = columns.map((c) => q(c.name));
    const key = columns.filter((c) => c.key);
    const keyNames = key.map((c) => q(c.name)).join(', ');
    const stage = q('ferry_stage');
    await query(`DROP TEMPORARY TABLE IF EXISTS ${stage}`);
    await query(`CREATE TEMPORARY TABLE ${stage} AS SELECT ${names.join(', ')} FROM ${target} LIMIT 0`);
    try {
      const staged = await insertRows(stage, columns, rows, null);
      const [nulls] = await query<Array<{ n: number | string }>>(`SELECT count(*) AS n FROM ${stage} WHERE ${key.map((c) => `${q(c.name)} IS NULL`).join(' OR ')}`);
      if (Number(nulls?.n) > 0) throw new KeyProblem(`${nulls!.n} rows have no value in the key ${key.length === 1 ? 'column' : 'columns'} ${key.map((c) => c.name).join(', ')}; UPSERT needs every key to match rows`);
      const dup = await query<Array<Record<string, unknown>>>(`SELECT ${keyNames}, count(*) AS n FROM ${stage} GROUP BY ${keyNames} HAVING count(*) > 1 LIMIT 3`);
      if (dup.length) throw new KeyProblem(`the output has the same key more than once (${dup.map((r) => key.map((c) => String(r[c.name])).join('/')).join(', ')}); UPSERT needs one row per key`);
      const previous = `JSON_OBJECT(${[...columns.map((c) => c.name), EXECUTION_COLUMN].map((n) => `${conn.escape(n)}, t.${q(n)}`).join(', ')})`;
      await query(
        `INSERT INTO ${undoLog} (execution_id, table_name, previous_execution_id, previous)
         SELECT ?, ?, t.${q(EXECUTION_COLUMN)}, ${previous} FROM ${target} t JOIN ${stage} s ON ${keyMatch(columns, 't', 's')} WHERE NOT (${same(columns, 't', 's')})`,
        [executionId, s.table],
      );
      const updated = await query<Ok>(
        `UPDATE ${target} t JOIN ${stage} s ON ${keyMatch(columns, 't', 's')} SET ${[...columns.map((c) => `t.${q(c.name)} = s.${q(c.name)}`), `t.${q(EXECUTION_COLUMN)} = ?`].join(', ')} WHERE NOT (${same(columns, 't', 's')})`,
        [executionId],
      );
      const inserted = await query<Ok>(
        `INSERT INTO ${target} (${[...names, q(EXECUTION_COLUMN)].join(', ')}) SELECT ${names.map((n) => `s.${n}`).join(', ')}, ? FROM ${stage} s
          LEFT JOIN ${target} t ON ${keyMatch(columns, 't', 's')} WHERE t.${q(key[0]!.name)} IS NULL`,
        [executionId],
      );
      return { inserted: inserted.affectedRows, updated: updated.affectedRows, unchanged: staged - inserted.affectedRows - updated.affectedRows };
    } finally {
      await query(`DROP TEMPORARY TABLE IF EXISTS ${stage}`).catch(() => {});
    }
  }

  return session;
}
