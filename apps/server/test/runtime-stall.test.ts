/**
 * An execution whose formulas keep the engine busy for half a minute (1,000 rows, about 30 ms each) fails with
 * LIMIT_EXCEEDED after FERRY_ENGINE_STALL_SECONDS, through the REST API, and the worker slot is
 * free again for the next execution.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { startReceiver, type Receiver } from './helpers/receiver.ts';

describe('a run stuck in a formula', () => {
  let ctx: TestContext;
  let receiver: Receiver;
  before(async () => {
    ctx = await createTestContext('pglite', { runtime: true, env: { FERRY_ENGINE_STALL_SECONDS: '4', FERRY_WORKER_CONCURRENCY: '1', FERRY_NETWORK_ALLOW_LIST: '127.0.0.1' } });
    receiver = await startReceiver();
  });
  after(async () => {
    await ctx.close();
    await receiver.close();
  });

  it('fails with LIMIT_EXCEEDED after the stall limit, and the next execution runs', async () => {
    const tdm = await ctx.request('POST', '/tdm', { body: { name: 'Due', columns: [{ key: 'due', label: 'Due', columnType: 'string' }] } });
    const input = await ctx.request('POST', '/connector', { body: { name: 'Uploads', type: 'INPUT', node_type: 'MANUAL', configuration: {} } });
    const output = await ctx.request('POST', '/connector', { body: { name: 'Receiver', type: 'OUTPUT', node_type: 'HTTP', configuration: { url: `${receiver.url}/due` } } });
    // About 30 ms of HyperFormula per row on a quiet machine, and every row's value differs (equal
    // inputs are computed once): 1,000 rows keep the engine busy far past the stall limit.
    const slow = `=SUM(${Array.from({ length: 190 }, () => 'NEGBINOM.DIST(1000,10,0.5,LEN({value})>0)').join(',')})`;
    const pipeline = (formula: string, name: string) =>
      ctx.request('POST', '/pipeline', {
        body: {
          name,
          configuration: {
            input_connectors: [input.body.data.id],
            output_connectors: [output.body.data.id],
            tdm: tdm.body.data.id,
            mapping_config: { mode: 'EXACT', mappings: [{ source_columns: ['Start'], target_column: 'due', transformations: [{ type: 'HYPER_FORMULA', function: formula }] }] },
          },
        },
      });
    const stuck = await pipeline(slow, 'Stuck');
    assert.equal(stuck.status, 201, JSON.stringify(stuck.body));
    const boundary = '----ferrystall';
    const csv = (values: string[]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="start.csv"\r\nContent-Type: text/csv\r\n\r\nStart\n${values.join('\n')}\n\r\n--${boundary}--\r\n`);
    const upload = (payload: Buffer) => ctx.request('POST', `/connector/${input.body.data.id}/upload`, { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    const rows = Array.from({ length: 1000 }, (_, i) => `start ${i}`);
    const first = await upload(csv(rows));
    assert.equal(first.status, 201, JSON.stringify(first.body));
    const failed = await ctx.waitForExecution(first.body.data[0].id, 120_000);
    assert.equal(failed.status, 'FAILED', JSON.stringify(failed));
    assert.equal(failed.error.type, 'LIMIT_EXCEEDED');
    assert.match(failed.error.message, /stopped responding for 4 s/);

    // The one worker slot is free again: a sensible formula on the same connector succeeds.
    await ctx.request('PUT', `/pipeline/${stuck.body.data.id}`, { body: { active: false } });
    const fine = await pipeline('=WORKDAY({value}, 10)', 'Due in 10');
    assert.equal(fine.status, 201, JSON.stringify(fine.body));
    const second = await upload(csv(['2024-01-02', '2024-02-03']));
    assert.equal(second.status, 201, JSON.stringify(second.body));
    const done = await ctx.waitForExecution(second.body.data[0].id, 120_000);
    assert.equal(done.status, 'SUCCESSFUL', JSON.stringify(done));
  });
});
