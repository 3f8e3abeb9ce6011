/**
 * A pipeline's `configuration` (SPEC.md §Pipeline): merging a partial request into the stored form,
 * filling defaults, and checking every rule that crosses fields or records:
 *
 * - one INPUT and one OUTPUT connector, both visible to the principal (SPEC.md §Limits);
 * - a TDM the principal can see; every mapping's `target_column` is one of its keys, once;
 * - transformations that parse (formula syntax and functions, OPTION_MAPPING JSON);
 * - `error_threshold` 0–100; `header_config` STATIC needs `row_index`; `sheet_config` INDEX needs
 *   `sheet_index`, NAME needs `sheet_name`;
 * - schedule rules (domain/schedules/recurrence.ts).
 *
 * Problems are reported together as one 400 whose details name each field
 * (`configuration.mapping_config.mappings[2].target_column`).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { compileOptionMapping, FormulaInvalid, OptionMappingInvalid, prepareFormula, type TdmColumn } from '@ferry/engine';
import type { PipelineConfiguration, PipelineConfigurationInput } from '@ferry/schemas/pipelines';
import type { Database } from '../../db/client.ts';
import { connectors, tdms } from '../../db/schema.ts';
import { errors, type ErrorDetail } from '../../errors.ts';
import type { Principal } from '../principal.ts';
import { checkSchedule, type Frequency } from '../schedules/recurrence.ts';
import { visibleTo } from '../visibility.ts';

/** Defaults of a configuration nobody has filled yet (a draft). */
export function emptyConfiguration(): PipelineConfiguration {
  return {
    input_connectors: [],
    output_connectors: [],
    mapping_config: { mode: 'DEFAULT', mappings: [] },
    tdm: null,
    error_config: { error_threshold: 0, invalid_rows: 'EXCLUDE' },
    schedule_config: null,
    header_config: { type: 'SMART', row_index: null },
    sheet_config: null,
    developer_mode: false,
    schema_policy: 'EVOLVE',
    expectation: null,
    configuration_type: 'PIPELINE',
  };
}

/** A stored configuration read back in its complete documented form (tolerates older rows). */
export function completeConfiguration(stored: Record<string, unknown> | null | undefined): PipelineConfiguration {
  return { ...emptyConfiguration(), ...(stored as Partial<PipelineConfiguration> | undefined), configuration_type: 'PIPELINE' };
}

const iso = (t: string) => new Date(t).toISOString();

/**
 * Applies a request's `configuration` to the current one: each top-level field sent replaces the
 * current value (null clears it to its default); fields not sent are kept (SPEC.md: a request with
 * only name, connectors, error_config and schedule_config is valid).
 */
export function mergeConfiguration(current: PipelineConfiguration, input: PipelineConfigurationInput | undefined): PipelineConfiguration {
  const next: PipelineConfiguration = structuredClone(current);
  if (!input) return next;
  const defaults = emptyConfiguration();
  if (input.input_connectors !== undefined) next.input_connectors = [...input.input_connectors];
  if (input.output_connectors !== undefined) next.output_connectors = [...input.output_connectors];
  if (input.tdm !== undefined) next.tdm = input.tdm;
  if (input.developer_mode !== undefined) next.developer_mode = input.developer_mode;
  if (input.schema_policy !== undefined) next.schema_policy = input.schema_policy ?? defaults.schema_policy;
  if (input.expectation !== undefined) {
    const e = input.expectation;
    next.expectation = e ? { every: e.every, interval: e.interval ?? 1, by: e.by, grace_minutes: e.grace_minutes ?? 0, day: e.day ?? null } : null;
  }
  if (input.mapping_config !== undefined) {
    next.mapping_config = input.mapping_config
      ? {
          mode: input.mapping_config.mode,
          mappings: (input.mapping_config.mappings ?? []).map((m) => ({
            source_columns: [...m.source_columns],
            target_column: m.target_column,
            transformations: (m.transformations ?? []).map((t) => ({ name: t.name ?? null, type: t.type, function: t.function, prompt: t.prompt ?? null })),
          })),
        }
      : defaults.mapping_config;
  }
  if (input.error_config !== undefined) {
    next.error_config = input.error_config
      ? { error_threshold: input.error_config.error_threshold, invalid_rows: input.error_config.invalid_rows ?? 'EXCLUDE' }
      : defaults.error_config;
  }
  if (input.schedule_config !== undefined) {
    const s = input.schedule_config;
    next.schedule_config = s ? { frequency: s.frequency, interval: s.interval, starts_on: iso(s.starts_on), ends_on: s.ends_on ? iso(s.ends_on) : null } : null;
  }
  if (input.header_config !== undefined) {
    next.header_config = input.header_config ? { type: input.header_config.type, row_index: input.header_config.row_index ?? null } : defaults.header_config;
  }
  if (input.sheet_config !== undefined) {
    const s = input.sheet_config;
    next.sheet_config = s ? { selection_type: s.selection_type, sheet_index: s.sheet_index ?? null, sheet_name: s.sheet_name ?? null } : null;
  }
  return next;
}

