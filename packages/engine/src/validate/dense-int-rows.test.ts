import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { CellError } from '../types.ts';
import { BYTES_PER_KEY, DenseIntRows, PAGE_SIZE, SLACK_BYTES } from './dense-int-rows.ts';
import { compileValidator } from './validator.ts';

describe('DenseIntRows', () => {
  it('remembers first rows of consecutive ids in a few pages', () => {
    const rows = new DenseIntRows();
    for (let i = 0; i < 100_000; i++) assert.equal(rows.addOrGetFirstRow(100_000 + i, i + 2), 0);
    assert.equal(rows.size, 100_000);
    assert.ok(rows.bytes <= 100_000 * 4 + 2 * PAGE_SIZE * 4);
    assert.equal(rows.addOrGetFirstRow(100_000, 9), 2);
    assert.equal(rows.addOrGetFirstRow(199_999, 9), 100_001);
    assert.equal(rows.addOrGetFirstRow(-5, 7), 0);
    assert.equal(rows.addOrGetFirstRow(-5, 8), 7);
    assert.equal(rows.addOrGetFirstRow(2 ** 53 - 1, 10), 0);
    assert.equal(rows.addOrGetFirstRow(2 ** 53 - 1, 11), 10);
  });

  it('refuses a page over the memory budget, and lists what it holds', () => {
    const rows = new DenseIntRows();
    let refused = -1;
    for (let i = 0; i < 5000; i++) {
      if (rows.addOrGetFirstRow(i * 1_000_003, i + 1) < 0) {
        refused = i;
        break;
      }
    }
    assert.ok(refused > 0 && rows.bytes <= SLACK_BYTES + rows.size * BYTES_PER_KEY, `refused at ${refused}`);
    const entries = [...rows.entries()].sort((a, b) => a[0] - b[0]);
    assert.equal(entries.length, refused);
    assert.deepEqual(entries[1], [1_000_003, 2]);
  });
});

describe('unique on whole numbers (dense pages, then the hash set)', () => {
  /** Duplicate errors of a float column with `unique`, as "row:first". */
  function duplicates(values: string[], batch: number): string[] {
    const validator = compileValidator({ columns: [{ key: 'n', label: 'N', columnType: 'float', validations: [{ validate: 'unique' }] }] });
    const errors: CellError[] = [];
    for (let start = 0; start < values.length; start += batch) {
      const part = values.slice(start, start + batch);
      validator.validateBatch(part.map((v) => [v]), part.map((_, i) => start + i + 1), part.map(() => [false]), (e) => errors.push(e));
    }
    return errors.map((e) => `${e.row}:${/first in row (\d+)/.exec(e.message)?.[1]}`);
  }

  function reference(values: string[]): string[] {
    const first = new Map<number, number>();
    const out: string[] = [];
    values.forEach((v, i) => {
      const n = Number(v);
      const seen = first.get(n);
      if (seen === undefined) first.set(n, i + 1);
      else out.push(`${i + 1}:${seen}`);
    });
    return out;
  }

  it('finds every duplicate with its first row, before and after the pages give way (property)', () => {
    const value = fc.oneof(
      fc.integer({ min: 0, max: 3000 }).map((i) => String(100_000 + i)), // dense ids
      fc.integer({ min: -(2 ** 40), max: 2 ** 40 }).map(String), // sparse
      fc.integer({ min: 0, max: 50 }).map((i) => `${i}.5`), // not whole
      fc.constantFrom('0', '-0', '1e3', '1000', '9007199254740991', '9007199254740993'),
    );
    fc.assert(fc.property(fc.array(value, { maxLength: 400 }), fc.integer({ min: 1, max: 50 }), (values, batch) => {
      assert.deepEqual(duplicates(values, batch), reference(values));
    }), { numRuns: 300 });
  });

  it('moves to the hash set when ids are sparse, and still finds earlier duplicates', () => {
    const values: string[] = [];
    for (let i = 0; i < 2000; i++) values.push(String(100_000 + i)); // dense, in pages
    for (let i = 0; i < 3000; i++) values.push(String(10_000_000 + i * 4099)); // one page each: over the budget
    values.push('100005', String(10_000_000 + 2999 * 4099), '100005', String(10_000_000));
    assert.deepEqual(duplicates(values, 1000), reference(values));
    assert.equal(duplicates(values, 1000).length, 4);
  });
});
