/**
 * The master secret and the keys derived from it. One secret (FERRY_SECRET_KEY) is all an operator
 * manages; HKDF-SHA256 (RFC 5869) derives independent keys for token signing and for encrypting
 * connector secrets. For the embedded default a random key is generated once into
 * `<dataDir>/secret.key` (mode 0600). Several processes on several machines must share the same
 * FERRY_SECRET_KEY.
 */
import { hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeSecret } from '../config.ts';

export interface Keys {
  /** HS256 key for access tokens (32 bytes). */
  tokenSigning: Uint8Array;
  /** AES-256-GCM key for connector secrets (32 bytes). */
  secretEncryption: Buffer;
  /** HMAC key for connector inbound secrets and other keyed hashes (32 bytes). */
  hashing: Buffer;
}

/**
 * Loads the master secret from `secretKey` (already validated) or from `<dataDir>/secret.key`,
 * creating that file on first use. Throws if the file exists but is unreadable or too short.
 */
export function loadMasterSecret(secretKey: string | null, dataDir: string): Buffer {
  if (secretKey) {
    const decoded = decodeSecret(secretKey);
    if (!decoded) throw new Error('FERRY_SECRET_KEY must be at least 32 bytes (hex or base64)');
    return decoded;
  }
  const file = join(dataDir, 'secret.key');
  if (existsSync(file)) {
    const decoded = decodeSecret(readFileSync(file, 'utf8'));
    if (!decoded) throw new Error(`${file} does not hold a 32-byte key; remove it only if no data was encrypted with it`);
    return decoded;
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('hex') + '\n', { mode: 0o600, flag: 'wx' });
  return key;
}

/** Derives the purpose-specific keys (RFC 5869 HKDF with SHA-256). */
export function deriveKeys(master: Buffer): Keys {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), info, 32));
  return {
    tokenSigning: new Uint8Array(derive('ferry/token-signing/v1')),
    secretEncryption: derive('ferry/secret-encryption/v1'),
    hashing: derive('ferry/hashing/v1'),
  };
}
