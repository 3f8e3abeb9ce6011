/** Pipeline templates (SPEC.md §Pipeline template) and pipelines created from them. */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { databaseKinds } from './helpers/database.ts';
import { customersTdm, seedConnector } from './helpers/seed.ts';

for (const kind of databaseKinds()) {
  describe(`pipeline templates (${kind})`, () => {
    let ctx: TestContext;
    let input: string;
    let output: string;
    let tdmId: string;
    const startsOn = new Date(Date.now() + 7 * 86_400_000).toISOString();
    before(async () => {
      ctx = await createTestContext(kind);
      input = await seedConnector(ctx, { type: 'INPUT' });
      output = await seedConnector(ctx, { type: 'OUTPUT' });
      tdmId = (await ctx.request('POST', '/tdm', { body: customersTdm() })).body.data.id;
    });
    after(() => ctx.close());

    const sample = () => ({
      name: 'Monthly customer import',
      pipeline_name: 'Customer import',
      input_connectors: [input],
      output_connectors: [output],
      tdm: tdmId,
      developer_mode: 1,
      schedule_config: { frequency: 'MONTHLY', interval: 1, starts_on: startsOn },
      error_config: { error_threshold: 5 },
    });

    it('creates, reads, lists, updates and deletes templates with the SPEC fields', async () => {
      const r = await ctx.request('POST', '/pipeline-template', { body: sample() });
      assert.equal(r.status, 201, JSON.stringify(r.body));
      const t = r.body.data;
      assert.equal(t.pipeline_name, 'Customer import');
      assert.deepEqual(t.input_connectors, [input]);
      assert.equal(t.tdm, tdmId);
      assert.equal(t.developer_mode, true);
      assert.deepEqual(t.schedule_config, { frequency: 'MONTHLY', interval: 1, starts_on: startsOn, ends_on: null });
      assert.deepEqual(t.error_config, { error_threshold: 5, invalid_rows: 'EXCLUDE' });
      assert.equal(t.mapping_config, null, 'not set by this template');
      assert.deepEqual((await ctx.request('GET', `/pipeline-template/${t.id}`)).body.data, t);
      const list = await ctx.request('GET', '/pipeline-template');
      assert.deepEqual(Object.keys(list.body.data[0]).sort(), ['created_at', 'created_by', 'id', 'name', 'permissions', 'pipeline_name', 'updated_at', 'updated_by']);
      assert.deepEqual(t.permissions, { level: 'PRIVATE' }, 'PRIVATE unless offered');
      const u = await ctx.request('PUT', `/pipeline-template/${t.id}`, { body: { pipeline_name: 'Customers v2', error_config: { error_threshold: 1 } } });
      assert.equal(u.status, 200);
      assert.equal(u.body.data.pipeline_name, 'Customers v2');
      assert.equal(u.body.data.tdm, tdmId, 'partial update keeps the rest');
      const d = await ctx.request('DELETE', `/pipeline-template/${t.id}`);
      assert.equal(d.status, 200);
      assert.equal((await ctx.request('GET', `/pipeline-template/${t.id}`)).status, 404);
    });

    it('checks references and rules like a pipeline, naming the field', async () => {
      const wrongType = await ctx.request('POST', '/pipeline-template', { body: { ...sample(), input_connectors: [output] } });
      assert.equal(wrongType.status, 400);
      assert.match(wrongType.body.message, /^body\.input_connectors\[0\]/);
      const past = await ctx.request('POST', '/pipeline-template', { body: { ...sample(), schedule_config: { frequency: 'DAILY', interval: 1, starts_on: '2021-01-01T00:00:00Z' } } });
      assert.equal(past.status, 400);
      assert.match(past.body.message, /schedule_config\.starts_on/);
      const unknown = await ctx.request('POST', '/pipeline-template', { body: { ...sample(), colour: 'blue' } });
      assert.equal(unknown.status, 400);
    });

    it('creates a pipeline from a template, the body overriding it; the template in use cannot be deleted', async () => {
      const t = (await ctx.request('POST', '/pipeline-template', { body: sample() })).body.data;
      const p = await ctx.request('POST', '/pipeline', { body: { template_id: t.id, configuration: { error_config: { error_threshold: 9 } } } });
      assert.equal(p.status, 201, JSON.stringify(p.body));
      assert.equal(p.body.data.name, 'Customer import');
      assert.equal(p.body.data.template_id, t.id);
      assert.equal(p.body.data.draft, false);
      assert.equal(p.body.data.configuration.developer_mode, true);
      assert.equal(p.body.data.configuration.error_config.error_threshold, 9);
      assert.equal(p.body.data.configuration.schedule_config.frequency, 'MONTHLY');
      const del = await ctx.request('DELETE', `/pipeline-template/${t.id}`);
      assert.equal(del.status, 409);
      assert.match(del.body.message, /Customer import/);
      const missing = await ctx.request('POST', '/pipeline', { body: { template_id: '019a0000-0000-7000-8000-00000000dead' } });
      assert.equal(missing.status, 400);
      assert.match(missing.body.message, /template_id/);
    });

    it('keeps sub-organizations to their own templates and the organization\'s PRIVATE ones', async () => {
      const t = (await ctx.request('POST', '/pipeline-template', { body: { ...sample(), name: 'Org template' } })).body.data;
      await ctx.request('POST', '/sub-organization', { body: { name: 'S', identifier: 's' } });
      const sub = await ctx.token('s', 'SUB_ORG');
      assert.equal((await ctx.request('GET', `/pipeline-template/${t.id}`, { token: sub })).status, 404);
      const own = await ctx.request('POST', '/pipeline-template', { token: sub, body: { name: 'Mine' } });
      assert.equal(own.status, 201);
      assert.deepEqual((await ctx.request('GET', '/pipeline-template', { token: sub })).body.data.map((x: { id: string }) => x.id), [own.body.data.id]);
    });

    it('a PUBLIC template is offered to sub-organizations, which create their own pipeline from it in one request', async () => {
      const sharedIn = await seedConnector(ctx, { type: 'INPUT', level: 'PUBLIC', name: 'Shared uploads' });
      const sharedOut = await seedConnector(ctx, { type: 'OUTPUT', level: 'PUBLIC', name: 'Shared delivery' });
      const publicTdm = (await ctx.request('POST', '/tdm', { body: { ...customersTdm('PUBLIC'), name: 'Shared customers' } })).body.data.id;
      const mapping_config = { mode: 'DEFAULT', mappings: [{ source_columns: ['Mail'], target_column: 'email' }] };
      const body = { name: 'Customer feed', pipeline_name: 'My customer feed', input_connectors: [sharedIn], output_connectors: [sharedOut], tdm: publicTdm, mapping_config, permissions: { level: 'PUBLIC' } };

      // A PUBLIC template naming a PRIVATE connector or TDM could not be used by a sub-organization.
      const refused = await ctx.request('POST', '/pipeline-template', { body: { ...body, output_connectors: [output], tdm: tdmId } });
      assert.equal(refused.status, 400);
      assert.match(refused.body.message, /output connector ".*" is PRIVATE: sub-organizations cannot use it; make it PUBLIC first/);
      assert.match(refused.body.message, /target data model "Customers" is PRIVATE/);
      assert.deepEqual(refused.body.details.map((d: { field: string }) => d.field).sort(), ['output_connectors', 'tdm']);

      const offered = await ctx.request('POST', '/pipeline-template', { body });
      assert.equal(offered.status, 201, JSON.stringify(offered.body));
      assert.deepEqual(offered.body.data.permissions, { level: 'PUBLIC' });
      const privateOne = (await ctx.request('POST', '/pipeline-template', { body: { ...sample(), name: 'Internal only' } })).body.data;

      await ctx.request('POST', '/sub-organization', { body: { name: 'Offered', identifier: 'offered' } });
      const sub = await ctx.token('offered', 'SUB_ORG');
      const seen = await ctx.request('GET', '/pipeline-template?limit=100', { token: sub });
      assert.deepEqual(seen.body.data.map((x: { name: string }) => x.name), ['Customer feed'], 'the PUBLIC template, not the PRIVATE one');
      assert.equal((await ctx.request('GET', `/pipeline-template/${privateOne.id}`, { token: sub })).status, 404);
      assert.equal((await ctx.request('PUT', `/pipeline-template/${offered.body.data.id}`, { token: sub, body: { name: 'Taken over' } })).status, 403, 'read-only to sub-organizations');
      // One request makes the customer's own, complete pipeline on the shared connectors.
      const made = await ctx.request('POST', '/pipeline', { token: sub, body: { template_id: offered.body.data.id, name: 'My customer feed', active: true } });
      assert.equal(made.status, 201, JSON.stringify(made.body));
      assert.equal(made.body.data.draft, false);
      assert.deepEqual(made.body.data.configuration.input_connectors, [sharedIn]);
      assert.deepEqual(made.body.data.configuration.mapping_config.mappings[0].source_columns, ['Mail']);
      assert.equal(made.body.data.created_by.type, 'SUB_ORG');
      // A sub-organization cannot offer templates itself.
      const own = await ctx.request('POST', '/pipeline-template', { token: sub, body: { name: 'Mine too', permissions: { level: 'PUBLIC' } } });
      assert.equal(own.status, 400);
      // What customers use stays shared: making the connector or the model PRIVATE is refused, naming why.
      const connectorBack = await ctx.request('PUT', `/connector/${sharedOut}`, { body: { permissions: { level: 'PRIVATE' } } });
      assert.equal(connectorBack.status, 409);
      assert.match(connectorBack.body.message, /sub-organizations would lose it/);
      const tdmBack = await ctx.request('PUT', `/tdm/${publicTdm}`, { body: { permissions: { level: 'PRIVATE' } } });
      assert.equal(tdmBack.status, 409);
      assert.match(tdmBack.body.message, /pipeline "My customer feed", pipeline template "Customer feed"; sub-organizations would lose it/);
      // Filter by visibility.
      const publicOnes = await ctx.request('GET', '/pipeline-template?filters=' + encodeURIComponent(JSON.stringify({ permission_level: 'PUBLIC' })));
      assert.deepEqual(publicOnes.body.data.map((x: { name: string }) => x.name), ['Customer feed']);
    });
  });
}
