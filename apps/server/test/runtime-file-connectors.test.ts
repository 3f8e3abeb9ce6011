/**
 * File connectors through the REST API against real peers on loopback (sshd, vsftpd, s3rver,
 * Azurite, a GCS JSON API test server): files a customer drops are picked up one execution each (tags applied, unsupported
 * files left alone), outputs appear at the peer under their documented names, inputs are renamed
 * or deleted as configured, nothing is taken twice, a schedule picks up what arrives later, a
 * FAILED execution leaves its file in place, and a connection test says what it found.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { FILE_PEERS, type FilePeer } from './helpers/file-peers.ts';
import { uploadCsv } from './helpers/upload.ts';
import { systemPeersMissing } from '@ferry/connectors/testing/system-peers';

process.env.AWS_EC2_METADATA_DISABLED = 'true';

const HOUR = 3_600_000;
const csv = (rows: Array<[number, string, string]>) => `id,name,email\n${rows.map((r) => r.join(',')).join('\n')}\n`;

/** The peer's configuration with credentials it refuses (a wrong password, access key, account key or service account). */
function wrongCredentials(peer: FilePeer, config: Record<string, unknown>): Record<string, unknown> {
  return peer.nodeType === 'FTP' ? { ...config, password: 'Wrong-canary-5d1e' }
    : peer.nodeType === 'OBJSTORE' ? { ...config, objstore_access_key: 'WRONGKEY' }
    : peer.nodeType === 'CLOUDSTORE' ? { ...config, cloudproj_client_email: 'someone-else@ferry-project.iam.gserviceaccount.com' }
    : { ...config, blob_connection_string: String(config.blob_connection_string).replace(/AccountKey=[^;]+/, 'AccountKey=V3Jvbmcta2V5LWNhbmFyeQ==') };
}

