/**
 * Execution webhooks through the REST API on PGlite and PostgreSQL: signed deliveries a receiver
 * verifies, retries after failures, the delivery log, the network guard, giving up after a day,
 * and tenancy (a sub-organization's webhook hears only its own executions; nobody sees another
 * tenant's webhooks).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { databaseKinds } from './helpers/database.ts';
import { startReceiver, type Receiver, type Received } from './helpers/receiver.ts';
import { uploadCsv } from './helpers/upload.ts';

/** Verifies a Standard Webhooks signature the way a receiver does. */
function verify(secret: string, req: Received): boolean {
  const id = String(req.headers['webhook-id']);
  const timestamp = String(req.headers['webhook-timestamp']);
  const expected = createHmac('sha256', Buffer.from(secret.slice('whsec_'.length), 'base64')).update(`${id}.${timestamp}.${req.body.toString('utf8')}`).digest();
  return String(req.headers['webhook-signature']).split(' ').some((s) => {
    const [version, sig] = s.split(',');
    const given = Buffer.from(sig ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}


async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs = 30_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() - start > timeoutMs) assert.fail(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

for (const kind of databaseKinds()) {
  describe(`execution webhooks (${kind})`, () => {
    let ctx: TestContext;
    let receiver: Receiver;
    let failures = 0;
    let subToken: string;
    const setup: Record<string, string> = {};

    before(async () => {
      receiver = await startReceiver((req, res) => {
        if (failures > 0) {
          failures--;
          return void res.writeHead(503).end('try later');
        }
        res.writeHead(204).end();
      });
      ctx = await createTestContext(kind, { runtime: true, env: { FERRY_NETWORK_ALLOW_LIST: '127.0.0.1', FERRY_WEBHOOK_RETRY_BASE_MS: '100', FERRY_QUEUE_POLL_SECONDS: '1' } });
      await ctx.request('POST', '/sub-organization', { body: { name: 'Acme', identifier: 'acme' } });
      subToken = await ctx.token('acme', 'SUB_ORG');
      const columns = [{ key: 'name', label: 'Name', columnType: 'string' }];
      for (const [who, token] of [['org', undefined], ['sub', subToken]] as const) {
        const tdm = (await ctx.request('POST', '/tdm', { token, body: { name: `T ${who}`, columns } })).body.data.id;
        const input = (await ctx.request('POST', '/connector', { token, body: { name: `In ${who}`, type: 'INPUT', node_type: 'MANUAL', configuration: {} } })).body.data.id;
        const output = (await ctx.request('POST', '/connector', { token, body: { name: `Out ${who}`, type: 'OUTPUT', node_type: 'MANUAL', configuration: {} } })).body.data.id;
        const p = await ctx.request('POST', '/pipeline', { token, body: { name: `P ${who}`, configuration: { input_connectors: [input], output_connectors: [output], tdm } } });
        assert.equal(p.status, 201, JSON.stringify(p.body));
        setup[`${who}Input`] = input;
      }
    });
    after(async () => {
      await ctx.close();
      await receiver.close();
    });

    it('signs each event; a receiver verifies it; started and succeeded arrive once each', async () => {
      const hook = await ctx.request('POST', '/webhook', { body: { url: `${receiver.url}/org`, events: ['execution.started', 'execution.succeeded', 'execution.failed'] } });
      assert.equal(hook.status, 201, JSON.stringify(hook.body));
      const secret: string = hook.body.data.secret;
      assert.match(secret, /^whsec_[A-Za-z0-9+/]{43}=$/);
      setup.orgHook = hook.body.data.id;
      setup.orgSecret = secret;
      assert.equal((await ctx.request('GET', `/webhook/${setup.orgHook}`)).body.data.secret, undefined, 'the secret is shown once');

      const id = await uploadCsv(ctx, setup.orgInput!, 'c.csv', 'Name\nAda\n');
      const events = await until('two events', async () => {
        const mine = receiver.requests.filter((r) => r.url === '/org' && JSON.parse(r.body.toString()).data.id === id);
        return mine.length >= 2 && mine;
      });
      const types = events.map((r) => JSON.parse(r.body.toString()).type);
      assert.deepEqual(types, ['execution.started', 'execution.succeeded']);
      for (const r of events) {
        assert.ok(verify(secret, r), 'a valid Standard Webhooks signature');
        assert.equal(r.headers['content-type'], 'application/json');
        assert.match(String(r.headers['webhook-id']), /^msg_/);
        assert.ok(Math.abs(Number(r.headers['webhook-timestamp']) - Date.now() / 1000) < 3600 * 48);
      }
      const succeeded = JSON.parse(events[1]!.body.toString());
      assert.equal(succeeded.data.status, 'SUCCESSFUL');
      assert.equal(succeeded.data.id, id);
      // A tampered body does not verify.
      assert.equal(verify(secret, { ...events[1]!, body: Buffer.from(events[1]!.body.toString().replace('SUCCESSFUL', 'FAILED')) }), false);
    });

    it('retries after the receiver failed twice, and the delivery log says so', async () => {
      failures = 2;
      const id = await uploadCsv(ctx, setup.orgInput!, 'c.csv', 'Name\nGrace\n');
      // Both events are retried on their own schedules: wait until both are delivered.
      const [started, log] = await until('the deliveries of execution.started and execution.succeeded', async () => {
        const r = await ctx.request('GET', `/webhook/${setup.orgHook}/deliveries?limit=100`);
        const of = (event: string) => r.body.data.find((x: any) => x.execution_id === id && x.event === event);
        const both = [of('execution.started'), of('execution.succeeded')];
        return both.every((d) => d?.status === 'DELIVERED') && both;
      });
      assert.equal(started.attempts + log.attempts, 4, 'two refused attempts, then one accepted for each event');
      assert.equal(log.last_status_code, 204);
      assert.equal(log.last_error, null);
      const sent = receiver.requests.filter((r) => JSON.parse(r.body.toString()).data?.id === id);
      assert.equal(new Set(sent.map((r) => r.headers['webhook-id'])).size, 2, 'each event keeps its webhook-id across attempts');
      assert.ok(sent.every((r) => verify(setup.orgSecret!, r)));
    });

    it('a sub-organization’s webhook hears only its own executions; tenants never see each other’s webhooks', async () => {
      const sub = await ctx.request('POST', '/webhook', { token: subToken, body: { url: `${receiver.url}/sub`, events: ['execution.succeeded'] } });
      assert.equal(sub.status, 201, JSON.stringify(sub.body));
      const orgExecution = await uploadCsv(ctx, setup.orgInput!, 'c.csv', 'Name\nAlan\n');
      const subExecution = await uploadCsv(ctx, setup.subInput!, 'c.csv', 'Name\nBarbara\n', subToken);
      await until('the org webhook hears both', async () => {
        const ids = receiver.requests.filter((r) => r.url === '/org').map((r) => JSON.parse(r.body.toString())).filter((b) => b.type === 'execution.succeeded').map((b) => b.data.id);
        return ids.includes(orgExecution) && ids.includes(subExecution);
      });
      await ctx.waitForExecution(subExecution);
      await until('the sub webhook hears its own', async () => receiver.requests.some((r) => r.url === '/sub' && JSON.parse(r.body.toString()).data.id === subExecution));
      // Deliveries are recorded with the execution's end, in its transaction: both executions have
      // ended, so the sub-organization's webhook has every delivery it will ever get for them.
      await ctx.waitForExecution(orgExecution);
      const subDeliveries = (await ctx.request('GET', `/webhook/${sub.body.data.id}/deliveries`, { token: subToken, query: { limit: '100' } })).body.data;
      assert.deepEqual([...new Set(subDeliveries.map((d: { execution_id: string }) => d.execution_id))], [subExecution], 'the organization’s execution is not told to the sub-organization');
      const subHeard = receiver.requests.filter((r) => r.url === '/sub').map((r) => JSON.parse(r.body.toString()).data.id);
      assert.ok(!subHeard.includes(orgExecution));

      assert.equal((await ctx.request('GET', `/webhook/${setup.orgHook}`, { token: subToken })).status, 404);
      assert.deepEqual((await ctx.request('GET', '/webhook', { token: subToken })).body.data.map((w: any) => w.id), [sub.body.data.id]);
      assert.equal((await ctx.request('GET', '/webhook')).body.data.length, 2, 'a user sees the organization’s and its sub-organizations’ webhooks');
      const other = await ctx.otherOrganization();
      assert.equal((await ctx.request('GET', `/webhook/${setup.orgHook}`, { token: other.ownerToken })).status, 404);
      assert.equal((await ctx.request('GET', `/webhook/${setup.orgHook}/deliveries`, { token: other.ownerToken })).status, 404);
      assert.equal((await ctx.request('DELETE', `/webhook/${setup.orgHook}`, { token: other.ownerToken })).status, 404);
    });

    it('rotates the secret and signs with the new one; an inactive webhook hears nothing', async () => {
      const rotated = await ctx.request('POST', `/webhook/${setup.orgHook}/secret`);
      assert.equal(rotated.status, 200);
      assert.notEqual(rotated.body.data.secret, setup.orgSecret);
      const id = await uploadCsv(ctx, setup.orgInput!, 'c.csv', 'Name\nHedy\n');
      const r = await until('a delivery signed with the new secret', async () => receiver.requests.find((x) => x.url === '/org' && JSON.parse(x.body.toString()).data.id === id && JSON.parse(x.body.toString()).type === 'execution.succeeded'));
      assert.ok(verify(rotated.body.data.secret, r));
      assert.ok(!verify(setup.orgSecret!, r));
      await ctx.request('PUT', `/webhook/${setup.orgHook}`, { body: { active: false } });
      const quiet = await uploadCsv(ctx, setup.orgInput!, 'c.csv', 'Name\nMary\n');
      await ctx.waitForExecution(quiet);
      // An ended execution's deliveries are recorded (in its transaction): none is for the inactive webhook.
      const deliveries = (await ctx.request('GET', `/webhook/${setup.orgHook}/deliveries`, { query: { limit: '100' } })).body.data;
      assert.ok(deliveries.some((d: { execution_id: string }) => d.execution_id === id), 'the list holds the active webhook’s deliveries');
      assert.ok(!deliveries.some((d: { execution_id: string }) => d.execution_id === quiet), 'nothing is recorded for an inactive webhook');
      assert.ok(!receiver.requests.some((x) => x.url === '/org' && JSON.parse(x.body.toString()).data.id === quiet));
    });
    it('refuses private addresses when saved, and gives up on a failing destination after 24 hours', async () => {
      // A literal private address is refused when saved (more in connectors.test.ts); names are
      // checked by the network guard at each delivery (packages/connectors network/guard.test.ts).
      const refused = await ctx.request('POST', '/webhook', { body: { url: 'http://10.1.2.3/hook', events: ['execution.succeeded'] } });
      assert.equal(refused.status, 400);
      assert.match(refused.body.message, /refused: 10\.1\.2\.3 is a private address/);
      // Nothing listens on the discard port: every attempt fails.
      const hook = await ctx.request('POST', '/webhook', { body: { url: 'http://127.0.0.1:9/hook', events: ['execution.succeeded'] } });
      assert.equal(hook.status, 201);
      const id = await uploadCsv(ctx, setup.orgInput!, 'c.csv', 'Name\nKatherine\n');
      const pending = await until('a refused attempt', async () => {
        const d = (await ctx.request('GET', `/webhook/${hook.body.data.id}/deliveries`)).body.data.find((x: any) => x.execution_id === id);
        return d?.attempts >= 1 && d.last_error && d;
      });
      assert.equal(pending.status, 'PENDING');
      assert.match(pending.last_error, /refused/i);
      ctx.clock.advance(25 * 60 * 60 * 1000);
      const fresh = await ctx.token(ctx.org.owner.email); // the day ended the earlier token too
      const failed = await until('FAILED after a day', async () => {
        const d = (await ctx.request('GET', `/webhook/${hook.body.data.id}/deliveries`, { token: fresh })).body.data.find((x: any) => x.execution_id === id);
        return d?.status === 'FAILED' && d;
      });
      assert.equal(failed.next_attempt_at, null);
      const bad = await ctx.request('POST', '/webhook', { token: fresh, body: { url: 'ftp://example.com/x', events: ['execution.failed'] } });
      assert.equal(bad.status, 400);
      const noEvents = await ctx.request('POST', '/webhook', { token: fresh, body: { url: 'https://example.com/x', events: [] } });
      assert.equal(noEvents.status, 400);
    });

  });
}
