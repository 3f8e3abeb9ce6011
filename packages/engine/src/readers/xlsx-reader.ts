/**
 * Streaming XLSX reader: the zip directory is checked (./zip.ts), the small parts read with saxes
 * (./xlsx-parts.ts), then the chosen worksheet's XML is inflated and tokenized chunk by chunk
 * (./xml-scanner.ts, faster than saxes on this hot path), so memory holds the shared strings and one
 * batch of rows, whatever the sheet's size.
 *
 * Why not ExcelJS's WorkbookReader (DESIGN.md names it for large XLSX): measured on the same
 * 1M × 10 workbooks (`npm run bench:workbooks`; docs/engine.md, Limits and memory) this reader
 * takes 7.7–9.1 s and 231–392 MB against ExcelJS's 12.9–13.8 s and 342–982 MB, and it can do what
 * ExcelJS's streaming reader cannot: list the sheets and refuse a missing one before any row is
 * read, cap bytes while inflating each part, refuse DOCTYPEs inside parts, and give exact sheet
 * row numbers.
 * SheetJS still reads XLS and SpreadsheetML 2003 (./sheetjs-reader.ts).
 *
 * Cells: shared and inline strings are strings (rich text flattened), numbers numbers, booleans
 * booleans, error cells their text (`#N/A`), formula cells their cached value, numbers in a date
 * or time format a UTC `Date` (1900 and 1904 date systems). Rows keep their place: rows missing
 * from the XML (empty in the sheet) are yielded as empty arrays so that row i is sheet row i+1, and
 * cells keep their column (leading empty columns are nulls). Merged cells hold their value in the
 * top-left cell only; the rest of the merged area is empty (null) — the sheet's `mergeCells` list
 * comes after the rows in the XML, so filling would need a second pass, and only the top-left cell
 * holds a value in the file. The declared `<dimension>` is ignored (a hostile one costs nothing).
 */
import type { OpenedTable } from '../contracts.ts';
import { EngineError, type CellValue, type EngineLimits, type Row, type RowBatch, type SheetConfig } from '../types.ts';
import { serialToDate } from './excel-dates.ts';
import { cellTooLong, checkRow, ROW_ALLOWANCE, throwIfAborted, tooManyRows } from './limits.ts';
import { selectSheet } from './sheet-select.ts';
import { makeTable } from './table.ts';
import type { ByteCounter } from './text-stream.ts';
import { findEntry, readDateStyles, readSharedStrings, readWorkbook } from './xlsx-parts.ts';
import { XmlScanner } from './xml-scanner.ts';
import { openZip, type ZipArchive } from './zip.ts';

export interface XlsxOptions {
  path: string;
  size: number;
  sheetConfig?: SheetConfig | null;
  limits: EngineLimits;
  batchSize: number;
  signal?: AbortSignal;
  release?: () => Promise<void>;
}

/** Column number (0-based) of a cell reference such as `AB12`; -1 when it has no letters. */
export function columnOf(ref: string): number {
  let col = 0;
  let i = 0;
  for (; i < ref.length; i++) {
    const c = ref.charCodeAt(i);
    if (c >= 65 && c <= 90) col = col * 26 + (c - 64);
    else if (c >= 97 && c <= 122) col = col * 26 + (c - 96);
    else break;
  }
  return i === 0 ? -1 : col - 1;
}

/** Opens an XLSX workbook at the chosen sheet. */
export async function openXlsx(o: XlsxOptions): Promise<OpenedTable> {
  const zip = await openZip(o.path, o.size, o.limits);
  try {
    const wb = await readWorkbook(zip);
    const names = wb.sheets.map((s) => s.name);
    const sheet = selectSheet(names, o.sheetConfig);
    const target = wb.sheets[sheet.index].target;
    const entry = target ? findEntry(zip, target) : undefined;
    const dateStyles = await readDateStyles(zip, wb.styles);
    const sst = entry ? await readSharedStrings(zip, wb.sharedStrings, o.limits, o.signal) : [];
    const counter: ByteCounter = { bytes: 0 };
    return makeTable({
      format: 'XLSX',
      size: o.size,
      sheets: names,
      sheet,
      counter,
      rows: () => sheetRows(zip, entry ? entry.name : null, sheet.name, sst, dateStyles, wb.date1904, o, counter),
      release: async () => {
        await zip.close();
        await o.release?.();
      },
    });
  } catch (err) {
    await zip.close();
    throw err;
  }
}

