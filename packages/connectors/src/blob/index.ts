/**
 * The BLOB node type (SPEC.md §Connector: an Azure Blob Storage container) on
 * `@azure/storage-blob`, behind the shared file connector (files/connector.ts). Authentication:
 * a SAS token for `blob_account` (at `https://<account>.blob.core.windows.net`, or at the
 * `blob_endpoint` extension for compatible services and emulators), or a connection string
 * (`AccountName`/`AccountKey`, or `SharedAccessSignature`; its `BlobEndpoint` or
 * `DefaultEndpointsProtocol` + `EndpointSuffix` say where). Every request goes through the
 * network guard, including a `BlobEndpoint` taken from the connection string: the SDK's HTTP
 * client is given guarded agents. Listings are paged (hierarchical, `/` as delimiter: not
 * recursive); uploads are block uploads committed at the end (a reader never sees part of a
 * blob). The SDK's own retries are off: the runtime retries an execution.
 */
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { DEFAULT_PEER_TIMEOUT_MS, type ConnectorContext, type ConnectorType, type InputConnector, type OutputConnector } from '../contract.ts';
import { classifyConnectorError, ConnectorError, type ConnectorSide } from '../errors.ts';
import { asConfig, fileSettings, invalid, optionalString, requiredString } from '../files/config.ts';
import { createFileConnector } from '../files/connector.ts';
import type { FileBackend, FileSettings, FileStore } from '../files/store.ts';
import { guardedAgents } from '../network/agents.ts';

export interface BlobSettings {
  /** The service URL without query, e.g. `https://acme.blob.core.windows.net`. */
  serviceUrl: string;
  container: string;
  /** A SAS token (without `?`). */
  sas?: string;
  /** Shared key credentials from a connection string. */
  sharedKey?: { account: string; key: string };
  files: FileSettings;
}

/** Parses an Azure Storage connection string (`Key=Value;…`). @throws CONFIGURATION_INVALID */
export function parseConnectionString(text: string): { serviceUrl: string; sas?: string; sharedKey?: { account: string; key: string } } {
  const parts = new Map<string, string>();
  for (const item of text.split(';')) {
    if (!item.trim()) continue;
    const eq = item.indexOf('=');
    if (eq <= 0) throw invalid('blob_connection_string', 'must be Key=Value pairs separated by ";"');
    parts.set(item.slice(0, eq).trim().toLowerCase(), item.slice(eq + 1).trim());
  }
  const account = parts.get('accountname');
  const endpoint = parts.get('blobendpoint');
  const protocol = (parts.get('defaultendpointsprotocol') ?? 'https').toLowerCase();
  if (protocol !== 'https' && protocol !== 'http') throw invalid('blob_connection_string', 'DefaultEndpointsProtocol must be https or http');
  let serviceUrl: string;
  if (endpoint) {
    if (!/^https?:\/\/[^/@\s]+/.test(endpoint)) throw invalid('blob_connection_string', 'BlobEndpoint must be an http or https URL');
    serviceUrl = endpoint.replace(/\/+$/, '');
  } else {
    if (!account) throw invalid('blob_connection_string', 'needs AccountName or BlobEndpoint');
    serviceUrl = `${protocol}://${account}.blob.${parts.get('endpointsuffix') ?? 'core.windows.net'}`;
  }
  const sas = parts.get('sharedaccesssignature');
  const key = parts.get('accountkey');
  if (sas) return { serviceUrl, sas: sas.replace(/^\?/, '') };
  if (account && key) return { serviceUrl, sharedKey: { account, key } };
  throw invalid('blob_connection_string', 'needs AccountName and AccountKey, or SharedAccessSignature');
}

