/**
 * The target data model check, run by the server when a TDM is saved (`POST /tdm`, SPEC.md §Target
 * data models) and by the engine before a run (validate/ `compileValidator`).
 *
 * Lenient input, strict output (DESIGN.md §4): `columnType` in any case with `-`/space for `_` and
 * a few aliases (`integer`, `number`, `text`, `bool`, …), `validations: null`, a missing label, keys
 * with surrounding spaces, options as plain strings. The result is the documented
 * `TargetDataModel`: every column has `key`, `label`, `columnType` and `validations` (possibly
 * empty); `optionConfiguration` only on category columns, `outputFormat` only where set; the
 * TDM's `key` only when it names at least one column; unknown fields are dropped.
 *
 * Refused, each as a problem naming the column key: a non-object, no columns, a column without a
 * key, a key used twice (also when two keys differ only in case: mapping matches headers ignoring
 * case), the key `__proto__`, an unknown column type, an unknown validation, a rule missing its
 * field (`regex`, `columns`, `columnValues`), a rule naming an unknown column or the column itself,
 * a regex RE2 refuses or over the caps (validate/tenant-regex.ts), a category without options or
 * with repeated values, a TDM `key` naming an unknown column or a column twice, an `outputFormat` on a column that is not date/datetime/time (it would be
 * ignored, which hides a mistake), a threshold outside 0–1, and texts over the limits of
 * `TDM_LIMITS`.
 */
import { COLUMN_TYPES, type ColumnType, type TargetDataModel, type TdmColumn } from '../types.ts';
import { dateFormatProblem } from './check-date-format.ts';
import { checkOptionConfiguration } from './check-options.ts';
import { checkValidations } from './check-validations.ts';
import { columnName, isRecord, own, Problems, TDM_LIMITS, type TdmProblem } from './tdm-problems.ts';

export type { TdmProblem } from './tdm-problems.ts';

/** The outcome of {@link checkTdm}: the normalised TDM, or every problem found (never both). */
export type CheckTdmResult = { ok: true; tdm: TargetDataModel } | { ok: false; problems: TdmProblem[] };

const TYPE_ALIASES: Record<string, ColumnType> = {
  text: 'string', str: 'string',
  integer: 'int', number: 'float', decimal: 'float', double: 'float', numeric: 'float',
  bool: 'boolean', timestamp: 'datetime', date_time: 'datetime',
  enum: 'category', select: 'category',
  percent: 'percentage', currency: 'currency_code', country_code: 'country_code_alpha_2',
};

const DATE_TYPES: ReadonlySet<ColumnType> = new Set(['date', 'datetime', 'time']);

function columnTypeOf(value: unknown): ColumnType | undefined {
  if (typeof value !== 'string') return undefined;
  const name = value.trim().toLowerCase().replace(/[\s-]+/g, '_');
  if ((COLUMN_TYPES as readonly string[]).includes(name)) return name as ColumnType;
  return Object.prototype.hasOwnProperty.call(TYPE_ALIASES, name) ? TYPE_ALIASES[name] : undefined;
}

/** Reads the keys first, so rules can refer to columns defined after them. */
function readKeys(columns: unknown[], problems: Problems): Array<string | undefined> {
  const keys: Array<string | undefined> = [];
  const byFolded = new Map<string, number>();
  columns.forEach((column, i) => {
    const raw = isRecord(column) ? own(column, 'key') : undefined;
    const key = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : undefined;
    if (!isRecord(column)) {
      problems.add(`columns[${i}]`, `Column ${i + 1}: must be an object with "key", "label" and "columnType"`);
    } else if (!key) {
      problems.add(`columns[${i}].key`, `Column ${i + 1}: "key" must be a non-empty text`);
    } else if (key.length > TDM_LIMITS.keyLength) {
      problems.add(`columns[${i}].key`, `${columnName(i, key.slice(0, 40))}: "key" is longer than ${TDM_LIMITS.keyLength} characters`);
    } else if (key === '__proto__') {
      problems.add(`columns[${i}].key`, `Column "__proto__": this key is reserved; choose another`);
    } else {
      const folded = key.toLowerCase();
      const first = byFolded.get(folded);
      if (first !== undefined) {
        const same = keys[first] === key;
        problems.add(`columns[${i}].key`, same
          ? `Column ${JSON.stringify(key)}: the key is used twice (columns ${first + 1} and ${i + 1})`
          : `Column ${JSON.stringify(key)}: the key differs only in case from column ${first + 1} (${JSON.stringify(keys[first])}); keys must differ ignoring case`);
        keys.push(undefined);
        return;
      }
      byFolded.set(folded, i);
      keys.push(key);
      return;
    }
    keys.push(undefined);
  });
  return keys;
}

