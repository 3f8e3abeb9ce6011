/** Execution records (SPEC.md §Execution; DESIGN.md §4): creation rules, reading, listing, visibility. */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { databaseKinds } from './helpers/database.ts';
import { customersTdm, seedConnector } from './helpers/seed.ts';

for (const kind of databaseKinds()) {
  describe(`execution records (${kind})`, () => {
    let ctx: TestContext;
    let pipeline: { id: string; name: string };
    before(async () => {
      ctx = await createTestContext(kind);
      const input = await seedConnector(ctx, { type: 'INPUT', nodeType: 'HTTP', configuration: { type: 'PROACTIVE', url: 'https://example.com/data.csv', method: 'GET' } });
      const output = await seedConnector(ctx, { type: 'OUTPUT' });
      const tdm = (await ctx.request('POST', '/tdm', { body: customersTdm() })).body.data;
      pipeline = (await ctx.request('POST', '/pipeline', { body: { name: 'Runnable', configuration: { input_connectors: [input], output_connectors: [output], tdm: tdm.id } } })).body.data;
    });
    after(() => ctx.close());

    it('creates a PROCESSING MANUAL execution answering {data:[…]}, and never reports success on its own', async () => {
      const r = await ctx.request('POST', '/execution', { body: { pipeline_id: pipeline.id } });
      assert.equal(r.status, 201, JSON.stringify(r.body));
      assert.ok(Array.isArray(r.body.data));
      const e = r.body.data[0];
      assert.equal(e.status, 'PROCESSING');
      assert.equal(e.trigger_type, 'MANUAL');
      assert.equal(e.pipeline_id, pipeline.id);
      assert.deepEqual(e.pipeline, { id: pipeline.id, name: 'Runnable' });
      assert.equal(e.error, null);
      assert.equal(e.rerun_of, null);
      assert.equal(e.created_by.id, ctx.org.owner.id);
      const got = await ctx.request('GET', `/execution/${e.id}`);
      assert.equal(got.status, 200);
      assert.equal(got.body.data.status, 'PROCESSING');
    });

    it('refuses draft and inactive pipelines with 409 and a message', async () => {
      const draft = (await ctx.request('POST', '/pipeline', { body: { name: 'Just a draft' } })).body.data;
      const r1 = await ctx.request('POST', '/execution', { body: { pipeline_id: draft.id } });
      assert.equal(r1.status, 409);
      assert.match(r1.body.message, /draft/);
      await ctx.request('PUT', `/pipeline/${pipeline.id}`, { body: { active: false } });
      const r2 = await ctx.request('POST', '/execution', { body: { pipeline_id: pipeline.id } });
      assert.equal(r2.status, 409);
      assert.match(r2.body.message, /inactive/);
      await ctx.request('PUT', `/pipeline/${pipeline.id}`, { body: { active: true } });
      const missing = await ctx.request('POST', '/execution', { body: { pipeline_id: '019a0000-0000-7000-8000-00000000beef' } });
      assert.equal(missing.status, 404);
      const bad = await ctx.request('POST', '/execution', { body: {} });
      assert.equal(bad.status, 400);
      assert.match(bad.body.message, /pipeline_id is required/);
    });

    it('lists executions with filters (pipeline, status, trigger_type) and sort', async () => {
      const other = (await ctx.request('POST', '/pipeline', { body: { name: 'Other', configuration: (await ctx.request('GET', `/pipeline/${pipeline.id}`)).body.data.configuration } })).body.data;
      await ctx.request('POST', '/execution', { body: { pipeline_id: other.id } });
      const byPipeline = await ctx.request('GET', '/execution', { query: { filters: JSON.stringify({ pipeline: other.id }) } });
      assert.equal(byPipeline.body.data.length, 1);
      assert.equal(byPipeline.body.data[0].pipeline.name, 'Other');
      const bracket = await ctx.request('GET', '/execution', { query: { 'filters[pipeline]': other.id, 'filters[status]': 'PROCESSING', 'filters[trigger_type]': 'MANUAL' } });
      assert.deepEqual(bracket.body.data.map((e: { id: string }) => e.id), byPipeline.body.data.map((e: { id: string }) => e.id));
      const none = await ctx.request('GET', '/execution', { query: { 'filters[status]': 'SUCCESSFUL' } });
      assert.equal(none.body.data.length, 0);
      const badStatus = await ctx.request('GET', '/execution', { query: { 'filters[status]': 'DONE' } });
      assert.equal(badStatus.status, 400);
      const asc = await ctx.request('GET', '/execution', { query: { sort: '{"created_at":"asc"}' } });
      const times = asc.body.data.map((e: { created_at: string }) => e.created_at);
      assert.deepEqual(times, [...times].sort());
      // The unfiltered list (one prepared query with a window count) counts as the filtered one does.
      const all = await ctx.request('GET', '/execution', { query: { limit: '1' } });
      const everyStatus = await ctx.request('GET', '/execution', { query: { limit: '1', 'filters[trigger_type]': 'MANUAL' } });
      assert.match(String(all.headers['x-total-count']), /^[1-9]\d*$/);
      assert.equal(all.headers['x-total-count'], everyStatus.headers['x-total-count']);
      const beyond = await ctx.request('GET', '/execution', { query: { offset: '1000' } });
      assert.deepEqual(beyond.body.data, []);
      assert.equal(beyond.headers['x-total-count'], all.headers['x-total-count'], 'a page beyond the end still gives the total');
    });

    it('lists executions in a time window (created_from inclusive, created_before exclusive); a bad instant is a 400 naming it', async () => {
      const { eq } = await import('drizzle-orm');
      const { executions } = await import('../src/db/schema.ts');
      const windowed = (await ctx.request('POST', '/pipeline', { body: { name: 'Windowed', configuration: (await ctx.request('GET', `/pipeline/${pipeline.id}`)).body.data.configuration } })).body.data;
      const at = ['2026-11-20T23:59:59.999Z', '2026-11-21T00:00:00.000Z', '2026-11-21T12:00:00.000Z', '2026-11-22T00:00:00.000Z'];
      for (const time of at) {
        const e = (await ctx.request('POST', '/execution', { body: { pipeline_id: windowed.id } })).body.data[0];
        await ctx.database.db.update(executions).set({ createdAt: new Date(time) }).where(eq(executions.id, e.id));
      }
      const window = async (filters: Record<string, string>) => {
        const r = await ctx.request('GET', '/execution', { query: { filters: JSON.stringify({ pipeline: windowed.id, ...filters }), sort: '{"created_at":"asc"}' } });
        assert.equal(r.status, 200, JSON.stringify(r.body));
        return { times: r.body.data.map((e: { created_at: string }) => e.created_at), total: Number(r.headers['x-total-count']) };
      };
      // One UTC day: its first instant in, the next day's first instant out.
      assert.deepEqual(await window({ created_from: '2026-11-21T00:00:00Z', created_before: '2026-11-22T00:00:00Z' }), { times: at.slice(1, 3), total: 2 });
      // An offset names the same instant another way.
      assert.deepEqual((await window({ created_from: '2026-11-21T01:00:00+01:00' })).times, at.slice(1));
      assert.deepEqual((await window({ created_before: '2026-11-21T00:00:00.000Z' })).times, at.slice(0, 1));
      for (const bad of ['2026-11-21', 'yesterday', '2026-11-21T00:00:00', '2026-13-40T00:00:00Z', '2026-02-30T00:00:00Z']) {
        const r = await ctx.request('GET', '/execution', { query: { 'filters[created_from]': bad } });
        assert.equal(r.status, 400, bad);
        assert.match(r.body.message, /filter created_from must be an ISO 8601 date-time with its offset/);
      }
    });

    it('keeps executions to the tenant that owns the pipeline', async () => {
      const e = (await ctx.request('POST', '/execution', { body: { pipeline_id: pipeline.id } })).body.data[0];
      await ctx.request('POST', '/sub-organization', { body: { name: 'S', identifier: 's' } });
      const sub = await ctx.token('s', 'SUB_ORG');
      assert.equal((await ctx.request('GET', `/execution/${e.id}`, { token: sub })).status, 404);
      assert.equal((await ctx.request('POST', '/execution', { token: sub, body: { pipeline_id: pipeline.id } })).status, 404);
      assert.equal((await ctx.request('GET', '/execution', { token: sub })).body.data.length, 0);
      const other = await ctx.otherOrganization();
      assert.equal((await ctx.request('GET', `/execution/${e.id}`, { token: other.ownerToken })).status, 404);
    });
  });
}
