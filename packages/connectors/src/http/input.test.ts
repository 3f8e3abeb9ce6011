/**
 * HTTP PROACTIVE input against real HTTP servers on 127.0.0.1 (SPEC.md §Connector HTTP;
 * docs/http-connector.md): headers, the 401 → refresh → retry flow, error mapping with snippets,
 * timeouts, the size cap, empty answers, redirects re-checked by the guard, and secrets.
 */
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { after, before, beforeEach, describe, it } from 'node:test';
import { canFetch, type ConnectorContext, type IncomingFile } from '../contract.ts';
import { ConnectorError, isConnectorError } from '../errors.ts';
import { createNetworkGuard, type NetworkGuard } from '../network/guard.ts';
import { createConnector } from '../registry.ts';
import { memoryLogger, startHttpPeer, testContext, type HttpPeer } from '../testing/http-peer.ts';
import type { HttpConnectorOptions } from './options.ts';

const OLD = 'old-token-2f9c1e77aa';
const NEW = 'new-token-81b0d3c4ff';
const REFRESH_KEY = 'refresh-canary-6d2e0b';
const API_KEY = 'api-canary-0c7d9a';

let peer: HttpPeer;
let other: HttpPeer;
let guard: NetworkGuard;
let strict: NetworkGuard;

before(async () => {
  peer = await startHttpPeer();
  other = await startHttpPeer();
  guard = createNetworkGuard({ allowList: ['127.0.0.1'], connectTimeoutMs: 2000 });
  strict = createNetworkGuard({ connectTimeoutMs: 2000 });
});
after(async () => {
  await Promise.all([peer.close(), other.close(), guard.close(), strict.close()]);
});
beforeEach(() => {
  peer.requests.length = 0;
  other.requests.length = 0;
});

function input(configuration: Record<string, unknown>, options?: HttpConnectorOptions) {
  const c = createConnector({ nodeType: 'HTTP', type: 'INPUT', configuration: { type: 'PROACTIVE', ...configuration }, options: { http: options } });
  assert.ok(canFetch(c));
  return c;
}

async function read(file: IncomingFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of file.body) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** Fetches and reads; returns the bytes and file or the ConnectorError (at fetch or while reading). */
async function attempt(configuration: Record<string, unknown>, ctx: Partial<ConnectorContext> = {}, options?: HttpConnectorOptions) {
  try {
    const file = await input(configuration, options).fetch(testContext(guard, ctx));
    return { file, content: await read(file) };
  } catch (err) {
    assert.ok(isConnectorError(err), `expected a ConnectorError, got ${(err as Error)?.stack ?? String(err)}`);
    return err;
  }
}

async function failure(configuration: Record<string, unknown>, ctx: Partial<ConnectorContext> = {}, options?: HttpConnectorOptions): Promise<ConnectorError> {
  const got = await attempt(configuration, ctx, options);
  assert.ok(got instanceof ConnectorError, 'expected the fetch to fail');
  for (const secret of [OLD, NEW, REFRESH_KEY, API_KEY]) {
    assert.ok(!`${got.message} ${got.snippet ?? ''}`.includes(secret), `error names a secret: ${got.message}`);
  }
  return got;
}

