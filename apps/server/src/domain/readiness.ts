/**
 * Readiness (`GET /management/ready`): whether this process can do its work now — the database
 * answers, every committed migration is applied (a process started against an older schema must not
 * take traffic), and the job queue's schema is there (pg-boss lives in the same database).
 * Health (`/management/health`) only says the process and its database are alive.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER, type DatabaseHandle } from '../db/client.ts';

export interface Readiness {
  ready: boolean;
  checks: {
    database: { ok: boolean; message?: string };
    migrations: { ok: boolean; applied: number; expected: number; message?: string };
    queue: { ok: boolean; message?: string };
  };
}

/** The number of migrations committed with this build (drizzle's journal). */
function expectedMigrations(): number {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message.split('\n')[0]!.slice(0, 200) : String(err));

/** Checks readiness; never throws. */
export async function checkReadiness(database: DatabaseHandle): Promise<Readiness> {
  const expected = expectedMigrations();
  const checks: Readiness['checks'] = {
    database: { ok: false },
    migrations: { ok: false, applied: 0, expected },
    queue: { ok: false },
  };
  try {
    await database.ping();
    checks.database.ok = true;
  } catch (err) {
    checks.database.message = `the database does not answer: ${messageOf(err)}`;
    checks.migrations.message = 'unknown: the database does not answer';
    checks.queue.message = 'unknown: the database does not answer';
    return { ready: false, checks };
  }
  try {
    const r = await database.executeSql('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations', []);
    const applied = Number(r.rows[0]?.n ?? 0);
    checks.migrations = { ok: applied >= expected, applied, expected, ...(applied < expected ? { message: `${expected - applied} migration(s) not applied: run ferry migrate` } : {}) };
  } catch (err) {
    checks.migrations.message = `migrations cannot be read: ${messageOf(err)}`;
  }
  try {
    const r = await database.executeSql("SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'pgboss' AND table_name = 'job'", []);
    checks.queue = Number(r.rows[0]?.n ?? 0) > 0 ? { ok: true } : { ok: false, message: 'the job queue is not installed yet (pgboss.job is missing)' };
  } catch (err) {
    checks.queue.message = `the job queue cannot be reached: ${messageOf(err)}`;
  }
  return { ready: checks.database.ok && checks.migrations.ok && checks.queue.ok, checks };
}
