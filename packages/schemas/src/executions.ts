/** Executions: runs of a pipeline (SPEC.md §Execution; record fields: DESIGN.md §4). */
import { Type, type Static } from '@sinclair/typebox';
import { Actor, AuditFields, Id, StringEnum, named } from './common.ts';
import { ExecutionStatus } from './pipelines.ts';

export const EXECUTION_TRIGGER_TYPES = ['MANUAL', 'EVENT_BASE', 'TIME_BASE'] as const;
export const ExecutionTriggerType = named(
  'ExecutionTriggerType',
  StringEnum(EXECUTION_TRIGGER_TYPES, { description: 'MANUAL: run now (POST /execution) or a rerun; EVENT_BASE: a file was uploaded, pushed or e-mailed; TIME_BASE: the schedule' }),
);

/** Stages of a PROCESSING execution (`progress.stage`), in order. */
export const PROGRESS_STAGES = ['QUEUED', 'FETCHING', 'PROCESSING', 'STORING', 'DELIVERING', 'FIXING'] as const;
export type ProgressStageName = (typeof PROGRESS_STAGES)[number];
export const ProgressStage = named(
  'ProgressStage',
  StringEnum(PROGRESS_STAGES, { description: 'QUEUED: waiting for a worker; FETCHING: reading the input; PROCESSING: the engine runs; STORING: saving results; DELIVERING: sending the output; FIXING: applying cell edits' }),
);

/** Failure types of an execution (`error.type`). */
export const EXECUTION_ERROR_TYPES = [
  'SOURCE_UNRESPONSIVE', 'SOURCE_CREDENTIALS_REFUSED', 'SOURCE_EMPTY', 'INVALID_FILE', 'FILE_TOO_LARGE', 'SHEET_NOT_FOUND', 'HEADER_NOT_FOUND',
  'MAPPING_INCOMPLETE', 'TRANSFORMATION_INVALID', 'ERROR_THRESHOLD_EXCEEDED', 'DESTINATION_UNRESPONSIVE', 'DESTINATION_CREDENTIALS_REFUSED',
  'LIMIT_EXCEEDED', 'CONFIGURATION_INVALID', 'NETWORK_REFUSED', 'SCHEMA_CHANGED', 'INTERNAL',
] as const;
export type ExecutionErrorTypeName = (typeof EXECUTION_ERROR_TYPES)[number];

/** Why an execution FAILED (docs/executions.md describes each type). */
export const ExecutionErrorType = named(
  'ExecutionErrorType',
  StringEnum(EXECUTION_ERROR_TYPES, {
    description:
      'SOURCE_UNRESPONSIVE: the input connector could not be read; SOURCE_CREDENTIALS_REFUSED: the source refused the input connector\'s credentials (user name and password, key, access key, token) — change them on the connector; SOURCE_EMPTY: no new or no non-empty input; INVALID_FILE: the file cannot be read as its format; FILE_TOO_LARGE: past the size limit; SHEET_NOT_FOUND: sheet_config names no sheet of the file; HEADER_NOT_FOUND: no header row; MAPPING_INCOMPLETE: a required target column has no input; TRANSFORMATION_INVALID: a formula or option mapping cannot run; ERROR_THRESHOLD_EXCEEDED: erroneous cells reached error_threshold (fixable); DESTINATION_UNRESPONSIVE: the output connector refused or did not answer; DESTINATION_CREDENTIALS_REFUSED: the destination refused the output connector\'s credentials — change them on the connector; LIMIT_EXCEEDED: a time, memory or size limit stopped the run; CONFIGURATION_INVALID: the pipeline or a connector cannot work as configured; NETWORK_REFUSED: the network guard refused the address a connector would reach (private, loopback, link-local or metadata ranges, a scheme other than http or https) unless the operator allows it; SCHEMA_CHANGED: the columns of the file changed and the schema_policy of the pipeline (FREEZE, or DISCARD_NEW for a mapped column missing) refused it before anything was delivered — the message names each difference; rerun with accept_schema to take the new columns; INTERNAL: a fault of Ferry (see the server log)',
  }),
);

export const ExecutionError = named('ExecutionError', Type.Object({ type: ExecutionErrorType, message: Type.String() }, { description: 'Why a FAILED execution failed' }));

