/** Helpers to run the real `ferry` program as a child process (as a user would). */
import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

export const FERRY_BIN = fileURLToPath(new URL('../../bin/ferry.js', import.meta.url));
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * Every process a test started and has not seen exit. Whatever happens to the test (a failed
 * assertion, a time-out, a forgotten stop), they are killed when the test process exits, so a
 * leftover server can never keep `npm test` waiting.
 */
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) {
    try {
      // npm runs in its own process group (startNpm): kill the group, npm's children included.
      if (child.spawnargs[0] === 'npm') process.kill(-child.pid!, 'SIGKILL');
      else child.kill('SIGKILL');
    } catch {
      // already gone
    }
  }
});

/**
 * A wait in milliseconds scaled to how busy the machine is (1× idle, up to 4× when the load is
 * four times the cores), so a slow, shared machine does not fail a test that is only slow.
 */
export function scaled(ms: number): number {
  const load = loadavg()[0]! / Math.max(1, availableParallelism());
  return Math.round(ms * Math.min(4, Math.max(1, load)));
}

/**
 * The URL a Ferry started with `PORT=0` listens on, as it prints it (`listening on http://…/`):
 * the operating system chose the port, so no other process can have taken it in between.
 */
export async function listeningUrl(p: Pick<RunningProcess, 'waitFor'>, timeoutMs?: number): Promise<string> {
  const [, url] = await p.waitFor(/listening on (http:\/\/[^\s/]+)\/?\r?\n/, timeoutMs);
  return url!;
}

export interface RunningProcess {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves when stdout+stderr match `pattern`; rejects after `timeoutMs` or if the process exits. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  /**
   * Resolves when the process has exited and its stdout and stderr are closed: for `npm start`,
   * also when the server npm started (which holds the same pipes) has exited.
   */
  closed: Promise<void>;
}

/** The test runner's environment without Ferry's own settings: a child sees only what it is given. */
function cleanEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  delete inherited.STORAGE_URL;
  delete inherited.PORT;
  for (const key of Object.keys(inherited)) if (key.startsWith('FERRY_')) delete inherited[key];
  return { ...inherited, ...env };
}

/** Starts `ferry <args>` with the repository's Node (process.execPath). */
export function startFerry(args: string[], env: Record<string, string>, nodeArgs: string[] = []): RunningProcess {
  return watch(spawn(process.execPath, [...nodeArgs, FERRY_BIN, ...args], { cwd: REPO_ROOT, env: cleanEnv(env), stdio: ['ignore', 'pipe', 'pipe'] }));
}

/**
 * Runs `npm <args>` in the repository, as a user would (`npm start`), in its own process group so
 * that `stop()` reaches npm's children too.
 */
export function startNpm(args: string[], env: Record<string, string>): RunningProcess & { stop(signal?: NodeJS.Signals): void } {
  const child = spawn('npm', args, { cwd: REPO_ROOT, env: cleanEnv(env), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const running = watch(child);
  return {
    ...running,
    stop(signal: NodeJS.Signals = 'SIGTERM') {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // already gone
      }
    },
  };
}

/**
 * Stops a process started by {@link startNpm} and waits until it and what it started are gone:
 * SIGTERM to its process group, then SIGKILL if it has not closed within `graceMs` (scaled to the
 * machine's load). Leaves no timer or pipe behind.
 */
export async function stopNpm(service: (RunningProcess & { stop(signal?: NodeJS.Signals): void }) | undefined, graceMs = 30_000): Promise<void> {
  if (!service) return;
  service.stop('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => { timer = setTimeout(() => resolve('late'), scaled(graceMs)); });
  try {
    if ((await Promise.race([service.closed, late])) === 'late') {
      service.stop('SIGKILL');
      await service.closed;
    }
  } finally {
    clearTimeout(timer);
  }
}

function watch(child: ChildProcess): RunningProcess {
  running.add(child);
  child.on('exit', () => running.delete(child));
  let out = '';
  let err = '';
  const listeners = new Set<() => void>();
  child.stdout!.on('data', (d) => {
    out += d;
    listeners.forEach((l) => l());
  });
  child.stderr!.on('data', (d) => {
    err += d;
    listeners.forEach((l) => l());
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const closed = new Promise<void>((resolve) => child.on('close', () => resolve()));
  return {
    child,
    stdout: () => out,
    stderr: () => err,
    exited,
    closed,
    waitFor(pattern, timeoutMs = 60_000) {
      const limit = scaled(timeoutMs);
      return new Promise((resolve, reject) => {
        const check = () => {
          const m = (out + err).match(pattern);
          if (m) {
            cleanup();
            resolve(m);
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`timed out after ${limit} ms waiting for ${pattern}; output:\n${out}\n${err}`));
        }, limit);
        const onExit = () => {
          setTimeout(() => {
            const m = (out + err).match(pattern);
            cleanup();
            if (m) resolve(m);
            else reject(new Error(`process exited before ${pattern}; output:\n${out}\n${err}`));
          }, 50);
        };
        const cleanup = () => {
          clearTimeout(timer);
          listeners.delete(check);
          child.off('exit', onExit);
        };
        listeners.add(check);
        child.on('exit', onExit);
        check();
      });
    },
  };
}

/** Runs `ferry <args>` to completion. */
export async function runFerry(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const p = startFerry(args, env);
  const code = await p.exited;
  return { code, stdout: p.stdout(), stderr: p.stderr() };
}
