/**
 * Organization license keys: `ferry_lk_` + 43 base64url characters (256 random bits). Only the
 * SHA-256 of a key is stored; with this much entropy a fast hash is safe, and lookup by hash is an
 * indexed equality (no timing oracle on the key itself).
 */
import { createHash, randomBytes } from 'node:crypto';

export const LICENSE_KEY_PREFIX = 'ferry_lk_';

export function generateLicenseKey(): string {
  return LICENSE_KEY_PREFIX + randomBytes(32).toString('base64url');
}

/** Hex SHA-256 of the key as given (keys are compared exactly). */
export function hashLicenseKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/**
 * The version of a key carried in access tokens (claim `lkv`): the first 16 hex digits of its
 * stored SHA-256, so a rotated key invalidates the tokens issued with the old one. Revealing 64
 * bits of the hash of a 256-bit random key reveals nothing usable about the key.
 */
export function licenseKeyVersion(licenseKeyHash: string): string {
  return licenseKeyHash.slice(0, 16);
}

/** The last four characters, to tell keys apart without revealing them. */
export function licenseKeyHint(key: string): string {
  return key.slice(-4);
}
