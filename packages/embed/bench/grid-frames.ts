/**
 * bench:grid's scripted scroll (the frame figures): the same input, sent through the DevTools
 * protocol as a person's wheel and keys arrive, to Ferry's grid and to a baseline page, in three parts:
 *
 *   - fling: from the top, 22,500 px down in four wheel gestures of falling speed (12,000, 6,000,
 *     3,000, 1,500 px/s, a second each: 200 px, about 6 rows, a frame at first), as a flick's
 *     momentum scroll arrives;
 *   - page-downs: from the top, Page Down 20 times, one every 50 ms (a held key's repeat), with the
 *     focus in the grid (on its first cell; the baseline's scroller);
 *   - horizontal: from the left, 480 px right at 1,200 px/s, then back.
 *
 * For each part: frames rendered (requestAnimationFrame callbacks), late frames (intervals over one
 * frame at 60 Hz, 16.7 ms), long animation frames (PerformanceObserver 'long-animation-frame':
 * frames whose work took over 50 ms), and main-thread CPU per frame (CDP Performance.getMetrics:
 * the renderer main thread's ThreadTime delta, its thread time, ÷ frames; TaskDuration, the wall
 * time of its tasks, beside it). A part ends when the scroll position has not changed for 6 frames.
 *
 * The baseline (staticTableHtml): a plain static HTML table of the same visible size, cells, texts,
 * row height, column widths and marks, no script; it shows the browser's own cost of scrolling the
 * same pixels, so the ratio grid ÷ table is what the grid adds. Its row numbers are not sticky: a
 * sticky cell in each of its 1,000 rows costs it about 4 ms of main-thread time a frame more
 * (measured), which would make the baseline slower than the grid and the ratio flattering.
 * Figures are printed, never asserted.
 */
import type { CDPSession, Page } from 'playwright-core';
import { BENCH_COLUMNS, benchCells, benchRow } from './grid-data.ts';
import type { FrameFigures } from './grid-page/measure.ts';

/** One part's figures: the page's frames and the main thread's time (ms, whole part). */
export interface PartFigures extends FrameFigures {
  part: string;
  /** Main-thread CPU (ThreadTime), wall time of its tasks (TaskDuration), of scripts, of style and layout (ms). */
  cpuMs: number;
  taskMs: number;
  scriptMs: number;
  styleLayoutMs: number;
}

/** A page to scroll: `window.benchScroller()` answers its scrolling element. */
export interface FramesTarget {
  page: Page;
  /** Gives the focus to what Page Down scrolls (the scroller is at the top-left then). */
  focus(): Promise<void>;
  /** Waits until the rows in view are drawn (after a reset to the top-left). */
  ready(): Promise<void>;
}

/** Rows of the static table (32,000 px): the parts reach 22,500 px (the fling) and 20 pages of ~450 px. */
export const TABLE_ROWS = 1_000;
const FLING = [12000, 6000, 3000, 1500];
const PAGE_DOWNS = 20;
const SIDEWAYS = 480;

async function metrics(cdp: CDPSession): Promise<Map<string, number>> {
  const { metrics: m } = (await cdp.send('Performance.getMetrics')) as { metrics: Array<{ name: string; value: number }> };
  return new Map(m.map((x) => [x.name, x.value]));
}

async function box(page: Page): Promise<{ x: number; y: number; width: number; height: number }> {
  return page.evaluate(() => {
    const r = window.benchScroller()!.getBoundingClientRect();
    return { x: r.left, y: r.top, width: r.width, height: r.height };
  });
}

/** Runs `act` as one part: the recording and the metrics around it, until the position settled. */
async function part(cdp: CDPSession, page: Page, name: string, act: () => Promise<void>): Promise<PartFigures> {
  await page.evaluate(() => (window.benchRecording = window.benchMeasure.recordFrames(() => window.benchScroller())));
  const before = await metrics(cdp);
  await act();
  await page.evaluate(() => window.benchRecording!.settled(6));
  const after = await metrics(cdp);
  const frames = await page.evaluate(() => window.benchRecording!.stop());
  const d = (k: string) => ((after.get(k) ?? 0) - (before.get(k) ?? 0)) * 1000;
  return { part: name, ...frames, cpuMs: d('ThreadTime'), taskMs: d('TaskDuration'), scriptMs: d('ScriptDuration'), styleLayoutMs: d('RecalcStyleDuration') + d('LayoutDuration') };
}

