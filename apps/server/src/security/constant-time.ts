/** Comparison of secrets in time that does not depend on where they differ (node:crypto timingSafeEqual). */
import { timingSafeEqual } from 'node:crypto';

/** True when `a` and `b` are the same bytes (strings as UTF-8); false for different lengths. */
export function constantTimeEqual(a: Buffer | string, b: Buffer | string): boolean {
  const x = typeof a === 'string' ? Buffer.from(a) : a;
  const y = typeof b === 'string' ? Buffer.from(b) : b;
  return x.length === y.length && timingSafeEqual(x, y);
}
