/**
 * The component bundles at /dp/embed (public, cached, revalidated) and CORS for the origins of
 * FERRY_CORS_ORIGINS (preflight included; other origins get no CORS headers).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { EMBED_DIST } from '../src/http/routes/embed.ts';
import { loadConfig } from '../src/config.ts';

const ORIGIN = 'https://app.example.com';

describe('component bundles and CORS', () => {
  let ctx: TestContext;
  before(async () => {
    if (!existsSync(join(EMBED_DIST, 'ferry-embed.js'))) execFileSync(process.execPath, [join(EMBED_DIST, '../scripts/build.ts')], { stdio: 'inherit' });
    ctx = await createTestContext('pglite', { env: { FERRY_CORS_ORIGINS: `${ORIGIN}, http://localhost:5173` } });
  });
  after(() => ctx.close());

  it('serves the plain script and the ES module publicly, with cache headers and ETag revalidation', async () => {
    for (const [file, type] of [['ferry-embed.js', 'text/javascript'], ['ferry-embed.mjs', 'text/javascript'], ['custom-elements.json', 'application/json']]) {
      const r = await ctx.app.inject({ method: 'GET', url: `/dp/embed/${file}` });
      assert.equal(r.statusCode, 200, file);
      assert.match(String(r.headers['content-type']), new RegExp(type));
      assert.equal(r.headers['cache-control'], 'public, max-age=300, must-revalidate');
      const again = await ctx.app.inject({ method: 'GET', url: `/dp/embed/${file}`, headers: { 'if-none-match': String(r.headers.etag) } });
      assert.equal(again.statusCode, 304);
    }
    const script = await ctx.app.inject({ method: 'GET', url: '/dp/embed/ferry-embed.js' });
    assert.match(script.body, /ferry-create-pipeline/);
    const gz = await ctx.app.inject({ method: 'GET', url: '/dp/embed/ferry-embed.js', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    // Compressed once at the highest setting and reused: the bytes decode to the file, Brotli is
    // preferred where a browser accepts it, and a coding the client refuses (q=0) is not used.
    const { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } = await import('node:zlib');
    assert.equal(gunzipSync(gz.rawPayload).toString(), script.body);
    const br = await ctx.app.inject({ method: 'GET', url: '/dp/embed/ferry-embed.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers.vary, 'accept-encoding');
    assert.equal(br.headers.etag, script.headers.etag, 'one ETag for the file whatever its coding');
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), script.body);
    const perRequest = brotliCompressSync(Buffer.from(script.body), { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    assert.ok(br.rawPayload.length < perRequest.length * 0.9, `the highest quality: ${br.rawPayload.length} bytes, against ${perRequest.length} at quality 4`);
    const brAgain = await ctx.app.inject({ method: 'GET', url: '/dp/embed/ferry-embed.js', headers: { 'accept-encoding': 'br' } });
    assert.deepEqual(brAgain.rawPayload, br.rawPayload);
    const refused = await ctx.app.inject({ method: 'GET', url: '/dp/embed/ferry-embed.js', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    assert.equal(refused.headers['content-encoding'], 'gzip');
    const identity = await ctx.app.inject({ method: 'GET', url: '/dp/embed/ferry-embed.js', headers: { 'accept-encoding': 'identity' } });
    assert.equal(identity.headers['content-encoding'], undefined);
    assert.equal(identity.body, script.body);
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/dp/embed/secret.key' })).statusCode, 404);
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/dp/embed/..%2F..%2Fpackage.json' })).statusCode, 404);
  });

  it('answers the preflight of a configured origin and exposes the headers the components read', async () => {
    const pre = await ctx.app.inject({
      method: 'OPTIONS', url: '/dp/api/v1/pipeline',
      headers: { origin: ORIGIN, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization,content-type' },
    });
    assert.equal(pre.statusCode, 204);
    assert.equal(pre.headers['access-control-allow-origin'], ORIGIN);
    assert.match(String(pre.headers['access-control-allow-methods']), /PUT/);
    assert.match(String(pre.headers['access-control-allow-headers']), /authorization/);
    const list = await ctx.app.inject({ method: 'GET', url: '/dp/api/v1/pipeline', headers: { origin: ORIGIN, authorization: `Bearer ${ctx.ownerToken}` } });
    assert.equal(list.statusCode, 200);
    assert.equal(list.headers['access-control-allow-origin'], ORIGIN);
    assert.match(String(list.headers['access-control-expose-headers']), /x-total-count/i);
    assert.equal(list.headers['access-control-allow-credentials'], undefined, 'tokens, not cookies: no credentials');
  });

  it('gives other origins no CORS headers', async () => {
    const r = await ctx.app.inject({ method: 'GET', url: '/dp/api/v1/pipeline', headers: { origin: 'https://evil.example', authorization: `Bearer ${ctx.ownerToken}` } });
    assert.equal(r.headers['access-control-allow-origin'], undefined);
  });

  it('refuses a FERRY_CORS_ORIGINS entry that is not an origin, at start', () => {
    assert.throws(() => loadConfig({ FERRY_CORS_ORIGINS: 'https://app.example.com/path' }, process.cwd()), /FERRY_CORS_ORIGINS: "https:\/\/app.example.com\/path" is not an origin/);
    assert.throws(() => loadConfig({ FERRY_CORS_ORIGINS: 'app.example.com' }, process.cwd()), /not an origin/);
    assert.deepEqual(loadConfig({ FERRY_CORS_ORIGINS: 'https://a.example, http://localhost:5173/' }, process.cwd()).corsOrigins, ['https://a.example', 'http://localhost:5173']);
    assert.deepEqual(loadConfig({}, process.cwd()).corsOrigins, []);
  });
});

describe('without FERRY_CORS_ORIGINS', () => {
  it('answers no CORS headers at all', async () => {
    const ctx = await createTestContext('pglite');
    try {
      const r = await ctx.app.inject({ method: 'OPTIONS', url: '/dp/api/v1/pipeline', headers: { origin: ORIGIN, 'access-control-request-method': 'GET' } });
      assert.equal(r.headers['access-control-allow-origin'], undefined);
    } finally {
      await ctx.close();
    }
  });
});
