/**
 * The fs driver: artifacts as files under one root directory (default `<FERRY_DATA_DIR>/files`).
 *
 * Atomic writes (SECURITY.md "temporary name then rename"): a put streams into a temporary file
 * in the destination's own directory (same file system, so rename(2) is atomic), fsyncs it,
 * renames it over the key's path and fsyncs the directory, so a reader opens either the old file
 * or the complete new one, and a crash never leaves a half-written artifact under a real key.
 * Temporary files are named `.ferry-tmp-<random>`, a segment keys may not use, so listings skip
 * them safely.
 *
 * Path traversal: keys are validated (keys.ts) and every resolved path is re-checked to stay under
 * the root. Symbolic links are not followed when listing.
 */
import { randomBytes } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { access, lstat, mkdir, open, opendir, rename, rm, rmdir, stat, unlink, type FileHandle } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { checkRange, DigestStream, toReadable } from './body.ts';
import { contentTypeFor } from './content-type.ts';
import { ArtifactNotFoundError, InvalidKeyError, StorageConfigError } from './errors.ts';
import { assertValidKey, normalizePrefix, TEMP_MARKER } from './keys.ts';
import type { ArtifactStat, ArtifactStore, LocalFile } from './types.ts';

export interface FsStoreOptions {
  /** Directory holding the artifacts; created (mode 0700) when missing. */
  root: string;
}

/** Tenant files are readable by the Ferry user only. */
const FILE_MODE = 0o600;
const DIR_MODE = 0o700;

/**
 * Resolves `key` under `root`, refusing any result outside it (defence in depth: validated keys
 * never escape, this catches a validation gap).
 * @throws InvalidKeyError
 */
export function resolveUnder(root: string, key: string): string {
  const path = resolve(root, ...key.split('/'));
  if (!path.startsWith(root.endsWith(sep) ? root : root + sep)) throw new InvalidKeyError(key, 'resolves outside the storage root');
  return path;
}

/**
 * Opens (creating it if needed) an fs artifact store.
 * @throws StorageConfigError when the root cannot be created or is not a writable directory
 */
