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

    it('"View as this customer": a short-lived token of the sub-organization, narrowed to what both may do', async () => {
      const connector = await ctx.request('POST', '/connector', { body: { name: 'Shared uploads', type: 'INPUT', node_type: 'MANUAL', configuration: {}, permissions: { level: 'PUBLIC' } } });
      const privateOne = await ctx.request('POST', '/connector', { body: { name: 'Internal', type: 'INPUT', node_type: 'MANUAL', configuration: {} } });
      const sub = (await ctx.request('POST', '/sub-organization', { body: { name: 'Viewed', identifier: 'viewed', permissions: { pipeline: { create: true, read: true, write: true, delete: false }, connector: { read: true }, tdm: { read: true }, execution: { read: true, create: true } } } })).body.data;
      const answer = await ctx.request('POST', `/sub-organization/${sub.id}/token`, { body: {} });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      const view = answer.body.data;
      assert.equal(view.expires_in, 900, 'fifteen minutes by default');
      assert.equal(view.read_only, false, "an owner may change what the customer may: the token may too");
      assert.equal(view.identifier, 'viewed');
      assert.deepEqual(view.permissions.pipeline, { create: true, read: true, write: true, delete: false }, 'never more than the sub-organization may');
      const asCustomer = view.access_token;
      // It sees what the customer sees: the PUBLIC connector, not the private one.
      const seen = await ctx.request('GET', '/connector?limit=100', { token: asCustomer });
      assert.deepEqual(seen.body.data.map((c: { id: string }) => c.id), [connector.body.data.id]);
      assert.equal((await ctx.request('GET', `/connector/${privateOne.body.data.id}`, { token: asCustomer })).status, 404);
      assert.equal((await ctx.request('GET', '/sub-organization', { token: asCustomer })).status, 403, 'it is a sub-organization token');
      // Records made with it belong to the customer.
      const made = await ctx.request('POST', '/pipeline', { token: asCustomer, body: { name: 'Made while viewing' } });
      assert.equal(made.status, 201, JSON.stringify(made.body));
      assert.equal(made.body.data.created_by.type, 'SUB_ORG');

      // read_only: only the read bits.
      const readOnly = (await ctx.request('POST', `/sub-organization/${sub.id}/token`, { body: { read_only: true, expires_in: 120 } })).body.data;
      assert.equal(readOnly.read_only, true);
      assert.equal(readOnly.expires_in, 120);
      assert.deepEqual(readOnly.permissions.pipeline, { create: false, read: true, write: false, delete: false });
      assert.equal((await ctx.request('GET', '/pipeline', { token: readOnly.access_token })).status, 200);
      const refused = await ctx.request('POST', '/pipeline', { token: readOnly.access_token, body: { name: 'Not allowed' } });
      assert.equal(refused.status, 403);
      assert.match(refused.body.message, /lacks the permission pipeline\.create/);

      // A member who may only read gets a read-only token, whatever the customer may do.
      const readOnlyMatrix = Object.fromEntries(['pipeline', 'execution', 'connector', 'tdm', 'template'].map((c) => [c, { create: false, read: true, write: false, delete: false }]));
      await ctx.request('POST', '/user', { body: { email: 'viewer@a.example', password: 'viewer-password', permissions: readOnlyMatrix } });
      const member = await ctx.token('viewer@a.example');
      const memberAnswer = await ctx.request('POST', `/sub-organization/${sub.id}/token`, { token: member, body: {} });
      assert.equal(memberAnswer.status, 200, JSON.stringify(memberAnswer.body));
      const memberView = memberAnswer.body.data;
      assert.equal(memberView.read_only, true);
      assert.equal((await ctx.request('DELETE', `/pipeline/${made.body.data.id}`, { token: memberView.access_token })).status, 403);
      assert.equal((await ctx.request('POST', '/pipeline', { token: memberView.access_token, body: { name: 'x' } })).status, 403);

      // The sub-organization's current matrix still applies: a bit taken away later is refused.
      await ctx.request('PUT', `/sub-organization/${sub.id}`, { body: { permissions: { pipeline: { read: true }, connector: { read: true } } } });
      assert.equal((await ctx.request('POST', '/pipeline', { token: asCustomer, body: { name: 'After the change' } })).status, 403);

      // It ends after its lifetime.
      ctx.clock.advance(901_000);
      assert.equal((await ctx.request('GET', '/pipeline', { token: asCustomer })).status, 401);
      ctx.clock.advance(-901_000);

      // Not for sub-organizations, not for another organization's sub-organization.
      const own = await ctx.token('viewed', 'SUB_ORG');
      assert.equal((await ctx.request('POST', `/sub-organization/${sub.id}/token`, { token: own, body: {} })).status, 403);
      const other = await ctx.otherOrganization();
      assert.equal((await ctx.request('POST', `/sub-organization/${sub.id}/token`, { token: other.ownerToken, body: {} })).status, 404);
      assert.equal((await ctx.request('POST', `/sub-organization/${sub.id}/token`, { body: { expires_in: 7200 } })).status, 400);
    });
  });
}
