/**
 * Late-file mails are sent at least once (docs/executions.md "Late files"), on PGlite and
 * PostgreSQL, against a real SMTP peer on loopback, driven by the test clock: the SMTP server
 * refuses when the window ends (alert raised, no mail, the attempt and its error on the alert row),
 * then is down (tried again only after the retry interval), then is up again: the next tick after
 * the interval sends the mail once, though a second runtime (another worker) checks at the same
 * time. An alert whose raising process died after the commit (raised here by the domain function
 * alone, which sends nothing) is mailed the same way; a mail still not sent a day after its alert is
 * given up, logged at warn. A retry does not send once the next file has arrived (the alert is
 * cleared), nor does the raising process's first send when the file arrived between the alert's
 * commit and that send (it arrives here while the same check mails another pipeline's alert: the
 * SMTP peer holds that mail's MAIL FROM until the upload is recorded). A permanent refusal (5xx: a recipient refused at RCPT TO, the sender at MAIL FROM) is not
 * tried again — the other recipients are, and those reached are not sent it twice. Under
 * FERRY_EXPECTATION_TIME_SCALE the retry interval and the give-up age are divided by the scale, as the
 * windows are. Without SMTP_URL the mail is written to the log and not tried again.
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
import { checkLateFiles, LATE_MAIL_GIVE_UP_MS, LATE_MAIL_RETRY_MS } from '../src/domain/pipelines/late-files.ts';
import { uploadCsv } from './helpers/upload.ts';
import { createRuntime, type Runtime } from '../src/runtime/runtime.ts';
import { createLogger } from '../src/logger.ts';

const MINUTE = 60_000;

/** An SMTP reply refusing a command. */
function smtpError(code: number, message: string): Error {
  const err = new Error(message) as Error & { responseCode: number };
  err.responseCode = code;
  return err;
}

/**
 * A loopback SMTP peer that accepts, refuses (451 at MAIL FROM, or `senderRefusal`, a code of its
 * own) or is down (not listening), on one port; `recipientRefusals` refuses some recipients at RCPT TO.
 */
