/**
 * Stored files go when what owns them goes (docs/storage.md "Deletion", "Retention", "Samples"),
 * on both stores — a directory and an S3-compatible bucket (s3rver on loopback) — and on PGlite
 * and PostgreSQL, through real uploads, pushes and mails:
 * - deleting a pipeline with its executions removes every file they owned: their folders and the
 *   uploaded, pushed and mailed files they read (the mailed message too), but not a file another
 *   pipeline's execution still reads;
 * - the retention setting (organization-wide, a pipeline's override) removes the files of
 *   executions older than N days and keeps their records, which say so; reading a removed file
 *   answers 410 FILES_REMOVED; an input another kept execution reads stays until that one goes;
 * - pipeline samples expire and the storage sweep removes them.
 * Each check lists the whole organization's folder, so a file left anywhere fails it.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import nodemailer from 'nodemailer';
import { eq } from 'drizzle-orm';
import { startS3TestServer, type S3TestServer } from '@ferry/connectors/testing/s3-test-server';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { databaseKinds } from './helpers/database.ts';
import { realFile } from './helpers/real-files.ts';
import { multipart, upload } from './helpers/upload.ts';
import { startInboundSmtp, type InboundSmtp } from '../src/mail/inbound.ts';
import { executions } from '../src/db/schema.ts';
import { executionArtifactKeys, organizationPrefix } from '../src/storage/layout.ts';

process.env.AWS_EC2_METADATA_DISABLED = 'true';

const DAY = 86_400_000;
const DOMAIN = 'files.example.test';
const weather = () => readFile(realFile('vega-datasets', 'data/seattle-weather.csv'));

let s3: S3TestServer;
before(async () => {
  s3 = await startS3TestServer(['artifacts']);
});
after(async () => {
  await s3?.stop();
});

for (const kind of databaseKinds()) {
  for (const store of ['fs', 's3'] as const) {
    describe(`stored files go with what owns them (${store} storage, ${kind})`, () => {
      let ctx: TestContext;
      let inbound: InboundSmtp;
      let org: string;
      let tdm: string;
      let output: string;

      before(async () => {
        ctx = await createTestContext(kind, {
          runtime: true,
          ...(store === 's3' ? { storageUrl: s3.url('artifacts', `lifecycle-${kind}-${process.pid}`) } : {}),
          env: { INBOUND_SMTP_PORT: '0', INBOUND_SMTP_HOST: '127.0.0.1', INBOUND_EMAIL_DOMAIN: DOMAIN, INBOUND_EMAIL_SENDER_CHECK: 'envelope' },
        });
        org = ctx.org.organization.id;
        tdm = (await ctx.request('POST', '/tdm', {
          body: {
            name: 'Weather',
            columns: [
              { key: 'date', label: 'Date', columnType: 'date' },
              { key: 'precipitation', label: 'Precipitation', columnType: 'float' },
              { key: 'temp_max', label: 'Max temperature', columnType: 'float' },
              { key: 'temp_min', label: 'Min temperature', columnType: 'float' },
              { key: 'wind', label: 'Wind', columnType: 'float' },
              { key: 'weather', label: 'Weather', columnType: 'string' },
            ],
          },
        })).body.data.id;
        output = await connector({ name: 'Download', type: 'OUTPUT', node_type: 'MANUAL', configuration: {} });
        inbound = await startInboundSmtp({ config: ctx.config as never, database: ctx.database, storage: ctx.storage!, clock: ctx.clock, dispatcher: ctx.runtime!.dispatcher, log: ctx.app.log as never });
      });
      after(async () => {
        await inbound?.close();
        await ctx?.close();
      });

      async function connector(body: Record<string, unknown>): Promise<string> {
        const r = await ctx.request('POST', '/connector', { body });
        assert.equal(r.status, 201, JSON.stringify(r.body));
        return r.body.data.id;
      }
      async function pipeline(name: string, input: string, extra: Record<string, unknown> = {}): Promise<string> {
        const r = await ctx.request('POST', '/pipeline', { body: { name, configuration: { input_connectors: [input], output_connectors: [output], tdm }, ...extra } });
        assert.equal(r.status, 201, JSON.stringify(r.body));
        return r.body.data.id;
      }
      /** Uploads the weather file; answers the executions it started, ended. */
      async function uploadWeather(input: string): Promise<Array<{ id: string; pipeline_id: string; status: string }>> {
        const r = await upload(ctx, input, [{ name: 'seattle weather.csv', content: await weather(), type: 'text/csv' }]);
        assert.equal(r.status, 201, JSON.stringify(r.body));
        return Promise.all(r.body.data.map((e: { id: string }) => ctx.waitForExecution(e.id)));
      }
      async function rerun(id: string) {
        const r = await ctx.request('POST', `/execution/${id}/rerun`);
        assert.equal(r.status, 201, JSON.stringify(r.body));
        return ctx.waitForExecution(r.body.data.id);
      }
      /** Every key the organization has stored. */
      async function stored(): Promise<string[]> {
        const keys: string[] = [];
        for await (const key of ctx.storage!.list(organizationPrefix(org))) keys.push(key);
        return keys.sort();
      }
      const under = (keys: string[], folder: string) => keys.filter((k) => k.startsWith(`${folder}/`));
      const executionFolder = (id: string) => executionArtifactKeys(org, id).prefix;
      const inputOf = async (id: string) => (await ctx.database.db.select({ artifacts: executions.artifacts }).from(executions).where(eq(executions.id, id)))[0]!.artifacts!.input!;
      const folderOf = (key: string) => key.split('/').slice(0, 4).join('/');
      /** Moves the clock; the owner's token would have expired meanwhile, so it takes a new one. */
      async function advance(ms: number) {
        ctx.clock.advance(ms);
        ctx.ownerToken = await ctx.token(ctx.org.owner.identifier);
      }

      it('deleting a pipeline with its executions removes their files, the uploaded, pushed and mailed ones too, and keeps a file another pipeline still reads', async () => {
        const uploads = await connector({ name: 'Uploads', type: 'INPUT', node_type: 'MANUAL', configuration: {} });
        const pushCreated = await ctx.request('POST', '/connector', { body: { name: 'Pushes', type: 'INPUT', node_type: 'HTTP', configuration: { type: 'REACTIVE' } } });
        const push = pushCreated.body.data.id as string;
        const mail = await connector({ name: 'Mailed', type: 'INPUT', node_type: 'EMAIL', configuration: {}, trigger_type: 'EVENT_BASE' });
        const a = await pipeline('A', uploads);
        const b = await pipeline('B', uploads);
        const pushed = await pipeline('Pushed', push);
        const mailed = await pipeline('Mailed', mail);

        // One upload feeds A and B; A's execution is rerun (the rerun reads the same upload).
        const fromUpload = await uploadWeather(uploads);
        assert.equal(fromUpload.length, 2);
        assert.ok(fromUpload.every((e) => e.status === 'SUCCESSFUL'), JSON.stringify(fromUpload));
        const exA = fromUpload.find((e) => e.pipeline_id === a)!;
        const exB = fromUpload.find((e) => e.pipeline_id === b)!;
        const exA2 = await rerun(exA.id);
        const uploadFolder = folderOf(await inputOf(exA.id));
        assert.match(uploadFolder, new RegExp(`^orgs/${org}/uploads/`));
        assert.equal(await inputOf(exA2.id), await inputOf(exA.id), 'the rerun reads the uploaded file');

        const pushAnswer = await ctx.request('POST', `/connector/${push}/data`, { token: null, payload: await weather(), headers: { 'x-ferry-connector-secret': pushCreated.body.data.inbound_secret, 'x-file-name': 'pushed.csv', 'content-type': 'text/csv' } });
        assert.equal(pushAnswer.status, 201, JSON.stringify(pushAnswer.body));
        const exPushed = await ctx.waitForExecution(pushAnswer.body.data[0].id);

        const address = (await ctx.request('GET', `/connector/${mail}`)).body.data.inbound_address;
        await nodemailer.createTransport({ host: '127.0.0.1', port: inbound.port, secure: false, ignoreTLS: true })
          .sendMail({ from: 'owner@a.example', to: address, subject: 'Weather', text: 'attached', attachments: [{ filename: 'mailed.csv', content: await weather() }] });
        const mailedList = (await ctx.request('GET', '/execution', { query: { filters: JSON.stringify({ pipeline: mailed }) } })).body.data;
        assert.equal(mailedList.length, 1);
        const exMailed = await ctx.waitForExecution(mailedList[0].id);
        const mailFolder = folderOf(await inputOf(exMailed.id));
        assert.match(mailFolder, new RegExp(`^orgs/${org}/inbound-mail/`));
        const pushFolder = folderOf(await inputOf(exPushed.id));

        let keys = await stored();
        for (const e of [exA, exB, exA2, exPushed, exMailed]) {
          assert.ok(under(keys, executionFolder(e.id)).some((k) => k.endsWith('/report.json')), `${e.id} has its files: ${keys.join('\n')}`);
        }
        assert.ok(under(keys, mailFolder).some((k) => k.endsWith('/message.eml')), 'the mailed message is kept with its attachment');

        // Pipeline A goes with its executions: their folders go; the upload stays, B still reads it.
        assert.equal((await ctx.request('DELETE', `/pipeline/${a}`, { query: { delete_executions: 'true' } })).status, 200);
        keys = await stored();
        assert.deepEqual(under(keys, executionFolder(exA.id)), []);
        assert.deepEqual(under(keys, executionFolder(exA2.id)), []);
        assert.ok(under(keys, uploadFolder).length === 1, 'pipeline B still reads the upload');
        assert.equal((await ctx.request('GET', `/execution/${exB.id}/output`)).status, 200);
        const rerunB = await rerun(exB.id);
        assert.equal(rerunB.status, 'SUCCESSFUL', 'B reruns from the upload');

        // The last readers go: nothing of the organization is left in storage.
        for (const p of [b, pushed, mailed]) assert.equal((await ctx.request('DELETE', `/pipeline/${p}`, { query: { delete_executions: 'true' } })).status, 200);
        assert.deepEqual(await stored(), [], 'every file of the deleted pipelines is gone');
        for (const folder of [uploadFolder, pushFolder, mailFolder]) assert.deepEqual(under(await stored(), folder), []);
        if (store === 'fs') {
          const root = ctx.storage!.describe().replace(/^fs /, '');
          assert.deepEqual(await readdir(root).catch(() => []), [], 'no empty folder is left on disk either');
        }
      });

      it('retention removes the files of executions older than N days, keeps their records and answers 410 for their files', async () => {
        const uploads = await connector({ name: 'Daily uploads', type: 'INPUT', node_type: 'MANUAL', configuration: {} });
        const short = await pipeline('Thirty days (organization)', uploads);
        const long = await pipeline('A year (override)', uploads, { retention_days: 365 });
        assert.equal((await ctx.request('GET', `/pipeline/${long}`)).body.data.retention_days, 365);
        assert.equal((await ctx.request('GET', `/pipeline/${short}`)).body.data.retention_days, null);
        const [first, second] = await uploadWeather(uploads);
        const exShort = [first, second].find((e) => e!.pipeline_id === short)!;
        const exLong = [first, second].find((e) => e!.pipeline_id === long)!;
        const uploadFolder = folderOf(await inputOf(exShort.id));

        // Without a retention setting nothing goes, however old.
        await advance(40 * DAY);
        assert.equal((await ctx.runtime!.sweepStorage()).executions, 0);
        assert.ok(under(await stored(), executionFolder(exShort.id)).length > 0);

        const set = await ctx.request('PUT', '/organization', { body: { retention_days: 30 } });
        assert.equal(set.status, 200, JSON.stringify(set.body));
        assert.equal(set.body.data.retention_days, 30);
        assert.equal((await ctx.request('GET', '/organization')).body.data.retention_days, 30);
        // A rerun made now reads the same upload and is young.
        const young = await rerun(exShort.id);
        const swept = await ctx.runtime!.sweepStorage();
        assert.equal(swept.executions, 1, JSON.stringify(swept));

        let keys = await stored();
        assert.deepEqual(under(keys, executionFolder(exShort.id)), [], 'past 30 days: its files are gone');
        assert.ok(under(keys, executionFolder(exLong.id)).length > 0, 'the pipeline keeps a year');
        assert.ok(under(keys, executionFolder(young.id)).length > 0, 'the rerun is young');
        assert.equal(under(keys, uploadFolder).length, 1, 'the upload stays while kept executions read it');

        const record = (await ctx.request('GET', `/execution/${exShort.id}`)).body.data;
        assert.equal(record.status, 'SUCCESSFUL', 'the record stays as it was');
        assert.equal(record.stats.output_rows, 1461);
        assert.ok(record.files_removed_at, 'and says its files are gone');
        assert.equal((await ctx.request('GET', `/execution/${exLong.id}`)).body.data.files_removed_at, null);
        for (const [method, path] of [['GET', 'output'], ['GET', 'report'], ['GET', 'errors'], ['GET', 'rows'], ['POST', 'rerun']] as const) {
          const r = await ctx.request(method, `/execution/${exShort.id}/${path}`);
          assert.equal(r.status, 410, `${method} ${path}: ${JSON.stringify(r.body)}`);
          assert.equal(r.body.code, 'FILES_REMOVED');
          assert.match(r.body.message, /were removed on .* under the retention setting/);
        }
        assert.equal((await ctx.request('GET', `/execution/${young.id}/output`)).status, 200);

        // The pipeline's override is lowered: its execution goes too; the upload still stays for the rerun.
        assert.equal((await ctx.request('PUT', `/pipeline/${long}`, { body: { retention_days: 10 } })).body.data.retention_days, 10);
        assert.equal((await ctx.runtime!.sweepStorage()).executions, 1);
        keys = await stored();
        assert.deepEqual(under(keys, executionFolder(exLong.id)), []);
        assert.equal(under(keys, uploadFolder).length, 1);

        // The rerun ages past 30 days: the last reader of the upload goes, and the upload with it.
        await advance(31 * DAY);
        assert.equal((await ctx.runtime!.sweepStorage()).executions, 1);
        assert.deepEqual(await stored(), []);
        assert.equal((await ctx.runtime!.sweepStorage()).executions, 0, 'a second sweep finds nothing');
        const listed = (await ctx.request('GET', '/execution', { query: { filters: JSON.stringify({ pipeline: short }) } })).body.data;
        assert.equal(listed.length, 2, 'the records stay');
        assert.ok(listed.every((e: { files_removed_at: string | null }) => e.files_removed_at));

        // A removal cut short (files marked removed, artifacts still listed) is finished by a later sweep.
        const fresh = (await uploadWeather(uploads)).find((e) => e.pipeline_id === short)!;
        const before = await stored();
        assert.ok(under(before, executionFolder(fresh.id)).length > 0);
        await ctx.database.db.update(executions).set({ filesRemovedAt: new Date(ctx.clock.now().getTime() - 3_600_000) }).where(eq(executions.id, fresh.id));
        await ctx.runtime!.sweepStorage();
        assert.deepEqual(under(await stored(), executionFolder(fresh.id)), []);
        const [row] = await ctx.database.db.select({ artifacts: executions.artifacts }).from(executions).where(eq(executions.id, fresh.id));
        assert.equal(row!.artifacts, null);
        await ctx.request('PUT', '/organization', { body: { retention_days: null } });
        for (const p of [short, long]) await ctx.request('DELETE', `/pipeline/${p}`, { query: { delete_executions: 'true' } });
        assert.deepEqual(await stored(), []);
      });

      it('refuses a retention out of range, and lets only owners set the organization’s', async () => {
        for (const bad of [0, -1, 36_501, 1.5, '30']) {
          const r = await ctx.request('PUT', '/organization', { body: { retention_days: bad } });
          assert.equal(r.status, 400, `${bad}: ${JSON.stringify(r.body)}`);
        }
        const uploads = await connector({ name: 'Refusals', type: 'INPUT', node_type: 'MANUAL', configuration: {} });
        assert.equal((await ctx.request('POST', '/pipeline', { body: { name: 'x', configuration: { input_connectors: [uploads] }, retention_days: 0 } })).status, 400);
        const member = await ctx.request('POST', '/user', { body: { email: 'member@a.example', password: 'member-password-1' } });
        assert.equal(member.status, 201, JSON.stringify(member.body));
        const memberToken = await ctx.token('member@a.example');
        const refused = await ctx.request('PUT', '/organization', { token: memberToken, body: { retention_days: 1 } });
        assert.equal(refused.status, 403);
        assert.equal((await ctx.request('GET', '/organization')).body.data.retention_days, null);
      });

      it('removes pipeline samples once they expire (24 hours)', async () => {
        const sample = async (name: string) => {
          const r = await ctx.request('POST', '/pipeline/sample', multipart([{ name, content: await weather(), type: 'text/csv' }]));
          assert.equal(r.status, 201, JSON.stringify(r.body));
          return r.body.data.sample_id as string;
        };
        const old = await sample('old.csv');
        await advance(25 * 3_600_000);
        const swept = await ctx.runtime!.sweepStorage();
        assert.equal(swept.samples, 1, JSON.stringify(swept));
        assert.deepEqual((await stored()).filter((k) => k.includes(old)), [], 'the expired sample and its folder are gone');
        const expired = await ctx.request('POST', '/pipeline/preview', { body: { sample_id: old, tdm } });
        assert.equal(expired.status, 404, JSON.stringify(expired.body));
        // Samples are dated by the storage's clock: back to it, a sample stored now is fresh.
        ctx.clock.set(new Date());
        ctx.ownerToken = await ctx.token(ctx.org.owner.identifier);
        const fresh = await sample('fresh.csv');
        assert.equal((await ctx.runtime!.sweepStorage()).samples, 0);
        assert.equal((await stored()).filter((k) => k.includes(fresh)).length, 1, 'a fresh sample stays');
        assert.equal((await ctx.request('POST', '/pipeline/preview', { body: { sample_id: fresh, tdm } })).status, 200);
        await advance(25 * 3_600_000);
        assert.equal((await ctx.runtime!.sweepStorage()).samples, 1);
        assert.deepEqual(await stored(), []);
      });
    });
  }
}
