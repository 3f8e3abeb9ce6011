/**
 * The HTTP output's destination for the benchmark: a loopback server that answers 200 at once and
 * spools each delivered body to a file (not to memory: 20 deliveries of 100k rows are ~300 MB of
 * JSON), so the benchmark can check every delivery after the batch without parsing while it times.
 */
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

export interface Delivery {
  /** The `Idempotency-Key` header: the execution id (DESIGN.md §5, delivery ledger). */
  executionId: string;
  bytes: number;
  /** When the body had been received in full (ms since the epoch). */
  receivedAt: number;
  path: string;
}

export interface DeliverySink {
  url: string;
  deliveries: Delivery[];
  close(): Promise<void>;
}

/** Starts the sink on 127.0.0.1; bodies go to `<dir>/delivery-<n>.json`. */
export async function startDeliverySink(dir: string): Promise<DeliverySink> {
  const deliveries: Delivery[] = [];
  let n = 0;
  const server: Server = createServer(async (req, res) => {
    const path = join(dir, `delivery-${++n}.json`);
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    try {
      await pipeline(req, createWriteStream(path));
      deliveries.push({ executionId: String(req.headers['idempotency-key'] ?? ''), bytes, receivedAt: Date.now(), path });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    } catch (err) {
      res.writeHead(500);
      res.end(String(err));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    deliveries,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Reads a delivered body (the rows as a JSON array, SPEC.md HTTP output) and checks it: `rows`
 * objects, each with exactly `keys`. Returns a problem description, or null when it is right.
 */
export async function checkDelivery(delivery: Delivery, rows: number, keys: readonly string[]): Promise<string | null> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(delivery.path, 'utf8'));
  } catch (err) {
    return `delivery for ${delivery.executionId} is not JSON: ${(err as Error).message}`;
  }
  if (!Array.isArray(parsed)) return `delivery for ${delivery.executionId} is not a JSON array`;
  if (parsed.length !== rows) return `delivery for ${delivery.executionId} has ${parsed.length} rows, expected ${rows}`;
  const want = [...keys].sort().join(',');
  for (const i of [0, parsed.length >> 1, parsed.length - 1]) {
    const row = parsed[i] as Record<string, unknown>;
    const got = Object.keys(row).sort().join(',');
    if (got !== want) return `delivery for ${delivery.executionId}, row ${i}: keys ${got}, expected ${want}`;
    const empty = keys.filter((k) => row[k] === null || row[k] === '');
    if (empty.length) return `delivery for ${delivery.executionId}, row ${i}: empty ${empty.join(', ')} (a column was not mapped?)`;
  }
  return null;
}