async function reset(t: FramesTarget): Promise<void> {
  await t.page.evaluate(() => {
    const el = window.benchScroller()!;
    el.scrollTop = 0;
    el.scrollLeft = 0;
  });
  await t.ready();
  await t.page.waitForTimeout(500);
}

/** The scripted scroll (fling, page-downs, horizontal) on `t`: each part's figures and the three together. */
export async function scriptedScroll(t: FramesTarget): Promise<PartFigures[]> {
  const { page } = t;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const out: PartFigures[] = [];
  const gesture = (b: { x: number; y: number; width: number; height: number }, o: { xDistance?: number; yDistance?: number; speed: number }) =>
    cdp.send('Input.synthesizeScrollGesture', { x: b.x + b.width / 2, y: b.y + b.height / 2, gestureSourceType: 'mouse', ...o });
  await reset(t);
  const b = await box(page);
  out.push(await part(cdp, page, 'fling', async () => {
    for (const speed of FLING) await gesture(b, { yDistance: -speed, speed });
  }));
  await reset(t);
  await t.focus();
  await page.waitForTimeout(300);
  out.push(await part(cdp, page, 'page-downs', async () => {
    for (let i = 0; i < PAGE_DOWNS; i++) {
      await page.keyboard.press('PageDown');
      await page.waitForTimeout(50);
    }
  }));
  await reset(t);
  out.push(await part(cdp, page, 'horizontal', async () => {
    await gesture(b, { xDistance: -SIDEWAYS, speed: 1200 });
    await gesture(b, { xDistance: SIDEWAYS, speed: 1200 });
  }));
  await cdp.detach();
  const sum = (k: keyof PartFigures) => out.reduce((n, p) => n + (p[k] as number), 0);
  out.push({
    part: 'all three', frames: sum('frames'), late: sum('late'), worstMs: Math.max(...out.map((p) => p.worstMs)), moved: sum('moved'), wallMs: sum('wallMs'),
    loaf: sum('loaf'), loafMs: sum('loafMs'), loafBlockingMs: sum('loafBlockingMs'), cpuMs: sum('cpuMs'), taskMs: sum('taskMs'), scriptMs: sum('scriptMs'), styleLayoutMs: sum('styleLayoutMs'),
  });
  return out;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * The baseline page: a static table in a scroller of `width` × `height` px (the grid's, opaque as
 * the grid's is), with the grid's header (sticky), row numbers (not sticky), 32 px rows, column widths, cell borders, ellipsis and
 * the erroneous cells' marks, for `rows` rows of the bench's data. `entry`: the benchmark page's
 * module (it puts benchMeasure on window).
 */
export function staticTableHtml(width: number, height: number, rows: number, entry: string): string {
  const cols = BENCH_COLUMNS.length;
  const body: string[] = [];
  for (let i = 0; i < rows; i++) {
    const errs = benchRow(i).errors ?? {};
    body.push(`<tr><th>${i + 2}</th>${benchCells(i).map((v, j) => `<td${errs[BENCH_COLUMNS[j]!.key] ? ' class="e"' : ''}>${esc(v)}</td>`).join('')}</tr>`);
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Static table</title><style>
body{margin:16px;font-family:system-ui}
#s{background:#fff;width:${width}px;height:${height}px;overflow:auto;border:1px solid #ccc;font-variant-numeric:tabular-nums}
table{table-layout:fixed;border-collapse:separate;border-spacing:0;width:${76 + 150 * cols}px}
col.rn{width:76px} col.c{width:150px}
th,td{height:32px;box-sizing:border-box;line-height:31px;padding:0 8px;border-right:1px solid #ddd;border-bottom:1px solid #ddd;overflow:hidden;text-overflow:ellipsis;white-space:pre;background:#fff;text-align:left;font-weight:normal}
thead th{position:sticky;top:0;z-index:3;background:#f6f6f6;font-weight:600}
tbody th{background:#f6f6f6;color:#666;text-align:right}
thead th:first-child{left:0;z-index:4}
td.e{background:#fde2e2;color:#b91c1c;border-bottom:2px solid #b91c1c}
</style></head><body><main><h1>Static table</h1><div id="s" tabindex="0"><table><colgroup><col class="rn">${'<col class="c">'.repeat(cols)}</colgroup>
<thead><tr><th>Row</th>${BENCH_COLUMNS.map((c) => `<th>${c.label}</th>`).join('')}</tr></thead><tbody>${body.join('')}</tbody></table></div></main>
<script type="module" src="${entry}"></script><script>window.benchScroller = () => document.getElementById('s');</script></body></html>`;
}
