/**
 * Runs the whole test suite with Node's built-in test runner (`node --test`).
 *
 *   npm test                      every *.test.ts under apps/ and packages/; prints its duration
 *                                 and the slowest files (./test-durations.ts)
 *   npm test -- packages/engine   only test files whose path contains one of the arguments
 *   npm run test:unit             the pure tests (--unit): no database, browser or protocol peer
 *
 * Tests run on PGlite always, and on PostgreSQL as well when DATABASE_URL is set (see
 * apps/server/test/helpers); without it the run says so first. Each test file runs in its own
 * process, which ends at most 10 s after its tests are done (./test-exit.ts); each test has 10 minutes.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { WASM_WRAPPER_FLAG } from '../packages/engine/src/v8-flags.ts';

const root = new URL('..', import.meta.url).pathname;
const unit = process.argv.includes('--unit');
const filters = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const passThrough = process.argv.slice(2).filter((a) => a.startsWith('--') && a !== '--unit');

/** Where the pure tests live: the engine, the schemas, the client, the connectors and the server's own units. */
const UNIT_ROOTS = ['packages/engine/', 'packages/schemas/', 'packages/client/', 'packages/connectors/', 'apps/server/src/'];
/**
 * What makes a test file not pure: it starts a database (PGlite, PostgreSQL, a test context), a
 * browser, or a protocol peer (an HTTP, SSH, FTP, S3, Azure or GCS server, a mail or DNS server),
 * or runs a storage or connector contract suite against one.
 */
const IMPURE = /createTestContext|openTestDatabase|createPostgresDatabase|openHarness|chromium|playwright|pglite|new PGlite|start(HttpPeer|Sshd|Vsftpd|S3TestServer|Azurite|GcsPeer|Receiver|TestDnsServer|InboundSmtp)\b|inputHarness|testArtifactStore\(|test(Input|Output)Connector\(|testFileConnector|file-contract\.test-suite/i;

/** Whether `file` is a pure test: under UNIT_ROOTS, not a peer's contract test, starting none of what IMPURE names. */
function isUnit(file: string): boolean {
  return UNIT_ROOTS.some((r) => file.startsWith(r)) && !file.endsWith('.contract.test.ts') && !IMPURE.test(readFileSync(join(root, file), 'utf8'));
}

function walk(dir: string, out: string[]): void {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry.startsWith('.') || entry === 'data') continue;
    const full = join(dir, entry);
    const st = statSync(full);
    if (st.isDirectory()) walk(full, out);
    else if (entry.endsWith('.test.ts')) out.push(relative(root, full));
  }
}

const files: string[] = [];
for (const top of ['apps', 'packages']) walk(join(root, top), files);
files.sort();
const pool = unit ? files.filter(isUnit) : files;
const selected = filters.length ? pool.filter((f) => filters.some((x) => f.includes(x))) : pool;
if (selected.length === 0) {
  console.error(`no test files match ${filters.join(', ')}`);
  process.exit(1);
}

const concurrency = process.env.FERRY_TEST_CONCURRENCY ?? String(Math.max(2, availableParallelism()));
// Each test has 10 minutes; ./test-exit.ts ends a file's process 10 s after its tests are done, so
// a handle left open (a server a failed test did not stop) cannot keep the suite waiting. Not
// --test-force-exit: in Node 24 it can end a file's process before all its describe blocks ran.
// WASM_WRAPPER_FLAG on the command line, so that each file's process has it before its first
// TypeScript module (packages/engine/src/v8-flags.ts: a crash in Node 24).
// --conditions: the @ferry packages resolve to their TypeScript sources (their `@ferry/source`
// export condition; their dist/ is built only for packing).
// The spec reporter as usual, and after it the slowest files (./test-durations.ts), both to stdout.
const reporters = passThrough.some((a) => a.startsWith('--test-reporter')) ? [] : ['--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=./scripts/test-durations.ts', '--test-reporter-destination=stdout'];
const args = [WASM_WRAPPER_FLAG, '--conditions=@ferry/source', '--test', `--test-concurrency=${concurrency}`, '--test-timeout=600000', '--import', './scripts/test-exit.ts', ...reporters, ...passThrough, ...selected];
if (unit) console.log(`the pure tests: ${selected.length} of ${files.length} test files (no database, browser or protocol peer; npm test runs them all)`);
else if (!existsSync('/usr/bin/chromium')) console.log('skipped: browser tests of the components (Chromium is not installed at /usr/bin/chromium: apt-get install -y chromium)');
for (const [program, pkg] of unit ? [] : [['/usr/sbin/sshd', 'openssh-server'], ['/usr/sbin/vsftpd', 'vsftpd'], ['/usr/bin/swaks', 'swaks']]) {
  if (!existsSync(program)) console.log(`skipped: tests against ${program} (not installed: apt-get install -y ${pkg})`);
}
if (!unit && !process.env.DATABASE_URL) console.log('skipped: PostgreSQL (DATABASE_URL not set) — the tests run on PGlite only; set DATABASE_URL=postgres://… to run them on PostgreSQL too');
const started = performance.now();
const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
const seconds = Math.round((performance.now() - started) / 1000);
console.log(`\n${unit ? 'npm run test:unit' : 'npm test'}: ${selected.length} test files in ${Math.floor(seconds / 60)} min ${seconds % 60} s (${result.status === 0 ? 'passed' : 'failed'})`);
process.exit(result.status ?? 1);