describe('PROACTIVE fetch', () => {
  it('requests url with method and headers; the body is the file, named by Content-Disposition', async () => {
    peer.handle((req, res) => {
      if (req.headers['x-api-key'] !== API_KEY || req.headers.authorization !== `Bearer ${OLD}`) return void res.writeHead(403).end();
      res.writeHead(200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-length': '14',
        'content-disposition': `attachment; filename="orders 2024.csv"; filename*=UTF-8''Bestellungen%20M%C3%A4rz.csv`,
      });
      res.end('id;name\n1;Ada\n');
    });
    const log = memoryLogger();
    const got = await attempt({ url: `${peer.origin}/export?day=1`, method: 'POST', headers: { 'X-Api-Key': API_KEY, Authorization: `Bearer ${OLD}` } }, { log });
    assert.ok(!(got instanceof Error));
    assert.equal(got.content.toString(), 'id;name\n1;Ada\n');
    assert.equal(got.file.fileName, 'Bestellungen März.csv');
    assert.equal(got.file.contentType, 'text/csv; charset=utf-8');
    assert.equal(got.file.size, 14);
    assert.equal(peer.requests.length, 1);
    assert.equal(peer.requests[0]!.method, 'POST');
    assert.equal(peer.requests[0]!.url, '/export?day=1');
    assert.equal(peer.requests[0]!.headers['user-agent'], 'Ferry');
    assert.ok(!log.lines.join('\n').includes(API_KEY));
  });

  it('names the file after the URL path, with an extension from Content-Type, else "download"', async () => {
    peer.handle((req, res) => void res.writeHead(200, { 'content-type': req.url.startsWith('/api') ? 'application/json' : 'application/octet-stream' }).end('[{"a":1}]'));
    const a = await attempt({ url: `${peer.origin}/api/v2/customers` });
    assert.ok(!(a instanceof Error));
    assert.equal(a.file.fileName, 'customers.json');
    const b = await attempt({ url: `${peer.origin}/` });
    assert.ok(!(b instanceof Error));
    assert.equal(b.file.fileName, 'download');
  });

  it('decodes a gzip answer and caps the decoded bytes (a gzip bomb stops at maxBytes)', async () => {
    const csv = 'a,b\n'.repeat(1000);
    const bomb = gzipSync(Buffer.alloc(8 * 1024 * 1024));
    peer.handle((req, res) => void res.writeHead(200, { 'content-type': 'text/csv', 'content-encoding': 'gzip' }).end(req.url === '/bomb' ? bomb : gzipSync(csv)));
    const ok = await attempt({ url: `${peer.origin}/small.csv` });
    assert.ok(!(ok instanceof Error));
    assert.equal(ok.content.toString(), csv);
    assert.equal(ok.file.size, undefined);
    const err = await failure({ url: `${peer.origin}/bomb` }, { maxBytes: 1024 * 1024 });
    assert.equal(err.type, 'FILE_TOO_LARGE');
    assert.ok(bomb.length < 1024 * 1024, 'the compressed bomb itself is under the cap');
  });
});

