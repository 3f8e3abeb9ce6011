/**
 * Crash safety on PostgreSQL (DESIGN.md §5): a worker process is killed (SIGKILL) in the middle of
 * an execution; another worker takes the job over, and the execution ends exactly once with one
 * delivered output. Real processes (`ferry start --role api|worker`), a real receiver on loopback,
 * SFTP, and the PostgreSQL and MariaDB servers on loopback for DATABASE outputs.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPostgresDatabase } from './helpers/database.ts';
import { listeningUrl, startFerry, type RunningProcess } from './helpers/process.ts';
import { startReceiver, type Receiver } from './helpers/receiver.ts';
import { putAsUser, startSshd, systemPeersMissing, TEST_USER } from '@ferry/connectors/testing/system-peers';
import { createScratchDatabase, databasePeerMissing, type TestEngine } from '@ferry/connectors/testing/database-peers';

const skip = !process.env.DATABASE_URL && 'needs PostgreSQL (DATABASE_URL): workers in several processes share its queue';

const databaseSkip: Record<TestEngine, string | false> = { POSTGRESQL: await databasePeerMissing('POSTGRESQL'), MYSQL: await databasePeerMissing('MYSQL') };

/** A realistic CSV of `rows` orders (~60 bytes a row). */
function ordersCsv(rows: number): Buffer {
  const lines = ['order_id,customer_email,amount,ordered_on,status'];
  const statuses = ['open', 'paid', 'shipped', 'cancelled'];
  for (let i = 1; i <= rows; i++) {
    lines.push(`ORD-${String(i).padStart(7, '0')},customer${i % 5000}@example.com,${((i * 37) % 100000) / 100},2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')},${statuses[i % 4]}`);
  }
  return Buffer.from(lines.join('\n') + '\n');
}

