import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { REFUSED_KEYS } from './contract.test-suite.ts';
import { contentTypeFor } from './content-type.ts';
import { InvalidKeyError } from './errors.ts';
import { artifactKey, assertValidKey, joinKey, MAX_SEGMENT_BYTES, normalizePrefix, safeFileName } from './keys.ts';
import { executionArtifactKeys, inboundMailKeys, organizationPrefix, ownerFolderOf, sampleKeys, samplesPrefix, uploadKeys } from './layout.ts';

describe('artifact keys', () => {
  it('accepts server-made keys, Unicode included', () => {
    for (const key of ['a', 'orgs/1/executions/2/input/in.csv', 'x/Überweisung März.csv', 'x/東京 (1).xlsx', 'a/.hidden', 'a/...', 'a/b c/d', 'x'.repeat(255)]) {
      assert.doesNotThrow(() => assertValidKey(key), key);
    }
  });

  it('refuses traversal, absolute paths, backslashes, NUL and control characters', () => {
    for (const [key, why] of REFUSED_KEYS) {
      assert.throws(() => assertValidKey(key), InvalidKeyError, why);
    }
    for (const key of [undefined, null, 42, {}, ['a']]) assert.throws(() => assertValidKey(key), InvalidKeyError);
  });

  it('says why, with control characters visible', () => {
    assert.throws(() => assertValidKey('a\u0000b'), { message: 'invalid artifact key "a\\u0000b": contains control character U+0000' });
    assert.throws(() => assertValidKey('a/../b'), /contains a "\.\." segment/);
    assert.throws(() => assertValidKey('a\\b'), /contains a backslash/);
  });

  it('normalises folder prefixes', () => {
    assert.equal(normalizePrefix('a/b/', true), 'a/b');
    assert.equal(normalizePrefix('a/b', false), 'a/b');
    assert.equal(normalizePrefix('', true), '');
    assert.throws(() => normalizePrefix('', false), InvalidKeyError);
    assert.throws(() => normalizePrefix('/', true), InvalidKeyError);
    assert.throws(() => normalizePrefix('a//', true), InvalidKeyError);
    assert.throws(() => normalizePrefix('../a', true), InvalidKeyError);
  });
});

