/**
 * Serving built files (the component bundles, the web platform): read once and again when they
 * change on disk (a rebuild while the server runs), with an ETag that answers 304 to a client that
 * has the same bytes.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CachedFile {
  body: Buffer;
  etag: string;
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
    const entry = { mtimeMs: info.mtimeMs, body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
    cache.set(path, entry);
    return entry;
  };
}

/** Sends `file` with its type, ETag and `cacheControl`; 304 when the client has it already. */
export function sendFile(request: FastifyRequest, reply: FastifyReply, file: CachedFile, type: string, cacheControl: string) {
  reply.header('cache-control', cacheControl).header('etag', file.etag);
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  return reply.type(type).send(file.body);
}