describe('401 → token refresh → one retry', () => {
  const auth = (extra: Record<string, unknown> = {}) => ({ refresh_url: `${other.origin}/oauth/token`, method: 'PUT', headers: { 'X-Refresh-Key': REFRESH_KEY }, ...extra });

  it('calls refresh_url with its method and headers and retries with the new token in every header that held the old one', async () => {
    peer.handle((req, res) => {
      if (req.headers.authorization === `Bearer ${NEW}` && req.headers['x-access-token'] === NEW) return void res.writeHead(200, { 'content-type': 'text/csv' }).end('a\n1\n');
      res.writeHead(401, { 'www-authenticate': 'Bearer error="invalid_token"' }).end('token expired');
    });
    other.handle((req, res) => {
      if (req.method !== 'PUT' || req.headers['x-refresh-key'] !== REFRESH_KEY) return void res.writeHead(400).end('bad refresh request');
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ access_token: NEW, token_type: 'Bearer', expires_in: 3600 }));
    });
    const got = await attempt({ url: `${peer.origin}/data`, headers: { Authorization: `Bearer ${OLD}`, 'X-Access-Token': OLD, 'X-Api-Key': API_KEY }, authentication: auth() });
    assert.ok(!(got instanceof Error), got instanceof Error ? got.message : '');
    assert.equal(got.content.toString(), 'a\n1\n');
    assert.equal(peer.requests.length, 2);
    assert.equal(peer.requests[0]!.headers.authorization, `Bearer ${OLD}`);
    assert.equal(peer.requests[1]!.headers.authorization, `Bearer ${NEW}`);
    assert.equal(peer.requests[1]!.headers['x-access-token'], NEW);
    assert.equal(peer.requests[1]!.headers['x-api-key'], API_KEY);
    assert.equal(other.requests.length, 1);
    assert.equal(other.requests[0]!.method, 'PUT');
    assert.equal(other.requests[0]!.headers['x-refresh-key'], REFRESH_KEY);
    assert.equal(other.requests[0]!.headers.authorization, undefined, 'the data endpoint credentials do not go to the refresh endpoint');
  });

  it('accepts a plain-text token and adds Authorization: Bearer when none was configured', async () => {
    peer.handle((req, res) => void (req.headers.authorization === `Bearer ${NEW}` ? res.writeHead(200).end('x\n') : res.writeHead(401).end()));
    other.handle((_req, res) => void res.writeHead(200, { 'content-type': 'text/plain' }).end(`  ${NEW}\n`));
    const got = await attempt({ url: `${peer.origin}/data`, headers: { 'X-Api-Key': API_KEY }, authentication: auth() });
    assert.ok(!(got instanceof Error), got instanceof Error ? got.message : '');
    assert.equal(peer.requests[1]!.headers['x-api-key'], API_KEY);
  });

  it('still 401 with the new token → AUTHENTICATION_FAILED, not retryable, refresh called once', async () => {
    peer.handle((_req, res) => void res.writeHead(401).end(`{"error":"nope for ${NEW}"}`));
    other.handle((_req, res) => void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: { token: NEW } })));
    const err = await failure({ url: `${peer.origin}/data`, headers: { Authorization: `Bearer ${OLD}` }, authentication: auth() });
    assert.equal(err.type, 'AUTHENTICATION_FAILED');
    assert.equal(err.retryable, false);
    assert.equal(err.status, 401);
    assert.match(err.message, /also with the refreshed token/);
    assert.match(err.snippet ?? '', /nope for \*{8}/);
    assert.equal(peer.requests.length, 2);
    assert.equal(other.requests.length, 1);
  });

  it('a refresh endpoint answering 400 → AUTHENTICATION_FAILED with its snippet, secrets hidden', async () => {
    peer.handle((_req, res) => void res.writeHead(401).end());
    other.handle((req, res) => void res.writeHead(400).end(`invalid_client: key ${req.headers['x-refresh-key']} revoked`));
    const err = await failure({ url: `${peer.origin}/data`, headers: { Authorization: `Bearer ${OLD}` }, authentication: auth() });
    assert.equal(err.type, 'AUTHENTICATION_FAILED');
    assert.equal(err.retryable, false);
    assert.equal(err.status, 400);
    assert.match(err.message, /^token refresh \(PUT http:\/\/127\.0\.0\.1:\d+\/oauth\/token\) answered 400 Bad Request: invalid_client: key \*{8} revoked$/);
  });

  it('a refresh endpoint answering 503 → retryable SOURCE_UNRESPONSIVE', async () => {
    peer.handle((_req, res) => void res.writeHead(401).end());
    other.handle((_req, res) => void res.writeHead(503, { 'retry-after': '30' }).end('maintenance'));
    const err = await failure({ url: `${peer.origin}/data`, authentication: auth() });
    assert.equal(err.type, 'SOURCE_UNRESPONSIVE');
    assert.equal(err.retryable, true);
    assert.equal(err.retryAfterMs, 30_000);
  });

  it('a refresh answer without a token → AUTHENTICATION_FAILED naming the accepted forms', async () => {
    peer.handle((_req, res) => void res.writeHead(401).end());
    other.handle((_req, res) => void res.writeHead(200, { 'content-type': 'application/json' }).end('{"expires_in":3600}'));
    const err = await failure({ url: `${peer.origin}/data`, authentication: auth() });
    assert.equal(err.type, 'AUTHENTICATION_FAILED');
    assert.match(err.message, /access_token, token, accessToken or id_token/);
  });

  it('a refresh_url on an internal address is refused by the guard', async () => {
    peer.handle((_req, res) => void res.writeHead(401).end());
    const err = await failure({ url: `${peer.origin}/data`, authentication: auth({ refresh_url: 'http://169.254.169.254/latest/api/token' }) });
    assert.equal(err.type, 'NETWORK_REFUSED');
    assert.match(err.message, /^token refresh \(PUT http:\/\/169\.254\.169\.254\/latest\/api\/token\): refused: 169\.254\.169\.254 is a link-local address \(cloud metadata\)/);
  });

  it('401 without authentication settings → AUTHENTICATION_FAILED at once, 403 too', async () => {
    peer.handle((req, res) => void res.writeHead(req.url === '/forbidden' ? 403 : 401).end('denied'));
    const a = await failure({ url: `${peer.origin}/data`, headers: { Authorization: `Bearer ${OLD}` } });
    assert.equal(a.type, 'AUTHENTICATION_FAILED');
    assert.equal(a.retryable, false);
    assert.equal(peer.requests.length, 1);
    const b = await failure({ url: `${peer.origin}/forbidden` });
    assert.equal(b.type, 'AUTHENTICATION_FAILED');
    assert.equal(b.status, 403);
  });
});

