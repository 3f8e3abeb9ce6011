/**
 * Undo in Chromium (base/undo-execution.ts placed in ferry-execution-details, which the platform
 * shows too): an execution delivered into a PostgreSQL table offers "Undo delivery"; the
 * confirmation says what will happen for that output before anything is done; confirming takes the
 * rows back and the component says what was undone, when and by whom; what a delivery did to the
 * table (rows inserted, updated and unchanged), in English and German. And the DATABASE fields of
 * ferry-create-connector (an output only).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createScratchDatabase, databasePeerMissing, type ScratchDatabase } from '@ferry/connectors/testing/database-peers';
import { browserMissing, openHarness, type Harness } from '../../test/browser.ts';
import { CUSTOMERS_TDM, seed, type Seeded } from '../../test/seed.ts';
import { uploadCsv } from '../../../../apps/server/test/helpers/upload.ts';

describe('undo of a delivery in ferry-execution-details', { skip: browserMissing() ?? (await databasePeerMissing('POSTGRESQL')) }, () => {
  let h: Harness;
  let s: Seeded;
  let target: ScratchDatabase;
  let pipeline: string;
  before(async () => {
    target = await createScratchDatabase('POSTGRESQL');
    h = await openHarness({ runtime: true, env: { FERRY_NETWORK_ALLOW_LIST: '127.0.0.1' } });
    s = await seed(h.ctx, 'Customers into the warehouse');
    const output = await h.ctx.request('POST', '/connector', { body: { name: 'Warehouse', type: 'OUTPUT', node_type: 'DATABASE', configuration: target.configuration({ table: 'customers', create_table: true }) } });
    assert.equal(output.status, 201, JSON.stringify(output.body));
    const p = await h.ctx.request('PUT', `/pipeline/${s.pipeline}`, { body: { configuration: { output_connectors: [output.body.data.id] } } });
    assert.equal(p.status, 200, JSON.stringify(p.body));
    pipeline = s.pipeline;
  });
  after(async () => {
    await h?.close();
    await target?.drop();
  });

  /** What ferry-execution-details says was written to the table (its term and the counts). */
  async function written(): Promise<string> {
    await h.page.getByText('Written to the table', { exact: true }).waitFor();
    return h.page.locator('ferry-execution-details [part=rows-written]').innerText();
  }

  it('confirms what will happen, then takes the rows back and says so', async () => {
    const id = await uploadCsv(h.ctx, s.input, 'customers.csv', 'Name,E-Mail,Amount\nAda Lovelace,ada@example.com,12.5\nGrace Hopper,grace@example.com,7\n');
    const done = await h.ctx.waitForExecution(id);
    assert.equal(done.status, 'SUCCESSFUL', JSON.stringify(done));
    assert.equal(String((await target.query('SELECT count(*) AS n FROM customers'))[0]!.n), '2');
    await h.mount('ferry-execution-details', { executionId: id });
    assert.equal(await written(), '2 inserted, 0 updated, 0 unchanged');
    await h.page.getByRole('button', { name: 'Undo delivery' }).click();
    const dialog = h.page.getByRole('dialog', { name: 'Undo this delivery?' });
    await dialog.waitFor();
    assert.match(await dialog.innerText(), /deletes the 2 rows this execution inserted into postgresql:\/\/127\.0\.0\.1:5432\/.* table public\.customers/);
    assert.equal(String((await target.query('SELECT count(*) AS n FROM customers'))[0]!.n), '2', 'nothing is undone before the confirmation');
    await h.screenshot('execution-undo-confirmation');
    assert.deepEqual(await h.axe('ferry-execution-details'), []);
    await h.page.getByRole('button', { name: 'Undo the delivery' }).click();
    const undone = h.page.getByRole('status').filter({ hasText: 'Delivery undone.' });
    await undone.waitFor({ timeout: 20_000 }).catch(async (err) => {
      const again = await h.ctx.request('POST', `/execution/${id}/undo`);
      throw new Error(`${(err as Error).message}; the API: ${JSON.stringify(again.body)}; the page shows: ${await h.page.evaluate(() => document.querySelector('ferry-execution-details')!.shadowRoot!.textContent)}`);
    });
    assert.match(await undone.innerText(), /Deleted the 2 rows it inserted/);
    await h.page.getByRole('status').filter({ hasText: /Delivery undone .* by / }).waitFor();
    assert.equal(await h.page.getByRole('button', { name: 'Undo delivery' }).count(), 0, 'no second undo is offered');
    assert.equal(String((await target.query('SELECT count(*) AS n FROM customers'))[0]!.n), '0');
    await h.screenshot('execution-undone');
    assert.ok(pipeline);
  });

  it('says why an execution cannot be undone (a download-only output after its undo, an e-mail, …) without a confirm button', async () => {
    const manual = await h.ctx.request('PUT', `/pipeline/${s.pipeline}`, { body: { configuration: { output_connectors: [s.output] } } });
    assert.equal(manual.status, 200);
    const id = await uploadCsv(h.ctx, s.input, 'customers.csv', 'Name,E-Mail,Amount\nAda Lovelace,ada@example.com,1\n');
    await h.ctx.waitForExecution(id);
    const other = await h.ctx.request('POST', `/execution/${id}/undo`);
    assert.equal(other.status, 200);
    await h.mount('ferry-execution-details', { executionId: id });
    await h.page.getByRole('status').filter({ hasText: 'Delivery undone' }).waitFor();
    assert.equal(await h.page.getByRole('button', { name: 'Undo delivery' }).count(), 0);
    assert.equal(await h.page.getByText('Written to the table').count(), 0, 'a download-only output wrote no table');
  });

  it('says what a delivery did to the table: rows inserted, updated and unchanged (UPSERT)', async () => {
    const tdm = await h.ctx.request('POST', '/tdm', { body: { ...CUSTOMERS_TDM, name: 'Keyed customers', columns: CUSTOMERS_TDM.columns.map((c) => (c.key === 'email' ? { ...c, validations: [{ validate: 'unique' }] } : c)) } });
    assert.equal(tdm.status, 201, JSON.stringify(tdm.body));
    const input = await h.ctx.request('POST', '/connector', { body: { name: 'Keyed uploads', type: 'INPUT', node_type: 'MANUAL', configuration: {} } });
    const output = await h.ctx.request('POST', '/connector', { body: { name: 'Keyed warehouse', type: 'OUTPUT', node_type: 'DATABASE', configuration: target.configuration({ table: 'keyed', create_table: true, write_mode: 'UPSERT' }) } });
    assert.equal(output.status, 201, JSON.stringify(output.body));
    const p = await h.ctx.request('POST', '/pipeline', { body: { name: 'Keyed customers', active: true, configuration: { input_connectors: [input.body.data.id], output_connectors: [output.body.data.id], tdm: tdm.body.data.id } } });
    assert.equal(p.status, 201, JSON.stringify(p.body));
    const first = await h.ctx.waitForExecution(await uploadCsv(h.ctx, input.body.data.id, 'keyed-1.csv', 'Name,E-Mail,Amount\nAda Lovelace,ada@example.com,1\nGrace Hopper,grace@example.com,2\n'));
    assert.equal(first.status, 'SUCCESSFUL', JSON.stringify(first));
    const second = await h.ctx.waitForExecution(await uploadCsv(h.ctx, input.body.data.id, 'keyed-2.csv', 'Name,E-Mail,Amount\nAda Lovelace,ada@example.com,1\nGrace Hopper,grace@example.com,3\nAlan Turing,alan@example.com,4\n'));
    assert.deepEqual(second.output.rows_written, { inserted: 1, updated: 1, unchanged: 1 });
    await h.mount('ferry-execution-details', { executionId: second.id });
    assert.equal(await written(), '1 inserted, 1 updated, 1 unchanged');
    await h.screenshot('execution-rows-written');
    assert.deepEqual(await h.axe('ferry-execution-details'), []);
    // In German.
    await h.mount('ferry-execution-details', { executionId: second.id, settings: { language: 'de' } });
    await h.page.getByText('In die Tabelle geschrieben', { exact: true }).waitFor();
    assert.equal(await h.page.locator('ferry-execution-details [part=rows-written]').innerText(), '1 eingefügt, 1 aktualisiert, 1 unverändert');
  });

  it('offers DATABASE among output kinds only, with its fields', async () => {
    await h.mount('ferry-create-connector', { connectorType: 'output' });
    await h.page.getByLabel('Kind').selectOption('DATABASE').catch(async () => h.page.locator('ferry-create-connector').locator('#kind').selectOption('DATABASE'));
    for (const label of ['Database', 'Host', 'Port', 'Database name', 'User', 'Password', 'Encryption (TLS)', 'Schema', 'Table', 'Rows']) {
      await h.page.getByLabel(label, { exact: true }).waitFor();
    }
    await h.page.getByLabel('Database', { exact: true }).selectOption('MYSQL');
    assert.equal(await h.page.getByLabel('Schema', { exact: true }).count(), 0, 'MySQL has no schema field');
    await h.screenshot('create-connector-database');
    assert.deepEqual(await h.axe('ferry-create-connector'), []);
    await h.mount('ferry-create-connector', { connectorType: 'input' });
    const kinds = await h.page.locator('ferry-create-connector').locator('#kind option').allTextContents();
    assert.ok(!kinds.some((k) => /Database table/.test(k)), `input kinds: ${kinds.join(', ')}`);
  });
});
