/**
 * The transport under every call: `fetch` with the `Authorization: Bearer <token>` header, one
 * refresh-and-retry when the server answers 401 (an expired token), and abort signals. Works with
 * the `fetch` of browsers and of Node.js ≥ 18.
 */
export type TokenSource = string | null | (() => string | null | Promise<string | null>);

/** Per-call options of every client method. */
export interface RequestOptions {
  /** Aborts the request. */
  signal?: AbortSignal;
  /** Extra headers (e.g. `X-Request-Id`). */
  headers?: Record<string, string>;
  /** Called with the HTTP response of a successful call, for its headers (e.g. `X-Total-Count`). */
  onResponse?: (response: Response) => void;
}

export interface TransportOptions {
  /** The Ferry server's origin, e.g. `https://ferry.example.com` (no path). */
  baseUrl: string;
  /** An access token from `POST /dp/api/v1/access/token`, or a function answering the current one. */
  accessToken?: TokenSource;
  /**
   * Called when the server answers 401: return a new access token to retry the request once with
   * it, or null to give up (the call then throws FerryApiError 401). A browser app typically asks its
   * own backend for a new token here.
   */
  onUnauthorized?: () => string | null | Promise<string | null>;
  /** The fetch to use (default: globalThis.fetch). */
  fetch?: typeof fetch;
}

export async function resolveToken(source: TokenSource | undefined): Promise<string | null> {
  if (typeof source === 'function') return (await source()) ?? null;
  return source ?? null;
}

/**
 * A fetch that adds the token and, on 401, asks `onUnauthorized` for a new token and retries once.
 * `setToken` is called with a refreshed token so later calls use it.
 */
export function authenticatedFetch(options: TransportOptions, getToken: () => Promise<string | null>, setToken: (token: string) => void): (request: Request) => Promise<Response> {
  const base = options.fetch ?? globalThis.fetch.bind(globalThis);
  return async (request: Request) => {
    const retry = options.onUnauthorized ? request.clone() : null;
    const token = await getToken();
    if (token && !request.headers.has('authorization')) request.headers.set('authorization', `Bearer ${token}`);
    const response = await base(request);
    if (response.status !== 401 || !retry || !options.onUnauthorized) return response;
    const fresh = await options.onUnauthorized();
    if (!fresh) return response;
    setToken(fresh);
    retry.headers.set('authorization', `Bearer ${fresh}`);
    await response.body?.cancel();
    return base(retry);
  };
}
