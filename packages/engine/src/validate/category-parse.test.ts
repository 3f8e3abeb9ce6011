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
      ['crimson', 'CRIMSON'], [1, '1'], ['one', '1'], ['GREEN  ', 'GREEN'],
    ];
    for (const [input, expected] of cases) assert.equal(parser.parse(input), expected, String(input));
  });

  it('matches fuzzily when the column asks for it, above the threshold', () => {
    const fuzzy = createCategoryParser({
      options: [{ label: 'Pending', value: 'PENDING' }, { label: 'Closed', value: 'CLOSED' }],
      mappingConfiguration: { layers: ['EXACT', 'FUZZY'], threshold: 0.8 },
    });
    assert.equal(fuzzy.parse('Pendng'), 'PENDING');
    assert.equal(fuzzy.parse('closed.'), 'CLOSED');
    assert.ok(fuzzy.parse('open') instanceof Invalid);
    assert.ok(parser.parse('Gren') instanceof Invalid, 'exact only without FUZZY');
  });

  it('answers repeated texts the same way (memo)', () => {
    for (let i = 0; i < 3; i++) {
      assert.equal(parser.parse('rouge'), 'RED');
      assert.ok(parser.parse('blue') instanceof Invalid);
    }
  });

  it('reports unmatched values with rule "option"', () => {
    const result = parser.parse('blue');
    assert.ok(result instanceof Invalid);
    assert.equal(result.rule, 'option');
    assert.equal(result.message, '"blue" is not one of the allowed options');
    assert.ok(createCategoryParser(undefined).parse('x') instanceof Invalid);
  });
});
