/**
 * Removing owner folders of the storage layout (layout.ts) with the keys something still refers
 * to left in place. The callers decide what is still referred to (domain/executions/files.ts asks
 * the database); this module only walks the store.
 */
import type { ArtifactStore } from './types.ts';

/** Folders removed at once. */
const CONCURRENCY = 8;

export interface FolderRemoval {
  /** Files removed. */
  files: number;
  /** Files left because something still refers to them. */
  kept: number;
}

/**
 * Removes every file under each folder of `folders` except the keys in `keep`: a folder none of
 * whose keys is kept goes whole (`deletePrefix`), another one file by file. Eight folders at a
 * time. A folder that cannot be removed is reported to `onError` and the others are still
 * removed; never throws.
 */
export async function removeFolders(storage: ArtifactStore, folders: Iterable<string>, keep: ReadonlySet<string>, onError: (folder: string, error: unknown) => void): Promise<FolderRemoval> {
  const list = [...new Set(folders)];
  const result: FolderRemoval = { files: 0, kept: 0 };
  const keptUnder = (folder: string) => [...keep].filter((k) => k.startsWith(`${folder}/`));
  for (let i = 0; i < list.length; i += CONCURRENCY) {
    await Promise.all(list.slice(i, i + CONCURRENCY).map(async (folder) => {
      try {
        const kept = keptUnder(folder);
        if (kept.length === 0) {
          result.files += await storage.deletePrefix(folder);
          return;
        }
        const doomed: string[] = [];
        for await (const key of storage.list(folder)) {
          if (keep.has(key)) result.kept++;
          else doomed.push(key);
        }
        for (const key of doomed) await storage.delete(key);
        result.files += doomed.length;
      } catch (error) {
        onError(folder, error);
      }
    }));
  }
  return result;
}
