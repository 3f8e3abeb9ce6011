/**
 * Fairness among tenants (docs/operations.md "Fairness"): per-organization concurrency (pg-boss
 * groups) — with FERRY_ORG_CONCURRENCY=1 and two worker slots, one organization's executions never
 * run at the same time, and another organization's execution runs meanwhile instead of waiting for
 * the first one's queue to drain; and among one organization's customers — a sub-organization's
 * single file is taken before the rest of a sibling's long queue (counted in start order, never
 * timed), and one sub-organization runs at most FERRY_SUB_ORG_CONCURRENCY executions at once.
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
  return (await uploadMany(ctx, token, connector, [content]))[0]!;
}

/** One upload request with a file per content; answers the executions' ids. */
async function uploadMany(ctx: TestContext, token: string, connector: string, contents: string[]) {
  const boundary = 'fair';
  const parts = contents.map((content, i) => `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="orders-${i + 1}.csv"\r\nContent-Type: text/csv\r\n\r\n${content}\r\n`);
  const payload = Buffer.from(`${parts.join('')}--${boundary}--\r\n`);
  const r = await ctx.request('POST', `/connector/${connector}/upload`, { token, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return (r.body.data as Array<{ id: string }>).map((e) => e.id);
}

/** Sub-organizations `names` of the context's organization, each with its own token. */
async function customers(ctx: TestContext, names: string[]): Promise<string[]> {
  const tokens: string[] = [];
  for (const name of names) {
    const r = await ctx.request('POST', '/sub-organization', { body: { name, identifier: name.toLowerCase().replace(/\W+/g, '-') } });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    tokens.push(await ctx.token(name.toLowerCase().replace(/\W+/g, '-'), 'SUB_ORG'));
  }
  return tokens;
}

type Run = { id: string; created_at: string; started_at: string };

/**
 * How many of `ids` were started while the execution `id` waited: after it was queued (its
 * created_at) and before it started. What ran or waited before it was queued does not count.
 */
function overtook(all: Run[], ids: string[], id: string): number {
  const mine = all.find((e) => e.id === id)!;
  const [queued, started] = [Date.parse(mine.created_at), Date.parse(mine.started_at)];
  return all.filter((e) => ids.includes(e.id) && Date.parse(e.started_at) >= queued && Date.parse(e.started_at) < started).length;
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

for (const kind of databaseKinds()) {
  describe(`fairness among sub-organizations (${kind})`, () => {
    let receiver: Receiver;
    before(async () => {
      receiver = await startReceiver();
    });
    after(async () => {
      await receiver.close();
    });

    it('takes a customer’s single file before the rest of a sibling’s queue, and another organization’s too (one worker slot; start order counted)', async () => {
      const ctx = await createTestContext(kind, { runtime: true, env: { FERRY_NETWORK_ALLOW_LIST: '127.0.0.1', FERRY_WORKER_CONCURRENCY: '1' } });
      try {
        const [a, b] = await customers(ctx, ['Customer A', 'Customer B']);
        const other = await ctx.otherOrganization();
        const inputA = await setUp(ctx, a!, receiver);
        const inputB = await setUp(ctx, b!, receiver);
        const inputOther = await setUp(ctx, other.ownerToken, receiver);
        // A queues 12 files in one request (the most a request or a mail takes is 20), then B sends one, then another organization.
        const idsA = await uploadMany(ctx, a!, inputA, Array.from({ length: 12 }, (_, i) => orders(200 + i)));
        const idB = await upload(ctx, b!, inputB, orders(50));
        const idOther = await upload(ctx, other.ownerToken, inputOther, orders(50));
        const done = [];
        for (const id of idsA) done.push(await ctx.waitForExecution(id, 180_000, a));
        done.push(await ctx.waitForExecution(idB, 180_000, b));
        const o = await ctx.waitForExecution(idOther, 180_000, other.ownerToken);
        for (const e of [...done, o]) assert.equal(e.status, 'SUCCESSFUL', JSON.stringify(e));
        const all = [...done, o];
        const waitedB = overtook(all, idsA, idB);
        const waitedOther = overtook(all, idsA, idOther);
        console.log(`fairness: while customer B's file waited, ${waitedB} of customer A's queued executions started; while the other organization's waited, ${waitedOther} (first come, first served: every one A still had queued)`);
        // At most the one at the head of the queue when B's was queued (the same round: the older
        // first), and one more that a free slot took between B's execution being created and its
        // job being queued (the upload is stored first; counted from created_at, it looks like
        // waiting). First come, first served would have made B wait for all twelve.
        assert.ok(waitedB <= 2, `customer B waited while ${waitedB} of A's executions started`);
        assert.ok(waitedOther <= 2, `the other organization waited while ${waitedOther} of A's executions started`);
      } finally {
        await ctx.close();
      }
    });

    it('runs at most FERRY_SUB_ORG_CONCURRENCY of one customer’s executions at once, so a sibling’s file starts in the slot left', async () => {
      const ctx = await createTestContext(kind, { runtime: true, env: { FERRY_NETWORK_ALLOW_LIST: '127.0.0.1', FERRY_WORKER_CONCURRENCY: '2', FERRY_ORG_CONCURRENCY: '2', FERRY_SUB_ORG_CONCURRENCY: '1' } });
      try {
        const [a, b] = await customers(ctx, ['Customer A', 'Customer B']);
        const inputA = await setUp(ctx, a!, receiver);
        const inputB = await setUp(ctx, b!, receiver);
        const idsA = await uploadMany(ctx, a!, inputA, Array.from({ length: 6 }, (_, i) => orders(3_000 + i)));
        const idB = await upload(ctx, b!, inputB, orders(50));
        const done = [];
        for (const id of idsA) done.push(await ctx.waitForExecution(id, 180_000, a));
        const eb = await ctx.waitForExecution(idB, 180_000, b);
        for (const e of [...done, eb]) assert.equal(e.status, 'SUCCESSFUL', JSON.stringify(e));
        const spans = done.map((e) => [Date.parse(e.started_at), Date.parse(e.finished_at)] as const).sort((x, y) => x[0] - y[0]);
        for (let i = 1; i < spans.length; i++) assert.ok(spans[i]![0] >= spans[i - 1]![1], `customer A ran two executions at once: ${JSON.stringify(spans)}`);
        const waitedB = overtook([...done, eb], idsA, idB);
        console.log(`fairness: with FERRY_SUB_ORG_CONCURRENCY=1, ${waitedB} of customer A's executions started while customer B's file waited`);
        // B's is taken by the slot A may not use; at most one of A's starts in the other meanwhile.
        assert.ok(waitedB <= 1, `customer B waited while ${waitedB} of A's executions started, although a slot was free`);
      } finally {
        await ctx.close();
      }
    });
  });
}
