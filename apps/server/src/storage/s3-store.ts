/**
 * The s3 driver: artifacts as objects in an S3-compatible bucket (AWS S3, MinIO, Ceph RGW,
 * Cloudflare R2, …), under an optional key prefix.
 *
 * Atomic writes: S3 makes an object visible only when its PutObject or CompleteMultipartUpload
 * succeeds, so readers never see part of one. Puts go through @aws-sdk/lib-storage's Upload, which
 * streams the body in parts (memory ≈ (queueSize + 1) × partSize, 25 MiB by default) and aborts
 * the multipart upload when it fails, leaving the previous object in place.
 *
 * Checksums: the client computes request checksums only where S3 requires them
 * (`requestChecksumCalculation: 'WHEN_REQUIRED'`). The SDK's default since 2025 adds CRC32
 * trailers with aws-chunked encoding that many S3-compatible servers reject; integrity is kept by
 * the SHA-256 every put returns.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createReadStream, createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline as pipelineCallback, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { checkRange, DigestStream, sliceBody, toReadable } from './body.ts';
import { contentTypeFor } from './content-type.ts';
import { ArtifactNotFoundError, StorageConfigError, StorageError } from './errors.ts';
import { assertValidKey, normalizePrefix } from './keys.ts';
import type { S3Location } from './storage-url.ts';
import type { ArtifactStat, ArtifactStore, LocalFile } from './types.ts';

export interface S3StoreOptions extends Omit<S3Location, 'kind'> {
  /** Directory for `toLocalFile` downloads (created when missing). */
  tmpDir: string;
  /** Multipart part size in bytes (≥ 5 MiB, S3's minimum; default 5 MiB). */
  partSize?: number;
  /** Parts uploaded at once per put (default 4). */
  queueSize?: number;
  /** Keys per ListObjectsV2 page (1..1000, default 1000). */
  listPageSize?: number;
}

/** Largest object CopyObject copies in one request; larger ones are streamed (S3 limit). */
const MAX_COPY_BYTES = 5 * 1024 ** 3;
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/** Selected fields of AWS SDK errors. */
interface SdkError {
  name?: string;
  code?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
  $retryable?: unknown;
}

/**
 * Connects to the bucket and checks it is reachable (HeadBucket) before answering.
 * @throws StorageConfigError (bucket missing, access denied, wrong region, no credentials) or
 *   StorageError `UNAVAILABLE` (endpoint unreachable), with a message naming the bucket
 */
