/**
 * The rows of an execution for the review grid (docs/executions.md "Rows"): every row the engine
 * read, as its grid store holds them (values as the output holds them, an erroneous cell's text
 * as read, cell errors), with the fixes made to them, page by page.
 */
import {
  cellLineage, checkCells, CheckTargetInvalid, GridStoreInvalid, LineageTargetInvalid, queryRows,
  type CellCheck, type CellCheckResult, type CellLineage, type GridStore, type RowQuery,
} from '@ferry/engine/grid';
import type { TargetDataModel } from '@ferry/engine';
import { ROWS_DEFAULT_LIMIT, ROWS_MAX_LIMIT, ROWS_MAX_LIMIT_NARROW } from '@ferry/schemas/execution-grid';
import type { Database } from '../../db/client.ts';
import { errors, FerryError } from '../../errors.ts';
import type { ArtifactStore } from '../../storage/index.ts';
import type { Principal } from '../principal.ts';
import { assertFilesKept, findVisibleExecution, type ExecutionRow, type ExecutionSnapshot } from './records.ts';
import { latestFixes, pageFixes, type CellEditInfo, type FixEntry } from './fixes.ts';
import { withGridStore } from './grid-stores.ts';
import { changeOf, changeOrdinals, rowChanges } from './grid-changes.ts';
import type { ChangeKind } from '@ferry/engine';

/** The storage key of the execution's grid store; throws 409 NO_ROWS saying why there is none, 410 FILES_REMOVED. */
export function gridKeyOf(row: ExecutionRow): string {
  assertFilesKept(row);
  const key = row.artifacts?.grid;
  if (key) return key;
  const error = row.error as { type?: string } | null;
  if (row.status === 'PROCESSING') throw errors.conflict('NO_ROWS', `execution ${row.id} is still PROCESSING; its rows are there once it ends`);
  if (row.status === 'SKIPPED') throw errors.conflict('NO_ROWS', `execution ${row.id} was SKIPPED: it processed no file`);
  if (row.status === 'FAILED' && error?.type && error.type !== 'ERROR_THRESHOLD_EXCEEDED') {
    throw errors.conflict('NO_ROWS', `execution ${row.id} failed with ${error.type} before its rows were all read, so it has no rows to show; change the pipeline or the file and rerun`);
  }
  throw errors.conflict('NO_ROWS', `execution ${row.id} ran before Ferry kept the rows it read; rerun it to see them`);
}

/** The query string of `GET /execution/{id}/rows`, as the route's schema took it. */
export interface RowsParams {
  offset?: number;
  limit?: number;
  problems?: boolean;
  column?: string;
  rule?: string;
  search?: string;
  search_column?: string;
  sort?: string;
  columns?: string;
  change?: 'created' | 'updated' | 'unchanged';
}

export interface RowsPage {
  data: Array<{
    row: number;
    values: Record<string, string | null>;
    errors?: Record<string, { message: string; rule: string }>;
    edited?: Record<string, CellEditInfo>;
    change?: ChangeKind;
  }>;
  offset: number;
  limit: number;
  matched: number;
  counts_by_column: Record<string, number>;
  counts_by_rule: Record<string, number>;
}

/** The column position of `key` in the store; throws 400 UNKNOWN_COLUMN naming the parameter. */
export function columnOf(store: GridStore, key: string, field: string): number {
  const c = store.columnIndex(key);
  if (c < 0) {
    throw errors.badRequest('UNKNOWN_COLUMN', `${field}: "${key}" is not a column of this execution's target data model (its columns: ${store.footer.meta.columns.join(', ')})`, [{ field, message: `"${key}" is not a column`, column: key }]);
  }
  return c;
}

