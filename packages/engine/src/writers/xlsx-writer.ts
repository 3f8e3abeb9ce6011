/**
 * XLSX writer on ExcelJS's streaming WorkbookWriter (DESIGN.md §3: streaming keeps memory flat).
 *
 * Output (docs/engine.md "Outputs"): one worksheet named after the TDM (sanitised to Excel's rules,
 * `Data` when the TDM has no name); row 1 holds the TDM column keys (the same header CSV and TSV
 * carry, so a file reads back the same way whatever the format); then one row per output row.
 * Cells are typed: numbers as numeric cells, booleans as boolean cells, text as inline strings
 * (no shared-strings table, which would grow with the file). Dates arrive here already formatted
 * as text by the validator (the column's `outputFormat`), so they stay text. Text longer than
 * Excel's cell limit (32,767 characters) is cut to it, since Excel refuses the file otherwise.
 * With `escapeFormulas` (default true) text starting with = + - @ TAB CR gets a leading `'`.
 */
import { PassThrough, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import type { OutputValue, RowWriter } from '../contracts.ts';
import { escapeFormula } from './formula-escape.ts';

/** Excel's maximum number of characters in a cell. */
export const XLSX_MAX_CELL_CHARS = 32_767;

/** Excel sheet names: 1–31 characters, none of `[]:*?/\`, not starting or ending with `'`. */
export function toSheetName(name: string | undefined): string {
  const cleaned = (name ?? '').replace(/[[\]:*?/\\\u0000-\u001F]/g, ' ').replace(/^'+|'+$/g, '').trim();
  const cut = Array.from(cleaned).slice(0, 31).join('').trim();
  return cut === '' || cut.toLowerCase() === 'history' ? 'Data' : cut;
}

export interface XlsxWriterOptions {
  header: string[];
  sheetName?: string;
  escapeFormulas: boolean;
}

/**
 * Writes an XLSX workbook to `stream`. Bytes are counted on the way out; after each batch the writer
 * waits for the destination to drain, so a slow destination slows the run instead of filling memory.
 */
export function createXlsxWriter(stream: Writable, options: XlsxWriterOptions): RowWriter {
  let bytes = 0;
  const counter = new PassThrough({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      callback(null, chunk);
    },
  });
  let streamError: Error | null = null;
  const remember = (error: Error): void => {
    streamError ??= error;
  };
  counter.on('error', remember);
  stream.on('error', remember);
  counter.pipe(stream);

  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: counter,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(toSheetName(options.sheetName));
  const width = options.header.length;
  const escape = options.escapeFormulas;

  const cell = (value: OutputValue): string | number | boolean | null => {
    if (value === null || value === undefined) return null;
    if (typeof value === 'string') {
      let text = escape ? escapeFormula(value) : value;
      if (text.length > XLSX_MAX_CELL_CHARS) text = text.slice(0, XLSX_MAX_CELL_CHARS);
      return text === '' ? null : text;
    }
    if (typeof value === 'number') return Number.isFinite(value) ? value : null;
    return value;
  };

  // The header is text the tenant chose (TDM keys): escaped like any text cell when asked to.
  sheet.addRow(options.header.map((key) => cell(key))).commit();

  return {
    async writeBatch(rows: OutputValue[][]): Promise<void> {
      if (streamError) throw streamError;
      for (let r = 0; r < rows.length; r++) {
        const row = rows[r];
        const values = new Array<string | number | boolean | null>(width);
        for (let c = 0; c < width; c++) values[c] = cell(row[c] ?? null);
        sheet.addRow(values).commit();
      }
      // ExcelJS pushes into its zip without backpressure; waiting for our counter to drain (and
      // letting the event loop run the deflate callbacks) keeps the queued bytes bounded.
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (counter.writableNeedDrain || stream.writableNeedDrain) {
        await new Promise<void>((resolve) => {
          const done = (): void => {
            counter.off('drain', done);
            stream.off('drain', done);
            stream.off('close', done);
            resolve();
          };
          (counter.writableNeedDrain ? counter : stream).on('drain', done);
          stream.on('close', done);
        });
      }
      if (streamError) throw streamError;
    },
    async close(): Promise<{ bytes: number }> {
      sheet.commit();
      await workbook.commit();
      await finished(stream);
      if (streamError) throw streamError;
      return { bytes };
    },
  };
}
