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

/** Bounds of a license key an operator chooses (`--license-key`, FERRY_BOOTSTRAP_LICENSE_KEY). */
export const LICENSE_KEY_MIN_LENGTH = 16;
export const LICENSE_KEY_MAX_LENGTH = 256;

/**
 * Why an operator-chosen license key cannot be used, or null when it can: at least 16 and at most
 * 256 characters, visible ASCII only (token requests trim the key they are sent, so surrounding
 * white space could never match; a key travels in JSON and shell commands).
 */
export function licenseKeyProblem(key: string): string | null {
  if (key.length < LICENSE_KEY_MIN_LENGTH) return `must be at least ${LICENSE_KEY_MIN_LENGTH} characters`;
  if (key.length > LICENSE_KEY_MAX_LENGTH) return `must be at most ${LICENSE_KEY_MAX_LENGTH} characters`;
  if (!/^[\x21-\x7e]+$/.test(key)) return 'must be visible ASCII characters, without spaces';
  return null;
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
