/**
 * Turns an {@link InputSource} into a local file the readers can open (and re-open: the JSON and
 * XML readers make two passes, the encoding check reads the whole file once, XLSX needs random
 * access to its zip directory). A stream is spooled to a private temp directory under
 * `os.tmpdir()`, counted against `maxInputBytes` while it arrives, and removed by `dispose()`.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { EngineError, type EngineLimits, type InputSource } from '../types.ts';

/** A readable local copy of the input. */
export interface LocalFile {
  path: string;
  fileName: string;
  /** Bytes. */
  size: number;
  /** Removes the spool file, if any; safe to call twice. */
  dispose(): Promise<void>;
}

function tooLarge(size: number, limits: EngineLimits): EngineError {
  return new EngineError('FILE_TOO_LARGE', `The file is larger than ${limits.maxInputBytes} bytes, the most accepted`, {
    size, limit: limits.maxInputBytes,
  });
}

/**
 * Resolves the input to a local file.
 * @throws EngineError FILE_TOO_LARGE (over `limits.maxInputBytes`), INVALID_FILE (not a regular
 *   file, unreadable, or the stream failed), ABORTED (signal fired while spooling).
 */
export async function materialize(input: InputSource, limits: EngineLimits, signal?: AbortSignal): Promise<LocalFile> {
  if ('path' in input) {
    let st;
    try {
      st = await stat(input.path);
    } catch (err) {
      throw new EngineError('INVALID_FILE', `The input file cannot be read: ${(err as Error).message}`, undefined, { cause: err });
    }
    if (!st.isFile()) throw new EngineError('INVALID_FILE', 'The input is not a regular file');
    if (st.size > limits.maxInputBytes) throw tooLarge(st.size, limits);
    return { path: input.path, fileName: input.fileName, size: st.size, dispose: async () => {} };
  }
  if (input.size !== undefined && input.size > limits.maxInputBytes) throw tooLarge(input.size, limits);
  const dir = await mkdtemp(join(tmpdir(), 'ferry-input-'));
  const path = join(dir, 'input');
  let disposed = false;
  const dispose = async (): Promise<void> => {
    if (disposed) return;
    disposed = true;
    await rm(dir, { recursive: true, force: true });
  };
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > limits.maxInputBytes) done(tooLarge(size, limits));
      else done(null, chunk);
    },
  });
  try {
    await pipeline(input.stream, counter, createWriteStream(path, { mode: 0o600 }), { signal });
  } catch (err) {
    await dispose();
    if (err instanceof EngineError) throw err;
    if (signal?.aborted) throw new EngineError('ABORTED', 'The run was cancelled while receiving the file');
    throw new EngineError('INVALID_FILE', `The input stream failed: ${(err as Error).message}`, undefined, { cause: err });
  }
  return { path, fileName: input.fileName, size, dispose };
}

/** Reads up to `length` bytes at `position` (fewer at the end of the file). */
export async function readRange(path: string, position: number, length: number): Promise<Buffer> {
  const fh = await open(path, 'r');
  try {
    const buf = Buffer.allocUnsafe(length);
    let got = 0;
    while (got < length) {
      const { bytesRead } = await fh.read(buf, got, length - got, position + got);
      if (bytesRead === 0) break;
      got += bytesRead;
    }
    return buf.subarray(0, got);
  } finally {
    await fh.close();
  }
}
