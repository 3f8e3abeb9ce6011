/** The comparison's entry for Tabulator (MIT): DOM rows, its own virtual renderer, all rows in memory. */
import { TabulatorFull as Tabulator } from 'tabulator-tables';
import css from 'tabulator-tables/dist/css/tabulator.min.css?inline';
import { BENCH_COLUMNS, type BenchRow } from '../grid-data.ts';
import { domGrid } from './dom-probe.ts';
import type { BenchGrid } from './measure.ts';

export function prepare(all: BenchRow[]) {
  return all;
}

export function mount(el: HTMLElement, data: ReturnType<typeof prepare>): BenchGrid {
  const style = document.createElement('style');
  style.textContent = css + '.tabulator .tabulator-cell.err{background:#fde2e2;color:#b91c1c}';
  document.head.append(style);
  const holder = document.createElement('div');
  el.append(holder);
  new Tabulator(holder, {
    data,
    height: 480,
    renderVertical: 'virtual',
    layout: 'fitColumns',
    columns: [
      { title: 'Row', field: 'row', width: 76, frozen: true },
      ...BENCH_COLUMNS.map((c) => ({
        title: c.label, width: 150, field: `values.${c.key}`,
        formatter: (cell: { getValue(): unknown; getRow(): { getData(): BenchRow }; getElement(): HTMLElement }) => {
          const err = cell.getRow().getData().errors?.[c.key];
          cell.getElement().classList.toggle('err', !!err);
          if (err) cell.getElement().title = err.message;
          return String(cell.getValue() ?? '');
        },
      })),
    ],
  });
  const scroller = () => el.querySelector('.tabulator-tableholder') as HTMLElement;
  const rowHeight = () => (el.querySelector('.tabulator-row') as HTMLElement | null)?.offsetHeight ?? 30;
  return domGrid('Tabulator 6.5.3', scroller, () => 0, rowHeight, () => 76 + 150 + 75,
    (e) => e.closest('.tabulator-cell'),
    (e) => Number(e.closest('.tabulator-row')?.querySelector('.tabulator-cell')?.textContent ?? -1) - 2);
}