/**
 * Reads the TDM's `key` (docs/engine.md "The TDM's key"): a list of column keys, each a column of
 * this TDM (matched ignoring case, stored as the column's own key), none named twice. `null`, a
 * missing field or `[]` mean no key set (undefined).
 */
function readKey(raw: unknown, resolve: (reference: string) => string | undefined, problems: Problems): string[] | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!Array.isArray(raw)) {
    problems.add('key', '"key" must be an array of column keys, e.g. ["customer_id"]');
    return undefined;
  }
  if (raw.length > TDM_LIMITS.columns) {
    problems.add('key', `"key" names at most ${TDM_LIMITS.columns} columns; got ${raw.length}`);
    return undefined;
  }
  const key: string[] = [];
  raw.forEach((reference, i) => {
    const resolved = typeof reference === 'string' ? resolve(reference.trim()) : undefined;
    if (resolved === undefined) {
      problems.add(`key[${i}]`, `"key" names ${JSON.stringify(reference)}, which is not a column of this TDM`);
    } else if (key.includes(resolved)) {
      problems.add(`key[${i}]`, `"key" names the column ${JSON.stringify(resolved)} twice`);
    } else key.push(resolved);
  });
  return key.length > 0 ? key : undefined;
}

/**
 * Checks a TDM as a client sent it and returns its normalised form, or all the problems found.
 * Never throws, whatever `input` is. Source: SPEC.md §Target data model, DESIGN.md §4.
 */
