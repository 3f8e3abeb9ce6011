/**
 * HTTP output against real HTTP servers on 127.0.0.1 (SPEC.md §Connector HTTP; SECURITY.md
 * delivery semantics; docs/http-connector.md).
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { canDeliver, type ConnectorContext, type OutgoingFile } from '../contract.ts';
import { ConnectorError } from '../errors.ts';
import { createNetworkGuard, type NetworkGuard } from '../network/guard.ts';
import { createConnector } from '../registry.ts';
import { memoryLogger, startHttpPeer, testContext, type HttpPeer } from '../testing/http-peer.ts';
import { attachmentDisposition } from './output.ts';

const OLD = 'out-old-token-7c1a9e0b';
const NEW = 'out-new-token-4e8f2d6a';
const SECRET = 'out-canary-key-1b3d5f';

let peer: HttpPeer;
let tokens: HttpPeer;
let guard: NetworkGuard;
let dir: string;
let csvFile: OutgoingFile;
let jsonFile: OutgoingFile;
const csv = 'id,name\n1,Ada\n2,Zoë\n';
const rows = [
  { id: 1, name: 'Ada' },
  { id: 2, name: 'Zoë' },
];

before(async () => {
  peer = await startHttpPeer();
  tokens = await startHttpPeer();
  guard = createNetworkGuard({ allowList: ['127.0.0.1'], connectTimeoutMs: 2000 });
  dir = await mkdtemp(join(tmpdir(), 'ferry-http-output-'));
  await writeFile(join(dir, 'out.csv'), csv);
  await writeFile(join(dir, 'out.json'), JSON.stringify(rows));
  csvFile = { path: join(dir, 'out.csv'), fileName: 'Orders März.csv', contentType: 'text/csv; charset=utf-8', format: 'CSV', size: Buffer.byteLength(csv) };
  jsonFile = { path: join(dir, 'out.json'), fileName: 'orders.json', contentType: '', format: 'JSON', size: Buffer.byteLength(JSON.stringify(rows)) };
});
after(async () => {
  await Promise.all([peer.close(), tokens.close(), guard.close()]);
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  peer.requests.length = 0;
  tokens.requests.length = 0;
});

function output(configuration: Record<string, unknown>) {
  const c = createConnector({ nodeType: 'HTTP', type: 'OUTPUT', configuration });
  assert.ok(canDeliver(c));
  return c;
}

async function failure(configuration: Record<string, unknown>, file = csvFile, ctx: Partial<ConnectorContext> = {}): Promise<ConnectorError> {
  try {
    await output(configuration).deliver(file, testContext(guard, ctx));
  } catch (err) {
    assert.ok(err instanceof ConnectorError, `expected a ConnectorError, got ${String(err)}`);
    for (const s of [OLD, NEW, SECRET]) assert.ok(!`${err.message} ${err.snippet ?? ''}`.includes(s), `error names a secret: ${err.message}`);
    return err;
  }
  assert.fail('expected the delivery to fail');
}

describe('HTTP output', () => {
  it('sends the file with method, headers, Content-Type, Content-Disposition, Idempotency-Key and X-Ferry-Execution-Id', async () => {
    peer.handle((_req, res) => void res.writeHead(201).end('{"id":"imp-1"}'));
    const log = memoryLogger();
    const result = await output({ url: `${peer.origin}/imports?tenant=${SECRET}`, method: 'PUT', headers: { 'X-Api-Key': SECRET, 'Idempotency-Key': 'static' } }).deliver(
      csvFile,
      testContext(guard, { executionId: 'exec-42', idempotencyKey: 'exec-42', log }),
    );
    assert.equal(result.status, 201);
    assert.match(result.deliveredTo, /^PUT http:\/\/127\.0\.0\.1:\d+\/imports\?…$/);
    const req = peer.requests[0]!;
    assert.equal(req.method, 'PUT');
    assert.equal(req.body.toString('utf8'), csv);
    assert.equal(req.headers['x-api-key'], SECRET);
    assert.equal(req.headers['content-type'], 'text/csv; charset=utf-8');
    assert.equal(req.headers['content-length'], String(Buffer.byteLength(csv)));
    assert.equal(req.headers['content-disposition'], `attachment; filename="Orders M_rz.csv"; filename*=UTF-8''Orders%20M%C3%A4rz.csv`);
    assert.equal(req.headers['idempotency-key'], 'exec-42', 'Ferry sets the key, over a configured one');
    assert.equal(req.headers['x-ferry-execution-id'], 'exec-42');
    assert.ok(!log.lines.join('\n').includes(SECRET));
  });

  it('POSTs by default; a JSON output is the JSON array of rows, as application/json', async () => {
    peer.handle((_req, res) => void res.writeHead(200).end());
    await output({ url: `${peer.origin}/rows` }).deliver(jsonFile, testContext(guard));
    const req = peer.requests[0]!;
    assert.equal(req.method, 'POST');
    assert.equal(req.headers['content-type'], 'application/json; charset=utf-8');
    assert.deepEqual(JSON.parse(req.body.toString('utf8')), rows);
  });

  it('a configured Content-Type wins over the format default', async () => {
    peer.handle((_req, res) => void res.writeHead(204).end());
    await output({ url: `${peer.origin}/rows`, headers: { 'content-type': 'application/vnd.acme+json' } }).deliver(jsonFile, testContext(guard));
    assert.equal(peer.requests[0]!.headers['content-type'], 'application/vnd.acme+json');
  });

  it('the same execution delivered twice carries the same Idempotency-Key (a receiver can deduplicate)', async () => {
    const seen = new Map<string, number>();
    peer.handle((req, res) => {
      const key = String(req.headers['idempotency-key']);
      seen.set(key, (seen.get(key) ?? 0) + 1);
      res.writeHead(seen.get(key) === 1 ? 201 : 200).end();
    });
    const c = output({ url: `${peer.origin}/imports` });
    const first = await c.deliver(csvFile, testContext(guard, { executionId: 'exec-7', idempotencyKey: 'exec-7' }));
    const retry = await c.deliver(csvFile, testContext(guard, { executionId: 'exec-7', idempotencyKey: 'exec-7' }));
    assert.deepEqual([first.status, retry.status], [201, 200]);
    assert.deepEqual([...seen], [['exec-7', 2]]);
  });

  it('401 → refresh → the whole file again with the new token', async () => {
    peer.handle((req, res) => void res.writeHead(req.headers.authorization === `Bearer ${NEW}` ? 200 : 401).end());
    tokens.handle((req, res) => void (req.method === 'GET' && req.headers['x-client'] === SECRET ? res.writeHead(200, { 'content-type': 'application/json' }).end(`{"accessToken":"${NEW}"}`) : res.writeHead(400).end()));
    const result = await output({
      url: `${peer.origin}/imports`,
      headers: { Authorization: `Bearer ${OLD}` },
      authentication: { refresh_url: `${tokens.origin}/token`, method: 'GET', headers: { 'X-Client': SECRET } },
    }).deliver(csvFile, testContext(guard));
    assert.equal(result.status, 200);
    assert.equal(peer.requests.length, 2);
    assert.equal(peer.requests[1]!.headers.authorization, `Bearer ${NEW}`);
    assert.equal(peer.requests[1]!.body.toString('utf8'), csv);
    assert.equal(tokens.requests.length, 1);
  });

  it('still 401 after the refresh → AUTHENTICATION_FAILED, not retryable', async () => {
    peer.handle((_req, res) => void res.writeHead(401).end());
    tokens.handle((_req, res) => void res.writeHead(200).end(NEW));
    const err = await failure({ url: `${peer.origin}/imports`, headers: { Authorization: `Bearer ${OLD}` }, authentication: { refresh_url: `${tokens.origin}/token` } });
    assert.equal(err.type, 'AUTHENTICATION_FAILED');
    assert.equal(err.retryable, false);
    assert.equal(tokens.requests[0]!.method, 'POST', 'the refresh method defaults to POST');
  });

  it('500 → retryable DESTINATION_UNRESPONSIVE with status and snippet', async () => {
    peer.handle((req, res) => void res.writeHead(500).end(`database down while storing for ${req.headers['x-api-key']}`));
    const err = await failure({ url: `${peer.origin}/imports`, headers: { 'X-Api-Key': SECRET } });
    assert.deepEqual([err.type, err.retryable, err.status], ['DESTINATION_UNRESPONSIVE', true, 500]);
    assert.equal(err.snippet, 'database down while storing for ********');
    assert.match(err.message, /^POST http:\/\/127\.0\.0\.1:\d+\/imports answered 500 Internal Server Error: database down/);
  });

  it('400 and 413 → not retryable; 502, 503, 504 and 429 → retryable', async () => {
    for (const [status, retryable] of [[400, false], [413, false], [422, false], [502, true], [503, true], [504, true], [429, true]] as const) {
      peer.handle((_req, res) => void res.writeHead(status).end('{"error":"x"}'));
      const err = await failure({ url: `${peer.origin}/imports` });
      assert.deepEqual([err.type, err.retryable, err.status], ['DESTINATION_UNRESPONSIVE', retryable, status]);
    }
  });

  it('a redirect is not followed (a delivery goes where it is configured)', async () => {
    peer.handle((_req, res) => void res.writeHead(307, { location: 'http://169.254.169.254/' }).end());
    const err = await failure({ url: `${peer.origin}/imports` });
    assert.deepEqual([err.type, err.retryable, err.status], ['DESTINATION_UNRESPONSIVE', false, 307]);
    assert.equal(peer.requests.length, 1);
  });

  it('a destination that never answers → retryable DESTINATION_UNRESPONSIVE', async () => {
    peer.handle(() => undefined);
    const c = createConnector({ nodeType: 'HTTP', type: 'OUTPUT', configuration: { url: `${peer.origin}/slow` }, options: { http: { timeouts: { headersMs: 150 } } } });
    await assert.rejects(c.deliver!(csvFile, testContext(guard)), (err: unknown) => err instanceof ConnectorError && err.type === 'DESTINATION_UNRESPONSIVE' && err.retryable);
  });

  it('an internal destination is refused by the default guard (the server sees nothing)', async () => {
    const strict = createNetworkGuard();
    try {
      const before = peer.connections();
      await assert.rejects(output({ url: `${peer.origin}/imports` }).deliver(csvFile, testContext(strict)), (err: unknown) => err instanceof ConnectorError && err.type === 'NETWORK_REFUSED' && !err.retryable);
      assert.equal(peer.connections(), before);
    } finally {
      await strict.close();
    }
  });

  it('Content-Disposition: plain ASCII names stay as they are, others get an RFC 8187 form', () => {
    assert.equal(attachmentDisposition('orders.csv'), 'attachment; filename="orders.csv"');
    assert.equal(attachmentDisposition('a"b\\c.csv'), `attachment; filename="a_b_c.csv"; filename*=UTF-8''a%22b%5Cc.csv`);
  });
});
