/**
 * A DNS server on the loopback interface for tests (UDP, RFC 1035 messages encoded with
 * `dns-packet`): answers TXT queries from a table that a test fills (SPF records, DKIM keys), so
 * that code under test resolves through the real DNS protocol with Node's resolver. A name in the
 * table answers NOERROR (with no record for other types); `servfail` names answer SERVFAIL, as a
 * broken authoritative server does; every other name is NXDOMAIN.
 */
import { createSocket } from 'node:dgram';
import dnsPacket from 'dns-packet';

export interface TestDnsServer {
  /** `127.0.0.1:<port>`, for INBOUND_EMAIL_DNS_SERVERS or `Resolver.setServers`. */
  address: string;
  /** Sets the TXT records of `name` (each one string; longer than 255 bytes is split in character-strings). */
  txt(name: string, ...records: string[]): void;
  /** Makes queries for `name` answer SERVFAIL. */
  servfail(name: string): void;
  /** Queries answered so far, as `<name> <type>`. */
  queries: string[];
  close(): Promise<void>;
}

/** Starts the server on 127.0.0.1 and a free port. */
export async function startTestDnsServer(): Promise<TestDnsServer> {
  const records = new Map<string, string[]>();
  const failing = new Set<string>();
  const queries: string[] = [];
  const socket = createSocket('udp4');
  socket.on('message', (message, peer) => {
    let query: dnsPacket.Packet;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return; // not a DNS message: ignore, as servers do
    }
    const question = query.questions?.[0];
    if (!question) return;
    const name = question.name.toLowerCase().replace(/\.$/, '');
    queries.push(`${name} ${question.type}`);
    const txt = records.get(name);
    const rcode = failing.has(name) ? 'SERVFAIL' : txt ? 'NOERROR' : 'NXDOMAIN';
    const answers: dnsPacket.Answer[] = question.type === 'TXT' && txt && rcode === 'NOERROR'
      ? txt.map((record) => ({ type: 'TXT', name: question.name, ttl: 60, class: 'IN', data: chunks(record) }))
      : [];
    const response = dnsPacket.encode({
      type: 'response',
      id: query.id,
      flags: dnsPacket.AUTHORITATIVE_ANSWER | (query.flags ?? 0) & dnsPacket.RECURSION_DESIRED | rcodeBits(rcode),
      questions: [question],
      answers,
    });
    socket.send(response, peer.port, peer.address);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(0, '127.0.0.1', () => resolve());
  });
  const { port } = socket.address();
  return {
    address: `127.0.0.1:${port}`,
    txt: (name, ...values) => void records.set(name.toLowerCase(), values),
    servfail: (name) => void failing.add(name.toLowerCase()),
    queries,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}

/** A TXT record's text as character-strings of at most 255 bytes (RFC 1035 §3.3.14). */
function chunks(text: string): Buffer[] {
  const bytes = Buffer.from(text);
  const out: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += 255) out.push(bytes.subarray(i, i + 255));
  return out.length ? out : [Buffer.alloc(0)];
}

/** The RCODE bits of the header's flags (RFC 1035 §4.1.1). */
function rcodeBits(rcode: 'NOERROR' | 'NXDOMAIN' | 'SERVFAIL'): number {
  return rcode === 'NXDOMAIN' ? 3 : rcode === 'SERVFAIL' ? 2 : 0;
}
