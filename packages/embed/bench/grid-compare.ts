/**
 * The grid comparison (`npm run bench:grid -- --compare`, or `node packages/embed/bench/grid-compare.ts`):
 * Ferry's own grid against framework-free library grids on the same page, data and measurements —
 * 100,000 rows × 10 columns in memory, one erroneous cell per row, marked by each grid.
 *
 * For each grid: its bundle size (minified, gzip, with its CSS), the first render (median of
 * `--openings` fresh pages), a 240-frame step scroll of one viewport per frame (frames later than
 * 25 ms, frames showing values, main-thread CPU per frame from a Chrome trace), jumps to 10 rows
 * (time until values), and serious/critical axe-core findings. Printed, never asserted.
 *
 * Options: --rows N (100000), --openings N (5), --grids own,tabulator,regular-table,canvas-datagrid
 */
import { createServer } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build, defaultClientConditions } from 'vite';
import { CHROMIUM, CHROMIUM_ARGS, axeFindings, jumpRows, median, table, traced } from './grid-trace.ts';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '100000' }, openings: { type: 'string', default: '5' }, grids: { type: 'string', default: 'own,tabulator,regular-table,canvas-datagrid' } }, strict: true });
const ROWS = Number(values.rows);
const OPENINGS = Number(values.openings);
const GRIDS = values.grids!.split(',');
const here = fileURLToPath(new URL('.', import.meta.url));
const root = join(here, '..');
const SHOTS = join(here, '../../../test-artifacts/screenshots');
mkdirSync(SHOTS, { recursive: true });

/** Builds the comparison page (one chunk per grid) into a temporary folder. */
async function buildPage(): Promise<string> {
  const out = mkdtempSync(join(tmpdir(), 'ferry-grid-compare-'));
  await build({
    root, configFile: false, logLevel: 'warn', resolve: { conditions: ['@ferry/source', ...defaultClientConditions] },
    build: { outDir: out, emptyOutDir: true, minify: true, target: 'es2022', cssCodeSplit: true, rollupOptions: { input: join(here, 'grid-page/entry.ts'), output: { entryFileNames: 'entry.js', chunkFileNames: '[name].js', format: 'es' } } },
  });
  return out;
}

/** The gzip size of what a grid adds to the page: its chunks (JS and CSS) other than the harness's. */
function gzipOf(dir: string, name: string): { bytes: number; gzip: number } {
  const files = readdirSync(dir).filter((f) => f.startsWith(name === 'own' ? 'own' : name) && /\.(js|css)$/.test(f));
  let bytes = 0;
  let gzip = 0;
  for (const f of files) {
    const b = readFileSync(join(dir, f));
    bytes += b.length;
    gzip += gzipSync(b, { level: 9 }).length;
  }
  return { bytes, gzip };
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' };

async function main() {
  const dir = await buildPage();
  const server = createServer((req, res) => {
    const path = new URL(req.url!, 'http://x').pathname;
    if (path === '/') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Grid comparison</title></head><body style="margin:16px;font-family:system-ui"><main><h1>Grid comparison</h1><div id="grid" style="width:1100px"></div></main><script type="module" src="/entry.js"></script></body></html>');
    const file = join(dir, path);
    try {
      if (!statSync(file).isFile()) throw new Error();
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const rows: string[][] = [['grid', 'gzip KB', 'first render ms', 'late frames', 'frames with values', 'CPU ms/frame', 'jump ms (median/max)', 'axe serious+critical', 'grid role', 'focus follows arrows']];
  try {
    for (const name of GRIDS) {
      try {
        await measureGrid(name);
      } catch (error) {
        console.log(`${name}: failed — ${String(error).split('\n')[0]}`);
        rows.push([name, 'failed']);
      }
    }
  } finally {
    await browser.close();
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`\nGrids on ${ROWS.toLocaleString('en')} rows × 10 columns in memory (first render: median of ${OPENINGS} openings)\n`);
  console.log(table(rows));

  async function measureGrid(name: string) {
      const firsts: number[] = [];
      for (let i = 0; i < OPENINGS; i++) {
        const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
        await page.goto(`${url}?grid=${name}`);
        await page.waitForFunction(() => 'benchMount' in window);
        try {
          firsts.push(await page.evaluate((n) => window.benchMount(n), ROWS));
        } catch (error) {
          await page.screenshot({ path: join(SHOTS, `grid-compare-${name}-failed.png`) });
          throw error;
        }
        if (i < OPENINGS - 1) await page.close();
        else {
          const title = await page.evaluate(() => window.benchGrid!.name);
          await page.screenshot({ path: join(SHOTS, `grid-compare-${name}.png`) });
          // Settle, then the step scroll under a trace.
          await page.waitForTimeout(500);
          const { result: scroll, mainThreadMs } = await traced(browser, page, () => page.evaluate(() => window.benchMeasure.stepScroll(window.benchGrid!, 240)));
          await page.evaluate(() => window.benchGrid!.setScroll(0));
          const jumpTimes = await page.evaluate((r) => window.benchMeasure.jumps(window.benchGrid!, r), jumpRows(10, ROWS));
          const axe = await axeFindings(page, '#grid');
          const semantics = await page.evaluate(() => {
            const deep = (root: ParentNode): Element[] => [...root.querySelectorAll('*')].flatMap((e) => [e, ...(e.shadowRoot ? deep(e.shadowRoot) : [])]);
            const host = document.getElementById('grid')!;
            const all = [...deep(host), ...(host.shadowRoot ? deep(host.shadowRoot) : [])];
            return all.some((e) => e.getAttribute('role') === 'grid') ? 'grid' : all.some((e) => e.tagName === 'TABLE' || e.getAttribute('role') === 'table') ? 'table' : all.some((e) => e.tagName === 'CANVAS') ? 'canvas (none)' : 'none';
          });
          // A real click on a cell of the second row, then ArrowDown: did the focused element change (the focus follows the active cell)?
          await page.evaluate(async () => {
            window.benchGrid!.setScroll(0);
            await new Promise((r) => requestAnimationFrame(r));
          });
          const box = (await page.locator('#grid').boundingBox())!;
          await page.mouse.click(box.x + 300, box.y + 90);
          const deepActive = () => {
            let a = document.activeElement;
            while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
            return a;
          };
          await page.evaluate(`(${deepActive.toString()})()?.setAttribute('data-bench-before', '')`);
          await page.keyboard.press('ArrowDown');
          const followed = await page.evaluate(`(() => { const a = (${deepActive.toString()})(); return !!a && a !== document.body && !a.hasAttribute('data-bench-before'); })()`) as boolean;
          const size = gzipOf(dir, name);
          rows.push([
            title, (size.gzip / 1024).toFixed(1), median(firsts).toFixed(1), `${scroll.late}/240`, `${scroll.withValues}/240`,
            (mainThreadMs / 240).toFixed(2), `${median(jumpTimes).toFixed(0)}/${Math.max(...jumpTimes).toFixed(0)}`,
            String(axe.reduce((n, v) => n + v.nodes, 0)) + (axe.length ? ` (${axe.map((v) => v.id).join(', ')})` : ''), semantics,
            followed ? 'yes' : 'no',
          ]);
          console.log(`${title}: first renders ${firsts.map((f) => f.toFixed(0)).join(', ')} ms; worst frame ${scroll.worstMs.toFixed(0)} ms`);
          await page.close();
        }
      }
  }
}

await main();
