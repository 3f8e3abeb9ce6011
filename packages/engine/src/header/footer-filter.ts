/**
 * Footer filter: drops total and note rows that trail the data ("Total", "Grand total", "Summe",
 * "Generated on …"), which would otherwise become rows full of cell errors.
 *
 * The run streams, so the filter holds back the last {@link FOOTER_LOOKBEHIND} non-blank rows of
 * the stream; when the stream ends it walks back from the last row and drops rows while they look
 * like footers, then releases the rest. Only rows at the very end are ever dropped: a "Total" row
 * followed by more data is data. Blank rows are the caller's business (they are skipped before).
 *
 * A row looks like a footer (docs/engine.md "Footer rows") when
 * - one of its first three non-empty cells is a total label: `Total`, `Totals`, `Grand total`,
 *   `Subtotal`, `Sum`, `Summe`, `Gesamt`, `Gesamtsumme`, `Insgesamt`, `Count`, `Anzahl`, `Average`,
 *   `Durchschnitt` (alone, or followed by `:` and a number such as `Total: 1,234.50`); or
 * - it is much sparser than the data (at most a quarter of the header's columns, and the header
 *   has at least three columns) and its text is a note: it names a footer word (generated, exported,
 *   created, printed, as of, page, source, note, copyright, erstellt, Stand, Seite, Quelle…), starts
 *   with `*` or `†` (a footnote), or is a sentence (three words or more, 20+ characters).
 * A short sparse row such as `Alice,,,,` is kept: it is more likely an incomplete record, and its
 * missing cells should be reported, not hidden.
 *
 * Notes written across cells (a sentence spread over a few rows and columns below the table) are
 * dropped as a block, walking up from the end: a sparse text-only row (at most half the header's
 * columns filled, nothing but text) is part of such a note when it leaves the first column empty
 * and puts text in a column that holds only numbers, dates or logicals in the rows above, or when
 * the note row below it starts in lower case (it continues this row's words). An incomplete last
 * record (`Alice,,,,`, or `Bob,,n/a,,` with its first cell filled) stays data.
 */
import type { Row, RowBatch } from '../types.ts';
import { cellKind, cellText } from './cell-kind.ts';

/** Rows held back at the end of the stream, so footers of up to this many rows are found. */
export const FOOTER_LOOKBEHIND = 10;

