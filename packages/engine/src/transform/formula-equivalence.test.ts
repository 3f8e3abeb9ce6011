/**
 * The compiled fast path gives exactly HyperFormula's results (DESIGN.md §4: HyperFormula is the
 * reference semantics of HYPER_FORMULA).
 *
 * fast-check generates formulas over the compiled subset — as two texts from one random structure:
 * Ferry text (`{a}`, `""` in strings) and plain HyperFormula text (cell addresses) — and input
 * rows mixing numbers, numeric text ("007"), date-like text ("12/01/2020"), text starting with
 * "=", percent/currency text, logicals, dates and empty cells. Each formula is evaluated three ways
 * and the exported values must be identical (errors by code):
 *   1. Ferry's parser + generated JavaScript;
 *   2. HyperFormula parsing the plain text itself (the reference, independent of Ferry's parser);
 *   3. HyperFormulaRunner (Ferry's printer + HyperFormula, the slow path used in production).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { CellValue } from '../types.ts';
import { headerResolver } from './formula-compiler.ts';
import { compileFormula, isCompilable } from './formula-codegen.ts';
import { parseFormula } from './formula-syntax.ts';
import { FormulaError, RichNumber, roundResult, type FormulaValue } from './formula-values.ts';
import { createHyperFormula, exportedValue, formulaSlots, hyperFormulaInput, HyperFormulaRunner } from './hyperformula-runner.ts';

const HEADERS = ['a', 'B c', 'd}{e'];
const FERRY_REF = ['{a}', '{B c}', '{d}}{{e}', '{value}'];
const HF_COLUMN = ['A', 'B', 'C', 'D'];

/** A formula as a template: `§0`…`§3` stand for the three columns and {value}. */
type Template = string;

const INPUT_TEXTS = [
  '007', '1.50', ' 12 ', '1e3', '+5', '.5', '5.', '-3', '0', '12/01/2020', '2020-01-12', '31/02/2020', '1/2/20',
  '10:30', '10:30:15', '3pm', '12/01/2020 08:15', '50%', '$5', '5$', '=1+1', 'TRUE', 'true', 'FALSE', 'abc', 'ABC',
  'Ábc', 'é', 'N/A', '#N/A', ' ', 'a b  c', 'hello world', 'x', 'John', 'O\'Neil', '1,000', '(5)', ':', '2020',
];

const inputCell: fc.Arbitrary<CellValue> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...INPUT_TEXTS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 6 }) },
  { weight: 2, arbitrary: fc.integer({ min: -1000, max: 100000 }) },
  { weight: 2, arbitrary: fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true }) },
  { weight: 2, arbitrary: fc.constantFrom(0, -0, 0.1, 0.2, 0.3, 1e-14, 1e300, 43831, 2.5, -2.5, -1.5, -0.5, 1.005, 3) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2050-01-01T00:00:00Z'), noInvalidDate: true }) },
  { weight: 1, arbitrary: fc.constantFrom(
    new Date('2020-01-31T00:00:00Z'), new Date('1899-12-30T10:30:00Z'), new Date('1899-12-30T00:00:00Z'),
    new Date('1899-12-29T12:00:00Z'), new Date('1500-06-01T00:00:00Z'), new Date('2024-02-29T23:59:59.999Z'),
  ) },
);

const STRING_LITERALS = ['', 'x', 'abc', 'ABC', ' a ', '12/01/2020', '2020-01-12', '5', '007', '1e3', '50%', '$5', 'TRUE', 'é', ' ', 'a b', '10:30', 'yyyy-mm-dd', 'dd.mm.yyyy', '0.00', '#.##', 'hh:mm', 'mm:ss', 'd/m/yy', '[hh]:mm', 'am/pm'];

const literal: fc.Arbitrary<Template> = fc.oneof(
  fc.constantFrom('0', '1', '2', '3', '10', '2.5', '0.5', '.5', '1e3', '100', '1900', '2020', '12', '31', '45000', '0.1', '0.2', '0.3', '1.005', '1e-14'),
  fc.constantFrom(...STRING_LITERALS).map((s) => `"${s}"`),
  fc.constantFrom('TRUE()', 'FALSE()', '(#N/A)', '(#DIV/0!)', '(#VALUE!)'),
);

const reference: fc.Arbitrary<Template> = fc.constantFrom('§0', '§1', '§2', '§3');

