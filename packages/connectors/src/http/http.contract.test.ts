/**
 * The HTTP driver against the shared connector contract (contract.test-suite.ts), with real HTTP
 * peers on 127.0.0.1 that demand the configured credentials.
 */
import { randomUUID } from 'node:crypto';
import { testInputConnector, testOutputConnector, type OfferedFile } from '../contract.test-suite.ts';
import { closedPort, startHttpPeer, type HttpPeer } from '../testing/http-peer.ts';

const TOKEN = 'contract-canary-token-5d1f0c';
const API_KEY = 'contract-canary-key-93ab77';
const headers = { Authorization: `Bearer ${TOKEN}`, 'X-Api-Key': API_KEY };
const authorised = (h: Record<string, string | string[] | undefined>) => h.authorization === `Bearer ${TOKEN}` && h['x-api-key'] === API_KEY;

let source: HttpPeer;
const files = new Map<string, OfferedFile | 'empty'>();

testInputConnector({
  name: 'HTTP PROACTIVE',
  nodeType: 'HTTP',
  keepsFileName: true,
  secrets: [TOKEN, API_KEY],
  async setup() {
    source = await startHttpPeer((req, res) => {
      if (!authorised(req.headers)) return void res.writeHead(401).end('who are you?');
      const file = files.get(req.url.split('?')[0]!);
      if (!file) return void res.writeHead(404).end();
      if (file === 'empty') return void res.writeHead(200, { 'content-type': 'text/csv', 'content-length': '0' }).end();
      res.writeHead(200, { 'content-type': 'text/csv', 'content-length': String(file.content.length), 'content-disposition': `attachment; filename="${file.fileName}"` });
      res.end(file.content);
    });
    return { allowList: ['127.0.0.1'] };
  },
  teardown: () => source.close(),
  async withFile(file) {
    const path = `/exports/${files.size}`;
    files.set(path, file);
    return { type: 'PROACTIVE', url: `${source.origin}${path}?token=${TOKEN}`, method: 'GET', headers };
  },
  async withEmptySource() {
    files.set('/empty', 'empty');
    return { type: 'PROACTIVE', url: `${source.origin}/empty`, headers };
  },
  async unreachable() {
    return { type: 'PROACTIVE', url: `http://127.0.0.1:${await closedPort()}/export`, headers };
  },
});

let destination: HttpPeer;
const byKey = new Map<string, Buffer>();

testOutputConnector({
  name: 'HTTP',
  nodeType: 'HTTP',
  secrets: [TOKEN, API_KEY],
  async setup() {
    destination = await startHttpPeer((req, res) => {
      if (!authorised(req.headers)) return void res.writeHead(401).end();
      if (req.url === '/reject') return void res.writeHead(400).end(`{"error":"bad upload","echo":"${req.headers['x-api-key']}"}`);
      if (req.url === '/flaky') return void res.writeHead(503).end(`busy, try later (${req.headers.authorization})`);
      // A receiver that deduplicates retried deliveries by their Idempotency-Key; a request without
      // one cannot be told from a new delivery, so it counts as one of its own.
      const key = req.headers['idempotency-key'];
      byKey.set(typeof key === 'string' && key !== '' ? key : `no key ${randomUUID()}`, req.body);
      res.writeHead(byKey.size === 1 ? 201 : 200).end('{"ok":true}');
    });
    return { allowList: ['127.0.0.1'] };
  },
  teardown: () => destination.close(),
  destination: async () => ({ url: `${destination.origin}/inbox`, method: 'POST', headers }),
  received: async () => [...byKey.values()].map((content) => ({ content })),
  reset: async () => byKey.clear(),
  unreachable: async () => ({ url: `http://127.0.0.1:${await closedPort()}/inbox`, headers }),
  rejecting: async () => ({ url: `${destination.origin}/reject`, headers }),
  failingTransiently: async () => ({ url: `${destination.origin}/flaky`, headers }),
});
