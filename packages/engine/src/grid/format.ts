/**
 * The grid store's byte format: what a run writes about every row it read (docs/engine.md "The
 * grid store"), so that a server can page through the rows of an execution, filter, search and
 * sort them, check edits against them and tell a cell's lineage without reading the input again.
 *
 * A store file is
 *
 *   "FGRID003" · block 0 · block 1 · … · footer (JSON, UTF-8) · u32 footer bytes · "FGRIDEND"
 *
 * and a block is the rows of one batch the run processed, in file order: a **body** (the values),
 * the block's **errors** (JSON) and its **traces** (the cells' lineage). Body and traces are
 * encoded by whichever thread or process ran the rows; the errors by the thread that writes the
 * store, which alone knows every error (a split run's deferred `unique` checks end on that
 * thread). Values and errors come first so that a scan of every row (a search, a sort) reads them
 * in one read and skips the traces. The footer (./store-writer.ts) says where each block is and
 * what it holds.
 *
 * Body, little-endian: `u32 n · u32 width · u32 × n source row numbers · u32 × (width + 1)
 * offsets of the columns (from the body's start; the last is the body's length)`, then per column
 * a JSON array of its n output values (text, numbers, booleans, null; UTF-8). A cell that is
 * erroneous when the body is written is null there: its text as read is in its error.
 *
 * Traces: `u32 × (width + 1)` offsets (from the traces' start), then per column a JSON array (empty
 * bytes: none) of the cells that have a lineage worth keeping, in row order, flat: `row index,
 * count × 4 + implied × 2 + cleaned, value…` (count values; `implied`: one more value follows, the
 * output value, left out because the chain's last value has its text). The values are the cell's chain from the value the
 * mapping fed in (the source cell) through each transformation and rule step to the value that
 * validation judged (dates as ISO text); `cleaned` says that the last of them is a person's edit (a
 * fix). A cell with no step keeps a chain only when the value as read differs in text from the
 * output value.
 *
 * JSON, because the engine's own JSON.stringify and JSON.parse (native code) encode and decode a
 * column of a thousand values faster than a hand-written binary coder does in JavaScript
 * (docs/performance.md "The grid store").
 */
import type { OutputValue } from '../contracts.ts';
import type { CellValue } from '../types.ts';
import { dateText } from '../validate/cell-parser.ts';
import { numberText } from '../writers/number-text.ts';

/** The first 8 bytes of a store file. */
export const GRID_MAGIC = 'FGRID003';
/** The last 8 bytes of a complete store file (after the footer's length). */
export const GRID_TAIL = 'FGRIDEND';

/** A value as the store keeps it (JSON). */
export type StoredValue = string | number | boolean | null;

/** The text of an output value as the JSON output writes it (numbers as numberText; non-finite numbers are null). */
export function outputText(value: OutputValue | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? numberText(value) : null;
  return value ? 'true' : 'false';
}

/** A cell value (as read, or as a step left it) as the store keeps it: dates as ISO text, NaN as text. */
export function storedValue(value: CellValue | undefined): StoredValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return dateText(value);
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  return value;
}

/** An encoded block: its body (values) and its traces (see the module comment). */
export interface EncodedBlock {
  body: Buffer;
  traces: Buffer;
}

/** Writes `texts` (JSON, one per column) after a `(width + 1)` offsets table at `at`; answers the end. */
function writeColumns(out: Buffer, at: number, base: number, texts: string[], bytes: number[]): number {
  const w = texts.length;
  let pos = at + 4 * (w + 1);
  for (let c = 0; c < w; c++) {
    out.writeUInt32LE(pos - base, at + 4 * c);
    if (bytes[c] > 0) out.write(texts[c], pos, 'utf8');
    pos += bytes[c];
  }
  out.writeUInt32LE(pos - base, at + 4 * w);
  return pos;
}

/**
 * Encodes blocks. One encoder serves a whole run (its arrays are reused): `begin`, then for each
 * column `column(c, values)` with its output values (null for erroneous cells) and, for the cells
 * that have a chain, `trace…` calls in row order, then `finish`.
 */
