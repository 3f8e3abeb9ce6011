/**
 * What a run's row stages tell the grid store about each batch (./format.ts): the value each cell
 * was fed by the mapping, the value after each transformation and rule step of the columns that
 * have steps, a person's edit, and in the end the output values. `RowPipeline` calls it per batch,
 * in the order the stages run:
 *
 *   begin(values)           the target values as the mapping built them
 *   step(c, values, failed) after each transformation or rule step of column c
 *   cleaned(r, c, before)   before a fix's value replaces the cell
 *   end(...)                after validation: encodes the batch's block
 *
 * Only columns with steps keep a chain for every cell; other cells keep the value as read only
 * when its text differs from the output's (a date reformatted, `1,234.50` read as 1234.5). Nothing
 * is allocated per cell: chains live in arrays kept from batch to batch, one per step of a column.
 */
import type { OutputValue } from '../contracts.ts';
import type { CellValue } from '../types.ts';
import { BodyEncoder, outputText, type EncodedBlock } from './format.ts';

export class GridRecorder {
  readonly #width: number;
  /** Per column: its steps (0: none). */
  readonly #steps: number[];
  readonly #encoder: BodyEncoder;
  /** Per stepped column: the chain values by level (level 0: as fed), each indexed by row. */
  readonly #levels: Array<CellValue[][] | undefined>;
  /** Per stepped column: each row's chain length. */
  readonly #lengths: Array<Uint8Array | undefined>;
  /** Per stepped column: the levels filled in this batch. */
  readonly #depth: number[];
  /** The cells a fix replaced in this batch (r·width+c) → the value before (for unstepped columns). */
  readonly #cleaned = new Map<number, CellValue>();
  /** One column's output values of the batch, reused. */
  readonly #column: OutputValue[] = [];
  #count = 0;

  /**
   * @param width the TDM's columns
   * @param steps per column, how many transformation and rule steps it has
   */
  constructor(width: number, steps: number[]) {
    this.#width = width;
    this.#steps = steps;
    this.#encoder = new BodyEncoder(width);
    this.#levels = steps.map((k) => (k > 0 ? Array.from({ length: k + 1 }, () => [] as CellValue[]) : undefined));
    this.#lengths = steps.map((k) => (k > 0 ? new Uint8Array(0) : undefined));
    this.#depth = new Array<number>(width).fill(0);
  }

  /** A new batch of `count` rows whose target values the mapping just built. */
  begin(values: CellValue[][], count: number): void {
    this.#count = count;
    if (this.#cleaned.size) this.#cleaned.clear();
    for (let c = 0; c < this.#width; c++) {
      const levels = this.#levels[c];
      if (!levels) continue;
      let lengths = this.#lengths[c]!;
      if (lengths.length < count) lengths = this.#lengths[c] = new Uint8Array(Math.max(count, 2 * lengths.length));
      const first = levels[0];
      for (let r = 0; r < count; r++) first[r] = values[r][c];
      lengths.fill(1, 0, count);
      this.#depth[c] = 1;
    }
  }

  /** After a step of column `c`: the value of every cell the step did not fail joins its chain. */
  step(c: number, values: CellValue[][], failed: boolean[][]): void {
    const levels = this.#levels[c];
    if (!levels) return;
    const depth = this.#depth[c];
    if (depth >= levels.length) return;
    const level = levels[depth];
    const lengths = this.#lengths[c]!;
    for (let r = 0; r < this.#count; r++) {
      if (failed[r][c] || lengths[r] !== depth) continue;
      level[r] = values[r][c];
      lengths[r] = depth + 1;
    }
    this.#depth[c] = depth + 1;
  }

  /** A fix replaces row `r`'s cell of column `c`, which held `before`. */
  cleaned(r: number, c: number, before: CellValue): void {
    this.#cleaned.set(r * this.#width + c, before);
  }

  /**
   * Encodes the batch's block. `values` are the values validation judged, `output` its output
   * values, `failed` the erroneous cells (before the pipeline clears them).
   */
  end(rowNumbers: ArrayLike<number>, values: CellValue[][], output: OutputValue[][], failed: boolean[][]): EncodedBlock {
    const n = this.#count;
    const w = this.#width;
    const encoder = this.#encoder;
    const cleanedCells = this.#cleaned;
    const anyCleaned = cleanedCells.size > 0;
    const column = this.#column;
    column.length = n;
    encoder.begin(rowNumbers, n);
    for (let c = 0; c < w; c++) {
      for (let r = 0; r < n; r++) column[r] = failed[r][c] ? null : output[r][c];
      encoder.column(c, column);
      const levels = this.#levels[c];
      const lengths = this.#lengths[c];
      for (let r = 0; r < n; r++) {
        const cleaned = anyCleaned && cleanedCells.has(r * w + c);
        if (levels || cleaned) {
          // The chain's last value (what validation judged) is left out when it is the output's text.
          const last = values[r][c];
          const implied = !failed[r][c] && sameText(last, output[r][c]);
          const length = levels ? lengths![r] : 1;
          const count = length + (cleaned ? 1 : 0);
          encoder.traceStart(c, r, implied ? count - 1 : count, cleaned, implied);
          if (levels) for (let i = 0; i < (implied && !cleaned ? length - 1 : length); i++) encoder.traceValue(c, levels[i][r]);
          else encoder.traceValue(c, cleanedCells.get(r * w + c));
          if (cleaned && !implied) encoder.traceValue(c, last);
          continue;
        }
        if (failed[r][c]) continue;
        // The value as read is kept when its text is not the output's (an empty one never is).
        const read = values[r][c];
        if (sameText(read, output[r][c])) continue;
        encoder.traceStart(c, r, 1, false, false);
        encoder.traceValue(c, read);
      }
    }
    column.length = 0;
    return encoder.finish();
  }

  /** Steps per column, as given. */
  get steps(): readonly number[] {
    return this.#steps;
  }
}

/** Whether `text` is the decimal text of the whole number `n` (0 ≤ n < 1e15), without making a string. */
function isTextOfWhole(text: string, n: number): boolean {
  let x = n;
  for (let i = text.length - 1; i >= 0; i--) {
    if (text.charCodeAt(i) !== 48 + (x % 10)) return false;
    x = Math.floor(x / 10);
  }
  return x === 0 && text.length > 0 && (text.length === 1 || text.charCodeAt(0) !== 48);
}

/** Whether a cell value and an output value have the same text (an empty text and null alike). */
function sameText(value: CellValue | undefined, out: OutputValue | undefined): boolean {
  if (typeof value === 'string') {
    if (value === out) return true;
    if (value === '') return out === null || out === undefined;
    if (typeof out === 'number') {
      // Whole numbers (ids, quantities) are compared digit by digit: no string per cell.
      if (Number.isInteger(out) && out >= 0 && out < 1e15) return isTextOfWhole(value, out);
      return value === outputText(out);
    }
    return typeof out !== 'string' && value === outputText(out);
  }
  if (value === null || value === undefined) return out === null || out === undefined;
  if (value instanceof Date) return false;
  return outputText(value) === outputText(out);
}
