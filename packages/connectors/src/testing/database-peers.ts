/**
 * The database servers the DATABASE tests write into: PostgreSQL at 127.0.0.1:5432 (user
 * postgres, trust) and MariaDB/MySQL at 127.0.0.1:3306 (root, no password), as these machines and
 * `.ci/run` start them. Each test makes its own database (`ferry_dbo_<random>`) and drops it.
 * A server that does not answer skips the tests, except under CI=true, where it fails them.
 */
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import mysql from 'mysql2/promise';
import pg from 'pg';

export type TestEngine = 'POSTGRESQL' | 'MYSQL';

export const DATABASE_PEERS: Record<TestEngine, { host: string; port: number; user: string }> = {
  POSTGRESQL: { host: '127.0.0.1', port: 5432, user: 'postgres' },
  MYSQL: { host: '127.0.0.1', port: 3306, user: 'root' },
};

/** Whether something listens on the engine's port (a skip reason, or false; never a skip under CI). */
export async function databasePeerMissing(engine: TestEngine): Promise<string | false> {
  const { host, port } = DATABASE_PEERS[engine];
  const up = await new Promise<boolean>((resolve) => {
    const s = connect({ host, port });
    s.setTimeout(2000, () => (s.destroy(), resolve(false)));
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });
  if (up || process.env.CI === 'true') return false;
  return `${engine === 'POSTGRESQL' ? 'PostgreSQL' : 'MariaDB/MySQL'} does not answer at ${host}:${port}`;
}

/** A database made for one test on a local server, with an administrator's connection to it. */
export interface ScratchDatabase {
  engine: TestEngine;
  name: string;
  /** A DATABASE connector configuration for it (administrator, tls off), with `extra` merged in. */
  configuration(extra?: Record<string, unknown>): Record<string, unknown>;
  /** Runs SQL in the database as the administrator; answers the rows. */
  query(sql: string, values?: unknown[]): Promise<Array<Record<string, unknown>>>;
  /** Every row of `table`, all columns as text, sorted: a stable picture of its content. */
  dump(table: string): Promise<string>;
  drop(): Promise<void>;
}

/** Creates a fresh database on the local server of `engine`. */
export async function createScratchDatabase(engine: TestEngine): Promise<ScratchDatabase> {
  const peer = DATABASE_PEERS[engine];
  const name = `ferry_dbo_${randomBytes(5).toString('hex')}`;
  const configuration = (extra: Record<string, unknown> = {}) => ({ engine, host: peer.host, port: peer.port, database: name, user: peer.user, tls: 'off', table: 'orders', ...extra });
  if (engine === 'POSTGRESQL') {
    const admin = new pg.Client({ host: peer.host, port: peer.port, user: peer.user, database: 'postgres' });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`).finally(() => admin.end());
    const client = new pg.Client({ host: peer.host, port: peer.port, user: peer.user, database: name });
    await client.connect();
    const query = async (sql: string, values?: unknown[]) => (await client.query(sql, values)).rows as Array<Record<string, unknown>>;
    return {
      engine, name, configuration, query,
      async dump(table) {
        const rows = await query(`SELECT t::text AS r FROM ${table} t ORDER BY 1`);
        return rows.map((r) => r.r).join('\n');
      },
      async drop() {
        await client.end().catch(() => {});
        const a = new pg.Client({ host: peer.host, port: peer.port, user: peer.user, database: 'postgres' });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => a.end());
      },
    };
  }
  const conn = await mysql.createConnection({ host: peer.host, port: peer.port, user: peer.user, dateStrings: true, supportBigNumbers: true, bigNumberStrings: true, timezone: 'Z' });
  await conn.query(`CREATE DATABASE \`${name}\``);
  await conn.query(`USE \`${name}\``);
  const query = async (sql: string, values?: unknown[]) => (await conn.query(sql, values))[0] as Array<Record<string, unknown>>;
  return {
    engine, name, configuration, query,
    async dump(table) {
      const cols = await query(`SELECT COLUMN_NAME AS c FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ? ORDER BY ORDINAL_POSITION`, [name, table]);
      const list = cols.map((c) => `COALESCE(HEX(CAST(\`${String(c.c)}\` AS BINARY)), 'NULL')`).join(`, '|', `);
      const rows = await query(`SELECT CONCAT(${list}) AS r FROM \`${table}\` ORDER BY 1`);
      return rows.map((r) => r.r).join('\n');
    },
    async drop() {
      await conn.query(`DROP DATABASE IF EXISTS \`${name}\``).catch(() => {});
      await conn.end().catch(() => {});
    },
  };
}
