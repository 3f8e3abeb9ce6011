/**
 * Redirects of HTTP PROACTIVE input against real servers on 127.0.0.1 (SECURITY.md: SSRF, "a 302
 * to an internal address"): followed up to 5 hops, each re-checked by the network guard.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CANARIES, inputHarness } from '../testing/input-harness.ts';

const { OLD, API_KEY } = CANARIES;
const h = inputHarness();
const { attempt, failure } = h;

describe('redirects', () => {
  it('are followed on the same origin with headers, re-checked per hop, the name taken from the final URL', async () => {
    h.peer.handle((req, res) => {
      if (req.url === '/start') return void res.writeHead(302, { location: '/files/final.csv' }).end();
      res.writeHead(200, { 'content-type': 'text/csv' }).end(`key=${req.headers['x-api-key']}`);
    });
    const got = await attempt({ url: `${h.peer.origin}/start`, headers: { 'X-Api-Key': API_KEY } });
    assert.ok(!(got instanceof Error));
    assert.equal(got.file.fileName, 'final.csv');
    assert.equal(got.content.toString(), `key=${API_KEY}`);
  });

  it('drop the configured headers when a hop leaves the origin', async () => {
    h.peer.handle((_req, res) => void res.writeHead(307, { location: `${h.other.origin}/cdn/data.csv` }).end());
    h.other.handle((req, res) => void res.writeHead(200).end(`auth=${req.headers.authorization ?? 'none'} key=${req.headers['x-api-key'] ?? 'none'}`));
    const got = await attempt({ url: `${h.peer.origin}/start`, headers: { Authorization: `Bearer ${OLD}`, 'X-Api-Key': API_KEY } });
    assert.ok(!(got instanceof Error));
    assert.equal(got.content.toString(), 'auth=none key=none');
  });

  it('to an internal address are refused although the first host is allowed', async () => {
    for (const target of ['http://169.254.169.254/latest/meta-data/iam/', `http://127.0.0.2:${h.other.port}/`, 'http://[::ffff:10.0.0.1]/', 'http://0x7f000002/', 'file:///etc/passwd']) {
      h.peer.handle((_req, res) => void res.writeHead(302, { location: target }).end());
      const err = await failure({ url: `${h.peer.origin}/start` });
      assert.equal(err.type, 'NETWORK_REFUSED', target);
      assert.equal(err.retryable, false);
      assert.match(err.message, /^redirect from http:\/\/127\.0\.0\.1:\d+\/start to .*refused: /, err.message);
    }
  });

  it('stop after 5 hops', async () => {
    h.peer.handle((req, res) => void res.writeHead(302, { location: `/hop${Number(req.url.slice(4) || 0) + 1}` }).end());
    const err = await failure({ url: `${h.peer.origin}/hop0` });
    assert.equal(err.type, 'SOURCE_UNRESPONSIVE');
    assert.equal(err.retryable, false);
    assert.match(err.message, /redirected more than 5 times/);
    assert.equal(h.peer.requests.length, 6);
  });

  it('are not followed with maxRedirects 0', async () => {
    h.peer.handle((_req, res) => void res.writeHead(301, { location: '/elsewhere' }).end());
    const err = await failure({ url: `${h.peer.origin}/start` }, {}, { maxRedirects: 0 });
    assert.equal(err.status, 301);
    assert.match(err.message, /a redirect to http:\/\/127\.0\.0\.1:\d+\/elsewhere, not followed/);
  });
});

