import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadConfig } from './config.ts';

test('HOST defaults to 127.0.0.1, and links name an address a browser on this machine reaches', () => {
  const base = { PORT: '8123' };
  const local = loadConfig(base, '/tmp');
  assert.equal(local.host, '127.0.0.1');
  assert.equal(local.publicUrl, 'http://127.0.0.1:8123');
  assert.equal(loadConfig({ ...base, HOST: '0.0.0.0' }, '/tmp').publicUrl, 'http://127.0.0.1:8123');
  assert.equal(loadConfig({ ...base, HOST: '::' }, '/tmp').publicUrl, 'http://localhost:8123');
  assert.equal(loadConfig({ ...base, HOST: '::1' }, '/tmp').publicUrl, 'http://[::1]:8123');
  assert.equal(loadConfig({ ...base, HOST: 'ferry.internal' }, '/tmp').publicUrl, 'http://ferry.internal:8123');
  assert.equal(loadConfig({ ...base, HOST: '0.0.0.0', FERRY_PUBLIC_URL: 'https://ferry.example.com' }, '/tmp').publicUrl, 'https://ferry.example.com');
});

test('FERRY_ENGINE_THREADS: one core per execution by default; a bad value is a clear error', () => {
  assert.equal(loadConfig({}, '/tmp').engineThreads, 1);
  assert.equal(loadConfig({ FERRY_ENGINE_THREADS: '2' }, '/tmp').engineThreads, 2);
  assert.throws(() => loadConfig({ FERRY_ENGINE_THREADS: '0' }, '/tmp'), /FERRY_ENGINE_THREADS must be between 1 and 64, got 0/);
  assert.throws(() => loadConfig({ FERRY_ENGINE_THREADS: 'all' }, '/tmp'), /FERRY_ENGINE_THREADS must be a whole number, got "all"/);
});

test('INBOUND_EMAIL_SENDER_CHECK and INBOUND_EMAIL_DNS_SERVERS: authenticated senders by default, resolvers listed as ip[:port]', () => {
  const base = { INBOUND_SMTP_PORT: '2525', INBOUND_EMAIL_DOMAIN: 'files.example.com' };
  const smtp = loadConfig(base, '/tmp').inboundSmtp!;
  assert.equal(smtp.senderCheck, 'authenticated');
  assert.equal(smtp.dnsServers, null, 'the system resolvers');
  assert.equal(loadConfig({ ...base, INBOUND_EMAIL_SENDER_CHECK: 'envelope' }, '/tmp').inboundSmtp!.senderCheck, 'envelope');
  assert.throws(() => loadConfig({ ...base, INBOUND_EMAIL_SENDER_CHECK: 'spf' }, '/tmp'), /INBOUND_EMAIL_SENDER_CHECK must be "authenticated" .* or "envelope"/);
  assert.deepEqual(loadConfig({ ...base, INBOUND_EMAIL_DNS_SERVERS: '127.0.0.1:5353, [::1]:53,10.0.0.2' }, '/tmp').inboundSmtp!.dnsServers, ['127.0.0.1:5353', '[::1]:53', '10.0.0.2']);
  assert.throws(() => loadConfig({ ...base, INBOUND_EMAIL_DNS_SERVERS: 'dns.example.com' }, '/tmp'), /INBOUND_EMAIL_DNS_SERVERS must list resolvers as ip or ip:port/);
  assert.deepEqual(loadConfig({ ...base, INBOUND_EMAIL_DNS_SERVERS: '2001:db8::53' }, '/tmp').inboundSmtp!.dnsServers, ['2001:db8::53']);
  for (const bad of ['999.1.1.1', '[dns.example.com]:53', '::::']) {
    assert.throws(() => loadConfig({ ...base, INBOUND_EMAIL_DNS_SERVERS: bad }, '/tmp'), /INBOUND_EMAIL_DNS_SERVERS must list resolvers/, bad);
  }
  assert.throws(() => loadConfig({ ...base, INBOUND_EMAIL_DNS_SERVERS: ' , ' }, '/tmp'), /lists no resolver/);
  assert.equal(smtp.senderRatePerHour, 60, 'INBOUND_EMAIL_SENDER_RATE by default');
  assert.equal(loadConfig({ ...base, INBOUND_EMAIL_SENDER_RATE: '5' }, '/tmp').inboundSmtp!.senderRatePerHour, 5);
  assert.throws(() => loadConfig({ ...base, INBOUND_EMAIL_SENDER_RATE: '0' }, '/tmp'), /INBOUND_EMAIL_SENDER_RATE must be between 1 and 1000000/);
});

test('FERRY_SUB_ORG_CONCURRENCY: one less than FERRY_ORG_CONCURRENCY by default (at least 1), so a customer never takes every slot of its organization', () => {
  assert.equal(loadConfig({}, '/tmp').subOrganizationConcurrency, 1);
  assert.equal(loadConfig({ FERRY_ORG_CONCURRENCY: '4' }, '/tmp').subOrganizationConcurrency, 3);
  assert.equal(loadConfig({ FERRY_ORG_CONCURRENCY: '1' }, '/tmp').subOrganizationConcurrency, 1);
  assert.equal(loadConfig({ FERRY_ORG_CONCURRENCY: '4', FERRY_SUB_ORG_CONCURRENCY: '4' }, '/tmp').subOrganizationConcurrency, 4);
  assert.throws(() => loadConfig({ FERRY_SUB_ORG_CONCURRENCY: '0' }, '/tmp'), /FERRY_SUB_ORG_CONCURRENCY must be between 1 and 64/);
});
