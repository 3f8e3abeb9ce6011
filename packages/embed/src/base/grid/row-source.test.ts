/**
 * RowSource's order of requests (row-source.ts): the pages shown first and alone, prefetch after
 * them, pages no longer wanted aborted, pages read kept.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { RowSource } from './row-source.ts';
import type { GridRow, RowsPage, RowsQuery } from './types.ts';

const TOTAL = 100_000;

/** A reader over rows in memory that answers each request when the test says so. */
function reader() {
  const requests: Array<{ page: number; signal: AbortSignal; answer: () => void }> = [];
  const read = (_q: RowsQuery, offset: number, limit: number, signal: AbortSignal) => new Promise<RowsPage>((resolve, reject) => {
    const data: GridRow[] = [];
    for (let i = offset; i < Math.min(TOTAL, offset + limit); i++) data.push({ row: i + 2, values: { a: `v${i}` } });
    signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    requests.push({ page: offset / limit, signal, answer: () => resolve({ data, matched: TOTAL, counts_by_column: {}, counts_by_rule: {} }) });
  });
  const open = () => requests.filter((r) => !r.signal.aborted).map((r) => r.page);
  return { read, requests, open };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('RowSource', () => {
  it('reads the shown page alone first, then prefetches ahead and one behind', async () => {
    const r = reader();
    const source = new RowSource(r.read, { pageSize: 100, ahead: 3, concurrency: 4 });
    let changes = 0;
    source.onChange = () => {
      changes++;
      source.want(520, 535, 1);
    };
    source.want(520, 535, 1);
    assert.deepEqual(r.open(), [5], 'only the shown page while it is missing');
    r.requests[0]!.answer();
    await settle();
    assert.equal(changes, 1);
    assert.equal(source.get(530)?.values.a, 'v530');
    assert.deepEqual(r.open().slice(1), [6, 7, 8, 4], 'then three ahead and one behind');
  });

  it('aborts what a jump skips and reads the page jumped to at once, whatever is in flight', async () => {
    const r = reader();
    const source = new RowSource(r.read, { pageSize: 100, ahead: 3, concurrency: 4 });
    source.onChange = () => source.want(20, 35, 1);
    source.want(20, 35, 1);
    r.requests[0]!.answer();
    await settle();
    const prefetches = r.requests.filter((q) => q.page !== 0);
    assert.deepEqual(prefetches.map((q) => q.page), [1, 2, 3]);
    // A jump to page 40: pages 1–3 are no longer wanted.
    source.onChange = () => {};
    source.want(4010, 4025, 1);
    assert.ok(prefetches.every((q) => q.signal.aborted), 'pages 1–3 are aborted');
    assert.deepEqual(r.open().filter((p) => p !== 0), [40], 'the page jumped to, alone');
    r.requests.find((q) => q.page === 40)!.answer();
    await settle();
    source.want(4010, 4025, 1);
    assert.deepEqual(r.open().filter((p) => p > 40), [41, 42, 43], 'the prefetches fill the requests allowed (and 39 behind)');
    assert.ok(r.open().includes(39));
    // Page 44 is shown now: it starts at once although four requests are in flight.
    source.want(4410, 4425, 1);
    assert.ok(r.open().includes(44));
    assert.ok(!r.open().includes(39), 'page 39 is no longer wanted');
  });

  it('keeps the pages read: scrolling back asks nothing', async () => {
    const r = reader();
    const source = new RowSource(r.read, { pageSize: 100 });
    source.want(0, 15, 0);
    r.requests[0]!.answer();
    await settle();
    source.want(0, 15, -1);
    assert.equal(r.requests.filter((q) => q.page === 0).length, 1, 'page 0 is not asked again');
    assert.equal(source.get(3)?.values.a, 'v3');
  });

  it('asks a page that failed again only after refresh(), not on every redraw', async () => {
    let asked = 0;
    let fail = true;
    const source = new RowSource(async (_q, offset, limit) => {
      asked++;
      if (fail) throw new Error('503');
      return { data: [{ row: offset + 2, values: {} }], matched: 1, counts_by_column: {}, counts_by_rule: {} };
    }, { pageSize: 100 });
    // As the grid does: every change redraws, and a redraw says again what is shown.
    source.onChange = () => source.want(0, 15, 0);
    source.want(0, 15, 0);
    await settle();
    await settle();
    assert.equal(asked, 1);
    assert.ok(source.error instanceof Error);
    fail = false;
    source.refresh();
    source.want(0, 15, 0);
    await settle();
    assert.equal(asked, 2);
    assert.equal(source.error, null);
    assert.equal(source.get(0)?.row, 2);
  });
});
