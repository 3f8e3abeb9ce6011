/**
 * The DATABASE node type (an extension beside SPEC.md's node types; output only;
 * docs/connectors.md "DATABASE"): the rows of an execution go into a PostgreSQL or MySQL/MariaDB
 * table whose columns are the target data model's keys (columns.ts has the types).
 *
 * - Before anything is written the table is checked: missing with `create_table` → created;
 *   missing otherwise, or lacking columns, or with types that cannot hold the values, or (UPSERT)
 *   without a unique key on the TDM's key → the delivery fails with a message naming each problem.
 * - INSERT appends every row; UPSERT inserts new keys, updates rows whose values differ and leaves
 *   equal rows alone. One transaction per execution, rows sent in batches (COPY for PostgreSQL).
 * - A retried delivery of the same execution writes nothing twice (session.ts: ferry_deliveries);
 *   `undo` takes it back (deletes inserted rows, restores updated ones) unless a later execution
 *   changed the same rows.
 * - `test` signs in and checks the database, the table (against `ctx.table` when given) and the
 *   privileges, changing nothing.
 */
import type { ConnectionTest, ConnectorContext, ConnectorType, DeliveryReceipt, InputConnector, OutgoingFile, OutputConnector, UndoResult } from '../contract.ts';
import { UndoRefusal } from '../contract.ts';
import { connectionTestResultOf, ConnectorError } from '../errors.ts';
import { sqlColumns, tableProblems, type SqlColumn } from './columns.ts';
import { databaseLocation, EXECUTION_COLUMN, identifierProblem, parseDatabaseConfiguration, tableName, type DatabaseSettings } from './config.ts';
import { classifyDatabaseError } from './errors.ts';
import { openMysql } from './mysql.ts';
import { openPostgres } from './postgres.ts';
import { KeyProblem, type DatabaseSession, type OutputRow } from './session.ts';

export { DATABASE_DEFAULT_PORTS, DATABASE_ENGINES, DATABASE_TLS_MODES, DATABASE_WRITE_MODES, EXECUTION_COLUMN, identifierProblem, parseDatabaseConfiguration, type DatabaseSettings } from './config.ts';
export { familyOf, sqlColumns, type ColumnFamily } from './columns.ts';

const OPEN = { POSTGRESQL: openPostgres, MYSQL: openMysql } as const;

const unresponsive = (message: string, reason?: ConnectionTest['result']) => new ConnectorError('DESTINATION_UNRESPONSIVE', message, { retryable: false, ...(reason ? { reason } : {}) });