for (const [kind, startPeer] of Object.entries(FILE_PEERS)) {
  describe(`file connector through the API: ${kind}`, { skip: kind === 'SFTP' || kind === 'FTP' ? systemPeersMissing() : false }, () => {
    let peer: FilePeer;
    let ctx: TestContext;
    let inputId: string;
    let outputId: string;
    let pipelineId: string;

    before(async () => {
      peer = await startPeer();
      ctx = await createTestContext('pglite', { runtime: true, env: { FERRY_NETWORK_ALLOW_LIST: '127.0.0.1' } });
      const tdm = (
        await ctx.request('POST', '/tdm', {
          body: {
            name: 'Contacts',
            columns: [
              { key: 'id', label: 'ID', columnType: 'int', validations: [{ validate: 'required' }] },
              { key: 'name', label: 'Name', columnType: 'string' },
              { key: 'email', label: 'Email', columnType: 'email' },
            ],
          },
        })
      ).body.data.id;
      const inputConfig = { ...peer.config('in'), advanced_config: { after_process_option: 'RENAME', new_name: '{name}.processed', inclusion_tag: ['contacts'], exclusion_tag: ['draft'] } };
      const input = await ctx.request('POST', '/connector', { body: { name: `${kind} drop`, type: 'INPUT', node_type: peer.nodeType, configuration: inputConfig, trigger_type: 'TIME_BASE' } });
      assert.equal(input.status, 201, JSON.stringify(input.body));
      inputId = input.body.data.id;
      const output = await ctx.request('POST', '/connector', {
        body: { name: `${kind} results`, type: 'OUTPUT', node_type: peer.nodeType, configuration: { ...peer.config('out'), file_name: 'contacts-{execution_id}', file_extension: 'csv' } },
      });
      assert.equal(output.status, 201, JSON.stringify(output.body));
      outputId = output.body.data.id;
      await peer.put('out', '.keep', '');
      const p = await ctx.request('POST', '/pipeline', { body: { name: `${kind} contacts`, configuration: { input_connectors: [inputId], output_connectors: [outputId], tdm, error_config: { error_threshold: 50 } } } });
      assert.equal(p.status, 201, JSON.stringify(p.body));
      pipelineId = p.body.data.id;
    });
    after(async () => {
      await ctx?.close();
      await peer?.stop();
    });

    it('tests the connection: signs in and counts the files it would pick up, without a secret in the answer', async () => {
      await peer.put('in', 'contacts-1.csv', csv([[1, 'Ada', 'ada@example.com'], [2, 'Grace', 'grace@example.com']]));
      await peer.put('in', 'contacts-2.csv', csv([[3, 'Edsger', 'edsger@example.com']]));
      await peer.put('in', 'contacts-draft.csv', csv([[9, 'Draft', 'draft@example.com']]));
      await peer.put('in', 'readme-notes.csv', csv([[8, 'Notes', 'notes@example.com']]));
      await peer.put('in', 'contacts-3.pdf', '%PDF-1.4');
      const t = await ctx.request('POST', `/connector/${inputId}/test`);
      assert.equal(t.status, 200, JSON.stringify(t.body));
      assert.equal(t.body.data.result, 'OK', t.body.data.message);
      assert.equal(t.body.data.matching_files, 2, t.body.data.message);
      for (const s of peer.secrets) assert.ok(!JSON.stringify(t.body).includes(s));
      const o = await ctx.request('POST', `/connector/${outputId}/test`);
      assert.equal(o.body.data.result, 'OK', o.body.data.message);
    });

    it('POST /execution creates one execution per new file; outputs appear under their names; inputs are renamed', async () => {
      const r = await ctx.request('POST', '/execution', { body: { pipeline_id: pipelineId } });
      assert.equal(r.status, 201, JSON.stringify(r.body));
      assert.equal(r.body.data.length, 2, JSON.stringify(r.body));
      assert.match(r.body.message, /2 new file/);
      const done = await Promise.all(r.body.data.map((e: { id: string }) => ctx.waitForExecution(e.id)));
      for (const e of done) assert.equal(e.status, 'SUCCESSFUL', JSON.stringify(e));
      const byName = new Map(done.map((e) => [e.input.file_name, e]));
      assert.deepEqual([...byName.keys()].sort(), ['contacts-1.csv', 'contacts-2.csv']);
      const first = byName.get('contacts-1.csv');
      assert.equal(first.input.source.after_process, 'RENAME');
      assert.match(first.input.source.renamed_to, /contacts-1\.csv\.processed$/);
      const out = await peer.get('out', `contacts-${first.id}.csv`);
      assert.ok(out, `output contacts-${first.id}.csv at the peer: ${(await peer.list('out')).join(', ')}`);
      const lines = out.toString('utf8').trim().split(/\r?\n/);
      assert.equal(lines.length, 3);
      assert.match(lines[1]!, /^1,Ada,ada@example\.com$/);
      assert.deepEqual(
        (await peer.list('in')).filter((n) => !n.startsWith('.')),
        ['contacts-1.csv.processed', 'contacts-2.csv.processed', 'contacts-3.pdf', 'contacts-draft.csv', 'readme-notes.csv'],
      );
      // No temporary file is left where a reader would see it.
      assert.deepEqual((await peer.list('out')).filter((n) => n.includes('.part')), []);
    });

    it('answers "nothing new" when every file was taken, without creating an execution', async () => {
      const r = await ctx.request('POST', '/execution', { body: { pipeline_id: pipelineId } });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.deepEqual(r.body.data, []);
      assert.match(r.body.message, /no file to process|nothing new/);
    });

    it('a schedule picks up a file that arrives later (TIME_BASE), and only that one', async () => {
      await peer.put('in', 'contacts-4.csv', csv([[4, 'Barbara', 'barbara@example.com']]));
      // The clock moves only for the ticks (tokens are checked against it too).
      const startsOn = new Date(Math.ceil((ctx.clock.now().getTime() + 60_000) / 1000) * 1000);
      const u = await ctx.request('PUT', `/pipeline/${pipelineId}`, { body: { configuration: { schedule_config: { frequency: 'HOURLY', interval: 1, starts_on: startsOn.toISOString() } } } });
      assert.equal(u.status, 200, JSON.stringify(u.body));
      ctx.clock.set(startsOn);
      assert.equal(await ctx.runtime!.tick(), 1);
      ctx.clock.set(new Date());
      const list = await ctx.request('GET', '/execution', { query: { filters: JSON.stringify({ pipeline: pipelineId }) } });
      const scheduled = list.body.data.find((e: { trigger_type: string }) => e.trigger_type === 'TIME_BASE');
      const done = await ctx.waitForExecution(scheduled.id);
      assert.equal(done.status, 'SUCCESSFUL', JSON.stringify(done));
      assert.equal(done.input.file_name, 'contacts-4.csv');
      assert.ok(await peer.get('out', `contacts-${done.id}.csv`));
      // The next instant finds nothing new: its execution ends SKIPPED with the reason.
      ctx.clock.set(new Date(startsOn.getTime() + HOUR));
      assert.equal(await ctx.runtime!.tick(), 1);
      ctx.clock.set(new Date());
      const again = (await ctx.request('GET', '/execution', { query: { filters: JSON.stringify({ pipeline: pipelineId }) } })).body.data.filter((e: { trigger_type: string }) => e.trigger_type === 'TIME_BASE');
      const next = again.find((e: { id: string }) => e.id !== done.id);
      const skipped = await ctx.waitForExecution(next.id);
      assert.equal(skipped.status, 'SKIPPED', JSON.stringify(skipped));
      assert.match(skipped.skip_reason, /nothing new/);
      await ctx.request('PUT', `/pipeline/${pipelineId}`, { body: { configuration: { schedule_config: null } } });
    });

    it('a FAILED execution leaves its input in place; DELETE removes a processed input', async () => {
      // Two rows without the required id and with bad e-mails: 4 of 6 cells wrong, past the 50% threshold.
      await peer.put('in', 'contacts-bad.csv', 'id,name,email\n,x,not-an-email\n,y,also-not\n');
      const r = await ctx.request('POST', '/execution', { body: { pipeline_id: pipelineId } });
      assert.equal(r.status, 201, JSON.stringify(r.body));
      const failed = await ctx.waitForExecution(r.body.data[0].id);
      assert.equal(failed.status, 'FAILED', JSON.stringify(failed));
      assert.ok((await peer.list('in')).includes('contacts-bad.csv'), 'the failed input stays');
      const u = await ctx.request('PUT', `/connector/${inputId}`, { body: { configuration: { advanced_config: { after_process_option: 'DELETE', inclusion_tag: ['contacts'], exclusion_tag: ['draft'] } } } });
      assert.equal(u.status, 200, JSON.stringify(u.body));
      await peer.put('in', 'contacts-5.csv', csv([[5, 'Frances', 'frances@example.com']]));
      const d = await ctx.request('POST', '/execution', { body: { pipeline_id: pipelineId } });
      assert.equal(d.body.data.length, 1, JSON.stringify(d.body));
      const done = await ctx.waitForExecution(d.body.data[0].id);
      assert.equal(done.status, 'SUCCESSFUL', JSON.stringify(done));
      assert.equal(done.input.source.after_process, 'DELETE');
      assert.ok(!(await peer.list('in')).includes('contacts-5.csv'), 'the processed input is deleted');
      assert.ok((await peer.list('in')).includes('contacts-bad.csv'));
    });

    it('a missing directory and a wrong password are precise test results; a refusing source is a 502 by hand and a FAILED scheduled execution', async () => {
      const missing = await ctx.request('POST', '/connector/test', { body: { type: 'INPUT', node_type: peer.nodeType, configuration: peer.config('no-such-directory') } });
      // Object stores have no directories: an empty prefix is an answer of 0 files.
      if (peer.nodeType === 'FTP') assert.equal(missing.body.data.result, 'DIRECTORY_MISSING', missing.body.data.message);
      else assert.deepEqual([missing.body.data.result, missing.body.data.matching_files], ['OK', 0]);
      const wrong = wrongCredentials(peer, peer.config('in'));
      const t = await ctx.request('POST', '/connector/test', { body: { type: 'INPUT', node_type: peer.nodeType, configuration: wrong } });
      assert.equal(t.body.data.result, 'AUTHENTICATION_FAILED', t.body.data.message);
      assert.ok(!JSON.stringify(t.body).includes('Wrong-canary-5d1e'));
      // A pipeline whose source refuses: a run by hand is a 502 naming the cause; a scheduled run FAILS.
      const bad = await ctx.request('POST', '/connector', { body: { name: `${kind} wrong`, type: 'INPUT', node_type: peer.nodeType, configuration: wrong } });
      assert.equal(bad.status, 201, JSON.stringify(bad.body));
      const tdm = (await ctx.request('GET', `/pipeline/${pipelineId}`)).body.data.configuration.tdm;
      const p = await ctx.request('POST', '/pipeline', { body: { name: `${kind} refused`, configuration: { input_connectors: [bad.body.data.id], output_connectors: [outputId], tdm } } });
      const run = await ctx.request('POST', '/execution', { body: { pipeline_id: p.body.data.id } });
      assert.equal(run.status, 502, JSON.stringify(run.body));
      assert.equal(run.body.code, 'SOURCE_FAILED');
      assert.match(run.body.message, /refused|authentication|access/i);
      assert.ok(!JSON.stringify(run.body).includes('Wrong-canary-5d1e'));
      const startsOn = new Date(Math.ceil((ctx.clock.now().getTime() + 60_000) / 1000) * 1000);
      await ctx.request('PUT', `/pipeline/${p.body.data.id}`, { body: { configuration: { schedule_config: { frequency: 'HOURLY', interval: 1, starts_on: startsOn.toISOString() } } } });
      ctx.clock.set(startsOn);
      assert.equal(await ctx.runtime!.tick(), 1);
      ctx.clock.set(new Date());
      const scheduled = (await ctx.request('GET', '/execution', { query: { filters: JSON.stringify({ pipeline: p.body.data.id }) } })).body.data[0];
      const failed = await ctx.waitForExecution(scheduled.id);
      assert.equal(failed.status, 'FAILED', JSON.stringify(failed));
      // Refused credentials are their own type, not a source that did not answer.
      assert.equal(failed.error.type, 'SOURCE_CREDENTIALS_REFUSED', JSON.stringify(failed.error));
      assert.match(failed.error.message, /refused|denied|invalid|authentication/i);
      assert.ok(!JSON.stringify(failed).includes('Wrong-canary-5d1e'));
    });

    it('an output connector whose credentials the destination refuses fails the execution DESTINATION_CREDENTIALS_REFUSED, writing nothing', async () => {
      const refused = await ctx.request('POST', '/connector', {
        body: { name: `${kind} refusing results`, type: 'OUTPUT', node_type: peer.nodeType, configuration: { ...wrongCredentials(peer, peer.config('refused-out')), file_name: 'contacts-{execution_id}', file_extension: 'csv' } },
      });
      assert.equal(refused.status, 201, JSON.stringify(refused.body));
      await peer.put('refused-out', '.keep', '');
      const tdm = (await ctx.request('GET', `/pipeline/${pipelineId}`)).body.data.configuration.tdm;
      const upload = await ctx.request('POST', '/connector', { body: { name: `${kind} upload`, type: 'INPUT', node_type: 'MANUAL' } });
      const p = await ctx.request('POST', '/pipeline', { body: { name: `${kind} refused output`, configuration: { input_connectors: [upload.body.data.id], output_connectors: [refused.body.data.id], tdm } } });
      assert.equal(p.status, 201, JSON.stringify(p.body));
      const failed = await ctx.waitForExecution(await uploadCsv(ctx, upload.body.data.id, 'contacts.csv', csv([[1, 'Ada', 'ada@example.com']])));
      assert.equal(failed.status, 'FAILED', JSON.stringify(failed));
      assert.equal(failed.error.type, 'DESTINATION_CREDENTIALS_REFUSED', JSON.stringify(failed.error));
      assert.match(failed.error.message, /refused|denied|invalid|authentication/i);
      assert.ok(!JSON.stringify(failed).includes('Wrong-canary-5d1e'));
      assert.deepEqual(await peer.list('refused-out'), ['.keep']);
    });
  });
}

