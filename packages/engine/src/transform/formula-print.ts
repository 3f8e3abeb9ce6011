/**
 * Writes a parsed formula (./formula-syntax.ts) as HyperFormula formula text, for the formulas
 * HyperFormula evaluates. The tree's structure is kept exactly (parentheses are nodes of their own
 * and both grammars share precedence), logicals become `TRUE()`/`FALSE()`, and text holding `"` or
 * `\` — which HyperFormula string literals cannot spell — is built with `CHAR(34)`/`CHAR(92)`.
 */
import { ERROR_DISPLAY } from './formula-values.ts';
import type { FormulaNode } from './formula-syntax.ts';

function printString(value: string): string {
  // HyperFormula strings have no escape for '"' and read '\' as an escape; both go through CHAR().
  if (!/["\\]/.test(value)) return `"${value}"`;
  const parts = value.split(/(["\\])/).filter((p) => p !== '');
  return '(' + parts.map((p) => (p === '"' ? 'CHAR(34)' : p === '\\' ? 'CHAR(92)' : `"${p}"`)).join('&') + ')';
}

/**
 * HyperFormula formula text of a tree (with the leading `=`). `reference` gives the cell address
 * of a `column` or `value` node.
 */
export function printFormula(node: FormulaNode, reference: (node: FormulaNode) => string): string {
  const print = (n: FormulaNode): string => {
    switch (n.type) {
      case 'number': return n.text;
      case 'string': return printString(n.value);
      case 'boolean': return n.value ? 'TRUE()' : 'FALSE()';
      case 'error': return ERROR_DISPLAY[n.code];
      case 'empty': return '';
      case 'column': case 'value': return reference(n);
      case 'paren': return `(${print(n.inner)})`;
      case 'unary': return n.op + print(n.operand);
      case 'percent': return print(n.operand) + '%';
      case 'binary': return print(n.left) + n.op + print(n.right);
      case 'call': return `${n.name}(${n.args.map(print).join(',')})`;
      case 'array': return '{' + n.rows.map((r) => r.map(print).join(',')).join(';') + '}';
    }
  };
  return '=' + print(node);
}
