/**
 * Which IP addresses a connector may reach without the operator's say-so (SECURITY.md: SSRF).
 *
 * Public unicast only. Every special-purpose range of the IANA registries that ipaddr.js knows
 * (RFC 6890 and successors: private, loopback, link-local, CGNAT, multicast, unspecified,
 * broadcast, documentation, benchmarking, reserved …) is refused, IPv6 outside global unicast
 * (2000::/3) too, and the cloud metadata endpoints by address (one of them, Azure's 168.63.129.16,
 * sits in public space).
 *
 * IPv6 forms that carry an IPv4 address are judged by what they carry, so `::ffff:169.254.169.254`
 * is the metadata address it is:
 * - IPv4-mapped `::ffff:a.b.c.d`: the socket talks IPv4 to a.b.c.d; judged (and connected) as a.b.c.d;
 * - NAT64 well-known prefix `64:ff9b::/96` (RFC 6052): judged by the embedded IPv4 address (on an
 *   IPv6-only network with DNS64 every IPv4-only host has such an address, so a public one passes);
 * - `64:ff9b:1::/48` (local-use NAT64, RFC 8215), IPv4-compatible `::a.b.c.d` (deprecated),
 *   IPv4-translated `::ffff:0:a.b.c.d` (RFC 6145), 6to4 `2002::/16` and Teredo `2001::/32`: refused
 *   whatever they carry — transition mechanisms with no business in a connector's URL.
 */
import ipaddr from 'ipaddr.js';

type IP = ipaddr.IPv4 | ipaddr.IPv6;

/**
 * Cloud metadata and instance-credential endpoints. Refused even when a CIDR range or a host name
 * of the allow-list covers them; only the exact address in the allow-list unlocks one.
 * AWS IMDS (IPv4 and IPv6), ECS task metadata, EKS Pod Identity; GCP, Azure, OCI, DigitalOcean,
 * OpenStack (169.254.169.254); Azure WireServer; Alibaba Cloud; Oracle Cloud Classic.
 */
export const METADATA_ADDRESSES: readonly string[] = Object.freeze([
  '169.254.169.254',
  '169.254.170.2',
  '169.254.170.23',
  'fd00:ec2::254',
  'fd00:ec2::23',
  '168.63.129.16',
  '100.100.100.200',
  '192.0.0.192',
]);
const METADATA = new Set(METADATA_ADDRESSES.map((a) => ipaddr.parse(a).toNormalizedString()));

/** ipaddr.js range names → the words a refusal message uses. */
const RANGE_WORDS: Record<string, string> = {
  unspecified: 'an unspecified address',
  broadcast: 'a broadcast address',
  multicast: 'a multicast address',
  linkLocal: 'a link-local address',
  loopback: 'a loopback address',
  carrierGradeNat: 'a carrier-grade NAT (shared, RFC 6598) address',
  private: 'a private address',
  reserved: 'a reserved or documentation address',
  as112: 'a special-purpose (AS112) address',
  amt: 'a special-purpose (AMT) address',
  uniqueLocal: 'a unique local (private) address',
  deprecatedSiteLocal: 'a site-local (private) address',
  discard: 'a discard-only address',
  benchmarking: 'a benchmarking address',
  as112v6: 'a special-purpose (AS112) address',
  deprecatedOrchid: 'an ORCHID address',
  orchid2: 'an ORCHID address',
  droneRemoteIdProtocolEntityTags: 'a special-purpose (DRIP) address',
  segmentRouting: 'a segment-routing address',
};

/** The judgement of one address. */
export type AddressClass =
  | {
      public: true;
      /** Canonical form of the address judged (IPv4 for an IPv4-mapped address). */
      address: string;
      /** What to connect to: the IPv4 address for an IPv4-mapped one, else `address`. */
      connectTo: string;
      family: 4 | 6;
    }
  | {
      public: false;
      address: string;
      connectTo: string;
      family: 4 | 6;
      /** Words for a message, e.g. `a link-local address`, `a 6to4 address (embeds 10.0.0.1)`. */
      reason: string;
      /** A cloud metadata endpoint: only the exact address in the allow-list unlocks it. */
      metadata: boolean;
    };

const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');
const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96');
const NAT64_LOCAL = ipaddr.parseCIDR('64:ff9b:1::/48');
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

