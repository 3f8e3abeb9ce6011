/**
 * The shared half of every file connector (OBJSTORE, FTP, SFTP, BLOB, CLOUDSTORE; docs/connectors.md):
 * - INPUT lists `directory_path` (not recursive), keeps supported files (CSV, TSV, TXT, XLS, XLSX,
 *   XML, JSON by extension; the engine confirms the format from the bytes) whose names pass the
 *   `inclusion_tag`/`exclusion_tag` rules, streams one file at a time within `ctx.maxBytes`, and
 *   applies `after_process_option` (DELETE, RENAME with placeholders, UNCHANGED) when told to;
 * - OUTPUT writes `<file_name>.<extension>` into `directory_path` so that no reader sees part of
 *   it (temporary name then rename, or one committed upload) and a retry of the same execution
 *   writes the same name again (placeholders take the execution's id and creation time);
 * - OUTPUT `undo` deletes the delivered file when it still holds the delivered bytes (size and
 *   SHA-256, read back), says so when it is gone, and refuses when it changed since;
 * - both answer a connection test that signs in and looks at the directory, changing nothing.
 * The protocol half is a {@link FileBackend}. Every error is a ConnectorError whose message names
 * the location and the cause, never a secret.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Transform, type Readable } from 'node:stream';
import { UndoRefusal, type AfterProcessResult, type ConnectionTest, type ConnectorContext, type ConnectorType, type DeliveryReceipt, type IncomingFile, type InputConnector, type OutgoingFile, type OutputConnector, type SourceFile } from '../contract.ts';
import { classifyConnectorError, connectionTestResultOf, ConnectorError, type ConnectorSide } from '../errors.ts';
import { contentTypeForName } from '../media-types.ts';
import { expandPlaceholders, isSupportedInput, joinPath, matchesTags, temporaryName } from './naming.ts';
import type { FileBackend, FileSettings, FileStore } from './store.ts';

/** Matching files a connection test counts at most. */
export const TEST_COUNT_LIMIT = 10_000;

function abortError(ctx: ConnectorContext): Error | null {
  if (!ctx.signal?.aborted) return null;
  return Object.assign(new Error('the operation was aborted'), { name: 'AbortError' });
}

/**
 * Streams `body` on, failing with FILE_TOO_LARGE past `maxBytes` and with SOURCE_EMPTY when nothing
 * came; an error of the source reaches the reader as a ConnectorError (`classify`).
 */
function limited(body: Readable, maxBytes: number, what: string, classify: (err: unknown) => ConnectorError): Transform {
  let seen = 0;
  const out = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      seen += chunk.length;
      if (seen > maxBytes) return cb(new ConnectorError('FILE_TOO_LARGE', `${what} is larger than the limit of ${maxBytes} bytes`, { retryable: false }));
      cb(null, chunk);
    },
    flush(cb) {
      if (seen === 0) return cb(new ConnectorError('SOURCE_EMPTY', `${what} is empty`, { retryable: false }));
      cb();
    },
  });
  body.on('error', (err) => out.destroy(classify(err)));
  return body.pipe(out);
}

/**
 * SHA-256 (hex) and size of a stream's bytes, once it ended (an error while the stream closes
 * after its end, as SFTP's handle close when the session ends, changes nothing).
 */
function digest(body: Readable): Promise<{ sha256: string; size: number }> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    let size = 0;
    let ended = false;
    body.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      size += chunk.length;
    });
    body.once('end', () => {
      ended = true;
      resolve({ sha256: hash.digest('hex'), size });
    });
    body.on('error', (err) => {
      if (!ended) reject(err);
    });
  });
}

function describeDirectory(settings: FileSettings): string {
  return settings.directory ? `directory "${settings.directory}"` : 'the top directory';
}

/**
 * Creates a file connector from a backend and the decrypted configuration.
 * @throws ConnectorError CONFIGURATION_INVALID (from `backend.parse`).
 */
