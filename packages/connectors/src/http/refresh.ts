/**
 * The token refresh of the HTTP connector (SPEC.md §Connector `authentication`): when the endpoint
 * answers 401, Ferry calls `authentication.refresh_url` with `authentication.method` and
 * `authentication.headers`, takes the new access token from the answer, puts it into the request
 * headers and tries once more (docs/http-connector.md).
 *
 * Accepted answers of the refresh endpoint (2xx):
 * - a JSON object with a string `access_token`, `token`, `accessToken` or `id_token` (in that
 *   order), at the top level or inside `data` (Ferry's own token answer has both);
 * - the token alone as the body (plain text, surrounding white space ignored).
 * A token is visible ASCII without spaces (RFC 6750 `b64token` and JWTs are), at most 8 KiB: a
 * hostile endpoint cannot inject header lines through it.
 */
import type { Readable } from 'node:stream';
import { classifyConnectorError, ConnectorError, isRetryableStatus, type ConnectorSide } from '../errors.ts';
import type { NetworkGuard } from '../network/guard.ts';
import type { ConnectorContext } from '../contract.ts';
import { redact, secretVariants } from '../redact.ts';
import { configurationSecrets, type HttpConfiguration, type HttpAuthentication } from './config.ts';
import { mediaType } from './file-name.ts';
import { discard, headerValue, mergeHeaders, requestLabel, send, statusError, type HttpTimeouts, type SentResponse } from './transport.ts';

/** Largest refresh answer read, in bytes. */
const MAX_REFRESH_BYTES = 64 * 1024;
const TOKEN_FIELDS = ['access_token', 'token', 'accessToken', 'id_token'] as const;
const TOKEN_TEXT = /^[\x21-\x7e]{1,8192}$/;

function pick(value: unknown): string | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  for (const field of TOKEN_FIELDS) {
    const v = (value as Record<string, unknown>)[field];
    if (typeof v === 'string' && TOKEN_TEXT.test(v)) return v;
  }
  return undefined;
}

/**
 * The access token in a refresh answer (see the module comment), or undefined when there is none.
 * @param contentType the answer's `Content-Type` (JSON is also recognised by a leading `{`).
 */
export function extractToken(body: string, contentType?: string): string | undefined {
  const text = body.trim();
  const type = mediaType(contentType);
  const looksJson = text.startsWith('{') || text.startsWith('[') || text.startsWith('"') || type === 'application/json' || type?.endsWith('+json');
  if (looksJson) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return undefined;
    }
    if (typeof parsed === 'string') return TOKEN_TEXT.test(parsed) ? parsed : undefined;
    return pick(parsed) ?? pick((parsed as { data?: unknown } | null)?.data);
  }
  return TOKEN_TEXT.test(text) ? text : undefined;
}

/** Old tokens shorter than this are replaced only in `Authorization`, not searched in other headers. */
const MIN_SUBSTITUTED_TOKEN = 8;

/**
 * The tenant headers with the new token in place (header names kept as configured):
 * - no `Authorization` header: `Authorization: Bearer <new>` is added;
 * - `Authorization: <scheme> <old>` (Bearer or any other scheme but Basic/Digest): `<old>` is the
 *   old token; it is replaced by the new one in `Authorization` (scheme kept) and in every other
 *   header whose value contains it (`X-Access-Token: <old>`, `Cookie: session=<old>`), when it
 *   has at least 8 characters;
 * - `Authorization: <old>` without a scheme: the same, the value becoming `<new>`;
 * - `Authorization: Basic …` or `Digest …`: replaced by `Bearer <new>` (a refreshed token is
 *   no password).
 * Other headers stay as configured.
 */
export function applyToken(headers: Readonly<Record<string, string>>, token: string): Record<string, string> {
  const out: Record<string, string> = { ...headers };
  const authName = Object.keys(out).find((k) => k.toLowerCase() === 'authorization');
  if (authName === undefined) return { ...out, Authorization: `Bearer ${token}` };
  const value = out[authName]!.trim();
  const m = /^(\S+)\s+(\S+)$/.exec(value);
  if (m && /^(basic|digest)$/i.test(m[1]!)) {
    out[authName] = `Bearer ${token}`;
    return out;
  }
  const old = m ? m[2]! : value;
  out[authName] = m ? `${m[1]} ${token}` : token;
  if (old.length >= MIN_SUBSTITUTED_TOKEN) {
    for (const [k, v] of Object.entries(out)) if (k !== authName && v.includes(old)) out[k] = v.split(old).join(token);
  }
  return out;
}

/** What {@link refreshAccessToken} needs besides the settings. */
export interface RefreshContext {
  guard: NetworkGuard;
  side: ConnectorSide;
  timeouts: HttpTimeouts;
  signal?: AbortSignal;
  secrets: readonly string[];
  /** Ferry's own headers (User-Agent). */
  baseHeaders: Record<string, string>;
}

