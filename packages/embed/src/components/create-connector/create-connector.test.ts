/** ferry-create-connector in Chromium: HTTP output fields, a REACTIVE input's secret shown once, an SFTP input tested against a real sshd before it is saved. */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { browserMissing, openHarness, type Harness } from '../../../test/browser.ts';
import { putAsUser, startSshd, systemPeersMissing, TEST_USER } from '@ferry/connectors/testing/system-peers';

describe('ferry-create-connector', { skip: browserMissing() ?? false }, () => {
  let h: Harness;
  before(async () => {
    h = await openHarness({ runtime: false, env: { FERRY_NETWORK_ALLOW_LIST: '127.0.0.1' } });
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

  it('builds an SFTP input with pickup rules, tests it against a real sshd before saving, and saves it', { skip: systemPeersMissing(['sshd']) }, async () => {
    const peer = await startSshd();
    try {
      const dir = `embed-sftp-${Date.now()}`;
      await putAsUser(`${peer.home}/${dir}/orders-1.csv`, 'id\n1\n');
      await putAsUser(`${peer.home}/${dir}/orders-draft.csv`, 'id\n2\n');
      await h.mount('ferry-create-connector', { connectorType: 'input' }, ['onConnectorCreate']);
      await h.page.getByRole('textbox', { name: 'Name', exact: true }).fill('Acme SFTP drop');
      await h.page.getByRole('combobox', { name: 'Kind' }).selectOption('FTP');
      await h.page.getByRole('combobox', { name: 'Protocol' }).selectOption('SFTP');
      await h.page.getByRole('textbox', { name: 'Host' }).fill('127.0.0.1');
      await h.page.getByRole('spinbutton', { name: 'Port' }).fill(String(peer.port));
      await h.page.getByRole('textbox', { name: 'User name' }).fill(TEST_USER.name);
      await h.page.getByLabel('Password', { exact: true }).fill('wrong-password');
      await h.page.getByRole('textbox', { name: 'Folder' }).fill(dir);
      await h.page.getByRole('textbox', { name: 'Only files whose name contains' }).fill('orders');
      await h.page.getByRole('textbox', { name: 'Skip files whose name contains' }).fill('draft');
      await h.page.getByRole('combobox', { name: 'After a successful run' }).selectOption('RENAME');
      await h.page.getByRole('textbox', { name: 'New name' }).fill('{name}.done');
      await h.page.getByRole('button', { name: 'Test connection' }).click();
      await h.page.getByRole('alert').filter({ hasText: 'Connection failed' }).waitFor();
      assert.match(await h.page.getByRole('alert').innerText(), /refused the user name and password/);
      await h.page.getByLabel('Password', { exact: true }).fill(TEST_USER.password);
      await h.page.getByLabel('Password', { exact: true }).press('Tab');
      await h.page.getByRole('button', { name: 'Test connection' }).click();
      await h.page.getByRole('status').filter({ hasText: 'Connection works' }).waitFor();
      assert.match(await h.page.getByRole('status').innerText(), /found 1 file to process/);
      await h.screenshot('create-connector-sftp');
      assert.deepEqual(await h.axe('ferry-create-connector'), []);
      await h.page.getByRole('button', { name: 'Create connector' }).click();
      const created = (await h.waitForCall('onConnectorCreate') as { data: { id: string } }).data;
      const stored = (await h.ctx.request('GET', `/connector/${created.id}`)).body.data;
      assert.deepEqual(stored.configuration.advanced_config, { after_process_option: 'RENAME', new_name: '{name}.done', inclusion_tag: ['orders'], exclusion_tag: ['draft'] });
      assert.equal(stored.configuration.password, '********');
    } finally {
      await peer.stop();
    }
  });
});
