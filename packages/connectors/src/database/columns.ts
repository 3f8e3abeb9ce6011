/**
 * From a target data model's columns to SQL columns (docs/connectors.md "DATABASE: column types"):
 * the type a created table gets, the types an existing table may have instead (those that hold
 * every value of the column unchanged), and the problems of an existing table, in words.
 *
 * | TDM columnType | family | PostgreSQL | MySQL/MariaDB |
 * |---|---|---|---|
 * | int | integer | bigint | bigint |
 * | float, percentage | float | double precision | double |
 * | boolean | boolean | boolean | boolean (tinyint(1)) |
 * | date (ISO, no outputFormat) | date | date | date |
 * | datetime (ISO, no outputFormat) | timestamp | timestamptz | datetime(3), UTC |
 * | time (ISO, no outputFormat) | time | time | time |
 * | every other type, and date/datetime/time with an outputFormat | text | text | varchar(255) as part of the key, else mediumtext |
 */
import type { OutgoingColumn, OutgoingTable } from '../contract.ts';
import type { DatabaseEngine, DatabaseWriteMode } from './config.ts';
import { EXECUTION_COLUMN } from './config.ts';

/** How a value is stored and compared. */
export type ColumnFamily = 'text' | 'integer' | 'float' | 'boolean' | 'date' | 'timestamp' | 'time';

/** A TDM column with its family. */
export interface SqlColumn {
  name: string;
  family: ColumnFamily;
  /** Part of the TDM's key. */
  key: boolean;
}

/** The family of a TDM column (a formatted date is text: the database gets the text as formatted). */
export function familyOf(column: OutgoingColumn): ColumnFamily {
  switch (column.columnType) {
    case 'int':
      return 'integer';
    case 'float':
    case 'percentage':
      return 'float';
    case 'boolean':
      return 'boolean';
    case 'date':
      return column.outputFormat ? 'text' : 'date';
    case 'datetime':
      return column.outputFormat ? 'text' : 'timestamp';
    case 'time':
      return column.outputFormat ? 'text' : 'time';
    default:
      return 'text';
  }
}

/** The TDM's columns as SQL columns, in TDM order. */
export function sqlColumns(table: OutgoingTable): SqlColumn[] {
  const key = new Set(table.key);
  return table.columns.map((c) => ({ name: c.key, family: familyOf(c), key: key.has(c.key) }));
}

const CREATE_TYPES: Record<DatabaseEngine, Record<ColumnFamily, string>> = {
  POSTGRESQL: { text: 'text', integer: 'bigint', float: 'double precision', boolean: 'boolean', date: 'date', timestamp: 'timestamptz', time: 'time' },
  MYSQL: { text: 'mediumtext', integer: 'bigint', float: 'double', boolean: 'boolean', date: 'date', timestamp: 'datetime(3)', time: 'time' },
};

/** The SQL type a created table gives the column. */
export function createType(engine: DatabaseEngine, column: SqlColumn): string {
  // MySQL indexes text only with a length: key columns are varchar(255) (InnoDB keys up to 3,072 bytes).
  if (engine === 'MYSQL' && column.key && column.family === 'text') return 'varchar(255)';
  return CREATE_TYPES[engine][column.family];
}

/**
 * The types of an existing table that hold every value of a family unchanged (information_schema
 * `data_type`, lower case). A narrower type (`integer` for `int`, `varchar(20)` for text) is
 * accepted: the database itself refuses a value that does not fit, and the execution fails then.
 */
const ACCEPTED: Record<DatabaseEngine, Record<ColumnFamily, readonly string[]>> = {
  POSTGRESQL: {
    text: ['text', 'character varying', 'character', 'citext'],
    integer: ['bigint', 'integer', 'smallint', 'numeric'],
    float: ['double precision', 'numeric'],
    boolean: ['boolean'],
    date: ['date'],
    timestamp: ['timestamp with time zone', 'timestamp without time zone'],
    time: ['time without time zone'],
  },
  MYSQL: {
    text: ['varchar', 'char', 'text', 'tinytext', 'mediumtext', 'longtext'],
    integer: ['bigint', 'int', 'mediumint', 'smallint', 'tinyint', 'decimal'],
    float: ['double', 'decimal'],
    boolean: ['tinyint', 'bit'],
    date: ['date'],
    timestamp: ['datetime', 'timestamp'],
    time: ['time'],
  },
};

/** An existing table's column as information_schema describes it. */
export interface ExistingColumn {
  name: string;
  /** `data_type`, lower case (`bigint`, `character varying`, `varchar` …). */
  dataType: string;
}

/**
 * What is wrong with an existing table for these columns, one sentence per problem; `[]` when it
 * fits. Checks: every TDM column and the execution column exist (names compared exactly, as the
 * table was created with quoted names), their types hold the values, and UPSERT has a unique key
 * on exactly the TDM's key columns (`uniqueKeys`: the column sets of the table's primary key and
 * unique indexes).
 */
export function tableProblems(engine: DatabaseEngine, columns: SqlColumn[], existing: ExistingColumn[], mode: DatabaseWriteMode, uniqueKeys: string[][], table: string): string[] {
  const byName = new Map(existing.map((c) => [c.name, c]));
  const problems: string[] = [];
  const missing = columns.filter((c) => !byName.has(c.name)).map((c) => c.name);
  if (missing.length) problems.push(`table ${table} has no column ${missing.map((m) => JSON.stringify(m)).join(', ')} (the target data model's ${missing.length === 1 ? 'column' : 'columns'})`);
  for (const c of columns) {
    const found = byName.get(c.name);
    if (!found) continue;
    if (!ACCEPTED[engine][c.family].includes(found.dataType)) {
      problems.push(`column "${c.name}" of table ${table} is ${found.dataType}, which cannot hold ${c.family} values (use ${ACCEPTED[engine][c.family].slice(0, 3).join(', ')})`);
    }
  }
  const execution = byName.get(EXECUTION_COLUMN);
  if (!execution) {
    problems.push(`table ${table} has no column ${EXECUTION_COLUMN}, where Ferry records which execution wrote each row (add it: ALTER TABLE … ADD COLUMN ${EXECUTION_COLUMN} ${engine === 'MYSQL' ? 'varchar(64)' : 'text'}, and an index on it)`);
  } else if (!ACCEPTED[engine].text.includes(execution.dataType)) {
    problems.push(`column ${EXECUTION_COLUMN} of table ${table} is ${execution.dataType}; it must be text (${engine === 'MYSQL' ? 'varchar(64)' : 'text'})`);
  }
  if (mode === 'UPSERT') {
    const key = columns.filter((c) => c.key).map((c) => c.name);
    const sameSet = (a: string[]) => a.length === key.length && key.every((k) => a.includes(k));
    if (key.length > 0 && !uniqueKeys.some(sameSet)) {
      problems.push(`UPSERT matches rows on ${key.map((k) => JSON.stringify(k)).join(', ')}, but table ${table} has no primary key or unique index on exactly ${key.length === 1 ? 'that column' : 'those columns'}`);
    }
  }
  return problems;
}
