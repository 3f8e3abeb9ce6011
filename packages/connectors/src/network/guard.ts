/**
 * The network guard: every outbound connection to a tenant-supplied host passes here (DESIGN.md
 * §5, SECURITY.md: SSRF). docs/network-guard.md explains it for operators.
 *
 * How it holds against the SECURITY.md attacks:
 * - schemes: only http and https URLs are accepted ({@link NetworkGuard.checkUrl});
 * - literal and resolved addresses: the guard's undici dispatcher connects through its own
 *   `connect` function, which resolves the host itself, checks **every** address, and opens the
 *   socket to the checked address (TLS still verifies the certificate against the host name). An
 *   IP literal goes through the same check — a DNS `lookup` hook alone would never see it;
 * - DNS rebinding: the name is resolved once per connection and the socket is pinned to that
 *   answer, so a second answer (public, then 127.0.0.1) cannot slip in between check and connect;
 *   the connected socket's peer address is checked once more before it is used;
 * - odd spellings: hosts are parsed by the WHATWG URL parser and addresses by ipaddr.js, so
 *   `0x7f000001`, `127.1`, `2130706433`, `0177.0.0.1` and `::ffff:169.254.169.254` are judged as
 *   the addresses they are;
 * - redirects: the dispatcher never follows one; a client that follows redirects (http/client.ts)
 *   sends every hop through {@link NetworkGuard.checkUrl} and this dispatcher again.
 *
 * A name is refused when any of its addresses is refused: a name that mixes public and private
 * answers is misconfigured or hostile.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type Socket } from 'node:net';
import { Agent, buildConnector, errors as undiciErrors, type Dispatcher } from 'undici';
import { classifyAddress } from './address-policy.ts';
import { parseAllowList, type AllowList } from './allow-list.ts';
import { NetworkGuardError } from './errors.ts';
import { normaliseHost, parseHttpUrl, type NormalisedHost } from './host.ts';

/** One resolved address. `family` 4 or 6 (derived from the address when the resolver omits it). */
export interface ResolvedAddress {
  address: string;
  family?: number;
}

/**
 * Resolves a host name to all its addresses. The default uses `node:dns` `lookup` (the system
 * resolver, /etc/hosts included); tests inject a function so a name can answer public-then-private
 * without a DNS server. `signal` aborts when the connect timeout expires.
 */
export type LookupFunction = (hostname: string, signal: AbortSignal) => Promise<readonly ResolvedAddress[]>;

/** Options of {@link createNetworkGuard}. */
export interface NetworkGuardOptions {
  /** FERRY_NETWORK_ALLOW_LIST entries: IPs, CIDR ranges, host names, `*.domain` (allow-list.ts). */
  allowList?: readonly string[];
  /** Resolver; defaults to `node:dns` lookup with every address in resolver order. */
  lookup?: LookupFunction;
  /** Time allowed for the DNS lookup and, separately, for the TCP (and TLS) handshake; ms, default 10 000. */
  connectTimeoutMs?: number;
  /**
   * Certificate authorities trusted for https instead of Node's bundle (PEM), e.g. an on-premise
   * CA. Certificates are always verified against the host name of the URL, never the address.
   */
  ca?: string | Buffer | Array<string | Buffer>;
}

/** A checked destination for a non-HTTP protocol: connect to `address`, never re-resolve `host`. */
export interface CheckedDestination {
  /** The host as parsed (lower case, canonical IP form). */
  host: string;
  port: number;
  /** The address to connect to (checked; IPv4 for an IPv4-mapped address). */
  address: string;
  family: 4 | 6;
  /** Every address the host resolved to (all checked). */
  addresses: string[];
}

