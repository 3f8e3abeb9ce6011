import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { KeyHasher } from './unique-set.ts';
import { SpillingUniqueSet } from './unique-spill.ts';

function hashes(keys: string[]): Array<[number, number]> {
  const h = new KeyHasher([1, 2, 3, 4]);
  return keys.map((k) => {
    h.reset();
    h.addText(k);
    h.finish();
    return [h.hi, h.lo];
  });
}

describe('SpillingUniqueSet', () => {
  it('answers every key as one unbounded table would, across many spilled runs, and removes its files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ferry-spill-test-'));
    try {
      const set = new SpillingUniqueSet({ memoryBytes: 64 * 1024, dir });
      const keys = Array.from({ length: 120_000 }, (_, i) => `k${(i * 7919) % 90_000}`); // 30,000 repeats
      const reference = new Map<string, number>();
      const hs = hashes(keys);
      let duplicates = 0;
      for (let i = 0; i < keys.length; i++) {
        const row = i + 2;
        const expected = reference.get(keys[i]!) ?? 0;
        if (!reference.has(keys[i]!)) reference.set(keys[i]!, row);
        const got = set.addOrGetFirstRow(hs[i]![0], hs[i]![1], row);
        if (got !== expected) assert.fail(`key ${keys[i]} at row ${row}: got first row ${got}, expected ${expected}`);
        if (got) duplicates++;
      }
      assert.equal(duplicates, 30_000);
      assert.ok(set.spills >= 20, `spilled ${set.spills} times`);
      // The table's budget, about 1.5 bytes a record on disk (its run's filter and range offsets)
      // and, with neither the share read nor a row limit known, up to 4 bytes a spilled record for
      // the filters over all of them (each new one as large as all before it).
      assert.ok(set.bytes < 64 * 1024 + 5.5 * keys.length, `memory held: ${set.bytes} bytes`);
      assert.ok(set.filters <= Math.ceil(Math.log2(keys.length / 2048)) + 1, `filters: ${set.filters}`);
      const spillDir = readdirSync(dir);
      assert.equal(spillDir.length, 1, 'one directory of runs');
      set.close();
      set.close();
      assert.deepEqual(readdirSync(dir), [], 'close() removed the runs');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('sizes its filter over spilled keys for the input at hand, and adds one when more keys come than it was sized for', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ferry-spill-test-'));
    const sets: SpillingUniqueSet[] = [];
    try {
      const total = 200_000;
      const keys = Array.from({ length: total }, (_, i) => `k${(i * 7919) % 150_000}`); // 50,000 repeats
      const hs = hashes(keys);
      // Three sets see the same keys: one sized for the row limit, one told the share of the input
      // read (as a run tells it), one told wrongly that everything was read at the first spill.
      let row = 0;
      const limit = new SpillingUniqueSet({ memoryBytes: 64 * 1024, dir, expectedKeys: 10_000_000 });
      const share = new SpillingUniqueSet({ memoryBytes: 64 * 1024, dir, expectedKeys: 10_000_000, inputRead: () => row / total });
      const wrong = new SpillingUniqueSet({ memoryBytes: 64 * 1024, dir, expectedKeys: 10_000_000, inputRead: () => 1 });
      sets.push(limit, share, wrong);
      const reference = new Map<string, number>();
      for (let i = 0; i < total; i++) {
        row = i + 1;
        const expected = reference.get(keys[i]!) ?? 0;
        if (!reference.has(keys[i]!)) reference.set(keys[i]!, row);
        for (const set of sets) {
          const got = set.addOrGetFirstRow(hs[i]![0], hs[i]![1], row);
          if (got !== expected) assert.fail(`key ${keys[i]} at row ${row}: got first row ${got}, expected ${expected}`);
        }
      }
      assert.equal(limit.filters, 1);
      assert.equal(share.filters, 1, 'the share read gives a filter large enough for the whole input');
      assert.ok(wrong.filters > 1, `more keys than the filter was sized for: another filter (${wrong.filters})`);
      // 16 bits a key: 20 MB for the row limit; for the records of this input (150,000 keys, and
      // repeats spilled again once found) and a quarter more, about 1 MB.
      assert.ok(limit.bytes > 19_000_000, `sized for the row limit: ${limit.bytes} bytes`);
      assert.ok(share.bytes < 64 * 1024 + 6 * total, `sized for the input: ${share.bytes} bytes`);
      assert.ok(wrong.bytes < share.bytes * 2, `a filter added as needed: ${wrong.bytes} bytes`);
    } finally {
      for (const set of sets) set.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('agrees with a Map on random sequences of keys with repeats (property)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ferry-spill-prop-'));
    try {
      fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 6000 }), { minLength: 1, maxLength: 12_000 }), (values) => {
        const set = new SpillingUniqueSet({ memoryBytes: 1, dir });
        try {
          const keys = values.map(String);
          const hs = hashes(keys);
          const reference = new Map<string, number>();
          keys.forEach((k, i) => {
            const expected = reference.get(k) ?? 0;
            if (!expected) reference.set(k, i + 1);
            assert.equal(set.addOrGetFirstRow(hs[i]![0], hs[i]![1], i + 1), expected);
          });
        } finally {
          set.close();
        }
      }), { numRuns: 25 });
      assert.equal(existsSync(dir) && readdirSync(dir).length, 0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
