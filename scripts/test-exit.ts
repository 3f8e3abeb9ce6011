/**
 * Loaded into every test file's process by scripts/test.ts (`--import`): once the file's tests are
 * done (a root-level `after` hook), a handle that a test left open (a server a failed test did not
 * stop) may keep the process alive for 10 s at most before it exits with the runner's exit code,
 * naming the kinds of handle still open (`process.getActiveResourcesInfo()`: TCPSocketWrap,
 * Timeout, ChildProcess…) so that the test that left them can be found.
 * This replaces `--test-force-exit`, which in Node 24 can end a file's process before all of its
 * `describe` blocks have run (a varying number of tests ran, without any failure reported).
 */
import { after } from 'node:test';

after(() => {
  setTimeout(() => {
    const open = new Map<string, number>();
    for (const kind of process.getActiveResourcesInfo()) open.set(kind, (open.get(kind) ?? 0) + 1);
    const named = [...open].map(([kind, n]) => `${kind} ×${n}`).join(', ');
    console.error(`test-exit: handles were still open 10 s after the last test of this file (${named || 'none named'}); exiting`);
    process.exit();
  }, 10_000).unref();
});
