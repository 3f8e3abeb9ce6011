/**
 * The CLOUDSTORE node type (SPEC.md §Connector: a Google Cloud Storage bucket) on the GCS JSON API
 * (https://cloud.google.com/storage/docs/json_api), behind the shared file connector.
 *
 * Why not `@google-cloud/storage`: its version 8 speaks through three HTTP stacks (teeny-request
 * for API calls, gaxios for uploads and tokens, node-fetch inside) and hard-codes the token
 * endpoint, so neither every connection nor a service account's `token_uri` can be sent through
 * the network guard without patching it. The few calls a file connector needs are small and
 * stable, so Ferry makes them itself with undici through the guard's dispatcher:
 * - sign-in: the OAuth 2.0 JWT bearer grant (RFC 7523) — a JWT signed RS256 with the service
 *   account's private key (`jose`), exchanged at `token_uri` (default
 *   https://oauth2.googleapis.com/token; `cloudproj_token_uri` is an extension) for an access token
 *   with the `devstorage.read_write` scope;
 * - list (`objects.list`, prefix + `/` delimiter: not recursive, pages of up to 1,000), download
 *   (`alt=media`, streamed), upload (a resumable session: the object exists only once the whole
 *   body arrived), rename (`objects.rewrite` with `ifGenerationMatch=0`, so an existing name is
 *   never overwritten, then `objects.delete`), delete.
 * `cloudproj_endpoint` (an extension) points at a GCS-compatible endpoint (tests use a small GCS
 * server of their own, testing/gcs-peer.ts).
 */
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { createPrivateKey } from 'node:crypto';
import { SignJWT } from 'jose';
import { request } from 'undici';
import { DEFAULT_PEER_TIMEOUT_MS, type ConnectorContext, type ConnectorType, type InputConnector, type OutputConnector } from '../contract.ts';

/** undici time-outs of one call: silence before the headers, and between body chunks. */
const timeouts = (ctx: ConnectorContext) => ({ headersTimeout: ctx.timeoutMs ?? DEFAULT_PEER_TIMEOUT_MS, bodyTimeout: Math.max(60_000, ctx.timeoutMs ?? DEFAULT_PEER_TIMEOUT_MS) });
import { classifyConnectorError, ConnectorError, isRetryableStatus, type ConnectorSide } from '../errors.ts';
import { asConfig, fileSettings, invalid, optionalString, requiredString } from '../files/config.ts';
import { createFileConnector } from '../files/connector.ts';
import type { FileBackend, FileSettings, FileStore } from '../files/store.ts';

/** Google's OAuth 2.0 token endpoint (the default `token_uri` of a service account key). */
export const GOOGLE_TOKEN_URI = 'https://oauth2.googleapis.com/token';
/** The GCS JSON API endpoint. */
export const GCS_ENDPOINT = 'https://storage.googleapis.com';
const SCOPE = 'https://www.googleapis.com/auth/devstorage.read_write';

export interface CloudstoreSettings {
  projectId: string;
  clientEmail: string;
  privateKey: string;
  bucket: string;
  endpoint: string;
  tokenUri: string;
  files: FileSettings;
}

const httpUrl = (v: string) => /^https?:\/\/[^/@\s]+(\/.*)?$/.test(v);

/** @throws ConnectorError CONFIGURATION_INVALID naming the field. */
export function parseCloudstoreConfiguration(configuration: unknown, type: ConnectorType): CloudstoreSettings {
  const c = asConfig(configuration);
  const endpoint = optionalString(c, 'cloudproj_endpoint', 2048) ?? GCS_ENDPOINT;
  const tokenUri = optionalString(c, 'cloudproj_token_uri', 2048) ?? GOOGLE_TOKEN_URI;
  if (!httpUrl(endpoint)) throw invalid('cloudproj_endpoint', 'must be an http or https URL without user name or password');
  if (!httpUrl(tokenUri)) throw invalid('cloudproj_token_uri', 'must be an http or https URL without user name or password');
  const privateKey = requiredString(c, 'cloudproj_private_key', 16384).replace(/\\n/g, '\n');
  if (!/-----BEGIN (RSA )?PRIVATE KEY-----/.test(privateKey)) throw invalid('cloudproj_private_key', 'must be the PEM private key of the service account key file');
  return {
    projectId: requiredString(c, 'cloudproj_project_id', 100),
    clientEmail: requiredString(c, 'cloudproj_client_email', 320),
    privateKey,
    bucket: requiredString(c, 'cloudproj_bucket_name', 222),
    endpoint: endpoint.replace(/\/+$/, ''),
    tokenUri,
    files: fileSettings(c, type, { absoluteDirectory: false }),
  };
}

function location(s: CloudstoreSettings): string {
  return s.endpoint === GCS_ENDPOINT ? `gs://${s.bucket}` : `gs://${s.bucket} at ${new URL(s.endpoint).host}`;
}

