/**
 * Pages of a grid store's rows (./store-reader.ts): filtered by erroneous cells (any, of a column,
 * of a rule), searched, sorted, projected to some columns.
 *
 * - A page in file order with or without an error filter reads only the blocks it shows: the
 *   footer counts each block's matching rows, so the blocks before the page are skipped unread.
 * - A search or a sort by a column has to look at every row once. The ordered list of matching
 *   ordinals it gives (4 bytes a row) is kept in the store's cache, so the next pages of the same
 *   query are as cheap as the first kind. Requests that need the same list while it is being made
 *   wait for the one computation, which stops when every request that waits for it is aborted.
 * - Sorting yields to the event loop every few hundred thousand comparisons, and every scan
 *   between blocks, so that a long one neither blocks other requests nor outlives its requests.
 *
 * Sort order: numbers by value, then true/false, then text (ignoring case), empty cells last in
 * either direction; equal values keep file order.
 */
import { valueText, type StoredValue } from './format.ts';
import { gridValue, type GridBlock, type GridStore } from './store-reader.ts';
import type { StoredError } from './store-writer.ts';

/** A query of {@link queryRows}. Column positions are TDM column indexes (GridStore.columnIndex). */
export interface RowQuery {
  offset: number;
  limit: number;
  /** Only rows holding an erroneous cell. */
  problems?: boolean;
  /** Only rows with an erroneous cell in this column (implies `problems`). */
  column?: number;
  /** Only rows with an erroneous cell of this rule (a CellError `rule`; implies `problems`). */
  rule?: string;
  /** Only rows where a value contains this text, ignoring case. */
  search?: string;
  /** With `search`: only this column's values. */
  searchColumn?: number;
  /** Default: file order. */
  sort?: { column: number | 'row'; direction: 'asc' | 'desc' };
  /** The columns whose values and errors the rows carry (default: all). */
  columns?: number[];
  /**
   * Only the rows at these ordinals (ascending), named by `id` in the list cache: a subset the
   * caller computed (the review grid's `change` filter: the rows of one change kind).
   */
  only?: { id: string; ordinals: Uint32Array };
}

/** A row of a page: its source row number, its ordinal, its values and errors in the projected columns. */
export interface GridRow {
  row: number;
  ordinal: number;
  /** Per projected column (RowQuery.columns order): the value's text, or null. */
  values: Array<string | null>;
  /** The erroneous cells among the projected columns: `[column index, message, rule]`. */
  errors: Array<[number, string, string]>;
}

export interface RowPage {
  rows: GridRow[];
  /** Rows matching the filter and search. */
  matched: number;
}

/** Thrown when a query's signal aborts it. */
export class QueryAborted extends Error {
  constructor() {
    super('the query was aborted');
    this.name = 'QueryAborted';
  }
}

function check(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new QueryAborted();
}

/** Lets the event loop run, then checks the signal. */
async function pause(signal: AbortSignal | undefined): Promise<void> {
  await new Promise<void>((resolve) => setImmediate(resolve));
  check(signal);
}

/** The footer counts' key of a query's error filter (null: none). */
function filterKey(q: RowQuery): string | null {
  if (q.column !== undefined && q.rule) return `x:${q.column}:${q.rule}`;
  if (q.column !== undefined) return `c:${q.column}`;
  if (q.rule) return `r:${q.rule}`;
  return q.problems ? 'p' : null;
}

/** Whether a row's errors pass the filter `key`. */
function passes(errors: StoredError[] | undefined, key: string | null, q: RowQuery): boolean {
  if (key === null) return true;
  if (!errors) return false;
  if (key === 'p') return true;
  for (const e of errors) {
    if ((q.column === undefined || e[1] === q.column) && (!q.rule || e[2] === q.rule)) return true;
  }
  return false;
}

/** Rows of block `i` passing the filter `key`. */
function blockCount(store: GridStore, i: number, key: string | null): number {
  const b = store.footer.blocks;
  if (key === null) return b.rows[i];
  return b.counts[i]?.[key] ?? 0;
}

/** Queries of this process, for monitoring and tests: how many ran and how many were aborted. */
export const queryStats = { queries: 0, aborted: 0 };

