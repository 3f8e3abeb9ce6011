/**
 * Test databases: PGlite in memory always; PostgreSQL as well when DATABASE_URL is set, with a
 * fresh database per test context (created on the server DATABASE_URL names, dropped afterwards).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** The databases the suite runs on: PGlite, plus PostgreSQL when DATABASE_URL is set. */
export function databaseKinds(): DatabaseKind[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** Creates an empty PostgreSQL database for one test context; returns its URL and a dropper. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('DATABASE_URL is not set');
  const name = `ferry_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** Opens and migrates a fresh database of the given kind. `close()` also drops a PostgreSQL database. */
export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ databaseUrl: null, pgliteDir: null });
    await handle.migrate();
    return handle;
  }
  const created = await createPostgresDatabase();
  const handle = await openDatabase({ databaseUrl: created.url, poolSize: 5 });
  await handle.migrate();
  const close = handle.close.bind(handle);
  return {
    ...handle,
    async close() {
      await close();
      await created.drop();
    },
  };
}
