/**
 * The whole job a person does with the components, in Chromium, on a page of another origin:
 * create a TDM (CreateTargetDataModel), a MANUAL input and a MANUAL output (CreateConnector), a
 * pipeline through CreatePipeline with a real file (header row found below a title, an automatic
 * mapping, a formula with its preview), an upload with FileUploader, the FAILED execution opened in
 * ExecutionDetails, cells fixed, SUCCESSFUL, output downloaded. axe-core on every screen.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { browserMissing, openHarness, type Harness } from './browser.ts';

const SAMPLE = 'Customer export November 2026\n\nName,E-Mail,Amount\nAda Lovelace,ada@example.com,12.5\nAlan Turing,not-an-email,7\nGrace Hopper,grace@example.com,three\nEdsger Dijkstra,edsger@example.com,4\n';

describe('the whole flow in the components', { skip: browserMissing() ?? false }, () => {
  let h: Harness;
  before(async () => {
    h = await openHarness({ runtime: true });
  });
  after(() => h?.close());

  it('TDM → connectors → pipeline → upload → fix → download', async () => {
    const page = h.page;
    const violations: Record<string, unknown[]> = {};
    const check = async (name: string, tag: string) => {
      await h.screenshot(`flow-${name}`);
      const v = await h.axe(tag);
      if (v.length) violations[name] = v;
    };

    // 1. The target data model.
    await h.mount('ferry-create-target-data-model', { configuration: { name: 'Customers' } }, ['onTargetDataModelCreate', 'onSuccessContinue']);
    assert.equal(await page.getByRole('textbox', { name: 'Name', exact: true }).inputValue(), 'Customers', 'configuration.name presets the name');
    await page.getByRole('textbox', { name: 'Label of column 1' }).fill('Name');
    await page.getByRole('checkbox', { name: 'Column 1 is required' }).check();
    await page.getByRole('button', { name: 'Add column' }).click();
    await page.getByRole('textbox', { name: 'Label of column 2' }).fill('Email');
    await page.getByRole('combobox', { name: 'Type of column 2' }).selectOption('email');
    await page.getByRole('button', { name: 'Add column' }).click();
    await page.getByRole('textbox', { name: 'Label of column 3' }).fill('Amount');
    await page.getByRole('combobox', { name: 'Type of column 3' }).selectOption('float');
    assert.equal(await page.getByRole('textbox', { name: 'Key of column 3' }).inputValue(), 'amount', 'the key follows the label');
    await check('1-create-tdm', 'ferry-create-target-data-model');
    await page.getByRole('button', { name: 'Create target data model' }).click();
    const tdm = (await h.waitForCall('onTargetDataModelCreate') as { data: { id: string; columns: Array<{ key: string; columnType: string }> } }).data;
    assert.deepEqual(tdm.columns.map((c) => `${c.key}:${c.columnType}`), ['name:string', 'email:email', 'amount:float']);
    await page.getByRole('button', { name: 'Continue' }).click();
    assert.equal((await h.waitForCall('onSuccessContinue') as { data: { id: string } }).data.id, tdm.id);

    // 2. The connectors.
    const connectors: Record<string, string> = {};
    for (const [direction, name] of [['input', 'Customer uploads'], ['output', 'Download']] as const) {
      await h.mount('ferry-create-connector', { connectorType: direction }, ['onConnectorCreate']);
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
      await page.getByRole('combobox', { name: 'Kind' }).selectOption('MANUAL');
      if (direction === 'input') await check('2-create-connector', 'ferry-create-connector');
      await page.getByRole('button', { name: 'Create connector' }).click();
      const created = (await h.waitForCall('onConnectorCreate') as { data: { id: string; type: string; node_type: string } }).data;
      assert.equal(created.type, direction.toUpperCase());
      assert.equal(created.node_type, 'MANUAL');
      connectors[direction] = created.id;
      await page.evaluate(() => ((window as unknown as { __calls: unknown[] }).__calls.length = 0));
    }

    // 3. The pipeline, through the guided flow.
    await h.mount('ferry-create-pipeline', {}, ['onPipelineCreate', 'onSuccessContinue']);
    await page.getByRole('combobox', { name: /Input connector/ }).selectOption({ label: 'Customer uploads' });
    await page.getByRole('combobox', { name: /Target data model/ }).selectOption({ label: 'Customers' });
    await page.getByRole('combobox', { name: /Output connector/ }).selectOption({ label: 'Download' });
    await check('3-pipeline-connections', 'ferry-create-pipeline');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.locator('ferry-create-pipeline').locator('#sample-file').setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(SAMPLE) });
    const reason = page.getByRole('status').filter({ hasText: 'Header row: row 3' });
    await reason.waitFor();
    assert.ok((await page.getByRole('radio', { name: 'Row 3 is the header row' }).isChecked()));
    await check('4-pipeline-sample', 'ferry-create-pipeline');
    // A form (a label with a value beside it on each row) is one record whose columns are its labels.
    await page.locator('ferry-create-pipeline').locator('#sample-file').setInputFiles({ name: 'order-form.csv', mimeType: 'text/csv', buffer: Buffer.from('Name:,Ada Lovelace\nE-Mail:,ada@example.com\nAmount:,12.5\nSigned on:,2026-11-02\n') });
    await page.getByRole('status').filter({ hasText: 'Read as a form: one record' }).waitFor();
    assert.match(await page.getByRole('status').filter({ hasText: 'Read as a form' }).innerText(), /the 4 labels are the columns/);
    await h.screenshot('flow-4b-pipeline-sample-form');
    await page.locator('ferry-create-pipeline').locator('#sample-file').setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(SAMPLE) });
    await reason.waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    // The engine's suggestion for Email: the input column E-Mail, with its confidence and reason.
    await page.getByText(/Suggested: E-Mail · confidence \d+%/).waitFor();
    await page.getByRole('button', { name: 'Add transformation to Name' }).click();
    await page.getByRole('textbox', { name: 'Transformation 1 of Name' }).fill('=UPPER({value})');
    await page.getByRole('textbox', { name: 'Transformation 1 of Name' }).press('Tab');
    const previewTable = page.getByRole('table', { name: 'Transformation preview' });
    await previewTable.getByText('ADA LOVELACE', { exact: true }).waitFor();
    assert.match(await previewTable.innerText(), /Ada Lovelace\s*→\s*ADA LOVELACE/);
    await check('5-pipeline-mapping', 'ferry-create-pipeline');
    await page.getByRole('button', { name: 'Next' }).click();
    const review = page.getByRole('table', { name: 'Transformed sample' });
    await review.waitFor();
    assert.equal(await review.locator('td.bad').count(), 2, 'the two erroneous cells are highlighted');
    assert.match(await review.innerText(), /ADA LOVELACE/);
    await check('6-pipeline-review', 'ferry-create-pipeline');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Customer import');
    await check('7-pipeline-settings', 'ferry-create-pipeline');
    await page.getByRole('button', { name: 'Create pipeline' }).click();
    const pipeline = (await h.waitForCall('onPipelineCreate') as { data: { id: string; name: string; active: boolean; draft: boolean; configuration: { mapping_config: { mappings: Array<{ target_column: string; transformations: Array<{ function: string }> }> } } } }).data;
    assert.equal(pipeline.name, 'Customer import');
    assert.equal(pipeline.active, true);
    assert.equal(pipeline.draft, false);
    assert.deepEqual(pipeline.configuration.mapping_config.mappings.map((m) => [m.target_column, m.transformations[0]?.function]), [['name', '=UPPER({value})']]);
    await page.getByRole('button', { name: 'Continue' }).click();
    assert.equal((await h.waitForCall('onSuccessContinue') as { data: { id: string } }).data.id, pipeline.id);
    const listed = await h.ctx.request('GET', '/pipeline');
    assert.equal(listed.body.data.length, 1, 'the draft saved on the way is the pipeline created, not a second one');

    // 4. An upload with FileUploader.
    await h.mount('ferry-file-uploader', { inputConnectorId: connectors.input, settings: { allowedFileTypes: ['csv'] } }, ['onExecutionView']);
    await page.locator('ferry-file-uploader').locator('input[type=file]').setInputFiles({ name: 'november.csv', mimeType: 'text/csv', buffer: Buffer.from(SAMPLE) });
    const fix = page.getByRole('button', { name: /^Fix: november\.csv/ });
    await fix.waitFor({ timeout: 60_000 });
    await check('8-file-uploader', 'ferry-file-uploader');
    await fix.click();
    const execution = (await h.waitForCall('onExecutionView') as { execution: { id: string; status: string } }).execution;
    assert.equal(execution.status, 'FAILED');

    // 5. The failed execution: fix two cells, then download the output.
    await h.mount('ferry-execution-details', { executionId: execution.id }, ['onExecutionRun']);
    await page.getByRole('grid', { name: /^Rows of / }).waitFor();
    await page.getByRole('gridcell', { name: 'not-an-email', exact: true }).click();
    await page.keyboard.type('alan@example.com');
    await page.keyboard.press('Enter');
    await page.getByRole('gridcell', { name: 'three', exact: true }).click();
    await page.keyboard.type('3');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: /^2 cells changed, not applied yet\./ }).waitFor();
    await check('9-execution-details-fix', 'ferry-execution-details');
    await page.getByRole('button', { name: 'Apply fixes (2)' }).click();
    await page.getByText('The fixes were applied: the execution is now successful').waitFor({ timeout: 60_000 });
    await page.getByRole('combobox', { name: 'Output format' }).selectOption('CSV');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download output' }).click()]);
    const text = readFileSync(await download.path(), 'utf8');
    assert.match(text, /ADA LOVELACE,ada@example.com,12.5/);
    assert.match(text, /ALAN TURING,alan@example.com,7/);
    assert.match(text, /GRACE HOPPER,grace@example.com,3/);
    await check('10-execution-details-successful', 'ferry-execution-details');
    assert.deepEqual(violations, {}, 'no serious or critical axe-core violation');
  });
});
