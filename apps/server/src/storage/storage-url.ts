/**
 * STORAGE_URL → where artifacts live (docs/storage.md). Parsed once at start; a malformed value
 * fails with a StorageConfigError naming the problem (and never echoing a credential).
 *
 *   (unset)                      → fs, `<FERRY_DATA_DIR>/files`
 *   file:///var/lib/ferry/files  → fs, that directory
 *   s3://bucket[/prefix][?endpoint=http://127.0.0.1:9000&region=us-east-1&force_path_style=true
 *                        &access_key_id=…&secret_access_key=…&session_token=…]
 *
 * S3 credentials: `access_key_id` + `secret_access_key` (+ `session_token`) in the URL when given,
 * otherwise the AWS SDK's default chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY/
 * AWS_SESSION_TOKEN, AWS_PROFILE and ~/.aws files, web identity, container and instance roles).
 * The region: `region`, else AWS_REGION, else AWS_DEFAULT_REGION, else `us-east-1`.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { InvalidKeyError, StorageConfigError } from './errors.ts';
import { assertValidKey } from './keys.ts';

export interface FsLocation {
  kind: 'fs';
  /** Absolute directory. */
  root: string;
}

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export interface S3Location {
  kind: 's3';
  bucket: string;
  /** Key prefix inside the bucket without leading or trailing `/`; `''` for the bucket root. */
  prefix: string;
  /** S3-compatible endpoint (`http(s)://host[:port]`); null → AWS's endpoint for the region. */
  endpoint: string | null;
  region: string;
  /** Path-style addressing (`endpoint/bucket/key`); default true with an endpoint, false on AWS. */
  forcePathStyle: boolean;
  /** From the URL; null → the SDK's default credential chain. */
  credentials: S3Credentials | null;
}

export type StorageLocation = FsLocation | S3Location;

const S3_PARAMS = ['endpoint', 'region', 'force_path_style', 'access_key_id', 'secret_access_key', 'session_token'] as const;
const SECRET_PARAMS = ['access_key_id', 'secret_access_key', 'session_token'];
// Lower-case letters, digits, dots, hyphens (AWS, MinIO, Ceph) and underscores (legacy AWS, GCS).
const BUCKET = /^[a-z0-9][a-z0-9._-]{1,61}[a-z0-9]$/;

/**
 * Parses STORAGE_URL.
 * @param storageUrl Config.storageUrl (null → fs under `dataDir`)
 * @param dataDir Config.dataDir (absolute)
 * @param env where AWS_REGION/AWS_DEFAULT_REGION are read (credentials are left to the SDK)
 * @throws StorageConfigError
 */
export function parseStorageUrl(storageUrl: string | null, dataDir: string, env: NodeJS.ProcessEnv = process.env): StorageLocation {
  if (storageUrl === null || storageUrl.trim() === '') return { kind: 'fs', root: join(dataDir, 'files') };
  const text = storageUrl.trim();
  if (/^file:/i.test(text)) return parseFileUrl(text);
  if (/^s3:/i.test(text)) return parseS3Url(text, env);
  throw new StorageConfigError(`STORAGE_URL must start with file:// or s3://, got ${JSON.stringify(redactStorageUrl(text).slice(0, 40))}`);
}

function parseFileUrl(text: string): FsLocation {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new StorageConfigError('STORAGE_URL is not a valid file:// URL (expected file:///absolute/path)');
  }
  if (url.host !== '' && url.host !== 'localhost') {
    throw new StorageConfigError(`STORAGE_URL file:// URLs take an absolute path after three slashes (file:///path), not the host ${JSON.stringify(url.host)}`);
  }
  if (url.search || url.hash) throw new StorageConfigError('STORAGE_URL file:// URLs take no query or fragment');
  const root = fileURLToPath(url);
  if (root === '/' || root === '') throw new StorageConfigError('STORAGE_URL must not point at the file system root');
  return { kind: 'fs', root: root.length > 1 ? root.replace(/\/+$/, '') : root };
}