export async function createFsStore(options: FsStoreOptions): Promise<ArtifactStore> {
  const root = resolve(options.root);
  try {
    await mkdir(root, { recursive: true, mode: DIR_MODE });
    if (!(await stat(root)).isDirectory()) throw new Error('not a directory');
    await access(root, constants.R_OK | constants.W_OK | constants.X_OK);
  } catch (error) {
    throw new StorageConfigError(`artifact storage directory ${root} is not usable: ${(error as Error).message}`, { cause: error });
  }

  const pathOf = (key: string): string => {
    assertValidKey(key);
    return resolveUnder(root, key);
  };

  /**
   * Writes through a temporary sibling of `path`, then renames it into place. `write` streams into
   * the handle with {@link fileSink}, which fsyncs and closes it.
   */
  async function writeAtomically(path: string, write: (tmp: string, handle: FileHandle) => Promise<void>): Promise<void> {
    const dir = dirname(path);
    const tmp = join(dir, TEMP_MARKER + randomBytes(8).toString('hex'));
    let handle: FileHandle | undefined;
    for (let attempt = 0; handle === undefined; attempt++) {
      await mkdir(dir, { recursive: true, mode: DIR_MODE });
      try {
        handle = await open(tmp, 'wx', FILE_MODE);
      } catch (error) {
        // A concurrent deletePrefix may remove the directory between mkdir and open: retry.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt >= 3) throw error;
      }
    }
    try {
      await write(tmp, handle);
      await handle.close(); // usually closed already by the write stream; closing twice is a no-op
      await rename(tmp, path);
    } catch (error) {
      await handle.close().catch(() => {});
      await unlink(tmp).catch(() => {});
      throw error;
    }
    await syncDirectory(dir);
  }

  async function statFile(key: string): Promise<ArtifactStat | null> {
    try {
      const s = await stat(pathOf(key));
      return s.isFile() ? { size: s.size, contentType: contentTypeFor(key), modifiedAt: s.mtime } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  const store: ArtifactStore = {
    kind: 'fs',

    async put(key, body, options) {
      void options; // fs keeps no content type (types.ts PutOptions)
      const path = pathOf(key);
      const source = toReadable(body);
      const digest = new DigestStream();
      try {
        await writeAtomically(path, (_tmp, handle) => pipeline(source, digest, fileSink(handle)));
      } catch (error) {
        source.destroy();
        throw error;
      }
      return digest.result();
    },

    async putFile(key, localPath, options) {
      return store.put(key, createReadStream(localPath), options);
    },

    async get(key, options) {
      const path = pathOf(key);
      const range = checkRange(options);
      let handle: FileHandle;
      try {
        handle = await open(path, 'r');
      } catch (error) {
        if (isMissing(error)) throw new ArtifactNotFoundError(key, { cause: error });
        throw error;
      }
      try {
        // open(2) succeeds on a directory; a folder of other keys is not an object.
        if (!(await handle.stat()).isFile()) throw new ArtifactNotFoundError(key);
      } catch (error) {
        await handle.close().catch(() => {});
        throw error;
      }
      return handle.createReadStream(range ? { start: range.start, end: range.end ?? Infinity } : {});
    },

    stat: statFile,

    async exists(key) {
      return (await statFile(key)) !== null;
    },

    async delete(key) {
      const path = pathOf(key);
      try {
        await unlink(path);
      } catch (error) {
        // EISDIR/EPERM: the key names a folder of other keys, so no object is there either.
        if (!isMissing(error) && !['EISDIR', 'EPERM'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
        return;
      }
      await removeEmptyParents(root, dirname(path));
    },

    async deletePrefix(prefix) {
      const folder = normalizePrefix(prefix, false);
      const dir = resolveUnder(root, folder);
      let count = 0;
      for await (const _key of walk(dir, folder)) count++;
      if (count > 0 || (await isDirectory(dir))) {
        await rm(dir, { recursive: true, force: true });
        await removeEmptyParents(root, dirname(dir));
      }
      return count;
    },

    async copy(from, to) {
      const target = pathOf(to);
      const input = await store.get(from);
      try {
        await writeAtomically(target, (_tmp, handle) => pipeline(input, fileSink(handle)));
      } finally {
        input.destroy();
      }
    },

    async *list(prefix) {
      const folder = normalizePrefix(prefix, true);
      yield* walk(folder === '' ? root : resolveUnder(root, folder), folder);
    },

    async toLocalFile(key): Promise<LocalFile> {
      const path = pathOf(key);
      if (!(await statFile(key))) throw new ArtifactNotFoundError(key);
      return { path, cleanup: async () => {} };
    },

    describe: () => `fs ${root}`,

    async close() {},
  };
  return store;
}

/**
 * A write stream over a temporary file's handle that fsyncs before closing (`flush`), so the
 * bytes are on disk before the rename publishes them. The stream owns and closes the handle: a
 * FileHandle stream left open would keep `handle.close()` waiting.
 */
function fileSink(handle: FileHandle) {
  return handle.createWriteStream({ flush: true });
}

/** Keys of the regular files under `dir` (whose key is `folder`), depth first, sorted per level. */
async function* walk(dir: string, folder: string): AsyncGenerator<string> {
  let entries;
  try {
    const handle = await opendir(dir);
    entries = [];
    for await (const entry of handle) entries.push(entry);
  } catch (error) {
    if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return;
    throw error;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    if (entry.name.startsWith(TEMP_MARKER)) continue;
    const key = folder === '' ? entry.name : `${folder}/${entry.name}`;
    if (entry.isDirectory()) yield* walk(join(dir, entry.name), key);
    else if (entry.isFile()) yield key;
  }
}

/**
 * Removes `dir` and its parents up to (not including) `root` while they are empty, so that
 * deleting a key leaves no empty folder behind (an object store has none either). A folder a
 * concurrent put has just made is not empty, or is made again by the put's retry (writeAtomically).
 */
async function removeEmptyParents(root: string, dir: string): Promise<void> {
  const under = root.endsWith(sep) ? root : root + sep;
  for (let current = dir; current.startsWith(under) && current.length > under.length; current = dirname(current)) {
    try {
      await rmdir(current);
    } catch {
      return; // ENOTEMPTY, ENOENT (a concurrent removal), EBUSY: stop here
    }
  }
}

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await lstat(path)).isDirectory();
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

/** fsync of a directory makes a rename in it durable (POSIX); unsupported platforms skip it. */
async function syncDirectory(dir: string): Promise<void> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch {
    // EISDIR/EPERM/EINVAL on platforms that cannot fsync a directory: the rename still happened.
  } finally {
    await handle?.close().catch(() => {});
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}
