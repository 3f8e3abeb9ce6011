/**
 * A small Google Cloud Storage server for the CLOUDSTORE tests (no GCS emulator installs offline
 * here). It speaks the parts of the JSON API the connector uses, on 127.0.0.1, in memory:
 * - `POST /token`: the OAuth 2.0 JWT bearer grant (RFC 7523): checks the assertion's RS256
 *   signature against the service account's public key, its issuer, audience and expiry, and
 *   answers an access token (`invalid_grant` otherwise);
 * - `GET /storage/v1/b/{bucket}`; `GET …/o` (prefix, delimiter `/`, pages of `pageSize` items —
 *   small, so that paging is exercised); `GET …/o/{name}` (`alt=media` for the bytes);
 * - resumable uploads: `POST /upload/storage/v1/b/{bucket}/o?uploadType=resumable&name=…` answers a
 *   session in `Location`, whose `PUT` stores the object once the whole body arrived;
 * - `POST …/o/{name}/rewriteTo/b/{bucket}/o/{dest}` (with `ifGenerationMatch=0`: 412 when the
 *   destination exists) and `DELETE …/o/{name}`.
 * Every API call needs a token it issued (401). Not covered: ACLs and IAM, metadata updates,
 * multipart and XML-API uploads, object versioning, partial (chunked) resumable uploads, signed
 * URLs (docs/connectors.md says so).
 */
import { generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { jwtVerify } from 'jose';

interface StoredObject {
  data: Buffer;
  generation: string;
  updated: string;
  contentType: string;
}

export interface GcsPeer {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  tokenUri: string;
  /** The service account: its e-mail and PEM private key (PKCS #8). */
  clientEmail: string;
  privateKey: string;
  /** Objects by bucket and name (tests read and write them directly). */
  buckets: Map<string, Map<string, StoredObject>>;
  put(bucket: string, name: string, data: Buffer | string): void;
  /** API requests seen (method and path), for tests. */
  requests: string[];
  stop(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

const error = (res: ServerResponse, status: number, message: string) => json(res, status, { error: { code: status, message, errors: [{ message, reason: String(status) }] } });

/** Starts the server with the given buckets and a fresh service account key pair. */
export async function startGcsPeer(bucketNames: string[], options: { pageSize?: number; clientEmail?: string } = {}): Promise<GcsPeer> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const clientEmail = options.clientEmail ?? 'ferry-test@ferry-project.iam.gserviceaccount.com';
  const pageSize = options.pageSize ?? 3;
  const buckets = new Map(bucketNames.map((b) => [b, new Map<string, StoredObject>()]));
  const tokens = new Set<string>();
  const sessions = new Map<string, { bucket: string; name: string; contentType: string }>();
  const requests: string[] = [];
  let generation = 1_700_000_000_000_000;
  let server: Server;
  let endpoint = '';
  const store = (bucket: string, name: string, data: Buffer, contentType = 'application/octet-stream') => {
    buckets.get(bucket)!.set(name, { data, generation: String(++generation), updated: new Date().toISOString(), contentType });
  };
  const meta = (bucket: string, name: string, o: StoredObject) => ({ kind: 'storage#object', bucket, name, size: String(o.data.length), generation: o.generation, updated: o.updated, contentType: o.contentType });

  async function handle(req: IncomingMessage, res: ServerResponse, key: KeyObject): Promise<void> {
    const url = new URL(req.url ?? '/', endpoint);
    const path = decodeURIComponent(url.pathname);
    requests.push(`${req.method} ${url.pathname}`);
    if (req.method === 'POST' && url.pathname === '/token') {
      const form = new URLSearchParams((await readBody(req)).toString());
      try {
        if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') throw new Error('unsupported grant_type');
        const { payload } = await jwtVerify(form.get('assertion') ?? '', key, { issuer: clientEmail, audience: `${endpoint}/token`, algorithms: ['RS256'] });
        if (!String(payload.scope ?? '').includes('devstorage')) throw new Error('scope');
      } catch {
        return json(res, 400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
      }
      const token = `ya29.test-${randomUUID()}`;
      tokens.add(token);
      return json(res, 200, { access_token: token, expires_in: 3599, token_type: 'Bearer' });
    }
    const session = url.pathname.match(/^\/upload\/session\/([\w-]+)$/);
    if (session && req.method === 'PUT') {
      const s = sessions.get(session[1]!);
      if (!s) return error(res, 404, 'no such upload session');
      const data = await readBody(req);
      const expected = req.headers['content-length'];
      if (expected !== undefined && Number(expected) !== data.length) return error(res, 400, 'incomplete body');
      sessions.delete(session[1]!);
      store(s.bucket, s.name, data, s.contentType);
      return json(res, 200, meta(s.bucket, s.name, buckets.get(s.bucket)!.get(s.name)!));
    }
    const bearer = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!tokens.has(bearer)) return error(res, 401, 'Invalid Credentials');
    const upload = path.match(/^\/upload\/storage\/v1\/b\/([^/]+)\/o$/);
    if (upload && req.method === 'POST') {
      const bucket = upload[1]!;
      if (!buckets.has(bucket)) return error(res, 404, 'The specified bucket does not exist.');
      if (url.searchParams.get('uploadType') !== 'resumable') return error(res, 400, 'only resumable uploads here');
      const body = JSON.parse((await readBody(req)).toString() || '{}') as { name?: string; contentType?: string };
      const id = randomUUID();
      sessions.set(id, { bucket, name: url.searchParams.get('name') ?? body.name ?? '', contentType: String(req.headers['x-upload-content-type'] ?? body.contentType ?? 'application/octet-stream') });
      res.writeHead(200, { location: `${endpoint}/upload/session/${id}` }).end();
      return;
    }
    const m = path.match(/^\/storage\/v1\/b\/([^/]+)(?:\/o(?:\/(.+?))?)?(?:\/rewriteTo\/b\/([^/]+)\/o\/(.+))?$/);
    if (!m) return error(res, 404, 'Not Found');
    const [, bucket, name, destBucket, destName] = m as unknown as [string, string, string | undefined, string | undefined, string | undefined];
    const objects = buckets.get(bucket);
    if (!objects) return error(res, 404, 'The specified bucket does not exist.');
    if (!path.includes('/o')) return json(res, 200, { kind: 'storage#bucket', name: bucket });
    if (destBucket && destName !== undefined && name !== undefined && req.method === 'POST') {
      const source = objects.get(name);
      if (!source) return error(res, 404, 'No such object');
      const target = buckets.get(destBucket);
      if (!target) return error(res, 404, 'The specified bucket does not exist.');
      if (url.searchParams.get('ifGenerationMatch') === '0' && target.has(destName)) return error(res, 412, 'At least one of the pre-conditions you specified did not hold.');
      store(destBucket, destName, Buffer.from(source.data), source.contentType);
      return json(res, 200, { kind: 'storage#rewriteResponse', done: true, totalBytesRewritten: String(source.data.length), resource: meta(destBucket, destName, target.get(destName)!) });
    }
    if (name === undefined && req.method === 'GET') {
      const prefix = url.searchParams.get('prefix') ?? '';
      const delimiter = url.searchParams.get('delimiter');
      const names = [...objects.keys()].filter((n) => n.startsWith(prefix) && !(delimiter && n.slice(prefix.length).includes(delimiter))).sort();
      const start = Number(url.searchParams.get('pageToken') ?? 0);
      const size = Math.min(pageSize, Number(url.searchParams.get('maxResults') ?? 1000));
      const page = names.slice(start, start + size);
      return json(res, 200, { kind: 'storage#objects', items: page.map((n) => meta(bucket, n, objects.get(n)!)), ...(start + size < names.length ? { nextPageToken: String(start + size) } : {}) });
    }
    if (name === undefined) return error(res, 405, 'Method not allowed');
    const o = objects.get(name);
    if (!o) return error(res, 404, 'No such object');
    if (req.method === 'DELETE') {
      objects.delete(name);
      res.writeHead(204).end();
      return;
    }
    if (req.method === 'GET' && url.searchParams.get('alt') === 'media') {
      res.writeHead(200, { 'content-type': o.contentType, 'content-length': String(o.data.length) }).end(o.data);
      return;
    }
    if (req.method === 'GET') return json(res, 200, meta(bucket, name, o));
    return error(res, 405, 'Method not allowed');
  }

  const key: KeyObject = publicKey;
  server = createServer((req, res) => {
    handle(req, res, key).catch((err: Error) => {
      if (!res.headersSent) error(res, 500, err.message);
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    endpoint,
    tokenUri: `${endpoint}/token`,
    clientEmail,
    privateKey: pem,
    buckets,
    put: (bucket, name, data) => store(bucket, name, Buffer.isBuffer(data) ? data : Buffer.from(data)),
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
