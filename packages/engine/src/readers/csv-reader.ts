/**
 * CSV and TSV reader (RFC 4180 via papaparse's chunk parser), streaming in bounded memory.
 *
 * - Delimiter `,` `;` TAB `|` and the line ending are detected from the first 64 KiB (see
 *   ./delimiter.ts); a file mixing line endings is normalised to `\n` while reading (which also
 *   turns CR LF inside quoted cells of such files into LF).
 * - Cells are strings; an empty cell (`,,` or `""`) is `null`, as in every reader.
 * - Ragged rows are kept as they are: short rows are shorter arrays, long rows longer ones.
 * - A blank line is a record with one null cell (so record numbers match what a spreadsheet shows);
 *   the line break at the end of the file does not start a record.
 * - `rowNumbers` count records from 1 (a quoted cell spanning lines is one record); Excel's
 *   `sep=;` first line is not a record.
 * - An opening quote that is never closed swallows the rest of the file into one cell, as
 *   spreadsheet programs do; past maxCellLength that is LIMIT_EXCEEDED with a hint.
 */
import Papa from 'papaparse';
import type { OpenedTable } from '../contracts.ts';
import { EngineError, type EngineLimits, type Row, type RowBatch } from '../types.ts';
import type { Delimiter, Newline } from './delimiter.ts';
import type { TextEncoding } from './encoding.ts';
import { checkRow, ROW_ALLOWANCE, tooManyRows } from './limits.ts';
import { makeTable } from './table.ts';
import { readTextChunks, type ByteCounter } from './text-stream.ts';

export interface DelimitedOptions {
  path: string;
  size: number;
  encoding: TextEncoding;
  delimiter: Delimiter;
  newline: Newline;
  limits: EngineLimits;
  batchSize: number;
  signal?: AbortSignal;
  release?: () => Promise<void>;
  /** Drop the first record (Excel's `sep=;` line); records are numbered from the next one. */
  skipFirstRecord?: boolean;
  /**
   * Read only this part of the file (run/parallel.ts): bytes `start` to `end`, which begin and end
   * at record boundaries, holding the records after the first `recordsBefore` ones (numbered on
   * from there). Not with `newline: 'mixed'`.
   */
  part?: { start: number; end: number; recordsBefore: number };
}

const UNCLOSED_QUOTE = ' (a quote that opens this cell is never closed)';

/**
 * Rows papaparse is given per call, about. Parsing a whole 256 KiB chunk at once (~2,500 rows) and
 * keeping its row arrays while they are processed lets V8's allocation-site pretenuring see nearly
 * all of one allocation site's young objects survive a scavenge, and from then on it allocates
 * every row array of the run in the old generation: measured on 1M rows, ~480 MB promoted and
 * ~0.5 s more GC. Small windows, with each row copied out at once, keep papaparse's arrays
 * short-lived, so that decision is not taken (promoted: ~50 MB).
 */
const PARSE_WINDOW_ROWS = 128;
const MIN_WINDOW_CHARS = 1024;
const MAX_WINDOW_CHARS = 16 * 1024;

/** The next window's length in characters, from the last window's `chars` per `rows`. */
function parseWindow(chars: number, rows: number): number {
  return Math.max(MIN_WINDOW_CHARS, Math.min(MAX_WINDOW_CHARS, Math.ceil((chars / rows) * PARSE_WINDOW_ROWS)));
}

/** Opens a delimited text file already sniffed (encoding, delimiter, line ending known). */
export function openDelimited(o: DelimitedOptions): OpenedTable {
  const counter: ByteCounter = { bytes: 0 };
  return makeTable({
    format: o.delimiter === '\t' ? 'TSV' : 'CSV',
    size: o.size,
    encoding: o.encoding.name,
    delimiter: o.delimiter,
    counter,
    rows: () => delimitedRows(o, counter),
    release: o.release,
    delimitedSource: {
      path: o.path, size: o.size, encoding: o.encoding, delimiter: o.delimiter, newline: o.newline,
      skipFirstRecord: o.skipFirstRecord === true, batchSize: o.batchSize,
    },
  });
}

