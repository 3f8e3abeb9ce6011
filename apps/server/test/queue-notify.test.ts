/**
 * Idle workers wake when executions are sent (LISTEN/NOTIFY), instead of waiting for their next
 * poll: the database handle's listen/notify on PGlite and PostgreSQL (including a listener whose
 * connection is killed and comes back), and the runtime with a one-hour poll interval still
 * running a new execution at once.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { databaseKinds, openTestDatabase } from './helpers/database.ts';
import { startReceiver, type Receiver } from './helpers/receiver.ts';
import type { DatabaseHandle } from '../src/db/client.ts';

/** Resolves once `count()` reaches `n`; rejects after `ms` (a bound for a failing test, not a speed check). */
async function until(count: () => number, n: number, ms: number, poke?: () => Promise<void>): Promise<void> {
  const deadline = Date.now() + ms;
  while (count() < n) {
    if (Date.now() > deadline) throw new Error(`only ${count()} of ${n} notifications arrived within ${ms} ms`);
    await poke?.();
    await new Promise((r) => setTimeout(r, 50));
  }
}

for (const kind of databaseKinds()) {
  describe(`database notifications (${kind})`, () => {
    let database: DatabaseHandle;
    before(async () => {
      database = await openTestDatabase(kind);
    });
    after(() => database.close());

    it('delivers notify(channel) to listeners of that channel only, until they close', async () => {
      let jobs = 0;
      let other = 0;
      const a = await database.listen('ferry_test_jobs', () => jobs++);
      const b = await database.listen('ferry_test_other', () => other++);
      const start = { jobs, other };
      await database.notify('ferry_test_jobs');
      await until(() => jobs - start.jobs, 1, 10_000);
      assert.equal(other, start.other, 'another channel is not woken');
      await a.close();
      await b.close();
      const closedAt = jobs;
      // A sentinel listener on the same channel: once it has heard the notification, a listener
      // that was still called would have been called too.
      let sentinel = 0;
      const c = await database.listen('ferry_test_jobs', () => sentinel++);
      const heard = sentinel;
      await database.notify('ferry_test_jobs');
      await until(() => sentinel - heard, 1, 10_000);
      await c.close();
      assert.equal(jobs, closedAt, 'a closed listener is not called');
    });

    it('refuses channel names that are not plain identifiers', async () => {
      await assert.rejects(database.listen('jobs; DROP TABLE users', () => {}), /invalid notification channel/);
      await assert.rejects(database.notify('Jobs'), /invalid notification channel/);
    });

    if (kind === 'postgres') {
      it('listens again after its connection is killed, and says so by calling back', async () => {
        let calls = 0;
        const listener = await database.listen('ferry_test_reconnect', () => calls++);
        try {
          const afterConnect = calls;
          const killed = await database.executeSql(
            "SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN ferry_test_reconnect'",
          );
          assert.equal(killed.rows.length, 1, 'the listening connection was found and terminated');
          // The listener reconnects (every 2 s) and calls back once it listens again; from then
          // on notifications arrive.
          await until(() => calls - afterConnect, 1, 15_000);
          const reconnected = calls;
          await until(() => calls - reconnected, 1, 10_000, () => database.notify('ferry_test_reconnect'));
        } finally {
          await listener.close();
        }
      });
    }
  });

  describe(`idle workers wake for new executions (${kind})`, () => {
    let ctx: TestContext;
    let receiver: Receiver;
    before(async () => {
      // One poll an hour: only the notification can get the execution going within the test.
      ctx = await createTestContext(kind, { runtime: true, env: { FERRY_QUEUE_POLL_SECONDS: '3600', FERRY_NETWORK_ALLOW_LIST: '127.0.0.1' } });
      receiver = await startReceiver();
    });
    after(async () => {
      await ctx.close();
      await receiver.close();
    });

    it("runs an uploaded file although the workers' next poll is an hour away", async () => {
      const tdm = await ctx.request('POST', '/tdm', { body: { name: 'People', columns: [{ key: 'name', label: 'Name', columnType: 'string', validations: [{ validate: 'required' }] }] } });
      const input = await ctx.request('POST', '/connector', { body: { name: 'Uploads', type: 'INPUT', node_type: 'MANUAL', configuration: {} } });
      const output = await ctx.request('POST', '/connector', { body: { name: 'Receiver', type: 'OUTPUT', node_type: 'HTTP', configuration: { url: `${receiver.url}/people`, method: 'POST' } } });
      for (const r of [tdm, input, output]) assert.equal(r.status, 201, JSON.stringify(r.body));
      const pipeline = await ctx.request('POST', '/pipeline', {
        body: { name: 'People', configuration: { input_connectors: [input.body.data.id], output_connectors: [output.body.data.id], tdm: tdm.body.data.id } },
      });
      assert.equal(pipeline.status, 201, JSON.stringify(pipeline.body));
      // Every slot has made its first (empty) fetch and fallen asleep for the hour.
      await until(() => ctx.runtime!.idleWorkers(), ctx.config.workerConcurrency, 30_000);
      const boundary = '----ferrynotify';
      const payload = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="people.csv"\r\nContent-Type: text/csv\r\n\r\nname\nAda\nGrace\n\r\n--${boundary}--\r\n`,
      );
      const uploaded = await ctx.request('POST', `/connector/${input.body.data.id}/upload`, { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
      assert.equal(uploaded.status, 201, JSON.stringify(uploaded.body));
      const done = await ctx.waitForExecution(uploaded.body.data[0].id, 60_000);
      assert.equal(done.status, 'SUCCESSFUL', JSON.stringify(done));
      assert.equal(receiver.requests.length, 1, 'the output was delivered once');
      assert.deepEqual(JSON.parse(receiver.requests[0]!.body.toString('utf8')), [{ name: 'Ada' }, { name: 'Grace' }]);
    });
  });
}
