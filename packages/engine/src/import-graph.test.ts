/**
 * The engine's modules import one another one way: no import cycle (type-only imports included,
 * since a cycle of types still ties two modules to each other's changes), and the contract files
 * sit at the bottom — ./types.ts imports no engine module and ./contracts.ts only ./types.ts.
 * The graph is read by scripts/import-graph.ts (static `import` and `export … from` declarations).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cycles, importGraph } from '../../../scripts/import-graph.ts';

const src = dirname(fileURLToPath(import.meta.url));

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
