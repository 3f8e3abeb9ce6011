/**
 * Find and replace over the review grid's cells: in one column of the rows the filter shows, in
 * the selected cells, or in every column of the rows the filter shows. The cells it would change
 * are counted first (the person sees the number before anything changes); the replacement is one
 * undoable step of the EditStore.
 */
import type { CellChange, EditStore } from './edit-store.ts';
import type { GridRow, PageReader, RowsQuery } from './types.ts';

export interface FindReplace {
  find: string;
  replace: string;
  /** Upper and lower case must match. */
  matchCase: boolean;
  /** Only cells whose whole value is `find` (else every occurrence inside a value is replaced). */
  whole: boolean;
}

/** The value after replacing, or null when the value does not match. `find` '' matches only empty cells (whole value). */
export function replaceIn(value: string | null, f: FindReplace): string | null {
  const text = value ?? '';
  if (f.whole || f.find === '') {
    const same = f.matchCase ? text === f.find : text.toLowerCase() === f.find.toLowerCase();
    return same && text !== f.replace ? f.replace : null;
  }
  const pattern = new RegExp(f.find.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), f.matchCase ? 'g' : 'gi');
  if (!pattern.test(text)) return null;
  pattern.lastIndex = 0;
  const out = text.replace(pattern, () => f.replace);
  return out === text ? null : out;
}

/** The changes a find and replace makes in `rows` for `keys` (staged values count over the server's). */
export function changesIn(rows: Iterable<GridRow>, keys: readonly string[], f: FindReplace, edits: EditStore): CellChange[] {
  const out: CellChange[] = [];
  for (const row of rows) {
    for (const key of keys) {
      const staged = edits.get(row.row, key);
      const original = row.values[key] ?? null;
      const next = replaceIn(staged ? staged.value : original, f);
      if (next !== null) out.push({ row: row.row, key, value: next, original });
    }
  }
  return out;
}

/**
 * Reads every row of the view `query` with only `keys`' values (pages of 5,000 rows for at most two
 * columns, else 500), reporting progress as rows read of rows in all.
 */
export async function readAll(read: PageReader, query: RowsQuery, keys: readonly string[], onProgress: (read: number, total: number) => void, signal: AbortSignal): Promise<GridRow[]> {
  const limit = keys.length <= 2 ? 5000 : 500;
  const q: RowsQuery = { ...query, columns: keys.join(',') };
  const rows: GridRow[] = [];
  let total = Infinity;
  for (let offset = 0; offset < total; offset += limit) {
    const page = await read(q, offset, limit, signal);
    total = page.matched;
    rows.push(...page.data);
    onProgress(rows.length, total);
    if (!page.data.length) break;
  }
  return rows;
}
