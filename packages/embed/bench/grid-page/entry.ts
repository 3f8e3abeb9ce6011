/**
 * The grid benchmarks' page: mounts the grid named in the page's query (own, tabulator,
 * regular-table, canvas-datagrid) on rows made in memory (the comparison) or read from a Ferry
 * server's `GET /execution/{id}/rows` (bench:grid's baseline).
 */
import * as measure from './measure.ts';
import type { BenchGrid } from './measure.ts';
import { benchRow, type BenchRow } from '../grid-data.ts';

import './entry-types.ts';

const loaders: Record<string, () => Promise<{ prepare(all: BenchRow[]): unknown; mount(el: HTMLElement, data: never): BenchGrid }>> = {
  own: () => import('./own.ts'),
  tabulator: () => import('./tabulator.ts'),
  'regular-table': () => import('./regular-table.ts'),
  'canvas-datagrid': () => import('./canvas-datagrid.ts'),
};

async function mountWith(all: BenchRow[]): Promise<number> {
  const name = new URLSearchParams(location.search).get('grid') ?? 'own';
  const lib = await loaders[name]!();
  const el = document.getElementById('grid')!;
  const data = lib.prepare(all);
  const start = performance.now();
  window.benchGrid = lib.mount(el, data as never);
  return (await measure.untilValues(() => window.benchGrid)) - start;
}

window.benchMeasure = measure;
window.benchGrid = null;
/** Mounts the grid on `rows` rows (made in memory first, not timed) and answers the time until its first rows showed values (ms). */
window.benchMount = (rows: number) => mountWith(Array.from({ length: rows }, (_, i) => benchRow(i)));
/** Reads every row of an execution from the server (not timed), then mounts the grid on them: the time until values (ms). */
window.benchMountRemote = async (base: string, token: string, executionId: string) => {
  const all: BenchRow[] = [];
  for (let offset = 0; ; offset += 500) {
    const r = await fetch(`${base}/dp/api/v1/execution/${executionId}/rows?offset=${offset}&limit=500`, { headers: { authorization: `Bearer ${token}` } });
    if (!r.ok) throw new Error(`GET rows answered ${r.status}`);
    const page = (await r.json()) as { data: BenchRow[]; matched: number };
    all.push(...page.data);
    if (!page.data.length || all.length >= page.matched) break;
  }
  return mountWith(all);
};