/** Reads the query into a RowQuery; throws 400 for what the schema cannot check. */
function rowQuery(store: GridStore, p: RowsParams): RowQuery {
  const q: RowQuery = { offset: p.offset ?? 0, limit: p.limit ?? ROWS_DEFAULT_LIMIT };
  if (p.columns !== undefined) {
    const keys = p.columns.split(',').map((k) => k.trim()).filter((k) => k !== '');
    if (keys.length === 0) throw errors.validation('query.columns must name at least one column', [{ field: 'columns', message: 'names no column' }]);
    q.columns = [...new Set(keys.map((k) => columnOf(store, k, 'columns')))];
  }
  const narrow = q.columns !== undefined && q.columns.length <= 2;
  if (q.limit > ROWS_MAX_LIMIT && !narrow) {
    throw errors.validation(`query.limit must be at most ${ROWS_MAX_LIMIT} (at most ${ROWS_MAX_LIMIT_NARROW} with \`columns\` naming at most two columns)`, [{ field: 'limit', message: `must be at most ${ROWS_MAX_LIMIT}` }]);
  }
  if (p.problems) q.problems = true;
  if (p.column !== undefined && p.column !== '') q.column = columnOf(store, p.column, 'column');
  if (p.rule !== undefined) q.rule = p.rule;
  if (p.search !== undefined && p.search !== '') q.search = p.search;
  if (p.search_column !== undefined && p.search_column !== '') {
    if (q.search === undefined) throw errors.validation('query.search_column needs search', [{ field: 'search_column', message: 'needs search' }]);
    q.searchColumn = columnOf(store, p.search_column, 'search_column');
  }
  if (p.sort !== undefined && p.sort !== '') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(p.sort);
    } catch {
      throw errors.validation('query.sort must be a JSON object like {"row":"asc"}', [{ field: 'sort', message: 'is not JSON' }]);
    }
    const entries = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? Object.entries(parsed) : [];
    if (entries.length !== 1 || (entries[0]![1] !== 'asc' && entries[0]![1] !== 'desc')) {
      throw errors.validation('query.sort must be one field and a direction, like {"email":"desc"} or {"row":"asc"}', [{ field: 'sort', message: 'must be {"<TDM key>|row": "asc|desc"}' }]);
    }
    const [field, direction] = entries[0]! as [string, 'asc' | 'desc'];
    q.sort = { column: field === 'row' ? 'row' : columnOf(store, field, 'sort'), direction };
  }
  return q;
}

/**
 * A page of the execution's rows. Throws 404 (not visible), 409 NO_ROWS, 410 FILES_REMOVED, 400 (a bad query), and
 * QueryAborted (engine) when `signal` aborts it.
 */
export async function listExecutionRows(db: Database, storage: ArtifactStore, principal: Principal, id: string, params: RowsParams, signal?: AbortSignal): Promise<RowsPage> {
  const { row } = await findVisibleExecution(db, principal, id);
  const key = gridKeyOf(row);
  // The change kind of each output row since the previous delivery, when the execution compared.
  const changesKey = row.status === 'SUCCESSFUL' ? row.artifacts?.changes : undefined;
  if (params.change && !changesKey) {
    throw errors.conflict('NO_CHANGES', `execution ${id} was not compared with a previous delivery (it is ${row.status}${row.status === 'SUCCESSFUL' ? ' and its target data model has no key' : ''}): it has no change kinds to filter by`);
  }
  const changes = changesKey ? await rowChanges(storage, changesKey, row.updatedAt.toISOString()) : null;
  return withGridStore(storage, key, async (store) => {
    const q = rowQuery(store, params);
    if (params.change && changes) q.only = { id: `chg:${params.change}`, ordinals: await changeOrdinals(store, changes, params.change) };
    const page = await queryRows(store, q, signal);
    const keys = store.footer.meta.columns;
    const cols = q.columns ?? keys.map((_, c) => c);
    const edits = await latestFixes(db, row.id, page.rows.map((r) => r.row));
    const data = page.rows.map((r) => {
      const values: Record<string, string | null> = {};
      cols.forEach((c, i) => { values[keys[c]!] = r.values[i] ?? null; });
      const out: RowsPage['data'][number] = { row: r.row, values };
      const change = changes ? changeOf(changes, r.row) : undefined;
      if (r.errors.length) out.errors = Object.fromEntries(r.errors.map(([c, message, rule]) => [keys[c]!, { message, rule }]));
      const edited = edits.get(r.row);
      if (edited) {
        const shown = Object.entries(edited).filter(([k]) => k in values);
        if (shown.length) out.edited = Object.fromEntries(shown);
      }
      if (change) out.change = change;
      return out;
    });
    return {
      data,
      offset: q.offset,
      limit: q.limit,
      matched: page.matched,
      counts_by_column: store.footer.counts_by_column,
      counts_by_rule: store.footer.counts_by_rule,
    };
  }).catch((err: unknown) => rowsFailure(id, err));
}

