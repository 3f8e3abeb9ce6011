/**
 * Target data models (SPEC.md §Target data model; column types and rules: DESIGN.md §4).
 * The request schema checks shapes; the meaning (known types and rules, keys, regexes, options) is
 * checked by the engine's `checkTdm` at save time, which also normalises lenient spellings.
 */
import { Type, type Static } from '@sinclair/typebox';
import { AuditFields, documentedAs, Name, ReadOnlyEcho, StringEnum, named } from './common.ts';

export const PERMISSION_LEVELS = ['PUBLIC', 'PRIVATE'] as const;
/** SPEC.md: `PUBLIC` objects are usable by sub-organizations too; `PRIVATE` only by organization users. */
export const PermissionLevel = named('PermissionLevel', StringEnum(PERMISSION_LEVELS));
export const Permissions = named('PermissionsLevel', Type.Object({ level: PermissionLevel }, { additionalProperties: false }));

export const TDM_COLUMN_TYPES = [
  'string', 'int', 'float', 'boolean', 'date', 'datetime', 'time', 'email', 'url', 'phone', 'category',
  'country_code_alpha_2', 'country_code_alpha_3', 'currency_code', 'percentage', 'iban', 'bic', 'gtin',
] as const;
export type ColumnTypeName = (typeof TDM_COLUMN_TYPES)[number];

/** The type of a TDM column: what a cell must hold and how it is written out. */
export const ColumnType = named('ColumnType', StringEnum(TDM_COLUMN_TYPES, { description: 'What a cell of the column must hold (docs/engine.md lists each type and what it accepts)' }));

export const TDM_VALIDATION_RULES = [
  'required', 'unique', 'regex', 'required_with', 'required_without', 'required_with_all',
  'required_without_all', 'required_with_values', 'required_without_values',
] as const;

/** A validation rule of a TDM column (`validations[].validate`). */
export const ValidationRule = named('ValidationRule', StringEnum(TDM_VALIDATION_RULES, { description: 'The rule a validation checks' }));

/** Layers of option matching for category columns, applied in order. */
export const OptionMappingLayer = named('OptionMappingLayer', StringEnum(['EXACT', 'FUZZY', 'SMART'] as const, { description: 'EXACT: value, label or alternativeMatches; FUZZY: similarity above threshold; SMART: synonyms' }));

