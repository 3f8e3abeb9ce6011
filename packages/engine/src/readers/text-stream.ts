/**
 * Reads a local file as decoded text in chunks (256 KiB of bytes each: measured faster than 64 KiB or 1 MiB for papaparse), counting bytes for progress
 * and honouring an AbortSignal between chunks. Shared by the CSV, JSON and XML readers.
 */
import { open } from 'node:fs/promises';
import { EngineError } from '../types.ts';
import type { TextEncoding } from '../contracts.ts';
import { createDecoder, detectEncoding, isUtf8Prefix, legacyEncoding } from './encoding.ts';
import { throwIfAborted } from './limits.ts';

/** Bytes read per chunk. */
export const CHUNK_BYTES = 256 * 1024;

/**
 * Bytes decoded into one yielded string. A chunk is decoded in pieces: a string over 128 KiB is
 * a large object to V8, which moves it to the old generation as soon as it survives one young
 * collection; a chunk's text lives while the rows parsed from it are run, so nearly every 256 KiB
 * chunk did, and piled up as garbage until the next full collection (a quarter of what a split
 * part's process promoted). 64 KiB pieces are ordinary young objects that die young.
 */
export const TEXT_PIECE_BYTES = 64 * 1024;

/** Bytes checked per piece by {@link detectFileEncoding}. */
const ENCODING_PIECE = 4 * 1024 * 1024;

/** A part of a file: bytes `start` (inclusive) to `end` (exclusive). */
export interface ByteRange {
  start: number;
  end: number;
}

/** Byte counter shared between a reader and its OpenedTable.bytesRead(). */
export interface ByteCounter {
  bytes: number;
}

/**
 * Yields the text of the file in pieces of about {@link TEXT_PIECE_BYTES} bytes (read
 * {@link CHUNK_BYTES} at a time), decoded with
 * `encoding` (BOM dropped). Adds every byte read to `counter.bytes`. With `range`, only those bytes
 * (a part that starts inside the file keeps a U+FEFF it starts with: it is text there).
 * @throws EngineError ABORTED when `signal` fires.
 */
export async function* readTextChunks(
  path: string,
  encoding: TextEncoding,
  counter: ByteCounter,
  signal?: AbortSignal,
  range?: ByteRange,
): AsyncGenerator<string> {
  const fh = await open(path, 'r');
  // The next chunk is read (on libuv's thread pool) while the caller works on this one: waiting
  // for each read left the engine's thread idle 4–8% of a run.
  let ahead: Promise<{ buf: Buffer; bytesRead: number }> | null = null;
  try {
    const decoder = createDecoder(encoding, { midFile: (range?.start ?? 0) > 0 });
    let position = range?.start ?? 0;
    const end = range?.end ?? Infinity;
    // Two buffers take turns: one is read into while the other is decoded (the decoder copies what
    // it keeps). A fresh buffer per chunk left glibc's heap holding freed chunks by the tens of
    // megabytes.
    const buffers = [Buffer.allocUnsafeSlow(CHUNK_BYTES), Buffer.allocUnsafeSlow(CHUNK_BYTES)];
    let turn = 0;
    const readAt = (at: number): Promise<{ buf: Buffer; bytesRead: number }> | null => {
      const want = Math.min(CHUNK_BYTES, end - at);
      if (want <= 0) return null;
      const buf = buffers[turn]!;
      turn ^= 1;
      return fh.read(buf, 0, want, at).then(({ bytesRead }) => ({ buf, bytesRead }));
    };
    ahead = readAt(position);
    for (;;) {
      throwIfAborted(signal);
      if (!ahead) break;
      const { buf, bytesRead } = await ahead;
      ahead = null;
      if (bytesRead === 0) break;
      position += bytesRead;
      counter.bytes += bytesRead;
      ahead = readAt(position);
      for (let at = 0; at < bytesRead; at += TEXT_PIECE_BYTES) {
        if (at > 0) throwIfAborted(signal);
        const text = decoder.write(buf.subarray(at, Math.min(bytesRead, at + TEXT_PIECE_BYTES)));
        if (text.length > 0) yield text;
      }
    }
    const tail = decoder.end();
    if (tail.length > 0) yield tail;
  } finally {
    // A read still under way must end before the file is closed.
    if (ahead) await ahead.catch(() => undefined);
    await fh.close();
  }
}

/**
 * Detects the encoding of a whole text file: {@link detectEncoding} on `head`, and when that says
 * UTF-8 without a BOM, a check of every later byte (node's SIMD `isUtf8`, a few tens of ms per
 * 100 MB). If some later chunk is not UTF-8 the file is taken as a legacy encoding detected around
 * that chunk, so a stray Latin-1 byte deep in the file is decoded as the character it is.
 */
export async function detectFileEncoding(path: string, head: Buffer, size: number, signal?: AbortSignal): Promise<TextEncoding> {
  const first = detectEncoding(head);
  if (first.name !== 'UTF-8' || first.bomLength > 0 || head.length >= size) return first;
  const fh = await open(path, 'r');
  // Two 4 MiB buffers: the next piece is read while this one is checked (waiting for each read
  // left the thread idle about 100 ms on a 100 MB file). Each keeps 4 bytes in front for the
  // incomplete character the previous piece ended with.
  const buffers = [Buffer.allocUnsafe(ENCODING_PIECE + 4), Buffer.allocUnsafe(ENCODING_PIECE + 4)];
  let which = 0;
  let next: Promise<{ bytesRead: number }> | null = fh.read(buffers[0]!, 4, ENCODING_PIECE, 0);
  try {
    let position = 0;
    let carry = Buffer.alloc(0);
    for (;;) {
      throwIfAborted(signal);
      const { bytesRead } = await next!;
      next = null;
      if (bytesRead === 0) break;
      const buf = buffers[which]!;
      position += bytesRead;
      which ^= 1;
      next = fh.read(buffers[which]!, 4, ENCODING_PIECE, position);
      const start = 4 - carry.length;
      carry.copy(buf, start);
      const end = 4 + bytesRead;
      // Leave an incomplete trailing sequence for the next piece.
      let cut = end;
      for (let k = 1; k <= 3 && end - k >= start; k++) {
        const b = buf[end - k]!;
        if ((b & 0xc0) === 0xc0) { cut = end - k; break; }
        if ((b & 0xc0) !== 0x80) break;
      }
      const piece = buf.subarray(start, cut);
      if (!isUtf8Prefix(piece)) return legacyEncoding(windowAroundInvalid(piece));
      carry = Buffer.from(buf.subarray(cut, end));
    }
    if (carry.length > 0 && !isUtf8Prefix(carry)) return legacyEncoding(windowAroundInvalid(carry));
    return first;
  } catch (err) {
    if (err instanceof EngineError) throw err;
    throw new EngineError('INVALID_FILE', `The file cannot be read: ${(err as Error).message}`, undefined, { cause: err });
  } finally {
    // A read still under way must end before the file is closed.
    if (next) await next.catch(() => undefined);
    await fh.close();
  }
}

/** 64 KiB of `bytes` starting a little before the first byte that breaks UTF-8. */
function windowAroundInvalid(bytes: Uint8Array): Uint8Array {
  let i = 0;
  const n = bytes.length;
  while (i < n) {
    const b = bytes[i];
    let len = b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (len === 0) break;
    let ok = i + len <= n;
    for (let k = 1; ok && k < len; k++) if ((bytes[i + k] & 0xc0) !== 0x80) ok = false;
    if (!ok) break;
    i += len;
  }
  const start = Math.max(0, i - 1024);
  return bytes.subarray(start, start + 64 * 1024);
}
