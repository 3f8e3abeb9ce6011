/**
 * The embeddable components' bundles (packages/embed, built by `npm ci` / `npm start`), public:
 *
 *   GET /dp/embed/ferry-embed.js     plain script: one <script> tag defines every ferry-* element
 *   GET /dp/embed/ferry-embed.mjs    the same as an ES module (with the German texts)
 *   GET /dp/embed/ferry-embed-de.js  the German texts of the plain script (it loads them when needed)
 *   GET /dp/embed/custom-elements.json  the Custom Elements Manifest (every element, property, event)
 *   (and their .map files)
 *
 * File names carry no version, so answers are cached briefly (5 minutes) and revalidated by ETag.
 * Files are read once and again when they change on disk (a rebuild while the server runs).
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { errors } from '../../errors.ts';
import { fileCache, sendFile } from '../static-files.ts';
import type { FerryApp } from '../ferry-app.ts';

/** Where `npm run build -w @ferry/embed` writes the bundles. */
export const EMBED_DIST = fileURLToPath(new URL('../../../../../packages/embed/dist/', import.meta.url));

const FILES: Record<string, string> = {
  'ferry-embed.js': 'text/javascript; charset=utf-8',
  'ferry-embed.js.map': 'application/json; charset=utf-8',
  'ferry-embed.mjs': 'text/javascript; charset=utf-8',
  'ferry-embed.mjs.map': 'application/json; charset=utf-8',
  'ferry-embed-de.js': 'text/javascript; charset=utf-8',
  'ferry-embed-de.js.map': 'application/json; charset=utf-8',
  'custom-elements.json': 'application/json; charset=utf-8',
};

export async function embedRoutes(app: FerryApp, options: { dist?: string } = {}) {
  const dist = options.dist ?? EMBED_DIST;
  const load = fileCache();

  app.get('/dp/embed/:file', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    const name = (request.params as { file: string }).file;
    const type = FILES[name];
    if (!type) throw errors.notFound('file', name);
    const file = await load(join(dist, name));
    if (!file) throw errors.unavailable('the component bundle is not built; run `npm run build -w @ferry/embed` (npm ci and npm start do it)');
    reply.header('cross-origin-resource-policy', 'cross-origin');
    return sendFile(request, reply, file, type, 'public, max-age=300, must-revalidate');
  });
}
