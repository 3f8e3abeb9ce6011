/**
 * `FerryClient`: the typed client of the Ferry REST API for browsers and Node.js.
 *
 *   const ferry = new FerryClient({ baseUrl: 'https://ferry.example.com', accessToken: token });
 *   const pipeline = await ferry.getPipeline(id);                 // typed as Pipeline
 *   for await (const e of ferry.paginate((q) => ferry.listExecutions(q), { filters: '{"status":"FAILED"}' })) …
 *
 * One method per operationId of the OpenAPI document (generated/operations.ts) answers the
 * parsed 2xx body; anything else throws {@link FerryApiError}. `api` is the underlying
 * openapi-fetch client for calls the methods do not cover. Uploads report progress in browsers.
 */
import createClient, { type Client } from 'openapi-fetch';
import { FerryApiError } from './errors.ts';
import { FerryOperations, type Call, type Execution, type OutputFormat, type PipelineSample } from './generated/operations.ts';
import type { paths } from './generated/schema.ts';
import { authenticatedFetch, resolveToken, type RequestOptions, type TokenSource, type TransportOptions } from './transport.ts';

export type FerryClientOptions = TransportOptions;

/** A file to upload: a File/Blob (browsers, Node ≥ 20), or bytes with a name. */
export type UploadFile = File | { name: string; data: Blob | Uint8Array; type?: string };

export interface UploadOptions extends RequestOptions {
  /** Called as bytes leave (browsers; in Node.js once at the start and once at the end). */
  onProgress?: (progress: { loaded: number; total: number }) => void;
}

/** The list operations that take only a query: `listPipelines`, `listConnectors`, … */
export type ListOperation = {
  [K in keyof FerryOperations]: K extends `list${string}` ? (Parameters<FerryOperations[K]>[0] extends string ? never : K) : never;
}[keyof FerryOperations];
type ListQueryOf<K extends ListOperation> = NonNullable<Parameters<FerryOperations[K]>[0]>;
/** The query of a list operation without `offset` (paginate sets it); `limit` is the page size. */
export type PageQuery<K extends ListOperation> = Omit<ListQueryOf<K>, 'offset' | 'limit'> & { limit?: number };
/** One item of a list operation's `data`. */
export type ListItem<K extends ListOperation> = Awaited<ReturnType<FerryOperations[K]>> extends { data: Array<infer T> } ? T : never;


const API = '/dp/api/v1';

export class FerryClient extends FerryOperations {
  /** The openapi-fetch client (typed by the document's `paths`), with the same token handling. */
  readonly api: Client<paths>;
  readonly baseUrl: string;
  private token: TokenSource;
  private readonly options: FerryClientOptions;
  private readonly send: (request: Request) => Promise<Response>;

  constructor(options: FerryClientOptions) {
    super();
    this.options = options;
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.token = options.accessToken ?? null;
    this.send = authenticatedFetch(options, () => resolveToken(this.token), (t) => (this.token = t));
    this.api = createClient<paths>({ baseUrl: this.baseUrl, fetch: this.send });
  }

  /** Replaces the access token (e.g. after the host application obtained a new one). */
  setAccessToken(token: TokenSource): void {
    this.token = token;
  }

  protected call: Call = async (method, path, init, options = {}) => {
    const fn = this.api[method] as unknown as (path: string, init: object) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
    let result;
    try {
      result = await fn(path, { ...init, signal: options.signal, headers: options.headers });
    } catch (err) {
      throw networkError(err);
    }
    if (!result.response.ok) throw FerryApiError.fromBody(result.response, result.error);
    options.onResponse?.(result.response);
    return result.data;
  };

  /**
   * One page of a list operation and the number of items matching the query over all pages (the
   * `X-Total-Count` header; `pagination.total` counts the entries of this page, as SPEC.md says).
   * @throws FerryApiError as the list operation does
   */
  async listPage<K extends ListOperation>(operation: K, query: ListQueryOf<K> = {} as ListQueryOf<K>, options: RequestOptions = {}): Promise<{ data: Array<ListItem<K>>; total: number }> {
    let total = Number.NaN;
    const list = this[operation] as unknown as (q: object, init: RequestOptions) => Promise<{ data: Array<ListItem<K>> }>;
    const page = await list.call(this, query, { ...options, onResponse: (r) => { total = Number(r.headers.get('x-total-count')); options.onResponse?.(r); } });
    return { data: page.data, total: Number.isFinite(total) ? total : page.data.length };
  }

