/**
 * The per-account sign-in limit (docs/authentication.md "Failed sign-ins"), on PGlite and
 * PostgreSQL: wrong passwords spread over many client addresses make the account wait (growing
 * waits, at most 15 minutes), the waits are recorded and the owner is told by mail (a real SMTP
 * peer on loopback), and a browser that signed in to the account before is not held back.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { signInFailures } from '../src/db/schema.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { databaseKinds } from './helpers/database.ts';
import { scaled } from './helpers/process.ts';

for (const kind of databaseKinds()) {
  describe(`per-account sign-in limit (${kind})`, () => {
    let ctx: TestContext;
    let smtp: SMTPServer;
    const inbox: ParsedMail[] = [];
    let n = 0;
    let address = 0;
    before(async () => {
      smtp = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], onData: (stream, _s, cb) => void simpleParser(stream).then((m) => { inbox.push(m); cb(); }, cb) });
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
      ctx = await createTestContext(kind, { env: { SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}` } });
    });
    after(async () => {
      await ctx?.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    });

    async function user(): Promise<{ email: string; password: string }> {
      const email = `person${++n}@a.example`;
      const password = `the-right-password-${n}`;
      // A fresh owner token: the tests move the clock by hours.
      const owner = await ctx.token(ctx.org.owner.identifier);
      assert.equal((await ctx.request('POST', '/user', { token: owner, body: { email, password } })).status, 201);
      return { email, password };
    }

    /** A sign-in from a client address of its own (every call another one, unless given), with a cookie header. */
    async function signIn(email: string, password: string, options: { from?: string; cookie?: string } = {}) {
      const r = await ctx.app.inject({
        method: 'POST',
        url: '/dp/api/v1/access/login',
        payload: { email, password },
        remoteAddress: options.from ?? `10.0.${Math.floor(++address / 250)}.${address % 250}`,
        headers: options.cookie ? { cookie: options.cookie } : {},
      });
      return { status: r.statusCode, body: r.json(), retryAfter: Number(r.headers['retry-after'] ?? 0), setCookie: String(r.headers['set-cookie'] ?? '') };
    }

    it('wrong passwords from many addresses make the account wait, the right one included, longer after each failure', async () => {
      const u = await user();
      for (let i = 0; i < 5; i++) assert.equal((await signIn(u.email, `guess-${i}`)).status, 401, `guess ${i + 1}`);
      // The sixth attempt, from yet another address, with the right password: refused unchecked.
      const held = await signIn(u.email, u.password);
      assert.equal(held.status, 429, 'the right password is refused while the account waits');
      assert.equal(held.body.code, 'RATE_LIMITED');
      assert.equal(held.retryAfter, 30);
      assert.match(held.body.message, /too many failed sign-ins for this e-mail address: try again in 30 s/);
      ctx.clock.advance(31_000);
      assert.equal((await signIn(u.email, 'guess-6')).status, 401);
      assert.equal((await signIn(u.email, u.password)).retryAfter, 60, 'the wait doubled');
      ctx.clock.advance(61_000);
      assert.equal((await signIn(u.email, u.password)).status, 200, 'the right password after the wait');
      // The success ended the count: five failures are free again.
      for (let i = 0; i < 5; i++) assert.equal((await signIn(u.email, `again-${i}`)).status, 401);
    });

    it('never waits longer than 15 minutes, so a guesser cannot lock the owner out for good', async () => {
      const u = await user();
      const waits: number[] = [];
      for (let i = 0; i < 12; i++) {
        assert.equal((await signIn(u.email, `guess-${i}`)).status, 401, `guess ${i + 1} is checked (the wait before it has passed)`);
        const [row] = await ctx.database.db.select().from(signInFailures).where(eq(signInFailures.key, `account:${u.email}`));
        // The wait this failure set: from the failure's time (the clock runs on meanwhile).
        const wait = row!.waitUntil ? (row!.waitUntil.getTime() - row!.lastFailedAt.getTime()) / 1000 : 0;
        waits.push(wait);
        ctx.clock.advance(wait * 1000 + 1000);
      }
      assert.deepEqual(waits, [0, 0, 0, 0, 30, 60, 120, 240, 480, 900, 900, 900]);
      assert.equal((await signIn(u.email, u.password)).status, 200, 'after the longest wait, the owner signs in');
    });

    it('an address no user has waits alike, so the answers tell nothing about which addresses exist', async () => {
      const known = await user();
      const answers = async (email: string) => {
        const out = [];
        for (let i = 0; i < 6; i++) {
          const r = await signIn(email, `guess-${i}`);
          out.push([r.status, r.retryAfter, r.body.message]);
        }
        return out;
      };
      assert.deepEqual(await answers('nobody-here@a.example'), await answers(known.email));
    });

    it('a browser that signed in before is not held back by the account\'s wait; its own failures count for it alone', async () => {
      const u = await user();
      const first = await signIn(u.email, u.password);
      assert.equal(first.status, 200);
      assert.match(first.setCookie, /^ferry_device_[0-9a-f]{12}=[^;]+; Max-Age=15552000; Path=\/dp\/api\/v1\/access\/login; HttpOnly; SameSite=Strict$/);
      const cookie = first.setCookie.split(';')[0]!;
      for (let i = 0; i < 6; i++) await signIn(u.email, `guess-${i}`);
      assert.equal((await signIn(u.email, u.password)).status, 429, 'elsewhere, the account waits');
      const trusted = await signIn(u.email, u.password, { cookie });
      assert.equal(trusted.status, 200, 'the trusted browser signs in at once');
      // The cookie is bound to its account and to the server's key.
      const other = await user();
      for (let i = 0; i < 6; i++) await signIn(other.email, `guess-${i}`);
      assert.equal((await signIn(other.email, other.password, { cookie: cookie.replace(/^ferry_device_[0-9a-f]+/, `ferry_device_${'0'.repeat(12)}`) })).status, 429);
      const [name, value] = cookie.split('=') as [string, string];
      assert.equal((await signIn(u.email, u.password, { cookie: `${name}=${value.slice(0, -3)}AAA` })).status, 429, 'a tampered cookie is no cookie');
      // Failures from the trusted browser make only that browser wait.
      for (let i = 0; i < 5; i++) assert.equal((await signIn(u.email, `typo-${i}`, { cookie })).status, 401);
      assert.equal((await signIn(u.email, u.password, { cookie })).status, 429, 'the browser waits after its own failures');
    });

    it('parallel guesses cannot pass the limit together', async () => {
      const u = await user();
      const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => signIn(u.email, `parallel-${i}`)));
      const statuses = answers.map((a) => a.status).sort();
      assert.equal(statuses.filter((s) => s === 401).length, 5, JSON.stringify(statuses));
      assert.equal(statuses.filter((s) => s === 429).length, 11);
    });

    it('records the failures and tells the owner by mail, once a day while they go on', async () => {
      const u = await user();
      // Mails to the user about failed sign-ins (it got an invitation too).
      const told = () => inbox.filter((m) => (m.to as { text: string }).text === u.email && m.subject === 'Failed sign-ins to your Ferry account');
      for (let i = 0; i < 4; i++) await signIn(u.email, `guess-${i}`, { from: '192.0.2.7' });
      await new Promise((r) => setTimeout(r, 300));
      assert.equal(told().length, 0, 'no mail for a few typing mistakes');
      await signIn(u.email, 'guess-5', { from: '192.0.2.8' });
      const [row] = await ctx.database.db.select().from(signInFailures).where(eq(signInFailures.key, `account:${u.email}`));
      assert.equal(row!.failures, 5);
      assert.equal(row!.lastAddress, '192.0.2.8');
      assert.ok(row!.waitUntil! > ctx.clock.now());
      assert.ok(ctx.logs.some((l) => l.includes('"msg":"sign-in failed: wrong e-mail address or password"') && l.includes(u.email) && l.includes('192.0.2.8')), 'each failure is logged');
      const deadline = Date.now() + scaled(10_000);
      while (told().length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      const mails = told();
      assert.equal(mails.length, 1, 'the owner was told');
      assert.match(mails[0]!.text ?? '', /5 times in a row .* from the address 192\.0\.2\.8/s);
      assert.match(mails[0]!.text ?? '', /browsers you signed in with before/);
      ctx.clock.advance(31_000);
      await signIn(u.email, 'guess-6');
      await new Promise((r) => setTimeout(r, 300));
      assert.equal(told().length, 1, 'not again the same day');
    });
  });
}
