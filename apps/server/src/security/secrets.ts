/**
 * Encryption of secrets at rest (DESIGN.md §3 "node:crypto AES-256-GCM for secrets", §5; SECURITY.md
 * credential leakage). A sealed secret is stored as `{"$enc": "v1:<iv>:<tag>:<ciphertext>"}`:
 * AES-256-GCM (NIST SP 800-38D) with a random 96-bit IV per value and a 128-bit tag, parts in
 * base64url. The caller's additional authenticated data (AAD) binds the ciphertext to its place —
 * for connectors, the connector id and the field — so a value copied to another record or field
 * fails to decrypt instead of leaking there.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** A sealed secret as stored in a jsonb document. */
export interface EncryptedSecret {
  $enc: string;
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const FORMAT = /^v1:([A-Za-z0-9_-]{16}):([A-Za-z0-9_-]{22}):([A-Za-z0-9_-]*)$/;

/** Thrown when a sealed secret cannot be opened: wrong key, wrong AAD, tampered or malformed. */
export class SecretDecryptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretDecryptionError';
  }
}

function checkKey(key: Uint8Array): void {
  if (key.length !== 32) throw new RangeError(`a secret-encryption key has 32 bytes, not ${key.length}`);
}

/** True when `value` has the shape of a sealed secret (`{"$enc": "v1:…"}` and nothing else). */
export function isEncryptedSecret(value: unknown): value is EncryptedSecret {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0] === '$enc' && typeof (value as EncryptedSecret).$enc === 'string';
}

/**
 * Seals `plaintext` (UTF-8) with the 32-byte `key`, bound to `aad`.
 * @throws RangeError when the key is not 32 bytes.
 */
export function encryptSecret(key: Uint8Array, plaintext: string, aad: string): EncryptedSecret {
  checkKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return { $enc: `${VERSION}:${iv.toString('base64url')}:${tag.toString('base64url')}:${ciphertext.toString('base64url')}` };
}

/**
 * Opens a sealed secret with the same key and AAD it was sealed with.
 * @throws SecretDecryptionError when the value is malformed, was sealed with another key or AAD, or
 *   was altered (the message never contains the secret). RangeError for a key of the wrong size.
 */
export function decryptSecret(key: Uint8Array, sealed: EncryptedSecret, aad: string): string {
  checkKey(key);
  const match = isEncryptedSecret(sealed) ? FORMAT.exec(sealed.$enc) : null;
  if (!match) throw new SecretDecryptionError('the stored secret is not in the v1 format');
  const [, iv, tag, ciphertext] = match as unknown as [string, string, string, string];
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(aad, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretDecryptionError('the stored secret cannot be decrypted: another key (FERRY_SECRET_KEY changed?), another record, or altered data');
  }
}
