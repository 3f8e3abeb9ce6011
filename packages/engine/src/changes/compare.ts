/**
 * What changed since the last delivery (docs/engine.md "Changes since the last delivery"): a run's
 * output rows compared by the TDM's key (tdm/key.ts) with the previous delivery's, in bounded
 * memory at any size.
 *
 * Each output row becomes an entry: its key (the key columns' values, as JSON text) and a 64-bit
 * hash of the whole row as the output holds it (SipHash-1-3 with a fixed key, so that hashes of
 * two runs compare). Entries are sorted by key in memory until they would take more than
 * `memoryBytes`, then written to a temporary file as a sorted run, as the `unique` rule's keys
 * spill (validate/unique-spill.ts); the runs are merged with the previous delivery's
 * **fingerprints** — its entries, sorted by key, one `key<TAB>hash` line each — in one pass:
 *
 * - a key only in this output: the row is `created`;
 * - a key in both: `unchanged` when the hashes are equal, else `updated`;
 * - a key only in the previous delivery: `removed` (written to the removed-keys file).
 *
 * Several rows with one key (a key the TDM does not make unique) are paired in order: the first row
 * of this output with that key against the first of the previous, and so on; the extra ones are
 * created or removed. `duplicate_keys` counts such rows.
 *
 * Written: this output's fingerprints (the next run's `previous`), the rows file (for each output
 * row in output order, its source row number — u32 little-endian, all of them first — then its
 * change code — one byte each, {@link CHANGE_CODES}), and the removed keys (NDJSON, one
 * `{column: value}` object a line). Memory: at most `memoryBytes` of entries plus one byte an
 * output row for the change codes (1 MB a million rows).
 */
import { closeSync, mkdtempSync, openSync, readSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KeyHasher } from '../validate/unique-set.ts';
import { EngineError, type ChangeReport, type KeyValue } from '../types.ts';
import { LineSink } from './line-sink.ts';
import { LineSource } from './line-source.ts';

export const CHANGE_KINDS = ['created', 'updated', 'unchanged'] as const;
/** How an output row differs from the previous delivery. */
export type ChangeKind = (typeof CHANGE_KINDS)[number];
/** The byte the rows file holds for each kind (0: none). */
export const CHANGE_CODES: Record<ChangeKind, number> = { created: 1, updated: 2, unchanged: 3 };
/** Removed keys kept in the report (the removed-keys file has them all). */
export const REMOVED_KEYS_SAMPLE = 100;
/** The first line of a fingerprints file names its format version and key. */
const FORMAT = 1;
/** A fixed SipHash key: row hashes must be equal across runs for equal rows. */
const ROW_HASH_KEY = [0x72726546, 0x6f525f79, 0x61485f77, 0x31306873];
const DEFAULT_MEMORY_BYTES = 64 * 1024 * 1024;
/** Bytes an entry takes in memory besides its key text (arrays, the hash, the index, the string's header). */
const ENTRY_OVERHEAD = 64;

/** What {@link compareOutput} reads and writes. */
export interface CompareOptions {
  /** The run's output as the JSON writer writes it (one object a line). */
  outputPath: string;
  /** The run's output row numbers file (changes/row-numbers.ts). */
  rowNumbersPath: string;
  /** The key columns (tdmKey); at least one. */
  key: string[];
  /** The previous delivery's fingerprints file, or null when there is none. */
  previous: string | null;
  /** Where this output's fingerprints go. */
  fingerprintsPath: string;
  /** Where the rows file goes (row numbers, then change codes). */
  rowsPath: string;
  /** Where the removed keys go (NDJSON). */
  removedPath: string;
  /** Bytes of entries held in memory before a sorted run is written to disk (default 64 MiB). */
  memoryBytes?: number;
  /** Directory for the sorted runs (default: the system's temporary directory). */
  dir?: string;
  signal?: AbortSignal;
}

/** A row hash as text: its two 32-bit halves in decimal (number-to-decimal text is V8's fastest). */
const hashText = (hi: number, lo: number) => `${hi}:${lo}`;

/** The index just past the JSON string starting at `from` (a `"`). */
function endOfString(line: string, from: number): number {
  let i = from + 1;
  for (;;) {
    const q = line.indexOf('"', i);
    if (q < 0) return line.length;
    // A quote preceded by an odd number of backslashes is escaped.
    let b = q - 1;
    while (b > from && line.charCodeAt(b) === 0x5c) b--;
    if ((q - 1 - b) % 2 === 0) return q + 1;
    i = q + 1;
  }
}

