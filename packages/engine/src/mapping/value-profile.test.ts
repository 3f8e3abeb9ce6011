import { test } from 'node:test';
import assert from 'node:assert/strict';
import { textShape, wordCount } from './value-profile.ts';

test('wordCount counts what split(/\\s+/u) counts, for every UTF-16 code unit as a separator or a letter', () => {
  for (let c = 0; c < 0x10000; c++) {
    const ch = String.fromCharCode(c);
    const text = `a${ch}b${ch}${ch}c`;
    if (text.trim() !== text) continue;
    assert.equal(wordCount(text), text.split(/\s+/u).length, `U+${c.toString(16).padStart(4, '0')}`);
  }
  for (const text of ['one', 'two words', 'three\u00a0spaced\u3000words', 'tab\tand\r\nline']) assert.equal(wordCount(text), text.split(/\s+/u).length, text);
});

test('textShape tells a few repeated values from free text', () => {
  const repeated = Array.from({ length: 12 }, (_, i) => ['LASTSCHRIFT', 'GUTSCHRIFT', 'Lastschrift'][i % 3]);
  assert.deepEqual(textShape(repeated), { shape: 'categories', distinct: 2, values: 12 });
  const notes = Array.from({ length: 10 }, (_, i) => `call the customer back about order ${i}`);
  assert.deepEqual(textShape(notes), { shape: 'free text', distinct: 10, values: 10 });
});
