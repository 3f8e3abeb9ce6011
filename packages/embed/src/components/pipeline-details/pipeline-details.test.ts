/** ferry-pipeline-details in Chromium: toggles, edits, run, delete, the execution list below. */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { browserMissing, openHarness, type Harness } from '../../../test/browser.ts';
import { CSV_WITH_ERRORS, CUSTOMERS_TDM, seed, type Seeded } from '../../../test/seed.ts';
import { uploadCsv } from '../../../../../apps/server/test/helpers/upload.ts';

describe('ferry-pipeline-details', { skip: browserMissing() ?? false }, () => {
  let h: Harness;
  let s: Seeded;
  before(async () => {
    h = await openHarness({ runtime: true, env: { FERRY_NETWORK_ALLOW_LIST: '127.0.0.1' } });
    s = await seed(h.ctx, 'Orders import');
    await h.ctx.waitForExecution(await uploadCsv(h.ctx, s.input, 'orders.csv', CSV_WITH_ERRORS));
  });
  after(() => h?.close());

  it('Active and Dev mode toggles save at once (onPipelineUpdate {data})', async () => {
    await h.mount('ferry-pipeline-details', { pipelineId: s.pipeline }, ['onPipelineUpdate']);
    await h.page.getByRole('heading', { name: 'Orders import' }).waitFor();
    await h.page.getByRole('checkbox', { name: 'Active' }).uncheck();
    const first = (await h.waitForCall('onPipelineUpdate') as { data: { active: boolean } }).data;
    assert.equal(first.active, false);
    await h.page.evaluate(() => ((window as unknown as { __calls: unknown[] }).__calls.length = 0));
    await h.page.getByRole('checkbox', { name: 'Dev mode' }).check();
    const second = (await h.waitForCall('onPipelineUpdate') as { data: { configuration: { developer_mode: boolean } } }).data;
    assert.equal(second.configuration.developer_mode, true);
    const stored = (await h.ctx.request('GET', `/pipeline/${s.pipeline}`)).body.data;
    assert.deepEqual([stored.active, stored.configuration.developer_mode], [false, true]);
  });

  it('edits the threshold, schedule and a mapping formula, and saves them', async () => {
    await h.mount('ferry-pipeline-details', { pipelineId: s.pipeline }, ['onPipelineUpdate']);
    await h.page.getByRole('heading', { name: 'Orders import' }).waitFor();
    await h.page.getByRole('spinbutton', { name: 'Error threshold (%)' }).fill('25');
    await h.page.getByRole('spinbutton', { name: 'Error threshold (%)' }).press('Tab');
    await h.page.getByRole('combobox', { name: 'Schedule' }).selectOption('WEEKLY');
    // The input columns are those of the last file (its run report).
    await h.page.getByText('Input columns of the last file').waitFor();
    await h.page.getByRole('combobox', { name: 'Input column for Email' }).selectOption('E-Mail');
    await h.page.getByRole('button', { name: 'Add transformation to Email' }).click();
    await h.page.getByRole('textbox', { name: 'Transformation 1 of Email' }).fill('=LOWER({value})');
    await h.page.getByRole('textbox', { name: 'Transformation 1 of Email' }).press('Tab');
    await h.page.getByRole('combobox', { name: 'Which sheet is read' }).selectOption('NAME');
    await h.page.getByRole('textbox', { name: 'Sheet name (case matters)' }).fill('Orders');
    await h.page.getByRole('textbox', { name: 'Sheet name (case matters)' }).press('Tab');
    await h.page.getByRole('combobox', { name: 'Rows with an erroneous cell' }).selectOption('INCLUDE');
    await h.page.getByRole('button', { name: 'Save' }).click();
    const data = (await h.waitForCall('onPipelineUpdate') as { data: { configuration: Record<string, any> } }).data;
    assert.equal(data.configuration.error_config.error_threshold, 25);
    assert.equal(data.configuration.error_config.invalid_rows, 'INCLUDE');
    assert.deepEqual([data.configuration.sheet_config.selection_type, data.configuration.sheet_config.sheet_name], ['NAME', 'Orders']);
    assert.equal(data.configuration.schedule_config.frequency, 'WEEKLY');
    const mappings = data.configuration.mapping_config.mappings;
    assert.deepEqual(mappings.map((m: any) => [m.source_columns, m.target_column, m.transformations.map((t: any) => `${t.type} ${t.function}`)]), [[['E-Mail'], 'email', ['HYPER_FORMULA =LOWER({value})']]]);
  });

  it('runs now (onExecutionRun {data}) and shows the execution list with View/Fix (onExecutionView {data})', async () => {
    await h.ctx.request('PUT', `/pipeline/${s.pipeline}`, { body: { active: true } });
    await h.mount('ferry-pipeline-details', { pipelineId: s.pipeline, settings: { showExecutionList: true } }, ['onExecutionRun', 'onExecutionView']);
    await h.page.getByRole('heading', { name: 'Executions' }).waitFor();
    await h.page.getByRole('button', { name: /^Fix/ }).waitFor();
    await h.screenshot('pipeline-details');
    assert.deepEqual(await h.axe('ferry-pipeline-details'), []);
    await h.page.getByRole('button', { name: /^Fix/ }).click();
    assert.equal((await h.waitForCall('onExecutionView') as { data: { status: string } }).data.status, 'FAILED');
    // Its input receives uploads: there is nothing to run now, and the page says how it runs.
    assert.equal(await h.page.getByRole('button', { name: 'Run now' }).count(), 0);
    await h.page.getByText('Runs when a file is uploaded to Customer uploads').waitFor();

    // A pipeline whose input fetches its file (HTTP on loopback) runs now.
    const { createServer } = await import('node:http');
    const peer = createServer((_req, res) => void res.writeHead(200, { 'content-type': 'text/csv' }).end('Name,E-Mail,Amount\nAda,ada@example.com,1\n'));
    await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(peer.address() as import('node:net').AddressInfo).port}/export.csv`;
      const input = await h.ctx.request('POST', '/connector', { body: { name: 'Nightly export', type: 'INPUT', node_type: 'HTTP', configuration: { type: 'PROACTIVE', url } } });
      const fetched = await h.ctx.request('POST', '/pipeline', { body: { name: 'Fetched import', active: true, configuration: { input_connectors: [input.body.data.id], output_connectors: [s.output], tdm: s.tdm } } });
      await h.mount('ferry-pipeline-details', { pipelineId: fetched.body.data.id, settings: { showExecutionList: true } }, ['onExecutionRun']);
      await h.page.getByRole('button', { name: 'Run now' }).click();
      const run = (await h.waitForCall('onExecutionRun') as { data: { trigger_type: string; pipeline_id: string } }).data;
      assert.deepEqual([run.trigger_type, run.pipeline_id], ['MANUAL', fetched.body.data.id]);
      await h.page.getByText('A run was started.').waitFor();
      await h.page.getByRole('cell', { name: 'Manual' }).waitFor();
    } finally {
      await new Promise<void>((resolve) => peer.close(() => resolve()));
    }
  });

  it('asks before deleting, offers to delete the execution history too (onPipelineDelete {data})', async () => {
    await h.mount('ferry-pipeline-details', { pipelineId: s.pipeline }, ['onPipelineDelete']);
    await h.page.getByRole('heading', { name: 'Orders import' }).waitFor();
    await h.page.getByRole('button', { name: 'Delete' }).click();
    await h.page.getByRole('button', { name: 'Delete' }).click();
    await h.page.getByText('Orders import has executions. Delete it with its execution history?').waitFor();
    assert.equal((await h.ctx.request('GET', `/pipeline/${s.pipeline}`)).status, 200);
    await h.page.getByRole('button', { name: 'Delete with executions' }).click();
    assert.equal((await h.waitForCall('onPipelineDelete') as { data: { id: string } }).data.id, s.pipeline);
    assert.equal((await h.ctx.request('GET', `/pipeline/${s.pipeline}`)).status, 404);
  });

  it('reports a changed file (schema drift): the automatic mappings can be kept, formulas described in words', async () => {
    const d = await seed(h.ctx, 'Renamed columns');
    await h.ctx.request('PUT', `/pipeline/${d.pipeline}`, { body: { configuration: { mapping_config: { mode: 'DEFAULT', mappings: [{ source_columns: ['E-Mail'], target_column: 'email' }] } } } });
    await h.ctx.waitForExecution(await uploadCsv(h.ctx, d.input, 'before.csv', 'Name,E-Mail,Amount\nAda Lovelace,ada@example.com,1\n'));
    // The customer renamed "E-Mail" to "Mail".
    const changed = await h.ctx.waitForExecution(await uploadCsv(h.ctx, d.input, 'renamed.csv', 'Name,Mail,Amount\nAlan Turing,alan@example.org,2\n'));
    assert.deepEqual(changed.schema_drift.renamed, [{ from: 'E-Mail', to: 'Mail', target_column: 'email' }]);
    await h.mount('ferry-pipeline-details', { pipelineId: d.pipeline }, ['onPipelineUpdate']);
    const banner = h.page.getByRole('status').filter({ hasText: 'The last file differs from the one before.' });
    await banner.getByText('"E-Mail" → "Mail"').waitFor();
    await h.page.getByRole('textbox', { name: 'Describe a change to Name' }).fill('upper-case');
    await h.page.getByRole('button', { name: 'Suggest formula' }).first().click();
    await h.page.getByRole('status', { name: 'Suggested formula for Name' }).getByText('=UPPER({value})').waitFor();
    await h.screenshot('pipeline-details-drift');
    assert.deepEqual(await h.axe('ferry-pipeline-details'), []);
    await banner.getByRole('button', { name: 'Keep the automatic mappings' }).click();
    await h.page.getByRole('button', { name: 'Save' }).click();
    const data = (await h.waitForCall('onPipelineUpdate') as { data: { configuration: Record<string, any> } }).data;
    const email = data.configuration.mapping_config.mappings.find((m: any) => m.target_column === 'email');
    assert.deepEqual(email.source_columns, ['Mail']);
  });
  it('sets a recurring feed (FREEZE, a file every day by 06:00 + 30 min); a changed file is then refused and accepted in one step in ferry-execution-details', async () => {
    const create = async (path: string, body: unknown) => {
      const r = await h.ctx.request('POST', path, { body });
      assert.equal(r.status, 201, JSON.stringify(r.body));
      return r.body.data.id as string;
    };
    const tdm = await create('/tdm', { ...CUSTOMERS_TDM, name: 'Feed customers' });
    const input = await create('/connector', { name: 'Feed uploads', type: 'INPUT', node_type: 'MANUAL', configuration: {} });
    const pipeline = await create('/pipeline', { name: 'Daily feed', active: true, configuration: { input_connectors: [input], output_connectors: [s.output], tdm } });
    const first = await h.ctx.waitForExecution(await uploadCsv(h.ctx, input, 'day-1.csv', 'Name,E-Mail,Amount\nAda Lovelace,ada@example.com,12.5\n'));
    assert.equal(first.status, 'SUCCESSFUL', JSON.stringify(first));

    await h.mount('ferry-pipeline-details', { pipelineId: pipeline }, ['onPipelineUpdate']);
    await h.page.getByRole('heading', { name: 'Daily feed' }).waitFor();
    await h.page.getByRole('combobox', { name: "When a file's columns change" }).selectOption('FREEZE');
    await h.page.getByRole('combobox', { name: 'Files expected' }).selectOption('DAILY');
    await h.page.getByLabel('By (UTC)').fill('06:00');
    await h.page.getByLabel('By (UTC)').press('Tab');
    await h.page.getByRole('spinbutton', { name: 'Grace (minutes)' }).fill('30');
    await h.page.getByRole('spinbutton', { name: 'Grace (minutes)' }).press('Tab');
    await h.screenshot('pipeline-details-recurring-feed');
    await h.page.getByRole('button', { name: 'Save' }).click();
    const saved = (await h.waitForCall('onPipelineUpdate') as { data: { configuration: Record<string, any> } }).data;
    assert.equal(saved.configuration.schema_policy, 'FREEZE');
    assert.deepEqual([saved.configuration.expectation.every, saved.configuration.expectation.by, saved.configuration.expectation.grace_minutes], ['DAILY', '06:00', 30]);
    const stored = (await h.ctx.request('GET', `/pipeline/${pipeline}`)).body.data;
    assert.ok(stored.expected_next_by, 'the pipeline says when the next file is expected');
    await h.page.getByText(/Next file expected by/).waitFor();

    const refused = await h.ctx.waitForExecution(await uploadCsv(h.ctx, input, 'day-2.csv', 'Name,E-Mail,Amount,Note\nAlan Turing,alan@example.com,7,first order\n'));
    assert.deepEqual([refused.status, refused.error?.type], ['FAILED', 'SCHEMA_CHANGED'], JSON.stringify(refused));
    await h.mount('ferry-execution-details', { executionId: refused.id }, ['onExecutionRun']);
    await h.page.getByText("The file's columns changed, and the pipeline keeps its columns.").waitFor();
    await h.page.getByText('New column “Note”').waitFor();
    await h.screenshot('execution-details-schema-changed');
    await h.page.getByRole('button', { name: 'Accept the new columns and run again' }).click();
    const rerun = (await h.waitForCall('onExecutionRun') as { data: { id: string; rerun_of: string } }).data;
    assert.equal(rerun.rerun_of, refused.id);
    const accepted = await h.ctx.waitForExecution(rerun.id);
    assert.equal(accepted.status, 'SUCCESSFUL', JSON.stringify(accepted));
    // The new shape is the pipeline's now: the next file like it passes the freeze.
    const next = await h.ctx.waitForExecution(await uploadCsv(h.ctx, input, 'day-3.csv', 'Name,E-Mail,Amount,Note\nGrace Hopper,grace@example.com,3,second order\n'));
    assert.equal(next.status, 'SUCCESSFUL', JSON.stringify(next));
  });
});