/** @throws ConnectorError CONFIGURATION_INVALID naming the field. */
export function parseBlobConfiguration(configuration: unknown, type: ConnectorType): BlobSettings {
  const c = asConfig(configuration);
  const auth = String(c.blob_authentication_type ?? '').toUpperCase();
  const container = requiredString(c, 'blob_container_name', 63);
  if (!/^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){2,62}$/.test(container)) throw invalid('blob_container_name', 'must be 3 to 63 lower-case letters, digits and single hyphens');
  const files = fileSettings(c, type, { absoluteDirectory: false });
  if (auth === 'SAS') {
    const account = requiredString(c, 'blob_account', 24);
    if (!/^[a-z0-9]{3,24}$/.test(account)) throw invalid('blob_account', 'must be 3 to 24 lower-case letters and digits');
    const endpoint = optionalString(c, 'blob_endpoint', 2048);
    if (endpoint && !/^https?:\/\/[^/@\s]+(\/.*)?$/.test(endpoint)) throw invalid('blob_endpoint', 'must be an http or https URL without user name or password');
    return { serviceUrl: (endpoint ?? `https://${account}.blob.core.windows.net`).replace(/\/+$/, ''), container, sas: requiredString(c, 'blob_sas', 4096).replace(/^\?/, ''), files };
  }
  if (auth === 'CONNECTION_STRING') return { ...parseConnectionString(requiredString(c, 'blob_connection_string', 4096)), container, files };
  throw invalid('blob_authentication_type', 'must be SAS or CONNECTION_STRING');
}

function location(s: BlobSettings): string {
  return `azure-blob://${new URL(s.serviceUrl).host}${new URL(s.serviceUrl).pathname.replace(/\/$/, '')}/${s.container}`;
}