/**
 * The key of an output object line (`{"k":v,…}` as the JSON writer writes it: flat, every value a
 * string, number, boolean or null): the JSON texts of the key columns' values as a JSON array text
 * (`["C-1",3]`), without parsing the rest of the row. `names` are the key columns as JSON strings;
 * a key column the line lacks is `null`. `scratch` is reused between calls.
 */
export function keyText(line: string, names: readonly string[], scratch: string[]): string {
  const wanted = names.length;
  for (let k = 0; k < wanted; k++) scratch[k] = 'null';
  let found = 0;
  let pos = 1;
  const end = line.length;
  while (pos < end && found < wanted) {
    if (line.charCodeAt(pos) !== 0x22) break;
    const nameEnd = endOfString(line, pos);
    const from = nameEnd + 1;
    let to: number;
    if (line.charCodeAt(from) === 0x22) to = endOfString(line, from);
    else {
      to = from;
      while (to < end) {
        const c = line.charCodeAt(to);
        if (c === 0x2c || c === 0x7d) break;
        to++;
      }
    }
    const k = names.indexOf(line.slice(pos, nameEnd));
    if (k >= 0) {
      scratch[k] = line.slice(from, to);
      found++;
    }
    pos = to + 1;
  }
  // join() copies the characters: the key keeps no reference to the chunk the line was cut from.
  return `[${scratch.join(',')}]`;
}

/** One sorted source of this output's entries: the head's key (null past the end), hash text and output index. */
interface Source {
  key: string | null;
  hash: string;
  index: number;
  advance(): Promise<void> | void;
  close(): Promise<void>;
}

/** Orders (key, index) pairs: by key (UTF-16 code units, as the fingerprints are sorted), then output order. */
function precedes(aKey: string, aIndex: number, bKey: string, bIndex: number): boolean {
  return aKey < bKey || (aKey === bKey && aIndex < bIndex);
}

/** A sorted run on disk (`key<TAB>hash<TAB>index` lines), read back entry by entry. */
class RunReader implements Source {
  readonly #lines: LineSource;
  key: string | null = null;
  hash = '';
  index = 0;
  constructor(path: string) {
    this.#lines = LineSource.open(path);
  }
  async advance(): Promise<void> {
    if (!this.#lines.ready) await this.#lines.fill();
    const line = this.#lines.ready ? this.#lines.line() : '';
    if (line === '') {
      this.key = null;
      return;
    }
    const b = line.lastIndexOf('\t');
    const a = line.lastIndexOf('\t', b - 1);
    this.key = line.slice(0, a);
    this.hash = line.slice(a + 1, b);
    this.index = Number(line.slice(b + 1));
  }
  close(): Promise<void> {
    return this.#lines.close();
  }
}

/** Entries held in memory: keys, hash halves and output indexes side by side, sorted through a permutation. */
class Entries implements Source {
  keys: string[] = [];
  hi = new Int32Array(1024);
  lo = new Int32Array(1024);
  indexes = new Uint32Array(1024);
  order: number[] = [];
  #pos = -1;
  key: string | null = null;
  hash = '';
  index = 0;

  get length(): number {
    return this.keys.length;
  }

  add(key: string, hi: number, lo: number, index: number): void {
    const n = this.keys.length;
    if (n === this.hi.length) {
      const hiGrown = new Int32Array(n * 2);
      hiGrown.set(this.hi);
      this.hi = hiGrown;
      const loGrown = new Int32Array(n * 2);
      loGrown.set(this.lo);
      this.lo = loGrown;
      const indexesGrown = new Uint32Array(n * 2);
      indexesGrown.set(this.indexes);
      this.indexes = indexesGrown;
    }
    this.keys.push(key);
    this.hi[n] = hi;
    this.lo[n] = lo;
    this.indexes[n] = index;
  }

