/**
 * `npm test` cannot hang on a test that forgets a process: a test file that fails while a server it
 * started is still running ends anyway, 10 s after its last test (scripts/test-exit.ts, which
 * scripts/test.ts loads into every test file's process), and the server is killed with it
 * (helpers/process.ts kills every child it started when the test process exits).
 */
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scaled } from './helpers/process.ts';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

it('a failing test file that leaves a server running still ends, and the server with it', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ferry-no-hang-'));
  const fixture = new URL('./fixtures/leaves-a-server.ts', import.meta.url).pathname;
  // Run as `npm test` runs a file, not as a child of this runner (NODE_TEST_CONTEXT would make it one).
  const { NODE_TEST_CONTEXT: _, ...env } = process.env;
  const exitGuard = new URL('../../../scripts/test-exit.ts', import.meta.url).pathname;
  const child = spawn(process.execPath, ['--test', '--import', exitGuard, fixture], { env: { ...env, NO_HANG_DIR: dir }, stdio: 'ignore' });
  try {
    const code = await new Promise<number | null | 'hung'>((resolve) => {
      const timer = setTimeout(() => resolve('hung'), scaled(60_000));
      child.on('exit', (c) => {
        clearTimeout(timer);
        resolve(c);
      });
    });
    assert.notEqual(code, 'hung', 'the test file ended');
    assert.equal(code, 1, 'and reported its failure');
    const pid = Number(readFileSync(join(dir, 'pid'), 'utf8'));
    for (let i = 0; i < 50 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    assert.ok(!alive(pid), 'the server it left running was killed');
  } finally {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
});
