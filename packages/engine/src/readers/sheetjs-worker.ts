/**
 * Worker thread body for ./sheetjs-reader.ts: parses a whole XLS or SpreadsheetML 2003 workbook
 * with SheetJS CE and posts back the chosen sheet's rows. Runs in a worker so a hostile workbook
 * meets a memory cap (resourceLimits) and a deadline (terminate) instead of the engine's process.
 *
 * Message in: { path, sheetConfig, maxRows, maxColumns }. Message out: { ok: true, names, sheet,
 * rows, date1904 } or { ok: false, type, message, details }.
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import * as XLSX from '@e965/xlsx';
import { EngineError, type CellValue, type SheetConfig } from '../types.ts';
import { isDateFormat, serialToDate } from './excel-dates.ts';
import { selectSheet } from './sheet-select.ts';

interface Job {
  path: string;
  sheetConfig: SheetConfig | null;
  maxRows: number;
  maxColumns: number;
}

type Cell = { t: string; v?: unknown; w?: string; z?: string | number };

function cellValue(c: Cell | undefined, date1904: boolean): CellValue {
  if (!c) return null;
  switch (c.t) {
    case 's':
      return c.v === '' || c.v === undefined ? null : String(c.v);
    case 'n': {
      const v = c.v as number;
      const z = c.z;
      if (z !== undefined && typeof z === 'string' && z !== 'General' && isDateFormat(-1, z)) return serialToDate(v, date1904);
      if (typeof z === 'number' && isDateFormat(z, undefined)) return serialToDate(v, date1904);
      return v;
    }
    case 'b':
      return Boolean(c.v);
    case 'e':
      return c.w ?? '#ERROR';
    case 'd':
      return c.v instanceof Date ? c.v : new Date(String(c.v));
    default:
      return null;
  }
}

function run(job: Job): unknown {
  const buf = readFileSync(job.path);
  const opts = { type: 'buffer' as const, dense: true, cellNF: true, cellDates: false, cellHTML: false, cellFormula: false, cellStyles: false };
  const names = XLSX.read(buf, { ...opts, bookSheets: true }).SheetNames;
  const sheet = selectSheet(names, job.sheetConfig);
  const wb = XLSX.read(buf, { ...opts, sheets: sheet.name, sheetRows: job.maxRows + 1 });
  const date1904 = Boolean((wb.Workbook as { WBProps?: { date1904?: boolean } } | undefined)?.WBProps?.date1904);
  const ws = wb.Sheets[sheet.name] as unknown as { '!data'?: Array<Array<Cell | undefined> | undefined> };
  const data = ws?.['!data'] ?? [];
  if (data.length > job.maxRows) {
    throw new EngineError('LIMIT_EXCEEDED', `The sheet has more than ${job.maxRows} rows, the most accepted`, { limit: job.maxRows });
  }
  const rows: CellValue[][] = [];
  for (let r = 0; r < data.length; r++) {
    const src = data[r];
    const row: CellValue[] = [];
    if (src) {
      let last = -1;
      for (let c = 0; c < src.length; c++) {
        const v = cellValue(src[c], date1904);
        if (v !== null) {
          if (c >= job.maxColumns) {
            throw new EngineError('LIMIT_EXCEEDED', `Row ${r + 1} has a value in column ${c + 1}; at most ${job.maxColumns} columns are accepted`, {
              row: r + 1, column: c + 1, limit: job.maxColumns,
            });
          }
          while (++last < c) row.push(null);
          row.push(v);
        }
      }
    }
    rows.push(row);
  }
  return { ok: true, names, sheet, rows };
}

try {
  parentPort!.postMessage(run(workerData as Job));
} catch (err) {
  const e = err as Error & { type?: string; details?: unknown };
  parentPort!.postMessage({ ok: false, type: e instanceof EngineError ? e.type : null, message: e?.message ?? String(err), details: e instanceof EngineError ? e.details : undefined });
}
