/**
 * SECURITY.md "formula abuse" and friends, for both formula engines: giant strings, endless
 * SUBSTITUTE, deep nesting, long formulas, references outside the row, code injection through
 * formula text or headers, prototype keys, and the evaluation deadline.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineError, type CellError, type CellValue, type TargetDataModel } from '../types.ts';
import { compileTransformations, type CompileTransformationsInput } from './index.ts';

const tdm: TargetDataModel = { columns: [{ key: 'out', label: 'Out', columnType: 'string' }] };

function evaluate(fn: string, cells: CellValue[], headers = ['a'], extra: Partial<CompileTransformationsInput> = {}) {
  const plan = compileTransformations({
    tdm, headers, ...extra,
    mapping: { mappings: [{ source_columns: [headers[0]], target_column: 'out', transformations: [{ type: 'HYPER_FORMULA', function: fn }] }] },
  });
  const values = cells.map((c) => [c]);
  const errors: CellError[] = [];
  try {
    plan.applyBatch(cells.map((c) => [c]), cells.map((_, i) => i + 2), values, cells.map(() => [false]), (e) => errors.push(e));
  } finally {
    plan.dispose();
  }
  return { values: values.map((v) => v[0]), errors };
}

function refused(fn: string, pattern: RegExp, extra: Partial<CompileTransformationsInput> = {}): void {
  assert.throws(() => evaluate(fn, ['x'], ['a'], extra), (e: unknown) => e instanceof EngineError && e.type === 'TRANSFORMATION_INVALID' && pattern.test(e.message), fn);
}

for (const engine of ['auto', 'hyperformula'] as const) {
  test(`REPT and SUBSTITUTE cannot build giant strings (${engine})`, () => {
    for (const fn of ['=REPT(REPT("x",30000),30000)', '=SUBSTITUTE(REPT("a",30000),"a",REPT("b",30000))', '=REPT({a}, 1e9)']) {
      const { errors } = evaluate(fn, ['xy'], ['a'], { formulaEngine: engine });
      assert.equal(errors.length, 1, fn);
      assert.match(errors[0].message, /#VALUE!/);
    }
    assert.equal(evaluate('=LEN(REPT("ab", 16383))', [null], ['a'], { formulaEngine: engine }).values[0], 32766);
  });

  test(`SUBSTITUTE with an empty search text returns the text, whatever the occurrence (${engine})`, () => {
    const { values } = evaluate('=SUBSTITUTE({a}, "", "x", 1.5)', ['abc'], ['a'], { formulaEngine: engine });
    assert.deepEqual(values, ['abc']);
    assert.deepEqual(evaluate('=SUBSTITUTE({a}, "b", "$&$&")', ['abc'], ['a'], { formulaEngine: engine }).values, ['a$&$&c'], 'replacement is literal');
  });

  test(`formula text and headers never become code (${engine})`, () => {
    const sneaky = '"); globalThis.pwned = 1; ("';
    const { values } = evaluate(`="${sneaky.replaceAll('"', '""')}" & {${sneaky}}`, ['!'], [sneaky], { formulaEngine: engine });
    assert.deepEqual(values, [`${sneaky}!`]);
    assert.equal((globalThis as { pwned?: number }).pwned, undefined);
  });

  test(`a formula HyperFormula would throw on is #VALUE! for that row only (${engine})`, () => {
    // TEXT with more than 100 decimals makes HyperFormula's number formatting throw a RangeError.
    const { values, errors } = evaluate('=TEXT({a}, "0." & REPT("0", 101))', ['1', 'x'], ['a'], { formulaEngine: engine });
    assert.deepEqual(errors.map((e) => [e.row, e.message.match(/#\S+/)?.[0]]), [[2, '#VALUE!'], [3, '#VALUE!']]);
    assert.deepEqual(evaluate('=LEN(TEXT({a}, "0." & REPT("0", 100)))', ['1'], ['a'], { formulaEngine: engine }).values, [102]);
    assert.deepEqual(values, ['1', 'x']);
  });

  test(`prototype names are plain names (${engine})`, () => {
    assert.deepEqual(evaluate('=UPPER({__proto__})', ['x'], ['__proto__'], { formulaEngine: engine }).values, ['X']);
    assert.deepEqual(evaluate('=LOWER({constructor})', ['Y'], ['constructor'], { formulaEngine: engine }).values, ['y']);
  });
}

test('OPTION_MAPPING keys like __proto__ are ordinary keys', () => {
  const plan = compileTransformations({
    tdm, headers: ['a'],
    mapping: { mappings: [{ source_columns: ['a'], target_column: 'out', transformations: [{ type: 'OPTION_MAPPING', function: '{"__proto__": "P", "constructor": "C"}' }] }] },
  });
  const values: CellValue[][] = [['__proto__'], ['constructor'], ['toString']];
  const errors: CellError[] = [];
  plan.applyBatch(values.map((v) => [...v]), [2, 3, 4], values, [[false], [false], [false]], (e) => errors.push(e));
  assert.deepEqual(values, [['P'], ['C'], ['toString']]);
  assert.equal(errors.length, 1);
  assert.equal(({} as { polluted?: unknown }).polluted, undefined);
});

test('deep nesting and long formulas are refused', () => {
  refused('=' + 'ABS('.repeat(70) + '1' + ')'.repeat(70), /nests deeper than 64/);
  refused('=' + 'x'.repeat(9000), /more than the 8192 allowed/);
  refused('="' + 'x'.repeat(300) + '"', /more than the 100 allowed/, { limits: { maxFormulaLength: 100 } });
});

test('a formula sees only its own row: references, ranges and sheet functions are refused', () => {
  for (const fn of ['=SUM(A1:A1048576)', '=A:A', '=1:1', '=Sheet1!A1', "='f0'!A2", '=$A$2', '={a}:{a}']) refused(fn, /reference|range|sheet|unexpected/i);
  for (const fn of ['=OFFSET({a}, 1, 0)', '=ROW()', '=ROWS({1,2})', '=COLUMN()', '=FORMULATEXT({a})', '=ADDRESS(1,1)', '=SHEET()']) refused(fn, /not available/);
  refused('=INDIRECT("A2")', /unknown function INDIRECT|not available/);
});

test('HyperFormula time per batch is bounded by the deadline', () => {
  assert.throws(
    () => evaluate('=EDATE({a}, 1)', Array(300).fill('01/01/2020'), ['a'], { formulaDeadlineMs: 0 }),
    (e: unknown) => e instanceof EngineError && e.type === 'LIMIT_EXCEEDED',
  );
});
