/**
 * Header names from a header row: every column gets a non-empty, distinct name.
 *
 * Rules (docs/engine.md "Header row"):
 * - A cell's text is trimmed and inner whitespace (including line breaks) collapsed to one space;
 *   numbers and dates become their text (a year header 2024 becomes "2024").
 * - An empty header cell is named by its 1-based position: `Column 3`.
 * - A repeated name gets a suffix from its second occurrence on: `Name`, `Name (2)`, `Name (3)`,
 *   skipping any suffix that is itself already a header (`Name (2)` in the file stays as is).
 *   Comparison is exact (case-sensitive), as saved mappings name columns exactly.
 * - The row is widened to `width` columns when data rows are wider than the header row.
 */
import type { Row } from '../types.ts';
import { cellText } from './cell-kind.ts';

/** Returns `width` (at least the header row's length) distinct, non-empty column names. */
export function headerNames(row: Row, width: number): string[] {
  let last = row.length - 1;
  while (last >= 0 && cellText(row[last]) === '') last--;
  const count = Math.max(width, last + 1);
  const raw: string[] = [];
  for (let i = 0; i < count; i++) {
    const text = i < row.length ? cellText(row[i]) : '';
    raw.push(text === '' ? `Column ${i + 1}` : text);
  }
  const taken = new Set(raw);
  const seen = new Set<string>();
  const names: string[] = [];
  for (const name of raw) {
    if (!seen.has(name)) {
      seen.add(name);
      names.push(name);
      continue;
    }
    let n = 2;
    while (taken.has(`${name} (${n})`) || seen.has(`${name} (${n})`)) n++;
    const distinct = `${name} (${n})`;
    seen.add(distinct);
    names.push(distinct);
  }
  return names;
}
