/**
 * The web user platform (apps/platform, built by `npm ci` / `npm start`) at `/`: its page for every
 * platform address (deep links: /pipelines/<id>, /executions/<id>, …) and its hashed assets under
 * /assets/ (cached for a year). The page is sent with a strict Content-Security-Policy and
 * `Cache-Control: no-store` (kept by no cache, the back/forward cache included). Public: the page
 * signs in with POST /dp/api/v1/access/login. Without a build, `/` points to the API reference.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lookup } from 'mime-types';
import { errors } from '../../errors.ts';
import { fileCache, sendFile } from '../static-files.ts';
import type { FerryApp } from '../ferry-app.ts';

/** Where `npm run build -w @ferry/platform` writes the platform. */
export const PLATFORM_DIST = fileURLToPath(new URL('../../../../platform/dist/', import.meta.url));

/**
 * The Content-Security-Policy of the platform's pages (CSP Level 3): scripts, styles, fonts and
 * API calls from Ferry's own origin only — no inline script, no eval, no other origin; images
 * also from `data:` and `blob:` URLs; no plugins, no `<base>`, forms posting only to Ferry, and no
 * framing. Inline style *attributes* are allowed (`style-src-attr`): the components set row
 * positions and bar widths with them, and a style attribute cannot run script; inline `<style>`
 * elements are not (the page's own styles are a file, the components' are constructed
 * stylesheets, which CSP does not govern).
 */
export const PLATFORM_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "connect-src 'self'",
  "style-src 'self'",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** First path segments of the platform's pages. */
const PAGES = ['pipelines', 'executions', 'connectors', 'tdms', 'upload', 'users', 'sub-organizations', 'invitation', 'settings', 'templates'];

export async function platformRoutes(app: FerryApp, options: { dist?: string; apiPrefix: string }) {
  const dist = options.dist ?? PLATFORM_DIST;
  const load = fileCache();

  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const index = await load(join(dist, 'index.html'));
    if (!index) {
      return reply.header('content-security-policy', PLATFORM_CSP).type('text/html; charset=utf-8').send(
        `<!doctype html><title>Ferry</title><h1>Ferry</h1><p>The web platform is not built (npm ci and npm start build it). The REST API is at <a href="${options.apiPrefix}/docs">${options.apiPrefix}/docs</a> (OpenAPI: <a href="${options.apiPrefix}/openapi.json">${options.apiPrefix}/openapi.json</a>).</p>`,
      );
    }
    // no-store: a page is never kept by the browser, so neither its back/forward cache nor its
    // HTTP cache brings a signed-in page back after sign-out (Back reloads it, and it reads the
    // tab's token afresh).
    reply.header('content-security-policy', PLATFORM_CSP);
    return sendFile(request, reply, index, 'text/html; charset=utf-8', 'no-store');
  };

  const config = { config: { public: true }, schema: { hide: true } };
  app.get('/', config, (request, reply) => page(request, reply));
  for (const first of PAGES) {
    app.get(`/${first}`, config, (request, reply) => page(request, reply));
    app.get(`/${first}/*`, config, (request, reply) => page(request, reply));
  }
  // Any other address a browser asks for gets the platform, which says "Page not found"; the API's
  // own paths keep their JSON 404 (ROUTE_NOT_FOUND).
  app.get('/*', config, (request, reply) => {
    const accepts = String(request.headers.accept ?? '');
    if (request.url.startsWith('/dp/') || !accepts.includes('text/html')) return reply.callNotFound();
    return page(request, reply);
  });
  app.get('/assets/:file', config, async (request, reply) => {
    const name = (request.params as { file: string }).file;
    if (!/^[\w.-]+$/.test(name)) throw errors.notFound('file', name);
    const file = await load(join(dist, 'assets', name));
    if (!file) throw errors.notFound('file', name);
    return sendFile(request, reply, file, lookup(extname(name)) || 'application/octet-stream', 'public, max-age=31536000, immutable');
  });
}