/** An answer of the API that is not a success, with what it said (never a token). */
class GcsError extends Error {
  readonly status: number;
  readonly reason: string;
  constructor(status: number, reason: string, what: string) {
    super(`${what}: HTTP ${status}${reason ? ` ${reason}` : ''}`);
    this.status = status;
    this.reason = reason;
  }
}

async function failure(res: Awaited<ReturnType<typeof request>>, what: string): Promise<GcsError> {
  const text = (await res.body.text().catch(() => '')).slice(0, 2000);
  let reason = '';
  try {
    const json = JSON.parse(text) as { error?: { message?: string; errors?: Array<{ reason?: string }> } | string; error_description?: string };
    reason = typeof json.error === 'string' ? `${json.error}${json.error_description ? `: ${json.error_description}` : ''}` : (json.error?.message ?? json.error?.errors?.[0]?.reason ?? '');
  } catch {
    reason = text.replace(/\s+/g, ' ').slice(0, 120);
  }
  return new GcsError(res.statusCode, reason.slice(0, 200), what);
}

/** Exchanges a signed JWT for an access token at the token URI (RFC 7523). */
async function accessToken(s: CloudstoreSettings, ctx: ConnectorContext): Promise<string> {
  ctx.guard.checkUrl(s.tokenUri);
  let key;
  try {
    // PKCS #8 (service account key files) or PKCS #1 PEM.
    key = createPrivateKey(s.privateKey);
    if (key.asymmetricKeyType !== 'rsa') throw new Error('not RSA');
  } catch {
    throw new ConnectorError('CONFIGURATION_INVALID', 'cloudproj_private_key cannot be read as an RSA private key (the "private_key" of a service account key file)', { retryable: false });
  }
  const now = Math.floor(Date.now() / 1000);
  const assertion = await new SignJWT({ scope: SCOPE }).setProtectedHeader({ alg: 'RS256', typ: 'JWT' }).setIssuer(s.clientEmail).setAudience(s.tokenUri).setIssuedAt(now).setExpirationTime(now + 3600).sign(key);
  const res = await request(s.tokenUri, {
    method: 'POST',
    dispatcher: ctx.guard.dispatcher,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }).toString(),
    signal: ctx.signal,
    ...timeouts(ctx),
  });
  if (res.statusCode !== 200) {
    const err = await failure(res, `the token endpoint ${new URL(s.tokenUri).host}`);
    // invalid_grant / unauthorized_client: the key or the account is wrong.
    if (res.statusCode === 400 || res.statusCode === 401 || res.statusCode === 403) throw new ConnectorError('AUTHENTICATION_FAILED', `${err.message} (the service account key was refused)`, { retryable: false, status: res.statusCode });
    throw err;
  }
  const json = (await res.body.json()) as { access_token?: string };
  if (!json.access_token) throw new GcsError(502, 'no access_token in the answer', `the token endpoint ${new URL(s.tokenUri).host}`);
  return json.access_token;
}

