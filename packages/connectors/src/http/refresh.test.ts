import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyToken, extractToken } from './refresh.ts';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';

describe('extractToken', () => {
  it('reads access_token, token, accessToken, id_token in that order, at the top level or in data', () => {
    assert.equal(extractToken(JSON.stringify({ access_token: 'a1', token: 't1' })), 'a1');
    assert.equal(extractToken(JSON.stringify({ token: 't1', accessToken: 'c1' })), 't1');
    assert.equal(extractToken(JSON.stringify({ accessToken: 'c1', id_token: 'i1' })), 'c1');
    assert.equal(extractToken(JSON.stringify({ id_token: JWT })), JWT);
    assert.equal(extractToken(JSON.stringify({ data: { access_token: 'd1', token_type: 'Bearer' } })), 'd1');
    assert.equal(extractToken(`  {"access_token":"x9"}  `, 'text/plain'), 'x9');
  });

  it('reads a plain-text body or a JSON string', () => {
    assert.equal(extractToken(`\n${JWT}\n`, 'text/plain'), JWT);
    assert.equal(extractToken(`"${JWT}"`, 'application/json'), JWT);
  });

  it('finds no token in anything else, nor in a value that could inject a header', () => {
    for (const body of ['', '{}', '{"expires_in":3600}', '{"access_token":42}', 'not json {', 'two words', 'line\r\nX-Evil: 1', '{"access_token":"a\\r\\nX-Evil: 1"}', 'x'.repeat(9000), '[1,2]']) {
      assert.equal(extractToken(body), undefined, body.slice(0, 40));
    }
    assert.equal(extractToken('{broken', 'application/json'), undefined);
  });
});

describe('applyToken', () => {
  it('replaces the Bearer token and every other header that held it', () => {
    const out = applyToken({ Authorization: 'Bearer old-token-123', 'X-Access-Token': 'old-token-123', Cookie: 'sid=old-token-123; lang=de', 'X-Api-Key': 'k-999' }, 'NEW');
    assert.deepEqual(out, { Authorization: 'Bearer NEW', 'X-Access-Token': 'NEW', Cookie: 'sid=NEW; lang=de', 'X-Api-Key': 'k-999' });
  });

  it('keeps another scheme and the header name spelling', () => {
    assert.deepEqual(applyToken({ authorization: 'Token old-token-123' }, 'NEW'), { authorization: 'Token NEW' });
  });

  it('a value without a scheme becomes the bare new token', () => {
    assert.deepEqual(applyToken({ Authorization: 'old-token-123', 'X-Token': 'old-token-123' }, 'NEW'), { Authorization: 'NEW', 'X-Token': 'NEW' });
  });

  it('adds Authorization: Bearer when none is configured', () => {
    assert.deepEqual(applyToken({ 'X-Api-Key': 'k' }, 'NEW'), { 'X-Api-Key': 'k', Authorization: 'Bearer NEW' });
  });

  it('replaces Basic credentials by Bearer and leaves other headers alone', () => {
    assert.deepEqual(applyToken({ Authorization: 'Basic dXNlcjpwYXNz', 'X-Other': 'dXNlcjpwYXNz' }, 'NEW'), { Authorization: 'Bearer NEW', 'X-Other': 'dXNlcjpwYXNz' });
  });

  it('does not search other headers for a short old token', () => {
    assert.deepEqual(applyToken({ Authorization: 'Bearer ab', 'X-Tag': 'ab-cd' }, 'NEW'), { Authorization: 'Bearer NEW', 'X-Tag': 'ab-cd' });
  });
});
