import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { memoisedTest } from './rules.ts';

/** A stand-in regex that counts how often it is asked (the real re2js regex is tested elsewhere). */
function countingRegex() {
  const regex = { calls: 0, test: (text: string) => { regex.calls++; return text.endsWith('1'); } };
  return regex;
}

describe('memoisedTest (regex memo)', () => {
  it('answers repeated values from memory, with the same results', () => {
    const regex = countingRegex();
    const test = memoisedTest(regex);
    for (let i = 0; i < 1000; i++) assert.equal(test(`v${i % 10}`), (i % 10) === 1);
    assert.equal(regex.calls, 10);
  });

  it('pauses when values do not repeat, then tries again', () => {
    const regex = countingRegex();
    const test = memoisedTest(regex);
    for (let i = 0; i < 5000; i++) test(`id${i}`);
    const before = regex.calls;
    assert.equal(before, 5000);
    test('id1');
    test('id1');
    assert.equal(regex.calls, before + 2, 'paused: every call reaches the regex');
    for (let i = 0; i < 70_000; i++) assert.equal(test(`r${i % 7}1`), true);
    const afterPause = regex.calls;
    for (let i = 0; i < 1000; i++) test(`r${i % 7}1`);
    assert.equal(regex.calls, afterPause, 'memo back: repeated values answered from memory');
  });

  it('never memoises long values', () => {
    const regex = countingRegex();
    const test = memoisedTest(regex);
    const long = `${'x'.repeat(100)}1`;
    assert.equal(test(long), true);
    assert.equal(test(long), true);
    assert.equal(regex.calls, 2);
  });
});
