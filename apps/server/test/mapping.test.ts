/**
 * Mapping that users trust, through the REST API: `POST /mapping/suggest` (one answer per input
 * header, in order, with reasons and alternatives), mapping memory per organization and per
 * sub-organization (and never across tenants), DEFAULT mode runs that use the memory and report
 * schema drift, EXACT mode that never maps automatically, option suggestions, formulas from
 * prompts, and the optional language model through a local OpenAI-compatible HTTP server
 * (no real model can be downloaded here).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { multipart, uploadCsv } from './helpers/upload.ts';
import { databaseKinds } from './helpers/database.ts';

const COLUMNS = [
  { key: 'customer_id', label: 'Customer ID', columnType: 'string', validations: [{ validate: 'required' }] },
  { key: 'email', label: 'Email', columnType: 'email' },
  { key: 'order_date', label: 'Order date', columnType: 'date' },
  { key: 'amount', label: 'Amount', columnType: 'float' },
  {
    key: 'status', label: 'Status', columnType: 'category',
    optionConfiguration: { options: [{ value: 'OPEN', label: 'Open' }, { value: 'SHIPPED', label: 'Shipped' }, { value: 'CANCELLED', label: 'Cancelled' }], mappingConfiguration: { layers: ['EXACT', 'SMART'] } },
  },
];

async function suggest(ctx: TestContext, body: unknown, token?: string) {
  const r = await ctx.request('POST', '/mapping/suggest', { body, token });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body.data.mappings as Array<{ source_column: string; target_column: string | null; confidence: number; reason: string; alternatives: Array<{ target_column: string; confidence: number }>; match?: string }>;
}

for (const kind of databaseKinds()) describe(`mapping suggestions, memory and drift (${kind})`, () => {
  let ctx: TestContext;
  let tdm: string;
  let input: string;
  let output: string;

  before(async () => {
    ctx = await createTestContext(kind, { runtime: true });
    tdm = (await ctx.request('POST', '/tdm', { body: { name: 'Orders', columns: COLUMNS } })).body.data.id;
    input = (await ctx.request('POST', '/connector', { body: { name: 'Uploads', type: 'INPUT', node_type: 'MANUAL', configuration: {} } })).body.data.id;
    output = (await ctx.request('POST', '/connector', { body: { name: 'Out', type: 'OUTPUT', node_type: 'MANUAL', configuration: {} } })).body.data.id;
  });
  after(async () => ctx?.close());

  it('answers one suggestion per input header, in input order, with reasons; unknown columns stay unmapped', async () => {
    const mappings = await suggest(ctx, {
      tdm,
      headers: ['Interne Notiz', 'Bestelldatum', 'Kundennummer', 'E-Mail-Adresse', 'Betrag (€)'],
      rows: [['call back', '2026-03-01', 'K-1', 'ada@example.com', '1.234,50 €'], ['', '2026-03-02', 'K-2', 'alan@example.org', '99,00 €'], ['vip', '2026-03-04', 'K-3', 'grace@example.net', '5,00 €']],
    });
    assert.deepEqual(mappings.map((m) => m.source_column), ['Interne Notiz', 'Bestelldatum', 'Kundennummer', 'E-Mail-Adresse', 'Betrag (€)']);
    assert.deepEqual(mappings.map((m) => m.target_column), [null, 'order_date', 'customer_id', 'email', 'amount']);
    assert.match(mappings[1].reason, /header synonym of .*"Bestelldatum" is German for "order date"/);
    assert.match(mappings[3].reason, /e-mail addresses/);
    assert.match(mappings[0].reason, /no target column/);
    for (const m of mappings) assert.ok(m.confidence >= 0 && m.confidence <= 1);
  });

  it('refuses a bad request with the field named: both tdm and columns, duplicate headers, a TDM of another tenant', async () => {
    const both = await ctx.request('POST', '/mapping/suggest', { body: { tdm, columns: COLUMNS, headers: ['a'] } });
    assert.equal(both.status, 400);
    assert.equal(both.body.details[0].field, 'columns');
    const dup = await ctx.request('POST', '/mapping/suggest', { body: { tdm, headers: ['a', 'a'] } });
    assert.equal(dup.status, 400);
    assert.equal(dup.body.details[0].field, 'headers[1]');
    const other = await ctx.otherOrganization();
    assert.equal((await ctx.request('POST', '/mapping/suggest', { token: other.ownerToken, body: { tdm, headers: ['a'] } })).status, 404);
    // Each refusal names the field; none is a 500.
    const refused = async (path: string, body: unknown, field: RegExp) => {
      const r = await ctx.request('POST', path, { body });
      assert.equal(r.status, 400, `${path} ${JSON.stringify(body)}: ${JSON.stringify(r.body)}`);
      assert.ok(r.body.details.some((d: { field: string }) => field.test(d.field)), JSON.stringify(r.body.details));
    };
    await refused('/mapping/suggest', { headers: ['a'] }, /^tdm$/);
    await refused('/mapping/suggest', { tdm, headers: ['a'], rows: [['1', '2']] }, /^rows\[0\]$/);
    await refused('/mapping/suggest', { columns: [{ key: 'a', columnType: 'no-such-type' }], headers: ['a'] }, /^columns/);
    await refused('/mapping/suggest', { tdm, headers: ['a\u0000'] }, /headers/);
    await refused('/mapping/suggest', { tdm, headers: [] }, /headers/);
    await refused('/mapping/suggest-options', { tdm, column: 'nope', values: ['x'] }, /^column$/);
    await refused('/mapping/suggest-options', { tdm, column: 'status', values: [] }, /values/);
    await refused('/transformation/suggest', { prompt: 'upper-case', headers: ['A'], rows: [['x']], source_column: 'B' }, /^source_column$/);
    await refused('/transformation/suggest', { prompt: '   ' }, /prompt/);
  });

  it('remembers what people saved, per tenant: the memory outranks other signals and never crosses tenants', async () => {
    const headers = ['Kd.-Ref.'];
    const before = await suggest(ctx, { tdm, headers });
    assert.equal(before[0].target_column, null, 'nothing resembles "Kd.-Ref." before it was mapped');

    const mapping = { mode: 'DEFAULT', mappings: [{ source_columns: ['Kd.-Ref.'], target_column: 'customer_id' }] };
    const created = await ctx.request('POST', '/pipeline', { body: { name: 'Org orders', configuration: { input_connectors: [input], output_connectors: [output], tdm, mapping_config: mapping } } });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const remembered = await suggest(ctx, { tdm, headers });
    assert.equal(remembered[0].target_column, 'customer_id');
    assert.equal(remembered[0].match, 'memory');
    assert.equal(remembered[0].reason, 'mapped so 1 time before for this organization');

    // Another organization with the same TDM columns learns nothing from it.
    const other = await ctx.otherOrganization();
    const theirs = await suggest(ctx, { columns: COLUMNS, headers }, other.ownerToken);
    assert.equal(theirs[0].target_column, null);

    // Sub-organizations: A's saves are A's; B never sees them; the organization's own pipelines' saves inform both.
    const a = (await ctx.request('POST', '/sub-organization', { body: { name: 'Customer A', identifier: 'cust-a' } })).body.data.id as string;
    await ctx.request('POST', '/sub-organization', { body: { name: 'Customer B', identifier: 'cust-b' } });
    const tokenA = await ctx.token('cust-a', 'SUB_ORG');
    const tokenB = await ctx.token('cust-b', 'SUB_ORG');
    const informed = (await suggest(ctx, { columns: COLUMNS, headers }, tokenA))[0];
    assert.equal(informed.target_column, 'customer_id', "the organization's own saves inform its sub-organizations");
    assert.equal(informed.reason, 'mapped so 1 time before for this organization');
    assert.equal(informed.confidence, 0.97, "below the sub-organization's own memory (0.99)");
    const theirInput = (await ctx.request('POST', '/connector', { token: tokenA, body: { name: 'A uploads', type: 'INPUT', node_type: 'MANUAL', configuration: {} } })).body.data.id;
    const theirOutput = (await ctx.request('POST', '/connector', { token: tokenA, body: { name: 'A out', type: 'OUTPUT', node_type: 'MANUAL', configuration: {} } })).body.data.id;
    const theirTdm = (await ctx.request('POST', '/tdm', { token: tokenA, body: { name: 'A orders', columns: COLUMNS } })).body.data.id;
    const piped = await ctx.request('POST', '/pipeline', { token: tokenA, body: { name: 'A orders', configuration: { input_connectors: [theirInput], output_connectors: [theirOutput], tdm: theirTdm, mapping_config: { mode: 'DEFAULT', mappings: [{ source_columns: ['Bestell-Zeichen'], target_column: 'order_date' }] } } } });
    assert.equal(piped.status, 201, JSON.stringify(piped.body));
    const forA = await suggest(ctx, { columns: COLUMNS, headers: ['Bestell-Zeichen'] }, tokenA);
    assert.equal(forA[0].target_column, 'order_date');
    assert.equal(forA[0].reason, 'mapped so 1 time before for this customer');
    assert.equal((await suggest(ctx, { columns: COLUMNS, headers: ['Bestell-Zeichen'] }, tokenB))[0].match, undefined, "B never sees A's memory, not even through the organization's");
    const asB = await ctx.request('POST', '/mapping/suggest', { token: tokenB, body: { columns: COLUMNS, headers: ['x'], sub_organization: a } });
    assert.equal(asB.status, 404, 'naming another sub-organization is refused');
    // The organization may ask with A's memory.
    const forOrg = await suggest(ctx, { columns: COLUMNS, headers: ['Bestell-Zeichen'], sub_organization: a });
    assert.equal(forOrg[0].match, 'memory');
  });

  it('a mapping a person corrects is remembered as a negative for that header: not suggested again until confirmed again', async () => {
    const headers = ['Order date'];
    assert.equal((await suggest(ctx, { tdm, headers }))[0].target_column, 'order_date', 'the name fits');
    const wrong = { mode: 'DEFAULT', mappings: [{ source_columns: ['Order date'], target_column: 'order_date' }, { source_columns: ['Ship date'], target_column: 'customer_id' }] };
    const created = await ctx.request('POST', '/pipeline', { body: { name: 'Corrected', configuration: { input_connectors: [input], output_connectors: [output], tdm, mapping_config: wrong } } });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const id = created.body.data.id as string;
    const configuration = created.body.data.configuration;
    // The person corrects: "Order date" now feeds customer_id's neighbour… here: order_date takes "Ship date", "Order date" goes nowhere.
    const fixed = { ...configuration, mapping_config: { mode: 'DEFAULT', mappings: [{ source_columns: ['Ship date'], target_column: 'order_date' }] } };
    const put = await ctx.request('PUT', `/pipeline/${id}`, { body: { name: 'Corrected', configuration: fixed } });
    assert.equal(put.status, 200, JSON.stringify(put.body));
    const after = (await suggest(ctx, { tdm, headers }))[0];
    assert.equal(after.target_column, null, 'the corrected pair is not suggested again');
    assert.match(after.reason, /a person corrected "Order date" → "order_date" before/);
    assert.equal((await suggest(ctx, { tdm, headers: ['Ship date'] }))[0].target_column, 'order_date', 'the correction is remembered as a positive');
    // Another organization's suggestions are untouched by it.
    const other = await ctx.otherOrganization();
    assert.equal((await suggest(ctx, { columns: COLUMNS, headers }, other.ownerToken))[0].target_column, 'order_date');
    // Confirming the pair again lifts the negative.
    const again = await ctx.request('PUT', `/pipeline/${id}`, { body: { name: 'Corrected', configuration: { ...configuration, mapping_config: { mode: 'DEFAULT', mappings: [{ source_columns: ['Order date'], target_column: 'order_date' }] } } } });
    assert.equal(again.status, 200, JSON.stringify(again.body));
    const restored = (await suggest(ctx, { tdm, headers }))[0];
    assert.equal(restored.target_column, 'order_date');
    assert.equal(restored.match, 'exact', 'the exact name counts again');
  });

  it('DEFAULT mode: a later file with renamed columns is mapped from memory and suggestions, reported as schema drift; saved mappings are never changed', async () => {
    const mapping = { mode: 'DEFAULT', mappings: [{ source_columns: ['Kunde'], target_column: 'customer_id' }, { source_columns: ['Mail'], target_column: 'email' }] };
    const pipeline = (await ctx.request('POST', '/pipeline', { body: { name: 'Drift', configuration: { input_connectors: [input], output_connectors: [output], tdm, mapping_config: mapping } } })).body.data;
    // Other pipelines on the same input are paused so one upload starts one execution.
    const list = (await ctx.request('GET', '/pipeline?limit=100')).body.data as Array<{ id: string }>;
    for (const p of list) if (p.id !== pipeline.id) await ctx.request('PUT', `/pipeline/${p.id}`, { body: { active: false } });

    const first = await ctx.waitForExecution(await uploadCsv(ctx, input, 'one.csv', 'Kunde,Mail,Datum\nK-1,ada@example.com,2026-03-01\n'));
    assert.equal(first.status, 'SUCCESSFUL', JSON.stringify(first.error));
    assert.equal(first.schema_drift.removed.length, 0);
    assert.deepEqual(first.schema_drift.automatic_mappings.map((m: { target_column: string }) => m.target_column), ['order_date']);

    // The customer renamed "Mail" to "E-Mail-Adresse" and moved the date first.
    const second = await ctx.waitForExecution(await uploadCsv(ctx, input, 'two.csv', 'Datum,Kunde,E-Mail-Adresse\n2026-03-02,K-2,alan@example.org\n'));
    assert.equal(second.status, 'SUCCESSFUL', JSON.stringify(second.error));
    const drift = second.schema_drift;
    assert.equal(drift.previous_execution_id, first.id);
    assert.deepEqual(drift.renamed, [{ from: 'Mail', to: 'E-Mail-Adresse', target_column: 'email' }]);
    assert.deepEqual(drift.missing_source_columns, ['Mail']);
    assert.equal(drift.reordered, true);
    assert.match(drift.message, /"Mail" → "E-Mail-Adresse"/);
    const report = (await ctx.request('GET', `/execution/${second.id}/report`)).body.data;
    const email = report.mapping.mappings.find((m: { target_column: string }) => m.target_column === 'email');
    assert.equal(email.origin, 'SUGGESTED');
    assert.deepEqual(email.source_columns, ['E-Mail-Adresse']);
    const saved = (await ctx.request('GET', `/pipeline/${pipeline.id}`)).body.data.configuration.mapping_config;
    assert.deepEqual(saved.mappings.map((m: { source_columns: string[] }) => m.source_columns), [['Kunde'], ['Mail']], 'the saved mapping is left as the person saved it');

    // The successful runs confirmed the saved "Kunde" → customer_id twice more.
    const remembered = await suggest(ctx, { tdm, headers: ['Kunde'] });
    assert.equal(remembered[0].reason, 'mapped so 3 times before for this organization');

    // EXACT mode never maps automatically: the required customer_id named by no saved mapping fails the run.
    await ctx.request('PUT', `/pipeline/${pipeline.id}`, { body: { configuration: { mapping_config: { mode: 'EXACT', mappings: [{ source_columns: ['Mail'], target_column: 'email' }] } } } });
    const exact = await ctx.waitForExecution(await uploadCsv(ctx, input, 'three.csv', 'Kunde,Mail\nK-3,grace@example.net\n'));
    assert.equal(exact.status, 'FAILED');
    assert.equal(exact.error.type, 'MAPPING_INCOMPLETE');
  });

  it('a column whose name fits but whose values contradict the type is not mapped automatically, and the execution says so', async () => {
    const own = (await ctx.request('POST', '/connector', { body: { name: 'Vetoes', type: 'INPUT', node_type: 'MANUAL', configuration: {} } })).body.data.id;
    await ctx.request('POST', '/pipeline', { body: { name: 'Veto', configuration: { input_connectors: [own], output_connectors: [output], tdm, mapping_config: { mode: 'DEFAULT', mappings: [] } } } });
    const run = await ctx.waitForExecution(await uploadCsv(ctx, own, 'veto.csv', 'Kunde,E-Mail\nK-1,call back\nK-2,n/a\nK-3,tomorrow\n'));
    assert.equal(run.status, 'SUCCESSFUL', JSON.stringify(run.error));
    assert.deepEqual(run.schema_drift.contradicted.map((c: { source_column: string; target_column: string }) => [c.source_column, c.target_column]), [['E-Mail', 'email']]);
    assert.match(run.schema_drift.message, /"E-Mail" not mapped to email: only 0% of 3 sampled values are e-mail addresses/);
    const report = (await ctx.request('GET', `/execution/${run.id}/report`)).body.data;
    assert.ok(report.mapping.unmapped_source_columns.includes('E-Mail'));
  });

  it('suggests options for category values (exact, smart in any language, none) and the OPTION_MAPPING to save', async () => {
    const r = await ctx.request('POST', '/mapping/suggest-options', { body: { tdm, column: 'status', values: ['open', 'versendet', 'Annulé', 'Shiped', 'lost', 'open'] } });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const options = r.body.data.options as Array<{ value: string; option: string | null; layer: string | null; confidence: number }>;
    assert.deepEqual(options.map((o) => [o.value, o.option, o.layer]), [['open', 'OPEN', 'EXACT'], ['versendet', 'SHIPPED', 'SMART'], ['Annulé', 'CANCELLED', 'SMART'], ['Shiped', 'SHIPPED', 'FUZZY'], ['lost', null, null]]);
    assert.deepEqual(JSON.parse(r.body.data.transformation.function), { versendet: 'SHIPPED', 'Annulé': 'CANCELLED', Shiped: 'SHIPPED' });
    const notCategory = await ctx.request('POST', '/mapping/suggest-options', { body: { tdm, column: 'email', values: ['x'] } });
    assert.equal(notCategory.status, 400);
    assert.equal(notCategory.body.details[0].field, 'column');
  });

  it('judges every row of a file when asked (a sample or an execution’s input), counting the rows of each value', async () => {
    // 3,000 rows: the first 100 all "Open"; 36 rows further down hold other spellings.
    const lines = ['Order,Status'];
    for (let i = 1; i <= 3000; i++) lines.push(`${i},${i > 2000 && i <= 2036 ? (i % 2 ? 'versendet' : 'lost') : 'Open'}`);
    const csv = lines.join('\n') + '\n';
    const sample = await ctx.request('POST', '/pipeline/sample', multipart([{ name: 'orders.csv', content: csv, type: 'text/csv' }]));
    assert.equal(sample.status, 201, JSON.stringify(sample.body));
    // A sample of the first rows alone says every value is an option — and says it judged a sample.
    const head = await ctx.request('POST', '/mapping/suggest-options', { body: { tdm, column: 'status', values: Array.from({ length: 20 }, () => 'Open') } });
    assert.deepEqual(head.body.data.judged, { rows: 20, distinct_values: 1, whole_file: false, truncated: false });
    const whole = await ctx.request('POST', '/mapping/suggest-options', { body: { tdm, column: 'status', source: { sample_id: sample.body.data.sample_id, source_column: 'Status' } } });
    assert.equal(whole.status, 200, JSON.stringify(whole.body));
    assert.deepEqual(whole.body.data.judged, { rows: 3000, distinct_values: 3, whole_file: true, truncated: false });
    const byValue = Object.fromEntries(whole.body.data.options.map((o: { value: string; option: string | null; rows: number }) => [o.value, [o.option, o.rows]]));
    assert.deepEqual(byValue, { Open: ['OPEN', 2964], versendet: ['SHIPPED', 18], lost: [null, 18] });
    // An execution's kept input, with the pipeline's own settings.
    const own = (await ctx.request('POST', '/connector', { body: { name: 'Whole-file uploads', type: 'INPUT', node_type: 'MANUAL', configuration: {} } })).body.data.id;
    const pipeline = (await ctx.request('POST', '/pipeline', { body: { name: 'Whole file', active: true, configuration: { input_connectors: [own], output_connectors: [output], tdm, error_config: { error_threshold: 100 } } } })).body.data.id;
    const run = await ctx.waitForExecution(await uploadCsv(ctx, own, 'orders.csv', csv));
    assert.equal(run.pipeline_id, pipeline);
    const fromRun = await ctx.request('POST', '/mapping/suggest-options', { body: { tdm, column: 'status', source: { execution_id: run.id, source_column: 'Status' } } });
    assert.equal(fromRun.status, 200, JSON.stringify(fromRun.body));
    assert.equal(fromRun.body.data.judged.rows, 3000);
    await ctx.request('DELETE', `/pipeline/${pipeline}?delete_executions=true`);
    // Mistakes are named.
    const noColumn = await ctx.request('POST', '/mapping/suggest-options', { body: { tdm, column: 'status', source: { sample_id: sample.body.data.sample_id, source_column: 'Nope' } } });
    assert.equal(noColumn.status, 400);
    assert.match(noColumn.body.message, /no column "Nope"/);
    const both = await ctx.request('POST', '/mapping/suggest-options', { body: { tdm, column: 'status', values: ['x'], source: { sample_id: sample.body.data.sample_id, source_column: 'Status' } } });
    assert.equal(both.status, 400);
  });

  it('turns prompts into formulas, tried on the sample with before and after values', async () => {
    const headers = ['Vorname', 'Nachname', 'Datum', 'Betrag'];
    const rows = [['Ada', 'Lovelace', '2026-03-01', '1.234,50 €'], ['Alan', 'Turing', '2026-12-24', '99,00 €']];
    const ask = async (prompt: string, source?: string) => {
      const r = await ctx.request('POST', '/transformation/suggest', { body: { prompt, headers, rows, source_column: source ?? null } });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      return r.body.data;
    };
    const join = await ask('join first and last name');
    assert.equal(join.transformation.function, '=TRIM(CONCATENATE({Vorname}, " ", {Nachname}))');
    assert.deepEqual(join.preview.map((p: { after: string }) => p.after), ['Ada Lovelace', 'Alan Turing']);
    const date = await ask('Datum als TT.MM.JJJJ', 'Datum');
    assert.equal(date.intent, 'date_format');
    assert.deepEqual(date.preview.map((p: { before: string; after: string }) => [p.before, p.after]), [['2026-03-01', '01.03.2026'], ['2026-12-24', '24.12.2026']]);
    const amount = await ask('strip currency symbols and use a decimal point', 'Betrag');
    assert.deepEqual(amount.preview.map((p: { after: number }) => p.after), [1234.5, 99]);
    assert.deepEqual((await ask('upper-case', 'Nachname')).preview.map((p: { after: string }) => p.after), ['LOVELACE', 'TURING']);
    assert.deepEqual((await ask('first 3 characters', 'Vorname')).preview.map((p: { after: string }) => p.after), ['Ada', 'Ala']);
    const none = await ask('make it sparkle');
    assert.equal(none.transformation, null);
    assert.match(none.explanation, /no known transformation/);
  });
});

describe('the optional language model (a local OpenAI-compatible server)', () => {
  let model: Server;
  let ctx: TestContext;
  const asked: Array<{ auth: string | undefined; body: any }> = [];
  let mode: 'good' | 'garbage' | 'slow' = 'good';

  before(async () => {
    model = createServer((req: IncomingMessage, res) => {
      let text = '';
      req.on('data', (c) => (text += c));
      req.on('end', () => {
        const body = JSON.parse(text);
        asked.push({ auth: req.headers.authorization, body });
        if (mode === 'slow') return; // never answers: the client's time-out must end it
        const question = body.messages[1].content as string;
        let content: unknown = 'not json at all';
        if (mode === 'good') {
          if (question.includes('input_columns')) content = JSON.stringify({ mappings: [{ header: 'Zeichen', target_column: 'customer_id', confidence: 0.95, reason: 'looks like a customer code' }, { header: 'Notiz', target_column: 'email', confidence: 0.9 }] });
          else if (question.includes('"options"')) content = JSON.stringify({ matches: [{ value: 'auf dem Weg', option: 'SHIPPED', confidence: 0.7 }, { value: 'zzz', option: 'NOPE' }] });
          else content = JSON.stringify({ function: '=LOWER({value})', explanation: 'lower case' });
        }
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
      });
    });
    await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
    const port = (model.address() as AddressInfo).port;
    ctx = await createTestContext('pglite', { env: { FERRY_LLM_URL: `http://127.0.0.1:${port}/v1`, FERRY_LLM_MODEL: 'test-model', FERRY_LLM_API_KEY: 'llm-key-canary', FERRY_LLM_TIMEOUT_SECONDS: '1' } });
  });
  after(async () => {
    await ctx?.close();
    model.closeAllConnections();
    await new Promise<void>((resolve) => model.close(() => resolve()));
  });

  it('is asked only about columns left open, with headers and a few values; its answer is checked against the values', async () => {
    mode = 'good';
    asked.length = 0;
    const rows = Array.from({ length: 8 }, (_, i) => [`Z-${i}`, `note ${i}`, `a${i}@example.com`]);
    const r = await suggest(ctx, { columns: COLUMNS, headers: ['Zeichen', 'Notiz', 'E-Mail'], rows });
    assert.equal(asked.length, 1);
    assert.equal(asked[0].auth, 'Bearer llm-key-canary');
    assert.equal(asked[0].body.model, 'test-model');
    const question = JSON.parse(asked[0].body.messages[1].content);
    assert.deepEqual(question.input_columns.map((c: { header: string }) => c.header), ['Zeichen', 'Notiz'], 'the confident E-Mail column is not sent');
    assert.equal(question.input_columns[0].sample_values.length, 5, 'at most 5 values per column');
    assert.deepEqual(r.map((m) => m.target_column), ['customer_id', null, 'email']);
    assert.match(r[0].reason, /suggested by the language model \(test-model\)/);
    assert.ok(r[0].confidence <= 0.8);
    assert.ok(!ctx.logs.join('\n').includes('llm-key-canary'), 'the API key is never logged');
  });

  it('option mapping and prompts use it; a bad answer or a time-out falls back to the offline result', async () => {
    mode = 'good';
    const options = await ctx.request('POST', '/mapping/suggest-options', { body: { columns: COLUMNS, column: 'status', values: ['Open', 'auf dem Weg', 'zzz'] } });
    assert.deepEqual(options.body.data.options.map((o: { option: string | null }) => o.option), ['OPEN', 'SHIPPED', null], 'an option the column lacks is ignored');
    const formula = await ctx.request('POST', '/transformation/suggest', { body: { prompt: 'make it quiet', headers: ['A'], rows: [['LOUD']], source_column: 'A' } });
    assert.equal(formula.body.data.intent, 'language_model');
    assert.equal(formula.body.data.preview[0].after, 'loud');

    mode = 'garbage';
    const offline = await ctx.request('POST', '/transformation/suggest', { body: { prompt: 'upper-case', headers: ['A'], rows: [['quiet']], source_column: 'A' } });
    assert.equal(offline.body.data.intent, 'upper_case');
    mode = 'slow';
    const started = Date.now();
    const slow = await suggest(ctx, { columns: COLUMNS, headers: ['Zeichen'], rows: [['Z-1']] });
    assert.equal(slow[0].target_column, null, 'no answer: the offline result (unmapped) stands');
    assert.ok(Date.now() - started < 30_000);
    assert.ok(ctx.logs.some((l) => l.includes('language model not used')));
  });
});
