/**
 * Fixes that last, in Chromium against a real server (PGlite, and PostgreSQL when DATABASE_URL is
 * set): a value fixed in ferry-execution-details is kept as a pipeline rule, listed, switched off,
 * edited and deleted in ferry-pipeline-details, and replayed on the next upload of the same
 * customer's file; the lineage panel shows a cell changed by a formula, by a rule and by a person.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { browserMissing, openHarness, type Harness } from './browser.ts';
import { seed, type Seeded } from './seed.ts';
import { uploadCsv } from '../../../apps/server/test/helpers/upload.ts';
import { databaseKinds } from '../../../apps/server/test/helpers/database.ts';

const FILE = 'Name,E-Mail,Amount\nAda Lovelace,ada@example.com,12.5\nAlan Turing,alan@example.com,three\nGrace Hopper,not-an-email,3\n';
const NEXT_FILE = 'Name,E-Mail,Amount\nEdsger Dijkstra,edsger@example.com,three\nBarbara Liskov,barbara@example.com,2\n';

for (const database of databaseKinds()) {
  describe(`fixes that last (${database})`, { skip: browserMissing() ?? false }, () => {
    let h: Harness;
    let s: Seeded;
    before(async () => {
      h = await openHarness({ runtime: true, database });
      s = await seed(h.ctx, 'Customer import');
      // The pipeline writes names in capitals (a formula), so a name's lineage has a transformation.
      const r = await h.ctx.request('PUT', `/pipeline/${s.pipeline}`, { body: { configuration: { mapping_config: { mode: 'DEFAULT', mappings: [
        { source_columns: ['Name'], target_column: 'name', transformations: [{ name: 'capitals', type: 'HYPER_FORMULA', function: '=UPPER({value})' }] },
        { source_columns: ['E-Mail'], target_column: 'email' },
        { source_columns: ['Amount'], target_column: 'amount' },
      ] } } } });
      assert.equal(r.status, 200, JSON.stringify(r.body));
    });
    after(() => h?.close());

    it('keeps a fix as a rule, manages it in the pipeline, replays it on the next file, and shows each cell’s lineage', async () => {
      const page = h.page;
      const first = await uploadCsv(h.ctx, s.input, 'november.csv', FILE);
      assert.equal((await h.ctx.waitForExecution(first)).status, 'FAILED');
      await page.evaluate(() => sessionStorage.clear());
      await h.mount('ferry-execution-details', { executionId: first });
      const grid = page.getByRole('grid', { name: /^Rows of / });
      await grid.waitFor();
      const panel = page.getByRole('complementary', { name: 'Active row' });

      // A formula: the name's lineage shows the source text, the transformation and the result.
      await page.getByRole('gridcell', { name: 'ALAN TURING', exact: true }).click();
      const lineage = panel.getByRole('list', { name: 'Lineage of Name' });
      await lineage.waitFor();
      const formula = await lineage.innerText();
      assert.match(formula, /Source\s+row 3, column Name \(1\): “?Alan Turing/);
      assert.match(formula, /Transformation capitals =UPPER\(\{value\}\): “?ALAN TURING/);
      assert.match(formula, /Final “?ALAN TURING”? valid/);

      // A person replaces “three” by “3”: checked valid, the grid offers to keep it as a rule.
      await page.getByRole('gridcell', { name: 'three', exact: true }).click();
      await page.keyboard.type('3');
      await page.keyboard.press('Enter');
      const offer = page.getByRole('region', { name: 'Keep this fix as a rule' });
      await offer.waitFor();
      assert.match(await offer.innerText(), /You replaced “?three”? with “?3”? in Amount/);
      await h.screenshot('review-rule-offer');
      assert.deepEqual(await h.axe('ferry-execution-details'), []);
      await offer.getByRole('button', { name: 'Keep as a rule' }).click();
      await page.getByText(/Kept as a rule of the pipeline/).waitFor();
      const rules = (await h.ctx.request('GET', `/pipeline/${s.pipeline}/rules`)).body.data as Array<{ id: string; column: string; type: string; from: string; to: string; source_execution: string; active: boolean }>;
      assert.equal(rules.length, 1);
      assert.deepEqual({ column: rules[0]!.column, type: rules[0]!.type, from: rules[0]!.from, to: rules[0]!.to, source: rules[0]!.source_execution, active: rules[0]!.active }, { column: 'amount', type: 'VALUE_REPLACEMENT', from: 'three', to: '3', source: first, active: true });

      // The fix applied: the amount's lineage shows the person's edit (who, the value before).
      await page.getByRole('gridcell', { name: 'not-an-email', exact: true }).click();
      await page.keyboard.type('grace@example.com');
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Apply fixes (2)' }).click();
      await page.getByText('The fixes were applied: the execution is now successful').waitFor({ timeout: 60_000 });
      await page.getByRole('combobox', { name: 'Show' }).selectOption('all');
      await page.getByRole('gridcell', { name: '3', exact: true }).first().waitFor();
      const amount = grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '3', exact: true }) }).getByRole('gridcell').nth(2);
      await amount.click();
      const edited = panel.getByRole('list', { name: 'Lineage of Amount' });
      await edited.getByText(/Edited/).waitFor();
      assert.match(await edited.innerText(), /Edited fix: “?three”? → “?3”? by /);
      await h.screenshot('review-lineage-edit');

      // The pipeline's details list the rule: who, when, from which execution; off, edit, delete.
      await h.mount('ferry-pipeline-details', { pipelineId: s.pipeline }, ['onExecutionView']);
      const table = page.getByRole('table').filter({ hasText: 'From execution' });
      await table.waitFor();
      assert.match(await table.innerText(), /Amount\s+Value replacement: “three” → “3”/);
      await h.screenshot('review-pipeline-rules');
      assert.deepEqual(await h.axe('ferry-pipeline-details'), []);
      await table.getByRole('button', { name: 'View execution' }).click();
      assert.equal((await h.waitForCall('onExecutionView') as { data: { id: string } }).data.id, first);
      const active = table.getByRole('checkbox', { name: /^Active: Amount/ });
      const activeOnServer = async (want: boolean) => {
        for (let i = 0; i < 100 && (await h.ctx.request('GET', `/pipeline/${s.pipeline}/rules`)).body.data[0].active !== want; i++) await page.waitForTimeout(100);
        assert.equal((await h.ctx.request('GET', `/pipeline/${s.pipeline}/rules`)).body.data[0].active, want);
      };
      await active.uncheck();
      await activeOnServer(false);
      await active.check();
      await activeOnServer(true);
      await table.getByRole('button', { name: /^Edit rule: Amount/ }).click();
      await page.getByRole('textbox', { name: 'with' }).fill('3.0');
      await page.getByRole('button', { name: 'Save rule' }).click();
      await table.getByText('“three” → “3.0”').waitFor();
      const saved = (await h.ctx.request('GET', `/pipeline/${s.pipeline}/rules`)).body.data[0];
      assert.deepEqual([saved.to, saved.active], ['3.0', true]);

      // The next file of the same customer: the rule fixes the amount before it is checked.
      const next = await uploadCsv(h.ctx, s.input, 'december.csv', NEXT_FILE);
      const done = await h.ctx.waitForExecution(next);
      assert.equal(done.status, 'SUCCESSFUL', 'the rule fixed the only erroneous cell');
      await h.mount('ferry-execution-details', { executionId: next });
      const replayed = page.getByRole('gridcell', { name: '3', exact: true });
      await replayed.waitFor();
      await replayed.click();
      const ruled = panel.getByRole('list', { name: 'Lineage of Amount' });
      await ruled.getByText('Pipeline rule').waitFor();
      assert.match(await ruled.innerText(), /Source\s+row 2, column Amount \(3\): “?three/);
      assert.match(await ruled.innerText(), /Pipeline rule .*“?3\.0/);
      await h.screenshot('review-lineage-rule');
      const report = (await h.ctx.request('GET', `/execution/${next}/report`)).body.data as { rules?: Array<{ column: string; cells_changed: number }> };
      assert.deepEqual(report.rules?.map((r) => [r.column, r.cells_changed]), [['amount', 1]]);

      // Deleted, after confirmation.
      await h.mount('ferry-pipeline-details', { pipelineId: s.pipeline });
      await page.getByRole('button', { name: /^Delete rule: Amount/ }).click();
      await page.getByRole('button', { name: 'Delete rule', exact: true }).click();
      await page.getByText('No rules yet.').waitFor();
      assert.deepEqual((await h.ctx.request('GET', `/pipeline/${s.pipeline}/rules`)).body.data, []);
    });
  });
}
