/**
 * A grid store read whole, for tests: every row with its values, errors and lineage chains keyed
 * by column key. Not for production use (it holds every row in memory).
 */
import type { GridStore } from './store-reader.ts';
import { gridValue } from './store-reader.ts';
import { valueText } from './format.ts';

export interface DumpedRow {
  row: number;
  values: Record<string, string | null>;
  errors: Record<string, { message: string; rule: string; value: string | null }>;
  traces: Record<string, { values: Array<string | null>; cleaned: boolean }>;
}

/** Every row of the store, in file order. */
export async function dumpStore(store: GridStore): Promise<DumpedRow[]> {
  const keys = store.footer.meta.columns;
  const out: DumpedRow[] = [];
  for (let i = 0; i < store.blockCount; i++) {
    const block = await store.blockWithTraces(i);
    for (let r = 0; r < block.body.n; r++) {
      const row: DumpedRow = { row: block.body.rowNumbers[r]!, values: {}, errors: {}, traces: {} };
      keys.forEach((key, c) => {
        const { value, error } = gridValue(block, r, c);
        row.values[key] = valueText(value);
        if (error) row.errors[key] = { message: error[3], rule: error[2], value: error[4] };
        const trace = block.body.traces(c).get(r);
        // An erroneous cell's one-value chain is its error's value as read: a split run's part
        // keeps it for a cell a deferred unique check fails later, one thread does not.
        const redundant = trace && error && !trace.cleaned && trace.values.length === 1 && valueText(trace.values[0]) === error[4];
        if (trace && !redundant) row.traces[key] = { values: trace.values.map((v) => valueText(v)), cleaned: trace.cleaned };
      });
      out.push(row);
    }
  }
  return out;
}
