/**
 * Is the sender of an inbound message who it claims to be? The EMAIL input connector accepts
 * files from allowed senders (their MAIL FROM address, domain/connectors/inbound-mail.ts), and
 * anyone can write any address there; so, unless INBOUND_EMAIL_SENDER_CHECK is `envelope`, the
 * sender's domain must also vouch for the message:
 * - SPF (RFC 7208): the domain of the MAIL FROM address lists the connecting address (`pass`); or
 * - DKIM (RFC 6376): the message carries a valid signature (`pass`) whose signing domain (`d=`)
 *   is the MAIL FROM domain or a parent of it (relaxed alignment, as DMARC, RFC 7489 §3.1.1, aligns).
 * Either is enough: SPF fails for mail forwarded by another server, DKIM survives forwarding;
 * mail that passes neither is refused. When neither passed and a check could not reach DNS
 * (`temperror`), the refusal is temporary, so the sending server tries again later.
 *
 * The checks are mailauth's (postalsys/mailauth), asking the system's resolvers or those of
 * INBOUND_EMAIL_DNS_SERVERS.
 */
import { Resolver } from 'node:dns/promises';
import type { Readable } from 'node:stream';
import ipaddr from 'ipaddr.js';
import { dkimVerify, spf } from 'mailauth';

/** What the checks found, for the SMTP answer and the log. */
export interface SenderVerdict {
  /** True when SPF or an aligned DKIM signature passed. */
  authenticated: boolean;
  /** True when nothing passed and a check could not complete (DNS unreachable): refuse with 4xx. */
  temporary: boolean;
  /** The SPF result for the MAIL FROM domain (`pass`, `fail`, `softfail`, `none`, `temperror`, …). */
  spf: string;
  /** The DKIM signatures found: `<signing domain>: <result>`, e.g. `acme.example: pass`. */
  dkim: string[];
  /** A sentence saying why the sender is or is not authenticated. */
  reason: string;
}

/** Where the message came from (the SMTP session). */
export interface SenderEnvelope {
  /** The MAIL FROM address. */
  sender: string;
  /** The connecting client's IP address (IPv4-mapped IPv6 is read as IPv4). */
  ip: string;
  /** The name the client gave in HELO/EHLO. */
  helo: string;
  /** This server's name (INBOUND_EMAIL_DOMAIN), for the results' headers. */
  mta: string;
}

/** A DNS lookup as mailauth calls it: `resolve(name, rrtype)`. */
export type DnsLookup = (name: string, rrtype: string) => Promise<string[][] | string[]>;

/**
 * A lookup through `servers` (`ip` or `ip:port`, IPv6 in brackets with a port), or through the
 * system's resolvers when null. Each query waits 3 s at most, twice.
 */
export function dnsLookup(servers: readonly string[] | null): DnsLookup {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (servers) resolver.setServers([...servers]);
  return (name, rrtype) => resolver.resolve(name, rrtype) as Promise<string[][] | string[]>;
}

/** True when `senderDomain` is `signingDomain` or one of its subdomains (case-insensitive). */
function alignedWith(signingDomain: string, senderDomain: string): boolean {
  const d = signingDomain.toLowerCase().replace(/\.$/, '');
  const s = senderDomain.toLowerCase().replace(/\.$/, '');
  return d !== '' && (s === d || s.endsWith(`.${d}`));
}

/**
 * Checks SPF for the envelope and the DKIM signatures of `message` (the whole raw message,
 * RFC 5322), against `lookup`. Never throws for what the message or DNS holds: a failed check is
 * a verdict.
 */
export async function authenticateSender(message: Readable | Buffer, envelope: SenderEnvelope, lookup: DnsLookup): Promise<SenderVerdict> {
  // ipaddr.js's process() reads an IPv4-mapped IPv6 address (`::ffff:192.0.2.10`) as the IPv4 one.
  const ip = ipaddr.isValid(envelope.ip) ? ipaddr.process(envelope.ip).toString() : envelope.ip;
  const senderDomain = envelope.sender.slice(envelope.sender.lastIndexOf('@') + 1);
  const [spfResult, dkimResult] = await Promise.all([
    spf({ sender: envelope.sender, ip, helo: envelope.helo, mta: envelope.mta, resolver: lookup, maxElapsedTime: 10_000 }).then(
      (r) => r.status.result as string,
      () => 'temperror',
    ),
    dkimVerify(message, { sender: envelope.sender, resolver: lookup }).then(
      (r) => r.results.map((d) => ({ domain: d.signingDomain ?? '', result: d.status.result as string })),
      () => [{ domain: '', result: 'temperror' }],
    ),
  ]);
  const dkim = dkimResult.filter((d) => d.domain || d.result !== 'none').map((d) => `${d.domain || '(no domain)'}: ${d.result}`);
  const alignedDkim = dkimResult.find((d) => d.result === 'pass' && alignedWith(d.domain, senderDomain));
  if (spfResult === 'pass') {
    return { authenticated: true, temporary: false, spf: spfResult, dkim, reason: `SPF of ${senderDomain} allows ${ip}` };
  }
  if (alignedDkim) {
    return { authenticated: true, temporary: false, spf: spfResult, dkim, reason: `the message carries a valid DKIM signature of ${alignedDkim.domain}` };
  }
  const temporary = spfResult === 'temperror' || dkimResult.some((d) => d.result === 'temperror');
  const otherDkim = dkimResult.filter((d) => d.result === 'pass').map((d) => d.domain);
  const dkimText = otherDkim.length
    ? `its DKIM signature${otherDkim.length > 1 ? 's are' : ' is'} of ${otherDkim.join(', ')}, not of ${senderDomain}`
    : dkim.length ? `no DKIM signature of it verified (${dkim.join('; ')})` : 'it carries no DKIM signature';
  return {
    authenticated: false,
    temporary,
    spf: spfResult,
    dkim,
    reason: `${senderDomain} does not vouch for it: SPF ${spfResult} for ${ip}, and ${dkimText}`,
  };
}
