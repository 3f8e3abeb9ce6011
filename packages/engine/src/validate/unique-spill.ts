/**
 * A `unique` rule's memory within a budget at any file size: the keys seen (64-bit keyed hashes,
 * ./unique-set.ts) and the row each was first seen in, answered for every row as it streams by.
 *
 * Keys go to an in-memory open-addressing table until it would grow beyond `memoryBytes`. Then
 * the table is written to a temporary file as a sorted run — its 12-byte records (hash high,
 * hash low, first row) ordered by hash — and emptied. Each run keeps in memory only a Bloom filter
 * (10 bits a key, 7 probes: about 1% false positives) and the file offset of each range of the
 * hash's top bits (about 16 records a range, at most 2¹⁶ ranges). A key missing from the table is looked up in the
 * runs: the Bloom filter rules out nearly every run without touching the disk; where it cannot,
 * one read of the key's range settles it. A key
 * found in a run is put back in the table with its first row, so repeats are answered from memory.
 *
 * Memory per rule: at most `memoryBytes` for the table, plus about 2 bytes a record on disk. The
 * answers are exactly those of one unbounded table. The files live in a directory of their own
 * under `dir`, removed by `close()` (the run calls it when it ends, whatever the outcome).
 */
import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { UniqueHashSet } from './unique-set.ts';

/** Options of a {@link SpillingUniqueSet}. */
export interface SpillOptions {
  /** Bytes the in-memory table may take before it is written to disk (at least 64 KiB is used). */
  memoryBytes: number;
  /** Directory under which a temporary directory for the runs is made (first spill only). */
  dir: string;
}

const RECORD = 12;
/** Most ranges of a run's index: 2¹⁶ (256 KiB of offsets); small runs use fewer, about 16 records each. */
const MAX_BUCKET_BITS = 16;
const BLOOM_BITS_PER_KEY = 10;
const BLOOM_PROBES = 7;

/** One sorted run on disk: its Bloom filter and bucket offsets in memory. */
class SpilledRun {
  readonly #fd: number;
  readonly #shift: number;
  readonly #offsets: Uint32Array;
  readonly #bloom: Uint32Array;
  readonly #bloomBits: number;
  #scratch = new Int32Array(64 * 3);

  constructor(fd: number, shift: number, offsets: Uint32Array, bloom: Uint32Array, bloomBits: number) {
    this.#fd = fd;
    this.#shift = shift;
    this.#offsets = offsets;
    this.#bloom = bloom;
    this.#bloomBits = bloomBits;
  }

  /** Bytes this run holds in memory. */
  get bytes(): number {
    return this.#offsets.byteLength + this.#bloom.byteLength;
  }

