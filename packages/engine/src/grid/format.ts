/**
 * The grid store's byte format: what a run writes about every row it read (docs/engine.md "The
 * grid store"), so that a server can page through the rows of an execution, filter, search and
 * sort them, check edits against them and tell a cell's lineage without reading the input again.
 *
 * A store file is
 *
 *   "FGRID001" · block 0 · block 1 · … · footer (JSON, UTF-8) · u32 footer bytes · "FGRIDEND"
 *
 * and a block is the rows of one batch the run processed, in file order: a **body** (the values and
 * their lineage, written by whichever thread or process ran the rows) followed by the block's
 * **errors** (JSON, written by the thread that writes the store, which alone knows every error:
 * a split run's deferred `unique` checks end on that thread). The footer (./store-writer.ts) says
 * where each block is and what it holds.
 *
 * Body, little-endian:
 *
 *   u32 n · u32 width · u32 × n source row numbers · u32 × (width + 1) offsets of the column
 *   sections (from the body's start; the last is the body's length) · the column sections
 *
 * A column section: `u32 bytes · values meta · u32 bytes · values text · u32 bytes · trace meta ·
 * u32 bytes · trace text`. Values meta holds one LEB128 varint per row, `length × 8 + kind`
 * (length in UTF-16 units of the value's text, which follows in the values text, UTF-8); a cell
 * that is erroneous when the body is written is null here (its text as read is in its error).
 * Trace meta holds one entry per cell that has a lineage worth keeping, in row order:
 * `varint row index · varint (count × 2 + cleaned) · count × varint (length × 8 + kind)`, the
 * values' texts following in the trace text. The values are the cell's chain from the value the
 * mapping fed in (the source cell) through each transformation and rule step to the value that
 * validation judged; `cleaned` says that the last of them is a person's edit (a fix). A cell with
 * no step keeps a chain only when the value as read differs in text from the output value.
 */
import type { OutputValue } from '../contracts.ts';
import type { CellValue } from '../types.ts';
import { dateText } from '../validate/cell-parser.ts';
import { numberText } from '../writers/number-text.ts';

/** The first 8 bytes of a store file. */
export const GRID_MAGIC = 'FGRID001';
/** The last 8 bytes of a complete store file (after the footer's length). */
export const GRID_TAIL = 'FGRIDEND';

/** Value kinds (the low 3 bits of a value's varint). */
export const KIND_NULL = 0;
export const KIND_TEXT = 1;
export const KIND_NUMBER = 2;
export const KIND_BOOLEAN = 3;
export const KIND_DATE = 4;

/** A value as the store keeps it: its kind and its text (null for KIND_NULL). */
export interface StoredValue {
  kind: number;
  text: string | null;
}

/** A growable byte array of LEB128 varints. */
class VarintBytes {
  bytes = new Uint8Array(1024);
  length = 0;

  push(n: number): void {
    if (this.length + 8 > this.bytes.length) {
      const grown = new Uint8Array(this.bytes.length * 2);
      grown.set(this.bytes.subarray(0, this.length));
      this.bytes = grown;
    }
    const b = this.bytes;
    let at = this.length;
    while (n >= 128) {
      b[at++] = (n % 128) | 128;
      n = Math.floor(n / 128);
    }
    b[at++] = n;
    this.length = at;
  }

  reset(): void {
    this.length = 0;
    if (this.bytes.length > 1 << 20) this.bytes = new Uint8Array(1024);
  }
}

/** The text of an output value as the JSON output writes it (numbers as numberText; non-finite numbers are null). */
export function outputText(value: OutputValue): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? numberText(value) : null;
  return value ? 'true' : 'false';
}

/** The kind of an output value (see {@link outputText}). */
function outputKind(value: OutputValue): number {
  if (value === null || value === undefined) return KIND_NULL;
  if (typeof value === 'string') return KIND_TEXT;
  if (typeof value === 'number') return Number.isFinite(value) ? KIND_NUMBER : KIND_NULL;
  return KIND_BOOLEAN;
}

/** A cell value (as read, or as a step left it) as kind and text. */
export function storedValue(value: CellValue | undefined): StoredValue {
  if (value === null || value === undefined) return { kind: KIND_NULL, text: null };
  if (typeof value === 'string') return { kind: KIND_TEXT, text: value };
  if (typeof value === 'number') return Number.isNaN(value) ? { kind: KIND_TEXT, text: 'NaN' } : { kind: KIND_NUMBER, text: Object.is(value, -0) ? '0' : String(value) };
  if (typeof value === 'boolean') return { kind: KIND_BOOLEAN, text: value ? 'true' : 'false' };
  return { kind: KIND_DATE, text: dateText(value) };
}

