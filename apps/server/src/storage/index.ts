/**
 * Artifact storage (DESIGN.md §1–§2; docs/storage.md): the store factory and everything callers
 * need — the contract, key helpers, the storage layout (every key is built in layout.ts) and the
 * typed errors.
 */
import { join } from 'node:path';
import { createFsStore } from './fs-store.ts';
import { createS3Store } from './s3-store.ts';
import { parseStorageUrl } from './storage-url.ts';
import type { ArtifactStore } from './types.ts';

export type { ArtifactBody, ArtifactStat, ArtifactStore, GetOptions, LocalFile, PutOptions, PutResult } from './types.ts';
export { ArtifactNotFoundError, InvalidKeyError, isArtifactNotFound, StorageConfigError, StorageError, type StorageErrorCode } from './errors.ts';
export { artifactKey, assertValidKey, joinKey, safeFileName, MAX_KEY_BYTES } from './keys.ts';
export { executionArtifactKeys, inboundMailKeys, organizationPrefix, ownerFolderOf, sampleKeys, samplesPrefix, uploadKeys, type ExecutionArtifactKeys } from './layout.ts';
export { removeFolders, type FolderRemoval } from './removal.ts';
export { contentTypeFor } from './content-type.ts';
export { parseStorageUrl, redactStorageUrl, type StorageLocation } from './storage-url.ts';
export { createFsStore } from './fs-store.ts';
export { createS3Store } from './s3-store.ts';

export interface ArtifactStoreConfig {
  /** Config.storageUrl: STORAGE_URL, null for the default directory. */
  storageUrl: string | null;
  /** Config.dataDir: FERRY_DATA_DIR (absolute). */
  dataDir: string;
  /** Where s3 `toLocalFile` downloads go; default `<dataDir>/tmp`. */
  tmpDir?: string;
  /** Environment for the region default (AWS_REGION); default process.env. */
  env?: NodeJS.ProcessEnv;
}

/**
 * Opens the artifact store STORAGE_URL names: a directory (unset → `<dataDir>/files`, or
 * `file:///abs/path`) or an S3-compatible bucket (`s3://bucket/prefix?endpoint=…`), checked to be
 * usable before this resolves. Log `store.describe()`, never the URL (it may carry a secret).
 * @throws StorageConfigError for a malformed URL, a missing bucket, denied access or an unusable
 *   directory; StorageError `UNAVAILABLE` when the S3 endpoint cannot be reached
 */
export async function createArtifactStore(config: ArtifactStoreConfig): Promise<ArtifactStore> {
  const location = parseStorageUrl(config.storageUrl, config.dataDir, config.env);
  if (location.kind === 'fs') return createFsStore({ root: location.root });
  const { kind: _kind, ...s3 } = location;
  return createS3Store({ ...s3, tmpDir: config.tmpDir ?? join(config.dataDir, 'tmp') });
}
