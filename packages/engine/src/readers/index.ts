/**
 * The engine's readers: {@link openTable} opens any supported input (CSV, TSV, XLSX, XLS,
 * SpreadsheetML 2003, record XML, JSON, NDJSON) as one table of rows (arrays of cells), in batches,
 * in bounded memory. Contract: `OpenTable` in ../contracts.ts; limits: {@link DEFAULT_LIMITS}.
 *
 * Conventions shared by every format (callers rely on them):
 *  - an empty cell is `null` (never `''`); text formats give strings, typed formats numbers,
 *    booleans and `Date`s (UTC);
 *  - rows keep their length as the file has it (ragged rows are not padded);
 *  - `rowNumbers` are 1-based as a person sees them: the sheet row (empty sheet rows are yielded as
 *    empty arrays, so row i is sheet row i+1), the CSV record, the JSON/XML record; the synthetic
 *    header row of JSON and XML (not in the file) has row number 0;
 *  - any byte string yields rows or an EngineError, never another exception.
 */
import type { OpenTable, OpenTableOptions, OpenedTable, TextEncoding } from '../contracts.ts';
import { EngineError, type InputSource } from '../types.ts';
import { openDelimited } from './csv-reader.ts';
import { detectDelimiter, detectNewline } from './delimiter.ts';
import { encodingSupported } from './encoding.ts';
import { DEFAULT_LIMITS, resolveLimits, throwIfAborted } from './limits.ts';
import { sniffFormat, type SniffResult } from './sniff.ts';
import { materialize, type LocalFile } from './source.ts';
import { asEngineError, DEFAULT_BATCH_SIZE } from './table.ts';

export { DEFAULT_LIMITS, resolveLimits } from './limits.ts';
export { sniffFormat, type SniffResult } from './sniff.ts';

/**
 * Opens the input as a table (one sheet of a workbook, or the single table of a text format).
 * Streams are spooled to a temp file first (removed by `close()`).
 * @throws EngineError INVALID_FILE, EMPTY_FILE, FILE_TOO_LARGE, SHEET_NOT_FOUND, LIMIT_EXCEEDED, ABORTED.
 */
export const openTable: OpenTable = async (input: InputSource, options: OpenTableOptions): Promise<OpenedTable> => {
  const limits = resolveLimits(options.limits ?? DEFAULT_LIMITS);
  const signal = options.signal;
  throwIfAborted(signal);
  const file = await materialize(input, limits, signal);
  try {
    const sniffed = await sniffFormat(file, limits, signal);
    return await openSniffed(file, sniffed, { ...options, limits }, options.batchSize ?? DEFAULT_BATCH_SIZE);
  } catch (err) {
    await file.dispose();
    throw asEngineError(err);
  }
};

async function openSniffed(file: LocalFile, s: SniffResult, options: OpenTableOptions, batchSize: number): Promise<OpenedTable> {
  const common = { path: file.path, size: file.size, limits: options.limits, batchSize, signal: options.signal, release: file.dispose };
  switch (s.format) {
    case 'CSV':
    case 'TSV':
      return openDelimited({ ...common, encoding: s.encoding!, delimiter: s.delimiter!, newline: s.newline!, skipFirstRecord: s.skipFirstRecord });
    // The other formats' readers (with stream-json, saxes, SheetJS: ~25 MB of modules) load with
    // the first file that needs them, so a run over CSV does not carry them.
    case 'JSON':
    case 'NDJSON': {
      const { openJson } = await import('./json-reader.ts');
      return withCsvFallback(file, s, common, () => openJson({ ...common, encoding: s.encoding!, ndjson: s.format === 'NDJSON' }));
    }
    case 'XML': {
      const { openXml } = await import('./xml-reader.ts');
      return withCsvFallback(file, s, common, () => openXml({ ...common, encoding: xmlEncoding(s) }));
    }
    case 'XLSX': {
      const { openXlsx } = await import('./xlsx-reader.ts');
      return openXlsx({ ...common, sheetConfig: options.sheet_config });
    }
    case 'XLS':
    case 'SPREADSHEETML': {
      const { openSheetJs } = await import('./sheetjs-reader.ts');
      return openSheetJs({ ...common, format: s.format, sheetConfig: options.sheet_config });
    }
    default:
      throw new EngineError('INVALID_FILE', `${s.format} files are not supported`);
  }
}

/**
 * XML names its encoding in its declaration (XML 1.0 §4.3.3); it is trusted unless the bytes
 * carried a BOM or the UTF-16 NUL pattern, which the declaration cannot override.
 */
function xmlEncoding(s: SniffResult): TextEncoding {
  const detected = s.encoding!;
  if (detected.bomLength > 0 || detected.name.startsWith('UTF-16')) return detected;
  const declared = /^\s*<\?xml[^>]*?\sencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(s.sample ?? '')?.[1];
  if (!declared || /^utf-?16/i.test(declared) || !encodingSupported(declared)) return detected;
  return { name: /^utf-?8$/i.test(declared) ? 'UTF-8' : declared, bomLength: 0 };
}

/**
 * A file named .csv/.tsv/.tab whose first character made it look like JSON or XML (a first cell
 * such as `{"a":1}` or `<b>`) is read as delimited text when it does not parse as JSON or XML.
 */
async function withCsvFallback(
  file: LocalFile, s: SniffResult, common: { path: string; size: number; limits: OpenTableOptions['limits']; batchSize: number; signal?: AbortSignal; release: () => Promise<void> },
  open: () => Promise<OpenedTable>,
): Promise<OpenedTable> {
  try {
    return await open();
  } catch (err) {
    if (!(err instanceof EngineError) || err.type !== 'INVALID_FILE' || !/\.(csv|tsv|tab)$/i.test(file.fileName)) throw err;
    const sample = (s.sample ?? '').trimStart();
    return openDelimited({ ...common, encoding: s.encoding!, delimiter: detectDelimiter(sample, file.fileName), newline: detectNewline(sample) });
  }
}
