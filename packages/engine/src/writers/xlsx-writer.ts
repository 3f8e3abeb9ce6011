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
 * Text is written as text cells, never as formulas, and never altered: a spreadsheet program does
 * not evaluate a text cell, so no escaping is needed (an apostrophe would become part of the value:
 * `@home` → `'@home`). `escapeFormulas` does not apply to XLSX.
 */
import { PassThrough, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import type { OutputValue, RowWriter } from '../contracts.ts';

/** Excel's maximum number of characters in a cell. */
export const XLSX_MAX_CELL_CHARS = 32_767;

/** Excel sheet names: 1–31 characters, none of `[]:*?/\`, not starting or ending with `'`. */
export function toSheetName(name: string | undefined): string {
  const cleaned = (name ?? '').replace(/[[\]:*?/\\\u0000-\u001F]/g, ' ').replace(/^'+|'+$/g, '').trim();
  const cut = Array.from(cleaned).slice(0, 31).join('').trim();
  return cut === '' || cut.toLowerCase() === 'history' ? 'Data' : cut;
}

/** What waiting needs of a writable: node streams and archiver's readable-stream 2 alike. */
interface DrainableStream {
  on(event: string, listener: () => void): unknown;
  removeListener(event: string, listener: () => void): unknown;
  _writableState?: { needDrain?: boolean; destroyed?: boolean; ended?: boolean };
}

/**
 * The stream ExcelJS feeds a worksheet's XML into: archiver wraps ExcelJS's own StreamBuf (which
 * has no backpressure) in a readable-stream 2 PassThrough that it reads when it reaches the entry.
 * Reached through ExcelJS internals (4.4.0, pinned in package.json); null if they ever change
 * shape, which only loses the backpressure, not data.
 */
function sheetEntryStream(sheet: unknown): DrainableStream | null {
  const pipes = (sheet as { stream?: { pipes?: unknown[] } }).stream?.pipes;
  const entry = Array.isArray(pipes) ? (pipes[0] as DrainableStream | undefined) : undefined;
  return entry && typeof entry.on === 'function' && entry._writableState ? entry : null;
}

function needsDrain(stream: DrainableStream | Writable): boolean {
  if (stream instanceof Writable) return stream.writableNeedDrain && !stream.destroyed;
  const state = stream._writableState;
  return state?.needDrain === true && !state.destroyed && !state.ended;
}

async function waitForDrain(stream: DrainableStream | Writable | null): Promise<void> {
  if (!stream || !needsDrain(stream)) return;
  await new Promise<void>((resolve) => {
    const done = (): void => {
      for (const event of ['drain', 'close', 'error']) stream.removeListener(event, done);
      resolve();
    };
    for (const event of ['drain', 'close', 'error']) stream.on(event, done);
  });
}

export interface XlsxWriterOptions {
  header: string[];
  sheetName?: string;
  /** Ignored: XLSX text cells are never evaluated, so they are never escaped. */
  escapeFormulas?: boolean;
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

  const cell = (value: OutputValue): string | number | boolean | null => {
    if (value === null || value === undefined) return null;
    if (typeof value === 'string') {
      let text = value;
      if (text.length > XLSX_MAX_CELL_CHARS) text = text.slice(0, XLSX_MAX_CELL_CHARS);
      return text === '' ? null : text;
    }
    if (typeof value === 'number') return Number.isFinite(value) ? value : null;
    return value;
  };

  // The header is text the tenant chose (TDM keys): a text cell like any other.
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
      // ExcelJS writes the sheet XML into the zip's entry stream without waiting: a deflate slower
      // than the XML generation would queue the whole sheet in memory. Wait for that entry stream
      // (and our byte counter) to drain, so memory stays flat and the run goes at deflate speed.
      await waitForDrain(sheetEntryStream(sheet));
      await waitForDrain(counter);
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
