/**
 * HTTP transport of the HTTP connector (transport apart from mapping, as in uppy's providers):
 * one request through the network guard's dispatcher, redirects followed by hand with every hop
 * re-checked, timeouts, and failures turned into ConnectorErrors whose messages name the request
 * (method, URL without query) and never a secret.
 */
import { STATUS_CODES } from 'node:http';
import type { Readable } from 'node:stream';
import { request, type Dispatcher } from 'undici';
import { classifyConnectorError, ConnectorError, isRetryableStatus, type ConnectorSide } from '../errors.ts';
import type { NetworkGuard } from '../network/guard.ts';
import { displayUrl } from '../network/host.ts';
import { redact, snippetOf } from '../redact.ts';
import type { HttpMethod } from './config.ts';

/** Timeouts of one HTTP exchange, in ms. The connect timeout (DNS, TCP, TLS) is the guard's. */
export interface HttpTimeouts {
  /** From sending the request to the complete response headers. Default 30 000. */
  headersMs: number;
  /** Longest silence while the body streams (not the total transfer time). Default 60 000. */
  bodyMs: number;
}

export const DEFAULT_TIMEOUTS: Readonly<HttpTimeouts> = Object.freeze({ headersMs: 30_000, bodyMs: 60_000 });

/** Most redirects followed for a fetch (each hop re-checked by the guard). */
export const MAX_REDIRECTS = 5;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** One request to send. Header names must be lower case (see {@link mergeHeaders}). */
export interface SendOptions {
  guard: NetworkGuard;
  side: ConnectorSide;
  url: string;
  method: HttpMethod;
  headers: Record<string, string>;
  /**
   * Names of headers that came from the tenant's configuration. They are dropped when a redirect
   * leaves the origin (as browsers drop `Authorization`): a credential for one host never travels
   * to another.
   */
  tenantHeaderNames: ReadonlySet<string>;
  body?: Readable | Buffer;
  /** 0: a redirect is returned as the answer. */
  maxRedirects: number;
  timeouts: HttpTimeouts;
  signal?: AbortSignal;
  /** Strings to hide from messages (secretVariants of the header values and tokens). */
  secrets: readonly string[];
  /** What the request is for, in messages (`token refresh`). */
  purpose?: string;
}

/** An answer; `body` must be consumed or destroyed by the caller. */
export interface SentResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Dispatcher.ResponseData['body'];
  /** The URL that answered (after redirects). */
  url: string;
  /** The method of the last hop (a 303 turns POST into GET). */
  method: string;
}

/** Merges header layers into one object with lower-case names; later layers win. */
export function mergeHeaders(...layers: Array<Record<string, string> | undefined>): Record<string, string> {
  const out: Record<string, string> = Object.create(null);
  for (const layer of layers) for (const [k, v] of Object.entries(layer ?? {})) out[k.toLowerCase()] = v;
  return out;
}

/** First value of a response header. */
export function headerValue(headers: SentResponse['headers'], name: string): string | undefined {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
}

const unresponsive = (side: ConnectorSide) => (side === 'SOURCE' ? 'SOURCE_UNRESPONSIVE' : 'DESTINATION_UNRESPONSIVE');

/** `GET https://host/path`, or `token refresh (POST https://…)`. */
export function requestLabel(purpose: string | undefined, method: string, url: string | URL): string {
  const where = `${method} ${displayUrl(url)}`;
  return purpose ? `${purpose} (${where})` : where;
}

function wrap(err: unknown, o: SendOptions, label: string): ConnectorError {
  const c = classifyConnectorError(err, o.side);
  return new ConnectorError(c.type, redact(`${label}: ${c.message}`, o.secrets), { retryable: c.retryable, status: c.status, cause: err });
}

/**
 * Sends a request through `guard.dispatcher`. Redirects (301, 302, 303, 307, 308) are followed up
 * to `maxRedirects` times; each target is checked by `guard.checkUrl` and connected through the
 * guard, a 303 (and a 301/302 after a non-GET) continues as GET without body.
 * @throws ConnectorError `NETWORK_REFUSED` (the URL or a hop refused), `SOURCE_UNRESPONSIVE` /
 *   `DESTINATION_UNRESPONSIVE` (per `side`; retryable for timeouts and resets; not for more than
 *   `maxRedirects` redirects or an invalid `Location`).
 */
