/** ferry-target-data-model-details in Chromium: edit and save, delete with confirmation. */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { browserMissing, openHarness, type Harness } from '../../../test/browser.ts';
import { CUSTOMERS_TDM } from '../../../test/seed.ts';

describe('ferry-target-data-model-details', { skip: browserMissing() ?? false }, () => {
  let h: Harness;
  let id: string;
  before(async () => {
    h = await openHarness({ runtime: false });
    id = (await h.ctx.request('POST', '/tdm', { body: CUSTOMERS_TDM })).body.data.id;
  });
  after(() => h?.close());

  it('shows the columns; a new category column is saved (onTargetDataModelUpdate {data})', async () => {
    await h.mount('ferry-target-data-model-details', { targetDataModelId: id }, ['onTargetDataModelUpdate']);
    await h.page.getByRole('heading', { name: 'Customers' }).waitFor();
    assert.equal(await h.page.getByRole('textbox', { name: 'Label of column 2' }).inputValue(), 'Email');
    await h.page.getByRole('button', { name: 'Add column' }).click();
    await h.page.getByRole('textbox', { name: 'Label of column 4' }).fill('Segment');
    await h.page.getByRole('combobox', { name: 'Type of column 4' }).selectOption('category');
    await h.page.getByRole('button', { name: 'Save' }).click();
    await h.page.getByText('Column “Segment” is a category: give its options.').waitFor();
    await h.page.getByRole('textbox', { name: /Options of column 4/ }).fill('Retail, Wholesale=WHOLESALE');
    await h.page.getByRole('textbox', { name: /Options of column 4/ }).press('Tab');
    await h.page.getByRole('button', { name: 'Save' }).click();
    const arg = await h.waitForCall('onTargetDataModelUpdate') as { data: { columns: Array<{ key: string; optionConfiguration?: { options: Array<{ label: string; value: string }> } }> } };
    const segment = arg.data.columns.find((c) => c.key === 'segment');
    assert.deepEqual(segment?.optionConfiguration?.options, [{ label: 'Retail', value: 'Retail' }, { label: 'Wholesale', value: 'WHOLESALE' }]);
    const stored = await h.ctx.request('GET', `/tdm/${id}`);
    assert.equal(stored.body.data.columns.length, 4);
    assert.deepEqual(stored.body.data.columns[0].validations, [{ validate: 'required' }], 'validations of other columns are kept');
    await h.screenshot('target-data-model-details');
    assert.deepEqual(await h.axe('ferry-target-data-model-details'), []);
  });

  it('offers every rule and setting the API accepts, tries a pattern and a date format on sample values, and saves them with the key and visibility', async () => {
    const model = (await h.ctx.request('POST', '/tdm', { body: { name: 'Partners', columns: [
      { key: 'partner_id', label: 'Partner ID', columnType: 'string' },
      { key: 'zip', label: 'ZIP', columnType: 'string' },
      { key: 'signed', label: 'Signed', columnType: 'date' },
      { key: 'channel', label: 'Channel', columnType: 'category', optionConfiguration: { options: [{ label: 'Retail', value: 'RETAIL' }, { label: 'Wholesale', value: 'WHOLESALE' }] } },
      { key: 'vat_id', label: 'VAT ID', columnType: 'string' },
    ] } })).body.data.id;
    const page = h.page;
    await h.mount('ferry-target-data-model-details', { targetDataModelId: model }, ['onTargetDataModelUpdate']);
    await page.getByRole('heading', { name: 'Partners' }).waitFor();

    // ZIP: a pattern with its own message, tried on sample values (RE2, judged by the engine).
    await page.getByRole('button', { name: 'Rules and settings of column 2' }).click();
    const zip = page.getByRole('group', { name: 'Rules and settings of column 2' });
    await zip.getByRole('textbox', { name: 'Other header names (comma-separated)' }).fill('PLZ, Postleitzahl');
    await zip.getByRole('textbox', { name: 'Other header names (comma-separated)' }).press('Tab');
    await zip.getByRole('textbox', { name: 'Description (shown to people)' }).fill('German postal code');
    await zip.getByRole('button', { name: 'Add rule' }).click();
    await zip.getByRole('combobox', { name: 'Rule 1 of column 2: kind' }).selectOption('regex');
    await zip.getByRole('textbox', { name: /^Pattern/ }).fill('^[0-9]{5}$');
    await zip.getByRole('textbox', { name: 'Message when it fails (optional)' }).fill('Five digits, please');
    await zip.getByRole('textbox', { name: 'Sample values for column 2, one per line' }).fill('10115\n1011\nABCDE');
    await zip.getByRole('button', { name: 'Test' }).click();
    const zipResults = zip.getByRole('table', { name: 'Test results of column 2' });
    await zipResults.waitFor();
    assert.deepEqual((await zipResults.locator('tbody tr').allInnerTexts()).map((r) => r.replace(/\s+/g, ' ').trim()), ['10115 ✓ valid 10115', '1011 ✗ Five digits, please —', 'ABCDE ✗ Five digits, please —']);
    // A pattern RE2 refuses is said at once, before saving.
    await zip.getByRole('textbox', { name: /^Pattern/ }).fill('^(?=1)[0-9]{5}$');
    await zip.getByRole('button', { name: 'Test' }).click();
    await zip.getByRole('alert').filter({ hasText: /regex/i }).waitFor();
    await zip.getByRole('textbox', { name: /^Pattern/ }).fill('^[0-9]{5}$');

    // Signed: written as DD.MM.YYYY; dates in other spellings are read and shown as they will be written.
    await page.getByRole('button', { name: 'Rules and settings of column 3' }).click();
    const signed = page.getByRole('group', { name: 'Rules and settings of column 3' });
    await signed.getByRole('textbox', { name: 'Written as (format)' }).fill('DD.MM.YYYY');
    await signed.getByRole('textbox', { name: 'Sample values for column 3, one per line' }).fill('2026-11-27\nNov 27, 2026\nsoon');
    await signed.getByRole('button', { name: 'Test' }).click();
    const dates = signed.getByRole('table', { name: 'Test results of column 3' });
    await dates.waitFor();
    assert.deepEqual((await dates.locator('tbody tr').allInnerTexts()).map((r) => r.replace(/\s+/g, ' ').trim().split(' ').at(-1)), ['27.11.2026', '27.11.2026', '—']);

    // Channel: other spellings of an option, how values are matched.
    await page.getByRole('button', { name: 'Rules and settings of column 4' }).click();
    const channel = page.getByRole('group', { name: 'Rules and settings of column 4' });
    await channel.getByRole('textbox', { name: 'Option 2 of column 4: other spellings, comma-separated' }).fill('Großhandel, B2B');
    await channel.getByRole('textbox', { name: 'Option 2 of column 4: other spellings, comma-separated' }).press('Tab');
    await channel.getByRole('checkbox', { name: 'Column 4: match fuzzy' }).uncheck();
    await channel.getByRole('spinbutton', { name: /Spelling similarity needed/ }).fill('0.9');
    await channel.getByRole('spinbutton', { name: /Spelling similarity needed/ }).press('Tab');

    // VAT ID: required when the channel holds WHOLESALE; required with the partner id; unique.
    await page.getByRole('button', { name: 'Rules and settings of column 5' }).click();
    const vat = page.getByRole('group', { name: 'Rules and settings of column 5' });
    await vat.getByRole('button', { name: 'Add rule' }).click();
    await vat.getByRole('combobox', { name: 'Rule 1 of column 5: kind' }).selectOption('required_with_values');
    await vat.getByRole('button', { name: 'Add a column' }).click();
    await vat.getByRole('combobox', { name: 'Rule 1 of column 5: column 1' }).selectOption('channel');
    await vat.getByRole('textbox', { name: 'Rule 1 of column 5: values of column 1, comma-separated' }).fill('WHOLESALE');
    await vat.getByRole('textbox', { name: 'Rule 1 of column 5: values of column 1, comma-separated' }).press('Tab');
    await vat.getByRole('button', { name: 'Add rule' }).click();
    await vat.getByRole('combobox', { name: 'Rule 2 of column 5: kind' }).selectOption('required_with');
    await vat.getByRole('checkbox', { name: 'Rule 2 of column 5: Partner ID' }).check();
    await page.getByRole('checkbox', { name: 'Column 1 is unique' }).check();
    await page.getByRole('checkbox', { name: 'Key column: Partner ID' }).check();
    await page.getByRole('combobox', { name: 'Visible to' }).selectOption('PUBLIC');
    await page.getByText(/Your sub-organizations \(customers\) see this model — its columns and rules — and can use it in their own pipelines/).waitFor();
    await h.screenshot('target-data-model-rules');
    assert.deepEqual(await h.axe('ferry-target-data-model-details'), []);
    // No wider than the window it is in.
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'the page does not scroll sideways');
    await page.getByRole('button', { name: 'Save' }).click();
    await h.waitForCall('onTargetDataModelUpdate');

    const stored = (await h.ctx.request('GET', `/tdm/${model}`)).body.data;
    const col = (key: string) => stored.columns.find((c: { key: string }) => c.key === key);
    assert.deepEqual(col('zip').validations, [{ validate: 'regex', regex: '^[0-9]{5}$', errorMessage: 'Five digits, please' }]);
    assert.deepEqual(col('zip').alternativeMatches, ['PLZ', 'Postleitzahl']);
    assert.equal(col('zip').description, 'German postal code');
    assert.equal(col('signed').outputFormat, 'DD.MM.YYYY');
    assert.deepEqual(col('channel').optionConfiguration.options[1].alternativeMatches, ['Großhandel', 'B2B']);
    assert.deepEqual(col('channel').optionConfiguration.mappingConfiguration, { layers: ['EXACT', 'SMART'], threshold: 0.9 });
    assert.deepEqual(col('vat_id').validations, [{ validate: 'required_with_values', columnValues: { channel: ['WHOLESALE'] } }, { validate: 'required_with', columns: ['partner_id'] }]);
    assert.deepEqual(col('partner_id').validations, [{ validate: 'unique' }]);
    assert.deepEqual(stored.key, ['partner_id']);
    assert.deepEqual(stored.permissions, { level: 'PUBLIC' });
  });

  it('deletes after confirmation (onTargetDataModelDelete {data})', async () => {
    await h.mount('ferry-target-data-model-details', { targetDataModelId: id }, ['onTargetDataModelDelete']);
    await h.page.getByRole('button', { name: 'Delete' }).click();
    await h.page.getByText('Delete “Customers”? This cannot be undone.').waitFor();
    assert.equal((await h.ctx.request('GET', `/tdm/${id}`)).status, 200, 'nothing deleted before the confirmation');
    await h.page.getByRole('button', { name: 'Delete' }).click();
    assert.equal((await h.waitForCall('onTargetDataModelDelete') as { data: { id: string } }).data.id, id);
    assert.equal((await h.ctx.request('GET', `/tdm/${id}`)).status, 404);
  });
});
