/**
 * Open grid stores of executions (@ferry/engine grid/; docs/executions.md "Rows"), kept open
 * between requests so that a page costs a block read or two, not an open and a footer parse.
 *
 * A store is read from a local file: the artifact storage's own file (filesystem storage) or a
 * copy downloaded once (S3-compatible storage; `ArtifactStore.toLocalFile`). At most
 * {@link MAX_OPEN} stores stay open per storage, and the local copies of S3 stores take at most
 * {@link MAX_LOCAL_BYTES}; the least recently used store that no request is reading goes first.
 * Store keys are new for every run, so an open store never goes stale; it only ages out.
 */
import { fileSource, GridStore } from '@ferry/engine/grid/store-reader';
import type { ArtifactStore, LocalFile } from '../../storage/index.ts';

/** Stores kept open per artifact storage. */
export const MAX_OPEN = 32;
/** Bytes of downloaded copies kept per artifact storage (S3-compatible storage). */
export const MAX_LOCAL_BYTES = 2 * 1024 ** 3;

interface Entry {
  opened: Promise<{ store: GridStore; local: LocalFile; bytes: number }>;
  refs: number;
  evicted: boolean;
}

const byStorage = new WeakMap<ArtifactStore, Map<string, Entry>>();

async function open(storage: ArtifactStore, key: string): Promise<{ store: GridStore; local: LocalFile; bytes: number }> {
  const local = await storage.toLocalFile(key);
  try {
    const source = await fileSource(local.path);
    try {
      return { store: await GridStore.open(source), local, bytes: storage.kind === 's3' ? source.size : 0 };
    } catch (err) {
      await source.close();
      throw err;
    }
  } catch (err) {
    await local.cleanup();
    throw err;
  }
}

async function release(entry: Entry): Promise<void> {
  try {
    const { store, local } = await entry.opened;
    await store.close();
    await local.cleanup();
  } catch {
    // it never opened
  }
}

/** Evicts the least recently used entries no request holds, down to the bounds. */
async function trim(entries: Map<string, Entry>): Promise<void> {
  let bytes = 0;
  for (const e of entries.values()) bytes += await e.opened.then((o) => o.bytes, () => 0);
  for (const [key, entry] of entries) {
    if (entries.size <= MAX_OPEN && bytes <= MAX_LOCAL_BYTES) break;
    if (entry.refs > 0) continue;
    entries.delete(key);
    entry.evicted = true;
    bytes -= await entry.opened.then((o) => o.bytes, () => 0);
    await release(entry);
  }
}

/**
 * Runs `read` with the open store under `key` (opening it if needed) and keeps it open for the
 * next request. Rejects with what opening rejects with (ArtifactNotFoundError, GridStoreInvalid).
 */
export async function withGridStore<T>(storage: ArtifactStore, key: string, read: (store: GridStore) => Promise<T>): Promise<T> {
  let entries = byStorage.get(storage);
  if (!entries) {
    entries = new Map();
    byStorage.set(storage, entries);
  }
  let entry = entries.get(key);
  if (entry) {
    // Most recently used last.
    entries.delete(key);
    entries.set(key, entry);
  } else {
    entry = { opened: open(storage, key), refs: 0, evicted: false };
    entries.set(key, entry);
    const made = entry;
    made.opened.catch(() => {
      if (entries!.get(key) === made) entries!.delete(key);
    });
  }
  entry.refs++;
  try {
    const { store } = await entry.opened;
    return await read(store);
  } finally {
    entry.refs--;
    if (entry.evicted && entry.refs === 0) await release(entry);
    else await trim(entries);
  }
}
