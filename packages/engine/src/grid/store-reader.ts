/**
 * Reads a grid store (./format.ts, ./store-writer.ts) from anything that reads byte ranges — a local
 * file here; the server reads its artifact storage's copy. Opening reads the footer only; blocks
 * are read when asked for and kept in a byte-bounded cache shared by every open store of the
 * process ({@link GridCache}), so paging back and forth does not read a block twice and memory
 * stays bounded whatever the stores' sizes.
 */
import { open, type FileHandle } from 'node:fs/promises';
import { BodyView, GRID_MAGIC, GRID_TAIL, valueText, type StoredValue } from './format.ts';
import type { GridFooter, StoredError } from './store-writer.ts';

/** Bytes at given offsets of a store (a local file, an object with range reads). */
export interface ByteSource {
  readonly size: number;
  /** Exactly `length` bytes from `offset` (fewer only at the end). */
  read(offset: number, length: number): Promise<Buffer>;
  close(): Promise<void>;
}

/** A local file as a {@link ByteSource}. */
export async function fileSource(path: string): Promise<ByteSource> {
  const handle: FileHandle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    return {
      size,
      async read(offset: number, length: number): Promise<Buffer> {
        const buffer = Buffer.allocUnsafe(length);
        let done = 0;
        while (done < length) {
          const { bytesRead } = await handle.read(buffer, done, length - done, offset + done);
          if (bytesRead === 0) break;
          done += bytesRead;
        }
        return done === length ? buffer : buffer.subarray(0, done);
      },
      close: () => handle.close(),
    };
  } catch (err) {
    await handle.close();
    throw err;
  }
}

/** A store file that is not one, or is cut short. */
export class GridStoreInvalid extends Error {}

/**
 * A least-recently-used map bounded by the bytes of its values (each given a size when set).
 * Values larger than the bound are not kept.
 */
export class ByteLru<V> {
  readonly #map = new Map<string, { value: V; bytes: number }>();
  #bytes = 0;
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  get(key: string): V | undefined {
    const hit = this.#map.get(key);
    if (!hit) return undefined;
    this.#map.delete(key);
    this.#map.set(key, hit);
    return hit.value;
  }

  set(key: string, value: V, bytes: number): void {
    const old = this.#map.get(key);
    if (old) {
      this.#bytes -= old.bytes;
      this.#map.delete(key);
    }
    if (bytes > this.maxBytes) return;
    this.#map.set(key, { value, bytes });
    this.#bytes += bytes;
    for (const [k, v] of this.#map) {
      if (this.#bytes <= this.maxBytes) break;
      this.#map.delete(k);
      this.#bytes -= v.bytes;
    }
  }

  /** Drops every entry whose key starts with `prefix`. */
  dropPrefix(prefix: string): void {
    for (const [k, v] of this.#map) {
      if (!k.startsWith(prefix)) continue;
      this.#map.delete(k);
      this.#bytes -= v.bytes;
    }
  }

  get bytes(): number {
    return this.#bytes;
  }
}

/** A block as read: its body (decoded on demand) and its cell errors grouped by row index. */
export interface GridBlock {
  index: number;
  body: BodyView;
  /** Errors of each row index that has any, in column order. */
  errors: Map<number, StoredError[]>;
  /** The errors as stored (JSON; empty: none), for a search to test before decoding anything. */
  errorText: string;
}

/** The caches every store of a process shares (blocks, and the lists queries compute). */
export class GridCache {
  readonly blocks: ByteLru<GridBlock>;
  readonly lists: ByteLru<Uint32Array>;
  constructor(options: { blockBytes?: number; listBytes?: number } = {}) {
    this.blocks = new ByteLru(options.blockBytes ?? 64 * 1024 * 1024);
    this.lists = new ByteLru(options.listBytes ?? 64 * 1024 * 1024);
  }
}

/** The process's shared cache (64 MiB of blocks, 64 MiB of lists). */
export const sharedGridCache = new GridCache();

let nextStoreId = 1;

/** An open store. */
export class GridStore {
  readonly footer: GridFooter;
  /** Unique within the process: the prefix of this store's cache keys. */
  readonly id: string;
  readonly #source: ByteSource;
  readonly cache: GridCache;

  private constructor(source: ByteSource, footer: GridFooter, cache: GridCache) {
    this.#source = source;
    this.footer = footer;
    this.cache = cache;
    this.id = `g${nextStoreId++}:`;
  }

  /**
   * Opens a store: checks its head and tail and reads its footer.
   * @throws GridStoreInvalid when the bytes are not a complete store
   */
  static async open(source: ByteSource, cache: GridCache = sharedGridCache): Promise<GridStore> {
    if (source.size < GRID_MAGIC.length + 12) throw new GridStoreInvalid('not a grid store (too short)');
    const head = await source.read(0, GRID_MAGIC.length);
    const tail = await source.read(source.size - 12, 12);
    if (head.toString('latin1') !== GRID_MAGIC || tail.toString('latin1', 4) !== GRID_TAIL) throw new GridStoreInvalid('not a complete grid store');
    const footerBytes = tail.readUInt32LE(0);
    if (footerBytes > source.size - 12 - GRID_MAGIC.length) throw new GridStoreInvalid('the grid store footer is cut short');
    const text = await source.read(source.size - 12 - footerBytes, footerBytes);
    let footer: GridFooter;
    try {
      footer = JSON.parse(text.toString('utf8')) as GridFooter;
    } catch {
      throw new GridStoreInvalid('the grid store footer is not readable');
    }
    if (footer.format !== 3) throw new GridStoreInvalid(`grid store format ${String(footer.format)} is not known`);
    return new GridStore(source, footer, cache);
  }

