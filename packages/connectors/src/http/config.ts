/**
 * The HTTP connector's configuration (SPEC.md §Connector, node type HTTP), checked again at run
 * time: the server validates on write (apps/server connectors/configuration.ts), but a driver
 * must not trust what it is handed. Every problem is a `CONFIGURATION_INVALID` ConnectorError that
 * names the field, never its value (header values are secrets).
 */
import type { ConnectorType } from '../contract.ts';
import { ConnectorError } from '../errors.ts';

/** SPEC.md: `GET`, `POST`, `PUT`, `PATCH`. */
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** The token refresh settings (`authentication`). */
export interface HttpAuthentication {
  /** Endpoint answering a new access token (see refresh.ts for the accepted answers). */
  refreshUrl: string;
  /** Default `POST`. */
  method: HttpMethod;
  headers: Record<string, string>;
}

/** An HTTP connector configuration in checked form. */
export interface HttpConfiguration {
  /** INPUT only: `PROACTIVE` (Ferry fetches `url`) or `REACTIVE` (data is pushed to Ferry). */
  mode?: 'PROACTIVE' | 'REACTIVE';
  /** Required for PROACTIVE input and for output. */
  url?: string;
  /** Default `GET` for input, `POST` for output. */
  method: HttpMethod;
  headers: Record<string, string>;
  authentication?: HttpAuthentication;
  /** OUTPUT with `delivery_mode: BATCHES`: rows per request (1–10,000). Absent: the whole file in one request. */
  batchSize?: number;
}

/** The largest `batch_size` (rows per request of a BATCHES delivery). */
export const MAX_BATCH_SIZE = 10_000;

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * Header names a tenant may not configure (lower case): framing and hop-by-hop headers are Ferry's
 * (and undici's) to set, and a tenant value would break or smuggle requests; Proxy-Authorization
 * would hand credentials to whatever proxy sits on the way. The one list: the API refuses them when
 * a connector is saved, and the driver when it runs.
 */
export const FORBIDDEN_HEADERS: ReadonlySet<string> = new Set(['host', 'content-length', 'transfer-encoding', 'connection', 'keep-alive', 'upgrade', 'te', 'trailer', 'expect', 'proxy-connection', 'proxy-authorization']);
const FORBIDDEN = FORBIDDEN_HEADERS;

const invalid = (field: string, problem: string) => new ConnectorError('CONFIGURATION_INVALID', `configuration.${field} ${problem}`, { retryable: false });

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function method(value: unknown, field: string, fallback: HttpMethod): HttpMethod {
  if (value === undefined || value === null) return fallback;
  const m = typeof value === 'string' ? value.toUpperCase() : value;
  if (!(HTTP_METHODS as readonly unknown[]).includes(m)) throw invalid(field, `must be one of ${HTTP_METHODS.join(', ')}`);
  return m as HttpMethod;
}

function headers(value: unknown, field: string): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (!isObject(value)) throw invalid(field, 'must be an object of header names and values');
  const out: Record<string, string> = Object.create(null);
  for (const [name, v] of Object.entries(value)) {
    if (!TOKEN.test(name)) throw invalid(field, `has an invalid header name "${name.slice(0, 60)}"`);
    if (FORBIDDEN.has(name.toLowerCase())) throw invalid(`${field}.${name}`, 'is set by Ferry itself and cannot be configured');
    if (typeof v !== 'string') throw invalid(`${field}.${name}`, 'must be a string');
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u0008\u000a-\u001f\u007f]/.test(v)) throw invalid(`${field}.${name}`, 'must not contain line breaks or control characters');
    if (Object.keys(out).some((k) => k.toLowerCase() === name.toLowerCase())) throw invalid(`${field}.${name}`, 'is given twice (header names are case-insensitive)');
    out[name] = v;
  }
  return out;
}

function url(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw invalid(field, 'is required (an http or https URL)');
  try {
    const u = new URL(value);
    if (u.username || u.password) throw invalid(field, 'must not contain a user name or password; send credentials in headers');
  } catch (err) {
    if (err instanceof ConnectorError) throw err;
    throw invalid(field, 'must be an absolute http or https URL');
  }
  return value;
}

/**
 * Checks a decrypted HTTP configuration for a connector of `type`.
 * @throws ConnectorError `CONFIGURATION_INVALID` naming the field, e.g.
 *   `configuration.url is required (an http or https URL)`.
 */
export function parseHttpConfiguration(raw: unknown, type: ConnectorType): HttpConfiguration {
  if (!isObject(raw)) throw new ConnectorError('CONFIGURATION_INVALID', 'configuration must be an object', { retryable: false });
  let mode: HttpConfiguration['mode'];
  if (type === 'INPUT') {
    if (raw.type !== 'PROACTIVE' && raw.type !== 'REACTIVE') throw invalid('type', 'must be PROACTIVE or REACTIVE for INPUT connectors');
    mode = raw.type;
  }
  const needsUrl = type === 'OUTPUT' || mode === 'PROACTIVE';
  const config: HttpConfiguration = {
    mode,
    url: needsUrl ? url(raw.url, 'url') : undefined,
    method: method(raw.method, 'method', type === 'OUTPUT' ? 'POST' : 'GET'),
    headers: headers(raw.headers, 'headers'),
  };
  if (type === 'OUTPUT' && raw.delivery_mode === 'BATCHES') {
    const size = raw.batch_size === undefined || raw.batch_size === null ? 1000 : Number(raw.batch_size);
    if (!Number.isInteger(size) || size < 1 || size > MAX_BATCH_SIZE) throw invalid('batch_size', `must be an integer from 1 to ${MAX_BATCH_SIZE}`);
    config.batchSize = size;
  } else if (raw.delivery_mode !== undefined && raw.delivery_mode !== null && raw.delivery_mode !== 'FILE') {
    throw invalid('delivery_mode', type === 'OUTPUT' ? 'must be FILE or BATCHES' : 'is only for OUTPUT connectors');
  }
  const auth = raw.authentication;
  if (auth !== undefined && auth !== null) {
    if (!isObject(auth)) throw invalid('authentication', 'must be an object');
    config.authentication = {
      refreshUrl: url(auth.refresh_url, 'authentication.refresh_url'),
      method: method(auth.method, 'authentication.method', 'POST'),
      headers: headers(auth.headers, 'authentication.headers'),
    };
  }
  return config;
}

/** Every secret-bearing value of a configuration (all header values), for redaction. */
export function configurationSecrets(config: HttpConfiguration): string[] {
  return [...Object.values(config.headers), ...Object.values(config.authentication?.headers ?? {})];
}
