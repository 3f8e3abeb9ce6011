/**
 * A recurring feed whose columns change, under each schema-change policy (docs/mapping.md
 * "Schema-change policy"), on PGlite and PostgreSQL: real CSV files uploaded one after the other to
 * a pipeline delivering to an HTTP receiver, the `execution.schema_changed` webhook whatever the
 * policy, the pipeline's `last_schema_change` (what the dashboard lists), and the one-step
 * acceptance after a FREEZE failure (a rerun with `accept_schema`).
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
  { key: 'customer_id', label: 'Customer ID', columnType: 'string', validations: [{ validate: 'required' }, { validate: 'unique' }] },
  { key: 'email', label: 'Email', columnType: 'email' },
  { key: 'phone', label: 'Phone', columnType: 'string' },
];
const MAPPING = { mode: 'DEFAULT', mappings: [{ source_columns: ['Kunde'], target_column: 'customer_id' }, { source_columns: ['Mail'], target_column: 'email' }] };
const FIRST = 'Kunde,Mail\nK-1,ada@example.com\nK-2,alan@example.org\n';
const WITH_PHONE = 'Kunde,Mail,Phone\nK-1,ada@example.com,+49 30 1234567\nK-3,grace@example.net,+49 30 7654321\n';
const RENAMED = 'Kunde,E-Mail\nK-4,edsger@example.com\n';

for (const kind of databaseKinds()) {
  describe(`schema-change policy (${kind})`, () => {
    let ctx: TestContext;
    let sink: Receiver;
    let hooks: Receiver;
    let tdm: string;
    let output: string;
    let hookId: string;

    /** A pipeline of its own input connector (one upload starts one execution) with `policy`. */
    const feed = async (name: string, policy?: string) => {
      const input = (await ctx.request('POST', '/connector', { body: { name: `${name} uploads`, type: 'INPUT', node_type: 'MANUAL', configuration: {} } })).body.data.id as string;
      const r = await ctx.request('POST', '/pipeline', { body: { name, configuration: { input_connectors: [input], output_connectors: [output], tdm, mapping_config: MAPPING, ...(policy ? { schema_policy: policy } : {}) } } });
      assert.equal(r.status, 201, JSON.stringify(r.body));
      return { id: r.body.data.id as string, input, configuration: r.body.data.configuration };
    };
    const run = async (input: string, name: string, csv: string) => ctx.waitForExecution(await uploadCsv(ctx, input, name, csv));
    const delivered = (id: string) => sink.requests.filter((r) => r.headers['x-ferry-execution-id'] === id);
    const schemaEvents = (id: string) => hooks.requests.map((r) => JSON.parse(r.body.toString())).filter((m) => m.type === 'execution.schema_changed' && m.data.id === id);
    const pipeline = async (id: string) => (await ctx.request('GET', `/pipeline/${id}`)).body.data;

    before(async () => {
      sink = await startReceiver();
      hooks = await startReceiver((_req, res) => void res.writeHead(204).end());
      ctx = await createTestContext(kind, { runtime: true, env: { FERRY_NETWORK_ALLOW_LIST: '127.0.0.1', FERRY_QUEUE_POLL_SECONDS: '1' } });
      tdm = (await ctx.request('POST', '/tdm', { body: { name: 'Customers', columns: COLUMNS } })).body.data.id;
      output = (await ctx.request('POST', '/connector', { body: { name: 'Warehouse', type: 'OUTPUT', node_type: 'HTTP', configuration: { url: `${sink.url}/import` } } })).body.data.id;
      const hook = await ctx.request('POST', '/webhook', { body: { url: `${hooks.url}/hook`, events: ['execution.schema_changed'] } });
      assert.equal(hook.status, 201, JSON.stringify(hook.body));
      hookId = hook.body.data.id;
    });
    after(async () => {
      await ctx?.close();
      await sink?.close();
      await hooks?.close();
    });

    it('EVOLVE (the default): a new column is mapped automatically, and the change is announced and listed', async () => {
      const p = await feed('Evolving');
      assert.equal(p.configuration.schema_policy, 'EVOLVE', 'EVOLVE when not set');
      const first = await run(p.input, 'day-1.csv', FIRST);
      assert.equal(first.status, 'SUCCESSFUL', JSON.stringify(first.error));
      assert.equal((await pipeline(p.id)).last_schema_change, null, 'the first file has nothing to differ from');

      const second = await run(p.input, 'day-2.csv', WITH_PHONE);
      assert.equal(second.status, 'SUCCESSFUL', JSON.stringify(second.error));
      assert.deepEqual(second.schema_drift.added, ['Phone']);
      assert.equal(second.schema_drift.previous_execution_id, first.id);
      const rows = JSON.parse(delivered(second.id)[0]!.body.toString());
      assert.equal(rows[0].phone, '+49 30 1234567', 'the new column was mapped automatically');
      const [event] = await until('execution.schema_changed', async () => schemaEvents(second.id).length > 0 && schemaEvents(second.id));
      assert.deepEqual(event.data.schema_drift.added, ['Phone']);
      assert.equal(event.data.status, 'SUCCESSFUL');
      const change = (await pipeline(p.id)).last_schema_change;
      assert.equal(change.execution_id, second.id);
      assert.deepEqual(change.added, ['Phone']);
      assert.equal(change.accepted, true);
      const listed = (await ctx.request('GET', '/pipeline', { query: { filters: JSON.stringify({ schema_changed: true }) } })).body.data;
      assert.ok(listed.some((x: { id: string; last_schema_change: unknown }) => x.id === p.id && x.last_schema_change), 'the dashboard lists it');

      // The same columns again: no change, nothing announced, the pipeline no longer listed.
      const third = await run(p.input, 'day-3.csv', WITH_PHONE);
      assert.equal(third.schema_drift?.added?.length ?? 0, 0);
      assert.equal((await pipeline(p.id)).last_schema_change, null);
      // Events are recorded with the execution's end, in its transaction: none was recorded for it.
      const recorded = (await ctx.request('GET', `/webhook/${hookId}/deliveries`, { query: { limit: '100' } })).body.data;
      assert.ok(recorded.some((d: { execution_id: string }) => d.execution_id === second.id), 'the earlier change was recorded');
      assert.ok(!recorded.some((d: { execution_id: string }) => d.execution_id === third.id), 'nothing was recorded for the unchanged file');
      assert.equal(schemaEvents(third.id).length, 0);
    });

    it('FREEZE: a new column fails the file with SCHEMA_CHANGED before anything is delivered; accepting it takes one rerun', async () => {
      const p = await feed('Frozen', 'FREEZE');
      assert.equal((await run(p.input, 'day-1.csv', FIRST)).status, 'SUCCESSFUL');

      const refused = await run(p.input, 'day-2.csv', WITH_PHONE);
      assert.equal(refused.status, 'FAILED');
      assert.equal(refused.error.type, 'SCHEMA_CHANGED');
      assert.match(refused.error.message, /new column "Phone"/);
      assert.equal(delivered(refused.id).length, 0, 'nothing was delivered');
      const [event] = await until('execution.schema_changed', async () => schemaEvents(refused.id).length > 0 && schemaEvents(refused.id));
      assert.equal(event.data.status, 'FAILED');
      assert.deepEqual(event.data.schema_drift.added, ['Phone']);
      const change = (await pipeline(p.id)).last_schema_change;
      assert.equal(change.accepted, false, 'the pipeline still expects its earlier columns');
      assert.match(change.message, /new column "Phone"/);

      // A rerun that does not accept fails the same way; the earlier columns still pass.
      const again = await ctx.request('POST', `/execution/${refused.id}/rerun`);
      assert.equal(again.status, 201, JSON.stringify(again.body));
      assert.equal((await ctx.waitForExecution(again.body.data.id)).error?.type, 'SCHEMA_CHANGED');
      assert.equal((await run(p.input, 'day-3.csv', FIRST)).status, 'SUCCESSFUL', 'the accepted columns still pass');

      // Accepting the new shape: one rerun with accept_schema; then files with Phone pass.
      const accepted = await ctx.request('POST', `/execution/${refused.id}/rerun`, { body: { accept_schema: true } });
      assert.equal(accepted.status, 201, JSON.stringify(accepted.body));
      const done = await ctx.waitForExecution(accepted.body.data.id);
      assert.equal(done.status, 'SUCCESSFUL', JSON.stringify(done.error));
      assert.equal(JSON.parse(delivered(done.id)[0]!.body.toString())[0].phone, '+49 30 1234567');
      assert.equal((await run(p.input, 'day-4.csv', WITH_PHONE)).status, 'SUCCESSFUL', 'Phone is accepted now');

      // A renamed mapped column: both the rename and the column named.
      const renamed = await run(p.input, 'day-5.csv', RENAMED);
      assert.equal(renamed.error.type, 'SCHEMA_CHANGED');
      assert.match(renamed.error.message, /"Mail" was renamed to "E-Mail" \(a mapped column\)/);
    });

    it('DISCARD_NEW: a new column is left unmapped and reported; a missing mapped column still fails', async () => {
      const p = await feed('Discarding', 'DISCARD_NEW');
      assert.equal((await run(p.input, 'day-1.csv', FIRST)).status, 'SUCCESSFUL');
      const second = await run(p.input, 'day-2.csv', WITH_PHONE);
      assert.equal(second.status, 'SUCCESSFUL', JSON.stringify(second.error));
      assert.deepEqual(second.schema_drift.discarded, ['Phone']);
      assert.match(second.schema_drift.message, /left unmapped by the schema policy DISCARD_NEW \("Phone"\)/);
      assert.equal(JSON.parse(delivered(second.id)[0]!.body.toString())[0].phone, null, 'Phone was not mapped');
      await until('execution.schema_changed', async () => schemaEvents(second.id).length > 0);
      // Phone stays discarded in later files: the accepted columns did not take it.
      const third = await run(p.input, 'day-3.csv', WITH_PHONE);
      assert.deepEqual(third.schema_drift.discarded, ['Phone']);

      const renamed = await run(p.input, 'day-4.csv', RENAMED);
      assert.equal(renamed.status, 'FAILED');
      assert.equal(renamed.error.type, 'SCHEMA_CHANGED');
      assert.match(renamed.error.message, /"Mail" was renamed to "E-Mail"/);
      assert.equal(delivered(renamed.id).length, 0);
    });

    it('refuses an unknown schema_policy, naming the field', async () => {
      const r = await ctx.request('PUT', `/pipeline/${(await feed('Bad policy')).id}`, { body: { configuration: { schema_policy: 'SOMETIMES' } } });
      assert.equal(r.status, 400);
      assert.match(r.body.message, /schema_policy/);
    });
  });
}
