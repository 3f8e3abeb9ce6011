/**
 * liveRefresh (base/live-refresh.ts) in ferry-execution-details and ferry-file-uploader, in
 * Chromium on a page whose time is the test's (Playwright's clock): an execution that stays
 * PROCESSING (the runtime has no workers here) is read again every 2 s for the first minute, then each wait
 * 1.5 times the last up to 30 s; not at all while the page is hidden, once when it is visible again;
 * another execution shown (ExecutionDetails), a new upload (FileUploader) or the element put back
 * on the page after being taken off starts the first minute again. The lists' schedule is tested in pipeline-list.test.ts.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Request } from 'playwright-core';
import { browserMissing, openHarness, type Harness } from '../../test/browser.ts';
import { seed, type Seeded } from '../../test/seed.ts';

const CSV = 'Name,E-Mail,Amount\nAda,ada@example.com,1\n';

describe('liveRefresh in ferry-execution-details and ferry-file-uploader', { skip: browserMissing() ?? false }, () => {
  let h: Harness;
  let s: Seeded;
  before(async () => {
    h = await openHarness({ runtime: true, workers: false });
    s = await seed(h.ctx, 'Stuck runs');
  });
  after(() => h?.close());

  /** Starts an execution of the seeded pipeline; without workers it stays PROCESSING. Answers its id. */
  async function stuckExecution(): Promise<string> {
    const started = await h.ctx.request('POST', '/execution', { body: { pipeline_id: s.pipeline } });
    assert.equal(started.status, 201, JSON.stringify(started.body));
    assert.equal(started.body.data[0].status, 'PROCESSING');
    return started.body.data[0].id;
  }

  /**
   * A page of its own with `tag` defined, its timers and Date.now paused until the test moves them
   * on; counts the executions the page reads (`GET /execution/{id}`).
   */
  async function clockPage(tag: string) {
    const context = await h.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(h.hostUrl + '/');
    await page.waitForFunction((tag) => customElements.get(tag) !== undefined, tag);
    // Far enough ahead that the page clock cannot have passed it by the time pauseAt runs (a loaded machine).
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 5_000));
    /** The ids of the executions read, one per request. */
    const reads: string[] = [];
    /** Requests to the Ferry server not yet answered. */
    let open = 0;
    const ours = (url: string) => url.startsWith(h.ferryUrl);
    page.on('request', (r) => {
      if (!ours(r.url())) return;
      open++;
      const read = /\/dp\/api\/v1\/execution\/([0-9a-f-]{36})$/.exec(new URL(r.url()).pathname);
      if (r.method() === 'GET' && read) reads.push(read[1]!);
    });
    const ended = (r: Request) => { if (ours(r.url())) open--; };
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    /** Reads of execution `id` (of any execution without it) so far. */
    const count = (id?: string) => reads.filter((r) => !id || r === id).length;
    /** Until no request is open and the element has drawn what it read (and so planned its next read); page time stands still meanwhile. */
    const settled = async () => {
      for (let quiet = 0; quiet < 2; await new Promise((r) => setTimeout(r, 10))) {
        const pending = open > 0 || await page.evaluate((tag) => { const el = document.querySelector(tag) as unknown as { busy: boolean; isUpdatePending: boolean } | null; return el !== null && (el.busy || el.isUpdatePending); }, tag);
        quiet = pending ? 0 : quiet + 1;
      }
    };
    /** Moves the page's time on by `ms`, a second at a time; answers the seconds at which `id` (any execution without it) was read. */
    const run = async (ms: number, id?: string) => {
      const at: number[] = [];
      for (let t = 1000; t <= ms; t += 1000) {
        const before = count(id);
        await page.clock.runFor(1000);
        await settled();
        if (count(id) > before) at.push(t / 1000);
      }
      return at;
    };
    /** Hides the page (another tab; headless Chromium's pages are never hidden by themselves) or shows it again. */
    const visibility = (hidden: boolean) => page.evaluate((hidden) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    }, hidden);
    /** Places `tag` with the page's token and `props` as the page's only element. */
    const mount = (props: Record<string, unknown>) => page.evaluate(({ tag, props }) => {
      const el = Object.assign(document.createElement(tag), { accessToken: (window as unknown as { __token: string }).__token }, props);
      document.getElementById('root')!.replaceChildren(el);
    }, { tag, props });
    return { context, page, count, settled, run, visibility, mount };
  }

  /** The schedule of five minutes' reads (seconds): every 2 s for a minute, then waits that only grow, up to 30 s. */
  function assertBackOff(at: number[]) {
    const gaps = at.slice(1).map((t, i) => t - at[i]!);
    assert.deepEqual(at.slice(0, 30), Array.from({ length: 30 }, (_, i) => 2 * (i + 1)), `every 2 s in the first minute: ${at.join(' ')}`);
    assert.ok(gaps.every((g, i) => i === 0 || g >= gaps[i - 1]!), `never more often again: ${gaps.join(' ')}`);
    assert.equal(Math.max(...gaps), 30, `at most every 30 s: ${gaps.join(' ')}`);
    assert.equal(gaps.at(-1), 30, `every 30 s in the end: ${gaps.join(' ')}`);
    assert.ok(at.length < 50, `${at.length} reads in 5 minutes (150 before liveRefresh, without a back-off)`);
  }

  it('ferry-execution-details reads a PROCESSING execution every 2 s for a minute, then less often (at most every 30 s), not while the page is hidden; another execution starts the first minute again', async () => {
    const first = await stuckExecution();
    const p = await clockPage('ferry-execution-details');
    try {
      await p.mount({ executionId: first });
      await p.page.locator('ferry-execution-details').getByRole('progressbar', { name: 'Progress' }).waitFor();
      await p.settled();
      assert.equal(p.count(first), 1);
      assertBackOff(await p.run(5 * 60_000, first));
      await p.visibility(true);
      assert.deepEqual(await p.run(10 * 60_000), [], 'no reads in 10 minutes while hidden');
      const before = p.count(first);
      await p.visibility(false);
      await p.settled();
      assert.equal(p.count(first), before + 1, 'one read when visible again');
      assert.equal((await p.run(30_000, first)).length, 1, 'then every 30 s');
      // Another execution (the host sets executionId): read at once, then every 2 s again.
      const second = await stuckExecution();
      const firstReads = p.count(first);
      await p.page.evaluate((id) => { (document.querySelector('ferry-execution-details') as unknown as { executionId: string }).executionId = id; }, second);
      await p.settled();
      assert.equal(p.count(second), 1, 'read at once');
      assert.deepEqual(await p.run(10_000, second), [2, 4, 6, 8, 10]);
      assert.equal(p.count(first), firstReads, 'the first execution is not read any more');
      // Taken off the page and put back (as a framework moving it does): no reads while off, then
      // every 2 s again.
      await p.page.evaluate(() => { (window as unknown as { __parked: Element }).__parked = document.querySelector('ferry-execution-details')!; document.getElementById('root')!.replaceChildren(); });
      const parked = p.count(second);
      assert.deepEqual(await p.run(10_000, second), [], 'no reads while off the page');
      await p.page.evaluate(() => document.getElementById('root')!.append((window as unknown as { __parked: Element }).__parked));
      await p.settled();
      assert.equal(p.count(second), parked);
      assert.deepEqual(await p.run(6_000, second), [2, 4, 6], 'every 2 s again once back on the page');
    } finally {
      await p.context.close();
    }
  });

  it('ferry-file-uploader reads the executions it started the same way while they are PROCESSING; a new upload starts the first minute again', async () => {
    const p = await clockPage('ferry-file-uploader');
    try {
      await p.mount({ inputConnectorId: s.input });
      const uploader = p.page.locator('ferry-file-uploader');
      await uploader.locator('input[type=file]').setInputFiles({ name: 'stuck.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
      await uploader.getByRole('listitem').filter({ hasText: 'stuck.csv' }).getByText('Processing').waitFor();
      await p.settled();
      assert.equal(p.count(), 0, 'the upload answered the execution');
      assertBackOff(await p.run(5 * 60_000));
      await p.visibility(true);
      assert.deepEqual(await p.run(5 * 60_000), [], 'no reads in 5 minutes while hidden');
      const before = p.count();
      await p.visibility(false);
      await p.settled();
      assert.equal(p.count(), before + 1, 'one read when visible again');
      // A second upload: both of its executions' reads every 2 s again (both are PROCESSING).
      await uploader.locator('input[type=file]').setInputFiles({ name: 'second.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
      await uploader.getByRole('listitem').filter({ hasText: 'second.csv' }).getByText('Processing').waitFor();
      await p.settled();
      const reads = p.count();
      assert.deepEqual(await p.run(10_000), [2, 4, 6, 8, 10]);
      assert.equal(p.count(), reads + 10, 'both executions read at each turn');
    } finally {
      await p.context.close();
    }
  });
});