describe('errors', () => {
  it('non-2xx → SOURCE_UNRESPONSIVE with the status and a snippet of at most 300 characters, secrets redacted', async () => {
    peer.handle((req, res) => void res.writeHead(500, { 'content-type': 'text/html' }).end(`<h1>Oops</h1>\n\n<pre>headers: ${JSON.stringify(req.headers)}</pre>${'x'.repeat(5000)}`));
    const err = await failure({ url: `${peer.origin}/data?api_key=${API_KEY}`, headers: { Authorization: `Bearer ${OLD}`, 'X-Api-Key': API_KEY } });
    assert.equal(err.type, 'SOURCE_UNRESPONSIVE');
    assert.equal(err.retryable, true);
    assert.equal(err.status, 500);
    assert.ok(err.snippet && [...err.snippet].length <= 300, `snippet of ${err.snippet?.length}`);
    assert.ok(err.snippet.startsWith('<h1>Oops</h1> <pre>headers: '));
    assert.ok(err.snippet.includes('"authorization":"********","x-api-key":"********"'), err.snippet);
    assert.match(err.message, /^GET http:\/\/127\.0\.0\.1:\d+\/data\?… answered 500 Internal Server Error: <h1>Oops/);
  });

  it('404 is not retryable; 429 and 503 are, with Retry-After', async () => {
    peer.handle((req, res) => {
      if (req.url === '/gone') return void res.writeHead(404).end('no such export');
      if (req.url === '/slow-down') return void res.writeHead(429, { 'retry-after': '7' }).end();
      res.writeHead(503).end();
    });
    const gone = await failure({ url: `${peer.origin}/gone` });
    assert.deepEqual([gone.type, gone.retryable, gone.status, gone.snippet], ['SOURCE_UNRESPONSIVE', false, 404, 'no such export']);
    const throttled = await failure({ url: `${peer.origin}/slow-down` });
    assert.deepEqual([throttled.retryable, throttled.status, throttled.retryAfterMs], [true, 429, 7000]);
    const down = await failure({ url: `${peer.origin}/down` });
    assert.deepEqual([down.retryable, down.status], [true, 503]);
  });

  it('a server that never answers → retryable SOURCE_UNRESPONSIVE (headers timeout)', async () => {
    peer.handle(() => undefined);
    const err = await failure({ url: `${peer.origin}/hang` }, {}, { timeouts: { headersMs: 150 } });
    assert.equal(err.type, 'SOURCE_UNRESPONSIVE');
    assert.equal(err.retryable, true);
    assert.match(err.message, /UND_ERR_HEADERS_TIMEOUT/);
  });

  it('a body that stalls mid-way → the stream fails with retryable SOURCE_UNRESPONSIVE (body timeout)', async () => {
    peer.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/csv' });
      res.write('a,b\n1,2\n');
    });
    const err = await failure({ url: `${peer.origin}/stall` }, {}, { timeouts: { bodyMs: 150 } });
    assert.equal(err.type, 'SOURCE_UNRESPONSIVE');
    assert.equal(err.retryable, true);
    assert.match(err.message, /UND_ERR_BODY_TIMEOUT/);
  });

  it('a declared Content-Length over maxBytes → FILE_TOO_LARGE before reading', async () => {
    peer.handle((_req, res) => void res.writeHead(200, { 'content-length': String(50_000) }).end(Buffer.alloc(50_000, 0x61)));
    const err = await failure({ url: `${peer.origin}/big` }, { maxBytes: 10_000 });
    assert.equal(err.type, 'FILE_TOO_LARGE');
    assert.equal(err.retryable, false);
    assert.match(err.message, /Content-Length 50000/);
  });

  it('a chunked body growing past maxBytes → the stream fails with FILE_TOO_LARGE and stops reading', async () => {
    let written = 0;
    peer.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/csv' });
      const chunk = Buffer.alloc(64 * 1024, 0x62);
      const pump = () => {
        while (written < 512 * 1024 * 1024 && res.write(chunk)) written += chunk.length;
        if (!res.destroyed) res.once('drain', pump);
      };
      res.on('close', () => undefined);
      pump();
    });
    const err = await failure({ url: `${peer.origin}/endless` }, { maxBytes: 1024 * 1024 });
    assert.equal(err.type, 'FILE_TOO_LARGE');
    assert.ok(written < 64 * 1024 * 1024, `the server wrote ${written} bytes before the connection closed`);
  });

  it('an empty answer (Content-Length 0, chunked with no bytes, 204) → SOURCE_EMPTY', async () => {
    peer.handle((req, res) => {
      if (req.url === '/zero') return void res.writeHead(200, { 'content-length': '0' }).end();
      if (req.url === '/chunked') {
        res.writeHead(200, { 'content-type': 'text/csv' });
        res.write('');
        return void res.end();
      }
      res.writeHead(204).end();
    });
    for (const path of ['/zero', '/chunked', '/no-content']) {
      const err = await failure({ url: `${peer.origin}${path}` });
      assert.equal(err.type, 'SOURCE_EMPTY', path);
      assert.equal(err.retryable, false);
    }
  });

  it('the default guard refuses the loopback server before connecting', async () => {
    const before = peer.connections();
    const c = input({ url: `${peer.origin}/data`, headers: { 'X-Api-Key': API_KEY } });
    await assert.rejects(c.fetch(testContext(strict)), (err: unknown) => {
      assert.ok(err instanceof ConnectorError);
      assert.equal(err.type, 'NETWORK_REFUSED');
      assert.equal(err.retryable, false);
      assert.match(err.message, /^GET http:\/\/127\.0\.0\.1:\d+\/data: refused: 127\.0\.0\.1 is a loopback address; allow it with FERRY_NETWORK_ALLOW_LIST/);
      return true;
    });
    assert.equal(peer.connections(), before);
  });

  it('file:// and gopher:// URLs → NETWORK_REFUSED', async () => {
    for (const url of ['file:///etc/passwd', 'gopher://127.0.0.1:70/_x']) {
      const err = await failure({ url });
      assert.equal(err.type, 'NETWORK_REFUSED');
    }
  });

  it('a cancelled run stops the fetch', async () => {
    peer.handle(() => undefined);
    const controller = new AbortController();
    const pending = attempt({ url: `${peer.origin}/hang` }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const got = await pending;
    assert.ok(got instanceof ConnectorError);
    assert.equal(got.retryable, false);
    assert.match(got.message, /cancelled/);
  });
});

