/**
 * Tuning of the HTTP connector that is not part of SPEC.md's configuration: set by the operator
 * (the server passes them to createConnector), not by tenants.
 */
import { DEFAULT_TIMEOUTS, MAX_REDIRECTS, type HttpTimeouts } from './transport.ts';

/** Options of the HTTP driver. */
export interface HttpConnectorOptions {
  /** Headers and body timeouts in ms (the connect timeout is the network guard's). */
  timeouts?: Partial<HttpTimeouts>;
  /** Redirects a PROACTIVE fetch follows, each re-checked by the guard; default 5, 0 = none. */
  maxRedirects?: number;
  /** `User-Agent` of Ferry's requests unless the tenant configured one; default `Ferry`. */
  userAgent?: string;
}

/** The options with defaults filled in. */
export interface ResolvedHttpOptions {
  timeouts: HttpTimeouts;
  maxRedirects: number;
  userAgent: string;
}

/** Fills the defaults. @throws RangeError for a negative or non-integer number. */
export function resolveHttpOptions(o: HttpConnectorOptions = {}): ResolvedHttpOptions {
  const positive = (v: number | undefined, fallback: number, name: string) => {
    if (v === undefined) return fallback;
    if (!Number.isInteger(v) || v < 0) throw new RangeError(`${name} must be a whole number ≥ 0, got ${v}`);
    return v;
  };
  return {
    timeouts: {
      headersMs: positive(o.timeouts?.headersMs, DEFAULT_TIMEOUTS.headersMs, 'timeouts.headersMs'),
      bodyMs: positive(o.timeouts?.bodyMs, DEFAULT_TIMEOUTS.bodyMs, 'timeouts.bodyMs'),
    },
    maxRedirects: Math.min(positive(o.maxRedirects, MAX_REDIRECTS, 'maxRedirects'), MAX_REDIRECTS),
    userAgent: o.userAgent ?? 'Ferry',
  };
}