export async function createS3Store(options: S3StoreOptions): Promise<ArtifactStore> {
  const { bucket, endpoint, region, forcePathStyle } = options;
  const root = options.prefix ? `${options.prefix}/` : '';
  const partSize = options.partSize ?? 5 * 1024 * 1024;
  const queueSize = options.queueSize ?? 4;
  const listPageSize = Math.min(1000, Math.max(1, options.listPageSize ?? 1000));
  const where = `s3://${bucket}/${options.prefix}`.replace(/\/$/, '');
  const description = `s3 ${where} (${endpoint ? `endpoint ${endpoint}` : 'AWS'}, region ${region}${forcePathStyle ? ', path-style' : ''})`;

  const client = new S3Client({
    region,
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle,
    ...(options.credentials ? { credentials: { ...options.credentials } } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // No socket idle timeout: a consumer may read a download slowly (the engine parses as it reads).
    requestHandler: { connectionTimeout: 10_000 },
  });

  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch (error) {
    client.destroy();
    throw startError(error, bucket, description);
  }

  const full = (key: string): string => {
    assertValidKey(key);
    return root + key;
  };
  const fail = (error: unknown, action: string, key?: string): StorageError => classify(error, `${action} ${key === undefined ? where : JSON.stringify(key)} on ${where}`, key);
  const downloads = new Set<string>();

  async function head(key: string): Promise<ArtifactStat | null> {
    try {
      const res = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: full(key) }));
      return { size: res.ContentLength ?? 0, contentType: res.ContentType, modifiedAt: res.LastModified ?? new Date(0) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw fail(error, 'stat', key);
    }
  }

  async function* pages(prefix: string): AsyncGenerator<string[]> {
    const folder = normalizePrefix(prefix, true);
    const Prefix = root + (folder === '' ? '' : `${folder}/`);
    let token: string | undefined;
    do {
      let page;
      try {
        page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix, ContinuationToken: token, MaxKeys: listPageSize }));
      } catch (error) {
        throw fail(error, 'list', prefix);
      }
      // Objects written by other tools (console "folder" markers, `a//b`) are not artifacts.
      yield (page.Contents ?? []).map((o) => (o.Key ?? '').slice(root.length)).filter(isValidKey);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  const store: ArtifactStore = {
    kind: 's3',

    async put(key, body, options) {
      const Key = full(key);
      const source = toReadable(body);
      let sourceError: unknown;
      source.once('error', (error) => (sourceError ??= error));
      const digest = new DigestStream();
      const hashed = pipelineCallback(source, digest, () => {});
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key, Body: hashed, ContentType: options?.contentType ?? contentTypeFor(key) },
        partSize,
        queueSize,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        source.destroy();
        // The caller's own stream error (e.g. an upload size limit) is theirs to recognise.
        if (sourceError !== undefined) throw sourceError;
        throw fail(error, 'put', key);
      }
      if (sourceError !== undefined) throw sourceError;
      return digest.result();
    },

    async putFile(key, localPath, options) {
      return store.put(key, createReadStream(localPath), options);
    },

    async get(key, options) {
      const Key = full(key);
      const range = checkRange(options);
      const Range = range && !(range.start === 0 && range.end === undefined) ? `bytes=${range.start}-${range.end ?? ''}` : undefined;
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key, Range }));
        const body = res.Body as Readable;
        if (!range || !Range) return body;
        // What the server sent, per Content-Range (absent: it ignored the Range and sent it all).
        const sent = /^bytes (\d+)-(\d+)\//.exec(res.ContentRange ?? '');
        const offset = sent ? Number(sent[1]) : 0;
        const sentEnd = sent ? Number(sent[2]) : Infinity;
        if (offset === range.start && (range.end === undefined || sentEnd <= range.end)) return body;
        return sliceBody(body, offset, range.start, range.end);
      } catch (error) {
        if (isNotFound(error)) throw new ArtifactNotFoundError(key, { cause: error });
        // 416: the range starts past the end (types.ts GetOptions: an empty stream).
        if (Range && statusOf(error) === 416) return Readable.from([]);
        throw fail(error, 'get', key);
      }
    },

    stat: head,

    async exists(key) {
      return (await head(key)) !== null;
    },

    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: full(key) }));
      } catch (error) {
        if (!isNotFound(error)) throw fail(error, 'delete', key);
      }
    },

    async deletePrefix(prefix) {
      normalizePrefix(prefix, false);
      let count = 0;
      for await (const keys of pages(prefix)) {
        if (keys.length === 0) continue;
        try {
          const res = await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys.map((k) => ({ Key: root + k })), Quiet: true } }));
          const failed = res.Errors ?? [];
          if (failed.length > 0) {
            throw new StorageError('FAILED', `could not delete ${failed.length} object(s) under ${JSON.stringify(prefix)} on ${where}: ${failed[0]!.Code ?? ''} ${failed[0]!.Message ?? ''}`.trim());
          }
        } catch (error) {
          if (error instanceof StorageError) throw error;
          // Some S3-compatible services (GCS's XML API) lack multi-object delete: one by one.
          if (statusOf(error) !== 501 && (error as SdkError).name !== 'NotImplemented') throw fail(error, 'delete under', prefix);
          for (const k of keys) await store.delete(k);
        }
        count += keys.length;
      }
      return count;
    },

    async copy(from, to) {
      const source = full(from);
      const target = full(to);
      const stat = await head(from);
      if (!stat) throw new ArtifactNotFoundError(from);
      if (stat.size > MAX_COPY_BYTES) {
        await store.put(to, await store.get(from), { contentType: stat.contentType });
        return;
      }
      const CopySource = `${bucket}/${source.split('/').map(encodeURIComponent).join('/')}`;
      try {
        await client.send(new CopyObjectCommand({ Bucket: bucket, Key: target, CopySource, MetadataDirective: 'COPY' }));
      } catch (error) {
        if (isNotFound(error)) throw new ArtifactNotFoundError(from, { cause: error });
        throw fail(error, 'copy', from);
      }
    },

    async *list(prefix) {
      for await (const keys of pages(prefix)) yield* keys;
    },

    async toLocalFile(key): Promise<LocalFile> {
      assertValidKey(key);
      const input = await store.get(key);
      let dir: string | undefined;
      try {
        await mkdir(options.tmpDir, { recursive: true, mode: 0o700 });
        dir = await mkdtemp(join(options.tmpDir, 'ferry-artifact-'));
        downloads.add(dir);
        const path = join(dir, key.slice(key.lastIndexOf('/') + 1));
        await pipeline(input, createWriteStream(path, { mode: 0o600 }));
        const made = dir;
        return {
          path,
          cleanup: async () => {
            downloads.delete(made);
            await rm(made, { recursive: true, force: true });
          },
        };
      } catch (error) {
        input.destroy();
        if (dir) {
          downloads.delete(dir);
          await rm(dir, { recursive: true, force: true });
        }
        throw error;
      }
    },

    describe: () => description,

    async close() {
      await Promise.all([...downloads].map((dir) => rm(dir, { recursive: true, force: true })));
      downloads.clear();
      client.destroy();
    },
  };
  return store;
}

