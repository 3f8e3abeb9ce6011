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
