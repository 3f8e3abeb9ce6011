import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineError, type CellError, type CellValue, type Mapping, type Row, type TargetDataModel, type Transformation } from '../types.ts';
import { compileTransformations, type CompileTransformationsInput } from './index.ts';

const tdm: TargetDataModel = {
  columns: [
    { key: 'full_name', label: 'Full name', columnType: 'string' },
    { key: 'net', label: 'Net', columnType: 'float' },
    { key: 'gender', label: 'Gender', columnType: 'category', optionConfiguration: {
      options: [{ label: 'Male', value: 'M' }, { label: 'Female', value: 'F', alternativeMatches: ['woman'] }, { label: 'Diverse', value: 'D' }],
      mappingConfiguration: { layers: ['EXACT', 'FUZZY'], threshold: 0.8 },
    } },
    { key: 'since', label: 'Customer since', columnType: 'date' },
  ],
};
const headers = ['First Name', 'Last Name', 'Gross', 'Sex', 'Since'];

function plan(mappings: Mapping[], extra: Partial<CompileTransformationsInput> = {}) {
  return compileTransformations({ tdm, headers, mapping: { mappings }, ...extra });
}

/** Runs one batch the way the run does: target values built from the mapping's single source. */
function run(mappings: Mapping[], rows: Row[], extra: Partial<CompileTransformationsInput> = {}, preFailed: Array<[number, number]> = []) {
  const p = plan(mappings, extra);
  const values: CellValue[][] = rows.map((row) => tdm.columns.map((c) => {
    const m = mappings.find((x) => x.target_column === c.key);
    const i = m?.source_columns.length === 1 ? headers.indexOf(m.source_columns[0]) : -1;
    return i >= 0 ? row[i] ?? null : null;
  }));
  const failed = rows.map(() => tdm.columns.map(() => false));
  for (const [r, c] of preFailed) failed[r][c] = true;
  const errors: CellError[] = [];
  p.applyBatch(rows, rows.map((_, i) => i + 2), values, failed, (e) => errors.push(e));
  p.dispose();
  return { values, failed, errors };
}

const formula = (fn: string, name?: string): Transformation => ({ type: 'HYPER_FORMULA', function: fn, ...(name ? { name } : {}) });

for (const engine of ['auto', 'hyperformula'] as const) {
  test(`formulas run in order on the target value, reading other columns (${engine})`, () => {
    const { values, errors } = run([
      { source_columns: [], target_column: 'full_name', transformations: [formula('=CONCATENATE({First Name}, " ", {Last Name})'), formula('=PROPER({value})')] },
      { source_columns: ['Gross'], target_column: 'net', transformations: [formula('=ROUND({value} / 1.19, 2)')] },
    ], [['anna', 'MÜLLER', '119', 'm', null], ['ben', 'ray', '10.5', 'f', null]], { formulaEngine: engine });
    assert.deepEqual(errors, []);
    assert.deepEqual(values.map((v) => v.slice(0, 2)), [['Anna Müller', 100], ['Ben Ray', 8.82]]);
  });

  test(`a formula error fails that cell only, with a CellError naming the transformation (${engine})`, () => {
    const { values, failed, errors } = run([
      { source_columns: ['Gross'], target_column: 'net', transformations: [formula('=100 / {value}', 'share'), formula('={value} * 2')] },
      { source_columns: ['First Name'], target_column: 'full_name', transformations: [formula('=UPPER({value})')] },
    ], [['a', '', '0', '', null], ['b', '', 'abc', '', null], ['c', '', '4', '', null]], { formulaEngine: engine });
    assert.deepEqual(values.map((v) => v.slice(0, 2)), [['A', '0'], ['B', 'abc'], ['C', 50]]);
    assert.deepEqual(failed.map((f) => f[1]), [true, true, false]);
    assert.deepEqual(errors, [
      { row: 2, column: 'net', value: '0', message: 'Transformation "share" gave #DIV/0! (division by zero)', rule: 'transformation' },
      { row: 3, column: 'net', value: 'abc', message: 'Transformation "share" gave #VALUE! (a value of the wrong type)', rule: 'transformation' },
    ]);
  });

  test(`dates: Date inputs are serial numbers, date results are Dates (${engine})`, () => {
    const { values, errors } = run([
      { source_columns: ['Since'], target_column: 'since', transformations: [formula('={value} + 1')] },
      { source_columns: ['Gross'], target_column: 'net', transformations: [formula('=YEAR({Since}) + {value}')] },
      { source_columns: [], target_column: 'full_name', transformations: [formula('=TEXT({Since}, "dd.mm.yyyy")')] },
    ], [['', '', '1', '', new Date('2020-01-31T00:00:00Z')], ['', '', '0', '', '12/01/2020']], { formulaEngine: engine });
    assert.deepEqual(errors, []);
    assert.deepEqual(values[0], ['31.01.2020', 2021, null, new Date('2020-02-01T00:00:00Z')]);
    assert.deepEqual(values[1], ['12.01.2020', 2020, null, new Date('2020-01-13T00:00:00Z')], 'text dates count as dates');
  });
}