/** Answers a page of rows (see the module comment). Throws QueryAborted when `signal` aborts. */
export async function queryRows(store: GridStore, q: RowQuery, signal?: AbortSignal): Promise<RowPage> {
  queryStats.queries++;
  try {
    return await answer(store, q, signal);
  } catch (err) {
    if (err instanceof QueryAborted) queryStats.aborted++;
    throw err;
  }
}

async function answer(store: GridStore, q: RowQuery, signal: AbortSignal | undefined): Promise<RowPage> {
  check(signal);
  const key = filterKey(q);
  const search = q.search ?? '';
  const sortColumn = q.sort?.column ?? 'row';
  const desc = q.sort?.direction === 'desc';
  let ordinals: ArrayLike<number>;
  let matched: number;
  if (q.only && key === null && search === '' && sortColumn === 'row') {
    // The subset alone, in file order: a slice of it.
    const list = q.only.ordinals;
    matched = list.length;
    const from = desc ? Math.max(0, list.length - q.offset - q.limit) : Math.min(q.offset, list.length);
    const to = desc ? Math.max(0, list.length - q.offset) : Math.min(q.offset + q.limit, list.length);
    const slice = list.subarray(from, to);
    ordinals = desc ? slice.slice().reverse() : slice;
  } else if (search === '' && sortColumn === 'row' && !q.only) {
    const page = await filteredPage(store, key, q, desc, signal);
    ordinals = page.ordinals;
    matched = page.matched;
  } else {
    const list = await orderedList(store, q, key, search, sortColumn, desc, signal);
    matched = list.length;
    ordinals = list.subarray(Math.min(q.offset, list.length), Math.min(q.offset + q.limit, list.length));
  }
  return { rows: await rowsAt(store, ordinals, q.columns, signal), matched };
}

/** A page in file order (or its reverse) with at most an error filter: reads only the blocks it shows. */
async function filteredPage(store: GridStore, key: string | null, q: RowQuery, desc: boolean, signal: AbortSignal | undefined): Promise<{ ordinals: number[]; matched: number }> {
  const b = store.footer.blocks;
  const blocks = b.first.length;
  let matched = 0;
  for (let i = 0; i < blocks; i++) matched += blockCount(store, i, key);
  const ordinals: number[] = [];
  let skip = q.offset;
  for (let k = 0; k < blocks && ordinals.length < q.limit; k++) {
    const i = desc ? blocks - 1 - k : k;
    const count = blockCount(store, i, key);
    if (skip >= count) {
      skip -= count;
      continue;
    }
    if (key === null) {
      // Every row of the block passes: no need to read it to know which.
      for (let j = skip; j < count && ordinals.length < q.limit; j++) ordinals.push(desc ? b.first[i] + count - 1 - j : b.first[i] + j);
      skip = 0;
      continue;
    }
    const block = await store.block(i);
    check(signal);
    const n = b.rows[i];
    for (let j = 0; j < n && ordinals.length < q.limit; j++) {
      const r = desc ? n - 1 - j : j;
      if (!passes(block.errors.get(r), key, q)) continue;
      if (skip > 0) {
        skip--;
        continue;
      }
      ordinals.push(b.first[i] + r);
    }
  }
  return { ordinals, matched };
}

/** Requests waiting for a list being computed, so that it is computed once and stopped when none waits. */
const inflight = new Map<string, { promise: Promise<Uint32Array>; controller: AbortController; waiters: number }>();

