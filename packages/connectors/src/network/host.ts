/**
 * Host and URL parsing for the guard: one parser (WHATWG URL, as used by undici and browsers) for
 * every host a tenant writes, so the odd IPv4 spellings (`0x7f000001`, `127.1`, `2130706433`,
 * `0177.0.0.1`) become the address they mean before any check, and a host given to
 * {@link normaliseHost} (FTP, SFTP, SMTP) is read exactly like the host of an http URL.
 */
import { isIP } from 'node:net';
import { NetworkGuardError } from './errors.ts';

/** A host after parsing: the name or IP address in canonical form (IPv6 without brackets). */
export interface NormalisedHost {
  /** Lower-case host name (punycode for IDNs), or the IP address in canonical form. */
  hostname: string;
  /** 4 or 6 when `hostname` is an IP address literal, else 0. */
  ipFamily: 0 | 4 | 6;
}

/** Strips the brackets of an IPv6 URL host (`[::1]` → `::1`). */
export function unbracket(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}

function fromUrlHostname(hostname: string): NormalisedHost {
  const bare = unbracket(hostname);
  const withoutDot = bare.endsWith('.') && isIP(bare.slice(0, -1)) === 4 ? bare.slice(0, -1) : bare;
  return { hostname: withoutDot, ipFamily: isIP(withoutDot) as 0 | 4 | 6 };
}

/**
 * Parses a bare host (no scheme, port, user or path) the way an http URL's host is parsed.
 * Accepts IPv6 with or without brackets.
 * @throws NetworkGuardError `URL_INVALID` when the host is empty, has spaces, a port, a path, user
 *   information, or characters no host may contain.
 */
export function normaliseHost(host: string): NormalisedHost {
  const text = isIP(host) === 6 ? `[${host}]` : host;
  const invalid = () => new NetworkGuardError('URL_INVALID', `refused: "${host.slice(0, 100)}" is not a host name or IP address`, { host });
  if (text === '' || /[\s/?#@\\%]/.test(text)) throw invalid();
  let url: URL;
  try {
    url = new URL(`http://${text}/`);
  } catch {
    throw invalid();
  }
  if (url.port !== '' || url.username !== '' || url.password !== '' || url.pathname !== '/' || url.hostname === '' || url.host !== url.hostname) throw invalid();
  if (text.includes(':') && !text.startsWith('[')) throw invalid();
  return fromUrlHostname(url.hostname);
}

/** Schemes a connector may use over HTTP. */
const HTTP_SCHEMES = new Set(['http:', 'https:']);

/**
 * Parses and checks an outbound URL's form: absolute, scheme http or https, a host.
 * @returns the parsed URL and its host (normalised).
 * @throws NetworkGuardError `SCHEME_REFUSED` for `file:`, `gopher:`, `ftp:`, `data:`, … and
 *   `URL_INVALID` for text that is not an absolute URL with a host.
 */
export function parseHttpUrl(input: string | URL): { url: URL; host: NormalisedHost } {
  let url: URL;
  try {
    url = new URL(String(input));
  } catch {
    throw new NetworkGuardError('URL_INVALID', 'refused: the URL is not an absolute http or https URL');
  }
  if (!HTTP_SCHEMES.has(url.protocol)) {
    throw new NetworkGuardError('SCHEME_REFUSED', `refused: scheme ${url.protocol.replace(/:$/, '')} is not allowed; connectors use http or https only`);
  }
  if (url.hostname === '') throw new NetworkGuardError('URL_INVALID', 'refused: the URL names no host');
  return { url, host: fromUrlHostname(url.hostname) };
}

/**
 * A URL for messages and logs: origin and path, the query and fragment cut off (they may carry
 * tokens such as `?api_key=`), user information never shown.
 */
export function displayUrl(input: string | URL): string {
  try {
    const url = new URL(String(input));
    const tail = url.search ? '?…' : '';
    return `${url.protocol}//${url.host}${url.pathname}${tail}`;
  } catch {
    return '(invalid URL)';
  }
}