/** True while the configuration lacks an input connector, an output connector or a TDM (DESIGN.md §4). */
export function isDraft(config: PipelineConfiguration): boolean {
  return config.input_connectors.length === 0 || config.output_connectors.length === 0 || !config.tdm;
}

/** The resolved references of a valid configuration. */
export interface ConfigurationRefs {
  inputConnectorId: string | null;
  outputConnectorId: string | null;
  tdmId: string | null;
}

// Array constants such as {1,2,3} or {"a";"b"} are HyperFormula's, not column references.
const ARRAY_CONSTANT = /^\s*(?:"[^"]*"|[-+]?\d+(?:\.\d+)?|TRUE|FALSE)(?:\s*[,;]\s*(?:"[^"]*"|[-+]?\d+(?:\.\d+)?|TRUE|FALSE))*\s*$/i;

/** Checks one transformation's text; returns a problem message or null. */
export function transformationProblem(t: { type: string; function: string }, column: TdmColumn | undefined): string | null {
  try {
    if (t.type === 'HYPER_FORMULA') {
      prepareFormula(t.function, (name) => (name.trim().toLowerCase() === 'value' ? { kind: 'value' } : ARRAY_CONSTANT.test(name) ? undefined : { kind: 'column', index: 0 }), 8192);
    } else if (t.type === 'OPTION_MAPPING') {
      compileOptionMapping(t.function, column ?? { key: 'x', label: 'x', columnType: 'string' });
    }
    return null;
  } catch (err) {
    if (err instanceof FormulaInvalid || err instanceof OptionMappingInvalid) return err.message;
    throw err;
  }
}

/**
 * Checks a merged configuration against the database and the rules above. Throws 400
 * VALIDATION_FAILED listing every problem. `previousSchedule` is the stored schedule: an unchanged
 * schedule may have started in the past.
 */
