import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { decryptSecret, encryptSecret, isEncryptedSecret, SecretDecryptionError } from './secrets.ts';

const key = randomBytes(32);

describe('secrets (AES-256-GCM at rest)', () => {
  it('round-trips UTF-8 text, including the empty string and long keys', () => {
    for (const plain of ['hunter2', '', 'päss wörd ✓ 🚢', '-----BEGIN PRIVATE KEY-----\n' + 'A'.repeat(5000) + '\n-----END PRIVATE KEY-----\n']) {
      const sealed = encryptSecret(key, plain, 'connector:1:password');
      assert.ok(isEncryptedSecret(sealed));
      assert.match(sealed.$enc, /^v1:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]*$/);
      assert.equal(decryptSecret(key, sealed, 'connector:1:password'), plain);
    }
  });

  it('never stores the plaintext and uses a fresh IV per value', () => {
    const a = encryptSecret(key, 'canary-plaintext', 'x');
    const b = encryptSecret(key, 'canary-plaintext', 'x');
    assert.notEqual(a.$enc, b.$enc);
    assert.equal(a.$enc.split(':')[1] === b.$enc.split(':')[1], false);
    for (const s of [a, b]) {
      assert.ok(!s.$enc.includes('canary'));
      assert.ok(!Buffer.from(s.$enc.split(':')[3]!, 'base64url').toString('latin1').includes('canary'));
    }
  });

  it('refuses another AAD (a ciphertext moved to another connector or field)', () => {
    const sealed = encryptSecret(key, 'secret', 'connector:A:password');
    assert.throws(() => decryptSecret(key, sealed, 'connector:B:password'), SecretDecryptionError);
    assert.throws(() => decryptSecret(key, sealed, 'connector:A:secret_key'), SecretDecryptionError);
  });

  it('refuses another key and altered ciphertext, tag or IV, without echoing the secret', () => {
    const sealed = encryptSecret(key, 'the-secret-value', 'aad');
    assert.throws(() => decryptSecret(randomBytes(32), sealed, 'aad'), SecretDecryptionError);
    const [v, iv, tag, ct] = sealed.$enc.split(':') as [string, string, string, string];
    const flip = (s: string) => {
      const b = Buffer.from(s, 'base64url');
      b[0] = b[0]! ^ 1;
      return b.toString('base64url');
    };
    for (const altered of [`${v}:${flip(iv)}:${tag}:${ct}`, `${v}:${iv}:${flip(tag)}:${ct}`, `${v}:${iv}:${tag}:${flip(ct)}`]) {
      assert.throws(
        () => decryptSecret(key, { $enc: altered }, 'aad'),
        (err: Error) => err instanceof SecretDecryptionError && !err.message.includes('the-secret-value'),
      );
    }
  });

  it('refuses malformed values and wrong key sizes', () => {
    for (const bad of [{ $enc: 'v2:a:b:c' }, { $enc: 'plain' }, { $enc: 42 }, { $enc: 'v1:x', extra: 1 }, 'v1:...', null]) {
      assert.throws(() => decryptSecret(key, bad as never, 'aad'), SecretDecryptionError);
    }
    assert.throws(() => encryptSecret(randomBytes(16), 'x', 'aad'), RangeError);
    assert.equal(isEncryptedSecret({ $enc: 'v1:x', other: 1 }), false);
    assert.equal(isEncryptedSecret(['$enc']), false);
  });
});