class SmtpPeer {
  mode: 'accept' | 'refuse' = 'accept';
  /** A reply code refusing the sender at MAIL FROM (e.g. 553), before `mode`. */
  senderRefusal: number | null = null;
  /** Reply codes refusing these recipients at RCPT TO (e.g. 550 permanently, 451 for now). */
  readonly recipientRefusals = new Map<string, number>();
  /** Run once at the next MAIL FROM, which is answered when it is done (then it is null again). */
  beforeNextMail: (() => Promise<void>) | null = null;
  /** Every RCPT TO it saw, in order (a refused one too). */
  readonly rcpts: string[] = [];
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
        const hook = this.beforeNextMail;
        this.beforeNextMail = null;
        void Promise.resolve(hook?.()).then(() => {
          if (this.senderRefusal) return cb(smtpError(this.senderRefusal, 'sender address rejected: not permitted'));
          if (this.mode === 'refuse') return cb(smtpError(451, 'mailbox service unavailable, try later'));
          cb();
        }, cb);
      },
      onRcptTo: (address, _s, cb) => {
        this.rcpts.push(address.address);
        const code = this.recipientRefusals.get(address.address);
        if (code) return cb(smtpError(code, code >= 500 ? 'mailbox unavailable' : 'mailbox busy, try later'));
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
    const allLogs = () => [...ctx.logs, ...otherLogs];
    /** A pipeline fed by uploads expecting a file every day by 06:00 (with `grace` minutes; as the sub-organization with `token`); resolves with its id and input. */
    const dailyFeed = async (name: string, token?: string, grace = 0) => {
      const as = (method: string, path: string, body: unknown) => ctx.request(method, path, { token, body });
      const tdm = (await as('POST', '/tdm', { name: `${name} model`, columns: [{ key: 'sku', label: 'SKU', columnType: 'string' }] })).body.data.id;
      const input = (await as('POST', '/connector', { name: `${name} uploads`, type: 'INPUT', node_type: 'MANUAL', configuration: {} })).body.data.id as string;
      const output = (await as('POST', '/connector', { name: `${name} sink`, type: 'OUTPUT', node_type: 'HTTP', configuration: { url: 'http://127.0.0.1:9/in' } })).body.data.id;
      const created = await as('POST', '/pipeline', { name, configuration: { input_connectors: [input], output_connectors: [output], tdm, expectation: { every: 'DAILY', by: '06:00', grace_minutes: grace } } });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      return { id: created.body.data.id as string, input };
    };
    /** Pauses a pipeline: no more windows (so no alert of the next days). */
    const pause = async (id: string) => assert.equal((await ctx.request('PUT', `/pipeline/${id}`, { body: { active: false } })).status, 200);

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

    it('a retry does not send once the next file has arrived: the mail is stopped under the lock of its claim, not given up a day later', async () => {
      smtp.mode = 'refuse';
      await moveClockTo('2027-01-04T05:00:00.000Z');
      const { id, input } = await dailyFeed('Cleared stock');
      await moveClockTo('2027-01-04T06:00:01.000Z');
      assert.equal((await ctx.runtime!.checkLateFiles()).filter((a) => a.pipelineId === id).length, 1);
      let [row] = await alertsOf(id);
      assert.equal(row!.mailAttempts, 1);
      assert.match(row!.mailError ?? '', /451/, 'the first send was refused for now');
      // The file comes a minute later; the server accepts again.
      await moveClockTo('2027-01-04T06:01:00.000Z');
      await uploadCsv(ctx, input, 'stock.csv', 'sku\nA-1\n');
      await pause(id);
      smtp.mode = 'accept';
      [row] = await alertsOf(id);
      assert.ok(row!.clearedAt, 'the file cleared the alert');
      await moveClockTo(new Date(Date.parse('2027-01-04T06:00:01.000Z') + LATE_MAIL_RETRY_MS + MINUTE));
      await bothCheck();
      assert.equal(mailsAbout('Cleared stock').length, 0, 'no "your file is late" after it came');
      [row] = await alertsOf(id);
      assert.equal(row!.mailAttempts, 1, 'not claimed for a send');
      assert.equal(row!.mailedAt, null);
      assert.ok(row!.mailGivenUpAt, 'stopped');
      const stopped = allLogs().filter((l) => l.includes('late-file mail not sent: the next file arrived') && l.includes(row!.id));
      assert.equal(stopped.length, 1, 'logged once');
      assert.equal(JSON.parse(stopped[0]!).level, 30, 'at info: nothing is wrong');
      // A day later: still no mail, and nothing to give up.
      await moveClockTo(new Date(Date.parse('2027-01-04T06:00:01.000Z') + LATE_MAIL_GIVE_UP_MS + MINUTE));
      await bothCheck();
      assert.equal(mailsAbout('Cleared stock').length, 0);
      assert.equal(allLogs().filter((l) => l.includes('late-file mail given up') && l.includes(row!.id)).length, 0);
    });

    it('the first send rechecks too: a file that arrived between the alert and its first mail stops that mail', async () => {
      smtp.mode = 'accept';
      await moveClockTo('2027-01-07T05:00:00.000Z');
      // Two windows end before one check, the first at 06:00, the second at 06:01 (a minute of grace):
      // the raising process mails the first alert, then the second.
      const first = await dailyFeed('Mailed stock');
      const second = await dailyFeed('Arrived stock', undefined, 1);
      // While the first mail is being sent, the second pipeline's file arrives (the SMTP peer answers
      // MAIL FROM once the upload is recorded): its alert is committed, its mail not sent yet.
      let arrived: string | null = null;
      smtp.beforeNextMail = async () => {
        arrived = await uploadCsv(ctx, second.input, 'stock.csv', 'sku\nA-1\n');
      };
      await moveClockTo('2027-01-07T06:01:01.000Z');
      const raised = (await ctx.runtime!.checkLateFiles()).filter((a) => a.pipelineId === first.id || a.pipelineId === second.id);
      await pause(first.id);
      await pause(second.id);
      assert.deepEqual(raised.map((a) => a.pipelineId), [first.id, second.id], 'both raised by this check, in this order');
      assert.ok(arrived, 'the file arrived during the first mail');
      assert.equal(mailsAbout('Mailed stock').length, 1, 'the first alert is mailed');
      assert.equal(mailsAbout('Arrived stock').length, 0, 'no "your file is late" after it came');
      let [row] = await alertsOf(second.id);
      assert.equal(row!.clearedByExecutionId, arrived, 'the file cleared the alert');
      assert.equal(row!.mailedAt, null);
      assert.deepEqual(row!.mailedTo, []);
      assert.equal(row!.mailAttempts, 1, 'the claim made with the alert, nothing sent');
      assert.ok(row!.mailGivenUpAt, 'stopped');
      assert.equal(row!.mailRetryAt, null, 'not tried again');
      const stopped = () => allLogs().filter((l) => l.includes('late-file mail not sent: the next file arrived') && l.includes(row!.id));
      assert.equal(stopped().length, 1, 'logged once');
      assert.equal(JSON.parse(stopped()[0]!).level, 30, 'at info: nothing is wrong');
      // Nor later, by any worker; and nothing to give up a day later.
      await moveClockTo(new Date(Date.parse('2027-01-07T06:01:01.000Z') + LATE_MAIL_RETRY_MS + MINUTE));
      await bothCheck();
      await moveClockTo(new Date(Date.parse('2027-01-07T06:01:01.000Z') + LATE_MAIL_GIVE_UP_MS + MINUTE));
      await bothCheck();
      assert.equal(mailsAbout('Arrived stock').length, 0);
      [row] = await alertsOf(second.id);
      assert.equal(row!.mailAttempts, 1);
      assert.equal(stopped().length, 1);
      assert.equal(allLogs().filter((l) => l.includes('late-file mail given up') && l.includes(row!.id)).length, 0);
    });

    it('a permanent refusal (5xx) is not tried again; the other recipients are, and those reached are not sent it twice', async () => {
      await moveClockTo('2027-01-10T05:00:00.000Z');
      const sub = await ctx.request('POST', '/sub-organization', { body: { name: 'Refusing', identifier: 'refusing-late', email: ['ok@refusing.example', 'gone@refusing.example', 'later@refusing.example'] } });
      assert.equal(sub.status, 201, JSON.stringify(sub.body));
      const { id } = await dailyFeed('Refused stock', await ctx.token('refusing-late', 'SUB_ORG'));
      smtp.mode = 'accept';
      smtp.recipientRefusals.set('gone@refusing.example', 550);
      smtp.recipientRefusals.set('later@refusing.example', 451);
      const tries = (to: string) => smtp.rcpts.filter((r) => r === to).length;
      const to = () => mailsAbout('Refused stock').map((m) => (m.to && 'text' in m.to ? m.to.text : '')).sort();

      await moveClockTo('2027-01-10T06:00:01.000Z');
      assert.equal((await ctx.runtime!.checkLateFiles()).filter((a) => a.pipelineId === id).length, 1);
      await pause(id);
      let [row] = await alertsOf(id);
      assert.deepEqual([...row!.mailedTo].sort(), [ctx.org.owner.email, 'ok@refusing.example'].sort(), 'who was reached is recorded');
      assert.match(row!.mailError ?? '', /later@refusing\.example: .*451/);
      assert.equal(row!.mailedAt, null);
      assert.equal(row!.mailGivenUpAt, null, 'tried again for the temporary failure');

      // After the retry interval the recipient that failed for now gets it; the others are not tried again.
      smtp.recipientRefusals.delete('later@refusing.example');
      await moveClockTo(new Date(Date.parse('2027-01-10T06:00:01.000Z') + LATE_MAIL_RETRY_MS + MINUTE));
      await bothCheck();
      assert.deepEqual(to(), [ctx.org.owner.email, 'later@refusing.example', 'ok@refusing.example'].sort(), 'each reachable recipient once');
      assert.equal(tries('gone@refusing.example'), 1, 'the permanent refusal was not tried again');
      [row] = await alertsOf(id);
      assert.match(row!.mailError ?? '', /gone@refusing\.example: .*550/, 'the refusal is the error left');
      assert.equal(row!.mailAttempts, 2);
      assert.deepEqual([...row!.mailedTo].sort(), [ctx.org.owner.email, 'later@refusing.example', 'ok@refusing.example'].sort());
      assert.ok(row!.mailGivenUpAt, 'done trying: only the permanent refusal is left');
      assert.equal(row!.mailedAt, null, 'not every recipient has it');
      assert.deepEqual(row!.mailRejected.map((r) => r.to), ['gone@refusing.example'], 'who refused it is recorded');
      assert.match(row!.mailRejected[0]!.error, /550/);
      await moveClockTo(new Date(Date.parse('2027-01-10T06:00:01.000Z') + LATE_MAIL_GIVE_UP_MS + MINUTE));
      await bothCheck();
      assert.equal(tries('gone@refusing.example'), 1);
      assert.equal(mailsAbout('Refused stock').length, 3);
      const warned = allLogs().filter((l) => l.includes(row!.id) && JSON.parse(l).level === 40);
      assert.equal(warned.length, 1, `one warn line: ${warned.join('\n')}`);
      smtp.recipientRefusals.clear();
    });

    it('the sender refused permanently (553 at MAIL FROM): given up at once, one warn, not tried again', async () => {
      await moveClockTo('2027-01-20T05:00:00.000Z');
      const { id } = await dailyFeed('Rejected stock');
      smtp.senderRefusal = 553;
      const seen = smtp.connections;
      await moveClockTo('2027-01-20T06:00:01.000Z');
      assert.equal((await ctx.runtime!.checkLateFiles()).filter((a) => a.pipelineId === id).length, 1);
      await pause(id);
      assert.equal(smtp.connections, seen + 1);
      let [row] = await alertsOf(id);
      assert.ok(row!.mailGivenUpAt, 'given up at once');
      assert.equal(row!.mailAttempts, 1);
      assert.match(row!.mailError ?? '', /553/);
      assert.deepEqual(row!.mailRejected.map((r) => r.to), [ctx.org.owner.email]);
      const warned = () => allLogs().filter((l) => l.includes(row!.id) && JSON.parse(l).level === 40);
      assert.equal(warned().length, 1);
      assert.match(warned()[0]!, /refused permanently/);
      // The server would accept now: nothing is tried again, nor given up again a day later.
      smtp.senderRefusal = null;
      await moveClockTo(new Date(Date.parse('2027-01-20T06:00:01.000Z') + LATE_MAIL_RETRY_MS + MINUTE));
      await bothCheck();
      await moveClockTo(new Date(Date.parse('2027-01-20T06:00:01.000Z') + LATE_MAIL_GIVE_UP_MS + MINUTE));
      await bothCheck();
      assert.equal(smtp.connections, seen + 1, 'not tried again');
      [row] = await alertsOf(id);
      assert.equal(row!.mailAttempts, 1);
      assert.equal(mailsAbout('Rejected stock').length, 0);
      assert.equal(warned().length, 1, 'still one warn line');
    });
  });

  describe(`late-file mails under FERRY_EXPECTATION_TIME_SCALE (${kind})`, () => {
    // At 60 an expected hour lasts a minute: the retry comes 5 s after a failure, the give-up 24 minutes after the alert.
    const SCALE = 60;
    let ctx: TestContext;
    const smtp = new SmtpPeer();
    before(async () => {
      await smtp.up();
      ctx = await createTestContext(kind, { runtime: true, workers: false, env: { FERRY_NETWORK_ALLOW_LIST: '127.0.0.1', SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, FERRY_EXPECTATION_TIME_SCALE: String(SCALE) } });
    });
    after(async () => {
      await ctx?.close();
      await smtp.down();
    });

    it('the retry interval and the give-up age are divided by the scale, as the windows are', async () => {
      ctx.clock.set('2026-12-01T05:00:00.000Z');
      ctx.ownerToken = await ctx.token(ctx.org.owner.identifier);
      const tdm = (await ctx.request('POST', '/tdm', { body: { name: 'Stock', columns: [{ key: 'sku', label: 'SKU', columnType: 'string' }] } })).body.data.id;
      const input = (await ctx.request('POST', '/connector', { body: { name: 'Uploads', type: 'INPUT', node_type: 'MANUAL', configuration: {} } })).body.data.id;
      const output = (await ctx.request('POST', '/connector', { body: { name: 'Sink', type: 'OUTPUT', node_type: 'HTTP', configuration: { url: 'http://127.0.0.1:9/in' } } })).body.data.id;
      const id = (await ctx.request('POST', '/pipeline', { body: { name: 'Fast stock', configuration: { input_connectors: [input], output_connectors: [output], tdm, expectation: { every: 'DAILY', by: '06:00' } } } })).body.data.id as string;
      // The first deadline, 06:00 expected time, comes one expected hour — a minute — after 05:00.
      smtp.mode = 'refuse';
      const raisedAt = Date.parse('2026-12-01T05:01:01.000Z');
      ctx.clock.set(new Date(raisedAt));
      assert.equal((await ctx.runtime!.checkLateFiles()).filter((a) => a.pipelineId === id).length, 1);
      assert.equal((await ctx.request('PUT', `/pipeline/${id}`, { body: { active: false } })).status, 200, 'paused: no more windows');
      const row = async () => (await ctx.database.db.select().from(pipelineLateAlerts).where(eq(pipelineLateAlerts.pipelineId, id)))[0]!;
      const retry = LATE_MAIL_RETRY_MS / SCALE;
      ctx.clock.set(new Date(raisedAt + retry - 1000));
      await ctx.runtime!.checkLateFiles();
      assert.equal((await row()).mailAttempts, 1, 'not before the scaled interval');
      ctx.clock.set(new Date(raisedAt + retry + 1000));
      await ctx.runtime!.checkLateFiles();
      assert.equal((await row()).mailAttempts, 2, 'tried again 5 s after the failure');
      assert.equal((await row()).mailGivenUpAt, null);
      ctx.clock.set(new Date(raisedAt + LATE_MAIL_GIVE_UP_MS / SCALE + MINUTE));
      await ctx.runtime!.checkLateFiles();
      const last = await row();
      assert.ok(last.mailGivenUpAt, 'given up 24 minutes after the alert');
      assert.equal(last.mailedAt, null);
      assert.ok(ctx.logs.some((l) => l.includes('late-file mail given up: not sent within 24 minutes of the alert') && l.includes(last.id)));
      assert.ok(ctx.logs.some((l) => l.includes('late-file mail could not be sent; tried again in 5 s (for 24 minutes after the alert)')), 'the log says the scaled intervals');
      assert.equal(last.expectationScale, SCALE, 'the alert keeps the scale it was raised at');
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
