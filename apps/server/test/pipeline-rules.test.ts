/**
 * Pipeline rules through the API (docs/executions.md "Rules learned from fixes"): CRUD with
 * precise 4xx; a rule made from a fix replayed on the next upload of the same customer's file and
 * on a rerun, counted in the run report; the lineage of a cell changed by a formula, a rule and a
 * person.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { databaseKinds } from './helpers/database.ts';
import { startReceiver, type Receiver } from './helpers/receiver.ts';
import { uploadCsv } from './helpers/upload.ts';

const TDM = {
  name: 'Airports',
  columns: [
    { key: 'code', label: 'Code', columnType: 'string', validations: [{ validate: 'regex', regex: '^[A-Z]{3}$' }] },
    { key: 'name', label: 'Name', columnType: 'string' },
    {
      key: 'country', label: 'Country', columnType: 'category',
      optionConfiguration: { options: [{ label: 'Germany', value: 'DE' }, { label: 'Northern Mariana Islands', value: 'MP' }, { label: 'Guam', value: 'GU' }] },
    },
    { key: 'city', label: 'City', columnType: 'string' },
  ],
};

/** The customer's daily file: the same mistakes every day. */
const airports = (day: number) => [
  'Code,Name,Country,City',
  `FRA,frankfurt main,Germany,Frankfurt ${day}`,
  `SPN,saipan intl,N Mariana Islands,Saipan ${day}`,
  `GUM,guam intl,Guam,Hagatna ${day}`,
  `XXXX,bad code,Germany,Nowhere ${day}`,
].join('\n') + '\n';

