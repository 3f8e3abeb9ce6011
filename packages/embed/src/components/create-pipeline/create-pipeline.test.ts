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

  it('option matching says it judged a sample and checks the whole file on request, counting the rows of each value', async () => {
    const tdm = (await h.ctx.request('POST', '/tdm', { body: { name: 'Shipments', columns: [
      { key: 'order', label: 'Order', columnType: 'string' },
      { key: 'status', label: 'Status', columnType: 'category', optionConfiguration: { options: [{ value: 'OPEN', label: 'Open' }, { value: 'SHIPPED', label: 'Shipped' }] } },
    ] } })).body.data.id;
    const input = (await h.ctx.request('POST', '/connector', { body: { name: 'Shipment uploads', type: 'INPUT', node_type: 'MANUAL', configuration: {} } })).body.data.id;
    const output = (await h.ctx.request('POST', '/connector', { body: { name: 'Shipment store', type: 'OUTPUT', node_type: 'MANUAL', configuration: {} } })).body.data.id;
    // 400 rows: every value near the top is "Open"; 36 rows further down hold other values.
    const lines = ['Order,Status'];
    for (let i = 1; i <= 400; i++) lines.push(`S-${i},${i > 300 && i <= 336 ? (i % 2 ? 'versendet' : 'verloren') : 'Open'}`);
    await h.mount('ferry-create-pipeline', { configuration: { inputConnectorId: input, outputConnectorId: output, tdmId: tdm } });
    await h.page.getByRole('button', { name: 'Next' }).click();
    await h.page.locator('ferry-create-pipeline').locator('#sample-file').setInputFiles({ name: 'shipments.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\n') + '\n') });
    await h.page.getByText('Header row: row 1').waitFor();
    await h.page.getByRole('button', { name: 'Next' }).click();
    await h.page.getByRole('button', { name: 'Match values to options' }).click();
    const answer = h.page.getByRole('status', { name: 'Option matches for Status' });
    await answer.getByText(/^Judged a sample of \d+ rows \(1 distinct value\)\./).waitFor();
    await answer.getByText(/Every value in these \d+ rows already is an option\./).waitFor();
    await h.screenshot('create-pipeline-options-sample');
    await answer.getByRole('button', { name: 'Check the whole file' }).click();
    await answer.getByText('Judged every row of shipments.csv: 400 rows, 3 distinct values.').waitFor();
    assert.deepEqual((await answer.locator('tbody tr').allInnerTexts()).map((r) => r.split('\t').slice(0, 3).join(' | ')), [
      'Open | 364 | Open (100%)',
      'versendet | 18 | Shipped (90%)',
      'verloren | 18 | none',
    ]);
    await answer.getByText('1 value (in 18 rows) matches no option: those cells will be erroneous unless you map it or add an option.').waitFor();
    await h.screenshot('create-pipeline-options-whole-file');
    assert.deepEqual(await h.axe('ferry-create-pipeline'), []);
    await answer.getByRole('button', { name: 'Add as option mapping' }).click();
    assert.deepEqual(JSON.parse(await h.page.getByRole('textbox', { name: 'Transformation 1 of Status' }).inputValue()), { versendet: 'SHIPPED' });
  });

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

