/**
 * The review grid's API (docs/executions.md "Rows", "Fixes"): the rows of FAILED and SUCCESSFUL
 * executions with their errors, filters, search, sort, projection and paging; precise 4xx for bad
 * requests; fixes recorded and shown as `edited`; the fixed execution's duration and fixed_at.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { queryStats } from '@ferry/engine/grid';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { databaseKinds } from './helpers/database.ts';
import { startReceiver, type Receiver } from './helpers/receiver.ts';
import { uploadCsv } from './helpers/upload.ts';

const TDM = {
  name: 'Countries',
  columns: [
    { key: 'id', label: 'ID', columnType: 'int', validations: [{ validate: 'required' }, { validate: 'unique' }] },
    { key: 'name', label: 'Name', columnType: 'string', validations: [{ validate: 'required' }] },
    { key: 'cca2', label: 'Code', columnType: 'string', validations: [{ validate: 'regex', regex: '^[A-Z]{2}$' }] },
    { key: 'email', label: 'Contact', columnType: 'email' },
    { key: 'joined', label: 'Joined', columnType: 'date', outputFormat: 'DD.MM.YYYY' },
    { key: 'population', label: 'Population', columnType: 'int' },
  ],
};

const ROWS = 2400;
/** Row i (1-based data row, file row i + 1): every 10th code bad, every 25th e-mail bad. */
function countriesCsv(): string {
  const lines = ['ID,Name,Code,Contact,Joined,Population'];
  for (let i = 1; i <= ROWS; i++) {
    const code = i % 10 === 0 ? `bad-${i}` : ['DE', 'FR', 'GB', 'US', 'JP'][i % 5];
    const email = i % 25 === 0 ? `nobody-${i}` : `desk${i}@example.org`;
    lines.push(`${i},Country ${i},${code},${email},2024-${String(1 + (i % 12)).padStart(2, '0')}-15,${(i * 7919) % 100000}`);
  }
  return lines.join('\n') + '\n';
}

