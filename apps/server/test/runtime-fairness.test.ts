/**
 * Per-organization concurrency (pg-boss groups): with FERRY_ORG_CONCURRENCY=1 and two worker
 * slots, one organization's executions never run at the same time, and another organization's
 * execution runs meanwhile instead of waiting for the first one's queue to drain.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { databaseKinds } from './helpers/database.ts';
import { startReceiver, type Receiver } from './helpers/receiver.ts';

function orders(rows: number): string {
  const lines = ['order_id,email,amount'];
  for (let i = 1; i <= rows; i++) lines.push(`O${i},buyer${i % 977}@example.com,${(i % 1000) / 10}`);
  return lines.join('\n') + '\n';
}

async function setUp(ctx: TestContext, token: string, receiver: Receiver) {
  const call = (path: string, body: unknown) => ctx.request('POST', path, { token, body });
  const tdm = (await call('/tdm', { name: 'Orders', columns: [{ key: 'order_id', label: 'Order', columnType: 'string', validations: [{ validate: 'unique' }] }, { key: 'email', label: 'E-mail', columnType: 'email' }, { key: 'amount', label: 'Amount', columnType: 'float' }] })).body.data.id;
  const input = (await call('/connector', { name: 'Uploads', type: 'INPUT', node_type: 'MANUAL', configuration: {} })).body.data.id;
  const output = (await call('/connector', { name: 'Out', type: 'OUTPUT', node_type: 'HTTP', configuration: { url: `${receiver.url}/in` } })).body.data.id;
  const p = await call('/pipeline', { name: 'Orders', configuration: { input_connectors: [input], output_connectors: [output], tdm } });
  assert.equal(p.status, 201, JSON.stringify(p.body));
  return input as string;
}

async function upload(ctx: TestContext, token: string, connector: string, content: string) {
  const boundary = 'fair';
  const payload = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="orders.csv"\r\nContent-Type: text/csv\r\n\r\n${content}\r\n--${boundary}--\r\n`);
  const r = await ctx.request('POST', `/connector/${connector}/upload`, { token, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body.data[0].id as string;
}

for (const kind of databaseKinds()) {
  describe(`per-organization concurrency (${kind})`, () => {
    let ctx: TestContext;
    let receiver: Receiver;
    before(async () => {
      ctx = await createTestContext(kind, { runtime: true, env: { FERRY_NETWORK_ALLOW_LIST: '127.0.0.1', FERRY_WORKER_CONCURRENCY: '2', FERRY_ORG_CONCURRENCY: '1' } });
      receiver = await startReceiver();
    });
    after(async () => {
      await ctx.close();
      await receiver.close();
    });

    it('runs one organization’s executions one at a time while another organization’s runs alongside', async () => {
      const other = await ctx.otherOrganization();
      const inputA = await setUp(ctx, ctx.ownerToken, receiver);
      const inputB = await setUp(ctx, other.ownerToken, receiver);
      const big = orders(60_000);
      const idsA = [];
      for (let i = 0; i < 3; i++) idsA.push(await upload(ctx, ctx.ownerToken, inputA, big));
      const idB = await upload(ctx, other.ownerToken, inputB, orders(2_000));
      const a = [];
      for (const id of idsA) a.push(await ctx.waitForExecution(id, 180_000));
      const b = await ctx.waitForExecution(idB, 180_000, other.ownerToken);
      for (const e of [...a, b]) assert.equal(e.status, 'SUCCESSFUL', JSON.stringify(e));
      const span = (e: { started_at: string; finished_at: string }) => [Date.parse(e.started_at), Date.parse(e.finished_at)] as const;
      const spans = a.map(span).sort((x, y) => x[0] - y[0]);
      for (let i = 1; i < spans.length; i++) {
        assert.ok(spans[i]![0] >= spans[i - 1]![1], `organization A ran two executions at once: ${JSON.stringify(spans)}`);
      }
      const [bStart, bEnd] = span(b);
      assert.ok(bEnd < spans[spans.length - 1]![1], 'organization B did not wait for A’s queue to drain');
      assert.ok(spans.some(([s, e]) => s < bEnd && bStart < e), 'B ran alongside one of A’s executions');
    });
  });
}
