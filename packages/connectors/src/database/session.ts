/**
 * What the DATABASE driver needs of an engine (PostgreSQL in postgres.ts, MySQL/MariaDB in
 * mysql.ts): one signed-in session, opened to the address the network guard checked, that can
 * describe, create and write the target table and take a delivery back. The shared half (which
 * checks, in which order, with which messages) is in index.ts.
 *
 * Bookkeeping, in the target's schema (PostgreSQL) or database (MySQL), created on first use:
 * - `ferry_deliveries`: one row per delivered execution (execution id, table, write mode, rows
 *   inserted, updated and unchanged, when, and when undone). It is written in the delivery's own
 *   transaction, first: a retried delivery finds it and writes nothing (no duplicate rows), and a
 *   delivery whose worker died before the commit left nothing at all.
 * - `ferry_undo_log`: the previous values (JSON) of every row an UPSERT changed, with the
 *   execution that had written it before (`previous_execution_id`), so that an undo restores them
 *   and refuses while a later execution's change is not undone.
 * - the target table's `_ferry_execution_id` column: the execution that wrote each row last.
 */
import type { ConnectorContext } from '../contract.ts';
import type { ExistingColumn, SqlColumn } from './columns.ts';
import type { DatabaseSettings } from './config.ts';

/** Names of the bookkeeping tables. */
export const DELIVERIES_TABLE = 'ferry_deliveries';
export const UNDO_LOG_TABLE = 'ferry_undo_log';

/** The target table as it is: its columns and the column sets of its primary key and unique indexes. */
export interface TableDescription {
  columns: ExistingColumn[];
  uniqueKeys: string[][];
}

/** What a delivery wrote. */
export interface WriteCounts {
  inserted: number;
  updated: number;
  unchanged: number;
  /** True when an earlier attempt of the same execution had committed: nothing was written now. */
  alreadyDelivered: boolean;
}

/** What an undo did. */
export interface UndoCounts {
  /** Rows the execution had inserted, deleted. */
  deleted: number;
  /** Rows the execution had updated, given their previous values back. */
  restored: number;
}

/** One row to write, keyed by TDM key. */
export type OutputRow = Record<string, unknown>;

export interface DatabaseSession {
  /** The target table, or null when it (or its schema) does not exist. */
  describe(): Promise<TableDescription | null>;
  /** Creates the target table: the columns, the execution column (indexed), and with UPSERT a primary key on the key columns. */
  createTable(columns: SqlColumn[], primaryKey: boolean): Promise<void>;
  /** Whether the bookkeeping tables exist. */
  bookkeepingExists(): Promise<boolean>;
  /** Creates the bookkeeping tables when missing (safe when another session races). */
  ensureBookkeeping(): Promise<void>;
  /**
   * Checks, without changing anything, that the user may do what a delivery and an undo do
   * (insert; update and delete for UPSERT and undo). @throws ConnectorError PERMISSION_DENIED
   */
  checkPrivileges(columns: SqlColumn[]): Promise<void>;
  /**
   * Writes `rows` in one transaction: INSERT appends every row; UPSERT inserts new keys, updates
   * rows whose values differ (their previous values go to the undo log) and leaves equal rows alone.
   * @throws ConnectorError (a value the table refuses, duplicate or missing keys: not retryable).
   */
  write(executionId: string, columns: SqlColumn[], mode: DatabaseSettings['writeMode'], rows: AsyncIterable<OutputRow>): Promise<WriteCounts>;
  /**
   * Takes the delivery of `executionId` back in one transaction: restores the rows it updated and
   * deletes the rows it inserted.
   * @throws UndoRefusal LATER_CHANGES naming the later executions, NOT_DELIVERED, ALREADY_UNDONE
   */
  undo(executionId: string, columns: SqlColumn[]): Promise<UndoCounts>;
  close(): Promise<void>;
}

/** Opens a session (through ctx.guard). Throws raw driver errors; index.ts classifies them. */
export type OpenSession = (settings: DatabaseSettings, ctx: ConnectorContext) => Promise<DatabaseSession>;

/** Rows per statement or COPY flush. */
export const BATCH_ROWS = 2000;

/** `YYYY-MM-DDTHH:mm:ss(.sss)Z` (the engine's ISO datetime) as `YYYY-MM-DD HH:mm:ss(.sss)`, UTC. */
export function isoToSqlDatetime(v: string): string {
  return /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(v) ? v.slice(0, -1).replace('T', ' ') : v;
}

/** A problem of the output's keys for UPSERT (missing or repeated): the execution fails, not retried. */
export class KeyProblem extends Error {
  override name = 'KeyProblem';
}
