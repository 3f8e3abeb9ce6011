/**
 * Connector-scoped secrets for pushed data (REACTIVE HTTP input, DESIGN.md §4): a random secret is
 * shown once, when the connector is created (or the secret rotated); only its HMAC-SHA256 under a
 * key derived from FERRY_SECRET_KEY is stored, and a delivery proves itself with the secret in
 * `X-Ferry-Connector-Secret` (or `Authorization: Bearer`). Compared in constant time.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { constantTimeEqual } from './constant-time.ts';

export const INBOUND_SECRET_PREFIX = 'ferry_cs_';

/** A new secret: `ferry_cs_` + 43 base64url characters (256 bits). */
export function generateInboundSecret(): string {
  return INBOUND_SECRET_PREFIX + randomBytes(32).toString('base64url');
}

/** Hex HMAC of a secret, bound to its connector (a secret of one connector opens no other). */
export function hashInboundSecret(key: Buffer, connectorId: string, secret: string): string {
  return createHmac('sha256', key).update(`${connectorId}\n${secret}`, 'utf8').digest('hex');
}

/** True when `secret` is the connector's. */
export function verifyInboundSecret(key: Buffer, connectorId: string, secret: string, storedHash: string | null): boolean {
  if (!storedHash || !secret) return false;
  return constantTimeEqual(Buffer.from(hashInboundSecret(key, connectorId, secret), 'hex'), Buffer.from(storedHash, 'hex'));
}
