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
      // The table's budget plus about 2 bytes a record on disk (filter and range offsets).
      assert.ok(set.bytes < 64 * 1024 + 2.5 * keys.length, `memory held: ${set.bytes} bytes`);
      const spillDir = readdirSync(dir);
      assert.equal(spillDir.length, 1, 'one directory of runs');
      set.close();
      set.close();
      assert.deepEqual(readdirSync(dir), [], 'close() removed the runs');
    } finally {
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
