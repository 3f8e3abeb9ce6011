/** ferry-create-target-data-model in Chromium: problems in words, Cancel raises onClose. (The full creation is in test/flow.test.ts.) */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { browserMissing, openHarness, type Harness } from '../../../test/browser.ts';

describe('ferry-create-target-data-model', { skip: browserMissing() ?? false }, () => {
  let h: Harness;
  before(async () => {
    h = await openHarness({ runtime: false });
  });
  after(() => h?.close());

  it('says what is missing before creating anything; Cancel raises onClose', async () => {
    await h.mount('ferry-create-target-data-model', {}, ['onTargetDataModelCreate', 'onClose']);
    await h.page.getByRole('button', { name: 'Create target data model' }).click();
    const alert = h.page.getByRole('alert');
    await alert.waitFor();
    assert.match(await alert.innerText(), /Give the target data model a name\.[\s\S]*Column 1 needs a label\./);
    assert.equal((await h.ctx.request('GET', '/tdm')).body.data.length, 0);
    await h.page.getByRole('button', { name: 'Cancel' }).click();
    assert.equal(await h.waitForCall('onClose'), null);
    assert.deepEqual(await h.axe('ferry-create-target-data-model'), []);
  });

  it('shows the server’s refusal as a sentence (a name over 200 characters)', async () => {
    await h.mount('ferry-create-target-data-model', { configuration: { name: 'x'.repeat(201) } });
    await h.page.getByRole('textbox', { name: 'Label of column 1' }).fill('Price');
    await h.page.getByRole('button', { name: 'Create target data model' }).click();
    const alert = h.page.getByRole('alert');
    await alert.waitFor();
    assert.equal(await alert.innerText(), 'Name must have at most 200 characters.');
  });
});
