/**
 * Build-time packing of the interface texts (scripts/build.ts uses `compactTexts()` as a Vite
 * plugin on src/base/texts-en.ts and src/base/texts-de.ts, and on the modules that name keys).
 *
 * - Packing. Written as an object literal, each of the 824 texts costs its quoted key, its quoted
 *   text and the punctuation between them; packed, the catalog is one template literal of lines
 *   `key<TAB>text`, the keys without the part before their first dot (`common.`, `pipeline.`…),
 *   which a line `<TAB>common.` gives for the lines after it. A few lines of code turn it back into
 *   the same object, with the same keys in the same order, when the module is evaluated. About
 *   0.85 KB of the plain script's gzip bytes.
 * - Interning. The code names keys about 850 times (`this.t('pipeline.create.title')`), each
 *   written out in full, too far from the catalog for gzip to refer back to it. The catalog's
 *   module also exports its keys in order (`__ferryTextKeys`); a string literal whose value is a
 *   key becomes `__ferryTextKeys[n]`: the same string at run time, in a few characters. About
 *   1.8 KB of the plain script's gzip bytes. Keys built at run time (`status.${s}`) are left as
 *   they are, and so are property names, types and import sources that look like keys.
 *
 * Only a catalog's module of exactly this shape is packed: one exported `const` whose value is an
 * object literal (optionally `as const`) of string keys and string values, besides type
 * declarations and type imports. Anything else (a spread, a computed key, a text with a tab or a
 * line break, a key that is an integer) fails the build, so the catalog is never packed wrongly.
 */
import { readFileSync } from 'node:fs';
import { parseSync, type Plugin } from 'vite';
import { applyEdits, type SourceEdit } from './source-edits.ts';

interface Node { type: string; start: number; end: number; [k: string]: unknown }

