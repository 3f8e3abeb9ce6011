/**
 * scripts/test-durations.ts, the reporter `npm test` runs beside spec: after the run, the slowest
 * test files by the seconds of their top-level tests.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { TestEvent } from 'node:test/reporters';
import durations, { slowestCount } from '../../../scripts/test-durations.ts';

const root = process.cwd();
const event = (type: 'test:pass' | 'test:fail' | 'test:start', file: string | undefined, nesting: number, ms: number): TestEvent =>
  ({ type, data: { name: 't', nesting, file, details: { duration_ms: ms } } }) as unknown as TestEvent;

async function report(events: TestEvent[]): Promise<string> {
  async function* source() {
    yield* events;
  }
  let out = '';
  for await (const chunk of durations(source())) out += chunk;
  return out;
}

test('lists files by the seconds of their top-level tests, slowest first; nested tests and other events do not count', async () => {
  const out = await report([
    event('test:pass', `${root}/a.test.ts`, 0, 1500),
    event('test:fail', `${root}/a.test.ts`, 0, 500),
    event('test:pass', `${root}/a.test.ts`, 1, 9000),
    event('test:start', `${root}/b.test.ts`, 0, 99000),
    event('test:pass', `${root}/b.test.ts`, 0, 3000),
    event('test:pass', undefined, 0, 7000),
  ]);
  const lines = out.trim().split('\n');
  assert.match(lines[0], /slowest test files .*2 files, 5 s in all/);
  assert.match(lines[1], /^ {2}b\.test\.ts +3\.0 s$/);
  assert.match(lines[2], /^ {2}a\.test\.ts +2\.0 s$/);
  assert.equal(lines.length, 3);
});

test('prints nothing when no test ran', async () => {
  assert.equal(await report([]), '');
});

test('FERRY_TEST_SLOWEST: a whole number ≥ 1, else 12', () => {
  assert.equal(slowestCount(undefined), 12);
  assert.equal(slowestCount('3'), 3);
  for (const bad of ['', 'abc', '0', '-2', '2.5']) assert.equal(slowestCount(bad), 12, JSON.stringify(bad));
});
