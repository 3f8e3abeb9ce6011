/**
 * The memory of a `unique` validation across a whole file: which keys were seen, and in which row
 * each was first seen.
 *
 * A key is stored as a 64-bit hash in an open-addressing table of typed arrays (12 bytes a slot:
 * two 32-bit hash halves and the first row number; load ≤ 0.5, so 24–48 bytes a key), instead of
 * the key text in a `Set<string>` (≈ 70–100 bytes a short key, more for long ones; measured in
 * bench/validate.ts). Two different keys share a hash with probability ≈ n²/2⁶⁵ over n keys:
 * 2.7·10⁻⁸ for one million keys, 2.7·10⁻⁶ for ten million. Such a collision would report a false
 * duplicate, never miss a real one.
 *
 * The hash is SipHash-1-3 with a random key per hasher (one per `unique` rule and run): see
 * {@link KeyHasher}.
 */

const EMPTY_PART = -1;
const NUMBER_PART = -3;

const numberScratch = new Float64Array(1);
const numberWords = new Int32Array(numberScratch.buffer);

/**
 * An incremental keyed 64-bit hasher: SipHash-1-3 (Aumasson and Bernstein; one compression round
 * per 8-byte block, three finalisation rounds — the variant Rust's standard hash maps use) with a
 * random 128-bit key per hasher. `reset`, add parts, `finish`, then read `hi`/`lo`. Each part is
 * fed as 32-bit words — a tag word (its length for text; a negative tag for a number or an empty
 * part) followed by its content (two UTF-16 code units a word; a number's IEEE-754 bits) — so the
 * word sequence determines the parts exactly; the message SipHash sees is those words as
 * little-endian bytes (a test checks the result against the `siphash` package).
 *
 * SipHash is a pseudorandom function: without the key, which never leaves the process, a tenant
 * cannot build a file whose keys collide (slow probes, false duplicates) any better than by chance.
 * 64-bit arithmetic is done on 32-bit halves.
 */
export class KeyHasher {
  hi = 0;
  lo = 0;
  private readonly k0h: number;
  private readonly k0l: number;
  private readonly k1h: number;
  private readonly k1l: number;
  private v0h = 0; private v0l = 0; private v1h = 0; private v1l = 0;
  private v2h = 0; private v2l = 0; private v3h = 0; private v3l = 0;
  /** A word waiting for its pair (an 8-byte block is two words). */
  private pending = 0;
  private hasPending = false;
  private words = 0;

  /**
   * `key`: four 32-bit words (k0 low, k0 high, k1 low, k1 high, as the `siphash` package takes
   * them) for reproducible hashes (tests); two words are widened to four. Random when left out.
   */
  constructor(key?: readonly number[]) {
    const k = key === undefined ? crypto.getRandomValues(new Int32Array(4)) : key.length === 4 ? key : [key[0]!, key[1]!, ~key[0]!, ~key[1]!];
    this.k0l = k[0]! | 0;
    this.k0h = k[1]! | 0;
    this.k1l = k[2]! | 0;
    this.k1h = k[3]! | 0;
  }

  /** The key, as the constructor takes it (for another thread that must hash the same way). */
  get key(): number[] {
    return [this.k0l, this.k0h, this.k1l, this.k1h];
  }

  reset(): void {
    this.v0h = this.k0h ^ 0x736f6d65; this.v0l = this.k0l ^ 0x70736575;
    this.v1h = this.k1h ^ 0x646f7261; this.v1l = this.k1l ^ 0x6e646f6d;
    this.v2h = this.k0h ^ 0x6c796765; this.v2l = this.k0l ^ 0x6e657261;
    this.v3h = this.k1h ^ 0x74656462; this.v3l = this.k1l ^ 0x79746573;
    this.hasPending = false;
    this.words = 0;
  }

  /** One SipRound on the state (64-bit add, rotate, xor on 32-bit halves). */
  private round(): void {
    let v0h = this.v0h, v0l = this.v0l, v1h = this.v1h, v1l = this.v1l;
    let v2h = this.v2h, v2l = this.v2l, v3h = this.v3h, v3l = this.v3l;
    let sum = (v0l + v1l) | 0; // v0 += v1
    v0h = (v0h + v1h + ((sum >>> 0) < (v0l >>> 0) ? 1 : 0)) | 0; v0l = sum;
    let th = (v1h << 13) | (v1l >>> 19); let tl = (v1l << 13) | (v1h >>> 19); // v1 = rotl(v1, 13) ^ v0
    v1h = th ^ v0h; v1l = tl ^ v0l;
    th = v0l; v0l = v0h; v0h = th; // v0 = rotl(v0, 32)
    sum = (v2l + v3l) | 0; // v2 += v3
    v2h = (v2h + v3h + ((sum >>> 0) < (v2l >>> 0) ? 1 : 0)) | 0; v2l = sum;
    th = (v3h << 16) | (v3l >>> 16); tl = (v3l << 16) | (v3h >>> 16); // v3 = rotl(v3, 16) ^ v2
    v3h = th ^ v2h; v3l = tl ^ v2l;
    sum = (v0l + v3l) | 0; // v0 += v3
    v0h = (v0h + v3h + ((sum >>> 0) < (v0l >>> 0) ? 1 : 0)) | 0; v0l = sum;
    th = (v3h << 21) | (v3l >>> 11); tl = (v3l << 21) | (v3h >>> 11); // v3 = rotl(v3, 21) ^ v0
    v3h = th ^ v0h; v3l = tl ^ v0l;
    sum = (v2l + v1l) | 0; // v2 += v1
    v2h = (v2h + v1h + ((sum >>> 0) < (v2l >>> 0) ? 1 : 0)) | 0; v2l = sum;
    th = (v1h << 17) | (v1l >>> 15); tl = (v1l << 17) | (v1h >>> 15); // v1 = rotl(v1, 17) ^ v2
    v1h = th ^ v2h; v1l = tl ^ v2l;
    th = v2l; v2l = v2h; v2h = th; // v2 = rotl(v2, 32)
    this.v0h = v0h; this.v0l = v0l; this.v1h = v1h; this.v1l = v1l;
    this.v2h = v2h; this.v2l = v2l; this.v3h = v3h; this.v3l = v3l;
  }

