/**
 * The OBJSTORE node type (SPEC.md §Connector: an S3 bucket) on `@aws-sdk/client-s3` and
 * multipart uploads, behind the shared file connector (files/connector.ts). The optional
 * `objstore_endpoint` (an extension) points at an S3-compatible service (MinIO, Ceph, R2…), which
 * is then addressed path-style and sent checksums only when an operation requires them (older
 * compatible services store the SDK's default streaming-checksum framing as the object body).
 * Every connection goes through the network guard (guarded agents: the endpoint, or the AWS
 * host the SDK derives, resolved, checked and pinned). Listings are paged (1,000 keys a page,
 * `/` as delimiter: not recursive); uploads are streamed multipart uploads that become visible
 * only when complete. The SDK's own retries are off: the runtime retries an execution.
 */
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { DEFAULT_PEER_TIMEOUT_MS, type ConnectorContext, type ConnectorType, type InputConnector, type OutputConnector } from '../contract.ts';
import { classifyConnectorError, ConnectorError, type ConnectorSide } from '../errors.ts';
import { asConfig, fileSettings, invalid, optionalString, requiredString } from '../files/config.ts';
import { createFileConnector } from '../files/connector.ts';
import type { FileBackend, FileSettings, FileStore } from '../files/store.ts';
import { guardedAgents } from '../network/agents.ts';

export interface ObjstoreSettings {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** An S3-compatible endpoint (http or https URL); absent: AWS. */
  endpoint?: string;
  files: FileSettings;
}

/** @throws ConnectorError CONFIGURATION_INVALID naming the field. */
export function parseObjstoreConfiguration(configuration: unknown, type: ConnectorType): ObjstoreSettings {
  const c = asConfig(configuration);
  const bucket = requiredString(c, 'objstore_bucket_name', 63);
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw invalid('objstore_bucket_name', 'must be 3 to 63 lower-case letters, digits, dots and hyphens');
  const endpoint = optionalString(c, 'objstore_endpoint', 2048);
  if (endpoint && !/^https?:\/\/[^/@\s]+(\/.*)?$/.test(endpoint)) throw invalid('objstore_endpoint', 'must be an http or https URL without user name or password');
  return {
    bucket,
    region: requiredString(c, 'objstore_region', 64),
    accessKeyId: requiredString(c, 'objstore_access_key', 256),
    secretAccessKey: requiredString(c, 'objstore_secret_access_key', 256),
    ...(endpoint ? { endpoint } : {}),
    files: fileSettings(c, type, { absoluteDirectory: false }),
  };
}

/** Bytes per part of an upload (S3's minimum for all but the last part is 5 MiB). */
const PART_SIZE = 8 * 1024 * 1024;

function location(s: ObjstoreSettings): string {
  return s.endpoint ? `s3://${s.bucket} at ${new URL(s.endpoint).host}` : `s3://${s.bucket} (${s.region})`;
}

