import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { NetworkGuardError } from './errors.ts';
import { displayUrl, normaliseHost, parseHttpUrl } from './host.ts';

describe('normaliseHost', () => {
  it('reads odd IPv4 spellings as the dotted address (as an http URL would)', () => {
    for (const spelling of ['0x7f000001', '127.1', '2130706433', '0177.0.0.1', '0x7f.1', '127.0.0.1.', '0x7F.0.0.01']) {
      assert.deepEqual(normaliseHost(spelling), { hostname: '127.0.0.1', ipFamily: 4 }, spelling);
    }
  });

  it('accepts IPv6 with and without brackets, in canonical form', () => {
    assert.deepEqual(normaliseHost('::1'), { hostname: '::1', ipFamily: 6 });
    assert.deepEqual(normaliseHost('[::ffff:169.254.169.254]'), { hostname: '::ffff:a9fe:a9fe', ipFamily: 6 });
  });

  it('lower-cases names and converts IDNs to punycode', () => {
    assert.deepEqual(normaliseHost('SFTP.Example.COM'), { hostname: 'sftp.example.com', ipFamily: 0 });
    assert.equal(normaliseHost('bücher.example').hostname, 'xn--bcher-kva.example');
  });

  it('refuses hosts with a port, path, user, spaces or percent-encoding', () => {
    for (const bad of ['', 'a.com:21', 'user@a.com', 'a.com/x', 'a .com', 'a.com?x', '127%2e0%2e0%2e1', 'a\\b', '[::1]:22', 'ftp://a.com']) {
      assert.throws(() => normaliseHost(bad), (err: unknown) => err instanceof NetworkGuardError && err.code === 'URL_INVALID', bad);
    }
  });
});

describe('parseHttpUrl', () => {
  it('refuses every scheme but http and https', () => {
    for (const url of ['file:///etc/passwd', 'gopher://127.0.0.1:70/_x', 'ftp://files.example.com/a.csv', 'data:text/csv,a', 'javascript:alert(1)', 'dict://127.0.0.1:11211/', 'ldap://x/']) {
      assert.throws(() => parseHttpUrl(url), (err: unknown) => err instanceof NetworkGuardError && err.code === 'SCHEME_REFUSED' && err.message.includes('http or https'), url);
    }
  });

  it('normalises the host of odd IPv4 spellings through the URL parser', () => {
    for (const url of ['http://0x7f000001/', 'http://127.1/', 'http://2130706433/', 'http://0177.0.0.1/']) {
      assert.equal(parseHttpUrl(url).host.hostname, '127.0.0.1', url);
    }
  });

  it('refuses text that is not an absolute URL', () => {
    assert.throws(() => parseHttpUrl('/relative'), (err: unknown) => err instanceof NetworkGuardError && err.code === 'URL_INVALID');
  });
});

describe('displayUrl', () => {
  it('drops the query, the fragment and user information', () => {
    assert.equal(displayUrl('https://u:p@api.example.com/v1/export?api_key=s3cr3t#x'), 'https://api.example.com/v1/export?…');
    assert.equal(displayUrl('http://127.0.0.1:8080/a'), 'http://127.0.0.1:8080/a');
    assert.equal(displayUrl('not a url'), '(invalid URL)');
  });
});
