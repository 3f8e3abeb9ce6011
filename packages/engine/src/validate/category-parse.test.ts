import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createCategoryParser } from './category-parse.ts';
import { Invalid } from './cell-parser.ts';

describe('category', () => {
  const parser = createCategoryParser({
    options: [
      { label: 'Red', value: 'RED', alternativeMatches: ['rot', 'rouge'] },
      { label: 'Green', value: 'GREEN' },
      { label: 'RED', value: 'CRIMSON' },
      { label: 'One', value: '1' },
    ],
  });

  it('matches value, label and alternative matches ignoring case, and outputs the value', () => {
    const cases: Array<[string | number, string]> = [
      ['RED', 'RED'], ['red', 'RED'], ['Red', 'RED'], ['ROT', 'RED'], ['rouge', 'RED'], ['green', 'GREEN'], ['Green', 'GREEN'],
      ['crimson', 'CRIMSON'], [1, '1'], ['one', '1'],
    ];
    for (const [input, expected] of cases) assert.equal(parser.parse(input), expected, String(input));
  });

  it('reports unmatched values with rule "option"', () => {
    const result = parser.parse('blue');
    assert.ok(result instanceof Invalid);
    assert.equal(result.rule, 'option');
    assert.equal(result.message, '"blue" is not one of the allowed options');
    assert.ok(createCategoryParser(undefined).parse('x') instanceof Invalid);
  });
});
