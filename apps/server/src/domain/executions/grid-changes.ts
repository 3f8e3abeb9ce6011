/**
 * The review grid's view of what changed since the last delivery (docs/executions.md "Rows" and
 * "What changed since the last delivery"): each output row's change kind, by source row number,
 * from the execution's `changes` artifact (engine changes/compare.ts: the output rows' row numbers,
 * ascending, then one change code each); and, for the `change` filter, the grid ordinals of the rows
 * of one kind.
 */
import { kindOf, readRowsFile, type ChangeKind } from '@ferry/engine';
import type { GridStore } from '@ferry/engine/grid';
import type { ArtifactStore } from '../../storage/index.ts';

/** Each output row's source row number (ascending) and change code. */
export interface RowChanges {
  rowNumbers: Uint32Array;
  codes: Uint8Array;
}

/** The last few executions' changes (5 bytes an output row each), by artifact key: a grid pages through one execution at a time. */
const recent = new Map<string, RowChanges>();
const RECENT = 4;

/**
 * The changes artifact at `key`, read once for the next pages. `version` tells one run's artifact
 * from the next one's under the same key (a fix compares again): the execution's last update.
 */
export async function rowChanges(storage: ArtifactStore, key: string, version: string): Promise<RowChanges> {
  const id = `${key}@${version}`;
  const hit = recent.get(id);
  if (hit) {
    recent.delete(id);
    recent.set(id, hit);
    return hit;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.get(key)) chunks.push(chunk as Buffer);
  const changes = readRowsFile(Buffer.concat(chunks));
  recent.set(id, changes);
  if (recent.size > RECENT) recent.delete(recent.keys().next().value!);
  return changes;
}

/** The change kind of source row `row`, or undefined when it is no output row. */
export function changeOf(changes: RowChanges, row: number): ChangeKind | undefined {
  const rows = changes.rowNumbers;
  let lo = 0;
  let hi = rows.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (rows[mid] === row) return kindOf(changes.codes[mid]!) ?? undefined;
    if (rows[mid]! < row) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}

/**
 * The grid ordinals (ascending) of the rows of change kind `kind`, kept in the store's list cache.
 * A block whose rows have consecutive numbers maps a row number to its ordinal by arithmetic; only
 * a block with gaps (blank or footer rows among its rows) is read.
 */
export async function changeOrdinals(store: GridStore, changes: RowChanges, kind: ChangeKind): Promise<Uint32Array> {
  const cacheKey = `${store.id}chg:${kind}`;
  const cached = store.cache.lists.get(cacheKey);
  if (cached) return cached;
  const b = store.footer.blocks;
  const code = { created: 1, updated: 2, unchanged: 3 }[kind];
  let out = new Uint32Array(1024);
  let n = 0;
  let read: { index: number; indexOfRow(row: number): number } | null = null;
  for (let k = 0; k < changes.rowNumbers.length; k++) {
    if (changes.codes[k] !== code) continue;
    const row = changes.rowNumbers[k]!;
    const i = store.blockOfRow(row);
    if (i < 0) continue;
    let ordinal: number;
    if (b.last_row[i]! - b.first_row[i]! + 1 === b.rows[i]) ordinal = b.first[i]! + (row - b.first_row[i]!);
    else {
      if (!read || read.index !== i) {
        const block = await store.blockForScan(i);
        read = { index: i, indexOfRow: (r) => block.body.indexOfRow(r) };
      }
      const index = read.indexOfRow(row);
      if (index < 0) continue;
      ordinal = b.first[i]! + index;
    }
    if (n === out.length) {
      const grown = new Uint32Array(out.length * 2);
      grown.set(out);
      out = grown;
    }
    out[n++] = ordinal;
  }
  const list = out.slice(0, n);
  store.cache.lists.set(cacheKey, list, list.byteLength + 64);
  return list;
}
