/**
 * The split part's frame codec: what the part's process encodes is what the run's thread reads,
 * field for field, in place and without loss (any string, whole numbers past 2^31, every byte).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CELL_AS_VALUE, CELL_NULL, CELL_STORED, decodePartFrame, encodePartFrame, type PartFrameParts } from './part-frame.ts';

function parts(checks: number, outs: number, seed: number): PartFrameParts {
  let state = seed;
  const random = (): number => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const texts = ['a', 'Zürich', '東京', '\ud83d\ude00', 'lone \ud800 high', 'lone \udfff low', '', 'x'.repeat(300)];
  let uniqueTexts = '';
  const uniqueTextEnds: number[] = [];
  for (let i = 0; i < checks; i++) {
    uniqueTexts += texts[i % texts.length]!;
    uniqueTextEnds.push(uniqueTexts.length);
    if (i % 3 === 2) uniqueTexts += ` cell ${i}`;
    uniqueTextEnds.push(uniqueTexts.length);
  }
  return {
    rows: outs + 3,
    blank: 1,
    invalid: 2,
    erroneous: 5,
    byColumn: [0, 5, 0],
    errors: [{ row: 7, column: 'email', value: 'not \ud800 an e-mail', message: 'Not a valid e-mail address', rule: 'email' }],
    ends: Array.from({ length: outs }, (_, i) => (i + 1) * 17),
    outRows: Array.from({ length: outs }, (_, i) => 2 ** 40 + i),
    uniqueColumns: Array.from({ length: checks }, (_, i) => i % 3),
    uniqueRows: Array.from({ length: checks }, (_, i) => 2 ** 33 + i),
    uniqueHashed: Array.from({ length: checks }, (_, i) => i % 2),
    uniqueWhole: Array.from({ length: checks }, () => Math.floor(random() * 2 ** 52) - 2 ** 51),
    uniqueHi: Array.from({ length: checks }, () => Math.floor(random() * 2 ** 32) - 2 ** 31),
    uniqueLo: Array.from({ length: checks }, () => Math.floor(random() * 2 ** 32) - 2 ** 31),
    uniqueTexts,
    uniqueTextEnds,
    uniqueCell: Array.from({ length: checks }, (_, i) => [CELL_AS_VALUE, CELL_NULL, CELL_STORED][i % 3]!),
  };
}

function assertSame(decoded: ReturnType<typeof decodePartFrame>, original: PartFrameParts): void {
  for (const key of Object.keys(original) as Array<keyof PartFrameParts>) {
    if (key === 'uniqueTexts') continue;
    const value = decoded[key as keyof typeof decoded];
    const plain = ArrayBuffer.isView(value) ? Array.from(value as unknown as ArrayLike<number>) : value;
    assert.deepEqual(plain, original[key], key);
  }
  // The texts, read on demand, are those of the string encoded, whole and check by check.
  const texts = original.uniqueTexts;
  assert.equal(decoded.uniqueText(0, texts.length), texts);
  let from = 0;
  for (const end of original.uniqueTextEnds) {
    assert.equal(decoded.uniqueText(from, end), texts.slice(from, end));
    from = end;
  }
  assert.equal(decoded.uniqueText(texts.length, texts.length + 10), '', 'past the end: nothing');
}

test('a frame decodes to the fields it was encoded from, for frames of every size', () => {
  let buffer: Buffer = Buffer.allocUnsafeSlow(64);
  for (const [checks, outs] of [[0, 0], [1, 0], [0, 1], [5, 3], [1000, 1000], [4096, 2000]] as const) {
    const original = parts(checks, outs, checks * 31 + outs);
    const encoded = encodePartFrame(original, buffer);
    buffer = encoded.buffer;
    // As the run's thread reads it: into a buffer of its own, from byte 0.
    const read = Buffer.allocUnsafeSlow(encoded.bytes + 100);
    buffer.copy(read, 0, 0, encoded.bytes);
    const decoded = decodePartFrame(read.subarray(0, encoded.bytes));
    assertSame(decoded, original);
    assert.equal(decoded.outRows.buffer, read.buffer, 'the arrays are views of the bytes read, not copies');
  }
  assert.ok(buffer.length >= 4096 * 8, 'the buffer grew for the largest frame');
});

test('a frame read at an offset that is not a multiple of 8 is copied, not misread', () => {
  const original = parts(10, 10, 3);
  const encoded = encodePartFrame(original, Buffer.allocUnsafeSlow(16));
  const shifted = Buffer.allocUnsafeSlow(encoded.bytes + 3);
  encoded.buffer.copy(shifted, 3, 0, encoded.bytes);
  assertSame(decodePartFrame(shifted.subarray(3)), original);
});

test('a frame cut short is a RangeError, not garbage', () => {
  const encoded = encodePartFrame(parts(50, 50, 9), Buffer.allocUnsafeSlow(16));
  for (const length of [0, 10, 16, encoded.bytes - 1]) {
    assert.throws(() => decodePartFrame(encoded.buffer.subarray(0, length)), RangeError, `${length} bytes`);
  }
});
