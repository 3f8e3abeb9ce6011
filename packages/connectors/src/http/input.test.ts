/**
 * HTTP PROACTIVE input against real HTTP servers on 127.0.0.1 (SPEC.md §Connector HTTP;
 * docs/http-connector.md): headers and file naming, error mapping with snippets, timeouts, the
 * size cap, empty answers, the guard, capabilities and configuration checks. The token refresh
 * flow is in refresh-flow.test.ts, redirects in redirect.test.ts.
 */
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { describe, it } from 'node:test';
import { canDeliver, canFetch } from '../contract.ts';
import { ConnectorError } from '../errors.ts';
import { createConnector } from '../registry.ts';
import { memoryLogger, testContext } from '../testing/http-peer.ts';
import { CANARIES, inputHarness } from '../testing/input-harness.ts';

const { OLD, API_KEY } = CANARIES;
const h = inputHarness();
const { attempt, failure } = h;

describe('PROACTIVE fetch', () => {
  it('requests url with method and headers; the body is the file, named by Content-Disposition', async () => {
    h.peer.handle((req, res) => {
      if (req.headers['x-api-key'] !== API_KEY || req.headers.authorization !== `Bearer ${OLD}`) return void res.writeHead(403).end();
      res.writeHead(200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-length': '14',
        'content-disposition': `attachment; filename="orders 2024.csv"; filename*=UTF-8''Bestellungen%20M%C3%A4rz.csv`,
      });
      res.end('id;name\n1;Ada\n');
    });
    const log = memoryLogger();
    const got = await attempt({ url: `${h.peer.origin}/export?day=1`, method: 'POST', headers: { 'X-Api-Key': API_KEY, Authorization: `Bearer ${OLD}` } }, { log });
    assert.ok(!(got instanceof Error));
    assert.equal(got.content.toString(), 'id;name\n1;Ada\n');
    assert.equal(got.file.fileName, 'Bestellungen März.csv');
    assert.equal(got.file.contentType, 'text/csv; charset=utf-8');
    assert.equal(got.file.size, 14);
    assert.equal(h.peer.requests.length, 1);
    assert.equal(h.peer.requests[0]!.method, 'POST');
    assert.equal(h.peer.requests[0]!.url, '/export?day=1');
    assert.equal(h.peer.requests[0]!.headers['user-agent'], 'Ferry');
    assert.ok(!log.lines.join('\n').includes(API_KEY));
  });

  it('names the file after the URL path, with an extension from Content-Type, else "download"', async () => {
    h.peer.handle((req, res) => void res.writeHead(200, { 'content-type': req.url.startsWith('/api') ? 'application/json' : 'application/octet-stream' }).end('[{"a":1}]'));
    const a = await attempt({ url: `${h.peer.origin}/api/v2/customers` });
    assert.ok(!(a instanceof Error));
    assert.equal(a.file.fileName, 'customers.json');
    const b = await attempt({ url: `${h.peer.origin}/` });
    assert.ok(!(b instanceof Error));
    assert.equal(b.file.fileName, 'download');
  });

  it('decodes a gzip answer and caps the decoded bytes (a gzip bomb stops at maxBytes)', async () => {
    const csv = 'a,b\n'.repeat(1000);
    const bomb = gzipSync(Buffer.alloc(8 * 1024 * 1024));
    h.peer.handle((req, res) => void res.writeHead(200, { 'content-type': 'text/csv', 'content-encoding': 'gzip' }).end(req.url === '/bomb' ? bomb : gzipSync(csv)));
    const ok = await attempt({ url: `${h.peer.origin}/small.csv` });
    assert.ok(!(ok instanceof Error));
    assert.equal(ok.content.toString(), csv);
    assert.equal(ok.file.size, undefined);
    const err = await failure({ url: `${h.peer.origin}/bomb` }, { maxBytes: 1024 * 1024 });
    assert.equal(err.type, 'FILE_TOO_LARGE');
    assert.ok(bomb.length < 1024 * 1024, 'the compressed bomb itself is under the cap');
  });
});

