/**
 * The browser harness of @ferry/embed's tests: a real Ferry server (the app of the server's test
 * context — PGlite, file storage, the execution runtime — listening on `localhost`), a host page
 * on another origin (`127.0.0.1`, another port) that embeds the components from the served
 * bundle with a token, and Debian's Chromium driven by playwright-core.
 *
 *   const h = await openHarness();            // once per test file
 *   await h.mount('ferry-pipeline-list', { settings: {...} }, ['onPipelineView']);
 *   await h.page.getByRole('button', { name: 'Details: Orders' }).click();
 *   h.calls()                                 // callbacks raised, with their argument
 *   await h.axe('ferry-pipeline-list')        // serious or critical axe-core violations
 *   await h.screenshot('pipeline-list')       // test-artifacts/screenshots/pipeline-list.png
 *
 * Chromium must be at /usr/bin/chromium (`apt-get install -y chromium`; .ci/run installs it).
 * Without it the tests are skipped locally and fail under CI=true.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { execFileSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createTestContext, type TestContext } from '../../../apps/server/test/helpers/context.ts';
import type { DatabaseKind } from '../../../apps/server/test/helpers/database.ts';
import { scaled } from '../../../apps/server/test/helpers/process.ts';

export const CHROMIUM = '/usr/bin/chromium';
const root = fileURLToPath(new URL('../../..', import.meta.url));
const dist = join(root, 'packages/embed/dist');
export const SCREENSHOTS = join(root, 'test-artifacts/screenshots');

/** Why browser tests cannot run here, or null. Under CI a missing browser is a failure, not a skip. */
export function browserMissing(): string | null {
  if (existsSync(CHROMIUM)) return null;
  if (process.env.CI) throw new Error(`Chromium is not installed at ${CHROMIUM} (apt-get install -y chromium)`);
  return `Chromium is not installed at ${CHROMIUM} (apt-get install -y chromium)`;
}

export interface Call { name: string; arg: unknown }

export interface Harness {
  ctx: TestContext;
  /** The Ferry server's origin, e.g. http://localhost:41234 */
  ferryUrl: string;
  /** The host page's origin (another origin), e.g. http://127.0.0.1:41235 */
  hostUrl: string;
  browser: Browser;
  page: Page;
  /** Mounts one element in the host page with properties (forgetting the calls recorded so far); `callbacks` are recorded (see `calls`). */
  mount(tag: string, props?: Record<string, unknown>, callbacks?: string[]): Promise<void>;
  /** Callbacks and `ferry-*` DOM events raised so far (events as `event:<type>`), arguments serialised. */
  calls(): Promise<Call[]>;
  /** Waits until a call named `name` was recorded; answers its argument. */
  waitForCall(name: string, timeoutMs?: number): Promise<unknown>;
  /** Serious and critical axe-core violations inside `selector`. */
  axe(selector: string): Promise<Array<{ id: string; impact: string; help: string; nodes: number }>>;
  /** Saves a screenshot of the page; answers its path. */
  screenshot(name: string): Promise<string>;
  close(): Promise<void>;
}

const EVENTS = [
  'pipeline-create', 'pipeline-view', 'pipeline-update', 'pipeline-delete', 'close', 'connector-create', 'connector-view', 'connector-update', 'connector-delete',
  'tdm-create', 'execution-view', 'execution-run', 'success-continue', 'target-data-model-create', 'target-data-model-view', 'target-data-model-update',
  'target-data-model-delete', 'token-expired', 'execution-start',
];