export class BodyEncoder {
  readonly width: number;
  #n = 0;
  #rowNumbers: ArrayLike<number> = [];
  readonly #columns: string[];
  readonly #traces: StoredValue[][];

  constructor(width: number) {
    this.width = width;
    this.#columns = new Array<string>(width).fill('[]');
    this.#traces = Array.from({ length: width }, () => []);
  }

  begin(rowNumbers: ArrayLike<number>, n: number): void {
    this.#n = n;
    this.#rowNumbers = rowNumbers;
    for (const t of this.#traces) t.length = 0;
  }

  /** Column `c`'s output values of the block's rows (null for erroneous cells; non-finite numbers become null). */
  column(c: number, values: OutputValue[]): void {
    this.#columns[c] = JSON.stringify(values);
  }

  /**
   * Row `r`'s cell of column `c` has a chain of `count` values (given next with traceValue), and
   * one more when `implied`: the output value (left out, as it is the output's text).
   */
  traceStart(c: number, r: number, count: number, cleaned: boolean, implied: boolean): void {
    const t = this.#traces[c];
    t.push(r, count * 4 + (implied ? 2 : 0) + (cleaned ? 1 : 0));
  }

  /** The next value of the chain started last in column `c`. */
  traceValue(c: number, value: CellValue | undefined): void {
    this.#traces[c].push(typeof value === 'string' ? value : storedValue(value));
  }

  /** The block of the rows given since `begin`. */
  finish(): EncodedBlock {
    const n = this.#n;
    const w = this.width;
    const bodyBytes = this.#columns.map((t) => Buffer.byteLength(t, 'utf8'));
    let size = 8 + 4 * n + 4 * (w + 1);
    for (const b of bodyBytes) size += b;
    const body = Buffer.allocUnsafe(size);
    body.writeUInt32LE(n, 0);
    body.writeUInt32LE(w, 4);
    for (let i = 0; i < n; i++) body.writeUInt32LE(this.#rowNumbers[i], 8 + 4 * i);
    writeColumns(body, 8 + 4 * n, 0, this.#columns, bodyBytes);
    const traceTexts = this.#traces.map((t) => (t.length ? JSON.stringify(t) : ''));
    const traceBytes = traceTexts.map((t) => Buffer.byteLength(t, 'utf8'));
    let tsize = 4 * (w + 1);
    for (const b of traceBytes) tsize += b;
    const traces = Buffer.allocUnsafe(tsize);
    writeColumns(traces, 0, 0, traceTexts, traceBytes);
    this.#columns.fill('[]');
    return { body, traces };
  }
}

/** The row count and row numbers of a body (without decoding its columns). */
export function bodyRows(body: Uint8Array): { n: number; rowNumbers: Uint32Array } {
  const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
  const n = view.getUint32(0, true);
  const rowNumbers = new Uint32Array(n);
  for (let i = 0; i < n; i++) rowNumbers[i] = view.getUint32(8 + 4 * i, true);
  return { n, rowNumbers };
}

/** A cell's chain (see the module comment). */
export interface CellTrace {
  values: StoredValue[];
  cleaned: boolean;
}

/** A decoded block: columns and traces decoded on demand and kept. */
export class BodyView {
  readonly n: number;
  readonly width: number;
  readonly rowNumbers: Uint32Array;
  readonly #body: Buffer;
  #traceBytes: Buffer | null;
  readonly #head: number;
  readonly #columns: Array<StoredValue[] | undefined>;
  readonly #traces: Array<Map<number, CellTrace> | undefined>;

  /** `traces` null: a block read without its traces (a scan); asking for them then throws. */
  constructor(body: Buffer, traces: Buffer | null) {
    this.#body = body;
    this.#traceBytes = traces;
    this.n = body.readUInt32LE(0);
    this.width = body.readUInt32LE(4);
    this.rowNumbers = new Uint32Array(this.n);
    for (let i = 0; i < this.n; i++) this.rowNumbers[i] = body.readUInt32LE(8 + 4 * i);
    this.#head = 8 + 4 * this.n;
    this.#columns = new Array(this.width);
    this.#traces = new Array(this.width);
  }

  /** Bytes held (for cache accounting). */
  get bytes(): number {
    return this.#body.length + (this.#traceBytes?.length ?? 0);
  }

  /** Whether the traces are here (see the constructor). */
  get hasTraces(): boolean {
    return this.#traceBytes !== null;
  }

  /** Gives a block read without its traces its traces. */
  attachTraces(traces: Buffer): void {
    this.#traceBytes = traces;
  }

  /**
   * The raw JSON text of column `c`, or of every column (undefined): a search tests it before
   * decoding anything (most blocks hold no match).
   */
  columnText(c?: number): string {
    const from = this.#body.readUInt32LE(this.#head + 4 * (c ?? 0));
    const to = this.#body.readUInt32LE(this.#head + 4 * (c === undefined ? this.width : c + 1));
    return this.#body.toString('utf8', from, to);
  }

  /** The row index of source row `row` in this block, or -1. */
  indexOfRow(row: number): number {
    let lo = 0;
    let hi = this.n - 1;
    const rows = this.rowNumbers;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (rows[mid] === row) return mid;
      if (rows[mid] < row) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  /** Column `c`'s output values, by row index (null: empty or erroneous). */
  column(c: number): StoredValue[] {
    const known = this.#columns[c];
    if (known) return known;
    const from = this.#body.readUInt32LE(this.#head + 4 * c);
    const to = this.#body.readUInt32LE(this.#head + 4 * c + 4);
    const decoded = JSON.parse(this.#body.toString('utf8', from, to)) as StoredValue[];
    this.#columns[c] = decoded;
    return decoded;
  }

  /** Row `r`'s output value of column `c` (null for an empty or erroneous cell). */
  value(c: number, r: number): StoredValue {
    return this.column(c)[r] ?? null;
  }

  /** The chains of column `c`, by row index. */
  traces(c: number): Map<number, CellTrace> {
    const known = this.#traces[c];
    if (known) return known;
    const bytes = this.#traceBytes;
    if (!bytes) throw new Error('this block was read without its traces');
    const from = bytes.readUInt32LE(4 * c);
    const to = bytes.readUInt32LE(4 * c + 4);
    const out = new Map<number, CellTrace>();
    if (to > from) {
      const flat = JSON.parse(bytes.toString('utf8', from, to)) as StoredValue[];
      const column = this.column(c);
      for (let i = 0; i < flat.length;) {
        const r = flat[i] as number;
        const head = flat[i + 1] as number;
        const count = Math.floor(head / 4);
        const values = flat.slice(i + 2, i + 2 + count);
        if (head & 2) values.push(column[r] ?? null);
        out.set(r, { values, cleaned: (head & 1) === 1 });
        i += 2 + count;
      }
    }
    this.#traces[c] = out;
    return out;
  }
}

/** The text of a stored value as the grid shows it (null for null). */
export function valueText(value: StoredValue | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberText(value);
  return value ? 'true' : 'false';
}

/** Blocks as one buffer, each as `u32 body bytes · body · u32 trace bytes · traces` (a split part's frame carries them so). */
export function joinBlocks(blocks: readonly EncodedBlock[]): Buffer {
  if (blocks.length === 0) return Buffer.alloc(0);
  let size = 0;
  for (const b of blocks) size += 8 + b.body.length + b.traces.length;
  const out = Buffer.allocUnsafe(size);
  let at = 0;
  for (const b of blocks) {
    for (const part of [b.body, b.traces]) {
      out.writeUInt32LE(part.length, at);
      part.copy(out, at + 4);
      at += 4 + part.length;
    }
  }
  return out;
}

/** The blocks {@link joinBlocks} joined (views of `joined`). */
export function splitBlocks(joined: Buffer): EncodedBlock[] {
  const out: EncodedBlock[] = [];
  let at = 0;
  while (at + 8 <= joined.length) {
    const bodyBytes = joined.readUInt32LE(at);
    const body = joined.subarray(at + 4, at + 4 + bodyBytes);
    at += 4 + bodyBytes;
    const traceBytes = joined.readUInt32LE(at);
    const traces = joined.subarray(at + 4, at + 4 + traceBytes);
    at += 4 + traceBytes;
    out.push({ body, traces });
  }
  return out;
}
