/**
 * The HTTP connector's token refresh (SPEC.md §Connector `authentication`; docs/http-connector.md)
 * against real servers on 127.0.0.1: 401 → refresh_url → one retry with the new token.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CANARIES, inputHarness } from '../testing/input-harness.ts';

const { OLD, NEW, REFRESH_KEY, API_KEY } = CANARIES;
const h = inputHarness();
const { attempt, failure } = h;

describe('401 → token refresh → one retry', () => {
  const auth = (extra: Record<string, unknown> = {}) => ({ refresh_url: `${h.other.origin}/oauth/token`, method: 'PUT', headers: { 'X-Refresh-Key': REFRESH_KEY }, ...extra });

  it('calls refresh_url with its method and headers and retries with the new token in every header that held the old one', async () => {
    h.peer.handle((req, res) => {
      if (req.headers.authorization === `Bearer ${NEW}` && req.headers['x-access-token'] === NEW) return void res.writeHead(200, { 'content-type': 'text/csv' }).end('a\n1\n');
      res.writeHead(401, { 'www-authenticate': 'Bearer error="invalid_token"' }).end('token expired');
    });
    h.other.handle((req, res) => {
      if (req.method !== 'PUT' || req.headers['x-refresh-key'] !== REFRESH_KEY) return void res.writeHead(400).end('bad refresh request');
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ access_token: NEW, token_type: 'Bearer', expires_in: 3600 }));
    });
    const got = await attempt({ url: `${h.peer.origin}/data`, headers: { Authorization: `Bearer ${OLD}`, 'X-Access-Token': OLD, 'X-Api-Key': API_KEY }, authentication: auth() });
    assert.ok(!(got instanceof Error), got instanceof Error ? got.message : '');
    assert.equal(got.content.toString(), 'a\n1\n');
    assert.equal(h.peer.requests.length, 2);
    assert.equal(h.peer.requests[0]!.headers.authorization, `Bearer ${OLD}`);
    assert.equal(h.peer.requests[1]!.headers.authorization, `Bearer ${NEW}`);
    assert.equal(h.peer.requests[1]!.headers['x-access-token'], NEW);
    assert.equal(h.peer.requests[1]!.headers['x-api-key'], API_KEY);
    assert.equal(h.other.requests.length, 1);
    assert.equal(h.other.requests[0]!.method, 'PUT');
    assert.equal(h.other.requests[0]!.headers['x-refresh-key'], REFRESH_KEY);
    assert.equal(h.other.requests[0]!.headers.authorization, undefined, 'the data endpoint credentials do not go to the refresh endpoint');
  });

  it('accepts a plain-text token and adds Authorization: Bearer when none was configured', async () => {
    h.peer.handle((req, res) => void (req.headers.authorization === `Bearer ${NEW}` ? res.writeHead(200).end('x\n') : res.writeHead(401).end()));
    h.other.handle((_req, res) => void res.writeHead(200, { 'content-type': 'text/plain' }).end(`  ${NEW}\n`));
    const got = await attempt({ url: `${h.peer.origin}/data`, headers: { 'X-Api-Key': API_KEY }, authentication: auth() });
    assert.ok(!(got instanceof Error), got instanceof Error ? got.message : '');
    assert.equal(h.peer.requests[1]!.headers['x-api-key'], API_KEY);
  });

  it('still 401 with the new token → AUTHENTICATION_FAILED, not retryable, refresh called once', async () => {
    h.peer.handle((_req, res) => void res.writeHead(401).end(`{"error":"nope for ${NEW}"}`));
    h.other.handle((_req, res) => void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: { token: NEW } })));
    const err = await failure({ url: `${h.peer.origin}/data`, headers: { Authorization: `Bearer ${OLD}` }, authentication: auth() });
    assert.equal(err.type, 'AUTHENTICATION_FAILED');
    assert.equal(err.retryable, false);
    assert.equal(err.status, 401);
    assert.match(err.message, /also with the refreshed token/);
    assert.match(err.snippet ?? '', /nope for \*{8}/);
    assert.equal(h.peer.requests.length, 2);
    assert.equal(h.other.requests.length, 1);
  });

  it('a refresh endpoint answering 400 → AUTHENTICATION_FAILED with its snippet, secrets hidden', async () => {
    h.peer.handle((_req, res) => void res.writeHead(401).end());
    h.other.handle((req, res) => void res.writeHead(400).end(`invalid_client: key ${req.headers['x-refresh-key']} revoked`));
    const err = await failure({ url: `${h.peer.origin}/data`, headers: { Authorization: `Bearer ${OLD}` }, authentication: auth() });
    assert.equal(err.type, 'AUTHENTICATION_FAILED');
    assert.equal(err.retryable, false);
    assert.equal(err.status, 400);
    assert.match(err.message, /^token refresh \(PUT http:\/\/127\.0\.0\.1:\d+\/oauth\/token\) answered 400 Bad Request: invalid_client: key \*{8} revoked$/);
  });

  it('a refresh endpoint answering 503 → retryable SOURCE_UNRESPONSIVE', async () => {
    h.peer.handle((_req, res) => void res.writeHead(401).end());
    h.other.handle((_req, res) => void res.writeHead(503, { 'retry-after': '30' }).end('maintenance'));
    const err = await failure({ url: `${h.peer.origin}/data`, authentication: auth() });
    assert.equal(err.type, 'SOURCE_UNRESPONSIVE');
    assert.equal(err.retryable, true);
    assert.equal(err.retryAfterMs, 30_000);
  });

  it('a refresh answer without a token → AUTHENTICATION_FAILED naming the accepted forms', async () => {
    h.peer.handle((_req, res) => void res.writeHead(401).end());
    h.other.handle((_req, res) => void res.writeHead(200, { 'content-type': 'application/json' }).end('{"expires_in":3600}'));
    const err = await failure({ url: `${h.peer.origin}/data`, authentication: auth() });
    assert.equal(err.type, 'AUTHENTICATION_FAILED');
    assert.match(err.message, /access_token, token, accessToken or id_token/);
  });

  it('a refresh_url on an internal address is refused by the guard', async () => {
    h.peer.handle((_req, res) => void res.writeHead(401).end());
    const err = await failure({ url: `${h.peer.origin}/data`, authentication: auth({ refresh_url: 'http://169.254.169.254/latest/api/token' }) });
    assert.equal(err.type, 'NETWORK_REFUSED');
    assert.match(err.message, /^token refresh \(PUT http:\/\/169\.254\.169\.254\/latest\/api\/token\): refused: 169\.254\.169\.254 is a link-local address \(cloud metadata\)/);
  });

  it('401 without authentication settings → AUTHENTICATION_FAILED at once, 403 too', async () => {
    h.peer.handle((req, res) => void res.writeHead(req.url === '/forbidden' ? 403 : 401).end('denied'));
    const a = await failure({ url: `${h.peer.origin}/data`, headers: { Authorization: `Bearer ${OLD}` } });
    assert.equal(a.type, 'AUTHENTICATION_FAILED');
    assert.equal(a.retryable, false);
    assert.equal(h.peer.requests.length, 1);
    const b = await failure({ url: `${h.peer.origin}/forbidden` });
    assert.equal(b.type, 'AUTHENTICATION_FAILED');
    assert.equal(b.status, 403);
  });
});

