/**
 * The execution runtime in one process (queue, workers, storage, engine threads) on real files:
 * upload → executions → delivery to an HTTP receiver on loopback; downloads in every format; cell
 * errors; fix; rerun; the upload's checks (413, 415, 409); pushed data to a REACTIVE connector;
 * PROACTIVE input with token refresh and the file ledger; destination failures.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { databaseKinds } from './helpers/database.ts';
import { startReceiver, type Receiver } from './helpers/receiver.ts';
import { realFile } from './helpers/real-files.ts';
import { upload } from './helpers/upload.ts';

const weatherCsv = readFileSync(realFile('vega-datasets', 'data/seattle-weather.csv'));
const WEATHER_ROWS = weatherCsv.toString('utf8').trim().split('\n').length - 1;

const weatherTdm = {
  name: 'Seattle weather',
  columns: [
    { key: 'date', label: 'Date', columnType: 'date', validations: [{ validate: 'required' }, { validate: 'unique' }] },
    { key: 'precipitation', label: 'Precipitation', columnType: 'float', validations: [{ validate: 'required' }] },
    { key: 'temp_max', label: 'Max temperature', columnType: 'float' },
    { key: 'temp_min', label: 'Min temperature', columnType: 'float' },
    { key: 'wind', label: 'Wind', columnType: 'float' },
    {
      key: 'weather',
      label: 'Weather',
      columnType: 'category',
      optionConfiguration: { options: ['drizzle', 'rain', 'sun', 'snow', 'fog'].map((v) => ({ label: v, value: v.toUpperCase() })) },
    },
  ],
};


for (const kind of databaseKinds()) {
  describe(`execution runtime (${kind})`, () => {
    let ctx: TestContext;
    let receiver: Receiver;
    let manual: string;
    let output: string;
    let tdmId: string;

    before(async () => {
      ctx = await createTestContext(kind, { runtime: true, env: { FERRY_NETWORK_ALLOW_LIST: '127.0.0.1', FERRY_UPLOAD_LIMIT_BYTES: String(2 * 1024 * 1024) } });
      receiver = await startReceiver();
      tdmId = (await ctx.request('POST', '/tdm', { body: weatherTdm })).body.data.id;
      manual = (await ctx.request('POST', '/connector', { body: { name: 'Uploads', type: 'INPUT', node_type: 'MANUAL', configuration: {} } })).body.data.id;
      const out = await ctx.request('POST', '/connector', { body: { name: 'Receiver', type: 'OUTPUT', node_type: 'HTTP', configuration: { url: `${receiver.url}/import`, method: 'POST', headers: { 'X-Api-Key': 'receiver-key' } } } });
      assert.equal(out.status, 201, JSON.stringify(out.body));
      output = out.body.data.id;
      const p = await ctx.request('POST', '/pipeline', {
        body: { name: 'Weather', configuration: { input_connectors: [manual], output_connectors: [output], tdm: tdmId, error_config: { error_threshold: 10 } } },
      });
      assert.equal(p.status, 201, JSON.stringify(p.body));
    });
    after(async () => {
      await ctx.close();
      await receiver.close();
    });

    it('runs an uploaded real CSV to SUCCESSFUL and delivers typed rows once to the HTTP output', async () => {
      const r = await upload(ctx, manual, [{ name: 'seattle-weather.csv', content: weatherCsv, type: 'text/csv' }]);
      assert.equal(r.status, 201, JSON.stringify(r.body));
      assert.equal(r.body.data.length, 1);
      const created = r.body.data[0];
      assert.equal(created.trigger_type, 'EVENT_BASE');
      assert.equal(created.status, 'PROCESSING');
      const done = await ctx.waitForExecution(created.id);
      assert.equal(done.status, 'SUCCESSFUL', JSON.stringify(done));
      assert.equal(done.stats.rows, WEATHER_ROWS);
      assert.equal(done.stats.output_rows, WEATHER_ROWS);
      assert.equal(done.stats.erroneous_cells, 0);
      assert.equal(done.input.file_name, 'seattle-weather.csv');
      assert.equal(done.input.format, 'CSV');
      assert.equal(done.output.format, 'JSON');
      assert.equal(done.output.rows, WEATHER_ROWS);
      assert.ok(done.duration_ms >= 0 && done.started_at && done.finished_at);
      assert.equal(done.progress, null);

      const deliveries = receiver.requests.filter((q) => q.headers['x-ferry-execution-id'] === created.id);
      assert.equal(deliveries.length, 1, 'delivered exactly once');
      const d = deliveries[0]!;
      assert.equal(d.method, 'POST');
      assert.equal(d.url, '/import');
      assert.equal(d.headers['x-api-key'], 'receiver-key');
      assert.equal(d.headers['idempotency-key'], created.id);
      const rows = JSON.parse(d.body.toString('utf8'));
      assert.equal(rows.length, WEATHER_ROWS);
      assert.deepEqual(rows[0], { date: '2012-01-01', precipitation: 0, temp_max: 12.8, temp_min: 5, wind: 4.7, weather: 'DRIZZLE' });
      assert.equal(typeof rows[1].precipitation, 'number');

      // Jobs carry ids only: the connector's secret header value is in no job row and no log line.
      const jobs = await ctx.database.executeSql('SELECT * FROM pgboss.job');
      assert.ok(jobs.rows.some((j) => JSON.stringify(j).includes(created.id)), 'the job names the execution');
      assert.ok(!JSON.stringify(jobs.rows).includes('receiver-key'), 'no secret in the job table');
      assert.ok(!ctx.logs.join('\n').includes('receiver-key'), 'no secret in the logs');
    });

    it('downloads the output as JSON, CSV, XLSX and XML', async () => {
      const [e] = (await ctx.request('GET', '/execution', { query: { 'filters[status]': 'SUCCESSFUL', limit: '1' } })).body.data;
      const json = await ctx.request('GET', `/execution/${e.id}/output`);
      assert.equal(json.status, 200);
      assert.match(String(json.headers['content-disposition']), /attachment; filename=".+\.json"/);
      assert.equal(json.body.length, WEATHER_ROWS);
      const csv = await ctx.request('GET', `/execution/${e.id}/output`, { query: { format: 'csv' } });
      assert.equal(csv.status, 200);
      assert.match(String(csv.headers['content-type']), /text\/csv/);
      const lines = String(csv.body).trim().split(/\r?\n/);
      assert.equal(lines.length, WEATHER_ROWS + 1);
      assert.equal(lines[0], 'date,precipitation,temp_max,temp_min,wind,weather');
      assert.equal(lines[1], '2012-01-01,0,12.8,5,4.7,DRIZZLE');
      const xlsx = await ctx.request('GET', `/execution/${e.id}/output`, { query: { format: 'XLSX' } });
      assert.equal(xlsx.status, 200);
      const sheet = XLSX.read(xlsx.raw.rawPayload, { type: 'buffer' });
      const data = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet.Sheets[sheet.SheetNames[0]!]!);
      assert.equal(data.length, WEATHER_ROWS);
      assert.equal(data[1]!.precipitation, 10.9, 'numbers stay numbers in XLSX');
      const xml = await ctx.request('GET', `/execution/${e.id}/output`, { query: { format: 'xml' } });
      assert.equal(xml.status, 200);
      assert.equal((String(xml.body).match(/<row>/g) ?? []).length, WEATHER_ROWS);
      const bad = await ctx.request('GET', `/execution/${e.id}/output`, { query: { format: 'pdf' } });
      assert.equal(bad.status, 400);
      const report = await ctx.request('GET', `/execution/${e.id}/report`);
      assert.equal(report.status, 200);
      assert.equal(report.body.data.header.row_index, 0);
      assert.ok(report.body.data.mapping.mappings.some((m: { target_column: string; origin: string }) => m.target_column === 'temp_max' && m.origin === 'SUGGESTED'));
    });

    it('fails a file with too many bad cells (ERROR_THRESHOLD_EXCEEDED), pages its errors, is fixed into SUCCESSFUL, then reruns', async () => {
      const bad = ['date,precipitation,temp_max,temp_min,wind,weather', '2020-01-01,1.5,10,2,3,rain', '2020-01-02,lots,9,1,2,hail', '2020-01-03,0.2,8,not-a-number,2,sun', '2020-01-04,,7,0,1,fog'].join('\n');
      const r = await upload(ctx, manual, [{ name: 'bad-weather.csv', content: bad }]);
      assert.equal(r.status, 201, JSON.stringify(r.body));
      const failed = await ctx.waitForExecution(r.body.data[0].id);
      assert.equal(failed.status, 'FAILED');
      assert.equal(failed.error.type, 'ERROR_THRESHOLD_EXCEEDED');
      assert.match(failed.error.message, /%/);
      assert.equal(failed.stats.erroneous_cells, 4);
      assert.equal(failed.output, null);

      const errs = await ctx.request('GET', `/execution/${failed.id}/errors`, { query: { limit: '2' } });
      assert.equal(errs.status, 200);
      assert.equal(errs.headers['x-total-count'], '4');
      assert.equal(errs.body.data.length, 2);
      assert.deepEqual(errs.body.counts_by_column, { date: 0, precipitation: 2, temp_max: 0, temp_min: 1, wind: 0, weather: 1 });
      assert.deepEqual(Object.keys(errs.body.data[0]).sort(), ['column', 'message', 'row', 'rule', 'value']);
      const precip = await ctx.request('GET', `/execution/${failed.id}/errors`, { query: { column: 'precipitation' } });
      assert.deepEqual(precip.body.data.map((e: { row: number; rule: string }) => [e.row, e.rule]), [[3, 'type:float'], [5, 'required']]);
      assert.equal((await ctx.request('GET', `/execution/${failed.id}/output`)).status, 409);

      const notAllowed = await ctx.request('POST', `/execution/${failed.id}/fix`, { body: { cleanings: { '3': { nonsense: '1' } } } });
      assert.equal(notAllowed.status, 400);
      assert.match(notAllowed.body.message, /nonsense/);

      const partial = await ctx.request('POST', `/execution/${failed.id}/fix`, { query: { wait: 'true' }, body: { cleanings: { '3': { precipitation: '0.4' } } } });
      assert.equal(partial.status, 200, JSON.stringify(partial.body));
      assert.equal(partial.body.data.status, 'FAILED', 'still too many errors');
      assert.equal(partial.body.data.stats.erroneous_cells, 3);

      const fixed = await ctx.request('POST', `/execution/${failed.id}/fix`, {
        query: { wait: '1' },
        body: { cleanings: { '3': { weather: 'snow' }, '4': { temp_min: '0.5' }, '5': { precipitation: 0 } } },
      });
      assert.equal(fixed.status, 200, JSON.stringify(fixed.body));
      const f = fixed.body.data;
      assert.equal(f.status, 'SUCCESSFUL', JSON.stringify(f));
      assert.equal(f.stats.erroneous_cells, 0);
      assert.equal(f.fixed_by.id, ctx.org.owner.id);
      assert.equal(f.error, null);
      const delivered = receiver.requests.filter((q) => q.headers['x-ferry-execution-id'] === failed.id);
      assert.equal(delivered.length, 1);
      const rows = JSON.parse(delivered[0]!.body.toString());
      assert.deepEqual(rows[1], { date: '2020-01-02', precipitation: 0.4, temp_max: 9, temp_min: 1, wind: 2, weather: 'SNOW' });
      const again = await ctx.request('POST', `/execution/${failed.id}/fix`, { body: { cleanings: {} } });
      assert.equal(again.status, 409, 'only FAILED executions are fixed');
      // The list tells fixed failures from open ones (the dashboard counts them).
      const listed = async (filters: object) => (await ctx.request('GET', '/execution', { query: { limit: '100', filters: JSON.stringify(filters) } })).body.data.map((e: { id: string }) => e.id);
      assert.ok((await listed({ fixed: true })).includes(failed.id));
      assert.ok(!(await listed({ fixed: false })).includes(failed.id));
      assert.ok(!(await listed({ status: 'FAILED', fixed: false })).includes(failed.id), 'no longer an open failure');

      // A rerun keeps the fixes (the same source cells), unless asked to start over from the file.
      const rerun = await ctx.request('POST', `/execution/${failed.id}/rerun`);
      assert.equal(rerun.status, 201, JSON.stringify(rerun.body));
      assert.equal(rerun.body.data.rerun_of, failed.id);
      const rerunDone = await ctx.waitForExecution(rerun.body.data.id);
      assert.equal(rerunDone.status, 'SUCCESSFUL', `a rerun applies the fixes again: ${JSON.stringify(rerunDone)}`);
      assert.equal(rerunDone.input.file_name, 'bad-weather.csv');
      const fresh = await ctx.request('POST', `/execution/${failed.id}/rerun`, { body: { keep_fixes: false } });
      const freshDone = await ctx.waitForExecution(fresh.body.data.id);
      assert.equal(freshDone.status, 'FAILED', 'keep_fixes: false starts from the stored input, without the fixes');
      const byRerun = await ctx.request('GET', '/execution', { query: { 'filters[rerun_of]': failed.id } });
      assert.equal(byRerun.body.data.length, 2);
    });

    it('checks uploads: size (413), type by content (415), empty (400), connector kind and pipelines (409)', async () => {
      const big = await upload(ctx, manual, [{ name: 'big.csv', content: Buffer.alloc(3 * 1024 * 1024, 'a,b\n') }]);
      assert.equal(big.status, 413);
      assert.equal(big.body.code, 'PAYLOAD_TOO_LARGE');
      const png = await upload(ctx, manual, [{ name: 'table.csv', content: readFileSync(realFile('vega-datasets', 'data/ffox.png')) }]);
      assert.equal(png.status, 415);
      assert.match(png.body.message, /table\.csv/);
      const empty = await upload(ctx, manual, [{ name: 'empty.csv', content: '' }]);
      assert.equal(empty.status, 400);
      const none = await ctx.request('POST', `/connector/${manual}/upload`, { payload: '--x--\r\n', headers: { 'content-type': 'multipart/form-data; boundary=x' } });
      assert.equal(none.status, 400);
      // Malformed multipart bodies are the client's mistake (found by api-fuzz.test.ts: they were a 500).
      const noBoundary = await ctx.request('POST', `/connector/${manual}/upload`, { payload: '', headers: { 'content-type': 'multipart/form-data' } });
      assert.equal(noBoundary.status, 400);
      assert.equal(noBoundary.body.code, 'INVALID_MULTIPART');
      assert.match(noBoundary.body.message, /Boundary not found/);
      const truncated = await ctx.request('POST', `/connector/${manual}/upload`, {
        payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="cut.csv"\r\nContent-Type: text/csv\r\n\r\na,b\n1,2',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      });
      assert.equal(truncated.status, 400, JSON.stringify(truncated.body));
      assert.equal(truncated.body.code, 'INVALID_MULTIPART');
      const toOutput = await upload(ctx, output, [{ name: 'a.csv', content: 'a\n1' }]);
      assert.equal(toOutput.status, 409);
      const idle = (await ctx.request('POST', '/connector', { body: { name: 'Idle uploads', type: 'INPUT', node_type: 'MANUAL', configuration: {} } })).body.data.id;
      const noPipeline = await upload(ctx, idle, [{ name: 'a.csv', content: 'a\n1' }]);
      assert.equal(noPipeline.status, 409);
      assert.equal(noPipeline.body.code, 'NO_PIPELINE');
      const stored: string[] = [];
      for await (const key of ctx.storage!.list('')) if (key.includes('/uploads/')) stored.push(key);
      assert.ok(stored.every((k) => !/big\.csv|table\.csv|empty\.csv|cut\.csv/.test(k)), 'refused uploads leave nothing behind');
      const many = await upload(ctx, manual, Array.from({ length: 21 }, (_, i) => ({ name: `part-${i}.csv`, content: 'date,precipitation\n2012-01-01,1\n' })));
      assert.equal(many.status, 413);
      assert.match(many.body.message, /too many files in the upload: at most 20 a request/);
    });

    it('fails an upload whose record has no line break with LIMIT_EXCEEDED, early, naming the cell', async () => {
      const line = `date,precipitation,weather\n2012-01-01,${'9'.repeat(1_500_000)}`;
      const r = await upload(ctx, manual, [{ name: 'one-line.csv', content: line, type: 'text/csv' }]);
      assert.equal(r.status, 201, JSON.stringify(r.body));
      const done = await ctx.waitForExecution(r.body.data[0].id);
      assert.equal(done.status, 'FAILED', JSON.stringify(done));
      assert.equal(done.error.type, 'LIMIT_EXCEEDED');
      assert.match(done.error.message, /^The cell in row 2, column 2 holds more than 32767 characters \(\d+ read before its end\); at most 32767 are accepted/);
    });

    it('takes pushed data on a REACTIVE HTTP connector with its own secret', async () => {
      const c = await ctx.request('POST', '/connector', { body: { name: 'Pushes', type: 'INPUT', node_type: 'HTTP', configuration: { type: 'REACTIVE' } } });
      assert.equal(c.status, 201, JSON.stringify(c.body));
      const secret = c.body.data.inbound_secret;
      assert.match(secret, /^ferry_cs_/);
      assert.match(c.body.data.inbound_url, new RegExp(`/connector/${c.body.data.id}/data$`));
      assert.ok(!('inbound_secret' in (await ctx.request('GET', `/connector/${c.body.data.id}`)).body.data), 'shown once');
      await ctx.request('POST', '/pipeline', { body: { name: 'Pushed weather', configuration: { input_connectors: [c.body.data.id], output_connectors: [output], tdm: tdmId, error_config: { error_threshold: 10 } } } });
      const body = weatherCsv.subarray(0, 2000).toString('utf8').split('\n').slice(0, -1).join('\n');
      const wrong = await ctx.request('POST', `/connector/${c.body.data.id}/data`, { token: null, payload: body, headers: { 'content-type': 'text/csv', 'x-ferry-connector-secret': 'ferry_cs_wrong' } });
      assert.equal(wrong.status, 401);
      const pushed = await ctx.request('POST', `/connector/${c.body.data.id}/data`, { token: null, payload: body, headers: { 'content-type': 'text/csv', 'x-ferry-connector-secret': secret, 'x-file-name': 'push.csv' } });
      assert.equal(pushed.status, 201, JSON.stringify(pushed.body));
      const done = await ctx.waitForExecution(pushed.body.data[0].id);
      assert.equal(done.status, 'SUCCESSFUL', JSON.stringify(done));
      assert.equal(done.trigger_type, 'EVENT_BASE');
      assert.equal(done.input.file_name, 'push.csv');
      // Found by api-fuzz.test.ts (each was a 500): no body and no Content-Type; a file name that
      // is not valid percent-encoding or decodes to a NUL.
      const noBody = await ctx.request('POST', `/connector/${c.body.data.id}/data`, { token: null, headers: { 'x-ferry-connector-secret': secret, 'x-file-name': 'a.csv' } });
      assert.equal(noBody.status, 400);
      assert.equal(noBody.body.code, 'EMPTY_FILE');
      const oddName = await ctx.request('POST', `/connector/${c.body.data.id}/data`, { token: null, payload: body.replace('2012', '2013'), headers: { 'content-type': 'text/csv', 'x-ferry-connector-secret': secret, 'x-file-name': '100%-a%00b.csv' } });
      assert.equal(oddName.status, 201, JSON.stringify(oddName.body));
      assert.equal(oddName.body.data[0].input.file_name, '100%-a%00b.csv', 'not percent-encoding: kept as sent');
      const nulName = await ctx.request('POST', `/connector/${c.body.data.id}/data`, { token: null, payload: body.replace('2012', '2014'), headers: { 'content-type': 'text/csv', 'x-ferry-connector-secret': secret, 'x-file-name': 'a%00b%0A.csv' } });
      assert.equal(nulName.status, 201, JSON.stringify(nulName.body));
      assert.equal(nulName.body.data[0].input.file_name, 'ab.csv', 'control characters are dropped from the recorded name');
      // Path segments never reach input.file_name or the storage key, pushed or uploaded.
      const pathName = await ctx.request('POST', `/connector/${c.body.data.id}/data`, { token: null, payload: body.replace('2012', '2015'), headers: { 'content-type': 'text/csv', 'x-ferry-connector-secret': secret, 'x-file-name': 'a/../../../../tmp/x.csv' } });
      assert.equal(pathName.status, 201, JSON.stringify(pathName.body));
      assert.equal(pathName.body.data[0].input.file_name, 'x.csv');
      const uploaded = await upload(ctx, manual, [{ name: 'C:\\exports\\..\\..\\y.csv', content: body.replace('2012', '2016'), type: 'text/csv' }]);
      assert.equal(uploaded.status, 201, JSON.stringify(uploaded.body));
      assert.equal(uploaded.body.data[0].input.file_name, 'y.csv');
      const keys: string[] = [];
      for await (const key of ctx.storage!.list('')) keys.push(key);
      assert.ok(keys.some((k) => k.endsWith('/x.csv')) && keys.some((k) => k.endsWith('/y.csv')), JSON.stringify(keys.filter((k) => /[xy]\.csv/.test(k))));
      assert.ok(!keys.some((k) => /tmp|exports|\.\./.test(k)), 'no segment of the sent path is in a key');
      const rotated = await ctx.request('POST', `/connector/${c.body.data.id}/inbound-secret`);
      assert.equal(rotated.status, 200);
      const old = await ctx.request('POST', `/connector/${c.body.data.id}/data`, { token: null, payload: body, headers: { 'content-type': 'text/csv', 'x-ferry-connector-secret': secret } });
      assert.equal(old.status, 401, 'the old secret stops working');
    });

    it('runs a download-only pipeline (MANUAL output): nothing is pushed, the output is kept in every format', async () => {
      const input = (await ctx.request('POST', '/connector', { body: { name: 'Customer uploads', type: 'INPUT', node_type: 'MANUAL' } })).body.data.id;
      const out = await ctx.request('POST', '/connector', { body: { name: 'Download only', type: 'OUTPUT', node_type: 'MANUAL' } });
      assert.equal(out.status, 201, JSON.stringify(out.body));
      const p = await ctx.request('POST', '/pipeline', { body: { name: 'Download only', configuration: { input_connectors: [input], output_connectors: [out.body.data.id], tdm: tdmId, error_config: { error_threshold: 10 } } } });
      assert.equal(p.body.data.draft, false);
      const up = await upload(ctx, input, [{ name: 'seattle-weather.csv', content: weatherCsv, type: 'text/csv' }]);
      const done = await ctx.waitForExecution(up.body.data[0].id);
      assert.equal(done.status, 'SUCCESSFUL', JSON.stringify(done));
      assert.equal(done.output.download_only, true);
      assert.equal(done.output.delivered_to, null);
      assert.equal(receiver.requests.filter((q) => q.headers['idempotency-key'] === done.id).length, 0, 'nothing was pushed');
      const json = await ctx.request('GET', `/execution/${done.id}/output`);
      assert.equal(json.status, 200);
      assert.equal(json.body.length, 1461);
      for (const format of ['csv', 'tsv', 'xml', 'xlsx']) {
        const r = await ctx.request('GET', `/execution/${done.id}/output`, { query: { format } });
        assert.equal(r.status, 200, format);
        assert.ok(r.raw.rawPayload.length > 1000, format);
      }
    });

    it('fails with NETWORK_REFUSED when the guard refuses the source address', async () => {
      // 127.0.0.2 is loopback and not on this test's allow-list (127.0.0.1): a literal address is refused when saved…
      const literal = await ctx.request('POST', '/connector', { body: { name: 'Internal', type: 'INPUT', node_type: 'HTTP', configuration: { type: 'PROACTIVE', url: 'http://127.0.0.2:9/data.csv', method: 'GET' } } });
      assert.equal(literal.status, 400, JSON.stringify(literal.body));
      assert.equal(literal.body.details[0].field, 'configuration.url');
      assert.match(literal.body.details[0].message, /127\.0\.0\.2 is a loopback address/);
      // …and an address reached at connect time (here through a redirect from an allowed source) is refused
      // before any connection to it: the run fails with NETWORK_REFUSED.
      const source = await startReceiver((_req, res) => {
        res.writeHead(302, { location: 'http://127.0.0.2:9/data.csv' });
        res.end();
      });
      try {
        const input = await ctx.request('POST', '/connector', { body: { name: 'Redirected', type: 'INPUT', node_type: 'HTTP', configuration: { type: 'PROACTIVE', url: `${source.url}/data.csv`, method: 'GET' } } });
        assert.equal(input.status, 201, JSON.stringify(input.body));
        const p = (await ctx.request('POST', '/pipeline', { body: { name: 'Internal source', configuration: { input_connectors: [input.body.data.id], output_connectors: [output], tdm: tdmId } } })).body.data;
        const e = await ctx.waitForExecution((await ctx.request('POST', '/execution', { body: { pipeline_id: p.id } })).body.data[0].id);
        assert.equal(e.status, 'FAILED');
        assert.equal(e.error.type, 'NETWORK_REFUSED', JSON.stringify(e.error));
        assert.match(e.error.message, /127\.0\.0\.2/);
        const row = await ctx.request('GET', `/execution/${e.id}`);
        assert.equal(row.body.data.error.type, 'NETWORK_REFUSED');
        assert.equal(source.requests.length, 1, 'the allowed source was asked once');
      } finally {
        await source.close();
      }
    });

    it('fetches PROACTIVE HTTP input with a token refresh, and does not process the same file twice unless rerun', async () => {
      const source = await startReceiver((req, res) => {
        if (req.url === '/token') {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end('{"access_token":"fresh-token"}');
          return;
        }
        if (req.headers.authorization !== 'Bearer fresh-token') {
          res.writeHead(401);
          res.end('expired');
          return;
        }
        res.writeHead(200, { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="weather.csv"' });
        res.end(weatherCsv);
      });
      try {
        const input = await ctx.request('POST', '/connector', {
          body: {
            name: 'Weather API',
            type: 'INPUT',
            node_type: 'HTTP',
            configuration: { type: 'PROACTIVE', url: `${source.url}/weather`, method: 'GET', headers: { Authorization: 'Bearer stale-token' }, authentication: { refresh_url: `${source.url}/token`, method: 'POST', headers: { 'X-Refresh': 'r1' } } },
          },
        });
        assert.equal(input.status, 201, JSON.stringify(input.body));
        const p = (await ctx.request('POST', '/pipeline', { body: { name: 'Weather API', configuration: { input_connectors: [input.body.data.id], output_connectors: [output], tdm: tdmId } } })).body.data;
        const first = await ctx.waitForExecution((await ctx.request('POST', '/execution', { body: { pipeline_id: p.id } })).body.data[0].id);
        assert.equal(first.status, 'SUCCESSFUL', JSON.stringify(first));
        assert.equal(first.trigger_type, 'MANUAL');
        assert.equal(first.input.file_name, 'weather.csv');
        const refresh = source.requests.find((q) => q.url === '/token')!;
        assert.equal(refresh.method, 'POST');
        assert.equal(refresh.headers['x-refresh'], 'r1');
        // The same file again is "nothing new": SKIPPED, not a failure, and nothing is delivered.
        const second = await ctx.waitForExecution((await ctx.request('POST', '/execution', { body: { pipeline_id: p.id } })).body.data[0].id);
        assert.equal(second.status, 'SKIPPED');
        assert.equal(second.error, null);
        assert.equal(second.output, null);
        assert.match(second.skip_reason, /^nothing new: weather\.csv .* already processed by execution /);
        assert.equal(receiver.requests.filter((q) => q.headers['idempotency-key'] === second.id).length, 0);
        const skipped = await ctx.request('GET', '/execution', { query: { filters: JSON.stringify({ pipeline: p.id, status: 'SKIPPED' }) } });
        assert.deepEqual(skipped.body.data.map((e: { id: string }) => e.id), [second.id]);
        const rerunSkipped = await ctx.request('POST', `/execution/${second.id}/rerun`);
        assert.equal(rerunSkipped.status, 409);
        assert.match(rerunSkipped.body.message, /was SKIPPED and stored no file \(nothing new: weather\.csv .*\); rerun the execution that processed that file instead/);
        const rerun = await ctx.request('POST', `/execution/${first.id}/rerun`);
        assert.equal((await ctx.waitForExecution(rerun.body.data.id)).status, 'SUCCESSFUL');
      } finally {
        await source.close();
      }
    });

    it('fails with DESTINATION_UNRESPONSIVE naming the status when the output refuses the data', async () => {
      const refusing = await startReceiver((_req, res) => {
        res.writeHead(422, { 'content-type': 'application/json' });
        res.end('{"error":"schema mismatch in field x"}');
      });
      try {
        const out = (await ctx.request('POST', '/connector', { body: { name: 'Refusing', type: 'OUTPUT', node_type: 'HTTP', configuration: { url: `${refusing.url}/in`, method: 'PUT' } } })).body.data.id;
        const up = (await ctx.request('POST', '/connector', { body: { name: 'Uploads 2', type: 'INPUT', node_type: 'MANUAL', configuration: {} } })).body.data.id;
        await ctx.request('POST', '/pipeline', { body: { name: 'To refusing', configuration: { input_connectors: [up], output_connectors: [out], tdm: tdmId } } });
        const r = await upload(ctx, up, [{ name: 'w.csv', content: weatherCsv }]);
        const done = await ctx.waitForExecution(r.body.data[0].id);
        assert.equal(done.status, 'FAILED');
        assert.equal(done.error.type, 'DESTINATION_UNRESPONSIVE');
        assert.match(done.error.message, /422/);
        assert.match(done.error.message, /schema mismatch/);
        assert.equal(refusing.requests[0]!.method, 'PUT');
      } finally {
        await refusing.close();
      }
    });

    it('fails with DESTINATION_CREDENTIALS_REFUSED when the output refuses its credentials (401), without retrying', async () => {
      const refusing = await startReceiver((_req, res) => {
        res.writeHead(401, { 'content-type': 'application/json', 'www-authenticate': 'Bearer' });
        res.end('{"error":"invalid token"}');
      });
      try {
        const out = (await ctx.request('POST', '/connector', { body: { name: 'Wrong token', type: 'OUTPUT', node_type: 'HTTP', configuration: { url: `${refusing.url}/in`, method: 'POST', headers: { authorization: 'Bearer Wrong-token-canary-3f9a' } } } })).body.data.id;
        const up = (await ctx.request('POST', '/connector', { body: { name: 'Uploads 3', type: 'INPUT', node_type: 'MANUAL', configuration: {} } })).body.data.id;
        await ctx.request('POST', '/pipeline', { body: { name: 'To wrong token', configuration: { input_connectors: [up], output_connectors: [out], tdm: tdmId } } });
        const r = await upload(ctx, up, [{ name: 'w.csv', content: weatherCsv }]);
        const done = await ctx.waitForExecution(r.body.data[0].id);
        assert.equal(done.status, 'FAILED');
        assert.equal(done.error.type, 'DESTINATION_CREDENTIALS_REFUSED', JSON.stringify(done.error));
        assert.match(done.error.message, /401/);
        assert.equal(refusing.requests.length, 1, 'refused credentials are not retried');
        assert.ok(!JSON.stringify(done).includes('Wrong-token-canary-3f9a'));
      } finally {
        await refusing.close();
      }
    });
  });
}