export function checkTdm(input: unknown): CheckTdmResult {
  const problems = new Problems();
  if (!isRecord(input)) return { ok: false, problems: [{ path: '', message: 'A TDM must be an object with "columns"' }] };
  const rawColumns = own(input, 'columns');
  if (!Array.isArray(rawColumns) || rawColumns.length === 0) {
    return { ok: false, problems: [{ path: 'columns', message: 'A TDM needs "columns", a non-empty array' }] };
  }
  if (rawColumns.length > TDM_LIMITS.columns) {
    return { ok: false, problems: [{ path: 'columns', message: `A TDM has at most ${TDM_LIMITS.columns} columns; got ${rawColumns.length}` }] };
  }
  const tdm: TargetDataModel = { columns: [] };
  const rawName = own(input, 'name');
  if (typeof rawName === 'string') tdm.name = rawName.trim();
  else if (rawName !== undefined && rawName !== null) problems.add('name', '"name" must be text');

  const keys = readKeys(rawColumns, problems);
  const exactKeys = new Set(keys.filter((k): k is string => k !== undefined));
  const foldedKeys = new Map([...exactKeys].map((k) => [k.toLowerCase(), k]));
  const resolve = (reference: string): string | undefined =>
    exactKeys.has(reference) ? reference : foldedKeys.get(reference.toLowerCase());

  rawColumns.forEach((raw, i) => {
    const key = keys[i];
    if (!isRecord(raw) || key === undefined) return;
    const path = `columns[${i}]`;
    const name = columnName(i, key);
    const rawType = own(raw, 'columnType');
    const columnType = columnTypeOf(rawType);
    if (columnType === undefined) {
      problems.add(`${path}.columnType`, `${name}: unknown columnType ${JSON.stringify(rawType ?? null)}; expected one of ${COLUMN_TYPES.join(', ')}`);
    }
    const rawLabel = own(raw, 'label');
    let label = key;
    if (typeof rawLabel === 'string' && rawLabel.trim() !== '') {
      if (rawLabel.length > TDM_LIMITS.labelLength) problems.add(`${path}.label`, `${name}: "label" is longer than ${TDM_LIMITS.labelLength} characters`);
      label = rawLabel.trim();
    } else if (rawLabel !== undefined && rawLabel !== null && rawLabel !== '') {
      problems.add(`${path}.label`, `${name}: "label" must be text`);
    }
    const column: TdmColumn = {
      key,
      label,
      columnType: columnType ?? 'string',
      validations: checkValidations(own(raw, 'validations'), `${path}.validations`, name, key, resolve, problems),
    };
    if (columnType === 'category') {
      // `dropdownOptions` (the newer spelling of the product's documentation) is the options list.
      const dropdown = own(raw, 'dropdownOptions');
      let optionConfiguration = own(raw, 'optionConfiguration');
      if (dropdown !== undefined && dropdown !== null) {
        if (optionConfiguration !== undefined && optionConfiguration !== null) problems.add(`${path}.dropdownOptions`, `${name}: send the options either as "dropdownOptions" or in "optionConfiguration", not both`);
        else optionConfiguration = { options: dropdown };
      }
      const options = checkOptionConfiguration(optionConfiguration, `${path}.optionConfiguration`, name, problems);
      if (options) column.optionConfiguration = options;
    }
    const alternatives = own(raw, 'alternativeMatches');
    if (alternatives !== undefined && alternatives !== null) {
      const list = Array.isArray(alternatives) ? alternatives : null;
      if (!list || list.length > TDM_LIMITS.alternativeMatchesPerOption || list.some((a) => typeof a !== 'string' || a.length > TDM_LIMITS.labelLength)) {
        problems.add(`${path}.alternativeMatches`, `${name}: "alternativeMatches" must be a list of at most ${TDM_LIMITS.alternativeMatchesPerOption} texts`);
      } else {
        const cleaned = [...new Set((list as string[]).map((a) => a.trim()).filter((a) => a !== ''))];
        if (cleaned.length) column.alternativeMatches = cleaned;
      }
    }
    const trim = own(raw, 'trimWhitespace');
    if (trim !== undefined && trim !== null) {
      if (typeof trim !== 'boolean') problems.add(`${path}.trimWhitespace`, `${name}: "trimWhitespace" must be true or false`);
      else if (trim === false && columnType !== undefined && columnType !== 'string') {
        problems.add(`${path}.trimWhitespace`, `${name}: "trimWhitespace": false applies to string columns only; a ${columnType} value is read without its surrounding spaces`);
      } else if (trim === false) column.trimWhitespace = false;
    }
    for (const field of ['description', 'example'] as const) {
      const value = own(raw, field);
      if (value === undefined || value === null || value === '') continue;
      if (typeof value !== 'string' || value.length > 1000) problems.add(`${path}.${field}`, `${name}: "${field}" must be a text of at most 1000 characters`);
      else column[field] = value;
    }
    const outputFormat = own(raw, 'outputFormat');
    if (outputFormat !== undefined && outputFormat !== null && outputFormat !== '') {
      if (typeof outputFormat !== 'string' || outputFormat.trim() === '') {
        problems.add(`${path}.outputFormat`, `${name}: "outputFormat" must be a dayjs format text such as "DD.MM.YYYY"`);
      } else if (columnType !== undefined && !DATE_TYPES.has(columnType)) {
        problems.add(`${path}.outputFormat`, `${name}: "outputFormat" applies to date, datetime and time columns only, not ${columnType}`);
      } else if (outputFormat.length > TDM_LIMITS.outputFormatLength) {
        problems.add(`${path}.outputFormat`, `${name}: "outputFormat" is longer than ${TDM_LIMITS.outputFormatLength} characters`);
      } else {
        const bad = columnType ? dateFormatProblem(outputFormat, columnType as 'date' | 'datetime' | 'time') : null;
        if (bad) problems.add(`${path}.outputFormat`, `${name}: "outputFormat" ${JSON.stringify(outputFormat)} would not write ${columnType} values: ${bad.message}${bad.suggestion ? `; did you mean ${JSON.stringify(bad.suggestion)}?` : ''}`);
        else column.outputFormat = outputFormat;
      }
    }
    tdm.columns.push(column);
  });
  const key = readKey(own(input, 'key'), resolve, problems);
  if (key) tdm.key = key;
  if (problems.list.length > 0) return { ok: false, problems: problems.list };
  return { ok: true, tdm };
}
