/**
 * The `ferry` program as a user runs it: first start on the embedded defaults (bootstrap printed
 * once), restart keeps the data, FERRY_BOOTSTRAP_* for automation, `init --json`, `migrate`,
 * graceful SIGTERM — on PGlite and, when DATABASE_URL is set, on PostgreSQL.
 */
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { createPostgresDatabase } from './helpers/database.ts';
import { listeningUrl, runFerry, scaled, startFerry, type RunningProcess } from './helpers/process.ts';
import { createTestContext } from './helpers/context.ts';

async function json(url: string, init?: RequestInit) {
  const r = await fetch(url, init);
  return { status: r.status, body: (await r.json()) as any };
}

async function tokenFor(base: string, licenseKey: string, identifier: string) {
  return json(`${base}/dp/api/v1/access/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ license_key: licenseKey, auth: { identifier, type: 'USER' } }),
  });
}

describe('ferry start on the embedded defaults', () => {
  it('bootstraps once, serves the API, stops on SIGTERM and keeps its data across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ferry-cli-'));
    let first: RunningProcess | undefined;
    let second: RunningProcess | undefined;
    try {
      const env = { FERRY_DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' };
      first = startFerry(['start'], env);
      const [, key] = await first.waitFor(/license key:\s+(ferry_lk_\S+)/);
      const [, email] = await first.waitFor(/owner e-mail:\s+(\S+)/);
      const [, password] = await first.waitFor(/owner password:\s+(\S+)/);
      assert.ok(password!.length >= 16);
      const base = await listeningUrl(first);
      await waitForHealth(base, first);
      const t = await tokenFor(base, key!, email!);
      assert.equal(t.status, 200);
      assert.ok(existsSync(join(dataDir, 'pg')), 'PGlite lives under the data directory');
      assert.equal(statSync(join(dataDir, 'secret.key')).mode & 0o777, 0o600);
      first.child.kill('SIGTERM');
      assert.equal(await first.exited, 0, 'graceful shutdown exits 0');

      second = startFerry(['start'], env);
      const again = await listeningUrl(second);
      await waitForHealth(again, second);
      assert.ok(!second.stdout().includes('license key'), 'the bootstrap is printed only once');
      assert.equal((await tokenFor(again, key!, email!)).status, 200, 'the organization survived the restart');
      second.child.kill('SIGTERM');
      assert.equal(await second.exited, 0);
    } finally {
      stopAll(first, second);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('uses FERRY_BOOTSTRAP_* values instead of generated ones', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ferry-cli-'));
    let p: RunningProcess | undefined;
    try {
      p = startFerry(['start'], {
        FERRY_DATA_DIR: dataDir,
        PORT: '0',
        LOG_LEVEL: 'warn',
        FERRY_BOOTSTRAP_LICENSE_KEY: 'automation-license-key-0001',
        FERRY_BOOTSTRAP_OWNER_EMAIL: 'robot@example.com',
        FERRY_BOOTSTRAP_OWNER_PASSWORD: 'robot-password',
      });
      const base = await listeningUrl(p);
      await waitForHealth(base, p);
      assert.ok(!p.stdout().includes('robot-password'), 'a password given by the operator is not echoed');
      assert.equal((await tokenFor(base, 'automation-license-key-0001', 'robot@example.com')).status, 200);
      p.child.kill('SIGTERM');
      assert.equal(await p.exited, 0);
    } finally {
      stopAll(p);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('fails at start with a message naming a bad setting', async () => {
    const r = await runFerry(['start'], { PORT: 'eighty' });
    assert.equal(r.code, 1);
    assert.match(r.stderr, /PORT must be a whole number/);
  });
});

describe('ferry help and --version', () => {
  it('answer without loading the server, the database or the engine', async () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    const version = await runFerry(['--version'], {});
    assert.equal(version.code, 0, version.stderr);
    assert.equal(version.stdout.trim(), pkg.version);
    const help = await runFerry(['help'], {});
    assert.equal(help.code, 0, help.stderr);
    assert.match(help.stdout, /version, --version/);
    // What `help` loads: the CLI and the configuration, none of the server, database or engine.
    const cli = new URL('../src/cli.ts', import.meta.url).href;
    const script = `import { registerHooks } from 'node:module';
      const seen = [];
      registerHooks({ resolve(specifier, context, next) { const r = next(specifier, context); seen.push(r.url); return r; } });
      const { main } = await import(${JSON.stringify(cli)});
      console.log = () => {};
      await main(['help']);
      process.stdout.write(JSON.stringify(seen));`;
    const child = spawnSync(process.execPath, ['--input-type=module', '--no-warnings', '-e', script], { encoding: 'utf8' });
    assert.equal(child.status, 0, child.stderr);
    const loaded = JSON.parse(child.stdout) as string[];
    assert.ok(loaded.some((u) => u.endsWith('/config.ts')), 'the configuration module is loaded');
    for (const heavy of ['fastify', 'pglite', 'drizzle-orm', 'hyperformula', '/packages/engine/', 'pg-boss', '/main.ts']) {
      assert.ok(!loaded.some((u) => u.includes(heavy)), `help must not load ${heavy}: ${loaded.filter((u) => u.includes(heavy)).join(', ')}`);
    }
  });
});

describe('the embedded data directory is one process’s', () => {
  it('refuses init, migrate and rotate-license-key while a server holds it, and works once it stops or dies', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ferry-cli-lock-'));
    let server: RunningProcess | undefined;
    try {
      const env = { FERRY_DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' };
      server = startFerry(['start'], env);
      const [, key] = await server.waitFor(/license key:\s+(ferry_lk_\S+)/);
      const base = await listeningUrl(server);
      await waitForHealth(base, server);
      for (const args of [['init', '--json'], ['migrate'], ['rotate-license-key']]) {
        const refused = await runFerry(args, env);
        assert.equal(refused.code, 1, args.join(' '));
        assert.match(refused.stderr, new RegExp(`in use by process ${server.child.pid} \\(a running ferry\\); stop it first`));
        assert.ok(!refused.stderr.includes('    at '), 'a message, not a stack trace');
      }
      const second = await runFerry(['start'], env);
      assert.equal(second.code, 1, 'a second server on the same directory is refused too');
      // `start` takes the lock before loading the server (db/early-pglite.ts): still the same message.
      assert.match(second.stderr, new RegExp(`in use by process ${server.child.pid} \\(a running ferry\\); stop it first`));
      assert.equal((await tokenFor(base, key!, 'owner@ferry.local')).status, 200, 'the running server kept its license key');
      server.child.kill('SIGKILL'); // dies without releasing its lock
      await server.exited;
      const after = await runFerry(['rotate-license-key', '--json'], env);
      assert.equal(after.code, 0, `a dead process's lock is taken over: ${after.stderr}`);
    } finally {
      stopAll(server);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a start that fails half-way', () => {
  it('ends the process with the error (a port in use) instead of staying up without a server, and releases the directory', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ferry-cli-port-'));
    const holder = createNetServer();
    try {
      const port = await new Promise<number>((resolve) => holder.listen(0, '127.0.0.1', () => resolve((holder.address() as AddressInfo).port)));
      const env = { FERRY_DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' };
      // Started by hand so that a start that stays up is stopped (finally) instead of hanging the suite.
      const run = startFerry(['start'], env);
      let code: number | null | 'running';
      try {
        code = await Promise.race([run.exited, new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), scaled(60_000)).unref())]);
      } finally {
        stopAll(run);
      }
      const failed = { code, stderr: run.stderr() };
      assert.equal(failed.code, 1, failed.stderr);
      assert.match(failed.stderr, new RegExp(`cannot listen on 127\\.0\\.0\\.1:${port}: another program uses that port; choose another with PORT`));
      assert.ok(!failed.stderr.includes('    at '), 'a message, not a stack trace');
      // The embedded directory's lock went with it: a command on it works.
      const after = await runFerry(['migrate'], env);
      assert.equal(after.code, 0, after.stderr);
    } finally {
      holder.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('ferry init and migrate', () => {
  it('init --json creates an organization and prints its license key and owner; rotate-license-key replaces it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ferry-cli-'));
    try {
      const migrated = await runFerry(['migrate'], { FERRY_DATA_DIR: dataDir });
      assert.equal(migrated.code, 0, migrated.stderr);
      const r = await runFerry(['init', '--json', '--name', 'Init Co', '--owner-email', 'init@example.com'], { FERRY_DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
      assert.equal(r.code, 0, r.stderr);
      const out = JSON.parse(r.stdout.trim().split('\n').pop()!);
      assert.match(out.license_key, /^ferry_lk_/);
      assert.equal(out.owner.email, 'init@example.com');
      assert.equal(out.owner.role, 'OWNER');
      assert.equal(typeof out.owner.password, 'string');
      assert.equal(out.organization.name, 'Init Co');

      const rotated = await runFerry(['rotate-license-key', '--json'], { FERRY_DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
      assert.equal(rotated.code, 0, rotated.stderr);
      const rot = JSON.parse(rotated.stdout.trim().split('\n').pop()!);
      assert.equal(rot.organization.id, out.organization.id, 'the only organization is rotated without --organization');
      assert.match(rot.license_key, /^ferry_lk_/);
      assert.notEqual(rot.license_key, out.license_key);

      const second = await runFerry(['init', '--json', '--name', 'Second Co'], { FERRY_DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
      assert.equal(second.code, 0, second.stderr);
      const ambiguous = await runFerry(['rotate-license-key'], { FERRY_DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
      assert.equal(ambiguous.code, 1);
      assert.match(ambiguous.stderr, /several organizations; name one with --organization ID/);
      const named = await runFerry(['rotate-license-key', '--organization', out.organization.id], { FERRY_DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
      assert.equal(named.code, 0, named.stderr);
      assert.match(named.stdout, /new license key: ferry_lk_\S+/);
      for (const [args, message] of [
        [['rotate-license-key', '--organization', out.organization.id, '--license-key', 'short'], /the license key must be at least 16 characters/],
        [['init', '--license-key', 'has spaces in the middle'], /the license key must be visible ASCII characters, without spaces/],
        [['rotate-license-key', '--organization', 'no-such-org'], /organization "no-such-org" was not found/],
      ] as const) {
        const refused = await runFerry([...args], { FERRY_DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
        assert.equal(refused.code, 1, args.join(' '));
        assert.match(refused.stderr, message);
        assert.ok(!refused.stderr.includes('    at '), 'a refusal is a message, not a stack trace');
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('ferry start on PostgreSQL', { skip: !process.env.DATABASE_URL && 'DATABASE_URL is not set' }, () => {
  it('runs the same program with DATABASE_URL, applying migrations at start', async () => {
    const db = await createPostgresDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'ferry-cli-'));
    let p: RunningProcess | undefined;
    try {
      p = startFerry(['start'], { DATABASE_URL: db.url, FERRY_DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' });
      const [, key] = await p.waitFor(/license key:\s+(ferry_lk_\S+)/);
      const base = await listeningUrl(p);
      await waitForHealth(base, p);
      assert.equal((await tokenFor(base, key!, 'owner@ferry.local')).status, 200);
      assert.ok(!existsSync(join(dataDir, 'pg')), 'no PGlite when DATABASE_URL is set');
      p.child.kill('SIGTERM');
      assert.equal(await p.exited, 0);
    } finally {
      stopAll(p);
      rmSync(dataDir, { recursive: true, force: true });
      await db.drop();
    }
  });
});

/** Waits until `base` answers its health check; fails at once when `server` has exited. */
async function waitForHealth(base: string, server?: RunningProcess): Promise<void> {
  const deadline = Date.now() + scaled(60_000);
  while (Date.now() < deadline) {
    if (server && server.child.exitCode !== null) throw new Error(`the server exited (${server.child.exitCode}) before it was healthy:\n${server.stdout()}\n${server.stderr()}`);
    try {
      const r = await fetch(`${base}/dp/api/v1/management/health`);
      if (r.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${base} did not become healthy in time`);
}

/** Stops servers a test started, whatever happened to the test. */
function stopAll(...servers: Array<RunningProcess | undefined>): void {
  for (const s of servers) if (s && s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
}

describe('ferry token', () => {
  it('requests an access token from a running Ferry through @ferry/client, and says why it cannot', async () => {
    const ctx = await createTestContext('pglite');
    try {
      const base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
      const ok = await runFerry(['token', '--url', base, '--identifier', ctx.org.owner.identifier], { FERRY_LICENSE_KEY: ctx.org.license_key, LOG_LEVEL: 'warn' });
      assert.equal(ok.code, 0, ok.stderr);
      const token = ok.stdout.trim();
      const pipelines = await json(`${base}/dp/api/v1/pipeline`, { headers: { authorization: `Bearer ${token}` } });
      assert.equal(pipelines.status, 200, 'the printed token works');
      const asJson = await runFerry(['token', '--url', base, '--identifier', ctx.org.owner.identifier, '--license-key', ctx.org.license_key, '--json'], { LOG_LEVEL: 'warn' });
      assert.equal(JSON.parse(asJson.stdout.trim()).token_type, 'Bearer');
      const wrong = await runFerry(['token', '--url', base, '--identifier', ctx.org.owner.identifier, '--license-key', 'wrong-license-key-000'], { LOG_LEVEL: 'warn' });
      assert.equal(wrong.code, 1);
      assert.match(wrong.stderr, /\(401 UNAUTHORIZED\)/);
      assert.ok(!wrong.stderr.includes('    at '), 'a refusal is a message, not a stack trace');
      const missing = await runFerry(['token', '--url', base], { LOG_LEVEL: 'warn' });
      assert.equal(missing.code, 1);
      assert.match(missing.stderr, /needs --identifier/);
    } finally {
      await ctx.close();
    }
  });
});
