/**
 * ferry-create-pipeline in Chromium: presets fixed and hidden, create buttons and their callbacks,
 * a template, Cancel, run on creation. (The whole guided flow with a real file is test/flow.test.ts.)
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { browserMissing, openHarness, type Harness } from '../../../test/browser.ts';
import { CSV_WITH_ERRORS, seed, type Seeded } from '../../../test/seed.ts';

describe('ferry-create-pipeline', { skip: browserMissing() ?? false }, () => {
  let h: Harness;
  let s: Seeded;
  before(async () => {
    h = await openHarness({ runtime: true });
    s = await seed(h.ctx, 'Existing');
  });
  after(() => h?.close());

  it('offers Create buttons only when allowed; they raise onConnectorCreate {reload, connectorType} and onTdmCreate {reload}', async () => {
    await h.mount('ferry-create-pipeline', {}, ['onConnectorCreate', 'onTdmCreate']);
    await h.page.getByRole('combobox', { name: /Input connector/ }).waitFor();
    assert.equal(await h.page.getByRole('button', { name: /^Create/ }).count(), 0);
    await h.mount('ferry-create-pipeline', { settings: { allowInputConnectorCreation: true, allowOutputConnectorCreation: true, allowTdmCreation: true } }, ['onConnectorCreate', 'onTdmCreate']);
    await h.page.getByRole('combobox', { name: /Input connector/ }).waitFor();
    await h.page.getByRole('button', { name: 'Create connector' }).nth(1).click();
    assert.deepEqual(await h.waitForCall('onConnectorCreate'), { reload: '[function]', connectorType: 'output' });
    await h.page.getByRole('button', { name: 'Create target data model' }).click();
    assert.deepEqual(await h.waitForCall('onTdmCreate'), { reload: '[function]' });
    // reload refetches: a connector created meanwhile appears in the choice.
    await h.ctx.request('POST', '/connector', { body: { name: 'Created meanwhile', type: 'INPUT', node_type: 'MANUAL', configuration: {} } });
    await h.page.evaluate(() => (document.querySelector('ferry-create-pipeline') as unknown as { reloadConnectors: () => Promise<void> }).reloadConnectors());
    await h.page.getByRole('combobox', { name: /Input connector/ }).selectOption({ label: 'Created meanwhile' });
    await h.screenshot('create-pipeline');
    assert.deepEqual(await h.axe('ferry-create-pipeline'), []);
  });

  it('hides and keeps preset connectors and TDM (configuration); Cancel raises onClose', async () => {
    await h.mount('ferry-create-pipeline', { configuration: { inputConnectorId: s.input, outputConnectorId: s.output, tdmId: s.tdm, name: 'Preset', errorConfig: { error_threshold: 10 } } }, ['onClose']);
    await h.page.getByText('The connectors and the target data model are set by the application.').waitFor();
    assert.equal(await h.page.getByRole('combobox').count(), 0, 'no choice is shown for presets');
    await h.page.getByRole('button', { name: 'Cancel' }).click();
    assert.equal(await h.waitForCall('onClose'), null);
  });

  it('starts from a template (templateId), and runs at once on creation (runPipelineOnCreation) with the sample of a MANUAL input', async () => {
    const template = await h.ctx.request('POST', '/pipeline-template', { body: { name: 'Customer template', pipeline_name: 'From template', input_connectors: [s.input], output_connectors: [s.output], tdm: s.tdm, error_config: { error_threshold: 50 } } });
    assert.equal(template.status, 201, JSON.stringify(template.body));
    await h.mount('ferry-create-pipeline', { templateId: template.body.data.id, settings: { runPipelineOnCreation: true } }, ['onPipelineCreate', 'onExecutionView']);
    await h.page.getByText('The connectors and the target data model are set by the application.').waitFor();
    await h.page.getByRole('button', { name: 'Next' }).click();
    await h.page.locator('ferry-create-pipeline').locator('#sample-file').setInputFiles({ name: 'orders.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV_WITH_ERRORS) });
    await h.page.getByText('Header row: row 1').waitFor();
    for (let i = 0; i < 3; i++) await h.page.getByRole('button', { name: 'Next' }).click();
    assert.equal(await h.page.getByRole('textbox', { name: 'Name', exact: true }).inputValue(), 'From template');
    assert.equal(await h.page.getByRole('spinbutton', { name: 'Error threshold (%)' }).inputValue(), '50');
    await h.page.getByRole('button', { name: 'Create pipeline' }).click();
    const pipeline = (await h.waitForCall('onPipelineCreate') as { data: { id: string; template_id: string; configuration: { error_config: { error_threshold: number } } } }).data;
    assert.equal(pipeline.configuration.error_config.error_threshold, 50);
    await h.page.getByRole('button', { name: 'View' }).click();
    const arg = await h.waitForCall('onExecutionView') as { data: string };
    assert.match(arg.data, /^[0-9a-f-]{36}$/, 'onExecutionView gets {data: execution id}');
    const execution = await h.ctx.waitForExecution(arg.data);
    assert.equal(execution.pipeline_id, pipeline.id);
  });
});

describe('ferry-create-pipeline: mapping help (suggestions, formulas from prompts, option matching)', { skip: browserMissing() ?? false }, () => {
  let h: Harness;
  before(async () => {
    h = await openHarness({ runtime: true });
  });
  after(() => h?.close());

  it('says so when the sample has no header row: every row is data, columns A, B, C…', async () => {
    const tdm = (await h.ctx.request('POST', '/tdm', { body: { name: 'Readings', columns: [{ key: 'id', label: 'Id', columnType: 'int' }, { key: 'value', label: 'Value', columnType: 'float' }] } })).body.data.id;
    const input = (await h.ctx.request('POST', '/connector', { body: { name: 'Meter uploads', type: 'INPUT', node_type: 'MANUAL', configuration: {} } })).body.data.id;
    const output = (await h.ctx.request('POST', '/connector', { body: { name: 'Meter store', type: 'OUTPUT', node_type: 'MANUAL', configuration: {} } })).body.data.id;
    await h.mount('ferry-create-pipeline', { configuration: { inputConnectorId: input, outputConnectorId: output, tdmId: tdm } });
    await h.page.getByRole('button', { name: 'Next' }).click();
    const csv = '1001,2.5\n1002,3.5\n1003,4.25\n';
    await h.page.locator('ferry-create-pipeline').locator('#sample-file').setInputFiles({ name: 'readings.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const reason = h.page.getByRole('status').filter({ hasText: 'No header row' });
    await reason.waitFor();
    assert.match(await reason.innerText(), /every row is data and the columns are named as spreadsheets name them: A, B, C/);
    await h.page.getByText('Is one of these rows the header after all?').waitFor();
    const sheet = h.page.getByRole('table', { name: 'First rows of the sample' });
    assert.match(await sheet.innerText(), /1001[\s\S]*1002[\s\S]*1003/, 'the first row is shown as data');
    await h.screenshot('create-pipeline-no-header');
    assert.deepEqual(await h.axe('ferry-create-pipeline'), []);
  });

  it('shows each suggestion with its reason and other candidates, turns a described change into a formula shown on the sample, and matches category values to options', async () => {
    const tdm = (await h.ctx.request('POST', '/tdm', { body: { name: 'Bestellungen', columns: [
      { key: 'customer_id', label: 'Customer ID', columnType: 'string' },
      { key: 'last_name', label: 'Last name', columnType: 'string' },
      { key: 'status', label: 'Status', columnType: 'category', optionConfiguration: { options: [{ value: 'OPEN', label: 'Open' }, { value: 'SHIPPED', label: 'Shipped' }, { value: 'CANCELLED', label: 'Cancelled' }] } },
    ] } })).body.data.id;
    const input = (await h.ctx.request('POST', '/connector', { body: { name: 'Kunden-Uploads', type: 'INPUT', node_type: 'MANUAL', configuration: {} } })).body.data.id;
    const output = (await h.ctx.request('POST', '/connector', { body: { name: 'Warehouse', type: 'OUTPUT', node_type: 'MANUAL', configuration: {} } })).body.data.id;
    await h.mount('ferry-create-pipeline', { configuration: { inputConnectorId: input, outputConnectorId: output, tdmId: tdm } });
    await h.page.getByRole('button', { name: 'Next' }).click();
    const csv = 'Kundennummer,Nachname,Status\nK-1,Lovelace,offen\nK-2,Turing,versendet\nK-3,Hopper,storniert\n';
    await h.page.locator('ferry-create-pipeline').locator('#sample-file').setInputFiles({ name: 'bestellungen.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await h.page.getByText('Header row: row 1').waitFor();
    await h.page.getByRole('button', { name: 'Next' }).click();
    await h.page.getByText(/"Kundennummer" is German for "customer id"/).first().waitFor();

    // A change described in words becomes a formula, shown on the sample before it is added.
    const describe = h.page.getByRole('textbox', { name: 'Describe a change to Last name' });
    await describe.fill('in Großbuchstaben');
    await h.page.getByRole('button', { name: 'Suggest formula' }).nth(1).click();
    const box = h.page.getByRole('status', { name: 'Suggested formula for Last name' });
    await box.getByText('=UPPER({value})').waitFor();
    assert.deepEqual(await box.locator('tbody tr').allInnerTexts(), ['Lovelace\tLOVELACE', 'Turing\tTURING', 'Hopper\tHOPPER']);
    await box.getByRole('button', { name: 'Add this formula' }).click();
    assert.equal(await h.page.getByRole('textbox', { name: 'Transformation 1 of Last name' }).inputValue(), '=UPPER({value})');

    // Category values matched to options, saved as an OPTION_MAPPING.
    await h.page.getByRole('button', { name: 'Match values to options' }).click();
    const options = h.page.getByRole('status', { name: 'Option matches for Status' });
    await options.getByText('German for "shipped"').waitFor();
    await h.screenshot('create-pipeline-mapping-help');
    assert.deepEqual(await h.axe('ferry-create-pipeline'), []);
    // A narrow window: the mapping table scrolls sideways instead of squeezing the help.
    await h.page.setViewportSize({ width: 480, height: 900 });
    await h.screenshot('create-pipeline-mapping-help-narrow');
    await h.page.setViewportSize({ width: 1200, height: 900 });
    await options.getByRole('button', { name: 'Add as option mapping' }).click();
    assert.deepEqual(JSON.parse(await h.page.getByRole('textbox', { name: 'Transformation 1 of Status' }).inputValue()), { offen: 'OPEN', versendet: 'SHIPPED', storniert: 'CANCELLED' });
    // The preview runs with both transformations: the review shows upper-case names and option values.
    await h.page.getByRole('table', { name: 'Transformation preview' }).getByText('LOVELACE', { exact: true }).waitFor();
  });
});