for (const kind of databaseKinds()) {
  describe(`pipeline rules (${kind})`, () => {
    let ctx: TestContext;
    let receiver: Receiver;
    let input: string;
    let pipeline: string;

    before(async () => {
      ctx = await createTestContext(kind, { runtime: true, env: { FERRY_NETWORK_ALLOW_LIST: '127.0.0.1' } });
      receiver = await startReceiver();
      const tdm = (await ctx.request('POST', '/tdm', { body: TDM })).body.data.id;
      input = (await ctx.request('POST', '/connector', { body: { name: 'Uploads', type: 'INPUT', node_type: 'MANUAL', configuration: {} } })).body.data.id;
      const output = (await ctx.request('POST', '/connector', { body: { name: 'Out', type: 'OUTPUT', node_type: 'HTTP', configuration: { url: `${receiver.url}/in` } } })).body.data.id;
      const p = await ctx.request('POST', '/pipeline', {
        body: {
          name: 'Airports',
          configuration: {
            input_connectors: [input], output_connectors: [output], tdm,
            error_config: { error_threshold: 5 },
            mapping_config: { mode: 'DEFAULT', mappings: [{ source_columns: ['Name'], target_column: 'name', transformations: [{ name: 'title case', type: 'HYPER_FORMULA', function: '=PROPER({value})' }] }] },
          },
        },
      });
      assert.equal(p.status, 201, JSON.stringify(p.body));
      pipeline = p.body.data.id;
    });
    after(async () => {
      await ctx.close();
      await receiver.close();
    });

    const rules = (path = '', method = 'GET', body?: unknown, token?: string) => ctx.request(method, `/pipeline/${pipeline}/rules${path}`, { ...(body !== undefined ? { body } : {}), ...(token ? { token } : {}) });

    it('adds, lists, changes and deletes rules; refuses bad ones with precise 4xx', async () => {
      const a = await rules('', 'POST', { column: 'city', type: 'VALUE_REPLACEMENT', from: 'n/a', to: null, match_case: false });
      assert.equal(a.status, 201, JSON.stringify(a.body));
      assert.deepEqual({ ...a.body.data, id: undefined, created_at: undefined, updated_at: undefined, created_by: undefined, updated_by: undefined }, {
        id: undefined, pipeline_id: pipeline, column: 'city', type: 'VALUE_REPLACEMENT', from: 'n/a', to: null, match_case: false, active: true, source_execution: null,
        created_at: undefined, updated_at: undefined, created_by: undefined, updated_by: undefined,
      });
      assert.equal(a.body.data.created_by.id, ctx.org.owner.id);
      const b = await rules('', 'POST', { column: 'code', type: 'HYPER_FORMULA', formula: '=UPPER({value})', active: false });
      assert.equal(b.status, 201, JSON.stringify(b.body));
      const list = await rules();
      assert.deepEqual(list.body.data.map((r: { id: string }) => r.id), [a.body.data.id, b.body.data.id]);
      // A change of type replaces the definition's fields.
      const changed = await rules(`/${a.body.data.id}`, 'PUT', { type: 'OPTION_MAPPING', mapping: { 'N Mariana Islands': 'Northern Mariana Islands' }, column: 'country' });
      assert.equal(changed.status, 200, JSON.stringify(changed.body));
      assert.deepEqual(changed.body.data.mapping, { 'N Mariana Islands': 'Northern Mariana Islands' });
      assert.equal(changed.body.data.from, undefined);
      const bad = async (body: unknown, code: string, pattern: RegExp) => {
        const r = await rules('', 'POST', body);
        assert.equal(r.status, 400, JSON.stringify(r.body));
        assert.equal(r.body.code, code);
        assert.match(r.body.message, pattern);
      };
      await bad({ column: 'nope', type: 'VALUE_REPLACEMENT', from: 'a', to: 'b' }, 'UNKNOWN_COLUMN', /"nope" is not a column/);
      await bad({ column: 'country', type: 'OPTION_MAPPING', mapping: { x: 'Atlantis' } }, 'VALIDATION_FAILED', /"Atlantis" is not an option of column "country"/);
      await bad({ column: 'code', type: 'HYPER_FORMULA', formula: '=UPPER(' }, 'VALIDATION_FAILED', /body\.formula/);
      await bad({ column: 'code', type: 'HYPER_FORMULA', formula: '=NOSUCHFUNCTION({value})' }, 'VALIDATION_FAILED', /unknown function/);
      await bad({ column: 'code', type: 'VALUE_REPLACEMENT', to: 'b' }, 'VALIDATION_FAILED', /body\.from is required/);
      await bad({ column: 'code', type: 'VALUE_REPLACEMENT', from: 'a', to: 'b', formula: '=1' }, 'VALIDATION_FAILED', /formula is not a field of a VALUE_REPLACEMENT rule/);
      await bad({ column: 'code', type: 'VALUE_REPLACEMENT', from: 'a', to: 'b', source_execution: '00000000-0000-4000-8000-000000000000' }, 'VALIDATION_FAILED', /is not an execution of this pipeline/);
      assert.equal((await rules('/00000000-0000-4000-8000-000000000000', 'PUT', { to: 'x' })).status, 404);
      const other = await ctx.otherOrganization();
      assert.equal((await rules('', 'GET', undefined, other.ownerToken)).status, 404);
      const deleted = await rules(`/${b.body.data.id}`, 'DELETE');
      assert.equal(deleted.status, 200);
      assert.equal(deleted.body.data.id, b.body.data.id);
      await rules(`/${a.body.data.id}`, 'DELETE');
      assert.deepEqual((await rules()).body.data, []);
    });

    it('a rule made from a fix is replayed on the next upload of the same customer\'s file, and on a rerun', async () => {
      const first = await ctx.waitForExecution(await uploadCsv(ctx, input, 'airports.csv', airports(1)));
      assert.equal(first.status, 'FAILED', JSON.stringify(first));
      const problems = await ctx.request('GET', `/execution/${first.id}/rows`, { query: { problems: 'true' } });
      assert.deepEqual(problems.body.data.map((r: { row: number }) => r.row), [3, 5]);
      assert.equal(problems.body.data[0].values.country, 'N Mariana Islands');
      // The person fixes the cells, and keeps the country fix as a rule of the pipeline.
      const fixed = await ctx.request('POST', `/execution/${first.id}/fix`, { query: { wait: 'true' }, body: { cleanings: { 3: { country: 'MP' }, 5: { code: 'XXX' } } } });
      assert.equal(fixed.body.data.status, 'SUCCESSFUL', JSON.stringify(fixed.body));
      const rule = await rules('', 'POST', { column: 'country', type: 'OPTION_MAPPING', mapping: { 'N Mariana Islands': 'MP' }, source_execution: first.id });
      assert.equal(rule.status, 201, JSON.stringify(rule.body));
      assert.equal(rule.body.data.source_execution, first.id);
      const code = await rules('', 'POST', { column: 'code', type: 'VALUE_REPLACEMENT', from: 'XXXX', to: 'XXX' });

      // The next day's file from the same customer: the rules fix what the person fixed.
      const next = await ctx.waitForExecution(await uploadCsv(ctx, input, 'airports.csv', airports(2)));
      assert.equal(next.status, 'SUCCESSFUL', JSON.stringify(next));
      assert.equal(next.stats.erroneous_cells, 0);
      const report = await ctx.request('GET', `/execution/${next.id}/report`);
      assert.deepEqual(report.body.data.rules, [
        { id: rule.body.data.id, column: 'country', type: 'OPTION_MAPPING', cells_changed: 1 },
        { id: code.body.data.id, column: 'code', type: 'VALUE_REPLACEMENT', cells_changed: 1 },
      ]);
      const delivered = receiver.requests.filter((q) => q.headers['x-ferry-execution-id'] === next.id);
      assert.deepEqual(JSON.parse(delivered[0]!.body.toString()).map((r: { country: string }) => r.country), ['DE', 'MP', 'GU', 'DE']);
      const lineage = await ctx.request('GET', `/execution/${next.id}/lineage`, { query: { row: '3', column: 'country' } });
      assert.deepEqual(lineage.body.data.steps[0], { kind: 'RULE', name: 'OPTION_MAPPING', detail: '"N Mariana Islands" → "MP"', rule_id: rule.body.data.id, value: 'MP' });

      // A rerun takes the pipeline's rules as they are now: started over from the file, it passes.
      const rerun = await ctx.request('POST', `/execution/${first.id}/rerun`, { body: { keep_fixes: false } });
      const rerunDone = await ctx.waitForExecution(rerun.body.data.id);
      assert.equal(rerunDone.status, 'SUCCESSFUL', JSON.stringify(rerunDone));
      // An inactive rule is kept but not applied.
      await rules(`/${code.body.data.id}`, 'PUT', { active: false });
      const third = await ctx.waitForExecution(await uploadCsv(ctx, input, 'airports.csv', airports(3)));
      assert.equal(third.stats.erroneous_cells, 1, 'XXXX is not replaced any more');
      await rules(`/${code.body.data.id}`, 'PUT', { active: true });
    });

    it('the lineage of a cell changed by a formula, a rule and a person', async () => {
      await rules('', 'POST', { column: 'name', type: 'VALUE_REPLACEMENT', from: 'Saipan Intl', to: 'Saipan International' });
      const csv = ['Code,Name,Country,City', 'SPN,saipan intl,N Mariana Islands,Saipan', 'GUM,guam intl,Guam,Hagatna', 'BAD1,x,Germany,y', 'BAD2,x,Germany,y'].join('\n') + '\n';
      const failed = await ctx.waitForExecution(await uploadCsv(ctx, input, 'airports.csv', csv));
      assert.equal(failed.status, 'FAILED');
      const fix = await ctx.request('POST', `/execution/${failed.id}/fix`, { query: { wait: 'true' }, body: { cleanings: { 2: { name: 'Saipan International Airport' }, 4: { code: 'BAA' }, 5: { code: 'BAB' } } } });
      assert.equal(fix.body.data.status, 'SUCCESSFUL', JSON.stringify(fix.body));
      const r = await ctx.request('GET', `/execution/${failed.id}/lineage`, { query: { row: '2', column: 'name' } });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      const l = r.body.data;
      assert.deepEqual(l.source, { sheet: null, row: 2, column: 'Name', column_index: 1, text: 'saipan intl' });
      assert.deepEqual(l.steps.map((s: { kind: string; value: string }) => [s.kind, s.value]), [
        ['TRANSFORMATION', 'Saipan Intl'],
        ['RULE', 'Saipan International'],
        ['EDIT', 'Saipan International Airport'],
        ['TYPE', 'Saipan International Airport'],
      ]);
      assert.equal(l.steps[0].detail, '=PROPER({value})');
      assert.equal(l.steps[2].by.id, ctx.org.owner.id);
      assert.equal(l.steps[2].previous, 'Saipan International');
      assert.deepEqual(l.final, { value: 'Saipan International Airport', valid: true });
    });
  });
}
