/** ferry-execution-list in Chromium: one pipeline's executions or all, status filter, View/Fix. */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { browserMissing, openHarness, type Harness } from '../../../test/browser.ts';
import { CSV_WITH_ERRORS, seed } from '../../../test/seed.ts';
import { uploadCsv } from '../../../../../apps/server/test/helpers/upload.ts';

describe('ferry-execution-list', { skip: browserMissing() ?? false }, () => {
  let h: Harness;
  let first: string;
  before(async () => {
    h = await openHarness({ runtime: true });
    const a = await seed(h.ctx, 'Orders import');
    const b = await seed(h.ctx, 'Invoices');
    first = a.pipeline;
    const upload = async (connector: string, csv: string) => h.ctx.waitForExecution(await uploadCsv(h.ctx, connector, 'x.csv', csv));
    await upload(a.input, CSV_WITH_ERRORS);
    await upload(a.input, 'Name,E-Mail,Amount\nAda,ada@example.com,1\n');
    await upload(b.input, 'Name,E-Mail,Amount\nBob,bob@example.com,2\n');
  });
  after(() => h?.close());

  it('lists the executions of one pipeline; Fix on a failed one raises onExecutionView {data}', async () => {
    await h.mount('ferry-execution-list', { pipelineId: first }, ['onExecutionView']);
    await h.page.getByRole('button', { name: /^Fix/ }).waitFor();
    assert.equal(await h.page.getByRole('row').count(), 3, 'two executions of this pipeline');
    assert.equal(await h.page.getByRole('columnheader', { name: 'Pipeline' }).count(), 0, 'no pipeline column for one pipeline');
    await h.page.getByRole('button', { name: /^Fix/ }).click();
    const arg = await h.waitForCall('onExecutionView') as { data: { status: string; pipeline_id: string } };
    assert.equal(arg.data.status, 'FAILED');
    assert.equal(arg.data.pipeline_id, first);
    await h.screenshot('execution-list');
    assert.deepEqual(await h.axe('ferry-execution-list'), []);
  });

  it('lists executions of all pipelines without pipelineId, and filters by status', async () => {
    await h.mount('ferry-execution-list', {});
    await h.page.getByRole('columnheader', { name: 'Pipeline' }).waitFor();
    await h.page.waitForFunction(() => document.querySelector('ferry-execution-list')!.shadowRoot!.querySelectorAll('tbody tr').length === 3);
    assert.equal(await h.page.getByRole('button', { name: /^(View|Fix)/ }).count(), 0, 'no buttons without onExecutionView');
    await h.page.getByRole('combobox', { name: 'Status' }).selectOption('FAILED');
    await h.page.waitForFunction(() => document.querySelector('ferry-execution-list')!.shadowRoot!.querySelectorAll('tbody tr').length === 1);
  });
});
