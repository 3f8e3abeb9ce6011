import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FUNCTION_CATALOG } from './function-catalog.data.ts';
import { catalogDataText, catalogFromHyperFormula } from './function-catalog-source.ts';
import { allowedFunctionNames, arityProblem, isKnownFunction } from './function-catalog.ts';

test('the function catalog equals what the installed HyperFormula and Ferry\'s plugin state (else: node packages/engine/scripts/function-catalog.ts)', () => {
  const live = catalogFromHyperFormula();
  assert.deepEqual(FUNCTION_CATALOG.map((e) => [...e]), live.map((e) => [...e]));
  assert.ok(live.length > 380, `HyperFormula 3 has about 400 functions (got ${live.length})`);
  // The generated text round-trips: what the script writes is what the test compares.
  assert.match(catalogDataText(live), /^ {2}\["SUM","r",1\],$/m);
});

test('the catalog answers names and argument counts from its data', () => {
  assert.equal(isKnownFunction('VLOOKUP'), true);
  assert.equal(isKnownFunction('OFFSET'), false, 'functions that look at the sheet are refused');
  assert.ok(allowedFunctionNames().includes('TEXT'));
  assert.equal(arityProblem('IF', 1), 'IF takes 2 to 3 arguments, got 1');
  assert.equal(arityProblem('SUM', 7), undefined, 'SUM repeats its last argument');
  assert.equal(arityProblem('ABS', 2), 'ABS takes 1 argument, got 2');
  assert.equal(arityProblem('ABS', 1), undefined);
});
