/**
 * Who sees and changes which connector (SPEC.md §What the service does, §Authentication;
 * domain/visibility.ts): organization users, a sub-organization's own, PUBLIC and PRIVATE
 * connectors of the organization, a sibling's, another organization's; each `connector` permission
 * bit; the PRIVATE rule for sub-organizations' connectors; and the 409 when pipelines or templates
 * use a connector.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { newId } from '../src/domain/ids.ts';
import { pipelines, pipelineTemplates } from '../src/db/schema.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { databaseKinds } from './helpers/database.ts';
import { sample, withConfig } from './connectors-samples.ts';

const bits = (connector: Partial<Record<'create' | 'read' | 'write' | 'delete', boolean>>) => ({
  pipeline: { read: true },
  connector,
});

for (const kind of databaseKinds()) {
  describe(`connectors: visibility and permissions (${kind})`, () => {
    let ctx: TestContext;
    let subA: string;
    let subB: string;
    let subAId: string;
    let other: { ownerToken: string };
    let ids: { orgPrivate: string; orgPublic: string; ofA: string; ofB: string; otherOrg: string };

    const create = async (token: string, body: unknown) => {
      const r = await ctx.request('POST', '/connector', { token, body });
      assert.equal(r.status, 201, JSON.stringify(r.body));
      return r.body.data.id as string;
    };

    before(async () => {
      ctx = await createTestContext(kind);
      const a = await ctx.request('POST', '/sub-organization', { body: { name: 'Sub A', identifier: 'sub-a' } });
      subAId = a.body.data.id;
      await ctx.request('POST', '/sub-organization', { body: { name: 'Sub B', identifier: 'sub-b' } });
      subA = await ctx.token('sub-a', 'SUB_ORG');
      subB = await ctx.token('sub-b', 'SUB_ORG');
      other = await ctx.otherOrganization();
      ids = {
        orgPrivate: await create(ctx.ownerToken, { ...sample('SFTP'), name: 'Org private' }),
        orgPublic: await create(ctx.ownerToken, { ...sample('OBJSTORE'), name: 'Org public' }),
        ofA: await create(subA, { ...sample('HTTP'), name: 'A own' }),
        ofB: await create(subB, { ...sample('MANUAL'), name: 'B own', permissions: { level: 'PRIVATE' } }),
        otherOrg: await create(other.ownerToken, { ...sample('MANUAL'), name: 'Other org' }),
      };
    });
    after(() => ctx.close());

    it('lets organization users see every connector of the organization, including sub-organizations’', async () => {
      const list = await ctx.request('GET', '/connector', { query: { limit: '100' } });
      const names = list.body.data.map((c: any) => c.name).sort();
      assert.deepEqual(names, ['A own', 'B own', 'Org private', 'Org public']);
      for (const id of [ids.orgPrivate, ids.orgPublic, ids.ofA, ids.ofB]) assert.equal((await ctx.request('GET', `/connector/${id}`)).status, 200);
      const a = await ctx.request('GET', `/connector/${ids.ofA}`);
      assert.equal(a.body.data.created_by.type, 'SUB_ORG');
      assert.deepEqual(a.body.data.permissions, { level: 'PRIVATE' }, "a sub-organization's connector is PRIVATE");
      const edit = await ctx.request('PUT', `/connector/${ids.ofA}`, { body: { name: 'A own (checked by org)' } });
      assert.equal(edit.status, 200, 'organization users change sub-organizations’ connectors');
      assert.equal(edit.body.data.updated_by.type, 'USER');
      await ctx.request('PUT', `/connector/${ids.ofA}`, { body: { name: 'A own' } });
    });

    it('lets a sub-organization see its own and the organization’s PUBLIC connectors only', async () => {
      const list = await ctx.request('GET', '/connector', { token: subA, query: { limit: '100' } });
      assert.deepEqual(list.body.data.map((c: any) => c.name).sort(), ['A own', 'Org public']);
      assert.equal(list.headers['x-total-count'], '2');
      const filtered = await ctx.request('GET', '/connector', { token: subA, query: { 'filters[permissions.level]': 'PRIVATE' } });
      assert.deepEqual(filtered.body.data.map((c: any) => c.name), ['A own']);
      assert.equal((await ctx.request('GET', `/connector/${ids.ofA}`, { token: subA })).status, 200);
      const shared = await ctx.request('GET', `/connector/${ids.orgPublic}`, { token: subA });
      assert.equal(shared.status, 200);
      assert.equal(shared.body.data.configuration.objstore_secret_access_key, '********', 'secrets stay masked for sub-organizations');
      for (const id of [ids.orgPrivate, ids.ofB, ids.otherOrg]) {
        const r = await ctx.request('GET', `/connector/${id}`, { token: subA });
        assert.equal(r.status, 404, `GET ${id}`);
        assert.equal(r.body.code, 'NOT_FOUND');
      }
    });

    it('answers a list without filters (a prepared statement) as the same list built with a filter that keeps every row', async () => {
      const everyType = JSON.stringify({ type: 'INPUT,OUTPUT' });
      for (const [who, token] of [['organization', ctx.ownerToken], ['sub-organization A', subA], ['sub-organization B', subB], ['other organization', other.ownerToken]] as const) {
        for (const sort of [undefined, '{"name":"asc"}', '{"name":"desc"}']) {
          for (const window of [{ limit: '100' }, { limit: '1', offset: '1' }] as Array<Record<string, string>>) {
            const query: Record<string, string> = { ...window, ...(sort ? { sort } : {}) };
            const plain = await ctx.request('GET', '/connector', { token, query });
            const filtered = await ctx.request('GET', '/connector', { token, query: { ...query, filters: everyType } });
            assert.equal(plain.status, 200);
            assert.match(String(plain.headers['x-total-count']), /^\d+$/);
            assert.deepEqual(plain.body.data.map((c: any) => c.id), filtered.body.data.map((c: any) => c.id), `${who} ${JSON.stringify(query)}`);
            assert.equal(plain.headers['x-total-count'], filtered.headers['x-total-count'], `${who} total`);
          }
        }
      }
      const names = async (token: string, sort: string) => (await ctx.request('GET', '/connector', { token, query: { sort } })).body.data.map((c: any) => c.name);
      assert.deepEqual(await names(subA, '{"name":"asc"}'), ['A own', 'Org public']);
      assert.deepEqual(await names(subA, '{"name":"desc"}'), ['Org public', 'A own']);
    });

    it('makes the organization’s PUBLIC connectors read-only (403) and hides the rest (404) from sub-organizations', async () => {
      for (const [method, body] of [['PUT', { name: 'Taken over' }], ['DELETE', undefined]] as const) {
        const pub = await ctx.request(method, `/connector/${ids.orgPublic}`, { token: subA, body });
        assert.equal(pub.status, 403, `${method} org PUBLIC`);
        assert.match(pub.body.message, /belongs to the organization/);
        for (const id of [ids.orgPrivate, ids.ofB, ids.otherOrg]) {
          assert.equal((await ctx.request(method, `/connector/${id}`, { token: subA, body })).status, 404, `${method} ${id}`);
        }
      }
      assert.equal((await ctx.request('GET', `/connector/${ids.orgPublic}`)).body.data.name, 'Org public', 'nothing changed');
      // Its own connector it changes; a new url needs its headers again (secrets follow the destination).
      const own = await ctx.request('PUT', `/connector/${ids.ofA}`, { token: subA, body: { configuration: { url: 'https://api.acme.example/v2/orders', headers: { Authorization: 'Bearer api-token-2', 'X-Tenant': 'acme' } } } });
      assert.equal(own.status, 200, JSON.stringify(own.body));
      assert.equal(own.body.data.updated_by.identifier, 'sub-a');
    });

    it('keeps other organizations apart (404 on every route, empty list)', async () => {
      const list = await ctx.request('GET', '/connector', { token: other.ownerToken });
      assert.deepEqual(list.body.data.map((c: any) => c.name), ['Other org']);
      for (const id of [ids.orgPrivate, ids.orgPublic, ids.ofA]) {
        for (const [method, body] of [['GET'], ['PUT', { name: 'x' }], ['DELETE']] as const) {
          assert.equal((await ctx.request(method, `/connector/${id}`, { token: other.ownerToken, body })).status, 404, `${method} ${id}`);
        }
      }
    });

    it('keeps sub-organizations’ connectors PRIVATE: PUBLIC from or for them is a 400', async () => {
      const pub = await ctx.request('POST', '/connector', { token: subA, body: { ...sample('MANUAL'), permissions: { level: 'PUBLIC' } } });
      assert.equal(pub.status, 400);
      assert.match(pub.body.message, /^body\.permissions\.level must be PRIVATE for a sub-organization's connector/);
      const omitted = sample('MANUAL');
      delete omitted.permissions;
      const id = await create(subA, omitted);
      const row = await ctx.request('GET', `/connector/${id}`, { token: subA });
      assert.deepEqual(row.body.data.permissions, { level: 'PRIVATE' });
      const up = await ctx.request('PUT', `/connector/${id}`, { token: subA, body: { permissions: { level: 'PUBLIC' } } });
      assert.equal(up.status, 400);
      const byOrg = await ctx.request('PUT', `/connector/${id}`, { body: { permissions: { level: 'PUBLIC' } } });
      assert.equal(byOrg.status, 400, 'the organization cannot share a sub-organization’s connector either');
      const roundTrip = await ctx.request('PUT', `/connector/${id}`, { token: subA, body: row.body.data });
      assert.equal(roundTrip.status, 200, 'PRIVATE sent back is fine');
      assert.equal((await ctx.request('GET', '/connector', { token: subB })).body.data.some((c: any) => c.id === id), false);
    });

    it('checks each connector permission bit, for users and sub-organizations, before anything else', async () => {
      const principals: Array<[string, string, 'USER' | 'SUB_ORG']> = [];
      for (const bit of ['create', 'read', 'write', 'delete'] as const) {
        const email = `only-${bit}@a.example`;
        const u = await ctx.request('POST', '/user', { body: { email, password: 'only-one-bit', permissions: bits({ [bit]: true }) } });
        assert.equal(u.status, 201, JSON.stringify(u.body));
        principals.push([bit, await ctx.token(email), 'USER']);
        const s = await ctx.request('POST', '/sub-organization', { body: { name: `Only ${bit}`, identifier: `only-${bit}`, permissions: bits({ [bit]: true }) } });
        assert.equal(s.status, 201);
        principals.push([bit, await ctx.token(`only-${bit}`, 'SUB_ORG'), 'SUB_ORG']);
      }
      for (const [bit, token, type] of principals) {
        const target = await create(ctx.ownerToken, { ...sample('EMAIL'), name: `target for ${bit}`, permissions: { level: 'PUBLIC' } });
        const routes: Array<[string, string, string, unknown]> = [
          ['create', 'POST', '/connector', { ...sample('MANUAL'), permissions: { level: 'PRIVATE' } }],
          ['read', 'GET', '/connector', undefined],
          ['read', 'GET', `/connector/${target}`, undefined],
          ['write', 'PUT', `/connector/${target}`, { name: 'x' }],
          ['delete', 'DELETE', `/connector/${target}`, undefined],
        ];
        for (const [needs, method, path, body] of routes) {
          const r = await ctx.request(method, path, { token, body });
          if (needs !== bit) {
            assert.equal(r.status, 403, `${method} ${path} with only ${bit}`);
            assert.match(r.body.message, new RegExp(`lacks the permission connector\\.${needs}`));
          } else if (type === 'SUB_ORG' && (method === 'PUT' || method === 'DELETE')) {
            assert.equal(r.status, 403, 'the bit is there, but the organization’s PUBLIC connector is read-only to a sub-organization');
            assert.match(r.body.message, /belongs to the organization/);
          } else {
            assert.ok(r.status === 200 || r.status === 201, `${method} ${path} with ${bit}: ${r.status} ${JSON.stringify(r.body)}`);
          }
        }
      }
      const [userCreate] = principals;
      assert.equal((await ctx.request('POST', '/connector', { token: userCreate![1], body: sample('MANUAL') })).status, 201);
      const foreign = await ctx.request('GET', `/connector/${ids.otherOrg}`, { token: userCreate![1] });
      assert.equal(foreign.status, 403, 'the bit is checked before the connector is looked up');
    });

    it('refuses to delete a connector that pipelines or templates use (409 naming them), then deletes it', async () => {
      const db = ctx.database.db;
      const org = ctx.org.organization.id;
      const input = await create(ctx.ownerToken, { ...sample('OBJSTORE'), name: 'Used input' });
      const output = await create(ctx.ownerToken, { ...sample('EMAIL'), name: 'Used output' });
      const audit = { createdAt: new Date(), updatedAt: new Date() };
      const pipelineId = newId();
      const templateId = newId();
      await db.insert(pipelines).values({ id: pipelineId, organizationId: org, name: 'Daily orders', configuration: {}, inputConnectorId: input, outputConnectorId: output, ...audit });
      await db.insert(pipelineTemplates).values({ id: templateId, organizationId: org, name: 'Orders template', body: {}, outputConnectorId: output, ...audit });

      const r1 = await ctx.request('DELETE', `/connector/${input}`);
      assert.equal(r1.status, 409);
      assert.equal(r1.body.code, 'CONNECTOR_IN_USE');
      assert.equal(r1.body.message, `connector "Used input" is used by pipeline "Daily orders" (${pipelineId}); remove it from them before deleting it`);
      const r2 = await ctx.request('DELETE', `/connector/${output}`);
      assert.equal(r2.status, 409);
      assert.match(r2.body.message, /used by pipeline "Daily orders" .* and pipeline template "Orders template"/);
      assert.deepEqual(r2.body.details, [{ pipelines: [{ id: pipelineId, name: 'Daily orders' }], pipeline_templates: [{ id: templateId, name: 'Orders template' }], others: 0 }]);
      assert.ok(r2.body.request_id);
      assert.equal((await ctx.request('GET', `/connector/${output}`)).status, 200, 'still there');

      await db.update(pipelines).set({ inputConnectorId: null, outputConnectorId: null }).where(eq(pipelines.id, pipelineId));
      assert.equal((await ctx.request('DELETE', `/connector/${input}`)).status, 200);
      await db.delete(pipelineTemplates).where(eq(pipelineTemplates.id, templateId));
      const ok = await ctx.request('DELETE', `/connector/${output}`);
      assert.equal(ok.status, 200);
      assert.deepEqual(ok.body, { message: `connector "Used output" (${output}) was deleted` }, 'SPEC: { "message": string }, not wrapped in data');
      assert.equal((await ctx.request('GET', `/connector/${output}`)).status, 404);
    });

    it('names only the pipelines the caller can see and guards PUBLIC → PRIVATE under sub-organizations’ pipelines', async () => {
      const db = ctx.database.db;
      const org = ctx.org.organization.id;
      const audit = { createdAt: new Date(), updatedAt: new Date() };
      const aConnector = await create(subA, { ...sample('MANUAL'), name: 'A upload', permissions: { level: 'PRIVATE' } });
      const orgPipeline = newId();
      await db.insert(pipelines).values({ id: orgPipeline, organizationId: org, name: 'Secret org pipeline', configuration: {}, inputConnectorId: aConnector, ...audit });
      const hidden = await ctx.request('DELETE', `/connector/${aConnector}`, { token: subA });
      assert.equal(hidden.status, 409);
      assert.equal(hidden.body.message, 'connector "A upload" is used by 1 other pipeline or template; remove it from them before deleting it');
      assert.ok(!JSON.stringify(hidden.body).includes('Secret org pipeline'));
      await db.delete(pipelines).where(eq(pipelines.id, orgPipeline));

      const shared = await create(ctx.ownerToken, { ...sample('OBJSTORE'), name: 'Shared bucket' });
      const subPipeline = newId();
      await db.insert(pipelines).values({ id: subPipeline, organizationId: org, subOrganizationId: subAId, name: 'A pipeline', configuration: {}, inputConnectorId: shared, ...audit });
      const priv = await ctx.request('PUT', `/connector/${shared}`, { body: { permissions: { level: 'PRIVATE' } } });
      assert.equal(priv.status, 409);
      assert.match(priv.body.message, /used by pipeline "A pipeline" .*sub-organizations would lose it if it became PRIVATE/);
      assert.equal((await ctx.request('GET', `/connector/${shared}`, { token: subA })).status, 200, 'still shared');
      const rename = await ctx.request('PUT', `/connector/${shared}`, { body: { name: 'Shared bucket 2', permissions: { level: 'PUBLIC' } } });
      assert.equal(rename.status, 200, 'other changes are fine');
      await db.delete(pipelines).where(eq(pipelines.id, subPipeline));
      assert.equal((await ctx.request('PUT', `/connector/${shared}`, { body: { permissions: { level: 'PRIVATE' } } })).status, 200);
      assert.equal((await ctx.request('GET', `/connector/${shared}`, { token: subA })).status, 404, 'no longer shared');
    });

    it('validates sub-organizations’ requests like anyone’s', async () => {
      const r = await ctx.request('POST', '/connector', { token: subA, body: withConfig('FTP', { host: 'ftp://x' }, { permissions: { level: 'PRIVATE' } }) });
      assert.equal(r.status, 400);
      assert.match(r.body.message, /^body\.configuration\.host/);
    });
  });
}
