/**
 * The network guard against every SSRF example of SECURITY.md, with real sockets: a loopback HTTP
 * server stands in for "an internal service"; a test proves a refusal happened before any
 * connection by the server's connection count. Names resolve through injected lookups (no DNS
 * server needed), the default resolver only for `localhost`.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { request } from 'undici';
import { startHttpPeer, type HttpPeer } from '../testing/http-peer.ts';
import { NetworkGuardError } from './errors.ts';
import { createNetworkGuard, type LookupFunction, type NetworkGuard } from './guard.ts';

let peer: HttpPeer;
const guards: NetworkGuard[] = [];
function guard(options: Parameters<typeof createNetworkGuard>[0] = {}): NetworkGuard {
  const g = createNetworkGuard({ connectTimeoutMs: 2000, ...options });
  guards.push(g);
  return g;
}

/** nip.io-style resolver: `<ip>.nip.io` resolves to `<ip>`; counts its calls. */
function nipLookup(): LookupFunction & { calls: string[] } {
  const calls: string[] = [];
  const fn: LookupFunction = async (hostname) => {
    calls.push(hostname);
    const m = /^(\d+\.\d+\.\d+\.\d+)\.nip\.io$/.exec(hostname);
    if (!m) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return [{ address: m[1]!, family: 4 }];
  };
  return Object.assign(fn, { calls });
}

/** A request through the guard; resolves to the status or rejects with the guard's error. */
async function get(g: NetworkGuard, url: string): Promise<number> {
  const checked = g.checkUrl(url);
  const res = await request(checked, { dispatcher: g.dispatcher });
  await res.body.dump();
  return res.statusCode;
}

async function refused(promise: Promise<unknown>, code = 'ADDRESS_REFUSED'): Promise<NetworkGuardError> {
  try {
    await promise;
  } catch (err) {
    assert.ok(err instanceof NetworkGuardError, `expected a NetworkGuardError, got ${String(err)}`);
    assert.equal(err.code, code);
    assert.equal(err.retryable, false);
    return err;
  }
  assert.fail('expected a refusal');
}

before(async () => {
  peer = await startHttpPeer((req, res) => void res.writeHead(200, { 'content-type': 'text/plain' }).end(`host=${req.headers.host}`));
});
after(async () => {
  await Promise.all(guards.map((g) => g.close()));
  await peer.close();
});

