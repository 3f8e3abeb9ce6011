import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SignJWT } from 'jose';
import { createTokenService, TokenError } from './tokens.ts';

const claims = { type: 'USER' as const, id: 'u1', organizationId: 'o1', licenseKeyVersion: 'abcd', tokenVersion: 3 };
const issuedAt = Date.parse('2026-11-24T10:00:00.000Z') / 1000;

function service(ttlSeconds = 60) {
  let now = new Date('2026-11-24T10:00:00.000Z');
  const tokens = createTokenService(new TextEncoder().encode('k'.repeat(32)), ttlSeconds, { now: () => now });
  return { tokens, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

test('a verified token is recognised again, and still expires at exp', async () => {
  const { tokens, advance } = service(60);
  const { token } = await tokens.issue(claims);
  const first = await tokens.verify(token);
  const { tokenId, ...rest } = first;
  assert.deepEqual(rest, { ...claims, expiresAt: issuedAt + 60 }, 'the claims come back with the expiry');
  assert.match(tokenId, /^[0-9a-f-]{36}$/, 'and the token id (jti)');
  assert.notEqual((await tokens.verify((await tokens.issue(claims)).token)).tokenId, tokenId, 'each token has its own id');
  advance(59_000);
  assert.deepEqual(await tokens.verify(token), first, 'the cached verification holds before exp');
  advance(1_000);
  await assert.rejects(tokens.verify(token), (err: unknown) => err instanceof TokenError && /expired/.test(err.message));
  await assert.rejects(tokens.verify(token), /expired/, 'and stays rejected');
});

test('a token without a version (issued before versions existed) is version 0; a malformed version is refused', async () => {
  const { tokens } = service();
  const { token } = await tokens.issue({ ...claims, tokenVersion: 0 });
  assert.equal(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).tv, undefined, 'version 0 is not written');
  assert.equal((await tokens.verify(token)).tokenVersion, 0);
  const key = new TextEncoder().encode('k'.repeat(32));
  const forged = await new SignJWT({ org: 'o1', typ: 'USER', lkv: 'abcd', tv: '1' })
    .setProtectedHeader({ alg: 'HS256' }).setSubject('u1').setIssuer('ferry').setAudience('ferry-api').setIssuedAt(issuedAt).setExpirationTime(issuedAt + 60).setJti('j').sign(key);
  await assert.rejects(tokens.verify(forged), /not a Ferry access token/);
});

test('a changed token is verified afresh after the original was cached', async () => {
  const { tokens } = service();
  const { token } = await tokens.issue(claims);
  await tokens.verify(token);
  const [h, p, s] = token.split('.') as [string, string, string];
  const forgedPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), sub: 'owner' })).toString('base64url');
  await assert.rejects(tokens.verify(`${h}.${forgedPayload}.${s}`), /signature is invalid/);
  await assert.rejects(tokens.verify(`${h}.${p}.${s.slice(0, -2)}AA`), /signature is invalid|malformed/);
  const other = createTokenService(new TextEncoder().encode('x'.repeat(32)), 60, { now: () => new Date('2026-11-24T10:00:00.000Z') });
  await assert.rejects(other.verify(token), /signature is invalid/, 'another key never accepts it');
});
