/**
 * The memory of a `unique` rule for whole numbers that fill a range densely (customer ids, order
 * numbers, row ids): for each value, the row where it was first seen, in pages of
 * {@link PAGE_SIZE} consecutive values (4 KiB each).
 *
 * Why: the hash set of ./unique-set.ts scatters consecutive ids over the whole table, so each
 * insert is a cache miss (~24–48 bytes a key, measured ~0.2 µs an insert at 1M keys). Here
 * consecutive values share a page: ~4 bytes a key and a few nanoseconds an insert.
 *
 * The pages only pay while the values are dense. Their memory is kept under
 * {@link SLACK_BYTES} plus {@link BYTES_PER_KEY} per stored key (no worse than the hash set);
 * adding a page beyond that budget is refused, and the caller moves the stored keys to the hash
 * set and goes on there (`entries()`), so sparse or random values cost at most one move of a few
 * thousand keys.
 */

/** Values per page. */
export const PAGE_SIZE = 1024;
/** Page memory allowed whatever the number of keys (1,024 pages). */
export const SLACK_BYTES = 4 * 1024 * 1024;
/** Page memory allowed per stored key, beyond the slack. */
export const BYTES_PER_KEY = 32;

const PAGE_BYTES = PAGE_SIZE * 4;

export class DenseIntRows {
  private readonly pages = new Map<number, Int32Array>();
  private lastIndex = Number.NaN;
  private last: Int32Array | undefined;
  private count = 0;

  /** Keys stored. */
  get size(): number {
    return this.count;
  }

  /** Bytes held by the pages. */
  get bytes(): number {
    return this.pages.size * PAGE_BYTES;
  }

  /**
   * Adds the safe integer `value` first seen at `row` (≥ 1). Returns 0 when it is new, the row
   * where it was first added when it is not, or -1 when storing it would need a page over the
   * memory budget (nothing is stored then: the caller moves to the hash set).
   */
  addOrGetFirstRow(value: number, row: number): number {
    const index = Math.floor(value / PAGE_SIZE);
    let page = index === this.lastIndex ? this.last : this.pages.get(index);
    if (page === undefined) {
      if ((this.pages.size + 1) * PAGE_BYTES > SLACK_BYTES + this.count * BYTES_PER_KEY) return -1;
      page = new Int32Array(PAGE_SIZE);
      this.pages.set(index, page);
    }
    this.lastIndex = index;
    this.last = page;
    const at = value - index * PAGE_SIZE;
    const first = page[at];
    if (first !== 0) return first;
    page[at] = row;
    this.count++;
    return 0;
  }

  /** Every stored value with its first row. */
  *entries(): Generator<[value: number, row: number]> {
    for (const [index, page] of this.pages) {
      for (let at = 0; at < PAGE_SIZE; at++) if (page[at] !== 0) yield [index * PAGE_SIZE + at, page[at]];
    }
  }
}
