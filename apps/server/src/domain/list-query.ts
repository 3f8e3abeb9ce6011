/**
 * List parameters (DESIGN.md §4): `offset`, `limit` (default 20, max 100) and the JSON options
 * `sort` (`{"field":"asc|desc"}`), `filters` (`{"field":"value"}`, also the bracket form
 * `filters[field]=value`) and `pagination` (`{"offset":0,"limit":20}`). Every list route declares
 * which fields sort and filter; anything else is a 400 naming the field.
 */
import { asc, desc, eq, gte, ilike, inArray, lt, type AnyColumn, type SQL } from 'drizzle-orm';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { PAGE_DEFAULT_LIMIT, PAGE_MAX_LIMIT } from '@ferry/schemas';
import { errors } from '../errors.ts';
import { unstorablePath } from '../validation/text.ts';

/**
 * How one API field filters: exact match, case-insensitive substring, a boolean, one of a set, or
 * a time bound on a timestamp column (`from`: at or after the instant, `before`: strictly before
 * it; the value an ISO 8601 date-time with its offset, e.g. `2026-11-25T00:00:00Z`).
 */
export interface FilterSpec {
  column: AnyColumn | SQL;
  match?: 'exact' | 'contains' | 'boolean' | 'from' | 'before';
  /** Allowed values (exact match); a comma-separated value matches any of them. */
  values?: readonly string[];
}

export interface ListSpec {
  sortable: Record<string, AnyColumn | SQL>;
  filterable: Record<string, FilterSpec>;
  /** Applied after the requested sort, and alone when none is requested. */
  defaultSort: SQL[];
}

export interface ListParams {
  offset: number;
  limit: number;
  orderBy: SQL[];
  /** Names the shape of `orderBy`: the list's spec and the requested sort (`3|field:asc,field:desc`). */
  sortKey: string;
  where: SQL[];
  /** The filters as given (for routes that filter outside SQL). */
  filters: Record<string, string>;
}

function parseJsonOption(name: string, text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw errors.validation(`query parameter ${name} must be a JSON object, e.g. ${name === 'sort' ? '{"created_at":"desc"}' : name === 'pagination' ? '{"offset":0,"limit":20}' : '{"name":"x"}'}`, [
      { field: name, message: 'is not valid JSON' },
    ]);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw errors.validation(`query parameter ${name} must be a JSON object`, [{ field: name, message: 'is not a JSON object' }]);
  }
  // JSON escapes can spell text the database cannot store (`{"name":"a\u0000"}`).
  const bad = unstorablePath(value, `query.${name}`);
  if (bad) throw errors.validation(`${bad.path} contains ${bad.problem}`, [{ field: bad.path.replace(/^query\./, ''), message: `contains ${bad.problem}` }]);
  return value as Record<string, unknown>;
}

function collectBrackets(query: Record<string, unknown>, name: string): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null);
  const prefix = `${name}[`;
  for (const [key, value] of Object.entries(query)) {
    if (key.startsWith(prefix) && key.endsWith(']')) out[key.slice(prefix.length, -1)] = Array.isArray(value) ? value[value.length - 1] : value;
  }
  return out;
}

function intParam(name: string, value: unknown, min: number, max: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < min || n > max) {
    throw errors.validation(`${name} must be an integer from ${min} to ${max}`, [{ field: name, message: `must be an integer from ${min} to ${max}` }]);
  }
  return n;
}

const KNOWN = new Set(['offset', 'limit', 'sort', 'filters', 'pagination']);

const specNumbers = new WeakMap<ListSpec, number>();
/** A number per list spec (in the order first seen), so that two lists of one table never share a sort key. */
function specNumber(spec: ListSpec): number {
  let n = specNumbers.get(spec);
  if (n === undefined) specNumbers.set(spec, (n = ++specCount));
  return n;
}
let specCount = 0;

/**
 * Parses list parameters against a route's spec. Throws 400 VALIDATION_FAILED naming the field for
 * an unknown sort or filter field, a bad direction, bad JSON or an out-of-range page.
 */
