/**
 * The syntax of HYPER_FORMULA transformations (docs/formulas.md): lexer, parser and printer.
 *
 * A formula is Excel-style text with an optional leading `=`:
 *   - `{Column name}` is the current row's cell of that input column, `{value}` the target value
 *     so far. Inside braces `}}` stands for `}` and `{{` for `{` (so `{Size {EU}}}` names the
 *     column `Size {EU}`). A brace group that names no column is an array constant (`{1,2;3,4}`)
 *     and may only hold literals.
 *   - strings are `"…"` with `""` for a quote (Excel); numbers `12`, `1.5`, `.5`, `1e3`, `1E3`;
 *     logicals `TRUE`/`FALSE` (also `TRUE()`); errors `#N/A`, `#DIV/0!`, …
 *   - operators by increasing precedence: comparison `= <> < > <= >=`, `&`, `+ -`, `* /`, `^`,
 *     prefix `+ -`, postfix `%` (HyperFormula's grammar: `-2^2` is 4, `2^3^2` is 64).
 *   - function names are case-insensitive; arguments are separated by `,` and may be empty.
 * Cell references (`A1`), ranges, sheet references and named expressions are refused: a formula
 * only sees its own row through `{…}`.
 *
 * The parser produces a {@link FormulaNode} tree; ./formula-print.ts writes it back as
 * HyperFormula formula text with each reference replaced by a cell address.
 */
import { ERROR_DISPLAY, type ErrorCode } from './formula-values.ts';

export type BinaryOperator = '+' | '-' | '*' | '/' | '^' | '&' | '=' | '<>' | '<' | '>' | '<=' | '>=';

/** A parsed formula. `column.index` is the input column position in file order. */
export type FormulaNode =
  | { type: 'number'; value: number; text: string }
  | { type: 'string'; value: string }
  | { type: 'boolean'; value: boolean }
  | { type: 'error'; code: ErrorCode }
  | { type: 'empty' }
  | { type: 'column'; index: number; name: string }
  | { type: 'value' }
  | { type: 'paren'; inner: FormulaNode }
  | { type: 'unary'; op: '+' | '-'; operand: FormulaNode }
  | { type: 'percent'; operand: FormulaNode }
  | { type: 'binary'; op: BinaryOperator; left: FormulaNode; right: FormulaNode }
  | { type: 'call'; name: string; args: FormulaNode[] }
  | { type: 'array'; rows: FormulaNode[][] };

/** What a `{…}` reference names: an input column, the target value, or nothing. */
export type ReferenceTarget = { kind: 'column'; index: number } | { kind: 'value' } | undefined;

/** A formula that cannot be parsed; `message` says what and where (1-based character). */
export class FormulaSyntaxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FormulaSyntaxError';
  }
}

/** Deepest nesting of parentheses, function calls and prefix signs accepted (Excel allows 64). */
export const MAX_NESTING = 64;
/** Deepest formula tree accepted (long operator chains such as `a&b&c&…` count each operator). */
export const MAX_TREE_DEPTH = 200;

type Token =
  | { t: 'num'; value: number; text: string; pos: number }
  | { t: 'str'; value: string; pos: number }
  | { t: 'ident'; name: string; call: boolean; pos: number }
  | { t: 'err'; code: ErrorCode; pos: number }
  | { t: 'op'; op: string; pos: number }
  | { t: '(' | ')' | ',' | ';' | 'end'; pos: number }
  | { t: 'ref'; node: FormulaNode; pos: number }
  | { t: 'array'; tokens: Token[]; raw: string; pos: number };

