/**
 * Pipelines and pipeline templates (SPEC.md §Pipeline, §Pipeline template). Request schemas accept
 * SPEC sample quirks (`0`/`1` booleans, numeric strings); cross-field rules (schedule dates,
 * connector types, TDM keys) are checked by the server's pipeline service.
 */
import { Type, type Static } from '@sinclair/typebox';
import { AuditFields, Id, LenientBoolean, LenientInteger, LenientNumber, Name, ReadOnlyEcho, RetentionDays, StringEnum, named } from './common.ts';

const pipelineRetention = "Days the files of this pipeline's executions are kept after they end (docs/storage.md \"Retention\"); null: the organization's retention_days";
import { Permissions } from './tdms.ts';

export const SCHEDULE_FREQUENCIES = ['HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY'] as const;
export const EXECUTION_STATUSES = ['PROCESSING', 'SUCCESSFUL', 'FAILED', 'SKIPPED'] as const;
export type ExecutionStatusName = (typeof EXECUTION_STATUSES)[number];

export const ScheduleFrequency = named('ScheduleFrequency', StringEnum(SCHEDULE_FREQUENCIES, { description: 'Unit of the schedule; interval multiplies it' }));
export const ExecutionStatus = named('ExecutionStatus', StringEnum(EXECUTION_STATUSES, { description: 'PROCESSING until the run ends: SUCCESSFUL, FAILED, or SKIPPED when the input had nothing new (a file already processed); skip_reason says why' }));
export const MappingMode = named('MappingMode', StringEnum(['DEFAULT', 'EXACT'] as const, { description: 'DEFAULT: unmapped columns are matched automatically; EXACT: only the saved mappings are used' }));
export const HeaderType = named('HeaderType', StringEnum(['SMART', 'STATIC'] as const, { description: 'SMART: the header row is detected; STATIC: row_index is the header row' }));
export const SheetSelectionType = named('SheetSelectionType', StringEnum(['INDEX', 'NAME'] as const, { description: 'INDEX: by 0-based position; NAME: by case-sensitive name' }));
export const TransformationType = named('TransformationType', StringEnum(['HYPER_FORMULA', 'OPTION_MAPPING'] as const, { description: 'HYPER_FORMULA: a spreadsheet formula; OPTION_MAPPING: a JSON object mapping input values to options' }));
export const SCHEMA_POLICIES = ['EVOLVE', 'FREEZE', 'DISCARD_NEW'] as const;
/** What a pipeline does when a file's columns differ from those it accepted last (docs/mapping.md "Schema-change policy"). */
export const SchemaPolicy = named('SchemaPolicy', StringEnum(SCHEMA_POLICIES, {
  description: "What happens when a file's columns differ from the columns the pipeline accepted last. EVOLVE (default): the file runs; DEFAULT mode maps new columns automatically, EXACT ignores them. FREEZE: a new column, a renamed column or a mapped column missing fails the execution with SCHEMA_CHANGED before anything is delivered (the message names each difference); rerun with accept_schema to take the new columns. DISCARD_NEW: new columns are never mapped (listed in the report's mapping.discarded_source_columns); a mapped column missing still fails with SCHEMA_CHANGED.",
}));
export const InvalidRowsPolicy = named('InvalidRowsPolicy', StringEnum(['EXCLUDE', 'INCLUDE'] as const, { description: 'EXCLUDE (default): rows with an erroneous cell are left out of the output; INCLUDE: delivered with the cell as read' }));

const timestamp = Type.String({
  format: 'date-time',
  description: 'ISO 8601 timestamp; UTC (answers carry milliseconds and Z)',
  examples: ['2026-12-01T06:00:00.000Z'],
});