test('text from a file stays text: "007", "=1+1" and "12/01/2020" are not reinterpreted', () => {
  const { values } = run([
    { source_columns: ['First Name'], target_column: 'full_name', transformations: [formula('={value}')] },
    { source_columns: ['Gross'], target_column: 'net', transformations: [formula('=ISTEXT({value})')] },
  ], [['007', '', '=1+1', '', null], ['=1+1', '', '12/01/2020', '', null]]);
  assert.deepEqual(values.map((v) => v.slice(0, 2)), [['007', true], ['=1+1', true]]);
});

test('formulas outside the compiled subset run in HyperFormula', () => {
  const { values, errors } = run([
    { source_columns: [], target_column: 'since', transformations: [formula('=EDATE(DATE(2021,1,31), 1)')] },
    { source_columns: ['Sex'], target_column: 'gender', transformations: [formula('=MATCH({value}, {"x","m","f"}, 0)')] },
  ], [['', '', '', 'm', null]]);
  assert.deepEqual(errors, []);
  assert.deepEqual(values[0][3], new Date('2021-02-28T00:00:00Z'));
  assert.equal(values[0][2], 2);
});

test('cells already failed are skipped', () => {
  const { values, errors } = run([
    { source_columns: ['Gross'], target_column: 'net', transformations: [formula('=1/0')] },
  ], [['', '', '5', '', null]], {}, [[0, 1]]);
  assert.deepEqual(errors, []);
  assert.equal(values[0][1], '5');
});

test('errors come in row order, then TDM column order', () => {
  const { errors } = run([
    { source_columns: ['Since'], target_column: 'since', transformations: [formula('=1/0')] },
    { source_columns: ['Gross'], target_column: 'net', transformations: [formula('=EDATE("x", 1)')] },
  ], [['', '', '', '', null], ['', '', '', '', null]]);
  assert.deepEqual(errors.map((e) => [e.row, e.column]), [[2, 'net'], [2, 'since'], [3, 'net'], [3, 'since']]);
});

test('OPTION_MAPPING maps listed values, falls back to option matching, and fails the rest', () => {
  const { values, failed, errors } = run([
    { source_columns: ['Sex'], target_column: 'gender', transformations: [{ type: 'OPTION_MAPPING', name: 'sex', function: '{"m": "Male", "w": "F", "x": "Diverse"}' }] },
  ], [['', '', '', 'm', null], ['', '', '', ' W ', null], ['', '', '', 'Femal', null], ['', '', '', 'woman', null], ['', '', '', 'robot', null], ['', '', '', null, null]]);
  assert.deepEqual(values.map((v) => v[2]), ['M', 'F', 'F', 'F', 'robot', null]);
  assert.deepEqual(failed.map((f) => f[2]), [false, false, false, false, true, false]);
  assert.deepEqual(errors, [{
    row: 6, column: 'gender', value: 'robot', rule: 'option',
    message: 'Transformation "sex": "robot" is neither in the option mapping nor an option of column "gender"',
  }]);
});