/** A workbook whose first sheet is empty (as one holding only a picture is): the data is on the second. */
async function workbookWithEmptyFirstSheet(): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.addWorksheet('IMAGE');
  const data = book.addWorksheet('Data');
  data.addRows([['Name', 'E-Mail', 'Amount'], ['Ada Lovelace', 'ada@example.com', 12.5], ['Alan Turing', 'alan@example.com', 7], ['Grace Hopper', 'grace@example.com', 3]]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('ferry-create-pipeline never strands a person (alone in a host page, no callbacks)', { skip: browserMissing() ?? false }, () => {
  let h: Harness;
  let s: Seeded;
  before(async () => {
    h = await openHarness({ runtime: true });
    s = await seed(h.ctx, 'Existing import');
  });
  after(() => h?.close());
  const settings = { allowInputConnectorCreation: true, allowOutputConnectorCreation: true, allowTdmCreation: true };

  it('creates a connector and a model in its own dialogs and chooses them; names the other pipelines of a shared input; picks the sheet; warns against a schedule on uploads; offers an upload at the end', async () => {
    const page = h.page;
    const flow = page.locator('ferry-create-pipeline');
    /** Waits until the choice `selector` shows `label` (what was just created is chosen). */
    const chosen = (selector: string, label: string) => page.waitForFunction(([sel, text]) => {
      const select = document.querySelector('ferry-create-pipeline')?.shadowRoot?.querySelector(sel) as HTMLSelectElement | null;
      return select?.selectedOptions[0]?.textContent?.trim() === text;
    }, [selector, label] as const);
    // Only these callbacks: onConnectorCreate and onTdmCreate are not set, so the component opens its own dialogs.
    await h.mount('ferry-create-pipeline', { settings }, ['onPipelineCreate', 'onSuccessContinue', 'onClose']);
    await page.getByRole('combobox', { name: /Input connector/ }).waitFor();

    // The input it already has feeds a pipeline: said at once.
    await page.getByRole('combobox', { name: /Input connector/ }).selectOption({ label: 'Customer uploads' });
    await page.getByText('Customer uploads already feeds another pipeline:').waitFor();
    assert.match(await flow.locator('[part=shared-input]').innerText(), /Existing import\. Every file that arrives there starts each active pipeline on it, this one too/);
    await h.screenshot('create-pipeline-shared-input');

    // Create connector: the component's own dialog; Continue chooses the new connector.
    await page.getByRole('button', { name: 'Create connector' }).first().click();
    const connectorDialog = page.getByRole('dialog', { name: 'New connector' });
    await connectorDialog.waitFor();
    await connectorDialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Partner uploads');
    await h.screenshot('create-pipeline-own-connector-dialog');
    await connectorDialog.getByRole('button', { name: 'Create connector' }).click();
    await connectorDialog.getByRole('button', { name: 'Continue' }).click();
    await connectorDialog.waitFor({ state: 'detached' });
    await chosen('#input', 'Partner uploads');
    assert.equal(await flow.locator('[part=shared-input]').count(), 0, 'the new connector feeds nothing else');

    // Create target data model: the same.
    await page.getByRole('button', { name: 'Create target data model' }).click();
    const tdmDialog = page.getByRole('dialog', { name: 'New target data model' });
    await tdmDialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Partners');
    await tdmDialog.getByRole('textbox', { name: 'Label of column 1' }).fill('Name');
    await tdmDialog.getByRole('button', { name: 'Add column' }).click();
    await tdmDialog.getByRole('textbox', { name: 'Label of column 2' }).fill('E-Mail');
    await tdmDialog.getByRole('combobox', { name: 'Type of column 2' }).selectOption('email');
    await tdmDialog.getByRole('button', { name: 'Create target data model' }).click();
    await tdmDialog.getByRole('button', { name: 'Continue' }).click();
    await tdmDialog.waitFor({ state: 'detached' });
    await chosen('#tdm', 'Partners');
    await page.getByRole('combobox', { name: /Output connector/ }).selectOption({ label: 'Download' });
    assert.equal((await h.calls()).filter((c) => /create/i.test(c.name) && !c.name.startsWith('event:')).length, 0, 'no host callback was needed');
    await page.getByRole('button', { name: 'Next' }).click();

    // A workbook whose first sheet is empty: the sheets are offered; the one chosen is read.
    await flow.locator('#sample-file').setInputFiles({ name: 'partners.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await workbookWithEmptyFirstSheet() });
    await page.getByText('The sheet "IMAGE" is empty').waitFor();
    await page.getByText('Choose another sheet above.').waitFor();
    await h.screenshot('create-pipeline-sheet-empty');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(/Ferry could not read this sample/).waitFor();
    await page.getByRole('combobox', { name: /^Sheet/ }).selectOption({ label: '2. Data' });
    await page.getByText('Header row: row 1').waitFor();
    await h.screenshot('create-pipeline-sheet-chosen');
    assert.deepEqual(await h.axe('ferry-create-pipeline'), []);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    // The review says how much of the sample it shows: all 3 rows here.
    await page.getByText('All 3 data rows of partners.xlsx: 0 erroneous cells of 6.').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();

    // A schedule on an input that receives uploads: warned.
    await page.getByRole('combobox', { name: 'Schedule' }).selectOption('DAILY');
    const warning = flow.locator('[part=schedule-warning]');
    await warning.waitFor();
    assert.match(await warning.innerText(), /Nothing will be pulled on this schedule: files are uploaded to Partner uploads by people/);
    await h.screenshot('create-pipeline-schedule-warning');
    await page.getByRole('combobox', { name: 'Schedule' }).selectOption('NONE');
    assert.equal(await warning.count(), 0);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Partner import');
    await page.getByRole('button', { name: 'Create pipeline' }).click();
    const created = (await h.waitForCall('onPipelineCreate') as { data: { id: string; configuration: { sheet_config: unknown } } }).data;
    assert.deepEqual(created.configuration.sheet_config, { selection_type: 'NAME', sheet_index: null, sheet_name: 'Data' }, 'the chosen sheet is saved as sheet_config');

    // The pipeline is fed by uploads: "Upload a file now" uploads right here.
    await page.getByRole('button', { name: 'Upload a file now' }).click();
    await flow.locator('ferry-file-uploader').locator('input[type=file]').setInputFiles({ name: 'partners-december.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await workbookWithEmptyFirstSheet() });
    await flow.locator('ferry-file-uploader').getByText('Successful', { exact: true }).waitFor({ timeout: 60_000 });
    await h.screenshot('create-pipeline-upload-now');
    const runs = await h.ctx.request('GET', `/execution?filters=${encodeURIComponent(JSON.stringify({ pipeline: created.id }))}`);
    assert.equal(runs.body.data[0].stats.rows, 3, 'the upload ran the new pipeline on the Data sheet');
    await page.getByRole('button', { name: 'Continue' }).click();
    await h.waitForCall('onSuccessContinue');
  });

  it('Cancel after a draft was saved asks: the draft is deleted, or kept, as the person chooses', async () => {
    const page = h.page;
    const drafts = async () => (await h.ctx.request('GET', `/pipeline?filters=${encodeURIComponent(JSON.stringify({ draft: false, active: false }))}&limit=100`)).body.data.length;
    const before = await drafts();
    const start = async () => {
      await h.mount('ferry-create-pipeline', { configuration: { inputConnectorId: s.input, outputConnectorId: s.output, tdmId: s.tdm } }, ['onClose']);
      await page.getByRole('button', { name: 'Next' }).click();
      await page.locator('ferry-create-pipeline').locator('#sample-file').waitFor({ state: 'attached' });
    };
    await start();
    assert.equal(await drafts(), before + 1, 'the draft is saved as the person goes');
    await page.getByRole('button', { name: 'Cancel' }).click();
    const ask = page.getByRole('alertdialog', { name: /Leave without creating the pipeline\?/ });
    await ask.waitFor();
    await h.screenshot('create-pipeline-cancel-asks');
    assert.deepEqual(await h.axe('ferry-create-pipeline'), []);
    assert.equal((await h.calls()).some((c) => c.name === 'onClose'), false, 'not closed before the answer');
    await ask.getByRole('button', { name: 'Go on setting up' }).click();
    await ask.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await ask.getByRole('button', { name: 'Delete the draft' }).click();
    await h.waitForCall('onClose');
    assert.equal(await drafts(), before, 'the draft was deleted');

    await start();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await ask.getByRole('button', { name: 'Keep the draft' }).click();
    await h.waitForCall('onClose');
    assert.equal(await drafts(), before + 1, 'the draft was kept');
  });
});
