/**
 * Late files (docs/executions.md "Late files"), on PGlite and PostgreSQL: a pipeline fed by
 * uploads expects a file every day by 06:00 (+30 minutes of grace). Driven by the test clock: a
 * window with a file raises nothing, a window without one raises one alert however many checks race
 * for it — the webhook event `pipeline.file_late` at a real receiver, an e-mail to the owner (and to
 * the sub-organization's addresses for its own pipeline) at a real loopback SMTP peer, `late_since`
 * on the pipeline and in the list — and the next file clears it; a window that ended while the
 * pipeline was inactive raises nothing. The race between worker processes is in
 * feeds-late-workers.test.ts.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { databaseKinds } from './helpers/database.ts';
import { startReceiver, type Receiver } from './helpers/receiver.ts';
import { uploadCsv } from './helpers/upload.ts';
import { eq } from 'drizzle-orm';
import { pipelineLateAlerts } from '../src/db/schema.ts';

async function until<T>(what: string, probe: () => Promise<T | undefined | null | false> | T | undefined | null | false, timeoutMs = 30_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() - start > timeoutMs) assert.fail(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const EXPECTATION = { every: 'DAILY', by: '06:00', grace_minutes: 30 };

for (const kind of databaseKinds()) {
  describe(`late files (${kind})`, () => {
    let ctx: TestContext;
    let sink: Receiver;
    let hooks: Receiver;
    let smtp: SMTPServer;
    const inbox: ParsedMail[] = [];
    let tdm: string;
    let output: string;

    const moveClockTo = async (iso: string) => {
      ctx.clock.set(iso);
      ctx.ownerToken = await ctx.token(ctx.org.owner.identifier);
    };
    const pipeline = async (id: string) => (await ctx.request('GET', `/pipeline/${id}`)).body.data;
    const lateEvents = (id: string) => hooks.requests.map((r) => JSON.parse(r.body.toString())).filter((m) => m.type === 'pipeline.file_late' && m.data.pipeline_id === id);
    const mailsAbout = (name: string) => inbox.filter((m) => m.subject === `Late file: ${name}`);

    before(async () => {
      sink = await startReceiver();
      hooks = await startReceiver((_req, res) => void res.writeHead(204).end());
      smtp = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], onData: (stream, _s, cb) => void simpleParser(stream).then((m) => { inbox.push(m); cb(); }, cb) });
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
      ctx = await createTestContext(kind, {
        runtime: true,
        env: { FERRY_NETWORK_ALLOW_LIST: '127.0.0.1', FERRY_QUEUE_POLL_SECONDS: '1', SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}` },
      });
      await moveClockTo('2026-12-01T05:00:00.000Z');
      tdm = (await ctx.request('POST', '/tdm', { body: { name: 'Stock', columns: [{ key: 'sku', label: 'SKU', columnType: 'string' }, { key: 'qty', label: 'Quantity', columnType: 'integer' }] } })).body.data.id;
      output = (await ctx.request('POST', '/connector', { body: { name: 'Warehouse', type: 'OUTPUT', node_type: 'HTTP', configuration: { url: `${sink.url}/stock` } } })).body.data.id;
      const hook = await ctx.request('POST', '/webhook', { body: { url: `${hooks.url}/hook`, events: ['pipeline.file_late'] } });
      assert.equal(hook.status, 201, JSON.stringify(hook.body));
    });
    after(async () => {
      await ctx?.close();
      await sink?.close();
      await hooks?.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    });

    it('validates configuration.expectation and shows expected_next_by', async () => {
      const input = (await ctx.request('POST', '/connector', { body: { name: 'Checks', type: 'INPUT', node_type: 'MANUAL', configuration: {} } })).body.data.id;
      const base = { name: 'Checks', configuration: { input_connectors: [input], output_connectors: [output], tdm } };
      for (const [expectation, field] of [
        [{ every: 'DAILY', by: '6:00' }, 'configuration.expectation.by'],
        [{ every: 'DAILY', by: '06:00', day: 3 }, 'configuration.expectation.day'],
        [{ every: 'WEEKLY', by: '06:00', day: 8 }, 'configuration.expectation.day'],
        [{ every: 'HOURLY', by: '00:10', grace_minutes: 60 }, 'configuration.expectation.grace_minutes'],
        [{ every: 'YEARLY', by: '06:00' }, 'configuration.expectation.every'],
      ] as const) {
        const r = await ctx.request('POST', '/pipeline', { body: { ...base, configuration: { ...base.configuration, expectation } } });
        assert.equal(r.status, 400, JSON.stringify(expectation));
        assert.match(JSON.stringify(r.body), new RegExp(field.split('.').pop()!), JSON.stringify(r.body));
      }
      const r = await ctx.request('POST', '/pipeline', { body: { ...base, configuration: { ...base.configuration, expectation: { every: 'WEEKLY', by: '09:00', day: 1 } } } });
      assert.equal(r.status, 201, JSON.stringify(r.body));
      assert.deepEqual(r.body.data.configuration.expectation, { every: 'WEEKLY', interval: 1, by: '09:00', grace_minutes: 0, day: 1 });
      // 1 December 2026 is a Tuesday: the first Monday after it.
      assert.equal(r.body.data.expected_next_by, '2026-12-07T09:00:00.000Z');
      assert.equal(r.body.data.late_since, null);
      const cleared = await ctx.request('PUT', `/pipeline/${r.body.data.id}`, { body: { configuration: { expectation: null } } });
      assert.equal(cleared.body.data.configuration.expectation, null);
      assert.equal(cleared.body.data.expected_next_by, null);
    });

    it('one alert for a window without a file — webhook, mail, late_since — cleared by the next file; none while inactive', async () => {
      await moveClockTo('2026-12-01T05:00:00.000Z');
      const input = (await ctx.request('POST', '/connector', { body: { name: 'Daily stock uploads', type: 'INPUT', node_type: 'MANUAL', configuration: {} } })).body.data.id;
      const created = await ctx.request('POST', '/pipeline', { body: { name: 'Daily stock', configuration: { input_connectors: [input], output_connectors: [output], tdm, expectation: EXPECTATION } } });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const id = created.body.data.id as string;
      assert.equal(created.body.data.expected_next_by, '2026-12-01T06:00:00.000Z');

      // Day 1: the file comes at 05:10, the window closes at 06:30 without an alert.
      await moveClockTo('2026-12-01T05:10:00.000Z');
      const first = await ctx.waitForExecution(await uploadCsv(ctx, input, 'stock-1.csv', 'sku,qty\nA-1,5\nB-2,7\n'));
      assert.equal(first.status, 'SUCCESSFUL', JSON.stringify(first.error));
      assert.equal((await pipeline(id)).expected_next_by, '2026-12-02T06:00:00.000Z', 'the next file is expected by the next deadline');
      await moveClockTo('2026-12-01T06:31:00.000Z');
      assert.equal((await ctx.runtime!.checkLateFiles()).filter((a) => a.pipelineId === id).length, 0, 'the window had its file');

      // Day 2: no file. Three checks race at 06:31: one alert.
      await moveClockTo('2026-12-02T06:29:59.000Z');
      assert.equal((await ctx.runtime!.checkLateFiles()).filter((a) => a.pipelineId === id).length, 0, 'not before the grace has passed');
      await moveClockTo('2026-12-02T06:31:00.000Z');
      const raced = (await Promise.all([ctx.runtime!.checkLateFiles(), ctx.runtime!.checkLateFiles(), ctx.runtime!.checkLateFiles()])).flat().filter((a) => a.pipelineId === id);
      assert.equal(raced.length, 1, 'one alert for the window');
      assert.equal(raced[0]!.window.end.toISOString(), '2026-12-02T06:30:00.000Z');
      assert.equal((await ctx.runtime!.checkLateFiles()).filter((a) => a.pipelineId === id).length, 0, 'and not again');
      const stored = await ctx.database.db.select().from(pipelineLateAlerts).where(eq(pipelineLateAlerts.pipelineId, id));
      assert.equal(stored.length, 1, 'one row for the window');

      const late = await pipeline(id);
      assert.equal(late.late_since, '2026-12-02T06:30:00.000Z');
      assert.equal(late.expected_next_by, '2026-12-03T06:00:00.000Z');
      const listed = (await ctx.request('GET', '/pipeline', { query: { filters: JSON.stringify({ late: true }) } })).body.data;
      assert.deepEqual(listed.map((p: { id: string }) => p.id), [id], 'the list filters late pipelines');
      assert.equal(listed[0].late_since, '2026-12-02T06:30:00.000Z');

      const [event] = await until('pipeline.file_late at the webhook receiver', () => lateEvents(id).length > 0 && lateEvents(id));
      assert.equal(event.data.pipeline_name, 'Daily stock');
      assert.equal(event.data.expected_by, '2026-12-02T06:00:00.000Z');
      assert.equal(event.data.window_start, '2026-12-01T06:30:00.000Z');
      assert.equal(event.data.window_end, '2026-12-02T06:30:00.000Z');
      assert.deepEqual(event.data.expectation, { every: 'DAILY', interval: 1, by: '06:00', grace_minutes: 30, day: null });
      const [mail] = await until('the mail to the owner', () => mailsAbout('Daily stock').length > 0 && mailsAbout('Daily stock'));
      assert.equal(mail!.to && 'text' in mail!.to ? mail!.to.text : '', ctx.org.owner.email);
      assert.match(mail!.text ?? '', /No file arrived for the pipeline "Daily stock" between 2026-12-01T06:30:00.000Z and 2026-12-02T06:30:00.000Z/);
      assert.match(mail!.text ?? '', new RegExp(`/pipelines/${id}`));
      assert.equal(lateEvents(id).length, 1, 'one event');
      assert.equal(mailsAbout('Daily stock').length, 1, 'one mail');

      // The next file clears the badge.
      await moveClockTo('2026-12-02T07:00:00.000Z');
      const second = await ctx.waitForExecution(await uploadCsv(ctx, input, 'stock-2.csv', 'sku,qty\nA-1,4\n'));
      assert.equal(second.status, 'SUCCESSFUL');
      assert.equal((await pipeline(id)).late_since, null, 'cleared by the next file');
      assert.equal((await ctx.request('GET', '/pipeline', { query: { filters: JSON.stringify({ late: true }) } })).body.data.length, 0);

      // Paused from 12-02 to 12-05: the windows that ended meanwhile raise nothing.
      await ctx.request('PUT', `/pipeline/${id}`, { body: { active: false } });
      assert.equal((await pipeline(id)).expected_next_by, null);
      await moveClockTo('2026-12-05T07:00:00.000Z');
      assert.equal((await ctx.runtime!.checkLateFiles()).filter((a) => a.pipelineId === id).length, 0, 'inactive');
      const resumed = await ctx.request('PUT', `/pipeline/${id}`, { body: { active: true } });
      assert.equal(resumed.body.data.expected_next_by, '2026-12-06T06:00:00.000Z', 'counted again from the resumption');
      await moveClockTo('2026-12-05T07:01:00.000Z');
      assert.equal((await ctx.runtime!.checkLateFiles()).filter((a) => a.pipelineId === id).length, 0, 'no alert for windows that ended while inactive');
      assert.equal(lateEvents(id).length, 1);
    });

    it("a sub-organization's own pipeline: the mail goes to the owners and to the sub-organization's addresses", async () => {
      await moveClockTo('2026-12-10T05:00:00.000Z');
      const sub = await ctx.request('POST', '/sub-organization', { body: { name: 'Acme', identifier: 'acme-late', email: ['ops@acme.example', 'files@acme.example'] } });
      assert.equal(sub.status, 201, JSON.stringify(sub.body));
      const token = await ctx.token('acme-late', 'SUB_ORG');
      const as = (method: string, path: string, body: unknown) => ctx.request(method, path, { token, body });
      const subTdm = (await as('POST', '/tdm', { name: 'Acme stock', columns: [{ key: 'sku', label: 'SKU', columnType: 'string' }] })).body.data.id;
      const subIn = (await as('POST', '/connector', { name: 'Acme uploads', type: 'INPUT', node_type: 'MANUAL', configuration: {} })).body.data.id;
      const subOut = (await as('POST', '/connector', { name: 'Acme sink', type: 'OUTPUT', node_type: 'HTTP', configuration: { url: `${sink.url}/acme` } })).body.data.id;
      const p = await as('POST', '/pipeline', { name: 'Acme stock feed', configuration: { input_connectors: [subIn], output_connectors: [subOut], tdm: subTdm, expectation: { every: 'DAILY', by: '06:00' } } });
      assert.equal(p.status, 201, JSON.stringify(p.body));
      await moveClockTo('2026-12-10T06:00:01.000Z');
      const alerts = (await ctx.runtime!.checkLateFiles()).filter((a) => a.pipelineId === p.body.data.id);
      assert.equal(alerts.length, 1);
      const mails = await until('three mails', () => mailsAbout('Acme stock feed').length >= 3 && mailsAbout('Acme stock feed'));
      const to = mails.map((m) => (m.to && 'text' in m.to ? m.to.text : '')).sort();
      assert.deepEqual(to, [ctx.org.owner.email, 'files@acme.example', 'ops@acme.example'].sort());
    });
  });
}