/** `text` as the inside of a template literal. */
const templateText = (text: string) => text.replace(/\\|`|\$\{/g, (m) => `\\${m}`);

/**
 * The entries packed into lines (see above). Keys keep their order; a prefix line comes whenever
 * the part of the key before its first dot changes.
 * @throws Error when a key or text holds a tab or a line break
 */
export function packTexts(entries: ReadonlyArray<readonly [string, string]>): string {
  const lines: string[] = [];
  let prefix: string | null = null;
  for (const [key, text] of entries) {
    if (/[\t\n\r]/.test(key + text)) throw new Error(`compact-texts: the text ${JSON.stringify(key)} holds a tab or a line break`);
    const dot = key.indexOf('.');
    const keyPrefix = dot < 0 ? '' : key.slice(0, dot + 1);
    if (keyPrefix !== prefix) {
      lines.push(`\t${keyPrefix}`);
      prefix = keyPrefix;
    }
    lines.push(`${key.slice(keyPrefix.length)}\t${text}`);
  }
  return lines.join('\n');
}

/** The expression that rebuilds the object from `packed` when evaluated (no side effects, so it is marked pure). */
export function unpackExpression(packed: string): string {
  return `/* @__PURE__ */ ((packed) => {
  const texts = {};
  let prefix = '';
  for (const line of packed.split('\\n')) {
    const tab = line.indexOf('\\t');
    if (tab === 0) prefix = line.slice(1);
    else texts[prefix + line.slice(0, tab)] = line.slice(tab + 1);
  }
  return texts;
})(\`${templateText(packed)}\`)`;
}

/** The entries of an object literal of string keys and string values. @throws Error on anything else */
function literalEntries(object: Node, filename: string): Array<[string, string]> {
  const fail = (why: string): never => { throw new Error(`compact-texts: ${filename}: ${why}`); };
  return (object.properties as Node[]).map((p) => {
    if (p.type !== 'Property' || p.computed || p.kind !== 'init' || p.method) fail('only plain `key: text` entries can be packed');
    const key = p.key as Node & { value?: unknown; name?: string };
    const value = p.value as Node & { value?: unknown };
    const name = key.type === 'Identifier' ? key.name : key.type === 'Literal' && typeof key.value === 'string' ? key.value : fail('a key that is not a string');
    if (value.type !== 'Literal' || typeof value.value !== 'string') fail(`${name}: a text that is not a string literal`);
    return [name!, value.value as string];
  });
}

/** The catalog's object literal in a module of the shape above (its range includes `as const`). @throws Error otherwise */
function catalogObject(code: string, filename: string): Node {
  const { program, errors } = parseSync(filename, code, { lang: 'ts' });
  if (errors.length) throw new Error(`compact-texts: ${filename}: ${errors[0]!.message}`);
  const fail = (why: string): never => { throw new Error(`compact-texts: ${filename}: ${why}`); };
  let catalog: Node | null = null;
  for (const statement of program.body as unknown as Node[]) {
    if (statement.type === 'ImportDeclaration' && statement.importKind === 'type') continue;
    if (statement.type === 'TSTypeAliasDeclaration' || statement.type === 'TSInterfaceDeclaration') continue;
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : null;
    if (declaration && (declaration.type === 'TSTypeAliasDeclaration' || declaration.type === 'TSInterfaceDeclaration')) continue;
    if (catalog || declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const' || (declaration.declarations as Node[]).length !== 1) fail('expected one exported `const` catalog and types only');
    const init = (declaration!.declarations as Node[])[0]!.init as Node;
    const object = init.type === 'TSAsExpression' ? (init.expression as Node) : init;
    if (object.type !== 'ObjectExpression') fail('the catalog is not an object literal');
    catalog = { ...object, start: init.start, end: init.end };
  }
  return catalog ?? fail('no catalog');
}

/** The module's code with its catalog packed. @throws Error when the module is not of the shape above */
export function compactTextsIn(code: string, filename: string): string {
  const catalog = catalogObject(code, filename);
  return code.slice(0, catalog.start) + unpackExpression(packTexts(literalEntries(catalog, filename))) + code.slice(catalog.end);
}

/** The name under which the catalog's module exports its keys in order (added by the plugin). */
const KEYS = '__ferryTextKeys';

/** Fields of an AST node that never hold a value: types, import sources, directive prologues. */
const NOT_VALUES = new Set(['typeAnnotation', 'typeParameters', 'typeArguments', 'returnType', 'superTypeArguments', 'source', 'directive']);

/**
 * The code of a module with every string literal whose value is a key of the catalog, where it
 * stands for a value (an argument, an operand, an array element; not a property's name, a type or
 * an import), written as `__ferryTextKeys[n]`: the same string, read from the catalog's keys, in
 * 5 to 7 characters instead of the key's 20 to 40. Null when the module has none.
 */
export function internTextKeysIn(code: string, filename: string, keys: ReadonlyMap<string, number>, catalogPath: string): string | null {
  const { program, errors } = parseSync(filename, code, { lang: 'ts' });
  if (errors.length) throw new Error(`compact-texts: ${filename}: ${errors[0]!.message}`);
  const edits: SourceEdit[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const n of node) visit(n);
      return;
    }
    const n = node as Node & { value?: unknown; computed?: boolean; key?: unknown };
    if (typeof n.type === 'string' && n.type.startsWith('TS') && !['TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression', 'TSInstantiationExpression'].includes(n.type)) return;
    if (n.type === 'Literal' && typeof n.value === 'string' && keys.has(n.value)) {
      edits.push({ start: n.start, end: n.end, text: `${KEYS}[${keys.get(n.value)!}]` });
      return;
    }
    for (const [field, value] of Object.entries(n)) {
      if (NOT_VALUES.has(field) || (field === 'key' && !n.computed)) continue;
      if (value && typeof value === 'object') visit(value);
    }
  };
  visit(program);
  if (!edits.length) return null;
  return `import { ${KEYS} } from ${JSON.stringify(catalogPath)};${applyEdits(code, edits)}`;
}

/**
 * The Vite plugin. `catalog` (absolute path) is the source language's module: packed, and its keys
 * exported in order as `__ferryTextKeys`; `others` are packed too (the other languages); with
 * `intern` (a directory, absolute), every other TypeScript module under it has its key literals
 * interned (`internTextKeysIn`).
 */
export function compactTexts({ catalog, others, intern }: { catalog: string; others: readonly string[]; intern?: string }): Plugin {
  let keys = new Map<string, number>();
  return {
    name: 'ferry-compact-texts',
    enforce: 'pre',
    buildStart() {
      const code = readFileSync(catalog, 'utf8');
      const entries = literalEntries(catalogObject(code, catalog), catalog);
      // Integer-like keys would come first in Object.keys(): the indexes would be wrong.
      const integerLike = entries.find(([key]) => /^(0|[1-9]\d*)$/.test(key));
      if (integerLike) throw new Error(`compact-texts: ${catalog}: the key ${integerLike[0]} is an integer`);
      keys = new Map(entries.map(([key], i) => [key, i]));
    },
    transform(code, id) {
      const path = id.split('?')[0]!;
      if (path === catalog) {
        const name = /export const (\w+)\b/.exec(code)![1];
        return { code: `${compactTextsIn(code, id)}\nexport const ${KEYS} = /* @__PURE__ */ Object.keys(${name});\n`, map: null };
      }
      if (others.includes(path)) return { code: compactTextsIn(code, id), map: null };
      if (!intern || !path.startsWith(intern) || !path.endsWith('.ts')) return null;
      const out = internTextKeysIn(code, id, keys, catalog);
      return out === null ? null : { code: out, map: null };
    },
  };
}
