/**
 * ferry-execution-details in Chromium: facts, 100,000 erroneous cells through virtual scrolling
 * over server pages, rerun (onExecutionRun {data}), download of a successful output, live progress.
 * (Fixing cells is in test/flow.test.ts.)
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { browserMissing, openHarness, type Harness } from '../../../test/browser.ts';
import { seed, type Seeded } from '../../../test/seed.ts';
import { uploadCsv } from '../../../../../apps/server/test/helpers/upload.ts';

const ROWS = 100_000;


describe('ferry-execution-details', { skip: browserMissing() ?? false }, () => {
  let h: Harness;
  let s: Seeded;
  let big: string;
  before(async () => {
    h = await openHarness({ runtime: true });
    s = await seed(h.ctx, 'Big import');
    // Every e-mail is invalid on purpose: a person maps the column (automatic mapping would refuse a
    // column none of whose values is an e-mail address).
    await h.ctx.request('PUT', `/pipeline/${s.pipeline}`, { body: { configuration: { mapping_config: { mode: 'DEFAULT', mappings: [{ source_columns: ['E-Mail'], target_column: 'email' }] } } } });
    const lines = ['Name,E-Mail,Amount'];
    for (let i = 1; i <= ROWS; i++) lines.push(`Person ${i},not-an-email-${i},${i}`);
    big = await uploadCsv(h.ctx, s.input, 'big.csv', lines.join('\n') + '\n');
    const done = await h.ctx.waitForExecution(big, 240_000);
    assert.equal(done.stats.erroneous_cells, ROWS);
  });
  after(() => h?.close());

  it('scrolls through 100,000 erroneous cells with a bounded number of rows in the page', async () => {
    await h.mount('ferry-execution-details', { executionId: big }, ['onExecutionRun']);
    const grid = h.page.getByRole('table', { name: 'Erroneous cells' });
    await grid.waitFor();
    assert.equal(await grid.getAttribute('aria-rowcount'), String(ROWS + 1));
    await h.page.getByRole('cell', { name: 'not-an-email-1', exact: true }).waitFor();
    const rendered = () => h.page.evaluate(() => document.querySelector('ferry-execution-details')!.shadowRoot!.querySelectorAll('.grid-row').length);
    assert.ok(await rendered() < 60, `rows in the page: ${await rendered()}`);
    // Jump to the end: the last server page is fetched and shown.
    await h.page.evaluate(() => {
      const viewport = document.querySelector('ferry-execution-details')!.shadowRoot!.querySelector('.viewport')!;
      viewport.scrollTop = viewport.scrollHeight;
    });
    await h.page.getByRole('cell', { name: `not-an-email-${ROWS}`, exact: true }).waitFor();
    assert.ok(await rendered() < 60);
    // And to the middle.
    await h.page.evaluate(() => {
      const viewport = document.querySelector('ferry-execution-details')!.shadowRoot!.querySelector('.viewport')!;
      viewport.scrollTop = viewport.scrollHeight / 2;
    });
    await h.page.getByRole('cell', { name: /^not-an-email-50\d\d\d$/ }).first().waitFor();
    await h.page.getByRole('textbox', { name: /^New value for row 5\d\d\d\d, email$/ }).first().waitFor();
    await h.screenshot('execution-details-100k');
    assert.deepEqual(await h.axe('ferry-execution-details'), []);
  });

  it('reruns (onExecutionRun {data}) and follows the rerun', async () => {
    const small = await uploadCsv(h.ctx, s.input, 'small.csv', 'Name,E-Mail,Amount\nAda,ada@example.com,1\n');
    await h.ctx.waitForExecution(small);
    await h.mount('ferry-execution-details', { executionId: small }, ['onExecutionRun']);
    await h.page.getByText('Successful', { exact: true }).waitFor();
    await h.page.getByRole('button', { name: 'Rerun' }).click();
    const rerun = (await h.waitForCall('onExecutionRun') as { data: { id: string; rerun_of: string } }).data;
    assert.equal(rerun.rerun_of, small);
    await h.page.getByText('A rerun was started; it is shown below.').waitFor();
    await h.page.getByRole('definition').filter({ hasText: small }).waitFor();
  });

  it('downloads the output of a successful execution in each format', async () => {
    const small = await uploadCsv(h.ctx, s.input, 'one.csv', 'Name,E-Mail,Amount\nAda,ada@example.com,1\n');
    await h.ctx.waitForExecution(small);
    await h.mount('ferry-execution-details', { executionId: small });
    for (const format of ['JSON', 'XLSX']) {
      await h.page.getByRole('combobox', { name: 'Output format' }).selectOption(format);
      const [download] = await Promise.all([h.page.waitForEvent('download'), h.page.getByRole('button', { name: 'Download output' }).click()]);
      assert.match(download.suggestedFilename(), new RegExp(`\\.${format.toLowerCase()}$`));
    }
  });
});
