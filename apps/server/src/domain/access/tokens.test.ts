import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createTokenService, TokenError } from './tokens.ts';

const claims = { type: 'USER' as const, id: 'u1', organizationId: 'o1', licenseKeyVersion: 'abcd' };

function service(ttlSeconds = 60) {
  let now = new Date('2026-11-24T10:00:00.000Z');
  const tokens = createTokenService(new TextEncoder().encode('k'.repeat(32)), ttlSeconds, { now: () => now });
  return { tokens, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

test('a verified token is recognised again, and still expires at exp', async () => {
  const { tokens, advance } = service(60);
  const { token } = await tokens.issue(claims);
  assert.deepEqual(await tokens.verify(token), claims);
  advance(59_000);
  assert.deepEqual(await tokens.verify(token), claims, 'the cached verification holds before exp');
  advance(1_000);
  await assert.rejects(tokens.verify(token), (err: unknown) => err instanceof TokenError && /expired/.test(err.message));
  await assert.rejects(tokens.verify(token), /expired/, 'and stays rejected');
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
