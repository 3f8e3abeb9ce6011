/**
 * The TDM check of one column's `validations` (DESIGN.md §4 rules; semantics in types.ts
 * `Validation`). Lenient input: `validate` in any case, `columns` as one string, `columnValues`
 * values as one scalar or numbers/booleans, column keys in any case, `null` for absent fields.
 * Strict output: the documented `Validation` shape with only the fields the rule uses.
 */
import { VALIDATION_RULES, type Validation, type ValidationRule } from '../types.ts';
import { compileTenantRegex } from '../validate/tenant-regex.ts';
import { isRecord, own, Problems, scalarText, TDM_LIMITS } from './tdm-problems.ts';

/** Resolves a column reference (exact key, else the one key equal ignoring case). */
export type KeyResolver = (reference: string) => string | undefined;

const RULES_WITH_COLUMNS: ReadonlySet<ValidationRule> = new Set([
  'required_with', 'required_without', 'required_with_all', 'required_without_all',
]);
const RULES_WITH_VALUES: ReadonlySet<ValidationRule> = new Set(['required_with_values', 'required_without_values']);

function ruleOf(value: unknown): ValidationRule | undefined {
  if (typeof value !== 'string') return undefined;
  const name = value.trim().toLowerCase();
  return (VALIDATION_RULES as readonly string[]).includes(name) ? (name as ValidationRule) : undefined;
}

/** Reads `columns` (array of keys, or one key) into resolved keys; reports unknown and self references. */
function readColumns(
  raw: unknown, path: string, name: string, selfKey: string, resolve: KeyResolver, problems: Problems,
): string[] | undefined {
  const list = typeof raw === 'string' ? [raw] : raw;
  if (!Array.isArray(list)) {
    problems.add(path, `${name}: "columns" must be an array of column keys`);
    return undefined;
  }
  const keys: string[] = [];
  list.slice(0, TDM_LIMITS.columns).forEach((reference, i) => {
    const key = typeof reference === 'string' ? resolve(reference.trim()) : undefined;
    if (key === undefined) {
      problems.add(`${path}[${i}]`, `${name}: "columns" names ${JSON.stringify(reference)}, which is not a column of this TDM`);
    } else if (key === selfKey) {
      problems.add(`${path}[${i}]`, `${name}: "columns" names the column itself`);
    } else if (!keys.includes(key)) keys.push(key);
  });
  return keys;
}

/** Reads `columnValues` ({ key: [values] }) into resolved keys and text values. */
function readColumnValues(
  raw: unknown, path: string, name: string, selfKey: string, resolve: KeyResolver, problems: Problems,
): Record<string, string[]> | undefined {
  if (!isRecord(raw)) {
    problems.add(path, `${name}: "columnValues" must be an object of column key → list of values`);
    return undefined;
  }
  const result: Record<string, string[]> = {};
  const entries = Object.entries(raw);
  if (entries.length === 0) problems.add(path, `${name}: "columnValues" names no column`);
  for (const [reference, values] of entries.slice(0, TDM_LIMITS.columns)) {
    const entryPath = `${path}.${reference}`;
    const key = resolve(reference.trim());
    if (key === undefined) {
      problems.add(entryPath, `${name}: "columnValues" names ${JSON.stringify(reference)}, which is not a column of this TDM`);
      continue;
    }
    if (key === selfKey) {
      problems.add(entryPath, `${name}: "columnValues" names the column itself`);
      continue;
    }
    const list = Array.isArray(values) ? values : [values];
    const texts = list.slice(0, TDM_LIMITS.columnValuesPerRule).map(scalarText);
    if (texts.length === 0 || texts.some((t) => t === undefined)) {
      problems.add(entryPath, `${name}: "columnValues" for ${JSON.stringify(key)} must be a non-empty list of texts`);
      continue;
    }
    result[key] = [...(result[key] ?? []), ...(texts as string[])];
  }
  return result;
}

/**
 * Checks and normalises `raw` (a column's `validations`). `name` prefixes messages (`Column "x"`),
 * `path` is the JSON path of the list. Returns the normalised list (possibly empty).
 */
export function checkValidations(
  raw: unknown, path: string, name: string, selfKey: string, resolve: KeyResolver, problems: Problems,
): Validation[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    problems.add(path, `${name}: "validations" must be an array`);
    return [];
  }
  if (raw.length > TDM_LIMITS.validationsPerColumn) {
    problems.add(path, `${name}: at most ${TDM_LIMITS.validationsPerColumn} validations per column`);
    return [];
  }
  const result: Validation[] = [];
  raw.forEach((item, i) => {
    const itemPath = `${path}[${i}]`;
    if (!isRecord(item)) {
      problems.add(itemPath, `${name}: each validation must be an object with "validate"`);
      return;
    }
    const rawRule = own(item, 'validate');
    const rule = ruleOf(rawRule);
    if (rule === undefined) {
      problems.add(`${itemPath}.validate`, `${name}: unknown validation ${JSON.stringify(rawRule ?? null)}; expected one of ${VALIDATION_RULES.join(', ')}`);
      return;
    }
    const label = `${name}, ${rule}`;
    const validation: Validation = { validate: rule };
    const rawColumns = own(item, 'columns');
    if (RULES_WITH_COLUMNS.has(rule) || (rule === 'unique' && rawColumns !== undefined && rawColumns !== null)) {
      if (rawColumns === undefined || rawColumns === null) {
        problems.add(`${itemPath}.columns`, `${label}: needs "columns", the keys of the columns it depends on`);
      } else {
        const columns = readColumns(rawColumns, `${itemPath}.columns`, label, selfKey, resolve, problems);
        const rawCount = Array.isArray(rawColumns) ? rawColumns.length : 1;
        if (columns && rawCount === 0 && RULES_WITH_COLUMNS.has(rule)) {
          problems.add(`${itemPath}.columns`, `${label}: "columns" must name at least one column`);
        }
        if (columns && columns.length > 0) validation.columns = columns;
      }
    }
    if (RULES_WITH_VALUES.has(rule)) {
      const rawValues = own(item, 'columnValues');
      if (rawValues === undefined || rawValues === null) {
        problems.add(`${itemPath}.columnValues`, `${label}: needs "columnValues", column key → values`);
      } else {
        const columnValues = readColumnValues(rawValues, `${itemPath}.columnValues`, label, selfKey, resolve, problems);
        if (columnValues) validation.columnValues = columnValues;
      }
    }
    if (rule === 'regex') {
      const pattern = own(item, 'regex');
      if (pattern === undefined || pattern === null || pattern === '') {
        problems.add(`${itemPath}.regex`, `${label}: needs "regex", an RE2 pattern`);
      } else {
        const compiled = compileTenantRegex(pattern);
        if (compiled.ok) validation.regex = pattern as string;
        else problems.add(`${itemPath}.regex`, `${label}: ${compiled.message}`);
      }
    }
    const message = own(item, 'errorMessage');
    if (typeof message === 'string' && message.trim() !== '') {
      if (message.length > TDM_LIMITS.errorMessageLength) {
        problems.add(`${itemPath}.errorMessage`, `${label}: "errorMessage" is longer than ${TDM_LIMITS.errorMessageLength} characters`);
      } else validation.errorMessage = message.trim();
    } else if (message !== undefined && message !== null && message !== '') {
      problems.add(`${itemPath}.errorMessage`, `${label}: "errorMessage" must be text`);
    }
    result.push(validation);
  });
  return result;
}
