/**
 * Building blocks shared by every resource schema: lenient input types, actor and audit fields,
 * envelopes, list parameters and the error body (DESIGN.md §4).
 *
 * Lenient input, strict output: request schemas accept the quirks of SPEC.md's samples (`0`/`1` and
 * `"true"`/`"false"` for booleans, numeric strings for numbers). A lenient schema carries the
 * `x-coerce` keyword; the server's validator converts the value to its documented type in place
 * after checking it, so handlers only ever see the documented type. Response schemas are strict.
 */
import { Type, type Static, type TSchema, type SchemaOptions } from '@sinclair/typebox';

/** Keyword naming the type a lenient value is converted to: `boolean`, `integer` or `number`. */
export const COERCE_KEYWORD = 'x-coerce';

/**
 * Keyword that names a schema. The server's OpenAPI document moves every named schema into
 * `components.schemas.<name>` and refers to it with `$ref`, so client generators get one type per
 * resource (`Pipeline`, `Execution`, …). Validation ignores the keyword.
 */
export const SCHEMA_NAME_KEYWORD = 'x-schema-name';

/**
 * Keyword naming how the OpenAPI document shows a schema whose validation is more lenient than
 * what clients should send (e.g. `columnType` accepts `Integer` and `text`; the document shows the
 * `ColumnType` enum). Its value is the name of a schema in {@link documentedSchemas}; the document
 * generator puts that schema in place. Only the name sits in the validated schema, so validators and
 * serializers never see the documented form.
 */
export const DOCUMENTED_AS_KEYWORD = 'x-documented-as';

const DOCUMENTED = new Map<string, TSchema>();

/**
 * `runtime` validates; the OpenAPI document shows the named schema `documented` instead (see
 * {@link DOCUMENTED_AS_KEYWORD}).
 * @throws Error when `documented` has no name ({@link named}).
 */
export function documentedAs<T extends TSchema>(runtime: T, documented: TSchema): T {
  const name = (documented as Record<string, unknown>)[SCHEMA_NAME_KEYWORD];
  if (typeof name !== 'string') throw new Error('documentedAs needs a named schema');
  DOCUMENTED.set(name, documented);
  (runtime as Record<string, unknown>)[DOCUMENTED_AS_KEYWORD] = name;
  return runtime;
}

/** The schemas named by `x-documented-as` markers, by name. */
export function documentedSchemas(): ReadonlyMap<string, TSchema> {
  return DOCUMENTED;
}

/**
 * Names `schema` (see {@link SCHEMA_NAME_KEYWORD}) and returns it. Two different schemas must not
 * share a name: the document generator refuses that.
 */
export function named<T extends TSchema>(name: string, schema: T): T {
  (schema as Record<string, unknown>)[SCHEMA_NAME_KEYWORD] = name;
  return schema;
}

/** A boolean that also accepts `0`/`1` and `"true"`/`"false"`/`"0"`/`"1"` (SPEC.md samples send `0`). */
export const LenientBoolean = (options: SchemaOptions = {}) =>
  Type.Unsafe<boolean>({
    anyOf: [
      { type: 'boolean' },
      { type: 'integer', enum: [0, 1] },
      { type: 'string', enum: ['true', 'false', '0', '1'] },
    ],
    [COERCE_KEYWORD]: 'boolean',
    ...options,
  });

/**
 * An integer that also accepts a string of digits (SPEC.md: `port` sent as a string). Bounds sit in
 * the integer branch; the server checks them again on the converted value.
 */
export const LenientInteger = (options: SchemaOptions & { minimum?: number; maximum?: number } = {}) => {
  const { minimum, maximum, ...rest } = options;
  const bounds = { ...(minimum !== undefined ? { minimum } : {}), ...(maximum !== undefined ? { maximum } : {}) };
  return Type.Unsafe<number>({
    anyOf: [{ type: 'integer', ...bounds }, { type: 'string', pattern: '^\\s*-?\\d{1,15}\\s*$', description: 'digits, converted to an integer' }],
    [COERCE_KEYWORD]: 'integer',
    ...rest,
  });
};

/** A number that also accepts a decimal string (`"2.5"`). */
export const LenientNumber = (options: SchemaOptions & { minimum?: number; maximum?: number } = {}) => {
  const { minimum, maximum, ...rest } = options;
  const bounds = { ...(minimum !== undefined ? { minimum } : {}), ...(maximum !== undefined ? { maximum } : {}) };
  return Type.Unsafe<number>({
    anyOf: [{ type: 'number', ...bounds }, { type: 'string', pattern: '^\\s*-?\\d{1,15}(\\.\\d{1,15})?\\s*$', description: 'a decimal number, converted to a number' }],
    [COERCE_KEYWORD]: 'number',
    ...rest,
  });
};

/** Longest retention Ferry accepts, in days (100 years). */
export const MAX_RETENTION_DAYS = 36_500;

/**
 * Days an execution's files are kept after it ends (docs/storage.md "Retention"), or null; what
 * null means is said by the field using it.
 */
export const RetentionDays = (description: string) =>
  Type.Union([Type.Integer({ minimum: 1, maximum: MAX_RETENTION_DAYS }), Type.Null()], { description });