export const ScheduleConfig = named('ScheduleConfigInput', Type.Object(
  {
    frequency: ScheduleFrequency,
    interval: LenientInteger({ minimum: 1, maximum: 10000, description: 'Multiplier of the frequency (HOURLY × 2 = every 2 hours)' }),
    starts_on: Type.String({ format: 'date-time', description: 'First run (UTC); must not be in the past when set or changed' }),
    ends_on: Type.Optional(Type.Union([Type.String({ format: 'date-time', description: 'Last run (UTC); not before starts_on' }), Type.Null()])),
  },
  { additionalProperties: false, examples: [{ frequency: 'DAILY', interval: 1, starts_on: '2026-12-01T06:00:00.000Z', ends_on: '2027-06-01T06:00:00.000Z' }] },
));
export type ScheduleConfig = Static<typeof ScheduleConfig>;

/** When a pipeline expects its files (docs/executions.md "Late files"). */
export const ExpectationConfig = named('ExpectationConfigInput', Type.Object(
  {
    every: ScheduleFrequency,
    interval: Type.Optional(LenientInteger({ minimum: 1, maximum: 1000, description: 'Multiplier of every (DAILY × 2 = a file every other day); default 1' })),
    by: Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'Time of day (UTC, HH:MM) by which each file is expected; HOURLY uses its minutes (a file every hour by minute MM)' }),
    grace_minutes: Type.Optional(LenientInteger({ minimum: 0, maximum: 44640, description: 'Minutes past the deadline before the file counts as late (default 0)' })),
    day: Type.Optional(Type.Union([LenientInteger({ minimum: 1, maximum: 31, description: 'WEEKLY: the weekday (1 = Monday … 7 = Sunday); MONTHLY: the day of the month (the last day of shorter months). Not for HOURLY or DAILY. Default: the day of the first deadline after the expectation is set' }), Type.Null()])),
  },
  {
    additionalProperties: false,
    description: "The pipeline expects a file in every window ending at `by` + grace_minutes (the first window starts when the expectation is set or the pipeline is activated); a window in which no execution started raises one pipeline.file_late alert. For pipelines fed by uploads, pushes, e-mail and scheduled pulls alike",
    examples: [{ every: 'DAILY', interval: 1, by: '06:00', grace_minutes: 30 }],
  },
));
export type ExpectationConfig = Static<typeof ExpectationConfig>;

export const ErrorConfig = named('ErrorConfigInput', Type.Object(
  {
    error_threshold: LenientNumber({ minimum: 0, maximum: 100, description: 'Allowed percentage of erroneous cells (0–100); an execution fails when it is reached' }),
    invalid_rows: Type.Optional(InvalidRowsPolicy),
  },
  { additionalProperties: false },
));

export const HeaderConfig = named('HeaderConfigInput', Type.Object(
  {
    type: HeaderType,
    row_index: Type.Optional(Type.Union([LenientInteger({ minimum: 0, description: '0-based header row (STATIC)' }), Type.Null()])),
  },
  { additionalProperties: false },
));

export const SheetConfig = named('SheetConfigInput', Type.Object(
  {
    selection_type: SheetSelectionType,
    sheet_index: Type.Optional(Type.Union([LenientInteger({ minimum: 0, description: '0-based sheet (INDEX)' }), Type.Null()])),
    sheet_name: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 255, description: 'Case-sensitive sheet name (NAME)' }), Type.Null()])),
  },
  { additionalProperties: false },
));

export const TransformationSchema = named('TransformationInput', Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 200 })),
    type: TransformationType,
    function: Type.String({ minLength: 1, maxLength: 8192, description: 'HYPER_FORMULA: =formula with {Header} and {value}; OPTION_MAPPING: JSON object {"input":"option value"}' }),
    prompt: Type.Optional(Type.Union([Type.String({ maxLength: 4000 }), Type.Null()])),
  },
  { additionalProperties: false },
));

