/**
 * The sender check of inbound mail (src/mail/sender-auth.ts) against a DNS server on loopback:
 * which DKIM signatures vouch for a MAIL FROM domain (its own and its parents', not a look-alike),
 * SPF for an IPv4 client seen as IPv4-mapped IPv6, and the verdict's words; the text of a refusal.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { dkimSign } from 'mailauth';
import { smtpReplyText } from '../src/mail/inbound.ts';
import { authenticateSender, dnsLookup } from '../src/mail/sender-auth.ts';
import { startTestDnsServer, type TestDnsServer } from './helpers/dns-server.ts';

const key = generateKeyPairSync('rsa', { modulusLength: 2048 });
const privateKey = key.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
let dns: TestDnsServer;

before(async () => {
  dns = await startTestDnsServer();
  const record = `v=DKIM1; k=rsa; p=${key.publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;
  for (const domain of ['partners.example', 'spoofed.partners.example', 'evilpartners.example']) dns.txt(domain, 'v=spf1 -all');
  dns.txt('sel._domainkey.partners.example', record);
  dns.txt('sel._domainkey.evilpartners.example', record);
  dns.txt('relay.example', 'v=spf1 ip4:192.0.2.10 -all');
});
after(() => dns?.close());

/** A small message from `from`, signed by `signingDomain` when given. */
async function message(from: string, signingDomain?: string): Promise<Buffer> {
  const raw = Buffer.from(`From: ${from}\r\nTo: orders@files.example.test\r\nSubject: orders\r\nDate: Wed, 25 Nov 2026 09:00:00 +0000\r\nMessage-ID: <1@test>\r\n\r\norder,amount\r\n1,2\r\n`);
  if (!signingDomain) return raw;
  // mailauth signs what `signatureData` lists (its type declarations ask for top-level fields instead).
  const options = { signatureData: [{ signingDomain, selector: 'sel', privateKey }] } as unknown as Parameters<typeof dkimSign>[1];
  const { signatures } = await dkimSign(raw, options);
  return Buffer.concat([Buffer.from(signatures), raw]);
}

const envelope = (sender: string, ip = '127.0.0.1') => ({ sender, ip, helo: 'mail.test', mta: 'files.example.test' });

test('a DKIM signature of the sender\'s domain or of a parent of it vouches for the sender; a look-alike domain does not', async () => {
  const lookup = dnsLookup([dns.address]);
  const own = await authenticateSender(await message('billing@partners.example', 'partners.example'), envelope('billing@partners.example'), lookup);
  assert.equal(own.authenticated, true, own.reason);
  assert.match(own.reason, /valid DKIM signature of partners\.example/);
  const parent = await authenticateSender(await message('billing@spoofed.partners.example', 'partners.example'), envelope('billing@spoofed.partners.example'), lookup);
  assert.equal(parent.authenticated, true, 'the parent domain owns its subdomains');
  // evilpartners.example ends with "partners.example" but is another domain.
  const lookalike = await authenticateSender(await message('billing@partners.example', 'evilpartners.example'), envelope('billing@partners.example'), lookup);
  assert.equal(lookalike.authenticated, false);
  assert.equal(lookalike.temporary, false);
  assert.deepEqual(lookalike.dkim, ['evilpartners.example: pass']);
  assert.match(lookalike.reason, /SPF fail for 127\.0\.0\.1, and its DKIM signature is of evilpartners\.example, not of partners\.example/);
  // A signature whose body was changed after signing does not verify.
  const signed = await message('billing@partners.example', 'partners.example');
  const tampered = Buffer.from(signed.toString().replace('1,2', '1,9'));
  const broken = await authenticateSender(tampered, envelope('billing@partners.example'), lookup);
  assert.equal(broken.authenticated, false);
  assert.match(broken.reason, /no DKIM signature of it verified \(partners\.example: (fail|neutral)\)/);
});

test('SPF: the client address is read as IPv4 when the listener sees it IPv4-mapped; no record is not a pass', async () => {
  const lookup = dnsLookup([dns.address]);
  const mapped = await authenticateSender(await message('a@relay.example'), envelope('a@relay.example', '::ffff:192.0.2.10'), lookup);
  assert.equal(mapped.authenticated, true, mapped.reason);
  assert.equal(mapped.spf, 'pass');
  const other = await authenticateSender(await message('a@relay.example'), envelope('a@relay.example', '192.0.2.11'), lookup);
  assert.equal(other.spf, 'fail');
  const none = await authenticateSender(await message('a@unknown.example'), envelope('a@unknown.example'), lookup);
  assert.equal(none.authenticated, false);
  assert.equal(none.spf, 'none');
  assert.equal(none.temporary, false);
});

test('an SMTP refusal is one line of printable ASCII, at most 400 characters', () => {
  assert.equal(smtpReplyText('5.7.26 the sender a@b.example is not authenticated'), '5.7.26 the sender a@b.example is not authenticated');
  assert.equal(smtpReplyText('no pipeline uses "Bestellungen Müller"\r\n250 OK'), 'no pipeline uses "Bestellungen M?ller"??250 OK');
  assert.equal(smtpReplyText('x'.repeat(1000)).length, 400);
});