export function createFileConnector<S>(backend: FileBackend<S>, type: ConnectorType, configuration: unknown): InputConnector | OutputConnector {
  const settings = backend.parse(configuration);
  const files = backend.files(settings);
  const location = backend.location(settings);
  const side: ConnectorSide = type === 'INPUT' ? 'SOURCE' : 'DESTINATION';
  const classify = (err: unknown): ConnectorError => backend.classify(err, side, location, settings);

  async function open(ctx: ConnectorContext): Promise<FileStore> {
    const aborted = abortError(ctx);
    if (aborted) throw classifyConnectorError(aborted, side);
    try {
      return await backend.open(settings, ctx, side);
    } catch (err) {
      throw classify(err);
    }
  }

  async function withStore<T>(ctx: ConnectorContext, fn: (store: FileStore) => Promise<T>): Promise<T> {
    const store = await open(ctx);
    try {
      return await fn(store);
    } catch (err) {
      if (err instanceof UndoRefusal) throw err;
      throw classify(err);
    } finally {
      await store.close();
    }
  }

  /** Lists the files to process in an open store. */
  async function* listIn(store: FileStore, ctx: ConnectorContext): AsyncIterable<SourceFile> {
    if (files.directory && !(await store.directoryExists(files.directory))) {
      throw new ConnectorError(side === 'SOURCE' ? 'SOURCE_UNRESPONSIVE' : 'DESTINATION_UNRESPONSIVE', `${describeDirectory(files)} does not exist at ${location}`, { retryable: false, reason: 'DIRECTORY_MISSING' });
    }
    for await (const entry of store.list(files.directory)) {
      const aborted = abortError(ctx);
      if (aborted) throw aborted;
      if (!isSupportedInput(entry.name) || !matchesTags(entry.name, files.inclusion, files.exclusion)) continue;
      yield { path: entry.path, name: entry.name, size: entry.size, version: entry.version };
    }
  }

  async function* listFiles(ctx: ConnectorContext): AsyncIterable<SourceFile> {
    const store = await open(ctx);
    try {
      yield* listIn(store, ctx);
    } catch (err) {
      throw classify(err);
    } finally {
      await store.close();
    }
  }

  async function readFile(file: SourceFile, ctx: ConnectorContext): Promise<IncomingFile> {
    const what = `${file.path} at ${location}`;
    if (file.size > ctx.maxBytes) throw new ConnectorError('FILE_TOO_LARGE', `${what} has ${file.size} bytes, more than the limit of ${ctx.maxBytes}`, { retryable: false });
    if (file.size === 0) throw new ConnectorError('SOURCE_EMPTY', `${what} is empty`, { retryable: false });
    const store = await open(ctx);
    let raw: Readable;
    try {
      raw = await store.read(file.path);
    } catch (err) {
      await store.close();
      throw classify(err);
    }
    const body = limited(raw, ctx.maxBytes, what, classify);
    let closed = false;
    const finish = () => {
      if (closed) return;
      closed = true;
      ctx.signal?.removeEventListener('abort', onAbort);
      raw.destroy();
      void store.close();
    };
    const onAbort = () => body.destroy(Object.assign(new Error('the operation was aborted'), { name: 'AbortError' }));
    ctx.signal?.addEventListener('abort', onAbort, { once: true });
    body.on('close', finish);
    body.on('end', finish);
    const contentType = contentTypeForName(file.name);
    return { fileName: file.name, size: file.size, ...(contentType ? { contentType } : {}), body };
  }

  if (type === 'INPUT') {
    const input: InputConnector = {
      nodeType: backend.nodeType,
      type: 'INPUT',
      listFiles,
      readFile,
      async fetch(ctx) {
        let first: SourceFile | undefined;
        for await (const f of listFiles(ctx)) {
          first = f;
          break;
        }
        if (!first) throw new ConnectorError('SOURCE_EMPTY', `no file to process in ${describeDirectory(files)} at ${location}`, { retryable: false });
        return readFile(first, ctx);
      },
      async *fetchMany(ctx) {
        for await (const f of listFiles(ctx)) yield await readFile(f, ctx);
      },
      async afterProcess(file, ctx): Promise<AfterProcessResult> {
        if (files.afterProcess === 'UNCHANGED') return { option: 'UNCHANGED' };
        return withStore(ctx, async (store) => {
          if (files.afterProcess === 'DELETE') {
            await store.delete(file.path);
            return { option: 'DELETE' };
          }
          const name = expandPlaceholders(files.newName!, { executionId: ctx.executionId, at: ctx.executionCreatedAt ?? new Date(), original: file.name });
          const slash = file.path.lastIndexOf('/');
          const to = slash >= 0 ? `${file.path.slice(0, slash + 1)}${name}` : name;
          if (to !== file.path) await store.rename(file.path, to);
          return { option: 'RENAME', renamedTo: to };
        });
      },
      async test(ctx) {
        return testConnection(ctx, async (store) => {
          let count = 0;
          for await (const _ of listIn(store, ctx)) if (++count >= TEST_COUNT_LIMIT) break;
          const counted = count >= TEST_COUNT_LIMIT ? `at least ${TEST_COUNT_LIMIT} files` : count === 1 ? '1 file' : `${count} files`;
          return { matchingFiles: count, message: `Ferry signed in to ${location} and found ${counted} to process in ${describeDirectory(files)}.` };
        });
      },
    };
    return Object.freeze(input);
  }

  async function testConnection(ctx: ConnectorContext, look: (store: FileStore) => Promise<{ matchingFiles?: number; message: string }>): Promise<ConnectionTest> {
    try {
      const got = await withStore(ctx, look);
      return { ok: true, result: 'OK', ...got };
    } catch (err) {
      const e = classify(err);
      return { ok: false, result: connectionTestResultOf(e), message: e.message };
    }
  }

  const output: OutputConnector = {
    nodeType: backend.nodeType,
    type: 'OUTPUT',
    async deliver(file: OutgoingFile, ctx: ConnectorContext) {
      const name = `${expandPlaceholders(files.fileName!, { executionId: ctx.executionId, at: ctx.executionCreatedAt ?? new Date() })}.${files.extension}`;
      const path = joinPath(files.directory, name);
      const temporary = joinPath(files.directory, temporaryName(name, ctx.idempotencyKey));
      await withStore(ctx, async (store) => {
        if (files.directory && !(await store.directoryExists(files.directory))) {
          throw new ConnectorError('DESTINATION_UNRESPONSIVE', `${describeDirectory(files)} does not exist at ${location}`, { retryable: false, reason: 'DIRECTORY_MISSING' });
        }
        await store.write(path, temporary, file);
      });
      ctx.log.info({ location, path }, 'output written');
      // What undo checks before it deletes the file: still these bytes (a later writer's file is left alone).
      const { sha256, size } = await digest(file.open ? file.open() : createReadStream(file.path));
      return { deliveredTo: `${location}/${path}`, receipt: { location, path, size, sha256 } };
    },
    async undo(receipt: DeliveryReceipt, ctx: ConnectorContext) {
      if (receipt.location !== location) throw new UndoRefusal('MOVED', `the file went to ${String(receipt.location)}, but the connector now points at ${location}; point it back to undo`);
      const path = String(receipt.path);
      const slash = path.lastIndexOf('/');
      const name = path.slice(slash + 1);
      // One session per step: some servers (FTP) run one task at a time, and a read ends after its stream.
      const listed = await withStore(ctx, async (store) => {
        if (slash >= 0 && !(await store.directoryExists(path.slice(0, slash)))) return null;
        for await (const entry of store.list(slash >= 0 ? path.slice(0, slash) : '')) if (entry.name === name) return entry;
        return null;
      });
      if (!listed) return { message: `${path} is no longer at ${location}: nothing to delete.`, details: { file_deleted: false } };
      const now = listed.size === receipt.size ? await withStore(ctx, async (store) => digest(await store.read(path))) : { size: listed.size, sha256: '' };
      if (now.size !== receipt.size || now.sha256 !== receipt.sha256) {
        throw new UndoRefusal('CHANGED_SINCE', `${path} at ${location} changed since it was delivered (${now.size} bytes now, ${String(receipt.size)} delivered${now.size === receipt.size ? ', another checksum' : ''}): it is left alone`);
      }
      await withStore(ctx, (store) => store.delete(path));
      ctx.log.info({ location, path }, 'delivered file deleted (undo)');
      return { message: `Deleted ${path} from ${location}.`, details: { file_deleted: true } };
    },
    async test(ctx) {
      return testConnection(ctx, async (store) => {
        if (files.directory && !(await store.directoryExists(files.directory))) {
          throw new ConnectorError('DESTINATION_UNRESPONSIVE', `${describeDirectory(files)} does not exist at ${location}`, { retryable: false, reason: 'DIRECTORY_MISSING' });
        }
        return { message: `Ferry signed in to ${location} and found ${describeDirectory(files)}. Nothing was written: the first delivery tells whether writing is allowed.` };
      });
    },
  };
  return Object.freeze(output);
}
