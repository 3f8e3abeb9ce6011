/**
 * DATABASE outputs and undo through the REST API, on both Ferry databases (PGlite, and PostgreSQL
 * when DATABASE_URL is set) against both target engines on loopback (PostgreSQL, MariaDB): uploads
 * run into a table created by the first delivery; UPSERT updates changed rows and leaves equal
 * ones; undo is refused while a later execution changed the same rows, then takes each delivery
 * back leaving the table byte for byte as before; the
 * connection test checks the table against the TDM; the guard refuses a host not allow-listed;
 * no secret in any answer or log line. Then undo of files delivered to SFTP and S3-compatible
 * storage, of an HTTP output (webhook) and of a MANUAL one.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createScratchDatabase, databasePeerMissing, type ScratchDatabase, type TestEngine } from '@ferry/connectors/testing/database-peers';
import { systemPeersMissing } from '@ferry/connectors/testing/system-peers';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { databaseKinds } from './helpers/database.ts';
import { FILE_PEERS, type FilePeer } from './helpers/file-peers.ts';
import { uploadCsv } from './helpers/upload.ts';
import { startReceiver, type Receiver } from './helpers/receiver.ts';
import { eq } from 'drizzle-orm';
import { fileLedger, sourceFiles } from '../src/db/schema.ts';

process.env.AWS_EC2_METADATA_DISABLED = 'true';

const CANARY = 'Db-Canary-Secret-91c4';
const TDM = {
  name: 'Orders',
  columns: [
    { key: 'order_id', label: 'Order', columnType: 'string', validations: [{ validate: 'required' }, { validate: 'unique' }] },
    { key: 'amount', label: 'Amount', columnType: 'float' },
    { key: 'ordered_on', label: 'Ordered on', columnType: 'date' },
  ],
};
const csv = (rows: Array<[string, string, string]>) => `order_id,amount,ordered_on\n${rows.map((r) => r.join(',')).join('\n')}\n`;

async function pipelineWith(ctx: TestContext, output: { id: string }, name: string): Promise<{ input: string; pipeline: string; tdm: string }> {
  const tdm = await ctx.request('POST', '/tdm', { body: { ...TDM, name: `${name} TDM` } });
  assert.equal(tdm.status, 201, JSON.stringify(tdm.body));
  const input = await ctx.request('POST', '/connector', { body: { name: `${name} upload`, type: 'INPUT', node_type: 'MANUAL' } });
  const p = await ctx.request('POST', '/pipeline', { body: { name, configuration: { input_connectors: [input.body.data.id], output_connectors: [output.id], tdm: tdm.body.data.id } } });
  assert.equal(p.status, 201, JSON.stringify(p.body));
  return { input: input.body.data.id, pipeline: p.body.data.id, tdm: tdm.body.data.id };
}

async function run(ctx: TestContext, input: string, name: string, content: string) {
  const e = await ctx.waitForExecution(await uploadCsv(ctx, input, name, content));
  assert.equal(e.status, 'SUCCESSFUL', JSON.stringify(e));
  return e;
}

for (const kind of databaseKinds()) {
  for (const engine of ['POSTGRESQL', 'MYSQL'] as TestEngine[]) {
    describe(`DATABASE output and undo through the API (${kind}, into ${engine})`, { skip: await databasePeerMissing(engine) }, () => {
      let ctx: TestContext;
      let target: ScratchDatabase;
      let configuration: Record<string, unknown>;
      let ids: { input: string; pipeline: string; tdm: string };
      let connectorId: string;
      const user = `ferry_api_${Math.random().toString(36).slice(2, 8)}`;

      before(async () => {
        target = await createScratchDatabase(engine);
        if (engine === 'MYSQL') {
          // A user with a password, so that a secret travels (PostgreSQL here trusts loopback).
          await target.query(`CREATE USER '${user}'@'127.0.0.1' IDENTIFIED BY '${CANARY}'`);
          await target.query(`GRANT ALL ON \`${target.name}\`.* TO '${user}'@'127.0.0.1'`);
        }
        configuration = target.configuration({ create_table: true, write_mode: 'UPSERT', password: CANARY, ...(engine === 'MYSQL' ? { user } : {}) });
        ctx = await createTestContext(kind, { runtime: true, env: { FERRY_NETWORK_ALLOW_LIST: '127.0.0.1' } });
        const c = await ctx.request('POST', '/connector', { body: { name: `${engine} warehouse`, type: 'OUTPUT', node_type: 'DATABASE', configuration } });
        assert.equal(c.status, 201, JSON.stringify(c.body));
        assert.equal(c.body.data.configuration.password, '********');
        connectorId = c.body.data.id;
        ids = await pipelineWith(ctx, c.body.data, `${engine} orders`);
      });
      after(async () => {
        await ctx?.close();
        if (engine === 'MYSQL') await target?.query(`DROP USER IF EXISTS '${user}'@'127.0.0.1'`).catch(() => {});
        await target?.drop();
      });

      it('delivers into a created table, upserts, refuses an undo under a later change, and undoes each delivery exactly', async () => {
        const first = await run(ctx, ids.input, 'orders-1.csv', csv([['A-1', '10.5', '2026-01-02'], ['A-2', '20', '2026-01-03'], ['A-3', '30', '2026-01-04']]));
        assert.match(first.output.delivered_to, /table .*orders/);
        const afterFirst = await target.dump('orders');
        assert.equal(String((await target.query('SELECT count(*) AS n FROM orders'))[0]!.n), '3');
        const test = await ctx.request('POST', `/connector/${connectorId}/test`, { query: { tdm_id: ids.tdm } });
        assert.equal(test.body.data.result, 'OK', test.body.data.message);
        const second = await run(ctx, ids.input, 'orders-2.csv', csv([['A-1', '11', '2026-01-02'], ['A-2', '20', '2026-01-03'], ['A-4', '40', '2026-01-05']]));
        assert.deepEqual(first.output.rows_written, { inserted: 3, updated: 0, unchanged: 0 });
        assert.deepEqual(second.output.rows_written, { inserted: 1, updated: 1, unchanged: 1 }, 'A-4 added, A-1 changed, A-2 the same');
        const rows = await target.query(`SELECT order_id, amount, _ferry_execution_id AS e FROM orders ORDER BY order_id`);
        assert.deepEqual(rows.map((r) => `${r.order_id}:${Number(r.amount)}:${r.e === first.id ? 'first' : r.e === second.id ? 'second' : r.e}`), ['A-1:11:second', 'A-2:20:first', 'A-3:30:first', 'A-4:40:second']);

        const preview = await ctx.request('GET', `/execution/${second.id}/undo`);
        assert.equal(preview.status, 200, JSON.stringify(preview.body));
        assert.deepEqual([preview.body.data.possible, preview.body.data.node_type], [true, 'DATABASE']);
        assert.match(preview.body.data.message, /deletes the 1 rows this execution inserted .* gives the 1 rows it updated their previous values/);
        const refused = await ctx.request('POST', `/execution/${first.id}/undo`);
        assert.equal(refused.status, 409, JSON.stringify(refused.body));
        assert.equal(refused.body.code, 'UNDO_REFUSED');
        assert.match(refused.body.message, new RegExp(second.id));
        assert.deepEqual(refused.body.details.map((d: { execution_id: string }) => d.execution_id), [second.id]);

        const undone = await ctx.request('POST', `/execution/${second.id}/undo`);
        assert.equal(undone.status, 200, JSON.stringify(undone.body));
        assert.ok(undone.body.data.undone_at);
        assert.equal(undone.body.data.undone_by.identifier, ctx.org.owner.identifier);
        assert.deepEqual([undone.body.data.undo.node_type, undone.body.data.undo.details], ['DATABASE', { rows_deleted: 1, rows_restored: 1 }]);
        assert.equal(await target.dump('orders'), afterFirst, 'the table is as it was after the first delivery, byte for byte');
        const again = await ctx.request('POST', `/execution/${second.id}/undo`);
        assert.equal(again.status, 409);
        assert.equal(again.body.code, 'NOT_UNDOABLE');
        const back = await ctx.request('POST', `/execution/${first.id}/undo`);
        assert.equal(back.status, 200, JSON.stringify(back.body));
        assert.equal(await target.dump('orders'), '');
        const read = await ctx.request('GET', `/execution/${first.id}`);
        assert.match(read.body.data.undo.message, /Deleted the 3 rows/);
        for (const answer of [refused, undone, again, back, read, test]) assert.ok(!JSON.stringify(answer.body).includes(CANARY), 'an answer holds the password');
      });

      it('an existing table without the columns fails the execution with a clear message, writing nothing', async () => {
        await target.query(`CREATE TABLE legacy (order_id varchar(40) PRIMARY KEY, amount text)`);
        const c = await ctx.request('POST', '/connector', { body: { name: 'legacy', type: 'OUTPUT', node_type: 'DATABASE', configuration: { ...configuration, table: 'legacy', create_table: false } } });
        const p = await pipelineWith(ctx, c.body.data, `${engine} legacy`);
        const test = await ctx.request('POST', '/connector/test', { body: { type: 'OUTPUT', node_type: 'DATABASE', configuration: { ...configuration, table: 'legacy' }, tdm_id: p.tdm } });
        assert.equal(test.body.data.result, 'COLUMNS_MISSING', test.body.data.message);
        const e = await ctx.waitForExecution(await uploadCsv(ctx, p.input, 'orders.csv', csv([['B-1', '1', '2026-01-01']])));
        assert.equal(e.status, 'FAILED', JSON.stringify(e));
        assert.equal(e.error.type, 'DESTINATION_UNRESPONSIVE');
        assert.match(e.error.message, /nothing was written: .*no column "ordered_on"/);
        assert.match(e.error.message, /"amount" .* cannot hold float values/);
        assert.equal(String((await target.query('SELECT count(*) AS n FROM legacy'))[0]!.n), '0');
      });

      it('a password the server refuses fails the execution DESTINATION_CREDENTIALS_REFUSED, naming the user, never the password', { skip: engine === 'POSTGRESQL' ? 'the test PostgreSQL trusts loopback: it refuses no password' : false }, async () => {
        const wrong = 'Wrong-Db-Canary-77e2';
        const c = await ctx.request('POST', '/connector', { body: { name: 'wrong password', type: 'OUTPUT', node_type: 'DATABASE', configuration: { ...configuration, table: 'refused', password: wrong } } });
        assert.equal(c.status, 201, JSON.stringify(c.body));
        const p = await pipelineWith(ctx, c.body.data, `${engine} refused`);
        const e = await ctx.waitForExecution(await uploadCsv(ctx, p.input, 'orders.csv', csv([['D-1', '1', '2026-01-01']])));
        assert.equal(e.status, 'FAILED', JSON.stringify(e));
        assert.equal(e.error.type, 'DESTINATION_CREDENTIALS_REFUSED', JSON.stringify(e.error));
        assert.match(e.error.message, new RegExp(`refused the password of user "${user}"`));
        assert.ok(!JSON.stringify(e).includes(wrong) && !JSON.stringify(e).includes(CANARY));
      });

      it('the guard refuses a private host that is not allow-listed; no log line holds the password', async () => {
        const c = await ctx.request('POST', '/connector', { body: { name: 'private', type: 'OUTPUT', node_type: 'DATABASE', configuration: { ...configuration, host: '127.0.0.2' } } });
        const p = await pipelineWith(ctx, c.body.data, `${engine} private`);
        const e = await ctx.waitForExecution(await uploadCsv(ctx, p.input, 'orders.csv', csv([['C-1', '1', '2026-01-01']])));
        assert.equal(e.status, 'FAILED', JSON.stringify(e));
        assert.equal(e.error.type, 'NETWORK_REFUSED', JSON.stringify(e.error));
        assert.match(e.error.message, /127\.0\.0\.2 is a loopback address/);
        const moved = await ctx.request('PUT', `/connector/${connectorId}`, { body: { configuration: { database: 'elsewhere' } } });
        assert.equal(moved.status, 400);
        assert.equal(moved.body.code, 'SECRET_REENTRY_REQUIRED');
        assert.ok(!ctx.logs.join('\n').includes(CANARY), 'a log line holds the password');
      });
    });
  }
}

describe('undo of file, HTTP and MANUAL outputs through the API', () => {
  let ctx: TestContext;
  let receiver: Receiver;
  before(async () => {
    receiver = await startReceiver();
    ctx = await createTestContext('pglite', { runtime: true, env: { FERRY_NETWORK_ALLOW_LIST: '127.0.0.1' } });
  });
  after(async () => {
    await ctx?.close();
    await receiver?.close();
  });

  for (const kind of ['SFTP', 'OBJSTORE']) {
    it(`${kind}: deletes the delivered file while unchanged, refuses a changed one`, { skip: kind === 'SFTP' ? systemPeersMissing() : false }, async () => {
      const peer: FilePeer = await FILE_PEERS[kind]!();
      try {
        await peer.put('out', '.keep', '');
        const c = await ctx.request('POST', '/connector', { body: { name: `${kind} out`, type: 'OUTPUT', node_type: peer.nodeType, configuration: { ...peer.config('out'), file_name: 'orders-{execution_id}', file_extension: 'csv' } } });
        assert.equal(c.status, 201, JSON.stringify(c.body));
        const p = await pipelineWith(ctx, c.body.data, `${kind} files`);
        const e = await run(ctx, p.input, 'orders.csv', csv([['F-1', '1', '2026-01-01']]));
        assert.ok(await peer.get('out', `orders-${e.id}.csv`));
        const undone = await ctx.request('POST', `/execution/${e.id}/undo`);
        assert.equal(undone.status, 200, JSON.stringify(undone.body));
        assert.equal(undone.body.data.undo.details.file_deleted, true);
        assert.equal(await peer.get('out', `orders-${e.id}.csv`), null);
        for (const s of peer.secrets) assert.ok(!JSON.stringify(undone.body).includes(s));
        // A changed file is left alone.
        const f = await run(ctx, p.input, 'orders.csv', csv([['F-2', '2', '2026-01-02']]));
        await peer.put('out', `orders-${f.id}.csv`, 'changed by the customer\n');
        const refused = await ctx.request('POST', `/execution/${f.id}/undo`);
        assert.equal(refused.status, 409, JSON.stringify(refused.body));
        assert.equal(refused.body.code, 'UNDO_REFUSED');
        assert.match(refused.body.message, /changed since it was delivered/);
      } finally {
        await peer.stop();
      }
    });
  }

  it('HTTP: refused without a webhook for execution.undone; with one, the signed event carries the keys', async () => {
    const c = await ctx.request('POST', '/connector', { body: { name: 'receiver', type: 'OUTPUT', node_type: 'HTTP', configuration: { url: `${receiver.url}/import` } } });
    const p = await pipelineWith(ctx, c.body.data, 'http orders');
    const e = await run(ctx, p.input, 'orders.csv', csv([['H-1', '1', '2026-01-01'], ['H-2', '2', '2026-01-02']]));
    const refused = await ctx.request('POST', `/execution/${e.id}/undo`);
    assert.equal(refused.status, 409);
    assert.match(refused.body.message, /no active webhook subscribes/);
    const preview = await ctx.request('GET', `/execution/${e.id}/undo`);
    assert.deepEqual([preview.body.data.possible, preview.body.data.node_type], [false, 'HTTP']);
    const hook = await ctx.request('POST', '/webhook', { body: { url: `${receiver.url}/hooks`, events: ['execution.undone'] } });
    assert.equal(hook.status, 201, JSON.stringify(hook.body));
    const undone = await ctx.request('POST', `/execution/${e.id}/undo`);
    assert.equal(undone.status, 200, JSON.stringify(undone.body));
    let event = receiver.requests.find((r) => r.url === '/hooks');
    for (let i = 0; !event && i < 100; i++) {
      await new Promise((r) => setTimeout(r, 100));
      event = receiver.requests.find((r) => r.url === '/hooks');
    }
    assert.ok(event, 'the webhook event arrives');
    const body = JSON.parse(event.body.toString());
    assert.equal(body.type, 'execution.undone');
    assert.equal(body.data.id, e.id);
    assert.deepEqual(body.undo, { key_columns: ['order_id'], keys: [['H-1'], ['H-2']], keys_truncated: false });
    assert.match(String(event.headers['webhook-signature']), /^v1,/);
  });

  it('MANUAL: the output is no longer downloadable; the file ledgers forget the input', async () => {
    const c = await ctx.request('POST', '/connector', { body: { name: 'download', type: 'OUTPUT', node_type: 'MANUAL' } });
    const p = await pipelineWith(ctx, c.body.data, 'manual orders');
    const e = await run(ctx, p.input, 'orders.csv', csv([['M-1', '1', '2026-01-01']]));
    assert.equal((await ctx.request('GET', `/execution/${e.id}/output`)).status, 200);
    // As if the input had come from a fetching or a file-source connector: the ledgers hold it.
    const db = ctx.database.db;
    await db.insert(fileLedger).values({ connectorId: p.input, fileName: 'orders.csv', size: 10, sha256: 'ab', executionId: e.id });
    await db.insert(sourceFiles).values([
      { connectorId: p.input, path: 'in/orders.csv', size: 10, version: 'v1', executionId: e.id, afterProcess: 'RENAME' },
      { connectorId: p.input, path: 'in/orders.csv.done', size: 10, version: 'renamed:v1', executionId: e.id, afterProcess: 'UNCHANGED', renamedFrom: 'in/orders.csv' },
    ]);
    const undone = await ctx.request('POST', `/execution/${e.id}/undo`);
    assert.equal(undone.status, 200, JSON.stringify(undone.body));
    const download = await ctx.request('GET', `/execution/${e.id}/output`);
    assert.equal(download.status, 409);
    assert.match(download.body.message, /no longer downloadable/);
    // The ledgers forget the input (a corrected file with the same name, size and checksum is new
    // again); the renamed file stays known, so it is not taken as a new one.
    assert.equal((await db.select().from(fileLedger).where(eq(fileLedger.executionId, e.id))).length, 0);
    assert.deepEqual((await db.select().from(sourceFiles).where(eq(sourceFiles.executionId, e.id))).map((r) => r.path), ['in/orders.csv.done']);
  });
});