export const ExecutionInput = named(
  'ExecutionInput',
  Type.Object({
    file_name: Type.Union([Type.String(), Type.Null()]),
    size: Type.Union([Type.Integer(), Type.Null()], { description: 'Bytes' }),
    format: Type.Union([Type.String(), Type.Null()], { description: 'CSV, TSV, XLS, XLSX, XML or JSON, as read' }),
    sheet: Type.Union([Type.String(), Type.Null()]),
    encoding: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    header_row: Type.Optional(Type.Union([Type.Integer(), Type.Null()], { description: '1-based row number of the header row; null when no row is the header (every row is data, columns named A, B, C…, or the sheet was read as a form: one record whose columns are its labels)' })),
    source: Type.Optional(Type.Object({
      path: Type.String({ description: 'Path or key of the file at the input connector (FTP, SFTP, OBJSTORE, BLOB, CLOUDSTORE)' }),
      version: Type.String({ description: 'ETag, generation or modification time of the file when it was taken' }),
      after_process: Type.Union([StringEnum(['DELETE', 'RENAME', 'UNCHANGED']), Type.Null()], { description: "The connector's after_process_option once applied (after a SUCCESSFUL execution); null while pending or when the execution did not succeed" }),
      renamed_to: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'RENAME: the new path' })),
      after_process_error: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'Why the after-process step could not be done yet (it is tried again at the next listing)' })),
    }, { description: 'Files taken from a file source: where the file came from and what happened to it afterwards' })),
  }),
);

/** Output rows by how they differ from the previous delivery (docs/executions.md "What changed since the last delivery"). */
export const ChangeCounts = named(
  'ChangeCounts',
  Type.Object({
    created: Type.Integer({ description: 'Output rows whose key the previous delivery did not have' }),
    updated: Type.Integer({ description: 'Output rows whose key it had, with other values' }),
    unchanged: Type.Integer({ description: 'Output rows whose key it had, with the same values' }),
    removed: Type.Integer({ description: 'Keys of the previous delivery this output does not have' }),
  }),
);

export const ExecutionStats = named(
  'ExecutionStats',
  Type.Object({
    rows: Type.Integer({ description: 'Data rows read' }),
    output_rows: Type.Integer({ description: 'Rows written to the output' }),
    cells: Type.Integer(),
    erroneous_cells: Type.Integer(),
    error_percentage: Type.Number({ description: 'erroneous_cells ÷ cells × 100' }),
    changes: Type.Optional(ChangeCounts),
  }),
);

export const CHANGE_KINDS = ['created', 'updated', 'unchanged'] as const;
/** How an output row differs from the previous delivery. */
export const ChangeKind = named('ChangeKind', StringEnum(CHANGE_KINDS, { description: "created: its key is new since the previous delivery; updated: the key was delivered with other values; unchanged: with the same values" }));

/** A key of a TDM: column key → value as the output holds it. */
export const RowKey = named('RowKey', Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]), { description: 'The key columns of a row and their values, as the output holds them' }));

/** What changed since the previous delivery, besides the counts in stats.changes. */
export const ExecutionChanges = named('ExecutionChanges', Type.Object({
  key: Type.Array(Type.String(), { description: "The TDM's key the rows were compared by" }),
  previous_execution_id: Type.Union([Type.String(), Type.Null()], { description: 'The previous SUCCESSFUL execution of the pipeline compared with; null when there was none (every row is created)' }),
  removed_keys: Type.Array(RowKey, { description: 'The first 100 keys the previous delivery had and this output has not; GET /execution/{id}/removed-keys lists them all' }),
  removed_keys_truncated: Type.Boolean({ description: 'True when more keys were removed than removed_keys lists' }),
  duplicate_keys: Type.Integer({ description: 'Output rows whose key an earlier output row has too (rows of one key are compared in order)' }),
}, { description: "Output rows compared by the TDM's key with the previous SUCCESSFUL execution's output (docs/executions.md \"What changed since the last delivery\")" }));

export const ExecutionProgress = named(
  'ExecutionProgress',
  Type.Object({
    fraction: Type.Union([Type.Number(), Type.Null()], { description: '0 to 1 while the size is known' }),
    rows_read: Type.Integer(),
    bytes_read: Type.Integer(),
    stage: ProgressStage,
  }),
);