for (const kind of databaseKinds()) {
  describe(`execution rows (${kind})`, () => {
    let ctx: TestContext;
    let receiver: Receiver;
    let input: string;
    let failed: { id: string };

    before(async () => {
      ctx = await createTestContext(kind, { runtime: true, env: { FERRY_NETWORK_ALLOW_LIST: '127.0.0.1' } });
      receiver = await startReceiver();
      const tdm = (await ctx.request('POST', '/tdm', { body: TDM })).body.data.id;
      input = (await ctx.request('POST', '/connector', { body: { name: 'Uploads', type: 'INPUT', node_type: 'MANUAL', configuration: {} } })).body.data.id;
      const output = (await ctx.request('POST', '/connector', { body: { name: 'Out', type: 'OUTPUT', node_type: 'HTTP', configuration: { url: `${receiver.url}/in` } } })).body.data.id;
      const p = await ctx.request('POST', '/pipeline', { body: { name: 'Countries', configuration: { input_connectors: [input], output_connectors: [output], tdm, error_config: { error_threshold: 1 } } } });
      assert.equal(p.status, 201, JSON.stringify(p.body));
      failed = await ctx.waitForExecution(await uploadCsv(ctx, input, 'countries.csv', countriesCsv()));
      assert.equal(failed.id && (failed as { status?: string }).status, 'FAILED');
    });
    after(async () => {
      await ctx.close();
      await receiver.close();
    });

    const rows = (id: string, query: Record<string, string> = {}, token?: string) => ctx.request('GET', `/execution/${id}/rows`, { query, ...(token ? { token } : {}) });

    it('pages through every row of a FAILED execution, in file order, with its errors', async () => {
      const r = await rows(failed.id, { offset: '8', limit: '3' });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.equal(r.headers['x-total-count'], String(ROWS));
      assert.equal(r.body.matched, ROWS);
      assert.deepEqual(r.body.pagination, { total: 3, offset: 8, limit: 3 });
      assert.deepEqual(r.body.data[0], { row: 10, values: { id: '9', name: 'Country 9', cca2: 'JP', email: 'desk9@example.org', joined: '15.10.2024', population: String((9 * 7919) % 100000) } });
      assert.deepEqual(r.body.data[1].errors, { cca2: { message: '"bad-10" does not match the pattern ^[A-Z]{2}$', rule: 'regex' } });
      assert.equal(r.body.data[1].values.cca2, 'bad-10', 'an erroneous cell holds its text as read');
      assert.deepEqual(r.body.counts_by_column, { id: 0, name: 0, cca2: ROWS / 10, email: ROWS / 25, joined: 0, population: 0 });
      assert.deepEqual(r.body.counts_by_rule, { regex: ROWS / 10, 'type:email': ROWS / 25 });
      const first = await rows(failed.id);
      assert.equal(first.body.data.length, 100, 'default page size');
      assert.equal(first.body.data[0].row, 2);
    });

    it('filters by problems, column and rule; searches; sorts; projects', async () => {
      const problems = await rows(failed.id, { problems: 'true', limit: '500' });
      const bad = Array.from({ length: ROWS }, (_, k) => k + 1).filter((i) => i % 10 === 0 || i % 25 === 0);
      assert.equal(problems.body.matched, bad.length);
      assert.deepEqual(problems.body.data.slice(0, 4).map((r: { row: number }) => r.row - 1), bad.slice(0, 4));
      const deep = await rows(failed.id, { problems: 'true', offset: '300', limit: '2' });
      assert.deepEqual(deep.body.data.map((r: { row: number }) => r.row - 1), bad.slice(300, 302));
      const email = await rows(failed.id, { problems: 'true', column: 'email', limit: '2', offset: '5' });
      assert.equal(email.body.matched, ROWS / 25);
      assert.deepEqual(email.body.data.map((r: { row: number }) => r.row - 1), [150, 175]);
      const rule = await rows(failed.id, { rule: 'regex', sort: '{"row":"desc"}', limit: '1' });
      assert.equal(rule.body.matched, ROWS / 10);
      assert.equal(rule.body.data[0].row, ROWS + 1);
      const search = await rows(failed.id, { search: 'NOBODY-11', limit: '50' });
      assert.deepEqual(search.body.data.map((r: { values: { email: string } }) => r.values.email), ['nobody-1100', 'nobody-1125', 'nobody-1150', 'nobody-1175']);
      const inColumn = await rows(failed.id, { search: 'country 240', search_column: 'name' });
      assert.deepEqual(inColumn.body.data.map((r: { row: number }) => r.row - 1), [240, 2400]);
      assert.equal(inColumn.headers['x-total-count'], '2');
      const sorted = await rows(failed.id, { sort: '{"population":"desc"}', limit: '3' });
      const populations = Array.from({ length: ROWS }, (_, k) => ((k + 1) * 7919) % 100000).sort((a, b) => b - a);
      assert.deepEqual(sorted.body.data.map((r: { values: { population: string } }) => Number(r.values.population)), populations.slice(0, 3));
      const projected = await rows(failed.id, { columns: 'cca2,email', problems: 'true', limit: '5000' });
      assert.equal(projected.status, 200, JSON.stringify(projected.body));
      assert.equal(projected.body.data.length, bad.length);
      assert.deepEqual(Object.keys(projected.body.data[0].values), ['cca2', 'email']);
    });

    it('answers bad requests with precise 4xx', async () => {
      const unknown = await rows(failed.id, { column: 'nope' });
      assert.equal(unknown.status, 400);
      assert.equal(unknown.body.code, 'UNKNOWN_COLUMN');
      assert.match(unknown.body.message, /column: "nope" is not a column/);
      assert.equal((await rows(failed.id, { sort: '{"nope":"asc"}' })).body.code, 'UNKNOWN_COLUMN');
      assert.equal((await rows(failed.id, { columns: 'id,nope' })).body.code, 'UNKNOWN_COLUMN');
      const badSort = await rows(failed.id, { sort: '{"id":"up"}' });
      assert.equal(badSort.status, 400);
      assert.equal(badSort.body.code, 'VALIDATION_FAILED');
      const tooMany = await rows(failed.id, { limit: '501' });
      assert.equal(tooMany.status, 400);
      assert.match(tooMany.body.message, /at most 500/);
      assert.equal((await rows(failed.id, { limit: '501', columns: 'id,cca2,email' })).status, 400);
      assert.equal((await rows(failed.id, { limit: '5001', columns: 'id' })).status, 400);
      assert.equal((await rows(failed.id, { search_column: 'name' })).status, 400, 'search_column needs search');
      const other = await ctx.otherOrganization();
      const foreign = await rows(failed.id, {}, other.ownerToken);
      assert.equal(foreign.status, 404);
      assert.equal(foreign.body.code, 'NOT_FOUND');
      const empty = await ctx.waitForExecution(await uploadCsv(ctx, input, 'empty.csv', 'ID,Name,Code,Contact,Joined,Population\n'));
      assert.equal(empty.status, 'FAILED');
      const none = await rows(empty.id);
      assert.equal(none.status, 409);
      assert.equal(none.body.code, 'NO_ROWS');
      assert.match(none.body.message, /failed with SOURCE_EMPTY/);
      // A store that is not one (damaged, or of a format this version does not read): 409, not a 500.
      const broken = await ctx.waitForExecution(await uploadCsv(ctx, input, 'broken.csv', 'ID,Name,Code,Contact,Joined,Population\n1,A,DE,a@b.de,2024-01-01,1\n'));
      const { rows: [stored] } = await ctx.database.executeSql(`SELECT artifacts FROM executions WHERE id = '${broken.id}'`);
      const artifacts = (typeof stored!.artifacts === 'string' ? JSON.parse(stored!.artifacts) : stored!.artifacts) as { grid: string };
      await ctx.storage!.put(artifacts.grid, 'not a grid store at all');
      const unreadable = await rows(broken.id);
      assert.equal(unreadable.status, 409);
      assert.equal(unreadable.body.code, 'NO_ROWS');
      assert.match(unreadable.body.message, /rerun it/);
    });

    it('checks values at once with the engine\'s rules, and refuses what it cannot check with precise 4xx', async () => {
      const check = (cells: unknown[], token?: string) => ctx.request('POST', `/execution/${failed.id}/check`, { body: { cells }, ...(token ? { token } : {}) });
      const r = await check([
        { row: 11, column: 'cca2', value: 'NA' },
        { row: 11, column: 'joined', value: '2024-07-04' },
        { row: 26, column: 'email', value: 'still bad' },
        { row: 26, column: 'id', value: '7' },
        { row: 26, column: 'name', value: '' },
      ]);
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.deepEqual(r.body.data, [
        { row: 11, column: 'cca2', value: 'NA', valid: true, output: 'NA' },
        { row: 11, column: 'joined', value: '2024-07-04', valid: true, output: '04.07.2024' },
        { row: 26, column: 'email', value: 'still bad', valid: false, output: 'still bad', message: r.body.data[2].message, rule: 'type:email' },
        { row: 26, column: 'id', value: '7', valid: false, output: '7', message: '"7" appears more than once (first in row 8)', rule: 'unique' },
        { row: 26, column: 'name', value: '', valid: false, output: null, message: 'A value is required', rule: 'required' },
      ]);
      const column = await check([{ row: 11, column: 'nope', value: 'x' }]);
      assert.equal(column.status, 400);
      assert.equal(column.body.code, 'UNKNOWN_COLUMN');
      const row = await check([{ row: ROWS + 5, column: 'cca2', value: 'NA' }]);
      assert.equal(row.status, 400);
      assert.equal(row.body.code, 'UNKNOWN_ROW');
      assert.match(row.body.message, new RegExp(`row ${ROWS + 5} is not one of the rows this execution read`));
      assert.equal((await check([{ row: 1, column: 'cca2', value: 'NA' }])).body.code, 'UNKNOWN_ROW', 'the header row is not a row');
      const tooMany = await check(Array.from({ length: 1001 }, (_, i) => ({ row: 2 + i, column: 'cca2', value: 'NA' })));
      assert.equal(tooMany.status, 400);
      assert.equal(tooMany.body.code, 'VALIDATION_FAILED');
      assert.equal((await check([])).status, 400);
      const thousand = await check(Array.from({ length: 1000 }, (_, i) => ({ row: 2 + i, column: 'cca2', value: i % 2 ? 'NA' : 'na' })));
      assert.equal(thousand.status, 200);
      assert.equal(thousand.body.data.filter((d: { valid: boolean }) => d.valid).length, 500);
      const other = await ctx.otherOrganization();
      assert.equal((await check([{ row: 11, column: 'cca2', value: 'NA' }], other.ownerToken)).status, 404);
    });

    it('answers the lineage of any cell, and precise 4xx for what it cannot', async () => {
      const lineage = (query: Record<string, string>, token?: string) => ctx.request('GET', `/execution/${failed.id}/lineage`, { query, ...(token ? { token } : {}) });
      const date = await lineage({ row: String(ROWS), column: 'joined' });
      assert.equal(date.status, 200, JSON.stringify(date.body));
      assert.deepEqual(date.body.data, {
        row: ROWS,
        column: 'joined',
        source: { sheet: null, row: ROWS, column: 'Joined', column_index: 4, text: `2024-${String(1 + ((ROWS - 1) % 12)).padStart(2, '0')}-15` },
        steps: [{ kind: 'TYPE', name: 'date', detail: 'output format DD.MM.YYYY', value: `15.${String(1 + ((ROWS - 1) % 12)).padStart(2, '0')}.2024` }],
        final: { value: `15.${String(1 + ((ROWS - 1) % 12)).padStart(2, '0')}.2024`, valid: true },
      });
      const bad = await lineage({ row: '11', column: 'cca2' });
      assert.deepEqual(bad.body.data.final, { value: 'bad-10', valid: false, message: '"bad-10" does not match the pattern ^[A-Z]{2}$', rule: 'regex' });
      assert.equal((await lineage({ row: '11', column: 'nope' })).body.code, 'UNKNOWN_COLUMN');
      const out = await lineage({ row: String(ROWS + 2), column: 'cca2' });
      assert.equal(out.status, 400);
      assert.equal(out.body.code, 'UNKNOWN_ROW');
      assert.equal((await lineage({ row: '11' })).status, 400, 'column is required');
      const other = await ctx.otherOrganization();
      assert.equal((await lineage({ row: '11', column: 'cca2' }, other.ownerToken)).status, 404);
    });

    it('a request the client abandons stops its query', async () => {
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = ctx.app.server.address() as AddressInfo;
      const before = queryStats.aborted;
      // The client resets the connection as soon as the server has the request (the server's
      // 'request' event, in this process): whether the server sees it before its handler begins or
      // while it looks the execution up or reads rows, it stops. A fast server may still answer
      // before it reads the reset (one try in two to ten on PostgreSQL here): tried up to 100 times.
      for (let attempt = 0; attempt < 100 && queryStats.aborted === before; attempt++) {
        await new Promise<void>((resolve) => {
          const req = httpRequest({ host: '127.0.0.1', port, path: `/dp/api/v1/execution/${failed.id}/rows?search=zz${attempt}&sort=%7B%22name%22%3A%22desc%22%7D`, headers: { authorization: `Bearer ${ctx.ownerToken}` } });
          ctx.app.server.once('request', () => req.socket?.resetAndDestroy());
          req.on('error', () => resolve());
          req.on('close', () => resolve());
          req.end();
        });
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      assert.ok(queryStats.aborted > before, 'the query was aborted');
      // The server goes on answering.
      assert.equal((await rows(failed.id, { limit: '1' })).status, 200);
    });

    it('a fix: the cells it changed are stored and shown as edited; duration_ms is the fix run\'s own; fixed_at is set', async () => {
      const small = await ctx.waitForExecution(await uploadCsv(ctx, input, 'small.csv', 'ID,Name,Code,Contact,Joined,Population\n1,Germany,DE,a@b.de,2024-01-01,83\n2,Narnia,bad-2,nobody,2024-01-02,1\n'));
      assert.equal(small.status, 'FAILED');
      assert.equal(small.fixed_at, null, 'an open failure');
      // Half an hour passes before someone fixes it: the fix's duration is not that time.
      ctx.clock.advance(1800_000);
      const fixed = await ctx.request('POST', `/execution/${small.id}/fix`, { query: { wait: 'true' }, body: { cleanings: { '3': { cca2: 'NA', email: 'desk@narnia.example' } } } });
      assert.equal(fixed.status, 200, JSON.stringify(fixed.body));
      const e = fixed.body.data;
      assert.equal(e.status, 'SUCCESSFUL', JSON.stringify(e));
      assert.equal(e.fixed_by.id, ctx.org.owner.id);
      assert.ok(e.fixed_at, 'fixed_at set');
      assert.ok(e.duration_ms < 1800_000, `the fix's own running time, not the time since creation: ${e.duration_ms}`);
      assert.equal(e.started_at, small.started_at, 'started_at keeps the first run\'s start');
      const after = await rows(small.id);
      assert.equal(after.body.matched, 2);
      const row3 = after.body.data[1];
      assert.deepEqual(row3.values, { id: '2', name: 'Narnia', cca2: 'NA', email: 'desk@narnia.example', joined: '02.01.2024', population: '1' });
      assert.equal(row3.errors, undefined);
      assert.deepEqual(Object.keys(row3.edited).sort(), ['cca2', 'email']);
      assert.equal(row3.edited.cca2.previous, 'bad-2');
      assert.equal(row3.edited.email.previous, 'nobody');
      assert.equal(row3.edited.cca2.by.id, ctx.org.owner.id);
      assert.equal(after.body.data[0].edited, undefined);

      // The lineage of an edited cell names the person, when, and what it was before.
      const lineage = await ctx.request('GET', `/execution/${small.id}/lineage`, { query: { row: '3', column: 'cca2' } });
      assert.equal(lineage.status, 200, JSON.stringify(lineage.body));
      const l = lineage.body.data;
      assert.deepEqual(l.source, { sheet: null, row: 3, column: 'Code', column_index: 2, text: 'bad-2' });
      assert.equal(l.steps[0].kind, 'EDIT');
      assert.equal(l.steps[0].value, 'NA');
      assert.equal(l.steps[0].previous, 'bad-2');
      assert.equal(l.steps[0].by.id, ctx.org.owner.id);
      assert.ok(l.steps[0].at);
      assert.deepEqual(l.steps[1], { kind: 'TYPE', name: 'string', detail: 'then regex', value: 'NA' });
      assert.deepEqual(l.final, { value: 'NA', valid: true });

      // The history, newest first; a second fix of the same cell supersedes the first in `edited`.
      const history = await ctx.request('GET', `/execution/${small.id}/fixes`);
      assert.equal(history.status, 200, JSON.stringify(history.body));
      assert.equal(history.headers['x-total-count'], '2');
      assert.deepEqual(history.body.data.map((f: { row: number; column: string; previous: string; value: string; applied: boolean; carried_from: null }) => [f.row, f.column, f.previous, f.value, f.applied, f.carried_from]).sort(), [
        [3, 'cca2', 'bad-2', 'NA', true, null],
        [3, 'email', 'nobody', 'desk@narnia.example', true, null],
      ]);
      assert.equal(history.body.data[0].by.id, ctx.org.owner.id);

      // A rerun keeps the fixes: copied to its fix set (carried_from), applied to the same cells.
      const rerun = await ctx.request('POST', `/execution/${small.id}/rerun`, { body: {} });
      assert.equal(rerun.status, 201, JSON.stringify(rerun.body));
      const rerunDone = await ctx.waitForExecution(rerun.body.data.id);
      assert.equal(rerunDone.status, 'SUCCESSFUL', JSON.stringify(rerunDone));
      const rerunRows = await rows(rerunDone.id, { offset: '1', limit: '1' });
      assert.equal(rerunRows.body.data[0].values.cca2, 'NA');
      assert.equal(rerunRows.body.data[0].edited.cca2.previous, 'bad-2');
      const carried = await ctx.request('GET', `/execution/${rerunDone.id}/fixes`);
      assert.equal(carried.body.data.length, 2);
      assert.ok(carried.body.data.every((f: { carried_from: string; applied: boolean }) => f.carried_from === small.id && f.applied));
      // Starting over: the file as it is, no fixes.
      const over = await ctx.request('POST', `/execution/${small.id}/rerun`, { body: { keep_fixes: false } });
      const overDone = await ctx.waitForExecution(over.body.data.id);
      assert.equal(overDone.status, 'FAILED');
      assert.equal((await ctx.request('GET', `/execution/${overDone.id}/fixes`)).body.data.length, 0);
      assert.equal((await rows(overDone.id, { problems: 'true' })).body.data[0].values.cca2, 'bad-2');
    });
  });
}