const TOTAL_LABEL =
  /^(?:grand\s+total|sub-?\s?totals?|totals?|sum|summe|gesamt(?:summe|betrag)?|insgesamt|endsumme|count|anzahl|average|avg|durchschnitt)\s*(?:[:=]\s*[-+]?[$€£]?\s*[\d.,' ]*\s*[$€£%]?)?$/i;
const NOTE_WORDS =
  /\b(?:generated|exported|created|printed|downloaded|extracted|as of|page \d+|source|notes?|disclaimer|confidential|copyright|end of (?:report|file|data)|erstellt|exportiert|gedruckt|stand|seite \d+|quelle|hinweis|anmerkung)\b|©/i;
const FOOTNOTE = /^[*†‡]/;

/** True if `row` looks like a footer row of a table whose header has `headerWidth` named columns. */
export function isFooterRow(row: Row, headerWidth: number): boolean {
  const texts: string[] = [];
  let nonEmpty = 0;
  let textOnly = true;
  for (let i = 0; i < row.length; i++) {
    const kind = cellKind(row[i]);
    if (kind === 'empty') continue;
    nonEmpty++;
    if (kind !== 'text' && kind !== 'date') textOnly = false;
    if (texts.length < 3) texts.push(cellText(row[i]));
  }
  if (nonEmpty === 0) return false;
  if (texts.some((text) => TOTAL_LABEL.test(text))) return true;
  const sparse = headerWidth >= 3 && nonEmpty <= Math.max(1, Math.floor(headerWidth / 4));
  if (!sparse || !textOnly) return false;
  return texts.some((text) => NOTE_WORDS.test(text) || FOOTNOTE.test(text) || (text.length >= 20 && text.split(' ').length >= 3));
}

/**
 * Holds back the tail of a stream of non-blank data rows and drops trailing footer rows at the end.
 * Use `push` for each batch (returns the rows that are safe to process now) and `finish` once.
 */
export class FooterFilter {
  readonly #headerWidth: number;
  readonly #lookbehind: number;
  #rows: Row[] = [];
  #numbers: number[] = [];
  #skipped = 0;

  /** `headerWidth`: the number of header columns (what "sparse" is measured against). */
  constructor(headerWidth: number, lookbehind = FOOTER_LOOKBEHIND) {
    this.#headerWidth = headerWidth;
    this.#lookbehind = lookbehind;
  }

  /** Footer rows dropped (known after `finish`). */
  get skipped(): number {
    return this.#skipped;
  }

  /** Adds a batch; returns the rows that can no longer be footers, in order. */
  push(batch: RowBatch): RowBatch {
    const held = this.#rows.length;
    const total = held + batch.rows.length;
    const release = Math.max(0, total - this.#lookbehind);
    // The released rows: the held ones, then the batch's first ones; each array copied once.
    const rows: Row[] = new Array(release);
    const numbers: number[] = new Array(release);
    for (let i = 0; i < release; i++) {
      rows[i] = i < held ? this.#rows[i] : batch.rows[i - held];
      numbers[i] = i < held ? this.#numbers[i] : batch.rowNumbers[i - held];
    }
    const keptRows: Row[] = [];
    const keptNumbers: number[] = [];
    for (let i = release; i < total; i++) {
      keptRows.push(i < held ? this.#rows[i] : batch.rows[i - held]);
      keptNumbers.push(i < held ? this.#numbers[i] : batch.rowNumbers[i - held]);
    }
    this.#rows = keptRows;
    this.#numbers = keptNumbers;
    return { rows, rowNumbers: numbers };
  }

  /**
   * Gives back every held row as data, footers or not: the rows are not at the end of the stream
   * after all (the end of one part of a split file, run/parallel.ts).
   */
  release(): RowBatch {
    const out = { rows: this.#rows, rowNumbers: this.#numbers };
    this.#rows = [];
    this.#numbers = [];
    return out;
  }

  /** Ends the stream: returns the held rows without the trailing footers. */
  finish(): RowBatch {
    let end = this.#rows.length;
    while (end > 0 && (isFooterRow(this.#rows[end - 1], this.#headerWidth) || isNoteFragment(this.#rows, end - 1, this.#headerWidth))) end--;
    this.#skipped = this.#rows.length - end;
    const out = { rows: this.#rows.slice(0, end), rowNumbers: this.#numbers.slice(0, end) };
    this.#rows = [];
    this.#numbers = [];
    return out;
  }
}

/**
 * Whether `rows[i]` is part of a note spread over the rows below the table (see the module
 * comment); the rows after `i` are already known to be footers. Only the rows held back are seen.
 */
function isNoteFragment(rows: Row[], i: number, headerWidth: number): boolean {
  if (headerWidth < 3) return false;
  const row = rows[i];
  let nonEmpty = 0;
  let first = -1;
  for (let c = 0; c < row.length; c++) {
    const kind = cellKind(row[c]);
    if (kind === 'empty') continue;
    if (kind !== 'text') return false;
    if (first < 0) first = c;
    nonEmpty++;
  }
  if (nonEmpty === 0 || nonEmpty > Math.max(1, Math.floor(headerWidth / 2))) return false;
  const below = rows[i + 1];
  if (below) {
    const text = below.map(cellText).find((t) => t.trim() !== '');
    if (text !== undefined && /^\p{Ll}/u.test(text.trim())) return true;
  }
  if (first === 0) return false;
  for (let c = first; c < row.length; c++) {
    if (cellKind(row[c]) === 'empty') continue;
    let values = 0;
    let typed = true;
    for (let r = 0; r < i && typed; r++) {
      const kind = cellKind(rows[r][c]);
      if (kind === 'empty') continue;
      values++;
      if (kind === 'text') typed = false;
    }
    if (typed && values > 0) return true;
  }
  return false;
}