export const ExecutionOutput = named(
  'ExecutionOutput',
  Type.Object({
    format: Type.String({ description: 'The format delivered: CSV, TSV, JSON, XML or XLSX' }),
    size: Type.Integer({ description: 'Bytes' }),
    rows: Type.Integer(),
    delivered_to: Type.Union([Type.String(), Type.Null()], { description: 'Where it went, without secrets (null: kept for download)' }),
    download_only: Type.Optional(Type.Boolean({ description: 'True when the output connector is MANUAL: nothing was pushed; the output is kept for GET /execution/{id}/output' })),
    formulas_escaped: Type.Optional(Type.Boolean({ description: 'Whether formula-like text cells of the delivered CSV/TSV file got a leading apostrophe (the output connector’s escape_formulas; false for JSON, XML and XLSX)' })),
    batches: Type.Optional(Type.Integer({ description: 'HTTP delivery_mode BATCHES: the number of batches (requests) the rows went in' })),
    batch_size: Type.Optional(Type.Integer({ description: 'HTTP delivery_mode BATCHES: rows per batch' })),
    deliver: Type.Optional(Type.Literal('CHANGED', { description: "The output connector's deliver CHANGED: rows holds the created and updated rows delivered" })),
    rows_written: Type.Optional(
      Type.Object(
        {
          inserted: Type.Integer({ description: 'Rows added to the table' }),
          updated: Type.Integer({ description: 'write_mode UPSERT: rows whose key was in the table and whose values changed' }),
          unchanged: Type.Integer({ description: 'write_mode UPSERT: rows whose key was in the table with the same values (not written)' }),
        },
        { description: 'DATABASE outputs: what the delivery did to the table' },
      ),
    ),
  }),
);

/** The pipeline an execution belongs to. */
export const PipelineReference = named('PipelineReference', Type.Object({ id: Type.String(), name: Type.String() }));

export const ExecutionCreate = named('ExecutionCreate', Type.Object(
  { pipeline_id: Id({ description: 'The pipeline to run now' }) },
  { additionalProperties: false, examples: [{ pipeline_id: '019a0000-0000-7000-8000-000000000010' }] },
));
export type ExecutionCreate = Static<typeof ExecutionCreate>;

const nullableTs = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

/** How an execution's input columns differ from those the pipeline accepted before it (an extension; docs/mapping.md). */
export const SchemaDrift = named('SchemaDrift', Type.Object({
  previous_execution_id: Type.Union([Type.String(), Type.Null()], { description: "The execution whose file gave the pipeline's accepted columns, compared with; null for the first" }),
  added: Type.Array(Type.String(), { description: 'Columns only in this file' }),
  removed: Type.Array(Type.String(), { description: 'Columns only in the accepted ones (the earlier file)' }),
  renamed: Type.Array(Type.Object({ from: Type.String(), to: Type.String(), target_column: Type.Optional(Type.String()) }), { description: 'Removed columns matched to added ones (by the target they fill, else by position)' }),
  reordered: Type.Boolean({ description: 'The common columns come in another order' }),
  missing_source_columns: Type.Array(Type.String(), { description: 'Source columns saved mappings name that this file lacks' }),
  discarded: Type.Optional(Type.Array(Type.String(), { description: 'schema_policy DISCARD_NEW: the new columns left unmapped on purpose' })),
  automatic_mappings: Type.Array(Type.Object({
    target_column: Type.String(),
    source_columns: Type.Array(Type.String()),
    confidence: Type.Union([Type.Number(), Type.Null()]),
    reason: Type.Union([Type.String(), Type.Null()]),
  }), { description: 'Targets DEFAULT mode filled automatically in this run, and why' }),
  contradicted: Type.Array(Type.Object({ source_column: Type.String(), target_column: Type.String(), reason: Type.String() }), { description: 'Input columns not mapped automatically although their name fits a target, because their values contradict its type' }),
  message: Type.String({ description: 'One sentence for people' }),
}, { additionalProperties: false }));

/** What an undo did (`POST /execution/{id}/undo`; docs/executions.md "Undo"). */
export const ExecutionUndo = named('ExecutionUndo', Type.Object({
  node_type: Type.String({ description: "The output connector's node type when the delivery was taken back" }),
  message: Type.String({ description: 'What was done, in words (rows deleted and restored, the file deleted, the webhook event sent, the output withdrawn)' }),
  details: Type.Optional(Type.Record(Type.String(), Type.Union([Type.Number(), Type.String(), Type.Boolean()]), { description: 'Counts: rows_deleted, rows_restored (DATABASE), file_deleted (file outputs), webhooks (HTTP)' })),
}));

