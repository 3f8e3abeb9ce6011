/**
 * DATABASE output benchmark (`npm run bench:database`): how fast the DATABASE driver delivers a
 * stored output of N rows (default 1,000,000 orders: a string key, an e-mail, a float, a date, a
 * status) into the local PostgreSQL (127.0.0.1:5432, user postgres) — read from the canonical JSON
 * file as the runtime reads it (runtime/output-rows.ts), one transaction, through the network
 * guard — against a baseline measured in the same run: the same rows sent with a bare `COPY` into
 * an identical table (no JSON parsing, no bookkeeping). Then UPSERT of the same file with 10% of the
 * rows changed, and (with --mysql) the same into the local MariaDB/MySQL. Prints rows per second
 * and the ratio to the baseline; asserts nothing. docs/performance.md records the figures.
 *
 *   node bench/database-output.ts [--rows 1000000] [--mysql]
 */
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { finished } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import copyStreams from 'pg-copy-streams';
import { createConnector, createNetworkGuard, type OutgoingTable } from '@ferry/connectors';
import { createScratchDatabase, type TestEngine } from '@ferry/connectors/testing/database-peers';
import { memoryLogger } from '@ferry/connectors/testing/http-peer';
import { storedRows } from '../src/runtime/output-rows.ts';
import type { ArtifactStore } from '../src/storage/index.ts';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '1000000' }, mysql: { type: 'boolean', default: false } } });
const ROWS = Math.max(1, Number(values.rows));
const dir = mkdtempSync(join(tmpdir(), 'ferry-bench-db-'));
const STATUSES = ['open', 'paid', 'shipped', 'cancelled'];

const TABLE: OutgoingTable = {
  columns: [
    { key: 'order_id', columnType: 'string' },
    { key: 'customer_email', columnType: 'email' },
    { key: 'amount', columnType: 'float' },
    { key: 'ordered_on', columnType: 'date' },
    { key: 'status', columnType: 'category' },
  ],
  key: ['order_id'],
};

/** Writes the output file as the engine's JSON writer does: `[`, one object per line, `]`. */
async function writeOutput(path: string, changed: (i: number) => boolean): Promise<void> {
  const out = createWriteStream(path);
  out.write('[\n');
  for (let i = 1; i <= ROWS; i++) {
    const amount = ((i * 37) % 100000) / 100 + (changed(i) ? 1 : 0);
    const row = { order_id: `ORD-${String(i).padStart(7, '0')}`, customer_email: `customer${i % 5000}@example.com`, amount, ordered_on: `2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`, status: STATUSES[i % 4] };
    if (!out.write(`${JSON.stringify(row)}${i < ROWS ? ',' : ''}\n`)) await new Promise<void>((r) => out.once('drain', () => r()));
  }
  out.end(']\n');
  await finished(out);
}

const store = (path: string) => ({ get: async () => createReadStream(path) }) as unknown as ArtifactStore;

async function deliver(engine: TestEngine, configuration: Record<string, unknown>, path: string, executionId: string): Promise<{ ms: number; receipt: Record<string, unknown> }> {
  const guard = createNetworkGuard({ allowList: ['127.0.0.1'] });
  const connector = createConnector({ nodeType: 'DATABASE', type: 'OUTPUT', configuration });
  const started = performance.now();
  const result = await connector.deliver!(
    { path, fileName: 'rows.json', contentType: 'application/json', format: 'JSON', size: 0, rows: () => storedRows(store(path), 'rows.json') },
    { executionId, idempotencyKey: executionId, guard, log: memoryLogger(), maxBytes: Number.MAX_SAFE_INTEGER, timeoutMs: 60_000, table: TABLE },
  );
  const ms = performance.now() - started;
  await guard.close();
  return { ms, receipt: result.receipt ?? {} };
}

/** The floor: the same rows as COPY text straight into an identical table, in one transaction. */
async function bareCopy(database: string): Promise<number> {
  const client = new pg.Client({ host: '127.0.0.1', port: 5432, user: 'postgres', database });
  await client.connect();
  await client.query(`CREATE TABLE baseline (order_id text, customer_email text, amount double precision, ordered_on date, status text, _ferry_execution_id text)`);
  const started = performance.now();
  await client.query('BEGIN');
  async function* lines() {
    let chunk = '';
    for (let i = 1; i <= ROWS; i++) {
      chunk += `ORD-${String(i).padStart(7, '0')}\tcustomer${i % 5000}@example.com\t${((i * 37) % 100000) / 100}\t2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}\t${STATUSES[i % 4]}\tbaseline\n`;
      if (i % 2000 === 0) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  }
  await pipeline(Readable.from(lines()), client.query(copyStreams.from('COPY baseline FROM STDIN')));
  await client.query('COMMIT');
  const ms = performance.now() - started;
  await client.end();
  return ms;
}

const rate = (ms: number) => Math.round(ROWS / (ms / 1000));
const fmt = (n: number) => n.toLocaleString('en');

async function main() {
  const first = join(dir, 'first.json');
  const second = join(dir, 'second.json');
  await writeOutput(first, () => false);
  await writeOutput(second, (i) => i % 10 === 0);
  console.log(`rows: ${fmt(ROWS)}, output file ${first}`);
  const engines: TestEngine[] = values.mysql ? ['POSTGRESQL', 'MYSQL'] : ['POSTGRESQL'];
  for (const engine of engines) {
    const db = await createScratchDatabase(engine);
    try {
      const baseline = engine === 'POSTGRESQL' ? await bareCopy(db.name) : null;
      const insert = await deliver(engine, db.configuration({ table: 'orders_insert', create_table: true }), first, 'bench-insert');
      const create = await deliver(engine, db.configuration({ table: 'orders_upsert', create_table: true, write_mode: 'UPSERT' }), first, 'bench-upsert-1');
      const update = await deliver(engine, db.configuration({ table: 'orders_upsert', create_table: true, write_mode: 'UPSERT' }), second, 'bench-upsert-2');
      console.log(`\n${engine}`);
      if (baseline !== null) console.log(`  baseline: bare COPY of the same rows          ${fmt(rate(baseline)).padStart(9)} rows/s  (${(baseline / 1000).toFixed(1)} s)`);
      const line = (what: string, r: { ms: number; receipt: Record<string, unknown> }) =>
        console.log(`  ${what.padEnd(44)} ${fmt(rate(r.ms)).padStart(9)} rows/s  (${(r.ms / 1000).toFixed(1)} s${baseline ? `, ${(r.ms / baseline).toFixed(2)}× the baseline's time` : ''}; inserted ${fmt(Number(r.receipt.rows_inserted))}, updated ${fmt(Number(r.receipt.rows_updated))}, unchanged ${fmt(Number(r.receipt.rows_unchanged))})`);
      line('INSERT into a new table', insert);
      line('UPSERT into a new table', create);
      line('UPSERT again, 10% of the rows changed', update);
    } finally {
      await db.drop();
    }
  }
}

try {
  await main();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
