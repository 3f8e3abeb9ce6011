/**
 * The principals of tokens kept in memory (src/domain/principal-cache.ts) never outlive a change:
 * on PGlite and on PostgreSQL, a changed permission, a deleted user and a rotated license key
 * written by another process (here: straight to the tables) take effect as soon as the database's
 * notification arrives, and those made in this process (by a request or a domain call) at the
 * next request; while the notification connection is lost (PostgreSQL), or notifications do not
 * arrive at all (as behind a connection pooler that does not pass them), nothing is kept.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { uniformMatrix } from '@ferry/schemas/permissions';
import { buildApp, type FerryApp } from '../src/app.ts';
import { eq } from 'drizzle-orm';
import { organizations, users } from '../src/db/schema.ts';
import { rotateLicenseKey } from '../src/domain/organizations/service.ts';
import { generateLicenseKey, hashLicenseKey } from '../src/security/license-keys.ts';
import { PRINCIPALS_CHANNEL, PrincipalCache } from '../src/domain/principal-cache.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { databaseKinds, openTestDatabase } from './helpers/database.ts';
import { scaled } from './helpers/process.ts';

/** Waits (bounded) until `condition` holds; the condition is the signal, the bound only ends a failing test. */
async function until(condition: () => boolean | Promise<boolean>, what: string, ms = scaled(10_000)): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Counts the pings on the principals channel, per sending cache (each pings with its own payload),
 * as another listener hears them: the signal that rounds of pings have gone by.
 */
async function countPings(database: { listen: TestContext['database']['listen'] }) {
  const seen = new Map<string, number>();
  const listener = await database.listen(PRINCIPALS_CHANNEL, (payload) => {
    if (payload?.startsWith('ping:')) seen.set(payload, (seen.get(payload) ?? 0) + 1);
  });
  return { seen, close: () => listener.close(), total: () => [...seen.values()].reduce((a, b) => a + b, 0) };
}

const readOnly = { ...uniformMatrix(false), pipeline: { create: false, read: true, write: false, delete: false } };

async function member(ctx: TestContext, email: string): Promise<{ id: string; token: string }> {
  const created = await ctx.request('POST', '/user', { body: { email, identifier: email, password: 'member-password-1', role: 'MEMBER', permissions: readOnly } });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return { id: created.body.data.id, token: await ctx.token(email) };
}

async function get(app: FerryApp, token: string): Promise<number> {
  const r = await app.inject({ method: 'GET', url: '/dp/api/v1/pipeline', headers: { authorization: `Bearer ${token}` } });
  return r.statusCode;
}

