/**
 * The one connector error (STYLE.md, after uppy's provider errors): every driver failure reaches
 * the runtime as a {@link ConnectorError} whose `type` — with the side the connector is on —
 * gives the execution's `error.type` (one exhaustive table: the server's runtime/run-failure.ts
 * `CONNECTOR_FAILURE_TYPES`; AUTHENTICATION_FAILED becomes SOURCE_/DESTINATION_CREDENTIALS_REFUSED)
 * and whose `retryable` decides retry or fail (pg-boss retries; DESIGN.md §2 jobs/classify).
 * {@link classifyConnectorError} turns anything a driver or its SDK throws into one.
 *
 * Messages are shown to tenants: they name the URL without its query, the status, and a short,
 * redacted snippet of the answer; never a header value, a token or a password (redact.ts).
 */
import type { ConnectionTestResult } from './contract.ts';
import { isNetworkGuardError } from './network/errors.ts';

/** The kinds of connector failure (each maps to an execution `error.type`, per side, in the server's runtime/run-failure.ts). */
export const CONNECTOR_ERROR_TYPES = [
  'SOURCE_UNRESPONSIVE',
  'SOURCE_EMPTY',
  'DESTINATION_UNRESPONSIVE',
  'AUTHENTICATION_FAILED',
  'FILE_TOO_LARGE',
  'CONFIGURATION_INVALID',
  'NETWORK_REFUSED',
] as const;
export type ConnectorErrorType = (typeof CONNECTOR_ERROR_TYPES)[number];

/** Which end of the pipeline failed: the input (source) or the output (destination). */
export type ConnectorSide = 'SOURCE' | 'DESTINATION';

/** Details of a {@link ConnectorError}. */
export interface ConnectorErrorOptions {
  /** Whether trying again later may help (timeouts, resets, 429, 5xx). Default false. */
  retryable?: boolean;
  /** HTTP status (or protocol reply code) of the answer that failed. */
  status?: number;
  /** At most ~300 characters of the answer's body, secrets redacted. */
  snippet?: string;
  /** A delay the peer asked for (HTTP `Retry-After`), in ms. */
  retryAfterMs?: number;
  /** What a connection test reports for this failure (`DIRECTORY_MISSING`, `HOST_KEY_CHANGED` …) when the type alone does not say it. */
  reason?: ConnectionTestResult;
  cause?: unknown;
}

/** A connector failure with its execution error type and retryability. */
export class ConnectorError extends Error {
  override name = 'ConnectorError';
  readonly type: ConnectorErrorType;
  readonly retryable: boolean;
  readonly status?: number;
  readonly snippet?: string;
  readonly retryAfterMs?: number;
  readonly reason?: ConnectionTestResult;

  constructor(type: ConnectorErrorType, message: string, options: ConnectorErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.type = type;
    this.retryable = options.retryable ?? false;
    if (options.status !== undefined) this.status = options.status;
    if (options.snippet !== undefined) this.snippet = options.snippet;
    if (options.retryAfterMs !== undefined) this.retryAfterMs = options.retryAfterMs;
    if (options.reason !== undefined) this.reason = options.reason;
  }
}

/** True for a {@link ConnectorError}, also across module copies (checks the name and type). */
export function isConnectorError(err: unknown): err is ConnectorError {
  return err instanceof ConnectorError || (err instanceof Error && err.name === 'ConnectorError' && typeof (err as { type?: unknown }).type === 'string');
}

/** HTTP statuses worth another attempt later: timeouts, throttling, and a gateway or server hiccup. */
const RETRYABLE_STATUSES = new Set([408, 425, 429, 500, 502, 503, 504]);

/** Whether an HTTP status is worth a retry (408, 425, 429, 500, 502, 503, 504). */
export function isRetryableStatus(status: number): boolean {
  return RETRYABLE_STATUSES.has(status);
}

/** Error codes of a transient transport failure (Node, undici). */
const TRANSIENT_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);

/** Transport error codes that say what the next attempt would meet too. */
const PERMANENT_CODES: Record<string, string> = {
  ENOTFOUND: 'the host name does not resolve',
  UND_ERR_RESPONSE_EXCEEDED_MAX_SIZE: 'the answer is too large',
  UND_ERR_HEADERS_OVERFLOW: 'the answer headers are too large',
  CERT_HAS_EXPIRED: 'the TLS certificate has expired',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'the TLS certificate is self-signed',
  SELF_SIGNED_CERT_IN_CHAIN: 'the TLS certificate chain is self-signed',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'the TLS certificate cannot be verified',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'the TLS certificate issuer is unknown',
  ERR_TLS_CERT_ALTNAME_INVALID: 'the TLS certificate does not match the host name',
  HPE_INVALID_CONSTANT: 'the peer does not speak HTTP',
};

/** The network guard's error codes (network/errors.ts). */
const GUARD_CODES = new Set(['SCHEME_REFUSED', 'URL_INVALID', 'ADDRESS_REFUSED', 'PORT_INVALID']);

const unresponsive = (side: ConnectorSide) => (side === 'SOURCE' ? 'SOURCE_UNRESPONSIVE' : 'DESTINATION_UNRESPONSIVE');

function codeOf(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string') return e.code;
  }
  return undefined;
}

