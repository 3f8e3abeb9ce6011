import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import validator from 'validator';
import { Invalid } from './cell-parser.ts';
import { isPlainEmail, parseEmail } from './email-parse.ts';

describe('email', () => {
  it('accepts real-world addresses and lower-cases only the domain', () => {
    const cases: Array<[string, string]> = [
      ['jane@example.com', 'jane@example.com'],
      ['Jane.Doe@Example.COM', 'Jane.Doe@example.com'],
      ['jane+tag@sub.example.co.uk', 'jane+tag@sub.example.co.uk'],
      ["o'brien@example.ie", "o'brien@example.ie"],
      ['user_name-1@my-domain.org', 'user_name-1@my-domain.org'],
      ['mailto:Jane@Example.com', 'Jane@example.com'],
      ['MAILTO:jane@example.com', 'jane@example.com'],
      ['jürgen@münchen.de', 'jürgen@münchen.de'],
      ['a@b.co', 'a@b.co'],
      ['"quoted name"@example.com', '"quoted name"@example.com'],
      ['x@xn--mnchen-3ya.de', 'x@xn--mnchen-3ya.de'],
      ['info@EXAMPLE.xn--p1ai', 'info@example.xn--p1ai'],
    ];
    for (const [input, expected] of cases) assert.equal(parseEmail(input), expected, input);
  });

  it('refuses malformed addresses', () => {
    for (const input of ['jane', 'jane@', '@example.com', 'jane@example', 'jane@@example.com', 'jane@example..com',
      '.jane@example.com', 'jane.@example.com', 'ja..ne@example.com', 'jane@-example.com', 'jane@example-.com',
      'jane@exa_mple.com', 'jane@example.c', 'jane@example.123', 'Jane Doe <jane@example.com>', 'jane doe@example.com',
      'jane@example.com.', `${'a'.repeat(65)}@example.com`, `a@${'b'.repeat(64)}.com`, 'mailto:', 'jane@[127.0.0.1]']) {
      assert.ok(parseEmail(input) instanceof Invalid, input);
    }
    assert.ok(parseEmail(42) instanceof Invalid);
  });

  it('accepts by char scan only what validator.isEmail accepts (property)', () => {
    const local = fc.stringMatching(/^[A-Za-z0-9.!#$%&'*+\/=?^_`{|}~-]{0,70}$/);
    const domain = fc.stringMatching(/^[A-Za-z0-9.-]{0,30}$/);
    fc.assert(fc.property(local, domain, fc.string({ maxLength: 3 }), (l, d, noise) => {
      for (const s of [`${l}@${d}`, `${l}@${d}${noise}`, `${l}${noise}@${d}`]) {
        if (isPlainEmail(s)) assert.ok(validator.isEmail(s), s);
      }
    }), { numRuns: 20000 });
  });

  it('accepts by char scan only what validator.isEmail accepts, non-ASCII local parts too (property)', () => {
    // Characters at and around the edges of the ranges isEmail's UTF-8 local part allows, emoji
    // (surrogate pairs), lone surrogates, controls, and 2- and 3-byte characters for the 64-byte limit.
    const special = ['\u0080', '\u009f', '\u00a0', '\u00a1', 'é', 'ß', 'Ω', 'ж', '\u07ff', '\u0800', '中', '\ud7ff',
      '\ud800', '\udfff', '\ue000', '\uf8ff', '\uf900', '\ufdcf', '\ufdd0', '\ufdef', '\ufdf0', '\uffef', '\ufff0',
      '\uffff', '😀', 'a', 'Z', '0', '.', '-', '_', '+', '"', ' ', '@'];
    const local = fc.array(fc.oneof(fc.constantFrom(...special), fc.stringMatching(/^[A-Za-z0-9.!#$%&'*+\/=?^_`{|}~-]{1,8}$/)), { maxLength: 40 })
      .map((parts) => parts.join(''));
    const domain = fc.stringMatching(/^[A-Za-z0-9.-]{0,30}$/);
    fc.assert(fc.property(local, domain, (l, d) => {
      const s = `${l}@${d}`;
      if (!isPlainEmail(s)) return;
      assert.ok(validator.isEmail(s), JSON.stringify(s));
      // The char scan's normal form is the slow path's: the domain lower-cased, the rest kept.
      const at = s.lastIndexOf('@');
      assert.equal(parseEmail(s), s.slice(0, at + 1) + s.slice(at + 1).toLowerCase());
    }), { numRuns: 20000 });
  });

  it('leaves no common valid address to the slow path', () => {
    for (const s of ['jane@example.com', 'Jane.Doe+x@mail.example.co.uk', 'a1-b2@c-d.io', 'chloé.weber1@example.com', 'jürgen@EXAMPLE.de']) {
      assert.ok(isPlainEmail(s), s);
    }
    // 64 bytes of local part as UTF-8 is the most isEmail accepts: 32 × é is 64 bytes, 33 × é is 66.
    assert.ok(isPlainEmail(`${'é'.repeat(32)}@example.com`));
    assert.ok(!isPlainEmail(`${'é'.repeat(33)}@example.com`));
    assert.ok(!validator.isEmail(`${'é'.repeat(33)}@example.com`));
    // 21 × 中 is 63 bytes, 22 × 中 is 66.
    assert.ok(isPlainEmail(`${'中'.repeat(21)}@example.com`));
    assert.ok(!isPlainEmail(`${'中'.repeat(22)}@example.com`));
    assert.ok(!validator.isEmail(`${'中'.repeat(22)}@example.com`));
  });

  it('a lone surrogate (JSON can carry one) is an invalid address, not a crash', () => {
    assert.throws(() => validator.isEmail('a\ud800b@example.com'), URIError);
    assert.ok(parseEmail('a\ud800b@example.com') instanceof Invalid);
  });
});