export const MappingSchema = named('MappingInput', Type.Object(
  {
    source_columns: Type.Array(Type.String({ minLength: 1, maxLength: 1000 }), { maxItems: 100, description: 'Input columns; several are joined with one space' }),
    target_column: Type.String({ minLength: 1, description: 'A key of the TDM' }),
    transformations: Type.Optional(Type.Array(TransformationSchema, { maxItems: 20 })),
  },
  { additionalProperties: false },
));

export const MappingConfig = named('MappingConfigInput', Type.Object(
  {
    mode: MappingMode,
    mappings: Type.Optional(Type.Array(MappingSchema, { maxItems: 1000 })),
  },
  { additionalProperties: false },
));

const connectorIds = (what: string) =>
  Type.Array(Id(), { maxItems: 1, description: `${what} connector id (one per pipeline)` });

/** `configuration` as requests send it (every field optional: a PUT changes only what it sends). */
export const PipelineConfigurationInput = named('PipelineConfigurationInput', Type.Object(
  {
    input_connectors: Type.Optional(connectorIds('Input')),
    output_connectors: Type.Optional(connectorIds('Output')),
    mapping_config: Type.Optional(Type.Union([MappingConfig, Type.Null()])),
    tdm: Type.Optional(Type.Union([Id({ description: 'Target data model id' }), Type.Null()])),
    error_config: Type.Optional(Type.Union([ErrorConfig, Type.Null()])),
    schedule_config: Type.Optional(Type.Union([ScheduleConfig, Type.Null()])),
    header_config: Type.Optional(Type.Union([HeaderConfig, Type.Null()])),
    sheet_config: Type.Optional(Type.Union([SheetConfig, Type.Null()])),
    developer_mode: Type.Optional(LenientBoolean()),
    schema_policy: Type.Optional(Type.Union([SchemaPolicy, Type.Null()], { description: 'null: EVOLVE' })),
    expectation: Type.Optional(Type.Union([ExpectationConfig, Type.Null()], { description: 'null: no expectation (no late-file alerts)' })),
    configuration_type: Type.Optional(Type.Unknown({ readOnly: true, description: 'Ignored on input' })),
  },
  { additionalProperties: false },
));
export type PipelineConfigurationInput = Static<typeof PipelineConfigurationInput>;

const pipelineExample = {
  name: 'Acme orders',
  active: true,
  configuration: {
    input_connectors: ['019a0000-0000-7000-8000-000000000001'],
    output_connectors: ['019a0000-0000-7000-8000-000000000002'],
    tdm: '019a0000-0000-7000-8000-000000000003',
    mapping_config: {
      mode: 'DEFAULT',
      mappings: [
        { source_columns: ['First Name', 'Last Name'], target_column: 'full_name', transformations: [] },
        { source_columns: ['E-Mail'], target_column: 'email', transformations: [{ name: 'lower', type: 'HYPER_FORMULA', function: '=LOWER({value})' }] },
      ],
    },
    error_config: { error_threshold: 5 },
    schedule_config: { frequency: 'DAILY', interval: 1, starts_on: '2026-12-01T06:00:00.000Z' },
    header_config: { type: 'SMART' },
    developer_mode: false,
  },
};

export const PipelineCreate = named('PipelineCreate', Type.Object(
  {
    ...ReadOnlyEcho,
    name: Type.Optional(Name()),
    template_id: Type.Optional(Id({ description: 'Start from this pipeline template (its fields are overridden by those sent)' })),
    active: Type.Optional(LenientBoolean()),
    configuration: Type.Optional(PipelineConfigurationInput),
    retention_days: Type.Optional(RetentionDays(pipelineRetention)),
    draft: Type.Optional(Type.Unknown({ readOnly: true, description: 'Ignored on input' })),
    next_run_at: Type.Optional(Type.Unknown({ readOnly: true, description: 'Ignored on input' })),
    last_schema_change: Type.Optional(Type.Unknown({ readOnly: true, description: 'Ignored on input' })),
    expected_next_by: Type.Optional(Type.Unknown({ readOnly: true, description: 'Ignored on input' })),
    late_since: Type.Optional(Type.Unknown({ readOnly: true, description: 'Ignored on input' })),
  },
  { additionalProperties: false, examples: [pipelineExample] },
));
export type PipelineCreate = Static<typeof PipelineCreate>;