describe('a large drop is worked off in slices (FERRY_FILES_PER_LISTING)', () => {
  it('takes at most that many files per run; the rest wait for the next', async () => {
    const peer = await FILE_PEERS.CLOUDSTORE!();
    const ctx = await createTestContext('pglite', { runtime: true, env: { FERRY_NETWORK_ALLOW_LIST: '127.0.0.1', FERRY_FILES_PER_LISTING: '2' } });
    try {
      for (let i = 1; i <= 5; i++) await peer.put('drop', `part-${i}.csv`, `id\n${i}\n`);
      const tdm = (await ctx.request('POST', '/tdm', { body: { name: 'Parts', columns: [{ key: 'id', label: 'ID', columnType: 'int' }] } })).body.data.id;
      const input = (await ctx.request('POST', '/connector', { body: { name: 'Drop', type: 'INPUT', node_type: peer.nodeType, configuration: peer.config('drop') } })).body.data.id;
      const output = (await ctx.request('POST', '/connector', { body: { name: 'Download', type: 'OUTPUT', node_type: 'MANUAL', configuration: {} } })).body.data.id;
      const pipeline = (await ctx.request('POST', '/pipeline', { body: { name: 'Parts', configuration: { input_connectors: [input], output_connectors: [output], tdm } } })).body.data.id;
      const sizes: number[] = [];
      const names = new Set<string>();
      for (;;) {
        const r = await ctx.request('POST', '/execution', { body: { pipeline_id: pipeline } });
        sizes.push(r.body.data.length);
        for (const e of r.body.data) names.add(e.input.file_name);
        if (r.body.data.length === 2) assert.match(r.body.message, /the others wait for the next run/);
        if (r.body.data.length === 0 || sizes.length > 5) break;
      }
      assert.deepEqual(sizes, [2, 2, 1, 0]);
      assert.equal(names.size, 5);
    } finally {
      await ctx.close();
      await peer.stop();
    }
  });
});