/** What it takes to read a part of a delimited file again, in another thread (OpenedTable.delimitedSource). */
export interface DelimitedSource {
  path: string;
  size: number;
  encoding: TextEncoding;
  delimiter: Delimiter;
  newline: Newline;
  skipFirstRecord: boolean;
  batchSize: number;
}

/**
 * The batches of one part of a delimited file (see DelimitedOptions.part): the same records, cells
 * and numbers as reading the whole file gives for those bytes. `counter` counts the bytes read.
 */
export function delimitedPartRows(
  source: DelimitedSource,
  part: { start: number; end: number; recordsBefore: number },
  limits: EngineLimits,
  counter: ByteCounter,
  signal?: AbortSignal,
): AsyncGenerator<RowBatch> {
  return delimitedRows({ ...source, limits, signal, part, skipFirstRecord: false }, counter);
}

async function* delimitedRows(o: DelimitedOptions, counter: ByteCounter): AsyncGenerator<RowBatch> {
  const { limits, batchSize } = o;
  const normalise = o.newline === 'mixed';
  const parser = new Papa.Parser({ delimiter: o.delimiter, newline: normalise ? '\n' : (o.newline as '\n' | '\r\n' | '\r'), quoteChar: '"' });
  const maxPending = limits.maxColumns * (limits.maxCellLength + 3);
  const maxTableRows = limits.maxRows + ROW_ALLOWANCE;
  let pending = '';
  let heldCr = false;
  let record = o.part?.recordsBefore ?? 0;
  let rows: Row[] = [];
  let numbers: number[] = [];

  let window = MIN_WINDOW_CHARS;
  let skip = o.skipFirstRecord === true;
  const take = (data: string[][]): RowBatch[] => {
    const full: RowBatch[] = [];
    for (let i = 0; i < data.length; i++) {
      if (skip) {
        skip = false;
        continue;
      }
      // A copy (Array#slice allocates without V8 allocation-site feedback), so papaparse's own
      // arrays die as soon as the window is taken; see PARSE_WINDOW_ROWS.
      const row = data[i].slice() as Row;
      record++;
      if (record > maxTableRows) throw tooManyRows(limits);
      checkRow(row, record, limits);
      rows.push(row);
      numbers.push(record);
      if (rows.length >= batchSize) {
        full.push({ rows, rowNumbers: numbers });
        rows = [];
        numbers = [];
      }
    }
    return full;
  };

  for await (let text of readTextChunks(o.path, o.encoding, counter, o.signal, o.part)) {
    if (normalise) {
      if (heldCr) text = '\r' + text;
      heldCr = text.endsWith('\r');
      if (heldCr) text = text.slice(0, -1);
      text = text.replace(/\r\n?/g, '\n');
    }
    // The chunk is parsed in windows of a few hundred rows (see PARSE_WINDOW_ROWS). A window is
    // at least as long as the carried-over partial record, so a record spanning many windows is
    // re-parsed a bounded number of times (the total work stays linear in the file).
    for (let offset = 0; offset < text.length;) {
      const end = Math.min(text.length, offset + Math.max(window, pending.length));
      const input = pending + text.slice(offset, end);
      offset = end;
      const result = parser.parse(input, 0, true);
      pending = input.slice(result.meta.cursor);
      if (pending.length > maxPending) {
        throw new EngineError('LIMIT_EXCEEDED',
          `Record ${record + 1} runs over ${maxPending} characters without ending (no line break, or a quote that opens a cell is never closed)`,
          { row: record + 1, limit: maxPending });
      }
      const parsed = result.data.length;
      if (parsed > 0) window = parseWindow(result.meta.cursor, parsed);
      for (const batch of take(result.data)) yield batch;
    }
  }
  // A CR held back at the very end is the file's last line break: it ends the record, nothing more.
  if (pending.length > 0) {
    const result = parser.parse(pending, 0, false);
    const unclosed = result.errors.some((e: { code: string }) => e.code === 'MissingQuotes');
    try {
      for (const batch of take(result.data)) yield batch;
    } catch (err) {
      if (unclosed && err instanceof Error && 'type' in err && err.type === 'LIMIT_EXCEEDED') {
        err.message += UNCLOSED_QUOTE;
      }
      throw err;
    }
  }
  if (rows.length > 0) yield { rows, rowNumbers: numbers };
}