  /** The first row of (hi, lo) in this run, or 0. */
  find(hi: number, lo: number): number {
    if (!bloomHas(this.#bloom, this.#bloomBits, hi, lo)) return 0;
    const bucket = hi >>> this.#shift;
    const from = this.#offsets[bucket]!;
    const count = this.#offsets[bucket + 1]! - from;
    if (count === 0) return 0;
    if (this.#scratch.length < count * 3) this.#scratch = new Int32Array(count * 3);
    const view = new Uint8Array(this.#scratch.buffer, 0, count * RECORD);
    readSync(this.#fd, view, 0, view.byteLength, from * RECORD);
    const records = this.#scratch;
    for (let i = 0; i < count * 3; i += 3) if (records[i] === hi && records[i + 1] === lo) return records[i + 2]!;
    return 0;
  }

  close(): void {
    closeSync(this.#fd);
  }
}

function bloomHas(bits: Uint32Array, m: number, hi: number, lo: number): boolean {
  const a = lo >>> 0;
  const b = ((hi >>> 0) | 1) >>> 0;
  for (let i = 0; i < BLOOM_PROBES; i++) {
    const p = (a + Math.imul(i, b)) >>> 0;
    const bit = p % m;
    if ((bits[bit >>> 5]! & (1 << (bit & 31))) === 0) return false;
  }
  return true;
}

function bloomAdd(bits: Uint32Array, m: number, hi: number, lo: number): void {
  const a = lo >>> 0;
  const b = ((hi >>> 0) | 1) >>> 0;
  for (let i = 0; i < BLOOM_PROBES; i++) {
    const p = (a + Math.imul(i, b)) >>> 0;
    const bit = p % m;
    bits[bit >>> 5]! |= 1 << (bit & 31);
  }
}

/** True when record `i` of `r` orders after record `j` (by hash, unsigned). */
function after(r: Int32Array, i: number, j: number): boolean {
  const hi = r[i * 3]! >>> 0;
  const hj = r[j * 3]! >>> 0;
  return hi > hj || (hi === hj && r[i * 3 + 1]! >>> 0 > r[j * 3 + 1]! >>> 0);
}

/** The set of a `unique` rule that spills to disk beyond its memory budget (see the file comment). */
export class SpillingUniqueSet {
  readonly #options: SpillOptions;
  readonly #capacity: number;
  #memory: UniqueHashSet;
  #runs: SpilledRun[] = [];
  #dir: string | null = null;

  constructor(options: SpillOptions) {
    this.#options = options;
    // The largest power-of-two slot count whose table fits the budget; the table spills when it is half full.
    let capacity = 1 << 12;
    while (capacity * 2 * RECORD <= Math.max(64 * 1024, options.memoryBytes)) capacity *= 2;
    this.#capacity = capacity;
    this.#memory = new UniqueHashSet(1024, capacity);
  }

  /** Runs written to disk so far. */
  get spills(): number {
    return this.#runs.length;
  }

  /** Bytes held in memory (the table and each run's filter and offsets). */
  get bytes(): number {
    return this.#memory.bytes + this.#runs.reduce((sum, run) => sum + run.bytes, 0);
  }

  /** As UniqueHashSet.addOrGetFirstRow: 0 for a new key, else the row it was first seen in. */
  addOrGetFirstRow(hi: number, lo: number, row: number): number {
    const memory = this.#memory;
    let first = memory.addOrGetFirstRow(hi, lo, row);
    if (first !== 0) return first;
    for (let i = 0; i < this.#runs.length && first === 0; i++) first = this.#runs[i]!.find(hi, lo);
    if (first !== 0) memory.setFirstRow(hi, lo, first);
    if (memory.full) this.#spill();
    return first;
  }

  #spill(): void {
    const records = this.#memory.records();
    const n = records.length / 3;
    // Counting sort by the top bits of the hash, then insertion sort within each range.
    const bucketBits = Math.min(MAX_BUCKET_BITS, Math.max(4, Math.ceil(Math.log2(Math.max(1, n / 16)))));
    const shift = 32 - bucketBits;
    const buckets = 1 << bucketBits;
    const offsets = new Uint32Array(buckets + 1);
    for (let i = 0; i < n; i++) offsets[(records[i * 3]! >>> shift) + 1]!++;
    for (let b = 0; b < buckets; b++) offsets[b + 1]! += offsets[b]!;
    const sorted = new Int32Array(records.length);
    const next = offsets.slice(0, buckets);
    for (let i = 0; i < n; i++) {
      const at = next[records[i * 3]! >>> shift]!++;
      sorted[at * 3] = records[i * 3]!;
      sorted[at * 3 + 1] = records[i * 3 + 1]!;
      sorted[at * 3 + 2] = records[i * 3 + 2]!;
    }
    for (let b = 0; b < buckets; b++) {
      for (let i = offsets[b]! + 1; i < offsets[b + 1]!; i++) {
        for (let j = i; j > offsets[b]! && after(sorted, j - 1, j); j--) {
          for (let k = 0; k < 3; k++) {
            const t = sorted[j * 3 + k]!;
            sorted[j * 3 + k] = sorted[(j - 1) * 3 + k]!;
            sorted[(j - 1) * 3 + k] = t;
          }
        }
      }
    }
    const bloomBits = Math.max(64, n * BLOOM_BITS_PER_KEY);
    const bloom = new Uint32Array(Math.ceil(bloomBits / 32));
    for (let i = 0; i < n; i++) bloomAdd(bloom, bloomBits, sorted[i * 3]!, sorted[i * 3 + 1]!);
    this.#dir ??= mkdtempSync(join(this.#options.dir, 'ferry-unique-'));
    const fd = openSync(join(this.#dir, `run-${this.#runs.length}`), 'w+');
    const bytes = new Uint8Array(sorted.buffer);
    for (let written = 0; written < bytes.length;) written += writeSync(fd, bytes, written, bytes.length - written, written);
    this.#runs.push(new SpilledRun(fd, shift, offsets, bloom, bloomBits));
    this.#memory = new UniqueHashSet(1024, this.#capacity);
  }

  /** Closes and deletes the runs on disk (idempotent). */
  close(): void {
    for (const run of this.#runs) {
      try { run.close(); } catch { /* already closed */ }
    }
    this.#runs = [];
    if (this.#dir) rmSync(this.#dir, { recursive: true, force: true });
    this.#dir = null;
  }
}
