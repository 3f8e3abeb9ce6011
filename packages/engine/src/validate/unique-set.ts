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
 * The hash: two 32-bit multiply-rotate streams (different odd multipliers and seeds) over 32-bit
 * words, finished with the MurmurHash3 fmix32 avalanche and cross-mixed (a bijection of the two
 * states, so a collision needs both streams to collide). Measured on 1M structured keys each
 * half collides as often as a uniform 32-bit hash (~116 expected) and the pair never.
 *
 * The seeds are random per hasher (one per `unique` rule and run), so a tenant cannot prepare a
 * file whose keys collide in a known table (slow probes, false duplicates) from hash values
 * computed offline. This is not a keyed PRF (multiply-rotate hashes have known seed-independent
 * differentials), so it raises the cost of such a file rather than ruling it out; a run's time
 * stays bounded by the engine's deadline either way.
 */

const EMPTY_PART = -1;
const NUMBER_PART = -3;

const numberScratch = new Float64Array(1);
const numberWords = new Int32Array(numberScratch.buffer);

/**
 * An incremental 64-bit hasher; `reset`, add parts, `finish`, then read `hi`/`lo`. Each part is
 * fed as a tag word (its length for text; a negative tag for a number or an empty part) followed
 * by its content (two UTF-16 code units a word; a number's IEEE-754 bits), so the word sequence
 * determines the parts exactly.
 */
export class KeyHasher {
  hi = 0;
  lo = 0;
  private h1 = 0;
  private h2 = 0;
  private words = 0;
  private readonly seed1: number;
  private readonly seed2: number;

  /** `seeds`: two 32-bit seeds for reproducible hashes (tests); random when left out. */
  constructor(seeds?: readonly [number, number]) {
    const [seed1, seed2] = seeds ?? crypto.getRandomValues(new Int32Array(2));
    this.seed1 = seed1! | 0;
    this.seed2 = seed2! | 0;
  }

  reset(): void {
    this.h1 = this.seed1;
    this.h2 = this.seed2;
    this.words = 0;
  }

  private mix(w: number): void {
    let a = Math.imul(this.h1 ^ w, 0x85ebca6b);
    this.h1 = (a << 13) | (a >>> 19);
    a = Math.imul(this.h2 ^ w, 0xc2b2ae35);
    this.h2 = Math.imul((a << 17) | (a >>> 15), 0x27d4eb2f);
    this.words++;
  }

  addText(text: string): void {
    const n = text.length;
    this.mix(n);
    // The per-word mix inlined on locals: this loop runs for every character of every unique key.
    let h1 = this.h1;
    let h2 = this.h2;
    let a = 0;
    let i = 0;
    for (; i + 1 < n; i += 2) {
      const w = text.charCodeAt(i) | (text.charCodeAt(i + 1) << 16);
      a = Math.imul(h1 ^ w, 0x85ebca6b);
      h1 = (a << 13) | (a >>> 19);
      a = Math.imul(h2 ^ w, 0xc2b2ae35);
      h2 = Math.imul((a << 17) | (a >>> 15), 0x27d4eb2f);
    }
    this.h1 = h1;
    this.h2 = h2;
    this.words += i >>> 1;
    if (i < n) this.mix(text.charCodeAt(i));
  }

  /** A number by value: 7 and 7.0 are one key. Callers pass no NaN and no -0. */
  addNumber(value: number): void {
    numberScratch[0] = value;
    this.mix(NUMBER_PART);
    this.mix(numberWords[0]);
    this.mix(numberWords[1]);
  }

  addEmpty(): void {
    this.mix(EMPTY_PART);
  }

  finish(): void {
    let a = this.h1 ^ this.words;
    let b = this.h2 ^ Math.imul(this.words, 0x9e3779b1);
    a = fmix32(a);
    b = fmix32(b ^ a);
    a = fmix32(a ^ b);
    if (a === 0 && b === 0) b = 1; // (0, 0) marks an empty slot
    this.hi = a | 0;
    this.lo = b | 0;
  }
}

function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h;
}

/**
 * A growable set of 64-bit hashes, each with the row number where it was first added. One
 * Int32Array holds slots of [hi, lo, row] side by side, so a probe touches one cache line.
 */
export class UniqueHashSet {
  private table: Int32Array;
  private mask: number;
  private count = 0;

  constructor(initialCapacity = 1024) {
    let capacity = 16;
    while (capacity < initialCapacity) capacity *= 2;
    this.table = new Int32Array(capacity * 3);
    this.mask = capacity - 1;
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
        if (++this.count * 2 > mask + 1) this.grow();
        return 0;
      }
      if (h === hi && l === lo) return table[at + 2];
      i = (i + 1) & mask;
    }
  }

  private grow(): void {
    const old = this.table;
    const capacity = (this.mask + 1) * 2;
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
