/**
 * The review grid's benchmark (`npm run bench:grid`): a real `ferry start` (embedded database) with
 * an execution of 100,000 rows × 10 columns with one erroneous cell per row, reached as a person
 * reaches it — the platform's sign-in, then the execution's page — in headless Chromium.
 *
 * Figures, for Ferry's grid (ferry-execution-details in the platform) and for a baseline measured
 * in the same run on the same server and data:
 *   - first render: from the answer of the first rows request to the paint of the first values
 *     (median of `--openings` openings of the page);
 *   - a 240-frame step scroll of one viewport per frame: frames later than 25 ms, frames whose rows
 *     in view show values (not "Loading…"), main-thread CPU per frame (Chrome trace);
 *   - jumps to 10 rows (as a scroll-bar drag does): time until their values show (median, max);
 *   - serious and critical axe-core findings;
 *   - a scripted scroll sent as input (bench/grid-frames.ts: a fling, page-downs, a horizontal
 *     scroll) on a fresh opening of the page: frames, late frames (> 16.7 ms), long animation
 *     frames, main-thread CPU per frame; its baseline is a plain static HTML table of the grid's
 *     visible size, scrolled the same way in the same run.
 * The baseline is canvas-datagrid (BSD-3-Clause), the library grid that did best in the grid
 * comparison (bench/grid-compare.ts; docs/performance.md says why), on a page of its own that first
 * reads every row of the same execution through the same API. Targets (issue 31): first render ≤
 * 100 ms, ≤ 10 late frames, values in ≥ 230 frames, ≤ 5 ms CPU per frame, jump ≤ 300 ms, 0 axe
 * findings. Figures are printed, never asserted; run it a few times on a loaded machine.
 *
 * Targets of the scripted scroll (the same issue): ≤ 5 ms CPU per frame, ≤ 10 late frames.
 *
 * Options: --rows N (100000), --openings N (7), --no-baseline, --frames-only (one opening and the
 * scripted scroll with its baseline, nothing else), --no-frames, --breakdown (where each grid's main-thread
 * time went during the scroll, by trace event), --trace PREFIX (write each grid's Chrome trace of the scroll to
 * PREFIX-own.json and PREFIX-baseline.json), --keep (leave the server up, print its URL)
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { execFileSync } from 'node:child_process';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build, defaultClientConditions } from 'vite';
import { ApiClient } from '../../../apps/server/bench/api-client.ts';
import { stopProcess } from '../../../apps/server/bench/scenario.ts';
import { listeningUrl, startFerry } from '../../../apps/server/test/helpers/process.ts';
import { BENCH_COLUMNS, benchCells } from './grid-data.ts';
import { CHROMIUM, CHROMIUM_ARGS, axeFindings, jumpRows, median, table, traced } from './grid-trace.ts';
import { TABLE_ROWS, scriptedScroll, staticTableHtml, type PartFigures } from './grid-frames.ts';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '100000' }, openings: { type: 'string', default: '7' }, 'no-baseline': { type: 'boolean', default: false }, breakdown: { type: 'boolean', default: false }, 'frames-only': { type: 'boolean', default: false }, 'no-frames': { type: 'boolean', default: false }, trace: { type: 'string' }, keep: { type: 'boolean', default: false } }, strict: true });
const ROWS = Number(values.rows);
const FRAMES_ONLY = values['frames-only'];
const OPENINGS = FRAMES_ONLY ? 1 : Number(values.openings);
const here = fileURLToPath(new URL('.', import.meta.url));
const root = join(here, '../../..');
const LICENSE = 'grid-bench-license-0001';
const OWNER = 'owner@grid-bench.example';
const PASSWORD = 'grid-bench-password';

/** What one grid measured. */
interface Figures { name: string; firstRenders: number[]; late: number; withValues: number; cpuPerFrame: number; jumps: number[]; axe: number; axeIds: string[] }

function csv(rows: number): Blob {
  const lines = [BENCH_COLUMNS.map((c) => c.label).join(',')];
  for (let i = 0; i < rows; i++) lines.push(benchCells(i).map((v) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)).join(','));
  return new Blob([lines.join('\n') + '\n'], { type: 'text/csv' });
}