/** A stored value back as a cell value (numbers, booleans and dates typed again). */
export function cellValueOf(value: StoredValue): CellValue {
  if (value.kind === KIND_NULL || value.text === null) return null;
  if (value.kind === KIND_NUMBER) return Number(value.text);
  if (value.kind === KIND_BOOLEAN) return value.text === 'true';
  if (value.kind === KIND_DATE) {
    const d = new Date(value.text.length === 10 ? `${value.text}T00:00:00.000Z` : value.text);
    return Number.isNaN(d.getTime()) ? value.text : d;
  }
  return value.text;
}

/**
 * Encodes block bodies. One encoder serves a whole run (its buffers are reused): `begin`, then the
 * cells column by column (`value` once per row in row order, `trace` for the cells that have a
 * chain, in row order), then `finish`.
 */
export class BodyEncoder {
  readonly width: number;
  #n = 0;
  #rowNumbers: ArrayLike<number> = [];
  readonly #meta: VarintBytes[];
  readonly #text: string[];
  readonly #traceMeta: VarintBytes[];
  readonly #traceText: string[];

  constructor(width: number) {
    this.width = width;
    this.#meta = Array.from({ length: width }, () => new VarintBytes());
    this.#traceMeta = Array.from({ length: width }, () => new VarintBytes());
    this.#text = new Array<string>(width).fill('');
    this.#traceText = new Array<string>(width).fill('');
  }

  begin(rowNumbers: ArrayLike<number>, n: number): void {
    this.#n = n;
    this.#rowNumbers = rowNumbers;
    for (let c = 0; c < this.width; c++) {
      this.#meta[c].reset();
      this.#traceMeta[c].reset();
      this.#text[c] = '';
      this.#traceText[c] = '';
    }
  }

  /** The next row's output value of column `c`; returns its text (null for an empty value). */
  output(c: number, value: OutputValue): string | null {
    const text = outputText(value);
    if (text === null) {
      this.#meta[c].push(KIND_NULL);
      return null;
    }
    this.#meta[c].push(text.length * 8 + outputKind(value));
    this.#text[c] += text;
    return text;
  }

  /** The next row's cell of column `c` is erroneous (its text as read lives in its error). */
  erroneous(c: number): void {
    this.#meta[c].push(KIND_NULL);
  }

  /** The chain of row `r`'s cell in column `c` (see the module comment). */
  trace(c: number, r: number, chain: ArrayLike<CellValue>, cleaned: boolean): void {
    const meta = this.#traceMeta[c];
    meta.push(r);
    meta.push(chain.length * 2 + (cleaned ? 1 : 0));
    for (let i = 0; i < chain.length; i++) {
      const v = storedValue(chain[i]);
      if (v.text === null) meta.push(KIND_NULL);
      else {
        meta.push(v.text.length * 8 + v.kind);
        this.#traceText[c] += v.text;
      }
    }
  }

