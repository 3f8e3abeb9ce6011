/**
 * Compiles a parsed formula (./formula-syntax.ts) to a JavaScript function — the fast path of
 * HYPER_FORMULA transformations. Only formulas whose functions all have a compiled implementation
 * (./formula-functions.ts) and that hold no array constant are compiled; the others are evaluated
 * by HyperFormula (./hyperformula-runner.ts). Both give the same values (the equivalence tests).
 *
 * The generated source is built from the tree only: text literals are embedded with
 * JSON.stringify and numbers as numbers, so tenant text never becomes code.
 */
import type { CellValue, Row } from '../types.ts';
import { FAST_FUNCTIONS, isFastFunction, RUNTIME_HELPERS } from './formula-functions.ts';
import type { FormulaNode } from './formula-syntax.ts';
import { walkFormula } from './formula-syntax.ts';
import { dateInput, serialOfDate } from './formula-dates.ts';
import { add, concat, div, eq, ge, gt, le, lt, mul, ne, neg, percent, pow, sub } from './formula-operators.ts';
import { E_NUM, formulaError, FormulaError, toLogicalArg, toText, type ErrorCode, type FormulaValue } from './formula-values.ts';

/** A compiled formula: the row of input cells and the target value so far → the result. */
export type CompiledFormula = (row: Row, value: CellValue) => FormulaValue;

/**
 * A cell as formulas see it: text stays text ('' is an empty cell), numbers and logicals stay,
 * a Date becomes a date serial number (days since 1899-12-30, time of day as the fraction, read in
 * UTC) that formulas know is a date (./formula-dates.ts dateInput), a number that is not finite is
 * #NUM!, and a missing cell is empty.
 */
export function formulaInput(cell: CellValue | undefined): FormulaValue {
  if (typeof cell === 'string') return cell === '' ? null : cell;
  if (typeof cell === 'number') return cell - cell === 0 ? (cell === 0 ? 0 : cell) : E_NUM;
  if (typeof cell === 'boolean') return cell;
  if (cell instanceof Date) {
    const typed = dateInput(cell);
    if (typed) return typed;
    const serial = serialOfDate(cell);
    return serial - serial === 0 ? serial : E_NUM;
  }
  return null;
}

/** Whether the fast path can evaluate this formula. */
export function isCompilable(tree: FormulaNode): boolean {
  for (const node of walkFormula(tree)) {
    if (node.type === 'array') return false;
    if (node.type === 'call' && !isFastFunction(node.name)) return false;
  }
  return true;
}

const BINARY: Record<string, string> = {
  '+': 'add', '-': 'sub', '*': 'mul', '/': 'div', '^': 'pow', '&': 'concat',
  '=': 'eq', '<>': 'ne', '<': 'lt', '>': 'gt', '<=': 'le', '>=': 'ge',
};

class Generator {
  private temps = 0;
  readonly columns = new Set<number>();
  usesValue = false;

  temp(): string {
    return `t${this.temps++}`;
  }

  tempNames(): string[] {
    return Array.from({ length: this.temps }, (_, i) => `t${i}`);
  }

  isReference(node: FormulaNode): boolean {
    return node.type === 'column' || node.type === 'value';
  }

  expr(node: FormulaNode): string {
    switch (node.type) {
      case 'number': return Number.isFinite(node.value) ? String(node.value) : 'E_NUM';
      case 'string': return JSON.stringify(node.value);
      case 'boolean': return String(node.value);
      case 'error': return `ERR.${node.code}`;
      case 'empty': return 'null';
      case 'column': this.columns.add(node.index); return `c${node.index}`;
      case 'value': this.usesValue = true; return 'v';
      case 'paren': return this.expr(node.inner);
      case 'unary': return node.op === '-' ? `neg(${this.expr(node.operand)})` : this.expr(node.operand);
      case 'percent': return `percent(${this.expr(node.operand)})`;
      case 'binary': return `${BINARY[node.op]}(${this.expr(node.left)}, ${this.expr(node.right)})`;
      case 'call': return this.call(node.name, node.args);
      case 'array': throw new Error('array constants are not compiled');
    }
  }