describe('crash safety: a worker killed mid-execution', { skip }, () => {
  let db: { url: string; drop(): Promise<void> };
  let dataDir: string;
  let receiver: Receiver;
  let api: RunningProcess;
  const workers: RunningProcess[] = [];
  let base: string;
  let env: Record<string, string>;

  before(async () => {
    db = await createPostgresDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'ferry-crash-'));
    receiver = await startReceiver();
    env = {
      DATABASE_URL: db.url,
      FERRY_DATA_DIR: dataDir,
      FERRY_SECRET_KEY: randomBytes(32).toString('hex'),
      FERRY_NETWORK_ALLOW_LIST: '127.0.0.1',
      FERRY_QUEUE_HEARTBEAT_SECONDS: '10',
      FERRY_QUEUE_SUPERVISE_SECONDS: '1',
      FERRY_BOOTSTRAP_LICENSE_KEY: 'crash-test-license-key-0001',
      FERRY_BOOTSTRAP_OWNER_EMAIL: 'owner@crash.example',
      FERRY_BOOTSTRAP_OWNER_PASSWORD: 'owner-password',
      LOG_LEVEL: 'warn',
    };
    api = startFerry(['start', '--role', 'api'], { ...env, PORT: '0' });
    base = `${await listeningUrl(api)}/dp/api/v1`;
    for (let i = 0; i < 300; i++) {
      try {
        if ((await fetch(`${base}/management/health`)).ok) break;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  });
  after(async () => {
    for (const p of [api, ...workers]) if (p.child.exitCode === null) p.child.kill('SIGKILL');
    await Promise.all([api, ...workers].map((p) => p.exited));
    await receiver.close();
    rmSync(dataDir, { recursive: true, force: true });
    await db.drop();
  });

  async function session() {
    const token = (await (await fetch(`${base}/access/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ license_key: env.FERRY_BOOTSTRAP_LICENSE_KEY, auth: { identifier: 'owner@crash.example', type: 'USER' } }),
    })).json() as { access_token: string }).access_token;
    const call = async (method: string, path: string, body?: unknown) => {
      const r = await fetch(`${base}${path}`, { method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
      return { status: r.status, body: (await r.json()) as any };
    };
    /** The execution once it is no longer PROCESSING (polled every 100 ms, at most 3 minutes). */
    const ended = async (id: string) => {
      let e: any;
      for (let i = 0; i < 1800; i++) {
        e = (await call('GET', `/execution/${id}`)).body.data;
        if (e.status !== 'PROCESSING') break;
        await new Promise((r) => setTimeout(r, 100));
      }
      return e;
    };
    return { token, call, ended };
  }

  it('is taken over by another worker and ends once, delivered once', async () => {
    const { token, call, ended } = await session();
    const tdm = await call('POST', '/tdm', {
      name: 'Orders',
      columns: [
        { key: 'order_id', label: 'Order', columnType: 'string', validations: [{ validate: 'required' }, { validate: 'unique' }] },
        { key: 'customer_email', label: 'E-mail', columnType: 'email' },
        { key: 'amount', label: 'Amount', columnType: 'float' },
        { key: 'ordered_on', label: 'Ordered on', columnType: 'date', outputFormat: 'DD.MM.YYYY' },
        { key: 'status', label: 'Status', columnType: 'string' },
      ],
    });
    const input = await call('POST', '/connector', { name: 'Uploads', type: 'INPUT', node_type: 'MANUAL', configuration: {} });
    const output = await call('POST', '/connector', { name: 'Receiver', type: 'OUTPUT', node_type: 'HTTP', configuration: { url: `${receiver.url}/orders` } });
    const pipeline = await call('POST', '/pipeline', { name: 'Orders', configuration: { input_connectors: [input.body.data.id], output_connectors: [output.body.data.id], tdm: tdm.body.data.id } });
    assert.equal(pipeline.status, 201, JSON.stringify(pipeline.body));

    const first = startFerry(['start', '--role', 'worker'], env);
    workers.push(first);

    const rows = 1_000_000;
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(ordersCsv(rows))], { type: 'text/csv' }), 'orders.csv');
    const uploaded = await fetch(`${base}/connector/${input.body.data.id}/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    const created = (await uploaded.json()) as any;
    assert.equal(uploaded.status, 201, JSON.stringify(created));
    const id = created.data[0].id;

    // Wait until the first worker is in the middle of it, then kill it without warning. The
    // stage is written the moment the engine starts (row counts only once a second), and a
    // million rows take the engine several seconds on any machine we run on.
    for (let i = 0; ; i++) {
      const e = (await call('GET', `/execution/${id}`)).body.data;
      if (e.status !== 'PROCESSING') assert.fail(`the run ended before the worker could be killed: ${JSON.stringify(e)}`);
      if (e.progress?.stage === 'PROCESSING') break;
      assert.ok(i < 1200, 'the first worker never started the run');
      await new Promise((r) => setTimeout(r, 25));
    }
    await new Promise((r) => setTimeout(r, 300));
    const beforeKill = (await call('GET', `/execution/${id}`)).body.data;
    assert.equal(beforeKill.status, 'PROCESSING', `the run ended before the worker could be killed: ${JSON.stringify(beforeKill)}`);
    first.child.kill('SIGKILL');
    await first.exited;

    const second = startFerry(['start', '--role', 'worker'], env);
    workers.push(second);
    const done = await ended(id);
    assert.equal(done.status, 'SUCCESSFUL', JSON.stringify(done));
    assert.equal(done.stats.rows, rows);
    assert.equal(done.stats.output_rows, rows);
    const deliveries = receiver.requests.filter((r) => r.headers['idempotency-key'] === id);
    assert.equal(deliveries.length, 1, 'one delivered output');
    const delivered = JSON.parse(deliveries[0]!.body.toString('utf8'));
    assert.equal(delivered.length, rows);
    assert.equal(delivered[0].ordered_on, '02.02.2024');

    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const r = await client.query('SELECT status, attempts, finished_at FROM executions WHERE id = $1', [id]);
      assert.equal(r.rows[0].status, 'SUCCESSFUL');
      assert.equal(r.rows[0].attempts, 2, 'started by the killed worker, finished by the other');
      const ledger = await client.query('SELECT status FROM deliveries WHERE execution_id = $1', [id]);
      assert.deepEqual(ledger.rows.map((x) => x.status), ['DELIVERED']);
    } finally {
      await client.end();
    }
  });

  it('delivering in batches, a worker killed mid-delivery: the next resumes, and each row arrives once by key', async () => {
    const { token, call, ended } = await session();
    for (const w of workers) if (w.child.exitCode === null) { w.child.kill('SIGKILL'); await w.exited; }
    const tdm = await call('POST', '/tdm', { name: 'Batched', columns: [{ key: 'order_id', label: 'Order', columnType: 'string' }, { key: 'customer_email', label: 'E-mail', columnType: 'email' }] });
    const input = await call('POST', '/connector', { name: 'Batched uploads', type: 'INPUT', node_type: 'MANUAL', configuration: {} });
    const output = await call('POST', '/connector', { name: 'Batched receiver', type: 'OUTPUT', node_type: 'HTTP', configuration: { url: `${receiver.url}/batches`, delivery_mode: 'BATCHES', batch_size: 2000 } });
    const pipeline = await call('POST', '/pipeline', { name: 'Batched', active: true, configuration: { input_connectors: [input.body.data.id], output_connectors: [output.body.data.id], tdm: tdm.body.data.id } });
    assert.equal(pipeline.status, 201, JSON.stringify(pipeline.body));

    // The receiver honours idempotency keys: a key seen before is acknowledged and dropped. When
    // batch 3 arrives the first time, the worker sending it is killed before it hears the answer.
    const byKey = new Map<string, Array<{ order_id: string }>>();
    const seen: string[] = [];
    let victim: RunningProcess | null = null;
    receiver.respond(async (req, res) => {
      const key = String(req.headers['idempotency-key']);
      seen.push(String(req.headers['x-ferry-batch']));
      if (!byKey.has(key)) byKey.set(key, JSON.parse(req.body.toString('utf8')));
      if (req.headers['x-ferry-batch'] === '3/10' && victim) {
        const dying = victim;
        victim = null;
        dying.child.kill('SIGKILL');
        await dying.exited;
      }
      try { res.writeHead(200).end('ok'); } catch { /* the asker is gone */ }
    });

    const first = startFerry(['start', '--role', 'worker'], env);
    workers.push(first);
    victim = first;
    const rows = 20_000;
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(ordersCsv(rows))], { type: 'text/csv' }), 'batched.csv');
    const uploaded = await fetch(`${base}/connector/${input.body.data.id}/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    const created = (await uploaded.json()) as any;
    assert.equal(uploaded.status, 201, JSON.stringify(created));
    const id = created.data[0].id;
    await first.exited;

    const second = startFerry(['start', '--role', 'worker'], env);
    workers.push(second);
    const done = await ended(id);
    assert.equal(done.status, 'SUCCESSFUL', JSON.stringify(done));
    assert.equal(done.output.batches, 10);
    assert.equal(seen.filter((b) => b === '3/10').length, 2, 'batch 3 was sent again, under its key, by the second worker');
    assert.equal(seen.filter((b) => b === '1/10').length, 1, 'acknowledged batches were not sent again');
    const delivered = [...Array(10).keys()].flatMap((i) => byKey.get(`${id}:${i + 1}`) ?? []);
    assert.equal(delivered.length, rows);
    assert.equal(new Set(delivered.map((r) => r.order_id)).size, rows, 'each row once');
  });

  it('SFTP in and out, a worker killed mid-run: the next finishes it, one output file, the input renamed once', { skip: systemPeersMissing(['sshd']) }, async () => {
    const { call, ended } = await session();
    for (const w of workers) if (w.child.exitCode === null) { w.child.kill('SIGKILL'); await w.exited; }
    const sshd = await startSshd();
    try {
      const root = `crash-sftp-${Date.now()}`;
      await putAsUser(`${sshd.home}/${root}/in/orders-big.csv`, ordersCsv(400_000));
      await putAsUser(`${sshd.home}/${root}/out/.keep`, '');
      const server = { host: '127.0.0.1', port: sshd.port, protocol: 'SFTP', username: TEST_USER.name, password: TEST_USER.password };
      const tdm = await call('POST', '/tdm', { name: 'SFTP orders', columns: [{ key: 'order_id', label: 'Order', columnType: 'string' }, { key: 'amount', label: 'Amount', columnType: 'float' }] });
      const input = await call('POST', '/connector', { name: 'SFTP in', type: 'INPUT', node_type: 'FTP', configuration: { ...server, directory_path: `${root}/in`, advanced_config: { after_process_option: 'RENAME', new_name: '{name}.done' } } });
      const output = await call('POST', '/connector', { name: 'SFTP out', type: 'OUTPUT', node_type: 'FTP', configuration: { ...server, directory_path: `${root}/out`, file_name: 'orders-{execution_id}', file_extension: 'csv' } });
      assert.equal(output.status, 201, JSON.stringify(output.body));
      const pipeline = await call('POST', '/pipeline', { name: 'SFTP orders', configuration: { input_connectors: [input.body.data.id], output_connectors: [output.body.data.id], tdm: tdm.body.data.id } });
      assert.equal(pipeline.status, 201, JSON.stringify(pipeline.body));
      const first = startFerry(['start', '--role', 'worker'], env);
      workers.push(first);
      const started = await call('POST', '/execution', { pipeline_id: pipeline.body.data.id });
      assert.equal(started.status, 201, JSON.stringify(started.body));
      assert.equal(started.body.data.length, 1);
      const id = started.body.data[0].id;
      for (let i = 0; ; i++) {
        const e = (await call('GET', `/execution/${id}`)).body.data;
        if (e.status !== 'PROCESSING') assert.fail(`the run ended before the worker could be killed: ${JSON.stringify(e)}`);
        if (e.progress?.stage === 'PROCESSING') break;
        assert.ok(i < 1200, 'the first worker never started the run');
        await new Promise((r) => setTimeout(r, 25));
      }
      first.child.kill('SIGKILL');
      await first.exited;
      const second = startFerry(['start', '--role', 'worker'], env);
      workers.push(second);
      const done = await ended(id);
      assert.equal(done.status, 'SUCCESSFUL', JSON.stringify(done));
      assert.equal(done.stats.output_rows, 400_000);
      assert.deepEqual(readdirSync(join(sshd.home, root, 'out')).filter((n) => n !== '.keep'), [`orders-${id}.csv`], 'one output file, no temporary file left');
      assert.deepEqual(readdirSync(join(sshd.home, root, 'in')), ['orders-big.csv.done']);
      const again = await call('POST', '/execution', { pipeline_id: pipeline.body.data.id });
      assert.equal(again.status, 200, JSON.stringify(again.body));
      assert.deepEqual(again.body.data, []);
    } finally {
      await sshd.stop();
    }
  });
  for (const engine of ['POSTGRESQL', 'MYSQL'] as TestEngine[]) {
    it(`DATABASE output into ${engine}, a worker killed mid-delivery: the next writes each row once`, { skip: databaseSkip[engine] }, async () => {
      const { token, call, ended } = await session();
      for (const w of workers) if (w.child.exitCode === null) { w.child.kill('SIGKILL'); await w.exited; }
      const target = await createScratchDatabase(engine);
      try {
        const tdm = await call('POST', '/tdm', {
          name: `Orders into ${engine}`,
          columns: [
            { key: 'order_id', label: 'Order', columnType: 'string', validations: [{ validate: 'required' }, { validate: 'unique' }] },
            { key: 'customer_email', label: 'E-mail', columnType: 'email' },
            { key: 'amount', label: 'Amount', columnType: 'float' },
            { key: 'ordered_on', label: 'Ordered on', columnType: 'date' },
            { key: 'status', label: 'Status', columnType: 'string' },
          ],
        });
        const input = await call('POST', '/connector', { name: `${engine} uploads`, type: 'INPUT', node_type: 'MANUAL', configuration: {} });
        const output = await call('POST', '/connector', { name: `${engine} table`, type: 'OUTPUT', node_type: 'DATABASE', configuration: { ...target.configuration({ write_mode: 'INSERT', create_table: true }) } });
        assert.equal(output.status, 201, JSON.stringify(output.body));
        const pipeline = await call('POST', '/pipeline', { name: `Orders into ${engine}`, configuration: { input_connectors: [input.body.data.id], output_connectors: [output.body.data.id], tdm: tdm.body.data.id } });
        assert.equal(pipeline.status, 201, JSON.stringify(pipeline.body));

        const first = startFerry(['start', '--role', 'worker'], env);
        workers.push(first);
        const rows = 200_000;
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(ordersCsv(rows))], { type: 'text/csv' }), 'orders.csv');
        const uploaded = await fetch(`${base}/connector/${input.body.data.id}/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
        const created = (await uploaded.json()) as any;
        assert.equal(uploaded.status, 201, JSON.stringify(created));
        const id = created.data[0].id;

        // Kill the worker while its statement is running in the target database (its transaction
        // is open and uncommitted): the database rolls it back when the connection drops.
        const inFlight = engine === 'POSTGRESQL'
          ? `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'active'`
          : `SELECT count(*) AS n FROM information_schema.PROCESSLIST WHERE DB = DATABASE() AND ID <> CONNECTION_ID() AND COMMAND = 'Query'`;
        for (let i = 0; ; i++) {
          const e = (await call('GET', `/execution/${id}`)).body.data;
          if (e.status !== 'PROCESSING') assert.fail(`the run ended before the worker could be killed: ${JSON.stringify(e)}`);
          if (e.progress?.stage === 'DELIVERING' && Number((await target.query(inFlight))[0]!.n) > 0) break;
          assert.ok(i < 6000, 'the first worker never started writing into the table');
          await new Promise((r) => setTimeout(r, 10));
        }
        first.child.kill('SIGKILL');
        await first.exited;

        const second = startFerry(['start', '--role', 'worker'], env);
        workers.push(second);
        const done = await ended(id);
        assert.equal(done.status, 'SUCCESSFUL', JSON.stringify(done));
        assert.deepEqual(done.output.rows_written, { inserted: rows, updated: 0, unchanged: 0 });
        const [count] = await target.query('SELECT count(*) AS n, count(DISTINCT order_id) AS k FROM orders');
        assert.deepEqual([Number(count!.n), Number(count!.k)], [rows, rows], 'each row once');
        const recorded = await target.query('SELECT execution_id, rows_inserted FROM ferry_deliveries');
        assert.deepEqual(recorded.map((r) => [String(r.execution_id), Number(r.rows_inserted)]), [[id, rows]], 'one delivery recorded');
      } finally {
        await target.drop();
      }
    });
  }
});
