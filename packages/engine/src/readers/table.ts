/**
 * Builds the {@link OpenedTable} object every reader returns, so the once-only iteration, the
 * `close()` idempotence and the progress counter behave the same for all formats.
 */
import type { DelimitedSource, OpenedTable } from '../contracts.ts';
import { EngineError, type InputFormat, type RowBatch } from '../types.ts';
import type { ByteCounter } from './text-stream.ts';

/** What a reader knows about its table; `rows` produces the batches (called at most once). */
export interface TableParts {
  format: InputFormat;
  size: number;
  encoding?: string;
  delimiter?: string;
  sheets?: string[];
  sheet?: { index: number; name: string };
  syntheticHeaderRow?: number;
  counter: ByteCounter;
  rows: () => AsyncGenerator<RowBatch>;
  /** Releases the reader's own resources (temp files, handles). */
  release?: () => Promise<void>;
  /** Delimited files: how to read a part of the file again (run/parallel.ts). */
  delimitedSource?: DelimitedSource;
}

/** Default rows per batch (OpenTableOptions.batchSize). */
export const DEFAULT_BATCH_SIZE = 1000;

/** Wraps reader parts into an OpenedTable. Unexpected (non-Engine) errors while reading become INVALID_FILE. */
export function makeTable(parts: TableParts): OpenedTable {
  let iterated = false;
  let closed = false;
  const table: OpenedTable = {
    format: parts.format,
    size: parts.size,
    batches() {
      if (iterated) throw new Error('OpenedTable.batches() can be iterated only once');
      iterated = true;
      return guard(parts.rows());
    },
    bytesRead: () => parts.counter.bytes,
    async close() {
      if (closed) return;
      closed = true;
      await parts.release?.();
    },
  };
  if (parts.encoding !== undefined) table.encoding = parts.encoding;
  if (parts.delimiter !== undefined) table.delimiter = parts.delimiter;
  if (parts.sheets !== undefined) table.sheets = parts.sheets;
  if (parts.sheet !== undefined) table.sheet = parts.sheet;
  if (parts.syntheticHeaderRow !== undefined) table.syntheticHeaderRow = parts.syntheticHeaderRow;
  if (parts.delimitedSource !== undefined) table.delimitedSource = parts.delimitedSource;
  return table;
}

async function* guard(inner: AsyncGenerator<RowBatch>): AsyncGenerator<RowBatch> {
  try {
    yield* inner;
  } catch (err) {
    throw asEngineError(err);
  }
}

/**
 * Turns a parser's exception into EngineError INVALID_FILE (an EngineError passes through). A
 * RangeError from stack or string limits is a hostile or broken file too, never a crash.
 */
export function asEngineError(err: unknown, what = 'The file cannot be read'): EngineError {
  if (err instanceof EngineError) return err;
  const message = err instanceof Error ? err.message : String(err);
  return new EngineError('INVALID_FILE', `${what}: ${message}`, undefined, { cause: err });
}
