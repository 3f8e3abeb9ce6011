/**
 * The DATABASE driver against the real servers of this machine (PostgreSQL and MariaDB on
 * loopback, a fresh database per engine): what the runtime relies on, as the other drivers'
 * contract suites assert it — capabilities, values that arrive unchanged in typed columns, one
 * transaction (a process killed mid-delivery leaves nothing, its retry writes every row once),
 * repeatable deliveries, UPSERT counting changed and unchanged rows, undo restoring the table
 * exactly and refusing after a later change, checks of an existing table before anything is
 * written, connection tests with precise results, the network guard, retryable and permanent
 * failures, and no secret in any message or log line.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { canDeliver, UndoRefusal, type ConnectorContext, type OutgoingFile, type OutgoingTable, type OutputConnector } from '../contract.ts';
import { ConnectorError } from '../errors.ts';
import { createNetworkGuard, type NetworkGuard } from '../network/guard.ts';
import { createConnector } from '../registry.ts';
import { closedPort, memoryLogger } from '../testing/http-peer.ts';
import { createScratchDatabase, databasePeerMissing, type ScratchDatabase, type TestEngine } from '../testing/database-peers.ts';

const TABLE: OutgoingTable = {
  columns: [
    { key: 'id', columnType: 'int' },
    { key: 'name', columnType: 'string' },
    { key: 'amount', columnType: 'float' },
    { key: 'paid', columnType: 'boolean' },
    { key: 'ordered_on', columnType: 'date' },
    { key: 'ordered_at', columnType: 'datetime' },
    { key: 'local_date', columnType: 'date', outputFormat: 'DD.MM.YYYY' },
  ],
  key: ['id'],
};

type Row = Record<string, string | number | boolean | null>;
const ROWS: Row[] = [
  { id: 1, name: 'Ada', amount: 12.5, paid: true, ordered_on: '2026-01-02', ordered_at: '2026-01-02T03:04:05.123Z', local_date: '02.01.2026' },
  { id: 2, name: 'Grace, "Admiral"\ttab\nline\\slash ünïcödé', amount: 0.30000000000000004, paid: false, ordered_on: null, ordered_at: null, local_date: null },
  { id: 3, name: null, amount: -1e-7, paid: null, ordered_on: '2024-02-29', ordered_at: '1999-12-31T23:59:59.000Z', local_date: '29.02.2024' },
];

const SECRET = 'Canary-db-Secret-7f3e';

function file(rows: Row[]): OutgoingFile {
  return {
    path: '/nonexistent', fileName: 'orders.json', contentType: 'application/json', format: 'JSON', size: 0,
    rows: async function* () {
      yield* rows;
    },
  };
}

const logs: string[][] = [];
function context(guard: NetworkGuard, executionId: string, o: Partial<ConnectorContext> = {}): ConnectorContext {
  const log = memoryLogger();
  logs.push(log.lines);
  return { executionId, idempotencyKey: executionId, guard, log, maxBytes: 1 << 30, timeoutMs: 5000, table: TABLE, ...o };
}

function output(configuration: unknown): OutputConnector {
  const c = createConnector({ nodeType: 'DATABASE', type: 'OUTPUT', configuration });
  assert.ok(canDeliver(c));
  return c;
}

async function failure(p: Promise<unknown>): Promise<ConnectorError> {
  try {
    await p;
  } catch (err) {
    assert.ok(err instanceof ConnectorError, `expected a ConnectorError, got ${String(err)}`);
    assert.ok(!`${err.message} ${JSON.stringify(err)}`.includes(SECRET), 'the error names the secret');
    return err;
  }
  assert.fail('expected a failure');
}

async function refusal(p: Promise<unknown>): Promise<UndoRefusal> {
  try {
    await p;
  } catch (err) {
    assert.ok(err instanceof UndoRefusal, `expected an UndoRefusal, got ${String(err)}`);
    return err;
  }
  assert.fail('expected the undo to be refused');
}

for (const engine of ['POSTGRESQL', 'MYSQL'] as TestEngine[]) {
  describe(`DATABASE output contract: ${engine}`, { skip: await databasePeerMissing(engine) }, () => {
    let db: ScratchDatabase;
    let guard: NetworkGuard;
    let strict: NetworkGuard;
    const marker = engine === 'POSTGRESQL' ? '"_ferry_execution_id"' : '`_ferry_execution_id`';

    before(async () => {
      db = await createScratchDatabase(engine);
      guard = createNetworkGuard({ allowList: ['127.0.0.1'], connectTimeoutMs: 2000 });
      strict = createNetworkGuard({ allowList: [], connectTimeoutMs: 2000 });
    });
    after(async () => {
      await db?.drop();
      await guard?.close();
      await strict?.close();
    });

    it('creates the table with typed columns and inserts every value unchanged', async () => {
      const result = await output(db.configuration({ create_table: true })).deliver!(file(ROWS), context(guard, 'exec-insert-1'));
      assert.match(result.deliveredTo, new RegExp(`${db.name} table .*orders`));
      assert.equal(result.receipt?.rows_inserted, 3);
      const rows = await db.query(
        engine === 'POSTGRESQL'
          ? `SELECT id::text, name, amount::text, paid::text, ordered_on::text, to_char(ordered_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.MS') AS ordered_at, local_date, _ferry_execution_id FROM orders ORDER BY id`
          : `SELECT CAST(id AS CHAR) AS id, name, CAST(amount AS CHAR) AS amount, CAST(paid AS CHAR) AS paid, CAST(ordered_on AS CHAR) AS ordered_on, CAST(ordered_at AS CHAR) AS ordered_at, local_date, _ferry_execution_id FROM orders ORDER BY id`,
      );
      const bool = (b: boolean | null) => (b === null ? null : engine === 'POSTGRESQL' ? String(b) : b ? '1' : '0');
      // The same double, whichever way the server prints it (-1e-7, -0.0000001).
      for (const r of rows) r.amount = r.amount === null ? null : String(Number(r.amount));
      assert.deepEqual(rows, ROWS.map((r) => ({
        id: String(r.id), name: r.name, amount: String(r.amount), paid: bool(r.paid as boolean | null), ordered_on: r.ordered_on,
        ordered_at: r.ordered_at === null ? null : String(r.ordered_at).replace('T', ' ').replace('Z', ''), local_date: r.local_date, _ferry_execution_id: 'exec-insert-1',
      })));
      const types = await db.query(
        engine === 'POSTGRESQL'
          ? `SELECT column_name AS c, data_type AS t FROM information_schema.columns WHERE table_name = 'orders' ORDER BY ordinal_position`
          : `SELECT COLUMN_NAME AS c, COLUMN_TYPE AS t FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = '${db.name}' AND TABLE_NAME = 'orders' ORDER BY ORDINAL_POSITION`,
      );
      assert.deepEqual(types.map((t) => `${t.c} ${t.t}`), engine === 'POSTGRESQL'
        ? ['id bigint', 'name text', 'amount double precision', 'paid boolean', 'ordered_on date', 'ordered_at timestamp with time zone', 'local_date text', '_ferry_execution_id text']
        : ['id bigint(20)', 'name mediumtext', 'amount double', 'paid tinyint(1)', 'ordered_on date', 'ordered_at datetime(3)', 'local_date mediumtext', '_ferry_execution_id varchar(64)']);
    });

    it('is safe to repeat: the same execution delivered again writes nothing', async () => {
      const before = await db.dump('orders');
      const again = await output(db.configuration({ create_table: true })).deliver!(file(ROWS), context(guard, 'exec-insert-1'));
      assert.equal(again.receipt?.rows_inserted, 3, 'the first delivery\'s counts');
      assert.equal(await db.dump('orders'), before);
    });

    it('a process killed mid-delivery leaves nothing; the retry writes every row once', async () => {
      const config = db.configuration({ table: 'killed', create_table: true });
      const child = spawn(process.execPath, ['--wasm-wrapper-tiering-budget=2147483647', fileURLToPath(new URL('../testing/slow-database-delivery.ts', import.meta.url))], {
        env: { ...process.env, FERRY_TEST_CONFIGURATION: JSON.stringify(config), FERRY_TEST_EXECUTION: 'exec-killed' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      try {
        // The child says when it has sent rows inside its open transaction; then it dies.
        await new Promise<void>((resolve, reject) => {
          child.stdout!.on('data', (d: Buffer) => d.toString().includes('sent') && resolve());
          child.once('exit', (code) => reject(new Error(`the delivery process ended first (${code})`)));
        });
      } finally {
        child.kill('SIGKILL');
      }
      await new Promise((resolve) => child.once('exit', resolve));
      // The server rolls the open transaction back once it sees the connection gone.
      const deadline = Date.now() + 10_000;
      let rows: number;
      do {
        await new Promise((r) => setTimeout(r, 200));
        rows = Number((await db.query(`SELECT count(*) AS n FROM killed`))[0]!.n);
      } while (rows > 0 && Date.now() < deadline);
      assert.equal(rows, 0, 'nothing of the killed delivery stays');
      const many = Array.from({ length: 5000 }, (_, i) => ({ id: i + 1, name: `row ${i + 1}`, amount: i / 4, paid: i % 2 === 0, ordered_on: null, ordered_at: null, local_date: null }));
      const retried = await output(config).deliver!(file(many), context(guard, 'exec-killed'));
      assert.equal(retried.receipt?.rows_inserted, 5000);
      const counted = await db.query(`SELECT count(*) AS n, count(DISTINCT id) AS d FROM killed`);
      assert.deepEqual([Number(counted[0]!.n), Number(counted[0]!.d)], [5000, 5000]);
    });

    it('UPSERT inserts new keys, updates changed rows, leaves equal rows alone; undo restores the table exactly', async () => {
      const config = db.configuration({ table: 'upserted', create_table: true, write_mode: 'UPSERT' });
      await output(config).deliver!(file(ROWS), context(guard, 'exec-up-1'));
      const before = await db.dump('upserted');
      const next: Row[] = [
        { ...ROWS[0]!, amount: 13 }, // changed
        ROWS[1]!, // unchanged
        { ...ROWS[2]!, name: 'case' }, // changed from null
        { id: 4, name: 'New', amount: 1, paid: true, ordered_on: '2026-03-01', ordered_at: null, local_date: null }, // new
      ];
      const second = await output(config).deliver!(file(next), context(guard, 'exec-up-2'));
      assert.deepEqual([second.receipt?.rows_inserted, second.receipt?.rows_updated, second.receipt?.rows_unchanged], [1, 2, 1]);
      const markers = await db.query(`SELECT id, ${marker} AS m FROM upserted ORDER BY id`);
      assert.deepEqual(markers.map((r) => `${r.id}:${r.m}`), ['1:exec-up-2', '2:exec-up-1', '3:exec-up-2', '4:exec-up-2']);
      // A text change only in letter case counts as a change (compared byte for byte).
      const third = await output(config).deliver!(file([{ ...ROWS[1]!, name: String(ROWS[1]!.name).toUpperCase() }]), context(guard, 'exec-up-3'));
      assert.equal(third.receipt?.rows_updated, 1);
      // Undo refused while a later execution changed rows this one wrote.
      const refused = await refusal(output(config).undo!({ ...second.receipt! }, context(guard, 'exec-up-1')));
      assert.equal(refused.reason, 'LATER_CHANGES');
      assert.deepEqual(refused.laterExecutions.sort(), ['exec-up-2', 'exec-up-3']);
      assert.match(refused.message, /exec-up-2/);
      const afterSecond = async () => {
        await output(config).undo!({ ...third.receipt! }, context(guard, 'exec-up-3'));
        return db.dump('upserted');
      };
      await afterSecond();
      const undone = await output(config).undo!({ ...second.receipt! }, context(guard, 'exec-up-2'));
      assert.deepEqual(undone.details, { rows_deleted: 1, rows_restored: 2 });
      assert.equal(await db.dump('upserted'), before, 'the table is as it was before exec-up-2, byte for byte');
      const twice = await refusal(output(config).undo!({ ...second.receipt! }, context(guard, 'exec-up-2')));
      assert.equal(twice.reason, 'ALREADY_UNDONE');
      await output(config).undo!({ ...second.receipt! }, context(guard, 'exec-up-1'));
      assert.equal(await db.dump('upserted'), '', 'undoing the first delivery empties the table it created');
    });

    it('undo of an INSERT deletes exactly the rows it appended', async () => {
      const config = db.configuration({ table: 'appended', create_table: true });
      await output(config).deliver!(file(ROWS.slice(0, 2)), context(guard, 'exec-app-1'));
      const before = await db.dump('appended');
      const r = await output(config).deliver!(file(ROWS), context(guard, 'exec-app-2'));
      const undone = await output(config).undo!(r.receipt!, context(guard, 'exec-app-2'));
      assert.equal(undone.details?.rows_deleted, 3);
      assert.equal(await db.dump('appended'), before);
      const moved = await refusal(output({ ...config, table: 'elsewhere' }).undo!(r.receipt!, context(guard, 'exec-app-2')));
      assert.equal(moved.reason, 'MOVED');
      // A target data model without a key: nothing was updated, so the undo only deletes.
      const keyless = { table: { ...TABLE, key: [] } };
      const k = await output(config).deliver!(file(ROWS), context(guard, 'exec-app-3', keyless));
      const back = await output(config).undo!(k.receipt!, context(guard, 'exec-app-3', keyless));
      assert.deepEqual(back.details, { rows_deleted: 3, rows_restored: 0 });
      assert.equal(await db.dump('appended'), before);
    });

    it('an existing table with missing or incompatible columns fails before anything is written', async () => {
      await db.query(engine === 'POSTGRESQL' ? `CREATE TABLE narrow (id integer PRIMARY KEY, name text, amount text)` : `CREATE TABLE narrow (id int PRIMARY KEY, name text, amount text)`);
      const err = await failure(output(db.configuration({ table: 'narrow', write_mode: 'UPSERT' })).deliver!(file(ROWS), context(guard, 'exec-narrow')));
      assert.equal(err.type, 'DESTINATION_UNRESPONSIVE');
      assert.equal(err.retryable, false);
      assert.match(err.message, /no column "paid", "ordered_on", "ordered_at", "local_date"/);
      assert.match(err.message, /column "amount" .* is text, which cannot hold float values/);
      assert.match(err.message, /_ferry_execution_id/);
      assert.match(err.message, /nothing was written/);
      assert.equal(Number((await db.query(`SELECT count(*) AS n FROM narrow`))[0]!.n), 0);
      const test = await output(db.configuration({ table: 'narrow' })).test!(context(guard, 'test'));
      assert.equal(test.result, 'COLUMNS_MISSING', test.message);
    });

    it('a value the column refuses fails the delivery, not retryable, and leaves nothing', async () => {
      const config = db.configuration({ table: 'strict', create_table: true });
      const err = await failure(output(config).deliver!(file([ROWS[0]!, { ...ROWS[1]!, amount: 'not a number' }]), context(guard, 'exec-bad-value')));
      assert.equal(err.retryable, false);
      assert.match(err.message, /refused a value/);
      assert.equal(Number((await db.query(`SELECT count(*) AS n FROM strict`))[0]!.n), 0);
    });

    it('connection tests say what is wrong: OK, missing table, missing database, unknown user', async () => {
      const ok = await output(db.configuration()).test!(context(guard, 'test'));
      assert.equal(ok.result, 'OK', ok.message);
      assert.match(ok.message, /found table/);
      const missing = await output(db.configuration({ table: 'no_such_table' })).test!(context(guard, 'test'));
      assert.equal(missing.result, 'TABLE_MISSING', missing.message);
      const creatable = await output(db.configuration({ table: 'no_such_table', create_table: true })).test!(context(guard, 'test'));
      assert.equal(creatable.result, 'OK', creatable.message);
      const noDb = await output(db.configuration({ database: `${db.name}_missing` })).test!(context(guard, 'test'));
      assert.equal(noDb.result, 'DATABASE_MISSING', noDb.message);
      const stranger = await output(db.configuration({ user: 'ferry_no_such_user', password: SECRET })).test!(context(guard, 'test'));
      assert.equal(stranger.result, 'AUTHENTICATION_FAILED', stranger.message);
      assert.ok(!stranger.message.includes(SECRET));
    });

    it('goes through the guard: without the allow-list the server is refused (NETWORK_REFUSED, not retryable)', async () => {
      const err = await failure(output(db.configuration({ table: 'guarded', create_table: true })).deliver!(file(ROWS), context(strict, 'exec-guard')));
      assert.equal(err.type, 'NETWORK_REFUSED');
      assert.equal(err.retryable, false);
      const test = await output(db.configuration()).test!(context(strict, 'test'));
      assert.equal(test.result, 'NETWORK_REFUSED');
    });

    it('a server that does not listen is DESTINATION_UNRESPONSIVE, retryable', async () => {
      const err = await failure(output(db.configuration({ port: await closedPort(), password: SECRET })).deliver!(file(ROWS), context(guard, 'exec-closed')));
      assert.equal(err.type, 'DESTINATION_UNRESPONSIVE');
      assert.equal(err.retryable, true);
    });

    it('never logs a secret', () => {
      const text = logs.flat().join('\n');
      assert.ok(!text.includes(SECRET));
    });
  });
}

describe('DATABASE output on MariaDB: a refused password and a missing privilege', { skip: await databasePeerMissing('MYSQL') }, () => {
  it('AUTHENTICATION_FAILED for a wrong password, PERMISSION_DENIED for a user who may only read', async () => {
    const db = await createScratchDatabase('MYSQL');
    const guard = createNetworkGuard({ allowList: ['127.0.0.1'], connectTimeoutMs: 2000 });
    const user = `ferry_ro_${db.name.slice(-6)}`;
    try {
      await db.query(`CREATE TABLE orders (id bigint PRIMARY KEY, name mediumtext, amount double, paid boolean, ordered_on date, ordered_at datetime(3), local_date mediumtext, _ferry_execution_id varchar(64))`);
      await db.query(`CREATE USER '${user}'@'127.0.0.1' IDENTIFIED BY 'right-password-1'`);
      await db.query(`GRANT SELECT ON \`${db.name}\`.* TO '${user}'@'127.0.0.1'`);
      const wrong = await output(db.configuration({ user, password: SECRET })).test!(context(guard, 'test'));
      assert.equal(wrong.result, 'AUTHENTICATION_FAILED', wrong.message);
      assert.match(wrong.message, /refused the password of user/);
      assert.ok(!wrong.message.includes(SECRET));
      const err = await failure(output(db.configuration({ user, password: SECRET })).deliver!(file(ROWS), context(guard, 'exec-wrong')));
      assert.equal(err.type, 'AUTHENTICATION_FAILED');
      const readOnly = await output(db.configuration({ user, password: 'right-password-1' })).test!(context(guard, 'test'));
      assert.equal(readOnly.result, 'PERMISSION_DENIED', readOnly.message);
      const tls = await output(db.configuration({ tls: 'require' })).test!(context(guard, 'test'));
      assert.ok(tls.result === 'OK' || tls.result === 'TLS_FAILURE', `${tls.result}: ${tls.message}`);
    } finally {
      await db.query(`DROP USER IF EXISTS '${user}'@'127.0.0.1'`).catch(() => {});
      await db.drop();
      await guard.close();
    }
  });
});
