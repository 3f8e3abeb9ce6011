/**
 * XLS (BIFF, in an OLE2 container) and SpreadsheetML 2003 (XML) reader: SheetJS CE (`@e965/xlsx`,
 * DESIGN.md §3) parses the whole workbook at once, so it runs in a worker thread with a memory cap
 * and a deadline, and only files up to {@link WHOLE_FILE_MAX_BYTES} are accepted (SheetJS needs
 * roughly 20–50× the file size in memory; XLS itself stops at 65,536 rows). Larger workbooks must
 * come as XLSX (streamed) or CSV.
 *
 * Cells follow the XLSX reader's conventions (./xlsx-reader.ts): numbers, booleans, strings,
 * error text, UTC `Date` for date formats; empty cells null; row i is sheet row i+1 (empty rows
 * kept as empty arrays); merged areas are not filled. SpreadsheetML with a DOCTYPE is refused.
 */
import { Worker } from 'node:worker_threads';
import type { OpenedTable } from '../contracts.ts';
import { EngineError, type CellValue, type EngineErrorType, type EngineLimits, type InputFormat, type Row, type RowBatch, type SheetConfig } from '../types.ts';
import { checkRow, ROW_ALLOWANCE, throwIfAborted } from './limits.ts';
import { readRange } from './source.ts';
import { makeTable } from './table.ts';
import type { ByteCounter } from './text-stream.ts';

/** Largest XLS or SpreadsheetML file read (bytes). */
export const WHOLE_FILE_MAX_BYTES = 64 * 1024 * 1024;
/** Heap of the parsing worker (MiB). */
export const WORKER_HEAP_MB = 2048;
/** Deadline for parsing one workbook (ms). */
export const WORKER_DEADLINE_MS = 120_000;

export interface SheetJsOptions {
  path: string;
  size: number;
  format: Extract<InputFormat, 'XLS' | 'SPREADSHEETML'>;
  sheetConfig?: SheetConfig | null;
  limits: EngineLimits;
  batchSize: number;
  signal?: AbortSignal;
  release?: () => Promise<void>;
  /** Overrides for tests. */
  heapMb?: number;
  deadlineMs?: number;
}

interface WorkerResult {
  ok: boolean;
  names?: string[];
  sheet?: { index: number; name: string };
  rows?: CellValue[][];
  type?: EngineErrorType | null;
  message?: string;
  details?: Record<string, unknown>;
}

function parseInWorker(o: SheetJsOptions): Promise<WorkerResult> {
  const deadline = o.deadlineMs ?? WORKER_DEADLINE_MS;
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./sheetjs-worker.ts', import.meta.url), {
      workerData: { path: o.path, sheetConfig: o.sheetConfig ?? null, maxRows: o.limits.maxRows + ROW_ALLOWANCE, maxColumns: o.limits.maxColumns },
      resourceLimits: { maxOldGenerationSizeMb: o.heapMb ?? WORKER_HEAP_MB, maxYoungGenerationSizeMb: 64, stackSizeMb: 8 },
    });
    let settled = false;
    const finish = (fn: () => void): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      o.signal?.removeEventListener('abort', onAbort);
      void worker.terminate();
      fn();
    };
    const timer = setTimeout(() => finish(() => reject(new EngineError('LIMIT_EXCEEDED',
      `Reading the workbook took longer than ${Math.round(deadline / 1000)} s; save it as XLSX or CSV`))), deadline);
    const onAbort = (): void => finish(() => reject(new EngineError('ABORTED', 'The run was cancelled while reading the file')));
    o.signal?.addEventListener('abort', onAbort);
    worker.once('message', (m: WorkerResult) => finish(() => resolve(m)));
    worker.once('error', (err: Error & { code?: string }) => finish(() => reject(err.code === 'ERR_WORKER_OUT_OF_MEMORY'
      ? new EngineError('LIMIT_EXCEEDED', 'Reading the workbook needs more memory than allowed; save it as XLSX or CSV')
      : new EngineError('INVALID_FILE', `The workbook cannot be read: ${err.message}`))));
    worker.once('exit', (code) => finish(() => reject(new EngineError('INVALID_FILE', `The workbook reader stopped (exit code ${code})`))));
  });
}

/** Maps SheetJS's messages for files it cannot read to clear INVALID_FILE messages. */
function sheetJsFailure(message: string, format: InputFormat): EngineError {
  if (/password|encrypt/i.test(message)) {
    return new EngineError('INVALID_FILE', 'The workbook is encrypted (password-protected); save it without a password');
  }
  const what = format === 'XLS' ? 'an Excel 97–2003 workbook (XLS)' : 'a SpreadsheetML 2003 workbook';
  return new EngineError('INVALID_FILE', `The file cannot be read as ${what}: ${message}`);
}

/** Opens an XLS or SpreadsheetML workbook at the chosen sheet (parsed whole, in a worker). */
export async function openSheetJs(o: SheetJsOptions): Promise<OpenedTable> {
  throwIfAborted(o.signal);
  if (o.size > WHOLE_FILE_MAX_BYTES) {
    throw new EngineError('FILE_TOO_LARGE',
      `${o.format === 'XLS' ? 'XLS' : 'SpreadsheetML'} workbooks are read whole, up to ${WHOLE_FILE_MAX_BYTES} bytes; save larger ones as XLSX or CSV`,
      { size: o.size, limit: WHOLE_FILE_MAX_BYTES });
  }
  if (o.format === 'SPREADSHEETML') {
    const head = (await readRange(o.path, 0, 64 * 1024)).toString('latin1');
    if (/<!DOCTYPE/i.test(head)) {
      throw new EngineError('INVALID_FILE', 'XML documents with a DOCTYPE are refused: a DOCTYPE can declare entities (billion laughs, external entities)');
    }
  }
  const result = await parseInWorker(o);
  if (!result.ok) {
    if (result.type) throw new EngineError(result.type, result.message ?? 'The workbook cannot be read', result.details);
    throw sheetJsFailure(result.message ?? 'unknown error', o.format);
  }
  const all = result.rows!;
  if (!all.some((r) => r.length > 0)) throw new EngineError('EMPTY_FILE', `The sheet "${result.sheet!.name}" is empty`);
  const counter: ByteCounter = { bytes: o.size };
  return makeTable({
    format: o.format,
    size: o.size,
    sheets: result.names,
    sheet: result.sheet,
    counter,
    rows: async function* (): AsyncGenerator<RowBatch> {
      for (let start = 0; start < all.length; start += o.batchSize) {
        throwIfAborted(o.signal);
        const rows: Row[] = all.slice(start, start + o.batchSize);
        const rowNumbers = rows.map((r, i) => {
          checkRow(r, start + i + 1, o.limits);
          return start + i + 1;
        });
        yield { rows, rowNumbers };
      }
    },
    release: o.release,
  });
}
