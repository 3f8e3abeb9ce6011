/**
 * Target values: for each data row and TDM column, the value its mapping feeds in, before
 * transformations and validation (contracts.ts `TransformPlan`).
 *
 * - One source column: the cell as the reader gave it (typed cells stay typed).
 * - Several source columns: the text of the non-empty ones joined by one space (an empty part
 *   adds no stray space); null when all are empty.
 * - No mapping, or a mapping with no source columns (computed by a formula): null.
 */
import type { CellValue, Cleanings, MappingReport, Row, TargetDataModel } from '../types.ts';
import { cellText } from '../header/cell-kind.ts';

/**
 * Builds target-value rows from source rows. With `into` (arrays kept by the caller from batch to
 * batch) the values are written into its first `rows.length` arrays, every slot of each, and
 * those are returned; otherwise new arrays are made.
 */
export type TargetBuilder = (rows: Row[], into?: CellValue[][]) => CellValue[][];

function joinText(value: CellValue): string {
  if (typeof value === 'string') return value.trim();
  return cellText(value);
}

/**
 * Compiles the mapping into a builder. `headers` are the input column names the mapping's
 * `source_columns` refer to; a source name not among them feeds nothing.
 */
export function targetBuilder(headers: string[], mapping: MappingReport, tdm: TargetDataModel): TargetBuilder {
  const position = new Map<string, number>();
  headers.forEach((h, i) => { if (!position.has(h)) position.set(h, i); });
  const byKey = new Map(mapping.mappings.map((m) => [m.target_column, m]));
  const sources: number[][] = tdm.columns.map((column) => {
    const m = byKey.get(column.key);
    if (!m) return [];
    return m.source_columns.map((s) => position.get(s)).filter((i): i is number => i !== undefined);
  });
  const width = tdm.columns.length;
  // The source position of each single-source column (-1: none, -2: several), read per cell.
  const single = Int32Array.from(sources, (from) => (from.length === 1 ? from[0] : from.length === 0 ? -1 : -2));

  return (rows: Row[], into?: CellValue[][]): CellValue[][] => {
    let out: CellValue[][];
    if (into) {
      while (into.length < rows.length) into.push(new Array<CellValue>(width).fill(null));
      out = into.length === rows.length ? into : into.slice(0, rows.length);
    } else {
      out = new Array(rows.length);
      for (let r = 0; r < rows.length; r++) out[r] = new Array(width);
    }
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r];
      const values = out[r];
      for (let c = 0; c < width; c++) {
        const at = single[c];
        if (at >= 0) {
          const v = row[at];
          values[c] = v === undefined || v === '' ? null : v;
        } else if (at === -1) {
          values[c] = null;
        } else {
          let joined = '';
          for (const i of sources[c]) {
            const v = row[i];
            if (v === null || v === undefined) continue;
            const text = joinText(v);
            if (text === '') continue;
            joined = joined === '' ? text : `${joined} ${text}`;
          }
          values[c] = joined === '' ? null : joined;
        }
      }
    }
    return out;
  };
}

/** A cell edit located in a batch: row index in the batch, TDM column index, new value. */
export interface CleaningHit {
  r: number;
  c: number;
  value: string | null;
}

/**
 * Finds the cleanings (RunOptions.cleanings: source row number → TDM key → value) that apply to a
 * batch. Unknown keys and rows are ignored; prototype keys are never consulted.
 */
export function cleaningsFor(cleanings: Cleanings | undefined, rowNumbers: number[], columnIndex: Map<string, number>): CleaningHit[] {
  if (!cleanings) return [];
  const hits: CleaningHit[] = [];
  for (let r = 0; r < rowNumbers.length; r++) {
    const key = String(rowNumbers[r]);
    if (!Object.hasOwn(cleanings, key)) continue;
    const edits = cleanings[key];
    if (!edits || typeof edits !== 'object') continue;
    for (const column of Object.keys(edits)) {
      const c = columnIndex.get(column);
      if (c === undefined) continue;
      const value = edits[column];
      hits.push({ r, c, value: value === undefined || value === '' ? null : value });
    }
  }
  return hits;
}