export async function validateConfiguration(
  db: Database,
  principal: Principal,
  config: PipelineConfiguration,
  options: { now: Date; previousSchedule: PipelineConfiguration['schedule_config'] | null; field?: string },
): Promise<ConfigurationRefs> {
  const prefix = options.field ?? 'configuration';
  const problems: ErrorDetail[] = [];
  const add = (field: string, message: string) => problems.push({ field: prefix ? `${prefix}.${field}` : field, message });

  const ids = [...config.input_connectors, ...config.output_connectors];
  const found = ids.length
    ? await db
        .select({ id: connectors.id, type: connectors.type, name: connectors.name })
        .from(connectors)
        .where(and(inArray(connectors.id, ids), visibleTo(principal, connectors)))
    : [];
  const byId = new Map(found.map((c) => [c.id, c]));
  for (const [list, wanted, field] of [
    [config.input_connectors, 'INPUT', 'input_connectors'],
    [config.output_connectors, 'OUTPUT', 'output_connectors'],
  ] as const) {
    if (list.length > 1) add(field, 'only one connector per pipeline is supported');
    list.forEach((id, i) => {
      const c = byId.get(id);
      if (!c) add(`${field}[${i}]`, `connector ${JSON.stringify(id)} was not found`);
      else if (c.type !== wanted) add(`${field}[${i}]`, `connector "${c.name}" is an ${c.type} connector, not ${wanted}`);
    });
  }

  let columns: TdmColumn[] | null = null;
  if (config.tdm) {
    const [t] = await db.select({ id: tdms.id, columns: tdms.columns }).from(tdms).where(and(eq(tdms.id, config.tdm), visibleTo(principal, tdms))).limit(1);
    if (!t) add('tdm', `target data model ${JSON.stringify(config.tdm)} was not found`);
    else columns = t.columns as TdmColumn[];
  }

  const seen = new Set<string>();
  config.mapping_config.mappings.forEach((m, i) => {
    const at = `mapping_config.mappings[${i}]`;
    if (m.source_columns.length === 0) add(`${at}.source_columns`, 'must name at least one input column');
    if (seen.has(m.target_column)) add(`${at}.target_column`, `"${m.target_column}" is mapped twice; use one entry per target column`);
    seen.add(m.target_column);
    const column = columns?.find((c) => c.key === m.target_column);
    if (columns && !column) add(`${at}.target_column`, `"${m.target_column}" is not a column of the target data model`);
    if (!config.tdm) add(`${at}.target_column`, 'mappings need a target data model (configuration.tdm)');
    m.transformations.forEach((t, j) => {
      const problem = transformationProblem(t, column);
      if (problem) add(`${at}.transformations[${j}].function`, `${t.name ? `"${t.name}": ` : ''}${problem}`);
    });
  });

  if (config.header_config.type === 'STATIC' && (config.header_config.row_index === null || config.header_config.row_index === undefined)) {
    add('header_config.row_index', 'is required when type is STATIC');
  }
  if (config.sheet_config) {
    if (config.sheet_config.selection_type === 'INDEX' && config.sheet_config.sheet_index === null) add('sheet_config.sheet_index', 'is required when selection_type is INDEX');
    if (config.sheet_config.selection_type === 'NAME' && !config.sheet_config.sheet_name) add('sheet_config.sheet_name', 'is required when selection_type is NAME');
  }

  if (config.schedule_config) {
    const s = config.schedule_config;
    const prev = options.previousSchedule;
    const unchangedStart = prev && prev.starts_on === s.starts_on;
    for (const p of checkSchedule(
      { frequency: s.frequency as Frequency, interval: s.interval, startsOn: new Date(s.starts_on), endsOn: s.ends_on ? new Date(s.ends_on) : null },
      options.now,
      !unchangedStart,
    )) {
      add(`schedule_config.${p.field}`, p.message);
    }
  }

  if (config.expectation) {
    const e = config.expectation;
    if (e.day !== null && (e.every === 'HOURLY' || e.every === 'DAILY')) add('expectation.day', `is only for WEEKLY (a weekday, 1 = Monday … 7) or MONTHLY (a day of the month); ${e.every} expects a file every ${e.every === 'HOURLY' ? 'hour' : 'day'}`);
    if (e.day !== null && e.every === 'WEEKLY' && e.day > 7) add('expectation.day', `must be a weekday from 1 (Monday) to 7 (Sunday) for WEEKLY, got ${e.day}`);
    const spanDays = { HOURLY: 1 / 24, DAILY: 1, WEEKLY: 7, MONTHLY: 31 }[e.every] * e.interval;
    if (spanDays > 366) add('expectation.interval', `puts ${e.interval} × ${e.every.toLowerCase()} between two files, more than a year`);
    const shortest = (e.every === 'MONTHLY' ? 28 * e.interval : spanDays) * 1440;
    if (e.grace_minutes >= shortest) add('expectation.grace_minutes', `must be shorter than the time between two deadlines (${Math.round(shortest)} minutes)`);
  }

  if (problems.length) {
    const first = problems[0]!;
    throw errors.validation(`body.${first.field} ${first.message}${problems.length > 1 ? ` (and ${problems.length - 1} more problem${problems.length > 2 ? 's' : ''})` : ''}`, problems);
  }
  return {
    inputConnectorId: config.input_connectors[0] ?? null,
    outputConnectorId: config.output_connectors[0] ?? null,
    tdmId: config.tdm,
  };
}