async function open(s: ObjstoreSettings, ctx: ConnectorContext, side: ConnectorSide): Promise<FileStore> {
  const sdk = await import('@aws-sdk/client-s3');
  const { NodeHttpHandler } = await import('@smithy/node-http-handler');
  if (s.endpoint) ctx.guard.checkUrl(s.endpoint);
  const agents = guardedAgents(ctx.guard);
  const client = new sdk.S3Client({
    region: s.region,
    credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
    ...(s.endpoint ? { endpoint: s.endpoint, forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
    maxAttempts: 1,
    // Time-outs: connecting, and silence before an answer's headers (a slow body is fine: reads stream).
    requestHandler: new NodeHttpHandler({ httpAgent: agents.http, httpsAgent: agents.https, connectionTimeout: ctx.timeoutMs ?? DEFAULT_PEER_TIMEOUT_MS, requestTimeout: ctx.timeoutMs ?? DEFAULT_PEER_TIMEOUT_MS, throwOnRequestTimeout: true }),
  });
  const Bucket = s.bucket;
  const signal = ctx.signal;
  // Signs in and checks the bucket: a wrong key or a missing bucket fails here, clearly.
  try {
    await client.send(new sdk.HeadBucketCommand({ Bucket }), { abortSignal: signal });
  } catch (err) {
    client.destroy();
    agents.destroy();
    // HEAD answers carry no error body: the status is all there is.
    const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404) throw new ConnectorError(side === 'SOURCE' ? 'SOURCE_UNRESPONSIVE' : 'DESTINATION_UNRESPONSIVE', `${location(s)}: the bucket does not exist`, { retryable: false, status, reason: 'DIRECTORY_MISSING' });
    if (status === 403 || status === 401) throw new ConnectorError('AUTHENTICATION_FAILED', `${location(s)} refused access to the bucket: the access key is wrong or may not read it (HTTP ${status})`, { retryable: false, status });
    throw err;
  }
  const prefixOf = (dir: string) => (dir ? `${dir}/` : '');

  return {
    async *list(directory) {
      const Prefix = prefixOf(directory);
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, Prefix, Delimiter: '/', MaxKeys: 1000, ContinuationToken }), { abortSignal: signal });
        for (const o of page.Contents ?? []) {
          if (!o.Key || o.Key.endsWith('/')) continue;
          yield { name: o.Key.slice(Prefix.length), path: o.Key, size: o.Size ?? 0, version: (o.ETag ?? o.LastModified?.toISOString() ?? '').replace(/"/g, '') };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async directoryExists() {
      // A key prefix is not a directory: it needs no creating, and an empty one holds no files.
      return true;
    },
    async read(path) {
      const res = await client.send(new sdk.GetObjectCommand({ Bucket, Key: path }), { abortSignal: signal });
      return res.Body as Readable;
    },
    async write(path, _temporary, file) {
      // Always a multipart upload, committed by CompleteMultipartUpload: S3 makes a single PUT
      // visible only when complete too, but S3-compatible stores do not all (s3rver writes in
      // place), and the commit is what every one of them honours. One part in memory at a time.
      const { UploadId } = await client.send(new sdk.CreateMultipartUploadCommand({ Bucket, Key: path, ContentType: file.contentType }), { abortSignal: signal });
      const parts: Array<{ ETag: string | undefined; PartNumber: number }> = [];
      try {
        let pending: Buffer[] = [];
        let pendingBytes = 0;
        const flush = async () => {
          const PartNumber = parts.length + 1;
          const res = await client.send(new sdk.UploadPartCommand({ Bucket, Key: path, UploadId, PartNumber, Body: Buffer.concat(pending, pendingBytes) }), { abortSignal: signal });
          parts.push({ ETag: res.ETag, PartNumber });
          pending = [];
          pendingBytes = 0;
        };
        for await (const chunk of file.open ? file.open() : createReadStream(file.path)) {
          const buf = chunk as Buffer;
          pending.push(buf);
          pendingBytes += buf.length;
          if (pendingBytes >= PART_SIZE) await flush();
        }
        if (pendingBytes > 0 || parts.length === 0) await flush();
        await client.send(new sdk.CompleteMultipartUploadCommand({ Bucket, Key: path, UploadId, MultipartUpload: { Parts: parts } }), { abortSignal: signal });
      } catch (err) {
        await client.send(new sdk.AbortMultipartUploadCommand({ Bucket, Key: path, UploadId })).catch(() => {});
        throw err;
      }
    },
    async rename(from, to) {
      const exists = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: to }), { abortSignal: signal }).then(() => true, () => false);
      if (exists) throw Object.assign(new Error(`cannot rename ${from} to ${to}: ${to} already exists`), { code: 'EEXIST' });
      await client.send(new sdk.CopyObjectCommand({ Bucket, Key: to, CopySource: `${Bucket}/${from.split('/').map(encodeURIComponent).join('/')}` }), { abortSignal: signal });
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: from }), { abortSignal: signal });
    },
    async delete(path) {
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: path }), { abortSignal: signal });
    },
    async close() {
      client.destroy();
      agents.destroy();
    },
  };
}

/** Maps an S3 failure to a ConnectorError naming the bucket and the cause. */
export function classifyObjstoreError(err: unknown, side: ConnectorSide, where: string): ConnectorError {
  if (err instanceof ConnectorError) return err;
  const unresponsive = side === 'SOURCE' ? 'SOURCE_UNRESPONSIVE' : 'DESTINATION_UNRESPONSIVE';
  const e = err as { name?: string; message?: string; code?: string; $metadata?: { httpStatusCode?: number } };
  const status = e?.$metadata?.httpStatusCode;
  const name = e?.name ?? '';
  if (e?.code === 'EEXIST') return new ConnectorError(unresponsive, `${where}: ${e.message}`, { retryable: false });
  if (['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'InvalidToken', 'ExpiredToken', 'AuthorizationHeaderMalformed'].includes(name) || status === 401) {
    return new ConnectorError('AUTHENTICATION_FAILED', `${where} refused the access key (${name || status})`, { retryable: false, status });
  }
  if (name === 'NoSuchBucket' || (name === 'NotFound' && status === 404 && /HeadBucket/i.test(String(e.message)))) {
    return new ConnectorError(unresponsive, `${where}: the bucket does not exist`, { retryable: false, status, reason: 'DIRECTORY_MISSING' });
  }
  if (name === 'NoSuchKey' || status === 404) return new ConnectorError(unresponsive, `${where}: not found (${name || 404})`, { retryable: false, status, reason: 'DIRECTORY_MISSING' });
  if (name === 'AccessDenied' || status === 403) return new ConnectorError(unresponsive, `${where}: access denied (the key may not do this; check the bucket policy)`, { retryable: false, status, reason: 'PERMISSION_DENIED' });
  if (name === 'PermanentRedirect' || status === 301) return new ConnectorError('CONFIGURATION_INVALID', `${where}: the bucket is in another region than ${/region/i.test(String(e.message)) ? 'configured' : 'objstore_region says'}`, { retryable: false, status });
  const c = classifyConnectorError(status !== undefined ? Object.assign(new Error(e.message ?? name), { status, cause: err }) : err, side);
  return new ConnectorError(c.type, `${where}: ${c.message}`, { retryable: c.retryable, cause: err, ...(status ? { status } : {}), ...(c.reason ? { reason: c.reason } : {}) });
}

/** Creates an OBJSTORE connector. @throws ConnectorError CONFIGURATION_INVALID */
export function createObjstoreConnector(type: ConnectorType, configuration: unknown): InputConnector | OutputConnector {
  const backend: FileBackend<ObjstoreSettings> = {
    nodeType: 'OBJSTORE',
    parse: (c) => parseObjstoreConfiguration(c, type),
    location,
    open,
    classify: classifyObjstoreError,
    files: (s) => s.files,
  };
  return createFileConnector(backend, type, configuration);
}