  get rows(): number {
    return this.footer.rows;
  }

  get blockCount(): number {
    return this.footer.blocks.first.length;
  }

  /** The column position of a TDM key, or -1. */
  columnIndex(key: string): number {
    return this.footer.meta.columns.indexOf(key);
  }

  /** The block holding ordinal `ordinal` (0 ≤ ordinal < rows). */
  blockOfOrdinal(ordinal: number): number {
    const first = this.footer.blocks.first;
    let lo = 0;
    let hi = first.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (first[mid] <= ordinal) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** The block that would hold source row `row` (by its blocks' row ranges), or -1. */
  blockOfRow(row: number): number {
    const b = this.footer.blocks;
    let lo = 0;
    let hi = b.first_row.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (row < b.first_row[mid]) hi = mid - 1;
      else if (row > b.last_row[mid]) lo = mid + 1;
      else return mid;
    }
    return -1;
  }

  /** Reads block `i`'s values and errors (from the cache when it is there), and keeps it in the cache. */
  block(i: number): Promise<GridBlock> {
    return this.#block(i, true);
  }

  /**
   * Block `i` for a scan of every block (a search, a sort): from the cache when it is there, else
   * read without filling the cache with a whole store's blocks.
   */
  blockForScan(i: number): Promise<GridBlock> {
    return this.#block(i, false);
  }

  /** Block `i` with its traces (lineage): they are read the first time they are asked for. */
  async blockWithTraces(i: number): Promise<GridBlock> {
    const block = await this.block(i);
    if (block.body.hasTraces) return block;
    const b = this.footer.blocks;
    const bytes = await this.#source.read(b.offset[i] + b.body[i] + b.errors[i], b.traces[i]);
    if (bytes.length < b.traces[i]) throw new GridStoreInvalid(`grid block ${i} is cut short`);
    block.body.attachTraces(bytes);
    this.cache.blocks.set(`${this.id}b${i}`, block, 3 * (b.body[i] + b.errors[i] + b.traces[i]) + 1024);
    return block;
  }

  async #block(i: number, keep: boolean): Promise<GridBlock> {
    const key = `${this.id}b${i}`;
    const cached = this.cache.blocks.get(key);
    if (cached) return cached;
    const b = this.footer.blocks;
    // Values and errors in one read; the traces (which come last) only when lineage asks.
    const length = b.body[i] + b.errors[i];
    const bytes = await this.#source.read(b.offset[i], length);
    if (bytes.length < length) throw new GridStoreInvalid(`grid block ${i} is cut short`);
    const body = new BodyView(bytes.subarray(0, b.body[i]), null);
    const errors = new Map<number, StoredError[]>();
    const errorText = b.errors[i] > 0 ? bytes.toString('utf8', b.body[i], b.body[i] + b.errors[i]) : '';
    if (errorText) {
      for (const e of JSON.parse(errorText) as StoredError[]) {
        const list = errors.get(e[0]);
        if (list) list.push(e);
        else errors.set(e[0], [e]);
      }
    }
    const block: GridBlock = { index: i, body, errors, errorText };
    // Decoded columns (JavaScript values) and the errors' arrays take about twice the bytes again.
    if (keep) this.cache.blocks.set(key, block, 3 * bytes.length + 1024);
    return block;
  }

  /**
   * Where source row `row` is: its block (with its traces when `traces`) and row index there, and
   * its ordinal; null when no row has that number.
   */
  async locateRow(row: number, options: { traces?: boolean } = {}): Promise<{ block: GridBlock; index: number; ordinal: number } | null> {
    const i = this.blockOfRow(row);
    if (i < 0) return null;
    const block = options.traces ? await this.blockWithTraces(i) : await this.block(i);
    const index = block.body.indexOfRow(row);
    if (index < 0) return null;
    return { block, index, ordinal: this.footer.blocks.first[i] + index };
  }

  /** Releases the source and drops this store's cached blocks and lists. */
  async close(): Promise<void> {
    this.cache.blocks.dropPrefix(this.id);
    this.cache.lists.dropPrefix(this.id);
    await this.#source.close();
  }
}

/** The value a row's cell shows: its error's text as read when it is erroneous, else the output value. */
export function gridValue(block: GridBlock, r: number, c: number): { value: StoredValue; error: StoredError | null } {
  const errors = block.errors.get(r);
  if (errors) {
    for (const e of errors) if (e[1] === c) return { value: e[4], error: e };
  }
  return { value: block.body.value(c, r), error: null };
}

/** {@link gridValue}'s value as the grid shows it: text, or null for an empty cell. */
export function gridText(block: GridBlock, r: number, c: number): string | null {
  return valueText(gridValue(block, r, c).value);
}
