/**
 * Pipeline rules (docs/engine.md "Pipeline rules"): corrections a person made once and kept for
 * the pipeline — a value replaced, values mapped to options, a formula — applied to every later
 * file after the mapping's transformations and before fixes and validation.
 *
 *   compileRules(rules, { tdm, headers, limits }) → RulePlan
 *
 * - VALUE_REPLACEMENT: a cell whose whole text is `from` (ignoring case when `match_case` is false;
 *   `""` matches an empty cell) becomes `to` (null: empty). Other cells are left as they are.
 * - OPTION_MAPPING: a cell whose text is a key of `mapping` (exactly, else ignoring case and runs of
 *   white space) becomes its value — in a column with options, the option that value names (its
 *   `value`). Other cells are left as they are: a rule adds to the column's own option matching.
 * - HYPER_FORMULA: the formula, with the transformations' syntax and machinery (`{value}` is the
 *   cell, `{Header}` an input column; compiled once per run, never per row); a formula error fails
 *   the cell (rule `transformation`) as a transformation's does.
 *
 * A rule that cannot run on a file — its column is no longer in the TDM, its formula names an
 * input column the file lacks — is skipped and the report says why; the run goes on. Each rule
 * counts the cells it changed (text before ≠ text after), for the run report.
 */
import type { TransformPlan } from '../contracts.ts';
import { cellText } from '../header/cell-kind.ts';
import { compileTransformations } from '../transform/index.ts';
import { compileOptionMatcher, exactKey, optionText } from '../transform/option-matcher.ts';
import { EngineError, type CellError, type CellValue, type EngineLimits, type PipelineRule, type Row, type RuleReport, type TargetDataModel } from '../types.ts';

/** A rule compiled for a run. */
interface CompiledRule {
  rule: PipelineRule;
  column: number;
  /** VALUE_REPLACEMENT and OPTION_MAPPING: the new value of a cell, or undefined to leave it. */
  map?: (value: CellValue) => CellValue | undefined;
  /** HYPER_FORMULA: the formula as a one-column transformation plan. */
  plan?: TransformPlan;
  changed: number;
}

/** A rule step as lineage names it (grid/layout.ts). */
export interface RuleStep {
  id: string;
  column: string;
  type: string;
  detail: string;
}

export interface RulePlan {
  /** The rules that run, in order, as grid store steps. */
  readonly steps: RuleStep[];
  /**
   * Applies the rules to a batch: `values[r][c]` are the target values after the transformations,
   * changed in place; cells already `failed` are left alone; a formula error fails the cell
   * (`failed[r][c] = true`) and is reported through `onError`. `onStep(c)` is called after each
   * rule has run on the batch (the grid store's lineage).
   */
  applyBatch(sourceRows: Row[], rowNumbers: number[], values: CellValue[][], failed: boolean[][], onError: (error: CellError) => void, onStep?: (column: number) => void): void;
  /** Per rule that runs (in `steps` order), the cells it changed so far. */
  counts(): number[];
  /** Adds counts from another thread's part of the file (split runs), in `steps` order. */
  addCounts(counts: readonly number[]): void;
  /** Every rule given, with what it changed or why it was skipped. */
  report(): RuleReport[];
  dispose(): void;
}

/** What a rule does, in words (lineage's `detail`). */
function describe(rule: PipelineRule): string {
  if (rule.type === 'VALUE_REPLACEMENT') return `${JSON.stringify(rule.from ?? '')} → ${rule.to === null || rule.to === undefined ? 'empty' : JSON.stringify(rule.to)}${rule.match_case === false ? ' (ignoring case)' : ''}`;
  if (rule.type === 'OPTION_MAPPING') {
    const entries = Object.entries(rule.mapping ?? {});
    const shown = entries.slice(0, 5).map(([k, v]) => `${JSON.stringify(k)} → ${JSON.stringify(v)}`).join(', ');
    return entries.length > 5 ? `${shown}, … (${entries.length} in all)` : shown;
  }
  return rule.formula ?? '';
}

function textOf(value: CellValue | undefined): string {
  return value === null || value === undefined ? '' : typeof value === 'string' ? value : cellText(value);
}

/**
 * Compiles the rules for a run. `headers` are the input column names (a formula's `{Header}`).
 * Never throws for a rule: one that cannot run is skipped (see the module comment).
 */
