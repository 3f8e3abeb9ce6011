/**
 * What a run's row stages tell the grid store about each batch (./format.ts): the value each cell
 * was fed by the mapping, the value after each transformation and rule step of the columns that
 * have steps, a person's edit, and in the end the output values. `RowPipeline` calls it per batch,
 * in the order the stages run:
 *
 *   begin(values)          the target values as the mapping built them
 *   step(c, values, failed) after each transformation or rule step of column c
 *   cleaned(r, c, before)  before a fix's value replaces the cell
 *   end(...)               after validation: encodes the batch's block body
 *
 * Only columns with steps keep a chain for every cell; other cells keep the value as read only
 * when its text differs from the output's (a date reformatted, `1,234.50` read as 1234.5).
 */
import type { OutputValue } from '../contracts.ts';
import type { CellValue } from '../types.ts';
import { BodyEncoder, outputText } from './format.ts';

export class GridRecorder {
  readonly #width: number;
  /** Per column: whether it has transformation or rule steps. */
  readonly #stepped: boolean[];
  readonly #anyStepped: boolean;
  readonly #encoder: BodyEncoder;
  /** Per batch: the chain of cell r·width+c, when it has one. */
  #chains: Array<CellValue[] | undefined> = [];
  /** Per batch: the cells a fix replaced (r·width+c). */
  #cleaned = new Set<number>();
  #count = 0;

  /**
   * @param width the TDM's columns
   * @param stepped per column, whether it has transformation or rule steps
   */
  constructor(width: number, stepped: boolean[]) {
    this.#width = width;
    this.#stepped = stepped;
    this.#anyStepped = stepped.some(Boolean);
    this.#encoder = new BodyEncoder(width);
  }

  /** A new batch of `count` rows whose target values the mapping just built. */
  begin(values: CellValue[][], count: number): void {
    this.#count = count;
    if (this.#cleaned.size) this.#cleaned.clear();
    const size = count * this.#width;
    if (this.#chains.length < size) this.#chains.length = size;
    this.#chains.fill(undefined, 0, size);
    if (!this.#anyStepped) return;
    const w = this.#width;
    for (let c = 0; c < w; c++) {
      if (!this.#stepped[c]) continue;
      for (let r = 0; r < count; r++) this.#chains[r * w + c] = [values[r][c]];
    }
  }

  /** After a step of column `c`: the value of every cell the step did not fail joins its chain. */
  step(c: number, values: CellValue[][], failed: boolean[][]): void {
    const w = this.#width;
    for (let r = 0; r < this.#count; r++) {
      if (failed[r][c]) continue;
      const chain = this.#chains[r * w + c];
      if (chain) chain.push(values[r][c]);
    }
  }

  /** A fix replaces row `r`'s cell of column `c`, which held `before`. */
  cleaned(r: number, c: number, before: CellValue): void {
    const at = r * this.#width + c;
    this.#cleaned.add(at);
    if (!this.#chains[at]) this.#chains[at] = [before];
  }

  /**
   * Encodes the batch's block body. `values` are the values validation judged, `output` its
   * output values, `failed` the erroneous cells (before the pipeline clears them).
   */
  end(rowNumbers: ArrayLike<number>, values: CellValue[][], output: OutputValue[][], failed: boolean[][]): Buffer {
    const n = this.#count;
    const w = this.#width;
    const encoder = this.#encoder;
    encoder.begin(rowNumbers, n);
    const chains = this.#chains;
    const cleanedCells = this.#cleaned;
    for (let c = 0; c < w; c++) {
      const stepped = this.#stepped[c];
      for (let r = 0; r < n; r++) {
        const bad = failed[r][c];
        let text: string | null = null;
        if (bad) encoder.erroneous(c);
        else text = encoder.output(c, output[r][c]);
        const at = r * w + c;
        const chain = chains[at];
        if (chain) {
          const cleaned = cleanedCells.has(at);
          if (cleaned) chain.push(values[r][c]);
          if (stepped || cleaned) {
            encoder.trace(c, r, chain, cleaned);
            continue;
          }
        }
        if (bad) continue;
        // The value as read is kept when its text is not the output's (an empty one never is).
        const read = values[r][c];
        if (typeof read === 'string') {
          if (read === text || (text === null && read === '')) continue;
        } else if (read === null || read === undefined) {
          if (text === null) continue;
        } else if (!(read instanceof Date) && outputText(read) === text) continue;
        encoder.trace(c, r, [read], false);
      }
    }
    return encoder.finish();
  }
}