  /**
   * Every item of a list operation, page by page (`limit` 100 unless given), until a page comes back
   * shorter than asked: `for await (const c of ferry.paginate('listConnectors', { filters })) …`.
   * @throws FerryApiError as the list operation does
   */
  async *paginate<K extends ListOperation>(operation: K, query: PageQuery<K> = {} as PageQuery<K>): AsyncGenerator<ListItem<K>> {
    const limit = Number(query.limit ?? 100);
    const list = this[operation] as unknown as (q: object) => Promise<{ data: Array<ListItem<K>> }>;
    for (let offset = 0; ; offset += limit) {
      const page = await list.call(this, { ...query, offset, limit });
      yield* page.data;
      if (page.data.length < limit) return;
    }
  }

  /**
   * Uploads files to a MANUAL input connector (`POST /connector/{id}/upload`, multipart field
   * `file`); answers the executions created (one per file and active pipeline).
   * @throws FerryApiError (413 past the upload limit, 415 for a file Ferry does not read, 409 NO_PIPELINE …)
   */
  async uploadFiles(connectorId: string, files: UploadFile[], options: UploadOptions = {}): Promise<Execution[]> {
    return (await this.postFiles<Execution[]>(`/connector/${encodeURIComponent(connectorId)}/upload`, files, options)).data;
  }

  /**
   * Uploads a sample file for a pipeline being created (`POST /pipeline/sample`); answers the
   * sample (`sample_id` for `previewPipeline`, kept 24 hours). No execution is started.
   * @throws FerryApiError (413 past the upload limit, 415 for a file Ferry does not read)
   */
  async createPipelineSample(file: UploadFile, options: UploadOptions = {}): Promise<PipelineSample> {
    return (await this.postFiles<PipelineSample>('/pipeline/sample', [file], options)).data;
  }

  /**
   * Reads a sample file from an input connector that fetches files (an HTTP PROACTIVE connector;
   * `POST /pipeline/sample` with `{input_connector}`); answers the sample as `createPipelineSample`.
   * @throws FerryApiError (409 CONNECTOR_CANNOT_FETCH, 502 SOURCE_FAILED, 413, 415)
   */
  async createPipelineSampleFromConnector(inputConnectorId: string, options: RequestOptions = {}): Promise<PipelineSample> {
    const response = await this.fetchJson(`${this.baseUrl}${API}/pipeline/sample`, {
      method: 'POST', body: JSON.stringify({ input_connector: inputConnectorId }), signal: options.signal, headers: { ...options.headers, 'content-type': 'application/json' },
    });
    return (response as { data: PipelineSample }).data;
  }

  /** multipart/form-data with one `file` part per file, with upload progress (XHR in browsers). */
  private async postFiles<T>(path: string, files: UploadFile[], options: UploadOptions): Promise<{ data: T }> {
    const form = new FormData();
    for (const f of files) {
      if ('data' in f) form.append('file', f.data instanceof Blob ? f.data : new Blob([f.data as BlobPart], { type: f.type ?? 'application/octet-stream' }), f.name);
      else form.append('file', f, f.name);
    }
    const url = `${this.baseUrl}${API}${path}`;
    const total = files.reduce((n, f) => n + ('data' in f ? (f.data instanceof Blob ? f.data.size : f.data.byteLength) : f.size), 0);
    if (typeof XMLHttpRequest !== 'undefined' && !this.options.fetch) {
      return (await this.xhrUpload(url, form, total, options)) as { data: T };
    }
    options.onProgress?.({ loaded: 0, total });
    const response = await this.fetchJson(url, { method: 'POST', body: form, signal: options.signal, headers: options.headers });
    options.onProgress?.({ loaded: total, total });
    return response as { data: T };
  }