describe('safeFileName', () => {
  const cases: Array<[string, string]> = [
    ['report.csv', 'report.csv'],
    ['Q3 report (final).xlsx', 'Q3 report (final).xlsx'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\Zoë\\Desktop\\Données 2024.xlsx', 'Données 2024.xlsx'],
    ['/absolute/path/data.json', 'data.json'],
    ['dir/', 'file'],
    ['..', 'file'],
    ['.', 'file'],
    ['.csv', 'file.csv'],
    ['.bashrc', 'file.bashrc'],
    ['report 📊 ✅.csv', 'report 📊 ✅.csv'],
    ['🇩🇪 Kunden.csv', '🇩🇪 Kunden.csv'],
    ['-rf.csv', 'rf.csv'],
    ['a\u0000b\u0007c.csv', 'a_b_c.csv'],
    ['inv\u202eoice.csv', 'inv_oice.csv'],
    ['what?#%&*:|"<>.txt', 'what_.txt'],
    ['tabs\tand\nnewlines.tsv', 'tabs and newlines.tsv'],
    ['many     spaces.csv', 'many spaces.csv'],
    ['trailing dots... .csv', 'trailing dots.csv'],
    ['%%%.csv', 'file.csv'],
    ['', 'file'],
    ['Cafe\u0301.csv', 'Caf\u00e9.csv'],
    ['東京の売上.xlsx', '東京の売上.xlsx'],
    ['résumé', 'résumé'],
    ['archive.tar.gz', 'archive.tar.gz'],
    ['no extension here', 'no extension here'],
  ];
  for (const [input, expected] of cases) {
    it(`${JSON.stringify(input)} → ${JSON.stringify(expected)}`, () => {
      assert.equal(safeFileName(input), expected);
    });
  }

  it('caps the length and keeps the extension', () => {
    const long = safeFileName('x'.repeat(500) + '.xlsx');
    assert.equal(long, 'x'.repeat(95) + '.xlsx');
    assert.equal(safeFileName('abcdefghij.csv', 8), 'abcd.csv');
    // Multi-byte characters: the 200-byte cap applies before the 100-character one.
    const wide = safeFileName('東'.repeat(150) + '.csv');
    assert.ok(wide.endsWith('.csv'));
    assert.ok(Buffer.byteLength(wide) <= 200, String(Buffer.byteLength(wide)));
    // Never cuts a grapheme cluster in half.
    const family = '👩‍👩‍👧‍👦';
    const emoji = safeFileName(family.repeat(30) + '.csv');
    assert.equal(emoji.replace('.csv', '').replaceAll(family, ''), '');
  });

  it('always yields a valid, non-empty key segment', () => {
    const alphabet = ['a', 'Z', '0', '.', '..', '/', '\\', ' ', '\u0000', '\u001f', '\u007f', '\u0085', '\u202e', '\ud800', '\udc00', '😀', 'é', 'e\u0301', '-', '_', '%2e', ':', '*', '?', '\n', '東'];
    for (let i = 0; i < 3000; i++) {
      const name = Array.from({ length: randomInt(0, 60) }, () => alphabet[randomInt(alphabet.length)]).join('');
      const safe = safeFileName(name);
      assert.ok(safe.length > 0);
      assert.ok(!safe.includes('/'), JSON.stringify(name));
      assert.ok(Buffer.byteLength(safe) <= MAX_SEGMENT_BYTES);
      assert.doesNotThrow(() => assertValidKey(safe), JSON.stringify(name));
      assert.equal(safeFileName(safe), safe, `idempotent for ${JSON.stringify(name)}`);
    }
  });
});

describe('artifactKey and the execution layout', () => {
  it('joins server-made parts and sanitises the file name', () => {
    assert.equal(artifactKey('orgs', 'o1', 'executions', 'e1', 'input', '../../Q3 report?.xlsx'), 'orgs/o1/executions/e1/input/Q3 report_.xlsx');
    assert.equal(artifactKey('only.csv'), 'only.csv');
    assert.throws(() => artifactKey(), InvalidKeyError);
    assert.throws(() => artifactKey('orgs/o1', 'x.csv'), InvalidKeyError, 'a leading part with a slash');
    assert.throws(() => artifactKey('..', 'x.csv'), InvalidKeyError);
    assert.throws(() => artifactKey('', 'x.csv'), InvalidKeyError);
    assert.equal(joinKey('a', 'b', 'c.json'), 'a/b/c.json');
    assert.throws(() => joinKey('a', 'b\\c'), InvalidKeyError);
  });

  it('lays out an execution\'s artifacts under one folder', () => {
    const keys = executionArtifactKeys('org-1', 'exec-2');
    assert.equal(keys.prefix, 'orgs/org-1/executions/exec-2');
    assert.equal(keys.input('C:\\tmp\\Kunden März.csv'), 'orgs/org-1/executions/exec-2/input/Kunden März.csv');
    assert.equal(keys.output, 'orgs/org-1/executions/exec-2/output/rows.json');
    assert.equal(keys.report, 'orgs/org-1/executions/exec-2/report.json');
    assert.equal(keys.errors, 'orgs/org-1/executions/exec-2/errors.ndjson');
    assert.equal(keys.grid('r1'), 'orgs/org-1/executions/exec-2/grid/r1.fgrid');
    for (const key of [keys.input('x'), keys.output, keys.report, keys.errors, keys.grid('r')]) {
      assert.ok(key.startsWith(keys.prefix + '/'));
      assert.equal(ownerFolderOf(key), keys.prefix);
    }
    assert.throws(() => executionArtifactKeys('../other-org', 'e'), InvalidKeyError);
  });

  it('gives every key an owner folder of four segments: executions, uploads, mailed messages, samples', () => {
    const upload = uploadKeys('o', 'u1');
    assert.equal(upload.file('../a b?.csv'), 'orgs/o/uploads/u1/a b_.csv');
    assert.equal(ownerFolderOf(upload.file('a.csv')), upload.prefix);
    assert.match(uploadKeys('o').prefix, /^orgs\/o\/uploads\/[0-9a-f-]{36}$/);
    const mail = inboundMailKeys('o', 'm1');
    assert.equal(mail.message, 'orgs/o/inbound-mail/m1/message.eml');
    assert.equal(mail.attachment(2, 'x.xlsx'), 'orgs/o/inbound-mail/m1/attachments/2/x.xlsx');
    assert.equal(ownerFolderOf(mail.attachment(2, 'x.xlsx')), mail.prefix);
    assert.equal(ownerFolderOf(mail.message), mail.prefix);
    assert.equal(ownerFolderOf(sampleKeys('o', 's1').file('s.csv')), 'orgs/o/samples/s1');
    assert.ok(sampleKeys('o', 's1').prefix.startsWith(samplesPrefix('o') + '/'));
    assert.equal(organizationPrefix('o'), 'orgs/o');
    for (const outside of ['orgs/o/uploads/u1', 'orgs/o/other/x/y', 'elsewhere/o/uploads/u/a', 'a']) assert.equal(ownerFolderOf(outside), null, outside);
  });

  it('derives content types from extensions', () => {
    assert.equal(contentTypeFor('a/b/report.JSON'), 'application/json');
    assert.equal(contentTypeFor('a/b/data.tsv'), 'text/tab-separated-values');
    assert.equal(contentTypeFor('a/.csv'), 'application/octet-stream');
    assert.equal(contentTypeFor('a.b/noext'), 'application/octet-stream');
  });
});