/** A string enum (`Type.Union` of literals renders as `enum` in OpenAPI). */
export const StringEnum = <const T extends readonly string[]>(values: T, options: SchemaOptions = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

/** A non-empty, trimmed-length-limited name. */
export const Name = (options: SchemaOptions = {}) => Type.String({ minLength: 1, maxLength: 200, pattern: '\\S', description: 'a name with at least one character that is not a space (leading and trailing spaces are removed)', ...options });

/** An e-mail address (validated by the `email` format). */
export const Email = (options: SchemaOptions = {}) => Type.String({ format: 'email', maxLength: 254, ...options });

/** A record identifier (SPEC.md: identifiers are strings). */
export const Id = (options: SchemaOptions = {}) => Type.String({ minLength: 1, maxLength: 64, ...options });

/** Principal kinds. SPEC.md §Conventions: actor `type`. */
export const PrincipalType = named('PrincipalType', StringEnum(['USER', 'SUB_ORG'] as const, { description: 'USER: a user of the organization; SUB_ORG: a sub-organization' }));
export type PrincipalType = Static<typeof PrincipalType>;

/** SPEC.md §Conventions: actor object used in `created_by` and `updated_by`. */
export const Actor = named(
  'Actor',
  Type.Object(
    {
      id: Type.String(),
      name: Type.String(),
      identifier: Type.String(),
      type: PrincipalType,
    },
    { additionalProperties: false, description: 'Who created or changed a record' },
  ),
);
export type Actor = Static<typeof Actor>;

/**
 * Audit fields (response only). `format` says how timestamps look: `iso` (ISO 8601 UTC with
 * milliseconds and `Z`) or `spec` (`YYYY-MM-DD HH:mm:ss.SSS`, UTC — SPEC.md uses it for users and
 * sub-organizations).
 */
export const AuditFields = (format: 'iso' | 'spec') => {
  const ts =
    format === 'iso'
      ? Type.String({ format: 'date-time', examples: ['2026-11-21T08:30:00.000Z'] })
      : Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}\\.\\d{3}$', examples: ['2026-11-21 08:30:00.000'] });
  return {
    created_at: ts,
    created_by: Type.Union([Actor, Type.Null()]),
    updated_at: ts,
    updated_by: Type.Union([Actor, Type.Null()]),
  };
};

/**
 * Fields that appear in responses and that clients commonly send back unchanged (GET → edit → PUT).
 * Request schemas accept and ignore them so a round trip never fails; anything else unknown is a 400.
 */
export const ReadOnlyEcho = {
  id: Type.Optional(Type.Unknown({ readOnly: true, description: 'Ignored on input' })),
  created_at: Type.Optional(Type.Unknown({ readOnly: true, description: 'Ignored on input' })),
  created_by: Type.Optional(Type.Unknown({ readOnly: true, description: 'Ignored on input' })),
  updated_at: Type.Optional(Type.Unknown({ readOnly: true, description: 'Ignored on input' })),
  updated_by: Type.Optional(Type.Unknown({ readOnly: true, description: 'Ignored on input' })),
  createdAt: Type.Optional(Type.Unknown({ readOnly: true, description: 'Ignored on input (SPEC sample spelling)' })),
  updateAt: Type.Optional(Type.Unknown({ readOnly: true, description: 'Ignored on input (SPEC sample spelling)' })),
  update_by: Type.Optional(Type.Unknown({ readOnly: true, description: 'Ignored on input (SPEC sample spelling)' })),
};

/** Single-record envelope (SPEC.md §Conventions). */
export const One = <T extends TSchema>(record: T) => Type.Object({ data: record });

/** Pagination block of a list response (SPEC.md §Conventions: `total` is the number of entries in `data`). */
export const Pagination = named(
  'Pagination',
  Type.Object({
    total: Type.Integer({ description: 'Number of entries in data (SPEC.md); the full count is in the X-Total-Count header' }),
    offset: Type.Integer(),
    limit: Type.Integer(),
  }),
);

/** List envelope (SPEC.md §Conventions). */
export const List = <T extends TSchema>(item: T) => Type.Object({ data: Type.Array(item), pagination: Pagination });

/**
 * `{ message }`: the answer of an action that has nothing else to return (SPEC.md: connector
 * delete), and the `data` of {@link DataMessage}. Named, so that generated clients name its type.
 */
export const Message = named('Message', Type.Object({ message: Type.String({ description: 'What was done, in words (e.g. "OK", "User deleted")' }) }, { description: 'What an action did, in words' }));

/** `{ data: { message } }` (SPEC.md: sub-organization and user delete, sign-out, health). */
export const DataMessage = Type.Object({ data: Message });


/** Default and maximum page size (DESIGN.md §4). */
export const PAGE_DEFAULT_LIMIT = 20;
export const PAGE_MAX_LIMIT = 100;

/**
 * List query parameters (DESIGN.md §4): `offset`, `limit`, and JSON-string options `sort`
 * (`{"field":"asc|desc"}`), `filters` (`{"field":"value"}`; also `filters[field]=value`) and
 * `pagination` (`{"offset":0,"limit":20}`). Bracket keys are collected by the server.
 */
export const ListQuery = Type.Object(
  {
    offset: Type.Optional(LenientInteger({ minimum: 0, description: 'Entries to skip (default 0)' })),
    limit: Type.Optional(
      LenientInteger({ minimum: 1, maximum: PAGE_MAX_LIMIT, description: `Page size (default ${PAGE_DEFAULT_LIMIT}, max ${PAGE_MAX_LIMIT})` }),
    ),
    sort: Type.Optional(Type.String({ maxLength: 500, description: 'JSON object {"field":"asc|desc"}', examples: ['{"created_at":"desc"}'] })),
    filters: Type.Optional(Type.String({ maxLength: 2000, description: 'JSON object {"field":"value"}; also filters[field]=value', examples: ['{"name":"Orders"}'] })),
    pagination: Type.Optional(Type.String({ maxLength: 200, description: 'JSON object {"offset":0,"limit":20}' })),
  },
  { additionalProperties: true },
);
export type ListQuery = Static<typeof ListQuery>;

/** Path parameter `{id}`. */
export const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
