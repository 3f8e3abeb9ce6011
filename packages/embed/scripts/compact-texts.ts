/**
 * Build-time packing of the interface texts (scripts/build.ts uses `compactTexts()` as a Vite
 * plugin on src/base/texts-en.ts and src/base/texts-de.ts). Written as an object literal, each of
 * the 824 texts costs its quoted key, its quoted text and the punctuation between them; packed,
 * the catalog is one template literal of lines `key<TAB>text`, the keys without the part before
 * their first dot (`common.`, `pipeline.`…), which a line `<TAB>common.` gives for the lines after
 * it. A few lines of code turn it back into the same object, with the same keys in the same order,
 * when the module is evaluated. About 0.85 KB of the plain script's gzip bytes.
 *
 * Only a catalog's module of exactly this shape is packed: one exported `const` whose value is an
 * object literal (optionally `as const`) of string keys and string values, besides type
 * declarations and type imports. Anything else (a spread, a computed key, a text with a tab or a
 * line break) fails the build, so the catalog is never packed wrongly.
 */
import { parseSync, type Plugin } from 'vite';

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

/** The Vite plugin: `catalog` (absolute path, the source language's module) and `others` (the other languages) are packed. */
export function compactTexts({ catalog, others }: { catalog: string; others: readonly string[] }): Plugin {
  return {
    name: 'ferry-compact-texts',
    enforce: 'pre',
    transform(code, id) {
      const path = id.split('?')[0]!;
      return path === catalog || others.includes(path) ? { code: compactTextsIn(code, id), map: null } : null;
    },
  };
}
