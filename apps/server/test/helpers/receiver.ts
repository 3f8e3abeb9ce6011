/**
 * A real HTTP server on loopback that records what it receives and answers as told — the peer for
 * HTTP connectors in tests (an output destination, a PROACTIVE source, a token refresh endpoint).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export type Responder = (req: Received, res: ServerResponse) => void | Promise<void>;

export interface Receiver {
  url: string;
  port: number;
  requests: Received[];
  /** Replaces the responder (default: 200 `{"ok":true}`). */
  respond(handler: Responder): void;
  close(): Promise<void>;
}

export async function startReceiver(handler?: Responder): Promise<Receiver> {
  const requests: Received[] = [];
  let responder: Responder =
    handler ??
    ((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    });
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const received: Received = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks) };
    requests.push(received);
    try {
      await responder(received, res);
    } catch (err) {
      res.writeHead(500);
      res.end(String(err));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    respond(h) {
      responder = h;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