/** The list under `key`: from the store's cache, from a computation under way, or computed now. */
async function sharedList(store: GridStore, key: string, compute: (signal: AbortSignal) => Promise<Uint32Array>, signal: AbortSignal | undefined): Promise<Uint32Array> {
  const cached = store.cache.lists.get(key);
  if (cached) return cached;
  let entry = inflight.get(key);
  if (!entry) {
    const controller = new AbortController();
    const promise = compute(controller.signal).then((list) => {
      store.cache.lists.set(key, list, list.byteLength + 64);
      return list;
    });
    const made = { promise, controller, waiters: 0 };
    entry = made;
    inflight.set(key, made);
    promise.then(() => inflight.delete(key), () => inflight.delete(key));
  }
  const current = entry;
  current.waiters++;
  let left = false;
  const leave = (): void => {
    if (left) return;
    left = true;
    current.waiters--;
    if (current.waiters === 0 && inflight.get(key) === current) {
      current.controller.abort();
      inflight.delete(key);
    }
  };
  signal?.addEventListener('abort', leave, { once: true });
  try {
    return await new Promise<Uint32Array>((resolve, reject) => {
      current.promise.then(resolve, reject);
      if (signal) {
        if (signal.aborted) reject(new QueryAborted());
        else signal.addEventListener('abort', () => reject(new QueryAborted()), { once: true });
      }
    });
  } finally {
    signal?.removeEventListener('abort', leave);
    if (!left) {
      left = true;
      current.waiters--;
    }
  }
}

/** The ordinals matching filter and search, in the query's order. */
async function orderedList(store: GridStore, q: RowQuery, key: string | null, search: string, sortColumn: number | 'row', desc: boolean, signal: AbortSignal | undefined): Promise<Uint32Array> {
  const only = q.only ? `:${q.only.id}` : '';
  const matchKey = `${store.id}m:${key ?? ''}:${q.searchColumn ?? ''}:${search}${only}`;
  const listKey = `${store.id}o:${sortColumn}:${desc ? 'd' : 'a'}:${key ?? ''}:${q.searchColumn ?? ''}:${search}${only}`;
  return sharedList(store, listKey, async (inner) => {
    const filtered = key !== null || search !== '' || q.only !== undefined;
    const matches = filtered ? await sharedList(store, matchKey, (s) => matchingOrdinals(store, q, key, search, s), inner) : null;
    if (sortColumn === 'row') {
      if (!matches) throw new Error('unreachable: a page in file order without a filter is not a list');
      return desc ? matches.slice().reverse() : matches;
    }
    const order = await sharedList(store, `${store.id}s:${sortColumn}:${desc ? 'd' : 'a'}`, (s) => sortPermutation(store, sortColumn, desc, s), inner);
    if (!matches) return order;
    const member = new Uint8Array(store.rows);
    for (let i = 0; i < matches.length; i++) member[matches[i]] = 1;
    const out = new Uint32Array(matches.length);
    let k = 0;
    for (let i = 0; i < order.length; i++) if (member[order[i]] === 1) out[k++] = order[i];
    return out;
  }, signal);
}

function escapeRegExp(text: string): string {
  // Only the characters special outside a character class (the `u` flag refuses other escapes).
  return text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
}