describe('redirects', () => {
  it('are followed on the same origin with headers, re-checked per hop, the name taken from the final URL', async () => {
    peer.handle((req, res) => {
      if (req.url === '/start') return void res.writeHead(302, { location: '/files/final.csv' }).end();
      res.writeHead(200, { 'content-type': 'text/csv' }).end(`key=${req.headers['x-api-key']}`);
    });
    const got = await attempt({ url: `${peer.origin}/start`, headers: { 'X-Api-Key': API_KEY } });
    assert.ok(!(got instanceof Error));
    assert.equal(got.file.fileName, 'final.csv');
    assert.equal(got.content.toString(), `key=${API_KEY}`);
  });

  it('drop the configured headers when a hop leaves the origin', async () => {
    peer.handle((_req, res) => void res.writeHead(307, { location: `${other.origin}/cdn/data.csv` }).end());
    other.handle((req, res) => void res.writeHead(200).end(`auth=${req.headers.authorization ?? 'none'} key=${req.headers['x-api-key'] ?? 'none'}`));
    const got = await attempt({ url: `${peer.origin}/start`, headers: { Authorization: `Bearer ${OLD}`, 'X-Api-Key': API_KEY } });
    assert.ok(!(got instanceof Error));
    assert.equal(got.content.toString(), 'auth=none key=none');
  });

  it('to an internal address are refused although the first host is allowed', async () => {
    for (const target of ['http://169.254.169.254/latest/meta-data/iam/', `http://127.0.0.2:${other.port}/`, 'http://[::ffff:10.0.0.1]/', 'http://0x7f000002/', 'file:///etc/passwd']) {
      peer.handle((_req, res) => void res.writeHead(302, { location: target }).end());
      const err = await failure({ url: `${peer.origin}/start` });
      assert.equal(err.type, 'NETWORK_REFUSED', target);
      assert.equal(err.retryable, false);
      assert.match(err.message, /^redirect from http:\/\/127\.0\.0\.1:\d+\/start to .*refused: /, err.message);
    }
  });

  it('stop after 5 hops', async () => {
    peer.handle((req, res) => void res.writeHead(302, { location: `/hop${Number(req.url.slice(4) || 0) + 1}` }).end());
    const err = await failure({ url: `${peer.origin}/hop0` });
    assert.equal(err.type, 'SOURCE_UNRESPONSIVE');
    assert.equal(err.retryable, false);
    assert.match(err.message, /redirected more than 5 times/);
    assert.equal(peer.requests.length, 6);
  });

  it('are not followed with maxRedirects 0', async () => {
    peer.handle((_req, res) => void res.writeHead(301, { location: '/elsewhere' }).end());
    const err = await failure({ url: `${peer.origin}/start` }, {}, { maxRedirects: 0 });
    assert.equal(err.status, 301);
    assert.match(err.message, /a redirect to http:\/\/127\.0\.0\.1:\d+\/elsewhere, not followed/);
  });
});

