/**
 * EMAIL output through the REST API against a real SMTP server on loopback (`smtp-server`, with
 * STARTTLS and authentication): the output arrives as `<file_name>.<extension>` attached to every
 * recipient, with the execution's Message-ID; the connection test signs in without sending;
 * recipients with line breaks are refused at save time; without SMTP_URL a delivery FAILS with
 * the reason; the hourly budget stops a flood.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { uploadCsv } from './helpers/upload.ts';

const FIXTURES = new URL('../../../packages/connectors/src/testing/fixtures/', import.meta.url).pathname;
const SMTP_PASSWORD = 'Smtp-canary-0b7e55';

async function setUp(ctx: TestContext) {
  const tdm = (await ctx.request('POST', '/tdm', { body: { name: 'People', columns: [{ key: 'name', label: 'Name', columnType: 'string' }, { key: 'email', label: 'Email', columnType: 'email' }] } })).body.data.id;
  const input = (await ctx.request('POST', '/connector', { body: { name: 'Uploads', type: 'INPUT', node_type: 'MANUAL', configuration: {} } })).body.data.id;
  const output = await ctx.request('POST', '/connector', {
    body: { name: 'Mail to accounting', type: 'OUTPUT', node_type: 'EMAIL', configuration: { recipients: ['ada@example.com', 'grace@example.org'], file_name: 'people-{date}', file_extension: 'csv' } },
  });
  assert.equal(output.status, 201, JSON.stringify(output.body));
  await ctx.request('POST', '/pipeline', { body: { name: 'People by mail', configuration: { input_connectors: [input], output_connectors: [output.body.data.id], tdm } } });
  return { input, output: output.body.data.id as string };
}

describe('EMAIL output', () => {
  let smtp: SMTPServer;
  let ctx: TestContext;
  const inbox: Array<{ mail: ParsedMail; to: string[] }> = [];
  let ids: { input: string; output: string };

  before(async () => {
    smtp = new SMTPServer({
      secure: false,
      key: readFileSync(`${FIXTURES}/files.example.test.key`),
      cert: readFileSync(`${FIXTURES}/files.example.test.crt`),
      authMethods: ['PLAIN', 'LOGIN'],
      onAuth: (auth, _session, callback) => (auth.username === 'ferry' && auth.password === SMTP_PASSWORD ? callback(null, { user: 'ferry' }) : callback(new Error('Invalid username or password'))),
      onData(stream, session, callback) {
        simpleParser(stream).then((mail) => {
          inbox.push({ mail, to: session.envelope.rcptTo.map((r) => r.address) });
          callback();
        }, callback);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as { port: number }).port;
    // STARTTLS with the test certificate: the operator's SMTP_URL trusts it through NODE_EXTRA_CA_CERTS-like
    // settings in production; here nodemailer is told the certificate's name is not checked.
    ctx = await createTestContext('pglite', { runtime: true, env: { SMTP_URL: `smtp://ferry:${SMTP_PASSWORD}@127.0.0.1:${port}/?tls.rejectUnauthorized=false`, FERRY_MAIL_FROM: 'Ferry <ferry@example.com>', FERRY_EMAIL_SENDS_PER_HOUR: '3' } });
    ids = await setUp(ctx);
  });
  after(async () => {
    await ctx?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('mails the output as <file_name>.<extension> to every recipient, once per execution', async () => {
    const r = await uploadCsv(ctx, ids.input, 'people.csv', 'name,email\nAda,ada@example.com\nGrace,grace@example.org\n');
    const done = await ctx.waitForExecution(r);
    assert.equal(done.status, 'SUCCESSFUL', JSON.stringify(done));
    assert.match(done.output.delivered_to, /mail to 2 recipients/);
    assert.equal(inbox.length, 1);
    const { mail, to } = inbox[0]!;
    assert.deepEqual(to.sort(), ['ada@example.com', 'grace@example.org']);
    assert.equal(mail.messageId, `<${done.id}@ferry>`);
    assert.equal(mail.attachments.length, 1);
    const attachment = mail.attachments[0]!;
    assert.equal(attachment.filename, `people-${done.created_at.slice(0, 10)}.csv`);
    assert.equal(attachment.content.toString('utf8').trim().split(/\r?\n/).length, 3);
    assert.ok(!JSON.stringify(done).includes(SMTP_PASSWORD));
  });

  it('a mailed delivery cannot be undone: the preview and the undo say so, and nothing changes', async () => {
    const r = await uploadCsv(ctx, ids.input, 'people.csv', 'name,email\nLin,lin@example.com\n');
    const done = await ctx.waitForExecution(r);
    assert.equal(done.status, 'SUCCESSFUL', JSON.stringify(done));
    const preview = await ctx.request('GET', `/execution/${done.id}/undo`);
    assert.equal(preview.status, 200, JSON.stringify(preview.body));
    assert.deepEqual([preview.body.data.possible, preview.body.data.node_type], [false, 'EMAIL']);
    assert.match(preview.body.data.message, /a sent e-mail cannot be taken back/);
    const refused = await ctx.request('POST', `/execution/${done.id}/undo`);
    assert.equal(refused.status, 409, JSON.stringify(refused.body));
    assert.equal(refused.body.code, 'NOT_UNDOABLE');
    assert.match(refused.body.message, /a sent e-mail cannot be taken back/);
    const after = await ctx.request('GET', `/execution/${done.id}`);
    assert.equal(after.body.data.undone_at ?? null, null, 'the execution is not marked undone');
  });

  it('the connection test signs in to the mail server without sending', async () => {
    const before = inbox.length;
    const t = await ctx.request('POST', `/connector/${ids.output}/test`);
    assert.equal(t.body.data.result, 'OK', t.body.data.message);
    assert.equal(inbox.length, before);
    assert.ok(!JSON.stringify(t.body).includes(SMTP_PASSWORD));
  });

  it('refuses recipients that would inject headers, and more than 50', async () => {
    const bad = await ctx.request('POST', '/connector', { body: { name: 'x', type: 'OUTPUT', node_type: 'EMAIL', configuration: { recipients: ['a@example.com\r\nBcc: victim@example.com'], file_name: 'x', file_extension: 'csv' } } });
    assert.equal(bad.status, 400);
    const many = await ctx.request('POST', '/connector', { body: { name: 'x', type: 'OUTPUT', node_type: 'EMAIL', configuration: { recipients: Array.from({ length: 51 }, (_, i) => `p${i}@example.com`), file_name: 'x', file_extension: 'csv' } } });
    assert.equal(many.status, 400);
  });

  it('stops at the hourly budget with LIMIT_EXCEEDED', async () => {
    const statuses: string[] = [];
    for (let i = 0; i < 2; i++) {
      const r = await uploadCsv(ctx, ids.input, `people-${i}.csv`, `name,email\nP${i},p${i}@example.com\n`);
      const done = await ctx.waitForExecution(r);
      statuses.push(done.status === 'FAILED' ? `FAILED ${done.error.type}` : done.status);
    }
    // 3 per hour: the first two tests' mails and one more are sent, the fourth is stopped.
    assert.deepEqual(statuses, ['SUCCESSFUL', 'FAILED LIMIT_EXCEEDED']);
    assert.equal(inbox.length, 3);
  });
});

describe('EMAIL output without SMTP_URL', () => {
  it('fails the delivery with the reason, and the test says so', async () => {
    const ctx = await createTestContext('pglite', { runtime: true });
    try {
      const ids = await setUp(ctx);
      const r = await uploadCsv(ctx, ids.input, 'people.csv', 'name,email\nAda,ada@example.com\n');
      const done = await ctx.waitForExecution(r);
      assert.equal(done.status, 'FAILED');
      assert.equal(done.error.type, 'CONFIGURATION_INVALID');
      assert.match(done.error.message, /SMTP_URL/);
      const t = await ctx.request('POST', `/connector/${ids.output}/test`);
      assert.equal(t.body.data.ok, false);
      assert.match(t.body.data.message, /SMTP_URL/);
    } finally {
      await ctx.close();
    }
  });
});