async function* sheetRows(
  zip: ZipArchive, entryName: string | null, sheetName: string, sst: string[], dateStyles: boolean[],
  date1904: boolean, o: XlsxOptions, counter: ByteCounter,
): AsyncGenerator<RowBatch> {
  const { limits, batchSize } = o;
  const entry = entryName ? zip.entries.get(entryName) : undefined;
  if (!entry) throw new EngineError('EMPTY_FILE', `The sheet "${sheetName}" holds no cells (a chart sheet or an empty sheet)`);
  const maxRow = limits.maxRows + ROW_ALLOWANCE;
  let rows: Row[] = [];
  let numbers: number[] = [];
  const full: RowBatch[] = [];
  let nextRow = 1;
  let row: CellValue[] | null = null;
  let rowNumber = 0;
  let anyValue = false;
  // Current cell.
  let col = -1;
  let type = '';
  let style = 0;
  let text = '';
  let inValue = false;
  let inInline = false;
  let inPhonetic = 0;
  let done = false;

  const pushRow = (r: Row, n: number): void => {
    if (n > maxRow) throw tooManyRows(limits);
    rows.push(r);
    numbers.push(n);
    if (rows.length >= batchSize) {
      full.push({ rows, rowNumbers: numbers });
      rows = [];
      numbers = [];
    }
  };

  const cellValue = (): CellValue => {
    switch (type) {
      case 's': {
        if (text === '') return null;
        const s = sst[Number(text)];
        return s === undefined || s === '' ? null : s;
      }
      case 'inlineStr':
      case 'str':
      case 'e':
        return text === '' ? null : text;
      case 'b':
        return text === '' ? null : text === '1' || text === 'true';
      case 'd': {
        const d = new Date(text);
        return text === '' ? null : Number.isNaN(d.getTime()) ? text : d;
      }
      default: {
        if (text === '') return null;
        const n = Number(text);
        if (Number.isNaN(n)) return text;
        return dateStyles[style] ? serialToDate(n, date1904) : n;
      }
    }
  };

  const parser = new XmlScanner(entry.name, {
    open(name, a) {
      if (done) return;
      switch (name) {
        case 'row': {
          const r = a.r ? Number(a.r) : nextRow;
          rowNumber = Number.isInteger(r) && r >= nextRow ? r : nextRow;
          if (rowNumber > maxRow) throw tooManyRows(limits);
          while (nextRow < rowNumber) pushRow([], nextRow++);
          row = [];
          col = -1;
          return;
        }
        case 'c': {
          const c = a.r ? columnOf(a.r) : -1;
          col = c >= 0 ? c : col + 1;
          type = a.t ?? 'n';
          style = a.s ? Number(a.s) : 0;
          text = '';
          return;
        }
        case 'v':
          inValue = true;
          return;
        case 'is':
          inInline = true;
          return;
        case 'rPh':
          inPhonetic++;
          return;
        case 't':
          if (inInline && inPhonetic === 0) inValue = true;
          return;
        default:
      }
    },
    text(t) {
      if (inValue) {
        text += t;
        if (text.length > limits.maxCellLength) throw cellTooLong(rowNumber, col, text.length, limits.maxCellLength);
      }
    },
    close(name) {
      if (done) return;
      switch (name) {
        case 'v':
        case 't':
          inValue = false;
          return;
        case 'is':
          inInline = false;
          return;
        case 'rPh':
          inPhonetic--;
          return;
        case 'c': {
          if (row === null) return;
          const v = cellValue();
          if (v === null) return;
          if (col >= limits.maxColumns) {
            throw new EngineError('LIMIT_EXCEEDED', `Row ${rowNumber} has a value in column ${col + 1}; at most ${limits.maxColumns} columns are accepted`, {
              row: rowNumber, column: col + 1, limit: limits.maxColumns,
            });
          }
          while (row.length < col) row.push(null);
          row[col] = v;
          anyValue = true;
          return;
        }
        case 'row':
          if (row !== null) {
            checkRow(row, rowNumber, limits);
            pushRow(row, rowNumber);
            nextRow = rowNumber + 1;
            row = null;
          }
          return;
        case 'sheetData':
          done = true;
          return;
        default:
      }
    },
  }, Math.max(1024 * 1024, limits.maxCellLength * 8));
  const td = new TextDecoder('utf-8');
  // Progress counts the sheet's compressed bytes on top of everything read before it, so it ends at the file size.
  counter.bytes = Math.max(0, o.size - entry.compressedSize);
  for await (const chunk of zip.stream(entry, (n) => { counter.bytes += n; })) {
    throwIfAborted(o.signal);
    parser.write(td.decode(chunk, { stream: true }));
    while (full.length > 0) yield full.shift()!;
    if (done) break;
  }
  if (!done) {
    parser.write(td.decode());
    parser.end();
    if (!done) throw new EngineError('INVALID_FILE', `The sheet "${sheetName}" ends before its data does (truncated file?)`);
  }
  while (full.length > 0) yield full.shift()!;
  if (!anyValue) throw new EngineError('EMPTY_FILE', `The sheet "${sheetName}" is empty`);
  if (rows.length > 0) yield { rows, rowNumbers: numbers };
}