describe('capabilities and configuration', () => {
  it('REACTIVE input has nothing to fetch: data is pushed (inbound PUSH)', () => {
    const c = createConnector({ nodeType: 'HTTP', type: 'INPUT', configuration: { type: 'REACTIVE' } });
    assert.equal(c.inbound, 'PUSH');
    assert.equal(canFetch(c), false);
  });

  it('MANUAL input has nothing to fetch: files are uploaded (inbound UPLOAD); MANUAL output is refused', () => {
    const c = createConnector('MANUAL', 'INPUT', {});
    assert.equal(c.inbound, 'UPLOAD');
    assert.equal(canFetch(c), false);
    assert.throws(() => createConnector('MANUAL', 'OUTPUT', {}), (err: unknown) => err instanceof ConnectorError && err.type === 'CONFIGURATION_INVALID');
  });

  it('node types without a driver yet have no capabilities; unknown ones are refused', () => {
    const ftp = createConnector('FTP', 'INPUT', { host: 'ftp.example.com' });
    assert.equal(canFetch(ftp), false);
    assert.equal(ftp.inbound, undefined);
    assert.throws(() => createConnector('TELNET', 'INPUT', {}), (err: unknown) => err instanceof ConnectorError && err.type === 'CONFIGURATION_INVALID');
  });

  it('a bad configuration → CONFIGURATION_INVALID naming the field, never the value', () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ type: 'PROACTIVE' }, /configuration\.url is required/],
      [{ type: 'SOMETIMES', url: 'http://x/' }, /configuration\.type must be PROACTIVE or REACTIVE/],
      [{ type: 'PROACTIVE', url: 'http://x/', method: 'DELETE' }, /configuration\.method must be one of GET, POST, PUT, PATCH/],
      [{ type: 'PROACTIVE', url: 'http://x/', headers: { 'X-Key': `${API_KEY}\r\nX-Evil: 1` } }, /configuration\.headers\.X-Key must not contain line breaks/],
      [{ type: 'PROACTIVE', url: 'http://x/', headers: { Host: API_KEY } }, /configuration\.headers\.Host is set by Ferry/],
      [{ type: 'PROACTIVE', url: `http://user:${API_KEY}@x/` }, /must not contain a user name or password/],
      [{ type: 'PROACTIVE', url: 'http://x/', authentication: { headers: {} } }, /configuration\.authentication\.refresh_url is required/],
    ];
    for (const [configuration, message] of cases) {
      assert.throws(
        () => createConnector('HTTP', 'INPUT', configuration),
        (err: unknown) => err instanceof ConnectorError && err.type === 'CONFIGURATION_INVALID' && message.test(err.message) && !err.message.includes(API_KEY),
        JSON.stringify(configuration),
      );
    }
  });
});
