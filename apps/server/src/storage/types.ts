/**
 * The artifact store contract (DESIGN.md §1, §2 `src/storage/`): where an execution's input file,
 * output file, run report and cell errors live. Two drivers implement it — a local directory
 * (fs-store.ts) and an S3-compatible bucket (s3-store.ts) — and both pass one contract suite
 * (contract.test-suite.ts), in the fashion of unjs/unstorage.
 *
 * Keys are `/`-separated relative paths, server-generated (layout.ts builds every key Ferry
 * stores, with keys.ts). Every method validates its key and throws InvalidKeyError for a
 * refused one before touching storage.
 */
import type { Readable } from 'node:stream';

/** What `put` accepts: a stream (consumed once, never buffered whole), bytes, or UTF-8 text. */
export type ArtifactBody = Readable | Buffer | Uint8Array | string;

export interface PutOptions {
  /**
   * MIME type stored with the object (s3). The fs driver does not persist it: its `stat` derives
   * the type from the key's extension (content-type.ts), which is also the default here.
   */
  contentType?: string;
}

export interface PutResult {
  /** Bytes written. */
  size: number;
  /** SHA-256 of the bytes written, lower-case hex. */
  sha256: string;
}

/**
 * Byte range, both ends inclusive and zero-based like HTTP `Range: bytes=start-end` (RFC 9110
 * §14.1.2). `start` defaults to 0, `end` to the last byte; an `end` past the object is clamped,
 * a `start` past the end gives an empty stream. Callers answering HTTP Range requests check
 * against `stat().size` first to answer 416.
 */
export interface GetOptions {
  start?: number;
  end?: number;
}

export interface ArtifactStat {
  /** Bytes. */
  size: number;
  /** MIME type: as stored (s3) or derived from the extension (fs). */
  contentType?: string;
  /** Last write (put, copy), as the storage reports it. */
  modifiedAt: Date;
}

/** A path on the local disk holding an artifact's bytes, for consumers that need random access. */
export interface LocalFile {
  /** Absolute path; its base name is the key's last segment (so the extension is kept). */
  path: string;
  /** Removes the temporary copy (s3); a no-op for the fs driver's real file. Idempotent. */
  cleanup(): Promise<void>;
}

export interface ArtifactStore {
  readonly kind: 'fs' | 's3';

  /**
   * Stores `body` under `key`, replacing any object there. Atomic: a concurrent reader sees the
   * previous object (or none) until the new one is complete, never part of it; a failed put
   * leaves the previous object untouched. Memory stays bounded (streams are never buffered whole;
   * s3 holds at most a few multipart parts).
   * @throws InvalidKeyError, StorageError (`INVALID_ARGUMENT` for a body of another type), and
   *   the body stream's own error if it fails.
   */
  put(key: string, body: ArtifactBody, options?: PutOptions): Promise<PutResult>;

  /** `put` of a local file's contents (streamed). */
  putFile(key: string, localPath: string, options?: PutOptions): Promise<PutResult>;

  /**
   * Opens the object for reading. The promise rejects (before any byte) with
   * ArtifactNotFoundError when there is no object under `key`.
   * @throws ArtifactNotFoundError, InvalidKeyError, StorageError `INVALID_ARGUMENT` for a bad range
   */
  get(key: string, options?: GetOptions): Promise<Readable>;

  /** Size, type and time of the object, or null when there is none. */
  stat(key: string): Promise<ArtifactStat | null>;

  exists(key: string): Promise<boolean>;

  /** Removes the object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;

  /**
   * Removes every object under the folder `prefix` (`a/b` removes `a/b/…`, never `a/bc`) and
   * answers how many were removed. The empty prefix (everything) is refused with InvalidKeyError.
   */
  deletePrefix(prefix: string): Promise<number>;

  /**
   * Copies an object (server-side on s3), atomically for readers of `to`.
   * @throws ArtifactNotFoundError when `from` holds no object
   */
  copy(from: string, to: string): Promise<void>;

  /**
   * Keys of the objects under the folder `prefix` (`''` = all), paging through the storage's
   * listing as the caller iterates. Order is not specified.
   */
  list(prefix: string): AsyncIterable<string>;

  /**
   * A local file with the object's bytes: the real file (fs) or a temporary download (s3).
   * Call `cleanup()` when done; `close()` removes copies still outstanding.
   * @throws ArtifactNotFoundError
   */
  toLocalFile(key: string): Promise<LocalFile>;

  /** Where the store points, safe for logs (never a credential). */
  describe(): string;

  /** Releases connections and outstanding temporary files. */
  close(): Promise<void>;
}
