/** readTokenClaims, may and isSubOrganization on real token shapes (no browser needed). */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isSubOrganization, may, readTokenClaims } from './token-claims.ts';

/** A JWT-shaped token with this payload (base64url, unsigned: the claims are read, never trusted). */
const token = (payload: object) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;

describe('token claims', () => {
  it('reads the principal type and the narrowed permissions', () => {
    assert.deepEqual(readTokenClaims(token({ typ: 'SUB_ORG', perm: ['pipeline.read'] })), { type: 'SUB_ORG', permissions: ['pipeline.read'] });
    assert.deepEqual(readTokenClaims(token({ typ: 'USER' })), { type: 'USER', permissions: null });
    assert.deepEqual(readTokenClaims(token({ typ: 'ROBOT' })), { type: null, permissions: null });
  });

  it('answers null for no token, an opaque token or a payload that is not JSON', () => {
    assert.equal(readTokenClaims(undefined), null);
    assert.equal(readTokenClaims('opaque'), null);
    assert.equal(readTokenClaims('h.!!!.s'), null);
  });

  it('may: a narrowed token allows only its permissions; any other token is left to the server', () => {
    const narrowed = token({ typ: 'SUB_ORG', perm: ['pipeline.read', 'execution.read'] });
    assert.equal(may(narrowed, 'pipeline.read'), true);
    assert.equal(may(narrowed, 'pipeline.write'), false);
    assert.equal(may(token({ typ: 'USER' }), 'pipeline.write'), true);
    assert.equal(may(undefined, 'pipeline.write'), true);
  });

  it('isSubOrganization only for a SUB_ORG token', () => {
    assert.equal(isSubOrganization(token({ typ: 'SUB_ORG' })), true);
    assert.equal(isSubOrganization(token({ typ: 'USER' })), false);
    assert.equal(isSubOrganization('opaque'), false);
  });
});
