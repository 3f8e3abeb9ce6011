/**
 * The operator's allow-list (FERRY_NETWORK_ALLOW_LIST, docs/network-guard.md): destinations a
 * connector may reach although the address policy refuses them — a MinIO on the LAN, an on-premise
 * SFTP server, the loopback servers of the test suite. Entries:
 * - an IP address in any spelling (`10.0.0.5`, `::1`, `::ffff:10.0.0.5` = `10.0.0.5`);
 * - a CIDR range (`10.0.0.0/8`, `fd00::/8`);
 * - a host name (`minio.internal`), or every sub-domain of one (`*.corp.example`, not the apex):
 *   the name is trusted, so any address it resolves to passes.
 * Cloud metadata addresses (address-policy.ts) are unlocked only by their exact address, never by
 * a range or a host name, so `10.0.0.0/8` or `*.internal` cannot open the instance credentials by
 * accident.
 */
import ipaddr from 'ipaddr.js';
import { parseIp } from './address-policy.ts';

type IP = ipaddr.IPv4 | ipaddr.IPv6;

/** A parsed allow-list. */
export interface AllowList {
  /** The entries as given (trimmed), for messages and logs. */
  readonly entries: readonly string[];
  /**
   * Whether `ip` is allowed. `exactOnly` (metadata addresses): only an entry naming the very
   * address counts, not a range.
   */
  allowsAddress(ip: string, exactOnly: boolean): boolean;
  /** Whether a host name (lower case, no trailing dot) is allowed by a name entry. */
  allowsHost(hostname: string): boolean;
}

const LABEL = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/;

/** Normalises a host name for comparison: lower case, no trailing dot. */
export function normaliseHostName(name: string): string {
  const lower = name.trim().toLowerCase();
  return lower.endsWith('.') ? lower.slice(0, -1) : lower;
}

function isHostName(name: string): boolean {
  return name.length > 0 && name.length <= 253 && name.split('.').every((l) => LABEL.test(l));
}

/** IPv4-mapped IPv6 addresses are the IPv4 address they map (the socket speaks IPv4). */
function effective(ip: IP): IP {
  return ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress() ? (ip as ipaddr.IPv6).toIPv4Address() : ip;
}

/**
 * Parses allow-list entries (see the module comment). Empty strings are skipped.
 * @throws Error naming the entry when one is neither an IP address, a CIDR range nor a host name,
 *   e.g. `FERRY_NETWORK_ALLOW_LIST entry "10.0.0.0/33" is not an IP address, a CIDR range or a host name`
 *   (the server reads the setting at start, so a typo stops it with that message).
 */
export function parseAllowList(entries: readonly string[]): AllowList {
  const ranges: Array<[IP, number]> = [];
  const addresses = new Set<string>();
  const names = new Set<string>();
  const suffixes: string[] = [];
  const kept: string[] = [];
  for (const raw of entries) {
    const entry = raw.trim();
    if (entry === '') continue;
    kept.push(entry);
    const bad = () => new Error(`FERRY_NETWORK_ALLOW_LIST entry "${entry}" is not an IP address, a CIDR range or a host name`);
    if (entry.includes('/')) {
      const [addr, bits] = entry.split('/') as [string, string];
      const ip = parseIp(addr);
      const prefix = /^\d{1,3}$/.test(bits) ? Number(bits) : NaN;
      if (!ip || !(prefix >= 0 && prefix <= (ip.kind() === 'ipv4' ? 32 : 128))) throw bad();
      const eff = effective(ip);
      // A mapped range ::ffff:a.b.c.d/n (n ≥ 96) is the IPv4 range a.b.c.d/(n − 96).
      const effPrefix = eff !== ip ? prefix - 96 : prefix;
      if (effPrefix < 0) throw bad();
      ranges.push([eff, effPrefix]);
      continue;
    }
    const ip = parseIp(entry);
    if (ip) {
      addresses.add(effective(ip).toNormalizedString());
      continue;
    }
    const name = normaliseHostName(entry);
    if (name.startsWith('*.') && isHostName(name.slice(2))) suffixes.push(name.slice(1));
    else if (isHostName(name)) names.add(name);
    else throw bad();
  }
  return Object.freeze({
    entries: Object.freeze(kept),
    allowsAddress(address: string, exactOnly: boolean): boolean {
      const parsed = parseIp(address);
      if (!parsed) return false;
      const ip = effective(parsed);
      if (addresses.has(ip.toNormalizedString())) return true;
      if (exactOnly) return false;
      return ranges.some(([base, bits]) => base.kind() === ip.kind() && ip.match(base, bits));
    },
    allowsHost(hostname: string): boolean {
      const name = normaliseHostName(hostname);
      return names.has(name) || suffixes.some((s) => name.endsWith(s));
    },
  });
}
