/**
 * A test reporter for `node --test` (scripts/test.ts adds it beside the spec reporter): after the
 * run, the test files that took longest, so that a suite growing slower says where.
 *
 * A file's time is the sum of its top-level tests' durations (`details.duration_ms` of the
 * `test:pass` and `test:fail` events at nesting 0), in seconds; the time its process needs to
 * start and load modules is not in it. Files run side by side (`--test-concurrency`), so the sum
 * over files is more than the run's wall time. Prints the slowest FERRY_TEST_SLOWEST files
 * (a whole number ≥ 1; default, and for anything else, 12) and that sum; prints nothing when no
 * test ran.
 */
import type { TestEvent } from 'node:test/reporters';

/** How many files to list: FERRY_TEST_SLOWEST when it is a whole number ≥ 1, else 12. */
export function slowestCount(value: string | undefined): number {
  const n = Number(value);
  return value !== undefined && Number.isInteger(n) && n >= 1 ? n : 12;
}

/** Seconds of top-level tests per test file, from the runner's events. */
export default async function* durations(source: AsyncIterable<TestEvent>): AsyncGenerator<string> {
  const byFile = new Map<string, number>();
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const data = event.data as { nesting: number; file?: string; details: { duration_ms?: number } };
    if (data.nesting !== 0 || !data.file) continue;
    byFile.set(data.file, (byFile.get(data.file) ?? 0) + (data.details.duration_ms ?? 0) / 1000);
  }
  if (byFile.size === 0) return;
  const root = process.cwd() + '/';
  const slowest = [...byFile].sort((a, b) => b[1] - a[1]).slice(0, slowestCount(process.env.FERRY_TEST_SLOWEST));
  const total = [...byFile.values()].reduce((sum, s) => sum + s, 0);
  const width = Math.max(...slowest.map(([file]) => file.replace(root, '').length));
  yield `\nslowest test files (seconds of their top-level tests; ${byFile.size} files, ${Math.round(total)} s in all, run side by side):\n`;
  for (const [file, seconds] of slowest) yield `  ${file.replace(root, '').padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s\n`;
}