async function open(s: CloudstoreSettings, ctx: ConnectorContext, side: ConnectorSide): Promise<FileStore> {
  ctx.guard.checkUrl(s.endpoint);
  const token = await accessToken(s, ctx);
  const auth = { authorization: `Bearer ${token}` };
  const api = `${s.endpoint}/storage/v1/b/${encodeURIComponent(s.bucket)}`;
  const object = (name: string) => `${api}/o/${encodeURIComponent(name)}`;
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, what: string, extra: { body?: string | Readable; headers?: Record<string, string> } = {}) => {
    const res = await request(url, { method, dispatcher: ctx.guard.dispatcher, headers: { ...auth, ...extra.headers }, body: extra.body, signal: ctx.signal, ...timeouts(ctx) });
    if (res.statusCode >= 300) throw await failure(res, what);
    return res;
  };
  const bucket = await request(api, { method: 'GET', dispatcher: ctx.guard.dispatcher, headers: auth, signal: ctx.signal, ...timeouts(ctx) });
  if (bucket.statusCode === 404) {
    await bucket.body.dump();
    throw new ConnectorError(side === 'SOURCE' ? 'SOURCE_UNRESPONSIVE' : 'DESTINATION_UNRESPONSIVE', `${location(s)}: the bucket does not exist`, { retryable: false, status: 404, reason: 'DIRECTORY_MISSING' });
  }
  if (bucket.statusCode >= 300) throw await failure(bucket, location(s));
  await bucket.body.dump();
  const prefixOf = (dir: string) => (dir ? `${dir}/` : '');

  return {
    async *list(directory) {
      const prefix = prefixOf(directory);
      let pageToken: string | undefined;
      do {
        const q = new URLSearchParams({ prefix, delimiter: '/', maxResults: '1000', fields: 'items(name,size,generation,updated),nextPageToken' });
        if (pageToken) q.set('pageToken', pageToken);
        const res = await call('GET', `${api}/o?${q}`, `listing ${location(s)}`);
        const page = (await res.body.json()) as { items?: Array<{ name: string; size: string; generation?: string; updated?: string }>; nextPageToken?: string };
        for (const o of page.items ?? []) {
          if (o.name.endsWith('/')) continue;
          yield { name: o.name.slice(prefix.length), path: o.name, size: Number(o.size), version: o.generation ?? o.updated ?? '' };
        }
        pageToken = page.nextPageToken;
      } while (pageToken);
    },
    async directoryExists() {
      // A "folder" is a name prefix: it needs no creating, and an empty one holds no objects.
      return true;
    },
    async read(path) {
      const res = await call('GET', `${object(path)}?alt=media`, `reading ${path}`);
      return res.body as unknown as Readable;
    },
    async write(path, _temporary, file) {
      // A resumable session: the object appears only when the whole body has arrived.
      const start = await call('POST', `${s.endpoint}/upload/storage/v1/b/${encodeURIComponent(s.bucket)}/o?uploadType=resumable&name=${encodeURIComponent(path)}`, `starting an upload to ${location(s)}`, {
        headers: { 'content-type': 'application/json; charset=utf-8', 'x-upload-content-type': file.contentType, 'x-upload-content-length': String(file.size) },
        body: JSON.stringify({ name: path, contentType: file.contentType }),
      });
      await start.body.dump();
      const session = String(start.headers.location ?? '');
      if (!session) throw new GcsError(502, 'no upload session in the answer', `starting an upload to ${location(s)}`);
      const res = await call('PUT', session, `uploading ${path}`, { headers: { 'content-length': String(file.size), 'content-type': file.contentType }, body: file.open ? file.open() : createReadStream(file.path) });
      await res.body.dump();
    },
    async rename(from, to) {
      let rewriteToken: string | undefined;
      do {
        const q = new URLSearchParams({ ifGenerationMatch: '0' });
        if (rewriteToken) q.set('rewriteToken', rewriteToken);
        const res = await request(`${object(from)}/rewriteTo/b/${encodeURIComponent(s.bucket)}/o/${encodeURIComponent(to)}?${q}`, { method: 'POST', dispatcher: ctx.guard.dispatcher, headers: auth, signal: ctx.signal, ...timeouts(ctx) });
        if (res.statusCode === 412) {
          await res.body.dump();
          throw Object.assign(new Error(`cannot rename ${from} to ${to}: ${to} already exists`), { code: 'EEXIST' });
        }
        if (res.statusCode >= 300) throw await failure(res, `renaming ${from}`);
        const done = (await res.body.json()) as { done?: boolean; rewriteToken?: string };
        rewriteToken = done.done ? undefined : done.rewriteToken;
      } while (rewriteToken);
      await (await call('DELETE', object(from), `deleting ${from}`)).body.dump();
    },
    async delete(path) {
      await (await call('DELETE', object(path), `deleting ${path}`)).body.dump();
    },
    async close() {},
  };
}

/** Maps a GCS failure to a ConnectorError naming the bucket and the cause. */
export function classifyCloudstoreError(err: unknown, side: ConnectorSide, where: string): ConnectorError {
  if (err instanceof ConnectorError) return err;
  const unresponsive = side === 'SOURCE' ? 'SOURCE_UNRESPONSIVE' : 'DESTINATION_UNRESPONSIVE';
  if ((err as { code?: string }).code === 'EEXIST') return new ConnectorError(unresponsive, `${where}: ${(err as Error).message}`, { retryable: false });
  if (err instanceof GcsError) {
    if (err.status === 401) return new ConnectorError('AUTHENTICATION_FAILED', `${where}: ${err.message} (the access token was refused)`, { retryable: false, status: 401 });
    if (err.status === 403) return new ConnectorError(unresponsive, `${where}: ${err.message} (the service account may not do this; check its roles on the bucket)`, { retryable: false, status: 403, reason: 'PERMISSION_DENIED' });
    if (err.status === 404) return new ConnectorError(unresponsive, `${where}: ${err.message}`, { retryable: false, status: 404, reason: 'DIRECTORY_MISSING' });
    return new ConnectorError(unresponsive, `${where}: ${err.message}`, { retryable: isRetryableStatus(err.status), status: err.status });
  }
  const c = classifyConnectorError(err, side);
  return new ConnectorError(c.type, `${where}: ${c.message}`, { retryable: c.retryable, cause: err, ...(c.reason ? { reason: c.reason } : {}) });
}

/** Creates a CLOUDSTORE connector. @throws ConnectorError CONFIGURATION_INVALID */
export function createCloudstoreConnector(type: ConnectorType, configuration: unknown): InputConnector | OutputConnector {
  const backend: FileBackend<CloudstoreSettings> = {
    nodeType: 'CLOUDSTORE',
    parse: (c) => parseCloudstoreConfiguration(c, type),
    location,
    open,
    classify: classifyCloudstoreError,
    files: (s) => s.files,
  };
  return createFileConnector(backend, type, configuration);
}
