/**
 * Trusted browsers for sign-in (OWASP "Slow down online guessing attacks with device cookies"): a
 * browser that signed in to an account gets a cookie naming it, signed by the server and bound to
 * that account's e-mail address. Its later sign-ins to the account are not held back by the
 * account's growing delays (domain/access/sign-in-throttle.ts): a person guessing from elsewhere
 * cannot lock the real user out of the browsers they use. The cookie is no credential: it grants
 * nothing but the exemption, the password is still checked, and failures from a trusted browser
 * are counted for that browser alone.
 *
 * Cookie: name `ferry_device_<12 hex digits of the address's SHA-256>` (one per account in a
 * browser), value `<device id>.<issued, seconds since 1970>.<HMAC-SHA256, base64url>`.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { constantTimeEqual } from './constant-time.ts';

/** How long a browser stays trusted after its last sign-in (180 days, in seconds). */
export const TRUSTED_DEVICE_SECONDS = 180 * 24 * 60 * 60;

const normalized = (email: string) => email.trim().toLowerCase();

/** The cookie name for the account with `email` (case and surrounding space ignored). */
export function deviceCookieName(email: string): string {
  return `ferry_device_${createHash('sha256').update(normalized(email)).digest('hex').slice(0, 12)}`;
}

/** A new random device id (128 bits, base64url). */
export function newDeviceId(): string {
  return randomBytes(16).toString('base64url');
}

function mac(key: Buffer, email: string, deviceId: string, issued: number): string {
  return createHmac('sha256', key).update(`ferry-device/v1|${normalized(email)}|${deviceId}|${issued}`).digest('base64url');
}

/** The cookie value naming `deviceId` as trusted for `email`, issued at `nowSeconds`. */
export function signDevice(key: Buffer, email: string, deviceId: string, nowSeconds: number): string {
  const issued = Math.floor(nowSeconds);
  return `${deviceId}.${issued}.${mac(key, email, deviceId, issued)}`;
}

/**
 * The device id of a cookie value when it was signed with `key` for `email` less than
 * {@link TRUSTED_DEVICE_SECONDS} before `nowSeconds`; null for anything else (tampered, another
 * account's, expired, malformed).
 */
export function verifyDevice(key: Buffer, email: string, value: string | undefined, nowSeconds: number): string | null {
  const parts = value?.split('.');
  if (!parts || parts.length !== 3) return null;
  const [deviceId, issuedText, given] = parts as [string, string, string];
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(deviceId) || !/^\d{1,12}$/.test(issuedText)) return null;
  const issued = Number(issuedText);
  if (issued > nowSeconds + 300 || nowSeconds - issued >= TRUSTED_DEVICE_SECONDS) return null;
  return constantTimeEqual(given, mac(key, email, deviceId, issued)) ? deviceId : null;
}
