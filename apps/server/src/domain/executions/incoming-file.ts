/**
 * A file pushed to Ferry, stored before anything else happens to it: an upload, a push to a REACTIVE
 * HTTP connector, a mail attachment or a preview sample is streamed to storage with its size
 * bounded (413 past the limit), its type judged by content (415 for what Ferry does not read) and its
 * SHA-256 taken, under the name it is recorded by. Creating executions for it is ./inbound.ts.
 */
import { createHash } from 'node:crypto';
import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline as pump } from 'node:stream/promises';
import { DEFAULT_LIMITS, EngineError, sniffFormat } from '@ferry/engine';
import { errors } from '../../errors.ts';
import type { ArtifactStore } from '../../storage/index.ts';
import { uploadKeys } from '../../storage/layout.ts';

/** A file as it arrives: its name as sent, its body, the content type the sender gave. */
export interface IncomingFile {
  fileName: string;
  body: Readable;
  contentType?: string | null;
}

/** A stored incoming file: its storage key, recorded name, size in bytes, SHA-256 (hex), content type and sniffed format. */
export interface StoredUpload {
  key: string;
  file_name: string;
  size: number;
  sha256: string;
  content_type: string | null;
  format: string;
}

/**
 * The most files one request takes (`POST /connector/{id}/upload`), and one e-mail message: each
 * file starts an execution per pipeline, so a single request or message cannot queue hundreds.
 */
export const MAX_FILES_PER_REQUEST = 20;

/**
 * The name an incoming file is recorded and reported under: the base name of the name as sent (its
 * last path segment, a slash or a backslash separating: `a/../../../../tmp/x.csv` and
 * `C:\exports\x.csv` are `x.csv`), made storable — well-formed Unicode, no control characters (a
 * NUL cannot be stored in PostgreSQL text), at most 255 characters; `upload` when nothing is left.
 * Uploads, pushes, mail attachments and downloaded files all pass through it, so no path a sender
 * writes reaches `input.file_name` or a storage key. (Storage keys use storage/keys.ts
 * `safeFileName`, which is stricter.)
 */
export function recordedFileName(name: string | null | undefined): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = String(name ?? '').toWellFormed().replace(/[\u0000-\u001f\u007f-\u009f]/g, '');
  const base = cleaned.split(/[\\/]/).map((s) => s.trim()).filter((s) => s !== '' && s !== '.' && s !== '..').pop() ?? '';
  return [...base].slice(0, 255).join('') || 'upload';
}

/** Thrown by the size-counting transform; becomes a 413. */
class TooLarge extends Error {}

/**
 * Streams one incoming file to storage, checking its size and (from its first bytes and name)
 * that it is a file type Ferry reads. Removes what it stored when a check fails. `keyFor` makes the
 * key from the (recorded) file name; by default a new upload folder of the organization
 * (storage/layout.ts `uploadKeys`).
 * @throws FerryError 413 PAYLOAD_TOO_LARGE, 415 UNSUPPORTED_FILE_TYPE, 400 EMPTY_FILE
 */
export async function storeIncomingFile(storage: ArtifactStore, organizationId: string, incoming: IncomingFile, limitBytes: number, keyFor?: (fileName: string) => string): Promise<StoredUpload> {
  const file = { ...incoming, fileName: recordedFileName(incoming.fileName) };
  const key = keyFor ? keyFor(file.fileName) : uploadKeys(organizationId).file(file.fileName);
  const hash = createHash('sha256');
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      size += chunk.length;
      if (size > limitBytes) return cb(new TooLarge());
      hash.update(chunk);
      cb(null, chunk);
    },
  });
  const body = new PassThrough();
  try {
    await Promise.all([pump(file.body, tap, body), storage.put(key, body, { contentType: file.contentType ?? undefined })]);
  } catch (err) {
    await storage.delete(key).catch(() => {});
    if (err instanceof TooLarge || (err as { code?: string })?.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw errors.payloadTooLarge(`${file.fileName || 'the file'} is larger than the upload limit of ${limitBytes} bytes`);
    }
    throw err;
  }
  // The type is judged by content (the engine's sniffer: zip and OLE magic, text, XML, JSON), not by the name.
  const local = await storage.toLocalFile(key);
  let format: string;
  try {
    format = (await sniffFormat({ path: local.path, fileName: file.fileName || '', size }, DEFAULT_LIMITS)).format;
  } catch (err) {
    await storage.delete(key).catch(() => {});
    if (err instanceof EngineError && err.type === 'EMPTY_FILE') throw errors.badRequest('EMPTY_FILE', `${file.fileName || 'the file'}: ${err.message}`);
    if (err instanceof EngineError) {
      throw errors.unsupportedMediaType(`${file.fileName || 'the file'} is not a file Ferry reads (CSV, TSV, XLS, XLSX, XML or JSON): ${err.message}`);
    }
    throw err;
  } finally {
    await local.cleanup();
  }
  return { key, file_name: file.fileName || 'upload', size, sha256: hash.digest('hex'), content_type: file.contentType ?? null, format };
}
