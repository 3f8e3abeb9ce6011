import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { KeyHasher, UniqueHashSet } from './unique-set.ts';

/** The `siphash` package's SipHash-1-3 (jedisct1's reference port): the oracle for KeyHasher. */
const siphash13 = createRequire(import.meta.url)('siphash/lib/siphash13.js') as { hash(key: Uint32Array | number[], m: Uint8Array): { h: number; l: number } };

const shared = new KeyHasher();

function hashOf(...parts: Array<string | null>): string {
  const h = shared;
  h.reset();
  for (const p of parts) {
    if (p === null) h.addEmpty();
    else h.addText(p);
  }
  h.finish();
  return `${h.hi}:${h.lo}`;
}

describe('KeyHasher', () => {
  it('is SipHash-1-3 of the parts’ words as little-endian bytes (checked against the siphash package)', () => {
    fc.assert(fc.property(
      fc.array(fc.integer(), { minLength: 4, maxLength: 4 }),
      fc.array(fc.oneof(fc.string({ maxLength: 40 }), fc.constant(null), fc.double({ noNaN: true }).filter((n) => !Object.is(n, -0))), { maxLength: 4 }),
      (key, parts) => {
        const h = new KeyHasher(key);
        h.reset();
        const words: number[] = [];
        const scratch = new Float64Array(1);
        const halves = new Int32Array(scratch.buffer);
        for (const part of parts) {
          if (part === null) { h.addEmpty(); words.push(-1); continue; }
          if (typeof part === 'number') { h.addNumber(part); scratch[0] = part; words.push(-3, halves[0]!, halves[1]!); continue; }
          h.addText(part);
          words.push(part.length);
          for (let i = 0; i < part.length; i += 2) words.push(part.charCodeAt(i) | (i + 1 < part.length ? part.charCodeAt(i + 1) << 16 : 0));
        }
        h.finish();
        const bytes = new Uint8Array(new Int32Array(words).buffer);
        const expected = siphash13.hash(new Uint32Array(key.map((k) => k >>> 0)), bytes);
        const hi = expected.h | 0;
        const lo = expected.l | 0;
        if (hi === 0 && lo === 0) return; // stored as (0, 1): never reached in practice
        assert.deepEqual([h.hi, h.lo], [hi, lo]);
      },
    ), { numRuns: 2000 });
  });

  it('is deterministic and separates composite parts', () => {
    assert.equal(hashOf('abc'), hashOf('abc'));
    assert.notEqual(hashOf('ab', 'c'), hashOf('a', 'bc'));
    assert.notEqual(hashOf('abc', ''), hashOf('abc'));
    assert.notEqual(hashOf('abc', null), hashOf('abc', ''));
    assert.notEqual(hashOf(''), hashOf(null));
    assert.notEqual(hashOf('a'), hashOf('A'));
  });

  it('draws random seeds per hasher; given seeds reproduce the same hashes', () => {
    const key = (h: KeyHasher) => {
      h.reset();
      h.addText('customer@example.com');
      h.addNumber(42);
      h.finish();
      return `${h.hi}:${h.lo}`;
    };
    const a = key(new KeyHasher());
    const b = key(new KeyHasher());
    // Two random 128-bit keys give the same hash with probability ~2⁻⁶⁴.
    assert.notEqual(a, b, 'hashers with random seeds disagree, so hash values cannot be prepared offline');
    assert.equal(key(new KeyHasher([0x9747b28c, 0x2c1b3c6d])), key(new KeyHasher([0x9747b28c, 0x2c1b3c6d])));
    assert.notEqual(key(new KeyHasher([1, 2])), key(new KeyHasher([1, 3])));
  });

  it('gives 64 well-spread bits: no full collision and few 32-bit ones over 300k structured keys', () => {
    const h = new KeyHasher();
    const seen = new Set<string>();
    const hiSeen = new Set<number>();
    let hiCollisions = 0;
    const n = 300_000;
    for (let i = 0; i < n; i++) {
      h.reset();
      h.addText(i % 2 ? `user${i}@example.com` : String(i));
      h.finish();
      seen.add(`${h.hi}:${h.lo}`);
      if (hiSeen.has(h.hi)) hiCollisions++;
      hiSeen.add(h.hi);
    }
    assert.equal(seen.size, n);
    // A uniform 32-bit hash expects n²/2³³ ≈ 10.5 collisions; a weak one shows hundreds.
    assert.ok(hiCollisions < 40, `hi-half collisions: ${hiCollisions}`);
  });
});

describe('UniqueHashSet', () => {
  it('remembers the first row of each key while growing', () => {
    const set = new UniqueHashSet(16);
    const h = new KeyHasher();
    const add = (text: string, row: number) => {
      h.reset();
      h.addText(text);
      h.finish();
      return set.addOrGetFirstRow(h.hi, h.lo, row);
    };
    for (let i = 0; i < 10_000; i++) assert.equal(add(`k${i}`, i + 2), 0);
    assert.equal(set.size, 10_000);
    for (let i = 0; i < 10_000; i += 997) assert.equal(add(`k${i}`, 99_999), i + 2);
    assert.equal(set.size, 10_000);
    assert.ok(set.bytes <= 10_000 * 4 * 12);
  });

  it('grows at once to the keys it is told to expect, within its largest capacity, with the same answers', () => {
    const h = new KeyHasher();
    let asked = 0;
    const told = new UniqueHashSet(16, 1 << 16, () => {
      asked++;
      return 20_000;
    });
    const doubling = new UniqueHashSet(16, 1 << 16);
    const sizes: number[] = [];
    for (let i = 0; i < 30_000; i++) {
      h.reset();
      h.addText(`k${i % 25_000}`);
      h.finish();
      const expected = doubling.addOrGetFirstRow(h.hi, h.lo, i + 1);
      assert.equal(told.addOrGetFirstRow(h.hi, h.lo, i + 1), expected, `key ${i}`);
      if (sizes.at(-1) !== told.bytes) sizes.push(told.bytes);
    }
    assert.deepEqual(sizes, [16 * 12, (1 << 16) * 12], 'from 16 slots straight to the 40,000 slots 20,000 keys need (rounded to a power of two)');
    assert.equal(asked, 1);
    assert.equal(told.size, 25_000);
    // Told more keys than it may hold: it stops at its largest capacity.
    const capped = new UniqueHashSet(16, 1 << 10, () => 1_000_000);
    for (let i = 0; i < 9; i++) capped.addOrGetFirstRow(1, i + 1, i + 1);
    assert.equal(capped.bytes, (1 << 10) * 12);
  });

  it('treats the hash (0, 0) remap consistently', () => {
    const set = new UniqueHashSet();
    assert.equal(set.addOrGetFirstRow(0, 1, 5), 0);
    assert.equal(set.addOrGetFirstRow(0, 1, 6), 5);
  });
});
