/**
 * Rewrites packages/engine/src/transform/function-catalog.data.ts from the installed HyperFormula
 * and Ferry's plugin (run after upgrading HyperFormula; the catalog's test says when it is due):
 *
 *   node packages/engine/scripts/function-catalog.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { catalogDataText, catalogFromHyperFormula } from '../src/transform/function-catalog-source.ts';

const target = fileURLToPath(new URL('../src/transform/function-catalog.data.ts', import.meta.url));
const entries = catalogFromHyperFormula();
writeFileSync(target, catalogDataText(entries));
console.log(`wrote ${entries.length} functions to ${target}`);
