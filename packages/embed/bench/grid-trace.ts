/**
 * Shared by the grid benchmarks: Chromium launch options, main-thread CPU from a Chrome trace, axe
 * findings, and figures as text.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const root = fileURLToPath(new URL('../../..', import.meta.url));

interface TraceEvent { name: string; ph: string; pid: number; tid: number; dur?: number; tdur?: number; ts: number; args?: { name?: string } }

/**
 * Runs `work` under a Chrome trace (CDP Tracing, through Playwright) and answers the renderer main
 * thread's CPU time during it (the sum of its top-level tasks' thread time, ms — not their wall
 * time, which a loaded machine stretches), with `work`'s answer. `save`: a file to write the raw trace to
 * (it opens in Chrome DevTools' Performance panel or https://ui.perfetto.dev).
 */
export async function traced<T>(browser: Browser, page: Page, work: () => Promise<T>, save?: string): Promise<{ result: T; mainThreadMs: number; byName: Array<[string, number]> }> {
  await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  const result = await work();
  const buffer = await browser.stopTracing();
  if (save) writeFileSync(save, buffer);
  const events = (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const mains = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const busy = new Map<string, number>();
  const names = new Map<string, Map<string, number>>();
  // A task is traced as RunTask with ThreadControllerImpl::RunTask inside it: count one of the two.
  const task = events.some((e) => e.ph === 'X' && e.name === 'RunTask') ? 'RunTask' : 'ThreadControllerImpl::RunTask';
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.ph === 'X' && mains.has(thread)) {
      const m = names.get(thread) ?? new Map<string, number>();
      m.set(e.name, (m.get(e.name) ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000);
      names.set(thread, m);
    }
    if (e.ph !== 'X' || e.name !== task) continue;
    const key = `${e.pid}:${e.tid}`;
    if (mains.has(key)) busy.set(key, (busy.get(key) ?? 0) + (e.tdur ?? e.dur ?? 0));
  }
  // The page's renderer is the busiest main thread; byName: where its time went (nested events overlap).
  const [main] = [...busy].sort((a, b) => b[1] - a[1]);
  const byName = [...(names.get(main?.[0] ?? '') ?? new Map<string, number>())].sort((a, b) => b[1] - a[1]);
  return { result, mainThreadMs: (main?.[1] ?? 0) / 1000, byName };
}

/** Serious and critical axe-core findings inside `selector` (which may be inside open shadow roots). */
export async function axeFindings(page: Page, selector: string | string[]): Promise<Array<{ id: string; impact: string; nodes: number }>> {
  // Evaluated, not added as a script element: the platform's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(`${readFileSync(join(root, 'node_modules/axe-core/axe.min.js'), 'utf8')}\n;0`);
  return page.evaluate(async (sel) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: Array<{ id: string; impact: string; nodes: unknown[] }> }> } }).axe;
    const include = typeof sel === 'string' ? [[sel]] : [sel];
    const result = await axe.run({ include }, { resultTypes: ['violations'] });
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length }));
  }, selector);
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2) : Number.NaN;
};

/** A text table: the first row is the header. */
export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows.map((r, j) => {
    const line = r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
    return j === 0 ? `${line}\n${widths.map((w) => '-'.repeat(w)).join('  ')}` : line;
  }).join('\n');
}

/** The same pseudo-random rows in every run (a linear congruential sequence). */
export function jumpRows(count: number, total: number, seed = 7): number[] {
  let x = seed;
  return Array.from({ length: count }, () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return Math.floor((x / 2147483648) * (total - 40));
  });
}
