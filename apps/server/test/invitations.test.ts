/**
 * Invitations: a user created by another user is mailed a link to set their password (through a
 * real SMTP peer on loopback, smtp-server; the test reads the message), or the link is logged when
 * SMTP_URL is not set. Using the link sets the password, marks the user verified and signs them in.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { databaseKinds } from './helpers/database.ts';

function tokenOf(text: string): string {
  const m = /\/invitation\?token=([\w%-]+)/.exec(text);
  assert.ok(m, `no invitation link in: ${text}`);
  return decodeURIComponent(m[1]!);
}

for (const kind of databaseKinds()) {
  describe(`invitations (${kind})`, () => {
    let ctx: TestContext;
    let smtp: SMTPServer;
    const inbox: ParsedMail[] = [];

    before(async () => {
      smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        onData(stream, _session, callback) {
          simpleParser(stream).then((mail) => { inbox.push(mail); callback(); }, callback);
        },
      });
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
      const port = (smtp.server.address() as AddressInfo).port;
      ctx = await createTestContext(kind, { env: { SMTP_URL: `smtp://127.0.0.1:${port}`, FERRY_PUBLIC_URL: 'https://ferry.example.com', FERRY_MAIL_FROM: 'Ferry <ferry@example.com>' } });
    });
    after(async () => {
      await ctx.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    });

    it('mails a link; the link sets the password, marks the user verified and signs them in, once', async () => {
      const created = await ctx.request('POST', '/user', { body: { email: 'grace@example.com', password: 'set-by-the-admin', first_name: 'Grace' } });
      assert.equal(created.status, 201);
      assert.equal(created.body.data.verified, false);
      const mail = inbox.find((m) => (m.to as { text: string }).text.includes('grace@example.com'));
      assert.ok(mail, 'a mail arrived at the SMTP peer');
      assert.equal(mail.from?.value[0]?.address, 'ferry@example.com');
      assert.match(mail.subject ?? '', /You are invited to .* on Ferry/);
      assert.match(mail.text ?? '', /https:\/\/ferry\.example\.com\/invitation\?token=/);
      const token = tokenOf(mail.text ?? '');

      const short = await ctx.request('POST', '/access/invitation', { token: null, body: { token, password: 'short' } });
      assert.equal(short.status, 400);
      const accepted = await ctx.request('POST', '/access/invitation', { token: null, body: { token, password: 'grace-own-password' } });
      assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
      assert.equal((await ctx.request('GET', '/pipeline', { token: accepted.body.data.access_token })).status, 200, 'signed in');
      const user = (await ctx.request('GET', `/user/${created.body.data.id}`)).body.data;
      assert.equal(user.verified, true);
      assert.ok(user.joined_date);
      const login = await ctx.request('POST', '/access/login', { token: null, body: { email: 'grace@example.com', password: 'grace-own-password' } });
      assert.equal(login.status, 200, 'the new password signs in');
      const again = await ctx.request('POST', '/access/invitation', { token: null, body: { token, password: 'another-password' } });
      assert.equal(again.status, 401, 'a link works once');
    });

    it('invites without a password: nobody can sign in as the user until the link sets one', async () => {
      const created = await ctx.request('POST', '/user', { body: { email: 'nopass@example.com', first_name: 'Nia' } });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      assert.equal(created.body.data.last_update_password, null, 'no password was set');
      for (const guess of ['', 'nopass@example.com', 'password']) {
        assert.equal((await ctx.request('POST', '/access/login', { token: null, body: { email: 'nopass@example.com', password: guess || 'x' } })).status, 401);
      }
      const token = tokenOf(inbox.find((m) => (m.to as { text: string }).text.includes('nopass@example.com'))!.text ?? '');
      const accepted = await ctx.request('POST', '/access/invitation', { token: null, body: { token, password: 'nia-own-password' } });
      assert.equal(accepted.status, 200);
      assert.equal((await ctx.request('POST', '/access/login', { token: null, body: { email: 'nopass@example.com', password: 'nia-own-password' } })).status, 200);
      assert.ok((await ctx.request('GET', `/user/${created.body.data.id}`)).body.data.last_update_password);
    });

    it('refuses an expired link', async () => {
      await ctx.request('POST', '/user', { body: { email: 'late@example.com', password: 'set-by-the-admin' } });
      const token = tokenOf(inbox.find((m) => (m.to as { text: string }).text.includes('late@example.com'))!.text ?? '');
      ctx.clock.advance(8 * 24 * 60 * 60 * 1000);
      const r = await ctx.request('POST', '/access/invitation', { token: null, body: { token, password: 'late-password-1' } });
      assert.equal(r.status, 401);
      assert.match(r.body.message, /expired/);
    });
  });
}

describe('invitations without SMTP_URL', () => {
  it('write the link to the log', async () => {
    const ctx = await createTestContext('pglite');
    try {
      const r = await ctx.request('POST', '/user', { body: { email: 'ann@example.com', password: 'set-by-the-admin' } });
      assert.equal(r.status, 201);
      const line = ctx.logs.find((l) => l.includes('mail not sent') && l.includes('ann@example.com'));
      assert.ok(line, 'the mail is in the log');
      const token = tokenOf(JSON.parse(line).text);
      assert.equal((await ctx.request('POST', '/access/invitation', { token: null, body: { token, password: 'ann-password-1' } })).status, 200);
    } finally {
      await ctx.close();
    }
  });
});