/** Ordinals of the rows passing the filter and the search, ascending. */
async function matchingOrdinals(store: GridStore, q: RowQuery, key: string | null, search: string, signal: AbortSignal): Promise<Uint32Array> {
  const b = store.footer.blocks;
  const width = store.footer.meta.columns.length;
  const columns = q.searchColumn !== undefined ? [q.searchColumn] : Array.from({ length: width }, (_, c) => c);
  const test = search === '' ? null : new RegExp(escapeRegExp(search), 'iu');
  // eslint-disable-next-line no-control-regex
  const escapedInJson = /["\\\u0000-\u001f\u2028\u2029]|[\ud800-\udfff]/.test(search);
  let out = new Uint32Array(Math.min(store.rows, 1024));
  let count = 0;
  let member: Uint8Array | null = null;
  if (q.only) {
    member = new Uint8Array(store.rows);
    for (const o of q.only.ordinals) member[o] = 1;
  }
  for (let i = 0; i < b.first.length; i++) {
    if (blockCount(store, i, key) === 0) continue;
    if (i % 8 === 7) await pause(signal);
    const block = await store.blockForScan(i);
    check(signal);
    const n = b.rows[i];
    let hits: Uint8Array | null = null;
    if (test) {
      // Most blocks hold no match: their stored text (values and errors) tells without decoding
      // it, unless the text searched for is one JSON writes escaped.
      if (!escapedInJson && !test.test(block.body.columnText(q.searchColumn)) && !(block.errorText && test.test(block.errorText))) continue;
      hits = new Uint8Array(n);
      for (const c of columns) {
        const values = block.body.column(c);
        for (let r = 0; r < n; r++) {
          if (hits[r] === 1) continue;
          const v = values[r];
          if (v === null || v === undefined) continue;
          if (test.test(typeof v === 'string' ? v : valueText(v)!)) hits[r] = 1;
        }
        for (const [r2, errors] of block.errors) {
          if (hits[r2]) continue;
          for (const e of errors) if (e[1] === c && e[4] !== null && test.test(e[4])) hits[r2] = 1;
        }
      }
    }
    for (let r = 0; r < n; r++) {
      if (hits && hits[r] === 0) continue;
      if (member && member[b.first[i] + r] === 0) continue;
      if (!passes(block.errors.get(r), key, q)) continue;
      if (count === out.length) {
        const grown = new Uint32Array(Math.min(store.rows, out.length * 2));
        grown.set(out);
        out = grown;
      }
      out[count++] = b.first[i] + r;
    }
  }
  return out.slice(0, count);
}

/** The sort class of a value: numbers 0, booleans 1, text 2, empty 3. */
function sortClass(value: StoredValue): number {
  if (value === null || value === undefined) return 3;
  if (typeof value === 'number') return 0;
  if (typeof value === 'boolean') return 1;
  return 2;
}

/** All ordinals ordered by column `c` (see the module comment). */
async function sortPermutation(store: GridStore, c: number, desc: boolean, signal: AbortSignal): Promise<Uint32Array> {
  const n = store.rows;
  const classes = new Uint8Array(n);
  const numbers = new Float64Array(n);
  const texts: string[] = new Array<string>(n);
  const b = store.footer.blocks;
  for (let i = 0; i < b.first.length; i++) {
    if (i % 8 === 7) await pause(signal);
    const block = await store.blockForScan(i);
    check(signal);
    const first = b.first[i];
    for (let r = 0; r < b.rows[i]; r++) {
      const { value } = gridValue(block, r, c);
      const k = sortClass(value);
      classes[first + r] = k;
      if (k === 0) numbers[first + r] = value as number;
      else if (k === 1) numbers[first + r] = value === true ? 1 : 0;
      else if (k === 2) texts[first + r] = (value as string).toLowerCase();
    }
  }
  // Each class on its own, in the order of the direction (empty cells last either way), each in
  // file order among equal values: numbers by a radix sort of their bits, true/false by value,
  // text by comparison.
  const byClass: number[][] = [[], [], [], []];
  for (let i = 0; i < n; i++) byClass[classes[i]].push(i);
  const numbersOrder = await radixOrder(Uint32Array.from(byClass[0]), numbers, desc, signal);
  const booleans = byClass[1].filter((i) => numbers[i] === (desc ? 1 : 0)).concat(byClass[1].filter((i) => numbers[i] === (desc ? 0 : 1)));
  const dir = desc ? -1 : 1;
  const textOrder = await sortInSlices(Uint32Array.from(byClass[2]), (a, z) => {
    const ta = texts[a];
    const tz = texts[z];
    return ta === tz ? a - z : dir * (ta < tz ? -1 : 1);
  }, signal);
  const parts: ArrayLike<number>[] = desc ? [textOrder, booleans, numbersOrder, byClass[3]] : [numbersOrder, booleans, textOrder, byClass[3]];
  const order = new Uint32Array(n);
  let k = 0;
  for (const part of parts) {
    order.set(part, k);
    k += part.length;
  }
  return order;
}

/**
 * `ordinals` (ascending) ordered by `values[ordinal]`, descending with `desc`, equal values in the
 * order given: an LSD radix sort of the values' IEEE 754 bits made orderable (4 passes of 16
 * bits), pausing for the event loop between passes.
 */
export async function radixOrder(ordinals: Uint32Array, values: Float64Array, desc: boolean, signal?: AbortSignal): Promise<Uint32Array> {
  const n = ordinals.length;
  if (n <= 1) return ordinals;
  const f64 = new Float64Array(1);
  const u32 = new Uint32Array(f64.buffer);
  let idx: Uint32Array = ordinals;
  let hi: Uint32Array = new Uint32Array(n);
  let lo: Uint32Array = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    let v = values[idx[i]];
    if (desc) v = -v;
    f64[0] = v === 0 ? 0 : v;
    let h = u32[1];
    let l = u32[0];
    // Negative numbers: all bits flipped (larger magnitude first); others: the sign bit set.
    if (h >= 0x80000000) {
      h = ~h >>> 0;
      l = ~l >>> 0;
    } else h = (h | 0x80000000) >>> 0;
    hi[i] = h;
    lo[i] = l;
  }
  let idx2: Uint32Array = new Uint32Array(n);
  let hi2: Uint32Array = new Uint32Array(n);
  let lo2: Uint32Array = new Uint32Array(n);
  const counts = new Uint32Array(65537);
  for (let pass = 0; pass < 4; pass++) {
    const word = pass < 2 ? lo : hi;
    const shift = pass % 2 === 0 ? 0 : 16;
    counts.fill(0);
    for (let i = 0; i < n; i++) counts[((word[i] >>> shift) & 0xffff) + 1]++;
    // Every value the same in these bits: the pass would change nothing.
    if (counts[((word[0] >>> shift) & 0xffff) + 1] === n) continue;
    for (let d = 0; d < 65536; d++) counts[d + 1] += counts[d];
    for (let i = 0; i < n; i++) {
      const at = counts[(word[i] >>> shift) & 0xffff]++;
      idx2[at] = idx[i];
      hi2[at] = hi[i];
      lo2[at] = lo[i];
    }
    [idx, idx2] = [idx2, idx];
    [hi, hi2] = [hi2, hi];
    [lo, lo2] = [lo2, lo];
    await pause(signal);
  }
  return idx;
}

