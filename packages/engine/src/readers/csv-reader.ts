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
 * - A record with no line break for a long way (a hostile or broken file) is read in time linear in
 *   its length, and fails with LIMIT_EXCEEDED as soon as what was read of it has a cell over
 *   maxCellLength, more than maxColumns cells or more than maxRecordLength characters
 *   (LONG_RECORD_CHARS, checkUnfinished).
 */
import Papa from 'papaparse';
import type { DelimitedSource, Delimiter, Newline, OpenedTable, TextEncoding } from '../contracts.ts';
import { EngineError, type EngineLimits, type Row, type RowBatch } from '../types.ts';
import { cellTooLong, checkRow, ROW_ALLOWANCE, tooManyRows } from './limits.ts';
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

/**
 * An unfinished record longer than this (in characters) is a long record: the text after it is
 * held back until a parse can at least double what is looked at, and the record is checked for a
 * cell or column count over the limits before its end is read (see checkUnfinished). Longer than
 * any text piece read (TEXT_PIECE_BYTES), so files whose records are shorter read as they always did.
 */
const LONG_RECORD_CHARS = 64 * 1024;

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
  const maxPending = maxRecordLength(limits);
  /** The last character of the line ending: a record can end only in text that holds it. */
  const lineEnd = normalise || o.newline === '\r\n' ? '\n' : o.newline;
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

  // A record longer than LONG_RECORD_CHARS is not parsed again for every piece of text read:
  // the text that follows it is held back (`stash`) until there is as much of it as the record
  // already holds, or the record would pass the record limit. Each parse then at least doubles the
  // text looked at, so a record of n characters costs O(n) in all, not O(n²) (measured before:
  // 16 MB on one line took 96 s; `npm run bench`, "one long line").
  let stash: string[] = [];
  let stashed = 0;
  const hold = (text: string): boolean => {
    stash.push(text);
    stashed += text.length;
    return stashed < pending.length && pending.length + stashed <= maxPending;
  };
  const held = (): string => {
    const text = stash.length === 1 ? stash[0]! : stash.join('');
    stash = [];
    stashed = 0;
    return text;
  };
  for await (let text of readTextChunks(o.path, o.encoding, counter, o.signal, o.part)) {
    if (normalise) {
      if (heldCr) text = '\r' + text;
      heldCr = text.endsWith('\r');
      if (heldCr) text = text.slice(0, -1);
      text = text.replace(/\r\n?/g, '\n');
    }
    if (stashed > 0 || pending.length > LONG_RECORD_CHARS) {
      if (hold(text)) continue;
      text = held();
      if (text.indexOf(lineEnd) < 0) {
        // No line ending ends in this text, so no record does: the long record goes on, and
        // parsing it again would tell nothing new but whether it is over a limit yet.
        pending += text;
        if (pending.length > maxPending) throw recordTooLong(record + 1, maxPending);
        if (!skip) checkUnfinished(parser, pending, record + 1, limits);
        continue;
      }
    }
    // The chunk is parsed in windows of a few hundred rows (see PARSE_WINDOW_ROWS). A window is
    // at least as long as the carried-over partial record, so a record spanning many windows is
    // re-parsed a bounded number of times (the total work stays linear in the file).
    for (let offset = 0; offset < text.length;) {
      const rest = text.length - offset;
      if (pending.length > LONG_RECORD_CHARS && rest < pending.length && pending.length + rest <= maxPending) {
        hold(text.slice(offset));
        break;
      }
      const end = Math.min(text.length, offset + Math.max(window, pending.length));
      const input = pending + text.slice(offset, end);
      offset = end;
      const result = parser.parse(input, 0, true);
      pending = input.slice(result.meta.cursor);
      if (pending.length > maxPending) throw recordTooLong(record + 1, maxPending);
      const parsed = result.data.length;
      if (parsed > 0) window = parseWindow(result.meta.cursor, parsed);
      for (const batch of take(result.data)) yield batch;
      if (pending.length > LONG_RECORD_CHARS && !skip) checkUnfinished(parser, pending, record + 1, limits);
    }
  }
  if (stashed > 0) {
    // The text held back at the end: its complete records as above, so that what is left is the
    // last record without its line break.
    const input = pending + held();
    const result = parser.parse(input, 0, true);
    pending = input.slice(result.meta.cursor);
    for (const batch of take(result.data)) yield batch;
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

/**
 * The most characters one record may hold: room for `maxColumns` cells of `maxCellLength`
 * characters, each with its quotes and delimiter (32,770,000 with the default limits). A longer
 * record is LIMIT_EXCEEDED as soon as that much of it is read.
 */
export function maxRecordLength(limits: EngineLimits): number {
  return limits.maxColumns * (limits.maxCellLength + 3);
}

/** EngineError LIMIT_EXCEEDED for a record longer than {@link maxRecordLength}; `rowNumber` is 1-based. */
function recordTooLong(rowNumber: number, limit: number): EngineError {
  return new EngineError('LIMIT_EXCEEDED',
    `Record ${rowNumber} runs over ${limit} characters without ending (no line break, or a quote that opens a cell is never closed); at most ${limit} characters are accepted in one record`,
    { row: rowNumber, limit });
}

/**
 * Fails early on an unfinished long record that cannot be accepted whatever follows: a cell
 * already longer than `maxCellLength`, or more than `maxColumns` cells. `pending` starts at a record
 * boundary and holds no complete record. The cells papaparse has closed are final; the last one
 * may still grow, so it is measured by a lower bound of its final length: its characters, less
 * every quote (a doubled one is one character, a closing one none), less white space after the
 * last quote (it may yet close the cell), less one (the first half of a CR LF). O(pending.length).
 * @throws EngineError LIMIT_EXCEEDED naming the record (`rowNumber`, 1-based) and the column.
 */
function checkUnfinished(parser: Papa.Parser, pending: string, rowNumber: number, limits: EngineLimits): void {
  // Too short for maxColumns cells or a cell over maxCellLength.
  if (pending.length < limits.maxColumns && pending.length <= limits.maxCellLength) return;
  const result = parser.parse(pending, 0, false);
  const cells = result.data[0] as string[] | undefined;
  if (!cells) return;
  if (cells.length > limits.maxColumns) {
    throw new EngineError('LIMIT_EXCEEDED',
      `Row ${rowNumber} has more than ${limits.maxColumns} columns (${cells.length} before the end of the record was read); at most ${limits.maxColumns} are accepted`,
      { row: rowNumber, columns: cells.length, limit: limits.maxColumns });
  }
  const maxLen = limits.maxCellLength;
  for (let i = 0; i < cells.length - 1; i++) {
    if (cells[i]!.length > maxLen) throw cellTooLong(rowNumber, i, cells[i]!.length, maxLen);
  }
  const last = cells[cells.length - 1]!;
  if (last.length - 1 <= maxLen) return;
  let quotes = 0;
  for (let q = last.indexOf('"'); q >= 0; q = last.indexOf('"', q + 1)) quotes++;
  const lastQuote = last.lastIndexOf('"');
  const trailing = lastQuote >= 0 && last.slice(lastQuote + 1).trim() === '' ? last.length - lastQuote - 1 : 0;
  const atLeast = last.length - quotes - trailing - 1;
  if (atLeast > maxLen) {
    const unclosed = result.errors.some((e: { code: string }) => e.code === 'MissingQuotes');
    throw new EngineError('LIMIT_EXCEEDED',
      `The cell in row ${rowNumber}, column ${cells.length} holds more than ${maxLen} characters (${atLeast} read before its end)${unclosed ? ' (a quote opens this cell and is not closed in what was read)' : ''}; at most ${maxLen} are accepted`,
      { row: rowNumber, column: cells.length, length: atLeast, limit: maxLen });
  }
}
