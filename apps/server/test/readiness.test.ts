/** GET /management/ready: database, migrations and job queue, each reported; 503 names what is missing. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestContext } from './helpers/context.ts';
import { databaseKinds } from './helpers/database.ts';

for (const kind of databaseKinds()) {
  describe(`readiness (${kind})`, () => {
    it('is ready once the database answers, every migration is applied and the queue is installed', async () => {
      const ctx = await createTestContext(kind, { runtime: true, workers: false });
      try {
        const r = await ctx.request('GET', '/management/ready', { token: null });
        assert.equal(r.status, 200, JSON.stringify(r.body));
        assert.equal(r.body.data.ready, true);
        assert.equal(r.body.data.checks.migrations.applied, r.body.data.checks.migrations.expected);
        assert.ok(r.body.data.checks.migrations.expected >= 5);
      } finally {
        await ctx.close();
      }
    });

    it('answers 503 naming what is missing: the queue, then the database', async () => {
      const ctx = await createTestContext(kind); // no runtime: pg-boss never installed its schema
      try {
        const noQueue = await ctx.request('GET', '/management/ready', { token: null });
        assert.equal(noQueue.status, 503);
        assert.equal(noQueue.body.data.ready, false);
        assert.equal(noQueue.body.data.checks.database.ok, true);
        assert.match(noQueue.body.data.checks.queue.message, /job queue is not installed/);
        await ctx.database.executeSql('DELETE FROM drizzle.__drizzle_migrations WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations)', []);
        const behind = await ctx.request('GET', '/management/ready', { token: null });
        assert.match(behind.body.data.checks.migrations.message, /1 migration\(s\) not applied: run ferry migrate/);
        await ctx.database.close();
        const down = await ctx.request('GET', '/management/ready', { token: null });
        assert.equal(down.status, 503);
        assert.match(down.body.data.checks.database.message, /does not answer/);
      } finally {
        await ctx.app.close();
      }
    });
  });
}