export function parseListQuery(query: Record<string, unknown>, spec: ListSpec): ListParams {
  for (const key of Object.keys(query)) {
    if (KNOWN.has(key) || /^(sort|filters|pagination)\[[^\]]+\]$/.test(key)) continue;
    throw errors.validation(`unknown query parameter ${key}; lists take offset, limit, sort, filters and pagination`, [
      { field: key, message: 'is not a list parameter' },
    ]);
  }
  const pagination = {
    ...(typeof query.pagination === 'string' ? parseJsonOption('pagination', query.pagination) : {}),
    ...collectBrackets(query, 'pagination'),
  };
  const offset = intParam('offset', query.offset ?? pagination.offset ?? 0, 0, Number.MAX_SAFE_INTEGER);
  const limit = intParam('limit', query.limit ?? pagination.limit ?? PAGE_DEFAULT_LIMIT, 1, PAGE_MAX_LIMIT);

  const sort = { ...(typeof query.sort === 'string' ? parseJsonOption('sort', query.sort) : {}), ...collectBrackets(query, 'sort') };
  const orderBy: SQL[] = [];
  const sortKey: string[] = [];
  for (const [field, dir] of Object.entries(sort)) {
    // Own fields only: `__proto__`, `constructor` or `toString` are not sortable fields.
    const column = Object.hasOwn(spec.sortable, field) ? spec.sortable[field] : undefined;
    if (!column) {
      throw errors.validation(`cannot sort by ${field}; sortable fields: ${Object.keys(spec.sortable).join(', ')}`, [
        { field: `sort.${field}`, message: 'is not sortable' },
      ]);
    }
    const d = typeof dir === 'string' ? dir.toLowerCase() : dir === 1 ? 'asc' : dir === -1 ? 'desc' : '';
    if (d !== 'asc' && d !== 'desc') {
      throw errors.validation(`sort direction for ${field} must be "asc" or "desc"`, [{ field: `sort.${field}`, message: 'must be asc or desc' }]);
    }
    orderBy.push(d === 'asc' ? asc(column) : desc(column));
    sortKey.push(`${field}:${d}`);
  }
  orderBy.push(...spec.defaultSort);

  const filters = { ...(typeof query.filters === 'string' ? parseJsonOption('filters', query.filters) : {}), ...collectBrackets(query, 'filters') };
  const where: SQL[] = [];
  const given: Record<string, string> = Object.create(null);
  for (const [field, raw] of Object.entries(filters)) {
    const f = Object.hasOwn(spec.filterable, field) ? spec.filterable[field] : undefined;
    if (!f) {
      throw errors.validation(`cannot filter by ${field}; filterable fields: ${Object.keys(spec.filterable).join(', ') || 'none'}`, [
        { field: `filters.${field}`, message: 'is not filterable' },
      ]);
    }
    if (raw === null || typeof raw === 'object') {
      throw errors.validation(`filter ${field} must be a string, number or boolean`, [{ field: `filters.${field}`, message: 'must be a scalar' }]);
    }
    const value = String(raw);
    given[field] = value;
    if (f.match === 'contains') {
      where.push(ilike(f.column as AnyColumn, `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
    } else if (f.match === 'from' || f.match === 'before') {
      const at = isoInstant(value);
      if (!at) {
        throw errors.validation(`filter ${field} must be an ISO 8601 date-time with its offset, e.g. 2026-11-25T00:00:00Z; got ${JSON.stringify(value.slice(0, 60))}`, [
          { field: `filters.${field}`, message: 'must be an ISO 8601 date-time with an offset' },
        ]);
      }
      where.push(f.match === 'from' ? gte(f.column as AnyColumn, at) : lt(f.column as AnyColumn, at));
    } else if (f.match === 'boolean') {
      const v = value.toLowerCase();
      if (!['true', 'false', '1', '0'].includes(v)) {
        throw errors.validation(`filter ${field} must be true or false`, [{ field: `filters.${field}`, message: 'must be true or false' }]);
      }
      where.push(eq(f.column as AnyColumn, v === 'true' || v === '1'));
    } else {
      const parts = value.split(',').map((s) => s.trim()).filter(Boolean);
      if (f.values) {
        const bad = parts.find((p) => !f.values!.includes(p));
        if (bad !== undefined) {
          throw errors.validation(`filter ${field} must be one of ${f.values.join(', ')}; got ${bad}`, [
            { field: `filters.${field}`, message: `must be one of ${f.values.join(', ')}` },
          ]);
        }
      }
      where.push(parts.length > 1 ? inArray(f.column as AnyColumn, parts) : eq(f.column as AnyColumn, parts[0] ?? ''));
    }
  }
  return { offset, limit, orderBy, sortKey: `${specNumber(spec)}|${sortKey.join(',')}`, where, filters: given };
}

/** RFC 3339 `date-time` as the API's JSON schemas check it (ajv-formats: an offset is required, the date must exist). */
const isDateTime = (fullFormats['date-time'] as { validate: (value: string) => boolean }).validate;

/** The instant a filter value names, or null when it is not an RFC 3339 date-time (an ISO 8601 date-time with its offset). */
function isoInstant(value: string): Date | null {
  return isDateTime(value) ? new Date(value) : null;
}