const FUNCTIONS: Array<[string, number, number]> = [
  ['CONCATENATE', 1, 4], ['CONCAT', 1, 3], ['IF', 2, 3], ['IFERROR', 2, 2], ['IFNA', 2, 2], ['AND', 1, 3], ['OR', 1, 3],
  ['NOT', 1, 1], ['UPPER', 1, 1], ['LOWER', 1, 1], ['PROPER', 1, 1], ['TRIM', 1, 1], ['LEFT', 1, 2], ['RIGHT', 1, 2],
  ['MID', 3, 3], ['LEN', 1, 1], ['SUBSTITUTE', 3, 4], ['REPLACE', 4, 4], ['FIND', 2, 3], ['SEARCH', 2, 3], ['TEXT', 2, 2],
  ['VALUE', 1, 1], ['ROUND', 1, 2], ['ROUNDUP', 1, 2], ['ROUNDDOWN', 1, 2], ['INT', 1, 1], ['ABS', 1, 1], ['MIN', 1, 4],
  ['MAX', 1, 4], ['SUM', 1, 4], ['ISBLANK', 1, 1], ['ISNUMBER', 1, 1], ['ISTEXT', 1, 1], ['ISERROR', 1, 1], ['ISNA', 1, 1],
  ['DATE', 3, 3], ['YEAR', 1, 1], ['MONTH', 1, 1], ['DAY', 1, 1], ['EXACT', 2, 2], ['REPT', 2, 2], ['CHAR', 1, 1],
  ['CODE', 1, 1], ['CLEAN', 1, 1], ['T', 1, 1], ['N', 1, 1], ['POWER', 2, 2], ['ISLOGICAL', 1, 1], ['ISNONTEXT', 1, 1],
  ['DATEVALUE', 1, 1], ['MOD', 2, 2], ['CHOOSE', 2, 5],
];

const BINARY = ['+', '-', '*', '/', '^', '&', '=', '<>', '<', '>', '<=', '>='];

const expression: fc.Arbitrary<Template> = fc.letrec<{ e: Template }>((tie) => ({
  e: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 3, arbitrary: literal },
    { weight: 4, arbitrary: reference },
    { weight: 2, arbitrary: fc.tuple(tie('e'), fc.constantFrom(...BINARY), tie('e')).map(([l, op, r]) => `${l}${op}${r}`) },
    { weight: 1, arbitrary: tie('e').map((e) => `(${e})`) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom('-', '+'), tie('e')).map(([op, e]) => `${op}${e}`) },
    { weight: 1, arbitrary: tie('e').map((e) => `(${e})%`) },
    {
      weight: 4,
      arbitrary: fc.constantFrom(...FUNCTIONS).chain(([name, min, max]) =>
        fc.array(fc.oneof({ weight: 8, arbitrary: tie('e') }, { weight: 1, arbitrary: fc.constant('') }), { minLength: min, maxLength: max })
          .filter((args) => args.length > 0 && args.some((a) => a !== ''))
          .map((args) => `${name}(${args.join(',')})`)),
    },
  ),
})).e;

function ferryText(t: Template): string {
  return '=' + t.replace(/§(\d)/g, (_, i: string) => FERRY_REF[Number(i)]);
}

function hfText(t: Template, row: number): string {
  return '=' + t.replace(/§(\d)/g, (_, i: string) => `${HF_COLUMN[Number(i)]}${row + 1}`);
}

/** Exported value in comparable form (errors by code, dates as serial + kind). */
function comparable(v: FormulaValue, rounded: boolean): unknown {
  if (v instanceof FormulaError) return `#${v.code}`;
  if (v instanceof RichNumber) {
    const n = rounded ? v.v : roundResult(v.v);
    return v.kind === 'DATE' || v.kind === 'DATETIME' || v.kind === 'TIME' ? { date: n, kind: v.kind } : n;
  }
  if (typeof v === 'number') return rounded ? v : roundResult(v);
  return v;
}

const resolve = headerResolver(HEADERS);

function checkBatch(templates: Template[], rows: CellValue[][]): void {
  const trees = templates.map((t) => parseFormula(ferryText(t), resolve));
  for (const tree of trees) assert.ok(isCompilable(tree));
  const compiled = trees.map((tree) => compileFormula(tree));

  // 2. the reference: HyperFormula parses the plain text.
  const hf = createHyperFormula(rows.length, 4 + templates.length);
  const sheet = hf.getSheetId(hf.addSheet('ref')) as number;
  hf.setCellContents({ sheet, col: 0, row: 0 }, rows.map((r, i) => [
    ...r.slice(0, 3).map(hyperFormulaInput), hyperFormulaInput(r[3]), ...templates.map((t) => hfText(t, i)),
  ]));

  // 3. the production slow path.
  const runner = new HyperFormulaRunner();
  const handles = trees.map((tree) => runner.add(tree, formulaSlots(tree)));

  try {
    templates.forEach((t, f) => {
      const viaRunner = runner.evaluate(handles[f], rows.map((r) => ({ row: r, value: r[3] })));
      rows.forEach((r, i) => {
        const fast = comparable(compiled[f](r, r[3]), false);
        const address = { sheet, col: 4 + f, row: i };
        const reference = comparable(exportedValue(hf, hf.getCellValue(address), address), true);
        const context = `formula ${ferryText(t)} on ${JSON.stringify(r)}`;
        assert.deepEqual(fast, reference, `compiled ≠ HyperFormula: ${context}`);
        assert.deepEqual(comparable(viaRunner[i], true), reference, `runner ≠ HyperFormula: ${context}`);
      });
    });
  } finally {
    hf.destroy();
    runner.dispose();
  }
}

const runs = Number(process.env.FERRY_PROPERTY_RUNS ?? 25);

