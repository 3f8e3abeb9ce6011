/**
 * Default bounds for reading tenant files (SECURITY.md "zip bombs / giant sheets", "resource
 * exhaustion"), and the checks the readers share. The values are those documented on
 * {@link EngineLimits} in ../types.ts; `run.ts` merges `RunOptions.limits` over them.
 */
import { EngineError, type EngineLimits } from '../types.ts';

/** The default {@link EngineLimits} (frozen). */
export const DEFAULT_LIMITS: Readonly<EngineLimits> = Object.freeze({
  maxInputBytes: 1024 * 1024 * 1024,
  maxRows: 10_000_000,
  maxColumns: 1_000,
  maxCellLength: 32_767,
  maxFormulaLength: 8_192,
  maxUncompressedBytes: 2 * 1024 * 1024 * 1024,
  maxCompressionRatio: 200,
  maxZipEntries: 10_000,
  uniqueMemoryBytes: 32 * 1024 * 1024,
});

/**
 * Rows a reader lets through beyond `maxRows`: the reader cannot tell preamble and header rows from
 * data rows (header detection looks at the first 100 rows), so it stops a table at
 * `maxRows + ROW_ALLOWANCE` rows and leaves the exact data-row count to the run.
 */
export const ROW_ALLOWANCE = 100;

/** Merges partial limits over {@link DEFAULT_LIMITS}; ignores values that are not positive numbers. */
export function resolveLimits(partial?: Partial<EngineLimits> | null): EngineLimits {
  const out: EngineLimits = { ...DEFAULT_LIMITS };
  if (partial) {
    for (const key of Object.keys(DEFAULT_LIMITS) as Array<keyof EngineLimits>) {
      const v = partial[key];
      if (typeof v === 'number' && v > 0) out[key] = v;
    }
  }
  return out;
}

/** Throws EngineError ABORTED when the signal has fired. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new EngineError('ABORTED', 'The run was cancelled while reading the file');
}

/**
 * Checks one row against maxColumns and maxCellLength, and turns empty strings into null (the
 * readers' shared convention: an empty cell is `null` in every format, so `''` never reaches the
 * later stages). Mutates and returns `row`.
 * @throws EngineError LIMIT_EXCEEDED naming the row (1-based) and column (1-based).
 */
export function checkRow(row: Array<unknown>, rowNumber: number, limits: EngineLimits): void {
  const n = row.length;
  if (n > limits.maxColumns) {
    throw new EngineError('LIMIT_EXCEEDED', `Row ${rowNumber} has ${n} columns; at most ${limits.maxColumns} are accepted`, {
      row: rowNumber, columns: n, limit: limits.maxColumns,
    });
  }
  const maxLen = limits.maxCellLength;
  for (let i = 0; i < n; i++) {
    const v = row[i];
    if (typeof v === 'string') {
      if (v.length === 0) row[i] = null;
      else if (v.length > maxLen) throw cellTooLong(rowNumber, i, v.length, maxLen);
    }
  }
}

/** EngineError LIMIT_EXCEEDED for a cell longer than maxCellLength. `column` is 0-based. */
export function cellTooLong(rowNumber: number, column: number, length: number, limit: number, hint = ''): EngineError {
  return new EngineError('LIMIT_EXCEEDED',
    `The cell in row ${rowNumber}, column ${column + 1} holds ${length} characters; at most ${limit} are accepted${hint}`,
    { row: rowNumber, column: column + 1, length, limit });
}

/** EngineError LIMIT_EXCEEDED for a table with too many rows. */
export function tooManyRows(limits: EngineLimits): EngineError {
  return new EngineError('LIMIT_EXCEEDED', `The table has more than ${limits.maxRows} data rows, the most accepted`, {
    limit: limits.maxRows,
  });
}