export const PipelineUpdate = named('PipelineUpdate', Type.Object(
  {
    ...ReadOnlyEcho,
    name: Type.Optional(Name()),
    active: Type.Optional(LenientBoolean()),
    configuration: Type.Optional(PipelineConfigurationInput),
    retention_days: Type.Optional(RetentionDays(pipelineRetention)),
    draft: Type.Optional(Type.Unknown({ readOnly: true, description: 'Ignored on input' })),
    configuration_type: Type.Optional(Type.Unknown({ readOnly: true, description: 'Ignored on input' })),
    template_id: Type.Optional(Type.Unknown({ readOnly: true, description: 'Ignored on input' })),
    next_run_at: Type.Optional(Type.Unknown({ readOnly: true, description: 'Ignored on input' })),
    last_schema_change: Type.Optional(Type.Unknown({ readOnly: true, description: 'Ignored on input' })),
    expected_next_by: Type.Optional(Type.Unknown({ readOnly: true, description: 'Ignored on input' })),
    late_since: Type.Optional(Type.Unknown({ readOnly: true, description: 'Ignored on input' })),
  },
  {
    additionalProperties: false,
    examples: [
      {
        name: 'Acme orders',
        configuration: {
          input_connectors: ['019a0000-0000-7000-8000-000000000001'],
          output_connectors: ['019a0000-0000-7000-8000-000000000002'],
          error_config: { error_threshold: 10 },
          schedule_config: { frequency: 'HOURLY', interval: 2, starts_on: '2026-12-01T06:00:00.000Z' },
        },
      },
      { active: 0 },
      { retention_days: 30 },
    ],
  },
));
export type PipelineUpdate = Static<typeof PipelineUpdate>;

const ScheduleOut = named('ScheduleConfig', Type.Object({
  frequency: ScheduleFrequency,
  interval: Type.Integer(),
  starts_on: timestamp,
  ends_on: Type.Union([timestamp, Type.Null()]),
}));

/** A transformation as answers carry it. */
export const TransformationOut = named(
  'Transformation',
  Type.Object({ name: Type.Union([Type.String(), Type.Null()]), type: TransformationType, function: Type.String(), prompt: Type.Union([Type.String(), Type.Null()]) }),
);
/** One target column's mapping as answers carry it. */
export const MappingOut = named(
  'Mapping',
  Type.Object({ source_columns: Type.Array(Type.String()), target_column: Type.String(), transformations: Type.Array(TransformationOut) }),
);
export const MappingConfigOut = named('MappingConfig', Type.Object({ mode: MappingMode, mappings: Type.Array(MappingOut) }));
export const ErrorConfigOut = named('ErrorConfig', Type.Object({ error_threshold: Type.Number(), invalid_rows: InvalidRowsPolicy }));
export const HeaderConfigOut = named('HeaderConfig', Type.Object({ type: HeaderType, row_index: Type.Union([Type.Integer(), Type.Null()]) }));
export const SheetConfigOut = named(
  'SheetConfig',
  Type.Object({ selection_type: SheetSelectionType, sheet_index: Type.Union([Type.Integer(), Type.Null()]), sheet_name: Type.Union([Type.String(), Type.Null()]) }),
);

export const ExpectationOut = named('ExpectationConfig', Type.Object({
  every: ScheduleFrequency,
  interval: Type.Integer(),
  by: Type.String({ description: 'HH:MM, UTC' }),
  grace_minutes: Type.Integer(),
  day: Type.Union([Type.Integer(), Type.Null()]),
}, { description: ExpectationConfig.description }));

