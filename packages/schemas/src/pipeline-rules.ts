/**
 * Pipeline rules (an extension; docs/executions.md "Rules learned from fixes"): corrections kept
 * for every later execution of a pipeline, applied after the mapping's transformations and before
 * validation.
 */
import { Type, type Static } from '@sinclair/typebox';
import { AuditFields, LenientBoolean, named, ReadOnlyEcho, StringEnum } from './common.ts';

export const PIPELINE_RULE_TYPES = ['VALUE_REPLACEMENT', 'OPTION_MAPPING', 'HYPER_FORMULA'] as const;
/** Rules a pipeline may hold, and option-mapping entries a rule may hold. */
export const MAX_PIPELINE_RULES = 500;
export const MAX_RULE_MAPPING_ENTRIES = 10_000;

export const PipelineRuleType = named('PipelineRuleType', StringEnum(PIPELINE_RULE_TYPES, {
  description: 'VALUE_REPLACEMENT: a whole value replaced by another; OPTION_MAPPING: input values mapped to options; HYPER_FORMULA: a formula, as transformations take it',
}));

const ruleFields = {
  column: Type.String({ minLength: 1, maxLength: 200, description: 'The TDM column key the rule applies to' }),
  type: PipelineRuleType,
  from: Type.Optional(Type.String({ maxLength: 32_767, description: 'VALUE_REPLACEMENT: the whole value replaced ("" matches an empty cell)' })),
  to: Type.Optional(Type.Union([Type.String({ maxLength: 32_767 }), Type.Null()], { description: 'VALUE_REPLACEMENT: what it becomes (null: empty)' })),
  match_case: Type.Optional(LenientBoolean({ description: 'VALUE_REPLACEMENT: compare case-sensitively (default true)' })),
  mapping: Type.Optional(Type.Record(Type.String({ maxLength: 32_767 }), Type.String({ maxLength: 32_767 }), { description: 'OPTION_MAPPING: input value → option (its value or label); matched exactly, then ignoring case and spaces' })),
  formula: Type.Optional(Type.String({ minLength: 1, maxLength: 8192, description: 'HYPER_FORMULA: `=…` with `{value}` (the cell) and `{Header}` (an input column), as transformations take it' })),
};

export const PipelineRuleCreate = named('PipelineRuleCreate', Type.Object({
  ...ruleFields,
  active: Type.Optional(LenientBoolean({ description: 'Applied to later executions (default true)' })),
  source_execution: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()], { description: 'The execution of this pipeline whose fix the rule comes from' })),
}, {
  additionalProperties: false,
  examples: [
    { column: 'country', type: 'OPTION_MAPPING', mapping: { 'N Mariana Islands': 'MP' }, source_execution: '019a8f5e-1c2b-7d3e-8f00-123456789abc' },
    { column: 'country', type: 'VALUE_REPLACEMENT', from: 'NA', to: 'Namibia' },
    { column: 'sku', type: 'HYPER_FORMULA', formula: '=UPPER(TRIM({value}))' },
  ],
}));
export type PipelineRuleCreate = Static<typeof PipelineRuleCreate>;

export const PipelineRuleUpdate = named('PipelineRuleUpdate', Type.Object({
  column: Type.Optional(ruleFields.column),
  type: Type.Optional(PipelineRuleType),
  from: ruleFields.from,
  to: ruleFields.to,
  match_case: ruleFields.match_case,
  mapping: ruleFields.mapping,
  formula: ruleFields.formula,
  active: Type.Optional(LenientBoolean()),
  source_execution: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
  ...ReadOnlyEcho,
}, {
  additionalProperties: false,
  description: 'The fields sent replace the stored ones; a new type needs its own fields',
  examples: [{ active: false }, { to: 'Namibia (NA)' }],
}));
export type PipelineRuleUpdate = Static<typeof PipelineRuleUpdate>;

export const PipelineRule = named('PipelineRule', Type.Object({
  id: Type.String(),
  pipeline_id: Type.String(),
  column: Type.String(),
  type: PipelineRuleType,
  from: Type.Optional(Type.String()),
  to: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  match_case: Type.Optional(Type.Boolean()),
  mapping: Type.Optional(Type.Record(Type.String(), Type.String())),
  formula: Type.Optional(Type.String()),
  active: Type.Boolean(),
  source_execution: Type.Union([Type.String(), Type.Null()], { description: 'The execution whose fix the rule comes from' }),
  ...AuditFields('iso'),
}, { additionalProperties: false }));
export type PipelineRule = Static<typeof PipelineRule>;

export const RuleIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }), rule_id: Type.String({ minLength: 1, maxLength: 64 }) });
