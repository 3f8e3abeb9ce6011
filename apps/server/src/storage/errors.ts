/**
 * Typed errors of the artifact store. They sit below the HTTP layer: a route turns
 * {@link ArtifactNotFoundError} into its own 404 (`errors.notFound('file', …)`), everything else is
 * a 500/503 whose message is logged, never sent. `retryable` has the meaning FerryError gives it
 * (a job may succeed later), so the job classifier can read either.
 *
 * Messages never contain credentials: keys and bucket names only.
 */

/**
 * - `NOT_FOUND`: no object under the key.
 * - `INVALID_KEY`: a key or prefix the store refuses (traversal, control characters, …).
 * - `INVALID_ARGUMENT`: a bad range or body type.
 * - `CONFIGURATION`: STORAGE_URL malformed, bucket missing, access denied (fails at start).
 * - `UNAVAILABLE`: the storage service could not be reached or answered 5xx/throttling (retryable).
 * - `FAILED`: any other storage failure.
 */
export type StorageErrorCode = 'NOT_FOUND' | 'INVALID_KEY' | 'INVALID_ARGUMENT' | 'CONFIGURATION' | 'UNAVAILABLE' | 'FAILED';

export class StorageError extends Error {
  readonly code: StorageErrorCode;
  /** True when the same operation may succeed later (network, 5xx, throttling). */
  readonly retryable: boolean;

  constructor(code: StorageErrorCode, message: string, options: { cause?: unknown; retryable?: boolean } = {}) {
    super(message, { cause: options.cause });
    this.name = 'StorageError';
    this.code = code;
    this.retryable = options.retryable ?? code === 'UNAVAILABLE';
  }
}

/** `get`, `copy` (source) or `toLocalFile` on a key that holds no object. */
export class ArtifactNotFoundError extends StorageError {
  readonly key: string;

  constructor(key: string, options: { cause?: unknown } = {}) {
    super('NOT_FOUND', `artifact ${JSON.stringify(key)} was not found`, options);
    this.name = 'ArtifactNotFoundError';
    this.key = key;
  }
}

/** A key or prefix refused by {@link assertValidKey} (SECURITY.md: path traversal). */
export class InvalidKeyError extends StorageError {
  /** The refused key, as given (JSON-escaped in the message so control characters stay visible). */
  readonly key: unknown;

  constructor(key: unknown, reason: string) {
    super('INVALID_KEY', `invalid artifact key ${safeJson(key)}: ${reason}`);
    this.name = 'InvalidKeyError';
    this.key = key;
  }
}

/** STORAGE_URL cannot be used: malformed, bucket missing, access denied, directory not writable. */
export class StorageConfigError extends StorageError {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super('CONFIGURATION', message, options);
    this.name = 'StorageConfigError';
  }
}

/** True for {@link ArtifactNotFoundError} (also across module copies, by code). */
export function isArtifactNotFound(error: unknown): error is ArtifactNotFoundError {
  return error instanceof StorageError && error.code === 'NOT_FOUND';
}

function safeJson(value: unknown): string {
  if (typeof value !== 'string') return `(${typeof value})`;
  const shown = value.length > 120 ? `${value.slice(0, 120)}…` : value;
  return JSON.stringify(shown);
}
