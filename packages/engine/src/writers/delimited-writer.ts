/**
 * CSV and TSV writer (RFC 4180), hand-written because it sits on the hot path (DESIGN.md §3:
 * csv-stringify measured about 5× slower).
 *
 * Output rules (docs/engine.md "Outputs"):
 * - UTF-8 without a byte-order mark; records end with CRLF (`\r\n`), as RFC 4180 §2.1 says, for
 *   TSV as well (what spreadsheet programs write for "Text (tab delimited)").
 * - The first record is the header: the TDM column keys, in TDM order.
 * - A field is quoted only when it must be: when it contains the delimiter, a double quote, CR or LF.
 *   Inside quotes a double quote is doubled (RFC 4180 §2.7). TSV uses the same quoting, so a tab or
 *   line break inside a value survives a round trip through spreadsheet programs and papaparse.
 * - null is an empty field; numbers use JavaScript's shortest round-trip form (`1.5`, `-5`, `1e+21`);
 *   non-finite numbers are empty; booleans are `true` / `false`.
 * - With `escapeFormulas` text that a spreadsheet would read as a formula gets a leading `'`
 *   (./formula-escape.ts: = @ TAB CR, and + or - unless the text is a plain number).
 */
import type { Writable } from 'node:stream';
import type { OutputValue, RowWriter } from '../contracts.ts';
import { ByteSink } from './byte-sink.ts';
import { needsFormulaEscape } from './formula-escape.ts';
import { numberText } from './number-text.ts';

export interface DelimitedWriterOptions {
  /** `,` for CSV, `\t` for TSV. */
  delimiter: ',' | '\t';
  /** Column names of the header record. */
  header: string[];
  escapeFormulas: boolean;
}

const QUOTE = /"/g;
const NEEDS_QUOTES_CSV = /[",\r\n]/;
const NEEDS_QUOTES_TSV = /["\t\r\n]/;
const EOL = '\r\n';

/**
 * Returns a function that turns one value into its field text (quoted when needed). Exported for
 * the CLI's error report, which writes CSV of its own rows. (Measured: a character-class regex
 * test is faster than a charCodeAt loop or indexOf calls for the quoting check.)
 */
export function fieldFormatter(delimiter: ',' | '\t', escapeFormulas: boolean): (value: OutputValue) => string {
  const needsQuotes = delimiter === ',' ? NEEDS_QUOTES_CSV : NEEDS_QUOTES_TSV;
  return (value: OutputValue): string => {
    if (value === null || value === undefined) return '';
    if (typeof value === 'string') {
      if (value === '') return value;
      let text = value;
      if (escapeFormulas && needsFormulaEscape(value)) text = `'${value}`;
      return needsQuotes.test(value) ? `"${text.replace(QUOTE, '""')}"` : text;
    }
    if (typeof value === 'number') return Number.isFinite(value) ? numberText(value) : '';
    return value ? 'true' : 'false';
  };
}

/** The text of one record (its fields, delimited, and the line end). */
export function delimitedRowText(options: Pick<DelimitedWriterOptions, 'delimiter' | 'escapeFormulas'> & { width: number }): (row: OutputValue[]) => string {
  const field = fieldFormatter(options.delimiter, options.escapeFormulas);
  const delimiter = options.delimiter;
  const last = options.width - 1;
  return (row) => {
    let text = '';
    for (let c = 0; c < last; c++) {
      text += field(row[c] ?? null);
      text += delimiter;
    }
    if (last >= 0) text += field(row[last] ?? null);
    return text + EOL;
  };
}

/** Writes delimited text to `stream`; `close()` ends the stream and resolves with the bytes written. */
export function createDelimitedWriter(stream: Writable, options: DelimitedWriterOptions): RowWriter {
  const sink = new ByteSink(stream);
  const field = fieldFormatter(options.delimiter, options.escapeFormulas);
  const rowText = delimitedRowText({ ...options, width: options.header.length });
  sink.write(options.header.map(field).join(options.delimiter) + EOL);

  return {
    async writeBatch(rows: OutputValue[][]): Promise<void> {
      // One string per batch keeps the number of concatenations into the sink low.
      let text = '';
      for (let r = 0; r < rows.length; r++) text += rowText(rows[r]);
      sink.write(text);
      await sink.drain();
    },
    async writeRowBytes(bytes: Uint8Array, released?: () => void): Promise<void> {
      sink.writeBytes(bytes, released);
      await sink.drain();
    },
    async close(): Promise<{ bytes: number }> {
      return { bytes: await sink.end() };
    },
  };
}
