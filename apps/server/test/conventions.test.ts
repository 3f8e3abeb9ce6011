/**
 * API conventions (DESIGN.md §4) that every route shares: error bodies, bad input, lenient input,
 * list parameters, trailing slashes, request ids, OpenAPI document, health, log redaction.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { deref } from './helpers/openapi.ts';
import { serializeError } from '../src/logger.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { databaseKinds } from './helpers/database.ts';
import { users } from '../src/db/schema.ts';
import { createOrganization } from '../src/domain/organizations/service.ts';

for (const kind of databaseKinds()) {
  describe(`API conventions (${kind})`, () => {
    let ctx: TestContext;
    before(async () => {
      ctx = await createTestContext(kind);
    });
    after(() => ctx.close());

    it('answers malformed JSON with 400 INVALID_JSON and the error body shape', async () => {
      const r = await ctx.request('POST', '/sub-organization', { payload: '{"name": "x",', headers: { 'content-type': 'application/json', 'x-request-id': 'req-123' } });
      assert.equal(r.status, 400);
      assert.equal(r.body.code, 'INVALID_JSON');
      assert.equal(r.body.request_id, 'req-123');
      assert.equal(r.headers['x-request-id'], 'req-123');
      assert.deepEqual(Object.keys(r.body).sort(), ['code', 'message', 'request_id']);
    });

    it('refuses prototype-poisoning bodies', async () => {
      const r = await ctx.request('POST', '/sub-organization', { payload: '{"name":"x","identifier":"p","__proto__":{"admin":true}}', headers: { 'content-type': 'application/json' } });
      assert.equal(r.status, 400);
      assert.equal(({} as Record<string, unknown>).admin, undefined);
    });

    it('answers oversize bodies with 413', async () => {
      const big = JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), identifier: 'big' });
      const r = await ctx.request('POST', '/sub-organization', { payload: big, headers: { 'content-type': 'application/json' } });
      assert.equal(r.status, 413);
      assert.equal(r.body.code, 'PAYLOAD_TOO_LARGE');
    });

    it('answers an unsupported content type with 415', async () => {
      const r = await ctx.request('POST', '/sub-organization', { payload: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      assert.equal(r.status, 415);
    });

    it('names the field for wrong types, unknown enum values and unknown fields', async () => {
      const cases: Array<[string, object, RegExp]> = [
        ['/sub-organization', { name: 42, identifier: 'a' }, /^body\.name must be a string/],
        ['/sub-organization', { name: 'n', identifier: 'a', email: 'x@y.example' }, /^body\.email must be an array/],
        ['/sub-organization', { name: 'n', identifier: 'a', permissions: { pipeline: { read: 'yes' } } }, /^body\.permissions\.pipeline\.read must be a boolean/],
        ['/sub-organization', { name: 'n', identifier: 'a', permissions: { pipelines: {} } }, /^body\.permissions\.pipelines is not a known field/],
        ['/sub-organization', { name: 'n', identifier: 'a', colour: 'red' }, /^body\.colour is not a known field/],
        ['/user', { email: 'a@b.example', password: 'longenough', role: 'owner' }, /^body\.role must be one of "MEMBER", "OWNER"/],
      ];
      for (const [path, body, message] of cases) {
        const r = await ctx.request('POST', path, { body });
        assert.equal(r.status, 400, `${JSON.stringify(body)} → ${r.status}`);
        assert.match(r.body.message, message);
        assert.ok(Array.isArray(r.body.details) && r.body.details[0].field, 'details name the field');
      }
    });

    it('refuses NUL characters in bodies and query parameters, naming where (they were a 500)', async () => {
      const body = await ctx.request('POST', '/tdm', { body: { name: 'T', columns: [{ key: 'a\u0000', label: 'A', columnType: 'string' }] } });
      assert.equal(body.status, 400);
      assert.equal(body.body.code, 'VALIDATION_FAILED');
      assert.equal(body.body.details[0].field, 'columns[0].key');
      assert.match(body.body.message, /^body\.columns\[0\]\.key contains a NUL character/);
      const key = await ctx.request('POST', '/sub-organization', { body: JSON.parse('{"name":"x","identifier":"y","\\u0000":1}') });
      assert.equal(key.status, 400);
      assert.equal(key.body.code, 'VALIDATION_FAILED');
      const query = await ctx.request('GET', '/sub-organization', { query: { 'filters[name]': 'a\u0000' } });
      assert.equal(query.status, 400);
      assert.match(query.body.message, /filters\[name\]/);
      // Unpaired surrogates are not valid Unicode: refused like NULs, never stored altered.
      const surrogate = await ctx.request('POST', '/sub-organization', { body: { name: 'lone \ud800', identifier: 'lone-surrogate' } });
      assert.equal(surrogate.status, 400);
      assert.match(surrogate.body.message, /^body\.name contains an unpaired surrogate \(U\+D800\)/);
      // Security probe: both answered 500 (the database refused the value).
      const tdmKey = await ctx.request('POST', '/tdm', { body: { name: 'T', columns: [{ key: 'k\udfff', label: 'K', columnType: 'string' }] } });
      assert.equal(tdmKey.status, 400);
      assert.equal(tdmKey.body.details[0].field, 'columns[0].key');
      const filters = await ctx.request('GET', '/connector', { query: { filters: '{"name":"a\\u0000"}' } });
      assert.equal(filters.status, 400, JSON.stringify(filters.body));
      assert.match(filters.body.message, /^query\.filters\.name contains a NUL character/);
      const sort = await ctx.request('GET', '/connector', { query: { sort: '{"\\udc00":"asc"}' } });
      assert.equal(sort.status, 400);
      assert.ok(!ctx.logs.some((l) => l.includes('"level":50')), 'no error was logged');
    });

    it('compresses answers the client accepts compressed, and logs one line per request without its body', async () => {
      for (let i = 0; i < 30; i++) await ctx.request('POST', '/sub-organization', { body: { name: `Compressed ${i}`, identifier: `compressed-${i}` } });
      const before = ctx.logs.length;
      const plain = await ctx.app.inject({ method: 'GET', url: '/dp/api/v1/sub-organization?limit=100', headers: { authorization: `Bearer ${ctx.ownerToken}` } });
      const gzip = await ctx.app.inject({ method: 'GET', url: '/dp/api/v1/sub-organization?limit=100', headers: { authorization: `Bearer ${ctx.ownerToken}`, 'accept-encoding': 'gzip' } });
      assert.equal(gzip.headers['content-encoding'], 'gzip');
      assert.ok(gzip.rawPayload.length < plain.rawPayload.length / 2, `${gzip.rawPayload.length} vs ${plain.rawPayload.length}`);
      const { gunzipSync } = await import('node:zlib');
      assert.deepEqual(JSON.parse(gunzipSync(gzip.rawPayload).toString()), JSON.parse(plain.body));
      const lines = ctx.logs.slice(before).map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.url === '/dp/api/v1/sub-organization?limit=100');
      assert.equal(lines.length, 2, 'one line per request');
      assert.deepEqual(lines.map((l) => l.request_id), [plain.headers['x-request-id'], gzip.headers['x-request-id']], 'each line names its request');
      assert.deepEqual(Object.keys(lines[0]!).filter((k) => ['method', 'url', 'route', 'status', 'ms'].includes(k)).sort(), ['method', 'ms', 'route', 'status', 'url']);
      assert.ok(!ctx.logs.slice(before).some((l) => l.includes('Compressed 1')), 'no bodies in the logs');
    });

    it('logs an unexpected database error without its SQL parameters', () => {
      const dbError = Object.assign(new Error('Failed query: select * from "connectors" where "name" = $1\nparams: customer-secret-value'), {
        query: 'select * from "connectors" where "name" = $1',
        params: ['customer-secret-value'],
        cause: Object.assign(new Error('invalid byte sequence'), { code: '22021' }),
      });
      const logged = JSON.stringify(serializeError(dbError));
      assert.ok(!logged.includes('customer-secret-value'), logged);
      assert.match(logged, /Failed query: select \* from \\"connectors\\"/);
      assert.match(logged, /22021/);
    });

    it('accepts lenient input (0/1, "true"/"false") and returns the documented types', async () => {
      const r = await ctx.request('POST', '/sub-organization', {
        body: { name: 'Lenient', identifier: 'lenient', permissions: { pipeline: { create: 1, read: 'true', write: '0', delete: false } } },
      });
      assert.equal(r.status, 201, JSON.stringify(r.body));
      assert.deepEqual(r.body.data.permissions.pipeline, { create: true, read: true, write: false, delete: false });
    });

    it('accepts a GET response sent back as a PUT body (read-only fields are ignored)', async () => {
      const s = (await ctx.request('POST', '/sub-organization', { body: { name: 'Round', identifier: 'round' } })).body.data;
      const r = await ctx.request('PUT', `/sub-organization/${s.id}`, { body: { ...s, name: 'Round trip', created_at: 'garbage', id: 'other' } });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.equal(r.body.data.id, s.id);
      assert.equal(r.body.data.created_at, s.created_at);
    });

    it('validates list parameters and names the field', async () => {
      const cases: Array<[Record<string, string>, RegExp]> = [
        [{ limit: '1000' }, /query\.limit must be <= 100/],
        [{ limit: 'ten' }, /limit/],
        [{ offset: '-1' }, /offset/],
        [{ sort: '{"password":"asc"}' }, /cannot sort by password/],
        [{ sort: '{"name":"sideways"}' }, /asc.*desc/],
        [{ sort: 'name' }, /sort must be a JSON object/],
        [{ filters: '{"secret":"x"}' }, /cannot filter by secret/],
        [{ 'filters[secret]': 'x' }, /cannot filter by secret/],
        [{ colour: 'red' }, /unknown query parameter colour/],
        // Inherited names are not fields (found by api-fuzz.test.ts: they were a 500).
        [{ filters: '{"__proto__":0}' }, /cannot filter by __proto__/],
        [{ 'filters[constructor]': 'x' }, /cannot filter by constructor/],
        [{ sort: '{"toString":"asc"}' }, /cannot sort by toString/],
        [{ 'sort[__proto__]': 'asc' }, /cannot sort by __proto__/],
      ];
      for (const [query, message] of cases) {
        const r = await ctx.request('GET', '/sub-organization', { query });
        assert.equal(r.status, 400, JSON.stringify(query));
        assert.match(r.body.message, message);
      }
    });

    it('filters with the JSON and the bracket form alike', async () => {
      await ctx.request('POST', '/sub-organization', { body: { name: 'Filter Target', identifier: 'filter-target' } });
      const json = await ctx.request('GET', '/sub-organization', { query: { filters: '{"identifier":"filter-target"}' } });
      const bracket = await ctx.request('GET', '/sub-organization', { query: { 'filters[identifier]': 'filter-target' } });
      assert.equal(json.body.data.length, 1);
      assert.deepEqual(json.body.data, bracket.body.data);
      const contains = await ctx.request('GET', '/sub-organization', { query: { filters: '{"name":"target"}' } });
      assert.equal(contains.body.data[0].identifier, 'filter-target');
    });

    it('answers with and without a trailing slash, and 404 ROUTE_NOT_FOUND elsewhere', async () => {
      assert.equal((await ctx.request('GET', '/user/')).status, 200);
      assert.equal((await ctx.request('GET', '/user')).status, 200);
      const r = await ctx.request('GET', '/nothing-here');
      assert.equal(r.status, 404);
      assert.equal(r.body.code, 'ROUTE_NOT_FOUND');
    });

    it('writes nothing half: a failed update leaves the record as it was', async () => {
      const a = (await ctx.request('POST', '/user', { body: { email: 'half-a@example.com', password: 'password-a' } })).body.data;
      await ctx.request('POST', '/user', { body: { email: 'half-b@example.com', password: 'password-b' } });
      const r = await ctx.request('PUT', `/user/${a.id}`, { body: { first_name: 'Changed', email: 'half-b@example.com' } });
      assert.equal(r.status, 409);
      const [row] = await ctx.database.db.select().from(users).where(eq(users.id, a.id));
      assert.equal(row!.firstName, '');
      assert.equal(row!.email, 'half-a@example.com');
    });

    it('rolls back an organization whose license key is taken (no orphan owner)', async () => {
      const before = await ctx.database.db.select().from(users);
      await assert.rejects(
        createOrganization(ctx.database.db, ctx.clock, { name: 'Dup', licenseKey: ctx.org.license_key, owner: { email: 'dup@example.com', password: 'dup-password' } }),
        /already belongs/,
      );
      const afterRows = await ctx.database.db.select().from(users);
      assert.equal(afterRows.length, before.length);
    });

    it('never logs passwords, tokens or license keys', async () => {
      await ctx.request('POST', '/user', { body: { email: 'canary@example.com', password: 'CANARY-PASSWORD-123' } });
      await ctx.request('POST', '/access/token', { token: null, body: { license_key: ctx.org.license_key, auth: { identifier: 'canary@example.com', type: 'USER' } } });
      await ctx.request('GET', '/user', { query: { sig: 'CANARY-SIG' } });
      ctx.app.log.info({ password: 'CANARY-PASSWORD-123', auth: { license_key: ctx.org.license_key } }, 'explicit log of secrets');
      const all = ctx.logs.join('\n');
      assert.ok(all.length > 0 && all.includes('request_id'), 'request logs carry the request id');
      for (const secret of ['CANARY-PASSWORD-123', ctx.org.license_key, ctx.ownerToken, 'CANARY-SIG']) {
        assert.ok(!all.includes(secret), `logs contain ${secret.slice(0, 12)}…`);
      }
    });

    it('serves the OpenAPI 3.1 document and the reference page without a token', async () => {
      const doc = await ctx.request('GET', '/openapi.json', { token: null });
      assert.equal(doc.status, 200);
      assert.equal(doc.body.openapi, '3.1.0');
      for (const path of ['/dp/api/v1/access/token', '/dp/api/v1/user', '/dp/api/v1/user/{id}', '/dp/api/v1/sub-organization/{id}', '/dp/api/v1/management/health']) {
        assert.ok(doc.body.paths[path], `document has ${path}`);
      }
      assert.ok(deref(doc.body, doc.body.paths['/dp/api/v1/user'].post.requestBody.content['application/json'].schema).properties.email);
      assert.deepEqual(doc.body.paths['/dp/api/v1/user'].get.security, [{ bearerAuth: [] }]);
      assert.deepEqual(doc.body.paths['/dp/api/v1/access/token'].post.security, [], 'public routes say so');
      // Every route is described, and every JSON body comes with an example.
      for (const [path, operations] of Object.entries<Record<string, any>>(doc.body.paths)) {
        for (const [method, op] of Object.entries<any>(operations)) {
          assert.ok(op.summary, `${method} ${path} has a summary`);
          const media = op.requestBody?.content?.['application/json'];
          if (media && media.schema.format !== 'binary') {
            const schema = deref(doc.body, media.schema);
            assert.ok(media.example ?? media.examples ?? schema.examples ?? schema.oneOf, `${method} ${path} has a request example`);
          }
        }
      }
      const page = await ctx.request('GET', '/docs/', { token: null });
      assert.equal(page.status, 200);
      assert.match(String(page.body), /swagger|openapi/i);
    });

    it('reports health, and 503 when the database is unreachable', async () => {
      const ok = await ctx.request('GET', '/management/health', { token: null });
      assert.deepEqual(ok.body, { data: { message: 'OK' } });
      const down = await createTestContext(kind);
      await down.database.close();
      const r = await down.request('GET', '/management/health', { token: null });
      assert.equal(r.status, 503);
      assert.equal(r.body.code, 'SERVICE_UNAVAILABLE');
      await down.app.close();
    });
  });
}