async function readLimited(body: Readable, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let n = 0;
  try {
    for await (const chunk of body) {
      n += (chunk as Buffer).length;
      if (n > limit) return undefined;
      chunks.push(chunk as Buffer);
    }
  } finally {
    discard(body);
  }
  return Buffer.concat(chunks);
}

/**
 * Calls the refresh endpoint and returns the new token. Redirects are not followed.
 * @throws ConnectorError `AUTHENTICATION_FAILED` (a 4xx answer, no token in the answer, an
 *   answer over 64 KiB), `SOURCE_UNRESPONSIVE` / `DESTINATION_UNRESPONSIVE` retryable (timeouts,
 *   429, 5xx), `NETWORK_REFUSED` (the guard refused `refresh_url`).
 */
export async function refreshAccessToken(auth: HttpAuthentication, ctx: RefreshContext): Promise<string> {
  const purpose = 'token refresh';
  const tenant = mergeHeaders(auth.headers);
  const res = await send({
    guard: ctx.guard,
    side: ctx.side,
    url: auth.refreshUrl,
    method: auth.method,
    headers: mergeHeaders(ctx.baseHeaders, { accept: 'application/json, text/plain;q=0.9' }, tenant),
    tenantHeaderNames: new Set(Object.keys(tenant)),
    maxRedirects: 0,
    timeouts: ctx.timeouts,
    signal: ctx.signal,
    secrets: ctx.secrets,
    purpose,
  });
  const label = requestLabel(purpose, auth.method, auth.refreshUrl);
  if (res.status < 200 || res.status >= 300) {
    const err = await statusError(res, { side: ctx.side, secrets: ctx.secrets, purpose }, label);
    if (isRetryableStatus(res.status)) throw err;
    throw new ConnectorError('AUTHENTICATION_FAILED', err.message, { retryable: false, status: err.status, snippet: err.snippet });
  }
  let body: Buffer | undefined;
  try {
    body = await readLimited(res.body, MAX_REFRESH_BYTES);
  } catch (err) {
    const c = classifyConnectorError(err, ctx.side);
    throw new ConnectorError(c.type, redact(`${label}: ${c.message}`, ctx.secrets), { retryable: c.retryable, cause: err });
  }
  if (!body) throw new ConnectorError('AUTHENTICATION_FAILED', `${label} answered more than ${MAX_REFRESH_BYTES / 1024} KiB; expected a token`, { retryable: false, status: res.status });
  const token = extractToken(body.toString('utf8'), headerValue(res.headers, 'content-type'));
  if (!token) {
    throw new ConnectorError(
      'AUTHENTICATION_FAILED',
      `${label} answered ${res.status} without a token: expected a JSON object with access_token, token, accessToken or id_token (top level or in data), or the token alone as plain text`,
      { retryable: false, status: res.status },
    );
  }
  return token;
}

/**
 * Sends a request with the configured headers and, when it is answered 401 and the
 * configuration has `authentication`, refreshes the token once ({@link refreshAccessToken}),
 * puts it into the headers ({@link applyToken}) and sends the request again. The flow both HTTP
 * connectors share (SPEC.md §Connector `authentication`).
 * @param sendWith sends the request with the given tenant headers.
 * @returns the final answer (any status but a second 401) and the secrets to redact from
 *   whatever is reported about it (the configuration's and the new token's).
 * @throws ConnectorError `AUTHENTICATION_FAILED` when the retried request is answered 401 again;
 *   the errors of {@link refreshAccessToken}.
 */
export async function sendWithTokenRefresh(
  config: HttpConfiguration,
  sendWith: (tenantHeaders: Record<string, string>, secrets: readonly string[]) => Promise<SentResponse>,
  ctx: Pick<ConnectorContext, 'guard' | 'log' | 'executionId' | 'signal'> & { side: ConnectorSide; timeouts: HttpTimeouts; userAgent: string },
): Promise<{ res: SentResponse; secrets: readonly string[] }> {
  let tenant = config.headers;
  let secrets: readonly string[] = secretVariants(configurationSecrets(config));
  let res = await sendWith(tenant, secrets);
  if (res.status !== 401 || !config.authentication) return { res, secrets };
  discard(res.body);
  const what = ctx.side === 'SOURCE' ? 'HTTP input' : 'HTTP output';
  ctx.log.info({ connector: 'HTTP', execution: ctx.executionId }, `${what} answered 401; refreshing the access token`);
  const token = await refreshAccessToken(config.authentication, {
    guard: ctx.guard,
    side: ctx.side,
    timeouts: ctx.timeouts,
    signal: ctx.signal,
    secrets,
    baseHeaders: { 'user-agent': ctx.userAgent },
  });
  tenant = applyToken(tenant, token);
  secrets = secretVariants([...configurationSecrets(config), token, ...Object.values(tenant)]);
  res = await sendWith(tenant, secrets);
  if (res.status === 401) {
    const err = await statusError(res, { side: ctx.side, secrets });
    throw new ConnectorError('AUTHENTICATION_FAILED', `${err.message} (also with the refreshed token)`, { retryable: false, status: 401, snippet: err.snippet });
  }
  return { res, secrets };
}
