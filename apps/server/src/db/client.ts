/**
 * Database connections: PGlite (Postgres compiled to WASM, the embedded default, in
 * `<dataDir>/pg`) or PostgreSQL (DATABASE_URL). Both expose the same Drizzle API, the same
 * migrations and a raw `executeSql` used by pg-boss (DESIGN.md §1).
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { PGliteProxy } from './pglite-proxy.ts';
import { takeEarlyPglite } from './early-pglite.ts';
import { lockDirectory } from './lock.ts';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** Result rows of a raw statement. */
export interface SqlResult {
  rows: Record<string, unknown>[];
  rowCount?: number | null;
}

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** Runs one parameterised statement, or (without values) a multi-statement script. */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  /** Resolves when the database answers `SELECT 1`; rejects otherwise. */
  ping(): Promise<void>;
  /** Applies the committed migrations (idempotent; serialised across processes on PostgreSQL). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The PostgreSQL connection string, when there is one (pg-boss opens its own pool). */
  connectionString: string | null;
  /** PostgreSQL: the `application_name` given to the connections (null on PGlite). */
  applicationName?: string | null;
  /**
   * The PGlite database when the database is PGlite (pg-boss shares its single connection): PGlite
   * runs in its own worker thread, this is its proxy (./pglite-proxy.ts).
   */
  pglite: PGliteProxy | null;
  /**
   * Runs `fn` in one transaction on one connection, giving it raw statement execution (for
   * pg-boss calls that must share the transaction). Commits when `fn` resolves, rolls back when it throws.
   */
  rawTransaction<T>(fn: (tx: { executeSql(text: string, values?: unknown[]): Promise<SqlResult> }) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify(payload)` whenever a `notify(channel, payload)` is sent — by any process on
   * PostgreSQL (LISTEN on a dedicated connection that reconnects after a loss, calling
   * `onNotify(null)` once reconnected since notifications sent meanwhile are lost), within this
   * process on PGlite (one process holds it). `channel`: lower-case letters, digits and `_`. A
   * listener that cannot connect does not throw: it retries every 2 s; callers keep polling as the
   * fallback. `listening()` tells whether notifications arrive now (false while the connection is lost).
   */
  listen(channel: string, onNotify: (payload: string | null) => void): Promise<{ close(): Promise<void>; listening(): boolean }>;
  /** Sends a notification on `channel` with `payload` (default empty; PostgreSQL `pg_notify`, delivered after commit). */
  notify(channel: string, payload?: string): Promise<void>;
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

function checkChannel(channel: string): void {
  if (!CHANNEL.test(channel)) throw new Error(`invalid notification channel ${JSON.stringify(channel)}`);
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any fixed number: the advisory lock that serialises migrations of several starting processes. */
const MIGRATION_LOCK_ID = 727_274_101;

export interface OpenDatabaseOptions {
  /** PostgreSQL URL; null → PGlite. */
  databaseUrl: string | null;
  /** PGlite data directory; null → in memory (tests). */
  pgliteDir?: string | null;
  /** PostgreSQL pool size (default 10). */
  poolSize?: number;
  /**
   * PostgreSQL `application_name` of the connections (what `pg_stat_activity` and the server's
   * log show, e.g. `ferry-api`); one given in `databaseUrl` wins (pg lets the connection string
   * override the options). Default `ferry`.
   */
  applicationName?: string;
}

/** Opens the database named by the options. Throws when PostgreSQL refuses the connection. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.applicationName ?? 'ferry');
  return openPglite(options.pgliteDir ?? null);
}

export { DatabaseInUseError } from './lock.ts';

async function openPglite(dir: string | null): Promise<DatabaseHandle> {
  // `ferry start` may have locked the directory and started the thread already (./early-pglite.ts).
  const early = dir ? takeEarlyPglite(dir) : null;
  if (dir && !early) mkdirSync(dir, { recursive: true });
  const release = early ? early.release : dir ? lockDirectory(dir) : () => {};
  let client: PGliteProxy;
  try {
    client = await (early ? early.proxy : PGliteProxy.open(dir));
  } catch (err) {
    release();
    throw err;
  }
  const db = drizzlePglite({ client: client as never, schema }) as unknown as Database;
  let closed = false;
  return {
    kind: 'pglite',
    db,
    connectionString: null,
    pglite: client,
    async executeSql(text, values) {
      if (values && values.length > 0) {
        const r = await client.query(text, values as unknown[]);
        return { rows: r.rows as Record<string, unknown>[], rowCount: r.affectedRows ?? r.rows.length };
      }
      const results = await client.exec(text);
      const last = results[results.length - 1];
      return { rows: (last?.rows ?? []) as Record<string, unknown>[], rowCount: last?.affectedRows ?? 0 };
    },
    async ping() {
      if (closed) throw new Error('database is closed');
      await client.query('SELECT 1');
    },
    rawTransaction(fn) {
      return client.transaction((tx) =>
        fn({
          async executeSql(text, values) {
            const r = await tx.query(text, (values ?? []) as unknown[]);
            return { rows: r.rows as Record<string, unknown>[], rowCount: r.affectedRows ?? r.rows.length };
          },
        }),
      );
    },
    async migrate() {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    async listen(channel, onNotify) {
      checkChannel(channel);
      const unsubscribe = await client.listen(channel, (payload) => onNotify(payload));
      let open = true;
      return {
        async close() {
          open = false;
          if (!closed) await unsubscribe();
        },
        listening: () => open && !closed,
      };
    },
    async notify(channel, payload = '') {
      checkChannel(channel);
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

async function openPostgres(url: string, poolSize: number, applicationName: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, application_name: applicationName });
  // An idle client's error (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  let closed = false;
  return {
    kind: 'postgres',
    db,
    connectionString: url,
    applicationName,
    pglite: null,
    async executeSql(text, values) {
      const r = await pool.query(text, values as unknown[] | undefined);
      const last = Array.isArray(r) ? r[r.length - 1] : r;
      return { rows: (last?.rows ?? []) as Record<string, unknown>[], rowCount: last?.rowCount ?? 0 };
    },
    async ping() {
      await pool.query('SELECT 1');
    },
    async rawTransaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          async executeSql(text, values) {
            const r = await client.query(text, values as unknown[] | undefined);
            return { rows: r.rows as Record<string, unknown>[], rowCount: r.rowCount };
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    async migrate() {
      // Several processes may start at once: one migrates, the others wait for it.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        const lockedDb = drizzlePg(client, { schema });
        await migratePg(lockedDb, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    async listen(channel, onNotify) {
      checkChannel(channel);
      let stopped = false;
      let current: pg.Client | null = null;
      let retry: NodeJS.Timeout | null = null;
      const schedule = (): void => {
        if (stopped || retry) return;
        retry = setTimeout(attempt, 2000);
        retry.unref();
      };
      async function connect(): Promise<void> {
        // The listening connection shows as `<application name>-listen` in pg_stat_activity.
        const c = new pg.Client({ connectionString: url, application_name: `${applicationName}-listen` });
        // A lost connection (server restart, network) ends the client: listen again later. Not
        // listening from the first sign of trouble (callers rely on listening() being honest).
        c.on('error', () => {
          if (current === c) current = null;
        });
        c.on('end', () => {
          if (current === c) current = null;
          schedule();
        });
        c.on('notification', (message) => {
          if (message.channel === channel) onNotify(message.payload ?? '');
        });
        try {
          await c.connect();
          await c.query(`LISTEN ${channel}`);
        } catch (err) {
          await c.end().catch(() => {});
          throw err;
        }
        if (stopped) {
          await c.end().catch(() => {});
          return;
        }
        current = c;
        onNotify(null);
      }
      function attempt(): void {
        retry = null;
        connect().catch(() => schedule());
      }
      await connect().catch(() => schedule());
      return {
        async close() {
          stopped = true;
          if (retry) clearTimeout(retry);
          retry = null;
          const c = current;
          current = null;
          await c?.end().catch(() => {});
        },
        listening: () => current !== null,
      };
    },
    async notify(channel, payload = '') {
      checkChannel(channel);
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** Where PGlite keeps its files under the data directory. */
export { pgliteDirFor } from './lock.ts';
