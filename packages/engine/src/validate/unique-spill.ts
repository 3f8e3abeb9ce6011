/**
 * A `unique` rule's memory within a budget at any file size: the keys seen (64-bit keyed hashes,
 * ./unique-set.ts) and the row each was first seen in, answered for every row as it streams by.
 *
 * Keys go to an in-memory open-addressing table until it would grow beyond `memoryBytes`. Then
 * the table is written to a temporary file as a run — its 12-byte records (hash high, hash low,
 * first row) grouped by the top bits of the hash — and emptied. Each run keeps in memory only a
 * blocked Bloom filter (10 bits a key) and the file offset of each range of the hash's top bits
 * (about 16 records a range, at most 2¹⁶ ranges). One more filter covers all spilled keys (16 bits
 * a key), sized at the first spill for the keys the whole input will likely bring (from the share
 * of the input read so far, `inputRead`; else for `expectedKeys`, the run's row limit); should more
 * keys spill than it was sized for, another is added beside it. A key missing from the table is
 * tested against those filters — one memory access each, which rules out nearly every new key —
 * and only then against the runs' filters; where a run's filter cannot rule it out, one read of
 * the key's range settles it. A key found in a run is put back in the table with its first row, so
 * repeats are answered from memory.
 *
 * Memory per rule: at most `memoryBytes` for the table, plus about 1.5 bytes a record on disk and,
 * for the filters over spilled keys, about 2.5 bytes per key the input brings (2 per
 * `expectedKeys` when the share read is unknown; up to 4 per key spilled when neither is known). The
 * answers are exactly those of one unbounded table. The files live in a directory of their own
 * under `dir`, removed by `close()` (the run calls it when it ends, whatever the outcome).
 */
import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { UniqueHashSet } from './unique-set.ts';

/** Options of a {@link SpillingUniqueSet}. */
export interface SpillOptions {
  /** Bytes the in-memory table may take before it is written to disk (at least 48 KiB is used). */
  memoryBytes: number;
  /** Directory under which a temporary directory for the runs is made (first spill only). */
  dir: string;
  /** Keys the set may hold at most (the run's row limit): the most the filter over all spilled keys is sized for. */
  expectedKeys?: number;
  /**
   * The share of the input read so far (0–1; 0 when unknown). With it, the filter over all spilled
   * keys is sized for the keys the whole input will likely bring (those seen so far over the share
   * read, plus a quarter) instead of for `expectedKeys`.
   */
  inputRead?: () => number;
}

const RECORD = 12;
/** Most ranges of a run's index: 2¹⁶ (256 KiB of offsets); small runs use fewer, about 16 records each. */
const MAX_BUCKET_BITS = 16;
/** Bits a key of the filter over all spilled keys (about 0.1–0.2% false positives). */
const ALL_BITS_PER_KEY = 16;
/** Bits a key of a run's own filter, consulted only when the first says "maybe" (about 1–2%). */
const RUN_BITS_PER_KEY = 10;
const BLOOM_PROBES = 8;

/** One sorted run on disk: its Bloom filter and bucket offsets in memory. */
class SpilledRun {
  readonly #fd: number;
  readonly #shift: number;
  readonly #offsets: Uint32Array;
  readonly #bloom: BlockedBloom;
  #scratch = new Int32Array(64 * 3);

  constructor(fd: number, shift: number, offsets: Uint32Array, bloom: BlockedBloom) {
    this.#fd = fd;
    this.#shift = shift;
    this.#offsets = offsets;
    this.#bloom = bloom;
  }

  /** Bytes this run holds in memory. */
  get bytes(): number {
    return this.#offsets.byteLength + this.#bloom.bytes;
  }

