/**
 * Drives an example app (examples/react, examples/vue) in Chromium as a person would: the app's
 * backend hands the page a token, the page lists pipelines, and a pipeline is created through
 * CreatePipeline with a real file. Shared by the React and Vue wrapper tests.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { createServer, type AddressInfo } from 'node:net';
import { openHarness, type Harness } from './browser.ts';
import { seed } from './seed.ts';

const SAMPLE = 'Name,E-Mail,Amount\nAda Lovelace,ada@example.com,12.5\nAlan Turing,alan@example.com,7\n';

export async function exerciseExample(app: 'react' | 'vue' | 'angular'): Promise<void> {
  const root = fileURLToPath(new URL(`../../../examples/${app}/`, import.meta.url));
  if (app === 'angular') {
    // The Angular CLI builds it, as `npm run build -w ferry-example-angular` does.
    execFileSync(process.execPath, [fileURLToPath(new URL('../../../node_modules/@angular/cli/bin/ng.js', import.meta.url)), 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NG_CLI_ANALYTICS: 'false' } });
  } else {
    await build({ root, logLevel: 'warn' });
  }
  // The operating system picks the port; the example's server takes that socket over once Ferry,
  // which must allow the origin, is up.
  const socket = createServer();
  await new Promise<void>((resolve) => socket.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(socket.address() as AddressInfo).port}`;
  let h: Harness;
  try {
    h = await openHarness({ runtime: true, corsOrigins: [origin] });
  } catch (err) {
    socket.close();
    throw err;
  }
  const { startExampleServer } = await import('../../../examples/server.mjs');
  const server = await startExampleServer({ app, port: socket, host: '127.0.0.1', ferryUrl: h.ferryUrl, licenseKey: h.ctx.org.license_key, user: h.ctx.org.owner.email });
  try {
    await seed(h.ctx, 'Existing import');
    const page = h.page;
    await page.goto(`${origin}/`);
    await page.getByRole('heading', { name: 'Acme imports' }).waitFor();
    await page.getByRole('cell', { name: 'Existing import', exact: true }).waitFor();
    await page.getByRole('button', { name: 'New pipeline' }).click();
    await page.getByRole('combobox', { name: /Input connector/ }).selectOption({ label: 'Customer uploads' });
    await page.getByRole('combobox', { name: /Target data model/ }).selectOption({ label: 'Customers' });
    await page.getByRole('combobox', { name: /Output connector/ }).selectOption({ label: 'Download' });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.locator('ferry-create-pipeline').locator('#sample-file').setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(SAMPLE) });
    await page.getByText('Header row: row 1').waitFor();
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Made in ${app}`);
    await page.getByRole('button', { name: 'Create pipeline' }).click();
    await page.getByText(`Pipeline created: Made in ${app}`).waitFor();
    await h.screenshot(`example-${app}`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('cell', { name: `Made in ${app}`, exact: true }).waitFor();
    const pipelines = (await h.ctx.request('GET', '/pipeline')).body.data.map((p: { name: string; active: boolean }) => `${p.name}:${p.active}`);
    assert.ok(pipelines.includes(`Made in ${app}:true`), JSON.stringify(pipelines));
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    socket.close();
    await h.close();
  }
}
