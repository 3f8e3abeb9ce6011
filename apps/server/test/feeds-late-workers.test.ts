/**
 * Late files with two worker processes on PostgreSQL (docs/executions.md "Late files"): real
 * processes (`ferry start --role api|worker`), both checking every second, the windows run 21,600
 * times faster (FERRY_EXPECTATION_TIME_SCALE: an expected day lasts 4 s). Each window without a file
 * is alerted exactly once — one row, one webhook event at a real receiver, one mail at a real
 * loopback SMTP peer (none when the file arrived between the alert and its mail: the mail is
 * stopped) — whichever worker gets there first; the next file clears `late_since`.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { createPostgresDatabase } from './helpers/database.ts';
import { listeningUrl, scaled, startFerry, type RunningProcess } from './helpers/process.ts';
import { startReceiver, type Receiver } from './helpers/receiver.ts';
import { multipart } from './helpers/upload.ts';

async function until(what: string, probe: () => Promise<boolean>, timeoutMs = scaled(60_000)): Promise<void> {
  const start = Date.now();
  while (!(await probe())) {
    if (Date.now() - start > timeoutMs) assert.fail(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const skip = !process.env.DATABASE_URL && 'needs PostgreSQL (DATABASE_URL): workers in several processes share it';
const SCALE = 21_600; // an expected day lasts 4 s
const WINDOW_MS = 86_400_000 / SCALE;

describe('late files: two worker processes racing on PostgreSQL', { skip }, () => {
  let db: { url: string; drop(): Promise<void> };
  let dataDir: string;
  let hooks: Receiver;
  let sink: Receiver;
  let smtp: SMTPServer;
  const inbox: ParsedMail[] = [];
  let api: RunningProcess;
  const workers: RunningProcess[] = [];
  let base: string;
  let env: Record<string, string>;

  before(async () => {
    db = await createPostgresDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'ferry-late-'));
    hooks = await startReceiver((_req, res) => void res.writeHead(204).end());
    sink = await startReceiver();
    smtp = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], onData: (stream, _s, cb) => void simpleParser(stream).then((m) => { inbox.push(m); cb(); }, cb) });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    env = {
      DATABASE_URL: db.url,
      FERRY_DATA_DIR: dataDir,
      FERRY_SECRET_KEY: randomBytes(32).toString('hex'),
      FERRY_NETWORK_ALLOW_LIST: '127.0.0.1',
      FERRY_SCHEDULER_INTERVAL_SECONDS: '1',
      FERRY_QUEUE_POLL_SECONDS: '1',
      FERRY_EXPECTATION_TIME_SCALE: String(SCALE),
      SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
      FERRY_BOOTSTRAP_LICENSE_KEY: 'late-test-license-key-0001',
      FERRY_BOOTSTRAP_OWNER_EMAIL: 'owner@late.example',
      FERRY_BOOTSTRAP_OWNER_PASSWORD: 'owner-password',
      LOG_LEVEL: 'warn',
    };
    api = startFerry(['start', '--role', 'api'], { ...env, PORT: '0' });
    base = `${await listeningUrl(api)}/dp/api/v1`;
    for (let i = 0; i < 300; i++) {
      try {
        if ((await fetch(`${base}/management/health`)).ok) break;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  });
  after(async () => {
    for (const p of [api, ...workers]) if (p?.child.exitCode === null) p.child.kill('SIGKILL');
    await Promise.all([api, ...workers].filter(Boolean).map((p) => p.exited));
    await hooks?.close();
    await sink?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    rmSync(dataDir, { recursive: true, force: true });
    await db?.drop();
  });

  it('alerts each window without a file once, whichever worker gets there first', async () => {
    const token = (await (await fetch(`${base}/access/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ license_key: env.FERRY_BOOTSTRAP_LICENSE_KEY, auth: { identifier: 'owner@late.example', type: 'USER' } }),
    })).json() as { access_token: string }).access_token;
    const call = async (method: string, path: string, body?: unknown) => {
      const r = await fetch(`${base}${path}`, { method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
      return { status: r.status, body: (await r.json()) as any };
    };
    assert.equal((await call('POST', '/webhook', { url: `${hooks.url}/hook`, events: ['pipeline.file_late'] })).status, 201);
    const tdm = (await call('POST', '/tdm', { name: 'Stock', columns: [{ key: 'sku', label: 'SKU', columnType: 'string' }] })).body.data.id;
    const input = (await call('POST', '/connector', { name: 'Uploads', type: 'INPUT', node_type: 'MANUAL', configuration: {} })).body.data.id;
    const output = (await call('POST', '/connector', { name: 'Sink', type: 'OUTPUT', node_type: 'HTTP', configuration: { url: `${sink.url}/in` } })).body.data.id;

    workers.push(startFerry(['start', '--role', 'worker'], { ...env, LOG_LEVEL: 'info' }), startFerry(['start', '--role', 'worker'], { ...env, LOG_LEVEL: 'info' }));
    await Promise.all(workers.map((w) => w.waitFor(/worker started/, scaled(60_000))));

    const created = await call('POST', '/pipeline', { name: 'Daily stock', configuration: { input_connectors: [input], output_connectors: [output], tdm, expectation: { every: 'DAILY', by: '06:00' } } });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const id = created.body.data.id as string;
    const events = () => hooks.requests.map((r) => JSON.parse(r.body.toString())).filter((m) => m.type === 'pipeline.file_late' && m.data.pipeline_id === id);
    const waitEvents = async (n: number) => {
      const deadline = Date.now() + scaled(60_000);
      while (events().length < n) {
        if (Date.now() > deadline) assert.fail(`only ${events().length} of ${n} alerts within the time allowed`);
        await new Promise((r) => setTimeout(r, 100));
      }
    };

    await waitEvents(2);
    const late = (await call('GET', `/pipeline/${id}`)).body.data;
    assert.ok(late.late_since, 'late');
    assert.ok(Date.parse(late.expected_next_by) > Date.parse(late.late_since), 'the next deadline is after the late window');
    // A file clears the badge at once (the API process records it).
    const upload = multipart([{ name: 'stock.csv', content: 'sku\nA-1\n', type: 'text/csv' }]);
    const r = await fetch(`${base}/connector/${input}/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}`, ...upload.headers }, body: new Uint8Array(upload.payload) });
    assert.equal(r.status, 201);
    assert.equal((await call('GET', `/pipeline/${id}`)).body.data.late_since, null, 'cleared by the next file');

    await waitEvents(4);
    // Stop the windows, then let both workers tick a few more times.
    assert.equal((await call('PUT', `/pipeline/${id}`, { active: false })).status, 200);
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      // Both workers tick every second: after three seconds each has seen the pause.
      await new Promise((r) => setTimeout(r, scaled(3 * 1000)));
      const rows = (await client.query('select window_end, cleared_at from pipeline_late_alerts where pipeline_id = $1 order by window_end', [id])).rows as Array<{ window_end: Date; cleared_at: Date | null }>;
      const deliveries = (await client.query(`select count(*)::int as n from webhook_deliveries where event = 'pipeline.file_late' and pipeline_id = $1`, [id])).rows[0].n as number;
      // The last webhook send and mail may still be under way. A delivery is DELIVERED only after the
      // receiver recorded it and answered, an alert's mailed_at set only after the SMTP peer parsed
      // the mail into the inbox and accepted it: once none is pending, both peers hold all they will get.
      await until('the last webhook send and mail', async () => {
        const pending = (await client.query(
          `select (select count(*)::int from webhook_deliveries where event = 'pipeline.file_late' and pipeline_id = $1 and status = 'PENDING')
                + (select count(*)::int from pipeline_late_alerts where pipeline_id = $1 and mailed_at is null and mail_given_up_at is null) as n`,
          [id],
        )).rows[0].n as number;
        return pending === 0;
      });
      const received = events();
      const ends = received.map((e) => e.data.window_end as string);
      assert.equal(new Set(ends).size, ends.length, `one event per window: ${ends.join(', ')}`);
      assert.equal(rows.length, received.length, 'one alert row per event');
      assert.equal(deliveries, rows.length, 'one delivery per alert');
      assert.deepEqual(rows.map((x) => x.window_end.toISOString()), [...ends].sort());
      for (let i = 1; i < rows.length; i++) {
        const gap = rows[i]!.window_end.getTime() - rows[i - 1]!.window_end.getTime();
        assert.equal(gap % WINDOW_MS, 0, 'windows are whole days apart');
      }
      assert.ok(rows.some((x) => x.cleared_at !== null), 'the file closed the alerts before it');
      const mails = inbox.filter((m) => m.subject === 'Late file: Daily stock');
      // Every alert is mailed, once, unless the upload came between its commit and its mail (then the mail is stopped).
      const mailState = (await client.query('select cleared_at, mailed_at, mail_given_up_at from pipeline_late_alerts where pipeline_id = $1', [id])).rows as Array<{ cleared_at: Date | null; mailed_at: Date | null; mail_given_up_at: Date | null }>;
      assert.equal(mailState.length, rows.length);
      const stopped = mailState.filter((x) => x.mailed_at === null);
      assert.ok(stopped.every((x) => x.cleared_at !== null && x.mail_given_up_at !== null), 'an alert not mailed was cleared before its mail, which was stopped');
      assert.ok(stopped.length <= 1, 'only the alert just before the upload can have been cleared before its mail');
      assert.equal(mails.length, rows.length - stopped.length, 'one mail per alert mailed');
      const byWorker = workers.map((w) => (w.stdout() + w.stderr()).split('\n').filter((l) => l.includes('pipeline.file_late') && l.includes(id)).length);
      assert.equal(byWorker[0]! + byWorker[1]!, rows.length, 'each alert raised by one worker');
      console.log(`late-file alerts: ${rows.length} windows, ${received.length} webhook events, ${mails.length} mails; raised by worker A ${byWorker[0]}, worker B ${byWorker[1]}`);
    } finally {
      await client.end();
    }
  });
});
