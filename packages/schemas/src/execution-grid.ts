/**
 * The review grid's resources (an extension; docs/executions.md "Rows"): the rows of an execution,
 * page by page, with their cell errors and the fixes made to them.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Actor, LenientBoolean, LenientInteger, named, Pagination } from './common.ts';

/** Rows a page holds by default and at most (5,000 when `columns` names at most two columns). */
export const ROWS_DEFAULT_LIMIT = 100;
export const ROWS_MAX_LIMIT = 500;
export const ROWS_MAX_LIMIT_NARROW = 5000;

const CellProblem = named('CellProblem', Type.Object({
  message: Type.String({ description: "The column's errorMessage, or what is wrong in words" }),
  rule: Type.String({ description: 'The rule that failed: required, unique, regex, type:<columnType>, option, transformation, …' }),
}, { additionalProperties: false }));

const CellEdit = named('CellEdit', Type.Object({
  previous: Type.Union([Type.String(), Type.Null()], { description: 'The value before the fix (as the grid showed it)' }),
  by: Actor,
  at: Type.String({ format: 'date-time' }),
}, { additionalProperties: false, description: 'The latest fix of the cell' }));

export const ExecutionGridRow = named('ExecutionGridRow', Type.Object({
  row: Type.Integer({ description: 'Row number in the input file (1-based, as a spreadsheet shows it)' }),
  values: Type.Record(Type.String(), Type.Union([Type.String(), Type.Null()]), {
    description: 'TDM column key → the value as the output holds it (numbers and dates as their output text); an erroneous cell holds its text as read',
  }),
  errors: Type.Optional(Type.Record(Type.String(), CellProblem, { description: 'TDM column key → the cell error of an erroneous cell' })),
  edited: Type.Optional(Type.Record(Type.String(), CellEdit, { description: 'TDM column key → the latest fix applied to the cell' })),
  change: Type.Optional(Type.Union([Type.Literal('created'), Type.Literal('updated'), Type.Literal('unchanged')], { description: "How the row differs from the pipeline's previous delivery, by the TDM's key (only for output rows of a SUCCESSFUL execution that was compared: the TDM has a key)" })),
}, { additionalProperties: false }));
export type ExecutionGridRow = Static<typeof ExecutionGridRow>;

export const ExecutionRowsPage = named('ExecutionRowsPage', Type.Object({
  data: Type.Array(ExecutionGridRow),
  pagination: Pagination,
  matched: Type.Integer({ description: 'Rows matching the filter and search (also in X-Total-Count)' }),
  counts_by_column: Type.Record(Type.String(), Type.Integer(), { description: 'TDM column key → erroneous cells, whole execution' }),
  counts_by_rule: Type.Record(Type.String(), Type.Integer(), { description: 'Rule → erroneous cells, whole execution' }),
}, { additionalProperties: false }));

export const ExecutionRowsQuery = Type.Object({
  offset: Type.Optional(LenientInteger({ minimum: 0, description: 'Rows to skip (default 0)' })),
  limit: Type.Optional(LenientInteger({ minimum: 1, maximum: ROWS_MAX_LIMIT_NARROW, description: `Page size (default ${ROWS_DEFAULT_LIMIT}, at most ${ROWS_MAX_LIMIT}; at most ${ROWS_MAX_LIMIT_NARROW} when \`columns\` names at most two columns)` })),
  problems: Type.Optional(LenientBoolean({ description: 'Only rows that hold an erroneous cell' })),
  column: Type.Optional(Type.String({ maxLength: 200, description: 'TDM column key: only rows with an erroneous cell in that column (implies problems)' })),
  rule: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Only rows with an erroneous cell of this rule (a cell error\'s `rule`: required, type:email, option, …; implies problems)' })),
  search: Type.Optional(Type.String({ maxLength: 200, description: 'Only rows where a value contains this text, ignoring case' })),
  search_column: Type.Optional(Type.String({ maxLength: 200, description: 'With search: only this TDM column\'s values' })),
  sort: Type.Optional(Type.String({ maxLength: 300, description: 'JSON object {"<TDM key>|row": "asc|desc"} (default {"row":"asc"}); numbers sort by value, text ignoring case, empty cells last', examples: ['{"email":"desc"}'] })),
  columns: Type.Optional(Type.String({ maxLength: 20_000, description: 'Comma-separated TDM keys: only these columns\' values (and errors)' })),
  change: Type.Optional(Type.Union([Type.Literal('created'), Type.Literal('updated'), Type.Literal('unchanged')], { description: 'Only rows of this change kind since the previous delivery (409 NO_CHANGES when the execution was not compared)' })),
}, { additionalProperties: false });

/** Values checked at once by `POST /execution/{id}/check`, and at most how many. */
export const CHECK_MAX_CELLS = 1000;

