/**
 * Whose pipelines a file starts (docs/authentication.md "Whose pipelines a file starts"): an
 * upload, a push or a mail starts only the pipelines of the tenant that sent it. The organization's
 * PUBLIC connectors feed the organization's pipelines and its sub-organizations' too; an
 * organization user's upload to such a connector once ran in every sub-organization's pipeline,
 * and a sub-organization then downloaded the organization's rows through GET /execution/{id}/output.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { databaseKinds } from './helpers/database.ts';
import { upload } from './helpers/upload.ts';

const ORG_ROW = 'org-only-secret-row';

for (const kind of databaseKinds()) {
  describe(`whose pipelines a file starts (${kind})`, () => {
    let ctx: TestContext;
    let shared: string;
    let pushed: { id: string; secret: string };
    const pipelines: Record<'org' | 'a' | 'b', string> = { org: '', a: '', b: '' };
    const pushPipelines: Record<'org' | 'a', string> = { org: '', a: '' };
    const tokens: Record<'a' | 'b', string> = { a: '', b: '' };

    /** The tenant's own MANUAL output and a pipeline reading `input` (the organization's PUBLIC TDM). */
    async function pipelineOf(token: string | undefined, name: string, input: string, tdm: string): Promise<string> {
      const output = await ctx.request('POST', '/connector', { token, body: { name: `${name} downloads`, type: 'OUTPUT', node_type: 'MANUAL', configuration: {} } });
      assert.equal(output.status, 201, JSON.stringify(output.body));
      const p = await ctx.request('POST', '/pipeline', { token, body: { name, configuration: { input_connectors: [input], output_connectors: [output.body.data.id], tdm } } });
      assert.equal(p.status, 201, JSON.stringify(p.body));
      return p.body.data.id;
    }

    before(async () => {
      ctx = await createTestContext(kind, { runtime: true });
      const tdm = await ctx.request('POST', '/tdm', { body: { name: 'Orders', permissions: { level: 'PUBLIC' }, columns: [{ key: 'order', label: 'Order', columnType: 'string' }, { key: 'amount', label: 'Amount', columnType: 'float' }] } });
      assert.equal(tdm.status, 201, JSON.stringify(tdm.body));
      const input = await ctx.request('POST', '/connector', { body: { name: 'Shared uploads', type: 'INPUT', node_type: 'MANUAL', configuration: {}, permissions: { level: 'PUBLIC' } } });
      assert.equal(input.status, 201, JSON.stringify(input.body));
      shared = input.body.data.id;
      const push = await ctx.request('POST', '/connector', { body: { name: 'Shared pushes', type: 'INPUT', node_type: 'HTTP', configuration: { type: 'REACTIVE' }, permissions: { level: 'PUBLIC' } } });
      assert.equal(push.status, 201, JSON.stringify(push.body));
      pushed = { id: push.body.data.id, secret: push.body.data.inbound_secret };
      for (const sub of ['a', 'b'] as const) {
        const created = await ctx.request('POST', '/sub-organization', { body: { name: `Customer ${sub.toUpperCase()}`, identifier: `customer-${sub}` } });
        assert.equal(created.status, 201, JSON.stringify(created.body));
        tokens[sub] = await ctx.token(`customer-${sub}`, 'SUB_ORG');
      }
      pipelines.org = await pipelineOf(undefined, 'Organization orders', shared, tdm.body.data.id);
      pipelines.a = await pipelineOf(tokens.a, 'Customer A orders', shared, tdm.body.data.id);
      pipelines.b = await pipelineOf(tokens.b, 'Customer B orders', shared, tdm.body.data.id);
      pushPipelines.org = await pipelineOf(undefined, 'Organization pushes', pushed.id, tdm.body.data.id);
      pushPipelines.a = await pipelineOf(tokens.a, 'Customer A pushes', pushed.id, tdm.body.data.id);
    });
    after(async () => {
      await ctx?.close();
    });

    it('runs an organization user’s upload to a PUBLIC connector in the organization’s pipelines only; no sub-organization gets its rows', async () => {
      const r = await upload(ctx, shared, [{ name: 'org.csv', content: `order,amount\n${ORG_ROW},1\n`, type: 'text/csv' }]);
      assert.equal(r.status, 201, JSON.stringify(r.body));
      // What the probe did: each sub-organization downloads the output of every execution it has.
      for (const sub of ['a', 'b'] as const) {
        const mine = (await ctx.request('GET', '/execution', { token: tokens[sub], query: { limit: '100' } })).body.data as Array<{ id: string }>;
        for (const e of mine) {
          await ctx.waitForExecution(e.id, undefined, tokens[sub]);
          const out = await ctx.request('GET', `/execution/${e.id}/output`, { token: tokens[sub] });
          assert.doesNotMatch(out.raw.body, new RegExp(ORG_ROW), `sub-organization ${sub} downloaded the organization’s row through execution ${e.id}`);
        }
      }
      assert.deepEqual(r.body.data.map((e: { pipeline: { id: string } }) => e.pipeline.id), [pipelines.org], 'one execution, of the organization’s pipeline');
      const done = await ctx.waitForExecution(r.body.data[0].id);
      assert.equal(done.status, 'SUCCESSFUL', JSON.stringify(done));
      const rows = await ctx.request('GET', `/execution/${done.id}/output`);
      assert.equal(rows.status, 200);
      assert.match(rows.raw.body, new RegExp(ORG_ROW));
      // Every execution there is, seen as the organization: none ran in a customer's pipeline.
      const all = (await ctx.request('GET', '/execution', { query: { limit: '100' } })).body.data as Array<{ id: string; pipeline: { id: string } }>;
      assert.deepEqual(all.map((e) => e.pipeline.id), [pipelines.org]);
      for (const sub of ['a', 'b'] as const) {
        const mine = await ctx.request('GET', '/execution', { token: tokens[sub], query: { limit: '100' } });
        assert.deepEqual(mine.body.data, [], `sub-organization ${sub} has no execution`);
        const theirs = await ctx.request('GET', `/execution/${done.id}/output`, { token: tokens[sub] });
        assert.equal(theirs.status, 404, `sub-organization ${sub} cannot download the organization’s output`);
        assert.doesNotMatch(theirs.raw.body, new RegExp(ORG_ROW));
      }
    });

    it('runs a sub-organization’s upload to the same connector in its own pipeline only', async () => {
      const r = await upload(ctx, shared, [{ name: 'a.csv', content: 'order,amount\nA-1,2\n', type: 'text/csv' }], tokens.a);
      assert.equal(r.status, 201, JSON.stringify(r.body));
      assert.deepEqual(r.body.data.map((e: { pipeline: { id: string } }) => e.pipeline.id), [pipelines.a]);
      const done = await ctx.waitForExecution(r.body.data[0].id, undefined, tokens.a);
      assert.equal(done.status, 'SUCCESSFUL', JSON.stringify(done));
      assert.deepEqual((await ctx.request('GET', '/execution', { token: tokens.b, query: { limit: '100' } })).body.data, []);
    });

    it('runs a push to the organization’s PUBLIC REACTIVE connector in the organization’s pipelines only', async () => {
      const r = await ctx.request('POST', `/connector/${pushed.id}/data`, { token: null, payload: `order,amount\n${ORG_ROW}-pushed,3\n`, headers: { 'content-type': 'text/csv', 'x-ferry-connector-secret': pushed.secret, 'x-file-name': 'pushed.csv' } });
      assert.equal(r.status, 201, JSON.stringify(r.body));
      assert.deepEqual(r.body.data.map((e: { pipeline: { id: string } }) => e.pipeline.id), [pushPipelines.org]);
      await ctx.waitForExecution(r.body.data[0].id);
      assert.deepEqual((await ctx.request('GET', '/execution', { token: tokens.a, query: { limit: '100', filters: JSON.stringify({ pipeline: pushPipelines.a }) } })).body.data, []);
    });

    it('answers 409 NO_PIPELINE to a tenant without a pipeline of its own on the connector', async () => {
      const idle = await ctx.request('POST', '/connector', { body: { name: 'Customer-only uploads', type: 'INPUT', node_type: 'MANUAL', configuration: {}, permissions: { level: 'PUBLIC' } } });
      const tdm = (await ctx.request('GET', '/tdm')).body.data[0].id;
      await pipelineOf(tokens.b, 'Customer B only', idle.body.data.id, tdm);
      const r = await upload(ctx, idle.body.data.id, [{ name: 'org.csv', content: 'order,amount\nX,1\n', type: 'text/csv' }]);
      assert.equal(r.status, 409);
      assert.equal(r.body.code, 'NO_PIPELINE');
      assert.match(r.body.message, /of the organization's own/);
    });
  });
}
