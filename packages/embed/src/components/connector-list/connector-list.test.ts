/** ferry-connector-list in Chromium. */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { browserMissing, openHarness, type Harness } from '../../../test/browser.ts';
import { seed } from '../../../test/seed.ts';

describe('ferry-connector-list', { skip: browserMissing() ?? false }, () => {
  let h: Harness;
  before(async () => {
    h = await openHarness({ runtime: false });
    await seed(h.ctx);
  });
  after(() => h?.close());

  it('lists connectors, filters by direction; View raises onConnectorView {data}; New connector raises onConnectorCreate', async () => {
    await h.mount('ferry-connector-list', { settings: { allowConnectorCreation: true } }, ['onConnectorView', 'onConnectorCreate']);
    await h.page.getByRole('cell', { name: 'Customer uploads', exact: true }).waitFor();
    assert.equal(await h.page.getByRole('row').count(), 3);
    await h.page.getByRole('combobox', { name: 'Direction' }).selectOption('OUTPUT');
    await h.page.waitForFunction(() => document.querySelector('ferry-connector-list')!.shadowRoot!.querySelectorAll('tbody tr').length === 1);
    await h.page.getByRole('button', { name: 'View: Download' }).click();
    const arg = await h.waitForCall('onConnectorView') as { data: { name: string; type: string; node_type: string } };
    assert.deepEqual([arg.data.name, arg.data.type, arg.data.node_type], ['Download', 'OUTPUT', 'MANUAL']);
    await h.page.getByRole('button', { name: 'New connector' }).click();
    assert.equal(await h.waitForCall('onConnectorCreate'), null);
    await h.screenshot('connector-list');
    assert.deepEqual(await h.axe('ferry-connector-list'), []);
  });
});
