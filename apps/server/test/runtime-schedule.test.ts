/**
 * Schedules (SPEC.md §Pipeline schedule_config): TIME_BASE executions at the planned instants,
 * once per instant even with ticks racing, paused while inactive, re-planned when the schedule
 * changes, stopped after ends_on — driven by a controllable clock, not sleeps.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { databaseKinds } from './helpers/database.ts';
import { startReceiver, type Receiver } from './helpers/receiver.ts';
import { scheduleTick } from '../src/runtime/scheduler.ts';

const HOUR = 3_600_000;

for (const kind of databaseKinds()) {
  describe(`schedules (${kind})`, () => {
    let ctx: TestContext;
    let source: Receiver;
    let sink: Receiver;
    let pipeline: { id: string };
    let startsOn: Date;
    let served = 0;

    const moveClockTo = async (date: Date) => {
      ctx.clock.set(date);
      ctx.ownerToken = await ctx.token(ctx.org.owner.identifier);
    };
    const timeBased = async () =>
      (await ctx.request('GET', '/execution', { query: { filters: JSON.stringify({ pipeline: pipeline.id, trigger_type: 'TIME_BASE' }), sort: '{"created_at":"asc"}', limit: '100' } })).body.data;

    before(async () => {
      ctx = await createTestContext(kind, { runtime: true, env: { FERRY_NETWORK_ALLOW_LIST: '127.0.0.1' } });
      // A source whose data changes on every request (so the file ledger lets each run through).
      source = await startReceiver((_req, res) => {
        served++;
        res.writeHead(200, { 'content-type': 'text/csv' });
        res.end(`id,reading\nr${served}-1,${served}.5\nr${served}-2,${served}.25\n`);
      });
      sink = await startReceiver();
      const tdm = (await ctx.request('POST', '/tdm', { body: { name: 'Readings', columns: [{ key: 'id', label: 'ID', columnType: 'string' }, { key: 'reading', label: 'Reading', columnType: 'float' }] } })).body.data.id;
      const input = (await ctx.request('POST', '/connector', { body: { name: 'Meter API', type: 'INPUT', node_type: 'HTTP', configuration: { type: 'PROACTIVE', url: `${source.url}/readings.csv`, method: 'GET' } } })).body.data.id;
      const output = (await ctx.request('POST', '/connector', { body: { name: 'Sink', type: 'OUTPUT', node_type: 'HTTP', configuration: { url: `${sink.url}/in` } } })).body.data.id;
      const now = ctx.clock.now();
      startsOn = new Date(Math.ceil((now.getTime() + HOUR) / HOUR) * HOUR);
      const r = await ctx.request('POST', '/pipeline', {
        body: {
          name: 'Hourly readings',
          configuration: {
            input_connectors: [input],
            output_connectors: [output],
            tdm,
            schedule_config: { frequency: 'HOURLY', interval: 2, starts_on: startsOn.toISOString(), ends_on: new Date(startsOn.getTime() + 4 * HOUR).toISOString() },
          },
        },
      });
      assert.equal(r.status, 201, JSON.stringify(r.body));
      pipeline = r.body.data;
      assert.equal(r.body.data.next_run_at, startsOn.toISOString());
    });
    after(async () => {
      await ctx.close();
      await source.close();
      await sink.close();
    });

    it('does nothing before starts_on, then creates one TIME_BASE execution at the instant, which runs', async () => {
      assert.equal(await ctx.runtime!.tick(), 0);
      await moveClockTo(new Date(startsOn.getTime() - 1000));
      assert.equal(await ctx.runtime!.tick(), 0);
      await moveClockTo(startsOn);
      assert.equal(await ctx.runtime!.tick(), 1);
      assert.equal(await ctx.runtime!.tick(), 0, 'the same instant never runs twice');
      const [e] = await timeBased();
      assert.equal(e.trigger_type, 'TIME_BASE');
      const done = await ctx.waitForExecution(e.id);
      assert.equal(done.status, 'SUCCESSFUL', JSON.stringify(done));
      assert.equal(done.stats.rows, 2);
      const p = (await ctx.request('GET', `/pipeline/${pipeline.id}`)).body.data;
      assert.equal(p.next_run_at, new Date(startsOn.getTime() + 2 * HOUR).toISOString());
    });

    it('creates an instant once even when several schedulers tick at the same moment', async () => {
      await moveClockTo(new Date(startsOn.getTime() + 2 * HOUR + 5000));
      const results = await Promise.all([
        scheduleTick(ctx.database.db, ctx.clock, ctx.app.log as never),
        scheduleTick(ctx.database.db, ctx.clock, ctx.app.log as never),
        scheduleTick(ctx.database.db, ctx.clock, ctx.app.log as never),
      ]);
      const created = results.flatMap((r) => r.created);
      assert.equal(created.length, 1);
      await ctx.runtime!.dispatcher.dispatch(created);
      assert.equal((await timeBased()).length, 2);
      assert.equal((await ctx.waitForExecution(created[0]!.id)).status, 'SUCCESSFUL');
    });

    it('pauses while inactive and re-plans from now when resumed (missed instants are not made up)', async () => {
      await ctx.request('PUT', `/pipeline/${pipeline.id}`, { body: { active: false } });
      assert.equal((await ctx.request('GET', `/pipeline/${pipeline.id}`)).body.data.next_run_at, null);
      await moveClockTo(new Date(startsOn.getTime() + 4 * HOUR + 60_000));
      assert.equal(await ctx.runtime!.tick(), 0);
      const resumed = await ctx.request('PUT', `/pipeline/${pipeline.id}`, { body: { active: true } });
      assert.equal(resumed.body.data.next_run_at, null, 'the only instant left (starts_on + 4 h) has passed: the schedule is over');
      assert.equal((await timeBased()).length, 2);
    });

    it('updates when the schedule changes, and stops after ends_on', async () => {
      const now = ctx.clock.now();
      const newStart = new Date(Math.ceil((now.getTime() + 1000) / HOUR) * HOUR);
      const r = await ctx.request('PUT', `/pipeline/${pipeline.id}`, {
        body: { configuration: { schedule_config: { frequency: 'DAILY', interval: 1, starts_on: newStart.toISOString(), ends_on: new Date(newStart.getTime() + 24 * HOUR).toISOString() } } },
      });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.equal(r.body.data.next_run_at, newStart.toISOString());
      await moveClockTo(newStart);
      assert.equal(await ctx.runtime!.tick(), 1);
      await moveClockTo(new Date(newStart.getTime() + 24 * HOUR));
      assert.equal(await ctx.runtime!.tick(), 1, 'ends_on itself is the last run');
      await moveClockTo(new Date(newStart.getTime() + 48 * HOUR));
      assert.equal(await ctx.runtime!.tick(), 0);
      assert.equal((await ctx.request('GET', `/pipeline/${pipeline.id}`)).body.data.next_run_at, null);
      // The two daily instants ran like the hourly ones: each read the source and delivered its rows.
      const ended = await Promise.all((await timeBased()).map((e: { id: string }) => ctx.waitForExecution(e.id)));
      assert.deepEqual(ended.map((e) => [e.status, e.stats?.output_rows]), [['SUCCESSFUL', 2], ['SUCCESSFUL', 2], ['SUCCESSFUL', 2], ['SUCCESSFUL', 2]]);
      assert.deepEqual(ended.map((e) => e.created_at), [...ended.map((e) => e.created_at)].sort(), 'in the order of their instants');
      assert.equal(sink.requests.length, 4, 'each run delivered once');
    });
  });
}

for (const kind of databaseKinds()) {
  describe(`scheduled runs of an unchanged source (${kind})`, () => {
    it('record the second run as SKIPPED (nothing new), not FAILED, and deliver nothing', async () => {
      const ctx = await createTestContext(kind, { runtime: true, env: { FERRY_NETWORK_ALLOW_LIST: '127.0.0.1' } });
      const source = await startReceiver((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/csv' });
        res.end('id,reading\nr-1,1.5\nr-2,2.25\n');
      });
      const sink = await startReceiver();
      try {
        const tdm = (await ctx.request('POST', '/tdm', { body: { name: 'Readings', columns: [{ key: 'id', label: 'ID', columnType: 'string' }, { key: 'reading', label: 'Reading', columnType: 'float' }] } })).body.data.id;
        const input = (await ctx.request('POST', '/connector', { body: { name: 'Static API', type: 'INPUT', node_type: 'HTTP', configuration: { type: 'PROACTIVE', url: `${source.url}/readings.csv`, method: 'GET' } } })).body.data.id;
        const output = (await ctx.request('POST', '/connector', { body: { name: 'Sink', type: 'OUTPUT', node_type: 'HTTP', configuration: { url: `${sink.url}/in` } } })).body.data.id;
        const startsOn = new Date(Math.ceil((ctx.clock.now().getTime() + HOUR) / HOUR) * HOUR);
        const p = await ctx.request('POST', '/pipeline', { body: { name: 'Static hourly', configuration: { input_connectors: [input], output_connectors: [output], tdm, schedule_config: { frequency: 'HOURLY', interval: 1, starts_on: startsOn.toISOString() } } } });
        assert.equal(p.status, 201, JSON.stringify(p.body));
        const runAt = async (date: Date) => {
          ctx.clock.set(date);
          ctx.ownerToken = await ctx.token(ctx.org.owner.identifier);
          assert.equal(await ctx.runtime!.tick(), 1);
          const list = await ctx.request('GET', '/execution', { query: { filters: JSON.stringify({ pipeline: p.body.data.id }), sort: JSON.stringify({ created_at: 'desc' }) } });
          return ctx.waitForExecution(list.body.data[0].id);
        };
        const first = await runAt(startsOn);
        assert.equal(first.status, 'SUCCESSFUL', JSON.stringify(first));
        const second = await runAt(new Date(startsOn.getTime() + HOUR));
        assert.equal(second.trigger_type, 'TIME_BASE');
        assert.equal(second.status, 'SKIPPED', JSON.stringify(second));
        assert.match(second.skip_reason, /^nothing new/);
        assert.equal(second.error, null);
        assert.equal(sink.requests.length, 1, 'only the first run delivered');
        const failed = await ctx.request('GET', '/execution', { query: { filters: JSON.stringify({ pipeline: p.body.data.id, status: 'FAILED' }) } });
        assert.equal(failed.body.data.length, 0, 'no failure drowns real ones');
      } finally {
        await ctx.close();
        await source.close();
        await sink.close();
      }
    });
  });
}
