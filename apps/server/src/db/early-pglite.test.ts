/**
 * The embedded database opened ahead of the server's modules (./early-pglite.ts): the directory is
 * locked at once, openDatabase takes the thread instead of starting another, and a directory that
 * another live process holds is left alone (the regular open refuses it, as before).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseInUseError, openDatabase } from './client.ts';
import { closeEarlyPglite, openPgliteEarly, takeEarlyPglite } from './early-pglite.ts';

test('openPgliteEarly locks the directory at once; openDatabase takes its thread and releases the lock on close', async () => {
  const root = mkdtempSync(join(tmpdir(), 'ferry-early-'));
  const dir = join(root, 'pg');
  try {
    openPgliteEarly(dir);
    assert.equal(readFileSync(`${dir}.lock`, 'utf8'), String(process.pid), 'locked before anything else loads');
    const database = await openDatabase({ databaseUrl: null, pgliteDir: dir });
    try {
      assert.equal(takeEarlyPglite(dir), null, 'the early thread was handed over, once');
      assert.equal(database.kind, 'pglite');
      await database.ping();
      assert.deepEqual((await database.executeSql('SELECT 40 + 2 AS n')).rows, [{ n: 42 }]);
    } finally {
      await database.close(); // its thread would keep the test process alive
    }
    assert.equal(existsSync(`${dir}.lock`), false, 'the lock is released on close');
  } finally {
    await closeEarlyPglite(); // when openDatabase failed before taking it
    rmSync(root, { recursive: true, force: true });
  }
});

test('a directory another live process holds is left alone early, and refused by the regular open', async () => {
  const root = mkdtempSync(join(tmpdir(), 'ferry-early-'));
  const dir = join(root, 'pg');
  try {
    // The parent process (the test runner) stands for a running server holding the directory.
    writeFileSync(`${dir}.lock`, String(process.ppid));
    openPgliteEarly(dir);
    assert.equal(takeEarlyPglite(dir), null, 'nothing was started');
    await assert.rejects(openDatabase({ databaseUrl: null, pgliteDir: dir }), (err: unknown) => err instanceof DatabaseInUseError && err.message.includes(`in use by process ${process.ppid}`));
    assert.equal(readFileSync(`${dir}.lock`, 'utf8'), String(process.ppid), 'the holder keeps its lock');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
