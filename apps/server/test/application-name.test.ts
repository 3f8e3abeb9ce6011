/**
 * On PostgreSQL every Ferry connection says which process holds it (`application_name`, shown by
 * pg_stat_activity and the server's log): `ferry-api`, `ferry-worker`, `ferry` for `--role all`,
 * `ferry-cli` for commands, and `<name>-queue` for the job queue's own pool; a name set in
 * DATABASE_URL wins.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import pino from 'pino';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { createJobQueue } from '../src/runtime/queue.ts';
import { createPostgresDatabase } from './helpers/database.ts';

test('PostgreSQL connections carry the process\'s application name, the queue\'s its own', { skip: process.env.DATABASE_URL ? false : 'skipped: PostgreSQL (DATABASE_URL not set)' }, async () => {
  const created = await createPostgresDatabase();
  try {
    const api = await openDatabase({ databaseUrl: created.url, poolSize: 2, applicationName: 'ferry-api' });
    try {
      await api.migrate();
      assert.equal((await api.executeSql("select current_setting('application_name') as name")).rows[0]!.name, 'ferry-api');
      const queue = await createJobQueue(api, loadConfig({ DATABASE_URL: created.url }, '/tmp'), pino({ level: 'silent' }));
      const listener = await api.listen('ferry_test_channel', () => {});
      try {
        const names = (await api.executeSql('select distinct application_name as name from pg_stat_activity where datname = current_database() order by 1')).rows.map((r) => r.name);
        assert.ok(names.includes('ferry-api-queue'), `the queue's pool is named: ${names.join(', ')}`);
        assert.ok(names.includes('ferry-api-listen'), `the listening connection is named: ${names.join(', ')}`);
      } finally {
        await listener.close();
        await queue.stop(false);
      }
    } finally {
      await api.close();
    }
    const url = new URL(created.url);
    url.searchParams.set('application_name', 'nightly-etl');
    const named = await openDatabase({ databaseUrl: url.toString(), poolSize: 1, applicationName: 'ferry-api' });
    try {
      assert.equal((await named.executeSql("select current_setting('application_name') as name")).rows[0]!.name, 'nightly-etl', 'the URL\'s name wins');
      const listener = await named.listen('ferry_test_channel', () => {});
      try {
        const names = (await named.executeSql('select distinct application_name as name from pg_stat_activity where datname = current_database()')).rows.map((r) => r.name);
        assert.deepEqual(names, ['nightly-etl'], 'the listening connection takes the URL\'s name too');
      } finally {
        await listener.close();
      }
    } finally {
      await named.close();
    }
  } finally {
    await created.drop();
  }
});
