/**
 * Compiles the text of one HYPER_FORMULA transformation: parses it against the input headers,
 * checks its functions and their argument counts, and picks how it runs — as generated JavaScript
 * when every part has a compiled implementation (./formula-codegen.ts), else by HyperFormula
 * (./hyperformula-runner.ts). Both paths give the same results.
 *
 * `{Header}` resolution (docs/formulas.md): `{value}` is the target value; otherwise the first
 * input column whose header is exactly the text, else the first whose header matches ignoring case
 * and surrounding/repeated whitespace; `{Value}` (any case) is the target value when no column
 * matches it.
 */
import { arityProblem, DENIED_FUNCTIONS, isKnownFunction } from './function-catalog.ts';
import { compileFormula, isCompilable, type CompiledFormula } from './formula-codegen.ts';
import { parseFormula, walkFormula, type FormulaNode, type ReferenceTarget } from './formula-syntax.ts';

/** A formula ready to run: compiled, or to be evaluated by HyperFormula. */
export interface PreparedFormula {
  tree: FormulaNode;
  /** The generated function, when the fast path handles the formula. */
  fast?: CompiledFormula;
}

/** A formula that cannot be used; the message says why. */
export class FormulaInvalid extends Error {}

/** Builds the `{…}` resolver of a header row. */
export function headerResolver(headers: string[]): (name: string) => ReferenceTarget {
  const exact = new Map<string, number>();
  const loose = new Map<string, number>();
  const key = (s: string): string => s.trim().replace(/\s+/g, ' ').toLowerCase();
  headers.forEach((h, i) => {
    if (typeof h !== 'string') return;
    if (!exact.has(h)) exact.set(h, i);
    if (!loose.has(key(h))) loose.set(key(h), i);
  });
  return (name: string): ReferenceTarget => {
    if (name === 'value') return { kind: 'value' };
    const index = exact.get(name) ?? loose.get(key(name));
    if (index !== undefined) return { kind: 'column', index };
    return key(name) === 'value' ? { kind: 'value' } : undefined;
  };
}

/**
 * Parses and checks a formula. Throws {@link FormulaInvalid} for a formula longer than
 * `maxLength`, a syntax error, an unknown or refused function, or a wrong argument count.
 */
export function prepareFormula(text: string, resolve: (name: string) => ReferenceTarget, maxLength: number): PreparedFormula {
  if (text.length > maxLength) throw new FormulaInvalid(`formula is ${text.length} characters long, more than the ${maxLength} allowed`);
  let tree: FormulaNode;
  try {
    tree = parseFormula(text, resolve);
  } catch (e) {
    throw new FormulaInvalid((e as Error).message);
  }
  for (const node of walkFormula(tree)) {
    if (node.type !== 'call') continue;
    if (DENIED_FUNCTIONS.has(node.name)) throw new FormulaInvalid(`function ${node.name} is not available in transformations (a formula only sees its own row)`);
    if (!isKnownFunction(node.name)) throw new FormulaInvalid(`unknown function ${node.name}`);
    const problem = arityProblem(node.name, node.args.length);
    if (problem) throw new FormulaInvalid(problem);
  }
  return isCompilable(tree) ? { tree, fast: compileFormula(tree) } : { tree };
}