/** The guard handed to every connector (ConnectorContext.guard). */
export interface NetworkGuard {
  /** The parsed allow-list. */
  readonly allowList: AllowList;
  /** Extra certificate authorities trusted for TLS to tenant hosts (NetworkGuardOptions.ca); drivers with their own sockets (FTPS, SDKs) pass it on. */
  readonly ca?: string | Buffer | Array<string | Buffer>;
  /**
   * An undici dispatcher whose every connection is checked and pinned (see the module comment).
   * It never follows redirects. Pass it as `dispatcher` to `undici.request`.
   */
  readonly dispatcher: Dispatcher;
  /**
   * Checks an outbound URL before a request: scheme http/https, and, when the host is an IP
   * literal, that address (a quick, clear refusal; the dispatcher checks again at connect time).
   * @returns the parsed URL.
   * @throws NetworkGuardError `SCHEME_REFUSED`, `URL_INVALID` or `ADDRESS_REFUSED`.
   */
  checkUrl(url: string | URL): URL;
  /**
   * For protocols not spoken through the dispatcher (FTP, SFTP, SMTP): parses `host` like an URL
   * host, resolves it, checks every address and returns the one to connect to. Connect to
   * `address` (never to `host`, which could resolve differently a moment later); use `host` for
   * TLS server-name checks.
   * @throws NetworkGuardError `URL_INVALID`, `PORT_INVALID`, `ADDRESS_REFUSED`; the resolver's
   *   error (e.g. code `ENOTFOUND`) when the name does not resolve; undici `ConnectTimeoutError`
   *   when resolution takes longer than the connect timeout.
   */
  checkHost(host: string, port: number, options?: { signal?: AbortSignal }): Promise<CheckedDestination>;
  /** Closes the dispatcher's pooled connections. */
  close(): Promise<void>;
}

const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;

const defaultLookup: LookupFunction = async (hostname) => dnsLookup(hostname, { all: true, order: 'verbatim' });

function refusal(host: NormalisedHost, given: string, address: string, reason: string, metadata: boolean, viaName: boolean): NetworkGuardError {
  const how = metadata ? 'FERRY_NETWORK_ALLOW_LIST (the exact address)' : 'FERRY_NETWORK_ALLOW_LIST';
  // An IPv4-mapped address is named in both forms: ::ffff:169.254.169.254 (169.254.169.254).
  const shown = given !== address && isIP(given) === 6 && isIP(address) === 4 ? `${given} (${address})` : address;
  const what = viaName ? `${host.hostname} resolves to ${shown}, ${reason}` : `${shown} is ${reason}`;
  return new NetworkGuardError('ADDRESS_REFUSED', `refused: ${what}; allow it with ${how} if this is intended`, {
    host: host.hostname,
    address,
    reason: reason.replace(/^(an?|not) /, ''),
  });
}

function notFound(hostname: string): Error {
  return Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND', hostname });
}

/**
 * Creates the network guard. One per process is enough (the server builds it from
 * FERRY_NETWORK_ALLOW_LIST at start); it holds a connection pool, so close it at shutdown.
 * @throws Error naming the entry when an allow-list entry does not parse (allow-list.ts).
 */