function hostPage(ferryUrl: string, token: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host application</title>
<style>body{font-family:system-ui;margin:24px;background:#fff} main{max-width:1100px}</style>
<script src="${ferryUrl}/dp/embed/ferry-embed.js"></script></head>
<body><main><h1>Host application</h1><div id="root"></div></main>
<script>
  window.__token = ${JSON.stringify(token)};
  window.__calls = [];
  const describe = (v) => JSON.parse(JSON.stringify(v ?? null, (k, x) => typeof x === 'function' ? '[function]' : x));
  window.__record = (name, arg) => window.__calls.push({ name, arg: describe(arg) });
  // An event counts as 'event:<type>' only when it is an instance of its exported class
  // (FerryEmbed.FerryPipelineViewEvent for ferry-pipeline-view …); otherwise 'untyped-event:<type>'.
  const eventClass = (type) => window.FerryEmbed['Ferry' + type.replace(/(^|-)([a-z])/g, (_m, _d, c) => c.toUpperCase()) + 'Event'];
  for (const type of ${JSON.stringify(EVENTS)}) document.addEventListener('ferry-' + type, (e) => {
    const cls = eventClass(type);
    window.__record((cls && e instanceof cls ? 'event:' : 'untyped-event:') + type, e.detail);
  });
</script></body></html>`;
}

/** Builds the bundle when it is missing (npm ci and npm start build it; a test run after a fresh edit may not have). */
function ensureBundle() {
  if (existsSync(join(dist, 'ferry-embed.js'))) return;
  execFileSync(process.execPath, [join(root, 'packages/embed/scripts/build.ts')], { stdio: 'inherit' });
}

/**
 * Opens the harness. `database`: the server's database (PGlite by default; `postgres` needs
 * DATABASE_URL and gets a fresh database, dropped on close). `corsOrigins`: more origins allowed
 * to call the API (a second host page on another loopback origin). `locale`: the browser's
 * language (default en-US; the host page says `lang="en"`, which the elements follow unless removed).
 * `workers: false`: the runtime's queue and storage without its workers — uploads are accepted and
 * every execution stays PROCESSING.
 */
export async function openHarness(options: { runtime?: boolean; workers?: boolean; corsOrigins?: string[]; env?: Record<string, string>; database?: DatabaseKind; locale?: string } = {}): Promise<Harness> {
  ensureBundle();
  let page = '';
  const host: Server = createServer((req, res) => {
    if (req.url === '/' || req.url?.startsWith('/?')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  const hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  // Ferry listens on a port the operating system chooses; the links it makes (invitation mails)
  // point at it from then on.
  let ferryUrl = '';
  const ctx = await createTestContext(options.database ?? 'pglite', {
    runtime: options.runtime ?? true,
    workers: options.workers ?? true,
    env: { FERRY_CORS_ORIGINS: [hostUrl, ...(options.corsOrigins ?? [])].join(','), FERRY_TOKEN_RATE_LIMIT: '1000', ...options.env },
    publicUrl: () => ferryUrl,
  });
  await ctx.app.listen({ port: 0, host: 'localhost' });
  ferryUrl = `http://localhost:${(ctx.app.server.address() as AddressInfo).port}`;
  page = hostPage(ferryUrl, ctx.ownerToken);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  // The browser's language (navigator.languages): English unless a test asks for another, so that
  // the elements' texts do not depend on the machine's locale.
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 }, acceptDownloads: true, locale: options.locale ?? 'en-US' });
  // Waits scale with the machine's load (30 s on a quiet machine, up to 4 times that on a busy one),
  // as the process waits of the server tests do.
  context.setDefaultTimeout(scaled(30_000));
  const tab = await context.newPage();
  const consoleErrors: string[] = [];
  tab.on('pageerror', (e) => consoleErrors.push(String(e)));
  // What the browser could not load, and what it logged as errors: printed when the harness
  // closes, so that a page that never rendered in a loaded run leaves a trace in the log.
  tab.on('requestfailed', (r) => consoleErrors.push(`request failed: ${r.method()} ${r.url()} (${r.failure()?.errorText ?? 'unknown'})`));
  tab.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(`console error: ${m.text()}`);
  });
  await tab.goto(hostUrl + '/');
  await tab.waitForFunction(() => customElements.get('ferry-create-pipeline') !== undefined);
  const axeSource = readFileSync(join(root, 'node_modules/axe-core/axe.min.js'), 'utf8');

  const harness: Harness = {
    ctx, ferryUrl, hostUrl, browser, page: tab,
    async mount(tag, props = {}, callbacks = []) {
      await tab.evaluate(({ tag, props, callbacks }) => {
        (window as unknown as { __calls: unknown[] }).__calls.length = 0;
        const el = document.createElement(tag) as HTMLElement & Record<string, unknown>;
        el.accessToken = (window as unknown as { __token: string }).__token;
        Object.assign(el, props);
        for (const c of callbacks) el[c] = (arg: unknown) => (window as unknown as { __record: (n: string, a: unknown) => void }).__record(c, arg);
        document.getElementById('root')!.replaceChildren(el);
      }, { tag, props, callbacks });
    },
    calls: () => tab.evaluate(() => (window as unknown as { __calls: Call[] }).__calls),
    async waitForCall(name, timeoutMs = 15_000) {
      const handle = await tab.waitForFunction((n) => (window as unknown as { __calls: Call[] }).__calls.find((c) => c.name === n), name, { timeout: timeoutMs });
      return ((await handle.jsonValue()) as Call).arg;
    },
    async axe(selector) {
      // Evaluated through the DevTools protocol rather than added as an inline <script>, which the
      // platform's Content-Security-Policy refuses.
      if (!(await tab.evaluate(() => 'axe' in window))) await tab.evaluate(axeSource);
      return tab.evaluate(async (sel) => {
        const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: Array<{ id: string; impact: string; help: string; nodes: unknown[] }> }> } }).axe;
        const result = await axe.run({ include: [[sel]] }, { resultTypes: ['violations'] });
        return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.length }));
      }, selector);
    },
    async screenshot(name) {
      mkdirSync(SCREENSHOTS, { recursive: true });
      const path = join(SCREENSHOTS, `${name}.png`);
      await tab.screenshot({ path, fullPage: true });
      return path;
    },
    async close() {
      if (consoleErrors.length) console.log(`page errors: ${consoleErrors.join('\n')}`);
      await browser.close().catch(() => {});
      await ctx.close();
      await new Promise<void>((resolve) => host.close(() => resolve()));
    },
  };
  return harness;
}
