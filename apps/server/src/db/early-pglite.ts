/**
 * The embedded database opened ahead of the server's modules. `ferry start` on PGlite locks the
 * directory and starts the database thread first (`openPgliteEarly`), so that PGlite opens while
 * the main thread loads the rest of the server — about 0.7 s of a start that took 3–4 s, when it
 * used to begin only after the 1.7 s of module loading. `openDatabase` then takes the thread
 * (`takeEarlyPglite`) instead of starting one. Nothing changes for PostgreSQL.
 */
import { mkdirSync } from 'node:fs';
import { lockDirectory } from './lock.ts';
import { PGliteProxy } from './pglite-proxy.ts';

interface EarlyPglite {
  dir: string;
  /** Releases the directory's lock. */
  release: () => void;
  /** The thread's proxy once PGlite is open; rejects as `PGliteProxy.open` would. */
  proxy: Promise<PGliteProxy>;
}

let early: EarlyPglite | null = null;

/**
 * Locks `dir` and starts opening PGlite there, for {@link takeEarlyPglite}. Does nothing when the
 * lock cannot be taken (another process holds the directory) or the directory cannot be made: the
 * regular open then reports it, as before.
 */
export function openPgliteEarly(dir: string): void {
  if (early) return;
  let release: () => void;
  try {
    mkdirSync(dir, { recursive: true });
    release = lockDirectory(dir);
  } catch {
    return;
  }
  const proxy = PGliteProxy.open(dir);
  proxy.catch(() => undefined); // surfaces when taken
  early = { dir, release, proxy };
}

/** The database opened early on `dir`, handed over once; null when there is none for `dir`. */
export function takeEarlyPglite(dir: string): Omit<EarlyPglite, 'dir'> | null {
  if (!early || early.dir !== dir) return null;
  const taken = early;
  early = null;
  return { release: taken.release, proxy: taken.proxy };
}

/**
 * Closes the database opened early when nothing took it (the start failed before opening its
 * database): its thread ends and the lock is released, so that the process can exit.
 */
export async function closeEarlyPglite(): Promise<void> {
  const left = early;
  early = null;
  if (!left) return;
  try {
    await (await left.proxy).close();
  } catch {
    // it did not open
  } finally {
    left.release();
  }
}
