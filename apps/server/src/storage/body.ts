/**
 * Put bodies as streams, and the size + SHA-256 both drivers report while the bytes pass through
 * (one pass, bounded memory: the hash sees each chunk once and keeps none).
 */
import { createHash } from 'node:crypto';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { StorageError } from './errors.ts';
import type { ArtifactBody, GetOptions, PutResult } from './types.ts';

/**
 * A Readable over any accepted body: streams as they are, bytes and UTF-8 text as one chunk.
 * @throws StorageError `INVALID_ARGUMENT` for anything else
 */
export function toReadable(body: ArtifactBody): Readable {
  if (body instanceof Readable) return body;
  if (typeof body === 'string') return Readable.from([Buffer.from(body, 'utf8')], { objectMode: false });
  if (body instanceof Uint8Array) return Readable.from(body.byteLength ? [Buffer.from(body.buffer, body.byteOffset, body.byteLength)] : [], { objectMode: false });
  throw new StorageError('INVALID_ARGUMENT', `an artifact body must be a Readable, Buffer or string, not ${body === null ? 'null' : typeof body}`);
}

/** A pass-through that counts bytes and hashes them; read `result()` once the stream has ended. */
export class DigestStream extends Transform {
  #hash = createHash('sha256');
  #size = 0;

  override _transform(chunk: Buffer | string, encoding: BufferEncoding, callback: TransformCallback): void {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk;
    this.#hash.update(bytes);
    this.#size += bytes.length;
    callback(null, bytes);
  }

  /** Size and SHA-256 (hex) of everything that went through. Call once, after the end. */
  result(): PutResult {
    return { size: this.#size, sha256: this.#hash.digest('hex') };
  }
}

/**
 * Checks a byte range (types.ts GetOptions) and answers it with defaults made explicit, or null
 * for "the whole object".
 * @throws StorageError `INVALID_ARGUMENT` for negative, fractional or reversed bounds
 */
export function checkRange(options: GetOptions | undefined): { start: number; end: number | undefined } | null {
  const start = options?.start;
  const end = options?.end;
  if (start === undefined && end === undefined) return null;
  for (const [name, value] of [['start', start], ['end', end]] as const) {
    if (value !== undefined && !(Number.isSafeInteger(value) && value >= 0)) {
      throw new StorageError('INVALID_ARGUMENT', `range ${name} must be a whole number ≥ 0, got ${String(value)}`);
    }
  }
  if (start !== undefined && end !== undefined && end < start) {
    throw new StorageError('INVALID_ARGUMENT', `range end ${end} is before start ${start}`);
  }
  return { start: start ?? 0, end };
}

/**
 * Cuts `[start, end]` (inclusive, absolute offsets) out of a body whose first byte is at absolute
 * offset `offset`. HTTP lets a server ignore or widen a Range request (RFC 9110 §14.2), and some
 * S3-compatible servers do, so a driver trims what it got rather than trust it.
 */
export function sliceBody(body: Readable, offset: number, start: number, end: number | undefined): Readable {
  const last = end ?? Infinity;
  async function* slice(): AsyncGenerator<Buffer> {
    let position = offset;
    for await (const chunk of body as AsyncIterable<Buffer>) {
      const from = Math.max(0, start - position);
      const to = Math.min(chunk.length, last + 1 - position);
      position += chunk.length;
      if (to > from) yield chunk.subarray(from, to);
      // Leaving the loop destroys the body: the rest is not wanted, free the connection.
      if (position > last) break;
    }
  }
  return Readable.from(slice(), { objectMode: false });
}