export const TdmValidation = named('TdmValidation', Type.Object(
  {
    validate: documentedAs(Type.String({ description: `One of ${TDM_VALIDATION_RULES.join(', ')}`, examples: ['required'] }), ValidationRule),
    columns: Type.Optional(Type.Array(Type.String(), { description: 'Column keys (required_with…, composite unique)' })),
    regex: Type.Optional(Type.String({ description: 'RE2 pattern (for regex)' })),
    columnValues: Type.Optional(
      Type.Record(Type.String(), Type.Array(Type.String()), { description: 'Column key → values (required_with_values, required_without_values)' }),
    ),
    errorMessage: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
));

export const TdmCategoryOption = named('TdmCategoryOption', Type.Object(
  {
    label: Type.String(),
    value: Type.String(),
    type: Type.Optional(Type.String()),
    alternativeMatches: Type.Optional(Type.Array(Type.String())),
  },
  { additionalProperties: false },
));

export const TdmOptionConfiguration = named('TdmOptionConfiguration', Type.Object(
  {
    options: Type.Array(Type.Union([TdmCategoryOption, Type.String()])),
    mappingConfiguration: Type.Optional(
      Type.Object(
        {
          layers: Type.Array(OptionMappingLayer),
          threshold: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
));

export const TdmColumnInput = named('TdmColumnInput', Type.Object(
  {
    key: Type.String({ minLength: 1, description: 'Column identifier (unique, case-insensitively)' }),
    label: Type.Optional(Type.String({ description: 'Display label (defaults to the key)' })),
    // Any letter case and the aliases integer, number, text, bool… are accepted and stored canonically.
    columnType: documentedAs(Type.String({ description: `One of ${TDM_COLUMN_TYPES.join(', ')} (case-insensitive)`, examples: ['string'] }), ColumnType),
    validations: Type.Optional(Type.Union([Type.Array(TdmValidation), Type.Null()])),
    optionConfiguration: Type.Optional(TdmOptionConfiguration),
    outputFormat: Type.Optional(Type.String({ description: 'dayjs format for date/datetime/time output, e.g. DD.MM.YYYY' })),
    alternativeMatches: Type.Optional(Type.Array(Type.String({ maxLength: 500 }), { maxItems: 100, description: 'Other header spellings that mean this column (e.g. "E-Mail", "Mail"); the column matcher maps them' })),
    dropdownOptions: Type.Optional(Type.Array(Type.Union([TdmCategoryOption, Type.String()]), { description: 'Category columns: the options (the same as optionConfiguration.options; send one of the two)' })),
    description: Type.Optional(Type.String({ maxLength: 1000, description: 'What the column holds, for people' })),
    example: Type.Optional(Type.String({ maxLength: 1000, description: 'An example value, for people; column suggestions also read its shape (letters, digits and punctuation: K-10023) as evidence of what a file\'s column holds' })),
    trimWhitespace: Type.Optional(Type.Boolean({ description: 'string columns: false keeps text exactly as read, surrounding spaces included; default true (leading and trailing white space removed)' })),
  },
  { additionalProperties: false, description: 'A column of a TDM as requests send it. columnType also accepts any letter case and the aliases integer, number, text and bool; it is stored as the canonical name.' },
));

/**
 * The TDM's key: the columns whose values together identify a row from one file of a feed to the
 * next (change tracking, UPSERT into a database). Without it, the first `unique` rule's columns are
 * the key (docs/engine.md "The TDM's key").
 */
export const TdmKey = named('TdmKey', Type.Array(Type.String({ minLength: 1 }), {
  maxItems: 500,
  description: 'Column keys that together identify a row from one file to the next (e.g. ["customer_id"]). Every entry must be a column of the TDM, none twice. When not set, the columns of the first `unique` validation are the key. Used to tell created, updated, unchanged and removed rows since the last delivery.',
}));

const example = {
  name: 'Customers',
  columns: [
    { key: 'customer_id', label: 'Customer ID', columnType: 'string', validations: [{ validate: 'required' }, { validate: 'unique' }] },
    { key: 'email', label: 'E-mail', columnType: 'email', validations: [{ validate: 'required', errorMessage: 'An e-mail address is required' }] },
    { key: 'revenue', label: 'Revenue', columnType: 'float' },
    { key: 'signup_date', label: 'Signup date', columnType: 'date', outputFormat: 'DD.MM.YYYY' },
    {
      key: 'segment',
      label: 'Segment',
      columnType: 'category',
      optionConfiguration: {
        options: [
          { label: 'Enterprise', value: 'ENT', alternativeMatches: ['large'] },
          { label: 'Small business', value: 'SMB' },
        ],
        mappingConfiguration: { layers: ['EXACT', 'FUZZY'], threshold: 0.8 },
      },
    },
  ],
  key: ['customer_id'],
  permissions: { level: 'PUBLIC' },
};

export const TdmCreate = named('TdmCreate', Type.Object(
  {
    ...ReadOnlyEcho,
    name: Name(),
    columns: Type.Array(TdmColumnInput, { minItems: 1, maxItems: 500 }),
    key: Type.Optional(Type.Union([TdmKey, Type.Null()], { description: 'The TDM key (null or [] for none)' })),
    permissions: Type.Optional(Permissions),
  },
  { additionalProperties: false, examples: [example] },
));
export type TdmCreate = Static<typeof TdmCreate>;

export const TdmUpdate = named('TdmUpdate', Type.Object(
  {
    ...ReadOnlyEcho,
    name: Type.Optional(Name()),
    columns: Type.Optional(Type.Array(TdmColumnInput, { minItems: 1, maxItems: 500 })),
    key: Type.Optional(Type.Union([TdmKey, Type.Null()], { description: 'The TDM key; null or [] removes it' })),
    permissions: Type.Optional(Permissions),
  },
  { additionalProperties: false, examples: [{ name: 'Customers v2' }] },
));
export type TdmUpdate = Static<typeof TdmUpdate>;

const ColumnOut = named('TdmColumn', Type.Object(
  {
    key: Type.String(),
    label: Type.String(),
    columnType: ColumnType,
    validations: Type.Array(TdmValidation),
    optionConfiguration: Type.Optional(
      named(
        'TdmColumnOptions',
        Type.Object({
          options: Type.Array(TdmCategoryOption),
          mappingConfiguration: Type.Optional(Type.Object({ layers: Type.Array(OptionMappingLayer), threshold: Type.Optional(Type.Number()) })),
        }),
      ),
    ),
    outputFormat: Type.Optional(Type.String()),
    alternativeMatches: Type.Optional(Type.Array(Type.String())),
    description: Type.Optional(Type.String()),
    example: Type.Optional(Type.String()),
    trimWhitespace: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
));

export const TdmListItem = named('TdmListItem', Type.Object(
  { id: Type.String(), name: Type.String(), permissions: Permissions, column_count: Type.Integer(), ...AuditFields('iso') },
  { additionalProperties: false },
));

export const Tdm = named('Tdm', Type.Object(
  { id: Type.String(), name: Type.String(), columns: Type.Array(ColumnOut), key: Type.Optional(TdmKey), permissions: Permissions, ...AuditFields('iso') },
  { additionalProperties: false },
));
export type Tdm = Static<typeof Tdm>;

/** `POST /tdm/check-values`: one column's rules tried on sample values, as a run would judge them. */
export const TdmValuesCheckRequest = named('TdmValuesCheckRequest', Type.Object(
  {
    columns: Type.Array(TdmColumnInput, { minItems: 1, maxItems: 500, description: 'The TDM as being edited (only the column checked and the columns its rules name are used)' }),
    column: Type.String({ minLength: 1, maxLength: 500, description: 'The key of the column whose rules are tried' }),
    values: Type.Array(Type.Union([Type.String({ maxLength: 10_000 }), Type.Null()]), { minItems: 1, maxItems: 100, description: 'Sample values, one per row (null: an empty cell); `unique` is judged among them' }),
  },
  {
    additionalProperties: false,
    examples: [{ columns: [{ key: 'zip', label: 'ZIP', columnType: 'string', validations: [{ validate: 'regex', regex: '^[0-9]{5}$', errorMessage: 'Five digits' }] }], column: 'zip', values: ['10115', '1011', 'ABCDE'] }],
  },
));
export type TdmValuesCheckRequest = Static<typeof TdmValuesCheckRequest>;

export const TdmValuesCheck = named('TdmValuesCheck', Type.Object(
  {
    column: Type.String(),
    results: Type.Array(Type.Object({
      value: Type.Union([Type.String(), Type.Null()], { description: 'The value as sent' }),
      valid: Type.Boolean(),
      output: Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()], { description: 'The value as the output would hold it (a date in its outputFormat, a number read with the decimal separator the values show); for an invalid value, the value as read' }),
      message: Type.Optional(Type.String({ description: "Why the value is invalid (the rule's errorMessage when it has one)" })),
      rule: Type.Optional(Type.String({ description: 'The rule that failed: type:<columnType>, required, unique, regex, required_with…' })),
    }, { additionalProperties: false }), { description: 'One per value, in the order sent' }),
  },
  { additionalProperties: false },
));
export type TdmValuesCheck = Static<typeof TdmValuesCheck>;
