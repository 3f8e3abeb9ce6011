/**
 * The runtime with its artifacts in an S3-compatible bucket (STORAGE_URL=s3://…), against a real
 * S3 server on loopback: uploads, the engine reading the stored input, output, errors, fix and
 * download all go through the bucket.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { realFile } from './helpers/real-files.ts';
import { startReceiver, type Receiver } from './helpers/receiver.ts';
import { startS3TestServer, type S3TestServer } from '@ferry/connectors/testing/s3-test-server';

process.env.AWS_EC2_METADATA_DISABLED = 'true';

describe('execution runtime on S3 storage', () => {
  let s3: S3TestServer;
  let ctx: TestContext;
  let receiver: Receiver;
  let input: string;

  before(async () => {
    s3 = await startS3TestServer(['artifacts']);
    ctx = await createTestContext('pglite', { runtime: true, storageUrl: s3.url('artifacts', 'ferry'), env: { FERRY_NETWORK_ALLOW_LIST: '127.0.0.1' } });
    receiver = await startReceiver();
    const tdm = (
      await ctx.request('POST', '/tdm', {
        body: {
          name: 'Stocks',
          columns: [
            { key: 'symbol', label: 'Symbol', columnType: 'category', optionConfiguration: { options: ['MSFT', 'AMZN', 'IBM', 'GOOG', 'AAPL'] } },
            { key: 'date', label: 'Date', columnType: 'date' },
            { key: 'price', label: 'Price', columnType: 'float', validations: [{ validate: 'required' }] },
          ],
        },
      })
    ).body.data.id;
    input = (await ctx.request('POST', '/connector', { body: { name: 'Uploads', type: 'INPUT', node_type: 'MANUAL', configuration: {} } })).body.data.id;
    const output = (await ctx.request('POST', '/connector', { body: { name: 'Out', type: 'OUTPUT', node_type: 'HTTP', configuration: { url: `${receiver.url}/in` } } })).body.data.id;
    await ctx.request('POST', '/pipeline', { body: { name: 'Stocks', configuration: { input_connectors: [input], output_connectors: [output], tdm, error_config: { error_threshold: 1 } } } });
  });
  after(async () => {
    await ctx?.close();
    await receiver?.close();
    await s3?.stop();
  });

  const upload = async (name: string, content: Buffer | string) => {
    const boundary = 'ferrys3';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`),
      Buffer.isBuffer(content) ? content : Buffer.from(content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return ctx.request('POST', `/connector/${input}/upload`, { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
  };

  it('stores the input, output, errors and report in the bucket and serves them back', async () => {
    const r = await upload('stocks.csv', readFileSync(realFile('vega-datasets', 'data/stocks.csv')));
    assert.equal(r.status, 201, JSON.stringify(r.body));
    const done = await ctx.waitForExecution(r.body.data[0].id);
    assert.equal(done.status, 'SUCCESSFUL', JSON.stringify(done));
    assert.equal(done.stats.output_rows, 560);
    const client = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: 'artifacts', Prefix: 'ferry/' }));
    const keys = (listed.Contents ?? []).map((o) => o.Key!);
    assert.ok(keys.some((k) => k.endsWith(`/executions/${done.id}/output/rows.json`)), keys.join('\n'));
    assert.ok(keys.some((k) => k.endsWith(`/executions/${done.id}/report.json`)));
    assert.ok(keys.some((k) => k.includes('/uploads/') && k.endsWith('/stocks.csv')));
    client.destroy();
    const csv = await ctx.request('GET', `/execution/${done.id}/output`, { query: { format: 'csv' } });
    assert.equal(String(csv.body).trim().split(/\r?\n/).length, 561);
    assert.equal(JSON.parse(receiver.requests[0]!.body.toString()).length, 560);
  });

  it('fixes a failed execution from the stored input in the bucket', async () => {
    const r = await upload('bad.csv', 'symbol,date,price\nMSFT,Jan 1 2000,39.81\nXYZ,Feb 1 2000,\n');
    const failed = await ctx.waitForExecution(r.body.data[0].id);
    assert.equal(failed.error.type, 'ERROR_THRESHOLD_EXCEEDED');
    const errors = await ctx.request('GET', `/execution/${failed.id}/errors`);
    assert.deepEqual(errors.body.data.map((e: { row: number; column: string }) => `${e.row}:${e.column}`), ['3:symbol', '3:price']);
    // The rows of the grid, read from the bucket's grid store.
    const rows = await ctx.request('GET', `/execution/${failed.id}/rows`, { query: { problems: 'true' } });
    assert.equal(rows.status, 200, JSON.stringify(rows.body));
    assert.deepEqual(rows.body.data, [{ row: 3, values: { symbol: 'XYZ', date: '2000-02-01', price: null }, errors: { symbol: rows.body.data[0].errors.symbol, price: { message: 'A value is required', rule: 'required' } } }]);
    assert.equal(rows.body.data[0].errors.symbol.rule, 'option');
    const fixed = await ctx.request('POST', `/execution/${failed.id}/fix`, { query: { wait: 'true' }, body: { cleanings: { '3': { symbol: 'IBM', price: '101.5' } } } });
    assert.equal(fixed.body.data.status, 'SUCCESSFUL', JSON.stringify(fixed.body));
    // The fix's run wrote a new grid store in the bucket and removed the old one.
    const after = await ctx.request('GET', `/execution/${failed.id}/rows`);
    assert.equal(after.body.matched, 2);
    assert.deepEqual(after.body.data[1].values, { symbol: 'IBM', date: '2000-02-01', price: '101.5' });
    assert.deepEqual(Object.keys(after.body.data[1].edited).sort(), ['price', 'symbol']);
    assert.equal(after.body.data[1].edited.symbol.previous, 'XYZ');
    const client = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: 'artifacts', Prefix: `ferry/orgs/${ctx.org.organization.id}/executions/${failed.id}/grid/` }));
    assert.equal(listed.Contents?.length, 1, 'one grid store per execution');
    client.destroy();
  });

  it('pages, searches and sorts a store larger than the chunks it is read by', async () => {
    const lines = ['symbol,date,price'];
    const symbols = ['MSFT', 'AMZN', 'IBM', 'GOOG', 'AAPL'];
    for (let i = 0; i < 100_000; i++) lines.push(`${symbols[i % 5]},Jan ${1 + (i % 28)} ${2000 + (i % 20)},${((i * 7919) % 100_000) / 100}`);
    const r = await upload('many.csv', lines.join('\n') + '\n');
    const done = await ctx.waitForExecution(r.body.data[0].id);
    assert.equal(done.status, 'SUCCESSFUL', JSON.stringify(done));
    const client = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: 'artifacts', Prefix: `ferry/orgs/${ctx.org.organization.id}/executions/${done.id}/grid/` }));
    client.destroy();
    assert.ok((listed.Contents?.[0]?.Size ?? 0) > 4 * 1024 * 1024, `a store of several 4 MiB chunks: ${listed.Contents?.[0]?.Size}`);
    for (const offset of [0, 17_000, 58_000, 99_990]) {
      const page = await ctx.request('GET', `/execution/${done.id}/rows`, { query: { offset: String(offset), limit: '10' } });
      assert.deepEqual(page.body.data.map((row: { row: number }) => row.row), Array.from({ length: Math.min(10, 100_000 - offset) }, (_, k) => offset + k + 2));
      assert.equal(page.body.data[0].values.symbol, symbols[offset % 5]);
    }
    const search = await ctx.request('GET', `/execution/${done.id}/rows`, { query: { search: '999.99', search_column: 'price' } });
    assert.equal(search.body.matched, Array.from({ length: 100_000 }, (_, i) => ((i * 7919) % 100_000) / 100).filter((p) => String(p).includes('999.99')).length);
    const sorted = await ctx.request('GET', `/execution/${done.id}/rows`, { query: { sort: '{"price":"desc"}', limit: '1' } });
    assert.equal(sorted.body.data[0].values.price, String(Math.max(...Array.from({ length: 100_000 }, (_, i) => ((i * 7919) % 100_000) / 100))));
  });
});
