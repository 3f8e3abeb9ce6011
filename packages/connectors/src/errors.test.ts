import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { errors as undiciErrors } from 'undici';
import { classifyConnectorError, ConnectorError, isConnectorError } from './errors.ts';
import { NetworkGuardError } from './network/errors.ts';

const coded = (code: string, message = `failed ${code}`) => Object.assign(new Error(message), { code });

describe('classifyConnectorError', () => {
  it('returns a ConnectorError unchanged', () => {
    const e = new ConnectorError('SOURCE_EMPTY', 'nothing');
    assert.equal(classifyConnectorError(e), e);
  });

  it('guard refusals → NETWORK_REFUSED, not retryable', () => {
    const c = classifyConnectorError(new NetworkGuardError('ADDRESS_REFUSED', 'refused: 10.0.0.1 is a private address'), 'DESTINATION');
    assert.deepEqual([c.type, c.retryable, c.message], ['NETWORK_REFUSED', false, 'refused: 10.0.0.1 is a private address']);
  });

  it('timeouts, resets and refused connections → unresponsive on the right side, retryable', () => {
    const transient = [
      new undiciErrors.ConnectTimeoutError(),
      new undiciErrors.HeadersTimeoutError(),
      new undiciErrors.BodyTimeoutError(),
      new undiciErrors.SocketError('other side closed'),
      coded('ECONNRESET'),
      coded('ECONNREFUSED'),
      coded('ETIMEDOUT'),
      coded('EAI_AGAIN'),
      Object.assign(new Error('fetch failed'), { cause: coded('ECONNRESET') }),
    ];
    for (const err of transient) {
      const s = classifyConnectorError(err);
      assert.deepEqual([s.type, s.retryable], ['SOURCE_UNRESPONSIVE', true], err.message);
      assert.equal(classifyConnectorError(err, 'DESTINATION').type, 'DESTINATION_UNRESPONSIVE');
    }
  });

  it('unknown hosts and TLS certificate problems are not retryable', () => {
    for (const code of ['ENOTFOUND', 'CERT_HAS_EXPIRED', 'DEPTH_ZERO_SELF_SIGNED_CERT', 'ERR_TLS_CERT_ALTNAME_INVALID']) {
      const c = classifyConnectorError(coded(code));
      assert.deepEqual([c.type, c.retryable], ['SOURCE_UNRESPONSIVE', false], code);
    }
  });

  it('SDK errors with a status: 429/5xx retryable, other 4xx not, 401/403 AUTHENTICATION_FAILED', () => {
    const withStatus = (status: number) => Object.assign(new Error(`status ${status}`), { status });
    for (const status of [429, 500, 502, 503, 504, 408]) assert.equal(classifyConnectorError(withStatus(status)).retryable, true, String(status));
    for (const status of [400, 404, 409, 413, 501]) assert.equal(classifyConnectorError(withStatus(status)).retryable, false, String(status));
    assert.equal(classifyConnectorError(withStatus(401)).type, 'AUTHENTICATION_FAILED');
    assert.equal(classifyConnectorError(Object.assign(new Error('x'), { statusCode: 403 })).type, 'AUTHENTICATION_FAILED');
    assert.equal(classifyConnectorError(Object.assign(new Error('x'), { $metadata: {}, statusCode: 503 }), 'DESTINATION').retryable, true);
  });

  it('an abort is not retried; an unknown error neither', () => {
    const aborted = classifyConnectorError(new DOMException('This operation was aborted', 'AbortError'));
    assert.deepEqual([aborted.type, aborted.retryable], ['SOURCE_UNRESPONSIVE', false]);
    assert.match(aborted.message, /cancelled/);
    const odd = classifyConnectorError(new TypeError('x is not a function'));
    assert.equal(odd.retryable, false);
    assert.equal(classifyConnectorError('a string').message, 'a string');
  });

  it('isConnectorError recognises the error by name and type across copies', () => {
    const copy = Object.assign(new Error('m'), { name: 'ConnectorError', type: 'SOURCE_EMPTY' });
    assert.ok(isConnectorError(copy));
    assert.ok(!isConnectorError(new Error('m')));
  });
});
