/**
 * Ending sessions (docs/authentication.md "Ending sessions"), on PGlite and PostgreSQL: sign-out
 * (`POST /access/logout`) ends the token it is sent with (and the "View as this customer" tokens
 * asked for with it), and a user's password or role change —
 * or deletion — ends every token issued to the user before it. Each is refused by every API
 * instance on the database until it expires: here two application instances on one database with
 * their principal caches listening, and on PostgreSQL two `ferry start --role api` processes.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { uniformMatrix } from '@ferry/schemas/permissions';
import { buildApp, type FerryApp } from '../src/app.ts';
import { endedTokens } from '../src/db/schema.ts';
import { PrincipalCache } from '../src/domain/principal-cache.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { createPostgresDatabase, databaseKinds } from './helpers/database.ts';
import { listeningUrl, scaled, startFerry, type RunningProcess } from './helpers/process.ts';

/** Waits (bounded) until `condition` holds; the condition is the signal, the bound only ends a failing test. */
async function until(condition: () => boolean | Promise<boolean>, what: string, ms = scaled(10_000)): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const readOnly = { ...uniformMatrix(false), pipeline: { create: false, read: true, write: false, delete: false } };

async function status(app: FerryApp, token: string): Promise<{ status: number; message: string }> {
  const r = await app.inject({ method: 'GET', url: '/dp/api/v1/pipeline', headers: { authorization: `Bearer ${token}` } });
  return { status: r.statusCode, message: r.statusCode === 200 ? '' : String(r.json().message) };
}

