/**
 * A recurring feed of three files through all three parts of docs/executions.md's feed features,
 * on PGlite and PostgreSQL, driven by the test clock: one pipeline whose TDM has a key, the schema
 * policy FREEZE, an expectation (a file every day by 06:00, 30 minutes of grace) and an HTTP
 * output delivering only what changed. Day 1 a file; day 2 none (one late alert); day 3 a file with
 * a new column (refused by FREEZE, then accepted in one step); day 4 a file of the same shape.
 * Prints the table of figures the feature's closing note shows.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { databaseKinds } from './helpers/database.ts';
import { startReceiver, type Receiver } from './helpers/receiver.ts';
import { uploadCsv } from './helpers/upload.ts';

async function until<T>(what: string, probe: () => T | undefined | null | false, timeoutMs = 30_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const v = probe();
    if (v) return v;
    if (Date.now() - start > timeoutMs) assert.fail(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const COLUMNS = [
  { key: 'sku', label: 'SKU', columnType: 'string', validations: [{ validate: 'required' }] },
  { key: 'qty', label: 'Quantity', columnType: 'integer' },
  { key: 'price', label: 'Price', columnType: 'float' },
];
const MAPPING = { mode: 'EXACT', mappings: [{ source_columns: ['SKU'], target_column: 'sku' }, { source_columns: ['Qty'], target_column: 'qty' }] };
const FILE_1 = 'SKU,Qty\nA-1,5\nB-2,7\nC-3,9\n';
// Day 3: a new column Price; B-2's quantity changed, C-3 is gone, D-4 is new, A-1 is the same.
const FILE_2 = 'SKU,Qty,Price\nA-1,5,10.5\nB-2,6,4\nD-4,1,120\n';
// Day 4: the same shape; only D-4 changed.
const FILE_3 = 'SKU,Qty,Price\nA-1,5,10.5\nB-2,6,4\nD-4,2,120\n';

for (const kind of databaseKinds()) {
  describe(`a feed of three files (${kind})`, () => {
    let ctx: TestContext;
    let sink: Receiver;
    let hooks: Receiver;

    const moveClockTo = async (iso: string) => {
      ctx.clock.set(iso);
      ctx.ownerToken = await ctx.token(ctx.org.owner.identifier);
    };
    const events = (type: string) => hooks.requests.map((r) => JSON.parse(r.body.toString())).filter((m) => m.type === type);
    const delivered = (id: string) => sink.requests.filter((r) => r.headers['x-ferry-execution-id'] === id).flatMap((r) => JSON.parse(r.body.toString()).rows ?? JSON.parse(r.body.toString()));

    before(async () => {
      sink = await startReceiver();
      hooks = await startReceiver((_req, res) => void res.writeHead(204).end());
      ctx = await createTestContext(kind, { runtime: true, env: { FERRY_NETWORK_ALLOW_LIST: '127.0.0.1', FERRY_QUEUE_POLL_SECONDS: '1' } });
    });
    after(async () => {
      await ctx?.close();
      await sink?.close();
      await hooks?.close();
    });

    it('policy, a late window and the change counts, file by file', async () => {
      await moveClockTo('2026-12-01T05:00:00.000Z');
      await ctx.request('POST', '/webhook', { body: { url: `${hooks.url}/hook`, events: ['pipeline.file_late', 'execution.schema_changed', 'execution.succeeded', 'execution.failed'] } });
      const tdm = (await ctx.request('POST', '/tdm', { body: { name: 'Stock', columns: COLUMNS, key: ['sku'] } })).body.data.id;
      const input = (await ctx.request('POST', '/connector', { body: { name: 'Partner uploads', type: 'INPUT', node_type: 'MANUAL', configuration: {} } })).body.data.id;
      const output = (await ctx.request('POST', '/connector', { body: { name: 'Shop', type: 'OUTPUT', node_type: 'HTTP', configuration: { url: `${sink.url}/stock`, delivery_mode: 'BATCHES', batch_size: 100, deliver: 'CHANGED' } } })).body.data.id;
      const created = await ctx.request('POST', '/pipeline', {
        body: { name: 'Partner stock', configuration: { input_connectors: [input], output_connectors: [output], tdm, mapping_config: MAPPING, schema_policy: 'FREEZE', expectation: { every: 'DAILY', by: '06:00', grace_minutes: 30 } } },
      });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const id = created.body.data.id as string;
      const lines: string[] = [];
      const row = (day: string, what: string, e: { status?: string; error?: { type: string } | null; stats?: { changes?: Record<string, number> } | null; id?: string } | null, note: string) => {
        const c = e?.stats?.changes;
        lines.push([day.padEnd(6), what.padEnd(34), (e ? `${e.status}${e.error ? ` ${e.error.type}` : ''}` : '—').padEnd(26), (c ? `${c.created}/${c.updated}/${c.unchanged}/${c.removed}` : '—').padEnd(9), (e?.id ? String(delivered(e.id).length) : '—').padEnd(5), note].join(' | '));
      };
      const pipe = async () => (await ctx.request('GET', `/pipeline/${id}`)).body.data;

      // Day 1: the first file.
      await moveClockTo('2026-12-01T05:10:00.000Z');
      const d1 = await ctx.waitForExecution(await uploadCsv(ctx, input, 'stock-2026-12-01.csv', FILE_1));
      assert.equal(d1.status, 'SUCCESSFUL', JSON.stringify(d1.error));
      assert.deepEqual(d1.stats.changes, { created: 3, updated: 0, unchanged: 0, removed: 0 });
      await moveClockTo('2026-12-01T06:31:00.000Z');
      assert.equal((await ctx.runtime!.checkLateFiles()).length, 0);
      row('12-01', 'file 1 (SKU,Qty; 3 rows)', d1, `expected_next_by ${(await pipe()).expected_next_by}`);

      // Day 2: no file. One alert for the window ending 06:30.
      await moveClockTo('2026-12-02T06:31:00.000Z');
      const alerts = (await Promise.all([ctx.runtime!.checkLateFiles(), ctx.runtime!.checkLateFiles()])).flat();
      assert.equal(alerts.length, 1);
      const late = await pipe();
      assert.equal(late.late_since, '2026-12-02T06:30:00.000Z');
      await until('pipeline.file_late', () => events('pipeline.file_late').length === 1);
      row('12-02', 'no file', null, `pipeline.file_late ×${events('pipeline.file_late').length}, late_since ${late.late_since}`);

      // Day 3: a new column. FREEZE refuses it before delivery; the file still clears the badge.
      await moveClockTo('2026-12-03T05:00:00.000Z');
      const d3 = await ctx.waitForExecution(await uploadCsv(ctx, input, 'stock-2026-12-03.csv', FILE_2));
      assert.equal(d3.error?.type, 'SCHEMA_CHANGED');
      assert.equal(delivered(d3.id).length, 0);
      assert.equal((await pipe()).late_since, null, 'a file arrived');
      await until('execution.schema_changed', () => events('execution.schema_changed').some((m) => m.data.id === d3.id));
      row('12-03', 'file 2 (+ column Price)', d3, `FREEZE: ${d3.error.message.split('.')[0]}; late_since ${(await pipe()).late_since}`);
      // Accepted in one step: a rerun with accept_schema (mapping Price too, by a pipeline edit).
      await ctx.request('PUT', `/pipeline/${id}`, { body: { configuration: { mapping_config: { mode: 'EXACT', mappings: [...MAPPING.mappings, { source_columns: ['Price'], target_column: 'price' }] } } } });
      const accepted = await ctx.request('POST', `/execution/${d3.id}/rerun`, { body: { accept_schema: true } });
      assert.equal(accepted.status, 201, JSON.stringify(accepted.body));
      const d3b = await ctx.waitForExecution(accepted.body.data.id);
      assert.equal(d3b.status, 'SUCCESSFUL', JSON.stringify(d3b.error));
      assert.deepEqual(d3b.stats.changes, { created: 1, updated: 2, unchanged: 0, removed: 1 }, 'A-1 gained a price, B-2 changed, D-4 is new, C-3 is gone');
      assert.deepEqual(d3b.changes.removed_keys, [{ sku: 'C-3' }]);
      row('12-03', 'file 2 rerun, accept_schema', d3b, `removed keys ${JSON.stringify(d3b.changes.removed_keys)}`);

      // Day 4: the same shape; only D-4 changed, and only it is delivered.
      await moveClockTo('2026-12-04T05:00:00.000Z');
      const d4 = await ctx.waitForExecution(await uploadCsv(ctx, input, 'stock-2026-12-04.csv', FILE_3));
      assert.equal(d4.status, 'SUCCESSFUL', JSON.stringify(d4.error));
      assert.deepEqual(d4.stats.changes, { created: 0, updated: 1, unchanged: 2, removed: 0 });
      assert.deepEqual(delivered(d4.id).map((r: { sku: string }) => r.sku), ['D-4']);
      assert.equal(d4.schema_drift?.added?.length ?? 0, 0);
      await moveClockTo('2026-12-04T06:31:00.000Z');
      assert.equal((await ctx.runtime!.checkLateFiles()).length, 0);
      row('12-04', 'file 3 (same shape)', d4, `late alerts in all: ${events('pipeline.file_late').length}`);

      console.log(`\nA feed of three files (${kind}): pipeline "Partner stock", schema_policy FREEZE, expectation DAILY by 06:00 + 30 min, output deliver CHANGED\n`
        + `${['day'.padEnd(6), 'what arrived'.padEnd(34), 'execution'.padEnd(26), 'c/u/=/r'.padEnd(9), 'sent'.padEnd(5), 'notes'].join(' | ')}\n${lines.join('\n')}\n`
        + '(c/u/=/r: stats.changes created/updated/unchanged/removed; sent: rows the HTTP output received)\n');
    });
  });
}
