/**
 * The young generation of the engine's heaps (./heap-size.ts) is the same whether it is set for a
 * process (`--max-semi-space-size`, the part processes of a split file) or for a worker thread
 * (`resourceLimits.maxYoungGenerationSizeMb`, `ferry run` and the service's engine threads): after
 * enough short-lived objects, V8's new space has grown to two semi-spaces of ENGINE_SEMI_SPACE_MB
 * in both, and to more than that in a process left at Node's default. If a Node.js upgrade changes
 * how V8 divides the young generation, this fails and heap-size.ts needs a new ratio.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { ENGINE_PROCESS_FLAGS, ENGINE_SEMI_SPACE_MB, ENGINE_YOUNG_GENERATION_MB } from './heap-size.ts';

// Makes garbage until the new space stops growing; prints its size in MiB.
const CHURN = `
  const v8 = require('node:v8');
  const newSpace = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size / 2 ** 20;
  let keep = [];
  for (let i = 0; i < 4e6; i++) { keep.push({ i, s: 'x' + i }); if (keep.length > 100000) keep = []; }
  return newSpace();
`;

function processNewSpaceMb(flags: readonly string[]): number {
  return Number(execFileSync(process.execPath, [...flags, '-e', `console.log((() => {${CHURN}})())`], { encoding: 'utf8' }).trim());
}

function workerNewSpaceMb(youngMb: number): number {
  const script = `
    const { Worker } = require('node:worker_threads');
    const w = new Worker(${JSON.stringify(`const { parentPort } = require('node:worker_threads'); parentPort.postMessage((() => {${CHURN}})());`)},
      { eval: true, resourceLimits: { maxYoungGenerationSizeMb: ${youngMb} } });
    w.on('message', (mb) => { console.log(mb); w.terminate(); });
  `;
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
}

test('a part process and an engine thread get the same young generation: two semi-spaces of ENGINE_SEMI_SPACE_MB', () => {
  const inProcess = processNewSpaceMb(ENGINE_PROCESS_FLAGS);
  const inThread = workerNewSpaceMb(ENGINE_YOUNG_GENERATION_MB);
  assert.equal(inProcess, 2 * ENGINE_SEMI_SPACE_MB);
  assert.equal(inThread, inProcess);
  assert.ok(processNewSpaceMb([]) > inProcess, "Node's default lets the new space grow larger (else the setting is moot)");
});