function embeddedIPv4(ip: ipaddr.IPv6, firstWord: number): ipaddr.IPv4 {
  const w = ip.parts;
  return new ipaddr.IPv4([w[firstWord]! >> 8, w[firstWord]! & 0xff, w[firstWord + 1]! >> 8, w[firstWord + 1]! & 0xff]);
}

function classifyIPv4(ip: ipaddr.IPv4): AddressClass {
  const address = ip.toString();
  const base = { address, connectTo: address, family: 4 as const };
  const range = ip.range();
  if (METADATA.has(ip.toNormalizedString())) {
    const where = range === 'unicast' ? 'a cloud metadata address' : `${RANGE_WORDS[range] ?? `a special-purpose (${range}) address`} (cloud metadata)`;
    return { ...base, public: false, reason: where, metadata: true };
  }
  if (range === 'unicast') return { ...base, public: true };
  return { ...base, public: false, reason: RANGE_WORDS[range] ?? `a special-purpose (${range}) address`, metadata: false };
}

function refusedV6(address: string, reason: string, metadata = false): AddressClass {
  return { public: false, address, connectTo: address, family: 6, reason, metadata };
}

function classifyIPv6(ip: ipaddr.IPv6): AddressClass {
  if (ip.isIPv4MappedAddress()) {
    const inner = classifyIPv4(ip.toIPv4Address());
    return inner;
  }
  const address = ip.toString();
  if (METADATA.has(ip.toNormalizedString())) return refusedV6(address, 'a unique local (private) address (cloud metadata)', true);
  if (ip.match(NAT64_LOCAL)) return refusedV6(address, 'a local-use NAT64 address');
  if (ip.match(NAT64_WELL_KNOWN)) {
    const inner = classifyIPv4(embeddedIPv4(ip, 6));
    if (inner.public) return { public: true, address, connectTo: address, family: 6 };
    return refusedV6(address, `a NAT64 address embedding ${inner.address}, ${inner.reason}`, inner.metadata);
  }
  const range = ip.range();
  if (range === 'unspecified' || range === 'loopback') return refusedV6(address, RANGE_WORDS[range]!);
  if (ip.match(IPV4_COMPATIBLE)) return refusedV6(address, `an IPv4-compatible address (embeds ${embeddedIPv4(ip, 6).toString()})`);
  if (range === 'rfc6145') return refusedV6(address, `an IPv4-translated address (embeds ${embeddedIPv4(ip, 6).toString()})`);
  if (range === '6to4') return refusedV6(address, `a 6to4 address (embeds ${embeddedIPv4(ip, 1).toString()})`);
  if (range === 'teredo') return refusedV6(address, 'a Teredo address');
  if (range !== 'unicast') return refusedV6(address, RANGE_WORDS[range] ?? `a special-purpose (${range}) address`);
  if (!ip.match(GLOBAL_UNICAST)) return refusedV6(address, 'not a global unicast address (outside 2000::/3)');
  return { public: true, address, connectTo: address, family: 6 };
}

/**
 * Parses an IP address in any spelling ipaddr.js accepts (dotted IPv4 with octal or hex parts,
 * a 32-bit number, shortened forms like `127.1`; IPv6 with or without brackets) or returns null.
 */
export function parseIp(text: string): IP | null {
  let bare = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  if (bare.includes(':')) {
    // ipaddr.js reads `::a.b.c.d` as `::ffff:a.b.c.d`; RFC 4291 (and the socket) read ::a.b.c.d
    // as IPv4-compatible `::xxxx:xxxx`. The WHATWG IPv6 parser gets it right: let it write the text.
    try {
      bare = new URL(`http://[${bare}]/`).hostname.slice(1, -1);
    } catch {
      return null;
    }
  }
  if (!ipaddr.isValid(bare)) return null;
  try {
    return ipaddr.parse(bare);
  } catch {
    return null;
  }
}

/**
 * Judges one IP address: public (reachable without the operator's allow-list) or refused, with the
 * reason in words. Never throws for a valid address.
 * @throws TypeError when `address` is not an IP address.
 */
export function classifyAddress(address: string | IP): AddressClass {
  const ip = typeof address === 'string' ? parseIp(address) : address;
  if (!ip) throw new TypeError(`not an IP address: ${String(address)}`);
  return ip.kind() === 'ipv4' ? classifyIPv4(ip as ipaddr.IPv4) : classifyIPv6(ip as ipaddr.IPv6);
}
