import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { directoryPathProblem, fileNameProblem, headerNameProblem, headerValueProblem, hostProblem, httpUrlProblem } from './values.ts';

describe('connector value checks', () => {
  it('accepts host names and IP literals, refuses schemes, ports, paths and users', () => {
    for (const ok of ['ftp.example.com', 'localhost', 'a-b.example', '192.0.2.1', '::1', '[2001:db8::1]', 'example.com.']) assert.equal(hostProblem(ok), null, ok);
    for (const bad of ['ftp://example.com', 'example.com:21', 'example.com/x', 'user@example.com', 'exa mple.com', '-x.example', '', ' example.com', 'a..b']) {
      assert.notEqual(hostProblem(bad), null, bad);
    }
  });

  it('accepts http(s) URLs only, without credentials (SECURITY.md: file://, gopher:// and userinfo)', () => {
    for (const ok of ['https://api.example.com/v1?x=1', 'http://127.0.0.1:8080/', 'https://[::1]/a']) assert.equal(httpUrlProblem(ok), null, ok);
    for (const bad of ['file:///etc/passwd', 'gopher://127.0.0.1:6379/_', 'ftp://x/', 'javascript:alert(1)', 'https://u:p@x.example/', 'https://u@x.example/', '//x.example/a', 'x.example', 'http://']) {
      assert.notEqual(httpUrlProblem(bad), null, bad);
    }
  });

  it('refuses traversal in directory paths and file names (SECURITY.md: path traversal)', () => {
    for (const ok of ['in', 'in/orders/', 'a.b/c..d', '...']) assert.equal(directoryPathProblem(ok, 'refused'), null, ok);
    assert.equal(directoryPathProblem('/srv/in', 'allowed'), null);
    for (const bad of ['../etc', 'a/../../etc', './a', 'a/./b', '..%2fetc', 'a%2F..', '%2e%2e/x', 'a\\..\\b', 'a\u0000b', 'a\nb', '/abs']) {
      assert.notEqual(directoryPathProblem(bad, 'refused'), null, JSON.stringify(bad));
    }
    for (const ok of ['orders', 'orders-2024_01', 'a.b']) assert.equal(fileNameProblem(ok), null, ok);
    for (const bad of ['..', '.', 'a/b', 'a\\b', '%2e%2e', 'a\u0000', ' lead', 'trail ']) assert.notEqual(fileNameProblem(bad), null, JSON.stringify(bad));
  });

  it('refuses header injection and framing headers', () => {
    assert.equal(headerNameProblem('X-Api-Key'), null);
    for (const bad of ['Bad Header', 'X:Y', '', 'Host', 'content-length', 'Transfer-Encoding']) assert.notEqual(headerNameProblem(bad), null, bad);
    assert.equal(headerValueProblem('Bearer abc\tdef'), null);
    for (const bad of ['a\r\nX-Injected: 1', 'a\nb', 'a\u0000']) assert.notEqual(headerValueProblem(bad), null, JSON.stringify(bad));
  });
});