/**
 * Turns anything a connector throws into a {@link ConnectorError}, so the runtime decides retry
 * vs fail in one place:
 * - a ConnectorError is returned as it is;
 * - a network guard refusal → `NETWORK_REFUSED`, not retryable;
 * - timeouts (connect, headers, body), resets, refused connections, DNS `EAI_AGAIN` →
 *   `SOURCE_UNRESPONSIVE` / `DESTINATION_UNRESPONSIVE` (per `side`), retryable;
 * - `ENOTFOUND`, TLS certificate problems → the same types, not retryable;
 * - an object with a numeric `status`/`statusCode` (SDK errors) → unresponsive, retryable for
 *   408/425/429/500/502/503/504, else not (401/403 → `AUTHENTICATION_FAILED`);
 * - an abort (the run was cancelled) → unresponsive, not retryable;
 * - anything else → unresponsive, not retryable (an unknown fault repeats rather than heals).
 * Never throws. The message of a wrapped error is the original one, which for transport errors
 * holds no secrets (addresses and codes only).
 */
export function classifyConnectorError(err: unknown, side: ConnectorSide = 'SOURCE'): ConnectorError {
  if (isConnectorError(err)) return err;
  if (isNetworkGuardError(err)) return new ConnectorError('NETWORK_REFUSED', err.message, { retryable: false, cause: err });
  // An SDK that wraps the guard's refusal in its own error keeps the cause or at least the code and message.
  for (let e = (err as { cause?: unknown })?.cause, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if (isNetworkGuardError(e)) return new ConnectorError('NETWORK_REFUSED', e.message, { retryable: false, cause: err });
  }
  if (GUARD_CODES.has(String((err as { code?: unknown })?.code)) && /^refused: /.test(String((err as Error)?.message))) {
    return new ConnectorError('NETWORK_REFUSED', (err as Error).message, { retryable: false, cause: err });
  }
  const e = err as { name?: string; message?: string; status?: unknown; statusCode?: unknown } | null | undefined;
  const message = typeof e?.message === 'string' && e.message ? e.message : String(err);
  const type = unresponsive(side);
  if (e?.name === 'AbortError' || (err instanceof DOMException && err.name === 'AbortError')) {
    return new ConnectorError(type, 'the connector was stopped before it finished (cancelled)', { retryable: false, cause: err });
  }
  const code = codeOf(err);
  if (code === 'ECONNREFUSED') return new ConnectorError(type, `${side === 'SOURCE' ? 'the source' : 'the destination'} refused the connection: nothing listens on that port (ECONNREFUSED)`, { retryable: true, cause: err });
  if (code && TRANSIENT_CODES.has(code)) return new ConnectorError(type, `${side === 'SOURCE' ? 'the source' : 'the destination'} did not answer in time or dropped the connection (${code}): ${message}`, { retryable: true, cause: err });
  if (code && PERMANENT_CODES[code]) return new ConnectorError(type, `${PERMANENT_CODES[code]} (${code}): ${message}`, { retryable: false, cause: err });
  const status = typeof e?.status === 'number' ? e.status : typeof e?.statusCode === 'number' ? e.statusCode : undefined;
  if (status !== undefined && status >= 400) {
    if (status === 401 || status === 403) return new ConnectorError('AUTHENTICATION_FAILED', message, { retryable: false, status, cause: err });
    return new ConnectorError(type, message, { retryable: isRetryableStatus(status), status, cause: err });
  }
  return new ConnectorError(type, message, { retryable: false, cause: err });
}

const TLS_CODES = new Set(['CERT_HAS_EXPIRED', 'DEPTH_ZERO_SELF_SIGNED_CERT', 'SELF_SIGNED_CERT_IN_CHAIN', 'UNABLE_TO_VERIFY_LEAF_SIGNATURE', 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY', 'ERR_TLS_CERT_ALTNAME_INVALID', 'ERR_SSL_WRONG_VERSION_NUMBER', 'EPROTO']);

/**
 * The connection-test result of a failure: the error's own `reason` when a driver set one, else
 * what its type and transport code say (ENOTFOUND → DNS_FAILURE, ECONNREFUSED →
 * CONNECTION_REFUSED, timeouts → TIMEOUT, certificate problems → TLS_FAILURE …).
 */
export function connectionTestResultOf(err: ConnectorError): ConnectionTestResult {
  if (err.reason) return err.reason;
  if (err.type === 'NETWORK_REFUSED') return 'NETWORK_REFUSED';
  if (err.type === 'AUTHENTICATION_FAILED') return 'AUTHENTICATION_FAILED';
  if (err.type === 'CONFIGURATION_INVALID') return 'CONFIGURATION_INVALID';
  const code = codeOf(err.cause) ?? codeOf(err);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'DNS_FAILURE';
  if (code === 'ECONNREFUSED') return 'CONNECTION_REFUSED';
  if (code === 'ETIMEDOUT' || code === 'UND_ERR_CONNECT_TIMEOUT' || /timed? ?out/i.test(err.message)) return 'TIMEOUT';
  if ((code && TLS_CODES.has(code)) || /certificate|TLS|SSL/i.test(err.message)) return 'TLS_FAILURE';
  return 'FAILED';
}