/** Creates a DATABASE output connector from its decrypted configuration. @throws ConnectorError CONFIGURATION_INVALID */
export function createDatabaseConnector(type: ConnectorType, configuration: unknown): InputConnector | OutputConnector {
  const settings = parseDatabaseConfiguration(configuration, type);
  const location = databaseLocation(settings);
  const table = tableName(settings);
  const classify = (err: unknown) => classifyDatabaseError(err, location, settings.user);

  async function withSession<T>(ctx: ConnectorContext, fn: (session: DatabaseSession) => Promise<T>): Promise<T> {
    if (ctx.signal?.aborted) throw new ConnectorError('DESTINATION_UNRESPONSIVE', 'the connector was stopped before it finished (cancelled)', { retryable: false });
    let session: DatabaseSession;
    try {
      session = await OPEN[settings.engine](settings, ctx);
    } catch (err) {
      throw classify(err);
    }
    try {
      return await fn(session);
    } catch (err) {
      if (err instanceof UndoRefusal) throw err;
      if (err instanceof KeyProblem) throw unresponsive(`${location}, table ${table}: ${err.message}`);
      throw classify(err);
    } finally {
      await session.close();
    }
  }

  /** The TDM's columns, checked as SQL identifiers. @throws CONFIGURATION_INVALID */
  function columnsOf(ctx: ConnectorContext): SqlColumn[] {
    if (!ctx.table || ctx.table.columns.length === 0) throw new ConnectorError('CONFIGURATION_INVALID', 'a DATABASE output needs the target data model of the pipeline (its columns become the table\'s)', { retryable: false });
    for (const c of ctx.table.columns) {
      const problem = identifierProblem(c.key) ?? (c.key === EXECUTION_COLUMN ? `is the name of Ferry's own column` : null);
      if (problem) throw new ConnectorError('CONFIGURATION_INVALID', `the target data model's column key ${JSON.stringify(c.key.slice(0, 80))} cannot be a column name: it ${problem}`, { retryable: false });
    }
    const columns = sqlColumns(ctx.table);
    if (settings.writeMode === 'UPSERT' && !columns.some((c) => c.key)) {
      throw new ConnectorError('CONFIGURATION_INVALID', 'write_mode UPSERT needs a key: give the target data model a `key`, or a `unique` validation on the columns that identify a row', { retryable: false });
    }
    return columns;
  }

  /** The table is ready for `columns`: created when missing and allowed, else checked. @throws ConnectorError */
  async function prepareTable(session: DatabaseSession, columns: SqlColumn[]): Promise<'created' | 'checked'> {
    let described = await session.describe();
    if (!described) {
      if (!settings.createTable) throw unresponsive(`${location}: table ${table} does not exist (create it, or set create_table to true)`, 'TABLE_MISSING');
      await session.createTable(columns, settings.writeMode === 'UPSERT');
      described = await session.describe();
      if (!described) throw unresponsive(`${location}: table ${table} could not be created`, 'TABLE_MISSING');
      return 'created';
    }
    const problems = tableProblems(settings.engine, columns, described.columns, settings.writeMode, described.uniqueKeys, table);
    if (problems.length) throw unresponsive(`${location}: nothing was written: ${problems.join('; ')}`, 'COLUMNS_MISSING');
    return 'checked';
  }

  const output: OutputConnector = {
    nodeType: 'DATABASE',
    type: 'OUTPUT',

    async deliver(file: OutgoingFile, ctx: ConnectorContext) {
      const columns = columnsOf(ctx);
      if (!file.rows) throw new ConnectorError('CONFIGURATION_INVALID', 'a DATABASE output needs the output rows, not a file', { retryable: false });
      const rows = file.rows() as AsyncIterable<OutputRow>;
      const counts = await withSession(ctx, async (session) => {
        await prepareTable(session, columns);
        await session.ensureBookkeeping();
        return session.write(ctx.executionId, columns, settings.writeMode, rows);
      });
      ctx.log.info({ location, table, ...counts }, counts.alreadyDelivered ? 'rows were already written by an earlier attempt' : 'rows written');
      const receipt: DeliveryReceipt = {
        engine: settings.engine, host: settings.host, port: settings.port, database: settings.database, schema: settings.schema, table: settings.table,
        write_mode: settings.writeMode, rows_inserted: counts.inserted, rows_updated: counts.updated, rows_unchanged: counts.unchanged,
      };
      return { deliveredTo: `${location} table ${table}`, receipt };
    },

    async undo(receipt: DeliveryReceipt, ctx: ConnectorContext): Promise<UndoResult> {
      const same = receipt.engine === settings.engine && receipt.host === settings.host && receipt.port === settings.port && receipt.database === settings.database && receipt.schema === settings.schema && receipt.table === settings.table;
      if (!same) {
        const was = `${databaseLocation({ engine: receipt.engine as DatabaseSettings['engine'], host: String(receipt.host), port: Number(receipt.port), database: String(receipt.database) })} table ${tableName({ engine: receipt.engine as DatabaseSettings['engine'], schema: String(receipt.schema), table: String(receipt.table) })}`;
        throw new UndoRefusal('MOVED', `the rows went to ${was}, but the connector now points at ${location} table ${table}; point it back to undo`);
      }
      const columns = columnsOf(ctx);
      const counts = await withSession(ctx, (session) => session.undo(ctx.executionId, columns));
      ctx.log.info({ location, table, ...counts }, 'delivery undone');
      const rows = (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'row' : 'rows'}`;
      const restored = counts.restored > 0 ? ` and restored the previous values of the ${rows(counts.restored)} it updated` : '';
      return { message: `Deleted the ${rows(counts.deleted)} it inserted${restored} in ${location} table ${table}.`, details: { rows_deleted: counts.deleted, rows_restored: counts.restored } };
    },

    async test(ctx): Promise<ConnectionTest> {
      try {
        const columns = ctx.table ? columnsOf(ctx) : null;
        const message = await withSession(ctx, async (session) => {
          const described = await session.describe();
          if (!described) {
            if (!settings.createTable) throw unresponsive(`${location}: table ${table} does not exist (create it, or set create_table to true)`, 'TABLE_MISSING');
            return `Ferry signed in to ${location} as ${settings.user}. Table ${table} does not exist yet: the first delivery creates it.`;
          }
          if (columns) {
            const problems = tableProblems(settings.engine, columns, described.columns, settings.writeMode, described.uniqueKeys, table);
            if (problems.length) throw unresponsive(`${location}: ${problems.join('; ')}`, 'COLUMNS_MISSING');
            await session.checkPrivileges(columns);
          }
          const bookkeeping = (await session.bookkeepingExists()) ? '' : ' Ferry creates its tables ferry_deliveries and ferry_undo_log beside it at the first delivery.';
          return `Ferry signed in to ${location} as ${settings.user} and found table ${table}${columns ? ' with the columns of the target data model; it may insert, update and delete there' : ''}. Nothing was written.${bookkeeping}`;
        });
        return { ok: true, result: 'OK', message };
      } catch (err) {
        const e = err instanceof ConnectorError ? err : classify(err);
        return { ok: false, result: connectionTestResultOf(e), message: e.message };
      }
    },
  };
  return Object.freeze(output);
}
