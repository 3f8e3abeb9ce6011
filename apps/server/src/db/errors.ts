/** Recognising database errors across drivers (pg, PGlite) and Drizzle's wrapper. */

interface PgLikeError {
  code?: string;
  constraint?: string;
  detail?: string;
  message?: string;
  cause?: unknown;
}

function unwrap(err: unknown): PgLikeError | null {
  let e = err as PgLikeError | undefined;
  for (let i = 0; i < 5 && e; i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    e = e.cause as PgLikeError | undefined;
  }
  return null;
}

/**
 * The violated unique constraint's name when `err` is a unique violation (SQLSTATE 23505), else null.
 * PGlite may not fill `constraint`; then the name is read from the message.
 */
export function uniqueViolation(err: unknown): string | null {
  const e = unwrap(err);
  if (!e || e.code !== '23505') return null;
  if (e.constraint) return e.constraint;
  const m = /constraint "([^"]+)"/.exec(e.message ?? '');
  return m?.[1] ?? 'unknown';
}

/** True when `err` is a foreign-key violation (SQLSTATE 23503). */
export function foreignKeyViolation(err: unknown): boolean {
  return unwrap(err)?.code === '23503';
}
