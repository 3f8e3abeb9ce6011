/**
 * The one error the network guard throws (SECURITY.md: SSRF; DESIGN.md §5). It is never worth a
 * retry: the same URL, host or address is refused again until the operator changes
 * FERRY_NETWORK_ALLOW_LIST. Connectors turn it into a `NETWORK_REFUSED` ConnectorError.
 */

/**
 * Why a destination was refused:
 * - `SCHEME_REFUSED`: the URL's scheme is not http or https (`file:`, `gopher:`, `ftp:` …);
 * - `URL_INVALID`: not an absolute URL, or a host that cannot be parsed;
 * - `ADDRESS_REFUSED`: the literal or a resolved address is private, loopback, link-local, a cloud
 *   metadata address, … and not allow-listed (`reason` says which range);
 * - `PORT_INVALID`: a port outside 1–65535.
 */
export type NetworkGuardErrorCode = 'SCHEME_REFUSED' | 'URL_INVALID' | 'ADDRESS_REFUSED' | 'PORT_INVALID';

/** Refusal by the network guard. `message` is safe to show to a tenant (never a credential). */
export class NetworkGuardError extends Error {
  override name = 'NetworkGuardError';
  /** Always false: a refusal is a configuration matter, not a transient failure. */
  readonly retryable = false;
  readonly code: NetworkGuardErrorCode;
  /** The host as the tenant wrote it (normalised), when known. */
  readonly host?: string;
  /** The refused address (canonical form), for `ADDRESS_REFUSED`. */
  readonly address?: string;
  /** The refused range in words, e.g. `link-local`, `loopback`, `cloud metadata`. */
  readonly reason?: string;

  constructor(code: NetworkGuardErrorCode, message: string, details: { host?: string; address?: string; reason?: string } = {}) {
    super(message);
    this.code = code;
    this.host = details.host;
    this.address = details.address;
    this.reason = details.reason;
  }
}

/** True for a {@link NetworkGuardError}, also across module copies (checks the name and code). */
export function isNetworkGuardError(err: unknown): err is NetworkGuardError {
  return err instanceof NetworkGuardError || (err instanceof Error && err.name === 'NetworkGuardError' && typeof (err as { code?: unknown }).code === 'string');
}
