/** ferry-create-connector in Chromium: HTTP output fields, a REACTIVE input's secret shown once. */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { browserMissing, openHarness, type Harness } from '../../../test/browser.ts';

describe('ferry-create-connector', { skip: browserMissing() ?? false }, () => {
  let h: Harness;
  before(async () => {
    h = await openHarness({ runtime: false });
  });
  after(() => h?.close());

  it('creates an HTTP output with its URL and secret headers (onConnectorCreate {data})', async () => {
    await h.mount('ferry-create-connector', { connectorType: 'output' }, ['onConnectorCreate', 'onSuccessContinue']);
    assert.equal(await h.page.getByRole('radio').count(), 0, 'connectorType fixes the direction');
    await h.page.getByRole('textbox', { name: 'Name', exact: true }).fill('Warehouse API');
    await h.page.getByRole('combobox', { name: 'Kind' }).selectOption('HTTP');
    await h.page.getByRole('textbox', { name: 'URL' }).fill('https://warehouse.example.com/import');
    await h.page.getByRole('textbox', { name: 'Headers' }).fill('X-Api-Key: s3cr3t\nX-Tenant: acme');
    await h.page.getByRole('textbox', { name: 'Headers' }).press('Tab');
    await h.screenshot('create-connector');
    assert.deepEqual(await h.axe('ferry-create-connector'), []);
    await h.page.getByRole('button', { name: 'Create connector' }).click();
    const created = (await h.waitForCall('onConnectorCreate') as { data: { id: string; type: string; node_type: string; configuration: { url: string } } }).data;
    assert.deepEqual([created.type, created.node_type, created.configuration.url], ['OUTPUT', 'HTTP', 'https://warehouse.example.com/import']);
    const stored = await h.ctx.request('GET', `/connector/${created.id}`);
    assert.deepEqual(Object.keys(stored.body.data.configuration.headers).sort(), ['X-Api-Key', 'X-Tenant']);
    assert.notEqual(stored.body.data.configuration.headers['X-Api-Key'], 's3cr3t', 'secrets are never shown back');
    await h.page.getByRole('button', { name: 'Continue' }).click();
    assert.equal((await h.waitForCall('onSuccessContinue') as { data: { id: string } }).data.id, created.id);
  });

  it('shows the push address and secret of a REACTIVE HTTP input once', async () => {
    await h.mount('ferry-create-connector', {}, ['onConnectorCreate']);
    await h.page.getByRole('textbox', { name: 'Name', exact: true }).fill('Pushed orders');
    await h.page.getByRole('radio', { name: 'Input' }).check();
    await h.page.getByRole('combobox', { name: 'Kind' }).selectOption('HTTP');
    assert.equal(await h.page.getByRole('combobox', { name: 'How data arrives' }).inputValue(), 'REACTIVE');
    assert.equal(await h.page.getByRole('textbox', { name: 'URL' }).count(), 0, 'a REACTIVE input has no URL to fetch');
    await h.page.getByRole('button', { name: 'Create connector' }).click();
    await h.waitForCall('onConnectorCreate');
    const secret = await h.page.locator('ferry-create-connector').locator('.secret').innerText();
    assert.match(secret, /^ferry_cs_/);
    assert.match(await h.page.getByRole('status').innerText(), /\/dp\/api\/v1\/connector\/[0-9a-f-]+\/data/);
  });

  it('says honestly that a kind does not run yet', async () => {
    await h.mount('ferry-create-connector', {});
    await h.page.getByRole('combobox', { name: 'Kind' }).selectOption('FTP');
    await h.page.getByText('executions that use it do not run yet').waitFor();
    await h.page.getByRole('textbox', { name: 'Host' }).waitFor();
  });
});
