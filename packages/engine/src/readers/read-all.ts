/**
 * Reads a whole table into memory: for tests, previews and small inputs only (the engine itself
 * iterates batches). Closes the table afterwards, also on error.
 */
import type { OpenTableOptions, OpenedTable } from '../contracts.ts';
import type { InputSource, Row } from '../types.ts';
import { openTable } from './index.ts';
import { DEFAULT_LIMITS } from './limits.ts';

/** A table read to the end: its metadata, all rows and their row numbers. */
export interface ReadTable {
  table: OpenedTable;
  rows: Row[];
  rowNumbers: number[];
  batches: number;
}

/** Opens `input` and collects every row. `options.limits` defaults to DEFAULT_LIMITS. */
export async function readAll(input: InputSource | string, options: Partial<OpenTableOptions> = {}): Promise<ReadTable> {
  const source = typeof input === 'string' ? { path: input, fileName: input.split('/').pop() ?? input } : input;
  const table = await openTable(source, { limits: { ...DEFAULT_LIMITS }, ...options });
  const rows: Row[] = [];
  const rowNumbers: number[] = [];
  let batches = 0;
  try {
    for await (const b of table.batches()) {
      batches++;
      for (let i = 0; i < b.rows.length; i++) {
        rows.push(b.rows[i]);
        rowNumbers.push(b.rowNumbers[i]);
      }
    }
  } finally {
    await table.close();
  }
  return { table, rows, rowNumbers, batches };
}