  /**
   * Sends a file to a REACTIVE HTTP input connector (`POST /connector/{id}/data`), authenticated by
   * the connector's own secret (not the access token).
   */
  async pushData(connectorId: string, connectorSecret: string, body: Blob | Uint8Array | string, options: RequestOptions & { fileName?: string; contentType?: string } = {}): Promise<Execution[]> {
    const headers: Record<string, string> = { ...options.headers, 'x-ferry-connector-secret': connectorSecret, 'content-type': options.contentType ?? 'application/octet-stream' };
    if (options.fileName) headers['x-file-name'] = encodeURIComponent(options.fileName);
    const base = this.options.fetch ?? globalThis.fetch.bind(globalThis);
    let response: Response;
    try {
      response = await base(`${this.baseUrl}${API}/connector/${encodeURIComponent(connectorId)}/data`, { method: 'POST', headers, body: body as BodyInit, signal: options.signal });
    } catch (err) {
      throw networkError(err);
    }
    if (!response.ok) throw await FerryApiError.fromResponse(response);
    return ((await response.json()) as { data: Execution[] }).data;
  }

  /**
   * Downloads the output of a SUCCESSFUL execution (`GET /execution/{id}/output`), in the output
   * connector's format or in `format`. Answers the Response: read `.blob()`, `.text()` or `.body`;
   * Content-Disposition names the file. CSV/TSV text a spreadsheet would run as a formula gets a
   * leading apostrophe unless `escapeFormulas: false`.
   */
  async downloadExecutionOutput(id: string, format?: OutputFormat, options: RequestOptions & { escapeFormulas?: boolean } = {}): Promise<Response> {
    const params = new URLSearchParams();
    if (format) params.set('format', format);
    if (options.escapeFormulas === false) params.set('escape_formulas', 'false');
    const query = params.size ? `?${params}` : '';
    let response: Response;
    try {
      response = await this.send(new Request(`${this.baseUrl}${API}/execution/${encodeURIComponent(id)}/output${query}`, { signal: options.signal, headers: options.headers }));
    } catch (err) {
      throw networkError(err);
    }
    if (!response.ok) throw await FerryApiError.fromResponse(response);
    return response;
  }

  private async fetchJson(url: string, init: RequestInit): Promise<unknown> {
    let response: Response;
    try {
      response = await this.send(new Request(url, init));
    } catch (err) {
      throw networkError(err);
    }
    if (!response.ok) throw await FerryApiError.fromResponse(response);
    return response.json();
  }

  /** Browsers: XMLHttpRequest, the one API that reports upload progress. Retries once after a 401 refresh. */
  private async xhrUpload(url: string, form: FormData, total: number, options: UploadOptions, retried = false): Promise<{ data: unknown }> {
    const token = await resolveToken(this.token);
    const answer = await new Promise<{ status: number; text: string; requestId: string | null }>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', url);
      if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
      for (const [k, v] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(k, v);
      xhr.upload.onprogress = (e) => options.onProgress?.({ loaded: e.loaded, total: e.lengthComputable ? e.total : total });
      xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText, requestId: xhr.getResponseHeader('x-request-id') });
      xhr.onerror = () => reject(new FerryApiError(0, 'NETWORK_ERROR', `the upload to ${url} failed: no answer from the server`));
      xhr.onabort = () => reject(new DOMException('the upload was aborted', 'AbortError'));
      options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(form);
    });
    const response = new Response(answer.text, { status: answer.status, headers: answer.requestId ? { 'x-request-id': answer.requestId } : {} });
    if (answer.status === 401 && !retried && this.options.onUnauthorized) {
      const fresh = await this.options.onUnauthorized();
      if (fresh) {
        this.token = fresh;
        return this.xhrUpload(url, form, total, options, true);
      }
    }
    if (!response.ok) throw await FerryApiError.fromResponse(response);
    return JSON.parse(answer.text) as { data: Execution[] };
  }
}

/** A failure to reach the server as a FerryApiError (status 0); an abort stays an AbortError. */
function networkError(err: unknown): unknown {
  if (err instanceof Error && err.name === 'AbortError') return err;
  if (err instanceof FerryApiError) return err;
  const message = err instanceof Error ? err.message : String(err);
  return new FerryApiError(0, 'NETWORK_ERROR', `the Ferry server could not be reached: ${message}`, [], null, { cause: err });
}
