import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Invalid } from './cell-parser.ts';
import { parseUrl } from './url-parse.ts';

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
});
