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
 * The hash: two independent 32-bit multiply-xor streams over the UTF-16 code units (different odd
 * multipliers and seeds), each finished with the MurmurHash3 fmix32 avalanche and mixed with the
 * other and the length. Parts of a composite key are fed one after another with a separator
 * that no code unit can equal, and an empty part differs from an absent one.
 */

const EMPTY_PART = -1;
const PART_END = -2;

/** An incremental 64-bit hasher; `reset`, `add…` parts, then read `hi`/`lo` after `finish`. */
export class KeyHasher {
  hi = 0;
  lo = 0;
  private h1 = 0;
  private h2 = 0;
  private length = 0;

  reset(): void {
    this.h1 = 0x9747b28c;
    this.h2 = 0x2c1b3c6d;
    this.length = 0;
  }

  private mix(c: number): void {
    this.h1 = Math.imul(this.h1 ^ c, 0x85ebca6b);
    this.h1 = (this.h1 << 13) | (this.h1 >>> 19);
    this.h2 = Math.imul(this.h2 ^ c, 0xc2b2ae35);
    this.h2 = (this.h2 << 17) | (this.h2 >>> 15);
    this.h2 = Math.imul(this.h2, 0x27d4eb2f);
  }

  addText(text: string): void {
    const n = text.length;
    for (let i = 0; i < n; i++) this.mix(text.charCodeAt(i));
    this.mix(PART_END);
    this.length += n + 1;
  }

  addEmpty(): void {
    this.mix(EMPTY_PART);
    this.length += 1;
  }

  finish(): void {
    let a = this.h1 ^ this.length;
    let b = this.h2 ^ Math.imul(this.length, 0x9e3779b1);
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

/** A growable set of 64-bit hashes, each with the row number where it was first added. */
export class UniqueHashSet {
  private his: Int32Array;
  private los: Int32Array;
  private rows: Int32Array;
  private mask: number;
  private count = 0;

  constructor(initialCapacity = 1024) {
    let capacity = 16;
    while (capacity < initialCapacity) capacity *= 2;
    this.his = new Int32Array(capacity);
    this.los = new Int32Array(capacity);
    this.rows = new Int32Array(capacity);
    this.mask = capacity - 1;
  }

  /** Keys stored. */
  get size(): number {
    return this.count;
  }

  /** Bytes held by the table's arrays. */
  get bytes(): number {
    return (this.mask + 1) * 12;
  }

  /**
   * Adds the key (hi, lo) first seen at `row`. Returns 0 when it is new, otherwise the row number
   * where it was first added (row numbers are ≥ 1).
   */
  addOrGetFirstRow(hi: number, lo: number, row: number): number {
    let i = (lo ^ Math.imul(hi, 0x9e3779b1)) & this.mask;
    for (;;) {
      const h = this.his[i];
      const l = this.los[i];
      if (h === 0 && l === 0) break;
      if (h === hi && l === lo) return this.rows[i];
      i = (i + 1) & this.mask;
    }
    this.his[i] = hi;
    this.los[i] = lo;
    this.rows[i] = row;
    if (++this.count * 2 > this.mask + 1) this.grow();
    return 0;
  }

  private grow(): void {
    const { his, los, rows } = this;
    const capacity = (this.mask + 1) * 2;
    this.his = new Int32Array(capacity);
    this.los = new Int32Array(capacity);
    this.rows = new Int32Array(capacity);
    this.mask = capacity - 1;
    for (let j = 0; j < his.length; j++) {
      const hi = his[j];
      const lo = los[j];
      if (hi === 0 && lo === 0) continue;
      let i = (lo ^ Math.imul(hi, 0x9e3779b1)) & this.mask;
      while (this.his[i] !== 0 || this.los[i] !== 0) i = (i + 1) & this.mask;
      this.his[i] = hi;
      this.los[i] = lo;
      this.rows[i] = rows[j];
    }
  }
}
