/**
 * Sample files and previews for the CreatePipeline flow (an extension: SPEC.md names the flow's
 * steps — header row, mapping, transformations, review — but no endpoints for them).
 *
 *   POST /pipeline/sample   multipart `file` → PipelineSample (kept for 24 hours)
 *   POST /pipeline/preview  PipelinePreviewRequest → PipelinePreview: the engine run on the
 *                           sample's first rows with the configuration being built
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, named } from './common.ts';
import { HeaderConfig, MappingConfig, SheetConfig } from './pipelines.ts';

export const PipelineSample = named('PipelineSample', Type.Object({
  sample_id: Type.String({ description: 'Pass to POST /pipeline/preview' }),
  file_name: Type.String(),
  size: Type.Integer({ description: 'Bytes' }),
  format: Type.String({ description: 'The format judged by content: CSV, TSV, XLSX, XLS, SPREADSHEETML, XML, JSON or NDJSON' }),
  expires_at: Type.String({ format: 'date-time', description: 'When the sample is removed' }),
}));
export type PipelineSample = Static<typeof PipelineSample>;

/** `POST /pipeline/sample` as JSON: read the sample from an input connector. */
export const PipelineSampleSource = named('PipelineSampleSource', Type.Object(
  { input_connector: Type.String({ minLength: 1, maxLength: 64, description: 'An input connector that fetches files (HTTP PROACTIVE)' }) },
  { additionalProperties: false, examples: [{ input_connector: '019a0000-0000-7000-8000-000000000001' }] },
));

export const PipelinePreviewRequest = named('PipelinePreviewRequest', Type.Object(
  {
    sample_id: Type.String({ minLength: 1, maxLength: 100, description: 'From POST /pipeline/sample' }),
    tdm: Id({ description: 'The target data model the rows are mapped to' }),
    header_config: Type.Optional(Type.Union([HeaderConfig, Type.Null()])),
    sheet_config: Type.Optional(Type.Union([SheetConfig, Type.Null()])),
    mapping_config: Type.Optional(Type.Union([MappingConfig, Type.Null()])),
    rows: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20, description: 'Data rows to run (default 20)' })),
  },
  {
    additionalProperties: false,
    examples: [{
      sample_id: '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f',
      tdm: '019a0000-0000-7000-8000-000000000003',
      header_config: { type: 'SMART' },
      mapping_config: { mode: 'DEFAULT', mappings: [{ source_columns: ['E-Mail'], target_column: 'email', transformations: [{ type: 'HYPER_FORMULA', function: '=LOWER({value})' }] }] },
      rows: 20,
    }],
  },
));
export type PipelinePreviewRequest = Static<typeof PipelinePreviewRequest>;

const Cell = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]);

export const PreviewCellError = named('PreviewCellError', Type.Object({
  row: Type.Integer({ description: 'Source row number (1 = the first line of the file)' }),
  column: Type.String({ description: 'TDM column key' }),
  value: Type.Union([Type.String(), Type.Null()]),
  message: Type.String(),
  rule: Type.Optional(Type.String()),
}, { additionalProperties: true }));

export const PipelinePreview = named('PipelinePreview', Type.Object({
  status: Type.String({ description: 'SUCCESSFUL or FAILED: what a run of these rows would end as' }),
  error: Type.Optional(Type.Object({ type: Type.String(), message: Type.String() }, { additionalProperties: true })),
  input: Type.Optional(Type.Object({}, { additionalProperties: true, description: 'Format, encoding, delimiter, sheets' })),
  head: Type.Array(Type.Object({ row_number: Type.Integer(), cells: Type.Array(Cell) }), { description: 'The first rows of the sheet as read, for choosing the header row' }),
  header: Type.Optional(Type.Object({
    method: Type.String(),
    row_index: Type.Integer({ description: '0-based; -1 when no row is the header (every row is data, columns named A, B, C…)' }),
    row_number: Type.Integer({ description: '1-based; 0 when there is no header row' }),
    columns: Type.Array(Type.String()),
    reason: Type.String(),
    form_rows: Type.Optional(Type.Integer({ description: 'Present when the sheet reads as a form (each row a label with a value beside it): its non-blank rows. The labels are then the columns and the values one record (row_index -1)' })),
  }, { additionalProperties: true })),
  mapping: Type.Optional(Type.Object({}, { additionalProperties: true, description: 'Saved and suggested mappings with confidence and reason, unmapped columns' })),
  columns: Type.Array(Type.String(), { description: 'TDM column keys: the order of the cells of rows and rows_before' }),
  row_numbers: Type.Array(Type.Integer(), { description: 'Source row number of each row' }),
  rows_before: Type.Array(Type.Array(Cell), { description: 'The rows mapped, before transformations' }),
  rows: Type.Array(Type.Array(Cell), { description: 'The rows after transformations (erroneous cells as read)' }),
  cell_errors: Type.Array(PreviewCellError),
  stats: Type.Object({}, { additionalProperties: true }),
}));
export type PipelinePreview = Static<typeof PipelinePreview>;
