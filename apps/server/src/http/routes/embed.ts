/**
 * The embeddable components' bundles (packages/embed, built by `npm ci` / `npm start`), public:
 *
 *   GET /dp/embed/ferry-embed.js     plain script: one <script> tag defines every ferry-* element
 *   GET /dp/embed/ferry-embed.mjs    the same as an ES module
 *   GET /dp/embed/custom-elements.json  the Custom Elements Manifest (every element, property, event)
 *   (and their .map files)
 *
 * File names carry no version, so answers are cached briefly (5 minutes) and revalidated by ETag.
 * Files are read once and again when they change on disk (a rebuild while the server runs).
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { errors } from '../../errors.ts';
import type { FerryApp } from '../../app.ts';

/** Where `npm run build -w @ferry/embed` writes the bundles. */
export const EMBED_DIST = fileURLToPath(new URL('../../../../../packages/embed/dist/', import.meta.url));

const FILES: Record<string, string> = {
  'ferry-embed.js': 'text/javascript; charset=utf-8',
  'ferry-embed.js.map': 'application/json; charset=utf-8',
  'ferry-embed.mjs': 'text/javascript; charset=utf-8',
  'ferry-embed.mjs.map': 'application/json; charset=utf-8',
  'custom-elements.json': 'application/json; charset=utf-8',
};

interface Cached { mtimeMs: number; body: Buffer; etag: string }

export async function embedRoutes(app: FerryApp, options: { dist?: string } = {}) {
  const dist = options.dist ?? EMBED_DIST;
  const cache = new Map<string, Cached>();

  async function load(name: string): Promise<Cached | null> {
    const path = join(dist, name);
    const info = await stat(path).catch(() => null);
    if (!info) return null;
    const hit = cache.get(name);
    if (hit && hit.mtimeMs === info.mtimeMs) return hit;
    const body = await readFile(path);
    const entry = { mtimeMs: info.mtimeMs, body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
    cache.set(name, entry);
    return entry;
  }

  app.get('/dp/embed/:file', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    const name = (request.params as { file: string }).file;
    const type = FILES[name];
    if (!type) throw errors.notFound('file', name);
    const file = await load(name);
    if (!file) throw errors.unavailable('the component bundle is not built; run `npm run build -w @ferry/embed` (npm ci and npm start do it)');
    reply.header('cache-control', 'public, max-age=300, must-revalidate').header('etag', file.etag).header('cross-origin-resource-policy', 'cross-origin');
    if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
    return reply.type(type).send(file.body);
  });
}
