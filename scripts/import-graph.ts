/**
 * The static import graph of a folder of TypeScript modules and its cycles, for the tests that keep
 * a package's modules importing one way (packages/engine/src/import-graph.test.ts,
 * apps/server/test/layers.test.ts). Read from each module's syntax tree (TypeScript's parser, the
 * repository's own compiler): its `import` and `export … from` declarations, type-only ones
 * included; a dynamic `import()` loads on demand and is left out.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** The TypeScript files under `dir`, declaration files left out. */
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

/**
 * Each module under `root` and the modules under `root` it imports statically (paths relative to
 * `root`; imports of packages and of files outside `root` are left out).
 */
export function importGraph(root: string): Map<string, string[]> {
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
export function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
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
