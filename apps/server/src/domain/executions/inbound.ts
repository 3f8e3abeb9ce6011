/**
 * Files pushed to Ferry (DESIGN.md §4 connector inbound): a MANUAL connector's upload
 * (`POST /connector/{id}/upload`, multipart) and a REACTIVE HTTP connector's data
 * (`POST /connector/{id}/data`, the body is the file). Each file is streamed to storage first
 * (bounded memory, size limit → 413, type checked by content → 415), then one EVENT_BASE execution
 * is created per file for each active pipeline whose input is that connector, and queued.
 */
import { createHash } from 'node:crypto';
import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline as pump } from 'node:stream/promises';
import { and, eq, isNull } from 'drizzle-orm';
import { DEFAULT_LIMITS, EngineError, sniffFormat } from '@ferry/engine';
import type { Database } from '../../db/client.ts';
import { pipelines } from '../../db/schema.ts';
import { errors } from '../../errors.ts';
import type { ArtifactStore } from '../../storage/index.ts';
import { uploadKeys } from '../../storage/layout.ts';
import type { Principal } from '../principal.ts';
import type { Clock } from '../time.ts';
import { insertExecution, toExecution, type ExecutionRow } from './records.ts';
import type { ExecutionDispatcher } from './start.ts';

export interface IncomingFile {
  fileName: string;
  body: Readable;
  contentType?: string | null;
}

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

/**
 * Whose file it is: the organization (`subOrganizationId` null) or one of its sub-organizations.
 * An upload is its principal's; a push and a mail are the connector owner's (its secret and its
 * allowed senders are that tenant's).
 */
export interface Sender {
  organizationId: string;
  subOrganizationId: string | null;
}

/**
 * The active, complete pipelines whose input connector is `connectorId` and that belong to the
 * tenant that sent the file — the organization's own pipelines for a file of the organization,
 * the sub-organization's for a file of a sub-organization — and no other. A PUBLIC connector of
 * the organization may feed the organization's pipelines and its sub-organizations' too, so a
 * file must never start every pipeline that uses the connector: an organization's file would then
 * run in its customers' pipelines and be theirs to download (docs/authentication.md "Whose
 * pipelines a file starts").
 */
export async function pipelinesFedBy(db: Database, sender: Sender, connectorId: string) {
  return db.select().from(pipelines).where(and(
    eq(pipelines.organizationId, sender.organizationId),
    sender.subOrganizationId === null ? isNull(pipelines.subOrganizationId) : eq(pipelines.subOrganizationId, sender.subOrganizationId),
    eq(pipelines.inputConnectorId, connectorId),
    eq(pipelines.active, true),
    eq(pipelines.draft, false),
  ));
}

/** Creates one EVENT_BASE execution per stored file and pipeline, queues them, and answers them. */
export async function startEventExecutions(
  db: Database,
  clock: Clock,
  actor: Principal['actor'] | null,
  fed: Awaited<ReturnType<typeof pipelinesFedBy>>,
  files: StoredUpload[],
  dispatcher: ExecutionDispatcher | null,
) {
  const created: Array<{ row: ExecutionRow; name: string }> = [];
  for (const file of files) {
    for (const p of fed) {
      const row = await insertExecution(db, clock, { pipeline: p, triggerType: 'EVENT_BASE', actor, inputFile: file });
      created.push({ row: row!, name: p.name });
    }
  }
  await dispatcher?.dispatch(created.map((c) => c.row));
  return created.map((c) => toExecution(c.row, c.name));
}