describe('SECURITY.md SSRF examples, default guard', () => {
  it('http://169.254.169.254/latest/meta-data/ is refused as link-local cloud metadata, with the operator hint', async () => {
    const err = await refused(get(guard(), 'http://169.254.169.254/latest/meta-data/'));
    assert.equal(err.message, 'refused: 169.254.169.254 is a link-local address (cloud metadata); allow it with FERRY_NETWORK_ALLOW_LIST (the exact address) if this is intended');
    assert.equal(err.address, '169.254.169.254');
  });

  it('http://[::ffff:169.254.169.254]/ is the same metadata address', async () => {
    const err = await refused(get(guard(), 'http://[::ffff:169.254.169.254]/'));
    assert.equal(err.address, '169.254.169.254');
    assert.match(err.message, /::ffff:a9fe:a9fe \(169\.254\.169\.254\) is a link-local address \(cloud metadata\)/);
  });

  for (const spelling of ['0x7f000001', '127.1', '2130706433', '0177.0.0.1', '127.0.0.1', '[::ffff:127.0.0.1]', '[::ffff:7f00:1]']) {
    it(`http://${spelling}:<port>/ reaches nothing (loopback), and the server sees no connection`, async () => {
      const before = peer.connections();
      const err = await refused(get(guard(), `http://${spelling}:${peer.port}/`));
      assert.match(err.message, /loopback address/);
      assert.equal(peer.connections(), before);
    });
  }

  it('the dispatcher alone refuses an IP literal too (a lookup hook would never be called for it)', async () => {
    const lookup = nipLookup();
    const g = guard({ lookup });
    const before = peer.connections();
    // No checkUrl: straight to the dispatcher, as a careless caller would.
    await refused(request(`http://127.0.0.1:${peer.port}/`, { dispatcher: g.dispatcher }));
    assert.equal(lookup.calls.length, 0);
    assert.equal(peer.connections(), before);
  });

  it('http://127.0.0.1.nip.io/ (a public name for a loopback address) is refused at connect time', async () => {
    const before = peer.connections();
    const err = await refused(get(guard({ lookup: nipLookup() }), `http://127.0.0.1.nip.io:${peer.port}/`));
    assert.equal(err.message, 'refused: 127.0.0.1.nip.io resolves to 127.0.0.1, a loopback address; allow it with FERRY_NETWORK_ALLOW_LIST if this is intended');
    assert.equal(peer.connections(), before);
  });

  it('localhost through the system resolver is refused', async () => {
    await refused(get(guard(), `http://localhost:${peer.port}/`));
  });

  it('DNS rebinding: a name answering public, then 127.0.0.1 is refused on the connection that counts', async () => {
    let calls = 0;
    const lookup: LookupFunction = async () => (calls++ === 0 ? [{ address: '93.184.216.34', family: 4 }] : [{ address: '127.0.0.1', family: 4 }]);
    const g = guard({ lookup });
    // A check ahead of time sees the public answer…
    const checked = await g.checkHost('rebind.example', peer.port);
    assert.equal(checked.address, '93.184.216.34');
    // …but the connection resolves once more, checks that answer and connects to nothing else.
    const before = peer.connections();
    const err = await refused(get(g, `http://rebind.example:${peer.port}/`));
    assert.match(err.message, /rebind\.example resolves to 127\.0\.0\.1, a loopback address/);
    assert.equal(peer.connections(), before);
    assert.equal(calls, 2);
  });

  it('a name with one public and one private address is refused (every address is checked)', async () => {
    const lookup: LookupFunction = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.7', family: 4 },
    ];
    const err = await refused(guard({ lookup }).checkHost('mixed.example', 443));
    assert.match(err.message, /mixed\.example resolves to 10\.0\.0\.7, a private address/);
  });

  it('file:// and gopher:// are refused by scheme', async () => {
    await refused(get(guard(), 'file:///etc/passwd'), 'SCHEME_REFUSED');
    await refused(get(guard(), `gopher://127.0.0.1:${peer.port}/_GET%20/`), 'SCHEME_REFUSED');
  });
});

describe('allow-list', () => {
  it('lets the operator reach an allow-listed address, whatever its spelling', async () => {
    const g = guard({ allowList: ['127.0.0.1'] });
    for (const spelling of ['127.0.0.1', '0x7f000001', '127.1', '2130706433', '0177.0.0.1']) {
      assert.equal(await get(g, `http://${spelling}:${peer.port}/`), 200, spelling);
    }
  });

  it('pins the connection to the checked address and keeps the Host header of the name', async () => {
    const lookup = nipLookup();
    const g = guard({ allowList: ['127.0.0.1'], lookup });
    const res = await request(g.checkUrl(`http://127.0.0.1.nip.io:${peer.port}/`), { dispatcher: g.dispatcher });
    assert.equal(await res.body.text(), `host=127.0.0.1.nip.io:${peer.port}`);
    assert.deepEqual(lookup.calls, ['127.0.0.1.nip.io']);
  });

  it('an allow-listed host name may resolve to a private address, other names may not', async () => {
    const lookup: LookupFunction = async () => [{ address: '127.0.0.1', family: 4 }];
    const g = guard({ allowList: ['files.corp.example'], lookup });
    assert.equal(await get(g, `http://files.corp.example:${peer.port}/`), 200);
    await refused(get(g, `http://other.corp.example:${peer.port}/`));
  });

  it('a range does not open the metadata address; its exact entry does', async () => {
    const err = await refused(guard({ allowList: ['169.254.0.0/16'] }).checkHost('169.254.169.254', 80));
    assert.match(err.message, /the exact address/);
    const ok = await guard({ allowList: ['169.254.169.254'] }).checkHost('169.254.169.254', 80);
    assert.equal(ok.address, '169.254.169.254');
  });

  it('allowing 127.0.0.1 does not allow the rest of 127.0.0.0/8', async () => {
    await refused(get(guard({ allowList: ['127.0.0.1'] }), `http://127.0.0.2:${peer.port}/`));
  });
});

