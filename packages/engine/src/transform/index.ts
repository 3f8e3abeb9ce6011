/**
 * The transform stage: HYPER_FORMULA and OPTION_MAPPING transformations of target columns
 * (SPEC.md §Pipeline `transformations[]`, DESIGN.md §4, user documentation in docs/formulas.md).
 *
 *   compileTransformations({ tdm, mapping, headers, limits }) → TransformPlan
 *
 * Everything about the configuration is checked here, before any row is read: a bad formula or
 * option mapping throws EngineError TRANSFORMATION_INVALID naming the target column and the
 * transformation. Per batch, each target column's transformations run in order on
 * `targetValues[r][c]` (the mapped source value, then each result); a formula error or an
 * unmatched option marks the cell failed and reports a CellError (rule `transformation` or
 * `option`), later transformations of that cell are skipped, and the row goes on.
 *
 * Formulas run as generated JavaScript when they only use the compiled subset, else in
 * HyperFormula (./hyperformula-runner.ts); results are the same. Values a formula hands back:
 * numbers rounded as HyperFormula rounds them, text, logicals, null for empty, and a JS Date (UTC,
 * to the second) when the result is a date, time or date-time.
 */
import { createRequire } from 'node:module';
import type { TransformPlan } from '../contracts.ts';
import { EngineError, type CellError, type CellValue, type EngineLimits, type Mapping, type Row, type TargetDataModel, type TdmColumn, type Transformation } from '../types.ts';
import { dateOfSerialNumber } from './formula-dates.ts';
import { FormulaInvalid, headerResolver, prepareFormula } from './formula-compiler.ts';
import type { FormulaNode } from './formula-syntax.ts';
import { ERROR_DISPLAY, FormulaError, RichNumber, roundResult, type FormulaValue } from './formula-values.ts';
import type { FormulaRowInput, HyperFormulaRunner } from './hyperformula-runner.ts';
import { compileOptionMapping, OptionMappingInvalid, type OptionMappingResult } from './option-mapping.ts';
import type { CompiledFormula } from './formula-codegen.ts';

export { compileOptionMatcher, matchOption, type OptionMatch, type OptionMatcher } from './option-matcher.ts';

/** Default characters allowed in one formula (EngineLimits.maxFormulaLength). */
export const DEFAULT_MAX_FORMULA_LENGTH = 8192;
/** Default time HyperFormula may spend on one batch before the run fails (milliseconds). */
export const DEFAULT_FORMULA_DEADLINE_MS = 60_000;

/** What compileTransformations needs. */
export interface CompileTransformationsInput {
  tdm: TargetDataModel;
  /** The mappings in use (a MappingReport fits); only those with transformations matter. */
  mapping: { mappings: Mapping[] };
  /** Input column names in file order: `{Header}` resolves to a position in this list. */
  headers: string[];
  limits?: Partial<EngineLimits>;
  /** Milliseconds HyperFormula may spend per applyBatch call; more fails the run (LIMIT_EXCEEDED). */
  formulaDeadlineMs?: number;
  /** 'hyperformula' evaluates every formula with HyperFormula (tests and benchmarks); default 'auto'. */
  formulaEngine?: 'auto' | 'hyperformula';
}

type FormulaStep = { kind: 'formula'; label: string; tree: FormulaNode; fast?: CompiledFormula; handle?: number };
type OptionStep = { kind: 'option'; label: string; apply: (value: CellValue) => OptionMappingResult };
type Step = FormulaStep | OptionStep;

interface ColumnPlan {
  index: number;
  key: string;
  steps: Step[];
}

const ERROR_MEANING: Record<string, string> = {
  DIV_BY_ZERO: 'division by zero', VALUE: 'a value of the wrong type', NUM: 'an invalid number',
  NA: 'a value that is not available', NAME: 'an unknown name', REF: 'an invalid reference',
  SPILL: 'a result with several values', CYCLE: 'a circular reference', ERROR: 'an error', LIC: 'a licence error',
};