  private call(name: string, args: FormulaNode[]): string {
    const a = (i: number): string => this.expr(args[i]);
    switch (name) {
      case 'TRUE': return 'true';
      case 'FALSE': return 'false';
      case 'IF': {
        const t = this.temp();
        const otherwise = args.length > 2 ? a(2) : 'false';
        return `((${t} = toLogicalArg(${a(0)})) === true ? ${a(1)} : ${t} === false ? ${otherwise} : ${t})`;
      }
      case 'IFERROR': {
        const t = this.temp();
        return `((${t} = ${a(0)}) instanceof FormulaError ? ${a(1)} : ${t})`;
      }
      case 'IFNA': {
        const t = this.temp();
        return `((${t} = ${a(0)}) instanceof FormulaError && ${t}.code === 'NA' ? ${a(1)} : ${t})`;
      }
      case 'CHOOSE': {
        // Only the chosen value is computed; HyperFormula computes all, but an error in one not
        // chosen does not reach the result there either.
        const t = this.temp();
        const branches = args.slice(1).map((_, i) => `${t} === ${i + 1} ? ${a(i + 1)} : `).join('');
        return `((${t} = chooseIndex(${a(0)})) instanceof FormulaError ? ${t} : ${branches}E_NUM)`;
      }
      case 'CONCATENATE': case 'CONCAT':
        return args.length === 1 ? `toText(${a(0)})` : args.slice(1).reduce((acc, _, i) => `concat(${acc}, ${a(i + 1)})`, a(0));
      case 'SUM': case 'MIN': case 'MAX': {
        const t = this.temp();
        const step = name === 'SUM' ? 'sumStep' : name === 'MIN' ? 'minStep' : 'maxStep';
        const start = name === 'SUM' ? '0' : name === 'MIN' ? 'Infinity' : '-Infinity';
        const steps = args.map((n, i) => `${t} = ${step}(${t}, ${a(i)}, ${this.isReference(n)})`);
        return `(${t} = ${start}, ${steps.join(', ')}, ${name === 'SUM' ? 'sumEnd' : 'extremeEnd'}(${t}))`;
      }
      case 'AND': case 'OR': {
        const t = this.temp();
        const step = name === 'AND' ? 'andStep' : 'orStep';
        return `(${t} = ${name === 'AND'}, ${args.map((_, i) => `${t} = ${step}(${t}, ${a(i)})`).join(', ')}, ${t})`;
      }
      default:
        if (!(name in FAST_FUNCTIONS)) throw new Error(`no compiled implementation of ${name}`);
        return `F.${name}(${args.map((_, i) => a(i)).join(', ')})`;
    }
  }
}

const RUNTIME = {
  ...RUNTIME_HELPERS, add, sub, mul, div, pow, concat, eq, ne, lt, gt, le, ge, neg, percent, toText, toLogicalArg,
  FormulaError, E_NUM, formulaInput, F: FAST_FUNCTIONS,
  ERR: Object.fromEntries(
    (['DIV_BY_ZERO', 'NAME', 'VALUE', 'NUM', 'NA', 'CYCLE', 'REF', 'SPILL', 'LIC', 'ERROR'] as ErrorCode[]).map((c) => [c, formulaError(c)]),
  ),
};

/** The JavaScript source of a compiled formula (for tests and debugging). */
export function formulaSource(tree: FormulaNode): string {
  const gen = new Generator();
  const body = gen.expr(tree);
  const lines: string[] = [];
  for (const i of [...gen.columns].sort((x, y) => x - y)) {
    lines.push(`const c${i} = typeof (x = row[${i}]) === 'string' ? (x === '' ? null : x) : formulaInput(x);`);
  }
  if (gen.usesValue) lines.push(`const v = typeof value === 'string' ? (value === '' ? null : value) : formulaInput(value);`);
  const temps = ['x', ...gen.tempNames()];
  return `return function formula(row, value) {\n  let ${temps.join(', ')};\n  ${lines.join('\n  ')}\n  return ${body};\n};`;
}

/** Compiles a tree that {@link isCompilable} accepted. */
export function compileFormula(tree: FormulaNode): CompiledFormula {
  const names = Object.keys(RUNTIME);
  const factory = new Function(...names, `"use strict";\n${formulaSource(tree)}`) as (...deps: unknown[]) => CompiledFormula;
  return factory(...names.map((n) => RUNTIME[n as keyof typeof RUNTIME]));
}