function isValidKey(key: string): boolean {
  try {
    assertValidKey(key);
    return true;
  } catch {
    return false;
  }
}

function statusOf(error: unknown): number | undefined {
  return (error as SdkError | undefined)?.$metadata?.httpStatusCode;
}

function isNotFound(error: unknown): boolean {
  const name = (error as SdkError | undefined)?.name;
  return name === 'NoSuchKey' || name === 'NotFound' || (statusOf(error) === 404 && name !== 'NoSuchBucket');
}

/** The request never got an HTTP answer (refused, reset, timed out, name not resolved). */
function isNetworkError(error: unknown): boolean {
  const e = error as SdkError | undefined;
  return NETWORK_CODES.has(e?.code ?? '') || e?.name === 'TimeoutError';
}

/** An SDK failure as a StorageError: retryable for network, throttling and 5xx. */
function classify(error: unknown, context: string, key?: string): StorageError {
  if (error instanceof StorageError) return error;
  if (key !== undefined && isNotFound(error)) return new ArtifactNotFoundError(key, { cause: error });
  const e = error as SdkError;
  const status = statusOf(error);
  const what = e?.name && e.name !== 'Error' ? e.name : (e?.code ?? 'error');
  const retryable = isNetworkError(error) || status === 429 || status === 503 || (status !== undefined && status >= 500) || e?.name === 'SlowDown';
  return new StorageError(retryable ? 'UNAVAILABLE' : 'FAILED', `could not ${context}: ${what}${status ? ` (HTTP ${status})` : ''}`, { cause: error, retryable });
}

/** The start check's failure, phrased for the operator who set STORAGE_URL. */
function startError(error: unknown, bucket: string, description: string): StorageError {
  const e = error as SdkError;
  const status = statusOf(error);
  const prefix = `artifact storage ${description}:`;
  if (e?.name === 'CredentialsProviderError') {
    return new StorageConfigError(`${prefix} no S3 credentials found; set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or access_key_id/secret_access_key in STORAGE_URL)`, { cause: error });
  }
  if (status === 404 || e?.name === 'NotFound' || e?.name === 'NoSuchBucket') {
    return new StorageConfigError(`${prefix} bucket ${JSON.stringify(bucket)} does not exist; create it first`, { cause: error });
  }
  if (status === 403 || status === 401) {
    return new StorageConfigError(`${prefix} access to bucket ${JSON.stringify(bucket)} was denied (HTTP ${status}); check the access key and secret and the bucket policy`, { cause: error });
  }
  if (status === 301 || status === 400) {
    return new StorageConfigError(`${prefix} the service refused the request (HTTP ${status}); check the region and force_path_style`, { cause: error });
  }
  if (isNetworkError(error) || status === undefined) {
    return new StorageError('UNAVAILABLE', `${prefix} the S3 service could not be reached (${e?.code ?? e?.name ?? 'error'}); check the endpoint and that the service is running`, { cause: error });
  }
  return classify(error, `reach bucket ${JSON.stringify(bucket)} (${description})`);
}