const ERROR_CODES = new Map(Object.entries(ERROR_DISPLAY).map(([code, text]) => [text, code as ErrorCode]));
const NUMBER = /(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/y;
const IDENT = /[A-Za-z_\u00C0-\u02AF][A-Za-z0-9_.\u00C0-\u02AF]*/y;
const IDENT_START = /[A-Za-z_\u00C0-\u02AF]/;
const ERROR_LITERAL = /#[A-Za-z0-9/]+[?!]?/y;
const CELL_LIKE = /^\$?[A-Za-z]{1,3}\$?[0-9]+$/;
const WHITESPACE = /\s/;

class Lexer {
  private readonly src: string;
  private pos: number;
  private readonly resolve: (name: string) => ReferenceTarget;

  constructor(src: string, start: number, resolve: (name: string) => ReferenceTarget) {
    this.src = src;
    this.pos = start;
    this.resolve = resolve;
  }

  fail(message: string, at = this.pos): never {
    throw new FormulaSyntaxError(`${message} at character ${at + 1}`);
  }

  /** Tokens up to the end of input, or up to (and consuming) a `}` when `inArray`. */
  tokens(inArray: boolean): Token[] {
    const out: Token[] = [];
    const s = this.src;
    for (;;) {
      while (this.pos < s.length && WHITESPACE.test(s[this.pos])) this.pos++;
      const at = this.pos;
      if (at >= s.length) {
        if (inArray) this.fail('missing "}"');
        out.push({ t: 'end', pos: at });
        return out;
      }
      const c = s[at];
      if (c === '}') {
        if (!inArray) this.fail('unexpected "}"');
        this.pos++;
        return out;
      }
      if (c === '"') out.push(this.string());
      else if (c === '{') {
        if (inArray) this.fail('nested "{"');
        out.push(this.brace());
      } else if ((c >= '0' && c <= '9') || (c === '.' && /[0-9]/.test(s[at + 1] ?? ''))) {
        NUMBER.lastIndex = at;
        const text = NUMBER.exec(s)![0];
        this.pos += text.length;
        out.push({ t: 'num', value: Number(text), text: text.toLowerCase(), pos: at });
      } else if (c === '#') {
        ERROR_LITERAL.lastIndex = at;
        const m = ERROR_LITERAL.exec(s);
        const code = m ? ERROR_CODES.get(m[0].toUpperCase()) : undefined;
        if (!m || !code) this.fail('unknown error literal');
        this.pos += m[0].length;
        out.push({ t: 'err', code, pos: at });
      } else if (IDENT_START.test(c)) {
        IDENT.lastIndex = at;
        const name = IDENT.exec(s)![0];
        this.pos += name.length;
        let look = this.pos;
        while (look < s.length && WHITESPACE.test(s[look])) look++;
        const call = s[look] === '(';
        if (!call && (CELL_LIKE.test(name) || s[this.pos] === '!' || s[this.pos] === ':')) {
          this.fail(`"${name}" looks like a cell reference; refer to input columns as {Column name}`, at);
        }
        out.push({ t: 'ident', name, call, pos: at });
      } else if (c === '$' || c === '!' || c === "'" || c === ':') {
        this.fail('cell, range and sheet references are not supported; refer to input columns as {Column name}');
      } else {
        const two = s.slice(at, at + 2);
        if (two === '<>' || two === '<=' || two === '>=') {
          out.push({ t: 'op', op: two, pos: at });
          this.pos += 2;
        } else if ('+-*/^&=<>%'.includes(c)) {
          out.push({ t: 'op', op: c, pos: at });
          this.pos++;
        } else if (c === '(' || c === ')' || c === ',' || c === ';') {
          out.push({ t: c, pos: at });
          this.pos++;
        } else {
          this.fail(`unexpected character "${c}"`);
        }
      }
    }
  }

  private string(): Token {
    const s = this.src;
    const at = this.pos;
    let value = '';
    let i = at + 1;
    for (;;) {
      const q = s.indexOf('"', i);
      if (q < 0) this.fail('unterminated string', at);
      value += s.slice(i, q);
      if (s[q + 1] === '"') {
        value += '"';
        i = q + 2;
      } else {
        this.pos = q + 1;
        return { t: 'str', value, pos: at };
      }
    }
  }

  /** `{…}`: a reference when its (unescaped) text names something, else an array constant. */
  private brace(): Token {
    const s = this.src;
    const at = this.pos;
    let name = '';
    let i = at + 1;
    let closed = false;
    while (i < s.length) {
      const c = s[i];
      if (c === '}') {
        if (s[i + 1] === '}') { name += '}'; i += 2; continue; }
        closed = true;
        break;
      }
      if (c === '{') {
        if (s[i + 1] !== '{') break;
        name += '{';
        i += 2;
        continue;
      }
      name += c;
      i++;
    }
    if (closed) {
      const target = this.resolve(name);
      if (target) {
        this.pos = i + 1;
        const node: FormulaNode = target.kind === 'value' ? { type: 'value' } : { type: 'column', index: target.index, name };
        return { t: 'ref', node, pos: at };
      }
    }
    this.pos = at + 1;
    const tokens = this.tokens(true);
    tokens.push({ t: 'end', pos: this.pos - 1 });
    return { t: 'array', tokens, raw: closed ? name : s.slice(at + 1, this.pos - 1), pos: at };
  }
}

class Parser {
  private readonly tokens: Token[];
  private i = 0;
  private depth = 0;

  constructor(tokens: Token[]) {
    this.tokens = tokens;
  }

  private peek(): Token {
    return this.tokens[this.i];
  }

  private fail(message: string, token = this.peek()): never {
    throw new FormulaSyntaxError(`${message} at character ${token.pos + 1}`);
  }

  private isOp(...ops: string[]): string | undefined {
    const tok = this.peek();
    return tok.t === 'op' && ops.includes(tok.op) ? tok.op : undefined;
  }

  private enter(): void {
    if (++this.depth > MAX_NESTING) this.fail(`formula nests deeper than ${MAX_NESTING} levels`);
  }

  private leave(): void {
    this.depth--;
  }

  parseAll(): FormulaNode {
    const node = this.expression();
    const tok = this.peek();
    if (tok.t !== 'end') this.fail(tok.t === ')' ? 'unbalanced ")"' : 'unexpected text');
    return node;
  }

  expression(): FormulaNode {
    return this.comparison();
  }

  private binaryLevel(next: () => FormulaNode, ops: string[]): FormulaNode {
    let left = next();
    for (let op = this.isOp(...ops); op; op = this.isOp(...ops)) {
      this.i++;
      left = { type: 'binary', op: op as BinaryOperator, left, right: next() };
    }
    return left;
  }

  private comparison = (): FormulaNode => this.binaryLevel(this.concatenation, ['=', '<>', '<', '>', '<=', '>=']);
  private concatenation = (): FormulaNode => this.binaryLevel(this.additive, ['&']);
  private additive = (): FormulaNode => this.binaryLevel(this.multiplicative, ['+', '-']);
  private multiplicative = (): FormulaNode => this.binaryLevel(this.power, ['*', '/']);
  private power = (): FormulaNode => this.binaryLevel(this.unary, ['^']);

  private unary = (): FormulaNode => {
    const op = this.isOp('+', '-');
    if (op) {
      this.i++;
      this.enter();
      const operand = this.unary();
      this.leave();
      return { type: 'unary', op: op as '+' | '-', operand };
    }
    const operand = this.primary();
    if (this.isOp('%')) {
      this.i++;
      return { type: 'percent', operand };
    }
    return operand;
  };

  private primary(): FormulaNode {
    const tok = this.peek();
    this.i++;
    switch (tok.t) {
      case 'num': return { type: 'number', value: tok.value, text: tok.text };
      case 'str': return { type: 'string', value: tok.value };
      case 'err': return { type: 'error', code: tok.code };
      case 'ref': return tok.node;
      case 'array': return this.array(tok);
      case '(': {
        this.enter();
        const inner = this.expression();
        if (this.peek().t !== ')') this.fail('missing ")"');
        this.i++;
        this.leave();
        return { type: 'paren', inner };
      }
      case 'ident': {
        const upper = tok.name.toUpperCase();
        if (!tok.call) {
          if (upper === 'TRUE' || upper === 'FALSE') return { type: 'boolean', value: upper === 'TRUE' };
          this.fail(`unknown name "${tok.name}" (text needs quotes, input columns need braces)`, tok);
        }
        this.i++; // '('
        this.enter();
        const args = this.arguments();
        this.leave();
        return { type: 'call', name: upper, args };
      }
      default:
        this.i--;
        this.fail(tok.t === 'end' ? 'formula ends too early' : 'unexpected token');
    }
  }

  private arguments(): FormulaNode[] {
    const args: FormulaNode[] = [];
    for (;;) {
      const tok = this.peek();
      args.push(tok.t === ',' || tok.t === ')' ? { type: 'empty' } : this.expression());
      const sep = this.peek();
      this.i++;
      if (sep.t === ')') break;
      if (sep.t !== ',') this.fail('expected "," or ")"', sep);
    }
    return args.length === 1 && args[0].type === 'empty' ? [] : args;
  }

  private array(tok: Extract<Token, { t: 'array' }>): FormulaNode {
    const unknown = (): never => this.fail(`no input column named "${tok.raw}"`, tok);
    const rows: FormulaNode[][] = [[]];
    let inner: Parser;
    try {
      inner = new Parser(tok.tokens);
      for (;;) {
        const element = inner.expression();
        if (!isConstant(element)) unknown();
        rows[rows.length - 1].push(element);
        const sep = inner.peek();
        inner.i++;
        if (sep.t === 'end') break;
        if (sep.t === ';') rows.push([]);
        else if (sep.t !== ',') unknown();
      }
    } catch (e) {
      if (e instanceof FormulaSyntaxError) unknown();
      throw e;
    }
    if (rows.some((r) => r.length !== rows[0].length)) this.fail('array rows differ in length', tok);
    return { type: 'array', rows };
  }
}

function isConstant(node: FormulaNode): boolean {
  if (node.type === 'unary') return node.operand.type === 'number';
  return node.type === 'number' || node.type === 'string' || node.type === 'boolean' || node.type === 'error';
}

/**
 * Parses formula text. `resolve` says what a `{…}` group names. Throws {@link FormulaSyntaxError}.
 */
export function parseFormula(text: string, resolve: (name: string) => ReferenceTarget): FormulaNode {
  const trimmed = text.trim();
  const start = trimmed.startsWith('=') ? 1 : 0;
  if (trimmed.slice(start).trim() === '') throw new FormulaSyntaxError('the formula is empty');
  const tokens = new Lexer(trimmed, start, resolve).tokens(false);
  const tree = new Parser(tokens).parseAll();
  if (treeDepth(tree) > MAX_TREE_DEPTH) throw new FormulaSyntaxError(`formula is more than ${MAX_TREE_DEPTH} operations deep`);
  return tree;
}

function treeDepth(node: FormulaNode): number {
  let deepest = 0;
  switch (node.type) {
    case 'paren': deepest = treeDepth(node.inner); break;
    case 'unary': case 'percent': deepest = treeDepth(node.operand); break;
    case 'binary': deepest = Math.max(treeDepth(node.left), treeDepth(node.right)); break;
    case 'call': for (const a of node.args) deepest = Math.max(deepest, treeDepth(a)); break;
    default: break;
  }
  return deepest + 1;
}

/** Every node of a tree, depth first. */
export function* walkFormula(node: FormulaNode): Generator<FormulaNode> {
  yield node;
  switch (node.type) {
    case 'paren': yield* walkFormula(node.inner); break;
    case 'unary': case 'percent': yield* walkFormula(node.operand); break;
    case 'binary': yield* walkFormula(node.left); yield* walkFormula(node.right); break;
    case 'call': for (const a of node.args) yield* walkFormula(a); break;
    case 'array': for (const row of node.rows) for (const a of row) yield* walkFormula(a); break;
    default: break;
  }
}