for (const kind of databaseKinds()) {
  describe(`principals kept in memory (${kind})`, () => {
    it('are used, and dropped when the database announces a change made by another process', async () => {
      const ctx = await createTestContext(kind);
      let watcher: PrincipalCache | undefined;
      try {
        const cache = ctx.app.deps.principals;
        await cache.start();
        await until(() => cache.active, 'the cache listens');
        const m = await member(ctx, 'cached@a.example');
        assert.equal(await get(ctx.app, m.token), 200);
        const hits = cache.stats.hits;
        assert.equal(await get(ctx.app, m.token), 200);
        assert.equal(cache.stats.hits, hits + 1, 'the second request used the copy');

        // From here on a cache that sends itself one notification only watches the channel (the
        // application's, now closed, sent one every 10 s, and each empties every cache): only the
        // database's announcement of a change can empty it. The application reads the database.
        await cache.close();
        watcher = new PrincipalCache(ctx.database, { pingMs: 3_600_000 });
        await watcher.start();
        await until(() => watcher!.active, 'the watcher listens');
        const watched = async () => {
          await watcher!.get({ type: 'USER', id: m.id, organizationId: ctx.org.organization.id, licenseKeyVersion: '' }, async () => null);
          assert.equal(watcher!.stats.size, 1);
        };

        // Changes written straight to the tables, as another process (an API process, the CLI)
        // writes them: nothing in this process is told, only the database's notification.
        await watched();
        await ctx.database.db.update(users).set({ permissions: uniformMatrix(false) }).where(eq(users.id, m.id));
        await until(() => watcher!.stats.size === 0, 'the change is heard');
        assert.equal(await get(ctx.app, m.token), 403);

        await watched();
        await ctx.database.db.delete(users).where(eq(users.id, m.id));
        await until(() => watcher!.stats.size === 0, 'the deletion is heard');
        const gone = await ctx.app.inject({ method: 'GET', url: '/dp/api/v1/pipeline', headers: { authorization: `Bearer ${m.token}` } });
        assert.equal(gone.statusCode, 401);
        assert.match(gone.json().message, /no longer exists/);

        assert.equal(await get(ctx.app, ctx.ownerToken), 200);
        await watched();
        await ctx.database.db.update(organizations).set({ licenseKeyHash: hashLicenseKey(generateLicenseKey()) }).where(eq(organizations.id, ctx.org.organization.id));
        await until(() => watcher!.stats.size === 0, 'the rotation is heard');
        const rotated = await ctx.app.inject({ method: 'GET', url: '/dp/api/v1/pipeline', headers: { authorization: `Bearer ${ctx.ownerToken}` } });
        assert.equal(rotated.statusCode, 401);
        assert.match(rotated.json().message, /license key was rotated/);
      } finally {
        await watcher?.close();
        await ctx.close();
      }
    });

    it('a change made in this process takes effect at the next request, through HTTP or not', async () => {
      const ctx = await createTestContext(kind);
      const other = await buildApp({ config: ctx.config, database: ctx.database, keys: ctx.app.deps.keys, clock: ctx.clock });
      try {
        await other.ready();
        await ctx.app.deps.principals.start();
        await until(() => ctx.app.deps.principals.active, 'the cache listens');
        // A license key rotated by a domain call, not a request (as `ferry rotate-license-key` rotates it).
        assert.equal(await get(ctx.app, ctx.ownerToken), 200);
        assert.equal(await get(other, ctx.ownerToken), 200);
        await rotateLicenseKey(ctx.database.db, ctx.clock, { organizationId: ctx.org.organization.id });
        // No waiting: both applications of this process dropped their copies.
        assert.equal(await get(ctx.app, ctx.ownerToken), 401);
        assert.equal(await get(other, ctx.ownerToken), 401);
      } finally {
        await other.close();
        await ctx.close();
      }
    });

    it('the instance that makes a change answers the next request from the database', async () => {
      const ctx = await createTestContext(kind);
      try {
        await ctx.app.deps.principals.start();
        await until(() => ctx.app.deps.principals.active, 'the cache listens');
        const m = await member(ctx, 'same@a.example');
        assert.equal(await get(ctx.app, m.token), 200);
        const changed = await ctx.request('PUT', `/user/${m.id}`, { body: { permissions: uniformMatrix(false) } });
        assert.equal(changed.status, 200);
        // No waiting: the change's own answer dropped the copies.
        assert.equal(await get(ctx.app, m.token), 403);
        assert.equal((await ctx.request('DELETE', `/user/${m.id}`)).status, 200);
        assert.equal(await get(ctx.app, m.token), 401);
      } finally {
        await ctx.close();
      }
    });

    it('keeps its copies through pings, its own and other processes\', and drops them on a change', async () => {
      const ctx = await createTestContext(kind);
      const reads = { n: 0 };
      const read = async () => {
        reads.n++;
        return null;
      };
      const claims = { type: 'USER' as const, id: 'u', organizationId: 'o', licenseKeyVersion: 'v' };
      const database = { listen: ctx.database.listen.bind(ctx.database), notify: ctx.database.notify.bind(ctx.database) };
      const mine = new PrincipalCache(database, { pingMs: 50, pingTimeoutMs: 2000 });
      const other = new PrincipalCache(database, { pingMs: 50, pingTimeoutMs: 2000 });
      try {
        await mine.start();
        await other.start();
        await until(() => mine.active && other.active, 'both caches hear their own pings');
        await mine.get(claims, read);
        // Both caches ping every 50 ms: ten rounds of pings go by, as a third listener hears them.
        const pings = await countPings(ctx.database);
        try {
          await until(() => pings.seen.size >= 2 && [...pings.seen.values()].every((n) => n >= 10), 'ten pings of each cache went by');
        } finally {
          await pings.close();
        }
        assert.equal(mine.active, true);
        await mine.get(claims, read);
        assert.equal(reads.n, 1, 'the copy outlived the pings');
        // A change (the triggers' notification has an empty payload) drops it.
        await ctx.database.notify('ferry_principals');
        await until(() => mine.stats.size === 0, 'the change is heard');
        await mine.get(claims, read);
        assert.equal(reads.n, 2, 'read again after the change');
      } finally {
        await mine.close();
        await other.close();
        await ctx.close();
      }
    });

    it('keeps nothing when its own notifications do not come back (a pooler that drops them)', async () => {
      const ctx = await createTestContext(kind);
      // A listener on another database hears nothing of this one: as behind a pooler that does not
      // pass notifications, the cache's own notifications (and everyone else's) never come back.
      const elsewhere = await openTestDatabase(kind);
      const reads = { n: 0 };
      const read = async () => {
        reads.n++;
        return null;
      };
      const claims = { type: 'USER' as const, id: 'u', organizationId: 'o', licenseKeyVersion: 'v' };
      const deaf = new PrincipalCache({ listen: (c, f) => elsewhere.listen(c, f), notify: (c, p) => ctx.database.notify(c, p) }, { pingMs: 100, pingTimeoutMs: 200 });
      const working = new PrincipalCache({ listen: (c, f) => ctx.database.listen(c, f), notify: (c, p) => ctx.database.notify(c, p) }, { pingMs: 100, pingTimeoutMs: 200 });
      try {
        await deaf.start();
        await working.start();
        await until(() => working.active, 'the working cache hears its own notification');
        // The deaf one has listened as long, and sent five pings it could have heard (a listener
        // on the database they went to heard five of each cache's).
        const pings = await countPings(ctx.database);
        try {
          await until(() => pings.seen.size >= 2 && [...pings.seen.values()].every((n) => n >= 5), 'five pings of each cache went by');
        } finally {
          await pings.close();
        }
        assert.equal(deaf.active, false);
        await deaf.get(claims, read);
        await deaf.get(claims, read);
        assert.equal(reads.n, 2, 'every request read the database');
        assert.equal(deaf.stats.size, 0);
      } finally {
        await deaf.close();
        await working.close();
        await elsewhere.close();
        await ctx.close();
      }
    });

    if (kind === 'postgres') {
      it('keeps nothing while the notification connection is lost, and resumes once it is back', async () => {
        const ctx = await createTestContext(kind);
        try {
          const cache = ctx.app.deps.principals;
          await cache.start();
        await until(() => cache.active, 'the cache listens');
          assert.equal(await get(ctx.app, ctx.ownerToken), 200);
          assert.equal(cache.stats.size, 1);
          // End the listening connection from the server side.
          await ctx.database.db.execute(
            `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN ferry_principals%' AND pid <> pg_backend_pid()` as never,
          );
          await until(() => !cache.active, 'the loss is noticed');
          const misses = cache.stats.misses;
          assert.equal(await get(ctx.app, ctx.ownerToken), 200);
          assert.equal(await get(ctx.app, ctx.ownerToken), 200);
          assert.equal(cache.stats.misses, misses + 2, 'both requests read the database');
          assert.equal(cache.stats.size, 0);
          await until(() => cache.active, 'the listener is back (it retries every 2 s)');
          assert.equal(await get(ctx.app, ctx.ownerToken), 200);
          assert.equal(cache.stats.size, 1, 'kept again');
        } finally {
          await ctx.close();
        }
      });
    }
  });
}
