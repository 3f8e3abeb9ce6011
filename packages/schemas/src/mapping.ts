/**
 * Mapping suggestions (an extension; docs/mapping.md): column mapping, option mapping and formulas
 * from prompts, for the components and for API users.
 *
 *   POST /mapping/suggest           MappingSuggestRequest → { data: MappingSuggestResult }
 *   POST /mapping/suggest-options   OptionSuggestRequest → { data: OptionSuggestResult }
 *   POST /transformation/suggest    TransformationSuggestRequest → { data: TransformationSuggestResult }
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, named } from './common.ts';
import { OptionMappingLayer, TdmColumnInput } from './tdms.ts';
import { HeaderConfig, SheetConfig } from './pipelines.ts';

const Cell = Type.Union([Type.String({ maxLength: 10_000 }), Type.Number(), Type.Boolean(), Type.Null()]);
const Headers = Type.Array(Type.String({ maxLength: 1000 }), { minItems: 1, maxItems: 1000, description: 'Input column names, as the file has them (distinct)' });
const SampleRows = Type.Array(Type.Array(Cell, { maxItems: 1000 }), { maxItems: 100, description: 'A sample of data rows, cells in header order (up to 100 rows; 20–50 is plenty)' });
const Columns = Type.Array(TdmColumnInput, { minItems: 1, maxItems: 1000, description: 'TDM columns, as POST /tdm takes them (instead of "tdm")' });

export const MappingSuggestRequest = named('MappingSuggestRequest', Type.Object(
  {
    tdm: Type.Optional(Id({ description: 'A target data model the caller can see (or send "columns")' })),
    columns: Type.Optional(Columns),
    headers: Headers,
    rows: Type.Optional(SampleRows),
    sub_organization: Type.Optional(Id({ description: "Organization callers: also use this sub-organization's mapping memory" })),
  },
  {
    additionalProperties: false,
    examples: [{
      tdm: '019a0000-0000-7000-8000-000000000003',
      headers: ['Kundennummer', 'E-Mail-Adresse', 'Bestelldatum', 'Interne Notiz'],
      rows: [['K-10023', 'ada@example.com', '2026-03-01', 'call back'], ['K-10024', 'alan@example.org', '2026-03-02', '']],
    }],
  },
));
export type MappingSuggestRequest = Static<typeof MappingSuggestRequest>;

export const ColumnMappingSuggestion = named('ColumnMappingSuggestion', Type.Object({
  source_column: Type.String({ description: 'The input header' }),
  target_column: Type.Union([Type.String(), Type.Null()], { description: 'The TDM key suggested, or null when none fits well enough' }),
  confidence: Type.Number({ minimum: 0, maximum: 1, description: 'For an unmapped column: the best score it had' }),
  reason: Type.String({ description: 'Evidence a person can check, or why the column stays unmapped' }),
  alternatives: Type.Array(Type.Object({ target_column: Type.String(), confidence: Type.Number({ minimum: 0, maximum: 1 }) }), { description: 'Other targets, best first (at most 3)' }),
  match: Type.Optional(Type.Union([Type.Literal('exact'), Type.Literal('memory'), Type.Literal('similar'), Type.Literal('joined')], { description: 'exact name, the tenant\'s memory, scored similarity, or joined into a full name' })),
}, { additionalProperties: false }));

export const MappingSuggestResult = named('MappingSuggestResult', Type.Object({
  mappings: Type.Array(ColumnMappingSuggestion, { description: 'One entry per input header, in input order' }),
}, { additionalProperties: false }));

export const OptionSuggestRequest = named('OptionSuggestRequest', Type.Object(
  {
    tdm: Type.Optional(Id({ description: 'A target data model the caller can see (or send "columns")' })),
    columns: Type.Optional(Columns),
    column: Type.String({ minLength: 1, maxLength: 500, description: 'The key of a category column with options' }),
    values: Type.Optional(Type.Array(Type.String({ maxLength: 1000 }), { minItems: 1, maxItems: 1000, description: 'Input values (distinct ones are answered once, in first-seen order); or send `source`' })),
    source: Type.Optional(named('OptionSuggestSource', Type.Object(
      {
        sample_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'A pipeline sample (POST /pipeline/sample)' })),
        execution_id: Type.Optional(Id({ description: "An execution whose input file was kept (its pipeline's header and sheet settings apply unless sent)" })),
        source_column: Type.String({ minLength: 1, maxLength: 1000, description: 'The input column whose values are matched' }),
        header_config: Type.Optional(Type.Union([HeaderConfig, Type.Null()])),
        sheet_config: Type.Optional(Type.Union([SheetConfig, Type.Null()])),
      },
      { additionalProperties: false, description: 'Judge every row of a file instead of `values`: the whole file is read as a run reads it (sheet, header row, blank rows and footers), values as they stand; at most 10,000 distinct values are matched' },
    ))),
    layers: Type.Optional(Type.Array(OptionMappingLayer, { minItems: 1, maxItems: 3, description: "Layers to use; default the column's mappingConfiguration.layers, or all three" })),
  },
  { additionalProperties: false, examples: [{ tdm: '019a0000-0000-7000-8000-000000000003', column: 'segment', values: ['Großkunde', 'large', 'Enterprse', 'unknown'] }] },
));
export type OptionSuggestRequest = Static<typeof OptionSuggestRequest>;

export const OptionSuggestResult = named('OptionSuggestResult', Type.Object({
  column: Type.String(),
  options: Type.Array(Type.Object({
    value: Type.String({ description: 'The input value' }),
    option: Type.Union([Type.String(), Type.Null()], { description: "The option's value, or null when no layer matched" }),
    label: Type.Union([Type.String(), Type.Null()]),
    confidence: Type.Number({ minimum: 0, maximum: 1 }),
    layer: Type.Union([OptionMappingLayer, Type.Null()]),
    reason: Type.String(),
    rows: Type.Optional(Type.Integer({ description: 'How many of the rows judged hold the value' })),
  }, { additionalProperties: false })),
  judged: Type.Object({
    rows: Type.Integer({ description: 'Rows judged: every data row of the file with `source`, else the values sent' }),
    distinct_values: Type.Integer({ description: 'Distinct non-empty values among them' }),
    whole_file: Type.Boolean({ description: 'True when every row of a file was judged (`source`); false for the values sent (a sample)' }),
    truncated: Type.Boolean({ description: 'True when the file held more than 10,000 distinct values (the rest were not matched)' }),
  }, { additionalProperties: false, description: 'What the answer is based on, to say so' }),
  transformation: Type.Object({
    type: Type.Literal('OPTION_MAPPING'),
    name: Type.String(),
    function: Type.String({ description: 'JSON object input value → option value, for the values not matched exactly (save it as the mapping\'s transformation)' }),
  }, { additionalProperties: false }),
}, { additionalProperties: false }));

export const TransformationSuggestRequest = named('TransformationSuggestRequest', Type.Object(
  {
    prompt: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S', description: 'What the transformation should do, in words (any of the seven lexicon languages)' }),
    headers: Type.Optional(Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 1000, description: 'The sample\'s input headers ({Header} references)' })),
    rows: Type.Optional(SampleRows),
    source_column: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()], { description: 'The input column whose value is {value}' })),
  },
  { additionalProperties: false, examples: [{ prompt: 'join first and last name', headers: ['First Name', 'Last Name'], rows: [['Ada', 'Lovelace'], ['Alan', 'Turing']] }] },
));
export type TransformationSuggestRequest = Static<typeof TransformationSuggestRequest>;

const PreviewCell = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]);

export const TransformationSuggestResult = named('TransformationSuggestResult', Type.Object({
  transformation: Type.Union([Type.Object({
    type: Type.Literal('HYPER_FORMULA'),
    name: Type.String(),
    prompt: Type.String(),
    function: Type.String(),
  }, { additionalProperties: false }), Type.Null()], { description: 'The transformation to add to the mapping, or null when no formula fits' }),
  intent: Type.Union([Type.String(), Type.Null()], { description: 'The intent recognised (upper_case, join_columns, date_format, …), language_model, or null' }),
  explanation: Type.String(),
  preview: Type.Array(Type.Object({
    row: Type.Integer({ description: '0-based row of the sample' }),
    before: PreviewCell,
    after: PreviewCell,
    error: Type.Union([Type.String(), Type.Null()]),
  }, { additionalProperties: false }), { description: 'The formula tried on the sample rows' }),
}, { additionalProperties: false }));
