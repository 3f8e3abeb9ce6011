/** ferry-target-data-model-list in Chromium. */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { browserMissing, openHarness, type Harness } from '../../../test/browser.ts';
import { CUSTOMERS_TDM } from '../../../test/seed.ts';

describe('ferry-target-data-model-list', { skip: browserMissing() ?? false }, () => {
  let h: Harness;
  before(async () => {
    h = await openHarness({ runtime: false });
    for (const name of ['Customers', 'Products']) await h.ctx.request('POST', '/tdm', { body: { ...CUSTOMERS_TDM, name } });
  });
  after(() => h?.close());

  it('lists TDMs with their column count; View raises onTargetDataModelView {data}; the create button raises onTargetDataModelCreate', async () => {
    await h.mount('ferry-target-data-model-list', { settings: { allowTargetDataModelCreation: true } }, ['onTargetDataModelView', 'onTargetDataModelCreate']);
    await h.page.getByRole('cell', { name: 'Products', exact: true }).waitFor();
    assert.equal(await h.page.getByRole('row').count(), 3);
    assert.match(await h.page.getByRole('row').nth(1).innerText(), /\t3\t/, 'three columns');
    await h.page.getByRole('button', { name: 'View: Customers' }).click();
    const arg = await h.waitForCall('onTargetDataModelView') as { data: { name: string; column_count: number } };
    assert.equal(arg.data.name, 'Customers');
    await h.page.getByRole('button', { name: 'New target data model' }).click();
    assert.equal(await h.waitForCall('onTargetDataModelCreate'), null);
    await h.screenshot('target-data-model-list');
    assert.deepEqual(await h.axe('ferry-target-data-model-list'), []);
  });

  it('without callbacks and settings: no View and no create button; an empty search says so', async () => {
    await h.mount('ferry-target-data-model-list', {});
    await h.page.getByRole('cell', { name: 'Products', exact: true }).waitFor();
    assert.equal(await h.page.getByRole('button', { name: /^View/ }).count(), 0);
    assert.equal(await h.page.getByRole('button', { name: 'New target data model' }).count(), 0);
    await h.page.getByRole('searchbox', { name: 'Search' }).fill('nothing like this');
    await h.page.getByText('No target data models yet.').waitFor();
  });
});
