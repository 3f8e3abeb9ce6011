/** The comparison's entry for regular-table (Apache-2.0): a <table> drawn from an async data model. */
import 'regular-table';
import css from 'regular-table/dist/css/material.css?inline';
import { BENCH_COLUMNS, type BenchRow } from '../grid-data.ts';
import { domGrid } from './dom-probe.ts';
import type { BenchGrid } from './measure.ts';

interface RegularTable extends HTMLElement {
  setDataListener(l: (x0: number, y0: number, x1: number, y1: number) => Promise<unknown>): void;
  addStyleListener(l: () => void): void;
  getMeta(td: Element): { y?: number; x?: number } | undefined;
  draw(): Promise<void>;
}

export function prepare(all: BenchRow[]) {
  return all;
}

export function mount(el: HTMLElement, all: ReturnType<typeof prepare>): BenchGrid {
  const rows = all.length;
  const style = document.createElement('style');
  style.textContent = css + 'regular-table{height:480px;position:relative;display:block} regular-table td.err{background:#fde2e2;color:#b91c1c}';
  document.head.append(style);
  const table = document.createElement('regular-table') as RegularTable;
  el.append(table);
  const keys = BENCH_COLUMNS.map((c) => c.key);
  const row = (i: number) => all[i]!;
  table.setDataListener(async (x0, y0, x1, y1) => {
    const data: string[][] = [];
    for (let x = x0; x < x1; x++) {
      const col: string[] = [];
      for (let y = y0; y < Math.min(y1, rows); y++) col.push(row(y).values[keys[x]!] ?? '');
      data.push(col);
    }
    const row_headers: string[][] = [];
    for (let y = y0; y < Math.min(y1, rows); y++) row_headers.push([String(row(y).row)]);
    return { num_rows: rows, num_columns: keys.length, data, row_headers, column_headers: keys.slice(x0, x1).map((k) => [BENCH_COLUMNS.find((c) => c.key === k)!.label]) };
  });
  table.addStyleListener(() => {
    for (const td of table.querySelectorAll('tbody td')) {
      const meta = table.getMeta(td);
      const bad = meta?.y !== undefined && meta.x !== undefined && !!row(meta.y).errors?.[keys[meta.x]!];
      td.classList.toggle('err', bad);
    }
  });
  void table.draw();
  const rowHeight = () => (table.querySelector('tbody tr') as HTMLElement | null)?.offsetHeight ?? 19;
  const headerHeight = () => {
    const head = table.querySelector('thead');
    return head ? head.getBoundingClientRect().bottom - table.getBoundingClientRect().top : 20;
  };
  return domGrid('regular-table 0.9.2', () => table, headerHeight, rowHeight,
    () => ((table.querySelector('tbody tr th') as HTMLElement | null)?.offsetWidth ?? 60) + 40,
    (e) => e.closest('td'),
    (e) => Number(e.closest('tr')?.querySelector('th')?.textContent ?? -1) - 2);
}
