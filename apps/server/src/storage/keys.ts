/**
 * Artifact keys: validation and construction (SECURITY.md: path traversal — "storage keys are
 * server-generated"; still, every store method re-validates, and the fs driver re-checks the
 * resolved path against its root).
 *
 * A key is a `/`-separated relative path of 1..1024 UTF-8 bytes (the S3 key limit) whose segments
 * are 1..255 bytes (the usual file-name limit), none `.` or `..`, none starting with the fs
 * driver's temporary-file marker, and with no backslash, C0/C1 control character or lone
 * surrogate anywhere.
 */
import { InvalidKeyError } from './errors.ts';

/** S3's key length limit, in UTF-8 bytes. */
export const MAX_KEY_BYTES = 1024;
/** File-name length limit of common file systems (ext4, XFS, APFS), in UTF-8 bytes. */
export const MAX_SEGMENT_BYTES = 255;
/**
 * Names of the fs driver's in-progress files. Keys may not use it, so a listing can skip such
 * files without hiding a real object.
 */
export const TEMP_MARKER = '.ferry-tmp-';

// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\\]/;

/**
 * Throws InvalidKeyError unless `key` is a valid artifact key (see the module comment).
 * @param what `key` or `prefix`, for the message
 */
export function assertValidKey(key: unknown, what: 'key' | 'prefix' = 'key'): asserts key is string {
  if (typeof key !== 'string') throw new InvalidKeyError(key, `a ${what} must be a string`);
  if (key === '') throw new InvalidKeyError(key, `a ${what} must not be empty`);
  if (!key.isWellFormed()) throw new InvalidKeyError(key, 'contains a lone UTF-16 surrogate');
  const bad = FORBIDDEN.exec(key);
  if (bad) {
    const char = bad[0] === '\\' ? 'a backslash' : `control character U+${bad[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
    throw new InvalidKeyError(key, `contains ${char}`);
  }
  if (key.startsWith('/')) throw new InvalidKeyError(key, `a ${what} is relative: no leading "/"`);
  if (key.endsWith('/')) throw new InvalidKeyError(key, `a ${what} must not end with "/"`);
  if (Buffer.byteLength(key) > MAX_KEY_BYTES) throw new InvalidKeyError(key, `longer than ${MAX_KEY_BYTES} UTF-8 bytes`);
  for (const segment of key.split('/')) assertSegment(key, segment);
}

function assertSegment(key: string, segment: string): void {
  if (segment === '') throw new InvalidKeyError(key, 'contains an empty segment ("//")');
  if (segment === '.' || segment === '..') throw new InvalidKeyError(key, `contains a "${segment}" segment`);
  if (segment.startsWith(TEMP_MARKER)) throw new InvalidKeyError(key, `a segment starts with the reserved "${TEMP_MARKER}"`);
  if (Buffer.byteLength(segment) > MAX_SEGMENT_BYTES) throw new InvalidKeyError(key, `a segment is longer than ${MAX_SEGMENT_BYTES} UTF-8 bytes`);
}

/**
 * Validates a folder prefix for `list`/`deletePrefix` and returns it without its one optional
 * trailing `/` (`'a/b/'` → `'a/b'`). `''` (the whole store) is allowed when `allowRoot`.
 * @throws InvalidKeyError
 */
export function normalizePrefix(prefix: unknown, allowRoot: boolean): string {
  if (prefix === '') {
    if (allowRoot) return '';
    throw new InvalidKeyError(prefix, 'the empty prefix (the whole store) is refused here');
  }
  const trimmed = typeof prefix === 'string' && prefix.endsWith('/') && !prefix.endsWith('//') ? prefix.slice(0, -1) : prefix;
  assertValidKey(trimmed, 'prefix');
  return trimmed;
}

/** Default cap of {@link safeFileName}, in user-perceived characters (grapheme clusters). */
export const FILE_NAME_MAX_CHARS = 100;
/** Byte cap of {@link safeFileName}: leaves room under MAX_SEGMENT_BYTES and MAX_KEY_BYTES. */
const FILE_NAME_MAX_BYTES = 200;
// Letters, combining marks, digits, emoji (with their joiner, modifiers and flags), space and a
// few punctuation marks that are harmless in file systems, S3 keys, URLs (once encoded) and
// Content-Disposition headers.
const UNSAFE = /[^\p{L}\p{M}\p{N}\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}\u200d ._\-()+,@=]/gu;
const EXTENSION = /\.[\p{L}\p{N}]{1,16}$/u;
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * A readable, safe file name from a user-supplied one (an uploaded file's name, an e-mail
 * attachment's name): Unicode NFC; directories stripped (`/` and `\`); anything but letters,
 * marks, digits, emoji, space and `._-()+,@=` replaced by `_` (controls, bidi overrides, quotes,
 * `%`, `#`, `?`, `:` …); whitespace and `_` runs collapsed; leading dots, dashes and spaces and
 * trailing dots and spaces removed; capped at `maxChars` characters and 200 UTF-8 bytes with the
 * extension kept; `file` when nothing is left (`'.csv'` → `'file.csv'`).
 * The result is always a valid key segment, and `safeFileName(safeFileName(x)) === safeFileName(x)`.
 */
export function safeFileName(name: string, maxChars: number = FILE_NAME_MAX_CHARS): string {
  let result = sanitizeOnce(String(name).toWellFormed().normalize('NFC').split(/[/\\]/).pop() ?? '', maxChars);
  // Truncation can expose a new extension (or a space before it); settle on a fixed point.
  for (let i = 0; i < 3; i++) {
    const again = sanitizeOnce(result, maxChars);
    if (again === result) break;
    result = again;
  }
  return result;
}

function sanitizeOnce(base: string, maxChars: number): string {
  const cleaned = base
    .replace(/\s+/gu, ' ')
    .replace(UNSAFE, '_')
    .replace(/_+/g, '_')
    .replace(/[.\s]+$/u, '');
  const extension = EXTENSION.exec(cleaned)?.[0] ?? '';
  let stem = cleaned.slice(0, cleaned.length - extension.length).replace(/^[.\s-]+/u, '').replace(/[.\s]+$/u, '');
  if (stem === '' || stem === '_') stem = 'file';
  const budgetChars = Math.max(1, maxChars - graphemes(extension).length);
  const budgetBytes = FILE_NAME_MAX_BYTES - Buffer.byteLength(extension);
  const kept: string[] = [];
  let bytes = 0;
  for (const g of graphemes(stem)) {
    const size = Buffer.byteLength(g);
    if (kept.length + 1 > budgetChars || bytes + size > budgetBytes) break;
    kept.push(g);
    bytes += size;
  }
  stem = kept.join('').replace(/[.\s]+$/u, '') || 'file';
  return stem + extension;
}

function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

/**
 * Joins server-made segments (ids, fixed words) into a key, sanitising nothing.
 * @throws InvalidKeyError when a segment is not valid on its own (e.g. contains `/`, is `..`) or
 *   the key exceeds MAX_KEY_BYTES
 */
export function joinKey(...segments: string[]): string {
  if (segments.length === 0) throw new InvalidKeyError('', 'a key needs at least one segment');
  for (const segment of segments) {
    if (typeof segment !== 'string' || segment.includes('/')) throw new InvalidKeyError(segment, 'a key part must be one segment (no "/")');
    assertValidKey(segment);
  }
  const key = segments.join('/');
  assertValidKey(key);
  return key;
}

/**
 * Builds a key from parts: every part but the last is a server-made segment (an id, a fixed word)
 * and must already be valid (see {@link joinKey}); the last is a file name and goes through
 * {@link safeFileName}.
 *
 *   artifactKey('folder', id, '../Q3 report?.xlsx') → 'folder/<id>/Q3 report_.xlsx'
 *
 * Ferry's own keys are built by layout.ts (the one place that knows the folders).
 * @throws InvalidKeyError when a leading part is not a valid segment or the key is too long
 */
export function artifactKey(...parts: string[]): string {
  if (parts.length === 0) throw new InvalidKeyError('', 'artifactKey needs at least one part');
  return joinKey(...parts.slice(0, -1), safeFileName(parts[parts.length - 1]!));
}
