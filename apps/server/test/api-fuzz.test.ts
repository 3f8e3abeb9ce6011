/**
 * Tenant input never makes the API fail (property tests, fast-check): every route of the route
 * table, with real ids, gets generated bodies — random JSON built from the API's own field names,
 * and valid requests with one part replaced by random JSON — and generated list parameters. Each
 * answer must be a deliberate one: below 500, and an error body `{message, code}` when it is 4xx.
 * Runs with the runtime, so fixes and reruns reach the engine; on PGlite, and on PostgreSQL too
 * when DATABASE_URL is set.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { mutateJson as mutate } from '@ferry/engine/testing/mutate-json';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { databaseKinds } from './helpers/database.ts';
import { API_PREFIX } from '../src/app.ts';

const RUNS = 40;

/** Every property name of the OpenAPI document's schemas: the words a fuzzer should speak. */
function fieldNames(doc: unknown): string[] {
  const names = new Set<string>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (k === 'properties' && x && typeof x === 'object') for (const name of Object.keys(x)) names.add(name);
        walk(x);
      }
    }
  };
  walk(doc);
  return [...names].sort();
}

for (const kind of databaseKinds()) describe(`API fuzz: generated bodies and parameters never give a 5xx (${kind})`, () => {
  let ctx: TestContext;
  let ids: Record<string, string>;
  let valid: Record<string, unknown>;
  let vocabulary: string[];
  let reactiveId: string;
  let reactiveSecret: string;

  before(async () => {
    ctx = await createTestContext(kind, { runtime: true });
    const ok = async (path: string, body: unknown) => {
      const r = await ctx.request('POST', path, { body });
      assert.equal(r.status, 201, `${path}: ${JSON.stringify(r.body)}`);
      return r.body.data;
    };
    const tdmBody = {
      name: 'People',
      columns: [
        { key: 'name', label: 'Name', columnType: 'string', validations: [{ validate: 'required' }] },
        { key: 'email', label: 'E-mail', columnType: 'email', validations: [{ validate: 'unique' }] },
        { key: 'joined', label: 'Joined', columnType: 'date', outputFormat: 'DD.MM.YYYY' },
        { key: 'plan', label: 'Plan', columnType: 'category', optionConfiguration: { options: [{ label: 'Free', value: 'FREE' }, { label: 'Pro', value: 'PRO' }] } },
      ],
    };
    const tdm = await ok('/tdm', tdmBody);
    const connectorBody = { name: 'Uploads', type: 'INPUT', node_type: 'MANUAL', configuration: {} };
    const input = await ok('/connector', connectorBody);
    const output = await ok('/connector', { name: 'Out', type: 'OUTPUT', node_type: 'HTTP', configuration: { url: 'https://example.com/in', method: 'POST', headers: { 'X-Key': 'k' } } });
    const pipelineBody = {
      name: 'People',
      configuration: {
        input_connectors: [input.id],
        output_connectors: [output.id],
        tdm: tdm.id,
        mapping_config: { mode: 'DEFAULT', mappings: [{ source_columns: ['Name'], target_column: 'name', transformations: [{ name: 'trim', type: 'HYPER_FORMULA', function: '=TRIM({value})' }] }] },
        error_config: { error_threshold: 10 },
        header_config: { type: 'SMART' },
      },
    };
    const pipeline = await ok('/pipeline', pipelineBody);
    const templateBody = { name: 'Template', pipeline_name: 'From template', input_connectors: [input.id], output_connectors: [output.id], tdm: tdm.id, error_config: { error_threshold: 5 } };
    const template = await ok('/pipeline-template', templateBody);
    const subBody = { name: 'Acme', identifier: 'acme', email: ['ops@acme.example'], domains: ['acme.example'] };
    const sub = await ok('/sub-organization', subBody);
    const userBody = { email: 'member@a.example', password: 'member-password', role: 'MEMBER' };
    const user = await ok('/user', userBody);
    const reactive = await ok('/connector', { name: 'Pushes', type: 'INPUT', node_type: 'HTTP', configuration: { type: 'REACTIVE' } });
    reactiveId = reactive.id;
    reactiveSecret = reactive.inbound_secret;
    await ok('/pipeline', { ...pipelineBody, name: 'Pushed people', configuration: { ...pipelineBody.configuration, input_connectors: [reactive.id] } });
    // A FAILED execution with cell errors, so that fix and rerun reach the engine.
    const boundary = '----ferryfuzz';
    const csv = 'Name,E-mail,Joined,Plan\nAda,ada@example.com,2024-01-02,Pro\n,not-an-email,someday,Gold\nGrace,grace@example.com,2024-02-03,Free\n';
    const uploaded = await ctx.request('POST', `/connector/${input.id}/upload`, {
      payload: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="people.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    assert.equal(uploaded.status, 201, JSON.stringify(uploaded.body));
    const execution = await ctx.waitForExecution(uploaded.body.data[0].id);
    assert.equal(execution.status, 'FAILED', JSON.stringify(execution));

    ids = { connector: input.id, tdm: tdm.id, pipeline: pipeline.id, 'pipeline-template': template.id, 'sub-organization': sub.id, user: user.id, execution: execution.id };
    valid = {
      'POST /connector': connectorBody,
      'PUT /connector/:id': { name: 'Renamed', configuration: {} },
      'POST /tdm': tdmBody,
      'PUT /tdm/:id': tdmBody,
      'POST /pipeline': pipelineBody,
      'PUT /pipeline/:id': pipelineBody,
      'POST /pipeline-template': templateBody,
      'PUT /pipeline-template/:id': templateBody,
      'POST /sub-organization': subBody,
      'PUT /sub-organization/:id': subBody,
      'POST /user': userBody,
      'PUT /user/:id': { first_name: 'Mem', permissions: { pipeline: { create: true, read: true, write: false, delete: false } } },
      'POST /execution': { pipeline_id: pipeline.id },
      'POST /execution/:id/fix': { cleanings: { '3': { name: 'Bea', email: 'bea@example.com', joined: '2024-03-04', plan: 'Pro' } } },
      'POST /access/token': { license_key: ctx.org.license_key, auth: { identifier: ctx.org.owner.identifier, type: 'USER' } },
    };
    const doc = await ctx.request('GET', '/openapi.json', { token: null });
    vocabulary = fieldNames(doc.body);
    assert.ok(vocabulary.length > 50, `field names from the OpenAPI document: ${vocabulary.length}`);
  });
  after(() => ctx.close());

  const keyArb = () => fc.oneof(fc.constantFrom(...vocabulary), fc.string({ maxLength: 12 }), fc.string({ unit: 'binary', maxLength: 6 }), fc.constantFrom('__proto__', 'constructor', 'prototype'));
  const scalarArb = () =>
    fc.oneof(
      fc.constant(null),
      fc.boolean(),
      fc.integer(),
      fc.double(),
      fc.string({ maxLength: 40 }),
      // Any code point: NUL, controls, lone surrogates, astral characters.
      fc.string({ unit: 'binary', maxLength: 12 }),
      fc.constantFrom('', '0', '1', 'true', 'false', '-1', '1e309', 'NaN', 'PUBLIC', 'PRIVATE', 'INPUT', 'OUTPUT', 'MANUAL', 'HTTP', 'FTP', 'SMART', 'STATIC', 'DEFAULT', 'EXACT', 'HYPER_FORMULA', 'OPTION_MAPPING', 'DAILY', '2024-01-01', '=1/0', '=REPT("x",99999)', '{value}', '../../etc/passwd', 'http://169.254.169.254/'),
    );
  const jsonArb = () =>
    fc.letrec<{ any: unknown }>((tie) => ({
      any: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalarArb(), fc.array(tie('any'), { maxLength: 4 }), fc.dictionary(keyArb(), tie('any'), { maxKeys: 5 })),
    })).any;

  /** `/dp/api/v1/x/:id/y` → `/x/<id of x>/y`. */
  const concrete = (url: string): string => {
    const path = url.slice(API_PREFIX.length);
    const resource = path.split('/')[1]!;
    return path.replace(':id', ids[resource] ?? 'no-such-id');
  };

  /** Statuses seen per route: the fuzz must reach the handlers, not only the schema checks. */
  const seen = new Map<string, Map<number, number>>();
  const check = (what: string, r: { status: number; body: any }) => {
    const route = what.split(/[ ?]/).slice(0, 2).join(' ');
    const counts = seen.get(route) ?? new Map<number, number>();
    counts.set(r.status, (counts.get(r.status) ?? 0) + 1);
    seen.set(route, counts);
    assert.ok(r.status < 500, `${what} → ${r.status} ${JSON.stringify(r.body).slice(0, 500)}`);
    if (r.status >= 400) {
      assert.equal(typeof r.body?.message, 'string', `${what}: a ${r.status} without a message`);
      assert.equal(typeof r.body?.code, 'string', `${what}: a ${r.status} without a code`);
    }
  };

  it('POST and PUT routes: random bodies and valid bodies with one part replaced', async () => {
    const routes = ctx.app.routeTable.filter((r) => r.method === 'POST' || r.method === 'PUT');
    assert.ok(routes.length >= 15, `${routes.length} routes with bodies`);
    for (const route of routes) {
      const key = `${route.method} ${route.url.slice(API_PREFIX.length)}`;
      const path = concrete(route.url);
      const seed = valid[key];
      // Mostly valid bodies with one part replaced (a scalar, any JSON, or nothing): they get past
      // the schema and exercise the handlers' own checks.
      const replacement = fc.oneof({ arbitrary: scalarArb(), weight: 3 }, { arbitrary: jsonArb(), weight: 1 }, { arbitrary: fc.constant(undefined), weight: 1 });
      const mutated = seed === undefined ? null : fc.tuple(fc.nat(), replacement).map(([n, v]) => mutate(seed, n, v));
      const bodies = mutated ? fc.oneof({ arbitrary: mutated, weight: 4 }, { arbitrary: jsonArb(), weight: 1 }) : jsonArb();
      await fc.assert(
        fc.asyncProperty(bodies, async (body) => {
          // Signing out ends the token it is sent with: that route gets a token of its own each time.
          const token = key === 'POST /access/logout' ? await ctx.token(ctx.org.owner.identifier) : undefined;
          const r = await ctx.request(route.method, path, { payload: JSON.stringify(body) ?? 'null', headers: { 'content-type': 'application/json' }, ...(token ? { token } : {}) });
          check(`${key} ${JSON.stringify(body)?.slice(0, 300)}`, r);
        }),
        { numRuns: RUNS },
      );
    }
    // Valid bodies with one part replaced must sometimes still be valid, and reach the handler.
    const reached = Object.keys(valid).filter((k) => [...(seen.get(k)?.keys() ?? [])].some((s) => s < 300));
    if (process.env.FERRY_FUZZ_REPORT) console.log(Object.fromEntries([...seen].map(([k, m]) => [k, Object.fromEntries(m)])));
    assert.ok(reached.length >= Object.keys(valid).length / 2, `routes where a generated body succeeded: ${reached.join(', ')}`);
  });

  it('uploads: well-formed, truncated and mangled multipart bodies', async () => {
    const boundary = 'ferryfuzzboundary';
    const part = fc.record({
      name: fc.constantFrom('file', 'files', 'upload', '', 'file"; x="y'),
      filename: fc.oneof(fc.constantFrom('a.csv', 'a.xlsx', '../../etc/passwd', '', 'x\u0000.csv', 'ünï.csv', 'a'.repeat(300)), fc.string({ maxLength: 12 })),
      type: fc.constantFrom('text/csv', 'application/octet-stream', 'application/json', 'image/png', ''),
      content: fc.oneof(fc.constantFrom('a,b\n1,2\n', '', '{"x":1}', '\u0089PNG\r\n', 'PK\u0003\u0004'), fc.string({ maxLength: 40 })),
    });
    const payload = fc
      .tuple(fc.array(part, { minLength: 0, maxLength: 3 }), fc.boolean(), fc.nat(), fc.nat({ max: 3 }))
      .map(([parts, closed, cut, mode]) => {
        let text = parts
          .map((p) => `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n${p.content}\r\n`)
          .join('');
        if (closed) text += `--${boundary}--\r\n`;
        if (mode === 1) text = text.slice(0, cut % (text.length + 1)); // truncated
        if (mode === 2) text = text.replace(/\r\n/g, '\n'); // bare LF
        return text;
      });
    const contentType = fc.constantFrom(`multipart/form-data; boundary=${boundary}`, 'multipart/form-data', `multipart/form-data; boundary="${boundary}"`, 'multipart/mixed; boundary=x', 'text/csv');
    await fc.assert(
      fc.asyncProperty(payload, contentType, async (body, type) => {
        const r = await ctx.request('POST', `/connector/${ids.connector}/upload`, { payload: Buffer.from(body), headers: { 'content-type': type } });
        check(`POST /connector/:id/upload (${type}) ${JSON.stringify(body).slice(0, 300)}`, r);
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('pushed data: any body, content type and file name, with the connector secret', async () => {
    const headerArb = fc.record({
      'content-type': fc.constantFrom('text/csv', 'application/json', 'application/octet-stream', 'text/plain; charset=utf-16', 'multipart/form-data', 'application/x-www-form-urlencoded', 'image/png', ''),
      'x-file-name': fc.oneof(fc.constantFrom('a.csv', '../../etc/passwd', '', '%00.csv', 'ünï.json', 'a'.repeat(500)), fc.string({ maxLength: 20 }).map((s) => s.replace(/[^\x20-\x7e]/g, '?'))),
      'content-disposition': fc.constantFrom('', 'attachment; filename="x.csv"', 'attachment; filename*=UTF-8\'\'%E2%82%AC.csv', 'inline; filename=', 'garbage;;;'),
    });
    const bodyArb = fc.oneof(fc.constantFrom('name\nAda\n', '[{"name":"Ada"}]', '<rows><row><name>Ada</name></row></rows>', '', '\u0000\u0001', 'PK\u0003\u0004xx'), fc.string({ maxLength: 60 }), fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b).toString('latin1')));
    await fc.assert(
      fc.asyncProperty(headerArb, bodyArb, async (headers, body) => {
        const sent = Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== ''));
        const r = await ctx.request('POST', `/connector/${reactiveId}/data`, { token: null, payload: Buffer.from(body, 'latin1'), headers: { ...sent, 'x-ferry-connector-secret': reactiveSecret } });
        check(`POST /connector/:id/data ${JSON.stringify(sent)} ${JSON.stringify(body).slice(0, 200)}`, r);
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('GET and DELETE routes: random list parameters and ids', async () => {
    const lists = ctx.app.routeTable.filter((r) => r.method === 'GET' && !r.url.includes(':id') && !r.public);
    const paramArb = fc.dictionary(
      fc.constantFrom('offset', 'limit', 'sort', 'filters', 'pagination', 'filters[status]', 'filters[name]', 'sort[name]', 'status', 'pipeline_id', 'format', 'column', 'page'),
      fc.oneof(fc.string({ maxLength: 30 }), fc.string({ unit: 'binary', maxLength: 8 }), fc.integer().map(String), jsonArb().map((v) => JSON.stringify(v) ?? '')),
      { maxKeys: 4 },
    );
    for (const route of lists) {
      const path = concrete(route.url);
      await fc.assert(
        fc.asyncProperty(paramArb, async (query) => check(`GET ${path}?${new URLSearchParams(query)}`, await ctx.request('GET', path, { query }))),
        { numRuns: RUNS },
      );
    }
    const byId = ctx.app.routeTable.filter((r) => (r.method === 'GET' || r.method === 'DELETE') && r.url.includes(':id') && !r.public);
    const idArb = fc.oneof(fc.string({ minLength: 1, maxLength: 40 }), fc.uuid(), fc.constantFrom('..', '%00', '0', '-1', 'null', '1e999', ids.execution!));
    for (const route of byId) {
      const rest = route.url.slice(API_PREFIX.length);
      await fc.assert(
        fc.asyncProperty(idArb, paramArb, async (id, query) => {
          const path = rest.replace(':id', encodeURIComponent(id));
          // DELETE only on made-up ids: the fixtures stay for the other routes.
          if (route.method === 'DELETE' && Object.values(ids).includes(id)) return;
          check(`${route.method} ${path}?${new URLSearchParams(query)}`, await ctx.request(route.method, path, { query }));
        }),
        { numRuns: RUNS },
      );
    }
  });
});