/** `configuration` as answers carry it: every field present, in its documented form. */
export const PipelineConfiguration = named('PipelineConfiguration', Type.Object({
  input_connectors: Type.Array(Type.String()),
  output_connectors: Type.Array(Type.String()),
  mapping_config: MappingConfigOut,
  tdm: Type.Union([Type.String(), Type.Null()]),
  error_config: ErrorConfigOut,
  schedule_config: Type.Union([ScheduleOut, Type.Null()]),
  header_config: HeaderConfigOut,
  sheet_config: Type.Union([SheetConfigOut, Type.Null()]),
  developer_mode: Type.Boolean(),
  schema_policy: SchemaPolicy,
  expectation: Type.Union([ExpectationOut, Type.Null()]),
  configuration_type: Type.Literal('PIPELINE'),
}));
export type PipelineConfiguration = Static<typeof PipelineConfiguration>;

/** The pipeline's last file changed shape: how its columns differ from those accepted before it. */
export const SchemaChange = named('SchemaChange', Type.Object({
  execution_id: Type.String({ description: 'The execution that read the file' }),
  at: timestamp,
  added: Type.Array(Type.String()),
  removed: Type.Array(Type.String()),
  renamed: Type.Array(Type.Object({ from: Type.String(), to: Type.String(), target_column: Type.Optional(Type.String()) })),
  reordered: Type.Boolean(),
  accepted: Type.Boolean({ description: 'False when the schema policy refused the file (the execution FAILED with SCHEMA_CHANGED): the pipeline still expects its earlier columns' }),
  message: Type.String({ description: 'One sentence for people' }),
}, { description: "How the columns of the pipeline's last file that read a header differ from the columns the pipeline accepted before it; null when they did not (docs/mapping.md \"Schema drift\")" }));

export const Pipeline = named('Pipeline', Type.Object({
  id: Type.String(),
  name: Type.String(),
  active: Type.Boolean(),
  draft: Type.Boolean({ description: 'True while the configuration lacks an input connector, an output connector or a TDM' }),
  configuration: PipelineConfiguration,
  template_id: Type.Union([Type.String(), Type.Null()]),
  next_run_at: Type.Union([timestamp, Type.Null()], { description: 'Next scheduled execution (null without an active schedule)' }),
  last_schema_change: Type.Union([SchemaChange, Type.Null()]),
  expected_next_by: Type.Union([timestamp, Type.Null()], { description: 'The deadline the next file is expected by (configuration.expectation): the current window\'s, or the next one\'s once a file arrived in it; null without an expectation or while the pipeline is inactive or a draft' }),
  late_since: Type.Union([timestamp, Type.Null()], { description: 'The pipeline is late: the end (deadline plus grace) of the first expected window without a file since the last file; null when not late. Cleared by the next file' }),
  retention_days: RetentionDays(pipelineRetention),
  ...AuditFields('iso'),
}));
export type Pipeline = Static<typeof Pipeline>;
export type SchemaChange = Static<typeof SchemaChange>;

/**
 * A pipeline as `GET /pipeline` lists it: what a list of pipelines shows (name, state, schedule,
 * recent executions) without the configuration, which `GET /pipeline/{id}` answers in full.
 */
export const PipelineListItem = named('PipelineListItem', Type.Object({
  id: Pipeline.properties.id,
  name: Pipeline.properties.name,
  active: Pipeline.properties.active,
  draft: Pipeline.properties.draft,
  template_id: Pipeline.properties.template_id,
  next_run_at: Pipeline.properties.next_run_at,
  last_schema_change: Pipeline.properties.last_schema_change,
  late_since: Pipeline.properties.late_since,
  retention_days: Pipeline.properties.retention_days,
  ...AuditFields('iso'),
  execution_count: Type.Integer(),
  last_execution_at: Type.Union([timestamp, Type.Null()]),
  last_execution_statuses: Type.Array(ExecutionStatus, { description: 'Statuses of the last five executions, newest first' }),
}));

