/**
 * A real HTTP server on 127.0.0.1 for connector tests (STYLE.md: connectors run against real
 * protocol peers on loopback). It records every request (method, path, headers, body) and counts
 * TCP connections, so a test can prove the guard refused before a connection was made.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ConnectorContext, ConnectorLogger } from '../contract.ts';
import type { NetworkGuard } from '../network/guard.ts';

/** A request as the peer received it. */
export interface RecordedRequest {
  method: string;
  /** Path and query. */
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** Handles one request after its body was read. May leave `res` open (slow-server tests). */
export type PeerHandler = (req: RecordedRequest, res: ServerResponse) => unknown;

export interface HttpPeer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
  requests: RecordedRequest[];
  /** TCP connections accepted so far. */
  connections(): number;
  /** Replaces the handler. */
  handle(handler: PeerHandler): void;
  close(): Promise<void>;
}

/** Starts a peer on 127.0.0.1 (an ephemeral port) with `handler` (default: 404). */
export async function startHttpPeer(handler?: PeerHandler): Promise<HttpPeer> {
  let current: PeerHandler = handler ?? ((_req, res) => void res.writeHead(404).end());
  const requests: RecordedRequest[] = [];
  let connections = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('error', () => undefined);
    req.on('end', () => {
      const recorded: RecordedRequest = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      requests.push(recorded);
      Promise.resolve(current(recorded, res)).catch((err: unknown) => {
        if (!res.headersSent) res.writeHead(599).end(String(err));
      });
    });
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    connections: () => connections,
    handle(h) {
      current = h;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A logger that keeps what it was told (tests check that no secret is logged). */
export function memoryLogger(): ConnectorLogger & { lines: string[] } {
  const lines: string[] = [];
  const put = (level: string) => (obj: Record<string, unknown>, msg?: string) => {
    lines.push(`${level} ${msg ?? ''} ${JSON.stringify(obj)}`);
  };
  return { lines, debug: put('debug'), info: put('info'), warn: put('warn') };
}

/** A connector context for tests. */
export function testContext(guard: NetworkGuard, overrides: Partial<ConnectorContext> = {}): ConnectorContext {
  return { executionId: 'exec-1', idempotencyKey: 'exec-1', guard, log: memoryLogger(), maxBytes: 10 * 1024 * 1024, ...overrides };
}