  /** The first row of (hi, lo) in this run, or 0. */
  find(hi: number, lo: number): number {
    if (!this.#bloom.has(hi, lo)) return 0;
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

/**
 * A blocked Bloom filter (Putze, Sanders, Singler 2007): each key sets and tests 8 bits within
 * one 512-bit block (one cache line), so a test costs one memory access. At 16 bits a key about
 * 0.1–0.2% of absent keys test positive, at 10 bits about 1–2%.
 */
class BlockedBloom {
  readonly #words: Uint32Array;
  readonly #blocks: number;

  constructor(keys: number, bitsPerKey: number) {
    this.#blocks = Math.max(1, Math.ceil((keys * bitsPerKey) / 512));
    this.#words = new Uint32Array(this.#blocks * 16);
  }

  get bytes(): number {
    return this.#words.byteLength;
  }

  add(hi: number, lo: number): void {
    const base = ((hi >>> 0) % this.#blocks) * 16;
    let x = lo;
    for (let i = 0; i < BLOOM_PROBES; i++) {
      const bit = x & 511;
      this.#words[base + (bit >>> 5)]! |= 1 << (bit & 31);
      x = i === 3 ? Math.imul(hi ^ lo, 0x9e3779b1) : x >>> 9 | (x << 23);
    }
  }

  has(hi: number, lo: number): boolean {
    const base = ((hi >>> 0) % this.#blocks) * 16;
    const words = this.#words;
    let x = lo;
    for (let i = 0; i < BLOOM_PROBES; i++) {
      const bit = x & 511;
      if ((words[base + (bit >>> 5)]! & (1 << (bit & 31))) === 0) return false;
      x = i === 3 ? Math.imul(hi ^ lo, 0x9e3779b1) : x >>> 9 | (x << 23);
    }
    return true;
  }
}

/** The set of a `unique` rule that spills to disk beyond its memory budget (see the file comment). */
export class SpillingUniqueSet {
  readonly #options: SpillOptions;
  #memory: UniqueHashSet;
  #runs: SpilledRun[] = [];
  /**
   * Filters over every spilled key: a new key usually costs one memory access per filter, not one
   * per run. Usually one; another is added when more keys spill than the last was sized for.
   */
  #all: BlockedBloom[] = [];
  /** Keys the newest of {@link #all} still takes at its designed false-positive rate. */
  #allRoom = 0;
  /** Keys spilled so far. */
  #spilled = 0;
  #dir: string | null = null;

  constructor(options: SpillOptions) {
    this.#options = options;
    // The largest power-of-two slot count whose table fits the budget; the table spills when it is half full.
    let capacity = 1 << 12;
    while (capacity * 2 * RECORD <= options.memoryBytes) capacity *= 2;
    // Told how many keys the input will likely bring, the table grows straight to a size that
    // holds them (or to its budget), instead of doubling its way there.
    const inputRead = options.inputRead;
    this.#memory = new UniqueHashSet(1024, capacity, inputRead ? () => {
      const share = inputRead();
      return share > 0 && share <= 1 ? Math.ceil((this.#memory.size / share) * 1.1) : 0;
    } : undefined);
  }

  /** Runs written to disk so far. */
  get spills(): number {
    return this.#runs.length;
  }

  /** Filters kept over all spilled keys (0 before the first spill; more than 1 when more keys spilled than the first was sized for). */
  get filters(): number {
    return this.#all.length;
  }

  /** Bytes held in memory (the table and each run's filter and offsets). */
  get bytes(): number {
    return this.#memory.bytes + this.#all.reduce((sum, filter) => sum + filter.bytes, 0) + this.#runs.reduce((sum, run) => sum + run.bytes, 0);
  }

  /** As UniqueHashSet.addOrGetFirstRow: 0 for a new key, else the row it was first seen in. */
  addOrGetFirstRow(hi: number, lo: number, row: number): number {
    const memory = this.#memory;
    let first = memory.addOrGetFirstRow(hi, lo, row);
    if (first !== 0) return first;
    if (this.#maybeSpilled(hi, lo)) {
      for (let i = 0; i < this.#runs.length && first === 0; i++) first = this.#runs[i]!.find(hi, lo);
    }
    if (first !== 0) memory.setFirstRow(hi, lo, first);
    if (memory.full) this.#spill();
    return first;
  }

  #maybeSpilled(hi: number, lo: number): boolean {
    const all = this.#all;
    for (let i = 0; i < all.length; i++) if (all[i]!.has(hi, lo)) return true;
    return false;
  }

  /**
   * Keys the next filter over spilled keys is sized for, `n` about to spill: what the rest of the
   * input will likely bring (from the share read so far; with `expectedKeys` alone, that many in
   * all), and at least four runs' worth and as many as have spilled before (so that filters stay
   * few however wrong the estimate was).
   */
  #nextFilterKeys(n: number): number {
    const seen = this.#spilled + n;
    const cap = this.#options.expectedKeys ?? 0;
    const share = this.#options.inputRead?.() ?? 0;
    let likely = share > 0 && share <= 1 ? Math.ceil((seen / share) * 1.25) : cap;
    if (cap > 0) likely = Math.min(likely, cap);
    return Math.max(n * 4, this.#spilled, likely - this.#spilled);
  }

  #spill(): void {
    const memory = this.#memory;
    const n = memory.size;
    // Records grouped by the top bits of the hash (a counting sort straight from the table): a
    // lookup reads its key's whole range, so the order within a range does not matter.
    const bucketBits = Math.min(MAX_BUCKET_BITS, Math.max(4, Math.ceil(Math.log2(Math.max(1, n / 16)))));
    const shift = 32 - bucketBits;
    const buckets = 1 << bucketBits;
    const offsets = new Uint32Array(buckets + 1);
    memory.forEachRecord((hi) => { offsets[(hi >>> shift) + 1]!++; });
    for (let b = 0; b < buckets; b++) offsets[b + 1]! += offsets[b]!;
    const sorted = new Int32Array(n * 3);
    const next = offsets.slice(0, buckets);
    memory.forEachRecord((hi, lo, row) => {
      const at = next[hi >>> shift]!++ * 3;
      sorted[at] = hi;
      sorted[at + 1] = lo;
      sorted[at + 2] = row;
    });
    const bloom = new BlockedBloom(n, RUN_BITS_PER_KEY);
    if (this.#allRoom < n) {
      const keys = this.#nextFilterKeys(n);
      this.#all.push(new BlockedBloom(keys, ALL_BITS_PER_KEY));
      this.#allRoom = keys;
    }
    const all = this.#all[this.#all.length - 1]!;
    for (let i = 0; i < n; i++) {
      bloom.add(sorted[i * 3]!, sorted[i * 3 + 1]!);
      all.add(sorted[i * 3]!, sorted[i * 3 + 1]!);
    }
    this.#allRoom -= n;
    this.#spilled += n;
    this.#dir ??= mkdtempSync(join(this.#options.dir, 'ferry-unique-'));
    const fd = openSync(join(this.#dir, `run-${this.#runs.length}`), 'w+');
    const bytes = new Uint8Array(sorted.buffer);
    for (let written = 0; written < bytes.length;) written += writeSync(fd, bytes, written, bytes.length - written, written);
    this.#runs.push(new SpilledRun(fd, shift, offsets, bloom));
    memory.clear();
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
