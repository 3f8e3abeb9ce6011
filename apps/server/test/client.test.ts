/**
 * @ferry/client against a real Ferry server listening on loopback (PGlite and PostgreSQL): typed
 * calls, errors as FerryApiError, paging, a 401 answered by refreshing the token once, uploads with
 * progress, output downloads, raw pushes, and a server that cannot be reached.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { FerryApiError, FerryClient, isFerryApiError } from '@ferry/client';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { databaseKinds } from './helpers/database.ts';
import { closedPort } from '@ferry/connectors/testing/http-peer';
import { startReceiver, type Receiver } from './helpers/receiver.ts';

/** The error a promise rejects with (the test fails when it resolves). */
async function failure<E = FerryApiError>(promise: Promise<unknown>): Promise<E> {
  try {
    await promise;
  } catch (err) {
    return err as E;
  }
  throw new Error('expected the call to fail');
}

const CSV = 'name,email\nAda,ada@example.com\nGrace,grace@example.com\n';

for (const kind of databaseKinds()) {
  describe(`@ferry/client against a listening server (${kind})`, () => {
    let ctx: TestContext;
    let baseUrl: string;
    let ferry: FerryClient;
    let receiver: Receiver;

    before(async () => {
      receiver = await startReceiver();
      ctx = await createTestContext(kind, { runtime: true, env: { FERRY_NETWORK_ALLOW_LIST: '127.0.0.1' } });
      baseUrl = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
      ferry = new FerryClient({ baseUrl, accessToken: ctx.ownerToken });
    });
    after(async () => {
      await ctx?.close();
      await receiver?.close();
    });

    it('exchanges a license key for a token and makes typed calls with it', async () => {
      const anonymous = new FerryClient({ baseUrl });
      const token = await anonymous.createAccessToken({ license_key: ctx.org.license_key, auth: { identifier: ctx.org.owner.identifier, type: 'USER' } });
      assert.equal(token.data.token_type, 'Bearer');
      const client = new FerryClient({ baseUrl: `${baseUrl}/`, accessToken: () => token.data.access_token });
      const tdm = await client.createTdm({ name: 'Contacts', columns: [{ key: 'name', label: 'Name', columnType: 'string' }, { key: 'email', label: 'E-mail', columnType: 'email' }] });
      assert.equal(tdm.data.columns[1]!.columnType, 'email');
      const read = await client.getTdm(tdm.data.id);
      assert.deepEqual(read.data, tdm.data);
      const list = await client.listTdms({ filters: JSON.stringify({ name: 'Contacts' }) });
      assert.ok(list.data.some((t) => t.id === tdm.data.id));
    });

    it('turns every error answer into a FerryApiError with status, code, details and request id', async () => {
      const missing = await ferry.getPipeline('01a00000-0000-7000-8000-000000000000').catch((e: unknown) => e);
      assert.ok(missing instanceof FerryApiError && isFerryApiError(missing));
      assert.equal(missing.status, 404);
      assert.equal(missing.code, 'NOT_FOUND');
      assert.match(missing.message, /pipeline .* was not found/);
      assert.ok(missing.requestId);
      const invalid = await failure(ferry.createConnector({ name: 'x', type: 'INPUT', node_type: 'FTP', configuration: { host: 'ftp.example.com', protocol: 'FTP', username: 'u', password: 'p', port: 70000 } }));
      assert.equal(invalid.status, 400);
      assert.equal(invalid.code, 'VALIDATION_FAILED');
      assert.deepEqual(invalid.details[0], { field: 'configuration.port', message: 'must be <= 65535' });
    });

    it('pages through a list with paginate', async () => {
      const names = ['Paged A', 'Paged B', 'Paged C', 'Paged D', 'Paged E'];
      for (const name of names) await ferry.createConnector({ name, type: 'INPUT', node_type: 'MANUAL' });
      const seen: string[] = [];
      for await (const c of ferry.paginate('listConnectors', { filters: JSON.stringify({ name: 'Paged' }), sort: JSON.stringify({ name: 'asc' }), limit: 2 })) seen.push(c.name);
      assert.deepEqual(seen, names);
    });

    it('asks for a new token once when the server answers 401, and retries with it', async () => {
      let asked = 0;
      const client = new FerryClient({
        baseUrl,
        accessToken: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJub2JvZHkifQ.c2lnbmF0dXJl',
        onUnauthorized: async () => {
          asked++;
          return ctx.token(ctx.org.owner.identifier);
        },
      });
      const list = await client.listPipelines();
      assert.ok(Array.isArray(list.data));
      assert.equal(asked, 1);
      await client.listPipelines();
      assert.equal(asked, 1, 'the new token is kept');
      const giveUp = new FerryClient({ baseUrl, accessToken: 'not-a-token', onUnauthorized: () => null });
      const err = await failure(giveUp.listPipelines());
      assert.equal(err.status, 401);
      assert.equal(err.code, 'UNAUTHORIZED');
    });

    it('accepts the token without the Bearer prefix, as the product samples send it', async () => {
      const r = await fetch(`${baseUrl}/dp/api/v1/pipeline`, { headers: { authorization: ctx.ownerToken } });
      assert.equal(r.status, 200);
      const basic = await fetch(`${baseUrl}/dp/api/v1/pipeline`, { headers: { authorization: 'Basic dXNlcjpwYXNz' } });
      assert.equal(basic.status, 401);
    });

    it('uploads a file with progress, follows the execution and downloads its output in two formats', async () => {
      const tdm = await ferry.createTdm({ name: 'Uploads', columns: [{ key: 'name', label: 'name', columnType: 'string' }, { key: 'email', label: 'email', columnType: 'email' }] });
      const input = await ferry.createConnector({ name: 'Uploads in', type: 'INPUT', node_type: 'MANUAL' });
      const output = await ferry.createConnector({ name: 'Uploads out', type: 'OUTPUT', node_type: 'HTTP', configuration: { url: `${receiver.url}/in`, method: 'POST' } });
      await ferry.createPipeline({ name: 'Uploads', configuration: { input_connectors: [input.data.id], output_connectors: [output.data.id], tdm: tdm.data.id } });
      const progress: Array<{ loaded: number; total: number }> = [];
      const executions = await ferry.uploadFiles(input.data.id, [{ name: 'contacts.csv', data: new TextEncoder().encode(CSV), type: 'text/csv' }], { onProgress: (p) => progress.push(p) });
      assert.equal(executions.length, 1);
      assert.equal(executions[0]!.trigger_type, 'EVENT_BASE');
      assert.deepEqual(progress.at(-1), { loaded: CSV.length, total: CSV.length });
      const done = await ctx.waitForExecution(executions[0]!.id);
      assert.equal(done.status, 'SUCCESSFUL', JSON.stringify(done));
      const json = await (await ferry.downloadExecutionOutput(done.id, 'JSON')).json();
      assert.deepEqual(json, [{ name: 'Ada', email: 'ada@example.com' }, { name: 'Grace', email: 'grace@example.com' }]);
      assert.deepEqual(JSON.parse(receiver.requests.at(-1)!.body.toString('utf8')), json, 'the download is what was delivered');
      const csv = await ferry.downloadExecutionOutput(done.id, 'CSV');
      assert.match(csv.headers.get('content-disposition') ?? '', /attachment/);
      assert.equal((await csv.text()).replace(/\r\n/g, '\n'), 'name,email\nAda,ada@example.com\nGrace,grace@example.com\n');
      // A download is opened by a person: formula-like text is escaped, numbers never; on request, nothing.
      const [tricky] = await ferry.uploadFiles(input.data.id, [{ name: 'tricky.csv', data: new TextEncoder().encode('name,email\n=1+1,x@example.com\n-72.5,y@example.com\n') }]);
      const trickyDone = await ctx.waitForExecution(tricky!.id);
      assert.equal(trickyDone.output.formulas_escaped, false, 'the HTTP delivery (JSON) is never escaped');
      const escaped = (await (await ferry.downloadExecutionOutput(tricky!.id, 'CSV')).text()).replace(/\r\n/g, '\n');
      assert.equal(escaped, "name,email\n'=1+1,x@example.com\n-72.5,y@example.com\n");
      const plain = (await (await ferry.downloadExecutionOutput(tricky!.id, 'CSV', { escapeFormulas: false })).text()).replace(/\r\n/g, '\n');
      assert.equal(plain, 'name,email\n=1+1,x@example.com\n-72.5,y@example.com\n');
      const refused = await failure(ferry.uploadFiles(input.data.id, [{ name: 'notes.bin', data: new Uint8Array([0, 1, 2, 3, 0, 255, 0, 7]) }]));
      assert.equal(refused.status, 415);
      assert.equal(refused.code, 'UNSUPPORTED_MEDIA_TYPE');
    });

    it('says NETWORK_ERROR when the server cannot be reached', async () => {
      const port = await closedPort();
      const err = await failure(new FerryClient({ baseUrl: `http://127.0.0.1:${port}`, accessToken: 'x' }).listPipelines());
      assert.ok(err instanceof FerryApiError);
      assert.equal(err.status, 0);
      assert.equal(err.code, 'NETWORK_ERROR');
      const aborted = await failure<Error>(ferry.listPipelines(undefined, { signal: AbortSignal.abort() }));
      assert.equal(aborted.name, 'AbortError');
    });
  });
}
