/** Access tokens: issuance, rejection of bad keys/identifiers/tokens, rate limiting (SPEC.md §Authentication). */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SignJWT, base64url } from 'jose';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { databaseKinds } from './helpers/database.ts';
import { hashLicenseKey } from '../src/security/license-keys.ts';
import { organizations } from '../src/db/schema.ts';
import { rotateLicenseKey } from '../src/domain/organizations/service.ts';

for (const kind of databaseKinds()) {
  describe(`access tokens (${kind})`, () => {
    let ctx: TestContext;
    before(async () => {
      ctx = await createTestContext(kind);
    });
    after(() => ctx.close());

    it('issues a bearer token for a user, by identifier, with the documented shape', async () => {
      const r = await ctx.request('POST', '/access/token', { token: null, body: { license_key: ctx.org.license_key, auth: { identifier: ctx.org.owner.identifier, type: 'USER' } } });
      assert.equal(r.status, 200);
      assert.equal(r.body.data.token_type, 'Bearer');
      assert.equal(r.body.data.expires_in, 3600);
      assert.equal(typeof r.body.data.access_token, 'string');
      assert.equal(r.body.access_token, r.body.data.access_token);
      const me = await ctx.request('GET', `/user/${ctx.org.owner.id}`, { token: r.body.access_token });
      assert.equal(me.status, 200);
      assert.equal(me.body.data.email, 'owner@a.example');
    });

    it('answers on the alias /auth/access-token and matches e-mail case-insensitively', async () => {
      const r = await ctx.request('POST', '/auth/access-token', { token: null, body: { license_key: ctx.org.license_key, auth: { identifier: 'OWNER@A.example', type: 'USER' } } });
      assert.equal(r.status, 200, JSON.stringify(r.body));
    });

    it('issues tokens for sub-organizations by identifier', async () => {
      const created = await ctx.request('POST', '/sub-organization', { body: { name: 'Acme', identifier: 'acme' } });
      assert.equal(created.status, 201);
      const token = await ctx.token('acme', 'SUB_ORG');
      const r = await ctx.request('GET', '/user', { token });
      assert.equal(r.status, 403, 'a sub-organization does not manage users');
      assert.match(r.body.message, /sub-organizations/);
    });

    it('refuses a wrong license key and unknown identifiers with 401 and a clear message', async () => {
      const wrongKey = await ctx.request('POST', '/access/token', { token: null, body: { license_key: 'ferry_lk_nope', auth: { identifier: ctx.org.owner.identifier, type: 'USER' } } });
      assert.equal(wrongKey.status, 401);
      assert.equal(wrongKey.body.code, 'UNAUTHORIZED');
      assert.match(wrongKey.body.message, /license key/);
      const unknownUser = await ctx.request('POST', '/access/token', { token: null, body: { license_key: ctx.org.license_key, auth: { identifier: 'ghost@a.example', type: 'USER' } } });
      assert.equal(unknownUser.status, 401);
      assert.match(unknownUser.body.message, /ghost@a\.example/);
      const unknownSub = await ctx.request('POST', '/access/token', { token: null, body: { license_key: ctx.org.license_key, auth: { identifier: ctx.org.owner.identifier, type: 'SUB_ORG' } } });
      assert.equal(unknownSub.status, 401, 'a user identifier is not a sub-organization identifier');
      const badType = await ctx.request('POST', '/access/token', { token: null, body: { license_key: ctx.org.license_key, auth: { identifier: 'x', type: 'ADMIN' } } });
      assert.equal(badType.status, 400);
      assert.match(badType.body.message, /auth\.type/);
    });

    it('stores license keys hashed only', async () => {
      const rows = await ctx.database.db.select().from(organizations);
      const dump = JSON.stringify(rows);
      assert.ok(!dump.includes(ctx.org.license_key), 'the plaintext key is not stored');
      assert.ok(rows.some((r) => r.licenseKeyHash === hashLicenseKey(ctx.org.license_key)));
    });

    it('refuses requests without a token, with a malformed header, an expired, tampered or alg:none token', async () => {
      const none = await ctx.request('GET', '/user', { token: null });
      assert.equal(none.status, 401);
      assert.match(none.body.message, /Authorization/);
      const basic = await ctx.request('GET', '/user', { token: null, headers: { authorization: 'Basic abc' } });
      assert.equal(basic.status, 401);

      const [h, p, s] = ctx.ownerToken.split('.');
      const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
      const tamperedPayload = base64url.encode(JSON.stringify({ ...payload, sub: 'someone-else' }));
      const tampered = await ctx.request('GET', '/user', { token: `${h}.${tamperedPayload}.${s}` });
      assert.equal(tampered.status, 401);
      assert.match(tampered.body.message, /signature/);

      const algNone = `${base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${p}.`;
      const noneRes = await ctx.request('GET', '/user', { token: algNone });
      assert.equal(noneRes.status, 401);

      const otherKey = await new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).sign(new Uint8Array(32));
      const forged = await ctx.request('GET', '/user', { token: otherKey });
      assert.equal(forged.status, 401);

      ctx.clock.advance(3601 * 1000);
      const expired = await ctx.request('GET', '/user');
      assert.equal(expired.status, 401);
      assert.match(expired.body.message, /expired/);
      ctx.clock.advance(-3601 * 1000);
      assert.equal((await ctx.request('GET', '/user')).status, 200);
    });

    it('refuses the token of a deleted user at once', async () => {
      const created = await ctx.request('POST', '/user', { body: { email: 'temp@a.example', password: 'temp-password' } });
      assert.equal(created.status, 201);
      const token = await ctx.token('temp@a.example');
      assert.equal((await ctx.request('GET', '/user', { token })).status, 200);
      assert.equal((await ctx.request('DELETE', `/user/${created.body.data.id}`)).status, 200);
      const after = await ctx.request('GET', '/user', { token });
      assert.equal(after.status, 401);
      assert.match(after.body.message, /no longer exists/);
    });

    it('rotating the license key retires the old key and every token issued with it', async () => {
      const other = await ctx.otherOrganization();
      await ctx.request('POST', '/sub-organization', { token: other.ownerToken, body: { name: 'Rot', identifier: 'rot' } });
      const subToken = await ctx.token('rot', 'SUB_ORG', other.org.license_key);
      assert.equal((await ctx.request('GET', '/connector', { token: subToken })).status, 200);

      const rotated = await rotateLicenseKey(ctx.database.db, ctx.clock, { organizationId: other.org.organization.id });
      assert.match(rotated.license_key, /^ferry_lk_[A-Za-z0-9_-]{43}$/);
      assert.notEqual(rotated.license_key, other.org.license_key);

      for (const token of [other.ownerToken, subToken]) {
        const r = await ctx.request('GET', '/connector', { token });
        assert.equal(r.status, 401);
        assert.match(r.body.message, /license key was rotated/);
      }
      const oldKey = await ctx.request('POST', '/access/token', { token: null, body: { license_key: other.org.license_key, auth: { identifier: other.org.owner.identifier, type: 'USER' } } });
      assert.equal(oldKey.status, 401);
      const fresh = await ctx.token(other.org.owner.identifier, 'USER', rotated.license_key);
      assert.equal((await ctx.request('GET', '/user', { token: fresh })).status, 200);
      assert.equal((await ctx.request('GET', '/user')).status, 200, "the other organization's tokens are untouched");

      const rows = await ctx.database.db.select().from(organizations);
      assert.ok(!JSON.stringify(rows).includes(rotated.license_key), 'the new key is stored hashed only');
      await assert.rejects(rotateLicenseKey(ctx.database.db, ctx.clock, {}), /several organizations/);
      await assert.rejects(rotateLicenseKey(ctx.database.db, ctx.clock, { organizationId: 'nope' }), /organization "nope" was not found/);
      await assert.rejects(
        rotateLicenseKey(ctx.database.db, ctx.clock, { organizationId: other.org.organization.id, licenseKey: ctx.org.license_key }),
        /already belongs/,
      );
    });
  });
}