async function open(s: BlobSettings, ctx: ConnectorContext, side: ConnectorSide): Promise<FileStore> {
  const azure = await import('@azure/storage-blob');
  const { createDefaultHttpClient } = await import('@azure/core-rest-pipeline');
  ctx.guard.checkUrl(s.serviceUrl);
  const agents = guardedAgents(ctx.guard);
  const credential = s.sharedKey ? new azure.StorageSharedKeyCredential(s.sharedKey.account, s.sharedKey.key) : new azure.AnonymousCredential();
  // A try waits for an answer's headers at most timeoutMs (a streamed download is not cut short).
  const timeoutMs = ctx.timeoutMs ?? DEFAULT_PEER_TIMEOUT_MS;
  const pipeline = azure.newPipeline(credential, { retryOptions: { maxTries: 1, tryTimeoutInMs: timeoutMs } });
  // The SDK keeps its HTTP client on the pipeline; ours sends every request through the guarded agents.
  const base = createDefaultHttpClient();
  (pipeline as unknown as { _coreHttpClient: unknown })._coreHttpClient = {
    async sendRequest(request: { url: string; agent?: unknown; timeout?: number }) {
      request.agent = request.url.startsWith('https:') ? agents.https : agents.http;
      // The SDK's tryTimeoutInMs only tells the service; this one ends the wait here (until the answer's headers).
      if (!request.timeout) request.timeout = timeoutMs;
      try {
        return await base.sendRequest(request as never);
      } catch (err) {
        // The SDK aborts a try that outlives its time-out: say so, unless the run itself was stopped.
        if ((err as { name?: string }).name === 'AbortError' && !ctx.signal?.aborted) {
          throw Object.assign(new Error(`no answer within ${timeoutMs} ms`), { code: 'ETIMEDOUT' });
        }
        throw err;
      }
    },
  };
  const url = s.sas ? `${s.serviceUrl}?${s.sas}` : s.serviceUrl;
  const service = new azure.BlobServiceClient(url, pipeline);
  const container = service.getContainerClient(s.container);
  const abortSignal = ctx.signal;
  const close = async () => agents.destroy();
  try {
    // Signs in and checks the container (a SAS limited to one container may not list others).
    const exists = await container.exists({ abortSignal });
    if (!exists) throw new ConnectorError(side === 'SOURCE' ? 'SOURCE_UNRESPONSIVE' : 'DESTINATION_UNRESPONSIVE', `${location(s)}: the container does not exist`, { retryable: false, reason: 'DIRECTORY_MISSING' });
  } catch (err) {
    await close();
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 403 || status === 401) {
      throw new ConnectorError('AUTHENTICATION_FAILED', `${location(s)} refused access to the container: the SAS token or account key is wrong, expired, or may not read it (HTTP ${status})`, { retryable: false, status });
    }
    throw err;
  }
  const prefixOf = (dir: string) => (dir ? `${dir}/` : '');

  return {
    async *list(directory) {
      const prefix = prefixOf(directory);
      for await (const page of container.listBlobsByHierarchy('/', { prefix, abortSignal }).byPage({ maxPageSize: 1000 })) {
        for (const item of page.segment.blobItems) {
          yield { name: item.name.slice(prefix.length), path: item.name, size: item.properties.contentLength ?? 0, version: (item.properties.etag ?? item.properties.lastModified?.toISOString() ?? '').replace(/"/g, '') };
        }
      }
    },
    async directoryExists() {
      // A "folder" is a name prefix: it needs no creating, and an empty one holds no blobs.
      return true;
    },
    async read(path) {
      const res = await container.getBlobClient(path).download(0, undefined, { abortSignal });
      return res.readableStreamBody as Readable;
    },
    async write(path, _temporary, file) {
      const body = file.open ? file.open() : createReadStream(file.path);
      await container.getBlockBlobClient(path).uploadStream(body, 4 * 1024 * 1024, 2, { abortSignal, blobHTTPHeaders: { blobContentType: file.contentType } });
    },
    async rename(from, to) {
      const target = container.getBlobClient(to);
      if (await target.exists({ abortSignal })) throw Object.assign(new Error(`cannot rename ${from} to ${to}: ${to} already exists`), { code: 'EEXIST' });
      const source = container.getBlobClient(from);
      const poller = await target.beginCopyFromURL(source.url, { abortSignal });
      await poller.pollUntilDone();
      await source.delete({ abortSignal });
    },
    async delete(path) {
      await container.getBlobClient(path).delete({ abortSignal });
    },
    close,
  };
}

/** Maps an Azure Storage failure to a ConnectorError naming the container and the cause. */
export function classifyBlobError(err: unknown, side: ConnectorSide, where: string): ConnectorError {
  if (err instanceof ConnectorError) return err;
  const unresponsive = side === 'SOURCE' ? 'SOURCE_UNRESPONSIVE' : 'DESTINATION_UNRESPONSIVE';
  const e = err as { name?: string; message?: string; code?: string; statusCode?: number; details?: { errorCode?: string } };
  const code = e?.details?.errorCode ?? e?.code ?? '';
  const status = typeof e?.statusCode === 'number' ? e.statusCode : undefined;
  if (code === 'EEXIST') return new ConnectorError(unresponsive, `${where}: ${e.message}`, { retryable: false });
  if (['AuthenticationFailed', 'InvalidAuthenticationInfo', 'NoAuthenticationInformation'].includes(code) || status === 401) {
    return new ConnectorError('AUTHENTICATION_FAILED', `${where} refused the credentials (${code || status}): the SAS token or account key is wrong or expired`, { retryable: false, ...(status ? { status } : {}) });
  }
  if (code === 'ContainerNotFound') return new ConnectorError(unresponsive, `${where}: the container does not exist`, { retryable: false, status, reason: 'DIRECTORY_MISSING' });
  if (code === 'BlobNotFound' || status === 404) return new ConnectorError(unresponsive, `${where}: not found (${code || 404})`, { retryable: false, status, reason: 'DIRECTORY_MISSING' });
  if (/AuthorizationPermissionMismatch|AuthorizationFailure|InsufficientAccountPermissions/.test(code) || status === 403) {
    return new ConnectorError(unresponsive, `${where}: access denied (${code || 403}; the SAS token may not allow this operation)`, { retryable: false, status, reason: 'PERMISSION_DENIED' });
  }
  const c = classifyConnectorError(status !== undefined && status >= 400 ? Object.assign(new Error(e.message ?? code), { status, cause: err }) : err, side);
  return new ConnectorError(c.type, `${where}: ${c.message.split('\n')[0]}`, { retryable: c.retryable, cause: err, ...(status ? { status } : {}), ...(c.reason ? { reason: c.reason } : {}) });
}

/** Creates a BLOB connector. @throws ConnectorError CONFIGURATION_INVALID */
export function createBlobConnector(type: ConnectorType, configuration: unknown): InputConnector | OutputConnector {
  const backend: FileBackend<BlobSettings> = {
    nodeType: 'BLOB',
    parse: (c) => parseBlobConfiguration(c, type),
    location,
    open,
    classify: classifyBlobError,
    files: (s) => s.files,
  };
  return createFileConnector(backend, type, configuration);
}