function describe(t: Transformation, i: number): string {
  return t.name ? `transformation "${t.name}"` : `transformation ${i + 1} (${t.type})`;
}

/** Text form of a cell for CellError.value. */
function cellText(value: CellValue): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? String(value) : value.toISOString();
  return String(value);
}

/** A formula result as a target value (see the module docstring). */
function resultValue(v: FormulaValue, rounded: boolean): CellValue {
  if (typeof v === 'number') return rounded ? v : roundResult(v);
  if (v instanceof RichNumber) {
    const n = rounded ? v.v : roundResult(v.v);
    return v.kind === 'DATE' || v.kind === 'DATETIME' || v.kind === 'TIME' ? dateOfSerialNumber(n) : n;
  }
  return v as CellValue;
}

function invalid(column: TdmColumn, t: Transformation, i: number, why: string): EngineError {
  return new EngineError(
    'TRANSFORMATION_INVALID',
    `Column "${column.key}": ${describe(t, i)} is invalid: ${why}`,
    { column: column.key, transformation: t.name ?? null, index: i, type: t.type ?? null },
  );
}

/**
 * Compiles the transformations of the mappings into a plan. Throws EngineError
 * TRANSFORMATION_INVALID (before any row is read) for a formula that does not parse, uses an
 * unknown function or a wrong argument count, refers with `{…}` to no input column, exceeds
 * `limits.maxFormulaLength`; for an OPTION_MAPPING that is not a JSON object of strings or names
 * no option of its column; for an unknown transformation type or target column.
 */
