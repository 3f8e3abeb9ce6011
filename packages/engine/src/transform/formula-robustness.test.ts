/**
 * Any formula text, on any cells, is answered deliberately (property, fast-check): compiling gives
 * a plan or TRANSFORMATION_INVALID, and evaluating gives values or cell errors — never another
 * exception — on both formula engines (the compiled fast path and HyperFormula). Formulas come from
 * a grammar over every function the catalog allows (numbers, texts, `{…}` references, calls with
 * 0–4 arguments, operators, parentheses, `%`), plus token soup for the parser's error paths.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { EngineError, type CellError, type CellValue, type TargetDataModel } from '../types.ts';
import { allowedFunctionNames } from './function-catalog.ts';
import { compileTransformations } from './index.ts';

const tdm: TargetDataModel = { columns: [{ key: 'out', label: 'Out', columnType: 'string' }] };
const HEADERS = ['a', 'b', 'a b'];
const names = allowedFunctionNames();

const { expr } = fc.letrec<{ expr: string }>((tie) => ({
  expr: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(fc.integer({ min: -1000, max: 100000 }).map(String), fc.constantFrom('0', '0.5', '1e308', '1e-320', '-1', '2.675', '86400', '1E+3')),
    fc.string({ maxLength: 6 }).map((s) => `"${s.replace(/"/g, '""')}"`),
    fc.constantFrom('{a}', '{b}', '{value}', '{a b}', 'TRUE', 'FALSE', '#N/A', '#DIV/0!'),
    fc.tuple(fc.constantFrom(...names), fc.array(tie('expr'), { maxLength: 4 })).map(([f, args]) => `${f}(${args.join(',')})`),
    fc.tuple(tie('expr'), fc.constantFrom('+', '-', '*', '/', '^', '&', '=', '<>', '<', '>', '<=', '>='), tie('expr')).map(([a, op, b]) => `${a}${op}${b}`),
    tie('expr').map((e) => `(${e})`),
    tie('expr').map((e) => `-${e}`),
    tie('expr').map((e) => `${e}%`),
  ),
}));
const soup = fc
  .array(
    fc.oneof(
      fc.constantFrom(...names).map((n) => `${n}(`),
      fc.constantFrom('{a}', '{value}', '{}', '{{', '}}', '+', '-', '*', '/', '^', '&', '=', '<>', '%', ',', ';', '(', ')', ' ', ':', '!', '$', '#', '@', '[', ']', "'", 'A1', 'A1:B2', 'Sheet1!A1', '1E+'),
      fc.string({ maxLength: 4 }),
    ),
    { maxLength: 14 },
  )
  .map((parts) => `=${parts.join('')}`);
const formula = fc.oneof({ weight: 4, arbitrary: expr.map((e) => `=${e}`) }, { weight: 1, arbitrary: soup });
const cell: fc.Arbitrary<CellValue> = fc.oneof(
  fc.constant(null), fc.string({ maxLength: 10 }), fc.double(), fc.integer(), fc.boolean(), fc.date({ noInvalidDate: true }),
  fc.constantFrom('007', '12/01/2020', '=1+1', '1e400', '-0', 'NaN', '50%', '$5', 'TRUE'),
);

for (const engine of ['auto', 'hyperformula'] as const) {
  test(`any formula compiles or is refused, and evaluates to values or cell errors (${engine})`, () => {
    let compiled = 0;
    fc.assert(
      fc.property(formula, fc.array(fc.tuple(cell, cell), { minLength: 1, maxLength: 4 }), (fn, rows) => {
        let plan;
        try {
          plan = compileTransformations({
            tdm, headers: HEADERS, formulaEngine: engine,
            mapping: { mappings: [{ source_columns: ['a'], target_column: 'out', transformations: [{ type: 'HYPER_FORMULA', function: fn }] }] },
          });
        } catch (e) {
          if (e instanceof EngineError && e.type === 'TRANSFORMATION_INVALID') return;
          throw e;
        }
        compiled++;
        const values = rows.map((r) => [r[0]]);
        const errors: CellError[] = [];
        try {
          plan.applyBatch(rows.map((r) => [r[0], r[1], r[0]]), rows.map((_, i) => i + 2), values, rows.map(() => [false]), (e) => errors.push(e));
        } finally {
          plan.dispose();
        }
        for (const [v] of values) {
          assert.ok(v === null || ['string', 'number', 'boolean'].includes(typeof v) || v instanceof Date, `${fn} gave ${String(v)}`);
        }
        for (const e of errors) assert.equal(typeof e.message, 'string');
      }),
      { numRuns: 400 },
    );
    // Most generated formulas are valid: the property reaches evaluation, not only the parser.
    assert.ok(compiled > 150, `${compiled} of 400 formulas compiled`);
  });
}
