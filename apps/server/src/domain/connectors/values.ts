/**
 * Checks of single connector values that JSON Schema cannot phrase precisely: host names, URLs,
 * paths and file names (SECURITY.md: path traversal; credentials kept out of URLs), HTTP header
 * names and values. Each check returns the problem (completing "body.configuration.<field> …") or
 * null. The outbound network guard is applied to an URL's literal address here too
 * ({@link literalAddressProblem}: a URL naming a private, loopback or metadata address is refused
 * when it is saved); names are resolved and every address checked when a connection is made.
 */
import { FORBIDDEN_HEADERS, isNetworkGuardError, type NetworkGuard } from '@ferry/connectors';
import { isIP } from 'node:net';

const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
// Control characters (C0, DEL, C1) never belong in a path, a name or a header value.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const ENCODED_SEPARATOR = /%(?:2e|2f|5c|00)/i;

/** A host name (RFC 1123 labels) or an IPv4/IPv6 address; no scheme, port, path or user. */
export function hostProblem(host: string): string | null {
  const h = host.trim();
  if (h !== host) return 'must not start or end with spaces';
  if (h.includes('://')) return 'must be a host name or IP address without a scheme (e.g. ftp.example.com, not ftp://ftp.example.com)';
  const unbracketed = h.startsWith('[') && h.endsWith(']') ? h.slice(1, -1) : h;
  if (isIP(unbracketed) === 6) return null;
  if (isIP(h) === 4) return null;
  if (/[/@?#]/.test(h)) return 'must be a host name or IP address only, without path, user or query';
  if (/:\d*$/.test(h)) return 'must not include a port; use the port field';
  const name = h.endsWith('.') ? h.slice(0, -1) : h;
  if (name.length === 0 || name.length > 253 || !name.split('.').every((l) => LABEL.test(l))) {
    return 'must be a host name (letters, digits, hyphens and dots) or an IP address';
  }
  return null;
}

/** An absolute http(s) URL without user information (credentials belong in headers, which are encrypted). */
export function httpUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be an absolute http or https URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `must be an http or https URL, not ${url.protocol.replace(/:$/, '')}`;
  if (!url.hostname) return 'must name a host';
  if (url.username || url.password) return 'must not contain a user name or password; send credentials in headers (they are encrypted)';
  if (CONTROL.test(value) || /\s/.test(value)) return 'must not contain spaces or control characters';
  return null;
}

/** What a save needs of the network guard: its check of an URL's scheme and literal address. */
export type UrlGuard = Pick<NetworkGuard, 'checkUrl'>;

/**
 * The network guard's refusal of an http(s) URL whose host is an IP address the guard refuses
 * (private, loopback, link-local, metadata … unless FERRY_NETWORK_ALLOW_LIST admits it), in the
 * guard's words — `refused: 127.0.0.1 is a loopback address; allow it with
 * FERRY_NETWORK_ALLOW_LIST if this is intended` — or null. A host name is not resolved here (its
 * addresses can change; the guard checks them at every connection). Syntax is httpUrlProblem's job.
 */
export function literalAddressProblem(guard: UrlGuard, value: string): string | null {
  try {
    guard.checkUrl(value);
    return null;
  } catch (err) {
    if (isNetworkGuardError(err) && err.code === 'ADDRESS_REFUSED') return err.message;
    return null;
  }
}

/**
 * A directory path. `absolute: 'allowed'` for FTP (a directory on the server), `'refused'` for
 * object keys (buckets and containers have no root).
 */
export function directoryPathProblem(path: string, absolute: 'allowed' | 'refused'): string | null {
  if (CONTROL.test(path)) return 'must not contain control characters';
  if (path.includes('\\')) return 'must use "/" as separator, not "\\"';
  if (ENCODED_SEPARATOR.test(path)) return 'must not contain percent-encoded dots, separators or NUL';
  if (absolute === 'refused' && path.startsWith('/')) return 'must be relative (object keys have no leading "/"), e.g. incoming/orders';
  const segments = path.split('/');
  if (segments.some((s) => s === '..' || s === '.')) return 'must not contain "." or ".." segments';
  return null;
}

/** A plain file name (no directory part). */
export function fileNameProblem(name: string): string | null {
  if (CONTROL.test(name)) return 'must not contain control characters';
  if (name.includes('/') || name.includes('\\')) return 'must be a file name without a directory ("/" or "\\")';
  if (ENCODED_SEPARATOR.test(name)) return 'must not contain percent-encoded dots, separators or NUL';
  if (name.trim() === '.' || name.trim() === '..') return 'must not be "." or ".."';
  if (name.trim() !== name || name.trim() === '') return 'must not start or end with spaces';
  return null;
}

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** A header name: an RFC 9110 token, not one the driver refuses (@ferry/connectors FORBIDDEN_HEADERS). */
export function headerNameProblem(name: string): string | null {
  if (!TOKEN.test(name)) return 'is not a valid HTTP header name';
  if (FORBIDDEN_HEADERS.has(name.toLowerCase())) return 'is set by Ferry itself and cannot be configured';
  return null;
}

/** A header value: no line breaks or other control characters except TAB (header injection). */
export function headerValueProblem(value: string): string | null {
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u0008\u000a-\u001f\u007f]/.test(value) ? 'must not contain line breaks or control characters' : null;
}

/** A bucket name: 3–63 lower-case letters, digits, dots and hyphens, starting and ending alphanumeric. */
export function bucketNameProblem(name: string): string | null {
  return /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(name) && !name.includes('..') ? null : 'must be 3 to 63 lower-case letters, digits, dots and hyphens, starting and ending with a letter or digit';
}

/** A cloud-storage bucket name: like {@link bucketNameProblem}, underscores allowed, up to 222 with dots. */
export function cloudBucketNameProblem(name: string): string | null {
  return /^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/.test(name) && !name.includes('..') ? null : 'must be lower-case letters, digits, dots, hyphens and underscores, starting and ending with a letter or digit';
}

/** A blob container name: 3–63 lower-case letters, digits and single hyphens. */
export function containerNameProblem(name: string): string | null {
  return /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){2,62}$/.test(name) ? null : 'must be 3 to 63 lower-case letters, digits and single hyphens, starting with a letter or digit';
}
