/**
 * The engine's modules import one another one way: no import cycle (type-only imports included,
 * since a cycle of types still ties two modules to each other's changes), and the contract files
 * sit at the bottom — ./types.ts imports no engine module and ./contracts.ts only ./types.ts.
 * Read from each module's syntax tree (TypeScript's parser, the repository's own compiler): its
 * static `import` and `export … from` declarations; a dynamic `import()` loads on demand and is
 * left out.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const src = dirname(fileURLToPath(import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((e) => {
    const full = join(dir, e);
    return statSync(full).isDirectory() ? files(full) : e.endsWith('.ts') && !e.endsWith('.d.ts') ? [full] : [];
  });
}

/** What a module imports statically: its `import` and `export … from` declarations' specifiers. */
function specifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found: string[] = [];
  for (const statement of source.statements) {
    if ((ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      found.push(statement.moduleSpecifier.text);
    }
  }
  return found;
}

/** Each engine module and the engine modules it imports (paths relative to src/). */
function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files(root)) {
    const targets: string[] = [];
    for (const spec of specifiers(file)) {
      if (!spec.startsWith('.')) continue;
      const target = resolve(dirname(file), spec);
      if (target.startsWith(root)) targets.push(relative(root, target));
    }
    graph.set(relative(root, file), targets);
  }
  return graph;
}

/** The cycles of a graph: its strongly connected components with more than one module, or a module importing itself (Tarjan). */
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return found;
}

const graph = importGraph(src);

test('the reading of imports finds every form the engine uses', () => {
  assert.ok(graph.get('run/row-pipeline.ts')!.includes('contracts.ts'), 'import type { … } from');
  assert.ok(graph.get('run/row-pipeline.ts')!.includes('header/footer-filter.ts'), 'import { … } from');
  assert.ok(graph.get('index.ts')!.includes('types.ts'), 'export * from');
  assert.ok(graph.get('index.ts')!.includes('contracts.ts'), 'export type * from');
  // Text that only looks like an import (a generator's template) is not one.
  assert.ok(!graph.get('mapping/cldr-derive.ts')!.includes('mapping/cldr-derive.ts'));
  // Tarjan on a small graph: a → b → c → a is one cycle, d → d another, e → a none.
  const small = new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['d']], ['e', ['a']]]);
  assert.deepEqual(cycles(small), [['a', 'b', 'c'], ['d']]);
});

test('no import cycle among the engine\'s modules', () => {
  assert.deepEqual(cycles(graph), []);
});

test('the contract files import nothing above them', () => {
  assert.deepEqual(graph.get('types.ts'), []);
  assert.deepEqual(graph.get('contracts.ts'), ['types.ts']);
});
