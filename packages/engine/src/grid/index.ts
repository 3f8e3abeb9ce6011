/**
 * `@ferry/engine/grid`: reading the grid store a run writes (RunOptions.grid; docs/engine.md "The
 * grid store"): opening a store (./store-reader.ts), pages of rows filtered and sorted
 * (./query.ts), checking edited values with the run's rules (./check.ts) and one cell's lineage
 * (./lineage.ts). Writing it is the run's business (./store-writer.ts, not exported).
 */
export { ByteLru, fileSource, gridText, GridStore, GridStoreInvalid, type ByteSource, type GridBlock } from './store-reader.ts';
export { QueryAborted, queryRows, queryStats, type GridRow, type RowPage, type RowQuery } from './query.ts';
export { checkCells, CheckTargetInvalid, type CellCheck, type CellCheckResult } from './check.ts';
export { cellLineage, LineageTargetInvalid, type CellLineage, type LineageSource, type LineageStep } from './lineage.ts';