/** Builds the probe (a plain script) and the baseline page's bundle. */
async function buildPages(): Promise<{ probe: string; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'ferry-grid-bench-'));
  await build({ root: join(here, '..'), configFile: false, logLevel: 'warn', resolve: { conditions: ['@ferry/source', ...defaultClientConditions] }, build: { outDir: join(dir, 'probe'), emptyOutDir: true, minify: false, lib: { entry: join(here, 'grid-page/probe.ts'), formats: ['iife'], name: 'FerryGridProbe', fileName: () => 'probe.js' } } });
  await build({ root: join(here, '..'), configFile: false, logLevel: 'warn', resolve: { conditions: ['@ferry/source', ...defaultClientConditions] }, build: { outDir: join(dir, 'page'), emptyOutDir: true, minify: true, target: 'es2022', rollupOptions: { input: join(here, 'grid-page/entry.ts'), output: { entryFileNames: 'entry.js', chunkFileNames: '[name].js', format: 'es' } } } });
  return { probe: readFileSync(join(dir, 'probe/probe.js'), 'utf8'), dir };
}

async function setUp(api: ApiClient): Promise<string> {
  await api.login(LICENSE, OWNER);
  const tdm = await api.call('POST', '/tdm', { name: 'Customers (grid benchmark)', columns: BENCH_COLUMNS.map((c) => ({ key: c.key, label: c.label, columnType: c.type, validations: [] })) });
  const input = await api.call('POST', '/connector', { name: 'Customer uploads', type: 'INPUT', node_type: 'MANUAL', configuration: {} });
  const output = await api.call('POST', '/connector', { name: 'Download', type: 'OUTPUT', node_type: 'MANUAL', configuration: {} });
  const pipeline = await api.call('POST', '/pipeline', {
    name: 'Customers',
    configuration: {
      input_connectors: [input.id], output_connectors: [output.id], tdm: tdm.id, error_config: { error_threshold: 0 },
      mapping_config: { mode: 'EXACT', mappings: BENCH_COLUMNS.map((c) => ({ source_columns: [c.label], target_column: c.key })) },
    },
  });
  const execution = await api.upload(input.id, 'customers.csv', csv(ROWS));
  for (;;) {
    const e = await api.call<{ status: string; stats?: { erroneous_cells: number } }>('GET', `/execution/${execution.id}`);
    if (e.status !== 'PROCESSING') {
      process.stdout.write(`execution ${execution.id}: ${e.status}, ${e.stats?.erroneous_cells} erroneous cells (pipeline ${pipeline.id})\n`);
      return execution.id;
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** Scroll, CPU, jumps and axe of the grid the page holds (`window.benchGrid`). */
async function measureGrid(browser: Browser, page: Page, name: string, firstRenders: number[], axeSelector: string | string[], traceFile?: string): Promise<Figures> {
  await page.waitForTimeout(1000);
  await page.evaluate(() => window.benchGrid!.setScroll(0));
  await page.waitForTimeout(500);
  const { result: scroll, mainThreadMs, byName } = await traced(browser, page, () => page.evaluate(() => window.benchMeasure.stepScroll(window.benchGrid!, 240)), traceFile);
  if (values.breakdown) console.log(`${name}, ms per frame by trace event:\n${byName.slice(0, 25).map(([n, ms]) => `  ${(ms / 240).toFixed(2)}  ${n}`).join('\n')}`);
  const total = ROWS;
  const jumps = await page.evaluate((r) => window.benchMeasure.jumps(window.benchGrid!, r), jumpRows(10, total, 11));
  const axe = await axeFindings(page, axeSelector);
  return { name, firstRenders, late: scroll.late, withValues: scroll.withValues, cpuPerFrame: mainThreadMs / 240, jumps, axe: axe.reduce((n, v) => n + v.nodes, 0), axeIds: axe.map((v) => v.id) };
}

async function main() {
  for (const [dist, script] of [['packages/embed/dist/ferry-embed.js', 'packages/embed/scripts/build.ts'], ['apps/platform/dist/index.html', 'apps/platform/scripts/build.ts']] as const) {
    if (!existsSync(join(root, dist))) execFileSync(process.execPath, [join(root, script)], { stdio: 'inherit' });
  }
  const { probe, dir } = await buildPages();
  const work = mkdtempSync(join(tmpdir(), 'ferry-grid-bench-data-'));
  const host = createServer((req, res) => {
    const url = new URL(req.url!, 'http://x');
    const path = url.pathname;
    if (path === '/static-table') return void res.writeHead(200, { 'content-type': 'text/html' }).end(staticTableHtml(Number(url.searchParams.get('w')), Number(url.searchParams.get('h')), TABLE_ROWS, '/entry.js'));
    if (path === '/') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Baseline grid</title></head><body style="margin:16px;font-family:system-ui"><main><h1>Baseline grid</h1><div id="grid" style="width:1100px"></div></main><script type="module" src="/entry.js"></script></body></html>');
    try {
      const body = readFileSync(join(dir, 'page', path));
      res.writeHead(200, { 'content-type': path.endsWith('.css') ? 'text/css' : 'text/javascript' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  const hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  const ferry = startFerry(['start', '--role', 'all'], {
    PORT: '0', FERRY_DATA_DIR: join(work, 'data'), FERRY_SECRET_KEY: randomBytes(32).toString('hex'),
    FERRY_BOOTSTRAP_LICENSE_KEY: LICENSE, FERRY_BOOTSTRAP_OWNER_EMAIL: OWNER, FERRY_BOOTSTRAP_OWNER_PASSWORD: PASSWORD,
    FERRY_CORS_ORIGINS: hostUrl, FERRY_TOKEN_RATE_LIMIT: '1000', LOG_LEVEL: 'warn',
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const results: Figures[] = [];
  const frames: Array<{ name: string; parts: PartFigures[] }> = [];
  try {
    const ferryUrl = await listeningUrl(ferry, 120_000);
    const api = new ApiClient(`${ferryUrl}/dp/api/v1`);
    await api.waitHealthy(() => ferry.child.exitCode === null);
    const executionId = await setUp(api);

    // Ferry's grid, as a person reaches it: sign in, then the execution's page.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript({ content: probe });
    const page = await context.newPage();
    await page.goto(`${ferryUrl}/`);
    await page.getByRole('textbox', { name: 'E-mail address' }).fill(OWNER);
    await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const firsts: number[] = [];
    for (let i = 0; i < OPENINGS; i++) {
      await page.goto(`${ferryUrl}/executions/${executionId}`);
      firsts.push((await page.evaluate(() => window.benchFirstValues)).afterData);
    }
    if (values.keep) process.stdout.write(`the execution's page: ${ferryUrl}/executions/${executionId} (sign in as ${OWNER} / ${PASSWORD})\n`);
    if (!FRAMES_ONLY) results.push(await measureGrid(browser, page, 'Ferry grid (platform page)', firsts, 'ferry-platform', values.trace && `${values.trace}-own.json`));

    if (!values['no-frames']) {
      // A fresh opening: the rows the scroll reaches are read as it goes, as when a person does it.
      await page.goto(`${ferryUrl}/executions/${executionId}`);
      await page.evaluate(() => window.benchFirstValues);
      const size = await page.evaluate(() => {
        const el = window.benchScroller()!;
        return { w: Math.round(el.getBoundingClientRect().width), h: Math.round(el.getBoundingClientRect().height) };
      });
      frames.push({
        name: 'Ferry grid (platform page)',
        parts: await scriptedScroll({
          page,
          ready: () => page.evaluate(() => window.benchMeasure.untilValues(() => window.benchGrid)).then(() => undefined),
          async focus() {
            const b = await page.evaluate(() => window.benchScroller()!.getBoundingClientRect().toJSON() as DOMRect);
            await page.mouse.click(b.x + 76 + 75, b.y + 32 + 16);
          },
        }),
      });
      const base = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await base.goto(`${hostUrl}/static-table?w=${size.w}&h=${size.h}`);
      await base.waitForFunction(() => 'benchMeasure' in window);
      frames.push({
        name: `static table, ${size.w} × ${size.h} px, ${TABLE_ROWS.toLocaleString('en')} rows (baseline)`,
        parts: await scriptedScroll({ page: base, ready: async () => {}, focus: () => base.evaluate(() => window.benchScroller()!.focus()) }),
      });
      await base.close();
    }
    await context.close();

    if (!values['no-baseline'] && !FRAMES_ONLY) {
      const base = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const baseFirsts: number[] = [];
      for (let i = 0; i < Math.min(OPENINGS, 3); i++) {
        await base.goto(`${hostUrl}/?grid=canvas-datagrid`);
        await base.waitForFunction(() => 'benchMountRemote' in window);
        baseFirsts.push(await base.evaluate(({ b, t, id }) => window.benchMountRemote(b, t, id), { b: ferryUrl, t: api.accessToken, id: executionId }));
      }
      results.push(await measureGrid(browser, base, 'canvas-datagrid 0.26.0 (baseline)', baseFirsts, '#grid', values.trace && `${values.trace}-baseline.json`));
      await base.close();
    }
  } finally {
    await browser.close();
    if (!values.keep) {
      await stopProcess(ferry);
      host.close();
      rmSync(work, { recursive: true, force: true });
    }
    rmSync(dir, { recursive: true, force: true });
  }
  printFrames(frames);
  if (FRAMES_ONLY) return;
  const target = ['issue 31 target', '≤ 100', '≤ 10/240', '≥ 230/240', '≤ 5', '≤ 300', '0'];
  const before = ['before (issue 31: erroneous-cell list)', '86', '55/240', '44/240', '7.3', '20,000–28,000', '—'];
  console.log(`\n${ROWS.toLocaleString('en')} rows × 10 columns, one erroneous cell per row; first render: median of the openings (all listed); jump: median / max of 10\n`);
  console.log(table([
    ['grid', 'first render ms', 'late frames', 'frames with values', 'CPU ms/frame', 'jump ms', 'axe serious+critical'],
    ...results.map((r) => [r.name, `${median(r.firstRenders).toFixed(0)} (${r.firstRenders.map((f) => f.toFixed(0)).join(', ')})`, `${r.late}/240`, `${r.withValues}/240`, r.cpuPerFrame.toFixed(2), `${median(r.jumps).toFixed(0)} / ${Math.max(...r.jumps).toFixed(0)}`, `${r.axe}${r.axeIds.length ? ` (${r.axeIds.join(', ')})` : ''}`]),
    target, before,
  ]));
  if (results.length === 2) {
    const [own, baseline] = results as [Figures, Figures];
    console.log(`\nratios own / baseline: CPU per frame ${(own.cpuPerFrame / baseline.cpuPerFrame).toFixed(2)}, late frames ${own.late}/${baseline.late}, jump median ${(median(own.jumps) / Math.max(1, median(baseline.jumps))).toFixed(2)}`);
  }
}

await main();

/** The scripted scroll's figures, each grid's parts, the ratios to the baseline and the targets. */
function printFrames(frames: Array<{ name: string; parts: PartFigures[] }>): void {
  if (!frames.length) return;
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  console.log(`\nscripted scroll (fling 22,500 px, 20 page-downs, 480 px right and back), load average ${load}; CPU = renderer main thread's thread time (CDP ThreadTime), tasks = its tasks' wall time (TaskDuration)\n`);
  const rows = [['grid', 'part', 'frames', 'moved', 'late (> 16.7 ms)', 'worst ms', 'long anim. frames (ms)', 'CPU ms/frame', 'tasks ms/frame', 'script ms/frame', 'style+layout ms/frame']];
  for (const f of frames) {
    for (const p of f.parts) {
      const per = (ms: number) => (ms / Math.max(1, p.frames)).toFixed(2);
      rows.push([f.name, p.part, String(p.frames), String(p.moved), String(p.late), p.worstMs.toFixed(0), `${p.loaf} (${p.loafMs.toFixed(0)})`, per(p.cpuMs), per(p.taskMs), per(p.scriptMs), per(p.styleLayoutMs)]);
    }
  }
  console.log(table(rows));
  const [own, base] = frames;
  const all = (f: { parts: PartFigures[] }) => f.parts[f.parts.length - 1]!;
  const cpu = (p: PartFigures) => p.cpuMs / Math.max(1, p.frames);
  if (own) {
    const a = all(own);
    console.log(`\ntarget (issue 31): ≤ 5 ms CPU per frame, ≤ 10 late frames. Ferry grid, all three parts: ${cpu(a).toFixed(2)} ms per frame (${cpu(a) <= 5 ? 'met' : 'not met'}), ${a.late} late frames (${a.late <= 10 ? 'met' : 'not met'}), ${a.loaf} long animation frames`);
    if (base) {
      for (const [i, p] of own.parts.entries()) {
        const b = base.parts[i]!;
        console.log(`  ${p.part.padEnd(10)} grid ÷ static table: CPU per frame ${(cpu(p) / Math.max(0.001, cpu(b))).toFixed(2)} (${cpu(p).toFixed(2)} / ${cpu(b).toFixed(2)} ms), late frames ${p.late} / ${b.late}, long animation frames ${p.loaf} / ${b.loaf}`);
      }
    }
  }
}
