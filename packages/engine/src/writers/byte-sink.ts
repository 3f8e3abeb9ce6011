/**
 * A byte sink for the text writers (CSV, TSV, JSON, XML): collects text into chunks of about
 * 64 KiB, encodes each chunk once as UTF-8 (so the byte count costs nothing extra), writes it to
 * the destination and lets callers wait for `'drain'` when the destination's buffer is full.
 */
import { createWriteStream, WriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { OutputTarget } from '../types.ts';
import { BufferPool } from './buffer-pool.ts';

/** Text is flushed to the stream once the pending chunk holds at least this many UTF-16 units. */
const CHUNK_CHARS = 64 * 1024;

/**
 * Buffer of an output file's stream before `drain()` waits. Node's default (64 KiB) is about one
 * flushed chunk, so the engine's thread waited for nearly every write to reach the file; with
 * 1 MiB, writes go on on libuv's thread pool while the next rows are made.
 */
const FILE_HIGH_WATER_MARK = 1024 * 1024;

/**
 * Opens the destination of an output: `target.stream` as given, or a new file at `target.path`
 * (created or truncated). Throws a plain Error when neither or both are set (a caller bug).
 */
export function openDestination(target: OutputTarget): Writable {
  if (target.stream && target.path) throw new Error('output: give exactly one of `path` or `stream`');
  if (target.stream) return target.stream;
  if (target.path) return createWriteStream(target.path, { highWaterMark: FILE_HIGH_WATER_MARK });
  throw new Error('output: give exactly one of `path` or `stream`');
}

/**
 * Buffered, byte-counting writer over a Writable. `write` never blocks; call `drain()` after a
 * batch to honour backpressure, and `end()` once to finish the destination.
 */
export class ByteSink {
  #stream: Writable;
  #pending = '';
  #bytes = 0;
  #needDrain = false;
  #error: Error | null = null;
  /**
   * Buffers the chunks are encoded into, for a file stream: it is done with a chunk once the
   * chunk's write callback has run (it is on disk then), so the buffer can be used again. Other
   * streams may hold on to a chunk after that (a PassThrough keeps it for its reader) and get a
   * new buffer for each.
   */
  readonly #pool: BufferPool | null;

  constructor(stream: Writable) {
    this.#stream = stream;
    // Up to a full write buffer (FILE_HIGH_WATER_MARK) of chunks in flight, and one more.
    // Buffers made for a chunk far above the usual size (a huge cell) are not kept.
    this.#pool = stream instanceof WriteStream ? new BufferPool(FILE_HIGH_WATER_MARK / CHUNK_CHARS + 1, 4 * 3 * CHUNK_CHARS) : null;
    // Keep the first stream error so the next drain()/end() rejects instead of an unhandled 'error'.
    stream.on('error', (error: Error) => {
      this.#error ??= error;
    });
  }

  /** Bytes handed to the destination so far (UTF-8). */
  get bytes(): number {
    return this.#bytes;
  }

  /** Appends text; flushes a chunk when enough has collected. */
  write(text: string): void {
    this.#pending += text;
    if (this.#pending.length >= CHUNK_CHARS) this.#flush();
  }

  /**
   * Appends bytes that are already UTF-8 (after what is pending). The destination holds on to
   * `bytes` until it has written them; `released`, when given, is called once it no longer does
   * (also when the write fails), so that the caller may reuse the memory.
   */
  writeBytes(bytes: Uint8Array, released?: () => void): void {
    this.#flush();
    if (bytes.length === 0) {
      released?.();
      return;
    }
    this.#bytes += bytes.length;
    const more = released ? this.#stream.write(bytes, () => released()) : this.#stream.write(bytes);
    if (!more) this.#needDrain = true;
  }

  #flush(): void {
    const pending = this.#pending;
    if (pending.length === 0) return;
    this.#pending = '';
    const pool = this.#pool;
    let more: boolean;
    if (pool) {
      // At most 3 UTF-8 bytes a UTF-16 unit.
      const buffer = pool.take(3 * Math.max(pending.length, CHUNK_CHARS));
      const chunk = buffer.subarray(0, buffer.write(pending, 0, 'utf8'));
      this.#bytes += chunk.length;
      more = this.#stream.write(chunk, () => pool.give(buffer));
    } else {
      const chunk = Buffer.from(pending, 'utf8');
      this.#bytes += chunk.length;
      more = this.#stream.write(chunk);
    }
    if (!more) this.#needDrain = true;
  }

  /** Flushes what is pending and waits for the destination to drain if it asked to. */
  async drain(): Promise<void> {
    this.#flush();
    if (this.#error) throw this.#error;
    if (!this.#needDrain) return;
    this.#needDrain = false;
    if (!this.#stream.writableNeedDrain) return;
    await new Promise<void>((resolve, reject) => {
      const onDrain = (): void => { cleanup(); resolve(); };
      const onError = (error: Error): void => { cleanup(); reject(error); };
      const onClose = (): void => { cleanup(); reject(this.#error ?? new Error('output stream closed before drain')); };
      const cleanup = (): void => {
        this.#stream.off('drain', onDrain);
        this.#stream.off('error', onError);
        this.#stream.off('close', onClose);
      };
      this.#stream.on('drain', onDrain);
      this.#stream.on('error', onError);
      this.#stream.on('close', onClose);
    });
  }

  /** Flushes, ends the destination and waits until it has finished (file closed). Returns bytes. */
  async end(): Promise<number> {
    this.#flush();
    if (this.#error) throw this.#error;
    this.#stream.end();
    await finished(this.#stream);
    if (this.#error) throw this.#error;
    return this.#bytes;
  }
}
