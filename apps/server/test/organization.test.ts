/** The organization of the token and license-key rotation through the API, on PGlite and PostgreSQL. */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { databaseKinds } from './helpers/database.ts';

for (const kind of databaseKinds()) {
  describe(`organization (${kind})`, () => {
    let ctx: TestContext;
    before(async () => {
      ctx = await createTestContext(kind);
    });
    after(() => ctx.close());

    it('shows the organization with a hint of its key, never the key', async () => {
      const r = await ctx.request('GET', '/organization');
      assert.equal(r.status, 200);
      assert.equal(r.body.data.id, ctx.org.organization.id);
      assert.ok(ctx.org.license_key.endsWith(r.body.data.license_key_hint));
      assert.ok(!JSON.stringify(r.body).includes(ctx.org.license_key));
    });

    it('lets only an owner replace the key; the old key and its tokens stop working', async () => {
      await ctx.request('POST', '/user', { body: { email: 'member@example.com', password: 'member-password', role: 'MEMBER' } });
      const member = await ctx.token('member@example.com');
      const refused = await ctx.request('POST', '/organization/license-key', { token: member });
      assert.equal(refused.status, 403, JSON.stringify(refused.body));
      const r = await ctx.request('POST', '/organization/license-key');
      assert.equal(r.status, 200, JSON.stringify(r.body));
      const fresh = r.body.data.license_key;
      assert.notEqual(fresh, ctx.org.license_key);
      assert.equal((await ctx.request('GET', '/pipeline')).status, 401, 'tokens of the old key are refused');
      const old = await ctx.request('POST', '/access/token', { token: null, body: { license_key: ctx.org.license_key, auth: { identifier: ctx.org.owner.email, type: 'USER' } } });
      assert.equal(old.status, 401);
      const renewed = await ctx.request('POST', '/access/token', { token: null, body: { license_key: fresh, auth: { identifier: ctx.org.owner.email, type: 'USER' } } });
      assert.equal(renewed.status, 200);
      // The platform's sign-in keeps working: it does not use the license key.
      const login = await ctx.request('POST', '/access/login', { token: null, body: { email: ctx.org.owner.email, password: ctx.org.owner.password } });
      assert.equal(login.status, 200);
    });
  });
}
