/**
 * Late-file mails are sent at least once (docs/executions.md "Late files"), on PGlite and
 * PostgreSQL, against a real SMTP peer on loopback, driven by the test clock: the SMTP server
 * refuses when the window ends (alert raised, no mail, the attempt and its error on the alert row),
 * then is down (tried again only after the retry interval), then is up again: the next tick after
 * the interval sends the mail once, though a second runtime (another worker) checks at the same
 * time. An alert whose raising process died after the commit (raised here by the domain function
 * alone, which sends nothing) is mailed the same way; a mail still not sent a day after its alert is
 * given up, logged at warn. Without SMTP_URL the mail is written to the log and not tried again.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { asc, eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { databaseKinds } from './helpers/database.ts';
import { pipelineLateAlerts } from '../src/db/schema.ts';
import { checkLateFiles, LATE_MAIL_RETRY_MS } from '../src/domain/pipelines/late-files.ts';
import { createRuntime, type Runtime } from '../src/runtime/runtime.ts';
import { createLogger } from '../src/logger.ts';

const MINUTE = 60_000;

/** A loopback SMTP peer that accepts, refuses (451 at MAIL FROM) or is down (not listening), on one port. */
class SmtpPeer {
  mode: 'accept' | 'refuse' = 'accept';
  readonly inbox: ParsedMail[] = [];
  /** Connections it saw (a refused one too). */
  connections = 0;
  port = 0;
  private server: SMTPServer | null = null;
  async up(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onConnect: (_s, cb) => {
        this.connections++;
        cb();
      },
      onMailFrom: (_a, _s, cb) => {
        if (this.mode === 'refuse') {
          const err = new Error('mailbox service unavailable, try later') as Error & { responseCode: number };
          err.responseCode = 451;
          return cb(err);
        }
        cb();
      },
      onData: (stream, _s, cb) => void simpleParser(stream).then((m) => { this.inbox.push(m); cb(); }, cb),
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }
  async down(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

for (const kind of databaseKinds()) {
  describe(`late-file mails, at least once (${kind})`, () => {
    let ctx: TestContext;
    let other: Runtime;
    const otherLogs: string[] = [];
    const smtp = new SmtpPeer();

    const moveClockTo = async (iso: string | Date) => {
      ctx.clock.set(iso);
      ctx.ownerToken = await ctx.token(ctx.org.owner.identifier);
    };
    const alertsOf = (id: string) => ctx.database.db.select().from(pipelineLateAlerts).where(eq(pipelineLateAlerts.pipelineId, id)).orderBy(asc(pipelineLateAlerts.windowEnd));
    const mailsAbout = (name: string) => smtp.inbox.filter((m) => m.subject === `Late file: ${name}`);
    /** Both workers check at once (the claim on the alert row decides who sends). */
    const bothCheck = () => Promise.all([ctx.runtime!.checkLateFiles(), other.checkLateFiles()]);

    before(async () => {
      await smtp.up();
      ctx = await createTestContext(kind, { runtime: true, workers: false, env: { FERRY_NETWORK_ALLOW_LIST: '127.0.0.1', SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
      other = await createRuntime({
        config: ctx.config,
        database: ctx.database,
        storage: ctx.runtime!.services.storage,
        keys: ctx.runtime!.services.keys,
        clock: ctx.clock,
        log: createLogger('info', { write: (line: string) => void otherLogs.push(line) }),
      });
    });
    after(async () => {
      await other?.stop();
      await ctx?.close();
      await smtp.down();
    });

    it('refused, then down: recorded, not sent; up again: the next tick after the retry interval sends it once, whichever worker claims it', async () => {
      await moveClockTo('2026-12-01T05:00:00.000Z');
      const tdm = (await ctx.request('POST', '/tdm', { body: { name: 'Stock', columns: [{ key: 'sku', label: 'SKU', columnType: 'string' }] } })).body.data.id;
      const input = (await ctx.request('POST', '/connector', { body: { name: 'Uploads', type: 'INPUT', node_type: 'MANUAL', configuration: {} } })).body.data.id;
      const output = (await ctx.request('POST', '/connector', { body: { name: 'Sink', type: 'OUTPUT', node_type: 'HTTP', configuration: { url: 'http://127.0.0.1:9/in' } } })).body.data.id;
      const created = await ctx.request('POST', '/pipeline', { body: { name: 'Daily stock', configuration: { input_connectors: [input], output_connectors: [output], tdm, expectation: { every: 'DAILY', by: '06:00' } } } });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const id = created.body.data.id as string;

      // Day 1: the SMTP server refuses when the window ends.
      smtp.mode = 'refuse';
      await moveClockTo('2026-12-01T06:00:01.000Z');
      const raised = (await ctx.runtime!.checkLateFiles()).filter((a) => a.pipelineId === id);
      assert.equal(raised.length, 1, 'the alert is raised');
      assert.equal(mailsAbout('Daily stock').length, 0, 'no mail');
      assert.ok(smtp.connections >= 1, 'the raising process tried');
      let [row] = await alertsOf(id);
      assert.equal(row!.mailedAt, null);
      assert.equal(row!.mailAttempts, 1);
      assert.equal(row!.mailAttemptedAt?.toISOString().slice(0, 16), '2026-12-01T06:00');
      assert.match(row!.mailError ?? '', /451/);
      assert.equal(row!.mailGivenUpAt, null);
      assert.ok(ctx.logs.some((l) => l.includes('late-file mail could not be sent') && l.includes(id)), 'logged at warn');

      // The server goes down. Within the retry interval nobody tries again.
      await smtp.down();
      const seen = smtp.connections;
      await moveClockTo('2026-12-01T06:02:00.000Z');
      await bothCheck();
      [row] = await alertsOf(id);
      assert.equal(row!.mailAttempts, 1, 'not tried again before the retry interval');
      // After it, one of the workers tries (and finds the server down).
      await moveClockTo(new Date(Date.parse('2026-12-01T06:00:01.000Z') + LATE_MAIL_RETRY_MS + MINUTE));
      await bothCheck();
      [row] = await alertsOf(id);
      assert.equal(row!.mailAttempts, 2, 'tried again once, by one worker');
      assert.equal(row!.mailedAt, null);
      assert.match(row!.mailError ?? '', /ECONNREFUSED|connect/i);
      assert.equal(smtp.connections, seen, 'the server was down');

      // The server is up again (same port) and accepts: not before the interval since the last try…
      await smtp.up();
      smtp.mode = 'accept';
      const lastTry = row!.mailAttemptedAt!.getTime();
      await moveClockTo(new Date(lastTry + LATE_MAIL_RETRY_MS - MINUTE));
      await bothCheck();
      assert.equal(mailsAbout('Daily stock').length, 0, 'not within the interval');
      // …then the next tick sends it, once, though both workers tick at the same time.
      await moveClockTo(new Date(lastTry + LATE_MAIL_RETRY_MS + MINUTE));
      await Promise.all([ctx.runtime!.tick(), other.tick()]);
      assert.equal(mailsAbout('Daily stock').length, 1, 'one mail');
      const [mail] = mailsAbout('Daily stock');
      assert.equal(mail!.to && 'text' in mail!.to ? mail!.to.text : '', ctx.org.owner.email);
      assert.match(mail!.text ?? '', /It expects one every day by 06:00 UTC; this one was expected by 2026-12-01T06:00:00.000Z/);
      [row] = await alertsOf(id);
      assert.ok(row!.mailedAt, 'mailed_at recorded');
      assert.equal(row!.mailAttempts, 3);
      assert.equal(row!.mailError, null);
      assert.deepEqual(row!.mailedTo, [ctx.org.owner.email]);
      // And never again.
      await moveClockTo(new Date(lastTry + 3 * LATE_MAIL_RETRY_MS));
      await bothCheck();
      assert.equal(mailsAbout('Daily stock').length, 1, 'still one mail');

      // Day 2: the process that raised the alert dies between its commit and the send (the domain
      // check alone raises and commits, sending nothing). The other workers mail it after the interval.
      await moveClockTo('2026-12-02T06:00:01.000Z');
      assert.equal((await checkLateFiles(ctx.database.db, ctx.clock)).filter((a) => a.pipelineId === id).length, 1);
      await bothCheck();
      assert.equal(mailsAbout('Daily stock').length, 1, 'the claim of the dead process holds for the interval');
      await moveClockTo(new Date(Date.parse('2026-12-02T06:00:01.000Z') + LATE_MAIL_RETRY_MS + MINUTE));
      await bothCheck();
      const day2 = mailsAbout('Daily stock').filter((m) => (m.text ?? '').includes('expected by 2026-12-02T06:00:00.000Z'));
      assert.equal(day2.length, 1, 'mailed once by a surviving worker');
      const rows = await alertsOf(id);
      assert.equal(rows.length, 2);
      assert.ok(rows[1]!.mailedAt);
      assert.equal(rows[1]!.mailAttempts, 2);

      // Day 3: refused when raised, and still refused for a day: given up, logged at warn, not tried again.
      smtp.mode = 'refuse';
      await moveClockTo('2026-12-03T06:00:01.000Z');
      assert.equal((await ctx.runtime!.checkLateFiles()).filter((a) => a.pipelineId === id).length, 1);
      assert.equal((await ctx.request('PUT', `/pipeline/${id}`, { body: { active: false } })).status, 200, 'paused: no more windows');
      await moveClockTo(new Date(Date.parse('2026-12-03T06:00:01.000Z') + 12 * 3_600_000));
      await bothCheck();
      let day3 = (await alertsOf(id))[2]!;
      assert.equal(day3.mailAttempts, 2, 'tried again within the day');
      assert.equal(day3.mailGivenUpAt, null);
      await moveClockTo(new Date(Date.parse('2026-12-03T06:00:01.000Z') + 24 * 3_600_000 + MINUTE));
      await bothCheck();
      day3 = (await alertsOf(id))[2]!;
      assert.ok(day3.mailGivenUpAt, 'given up after a day');
      assert.equal(day3.mailedAt, null);
      assert.match(day3.mailError ?? '', /451/, 'the last error stays');
      const gaveUp = [...ctx.logs, ...otherLogs].filter((l) => l.includes('late-file mail given up') && l.includes(day3.id));
      assert.equal(gaveUp.length, 1, 'logged once');
      assert.equal(JSON.parse(gaveUp[0]!).level, 40, 'at warn');
      smtp.mode = 'accept';
      await moveClockTo(new Date(Date.parse('2026-12-03T06:00:01.000Z') + 26 * 3_600_000));
      await bothCheck();
      assert.equal((await alertsOf(id))[2]!.mailAttempts, 2, 'not tried after giving up');
      assert.equal(mailsAbout('Daily stock').filter((m) => (m.text ?? '').includes('expected by 2026-12-03T06:00:00.000Z')).length, 0);
    });
  });

  describe(`late-file mails without SMTP_URL (${kind})`, () => {
    let ctx: TestContext;
    before(async () => {
      ctx = await createTestContext(kind, { runtime: true, workers: false, env: { FERRY_NETWORK_ALLOW_LIST: '127.0.0.1' } });
    });
    after(async () => {
      await ctx?.close();
    });

    it('the mail is written to the log and not tried again', async () => {
      ctx.clock.set('2026-12-01T05:00:00.000Z');
      ctx.ownerToken = await ctx.token(ctx.org.owner.identifier);
      const tdm = (await ctx.request('POST', '/tdm', { body: { name: 'Stock', columns: [{ key: 'sku', label: 'SKU', columnType: 'string' }] } })).body.data.id;
      const input = (await ctx.request('POST', '/connector', { body: { name: 'Uploads', type: 'INPUT', node_type: 'MANUAL', configuration: {} } })).body.data.id;
      const output = (await ctx.request('POST', '/connector', { body: { name: 'Sink', type: 'OUTPUT', node_type: 'HTTP', configuration: { url: 'http://127.0.0.1:9/in' } } })).body.data.id;
      const id = (await ctx.request('POST', '/pipeline', { body: { name: 'Logged stock', configuration: { input_connectors: [input], output_connectors: [output], tdm, expectation: { every: 'DAILY', by: '06:00' } } } })).body.data.id as string;
      ctx.clock.set('2026-12-01T06:00:01.000Z');
      assert.equal((await ctx.runtime!.checkLateFiles()).filter((a) => a.pipelineId === id).length, 1);
      const logged = () => ctx.logs.filter((l) => l.includes('SMTP_URL is not set') && l.includes('Late file: Logged stock'));
      assert.equal(logged().length, 1, 'the text is in the log');
      const [row] = await ctx.database.db.select().from(pipelineLateAlerts).where(eq(pipelineLateAlerts.pipelineId, id));
      assert.equal(row!.mailedAt, null);
      assert.ok(row!.mailGivenUpAt);
      assert.equal(row!.mailError, 'SMTP_URL is not set: the mail was written to the log');
      ctx.clock.set(new Date(Date.parse('2026-12-01T06:00:01.000Z') + 2 * LATE_MAIL_RETRY_MS));
      await ctx.runtime!.checkLateFiles();
      assert.equal(logged().length, 1, 'not again');
    });
  });
}
