/**
 * What changed since the last delivery (docs/executions.md), through the REST API on PGlite and
 * PostgreSQL: a feed of real CSV files uploaded one after the other to a pipeline whose TDM has a
 * key, delivering to an HTTP receiver in batches with `deliver: CHANGED` and the `_change` column;
 * the counts and removed keys on the execution, its report and the webhook, the grid's `change`
 * filter, and downloads; a TDM without a key compares nothing.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { databaseKinds } from './helpers/database.ts';
import { startReceiver, type Receiver } from './helpers/receiver.ts';
import { uploadCsv } from './helpers/upload.ts';

async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs = 30_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() - start > timeoutMs) assert.fail(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const COLUMNS = [
  { key: 'sku', label: 'SKU', columnType: 'string', validations: [{ validate: 'required' }] },
  { key: 'name', label: 'Name', columnType: 'string' },
  { key: 'price', label: 'Price', columnType: 'float' },
];
const DAY_1 = 'SKU,Name,Price\nA-1,Anchor,10.5\nB-2,Buoy,4\nC-3,Cleat,7.25\n';
// B-2's price changed, C-3 is gone, D-4 is new, A-1 is the same (in another place).
const DAY_2 = 'SKU,Name,Price\nB-2,Buoy,4.5\nD-4,Davit,120\nA-1,Anchor,10.5\n';

for (const kind of databaseKinds()) {
  describe(`changes since the last delivery (${kind})`, () => {
    let ctx: TestContext;
    let sink: Receiver;
    let hooks: Receiver;
    let input: string;
    let pipeline: string;

    const run = async (name: string, csv: string, to = input) => ctx.waitForExecution(await uploadCsv(ctx, to, name, csv));
    const batches = (id: string) => sink.requests.filter((r) => r.headers['x-ferry-execution-id'] === id).map((r) => JSON.parse(r.body.toString()));

    before(async () => {
      sink = await startReceiver();
      hooks = await startReceiver((_req, res) => void res.writeHead(204).end());
      ctx = await createTestContext(kind, { runtime: true, env: { FERRY_NETWORK_ALLOW_LIST: '127.0.0.1', FERRY_QUEUE_POLL_SECONDS: '1' } });
      const tdm = (await ctx.request('POST', '/tdm', { body: { name: 'Catalogue', columns: COLUMNS, key: ['sku'] } })).body.data.id;
      input = (await ctx.request('POST', '/connector', { body: { name: 'Catalogue uploads', type: 'INPUT', node_type: 'MANUAL', configuration: {} } })).body.data.id;
      const output = await ctx.request('POST', '/connector', {
        body: { name: 'Shop', type: 'OUTPUT', node_type: 'HTTP', configuration: { url: `${sink.url}/catalogue`, delivery_mode: 'BATCHES', batch_size: 2, deliver: 'CHANGED', change_column: true } },
      });
      assert.equal(output.status, 201, JSON.stringify(output.body));
      assert.equal(output.body.data.configuration.deliver, 'CHANGED');
      const p = await ctx.request('POST', '/pipeline', { body: { name: 'Catalogue feed', configuration: { input_connectors: [input], output_connectors: [output.body.data.id], tdm } } });
      assert.equal(p.status, 201, JSON.stringify(p.body));
      pipeline = p.body.data.id;
      await ctx.request('POST', '/webhook', { body: { url: `${hooks.url}/hook`, events: ['execution.succeeded'] } });
    });
    after(async () => {
      await ctx?.close();
      await sink?.close();
      await hooks?.close();
    });

    it('the first file: every row created and delivered with _change', async () => {
      const first = await run('day-1.csv', DAY_1);
      assert.equal(first.status, 'SUCCESSFUL', JSON.stringify(first.error));
      assert.deepEqual(first.stats.changes, { created: 3, updated: 0, unchanged: 0, removed: 0 });
      assert.deepEqual(first.changes, { key: ['sku'], previous_execution_id: null, removed_keys: [], removed_keys_truncated: false, duplicate_keys: 0 });
      const sent = batches(first.id);
      assert.deepEqual(sent.map((b) => b.rows.length), [2, 1]);
      assert.deepEqual(sent.flatMap((b) => b.rows.map((r: { sku: string; _change: string }) => `${r.sku}:${r._change}`)), ['A-1:created', 'B-2:created', 'C-3:created']);
      assert.equal(first.output.deliver, 'CHANGED');
    });

    it('the second file: only created and updated rows go, removed keys after them; counts on the record, report, webhook and grid', async () => {
      const second = await run('day-2.csv', DAY_2);
      assert.equal(second.status, 'SUCCESSFUL', JSON.stringify(second.error));
      assert.deepEqual(second.stats.changes, { created: 1, updated: 1, unchanged: 1, removed: 1 });
      assert.deepEqual(second.changes.removed_keys, [{ sku: 'C-3' }]);
      assert.notEqual(second.changes.previous_execution_id, null);
      assert.equal(second.output.rows, 2, 'two rows delivered');
      const sent = batches(second.id);
      assert.deepEqual(sent, [
        { rows: [{ sku: 'B-2', name: 'Buoy', price: 4.5, _change: 'updated' }, { sku: 'D-4', name: 'Davit', price: 120, _change: 'created' }], removed: [] },
        { rows: [], removed: [{ sku: 'C-3' }] },
      ]);
      const report = (await ctx.request('GET', `/execution/${second.id}/report`)).body.data;
      assert.deepEqual(report.changes.removed_keys, [{ sku: 'C-3' }]);
      const removed = await ctx.request('GET', `/execution/${second.id}/removed-keys`);
      assert.equal(removed.status, 200);
      assert.deepEqual(removed.body, [{ sku: 'C-3' }]);
      const hook = await until('execution.succeeded', async () => hooks.requests.map((r) => JSON.parse(r.body.toString())).find((m) => m.data.id === second.id));
      assert.deepEqual(hook.data.stats.changes, { created: 1, updated: 1, unchanged: 1, removed: 1 });
      assert.deepEqual(hook.data.changes.removed_keys, [{ sku: 'C-3' }]);

      // The grid: each output row's kind, and the change filter.
      const all = (await ctx.request('GET', `/execution/${second.id}/rows`)).body;
      assert.deepEqual(all.data.map((r: { row: number; change: string }) => [r.row, r.change]), [[2, 'updated'], [3, 'created'], [4, 'unchanged']]);
      const updated = await ctx.request('GET', `/execution/${second.id}/rows`, { query: { change: 'updated' } });
      assert.equal(updated.status, 200, JSON.stringify(updated.body));
      assert.equal(updated.body.matched, 1);
      assert.equal(updated.body.data[0].values.sku, 'B-2');
      const created = (await ctx.request('GET', `/execution/${second.id}/rows`, { query: { change: 'created', sort: '{"price":"desc"}' } })).body;
      assert.deepEqual(created.data.map((r: { values: { sku: string } }) => r.values.sku), ['D-4']);

      // Downloads: everything by default; CHANGED and the column on request.
      const csv = await ctx.request('GET', `/execution/${second.id}/output`, { query: { format: 'csv', deliver: 'CHANGED', change_column: 'true' } });
      assert.equal(csv.status, 200);
      assert.equal(String(csv.body).trim().replace(/\r/g, ''), 'sku,name,price,_change\nB-2,Buoy,4.5,updated\nD-4,Davit,120,created');
      const json = await ctx.request('GET', `/execution/${second.id}/output`);
      assert.equal(json.body.length, 3);
      assert.equal('_change' in json.body[0], false);
    });

    it('a third file the same as the second: all unchanged, one empty batch says nothing changed', async () => {
      const third = await run('day-3.csv', DAY_2);
      assert.deepEqual(third.stats.changes, { created: 0, updated: 0, unchanged: 3, removed: 0 });
      assert.deepEqual(batches(third.id), [{ rows: [], removed: [] }]);
      const history = (await ctx.request('GET', '/execution', { query: { filters: JSON.stringify({ pipeline }), sort: '{"created_at":"asc"}' } })).body.data;
      assert.deepEqual(history.map((e: { stats: { changes: { created: number } } }) => e.stats.changes.created), [3, 1, 0]);
    });

    it('compares nothing for a TDM without a key: every row goes, no change kinds', async () => {
      const tdm = (await ctx.request('POST', '/tdm', { body: { name: 'No key', columns: [{ key: 'name', label: 'Name', columnType: 'string' }] } })).body.data.id;
      const uploads = (await ctx.request('POST', '/connector', { body: { name: 'No key uploads', type: 'INPUT', node_type: 'MANUAL', configuration: {} } })).body.data.id;
      const out = (await ctx.request('POST', '/connector', { body: { name: 'No key out', type: 'OUTPUT', node_type: 'MANUAL', configuration: {} } })).body.data.id;
      assert.equal((await ctx.request('POST', '/pipeline', { body: { name: 'No key', configuration: { input_connectors: [uploads], output_connectors: [out], tdm } } })).status, 201);
      const e = await run('names.csv', 'Name\nAda\nGrace\n', uploads);
      assert.equal(e.status, 'SUCCESSFUL');
      assert.equal(e.stats.changes, undefined);
      assert.equal(e.changes, null);
      assert.equal((await ctx.request('GET', `/execution/${e.id}/rows`, { query: { change: 'created' } })).status, 409);
      assert.equal((await ctx.request('GET', `/execution/${e.id}/removed-keys`)).body.code, 'NO_CHANGES');
      const withColumn = await ctx.request('GET', `/execution/${e.id}/output`, { query: { change_column: 'true' } });
      assert.deepEqual(withColumn.body, [{ name: 'Ada', _change: null }, { name: 'Grace', _change: null }]);
    });

    it('refuses deliver and change_column on an input connector, naming the field', async () => {
      const r = await ctx.request('POST', '/connector', { body: { name: 'Bad', type: 'INPUT', node_type: 'HTTP', configuration: { type: 'REACTIVE', deliver: 'CHANGED' } } });
      assert.equal(r.status, 400);
      assert.match(r.body.message, /deliver is only for OUTPUT connectors/);
    });
  });
}
