/**
 * HTTP output in batches (`delivery_mode: BATCHES`) to a receiver that refuses requests over
 * 64 KB, as API gateways do: the whole file is refused (413), batches get through; each batch has
 * its own idempotency key and position; a failing batch is retried with backoff and resumes;
 * progress shows on the execution. On PGlite and PostgreSQL.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { databaseKinds } from './helpers/database.ts';
import { startReceiver, type Receiver } from './helpers/receiver.ts';
import { uploadCsv } from './helpers/upload.ts';

const LIMIT = 64 * 1024;
const ROWS = 2500;

function ordersCsv(rows: number): string {
  const lines = ['order_id,email,amount'];
  for (let i = 1; i <= rows; i++) lines.push(`ORD-${String(i).padStart(6, '0')},customer${i}@example.com,${(i * 37) % 1000}.5`);
  return lines.join('\n') + '\n';
}


for (const kind of databaseKinds()) {
  describe(`HTTP output in batches (${kind})`, () => {
    let ctx: TestContext;
    let receiver: Receiver;
    let input: string;
    let tdm: string;
    /** Rows the receiver accepted, by idempotency key (a repeat of a key is dropped). */
    const accepted = new Map<string, unknown[]>();
    let failNext = 0;

    before(async () => {
      receiver = await startReceiver((req, res) => {
        if (req.body.length > LIMIT) return void res.writeHead(413).end('request entity too large');
        if (failNext > 0) {
          failNext--;
          return void res.writeHead(503).end('busy');
        }
        const key = String(req.headers['idempotency-key']);
        if (!accepted.has(key)) accepted.set(key, JSON.parse(req.body.toString('utf8')));
        res.writeHead(200).end('ok');
      });
      ctx = await createTestContext(kind, { runtime: true, env: { FERRY_NETWORK_ALLOW_LIST: '127.0.0.1' } });
      tdm = (await ctx.request('POST', '/tdm', {
        body: { name: 'Orders', columns: [{ key: 'order_id', label: 'Order', columnType: 'string' }, { key: 'email', label: 'E-Mail', columnType: 'email' }, { key: 'amount', label: 'Amount', columnType: 'float' }] },
      })).body.data.id;
      input = (await ctx.request('POST', '/connector', { body: { name: 'Uploads', type: 'INPUT', node_type: 'MANUAL', configuration: {} } })).body.data.id;
    });
    after(async () => {
      await ctx.close();
      await receiver.close();
    });

    async function pipelineTo(configuration: Record<string, unknown>) {
      const out = await ctx.request('POST', '/connector', { body: { name: `Receiver ${Math.random()}`, type: 'OUTPUT', node_type: 'HTTP', configuration: { url: `${receiver.url}/rows`, ...configuration } } });
      assert.equal(out.status, 201, JSON.stringify(out.body));
      const p = await ctx.request('POST', '/pipeline', { body: { name: `P ${Math.random()}`, active: true, configuration: { input_connectors: [input], output_connectors: [out.body.data.id], tdm } } });
      assert.equal(p.status, 201);
      // One active pipeline per input at a time: the others are switched off.
      const others = (await ctx.request('GET', '/pipeline?limit=100')).body.data.filter((x: { id: string; active: boolean }) => x.id !== p.body.data.id && x.active);
      for (const o of others) await ctx.request('PUT', `/pipeline/${o.id}`, { body: { active: false } });
      return { connector: out.body.data, pipeline: p.body.data.id as string };
    }

    it('the whole file is refused by a size-limited receiver; batches get every row through exactly once', async () => {
      await pipelineTo({});
      const whole = await ctx.waitForExecution(await uploadCsv(ctx, input, 'orders.csv', ordersCsv(ROWS)), 60_000);
      assert.equal(whole.status, 'FAILED');
      assert.equal(whole.error.type, 'DESTINATION_UNRESPONSIVE');
      assert.match(whole.error.message, /413/);

      const { connector } = await pipelineTo({ delivery_mode: 'BATCHES', batch_size: 500 });
      assert.equal(connector.configuration.delivery_mode, 'BATCHES');
      assert.equal(connector.configuration.batch_size, 500);
      receiver.requests.length = 0;
      const id = await uploadCsv(ctx, input, 'orders.csv', ordersCsv(ROWS).replace('order_id,email', 'order_id,email').replace(/ORD-/g, 'B-'));
      const done = await ctx.waitForExecution(id, 60_000);
      assert.equal(done.status, 'SUCCESSFUL', JSON.stringify(done.error));
      assert.equal(done.output.batches, 5);
      assert.equal(done.output.batch_size, 500);
      const requests = receiver.requests.filter((r) => String(r.headers['idempotency-key']).startsWith(id));
      assert.deepEqual(requests.map((r) => r.headers['x-ferry-batch']), ['1/5', '2/5', '3/5', '4/5', '5/5']);
      assert.deepEqual(requests.map((r) => r.headers['idempotency-key']), [1, 2, 3, 4, 5].map((n) => `${id}:${n}`));
      assert.ok(requests.every((r) => r.body.length <= LIMIT && r.headers['content-type'] === 'application/json; charset=utf-8'));
      const rows = [1, 2, 3, 4, 5].flatMap((n) => accepted.get(`${id}:${n}`) as Array<{ order_id: string; amount: number }>);
      assert.equal(rows.length, ROWS);
      assert.equal(new Set(rows.map((r) => r.order_id)).size, ROWS, 'each row once');
      assert.deepEqual(rows[0], { order_id: 'B-000001', email: 'customer1@example.com', amount: 37.5 });
    });

    it('retries a failing batch with backoff and goes on from there', async () => {
      await pipelineTo({ delivery_mode: 'BATCHES', batch_size: 700 });
      receiver.requests.length = 0;
      failNext = 2;
      const id = await uploadCsv(ctx, input, 'orders.csv', ordersCsv(1050).replace(/ORD-/g, 'R-'));
      const done = await ctx.waitForExecution(id, 60_000);
      assert.equal(done.status, 'SUCCESSFUL', JSON.stringify(done.error));
      const batches = receiver.requests.filter((r) => String(r.headers['idempotency-key']).startsWith(id)).map((r) => r.headers['x-ferry-batch']);
      assert.deepEqual(batches, ['1/2', '1/2', '1/2', '2/2'], 'batch 1 twice refused (503), then accepted; batch 2 once');
      assert.equal((accepted.get(`${id}:1`) as unknown[]).length, 700);
      assert.equal((accepted.get(`${id}:2`) as unknown[]).length, 350);
    });

    it('refuses batch settings where they mean nothing', async () => {
      const a = await ctx.request('POST', '/connector', { body: { name: 'x', type: 'OUTPUT', node_type: 'HTTP', configuration: { url: 'https://a.example/x', batch_size: 10 } } });
      assert.equal(a.status, 400);
      assert.match(a.body.message, /batch_size is only for delivery_mode BATCHES/);
      const b = await ctx.request('POST', '/connector', { body: { name: 'x', type: 'OUTPUT', node_type: 'HTTP', configuration: { url: 'https://a.example/x', delivery_mode: 'BATCHES', batch_size: 20000 } } });
      assert.equal(b.status, 400);
      const c = await ctx.request('POST', '/connector', { body: { name: 'x', type: 'INPUT', node_type: 'HTTP', configuration: { type: 'PROACTIVE', url: 'https://a.example/x', delivery_mode: 'BATCHES' } } });
      assert.equal(c.status, 400);
      const d = await ctx.request('POST', '/connector', { body: { name: 'x', type: 'OUTPUT', node_type: 'HTTP', configuration: { url: 'https://a.example/x', delivery_mode: 'BATCHES' } } });
      assert.equal(d.status, 201);
      assert.equal(d.body.data.configuration.batch_size, 1000, 'the documented default');
    });
  });
}