  sort(): void {
    const keys = this.keys;
    const order = Array.from({ length: keys.length }, (_, i) => i);
    // Entries are added in output order, and the sort is stable: equal keys keep it.
    order.sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : 0));
    this.order = order;
  }

  /** The sorted entries as `key<TAB>hash<TAB>index` lines, to a run file. */
  async write(path: string): Promise<void> {
    const sink = new LineSink(path);
    for (const i of this.order) {
      sink.add(`${this.keys[i]}\t${hashText(this.hi[i]!, this.lo[i]!)}\t${this.indexes[i]}\n`);
      if (sink.full) await sink.flush();
    }
    await sink.end();
  }

  advance(): void {
    const i = this.order[++this.#pos];
    if (i === undefined) {
      this.key = null;
      return;
    }
    this.key = this.keys[i]!;
    this.hash = hashText(this.hi[i]!, this.lo[i]!);
    this.index = this.indexes[i]!;
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

/** Reads a previous delivery's fingerprints: its key, then its entries. */
class PreviousReader {
  readonly #lines: LineSource;
  key: string | null = null;
  hash = '';
  constructor(path: string) {
    this.#lines = LineSource.open(path);
  }
  /** The key the fingerprints were made with (null: not a fingerprints file Ferry can read). */
  async open(): Promise<string[] | null> {
    const first = await this.#lines.next();
    try {
      const header = JSON.parse(first ?? '') as { ferry_fingerprints?: number; key?: string[] };
      return header.ferry_fingerprints === FORMAT && Array.isArray(header.key) ? header.key : null;
    } catch {
      return null;
    }
  }
  async advance(): Promise<void> {
    if (!this.#lines.ready) await this.#lines.fill();
    const line = this.#lines.ready ? this.#lines.line() : '';
    if (line === '') {
      this.key = null;
      return;
    }
    const t = line.lastIndexOf('\t');
    this.key = line.slice(0, t);
    this.hash = line.slice(t + 1);
  }
  close(): Promise<void> {
    return this.#lines.close();
  }
}

/**
 * Compares the output at `outputPath` with the previous delivery's fingerprints (see the module
 * comment) and writes this output's fingerprints, rows file and removed keys.
 * @throws EngineError ABORTED when `signal` fires; file system errors as they come
 */
export async function compareOutput(options: CompareOptions): Promise<ChangeReport> {
  const key = options.key;
  if (key.length === 0) throw new Error('compareOutput needs a key');
  const names = key.map((k) => JSON.stringify(k));
  const budget = Math.max(4096, options.memoryBytes ?? DEFAULT_MEMORY_BYTES);
  const dir = mkdtempSync(join(options.dir ?? tmpdir(), 'ferry-changes-'));
  const hasher = new KeyHasher(ROW_HASH_KEY);
  const runs: string[] = [];
  let entries = new Entries();
  let bytes = 0;
  let index = 0;
  const aborted = () => {
    if (options.signal?.aborted) throw new EngineError('ABORTED', 'The run was cancelled while comparing its output with the previous delivery');
  };
  const spill = async () => {
    entries.sort();
    const path = join(dir, `run-${runs.length}.tsv`);
    await entries.write(path);
    runs.push(path);
    entries = new Entries();
    bytes = 0;
  };

  const sources: Source[] = [];
  let previous: PreviousReader | null = null;
  const sinks: LineSink[] = [];
  try {
    // 1. Entries of this output, sorted (spilled in runs beyond the budget).
    const output = LineSource.open(options.outputPath);
    const scratch: string[] = new Array(key.length);
    try {
      for (;;) {
        if (!output.ready) await output.fill();
        if (!output.ready) break;
        const line = output.line();
        if (line.length < 2 || line.charCodeAt(0) !== 0x7b /* { */) continue; // "[", "]", "[]", ""
        const text = line.charCodeAt(line.length - 1) === 0x2c /* , */ ? line.slice(0, -1) : line;
        const k = keyText(text, names, scratch);
        hasher.reset();
        hasher.addText(text);
        hasher.finish();
        entries.add(k, hasher.hi, hasher.lo, index++);
        bytes += 2 * k.length + ENTRY_OVERHEAD;
        if (bytes >= budget) await spill();
        if ((index & 0xffff) === 0) aborted();
      }
    } finally {
      await output.close();
    }
    const rows = index;
    if (runs.length > 0) {
      if (entries.length) await spill();
      for (const path of runs) sources.push(new RunReader(path));
    } else {
      entries.sort();
      sources.push(entries);
    }
    for (const s of sources) await s.advance();

    // 2. The previous delivery, if it was made with the same key.
    let compared = false;
    if (options.previous) {
      previous = new PreviousReader(options.previous);
      const previousKey = await previous.open();
      if (previousKey && previousKey.length === key.length && previousKey.every((k, i) => k === key[i])) {
        compared = true;
        await previous.advance();
      } else {
        await previous.close();
        previous = null;
      }
    }

    // 3. One merge: codes, fingerprints, removed keys.
    const codes = new Uint8Array(rows);
    const report: ChangeReport = { key: [...key], compared, created: 0, updated: 0, unchanged: 0, removed: 0, removed_keys: [], duplicate_keys: 0 };
    const fingerprints = new LineSink(options.fingerprintsPath);
    sinks.push(fingerprints);
    const removed = new LineSink(options.removedPath);
    sinks.push(removed);
    fingerprints.add(`${JSON.stringify({ ferry_fingerprints: FORMAT, key, rows })}\n`);
    let lastKey: string | null = null;
    let steps = 0;
    for (;;) {
      let source: Source | null = null;
      for (const s of sources) if (s.key !== null && (!source || precedes(s.key, s.index, source.key!, source.index))) source = s;
      const current = source ? source.key : null;
      const old = previous ? previous.key : null;
      if (current === null && old === null) break;
      if (current !== null && (old === null || current < old)) {
        codes[source!.index] = CHANGE_CODES.created;
        report.created++;
      } else if (current === null || old! < current) {
        report.removed++;
        const values = JSON.parse(old!) as KeyValue[];
        const object: Record<string, KeyValue> = {};
        key.forEach((k, i) => { object[k] = values[i] ?? null; });
        if (report.removed_keys.length < REMOVED_KEYS_SAMPLE) report.removed_keys.push(object);
        removed.add(`${JSON.stringify(object)}\n`);
        if (removed.full) await removed.flush();
        await previous!.advance();
        continue;
      } else {
        const same = source!.hash === previous!.hash;
        codes[source!.index] = same ? CHANGE_CODES.unchanged : CHANGE_CODES.updated;
        if (same) report.unchanged++;
        else report.updated++;
        await previous!.advance();
      }
      if (current === lastKey) report.duplicate_keys++;
      lastKey = current;
      fingerprints.add(`${current}\t${source!.hash}\n`);
      if (fingerprints.full) await fingerprints.flush();
      const next = source!.advance();
      if (next) await next;
      if ((++steps & 0xffff) === 0) aborted();
    }
    await fingerprints.end();
    await removed.end();

    // 4. The rows file: the row numbers as the run wrote them, then the codes.
    await writeRowsFile(options.rowNumbersPath, codes, options.rowsPath);
    return report;
  } catch (err) {
    for (const s of sinks) s.destroy();
    throw err;
  } finally {
    for (const s of sources) await s.close().catch(() => {});
    await previous?.close().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Copies the row numbers file and appends the change codes (one byte an output row). */
async function writeRowsFile(rowNumbersPath: string, codes: Uint8Array, rowsPath: string): Promise<void> {
  const size = statSync(rowNumbersPath).size;
  if (size !== codes.length * 4) throw new Error(`the output has ${codes.length} rows but its row numbers file ${size / 4}`);
  const sink = openSync(rowsPath, 'w');
  const source = openSync(rowNumbersPath, 'r');
  try {
    const buffer = Buffer.allocUnsafe(1 << 16);
    for (;;) {
      const n = readSync(source, buffer, 0, buffer.length, null);
      if (n === 0) break;
      writeAll(sink, buffer.subarray(0, n));
    }
    writeAll(sink, codes);
  } finally {
    closeSync(source);
    closeSync(sink);
  }
}

function writeAll(fd: number, data: Uint8Array): void {
  let off = 0;
  while (off < data.length) off += writeSync(fd, data.subarray(off));
}

/**
 * Reads a rows file (see the module comment): each output row's source row number and change code.
 * For a caller holding it whole (a page of the review grid filtered by kind); 5 bytes an output row.
 */
export function readRowsFile(data: Uint8Array): { rowNumbers: Uint32Array; codes: Uint8Array } {
  const rows = data.length / 5;
  if (!Number.isInteger(rows)) throw new Error('not a rows file: its size is not a multiple of 5');
  const numbers = new Uint32Array(rows);
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  for (let i = 0; i < rows; i++) numbers[i] = view.getUint32(i * 4, true);
  return { rowNumbers: numbers, codes: data.subarray(rows * 4) };
}

/** The kind a code stands for (null for 0 or an unknown code). */
export function kindOf(code: number): ChangeKind | null {
  return code === 1 ? 'created' : code === 2 ? 'updated' : code === 3 ? 'unchanged' : null;
}
