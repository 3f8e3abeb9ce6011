/** ferry-pipeline-list in Chromium, embedded on another origin from the served bundle. */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { browserMissing, openHarness, type Harness } from '../../../test/browser.ts';
import { seed } from '../../../test/seed.ts';
import { checkLateFiles } from '../../../../../apps/server/src/domain/pipelines/late-files.ts';

describe('ferry-pipeline-list', { skip: browserMissing() ?? false }, () => {
  let h: Harness;
  before(async () => {
    h = await openHarness({ runtime: false });
    for (const name of ['Orders import', 'Invoices', 'Stock levels']) await seed(h.ctx, name);
  });
  after(() => h?.close());

  it('lists pipelines; Details raises onPipelineView with {data}; New pipeline raises onPipelineCreate', async () => {
    await h.mount('ferry-pipeline-list', { settings: { allowPipelineCreation: true } }, ['onPipelineView', 'onPipelineCreate']);
    const table = h.page.getByRole('table');
    await table.getByRole('cell', { name: 'Invoices', exact: true }).waitFor();
    assert.equal(await table.getByRole('row').count(), 4, 'a heading row and three pipelines');
    await h.page.getByRole('button', { name: 'Details: Invoices' }).click();
    const arg = await h.waitForCall('onPipelineView') as { data: { name: string; id: string; configuration: { input_connectors: string[] } } };
    assert.equal(arg.data.name, 'Invoices');
    assert.equal(arg.data.configuration.input_connectors.length, 1, 'the pipeline in full, read by id (list items leave the configuration out)');
    assert.match(arg.data.id, /^[0-9a-f-]{36}$/);
    assert.ok((await h.calls()).some((c) => c.name === 'event:pipeline-view' && (c.arg as { data: { name: string } }).data.name === 'Invoices'), 'the DOM event carries the same detail');
    await h.page.getByRole('button', { name: 'New pipeline' }).click();
    assert.equal(await h.waitForCall('onPipelineCreate'), null, 'no argument');
    await h.screenshot('pipeline-list');
    assert.deepEqual(await h.axe('ferry-pipeline-list'), []);
  });

  it('shows no Details buttons without onPipelineView, and no New button without allowPipelineCreation', async () => {
    await h.mount('ferry-pipeline-list', {});
    await h.page.getByRole('cell', { name: 'Stock levels' }).waitFor();
    assert.equal(await h.page.getByRole('button', { name: /^Details/ }).count(), 0);
    assert.equal(await h.page.getByRole('button', { name: 'New pipeline' }).count(), 0);
  });

  it('searches by name, sorts, and overrides texts with settings.i18nOverrides', async () => {
    await h.mount('ferry-pipeline-list', { settings: { i18nOverrides: { 'pipelines.title': 'Data flows' } } });
    await h.page.getByRole('heading', { name: 'Data flows' }).waitFor();
    await h.page.getByRole('searchbox', { name: 'Search' }).fill('stock');
    await h.page.waitForFunction(() => document.querySelector('ferry-pipeline-list')!.shadowRoot!.querySelectorAll('tbody tr').length === 1);
    await h.page.getByRole('searchbox', { name: 'Search' }).fill('');
    await h.page.getByRole('button', { name: /^Name/ }).click();
    await h.page.waitForFunction(() => document.querySelector('ferry-pipeline-list')!.shadowRoot!.querySelector('tbody tr td')?.textContent === 'Invoices');
  });

  it('pages through more pipelines than fit one page', async () => {
    const { tdm, input, output } = await seed(h.ctx, 'Paging 00');
    for (let i = 1; i < 22; i++) {
      await h.ctx.request('POST', '/pipeline', { body: { name: `Paging ${String(i).padStart(2, '0')}`, configuration: { input_connectors: [input], output_connectors: [output], tdm } } });
    }
    await h.mount('ferry-pipeline-list', {});
    await h.page.getByText('1–20 of 25').waitFor();
    await h.page.getByRole('button', { name: 'Next page' }).click();
    await h.page.getByText('21–25 of 25').waitFor();
    await h.page.getByRole('cell', { name: 'Stock levels' }).waitFor();
    assert.ok(await h.page.getByRole('button', { name: 'Next page' }).isDisabled());
  });

  it('takes the host’s theme (CSS custom properties) and stays readable in a dark host', async () => {
    await h.page.evaluate(() => document.documentElement.style.setProperty('--ferry-color-primary', 'rgb(124, 58, 237)'));
    await h.mount('ferry-pipeline-list', { settings: { allowPipelineCreation: true } });
    const button = h.page.getByRole('button', { name: 'New pipeline' });
    await button.waitFor();
    assert.equal(await button.evaluate((b) => getComputedStyle(b).backgroundColor), 'rgb(124, 58, 237)');
    await h.page.evaluate(() => document.documentElement.style.removeProperty('--ferry-color-primary'));
    await h.page.emulateMedia({ colorScheme: 'dark' });
    await h.page.evaluate(() => (document.body.style.background = '#000'));
    await h.mount('ferry-pipeline-list', {});
    await h.page.getByRole('cell', { name: 'Paging 21', exact: true }).waitFor();
    const frame = h.page.locator('ferry-pipeline-list').locator('section.frame');
    assert.equal(await frame.evaluate((f) => getComputedStyle(f).backgroundColor), 'rgb(17, 24, 39)');
    await h.screenshot('pipeline-list-dark');
    assert.deepEqual(await h.axe('ferry-pipeline-list'), [], 'contrast holds in the dark scheme too');
    await h.page.emulateMedia({ colorScheme: 'light' });
    await h.page.evaluate(() => (document.body.style.background = ''));
  });

  it('in a modal: X, Escape and a click outside each raise onClose', async () => {
    for (const how of ['x', 'escape', 'outside'] as const) {
      await h.mount('ferry-pipeline-list', { settings: { modal: true } }, ['onClose']);
      const dialog = h.page.getByRole('dialog', { name: 'Pipelines' });
      await dialog.waitFor();
      if (how === 'x') await h.page.getByRole('button', { name: 'Close' }).click();
      if (how === 'escape') await h.page.keyboard.press('Escape');
      if (how === 'outside') await h.page.mouse.click(5, 5);
      await h.waitForCall('onClose');
      await dialog.waitFor({ state: 'hidden' });
      await h.page.evaluate(() => ((window as unknown as { __calls: unknown[] }).__calls.length = 0));
    }
  });

  it('asks for a new token on 401 (ferry-token-expired) and retries with it', async () => {
    await h.page.evaluate(() => {
      document.addEventListener('ferry-token-expired', (e) => {
        (e.target as HTMLElement & { accessToken: string }).accessToken = (window as unknown as { __token: string }).__token;
      }, { once: true });
    });
    await h.mount('ferry-pipeline-list', { accessToken: 'expired.token.value' });
    await h.page.getByRole('cell', { name: 'Paging 21' }).waitFor();
    assert.ok((await h.calls()).some((c) => c.name === 'event:token-expired'));
  });

  it('marks a pipeline whose expected file did not arrive as Late, with the window in its title', async () => {
    const { pipeline } = await seed(h.ctx, 'Nightly stock');
    const set = await h.ctx.request('PUT', `/pipeline/${pipeline}`, { body: { configuration: { expectation: { every: 'HOURLY', by: '00:00' } } } });
    assert.equal(set.status, 200, JSON.stringify(set.body));
    // Three hours later no file has come: the server's own check raises the alert.
    const later = new Date(h.ctx.clock.now().getTime() + 3 * 3_600_000);
    const alerts = await checkLateFiles(h.ctx.database.db, { now: () => later });
    assert.equal(alerts.filter((a) => a.pipelineId === pipeline).length, 1);
    await h.mount('ferry-pipeline-list', {});
    await h.page.getByRole('searchbox', { name: 'Search' }).fill('Nightly');
    await h.page.waitForFunction(() => document.querySelector('ferry-pipeline-list')!.shadowRoot!.querySelectorAll('tbody tr').length === 1);
    const row = h.page.getByRole('row', { name: /Nightly stock/ });
    const badge = row.getByText('Late', { exact: true });
    await badge.waitFor();
    assert.match(await badge.getAttribute('title') ?? '', /^No file arrived in the window that ended .+; cleared by the next file$/);
    assert.equal(await h.page.getByText('Late', { exact: true }).count(), 1, 'only the late pipeline');
    await h.screenshot('pipeline-list-late');
    assert.deepEqual(await h.axe('ferry-pipeline-list'), []);
  });

  it('shows a server error as a sentence, not JSON', async () => {
    await h.page.evaluate(() => ((window as unknown as { FerryEmbed: { FerryElement: { tokenWaitMs: number } } }).FerryEmbed.FerryElement.tokenWaitMs = 300));
    await h.mount('ferry-pipeline-list', { accessToken: 'expired.token.value' });
    const alert = h.page.getByRole('alert');
    await alert.waitFor();
    assert.equal(await alert.innerText(), 'Your session has expired. Sign in again to continue.');
  });

  it('follows a run that stays PROCESSING every 2 s for a minute, then less often (at most every 30 s), and not while the page is hidden', async () => {
    // Without the runtime a run stays PROCESSING.
    const stuck = await seed(h.ctx, 'Stuck run');
    const started = await h.ctx.request('POST', '/execution', { body: { pipeline_id: stuck.pipeline } });
    assert.equal(started.status, 201, JSON.stringify(started.body));
    // A page of its own, its time in the test's hands (Playwright's clock: timers and Date.now).
    const context = await h.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    try {
      await page.clock.install();
      await page.goto(h.hostUrl + '/');
      await page.waitForFunction(() => customElements.get('ferry-pipeline-list') !== undefined);
      // Far enough ahead that the page clock cannot have passed it by the time pauseAt runs (a loaded machine).
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 5_000));
      let requests = 0;
      page.on('request', (r) => { if (r.url().includes('/dp/api/v1/pipeline?')) requests++; });
      await page.evaluate(() => {
        const list = Object.assign(document.createElement('ferry-pipeline-list'), { accessToken: (window as unknown as { __token: string }).__token });
        document.getElementById('root')!.replaceChildren(list);
      });
      await page.locator('ferry-pipeline-list').getByRole('row', { name: /Stuck run/ }).getByRole('img', { name: 'Processing' }).waitFor();
      // Until the list's reload (if one started) has ended and it has planned its next one.
      const settled = async () => {
        while (await page.evaluate(() => { const el = document.querySelector('ferry-pipeline-list') as unknown as { busy: boolean; isUpdatePending: boolean }; return el.busy || el.isUpdatePending; })) await new Promise((r) => setTimeout(r, 10));
      };
      await settled();
      /** Moves the page's time on by `ms` in seconds; answers the seconds at which the list asked the server. */
      const run = async (ms: number) => {
        const at: number[] = [];
        for (let t = 1000; t <= ms; t += 1000) {
          const before = requests;
          await page.clock.runFor(1000);
          await settled();
          if (requests > before) at.push(t / 1000);
        }
        return at;
      };
      const at = await run(5 * 60_000);
      const gaps = at.slice(1).map((t, i) => t - at[i]!);
      assert.deepEqual(at.slice(0, 30), Array.from({ length: 30 }, (_, i) => 2 * (i + 1)), `every 2 s in the first minute: ${at.join(' ')}`);
      assert.ok(gaps.every((g, i) => i === 0 || g >= gaps[i - 1]!), `never more often again: ${gaps.join(' ')}`);
      assert.equal(Math.max(...gaps), 30, `at most every 30 s: ${gaps.join(' ')}`);
      assert.equal(gaps.at(-1), 30, `every 30 s in the end: ${gaps.join(' ')}`);
      assert.ok(at.length < 50, `${at.length} requests in 5 minutes (150 at every 2 s)`);
      // Hidden (another tab; headless Chromium's pages are never hidden by themselves): no requests.
      const visibility = (hidden: boolean) => page.evaluate((hidden) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
        document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      }, hidden);
      await visibility(true);
      assert.deepEqual(await run(10 * 60_000), [], 'no requests in 10 minutes while hidden');
      // Visible again: the poll it missed at once, then polling as before.
      const before = requests;
      await visibility(false);
      await settled();
      assert.equal(requests, before + 1, 'one request when visible again');
      assert.equal((await run(30_000)).length, 1, 'then every 30 s');
      // An event of another element still reloads the list, hidden or not.
      await visibility(true);
      await page.evaluate(() => window.dispatchEvent(new CustomEvent('ferry-pipeline-update')));
      await run(1000);
      assert.equal(requests, before + 3, 'reloaded on ferry-pipeline-update while hidden');
    } finally {
      await context.close();
    }
  });
});