export function createNetworkGuard(options: NetworkGuardOptions = {}): NetworkGuard {
  const allowList = parseAllowList(options.allowList ?? []);
  const lookup = options.lookup ?? defaultLookup;
  const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;

  /** Judges one address reached through `host`; returns what to connect to or throws. */
  function judge(host: NormalisedHost, address: string, viaName: boolean): { connectTo: string; family: 4 | 6 } {
    const c = classifyAddress(address);
    if (c.public) return c;
    if (allowList.allowsAddress(c.address, c.metadata)) return c;
    if (viaName && !c.metadata && allowList.allowsHost(host.hostname)) return c;
    throw refusal(host, address, c.address, c.reason, c.metadata, viaName);
  }

  /** Resolves (unless a literal) and checks every address; the first one is the one to use. */
  async function resolveChecked(host: NormalisedHost, signal: AbortSignal): Promise<{ connectTo: string; family: 4 | 6; all: string[] }> {
    if (host.ipFamily !== 0) {
      const v = judge(host, host.hostname, false);
      return { ...v, all: [v.connectTo] };
    }
    const answers = await lookup(host.hostname, signal);
    if (signal.aborted) throw signal.reason;
    if (answers.length === 0) throw notFound(host.hostname);
    const verdicts = answers.map((a) => {
      if (isIP(a.address) === 0) throw new NetworkGuardError('ADDRESS_REFUSED', `refused: ${host.hostname} resolved to something that is not an IP address`, { host: host.hostname });
      return judge(host, a.address, true);
    });
    return { ...verdicts[0]!, all: verdicts.map((v) => v.connectTo) };
  }

  /** resolveChecked within the connect timeout (a hanging resolver must not hang the run). */
  function resolveWithin(host: NormalisedHost, outer?: AbortSignal): Promise<{ connectTo: string; family: 4 | 6; all: string[] }> {
    const controller = new AbortController();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const err = new undiciErrors.ConnectTimeoutError(`Connect Timeout Error (resolving ${host.hostname} took longer than ${connectTimeoutMs} ms)`);
        controller.abort(err);
        reject(err);
      }, connectTimeoutMs);
      const onAbort = () => {
        clearTimeout(timer);
        controller.abort(outer!.reason);
        reject(outer!.reason);
      };
      if (outer?.aborted) return onAbort();
      outer?.addEventListener('abort', onAbort, { once: true });
      resolveChecked(host, controller.signal).then(
        (v) => {
          clearTimeout(timer);
          outer?.removeEventListener('abort', onAbort);
          resolve(v);
        },
        (err) => {
          clearTimeout(timer);
          outer?.removeEventListener('abort', onAbort);
          reject(err);
        },
      );
    });
  }

  // HTTP/1.1 only: tenant endpoints need nothing more, and one protocol keeps the surface small.
  const baseConnect = buildConnector({ timeout: connectTimeoutMs, allowH2: false, ...(options.ca ? { ca: options.ca } : {}) });
  const connect: buildConnector.connector = (opts, callback) => {
    let host: NormalisedHost;
    try {
      host = normaliseHost(opts.hostname);
    } catch (err) {
      callback(err as Error, null);
      return;
    }
    resolveWithin(host).then(
      (dest) => {
        const servername = host.ipFamily === 0 ? opts.servername || host.hostname : opts.servername;
        baseConnect({ ...opts, hostname: dest.connectTo, servername }, (err, socket) => {
          if (err || !socket) {
            callback(err ?? new Error('connection failed'), null);
            return;
          }
          // Belt and braces: the peer of the socket in hand is what counts.
          try {
            const peer = (socket as Socket).remoteAddress;
            if (!peer) throw new Error(`connection to ${host.hostname} closed before it was checked`);
            judge(host, peer, host.ipFamily === 0);
          } catch (refused) {
            socket.destroy();
            callback(refused as Error, null);
            return;
          }
          callback(null, socket);
        });
      },
      (err: Error) => callback(err, null),
    );
  };
  const dispatcher = new Agent({ connect, allowH2: false });

  return Object.freeze({
    allowList,
    ...(options.ca ? { ca: options.ca } : {}),
    dispatcher,
    checkUrl(input: string | URL): URL {
      const { url, host } = parseHttpUrl(input);
      if (host.ipFamily !== 0) judge(host, host.hostname, false);
      return url;
    },
    async checkHost(hostText: string, port: number, opts: { signal?: AbortSignal } = {}): Promise<CheckedDestination> {
      if (!Number.isInteger(port) || port < 1 || port > 65535) {
        throw new NetworkGuardError('PORT_INVALID', `refused: port ${String(port).slice(0, 20)} is not a port number (1–65535)`);
      }
      const host = normaliseHost(hostText);
      const dest = await resolveWithin(host, opts.signal);
      return { host: host.hostname, port, address: dest.connectTo, family: dest.family, addresses: dest.all };
    },
    close: () => dispatcher.close(),
  });
}
