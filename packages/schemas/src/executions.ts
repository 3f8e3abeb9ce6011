/** Executions: runs of a pipeline (SPEC.md §Execution; record fields: DESIGN.md §4). */
import { Type, type Static } from '@sinclair/typebox';
import { AuditFields, Id, StringEnum } from './common.ts';
import { EXECUTION_STATUSES } from './pipelines.ts';

export const EXECUTION_TRIGGER_TYPES = ['MANUAL', 'EVENT_BASE', 'TIME_BASE'] as const;

/** Failure types of an execution (`error.type`). */
export const EXECUTION_ERROR_TYPES = [
  'SOURCE_UNRESPONSIVE', 'SOURCE_EMPTY', 'INVALID_FILE', 'FILE_TOO_LARGE', 'SHEET_NOT_FOUND', 'HEADER_NOT_FOUND',
  'MAPPING_INCOMPLETE', 'TRANSFORMATION_INVALID', 'ERROR_THRESHOLD_EXCEEDED', 'DESTINATION_UNRESPONSIVE',
  'LIMIT_EXCEEDED', 'CONFIGURATION_INVALID', 'INTERNAL',
] as const;

export const ExecutionCreate = Type.Object(
  { pipeline_id: Id({ description: 'The pipeline to run now' }) },
  { additionalProperties: false, examples: [{ pipeline_id: '019a0000-0000-7000-8000-000000000010' }] },
);
export type ExecutionCreate = Static<typeof ExecutionCreate>;

const nullableTs = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

export const Execution = Type.Object({
  id: Type.String(),
  pipeline_id: Type.String(),
  pipeline: Type.Object({ id: Type.String(), name: Type.String() }),
  status: StringEnum(EXECUTION_STATUSES),
  trigger_type: StringEnum(EXECUTION_TRIGGER_TYPES),
  error: Type.Union([Type.Object({ type: Type.String(), message: Type.String() }), Type.Null()]),
  input: Type.Union([
    Type.Object({
      file_name: Type.Union([Type.String(), Type.Null()]),
      size: Type.Union([Type.Integer(), Type.Null()]),
      format: Type.Union([Type.String(), Type.Null()]),
      sheet: Type.Union([Type.String(), Type.Null()]),
      encoding: Type.Optional(Type.Union([Type.String(), Type.Null()])),
      header_row: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
    }),
    Type.Null(),
  ]),
  stats: Type.Union([
    Type.Object({
      rows: Type.Integer(),
      output_rows: Type.Integer(),
      cells: Type.Integer(),
      erroneous_cells: Type.Integer(),
      error_percentage: Type.Number(),
    }),
    Type.Null(),
  ]),
  progress: Type.Union([
    Type.Object({ fraction: Type.Union([Type.Number(), Type.Null()]), rows_read: Type.Integer(), bytes_read: Type.Integer(), stage: Type.String() }),
    Type.Null(),
  ], { description: 'While PROCESSING: how far the run is' }),
  output: Type.Union([Type.Object({ format: Type.String(), size: Type.Integer(), rows: Type.Integer(), delivered_to: Type.Union([Type.String(), Type.Null()]) }), Type.Null()]),
  started_at: nullableTs,
  finished_at: nullableTs,
  duration_ms: Type.Union([Type.Integer(), Type.Null()]),
  developer_mode: Type.Boolean(),
  rerun_of: Type.Union([Type.String(), Type.Null()]),
  fixed_by: Type.Union([Type.Object({ id: Type.String(), name: Type.String(), identifier: Type.String(), type: Type.String() }), Type.Null()]),
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
      created_at: '2026-11-21T09:15:20.901Z',
      created_by: { id: '019a0000-0000-7000-8000-000000000001', name: 'Ada Lovelace', identifier: 'ada@example.com', type: 'USER' },
      updated_at: '2026-11-21T09:15:22.410Z',
      updated_by: { id: '019a0000-0000-7000-8000-000000000001', name: 'Ada Lovelace', identifier: 'ada@example.com', type: 'USER' },
    },
  ],
});
export type Execution = Static<typeof Execution>;