  /** Compresses one 8-byte block (low word first: little-endian). */
  private block(ml: number, mh: number): void {
    this.v3l ^= ml; this.v3h ^= mh;
    this.round();
    this.v0l ^= ml; this.v0h ^= mh;
  }

  private word(w: number): void {
    this.words++;
    if (this.hasPending) {
      this.hasPending = false;
      this.block(this.pending, w);
    } else {
      this.pending = w;
      this.hasPending = true;
    }
  }

  addText(text: string): void {
    const n = text.length;
    this.word(n);
    let i = 0;
    if (this.hasPending && i + 1 < n) {
      this.word(text.charCodeAt(0) | (text.charCodeAt(1) << 16));
      i = 2;
    }
    // Whole blocks (four UTF-16 units) with the state in locals: this loop runs for every
    // character of every unique key. Same arithmetic as round(), inlined.
    if (i + 3 < n) {
      this.words += ((n - i) >>> 2) * 2;
      let v0h = this.v0h, v0l = this.v0l, v1h = this.v1h, v1l = this.v1l;
      let v2h = this.v2h, v2l = this.v2l, v3h = this.v3h, v3l = this.v3l;
      let sum = 0, th = 0, tl = 0;
      for (; i + 3 < n; i += 4) {
        const ml = text.charCodeAt(i) | (text.charCodeAt(i + 1) << 16);
        const mh = text.charCodeAt(i + 2) | (text.charCodeAt(i + 3) << 16);
        v3l ^= ml; v3h ^= mh;
        sum = (v0l + v1l) | 0; v0h = (v0h + v1h + ((sum >>> 0) < (v0l >>> 0) ? 1 : 0)) | 0; v0l = sum;
        th = (v1h << 13) | (v1l >>> 19); tl = (v1l << 13) | (v1h >>> 19); v1h = th ^ v0h; v1l = tl ^ v0l;
        th = v0l; v0l = v0h; v0h = th;
        sum = (v2l + v3l) | 0; v2h = (v2h + v3h + ((sum >>> 0) < (v2l >>> 0) ? 1 : 0)) | 0; v2l = sum;
        th = (v3h << 16) | (v3l >>> 16); tl = (v3l << 16) | (v3h >>> 16); v3h = th ^ v2h; v3l = tl ^ v2l;
        sum = (v0l + v3l) | 0; v0h = (v0h + v3h + ((sum >>> 0) < (v0l >>> 0) ? 1 : 0)) | 0; v0l = sum;
        th = (v3h << 21) | (v3l >>> 11); tl = (v3l << 21) | (v3h >>> 11); v3h = th ^ v0h; v3l = tl ^ v0l;
        sum = (v2l + v1l) | 0; v2h = (v2h + v1h + ((sum >>> 0) < (v2l >>> 0) ? 1 : 0)) | 0; v2l = sum;
        th = (v1h << 17) | (v1l >>> 15); tl = (v1l << 17) | (v1h >>> 15); v1h = th ^ v2h; v1l = tl ^ v2l;
        th = v2l; v2l = v2h; v2h = th;
        v0l ^= ml; v0h ^= mh;
      }
      this.v0h = v0h; this.v0l = v0l; this.v1h = v1h; this.v1l = v1l;
      this.v2h = v2h; this.v2l = v2l; this.v3h = v3h; this.v3l = v3l;
    }
    for (; i + 1 < n; i += 2) this.word(text.charCodeAt(i) | (text.charCodeAt(i + 1) << 16));
    if (i < n) this.word(text.charCodeAt(i));
  }

  /** A number by value: 7 and 7.0 are one key. Callers pass no NaN and no -0. */
  addNumber(value: number): void {
    numberScratch[0] = value;
    this.word(NUMBER_PART);
    this.word(numberWords[0]!);
    this.word(numberWords[1]!);
  }

