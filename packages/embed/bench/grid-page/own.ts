/** The comparison's entry for Ferry's own grid (the same modules as ferry-execution-details) on in-memory rows. */
import { baseStyles } from '../../src/base/styles.ts';
import { gridStyles } from '../../src/base/grid/grid.styles.ts';
import { GridView, ROW_HEIGHT } from '../../src/base/grid/grid-view.ts';
import { GridInput } from '../../src/base/grid/grid-input.ts';
import { RowSource } from '../../src/base/grid/row-source.ts';
import { EditStore } from '../../src/base/grid/edit-store.ts';
import type { PageReader } from '../../src/base/grid/types.ts';
import { BENCH_COLUMNS, type BenchRow } from '../grid-data.ts';
import { ownGrid } from './own-probe.ts';
import type { BenchGrid } from './measure.ts';

/** All rows in memory, as the libraries get them (the reader answers pages from them at once). */
export function prepare(all: BenchRow[]) {
  return all;
}

export function mount(el: HTMLElement, all: ReturnType<typeof prepare>): BenchGrid {
  const rows = all.length;
  const root = el.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [baseStyles.styleSheet!, gridStyles.styleSheet!];
  const host = document.createElement('div');
  host.className = 'g-host';
  root.append(host);
  const read: PageReader = async (_q, offset, limit) => {
    const data = all.slice(offset, offset + limit);
    return { data, matched: rows, counts_by_column: {}, counts_by_rule: {} };
  };
  const source = new RowSource(read);
  const edits = new EditStore(null);
  const view = new GridView(host, { label: 'Rows', columns: BENCH_COLUMNS.map((c) => ({ ...c, width: 150 })), source, edits, editable: () => true });
  new GridInput(view);
  source.onChange = () => view.render();
  view.render();
  return ownGrid('Ferry grid', () => view.scroller, ROW_HEIGHT);
}
