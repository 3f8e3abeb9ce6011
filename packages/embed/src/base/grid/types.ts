/**
 * Shapes of the review grid (`GET /execution/{id}/rows` and friends). They follow the API's own
 * names; the grid itself (grid-view.ts) knows nothing of HTTP.
 */

/** Who did something (the API's `Actor`). */
export interface GridActor { id: string; name: string; identifier: string; type: string }

/** A cell's problem: the engine's message and the rule that refused the value (`required`, `type:email`, `option`, …). */
export interface CellProblem { message: string; rule: string }

/**
 * One row of an execution as the output holds it (`ExecutionGridRow`): `row` is the source file's
 * row number (1-based, as a spreadsheet shows it); an erroneous cell holds its text as read.
 */
export interface GridRow {
  row: number;
  values: Record<string, string | null>;
  errors?: Record<string, CellProblem>;
  /** Fixes already applied to a cell: the value before, who and when. */
  edited?: Record<string, { previous: string | null; by: GridActor; at: string }>;
  /** The change since the previous successful execution, when the pipeline detects changes. */
  change?: 'created' | 'updated' | 'unchanged';
}

/** A page of rows with the counts the filters show. */
export interface RowsPage {
  data: GridRow[];
  /** Rows matching the filter. */
  matched: number;
  /** Erroneous cells per column key, whole execution. */
  counts_by_column: Record<string, number>;
  /** Erroneous cells per rule, whole execution. */
  counts_by_rule: Record<string, number>;
}

/** The filter, search and sort of the rows shown (query parameters of `GET /execution/{id}/rows`). */
export interface RowsQuery {
  problems?: boolean;
  column?: string;
  rule?: string;
  search?: string;
  search_column?: string;
  /** `{"<key>|row": "asc|desc"}` as JSON. */
  sort?: string;
  change?: 'created' | 'updated' | 'unchanged';
  /** Only these columns' values (bulk tools). */
  columns?: string;
}

/** Reads one page of rows: `offset` and `limit` within the rows matching `query`. */
export type PageReader = (query: RowsQuery, offset: number, limit: number, signal: AbortSignal) => Promise<RowsPage>;

/** A column of the grid: a TDM column. `width` in CSS pixels. */
export interface GridColumn {
  key: string;
  label: string;
  type?: string;
  /** The options of a `category` column. */
  options?: string[];
  width: number;
}

/** The answer of `POST /execution/{id}/check` for one cell. */
export interface CellCheck {
  valid: boolean;
  /** The value as the output would hold it (e.g. a date reformatted). */
  output: string | null;
  message?: string;
  rule?: string;
}

/** A cell of the grid, by the row's source number and the column key. */
export interface CellRef { row: number; key: string }