export function compileRules(rules: readonly PipelineRule[], input: { tdm: TargetDataModel; headers: string[]; limits?: Partial<EngineLimits> }): RulePlan {
  const { tdm } = input;
  const compiled: CompiledRule[] = [];
  const skipped = new Map<string, string>();
  for (const rule of rules) {
    const column = tdm.columns.findIndex((c) => c.key === rule.column);
    if (column < 0) {
      skipped.set(rule.id, `column "${rule.column}" is not in the target data model`);
      continue;
    }
    if (rule.type === 'VALUE_REPLACEMENT') {
      const from = rule.from ?? '';
      const matchCase = rule.match_case !== false;
      const wanted = matchCase ? from : from.toLowerCase();
      const to = rule.to === undefined || rule.to === '' ? null : rule.to;
      compiled.push({
        rule, column, changed: 0,
        map: (value) => {
          const text = textOf(value);
          return (matchCase ? text : text.toLowerCase()) === wanted ? to : undefined;
        },
      });
    } else if (rule.type === 'OPTION_MAPPING') {
      const options = tdm.columns[column].optionConfiguration;
      const matcher = options?.options?.length ? compileOptionMatcher(options) : null;
      const exact = new Map<string, string>();
      const loose = new Map<string, string>();
      for (const [key, target] of Object.entries(rule.mapping ?? {})) {
        // In a column with options the target is resolved to the option's value (as the server checked at save).
        const resolved = matcher?.matchExact(target)?.value ?? target;
        if (!exact.has(key)) exact.set(key, resolved);
        const k = exactKey(key);
        if (!loose.has(k)) loose.set(k, resolved);
      }
      compiled.push({
        rule, column, changed: 0,
        map: (value) => {
          const text = optionText(value);
          if (text === null) return undefined;
          return exact.get(text) ?? loose.get(exactKey(text));
        },
      });
    } else if (rule.type === 'HYPER_FORMULA') {
      try {
        const plan = compileTransformations({
          tdm,
          mapping: { mappings: [{ source_columns: [], target_column: rule.column, transformations: [{ name: `rule ${rule.id}`, type: 'HYPER_FORMULA', function: rule.formula ?? '' }] }] },
          headers: input.headers,
          ...(input.limits ? { limits: input.limits } : {}),
        });
        compiled.push({ rule, column, plan, changed: 0 });
      } catch (err) {
        if (!(err instanceof EngineError)) throw err;
        skipped.set(rule.id, err.message.replace(/^Column "[^"]*": /, ''));
      }
    } else {
      skipped.set(rule.id, `unknown rule type ${JSON.stringify((rule as { type?: unknown }).type)}`);
    }
  }

  // A formula's cells before it ran, reused from batch to batch.
  const before: CellValue[] = [];
  return {
    steps: compiled.map(({ rule }) => ({ id: rule.id, column: rule.column, type: rule.type, detail: describe(rule) })),
    applyBatch(sourceRows, rowNumbers, values, failed, onError, onStep) {
      const n = values.length;
      for (const r of compiled) {
        const c = r.column;
        if (r.map) {
          for (let i = 0; i < n; i++) {
            if (failed[i][c]) continue;
            const current = values[i][c];
            const next = r.map(current);
            if (next === undefined) continue;
            if (textOf(next) !== textOf(current)) r.changed++;
            values[i][c] = next;
          }
        } else {
          before.length = n;
          for (let i = 0; i < n; i++) before[i] = values[i][c];
          r.plan!.applyBatch(sourceRows, rowNumbers, values, failed, onError);
          for (let i = 0; i < n; i++) if (!failed[i][c] && textOf(values[i][c]) !== textOf(before[i])) r.changed++;
          before.length = 0;
        }
        onStep?.(c);
      }
    },
    counts: () => compiled.map((r) => r.changed),
    addCounts(counts) {
      counts.forEach((k, i) => { if (compiled[i]) compiled[i].changed += k; });
    },
    report: () => rules.map((rule) => {
      const hit = compiled.find((r) => r.rule === rule);
      const reason = skipped.get(rule.id);
      return { id: rule.id, column: rule.column, type: rule.type, cells_changed: hit?.changed ?? 0, ...(reason ? { skipped: reason } : {}) };
    }),
    dispose() {
      for (const r of compiled) r.plan?.dispose();
    },
  };
}