function parseS3Url(text: string, env: NodeJS.ProcessEnv): S3Location {
  if (!/^s3:\/\//i.test(text)) throw new StorageConfigError('STORAGE_URL must look like s3://bucket/optional/prefix?endpoint=…');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new StorageConfigError('STORAGE_URL is not a valid s3:// URL (expected s3://bucket/optional/prefix?endpoint=…)');
  }
  if (url.username || url.password) {
    throw new StorageConfigError('STORAGE_URL: put S3 credentials in AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY (or access_key_id/secret_access_key), not before the bucket name');
  }
  if (url.port) throw new StorageConfigError('STORAGE_URL: s3://bucket takes no port; give the server as ?endpoint=http://host:port');
  if (url.hash) throw new StorageConfigError('STORAGE_URL: s3:// URLs take no fragment (#…)');
  const bucket = url.hostname;
  if (!BUCKET.test(bucket)) {
    throw new StorageConfigError(`STORAGE_URL: ${JSON.stringify(bucket)} is not a bucket name (3–63 lower-case letters, digits, dots, hyphens)`);
  }

  let prefix: string;
  try {
    prefix = decodeURIComponent(url.pathname).replace(/^\/+/, '').replace(/\/+$/, '');
    if (prefix !== '') assertValidKey(prefix, 'prefix');
  } catch (error) {
    const reason = error instanceof InvalidKeyError ? error.message.replace(/^invalid artifact key /, '') : 'it is not valid percent-encoding';
    throw new StorageConfigError(`STORAGE_URL: the key prefix after the bucket is not usable: ${reason}`);
  }

  const params = new Map<string, string>();
  for (const [name, value] of url.searchParams) {
    if (!(S3_PARAMS as readonly string[]).includes(name)) {
      throw new StorageConfigError(`STORAGE_URL: unknown parameter ${JSON.stringify(name)}; known: ${S3_PARAMS.join(', ')}`);
    }
    if (params.has(name)) throw new StorageConfigError(`STORAGE_URL: parameter ${name} is given twice`);
    params.set(name, value);
  }

  const endpoint = params.has('endpoint') ? parseEndpoint(params.get('endpoint')!) : null;
  const region = params.get('region') || env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1';
  if (!/^[a-z0-9-]{1,64}$/.test(region)) throw new StorageConfigError(`STORAGE_URL: ${JSON.stringify(region)} is not a region name (like us-east-1)`);

  let forcePathStyle = endpoint !== null;
  if (params.has('force_path_style')) {
    const raw = params.get('force_path_style')!.toLowerCase();
    if (!['true', 'false', '1', '0'].includes(raw)) throw new StorageConfigError('STORAGE_URL: force_path_style must be true or false');
    forcePathStyle = raw === 'true' || raw === '1';
  }

  return { kind: 's3', bucket, prefix, endpoint, region, forcePathStyle, credentials: parseCredentials(params) };
}

function parseEndpoint(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new StorageConfigError('STORAGE_URL: endpoint must be a URL like http://127.0.0.1:9000 (percent-encode it if it has a query)');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new StorageConfigError('STORAGE_URL: endpoint must be an http:// or https:// URL');
  if (url.username || url.password) throw new StorageConfigError('STORAGE_URL: endpoint must not carry credentials');
  if (url.search || url.hash) throw new StorageConfigError('STORAGE_URL: endpoint takes no query or fragment');
  return url.href.replace(/\/+$/, '');
}

function parseCredentials(params: Map<string, string>): S3Credentials | null {
  const accessKeyId = params.get('access_key_id');
  const secretAccessKey = params.get('secret_access_key');
  const sessionToken = params.get('session_token');
  if (accessKeyId === undefined && secretAccessKey === undefined) {
    if (sessionToken !== undefined) throw new StorageConfigError('STORAGE_URL: session_token needs access_key_id and secret_access_key');
    return null;
  }
  if (!accessKeyId) throw new StorageConfigError('STORAGE_URL: secret_access_key is given without access_key_id');
  if (!secretAccessKey) throw new StorageConfigError('STORAGE_URL: access_key_id is given without secret_access_key');
  if (/\s/.test(secretAccessKey)) {
    // URLSearchParams reads "+" as a space; AWS secrets often contain "+" and "/".
    throw new StorageConfigError('STORAGE_URL: secret_access_key contains a space; percent-encode "+" as %2B and "/" as %2F');
  }
  return sessionToken ? { accessKeyId, secretAccessKey, sessionToken } : { accessKeyId, secretAccessKey };
}

/**
 * STORAGE_URL with credential parameters masked, for messages and logs
 * (`…&secret_access_key=***`). Also masks user:password before the host.
 */
export function redactStorageUrl(text: string): string {
  const names = SECRET_PARAMS.join('|');
  return text
    .replace(new RegExp(`([?&](?:${names})=)[^&#]*`, 'gi'), '$1***')
    .replace(/^([a-z0-9]+:\/\/)[^/@?#]*@/i, '$1***@');
}
