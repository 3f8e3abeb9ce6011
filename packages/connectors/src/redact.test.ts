import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { redact, secretVariants, snippetOf, SNIPPET_CHARS } from './redact.ts';

describe('secretVariants and redact', () => {
  it('hides whole values, the token after a scheme, Basic credentials decoded, percent-encoded forms', () => {
    const basic = Buffer.from('importer:p@ss w0rd!').toString('base64');
    const secrets = secretVariants([`Bearer tok_abc123`, `Basic ${basic}`, 'key/with+chars', '1', undefined]);
    const text = `auth=Bearer tok_abc123 token=tok_abc123 basic=${basic} user=importer:p@ss w0rd! pw=p@ss w0rd! q=key%2Fwith%2Bchars v=1`;
    assert.equal(redact(text, secrets), 'auth=******** token=******** basic=******** user=******** pw=******** q=******** v=1');
  });

  it('leaves text without secrets as it is', () => {
    assert.equal(redact('nothing to hide', secretVariants(['s3cr3t-value'])), 'nothing to hide');
  });
});

describe('snippetOf', () => {
  it('makes one short line: control characters and white space runs become one space', () => {
    assert.equal(snippetOf(Buffer.from('<h1>Error</h1>\r\n\t  <p>bad\u0000request</p>\n'), []), '<h1>Error</h1> <p>bad request</p>');
  });

  it(`cuts at ${SNIPPET_CHARS} characters, never splitting a character, after redacting`, () => {
    const secret = 'x'.repeat(20) + 'SECRET';
    const s = snippetOf(`${'é'.repeat(295)}${secret}${'z'.repeat(500)}`, secretVariants([secret]))!;
    assert.equal([...s].length, SNIPPET_CHARS);
    assert.ok(s.endsWith('…'));
    assert.ok(!s.includes('xxxx'), 'no prefix of the secret survives the cut');
  });

  it('is undefined for an empty or blank body', () => {
    assert.equal(snippetOf(Buffer.alloc(0), []), undefined);
    assert.equal(snippetOf(' \n\t', []), undefined);
  });
});
