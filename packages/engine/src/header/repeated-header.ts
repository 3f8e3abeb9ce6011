/**
 * Repeated header rows: a sheet printed over several pages often repeats its header row at the top
 * of every page, and a file assembled from several exports repeats it where each part begins.
 * Such a row is not a record; processed as one it would be a row full of cell errors. A data row
 * is a repeated header when its cells read exactly as the header row's (the same text in the same
 * columns, nothing else filled) and the header names at least two columns. Rows that merely
 * resemble the header are data. The run leaves repeated headers out and counts them in the header
 * report (`repeated_header_rows_skipped`).
 */
import type { Row } from '../types.ts';
import { cellText } from './cell-kind.ts';

/** Recognises copies of one header row among data rows. */
export class RepeatedHeader {
  /** Header texts by column; '' for an empty header cell. */
  readonly #texts: string[];
  /** The first named column: compared first, so that most data rows are told apart by one cell. */
  readonly #first: number;
  #skipped = 0;

  /** `header`: the header row as read (null when there is none: nothing is ever a repeat). */
  constructor(header: Row | null) {
    this.#texts = header ? header.map((v) => cellText(v)) : [];
    const named = this.#texts.filter((t) => t !== '').length;
    this.#first = named >= 2 ? this.#texts.findIndex((t) => t !== '') : -1;
  }

  /** Rows recognised so far. */
  get skipped(): number {
    return this.#skipped;
  }

  /** True (and counted) when `row` repeats the header row. */
  matches(row: Row): boolean {
    const first = this.#first;
    if (first < 0 || first >= row.length) return false;
    const texts = this.#texts;
    const cell = row[first];
    // cellText only shortens a string: a shorter one cannot match (the common case, cheaply).
    if (typeof cell === 'string' && cell.length < texts[first]!.length) return false;
    if (cellText(cell) !== texts[first]) return false;
    for (let i = 0; i < Math.max(row.length, texts.length); i++) {
      if ((i < row.length ? cellText(row[i]) : '') !== (texts[i] ?? '')) return false;
    }
    this.#skipped++;
    return true;
  }
}
