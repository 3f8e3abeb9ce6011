/** The comparison's entry for canvas-datagrid (BSD-3-Clause): cells drawn on a canvas, all rows in memory. */
import canvasDatagrid from 'canvas-datagrid';
import { BENCH_COLUMNS, type BenchRow } from '../grid-data.ts';
import type { BenchGrid } from './measure.ts';

interface CanvasGrid {
  scrollTop: number;
  style: Record<string, unknown>;
  addEventListener(type: string, fn: (e: { cell: { rowIndex: number; columnIndex: number }; ctx: CanvasRenderingContext2D }) => void): void;
  height: number;
}

export function prepare(full: BenchRow[]) {
  return { full, data: full.map((r) => ({ row: r.row, ...r.values })) };
}

export function mount(el: HTMLElement, prepared: ReturnType<typeof prepare>): BenchGrid {
  const { full, data } = prepared;
  const keys = BENCH_COLUMNS.map((c) => c.key);
  const grid = (canvasDatagrid as unknown as (o: object) => CanvasGrid)({ parentNode: el, data, editable: true });
  grid.style.height = '480px';
  grid.style.width = '100%';
  (grid as unknown as { schema: unknown }).schema = [{ name: 'row', title: 'Row', width: 76 }, ...BENCH_COLUMNS.map((c) => ({ name: c.key, title: c.label, width: 150 }))];
  grid.addEventListener('rendercell', (e) => {
    const r = full[e.cell.rowIndex];
    const key = keys[e.cell.columnIndex - 1];
    if (r && key && r.errors?.[key]) e.ctx.fillStyle = '#fde2e2';
  });
  const rowHeight = 24;
  return {
    name: 'canvas-datagrid 0.26.0',
    getScroll: () => grid.scrollTop,
    setScroll: (y) => (grid.scrollTop = y),
    viewport: () => 480 - rowHeight * 2,
    // It draws every cell in view from memory in the scroll handler itself: there is no "not yet" state to see.
    valuesShown: () => true,
    firstVisible: () => Math.floor(grid.scrollTop / rowHeight),
    jump: (i) => (grid.scrollTop = i * rowHeight),
  };
}