describe('errors', () => {
  it('non-2xx → SOURCE_UNRESPONSIVE with the status and a snippet of at most 300 characters, secrets redacted', async () => {
    h.peer.handle((req, res) => void res.writeHead(500, { 'content-type': 'text/html' }).end(`<h1>Oops</h1>\n\n<pre>headers: ${JSON.stringify(req.headers)}</pre>${'x'.repeat(5000)}`));
    const err = await failure({ url: `${h.peer.origin}/data?api_key=${API_KEY}`, headers: { Authorization: `Bearer ${OLD}`, 'X-Api-Key': API_KEY } });
    assert.equal(err.type, 'SOURCE_UNRESPONSIVE');
    assert.equal(err.retryable, true);
    assert.equal(err.status, 500);
    assert.ok(err.snippet && [...err.snippet].length <= 300, `snippet of ${err.snippet?.length}`);
    assert.ok(err.snippet.startsWith('<h1>Oops</h1> <pre>headers: '));
    assert.ok(err.snippet.includes('"authorization":"********","x-api-key":"********"'), err.snippet);
    assert.match(err.message, /^GET http:\/\/127\.0\.0\.1:\d+\/data\?… answered 500 Internal Server Error: <h1>Oops/);
  });

  it('404 is not retryable; 429 and 503 are, with Retry-After', async () => {
    h.peer.handle((req, res) => {
      if (req.url === '/gone') return void res.writeHead(404).end('no such export');
      if (req.url === '/slow-down') return void res.writeHead(429, { 'retry-after': '7' }).end();
      res.writeHead(503).end();
    });
    const gone = await failure({ url: `${h.peer.origin}/gone` });
    assert.deepEqual([gone.type, gone.retryable, gone.status, gone.snippet], ['SOURCE_UNRESPONSIVE', false, 404, 'no such export']);
    const throttled = await failure({ url: `${h.peer.origin}/slow-down` });
    assert.deepEqual([throttled.retryable, throttled.status, throttled.retryAfterMs], [true, 429, 7000]);
    const down = await failure({ url: `${h.peer.origin}/down` });
    assert.deepEqual([down.retryable, down.status], [true, 503]);
  });

  it('a server that never answers → retryable SOURCE_UNRESPONSIVE (headers timeout)', async () => {
    h.peer.handle(() => undefined);
    const err = await failure({ url: `${h.peer.origin}/hang` }, {}, { timeouts: { headersMs: 150 } });
    assert.equal(err.type, 'SOURCE_UNRESPONSIVE');
    assert.equal(err.retryable, true);
    assert.match(err.message, /UND_ERR_HEADERS_TIMEOUT/);
  });

  it('a body that stalls mid-way → the stream fails with retryable SOURCE_UNRESPONSIVE (body timeout)', async () => {
    h.peer.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/csv' });
      res.write('a,b\n1,2\n');
    });
    const err = await failure({ url: `${h.peer.origin}/stall` }, {}, { timeouts: { bodyMs: 150 } });
    assert.equal(err.type, 'SOURCE_UNRESPONSIVE');
    assert.equal(err.retryable, true);
    assert.match(err.message, /UND_ERR_BODY_TIMEOUT/);
  });

  it('a declared Content-Length over maxBytes → FILE_TOO_LARGE before reading', async () => {
    h.peer.handle((_req, res) => void res.writeHead(200, { 'content-length': String(50_000) }).end(Buffer.alloc(50_000, 0x61)));
    const err = await failure({ url: `${h.peer.origin}/big` }, { maxBytes: 10_000 });
    assert.equal(err.type, 'FILE_TOO_LARGE');
    assert.equal(err.retryable, false);
    assert.match(err.message, /Content-Length 50000/);
  });

  it('a chunked body growing past maxBytes → the stream fails with FILE_TOO_LARGE and stops reading', async () => {
    let written = 0;
    h.peer.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/csv' });
      const chunk = Buffer.alloc(64 * 1024, 0x62);
      const pump = () => {
        while (written < 512 * 1024 * 1024 && res.write(chunk)) written += chunk.length;
        if (!res.destroyed) res.once('drain', pump);
      };
      res.on('close', () => undefined);
      pump();
    });
    const err = await failure({ url: `${h.peer.origin}/endless` }, { maxBytes: 1024 * 1024 });
    assert.equal(err.type, 'FILE_TOO_LARGE');
    assert.ok(written < 64 * 1024 * 1024, `the server wrote ${written} bytes before the connection closed`);
  });

  it('an empty answer (Content-Length 0, chunked with no bytes, 204) → SOURCE_EMPTY', async () => {
    h.peer.handle((req, res) => {
      if (req.url === '/zero') return void res.writeHead(200, { 'content-length': '0' }).end();
      if (req.url === '/chunked') {
        res.writeHead(200, { 'content-type': 'text/csv' });
        res.write('');
        return void res.end();
      }
      res.writeHead(204).end();
    });
    for (const path of ['/zero', '/chunked', '/no-content']) {
      const err = await failure({ url: `${h.peer.origin}${path}` });
      assert.equal(err.type, 'SOURCE_EMPTY', path);
      assert.equal(err.retryable, false);
    }
  });

  it('the default guard refuses the loopback server before connecting', async () => {
    const before = h.peer.connections();
    const c = h.input({ url: `${h.peer.origin}/data`, headers: { 'X-Api-Key': API_KEY } });
    await assert.rejects(c.fetch(testContext(h.strict)), (err: unknown) => {
      assert.ok(err instanceof ConnectorError);
      assert.equal(err.type, 'NETWORK_REFUSED');
      assert.equal(err.retryable, false);
      assert.match(err.message, /^GET http:\/\/127\.0\.0\.1:\d+\/data: refused: 127\.0\.0\.1 is a loopback address; allow it with FERRY_NETWORK_ALLOW_LIST/);
      return true;
    });
    assert.equal(h.peer.connections(), before);
  });

  it('file:// and gopher:// URLs → NETWORK_REFUSED', async () => {
    for (const url of ['file:///etc/passwd', 'gopher://127.0.0.1:70/_x']) {
      const err = await failure({ url });
      assert.equal(err.type, 'NETWORK_REFUSED');
    }
  });

  it('a cancelled run stops the fetch', async () => {
    h.peer.handle(() => undefined);
    const controller = new AbortController();
    const pending = attempt({ url: `${h.peer.origin}/hang` }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const got = await pending;
    assert.ok(got instanceof ConnectorError);
    assert.equal(got.retryable, false);
    assert.match(got.message, /cancelled/);
  });
});

