/**
 * EMAIL input through Ferry's SMTP listener: files mailed by an allowed sender (sent by
 * nodemailer and by Debian's swaks) become one EVENT_BASE execution per supported attachment;
 * other senders, unknown addresses, messages without a supported attachment, messages with more
 * attachments than one upload takes, oversize messages and a sender past its hourly rate are
 * refused at SMTP time with a reason; attachment names are reduced to a base name; the
 * connector's record shows its address. The sender's
 * domain must vouch for the message (SPF, or a DKIM signature of that domain): the records come
 * from a DNS server on loopback (helpers/dns-server.ts) that the listener asks.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { generateKeyPairSync } from 'node:crypto';
import nodemailer from 'nodemailer';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { startInboundSmtp, type InboundSmtp } from '../src/mail/inbound.ts';
import { startTestDnsServer, type TestDnsServer } from './helpers/dns-server.ts';

const DOMAIN = 'files.example.test';

describe('EMAIL input (inbound SMTP listener)', () => {
  let ctx: TestContext;
  let inbound: InboundSmtp;
  let connectorId: string;
  let address: string;
  let subToken: string;
  let pipelineId: string;
  let dns: TestDnsServer;
  /** A DKIM key pair: the private key signs, the public key is published as `<selector>._domainkey.<domain>`. */
  const dkimKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const dkimRecord = `v=DKIM1; k=rsa; p=${dkimKey.publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;
  const send = (from: string, to: string, attachments: Array<{ filename: string; content: string | Buffer }>, dkim?: { domainName: string; keySelector: string }) =>
    nodemailer.createTransport({ host: '127.0.0.1', port: inbound.port, secure: false, ignoreTLS: true, ...(dkim ? { dkim: { ...dkim, privateKey: dkimKey.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() } } : {}) })
      .sendMail({ from, to, subject: 'Orders', text: 'See attached.', attachments });
  const executions = async () => (await ctx.request('GET', '/execution', { token: subToken, query: { filters: JSON.stringify({ pipeline: pipelineId }), limit: '100' } })).body.data as Array<{ id: string; trigger_type: string; input: { file_name: string } }>;

  before(async () => {
    dns = await startTestDnsServer();
    // The senders' domains: two that allow this machine by SPF, and some that allow nobody.
    dns.txt('acme.example', 'v=spf1 ip4:127.0.0.1 -all');
    dns.txt('eu.partners.example', 'v=spf1 ip4:127.0.0.0/8 -all');
    dns.txt('signed.partners.example', 'v=spf1 -all');
    dns.txt('s1._domainkey.signed.partners.example', dkimRecord);
    dns.txt('spoofed.partners.example', 'v=spf1 -all');
    dns.txt('s1._domainkey.other.example', dkimRecord);
    dns.servfail('broken.partners.example');
    ctx = await createTestContext('pglite', { runtime: true, env: { INBOUND_SMTP_PORT: '0', INBOUND_SMTP_HOST: '127.0.0.1', INBOUND_EMAIL_DOMAIN: DOMAIN, INBOUND_EMAIL_MAX_BYTES: '200000', INBOUND_EMAIL_DNS_SERVERS: dns.address } });
    await ctx.request('POST', '/sub-organization', { body: { name: 'Acme', identifier: 'acme', email: ['orders@acme.example'], domains: ['partners.example'] } });
    subToken = await ctx.token('acme', 'SUB_ORG');
    const tdm = (await ctx.request('POST', '/tdm', { token: subToken, body: { name: 'Orders', columns: [{ key: 'order', label: 'Order', columnType: 'int' }, { key: 'amount', label: 'Amount', columnType: 'float' }] } })).body.data.id;
    const input = await ctx.request('POST', '/connector', { token: subToken, body: { name: 'Orders by mail', type: 'INPUT', node_type: 'EMAIL', configuration: {}, trigger_type: 'EVENT_BASE' } });
    assert.equal(input.status, 201, JSON.stringify(input.body));
    connectorId = input.body.data.id;
    address = input.body.data.inbound_address;
    const output = (await ctx.request('POST', '/connector', { token: subToken, body: { name: 'Download', type: 'OUTPUT', node_type: 'MANUAL', configuration: {} } })).body.data.id;
    const p = await ctx.request('POST', '/pipeline', { token: subToken, body: { name: 'Mailed orders', configuration: { input_connectors: [connectorId], output_connectors: [output], tdm } } });
    assert.equal(p.status, 201, JSON.stringify(p.body));
    pipelineId = p.body.data.id;
    inbound = await startInboundSmtp({ config: ctx.config as never, database: ctx.database, storage: ctx.storage!, clock: ctx.clock, dispatcher: ctx.runtime!.dispatcher, log: ctx.app.log as never });
  });
  after(async () => {
    await inbound?.close();
    await ctx?.close();
    await dns?.close();
  });

  it('shows the address in the connector record', async () => {
    assert.equal(address, `${connectorId}@${DOMAIN}`);
    const got = await ctx.request('GET', `/connector/${connectorId}`, { token: subToken });
    assert.equal(got.body.data.inbound_address, address);
  });

  it('turns each supported attachment of an allowed sender into one EVENT_BASE execution', async () => {
    await send('Orders <orders@acme.example>', address, [
      { filename: 'week-1.csv', content: 'order,amount\n1,10.5\n2,20\n' },
      { filename: 'week-2.csv', content: 'order,amount\n3,7.25\n' },
      { filename: 'scan.pdf', content: '%PDF-1.4 not read' },
    ]);
    const list = await executions();
    assert.deepEqual(list.map((e) => e.input?.file_name).sort(), ['week-1.csv', 'week-2.csv']);
    for (const e of list) {
      assert.equal(e.trigger_type, 'EVENT_BASE');
      const done = await ctx.waitForExecution(e.id, undefined, subToken);
      assert.equal(done.status, 'SUCCESSFUL', JSON.stringify(done));
    }
  });

  it('accepts any address of the sub-organization’s domains (and their subdomains)', async () => {
    const before = (await executions()).length;
    await send('ap@eu.partners.example', address, [{ filename: 'partner.csv', content: 'order,amount\n9,1\n' }]);
    assert.equal((await executions()).length, before + 1);
  });

  it('refuses other senders, unknown addresses, mail without a supported attachment and oversize mail at SMTP time', async () => {
    const before = (await executions()).length;
    await assert.rejects(send('mallory@evil.example', address, [{ filename: 'x.csv', content: 'order\n1\n' }]), (err: Error & { responseCode?: number }) => err.responseCode === 550 && /may not send files/.test(err.message));
    await assert.rejects(send('orders@acme.example', `00000000-0000-4000-8000-000000000000@${DOMAIN}`, [{ filename: 'x.csv', content: 'order\n1\n' }]), (err: Error & { responseCode?: number }) => err.responseCode === 550 && /no EMAIL input connector/.test(err.message));
    await assert.rejects(send('orders@acme.example', `${connectorId}@other.example`, [{ filename: 'x.csv', content: 'order\n1\n' }]), (err: Error & { responseCode?: number }) => err.responseCode === 550);
    await assert.rejects(send('orders@acme.example', address, [{ filename: 'photo.jpg', content: 'not a table' }]), (err: Error & { responseCode?: number }) => err.responseCode === 550 && /no attachment Ferry reads/.test(err.message));
    // Named like a table but not one: judged by its content, refused with the reason.
    await assert.rejects(send('orders@acme.example', address, [{ filename: 'orders.xlsx', content: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), Buffer.alloc(64)]) }]), (err: Error & { responseCode?: number }) => err.responseCode === 550 && /ignored: orders\.xlsx/.test(err.message));
    await assert.rejects(send('orders@acme.example', address, [{ filename: 'big.csv', content: `order,amount\n${'1,2\n'.repeat(80_000)}` }]), (err: Error & { responseCode?: number }) => err.responseCode === 552);
    assert.equal((await executions()).length, before);
  });

  it('refuses a sender whose domain does not vouch for the message (SPF or DKIM), temporarily when DNS fails', async () => {
    const before = (await executions()).length;
    const csv = [{ filename: 'x.csv', content: 'order,amount\n1,1\n' }];
    // An allowed address whose domain's SPF allows nobody, without a signature: a forged sender.
    await assert.rejects(send('billing@spoofed.partners.example', address, csv), (err: Error & { responseCode?: number }) =>
      err.responseCode === 550 && /5\.7\.26 .*not authenticated.*SPF fail for 127\.0\.0\.1.*no DKIM signature/.test(err.message));
    // Signed, but by another domain: not the sender's word.
    await assert.rejects(send('billing@spoofed.partners.example', address, csv, { domainName: 'other.example', keySelector: 's1' }), (err: Error & { responseCode?: number }) =>
      err.responseCode === 550 && /DKIM signature is of other\.example, not of spoofed\.partners\.example/.test(err.message));
    // DNS that cannot answer: a temporary refusal, so the sending server tries again later.
    await assert.rejects(send('billing@broken.partners.example', address, csv), (err: Error & { responseCode?: number }) =>
      err.responseCode === 451 && /could not be checked now/.test(err.message));
    assert.equal((await executions()).length, before, 'nothing was accepted');
    // SPF fails (mail forwarded from elsewhere), but the sender's domain signed it: accepted.
    await send('billing@signed.partners.example', address, [{ filename: 'signed.csv', content: 'order,amount\n5,5\n' }], { domainName: 'signed.partners.example', keySelector: 's1' });
    const list = await executions();
    assert.equal(list.length, before + 1);
    assert.ok(list.some((e) => e.input?.file_name === 'signed.csv'));
    assert.ok(dns.queries.includes('s1._domainkey.signed.partners.example TXT'), 'the DKIM key was looked up in DNS');
  });

  it('accepts a message sent by swaks (Debian) with a CSV attachment', { skip: existsSync('/usr/bin/swaks') ? false : 'swaks is not installed (apt-get install swaks)' }, async () => {
    const before = (await executions()).length;
    const dir = mkdtempSync(join(tmpdir(), 'ferry-swaks-'));
    const file = join(dir, 'from-swaks.csv');
    writeFileSync(file, 'order,amount\n42,4.2\n');
    const { stdout } = await promisify(execFile)('swaks', ['--server', `127.0.0.1:${inbound.port}`, '--from', 'orders@acme.example', '--to', address, '--header', 'Subject: orders', '--attach-type', 'text/csv', '--attach-name', 'from-swaks.csv', '--attach', `@${file}`]);
    assert.match(stdout, /250/);
    const list = await executions();
    assert.equal(list.length, before + 1);
    const mine = list.find((e) => e.input?.file_name === 'from-swaks.csv');
    assert.ok(mine, JSON.stringify(list.map((e) => e.input)));
    assert.equal((await ctx.waitForExecution(mine.id, undefined, subToken)).status, 'SUCCESSFUL');
  });

  it('refuses a message with more attachments than one upload takes (20), whole, and takes one with 20', async () => {
    const before = (await executions()).length;
    const files = (n: number) => Array.from({ length: n }, (_, i) => ({ filename: `part-${i + 1}.csv`, content: `order,amount\n${1000 + i},1\n` }));
    // 21 tables and a picture: the picture does not count, the tables are one too many.
    await assert.rejects(send('orders@acme.example', address, [...files(21), { filename: 'logo.png', content: 'not a table' }]), (err: Error & { responseCode?: number }) =>
      err.responseCode === 552 && /5\.3\.4 the message has 21 attachments Ferry reads; one message may carry at most 20/.test(err.message));
    assert.equal((await executions()).length, before, 'nothing of the refused message was processed');
    const stored: string[] = [];
    for await (const key of ctx.storage!.list('')) if (key.includes('/inbound-mail/')) stored.push(key);
    await send('orders@acme.example', address, files(20));
    assert.equal((await executions()).length, before + 20);
    let after = 0;
    for await (const key of ctx.storage!.list('')) if (key.includes('/inbound-mail/') && key.endsWith('message.eml')) after++;
    assert.equal(after, stored.filter((k) => k.endsWith('message.eml')).length + 1, 'the refused message was not kept');
  });

  it('reduces attachment names to a base name in input.file_name and in storage', async () => {
    await send('orders@acme.example', address, [
      { filename: 'a/../../../../tmp/x.csv', content: 'order,amount\n77,7\n' },
      { filename: 'C:\\exports\\..\\y.csv', content: 'order,amount\n78,7\n' },
    ]);
    const list = await executions();
    const names = list.map((e) => e.input?.file_name);
    assert.ok(names.includes('x.csv') && names.includes('y.csv'), JSON.stringify(names));
    assert.ok(!names.some((n) => /[\\/]/.test(n ?? '')), JSON.stringify(names));
    const keys: string[] = [];
    for await (const key of ctx.storage!.list('')) if (key.includes('/attachments/')) keys.push(key);
    for (const name of ['x.csv', 'y.csv']) assert.ok(keys.some((k) => k.endsWith(`/${name}`) && !k.includes('..') && !k.includes('tmp')), `${name} in ${JSON.stringify(keys)}`);
    const done = await ctx.waitForExecution(list.find((e) => e.input?.file_name === 'x.csv')!.id, undefined, subToken);
    assert.equal(done.status, 'SUCCESSFUL', JSON.stringify(done));
  });

  it('refuses a sender past INBOUND_EMAIL_SENDER_RATE messages an hour, temporarily, and no other sender', async () => {
    // A second listener on the same database with a rate of 2 messages an hour.
    const strict = await startInboundSmtp({ config: { ...ctx.config, inboundSmtp: { ...ctx.config.inboundSmtp!, port: 0, senderRatePerHour: 2 } } as never, database: ctx.database, storage: ctx.storage!, clock: ctx.clock, dispatcher: ctx.runtime!.dispatcher, log: ctx.app.log as never });
    try {
      const sendTo = (from: string, name: string) => nodemailer.createTransport({ host: '127.0.0.1', port: strict.port, secure: false, ignoreTLS: true })
        .sendMail({ from, to: address, subject: 'Orders', text: 'See attached.', attachments: [{ filename: name, content: 'order,amount\n1,1\n' }] });
      const before = (await executions()).length;
      await sendTo('bulk@eu.partners.example', 'rate-1.csv');
      await sendTo('bulk@eu.partners.example', 'rate-2.csv');
      await assert.rejects(sendTo('bulk@eu.partners.example', 'rate-3.csv'), (err: Error & { responseCode?: number }) =>
        err.responseCode === 450 && /4\.7\.1 bulk@eu\.partners\.example sent more than 2 messages .* within an hour; try again in \d+ minutes/.test(err.message));
      // The count is the sender's: another address of the same customer still gets through.
      await sendTo('other@eu.partners.example', 'rate-4.csv');
      const names = (await executions()).map((e) => e.input?.file_name);
      assert.equal(names.length, before + 3);
      assert.ok(!names.includes('rate-3.csv'));
    } finally {
      await strict.close();
    }
  });
});
