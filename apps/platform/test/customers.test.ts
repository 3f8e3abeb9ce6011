/**
 * A company serves a customer in the platform, in Chromium, without one API call of its own: a
 * model and a connector shared (made PUBLIC on their pages, a sentence saying what customers see),
 * a pipeline template offered on the shared connector, the customer (a sub-organization) created,
 * its page (what it can use, the templates offered, its pipelines and executions), *View as this
 * customer* (the customer creates its pipeline from the template in one step and uploads a file;
 * then a read-only look), and the embed snippet copied from the customer's page working in a host
 * page on another loopback origin (allowed by FERRY_CORS_ORIGINS), with a token its server asks for.
 * Then the guided flow's own parts in the platform: a connector created from the flow is chosen,
 * target data model pages fit a 1280 px window. On PGlite, and on PostgreSQL with DATABASE_URL.
 * (The test's own API calls only check what the pages did, and play the host's server.)
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseKinds } from '../../server/test/helpers/database.ts';
import type { AddressInfo } from 'node:net';
import { browserMissing, openHarness, type Harness } from '../../../packages/embed/test/browser.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const ORDERS = (n: number) => `Order ID,Amount,E-Mail\n${Array.from({ length: n }, (_v, i) => `A-${1000 + i},${(i + 1) * 12.5},buyer${i}@acme.example`).join('\n')}\n`;

for (const kind of databaseKinds()) {
  describe(`a company sets up a customer in the platform (${kind})`, { skip: browserMissing() ?? false }, () => {
    let h: Harness;
    let host: Server;
    let hostUrl: string;
    let snippet = '';
    let hostPage = '';
    const shot = (name: string) => h.screenshot(kind === 'pglite' ? `customer-${name}` : `customer-${kind}-${name}`);
    const nav = (label: string) => h.page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: label, exact: true }).click();

    before(async () => {
      if (!existsSync(join(root, 'apps/platform/dist/index.html'))) execFileSync(process.execPath, [join(root, 'apps/platform/scripts/build.ts')], { stdio: 'inherit' });
      // The customer's product: another loopback origin, on a port the operating system chooses
      // before Ferry starts, so that FERRY_CORS_ORIGINS allows it.
      host = createServer((req, res) => {
        if (req.url === '/ferry-token') {
          // The company's server: its license key stays here; the page gets a token of the customer.
          void fetch(`${h.ferryUrl}/dp/api/v1/access/token`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ license_key: h.ctx.org.license_key, auth: { type: 'SUB_ORG', identifier: 'acme' } }),
          }).then(async (r) => res.writeHead(r.status, { 'content-type': 'application/json' }).end(JSON.stringify((await r.json() as { data: unknown }).data)));
          return;
        }
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(hostPage);
      });
      await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
      hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
      h = await openHarness({ runtime: true, database: kind, corsOrigins: [hostUrl] });
    });
    after(async () => {
      await h?.close();
      await new Promise<void>((resolve) => (host ? host.close(() => resolve()) : resolve()));
    });

    it('shares a model and a connector, offers a template, creates the customer, views as the customer and embeds its view in another origin', async () => {
      const page = h.page;
      const violations: Record<string, unknown> = {};
      const look = async (name: string) => {
        await shot(name);
        const v = await h.axe('ferry-platform');
        if (v.length) violations[name] = v;
      };
      await page.goto(`${h.ferryUrl}/`);
      await page.getByRole('textbox', { name: 'E-mail address' }).fill(h.ctx.org.owner.email);
      await page.getByRole('textbox', { name: 'Password' }).fill(h.ctx.org.owner.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();

      // 1. The model, then shared on its page.
      await nav('Target data models');
      await page.getByRole('button', { name: 'New target data model' }).click();
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Orders');
      await page.getByRole('textbox', { name: 'Label of column 1' }).fill('Order ID');
      await page.getByRole('checkbox', { name: 'Column 1 is required' }).check();
      await page.getByRole('button', { name: 'Add column' }).click();
      await page.getByRole('textbox', { name: 'Label of column 2' }).fill('Amount');
      await page.getByRole('combobox', { name: 'Type of column 2' }).selectOption('float');
      await page.getByRole('button', { name: 'Add column' }).click();
      await page.getByRole('textbox', { name: 'Label of column 3' }).fill('E-Mail');
      await page.getByRole('combobox', { name: 'Type of column 3' }).selectOption('email');
      await page.getByRole('button', { name: 'Create target data model' }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('heading', { name: 'Orders' }).waitFor();
      await page.getByRole('combobox', { name: 'Visible to' }).selectOption('PUBLIC');
      await page.getByText(/Your sub-organizations \(customers\) see this model/).waitFor();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Saved.').waitFor();
      await look('01-model-shared');

      // 2. The connectors: an input that takes uploads and a download output, shared on their pages.
      const connectorPages: string[] = [];
      for (const [name, direction] of [['Customer orders', 'Input'], ['Order delivery', 'Output']] as const) {
        await nav('Connectors');
        await page.getByRole('button', { name: 'New connector' }).click();
        await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
        await page.getByRole('radio', { name: direction }).check();
        await page.getByRole('combobox', { name: 'Kind' }).selectOption('MANUAL');
        await page.getByRole('button', { name: 'Create connector' }).click();
        await page.getByRole('button', { name: 'Continue' }).click();
        await page.getByRole('heading', { name }).waitFor();
        connectorPages.push(page.url());
        await page.getByRole('combobox', { name: 'Visible to' }).selectOption('PUBLIC');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText(`Saved. ${name} is now shared with your sub-organizations.`).waitFor();
      }
      await page.goto(connectorPages[0]!);
      await page.getByText(/Each customer needs its own pipeline on it: offer a pipeline template/).first().waitFor();
      await look('02-connector-shared');

      // 3. A template offered on the shared connector, from the connector's page.
      await page.getByRole('link', { name: 'offer a pipeline template on this connector' }).click();
      assert.match(new URL(page.url()).search, /^\?input=/);
      await page.getByRole('textbox', { name: 'Template name' }).waitFor();
      assert.equal(await page.getByRole('textbox', { name: 'Template name' }).inputValue(), 'Customer orders for customers');
      await page.getByRole('textbox', { name: 'Name of the pipelines made from it' }).fill('Orders import');
      await page.getByRole('combobox', { name: 'Target data model' }).selectOption({ label: 'Orders' });
      await page.getByRole('combobox', { name: 'Output connector' }).selectOption({ label: 'Order delivery' });
      assert.equal(await page.getByRole('combobox', { name: 'Visible to' }).inputValue(), 'PUBLIC', 'offered to customers, as its connector is shared');
      await page.getByText(/see this template and create their own pipeline from it in one step/).waitFor();
      await page.getByRole('button', { name: 'Create template' }).click();
      await page.getByRole('heading', { name: 'Customer orders for customers' }).waitFor();
      await look('03-template-offered');

      // 4. The customer, and its page.
      await nav('Sub-organizations');
      await page.getByRole('button', { name: 'New sub-organization' }).click();
      await page.getByRole('textbox', { name: 'Name' }).fill('Acme GmbH');
      await page.getByRole('textbox', { name: 'Identifier' }).fill('acme');
      await page.getByRole('button', { name: 'Create sub-organization' }).click();
      await page.getByRole('heading', { name: 'Serving Acme GmbH' }).waitFor();
      const customerPage = page.url();
      const overview = page.locator('ferry-customer-overview');
      await overview.locator('ferry-connector-list').getByRole('cell', { name: 'Customer orders', exact: true }).waitFor();
      await overview.locator('ferry-target-data-model-list').getByRole('cell', { name: 'Orders', exact: true }).waitFor();
      await overview.getByText('Customer orders for customers').waitFor();
      await overview.locator('ferry-pipeline-list').getByText('No pipelines yet.').waitFor();
      await look('04-customer-page');

      // 5. View as this customer: its own pipeline from the template in one step, and a file.
      await overview.getByRole('button', { name: 'View as this customer' }).click();
      assert.match(new URL(page.url()).pathname, /^\/sub-organizations\/[0-9a-f-]{36}\/view$/);
      const view = page.locator('ferry-customer-view');
      await view.getByText('You see Ferry as').waitFor();
      await view.getByText('Changes are real:').waitFor();
      await view.locator('ferry-pipeline-list').getByText('No pipelines yet.').waitFor();
      await look('05-view-as-customer');
      await view.getByRole('button', { name: 'New pipeline', exact: true }).first().click();
      await view.getByRole('heading', { name: 'Start from a template' }).waitFor();
      await look('06-customer-templates');
      await view.getByRole('button', { name: 'Create my pipeline from Customer orders for customers' }).click();
      await view.getByText('Orders import was created and is active.').waitFor();
      await view.getByRole('button', { name: 'Upload a file now' }).click();
      await view.locator('ferry-file-uploader').locator('input[type=file]').setInputFiles({ name: 'acme-orders.csv', mimeType: 'text/csv', buffer: Buffer.from(ORDERS(3)) });
      await view.locator('ferry-file-uploader').getByText('Successful', { exact: true }).waitFor({ timeout: 60_000 });
      await look('07-customer-pipeline-and-upload');
      const pipelines = (await h.ctx.request('GET', '/pipeline?limit=100')).body.data as Array<{ id: string; name: string; created_by: { type: string; name: string } }>;
      const acme = pipelines.find((p) => p.name === 'Orders import');
      assert.ok(acme, 'the pipeline exists');
      assert.deepEqual([acme.created_by.type, acme.created_by.name], ['SUB_ORG', 'Acme GmbH'], 'it belongs to the customer');
      const runs = (await h.ctx.request('GET', `/execution?filters=${encodeURIComponent(JSON.stringify({ pipeline: acme.id }))}`)).body.data;
      assert.equal(runs[0].stats.rows, 3);

      // The customer's token lasts 15 minutes: once it has ended, a component refused by the server
      // gets a new one from the page and goes on — no sign-in dialog, nothing lost.
      h.ctx.clock.advance(16 * 60_000);
      try {
        await view.getByRole('button', { name: 'Executions', exact: true }).click();
        await view.locator('ferry-execution-list').getByRole('cell', { name: 'Orders import' }).first().waitFor();
        assert.equal(await page.getByRole('dialog', { name: 'Sign in again' }).count(), 0, 'the user was not asked to sign in');
      } finally {
        h.ctx.clock.advance(-16 * 60_000);
      }

      // Only look: a read-only token; nothing to create or upload.
      await view.getByRole('checkbox', { name: 'Only look (read-only)' }).check();
      await view.getByText('Read-only:').waitFor();
      await view.getByRole('button', { name: 'Pipelines', exact: true }).click();
      await view.locator('ferry-pipeline-list').getByRole('cell', { name: 'Orders import', exact: true }).waitFor();
      assert.equal(await view.locator('ferry-pipeline-list').getByRole('button', { name: 'New pipeline' }).count(), 0);
      await view.getByRole('button', { name: 'Upload files', exact: true }).click();
      await view.getByText('This view is read-only: files cannot be uploaded with it.').waitFor();
      await look('08-view-read-only');
      await view.getByRole('button', { name: 'Stop viewing' }).click();
      assert.equal(page.url(), customerPage);

      // 6. The customer's page now shows its pipeline and execution; the embed snippet.
      await overview.locator('ferry-pipeline-list').getByRole('cell', { name: 'Orders import', exact: true }).waitFor();
      await overview.locator('ferry-execution-list').getByRole('cell', { name: 'Orders import' }).first().waitFor();
      // The snippet names the upload connector once the page has read the customer's pipelines: wait for it.
      await overview.locator('pre.snippet').filter({ hasText: '<ferry-file-uploader' }).waitFor();
      snippet = await overview.locator('pre.snippet').innerText();
      assert.match(snippet, new RegExp(`<script src="${h.ferryUrl}/dp/embed/ferry-embed.js"></script>`));
      assert.match(snippet, /<ferry-file-uploader data-ferry input-connector-id="[^"]+"><\/ferry-file-uploader>/);
      assert.match(snippet, /"identifier": "acme"/);
      assert.doesNotMatch(snippet, new RegExp(h.ctx.org.license_key), 'the license key is never in the snippet');
      await overview.getByRole('button', { name: 'Copy the snippet' }).click();
      await look('09-customer-page-with-activity');

      // 7. The snippet in the customer's product, on another origin: the company's server hands out the token.
      hostPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Acme portal</title></head><body style="font-family:system-ui;margin:24px"><h1>Acme portal — your orders</h1>\n${snippet}\n</body></html>`;
      const portal = await page.context().newPage();
      try {
        await portal.goto(`${hostUrl}/`);
        assert.notEqual(new URL(portal.url()).origin, new URL(h.ferryUrl).origin, 'another origin');
        await portal.locator('ferry-pipeline-list').getByRole('cell', { name: 'Orders import', exact: true }).waitFor();
        await portal.locator('ferry-file-uploader').locator('input[type=file]').setInputFiles({ name: 'acme-orders-2.csv', mimeType: 'text/csv', buffer: Buffer.from(ORDERS(5)) });
        await portal.locator('ferry-file-uploader').getByText('Successful', { exact: true }).waitFor({ timeout: 60_000 });
        await portal.waitForFunction(() => document.querySelector('ferry-execution-list')?.shadowRoot?.querySelectorAll('tbody tr').length === 2);
        await portal.waitForFunction(() => [...(document.querySelector('ferry-execution-list')?.shadowRoot?.querySelectorAll('tbody tr .badge') ?? [])].every((b) => b.textContent === 'Successful'), undefined, { timeout: 60_000 });
        await portal.screenshot({ path: join(root, 'test-artifacts/screenshots', kind === 'pglite' ? 'customer-10-embedded-on-another-origin.png' : `customer-${kind}-10-embedded-on-another-origin.png`), fullPage: true });
      } finally {
        await portal.close();
      }
      assert.deepEqual(violations, {}, 'no serious or critical axe-core violation');
    });

    it('the guided flow in the platform chooses a connector created from it; target data model pages fit a 1280 px window', async () => {
      const page = h.page;
      await page.goto(`${h.ferryUrl}/pipelines/new`);
      await page.getByRole('combobox', { name: /Input connector/ }).waitFor();
      await page.getByRole('button', { name: 'Create connector' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'New connector' });
      await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Supplier uploads');
      await dialog.getByRole('button', { name: 'Create connector' }).click();
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.waitForFunction(() => {
        const select = document.querySelector('ferry-platform')?.shadowRoot?.querySelector('ferry-create-pipeline')?.shadowRoot?.querySelector('#input') as HTMLSelectElement | null;
        return select?.selectedOptions[0]?.textContent?.trim() === 'Supplier uploads';
      });
      await shot('11-flow-connector-chosen');

      await page.setViewportSize({ width: 1280, height: 900 });
      await nav('Target data models');
      await page.getByRole('button', { name: 'View: Orders' }).click();
      await page.getByRole('heading', { name: 'Orders' }).waitFor();
      await page.getByRole('button', { name: 'Rules and settings of column 3' }).click();
      await page.getByRole('group', { name: 'Rules and settings of column 3' }).waitFor();
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
      assert.ok(widths.page <= widths.window, `the page is ${widths.page} px wide in a ${widths.window} px window`);
      await shot('12-model-page-1280');
      await page.setViewportSize({ width: 1200, height: 900 });
    });
  });
}
