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
 * - With `escapeFormulas` (default true) text starting with = + - @ TAB CR gets a leading `'`.
 */
import type { Writable } from 'node:stream';
import type { OutputValue, RowWriter } from '../contracts.ts';
import { ByteSink } from './byte-sink.ts';

export interface DelimitedWriterOptions {
  /** `,` for CSV, `\t` for TSV. */
  delimiter: ',' | '\t';
  /** Column names of the header record. */
  header: string[];
  escapeFormulas: boolean;
}

const QUOTE = /"/g;
const EOL = '\r\n';

/**
 * Returns a function that turns one value into its field text (quoted when needed). Exported for
 * the CLI's error report, which writes CSV of its own rows. One pass over the characters decides
 * both quoting and formula escaping (no regular expression on the hot path).
 */
export function fieldFormatter(delimiter: ',' | '\t', escapeFormulas: boolean): (value: OutputValue) => string {
  const delimiterCode = delimiter.charCodeAt(0);
  return (value: OutputValue): string => {
    if (value === null || value === undefined) return '';
    if (typeof value === 'string') {
      const length = value.length;
      if (length === 0) return value;
      let text = value;
      if (escapeFormulas) {
        const first = value.charCodeAt(0);
        // = + - @ TAB CR (see ./formula-escape.ts)
        if (first === 61 || first === 43 || first === 45 || first === 64 || first === 9 || first === 13) text = `'${value}`;
      }
      for (let i = 0; i < length; i++) {
        const c = value.charCodeAt(i);
        if (c === 34 || c === delimiterCode || c === 10 || c === 13) return `"${text.replace(QUOTE, '""')}"`;
      }
      return text;
    }
    if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
    return value ? 'true' : 'false';
  };
}

/** Writes delimited text to `stream`; `close()` ends the stream and resolves with the bytes written. */
export function createDelimitedWriter(stream: Writable, options: DelimitedWriterOptions): RowWriter {
  const sink = new ByteSink(stream);
  const field = fieldFormatter(options.delimiter, options.escapeFormulas);
  const delimiter = options.delimiter;
  const width = options.header.length;
  sink.write(options.header.map(field).join(delimiter) + EOL);

  return {
    async writeBatch(rows: OutputValue[][]): Promise<void> {
      // One string per batch keeps the number of concatenations into the sink low.
      let text = '';
      for (let r = 0; r < rows.length; r++) {
        const row = rows[r];
        let line = width > 0 ? field(row[0] ?? null) : '';
        for (let c = 1; c < width; c++) line += delimiter + field(row[c] ?? null);
        text += line + EOL;
      }
      sink.write(text);
      await sink.drain();
    },
    async close(): Promise<{ bytes: number }> {
      return { bytes: await sink.end() };
    },
  };
}
