/**
 * The record a split part's process spools for each batch it ran (./parallel-worker.ts) and the
 * run's thread takes in (./row-pipeline.ts `absorb`): counts, cell errors, the output rows' text
 * and the deferred `unique` checks. Kept apart from ./parallel.ts so that both sides load it
 * without the process management.
 */
import type { CellError } from '../types.ts';

/** A batch of a part's results, as spooled (see ./parallel-worker.ts). */
export interface PartFrame {
  rows: number;
  blank: number;
  invalid: number;
  erroneous: number;
  /** Erroneous cells per TDM column (TDM order). */
  byColumn: number[];
  /** The cell errors, in row and column order (deferred `unique` checks not included). */
  errors: CellError[];
  /**
   * Where each output row's text ends (in characters) in the frame's text: the output rows (rows
   * without an erroneous cell) one after another, spooled as UTF-8 after this record.
   */
  ends: Int32Array;
  /** The source row number of each output row. */
  outRows: Float64Array;
  /**
   * Deferred `unique` checks, in the order the rows and columns came: the column, the row number,
   * and the value — a whole number (`uniqueWhole`, when `uniqueHashed` is 0) or the hash of the
   * value with the rule's key (`uniqueHi`, `uniqueLo`). What a CellError for a repeat needs is
   * read only for repeats: the value as text (String(uniqueWhole) for a whole number; else in
   * `uniqueTexts`, up to the check's first end in `uniqueTextEnds`) and the cell's text
   * (`uniqueCell`: {@link CELL_AS_VALUE}, {@link CELL_NULL} or {@link CELL_STORED}, in
   * `uniqueTexts` up to the check's second end).
   */
  uniqueColumns: Int32Array;
  uniqueRows: Float64Array;
  uniqueHashed: Uint8Array;
  uniqueWhole: Float64Array;
  uniqueHi: Float64Array;
  uniqueLo: Float64Array;
  uniqueTexts: string;
  uniqueTextEnds: Int32Array;
  uniqueCell: Uint8Array;
}

/** {@link PartFrame.uniqueCell}: the cell's text is the value's text. */
export const CELL_AS_VALUE = 0;
/** {@link PartFrame.uniqueCell}: the cell's text is null (a CellError's `value`). */
export const CELL_NULL = 1;
/** {@link PartFrame.uniqueCell}: the cell's text follows the value's in `uniqueTexts`. */
export const CELL_STORED = 2;