export const CellCheckRequest = named('CellCheckRequest', Type.Object({
  cells: Type.Array(Type.Object({
    row: Type.Integer({ minimum: 1, description: 'Source row number (as the rows and errors name it)' }),
    column: Type.String({ minLength: 1, maxLength: 200, description: 'TDM column key' }),
    value: Type.Union([Type.String({ maxLength: 32_767 }), Type.Null()], { description: 'The value typed; null or "" for an empty cell' }),
  }, { additionalProperties: false }), { minItems: 1, maxItems: CHECK_MAX_CELLS }),
}, { additionalProperties: false, examples: [{ cells: [{ row: 11, column: 'cca2', value: 'NA' }, { row: 11, column: 'joined', value: '03/04/2024' }] }] }));

export const CellCheckResult = named('CellCheckResult', Type.Object({
  row: Type.Integer(),
  column: Type.String(),
  value: Type.Union([Type.String(), Type.Null()], { description: 'The value as sent' }),
  valid: Type.Boolean(),
  output: Type.Union([Type.String(), Type.Null()], { description: 'The value as the output would hold it (a date in its output format, a number as a number is written, an option as its value); for an invalid value, as sent' }),
  message: Type.Optional(Type.String({ description: 'Why it is not valid' })),
  rule: Type.Optional(Type.String({ description: 'The rule it fails: type:<columnType>, required, regex, unique, option, …' })),
}, { additionalProperties: false }));
export type CellCheckResult = Static<typeof CellCheckResult>;

export const ExecutionFix = named('ExecutionFix', Type.Object({
  id: Type.String(),
  row: Type.Integer({ description: 'Source row number' }),
  column: Type.String({ description: 'TDM column key' }),
  previous: Type.Union([Type.String(), Type.Null()], { description: 'What the grid showed in the cell before the fix' }),
  value: Type.Union([Type.String(), Type.Null()], { description: 'The value the fix put there (null: emptied)' }),
  by: Actor,
  at: Type.String({ format: 'date-time' }),
  applied: Type.Boolean({ description: 'A run has validated the execution with this fix (its fix\'s run, or the rerun it was carried to)' }),
  carried_from: Type.Union([Type.String(), Type.Null()], { description: 'The execution this fix was made on, when a rerun carried it here' }),
}, { additionalProperties: false }));
export type ExecutionFix = Static<typeof ExecutionFix>;

export const ExecutionFixesQuery = Type.Object({
  offset: Type.Optional(LenientInteger({ minimum: 0, description: 'Entries to skip (default 0)' })),
  limit: Type.Optional(LenientInteger({ minimum: 1, maximum: 500, description: 'Page size (default 100, at most 500)' })),
}, { additionalProperties: false });

export const LineageQuery = Type.Object({
  row: LenientInteger({ minimum: 1, description: 'Source row number (as the rows name it)' }),
  column: Type.String({ minLength: 1, maxLength: 200, description: 'TDM column key' }),
}, { additionalProperties: false });

const LineageStep = named('CellLineageStep', Type.Object({
  kind: Type.Union([Type.Literal('TRANSFORMATION'), Type.Literal('RULE'), Type.Literal('TYPE'), Type.Literal('EDIT')], { description: 'TRANSFORMATION: a transformation of the mapping; RULE: a pipeline rule; EDIT: a person\'s fix; TYPE: typing and validation into the output value' }),
  name: Type.String({ description: "The transformation's name, the rule's type, `fix`, or the column type" }),
  detail: Type.Optional(Type.String({ description: 'The formula, the option mapping, what the rule replaces, or the output format and rules of the type step' })),
  value: Type.Union([Type.String(), Type.Null()], { description: 'The value after the step (null: empty, or the step failed the cell)' }),
  message: Type.Optional(Type.String({ description: 'The step failed the cell: why' })),
  rule_id: Type.Optional(Type.String({ description: 'A RULE step: the pipeline rule' })),
  by: Type.Optional(Actor),
  at: Type.Optional(Type.String({ format: 'date-time' })),
  previous: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: 'An EDIT: what the grid showed before the fix' })),
}, { additionalProperties: false }));

export const CellLineage = named('CellLineage', Type.Object({
  row: Type.Integer(),
  column: Type.String(),
  source: Type.Union([Type.Object({
    sheet: Type.Union([Type.String(), Type.Null()], { description: 'The sheet read (workbooks)' }),
    row: Type.Integer({ description: 'Source row number' }),
    column: Type.Union([Type.String(), Type.Null()], { description: 'The input column\'s header (several joined by " + ")' }),
    column_index: Type.Union([Type.Integer(), Type.Null()], { description: '0-based position of the input column (null when several feed the cell)' }),
    text: Type.Union([Type.String(), Type.Null()], { description: 'The cell as read' }),
    columns: Type.Optional(Type.Array(Type.Object({ column: Type.String(), column_index: Type.Integer() }), { description: 'When the mapping joins several input columns: each' })),
  }, { additionalProperties: false }), Type.Null()], { description: 'null: no input column feeds the cell (unmapped, or computed by a formula)' }),
  steps: Type.Array(LineageStep, { description: 'What happened to the value, in order' }),
  final: Type.Object({
    value: Type.Union([Type.String(), Type.Null()], { description: 'As the rows show it: the output value, or an erroneous cell\'s text as read' }),
    valid: Type.Boolean(),
    message: Type.Optional(Type.String()),
    rule: Type.Optional(Type.String()),
  }, { additionalProperties: false }),
}, { additionalProperties: false }));