describe('token rate limit', () => {
  it('answers 429 after the configured number of token requests per minute', async () => {
    const ctx = await createTestContext('pglite', { env: { FERRY_TOKEN_RATE_LIMIT: '3' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const r = await ctx.request('POST', '/access/token', { token: null, body: { license_key: 'wrong-key-guess', auth: { identifier: 'x', type: 'USER' } } });
        statuses.push(r.status);
        if (r.status === 429) {
          assert.equal(r.body.code, 'RATE_LIMITED');
          assert.ok(r.headers['retry-after']);
        }
      }
      // The context itself requested one token at start; the limit counts it.
      assert.deepEqual(statuses, [401, 401, 429, 429, 429]);
      // The alias is the same route: it is limited too (it had its own bucket, a probe found).
      for (const path of ['/auth/access-token', '/auth/access-token/']) {
        const alias = await ctx.request('POST', path, { token: null, body: { license_key: 'wrong-key-guess', auth: { identifier: 'x', type: 'USER' } } });
        assert.equal(alias.status, 429, path);
      }
    } finally {
      await ctx.close();
    }
  });
});

describe('rate limits across API processes', () => {
  it('two API instances on one database share each limit (counted in the database, not in memory)', async () => {
    const ctx = await createTestContext('pglite', { env: { FERRY_TOKEN_RATE_LIMIT: '4' } });
    const { buildApp } = await import('../src/app.ts');
    const second = await buildApp({ config: ctx.config, database: ctx.database, keys: ctx.app.deps.keys, clock: ctx.clock });
    try {
      await second.ready();
      const ask = (app: typeof second) =>
        app.inject({ method: 'POST', url: '/dp/api/v1/access/token', payload: { license_key: 'wrong-key-guess', auth: { identifier: 'x', type: 'USER' } } });
      // The context asked for one token at start; then one each way, alternating instances.
      const statuses = [(await ask(ctx.app)).statusCode, (await ask(second)).statusCode, (await ask(ctx.app)).statusCode, (await ask(second)).statusCode];
      assert.deepEqual(statuses, [401, 401, 401, 429], 'the fourth request overall is the limit, on either instance');
      assert.equal((await ask(ctx.app)).statusCode, 429);
    } finally {
      await second.close();
      await ctx.close();
    }
  });
});
