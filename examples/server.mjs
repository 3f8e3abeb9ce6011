/**
 * The backend of the example apps — the recommended pattern: the license key stays on the server,
 * which exchanges it for a short-lived access token for the person using the page (here: the
 * organization's owner, FERRY_USER) and hands the token to the page. It also serves the built app.
 *
 *   FERRY_URL=http://localhost:8080 FERRY_LICENSE_KEY=ferry_lk_… FERRY_USER=owner@ferry.local \
 *     node server.mjs react        # then open http://localhost:5173/
 *
 * Ferry must allow the app's origin: FERRY_CORS_ORIGINS=http://localhost:5173 (and the port used).
 */
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css', '.map': 'application/json', '.svg': 'image/svg+xml' };

/**
 * Starts the example's backend for `app` ('react' or 'vue'); resolves with the server once
 * listening. `port` is a port number, or a `net.Server` already listening whose socket it takes
 * over (the tests let the operating system choose the port before Ferry is told the origin).
 */
export async function startExampleServer({ app, port = 5173, host = 'localhost', ferryUrl, licenseKey, user }) {
  const dist = fileURLToPath(new URL(`./${app}/dist/`, import.meta.url));
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname === '/ferry-token') {
        // Authenticate your own user here; then ask Ferry for a token for them.
        const r = await fetch(`${ferryUrl}/dp/api/v1/access/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ license_key: licenseKey, auth: { identifier: user, type: 'USER' } }),
        });
        const body = await r.json();
        res.writeHead(r.ok ? 200 : 502, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        return res.end(JSON.stringify(r.ok ? { token: body.data.access_token, baseUrl: ferryUrl } : { error: body.message }));
      }
      const file = normalize(join(dist, url.pathname === '/' ? 'index.html' : url.pathname));
      if (!file.startsWith(dist)) return res.writeHead(404).end();
      const data = await readFile(file).catch(() => readFile(join(dist, 'index.html')));
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'text/html; charset=utf-8' });
      res.end(data);
    } catch (err) {
      res.writeHead(500).end(String(err));
    }
  });
  await new Promise((resolve) => (typeof port === 'object' ? server.listen(port, resolve) : server.listen(port, host, resolve)));
  return server;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const app = process.argv[2] ?? 'react';
  const port = Number(process.env.PORT ?? 5173);
  await startExampleServer({ app, port, ferryUrl: process.env.FERRY_URL ?? 'http://localhost:8080', licenseKey: process.env.FERRY_LICENSE_KEY, user: process.env.FERRY_USER ?? 'owner@ferry.local' });
  console.log(`example (${app}): http://localhost:${port}/`);
}
