/**
 * Open grid stores of executions (@ferry/engine grid/; docs/executions.md "Rows"), kept open
 * between requests so that a page costs a block read or two, not an open and a footer parse.
 *
 * - Filesystem storage: the stored file is read in place.
 * - S3-compatible storage: the object is read by byte ranges (`Range` GETs) in chunks of
 *   {@link CHUNK_BYTES}, kept in one cache of {@link CHUNK_CACHE_BYTES} shared by every store of
 *   the process (least recently used out). A page costs the chunk or two its blocks lie in, a scan
 *   of every row (a search, a sort) one GET per chunk, nothing is downloaded whole, and memory is
 *   bounded whatever the stores' sizes.
 *
 * At most {@link MAX_OPEN} stores stay open per storage; the least recently used one that no
 * request is reading goes first. Store keys are new for every run, so an open store never goes
 * stale; it only ages out.
 */
import type { Readable } from 'node:stream';
import { ByteLru, fileSource, GridStore, type ByteSource } from '@ferry/engine/grid';
import type { ArtifactStore } from '../../storage/index.ts';

/** Stores kept open per artifact storage. */
export const MAX_OPEN = 32;
/** Bytes of an S3 store read at once. */
export const CHUNK_BYTES = 4 * 1024 * 1024;
/** Chunks of S3 stores kept in memory, all stores of the process together. */
export const CHUNK_CACHE_BYTES = 96 * 1024 * 1024;

const chunks = new ByteLru<Buffer>(CHUNK_CACHE_BYTES);
let nextSourceId = 1;

async function collect(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** An object of the artifact storage read by byte ranges, chunk by chunk (see the module comment). */
async function rangedSource(storage: ArtifactStore, key: string): Promise<ByteSource> {
  const stat = await storage.stat(key);
  if (!stat) throw Object.assign(new Error(`no object under ${key}`), { name: 'ArtifactNotFoundError' });
  const size = stat.size;
  const prefix = `s${nextSourceId++}:`;
  const pending = new Map<number, Promise<Buffer>>();
  const chunk = (i: number): Promise<Buffer> => {
    const cached = chunks.get(prefix + i);
    if (cached) return Promise.resolve(cached);
    let load = pending.get(i);
    if (!load) {
      const start = i * CHUNK_BYTES;
      load = storage.get(key, { start, end: Math.min(size, start + CHUNK_BYTES) - 1 }).then(collect);
      pending.set(i, load);
      load.then((bytes) => chunks.set(prefix + i, bytes, bytes.length), () => undefined).finally(() => pending.delete(i));
    }
    return load;
  };
  return {
    size,
    async read(offset: number, length: number): Promise<Buffer> {
      const end = Math.min(size, offset + length);
      if (end <= offset) return Buffer.alloc(0);
      const first = Math.floor(offset / CHUNK_BYTES);
      const last = Math.floor((end - 1) / CHUNK_BYTES);
      const parts = await Promise.all(Array.from({ length: last - first + 1 }, (_, k) => chunk(first + k)));
      if (parts.length === 1) return parts[0]!.subarray(offset - first * CHUNK_BYTES, end - first * CHUNK_BYTES);
      return Buffer.concat(parts).subarray(offset - first * CHUNK_BYTES, end - first * CHUNK_BYTES);
    },
    async close(): Promise<void> {
      chunks.dropPrefix(prefix);
    },
  };
}

interface Entry {
  opened: Promise<GridStore>;
  refs: number;
  evicted: boolean;
}

const byStorage = new WeakMap<ArtifactStore, Map<string, Entry>>();

async function open(storage: ArtifactStore, key: string): Promise<GridStore> {
  let source: ByteSource;
  if (storage.kind === 'fs') {
    // The filesystem store's own file (toLocalFile makes no copy there).
    source = await fileSource((await storage.toLocalFile(key)).path);
  } else source = await rangedSource(storage, key);
  try {
    return await GridStore.open(source);
  } catch (err) {
    await source.close();
    throw err;
  }
}

async function release(entry: Entry): Promise<void> {
  try {
    await (await entry.opened).close();
  } catch {
    // it never opened
  }
}

/** Closes the least recently used stores no request holds, down to {@link MAX_OPEN}. */
async function trim(entries: Map<string, Entry>): Promise<void> {
  for (const [key, entry] of entries) {
    if (entries.size <= MAX_OPEN) break;
    if (entry.refs > 0) continue;
    entries.delete(key);
    entry.evicted = true;
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
    return await read(await entry.opened);
  } finally {
    entry.refs--;
    if (entry.evicted && entry.refs === 0) await release(entry);
    else await trim(entries);
  }
}