  /** The body of the rows given since `begin`. */
  finish(): Buffer {
    const n = this.#n;
    const w = this.width;
    const textBytes = this.#text.map((t) => Buffer.byteLength(t, 'utf8'));
    const traceBytes = this.#traceText.map((t) => Buffer.byteLength(t, 'utf8'));
    const head = 8 + 4 * n + 4 * (w + 1);
    let size = head;
    const starts: number[] = [];
    for (let c = 0; c < w; c++) {
      starts.push(size);
      size += 16 + this.#meta[c].length + textBytes[c] + this.#traceMeta[c].length + traceBytes[c];
    }
    starts.push(size);
    const body = Buffer.allocUnsafe(size);
    body.writeUInt32LE(n, 0);
    body.writeUInt32LE(w, 4);
    for (let i = 0; i < n; i++) body.writeUInt32LE(this.#rowNumbers[i], 8 + 4 * i);
    for (let c = 0; c <= w; c++) body.writeUInt32LE(starts[c], 8 + 4 * n + 4 * c);
    for (let c = 0; c < w; c++) {
      let at = starts[c];
      const meta = this.#meta[c];
      body.writeUInt32LE(meta.length, at);
      body.set(meta.bytes.subarray(0, meta.length), at + 4);
      at += 4 + meta.length;
      body.writeUInt32LE(textBytes[c], at);
      body.write(this.#text[c], at + 4, 'utf8');
      at += 4 + textBytes[c];
      const tmeta = this.#traceMeta[c];
      body.writeUInt32LE(tmeta.length, at);
      body.set(tmeta.bytes.subarray(0, tmeta.length), at + 4);
      at += 4 + tmeta.length;
      body.writeUInt32LE(traceBytes[c], at);
      body.write(this.#traceText[c], at + 4, 'utf8');
    }
    for (let c = 0; c < w; c++) {
      this.#text[c] = '';
      this.#traceText[c] = '';
    }
    return body;
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

/** One column of a decoded body: kinds, where each value's text starts in `text`, and the text. */
export interface ColumnValues {
  kinds: Uint8Array;
  /** n + 1 offsets (UTF-16 units) into `text`. */
  starts: Uint32Array;
  text: string;
}

/** A cell's chain (see the module comment). */
export interface CellTrace {
  values: StoredValue[];
  cleaned: boolean;
}

/** Reads LEB128 varints from `bytes`, from `at`. */
class VarintReader {
  at: number;
  readonly bytes: Uint8Array;
  readonly end: number;
  constructor(bytes: Uint8Array, at: number, end: number) {
    this.bytes = bytes;
    this.at = at;
    this.end = end;
  }
  next(): number {
    let n = 0;
    let scale = 1;
    for (;;) {
      if (this.at >= this.end) throw new RangeError('a grid block is cut short');
      const b = this.bytes[this.at++];
      n += (b & 127) * scale;
      if (b < 128) return n;
      scale *= 128;
    }
  }
}

/** A decoded block body: columns and traces decoded on demand and kept. */
export class BodyView {
  readonly n: number;
  readonly width: number;
  readonly rowNumbers: Uint32Array;
  readonly #body: Buffer;
  readonly #starts: number[] = [];
  readonly #columns: Array<ColumnValues | undefined>;
  readonly #traces: Array<Map<number, CellTrace> | undefined>;

  constructor(body: Buffer) {
    this.#body = body;
    this.n = body.readUInt32LE(0);
    this.width = body.readUInt32LE(4);
    this.rowNumbers = new Uint32Array(this.n);
    for (let i = 0; i < this.n; i++) this.rowNumbers[i] = body.readUInt32LE(8 + 4 * i);
    for (let c = 0; c <= this.width; c++) this.#starts.push(body.readUInt32LE(8 + 4 * this.n + 4 * c));
    this.#columns = new Array(this.width);
    this.#traces = new Array(this.width);
  }

  /** Bytes of the body (for cache accounting). */
  get bytes(): number {
    return this.#body.length;
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

  column(c: number): ColumnValues {
    const known = this.#columns[c];
    if (known) return known;
    const body = this.#body;
    let at = this.#starts[c];
    const metaBytes = body.readUInt32LE(at);
    const meta = new VarintReader(body, at + 4, at + 4 + metaBytes);
    at += 4 + metaBytes;
    const textBytes = body.readUInt32LE(at);
    const text = body.toString('utf8', at + 4, at + 4 + textBytes);
    const kinds = new Uint8Array(this.n);
    const starts = new Uint32Array(this.n + 1);
    let pos = 0;
    for (let r = 0; r < this.n; r++) {
      const v = meta.next();
      kinds[r] = v % 8;
      starts[r] = pos;
      pos += Math.floor(v / 8);
    }
    starts[this.n] = pos;
    const decoded = { kinds, starts, text };
    this.#columns[c] = decoded;
    return decoded;
  }

  /** Row `r`'s output value of column `c` as kind and text (null text for an empty or erroneous cell). */
  value(c: number, r: number): StoredValue {
    const col = this.column(c);
    const kind = col.kinds[r];
    return { kind, text: kind === KIND_NULL ? null : col.text.slice(col.starts[r], col.starts[r + 1]) };
  }

  /** The chains of column `c`, by row index. */
  traces(c: number): Map<number, CellTrace> {
    const known = this.#traces[c];
    if (known) return known;
    const body = this.#body;
    let at = this.#starts[c];
    at += 4 + body.readUInt32LE(at);
    at += 4 + body.readUInt32LE(at);
    const metaBytes = body.readUInt32LE(at);
    const meta = new VarintReader(body, at + 4, at + 4 + metaBytes);
    at += 4 + metaBytes;
    const textBytes = body.readUInt32LE(at);
    const text = textBytes > 0 ? body.toString('utf8', at + 4, at + 4 + textBytes) : '';
    const out = new Map<number, CellTrace>();
    let pos = 0;
    while (meta.at < meta.end) {
      const r = meta.next();
      const head = meta.next();
      const count = Math.floor(head / 2);
      const values: StoredValue[] = [];
      for (let i = 0; i < count; i++) {
        const v = meta.next();
        const kind = v % 8;
        const length = Math.floor(v / 8);
        values.push({ kind, text: kind === KIND_NULL ? null : text.slice(pos, pos + length) });
        pos += length;
      }
      out.set(r, { values, cleaned: head % 2 === 1 });
    }
    this.#traces[c] = out;
    return out;
  }
}

/** Bodies as one buffer, each prefixed with its u32 length (a split part's frame carries them so). */
export function joinBodies(bodies: readonly Buffer[]): Buffer {
  if (bodies.length === 0) return Buffer.alloc(0);
  let size = 0;
  for (const b of bodies) size += 4 + b.length;
  const out = Buffer.allocUnsafe(size);
  let at = 0;
  for (const b of bodies) {
    out.writeUInt32LE(b.length, at);
    b.copy(out, at + 4);
    at += 4 + b.length;
  }
  return out;
}

/** The bodies {@link joinBodies} joined (views of `joined`). */
export function splitBodies(joined: Buffer): Buffer[] {
  const out: Buffer[] = [];
  let at = 0;
  while (at + 4 <= joined.length) {
    const length = joined.readUInt32LE(at);
    out.push(joined.subarray(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return out;
}
