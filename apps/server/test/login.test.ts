/** Sign-in with e-mail address and password (POST /access/login), on PGlite and PostgreSQL. */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { databaseKinds } from './helpers/database.ts';

for (const kind of databaseKinds()) {
  describe(`sign-in (${kind})`, () => {
    let ctx: TestContext;
    before(async () => {
      ctx = await createTestContext(kind, { env: { FERRY_TOKEN_RATE_LIMIT: '12' } });
    });
    after(() => ctx.close());

    it('signs the owner in with the printed credentials; the token works like an access token', async () => {
      const r = await ctx.request('POST', '/access/login', { token: null, body: { email: ctx.org.owner.email.toUpperCase(), password: ctx.org.owner.password } });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.equal(r.body.data.token_type, 'Bearer');
      const list = await ctx.request('GET', '/pipeline', { token: r.body.data.access_token });
      assert.equal(list.status, 200);
    });

    it('answers a wrong password and an unknown address alike', async () => {
      const wrong = await ctx.request('POST', '/access/login', { token: null, body: { email: ctx.org.owner.email, password: 'not the password' } });
      const unknown = await ctx.request('POST', '/access/login', { token: null, body: { email: 'nobody@nowhere.example', password: 'whatever' } });
      assert.equal(wrong.status, 401);
      assert.equal(unknown.status, 401);
      assert.equal(wrong.body.message, unknown.body.message);
      assert.equal(wrong.body.message, 'the e-mail address or the password is wrong');
    });

    it('asks which organization when the same address and password sign in to two', async () => {
      const other = await ctx.otherOrganization();
      const email = 'shared@example.com';
      for (const token of [ctx.ownerToken, other.ownerToken]) {
        const u = await ctx.request('POST', '/user', { token, body: { email, password: 'shared-password-1' } });
        assert.equal(u.status, 201, JSON.stringify(u.body));
      }
      const r = await ctx.request('POST', '/access/login', { token: null, body: { email, password: 'shared-password-1' } });
      assert.equal(r.status, 400);
      assert.equal(r.body.code, 'ORGANIZATION_REQUIRED');
      assert.equal(r.body.details.length, 2);
      const chosen = await ctx.request('POST', '/access/login', { token: null, body: { email, password: 'shared-password-1', organization: other.org.organization.id } });
      assert.equal(chosen.status, 200);
    });

    it('is rate-limited per client address', async () => {
      let limited = null;
      for (let i = 0; i < 20 && !limited; i++) {
        const r = await ctx.request('POST', '/access/login', { token: null, body: { email: 'x@example.com', password: 'y' } });
        if (r.status === 429) limited = r;
      }
      assert.ok(limited, 'a 429 came');
      assert.ok(Number(limited.headers['retry-after']) > 0);
    });
  });
}