test('OPTION_MAPPING on a column without options keeps values that already are targets', () => {
  const { values, errors } = run([
    { source_columns: ['First Name'], target_column: 'full_name', transformations: [{ type: 'OPTION_MAPPING', function: '{"Mr": "Mister", "Mrs": "Missus"}' }] },
  ], [['mr', '', '', '', null], ['missus', '', '', '', null], ['Dr', '', '', '', null]]);
  assert.deepEqual(values.map((v) => v[0]), ['Mister', 'Missus', 'Dr']);
  assert.equal(errors.length, 1);
});

test('a formula can follow an option mapping on the same column', () => {
  const { values } = run([
    { source_columns: ['Sex'], target_column: 'gender', transformations: [{ type: 'OPTION_MAPPING', function: '{"m": "M"}' }, formula('=LOWER({value})')] },
  ], [['', '', '', 'm', null]]);
  assert.equal(values[0][2], 'm');
});

function compileError(mappings: Mapping[], extra: Partial<CompileTransformationsInput> = {}): EngineError {
  try {
    plan(mappings, extra);
  } catch (e) {
    assert.ok(e instanceof EngineError);
    assert.equal(e.type, 'TRANSFORMATION_INVALID');
    return e;
  }
  assert.fail('expected TRANSFORMATION_INVALID');
}

test('bad transformations are refused before any row, naming the column and the transformation', () => {
  const on = (t: Transformation): Mapping[] => [{ source_columns: ['Gross'], target_column: 'net', transformations: [formula('=1'), t] }];
  const cases: Array<[Transformation, RegExp]> = [
    [formula('=1+'), /Column "net": transformation 2 \(HYPER_FORMULA\) is invalid: formula ends too early/],
    [formula('=FOO(1)', 'calc'), /transformation "calc" is invalid: unknown function FOO/],
    [formula('=ROW()'), /ROW is not available/],
    [formula('=LEFT("a", 1, 2)'), /LEFT takes 1 to 2 arguments, got 3/],
    [formula('=IF(1)'), /IF takes 2 to 3 arguments, got 1/],
    [formula('={Gros} * 2'), /no input column named "Gros"/],
    [formula('=A1 * 2'), /looks like a cell reference/],
    [{ type: 'OPTION_MAPPING', function: '["a"]' }, /JSON object/],
    [{ type: 'OPTION_MAPPING', function: '{"a": 1}' }, /value of "a" must be a string/],
    [{ type: 'OPTION_MAPPING', function: 'not json' }, /not valid JSON/],
    [{ type: 'SCRIPT', function: 'x' } as unknown as Transformation, /unknown type "SCRIPT"/],
  ];
  for (const [t, message] of cases) assert.match(compileError(on(t)).message, message);
  const e = compileError(on(formula('=FOO(1)', 'calc')));
  assert.deepEqual(e.details, { column: 'net', transformation: 'calc', index: 1, type: 'HYPER_FORMULA' });
});

test('an OPTION_MAPPING naming no option of the column is refused', () => {
  const e = compileError([{ source_columns: ['Sex'], target_column: 'gender', transformations: [{ type: 'OPTION_MAPPING', function: '{"m": "Man"}' }] }]);
  assert.match(e.message, /"m" maps to "Man", which is not an option of column "gender"/);
});

test('formula length is capped by limits.maxFormulaLength', () => {
  const long = '=' + Array(50).fill('"abcdefghij"').join('&');
  const e = compileError([{ source_columns: [], target_column: 'full_name', transformations: [formula(long)] }], { limits: { maxFormulaLength: 200 } });
  assert.match(e.message, /more than the 200 allowed/);
});

test('transformations for a column the TDM lacks are refused', () => {
  const e = compileError([{ source_columns: [], target_column: 'nope', transformations: [formula('=1')] }]);
  assert.match(e.message, /target column "nope"/);
});

test('mappings without transformations cost nothing and change nothing', () => {
  const { values, errors } = run([{ source_columns: ['Gross'], target_column: 'net' }], [['', '', '5', '', null]]);
  assert.deepEqual(errors, []);
  assert.equal(values[0][1], '5');
});
