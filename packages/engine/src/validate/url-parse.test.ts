import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Invalid } from './cell-parser.ts';
import fc from 'fast-check';
import validator from 'validator';
import { parseUrl, SIMPLE_URL } from './url-parse.ts';

describe('url', () => {
  it('accepts http(s) URLs and lower-cases scheme and host only', () => {
    const cases: Array<[string, string]> = [
      ['https://example.com', 'https://example.com'],
      ['HTTPS://Example.COM/Path?Q=A#Frag', 'https://example.com/Path?Q=A#Frag'],
      ['http://www.example.co.uk:8080/a/b', 'http://www.example.co.uk:8080/a/b'],
      ['https://User:Pass@Example.com/x', 'https://User:Pass@example.com/x'],
      ['https://192.168.1.10/status', 'https://192.168.1.10/status'],
      ['https://例子.测试', 'https://例子.测试'],
      ['https://example.com/search?q=a%20b&lang=de', 'https://example.com/search?q=a%20b&lang=de'],
    ];
    for (const [input, expected] of cases) assert.equal(parseUrl(input), expected, input);
  });

  it('refuses other schemes, bare hosts and broken URLs', () => {
    for (const input of ['example.com', 'www.example.com', 'ftp://example.com', 'javascript:alert(1)', 'mailto:a@b.com',
      'file:///etc/passwd', 'https://', 'https://exa mple.com', 'http://localhost', 'https://example', '//example.com', 'data:text/html,x']) {
      assert.ok(parseUrl(input) instanceof Invalid, input);
    }
    assert.ok(parseUrl(1) instanceof Invalid);
  });

  it('takes the fast path only for URLs validator.isURL accepts, and answers as the library would', () => {
    const options = { protocols: ['http', 'https'], require_protocol: true, require_valid_protocol: true };
    const chars = (alphabet: string, max: number) => fc.array(fc.constantFrom(...alphabet), { maxLength: max }).map((a) => a.join(''));
    const label = fc.oneof(
      { weight: 4, arbitrary: chars('abcXYZ019', 12).filter((l) => l !== '') },
      { weight: 1, arbitrary: chars('abcXYZ019-_', 66) },
    );
    const url = fc.tuple(
      fc.constantFrom('http://', 'https://', 'HTTP://', 'ftp://', 'http:/', ''),
      fc.array(label, { minLength: 1, maxLength: 4 }),
      fc.constantFrom('com', 'de', 'c', 'x1', '123', 'museum', 'a'.repeat(64), ''),
      fc.constantFrom('', ':80', ':0', ':9999', ':65536', ':x'),
      fc.oneof({ weight: 3, arbitrary: chars('abc/._~%-', 20) }, { weight: 1, arbitrary: chars('abc/._~%!$()*+,;=:@-?# <>', 30) }),
    ).map(([scheme, labels, tld, port, path]) => `${scheme}${labels.join('.')}${tld ? `.${tld}` : ''}${port}${path ? `/${path}` : ''}`);
    let fast = 0;
    fc.assert(fc.property(url, (text) => {
      if (SIMPLE_URL.test(text)) {
        fast++;
        assert.ok(validator.isURL(text, options), `fast path accepted what the library refuses: ${text}`);
      }
      const result = parseUrl(text);
      assert.equal(result instanceof Invalid, !validator.isURL(text, options), text);
    }), { numRuns: 20_000 });
    assert.ok(fast > 1000, `the generator reaches the fast path (${fast} times)`);
  });
});
