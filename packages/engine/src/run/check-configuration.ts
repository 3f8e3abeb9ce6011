/**
 * The check of a pipeline `configuration` before a run (SPEC.md §Pipeline `configuration`: the
 * parts the engine reads, types in ../types.ts). The server validates configurations when they are
 * saved; `ferry run --pipeline` and library callers pass whatever JSON they have, so `runImport`
 * checks the shape itself and fails with CONFIGURATION_INVALID naming every problem instead of
 * failing somewhere inside a stage.
 *
 * Accepted: every part missing or `null` (defaults apply), fields the engine does not read
 * (`input_connectors`, `schedule_config`, response-only fields) — the API's whole configuration
 * passes. Refused, each as a problem with a JSON path: a part that is not an object; an unknown
 * `header_config.type`, `sheet_config.selection_type`, `mapping_config.mode`, transformation
 * `type` or `error_config.invalid_rows`; STATIC without a whole `row_index` ≥ 0; INDEX without a
 * whole `sheet_index` ≥ 0; NAME without a `sheet_name` text; `mappings` that is not a list of
 * `{source_columns: text[], target_column: text, transformations?: [{type, function: text}]}`;
 * an `error_threshold` that is not a number from 0 to 100; a `developer_mode` that is not a
 * boolean; an unknown `schema_policy`. Property names are read as own properties only (`__proto__` is never a part).
 */
import { isRecord, own, Problems, type TdmProblem } from '../tdm/tdm-problems.ts';
import { SCHEMA_POLICIES } from '../mapping/schema-policy.ts';

/** One reason a configuration is refused: where (`mapping_config.mappings[0].target_column`) and why. */
export type ConfigurationProblem = TdmProblem;

const isWhole = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const isText = (v: unknown): v is string => typeof v === 'string';
const absent = (v: unknown): boolean => v === undefined || v === null;

function oneOf(problems: Problems, path: string, value: unknown, allowed: readonly string[], required: boolean): void {
  if (absent(value)) {
    if (required) problems.add(path, `${path} is required: one of ${allowed.join(', ')}`);
    return;
  }
  if (!isText(value) || !allowed.includes(value)) problems.add(path, `${path} must be one of ${allowed.join(', ')}; got ${JSON.stringify(value)}`);
}

function part(problems: Problems, configuration: Record<string, unknown>, name: string): Record<string, unknown> | null {
  const value = own(configuration, name);
  if (absent(value)) return null;
  if (!isRecord(value)) {
    problems.add(name, `${name} must be an object`);
    return null;
  }
  return value;
}

function checkMappings(problems: Problems, mappings: unknown): void {
  const at = 'mapping_config.mappings';
  if (absent(mappings)) return;
  if (!Array.isArray(mappings)) {
    problems.add(at, `${at} must be a list of {source_columns, target_column, transformations}`);
    return;
  }
  mappings.forEach((m: unknown, i) => {
    const path = `${at}[${i}]`;
    if (!isRecord(m)) {
      problems.add(path, `${path} must be an object`);
      return;
    }
    const sources = own(m, 'source_columns');
    if (!Array.isArray(sources) || !sources.every(isText)) problems.add(`${path}.source_columns`, `${path}.source_columns must be a list of input column names`);
    if (!isText(own(m, 'target_column'))) problems.add(`${path}.target_column`, `${path}.target_column must be a TDM column key`);
    const transformations = own(m, 'transformations');
    if (absent(transformations)) return;
    if (!Array.isArray(transformations)) {
      problems.add(`${path}.transformations`, `${path}.transformations must be a list`);
      return;
    }
    transformations.forEach((t: unknown, j) => {
      const tp = `${path}.transformations[${j}]`;
      if (!isRecord(t)) {
        problems.add(tp, `${tp} must be an object`);
        return;
      }
      oneOf(problems, `${tp}.type`, own(t, 'type'), ['HYPER_FORMULA', 'OPTION_MAPPING'], true);
      if (!isText(own(t, 'function'))) problems.add(`${tp}.function`, `${tp}.function must be text (a formula, or the option mapping as JSON text)`);
      for (const name of ['name', 'prompt']) {
        const v = own(t, name);
        if (!absent(v) && !isText(v)) problems.add(`${tp}.${name}`, `${tp}.${name} must be text`);
      }
    });
  });
}

/**
 * Checks the parts of `configuration` the engine reads (see the module comment). Returns every
 * problem found, in order; an empty list means the configuration can run.
 */
export function checkConfiguration(configuration: unknown): ConfigurationProblem[] {
  const problems = new Problems();
  if (absent(configuration)) return problems.list;
  if (!isRecord(configuration)) {
    problems.add('', 'the configuration must be an object');
    return problems.list;
  }

  const header = part(problems, configuration, 'header_config');
  if (header) {
    const type = own(header, 'type');
    oneOf(problems, 'header_config.type', type, ['SMART', 'STATIC'], false);
    const row = own(header, 'row_index');
    if (type === 'STATIC' && !isWhole(row)) problems.add('header_config.row_index', 'header_config.row_index must be a whole number from 0 when type is STATIC');
    else if (!absent(row) && !isWhole(row)) problems.add('header_config.row_index', 'header_config.row_index must be a whole number from 0');
  }

  const sheet = part(problems, configuration, 'sheet_config');
  if (sheet) {
    const selection = own(sheet, 'selection_type');
    oneOf(problems, 'sheet_config.selection_type', selection, ['INDEX', 'NAME'], false);
    const index = own(sheet, 'sheet_index');
    const name = own(sheet, 'sheet_name');
    if (selection === 'INDEX' && !isWhole(index)) problems.add('sheet_config.sheet_index', 'sheet_config.sheet_index must be a whole number from 0 when selection_type is INDEX');
    else if (!absent(index) && !isWhole(index)) problems.add('sheet_config.sheet_index', 'sheet_config.sheet_index must be a whole number from 0');
    if (selection === 'NAME' && !isText(name)) problems.add('sheet_config.sheet_name', 'sheet_config.sheet_name must be text when selection_type is NAME');
    else if (!absent(name) && !isText(name)) problems.add('sheet_config.sheet_name', 'sheet_config.sheet_name must be text');
  }

  const mapping = part(problems, configuration, 'mapping_config');
  if (mapping) {
    oneOf(problems, 'mapping_config.mode', own(mapping, 'mode'), ['DEFAULT', 'EXACT'], false);
    checkMappings(problems, own(mapping, 'mappings'));
  }

  const error = part(problems, configuration, 'error_config');
  if (error) {
    const threshold = own(error, 'error_threshold');
    if (!absent(threshold) && !(typeof threshold === 'number' && threshold >= 0 && threshold <= 100)) {
      problems.add('error_config.error_threshold', 'error_config.error_threshold must be a number from 0 to 100');
    }
    oneOf(problems, 'error_config.invalid_rows', own(error, 'invalid_rows'), ['EXCLUDE', 'INCLUDE'], false);
  }

  oneOf(problems, 'schema_policy', own(configuration, 'schema_policy'), SCHEMA_POLICIES, false);

  const developer = own(configuration, 'developer_mode');
  if (!absent(developer) && typeof developer !== 'boolean') problems.add('developer_mode', 'developer_mode must be true or false');
  return problems.list;
}