/** Elements merged between two pauses of {@link sortInSlices}. */
const SLICE = 131_072;

/**
 * A bottom-up merge sort of `a` by `compare` that pauses for the event loop every {@link SLICE}
 * elements (a total order: `compare` never answers 0 for different elements here).
 */
export async function sortInSlices(a: Uint32Array, compare: (x: number, y: number) => number, signal?: AbortSignal): Promise<Uint32Array> {
  const n = a.length;
  if (n <= 1) return a;
  const run = 4096;
  let work = 0;
  for (let lo = 0; lo < n; lo += run) {
    a.subarray(lo, Math.min(n, lo + run)).sort(compare);
    work += run;
    if (work >= SLICE) {
      work = 0;
      await pause(signal);
    }
  }
  let src: Uint32Array = a;
  let dst: Uint32Array = new Uint32Array(n);
  for (let width = run; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(n, lo + width);
      const hi = Math.min(n, lo + 2 * width);
      let i = lo;
      let j = mid;
      let k = lo;
      while (i < mid && j < hi) dst[k++] = compare(src[i], src[j]) <= 0 ? src[i++] : src[j++];
      while (i < mid) dst[k++] = src[i++];
      while (j < hi) dst[k++] = src[j++];
      work += hi - lo;
      if (work >= SLICE) {
        work = 0;
        await pause(signal);
      }
    }
    const t = src;
    src = dst;
    dst = t;
  }
  return src;
}

/** The rows at these ordinals (in that order), projected to `columns`. */
export async function rowsAt(store: GridStore, ordinals: ArrayLike<number>, columns: number[] | undefined, signal?: AbortSignal): Promise<GridRow[]> {
  const width = store.footer.meta.columns.length;
  const cols = columns ?? Array.from({ length: width }, (_, c) => c);
  const first = store.footer.blocks.first;
  const rows: GridRow[] = [];
  let block: GridBlock | null = null;
  for (let k = 0; k < ordinals.length; k++) {
    const ordinal = ordinals[k];
    const i = store.blockOfOrdinal(ordinal);
    if (!block || block.index !== i) {
      block = await store.block(i);
      check(signal);
    }
    const r = ordinal - first[i];
    const values: Array<string | null> = [];
    const errors: Array<[number, string, string]> = [];
    for (const c of cols) {
      const { value, error } = gridValue(block, r, c);
      values.push(valueText(value));
      if (error) errors.push([c, error[3], error[2]]);
    }
    rows.push({ row: block.body.rowNumbers[r], ordinal, values, errors });
  }
  return rows;
}