/** What a missing artifact or a bad target means for a request on the rows. */
function rowsFailure(id: string, err: unknown): never {
  if (err instanceof FerryError) throw err;
  if (err instanceof CheckTargetInvalid || err instanceof LineageTargetInvalid) {
    const target = err instanceof CheckTargetInvalid ? err.target : undefined;
    const where = err instanceof CheckTargetInvalid ? 'cells: ' : `${err.field}: `;
    if (err.field === 'column') throw errors.badRequest('UNKNOWN_COLUMN', `${where}${err.message}`, [{ field: 'column', message: err.message, ...(target !== undefined ? { column: target } : {}) }]);
    throw errors.badRequest('UNKNOWN_ROW', `${where}${err.message}`, [{ field: 'row', message: err.message, ...(target !== undefined ? { row: target } : {}) }]);
  }
  if (err instanceof Error && err.name === 'ArtifactNotFoundError') throw errors.conflict('NO_ROWS', `the rows of execution ${id} are no longer stored`);
  if (err instanceof GridStoreInvalid) throw errors.conflict('NO_ROWS', `the rows of execution ${id} were stored in a form this version does not read (${err.message}); rerun it to see them`);
  throw err;
}

/**
 * Checks values against the execution's rows with the engine's semantics (@ferry/engine
 * grid/check.ts). Throws 404 (not visible), 409 NO_ROWS, 400 UNKNOWN_COLUMN / UNKNOWN_ROW.
 */
export async function checkExecutionCells(db: Database, storage: ArtifactStore, principal: Principal, id: string, cells: CellCheck[], signal?: AbortSignal): Promise<CellCheckResult[]> {
  const { row } = await findVisibleExecution(db, principal, id);
  const key = gridKeyOf(row);
  const tdm = (row.snapshot as unknown as ExecutionSnapshot).tdm as unknown as TargetDataModel;
  return withGridStore(storage, key, (store) => checkCells(store, tdm, cells, signal)).catch((err: unknown) => rowsFailure(id, err));
}

/** The fix history of an execution, newest first. Throws 404 (not visible). */
export async function listExecutionFixes(db: Database, principal: Principal, id: string, offset: number, limit: number): Promise<{ items: FixEntry[]; total: number }> {
  const { row } = await findVisibleExecution(db, principal, id);
  return pageFixes(db, row.id, offset, limit);
}

/** A lineage step as the API answers it: an EDIT carries who, when and the value before. */
type LineageStepOut = CellLineage['steps'][number] & { by?: CellEditInfo['by']; at?: string; previous?: string | null };

/**
 * The lineage of one cell (@ferry/engine grid/lineage.ts), with the person's edit named from the
 * fix set. Throws 404 (not visible), 409 NO_ROWS, 400 UNKNOWN_COLUMN / UNKNOWN_ROW.
 */
export async function executionCellLineage(db: Database, storage: ArtifactStore, principal: Principal, id: string, rowNumber: number, column: string): Promise<CellLineage & { steps: LineageStepOut[] }> {
  const { row } = await findVisibleExecution(db, principal, id);
  const key = gridKeyOf(row);
  const tdm = (row.snapshot as unknown as ExecutionSnapshot).tdm as unknown as TargetDataModel;
  const lineage = await withGridStore(storage, key, (store) => cellLineage(store, tdm, rowNumber, column)).catch((err: unknown) => rowsFailure(id, err));
  const edit = (await latestFixes(db, row.id, [rowNumber])).get(rowNumber)?.[column];
  return {
    ...lineage,
    steps: lineage.steps.map((step): LineageStepOut => (step.kind === 'EDIT' && edit ? { ...step, by: edit.by, at: edit.at, previous: edit.previous } : step)),
  };
}
