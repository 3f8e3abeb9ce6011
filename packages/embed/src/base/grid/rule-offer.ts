/**
 * Fix → rule: when a person replaced one value by another (in one cell or in several cells of one
 * column), the grid offers to keep the replacement as a pipeline rule, so that the next file of
 * the same customer is fixed before validation: a value replacement, an option mapping (category
 * columns, onto one of their options) or a formula.
 */
import type { CellChange } from './edit-store.ts';
import type { Translate } from '../i18n.ts';
import type { PipelineRuleInput } from './review-api.ts';
import type { GridColumn } from './types.ts';

/** A replacement worth keeping: every change replaced `from` by `to` in `column`; `row` is one of the rows (to look its check up). */
export interface RuleOffer { column: string; from: string; to: string | null; cells: number; row: number }

/** The offer a step of changes makes, or null (changes of several columns or values, clearing, or nothing replaced). */
export function offerFrom(changes: readonly CellChange[]): RuleOffer | null {
  const replaced = changes.filter((c) => c.original !== null && c.original !== '' && c.value !== c.original);
  if (!replaced.length || replaced.length !== changes.length) return null;
  const [first] = replaced;
  if (replaced.some((c) => c.key !== first!.key || c.original !== first!.original || c.value !== first!.value)) return null;
  if (first!.value === null || first!.value === '') return null;
  return { column: first!.key, from: first!.original!, to: first!.value, cells: replaced.length, row: first!.row };
}

/** A formula text literal: `"` doubled inside double quotes. */
const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;

/** The formula that replaces a whole value: `=IF(EXACT({value},"NA"),"Namibia",{value})` (EXACT: case counts, as for a value replacement). */
export function replacementFormula(from: string, to: string | null): string {
  return `=IF(EXACT({value},${quote(from)}),${quote(to ?? '')},{value})`;
}

/** Rule types a column allows for the offer: an option mapping only onto a category column's option. */
export function ruleTypes(offer: RuleOffer, column: GridColumn | undefined): Array<PipelineRuleInput['type']> {
  const types: Array<PipelineRuleInput['type']> = ['VALUE_REPLACEMENT'];
  if (column?.type === 'category' && offer.to !== null && (column.options ?? []).includes(offer.to)) types.push('OPTION_MAPPING');
  types.push('HYPER_FORMULA');
  return types;
}

/** The rule to create from an offer. */
export function ruleFrom(offer: RuleOffer, type: PipelineRuleInput['type'], formula: string, executionId: string): PipelineRuleInput {
  const base = { column: offer.column, type, active: true, source_execution: executionId };
  if (type === 'OPTION_MAPPING') return { ...base, mapping: { [offer.from]: offer.to ?? '' } };
  if (type === 'HYPER_FORMULA') return { ...base, formula };
  return { ...base, from: offer.from, to: offer.to, match_case: true };
}

/** A rule in words: `“NA” → “Namibia”`, `NA → Namibia, N Mariana Islands → …`, or its formula. */
export function describeRule(t: Translate, rule: { type: string; from?: string; to?: string | null; mapping?: Record<string, string>; formula?: string; match_case?: boolean }): string {
  if (rule.type === 'VALUE_REPLACEMENT') return `“${rule.from ?? ''}” → “${rule.to ?? ''}”${rule.match_case === false ? ` ${t('rules.anyCase')}` : ''}`;
  if (rule.type === 'OPTION_MAPPING') return Object.entries(rule.mapping ?? {}).map(([a, b]) => `“${a}” → “${b}”`).join(', ');
  return rule.formula ?? '';
}

/** The rule types, in the order the page offers them. */
export const RULE_TYPES: ReadonlyArray<PipelineRuleInput['type']> = ['VALUE_REPLACEMENT', 'OPTION_MAPPING', 'HYPER_FORMULA'];

/** A rule type's name as the page shows it. */
export function ruleTypeName(t: Translate, type: PipelineRuleInput['type']): string {
  return t(`ruleType.${type}`);
}