export async function send(o: SendOptions): Promise<SentResponse> {
  let url: URL;
  let label = requestLabel(o.purpose, o.method, o.url);
  try {
    url = o.guard.checkUrl(o.url);
  } catch (err) {
    throw wrap(err, o, label);
  }
  let method: string = o.method;
  let headers = o.headers;
  let body = o.body;
  for (let hop = 0; ; hop++) {
    let res: Dispatcher.ResponseData;
    try {
      res = await request(url, {
        method: method as Dispatcher.HttpMethod,
        headers,
        body,
        dispatcher: o.guard.dispatcher,
        headersTimeout: o.timeouts.headersMs,
        bodyTimeout: o.timeouts.bodyMs,
        signal: o.signal,
      });
    } catch (err) {
      throw wrap(err, o, label);
    }
    const location = headerValue(res.headers, 'location');
    if (o.maxRedirects === 0 || !REDIRECT_STATUSES.has(res.statusCode) || !location) {
      return { status: res.statusCode, headers: res.headers, body: res.body, url: url.href, method };
    }
    await res.body.dump().catch(() => undefined);
    if (hop >= o.maxRedirects) {
      throw new ConnectorError(unresponsive(o.side), `${requestLabel(o.purpose, o.method, o.url)} was redirected more than ${o.maxRedirects} times`, { status: res.statusCode });
    }
    let next: URL;
    try {
      next = new URL(location, url);
    } catch {
      throw new ConnectorError(unresponsive(o.side), `${label} answered ${res.statusCode} with an invalid Location`, { status: res.statusCode });
    }
    label = `redirect from ${displayUrl(url)} to ${displayUrl(next)}`;
    try {
      o.guard.checkUrl(next);
    } catch (err) {
      throw wrap(err, o, label);
    }
    if (next.origin !== url.origin) headers = Object.fromEntries(Object.entries(headers).filter(([k]) => !o.tenantHeaderNames.has(k)));
    if (res.statusCode === 303 || ((res.statusCode === 301 || res.statusCode === 302) && method !== 'GET')) {
      method = 'GET';
      body = undefined;
      headers = Object.fromEntries(Object.entries(headers).filter(([k]) => k !== 'content-type' && k !== 'content-length'));
    }
    url = next;
  }
}

/**
 * Throws a body away. undici's body emits a "Request aborted" error when destroyed before its end;
 * nobody waits for it, so it is swallowed here rather than crashing the process.
 */
export function discard(body: Readable): void {
  body.on('error', () => undefined);
  body.destroy();
}

/** Bytes of an error answer read for its snippet (the snippet keeps at most 300 characters). */
const SNIPPET_READ_BYTES = 4096;

/** Reads the start of an answer for {@link snippetOf} and discards the rest. Never throws. */
export async function readSnippet(body: Readable, secrets: readonly string[]): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let n = 0;
  try {
    for await (const chunk of body) {
      chunks.push(chunk as Buffer);
      n += (chunk as Buffer).length;
      if (n >= SNIPPET_READ_BYTES) break;
    }
  } catch {
    // A broken error answer still gives its status.
  } finally {
    discard(body);
  }
  return snippetOf(Buffer.concat(chunks).subarray(0, SNIPPET_READ_BYTES), secrets);
}

/** `Retry-After` (seconds or an HTTP date) in ms, capped at a day; undefined when absent or unreadable. */
export function retryAfterMs(value: string | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const v = value.trim();
  const ms = /^\d+$/.test(v) ? Number(v) * 1000 : Date.parse(v) - now;
  return Number.isFinite(ms) ? Math.min(Math.max(0, ms), 86_400_000) : undefined;
}

/**
 * The error for a non-2xx answer: `AUTHENTICATION_FAILED` for 401/403, else unresponsive (per
 * side), retryable for 408/425/429/500/502/503/504. Reads (and discards) the body for a snippet.
 */
export async function statusError(res: SentResponse, o: Pick<SendOptions, 'side' | 'secrets' | 'purpose'>, label?: string): Promise<ConnectorError> {
  const snippet = await readSnippet(res.body, o.secrets);
  const reason = STATUS_CODES[res.status];
  const what = label ?? requestLabel(o.purpose, res.method, res.url);
  const location = res.status >= 300 && res.status < 400 ? headerValue(res.headers, 'location') : undefined;
  const redirect = location ? ` (a redirect to ${displayUrl(new URL(location, res.url))}, not followed here; configure the final URL)` : '';
  const message = redact(`${what} answered ${res.status}${reason ? ` ${reason}` : ''}${redirect}${snippet ? `: ${snippet}` : ''}`, o.secrets);
  const status = res.status;
  if (status === 401 || status === 403) return new ConnectorError('AUTHENTICATION_FAILED', message, { retryable: false, status, snippet });
  const retryable = isRetryableStatus(status);
  const after = retryable ? retryAfterMs(headerValue(res.headers, 'retry-after')) : undefined;
  return new ConnectorError(unresponsive(o.side), message, { retryable, status, snippet, retryAfterMs: after });
}
