/**
 * Serving built files (the component bundles, the web platform): read once and again when they
 * change on disk (a rebuild while the server runs), with an ETag that answers 304 to a client that
 * has the same bytes, and compressed once per encoding at the highest setting (Brotli quality 11,
 * gzip level 9) rather than on every request: the plain-script bundle every embedding page loads
 * took about 4 ms of CPU a request to compress and is a sixth smaller compressed this way.
 */
import { Negotiator } from '@fastify/accept-negotiator';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CachedFile {
  body: Buffer;
  etag: string;
  /** The body compressed, per content coding, made on first demand (off the event loop). */
  encoded: Map<StaticEncoding, Promise<Buffer>>;
}

/** Content codings a built file is sent in besides identity (RFC 9110 §8.4.1), in order of preference. */
export type StaticEncoding = 'br' | 'gzip';

/** Files below this size are sent as they are (compression would save too little). */
const COMPRESS_MIN_BYTES = 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const negotiator = new Negotiator<StaticEncoding | 'identity'>({ supportedValues: ['br', 'gzip', 'identity'] });

/** Text types gain from compression; images, fonts and archives are compressed already. */
function compressible(type: string): boolean {
  const essence = type.split(';')[0]!.trim().toLowerCase();
  return essence.startsWith('text/') || /^application\/(json|javascript|xml|manifest\+json|wasm)$/.test(essence) || /\+(json|xml)$/.test(essence) || essence === 'image/svg+xml';
}

function compress(body: Buffer, encoding: StaticEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body, { level: constants.Z_BEST_COMPRESSION });
}

/** A reader of files that keeps each one in memory until its modification time changes. */
export function fileCache(): (path: string) => Promise<CachedFile | null> {
  const cache = new Map<string, CachedFile & { mtimeMs: number }>();
  return async (path) => {
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    const hit = cache.get(path);
    if (hit && hit.mtimeMs === info.mtimeMs) return hit;
    const body = await readFile(path);
    const entry = { mtimeMs: info.mtimeMs, body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`, encoded: new Map() };
    cache.set(path, entry);
    return entry;
  };
}

/**
 * Sends `file` with its type, ETag and `cacheControl`; 304 when the client has it already. The body
 * goes Brotli- or gzip-compressed when the request's Accept-Encoding allows it (the first request
 * for an encoding compresses the file; later ones reuse it), as it is otherwise. The ETag names the
 * file's bytes whatever the coding (a weak comparison, as for any content coding of one
 * representation), and `Vary: accept-encoding` keeps caches from mixing them up.
 */
export async function sendFile(request: FastifyRequest, reply: FastifyReply, file: CachedFile, type: string, cacheControl: string) {
  reply.header('cache-control', cacheControl).header('etag', file.etag).header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted && file.body.length >= COMPRESS_MIN_BYTES && compressible(type) ? negotiator.negotiate(accepted) : null;
  if (encoding === 'br' || encoding === 'gzip') {
    let encoded = file.encoded.get(encoding);
    if (!encoded) {
      encoded = compress(file.body, encoding);
      file.encoded.set(encoding, encoded);
      // A failure is not kept: the next request tries again.
      encoded.catch(() => file.encoded.delete(encoding));
    }
    const body = await encoded.catch(() => null);
    // Already compressed: @fastify/compress leaves an answer with a Content-Encoding alone.
    if (body) return reply.type(type).header('content-encoding', encoding).send(body);
  }
  return reply.type(type).send(file.body);
}
