/** ferry-connector-details in Chromium: edit without retyping secrets, delete after confirmation. */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { browserMissing, openHarness, type Harness } from '../../../test/browser.ts';
import { startSshd, systemPeersMissing, TEST_USER } from '@ferry/connectors/testing/system-peers';

describe('ferry-connector-details', { skip: browserMissing() ?? false }, () => {
  let h: Harness;
  let id: string;
  before(async () => {
    h = await openHarness({ runtime: false, env: { FERRY_NETWORK_ALLOW_LIST: '127.0.0.1' } });
    const r = await h.ctx.request('POST', '/connector', { body: { name: 'Warehouse', type: 'OUTPUT', node_type: 'HTTP', configuration: { url: 'https://a.example.com/in', headers: { 'X-Api-Key': 'k1' } } } });
    id = r.body.data.id;
  });
  after(() => h?.close());

  it('renames and changes the method without touching the stored secret headers (onConnectorUpdate {data})', async () => {
    const before = (await h.ctx.request('GET', `/connector/${id}`)).body.data.configuration.headers['X-Api-Key'];
    await h.mount('ferry-connector-details', { connectorId: id }, ['onConnectorUpdate']);
    await h.page.getByRole('heading', { name: 'Warehouse' }).waitFor();
    await h.page.getByRole('textbox', { name: 'Name', exact: true }).fill('Warehouse (EU)');
    await h.page.getByRole('combobox', { name: 'Method' }).selectOption('PUT');
    await h.page.getByRole('button', { name: 'Save' }).click();
    const data = (await h.waitForCall('onConnectorUpdate') as { data: { name: string; configuration: { method: string } } }).data;
    assert.equal(data.name, 'Warehouse (EU)');
    assert.equal(data.configuration.method, 'PUT');
    const after = (await h.ctx.request('GET', `/connector/${id}`)).body.data.configuration.headers['X-Api-Key'];
    assert.equal(after, before, 'the secret header was not re-sent');
    // Test connection: the example address cannot be reached from here; the answer says so in words.
    await h.page.getByRole('button', { name: 'Test connection' }).click();
    const failed = h.page.getByRole('alert').filter({ hasText: 'Connection failed.' });
    await failed.waitFor();
    await h.screenshot('connector-details');
    assert.deepEqual(await h.axe('ferry-connector-details'), []);
  });

  it('makes a connector PUBLIC with a sentence saying what sub-organizations see; a sub-organization sees it read-only', async () => {
    const shared = (await h.ctx.request('POST', '/connector', { body: { name: 'Partner uploads', type: 'INPUT', node_type: 'MANUAL', configuration: {} } })).body.data.id;
    await h.mount('ferry-connector-details', { connectorId: shared }, ['onConnectorUpdate']);
    await h.page.getByRole('heading', { name: 'Partner uploads' }).waitFor();
    await h.page.getByText('Only users of your organization see this connector; your sub-organizations do not.').waitFor();
    await h.page.getByRole('combobox', { name: 'Visible to' }).selectOption('PUBLIC');
    await h.page.getByText(/Your sub-organizations \(customers\) see this connector .* Each customer needs its own pipeline on it: offer a pipeline template/).waitFor();
    await h.page.getByRole('button', { name: 'Save' }).click();
    await h.page.getByText('Saved. Partner uploads is now shared with your sub-organizations.').waitFor();
    await h.screenshot('connector-details-public');
    assert.deepEqual(await h.axe('ferry-connector-details'), []);
    assert.equal((await h.ctx.request('GET', `/connector/${shared}`)).body.data.permissions.level, 'PUBLIC');
    // The customer's view: no choice, no Save, a sentence saying whose it is.
    await h.ctx.request('POST', '/sub-organization', { body: { name: 'Acme', identifier: 'acme-details' } });
    const customer = await h.ctx.token('acme-details', 'SUB_ORG');
    await h.mount('ferry-connector-details', { connectorId: shared, accessToken: customer });
    await h.page.getByText('Shared with you by the organization: you can use this connector but not change it.').waitFor();
    assert.equal(await h.page.getByRole('button', { name: 'Save' }).count(), 0);
    assert.equal(await h.page.getByRole('combobox', { name: 'Visible to' }).count(), 0);
  });

  it('an SFTP connector: the first test pins the server key, shown on the page; Trust a new key forgets it once the password is typed again', { skip: systemPeersMissing(['sshd']) }, async () => {
    const sshd = await startSshd();
    try {
      const r = await h.ctx.request('POST', '/connector', { body: { name: 'Acme SFTP', type: 'INPUT', node_type: 'FTP', configuration: { protocol: 'SFTP', host: '127.0.0.1', port: sshd.port, username: TEST_USER.name, password: TEST_USER.password } } });
      await h.mount('ferry-connector-details', { connectorId: r.body.data.id }, []);
      await h.page.getByRole('heading', { name: 'Acme SFTP' }).waitFor();
      await h.page.getByText('Not pinned yet').waitFor();
      await h.page.getByRole('button', { name: 'Test connection' }).click();
      await h.page.getByRole('status').filter({ hasText: 'Connection works.' }).waitFor();
      const pinned = (await h.ctx.request('GET', `/connector/${r.body.data.id}`)).body.data.configuration.host_key_fingerprint;
      assert.match(pinned, /^SHA256:/);
      await h.page.getByText(pinned, { exact: true }).waitFor();
      await h.screenshot('connector-details-sftp');
      assert.deepEqual(await h.axe('ferry-connector-details'), []);
      await h.page.getByRole('button', { name: 'Trust a new key' }).click();
      // The server forgets a pinned key only with the connector's secret sent again.
      const password = h.page.locator('#retrust-password');
      await password.waitFor();
      await h.screenshot('connector-details-sftp-trust-new-key');
      assert.deepEqual(await h.axe('ferry-connector-details'), []);
      await password.fill(TEST_USER.password);
      await h.page.getByRole('button', { name: 'Forget the key' }).click();
      await h.page.getByText('Not pinned yet').waitFor();
      assert.equal((await h.ctx.request('GET', `/connector/${r.body.data.id}`)).body.data.configuration.host_key_fingerprint, undefined);
    } finally {
      await sshd.stop();
    }
  });

  it('deletes after confirmation (onConnectorDelete {data})', async () => {
    await h.mount('ferry-connector-details', { connectorId: id }, ['onConnectorDelete']);
    await h.page.getByRole('button', { name: 'Delete' }).click();
    await h.page.getByRole('button', { name: 'Delete' }).click();
    assert.equal((await h.waitForCall('onConnectorDelete') as { data: { id: string } }).data.id, id);
    assert.equal((await h.ctx.request('GET', `/connector/${id}`)).status, 404);
  });
});