describe('checkHost (FTP, SFTP, SMTP)', () => {
  it('resolves and returns the address to connect to', async () => {
    const lookup: LookupFunction = async () => [{ address: '93.184.216.34' }, { address: '2606:2800:220:1:248:1893:25c8:1946' }];
    const dest = await guard({ lookup }).checkHost('SFTP.Example.com', 22);
    assert.deepEqual(dest, { host: 'sftp.example.com', port: 22, address: '93.184.216.34', family: 4, addresses: ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'] });
  });

  it('refuses odd spellings of internal addresses and mapped forms', async () => {
    const g = guard();
    for (const host of ['0x7f000001', '127.1', '2130706433', '0177.0.0.1', '::ffff:169.254.169.254', '::1', '[fd00:ec2::254]', '10.0.0.5', '100.100.100.200']) {
      await refused(g.checkHost(host, 21));
    }
  });

  it('connects an IPv4-mapped literal as its IPv4 address when allowed', async () => {
    const dest = await guard({ allowList: ['10.0.0.5'] }).checkHost('::ffff:10.0.0.5', 21);
    assert.equal(dest.address, '10.0.0.5');
    assert.equal(dest.family, 4);
  });

  it('refuses a bad port or host text with a typed error', async () => {
    await refused(guard().checkHost('ftp.example.com', 0), 'PORT_INVALID');
    await refused(guard().checkHost('ftp.example.com', 70000), 'PORT_INVALID');
    await refused(guard().checkHost('ftp.example.com:21', 21), 'URL_INVALID');
  });

  it('passes the resolver error on when a name does not resolve', async () => {
    await assert.rejects(guard({ lookup: nipLookup() }).checkHost('nowhere.invalid', 21), (err: Error & { code?: string }) => err.code === 'ENOTFOUND');
  });

  it('a resolver that never answers ends in a connect timeout', async () => {
    const g = guard({ lookup: () => new Promise(() => undefined), connectTimeoutMs: 50 });
    await assert.rejects(g.checkHost('slow.example', 21), (err: Error & { code?: string }) => err.code === 'UND_ERR_CONNECT_TIMEOUT');
    await assert.rejects(request(g.checkUrl(`http://slow.example:${peer.port}/`), { dispatcher: g.dispatcher }), (err: Error & { code?: string }) => err.code === 'UND_ERR_CONNECT_TIMEOUT');
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    const pending = guard({ lookup: () => new Promise(() => undefined) }).checkHost('slow.example', 21, { signal: controller.signal });
    controller.abort(new Error('cancelled by test'));
    await assert.rejects(pending, /cancelled by test/);
  });
});

describe('https through the pinned connection', () => {
  const fixtures = new URL('../testing/fixtures/', import.meta.url);
  let tlsPeer: HttpsServer;
  let port = 0;

  before(async () => {
    // A self-signed test certificate for files.example.test (testing/fixtures; valid until 2126).
    const [key, cert] = await Promise.all([readFile(new URL('files.example.test.key', fixtures)), readFile(new URL('files.example.test.crt', fixtures))]);
    tlsPeer = createHttpsServer({ key, cert }, (req, res) => void res.end(`tls host=${req.headers.host}`));
    await new Promise<void>((resolve) => tlsPeer.listen(0, '127.0.0.1', resolve));
    port = (tlsPeer.address() as AddressInfo).port;
  });
  after(async () => {
    tlsPeer.closeAllConnections();
    await new Promise<void>((resolve) => tlsPeer.close(() => resolve()));
  });

  async function tlsGuard(): Promise<NetworkGuard> {
    return guard({ allowList: ['127.0.0.1'], lookup: async () => [{ address: '127.0.0.1', family: 4 }], ca: await readFile(new URL('files.example.test.crt', fixtures)) });
  }

  it('connects to the checked address and verifies the certificate against the host name', async () => {
    const g = await tlsGuard();
    const res = await request(g.checkUrl(`https://files.example.test:${port}/`), { dispatcher: g.dispatcher });
    assert.equal(await res.body.text(), `tls host=files.example.test:${port}`);
  });

  it('a certificate for another name is refused (verification is not skipped by pinning)', async () => {
    const g = await tlsGuard();
    await assert.rejects(request(g.checkUrl(`https://other.example.test:${port}/`), { dispatcher: g.dispatcher }), (err: Error & { code?: string }) => err.code === 'ERR_TLS_CERT_ALTNAME_INVALID');
  });
});
