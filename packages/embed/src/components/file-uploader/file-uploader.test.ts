/**
 * ferry-file-uploader in Chromium: allowed file types, progress, the executions started with
 * View/Fix; an ExecutionList and a PipelineList on the same page follow an upload by themselves.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { browserMissing, openHarness, type Harness } from '../../../test/browser.ts';
import { seed, type Seeded } from '../../../test/seed.ts';

describe('ferry-file-uploader', { skip: browserMissing() ?? false }, () => {
  let h: Harness;
  let s: Seeded;
  before(async () => {
    h = await openHarness({ runtime: true });
    s = await seed(h.ctx);
  });
  after(() => h?.close());

  it('refuses a type outside allowedFileTypes in words, uploads the others and follows their executions (View: onExecutionView {execution})', async () => {
    await h.mount('ferry-file-uploader', { inputConnectorId: s.input, settings: { allowedFileTypes: ['csv', 'json'] } }, ['onExecutionView']);
    assert.equal(await h.page.locator('ferry-file-uploader').locator('input[type=file]').getAttribute('accept'), '.csv,.json');
    await h.page.locator('ferry-file-uploader').locator('input[type=file]').setInputFiles([
      { name: 'good.csv', mimeType: 'text/csv', buffer: Buffer.from('Name,E-Mail,Amount\nAda,ada@example.com,1\n') },
      { name: 'sheet.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('not really') },
    ]);
    await h.page.getByText('sheet.xlsx: only CSV, JSON files can be uploaded here.').waitFor();
    const view = h.page.getByRole('button', { name: /^View: good\.csv/ });
    await view.waitFor({ timeout: 60_000 });
    await h.page.getByText('Successful', { exact: true }).waitFor({ timeout: 60_000 });
    await h.screenshot('file-uploader');
    assert.deepEqual(await h.axe('ferry-file-uploader'), []);
    await view.click();
    const arg = await h.waitForCall('onExecutionView') as { execution: { id: string; input: { file_name: string } } };
    assert.equal(arg.execution.input.file_name, 'good.csv');
    // The pipeline's output is MANUAL (download only): the result is downloaded here.
    const [download] = await Promise.all([h.page.waitForEvent('download'), h.page.getByRole('button', { name: /^Download: good\.csv/ }).click()]);
    const { readFileSync } = await import('node:fs');
    assert.deepEqual(JSON.parse(readFileSync(await download.path(), 'utf8')), [{ name: 'Ada', email: 'ada@example.com', amount: 1 }]);
  });

  it('an ExecutionList on the same page shows an upload’s execution at once, and follows it while it is PROCESSING, without the host', async () => {
    const page = h.page;
    await page.evaluate((connector) => {
      const token = (window as unknown as { __token: string }).__token;
      const uploader = Object.assign(document.createElement('ferry-file-uploader'), { accessToken: token, inputConnectorId: connector });
      const list = Object.assign(document.createElement('ferry-execution-list'), { accessToken: token });
      document.getElementById('root')!.replaceChildren(uploader, list);
    }, s.input);
    const list = page.locator('ferry-execution-list');
    await list.locator('tbody tr').first().or(list.getByText('No executions yet.')).waitFor();
    const before = await list.locator('tbody tr').count();
    const requests: string[] = [];
    page.on('request', (r) => { if (r.url().includes('/dp/api/v1/execution?')) requests.push(r.url()); });
    await page.locator('ferry-file-uploader').locator('input[type=file]').setInputFiles({ name: 'same-page.csv', mimeType: 'text/csv', buffer: Buffer.from('Name,E-Mail,Amount\nAda,ada@example.com,1\n') });
    // The list refreshes on the uploader's ferry-execution-start: the new row appears without a reload.
    await page.waitForFunction((n) => document.querySelector('ferry-execution-list')!.shadowRoot!.querySelectorAll('tbody tr').length === n + 1, before);
    // …and it is followed until it ends (the list polls while an execution is PROCESSING).
    await list.locator('tbody tr').first().getByText('Successful').waitFor({ timeout: 60_000 });
    assert.ok(requests.length >= 1, 'the list asked the server again by itself');
    await h.screenshot('file-uploader-with-execution-list');
  });

  it('a PipelineList on the same page counts an upload’s execution at once and shows how its run ended, without the host', async () => {
    const page = h.page;
    const counted = await seed(h.ctx, 'Counted uploads');
    await page.evaluate((connector) => {
      const token = (window as unknown as { __token: string }).__token;
      const uploader = Object.assign(document.createElement('ferry-file-uploader'), { accessToken: token, inputConnectorId: connector });
      const list = Object.assign(document.createElement('ferry-pipeline-list'), { accessToken: token });
      document.getElementById('root')!.replaceChildren(uploader, list);
    }, counted.input);
    const row = page.locator('ferry-pipeline-list').getByRole('row', { name: /Counted uploads/ });
    const executions = row.getByRole('cell').nth(3);
    await row.getByRole('img', { name: 'None' }).waitFor();
    assert.equal(await executions.innerText(), '0');
    await page.locator('ferry-file-uploader').locator('input[type=file]').setInputFiles({ name: 'counted.csv', mimeType: 'text/csv', buffer: Buffer.from('Name,E-Mail,Amount\nAda,ada@example.com,1\n') });
    // The list refreshes on the uploader's ferry-execution-start, then follows the run until it ends.
    await page.waitForFunction(() => [...document.querySelector('ferry-pipeline-list')!.shadowRoot!.querySelectorAll('tbody tr')]
      .find((r) => r.firstElementChild?.textContent === 'Counted uploads')?.children[3]?.textContent === '1');
    await row.getByRole('img', { name: 'Successful' }).waitFor({ timeout: 60_000 });
    assert.equal(await executions.innerText(), '1');
    await h.screenshot('file-uploader-with-pipeline-list');
  });

  it('shows upload progress for a large file, and a file Ferry cannot read as a sentence', async () => {
    await h.mount('ferry-file-uploader', { inputConnectorId: s.input });
    await h.page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __progress: string[] }).__progress = seen;
      const root = document.querySelector('ferry-file-uploader')!.shadowRoot!;
      new MutationObserver(() => { const t = root.querySelector('.progress')?.textContent; if (t) seen.push(t.trim()); }).observe(root, { subtree: true, childList: true, characterData: true });
    });
    const big = Buffer.from('Name,E-Mail,Amount\n' + 'Ada,ada@example.com,1\n'.repeat(400_000));
    await h.page.locator('ferry-file-uploader').locator('input[type=file]').setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: big });
    await h.page.getByRole('button', { name: /^View: big\.csv|^Fix: big\.csv/ }).or(h.page.getByText(/big\.csv/)).first().waitFor({ timeout: 60_000 });
    const progress = await h.page.evaluate(() => (window as unknown as { __progress: string[] }).__progress);
    assert.ok(progress.some((p) => /Uploading… .* of 8\.\d MB/.test(p)), JSON.stringify(progress.slice(0, 3)));
    await h.page.locator('ferry-file-uploader').locator('input[type=file]').setInputFiles({ name: 'picture.csv', mimeType: 'text/csv', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]) });
    const alert = h.page.getByRole('alert');
    await alert.waitFor();
    assert.equal(await alert.innerText(), 'Ferry does not read this kind of file. Use CSV, TSV, XLS, XLSX, XML or JSON.');
  });
});
