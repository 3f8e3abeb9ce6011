/**
 * Target data models (SPEC.md §Target data model; column types and rules: DESIGN.md §4).
 * The request schema checks shapes; the meaning (known types and rules, keys, regexes, options) is
 * checked by the engine's `checkTdm` at save time, which also normalises lenient spellings.
 */
import { Type, type Static } from '@sinclair/typebox';
import { AuditFields, Name, ReadOnlyEcho, StringEnum } from './common.ts';

export const PERMISSION_LEVELS = ['PUBLIC', 'PRIVATE'] as const;
/** SPEC.md: `PUBLIC` objects are usable by sub-organizations too; `PRIVATE` only by organization users. */
export const PermissionLevel = StringEnum(PERMISSION_LEVELS);
export const Permissions = Type.Object({ level: PermissionLevel }, { additionalProperties: false });

export const TDM_COLUMN_TYPES = [
  'string', 'int', 'float', 'boolean', 'date', 'datetime', 'time', 'email', 'url', 'phone', 'category',
  'country_code_alpha_2', 'country_code_alpha_3', 'currency_code', 'percentage', 'iban', 'bic', 'gtin',
] as const;

export const TDM_VALIDATION_RULES = [
  'required', 'unique', 'regex', 'required_with', 'required_without', 'required_with_all',
  'required_without_all', 'required_with_values', 'required_without_values',
] as const;

export const TdmValidation = Type.Object(
  {
    validate: Type.String({ description: `One of ${TDM_VALIDATION_RULES.join(', ')}`, examples: ['required'] }),
    columns: Type.Optional(Type.Array(Type.String(), { description: 'Column keys (required_with…, composite unique)' })),
    regex: Type.Optional(Type.String({ description: 'RE2 pattern (for regex)' })),
    columnValues: Type.Optional(
      Type.Record(Type.String(), Type.Array(Type.String()), { description: 'Column key → values (required_with_values, required_without_values)' }),
    ),
    errorMessage: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);

export const TdmCategoryOption = Type.Object(
  {
    label: Type.String(),
    value: Type.String(),
    type: Type.Optional(Type.String()),
    alternativeMatches: Type.Optional(Type.Array(Type.String())),
  },
  { additionalProperties: false },
);

export const TdmOptionConfiguration = Type.Object(
  {
    options: Type.Array(Type.Union([TdmCategoryOption, Type.String()])),
    mappingConfiguration: Type.Optional(
      Type.Object(
        {
          layers: Type.Array(StringEnum(['EXACT', 'FUZZY', 'SMART'] as const)),
          threshold: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

export const TdmColumnInput = Type.Object(
  {
    key: Type.String({ minLength: 1, description: 'Column identifier (unique, case-insensitively)' }),
    label: Type.Optional(Type.String({ description: 'Display label (defaults to the key)' })),
    columnType: Type.String({ description: `One of ${TDM_COLUMN_TYPES.join(', ')} (case-insensitive)`, examples: ['string'] }),
    validations: Type.Optional(Type.Union([Type.Array(TdmValidation), Type.Null()])),
    optionConfiguration: Type.Optional(TdmOptionConfiguration),
    outputFormat: Type.Optional(Type.String({ description: 'dayjs format for date/datetime/time output, e.g. DD.MM.YYYY' })),
    description: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);

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
  permissions: { level: 'PUBLIC' },
};

export const TdmCreate = Type.Object(
  {
    ...ReadOnlyEcho,
    name: Name(),
    columns: Type.Array(TdmColumnInput, { minItems: 1, maxItems: 500 }),
    permissions: Type.Optional(Permissions),
  },
  { additionalProperties: false, examples: [example] },
);
export type TdmCreate = Static<typeof TdmCreate>;

export const TdmUpdate = Type.Object(
  {
    ...ReadOnlyEcho,
    name: Type.Optional(Name()),
    columns: Type.Optional(Type.Array(TdmColumnInput, { minItems: 1, maxItems: 500 })),
    permissions: Type.Optional(Permissions),
  },
  { additionalProperties: false, examples: [{ name: 'Customers v2' }] },
);
export type TdmUpdate = Static<typeof TdmUpdate>;

const ColumnOut = Type.Object(
  {
    key: Type.String(),
    label: Type.String(),
    columnType: StringEnum(TDM_COLUMN_TYPES),
    validations: Type.Array(TdmValidation),
    optionConfiguration: Type.Optional(
      Type.Object({
        options: Type.Array(TdmCategoryOption),
        mappingConfiguration: Type.Optional(Type.Object({ layers: Type.Array(Type.String()), threshold: Type.Optional(Type.Number()) })),
      }),
    ),
    outputFormat: Type.Optional(Type.String()),
    description: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);

export const TdmListItem = Type.Object(
  { id: Type.String(), name: Type.String(), permissions: Permissions, column_count: Type.Integer(), ...AuditFields('iso') },
  { additionalProperties: false },
);

export const Tdm = Type.Object(
  { id: Type.String(), name: Type.String(), columns: Type.Array(ColumnOut), permissions: Permissions, ...AuditFields('iso') },
  { additionalProperties: false },
);
export type Tdm = Static<typeof Tdm>;
