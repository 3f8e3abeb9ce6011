/**
 * Ajv plugin for lenient input (DESIGN.md §4 "lenient input, strict output"): the `x-coerce`
 * keyword (packages/schemas/src/common.ts) converts an accepted spelling to the documented type in
 * place — `0`/`1`/`"true"`/`"false"` → boolean, `"21"` → 21 — and re-checks `minimum`/`maximum`
 * on the converted number.
 */
import type { Ajv } from 'ajv/dist/ajv.js';
import type { ErrorObject } from 'ajv';
import type { DataValidationCxt } from 'ajv/dist/types/index.js';
import { COERCE_KEYWORD } from '@ferry/schemas';

type Kind = 'boolean' | 'integer' | 'number';

function convert(kind: Kind, data: unknown): { ok: true; value: unknown } | { ok: false; message: string } {
  if (kind === 'boolean') {
    if (typeof data === 'boolean') return { ok: true, value: data };
    if (data === 1 || data === '1' || data === 'true') return { ok: true, value: true };
    if (data === 0 || data === '0' || data === 'false') return { ok: true, value: false };
    return { ok: false, message: 'must be a boolean (true or false; 0 and 1 are accepted)' };
  }
  const n = typeof data === 'number' ? data : typeof data === 'string' && data.trim() !== '' ? Number(data.trim()) : NaN;
  if (!Number.isFinite(n)) return { ok: false, message: `must be ${kind === 'integer' ? 'an integer' : 'a number'}` };
  if (kind === 'integer' && !Number.isInteger(n)) return { ok: false, message: 'must be an integer' };
  return { ok: true, value: n };
}

/** The bounds of a lenient number: in its numeric `anyOf` branch (common.ts), or on the schema itself. */
export function lenientBounds(schema: Record<string, unknown>): { minimum?: number; maximum?: number } {
  const branches = Array.isArray(schema.anyOf) ? (schema.anyOf as Record<string, unknown>[]) : [];
  const numeric = branches.find((b) => b.type === 'integer' || b.type === 'number') ?? schema;
  return { minimum: numeric.minimum as number | undefined, maximum: numeric.maximum as number | undefined };
}

/** Registers `x-coerce` on an Ajv instance (used through Fastify's `ajv.plugins`). */
export function lenientPlugin(ajv: Ajv): Ajv {
  ajv.addKeyword({
    keyword: COERCE_KEYWORD,
    modifying: true,
    errors: true,
    schemaType: 'string',
    validate: function coerce(
      this: unknown,
      kind: Kind,
      data: unknown,
      parentSchema?: Record<string, unknown>,
      ctx?: DataValidationCxt,
    ): boolean {
      const self = coerce as unknown as { errors: Partial<ErrorObject>[] | null };
      self.errors = null;
      const r = convert(kind, data);
      if (!r.ok) {
        self.errors = [{ keyword: COERCE_KEYWORD, message: r.message, params: { kind } }];
        return false;
      }
      if (typeof r.value === 'number' && parentSchema) {
        const { minimum, maximum } = lenientBounds(parentSchema);
        if (minimum !== undefined && r.value < minimum) {
          self.errors = [{ keyword: 'minimum', message: `must be >= ${minimum}`, params: { limit: minimum } }];
          return false;
        }
        if (maximum !== undefined && r.value > maximum) {
          self.errors = [{ keyword: 'maximum', message: `must be <= ${maximum}`, params: { limit: maximum } }];
          return false;
        }
      }
      if (ctx && ctx.parentData !== undefined && ctx.parentDataProperty !== undefined) {
        (ctx.parentData as Record<string | number, unknown>)[ctx.parentDataProperty] = r.value;
      }
      return true;
    },
  });
  return ajv;
}
