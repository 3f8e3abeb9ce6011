/** Sub-organizations (SPEC.md §Sub-organization, §Endpoints/Sub-organizations). */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { databaseKinds } from './helpers/database.ts';

const SPEC_TS = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}$/;

for (const kind of databaseKinds()) {
  describe(`sub-organizations (${kind})`, () => {
    let ctx: TestContext;
    before(async () => {
      ctx = await createTestContext(kind);
    });
    after(() => ctx.close());

    it('creates, reads, updates, lists and deletes with the SPEC shapes', async () => {
      const created = await ctx.request('POST', '/sub-organization/', {
        body: {
          name: 'Acme GmbH',
          identifier: 'acme',
          email: ['Ops@Acme.example', 'ops@acme.example'],
          domains: ['Acme.example'],
          permissions: { pipeline: { create: 1, read: 1, write: 0, delete: 0 }, execution: { create: true, read: true, write: true } },
        },
      });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const s = created.body.data;
      assert.deepEqual(s.email, ['ops@acme.example']);
      assert.deepEqual(s.domains, ['acme.example']);
      assert.deepEqual(s.permissions.pipeline, { create: true, read: true, write: false, delete: false });
      assert.deepEqual(s.permissions.connector, { create: false, read: false, write: false, delete: false }, 'a sent matrix is taken as given');
      assert.match(s.created_at, SPEC_TS);
      assert.equal(s.created_by.type, 'USER');

      const got = await ctx.request('GET', `/sub-organization/${s.id}`);
      assert.deepEqual(got.body.data, s);

      const updated = await ctx.request('PUT', `/sub-organization/${s.id}/`, { body: { name: 'Acme Group', domains: [] } });
      assert.equal(updated.status, 200);
      assert.equal(updated.body.data.name, 'Acme Group');
      assert.equal(updated.body.data.identifier, 'acme', 'a partial update keeps the rest');
      assert.deepEqual(updated.body.data.domains, []);

      const list = await ctx.request('GET', '/sub-organization/');
      assert.equal(list.status, 200);
      assert.deepEqual(Object.keys(list.body.data[0]).sort(), ['created_at', 'created_by', 'id', 'identifier', 'name', 'updated_at', 'updated_by']);

      const del = await ctx.request('DELETE', `/sub-organization/${s.id}`);
      assert.equal(del.status, 200);
      assert.equal(typeof del.body.data.message, 'string');
      assert.equal((await ctx.request('GET', `/sub-organization/${s.id}`)).status, 404);
    });

    it('keeps identifiers unique in the organization (409) but not across organizations', async () => {
      assert.equal((await ctx.request('POST', '/sub-organization', { body: { name: 'One', identifier: 'dup' } })).status, 201);
      const again = await ctx.request('POST', '/sub-organization', { body: { name: 'Two', identifier: 'dup' } });
      assert.equal(again.status, 409);
      assert.equal(again.body.code, 'IDENTIFIER_TAKEN');
      const other = await ctx.otherOrganization();
      assert.equal((await ctx.request('POST', '/sub-organization', { token: other.ownerToken, body: { name: 'Two', identifier: 'dup' } })).status, 201);
    });

    it('validates e-mail addresses and domains, naming the entry', async () => {
      const badEmail = await ctx.request('POST', '/sub-organization', { body: { name: 'X', identifier: 'x1', email: ['ok@x.example', 'nope'] } });
      assert.equal(badEmail.status, 400);
      assert.match(badEmail.body.message, /body\.email\[1\]/);
      const badDomain = await ctx.request('POST', '/sub-organization', { body: { name: 'X', identifier: 'x2', domains: ['https://x.example/path'] } });
      assert.equal(badDomain.status, 400);
      assert.match(badDomain.body.message, /body\.domains\[0\] must be a domain name/);
      const missing = await ctx.request('POST', '/sub-organization', { body: { name: 'X' } });
      assert.equal(missing.status, 400);
      assert.match(missing.body.message, /body\.identifier is required/);
    });

    it('is managed by organization users only, never by sub-organizations', async () => {
      await ctx.request('POST', '/sub-organization', { body: { name: 'Cust', identifier: 'cust' } });
      const token = await ctx.token('cust', 'SUB_ORG');
      for (const [method, path] of [['GET', '/sub-organization'], ['POST', '/sub-organization']] as const) {
        const r = await ctx.request(method, path, { token, body: method === 'POST' ? { name: 'Y', identifier: 'y' } : undefined });
        assert.equal(r.status, 403);
      }
    });
  });
}
