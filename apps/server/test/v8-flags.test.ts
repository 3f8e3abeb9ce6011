/**
 * WASM_WRAPPER_FLAG (packages/engine/src/v8-flags.ts) is in place wherever a Ferry process starts,
 * before its first TypeScript module: `ferry` sets it first thing, in JavaScript.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { WASM_WRAPPER_FLAG } from '@ferry/engine/v8-flags';

test('ferry sets the WebAssembly wrapper flag before it loads any TypeScript module', () => {
  const bin = readFileSync(new URL('../bin/ferry.js', import.meta.url), 'utf8');
  const set = bin.indexOf(`v8.setFlagsFromString('${WASM_WRAPPER_FLAG}')`);
  assert.ok(set > 0, `bin/ferry.js sets ${WASM_WRAPPER_FLAG}`);
  const firstTs = bin.search(/import\([^)]*\.ts['"]\)/);
  assert.ok(firstTs > set, 'and does so before its first TypeScript import');
});

test('the test suite runs with it (scripts/test.ts passes it on the command line)', { skip: process.env.npm_lifecycle_event !== 'test' && 'run outside npm test' }, () => {
  assert.ok(process.execArgv.includes(WASM_WRAPPER_FLAG), JSON.stringify(process.execArgv));
});
