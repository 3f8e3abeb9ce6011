/**
 * Turns Ajv errors into one precise message naming the field (`body.configuration.port must be an
 * integer`) plus a `details` list — what a client developer needs to fix the request.
 */
import type { ErrorObject } from 'ajv';
import { COERCE_KEYWORD } from '@ferry/schemas';
import type { ErrorDetail } from '../errors.ts';
import { lenientBounds } from './lenient.ts';

function fieldOf(context: string, instancePath: string, extra?: string): string {
  const parts = instancePath
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (extra !== undefined) parts.push(extra);
  const path = parts.map((p, i) => (/^\d+$/.test(p) ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
  return path || context;
}

/**
 * Column fields of the newer documentation of the product Ferry's API is compatible with that have
 * no meaning in Ferry: refused with the reason instead of "is not a known field".
 */
const NOT_SUPPORTED: Readonly<Record<string, string>> = {
  isMultiSelect: 'is not supported: a cell holds one value in Ferry; use a string column, or one column per value',
  numberFormat: 'is not needed: number cells are read in either notation (1,234.5 and 1.234,5) and written as plain numbers',
  optionMappingMode: 'is not a column field in Ferry: set optionConfiguration.mappingConfiguration.layers (EXACT, FUZZY, SMART)',
  hidden: 'is a display setting of an import screen, not part of a target data model',
  disabled: 'is a display setting of an import screen, not part of a target data model',
  columnSize: 'is a display setting of an import screen, not part of a target data model',
};

function describe(err: ErrorObject): { field: string | null; message: string } {
  const p = err.params as Record<string, unknown>;
  const parent = (err.parentSchema ?? {}) as Record<string, unknown>;
  switch (err.keyword) {
    case 'additionalProperties': {
      const name = String(p.additionalProperty);
      return { field: name, message: Object.hasOwn(NOT_SUPPORTED, name) ? NOT_SUPPORTED[name]! : 'is not a known field' };
    }
    case 'required':
      return { field: String(p.missingProperty), message: 'is required' };
    case 'enum':
      return { field: null, message: `must be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}` };
    case 'const':
      return { field: null, message: `must be ${JSON.stringify(p.allowedValue)}` };
    case 'type':
      return { field: null, message: `must be ${p.type === 'integer' ? 'an integer' : p.type === 'array' || p.type === 'object' ? `an ${p.type}` : `a ${p.type}`}` };
    case 'anyOf': {
      const kind = parent[COERCE_KEYWORD];
      if (kind === 'integer' || kind === 'number') {
        // A number of the right kind outside the bounds: say which bound, not "must be an integer".
        const n = typeof err.data === 'number' ? err.data : NaN;
        const { minimum, maximum } = lenientBounds(parent);
        if (Number.isFinite(n) && (kind === 'number' || Number.isInteger(n))) {
          if (minimum !== undefined && n < minimum) return { field: null, message: `must be >= ${minimum}` };
          if (maximum !== undefined && n > maximum) return { field: null, message: `must be <= ${maximum}` };
        }
      }
      if (kind === 'boolean') return { field: null, message: 'must be a boolean (true or false; 0 and 1 are accepted)' };
      if (kind === 'integer') return { field: null, message: 'must be an integer' };
      if (kind === 'number') return { field: null, message: 'must be a number' };
      return { field: null, message: 'does not match any allowed form' };
    }
    // Lengths and counts in the words the interface shows as they are (Ajv says "must NOT have more than 3 characters").
    case 'maxLength':
      return { field: null, message: `must have at most ${String(p.limit)} characters` };
    case 'minLength':
      return { field: null, message: Number(p.limit) === 1 ? 'must not be empty' : `must have at least ${String(p.limit)} characters` };
    case 'maxItems':
      return { field: null, message: `must have at most ${String(p.limit)} entries` };
    case 'minItems':
      return { field: null, message: `must have at least ${String(p.limit)} ${Number(p.limit) === 1 ? 'entry' : 'entries'}` };
    case 'maxProperties':
      return { field: null, message: `must have at most ${String(p.limit)} entries` };
    case 'format':
      return { field: null, message: `must be a valid ${p.format === 'email' ? 'e-mail address' : p.format}` };
    case 'pattern':
      return { field: null, message: parent.description ? `must be ${String(parent.description).replace(/^an? /i, (m) => m.toLowerCase())}` : `has an invalid format` };
    default:
      return { field: null, message: err.message ?? 'is invalid' };
  }
}

/**
 * Builds the message and details for a failed request validation.
 * @param context `body`, `querystring`, `params` or `headers`
 */
export function formatValidationErrors(context: string, validation: ErrorObject[]): { message: string; details: ErrorDetail[] } {
  // anyOf reports its branches' errors first and itself last; the anyOf error says it best.
  const anyOfPaths = new Set(validation.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath));
  const relevant = validation.filter((e) => e.keyword === 'anyOf' || !anyOfPaths.has(e.instancePath) || e.keyword === COERCE_KEYWORD);
  const chosen = relevant.length ? relevant : validation;
  const label = context === 'querystring' ? 'query' : context;
  const details: ErrorDetail[] = chosen.map((e) => {
    const d = describe(e);
    const field = fieldOf(label, e.instancePath, d.field ?? undefined);
    return { field, message: d.message };
  });
  const first = details[0] ?? { field: label, message: 'is invalid' };
  const where = first.field === label ? label : `${label}.${first.field}`;
  return { message: `${where} ${first.message}`, details };
}