describe('capabilities and configuration', () => {
  it('REACTIVE input has nothing to fetch: data is pushed (inbound PUSH)', () => {
    const c = createConnector({ nodeType: 'HTTP', type: 'INPUT', configuration: { type: 'REACTIVE' } });
    assert.equal(c.inbound, 'PUSH');
    assert.equal(canFetch(c), false);
  });

  it('MANUAL input has nothing to fetch: files are uploaded (inbound UPLOAD); MANUAL output is download-only (nothing to deliver)', () => {
    const c = createConnector('MANUAL', 'INPUT', {});
    assert.equal(c.inbound, 'UPLOAD');
    assert.equal(canFetch(c), false);
    const output = createConnector('MANUAL', 'OUTPUT', {});
    assert.equal(output.type, 'OUTPUT');
    assert.equal(canDeliver(output), false);
  });

  it('other node types check their own configuration; unknown ones are refused', () => {
    assert.throws(() => createConnector('FTP', 'INPUT', { host: 'ftp.example.com' }), (err: unknown) => err instanceof ConnectorError && err.type === 'CONFIGURATION_INVALID' && /configuration\.protocol/.test(err.message));
    const ftp = createConnector('FTP', 'INPUT', { host: 'ftp.example.com', protocol: 'SFTP', username: 'u', password: API_KEY });
    assert.equal(canFetch(ftp), true);
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