// --- templates ---------------------------------------------------------------------------------

const templateFields = {
  pipeline_name: Type.Optional(Type.Union([Name(), Type.Null()])),
  input_connectors: Type.Optional(connectorIds('Input')),
  output_connectors: Type.Optional(connectorIds('Output')),
  tdm: Type.Optional(Type.Union([Id(), Type.Null()])),
  developer_mode: Type.Optional(LenientBoolean()),
  schedule_config: Type.Optional(Type.Union([ScheduleConfig, Type.Null()])),
  error_config: Type.Optional(Type.Union([ErrorConfig, Type.Null()])),
  mapping_config: Type.Optional(Type.Union([MappingConfig, Type.Null()])),
  header_config: Type.Optional(Type.Union([HeaderConfig, Type.Null()])),
  sheet_config: Type.Optional(Type.Union([SheetConfig, Type.Null()])),
  permissions: Type.Optional(named('TemplatePermissionsInput', Type.Object(
    { level: Type.Union([Type.Literal('PUBLIC'), Type.Literal('PRIVATE')]) },
    { additionalProperties: false, description: "PUBLIC: offered to the organization's sub-organizations, which create their own pipelines from it (its connectors and target data model must be PUBLIC too); PRIVATE (default): the organization's users only" },
  ))),
};

export const PipelineTemplateCreate = named('PipelineTemplateCreate', Type.Object(
  { ...ReadOnlyEcho, name: Name(), ...templateFields },
  {
    additionalProperties: false,
    examples: [
      {
        name: 'Monthly customer import',
        pipeline_name: 'Customer import',
        input_connectors: ['019a0000-0000-7000-8000-000000000001'],
        output_connectors: ['019a0000-0000-7000-8000-000000000002'],
        tdm: '019a0000-0000-7000-8000-000000000003',
        schedule_config: { frequency: 'MONTHLY', interval: 1, starts_on: '2026-12-01T00:00:00.000Z' },
        error_config: { error_threshold: 5 },
      },
    ],
  },
));
export type PipelineTemplateCreate = Static<typeof PipelineTemplateCreate>;

export const PipelineTemplateUpdate = named('PipelineTemplateUpdate', Type.Object(
  { ...ReadOnlyEcho, name: Type.Optional(Name()), ...templateFields },
  { additionalProperties: false, examples: [{ pipeline_name: 'Customer import (v2)' }] },
));
export type PipelineTemplateUpdate = Static<typeof PipelineTemplateUpdate>;

export const PipelineTemplate = named('PipelineTemplate', Type.Object({
  id: Type.String(),
  name: Type.String(),
  pipeline_name: Type.Union([Type.String(), Type.Null()]),
  input_connectors: Type.Array(Type.String()),
  output_connectors: Type.Array(Type.String()),
  tdm: Type.Union([Type.String(), Type.Null()]),
  developer_mode: Type.Boolean(),
  schedule_config: Type.Union([ScheduleOut, Type.Null()]),
  error_config: Type.Union([named('PipelineTemplateErrorConfig', Type.Object({ error_threshold: Type.Number(), invalid_rows: Type.Optional(InvalidRowsPolicy) })), Type.Null()]),
  mapping_config: Type.Union([PipelineConfiguration.properties.mapping_config, Type.Null()]),
  header_config: Type.Union([PipelineConfiguration.properties.header_config, Type.Null()]),
  sheet_config: PipelineConfiguration.properties.sheet_config,
  permissions: Permissions,
  ...AuditFields('iso'),
}));
export type PipelineTemplate = Static<typeof PipelineTemplate>;

export const PipelineTemplateListItem = named('PipelineTemplateListItem', Type.Object({
  id: Type.String(),
  name: Type.String(),
  pipeline_name: Type.Union([Type.String(), Type.Null()]),
  permissions: Permissions,
  ...AuditFields('iso'),
}));