export function compileTransformations(input: CompileTransformationsInput): TransformPlan {
  const { tdm, headers } = input;
  const maxLength = input.limits?.maxFormulaLength ?? DEFAULT_MAX_FORMULA_LENGTH;
  const deadlineMs = input.formulaDeadlineMs ?? DEFAULT_FORMULA_DEADLINE_MS;
  const resolve = headerResolver(headers);
  // HyperFormula is loaded when the first formula needs it (most compile to code of their own).
  let runner: HyperFormulaRunner | undefined;
  const hyperFormula = (): HyperFormulaRunner => (runner ??= new (hyperFormulaRunnerModule().HyperFormulaRunner)());
  const register = (tree: FormulaNode): number => hyperFormula().add(tree, hyperFormulaRunnerModule().formulaSlots(tree));
  const hfSteps: Array<{ column: TdmColumn; t: Transformation; i: number; handle: number }> = [];
  const byKey = new Map<string, Mapping>();
  for (const m of input.mapping.mappings) if (m.transformations?.length) byKey.set(m.target_column, m);

  const columns: ColumnPlan[] = [];
  for (const [key, mapping] of byKey) {
    const index = tdm.columns.findIndex((c) => c.key === key);
    if (index < 0) {
      throw new EngineError('TRANSFORMATION_INVALID', `Transformations target column "${key}", which the target data model does not have`, { column: key });
    }
    const column = tdm.columns[index];
    const steps: Step[] = [];
    mapping.transformations!.forEach((t, i) => {
      const label = describe(t, i);
      if (t.type === 'HYPER_FORMULA') {
        if (typeof t.function !== 'string') throw invalid(column, t, i, 'the formula is missing');
        try {
          const prepared = prepareFormula(t.function, resolve, maxLength);
          if (input.formulaEngine === 'hyperformula') delete prepared.fast;
          if (prepared.fast) steps.push({ kind: 'formula', label, tree: prepared.tree, fast: prepared.fast });
          else {
            const handle = register(prepared.tree);
            hfSteps.push({ column, t, i, handle });
            steps.push({ kind: 'formula', label, tree: prepared.tree, handle });
          }
        } catch (e) {
          if (e instanceof FormulaInvalid) throw invalid(column, t, i, e.message);
          throw e;
        }
      } else if (t.type === 'OPTION_MAPPING') {
        try {
          steps.push({ kind: 'option', label, apply: compileOptionMapping(t.function, column) });
        } catch (e) {
          if (e instanceof OptionMappingInvalid) throw invalid(column, t, i, e.message);
          throw e;
        }
      } else {
        throw invalid(column, t, i, `unknown type ${JSON.stringify(t.type)} (expected HYPER_FORMULA or OPTION_MAPPING)`);
      }
    });
    columns.push({ index, key, steps });
  }
  try {
    for (const s of hfSteps) {
      if (!hyperFormula().validate(s.handle)) throw invalid(s.column, s.t, s.i, 'HyperFormula cannot parse the formula');
    }
  } finally {
    // The parse checker is not needed after compiling (engines for evaluation are built lazily).
    runner?.releaseChecker();
  }
  columns.sort((a, b) => a.index - b.index);

  return {
    applyBatch(sourceRows: Row[], rowNumbers: number[], targetValues: CellValue[][], failed: boolean[][], onError: (error: CellError) => void, onStep?: (column: number) => void): void {
      const deadline = performance.now() + deadlineMs;
      const errors: Array<{ r: number; order: number; error: CellError }> = [];
      for (let order = 0; order < columns.length; order++) {
        const { index: c, key, steps } = columns[order];
        const fail = (r: number, message: string, rule: string): void => {
          failed[r][c] = true;
          errors.push({ r, order, error: { row: rowNumbers[r], column: key, value: cellText(targetValues[r][c]), message, rule } });
        };
        const settle = (r: number, v: FormulaValue, step: FormulaStep, rounded: boolean): void => {
          if (v instanceof FormulaError) {
            fail(r, `${capitalize(step.label)} gave ${ERROR_DISPLAY[v.code]} (${ERROR_MEANING[v.code] ?? 'an error'})`, 'transformation');
          } else targetValues[r][c] = resultValue(v, rounded);
        };
        for (const step of steps) {
          if (step.kind === 'option') {
            for (let r = 0; r < sourceRows.length; r++) {
              if (failed[r][c]) continue;
              const res = step.apply(targetValues[r][c]);
              if ('error' in res) fail(r, `${capitalize(step.label)}: ${res.error}`, 'option');
              else targetValues[r][c] = res.value;
            }
            onStep?.(c);
            continue;
          }
          const pending: number[] = [];
          if (step.fast) {
            const fn = step.fast;
            for (let r = 0; r < sourceRows.length; r++) {
              if (failed[r][c]) continue;
              let v: FormulaValue;
              try {
                v = fn(sourceRows[r], targetValues[r][c]);
              } catch {
                // Never expected; HyperFormula, the reference, answers instead of failing the run.
                pending.push(r);
                continue;
              }
              settle(r, v, step, false);
            }
            if (pending.length === 0) {
              onStep?.(c);
              continue;
            }
            step.handle ??= register(step.tree);
          } else {
            for (let r = 0; r < sourceRows.length; r++) if (!failed[r][c]) pending.push(r);
          }
          const inputs: FormulaRowInput[] = pending.map((r) => ({ row: sourceRows[r], value: targetValues[r][c] }));
          const results = hyperFormula().evaluate(step.handle!, inputs, deadline);
          pending.forEach((r, i) => settle(r, results[i], step, true));
          onStep?.(c);
        }
      }
      errors.sort((a, b) => a.r - b.r || a.order - b.order);
      for (const e of errors) onError(e.error);
    },
    dispose(): void {
      runner?.dispose();
    },
  };
}

let runnerModule: typeof import('./hyperformula-runner.ts') | undefined;

/**
 * ./hyperformula-runner.ts and with it HyperFormula (about 100 ms and 260 modules), loaded
 * synchronously the first time a formula is evaluated by HyperFormula rather than by compiled code.
 */
function hyperFormulaRunnerModule(): typeof import('./hyperformula-runner.ts') {
  runnerModule ??= createRequire(import.meta.url)('./hyperformula-runner.ts') as typeof import('./hyperformula-runner.ts');
  return runnerModule;
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
