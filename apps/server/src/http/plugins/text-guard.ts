/**
 * Refuses text that PostgreSQL cannot store before anything else looks at it: a NUL character
 * (U+0000) anywhere in a JSON body (keys included) or in a query parameter → 400
 * VALIDATION_FAILED naming where (`body.columns[0].key`). Without this, such text reached the
 * database and came back as a 500 (found by test/api-fuzz.test.ts). Lone surrogates need no
 * guard: they are stored as U+FFFD.
 *
 * Runs as a `preValidation` hook, so bodies are already parsed and route schemas not yet applied.
 * Raw bodies (uploads, pushed data) are streams and are not inspected: their file names are
 * cleaned where they are stored (domain/executions/inbound.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from '../../errors.ts';

const MAX_DEPTH = 64;

/** The path of the first key or string holding U+0000 in `value`, or null. */
export function nulPath(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulPath(value[i], `${path}[${i}]`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (value instanceof Buffer || typeof (value as { pipe?: unknown }).pipe === 'function') return null;
  for (const [key, v] of Object.entries(value)) {
    const at = /^[A-Za-z_][\w-]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
    if (key.includes('\u0000')) return at;
    const found = nulPath(v, at, depth + 1);
    if (found) return found;
  }
  return null;
}

export const textGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const where = nulPath(request.query, 'query') ?? nulPath(request.body, 'body');
    if (where) {
      throw errors.validation(`${where} contains a NUL character (U+0000), which Ferry does not accept; remove it`, [
        { field: where.replace(/^(body|query)\.?/, ''), message: 'contains U+0000' },
      ]);
    }
  });
});