  addEmpty(): void {
    this.word(EMPTY_PART);
  }

  finish(): void {
    // The last block: the remaining word (if any) and the message length in bytes (mod 256) in the top byte.
    const lengthByte = ((this.words * 4) & 0xff) << 24;
    this.block(this.hasPending ? this.pending : 0, lengthByte);
    this.hasPending = false;
    this.v2l ^= 0xff;
    this.round();
    this.round();
    this.round();
    let a = this.v0h ^ this.v1h ^ this.v2h ^ this.v3h;
    let b = this.v0l ^ this.v1l ^ this.v2l ^ this.v3l;
    if (a === 0 && b === 0) b = 1; // (0, 0) marks an empty slot
    this.hi = a | 0;
    this.lo = b | 0;
  }
}

/**
 * A growable set of 64-bit hashes, each with the row number where it was first added. One
 * Int32Array holds slots of [hi, lo, row] side by side, so a probe touches one cache line.
 */
export class UniqueHashSet {
  private table: Int32Array;
  private mask: number;
  private count = 0;
  private readonly maxCapacity: number;
  /** True once the table is half full at its largest capacity (then it stops growing). */
  full = false;

  /** Keys the table will likely hold in the end (0: unknown), asked each time it grows. */
  private readonly expectedKeys: (() => number) | null;

  /**
   * `initialCapacity` slots to start with; the table grows when half full, up to `maxCapacity`
   * slots (a power of two; unbounded by default). At that size it stops growing and sets `full`;
   * the owner must then empty it (./unique-spill.ts) before it fills up. It doubles, or, when
   * `expectedKeys` foresees more keys, grows at once to hold them: each growth moves every key,
   * and a table that doubles its way up to a million keys moves two million.
   */
  constructor(initialCapacity = 1024, maxCapacity = Infinity, expectedKeys?: () => number) {
    let capacity = 16;
    while (capacity < initialCapacity) capacity *= 2;
    this.table = new Int32Array(capacity * 3);
    this.mask = capacity - 1;
    this.maxCapacity = maxCapacity;
    this.expectedKeys = expectedKeys ?? null;
  }

  /** The first row stored for (hi, lo), which must be in the table, becomes `row`. */
  setFirstRow(hi: number, lo: number, row: number): void {
    const table = this.table;
    let i = (lo ^ Math.imul(hi, 0x9e3779b1)) & this.mask;
    while (table[i * 3] !== hi || table[i * 3 + 1] !== lo) i = (i + 1) & this.mask;
    table[i * 3 + 2] = row;
  }

  /** Calls `visit` with each stored key and its row, in table order. */
  forEachRecord(visit: (hi: number, lo: number, row: number) => void): void {
    const table = this.table;
    for (let j = 0; j < table.length; j += 3) {
      if (table[j] === 0 && table[j + 1] === 0) continue;
      visit(table[j]!, table[j + 1]!, table[j + 2]!);
    }
  }

  /** Empties the table, keeping its size. */
  clear(): void {
    this.table.fill(0);
    this.count = 0;
    this.full = false;
  }

  /** Keys stored. */
  get size(): number {
    return this.count;
  }

  /** Bytes held by the table. */
  get bytes(): number {
    return this.table.byteLength;
  }

  /**
   * Adds the key (hi, lo) first seen at `row`. Returns 0 when it is new, otherwise the row number
   * where it was first added (row numbers are ≥ 1).
   */
  addOrGetFirstRow(hi: number, lo: number, row: number): number {
    const table = this.table;
    const mask = this.mask;
    let i = (lo ^ Math.imul(hi, 0x9e3779b1)) & mask;
    for (;;) {
      const at = i * 3;
      const h = table[at];
      const l = table[at + 1];
      if (h === 0 && l === 0) {
        table[at] = hi;
        table[at + 1] = lo;
        table[at + 2] = row;
        if (++this.count * 2 > mask + 1) {
          if ((mask + 1) * 2 > this.maxCapacity) this.full = true;
          else this.grow();
        }
        return 0;
      }
      if (h === hi && l === lo) return table[at + 2];
      i = (i + 1) & mask;
    }
  }

  private grow(): void {
    const old = this.table;
    let capacity = (this.mask + 1) * 2;
    const expected = this.expectedKeys?.() ?? 0;
    while (capacity < 2 * expected && capacity * 2 <= this.maxCapacity) capacity *= 2;
    const table = new Int32Array(capacity * 3);
    const mask = capacity - 1;
    for (let j = 0; j < old.length; j += 3) {
      const hi = old[j];
      const lo = old[j + 1];
      if (hi === 0 && lo === 0) continue;
      let i = (lo ^ Math.imul(hi, 0x9e3779b1)) & mask;
      while (table[i * 3] !== 0 || table[i * 3 + 1] !== 0) i = (i + 1) & mask;
      table[i * 3] = hi;
      table[i * 3 + 1] = lo;
      table[i * 3 + 2] = old[j + 2];
    }
    this.table = table;
    this.mask = mask;
  }
}