test('compiled formulas equal HyperFormula on generated formulas and inputs', () => {
  fc.assert(
    fc.property(
      fc.array(expression, { minLength: 1, maxLength: 40 }),
      fc.array(fc.tuple(inputCell, inputCell, inputCell, inputCell), { minLength: 1, maxLength: 30 }),
      (templates, rows) => checkBatch(templates, rows),
    ),
    { numRuns: runs },
  );
});

test('compiled formulas equal HyperFormula on the known traps', () => {
  const traps = [
    '§0+0', '§0&""', '§0>100', '§0="007"', '§0<§1', '§0=§1', '-§0', '§0%', 'SUM(§0,§1)', 'SUM((§0),(§1))', 'MAX(§0,1)',
    'MIN(§0)', 'IF(§0,1,2)', 'IF(§0>10,§0,§1)', 'VALUE(§0)', 'TEXT(§0,"yyyy-mm-dd")', 'TEXT(§0,"0.00")', 'YEAR(§0)',
    'DATE(§0,§1,§2)', 'DATE(2020,1,1)+§0', '§0-DATE(2020,1,1)', 'DATEVALUE(§0)', 'YEAR(DATEVALUE(§0))', 'TEXT(DATEVALUE(§0),"DD.MM.YYYY")', 'MOD(§0,3)', 'MOD(§0,§1)', 'ISNUMBER(§0)', 'ISTEXT(§0)', 'ISBLANK(§0)',
    'LEN(§0)', 'UPPER(§0)', 'PROPER(§0)', 'TRIM(§0)', 'LEFT(§0,2)', 'MID(§0,2,3)', 'FIND("a",§0)', 'SEARCH("A",§0)',
    'ROUND(§0,2)', 'ROUND(§0*1.19,2)', 'INT(§0)', 'ABS(§0)', 'CONCATENATE(§0," ",§1)', 'IFERROR(1/§0,"none")',
    'AND(§0,§1)', 'OR(§0)', 'NOT(§0)', 'EXACT(§0,§1)', 'REPT(§0,3)', 'SUBSTITUTE(§0,"a","b")', '-2^2', '2^3^2',
    '1=1=1', '"N/A">100', '"a"="A"', '"é"="e"', '0.1+0.2', '1/3', '10^400', '(-8)^(1/3)', 'TEXT(1234.567,"#,##0.00")',
    'TEXT(0.5,"0%")', 'ROUND(1.005,2)', 'ROUND(2.5,0)', 'INT(-1.5)', 'CHAR(65)', 'CODE("A")', 'T(§0)', 'N(§0)',
    'TEXT(§0,"hh:mm")', 'TEXT(§0,"[hh]:mm")', '§0*1', '§0/1', '§0^1', 'DAY(§0)', 'MONTH(§0)', 'IFNA(§0,"x")',
    '0.1+0.2-0.3', '0.1+0.2=0.3', '1e-14=0', '§0-0.1', '(§0+0.1)-§0', 'SUM(0.1,0.2,-0.3)', 'SUM(§0,-§0,1e-14)',
    '1-0.9-0.1', '3*0.1=0.3', '§0=§0+1e-14', '§0>0.3', 'MAX(§0,-§0)', 'MIN(§0,-§0)', 'INT(§0)', 'ROUNDUP(§0,1)',
    'ROUNDDOWN(§0,-1)', 'TEXT(§0,"dd.mm.yyyy hh:mm:ss")', 'TEXT(§0,"d/m/yy h:mm am/pm")', 'TEXT(§0,"ss.000")',
    'TEXT(§0,"000")', 'TEXT(§0,"#.##")', 'TEXT(§0,"0.")', 'TEXT(§0,"\\d0")', 'VALUE("(5%)")', 'VALUE("(5)")',
    'CHOOSE(§0,"a","b","c")', 'CHOOSE(§2,§0,§1)', 'CHOOSE(MOD(§2,3)+1,"x",§0,1/0)', 'CHOOSE(2,1/0,§0)', 'CHOOSE(1,1/0,§0)',
    'CHOOSE(§0,DATE(2020,1,1),2)', 'CHOOSE("2","a","b")', 'CHOOSE(TRUE(),"a")', 'CHOOSE(1.5,"a","b")', 'CHOOSE(0,"a")',
    'CHOOSE(2,"a",)', 'CHOOSE(#N/A,"a")', 'CHOOSE(3,"a","b")',
  ];
  const rows: CellValue[][] = INPUT_TEXTS.map((t, i) => [t, INPUT_TEXTS[(i * 7) % INPUT_TEXTS.length], i, null]);
  rows.push([null, '', 0, true], [43831.5, -1, 1e300, 'x'], [new Date('2020-01-12T10:30:00Z'), true, false, 5]);
  for (const n of [0.1, 0.2, 0.3, -1.5, -0.5, 2.5, 1.005, 1e-14, 0.30000000000000004, 43831.999999, 1234.5678, -7.25]) rows.push([n, -n, n * 3, n]);
  checkBatch(traps, rows);
});