for (const kind of databaseKinds()) {
  describe(`ending sessions (${kind})`, () => {
    let ctx: TestContext;
    /** A second API instance on the same database, as another process would be. */
    let second: FerryApp;
    let n = 0;
    before(async () => {
      ctx = await createTestContext(kind);
      second = await buildApp({ config: ctx.config, database: ctx.database, keys: ctx.app.deps.keys, clock: ctx.clock });
      await second.ready();
      for (const app of [ctx.app, second]) {
        await app.deps.principals.start();
        await until(() => app.deps.principals.active, 'the principal cache listens');
      }
    });
    after(async () => {
      await second?.close();
      await ctx?.close();
    });

    async function member(): Promise<{ id: string; email: string }> {
      const email = `member${++n}@a.example`;
      const r = await ctx.request('POST', '/user', { body: { email, password: 'member-password-1', permissions: readOnly } });
      assert.equal(r.status, 201, JSON.stringify(r.body));
      return { id: r.body.data.id, email };
    }

    /** Asserts `token` answers `expected` on both instances (twice each: the second from a cached principal). */
    async function everywhere(token: string, expected: number, message?: RegExp): Promise<void> {
      for (const app of [ctx.app, second]) {
        for (let i = 0; i < 2; i++) {
          const r = await status(app, token);
          assert.equal(r.status, expected, `${app === second ? 'second' : 'first'} instance: ${r.message}`);
          if (message) assert.match(r.message, message);
        }
      }
    }

    it('sign-out ends the token it is sent with on every instance; the user\'s other tokens work on', async () => {
      const m = await member();
      const [signedOut, other] = [await ctx.token(m.email), await ctx.token(m.email)];
      await everywhere(signedOut, 200);
      const out = await ctx.request('POST', '/access/logout', { token: signedOut });
      assert.equal(out.status, 200, JSON.stringify(out.body));
      assert.deepEqual(out.body, { data: { message: 'the access token was ended' } });
      await everywhere(signedOut, 401, /ended \(signed out\)/);
      await everywhere(other, 200);
      assert.equal((await ctx.request('POST', '/access/logout', { token: signedOut })).status, 401, 'an ended token cannot be ended again');
      // A sub-organization's token ends the same way.
      assert.equal((await ctx.request('POST', '/sub-organization', { body: { name: 'Acme', identifier: 'acme' } })).status, 201);
      const sub = await ctx.token('acme', 'SUB_ORG');
      assert.equal((await ctx.request('POST', '/access/logout', { token: sub })).status, 200);
      await everywhere(sub, 401, /ended/);
    });

    it('sign-out ends the view tokens asked for with that token, not those of its other tokens or of other users', async () => {
      const viewed = await ctx.request('POST', '/sub-organization', { body: { name: 'Viewed', identifier: `viewed${++n}` } });
      assert.equal(viewed.status, 201, JSON.stringify(viewed.body));
      const [m, other] = [await member(), await member()];
      const [session, second, others] = [await ctx.token(m.email), await ctx.token(m.email), await ctx.token(other.email)];
      async function view(token: string): Promise<string> {
        const r = await ctx.request('POST', `/sub-organization/${viewed.body.data.id}/token`, { token, body: { read_only: true } });
        assert.equal(r.status, 200, JSON.stringify(r.body));
        return r.body.data.access_token;
      }
      const [view1, view2, viewOfSecond, viewOfOther] = [await view(session), await view(session), await view(second), await view(others)];
      for (const token of [view1, view2, viewOfSecond, viewOfOther]) await everywhere(token, 200);
      assert.equal((await ctx.request('POST', '/access/logout', { token: session })).status, 200);
      await everywhere(session, 401, /ended \(signed out\)/);
      // The view tokens say why precisely: the session that opened them was signed out.
      const parentSignedOut = /^this view-as-customer session ended because the session that opened it was signed out; /;
      await everywhere(view1, 401, parentSignedOut);
      await everywhere(view2, 401, parentSignedOut);
      const refused = await ctx.request('GET', '/pipeline', { token: view1 });
      assert.deepEqual(Object.keys(refused.body).sort(), ['code', 'message', 'request_id'], 'the API\'s error shape');
      assert.equal(refused.body.code, 'UNAUTHORIZED');
      // The user's other session, its view token and another user's are not affected.
      for (const token of [second, viewOfSecond, others, viewOfOther]) await everywhere(token, 200);
      // Signing out with a view token ends that one only (its own sign-out: the generic message).
      assert.equal((await ctx.request('POST', '/access/logout', { token: viewOfSecond })).status, 200);
      await everywhere(viewOfSecond, 401, /^this access token was ended \(signed out\)/);
      await everywhere(second, 200);
      // A password change ends the user's tokens and the view tokens asked for with them.
      assert.equal((await ctx.request('PUT', `/user/${other.id}`, { body: { password: 'a-new-password-2' } })).status, 200);
      await everywhere(viewOfOther, 401, /^this view-as-customer session ended because the password or role of the user who opened it changed; /);
      await everywhere(second, 200);
      // The user's deletion ends the view tokens asked for with its tokens.
      const viewOfSecondAgain = await view(second);
      assert.equal((await ctx.request('DELETE', `/user/${m.id}`)).status, 200);
      await everywhere(viewOfSecondAgain, 401, /^this view-as-customer session ended because the user who opened it no longer exists$/);
    });

    it('a view token never expires after the token it was asked with', async () => {
      const created = await ctx.request('POST', '/sub-organization', { body: { name: 'Late', identifier: `late${++n}` } });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const sub = created.body.data;
      const m = await member();
      const session = await ctx.token(m.email);
      const parent = await ctx.app.deps.tokens.verify(session);
      // 10 minutes before the session expires, a 15-minute view lasts those 10 minutes only.
      const lead = (parent.expiresAt - Math.floor(ctx.clock.now().getTime() / 1000) - 600) * 1000;
      ctx.clock.advance(lead);
      try {
        const r = await ctx.request('POST', `/sub-organization/${sub.id}/token`, { token: session, body: {} });
        assert.equal(r.status, 200, JSON.stringify(r.body));
        assert.ok(r.body.data.expires_in <= 600 && r.body.data.expires_in >= 590, `expires_in ${r.body.data.expires_in}`);
        assert.ok((await ctx.app.deps.tokens.verify(r.body.data.access_token)).expiresAt <= parent.expiresAt);
      } finally {
        ctx.clock.advance(-lead);
      }
    });

    it('sign-out on one instance is refused by an instance that hears of it only from the database', async () => {
      const m = await member();
      const token = await ctx.token(m.email);
      // A cache that only watches the channel (it pings itself once an hour): only the insert's
      // notification — as another process would send it — can drop its copy.
      const watcher = new PrincipalCache(ctx.database, { pingMs: 3_600_000 });
      try {
        await watcher.start();
        await until(() => watcher.active, 'the watcher listens');
        const claims = { type: 'USER' as const, id: m.id, organizationId: ctx.org.organization.id, licenseKeyVersion: '' };
        await watcher.get(claims, async () => null);
        assert.equal(watcher.stats.size, 1);
        // Written straight to the table, as another API process writes it.
        const verified = await ctx.app.deps.tokens.verify(token);
        await ctx.database.db.insert(endedTokens).values({ tokenId: verified.tokenId, principalId: m.id, organizationId: ctx.org.organization.id, expiresAt: new Date(verified.expiresAt * 1000) });
        await until(() => watcher.stats.size === 0, 'the ended token is announced');
        await until(async () => (await status(second, token)).status === 401, 'the second instance refuses the token');
      } finally {
        await watcher.close();
      }
    });

    it('an ended token is forgotten once it has expired', async () => {
      const m = await member();
      const token = await ctx.token(m.email);
      const { tokenId } = await ctx.app.deps.tokens.verify(token);
      assert.equal((await ctx.request('POST', '/access/logout', { token })).status, 200);
      // Rows of tokens long expired are deleted by the next sign-out.
      await ctx.database.db.update(endedTokens).set({ expiresAt: new Date(Date.now() - 3_600_000) }).where(eq(endedTokens.tokenId, tokenId));
      assert.equal((await ctx.request('POST', '/access/logout', { token: await ctx.token(m.email) })).status, 200);
      assert.deepEqual(await ctx.database.db.select().from(endedTokens).where(eq(endedTokens.tokenId, tokenId)), []);
    });

    it('a password change ends every token issued before it, the changing one too; new ones work', async () => {
      const m = await member();
      const before = await ctx.token(m.email);
      await everywhere(before, 200);
      // The owner sets the member's password.
      assert.equal((await ctx.request('PUT', `/user/${m.id}`, { body: { password: 'a-new-password-1' } })).status, 200);
      await everywhere(before, 401, /password or role changed/);
      const after = await ctx.token(m.email);
      await everywhere(after, 200);
      // The member changes its own password: the request is answered, then its token is ended.
      const own = await ctx.request('PUT', `/user/${m.id}`, { token: after, body: { password: 'my-own-password-2' } });
      assert.equal(own.status, 200, JSON.stringify(own.body));
      await everywhere(after, 401, /password or role changed/);
      const login = await ctx.request('POST', '/access/login', { token: null, body: { email: m.email, password: 'my-own-password-2' } });
      assert.equal(login.status, 200);
      await everywhere(login.body.data.access_token, 200);
    });

    it('a role change ends the tokens issued before it; a permission or name change does not', async () => {
      const m = await member();
      const token = await ctx.token(m.email);
      assert.equal((await ctx.request('PUT', `/user/${m.id}`, { body: { first_name: 'Renamed', permissions: uniformMatrix(true) } })).status, 200);
      await everywhere(token, 200);
      assert.equal((await ctx.request('PUT', `/user/${m.id}`, { body: { role: 'OWNER' } })).status, 200);
      await everywhere(token, 401, /password or role changed/);
      const owner = await ctx.token(m.email);
      await everywhere(owner, 200);
      assert.equal((await ctx.request('PUT', `/user/${m.id}`, { body: { role: 'MEMBER' } })).status, 200);
      await everywhere(owner, 401, /password or role changed/);
    });

    it("a user's deletion ends its tokens", async () => {
      const m = await member();
      const token = await ctx.token(m.email);
      await everywhere(token, 200);
      assert.equal((await ctx.request('DELETE', `/user/${m.id}`)).status, 200);
      await everywhere(token, 401, /no longer exists/);
    });

    it('an invitation accepted ends the tokens issued before it, and answers one that works', async () => {
      const m = await member();
      const token = await ctx.token(m.email);
      const link = ctx.logs.map((l) => /invitation\?token=([^"\s\\]+)/.exec(l)?.[1]).filter(Boolean).pop();
      assert.ok(link, 'the invitation link is in the log (no SMTP_URL)');
      const accepted = await ctx.request('POST', '/access/invitation', { token: null, body: { token: decodeURIComponent(link!), password: 'invited-password-9' } });
      assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
      await everywhere(token, 401, /password or role changed/);
      await everywhere(accepted.body.data.access_token, 200);
    });
  });
}

if (databaseKinds().includes('postgres')) {
  describe('ending sessions across API processes (postgres)', () => {
    let db: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let dataDir: string;
    const processes: RunningProcess[] = [];
    const bases: string[] = [];
    const license = 'sessions-test-license-key-0001';
    const metricsToken = 'sessions-metrics-token-0001';
    before(async () => {
      db = await createPostgresDatabase();
      dataDir = mkdtempSync(join(tmpdir(), 'ferry-sessions-'));
      const env = {
        DATABASE_URL: db.url,
        FERRY_DATA_DIR: dataDir,
        FERRY_SECRET_KEY: randomBytes(32).toString('hex'),
        FERRY_BOOTSTRAP_LICENSE_KEY: license,
        FERRY_BOOTSTRAP_OWNER_EMAIL: 'owner@sessions.example',
        FERRY_BOOTSTRAP_OWNER_PASSWORD: 'sessions-owner-password',
        FERRY_METRICS_TOKEN: metricsToken,
        LOG_LEVEL: 'warn',
      };
      // One after the other: the first migrates and creates the organization.
      for (let i = 0; i < 2; i++) {
        processes.push(startFerry(['start', '--role', 'api'], { ...env, PORT: '0' }));
        bases.push(await listeningUrl(processes[i]!));
        await until(async () => (await fetch(`${bases[i]}/dp/api/v1/management/health`).catch(() => null))?.ok === true, `API process ${i + 1} is up`, scaled(60_000));
      }
    });
    after(async () => {
      for (const p of processes) if (p.child.exitCode === null) p.child.kill('SIGKILL');
      await Promise.all(processes.map((p) => p.exited));
      rmSync(dataDir, { recursive: true, force: true });
      await db?.drop();
    });

    const call = async (base: string, method: string, path: string, token: string | null, body?: unknown) => {
      const r = await fetch(`${base}/dp/api/v1${path}`, {
        method,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: r.status, body: (await r.json()) as any };
    };
    const tokenFor = async (identifier: string) =>
      (await call(bases[0]!, 'POST', '/access/token', null, { license_key: license, auth: { identifier, type: 'USER' } })).body.access_token as string;
    /** How many requests a process answered from its principal copies (its /metrics). */
    const hits = async (base: string) => {
      const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text();
      return { hits: Number(/^ferry_principal_cache_requests_total\{result="hit"\} (\d+)/m.exec(text)?.[1] ?? 0) };
    };

    it('a token ended, or superseded by a password change, on one process is refused by the other', async () => {
      const [a, b] = bases as [string, string];
      const owner = await tokenFor('owner@sessions.example');
      const created = await call(a, 'POST', '/user', owner, { email: 'ann@sessions.example', password: 'ann-password-1', permissions: readOnly });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const ann = await tokenFor('ann@sessions.example');
      // B answers from its copy of the principal (once its change notifications are heard).
      await until(async () => {
        const before = (await hits(b)).hits;
        assert.equal((await call(b, 'GET', '/pipeline', ann)).status, 200);
        return (await hits(b)).hits > before;
      }, 'process B answers from its copy of the principal');

      assert.equal((await call(a, 'POST', '/access/logout', ann)).status, 200);
      await until(async () => (await call(b, 'GET', '/pipeline', ann)).status === 401, 'B refuses the ended token', scaled(5_000));
      assert.match((await call(b, 'GET', '/pipeline', ann)).body.message, /ended/);
      assert.equal((await call(a, 'GET', '/pipeline', ann)).status, 401);

      const again = await tokenFor('ann@sessions.example');
      assert.equal((await call(b, 'GET', '/pipeline', again)).status, 200);
      assert.equal((await call(a, 'PUT', `/user/${created.body.data.id}`, owner, { password: 'ann-password-2' })).status, 200);
      await until(async () => (await call(b, 'GET', '/pipeline', again)).status === 401, 'B refuses the token issued before the password change', scaled(5_000));
      assert.match((await call(b, 'GET', '/pipeline', again)).body.message, /password or role changed/);
    });
  });
}
