/** GET /metrics: Prometheus text, only with FERRY_METRICS_TOKEN and its bearer token. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { executions } from '../src/db/schema.ts';
import { newId } from '../src/domain/ids.ts';
import { createTestContext } from './helpers/context.ts';
import { databaseKinds } from './helpers/database.ts';

const TOKEN = 'metrics-token-0123456789';

for (const kind of databaseKinds()) {
  describe(`metrics (${kind})`, () => {
    it('serves request latency by route and execution, queue, row and delivery figures, to the metrics token only', async () => {
      const ctx = await createTestContext(kind, { runtime: true, workers: false, env: { FERRY_METRICS_TOKEN: TOKEN } });
      try {
        const tdm = (await ctx.request('POST', '/tdm', { body: { name: 'M', columns: [{ key: 'a', label: 'a', columnType: 'string' }] } })).body.data.id;
        const input = (await ctx.request('POST', '/connector', { body: { name: 'in', type: 'INPUT', node_type: 'MANUAL' } })).body.data.id;
        const output = (await ctx.request('POST', '/connector', { body: { name: 'out', type: 'OUTPUT', node_type: 'MANUAL' } })).body.data.id;
        const pipeline = (await ctx.request('POST', '/pipeline', { body: { name: 'M', configuration: { input_connectors: [input], output_connectors: [output], tdm } } })).body.data.id;
        const now = ctx.clock.now();
        const row = (status: 'SUCCESSFUL' | 'FAILED', ms: number, rows: number) => ({
          id: newId(), organizationId: ctx.org.organization.id, pipelineId: pipeline, status, triggerType: 'MANUAL' as const, snapshot: {},
          finishedAt: now, durationMs: ms, stats: { rows, output_rows: rows, cells: rows, erroneous_cells: 0, error_percentage: 0 },
        });
        await ctx.database.db.insert(executions).values([row('SUCCESSFUL', 1000, 10), row('SUCCESSFUL', 3000, 20), row('FAILED', 5000, 5)]);
        assert.equal((await ctx.request('GET', '/pipeline')).status, 200);

        const scrape = (authorization?: string) => ctx.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
        assert.equal((await scrape()).statusCode, 401);
        assert.equal((await scrape('Bearer wrong-token-0000000000')).statusCode, 401);
        const r = await scrape(`Bearer ${TOKEN}`);
        assert.equal(r.statusCode, 200);
        assert.match(String(r.headers['content-type']), /text\/plain/);
        const text = r.body;
        assert.match(text, /ferry_http_request_duration_seconds_count\{method="GET",route="\/dp\/api\/v1\/pipeline",status_code="200"\} 1/);
        assert.match(text, /ferry_executions\{status="SUCCESSFUL"\} 2/);
        assert.match(text, /ferry_executions\{status="FAILED"\} 1/);
        assert.match(text, /ferry_execution_duration_seconds\{quantile="0\.5"\} 3\b/);
        assert.match(text, /ferry_execution_duration_seconds_count 3/);
        assert.match(text, /ferry_rows_processed_total 35/);
        assert.match(text, /ferry_queue_depth 0/);
        assert.match(text, /ferry_delivery_retries_total 0/);
        // The context's request above read its principal (the cache starts listening with it).
        assert.match(text, /ferry_principal_cache_requests_total\{result="miss"\} [1-9]/);
        assert.match(text, /ferry_principal_cache_active [01]/);
        assert.match(text, /ferry_process_resident_memory_bytes/);
      } finally {
        await ctx.close();
      }
      // Without the setting there is no metrics route.
      const plain = await createTestContext(kind);
      try {
        assert.equal((await plain.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode, 404);
      } finally {
        await plain.close();
      }
    });
  });
}