export const Execution = named('Execution', Type.Object({
  id: Type.String(),
  pipeline_id: Type.String(),
  pipeline: PipelineReference,
  status: ExecutionStatus,
  trigger_type: ExecutionTriggerType,
  error: Type.Union([ExecutionError, Type.Null()]),
  input: Type.Union([ExecutionInput, Type.Null()]),
  stats: Type.Union([ExecutionStats, Type.Null()]),
  progress: Type.Union([ExecutionProgress, Type.Null()], { description: 'While PROCESSING: how far the run is' }),
  output: Type.Union([ExecutionOutput, Type.Null()]),
  started_at: nullableTs,
  finished_at: nullableTs,
  duration_ms: Type.Union([Type.Integer(), Type.Null()], { description: 'Running time of the last run in milliseconds (for a fixed execution: the time its fix\'s validation ran), not the time since creation' }),
  developer_mode: Type.Boolean(),
  rerun_of: Type.Union([Type.String(), Type.Null()]),
  fixed_by: Type.Union([Actor, Type.Null()], { description: 'Who fixed a FAILED execution into a SUCCESSFUL one' }),
  fixed_at: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'When a fix made a FAILED execution SUCCESSFUL (null: not fixed); a FAILED execution with null is an open failure' })),
  skip_reason: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'Why a SKIPPED execution processed nothing (e.g. the source offered only a file already processed)' })),
  undone_at: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'When the delivery was taken back (POST /execution/{id}/undo); null when it was not' })),
  undone_by: Type.Optional(Type.Union([Actor, Type.Null()], { description: 'Who took the delivery back' })),
  undo: Type.Optional(Type.Union([ExecutionUndo, Type.Null()], { description: 'What the undo did' })),
  changes: Type.Optional(Type.Union([ExecutionChanges, Type.Null()])),
  schema_drift: Type.Optional(Type.Union([SchemaDrift, Type.Null()], { description: "How the file's columns differ from the columns the pipeline accepted before it (its earlier files), and what DEFAULT mode mapped automatically (docs/mapping.md)" })),
  files_removed_at: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: "When the execution's stored files (input, output, report, cell errors, rows) were removed under the retention of its pipeline or organization (docs/storage.md \"Retention\"); the record stays, and reading a file answers 410 FILES_REMOVED. null: the files are kept" })),
  ...AuditFields('iso'),
}, {
  examples: [
    {
      id: '019a8f5e-1c2b-7d3e-8f00-123456789abc',
      pipeline_id: '019a0000-0000-7000-8000-000000000010',
      pipeline: { id: '019a0000-0000-7000-8000-000000000010', name: 'Weather import' },
      status: 'SUCCESSFUL',
      trigger_type: 'EVENT_BASE',
      error: null,
      input: { file_name: 'seattle-weather.csv', size: 48219, format: 'CSV', sheet: null, encoding: 'utf-8', header_row: 1 },
      stats: { rows: 1461, output_rows: 1461, cells: 8766, erroneous_cells: 0, error_percentage: 0 },
      progress: null,
      output: { format: 'JSON', size: 146139, rows: 1461, delivered_to: 'POST https://warehouse.example.com/import' },
      started_at: '2026-11-21T09:15:20.963Z',
      finished_at: '2026-11-21T09:15:22.410Z',
      duration_ms: 1447,
      developer_mode: false,
      rerun_of: null,
      fixed_by: null,
      fixed_at: null,
      files_removed_at: null,
      created_at: '2026-11-21T09:15:20.901Z',
      created_by: { id: '019a0000-0000-7000-8000-000000000001', name: 'Ada Lovelace', identifier: 'ada@example.com', type: 'USER' },
      updated_at: '2026-11-21T09:15:22.410Z',
      updated_by: { id: '019a0000-0000-7000-8000-000000000001', name: 'Ada Lovelace', identifier: 'ada@example.com', type: 'USER' },
    },
  ],
}));
export type Execution = Static<typeof Execution>;
