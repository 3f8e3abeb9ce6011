/**
 * The lock of an embedded database directory, and where that directory is: light on purpose (no
 * database modules), so that `ferry start` can take it before loading the server
 * (./early-pglite.ts).
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** The PGlite directory inside a data directory. */
export function pgliteDirFor(dataDir: string): string {
  return join(dataDir, 'pg');
}

/**
 * Thrown when another live process holds an embedded database directory: PGlite is one process's
 * database, and a second writer (a `ferry init` beside a running server) would lose its changes.
 */
export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError';
}

const processAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes `<dir>.lock` for this process (its pid inside); a lock whose process is gone is taken over.
 * Answers the release function.
 * @throws DatabaseInUseError when a live process holds the directory
 */
export function lockDirectory(dir: string): () => void {
  const path = `${dir}.lock`;
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 2) throw err;
      const holder = Number(readFileSync(path, 'utf8').trim());
      if (holder && holder !== process.pid && processAlive(holder)) {
        throw new DatabaseInUseError(
          `the embedded database in ${dir} is in use by process ${holder} (a running ferry); stop it first, or run Ferry on PostgreSQL (DATABASE_URL), where commands work while servers run`,
        );
      }
      rmSync(path, { force: true }); // its process is gone (or it is this one): take it over
    }
  }
  return () => {
    try {
      if (readFileSync(path, 'utf8').trim() === String(process.pid)) rmSync(path, { force: true });
    } catch {
      // already gone
    }
  };
}

