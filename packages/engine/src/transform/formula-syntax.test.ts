import { test } from 'node:test';
import assert from 'node:assert/strict';
import { headerResolver } from './formula-compiler.ts';
import { printFormula } from './formula-print.ts';
import { FormulaSyntaxError, MAX_NESTING, parseFormula, type FormulaNode } from './formula-syntax.ts';

const resolve = headerResolver(['First Name', 'Last Name', 'Size {EU}', 'Weird}', 'value', 'Price']);
const parse = (text: string): FormulaNode => parseFormula(text, resolve);
/** HyperFormula text with references printed as the header they name, to read trees easily. */
const show = (text: string): string => printFormula(parse(text), (n) => (n.type === 'value' ? '<value>' : `<${(n as { name: string }).name}>`));

test('braces name input columns and {value}; }} and {{ escape braces in a header', () => {
  assert.equal(show('=CONCATENATE({First Name}, " ", {Last Name})'), '=CONCATENATE(<First Name>," ",<Last Name>)');
  assert.equal(show('={Size {{EU}}}'), '=<Size {EU}>');
  assert.equal(show('={Weird}}}&"x"'), '=<Weird}>&"x"');
  assert.deepEqual(parse('{value}'), { type: 'value' });
  assert.deepEqual(parse('={first name}'), { type: 'column', index: 0, name: 'first name' });
  assert.deepEqual(parse('={ Price }'), { type: 'column', index: 5, name: ' Price ' });
});

test('{value} means the target value even when a column is called "value"', () => {
  assert.deepEqual(parse('={value}'), { type: 'value' });
  assert.deepEqual(headerResolver(['A'])('Value'), { kind: 'value' });
  assert.deepEqual(headerResolver(['Value'])('Value'), { kind: 'column', index: 0 });
});

test('the first of duplicate headers wins', () => {
  assert.deepEqual(headerResolver(['a', 'b', 'a'])('a'), { kind: 'column', index: 0 });
});

test('a brace group naming no column is an array constant of literals, else an error naming it', () => {
  assert.equal(show('=SUM({1,2;3,4})'), '=SUM({1,2;3,4})');
  assert.equal(show('={"a}b",-1}'), '={"a}b",-1}');
  assert.throws(() => parse('={Frist Name}'), /no input column named "Frist Name"/);
  assert.throws(() => parse('={Total}'), /no input column named "Total"/);
  assert.throws(() => parse('={}'), /no input column named ""/);
  assert.throws(() => parse('={1,2;3}'), /array rows differ/);
  assert.throws(() => parse('={First Name'), /missing "}"/);
});

test('strings use "" for a quote and keep backslashes; HyperFormula text spells them with CHAR', () => {
  assert.deepEqual(parse('="say ""hi"" \\o/"'), { type: 'string', value: 'say "hi" \\o/' });
  assert.equal(show('="a""b\\c"'), '=("a"&CHAR(34)&"b"&CHAR(92)&"c")');
  assert.throws(() => parse('="open'), /unterminated string/);
});

test('the leading = is optional and whitespace is free', () => {
  assert.deepEqual(parse('  UPPER( {value} ) '), parse('=UPPER({value})'));
  assert.equal(show('=sum (1, 2)'), '=SUM(1,2)');
});

test('TRUE and FALSE are logicals with or without parentheses; numbers accept E', () => {
  assert.deepEqual(parse('=TRUE'), { type: 'boolean', value: true });
  assert.deepEqual(parse('=false()'), { type: 'call', name: 'FALSE', args: [] });
  assert.equal(show('=IF(TRUE,1E3,.5)'), '=IF(TRUE(),1e3,.5)');
});

test('operators follow HyperFormula precedence', () => {
  const minusFirst = parse('=-2^2') as { op: string; left: { type: string } };
  assert.equal(minusFirst.op, '^', 'the sign binds tighter than ^');
  assert.equal(minusFirst.left.type, 'unary');
  const chain = parse('=2^3^2') as { left: { type: string } };
  assert.equal(chain.left.type, 'binary', '^ is left-associative');
  const mixed = parse('=1+2*3&"x"=4') as { op: string; left: { op: string; left: { op: string } } };
  assert.equal(mixed.op, '=');
  assert.equal(mixed.left.op, '&');
  assert.equal(mixed.left.left.op, '+');
  assert.deepEqual(parse('=5%'), { type: 'percent', operand: { type: 'number', value: 5, text: '5' } });
});

test('empty arguments are kept, F() has none', () => {
  assert.deepEqual((parse('=IF(1,,2)') as { args: FormulaNode[] }).args[1], { type: 'empty' });
  assert.deepEqual(parse('=TODAY()'), { type: 'call', name: 'TODAY', args: [] });
});

test('error literals parse; unknown ones do not', () => {
  assert.deepEqual(parse('=#N/A'), { type: 'error', code: 'NA' });
  assert.deepEqual(parse('=#div/0!'), { type: 'error', code: 'DIV_BY_ZERO' });
  assert.throws(() => parse('=#FOO!'), /unknown error literal/);
});

test('cell references, ranges, sheets and names are refused with a hint', () => {
  for (const text of ['=A1', '=$A$1+1', '=SUM(A:A)', '=Sheet1!B2', "='My sheet'!A1", '=A1:B2']) {
    assert.throws(() => parse(text), /cell|range|sheet/i, text);
  }
  assert.throws(() => parse('=foo + 1'), /unknown name "foo" \(text needs quotes, input columns need braces\)/);
});

test('syntax errors say where', () => {
  assert.throws(() => parse('=1+'), (e: Error) => e instanceof FormulaSyntaxError && /ends too early/.test(e.message));
  assert.throws(() => parse('=(1'), /missing "\)" at character 4/);
  assert.throws(() => parse('=1)'), /unbalanced "\)"/);
  assert.throws(() => parse('=1 2'), /unexpected text at character 4/);
  assert.throws(() => parse('='), /empty/);
  assert.throws(() => parse('=1;2'), /unexpected text/);
  assert.throws(() => parse('=LEFT("a" "b")'), /expected "," or "\)"/);
});

test('nesting is capped', () => {
  const deep = '='.padEnd(MAX_NESTING + 2, '(') + '1' + ''.padEnd(MAX_NESTING + 1, ')');
  assert.throws(() => parse(deep), /nests deeper than 64/);
  const ok = '='.padEnd(MAX_NESTING + 1, '(') + '1' + ''.padEnd(MAX_NESTING, ')');
  assert.equal(parse(ok).type, 'paren');
  assert.throws(() => parse('=' + Array(250).fill('1').join('+')), /more than 200 operations deep/);
  assert.throws(() => parse('=' + '-'.repeat(100) + '1'), /nests deeper/);
});
