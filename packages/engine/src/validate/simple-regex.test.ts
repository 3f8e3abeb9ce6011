import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { RE2JS } from 're2js';
import { compileSimpleRegex, MAX_POSITIONS } from './simple-regex.ts';

/** An atom of the supported grammar, with characters it matches (to build matching texts). */
interface Atom {
  source: string;
  samples: string[];
}

const ATOMS: Atom[] = [
  { source: 'a', samples: ['a'] },
  { source: 'B', samples: ['B'] },
  { source: '7', samples: ['7'] },
  { source: '-', samples: ['-'] },
  { source: ' ', samples: [' '] },
  { source: '@', samples: ['@'] },
  { source: '.', samples: ['a', '-', '\r', ' '] },
  { source: '\\.', samples: ['.'] },
  { source: '\\-', samples: ['-'] },
  { source: '\\$', samples: ['$'] },
  { source: '\\^', samples: ['^'] },
  { source: '\\d', samples: ['0', '9'] },
  { source: '\\D', samples: ['a', '\n', '-'] },
  { source: '\\w', samples: ['a', 'Z', '_', '5'] },
  { source: '\\W', samples: ['-', ' ', '\n'] },
  { source: '\\s', samples: [' ', '\t', '\n', '\f', '\r'] },
  { source: '\\S', samples: ['a', '\v', '-'] },
  { source: '\\t', samples: ['\t'] },
  { source: '\\n', samples: ['\n'] },
  { source: '\\v', samples: ['\v'] },
  { source: '[A-Z]', samples: ['A', 'M', 'Z'] },
  { source: '[a-c0-2]', samples: ['a', 'c', '1'] },
  { source: '[^0-9]', samples: ['a', '\n', ' '] },
  { source: '[^a]', samples: ['b', '\n'] },
  { source: '[-a]', samples: ['-', 'a'] },
  { source: '[a-]', samples: ['-', 'a'] },
  { source: '[\\d\\s]', samples: ['5', ' ', '\n'] },
  { source: '[^\\w]', samples: ['-', '\n'] },
  { source: '[\\D]', samples: ['x', '-'] },
  { source: '[.$^]', samples: ['.', '$', '^'] },
  { source: '[\\]\\-]', samples: [']', '-'] },
  { source: '[ -/]', samples: [' ', '/', '&'] },
];

const QUANTIFIERS: Array<{ source: string; min: number; max: number }> = [
  { source: '', min: 1, max: 1 }, { source: '', min: 1, max: 1 }, { source: '?', min: 0, max: 1 },
  { source: '*', min: 0, max: 3 }, { source: '+', min: 1, max: 3 }, { source: '{2}', min: 2, max: 2 },
  { source: '{0}', min: 0, max: 0 }, { source: '{1,3}', min: 1, max: 3 }, { source: '{0,2}', min: 0, max: 2 },
  { source: '{2,}', min: 2, max: 4 }, { source: '{0,}', min: 0, max: 2 },
];

const NOISE = ['a', 'b', 'B', 'Z', '0', '9', '-', '.', '_', ' ', '\t', '\n', '\r', '\v', '$', '^', ']', 'é', 'ß', '😀', '\u00a0', '\ud800'];

const itemArb = fc.record({ atom: fc.constantFrom(...ATOMS), quantifier: fc.constantFrom(...QUANTIFIERS) });

const caseArb = fc.record({
  start: fc.boolean(),
  end: fc.boolean(),
  items: fc.array(itemArb, { maxLength: 6 }),
}).chain(({ start, end, items }) => {
  const pattern = `${start ? '^' : ''}${items.map((i) => i.atom.source + i.quantifier.source).join('')}${end ? '$' : ''}`;
  // Texts built from the items (so many of them match), then changed at random; and pure noise.
  const built = fc.tuple(
    fc.array(fc.constantFrom(...NOISE), { maxLength: 3 }),
    fc.tuple(...items.map((i) => fc.tuple(fc.integer({ min: i.quantifier.min, max: i.quantifier.max }), fc.constantFrom(...i.atom.samples)))),
    fc.array(fc.constantFrom(...NOISE), { maxLength: 3 }),
    fc.option(fc.tuple(fc.nat(), fc.constantFrom(...NOISE))),
  ).map(([before, parts, after, mutation]) => {
    let text = before.join('') + parts.map(([count, ch]) => ch.repeat(count)).join('') + after.join('');
    if (mutation && text.length > 0) {
      const at = mutation[0] % text.length;
      text = text.slice(0, at) + mutation[1] + text.slice(at + 1);
    }
    return text;
  });
  const noise = fc.array(fc.constantFrom(...NOISE), { maxLength: 10 }).map((chars) => chars.join(''));
  return fc.record({ pattern: fc.constant(pattern), texts: fc.array(fc.oneof(built, built, noise), { minLength: 1, maxLength: 12 }) });
});

describe('compileSimpleRegex', () => {
  test('answers as re2js does on generated patterns and texts (property)', () => {
    let decided = 0;
    fc.assert(fc.property(caseArb, ({ pattern, texts }) => {
      const re2 = RE2JS.compile(pattern);
      const simple = compileSimpleRegex(pattern);
      assert.ok(simple, `no fast matcher for ${JSON.stringify(pattern)}`);
      for (const text of texts) {
        const answer = simple(text);
        if (/^[\x00-\x7f]*$/.test(text)) assert.notEqual(answer, undefined, `undecided on ASCII ${JSON.stringify(text)}`);
        if (answer === undefined) continue;
        decided++;
        assert.equal(answer, re2.test(text), `${JSON.stringify(pattern)} on ${JSON.stringify(text)}`);
      }
    }), { numRuns: 3000 });
    assert.ok(decided > 10000);
  });

  test('common validation patterns', () => {
    const cases: Array<[string, string, boolean]> = [
      ['^[A-Z]{3}-[0-9]{4}$', 'ABC-1234', true],
      ['^[A-Z]{3}-[0-9]{4}$', 'ABC-12345', false],
      ['^[A-Z]{3}-[0-9]{4}$', 'X280', false],
      ['^\\d{5}$', '01234', true],
      ['^\\d{5}$', '1234', false],
      ['\\d{5}', 'postcode 12345 Berlin', true],
      ['^DE\\d{20}$', 'DE89370400440532013000', true],
      ['^[^@ ]+@[^@ ]+\\.[a-z]{2,}$', 'a.b@example.com', true],
      ['^[^@ ]+@[^@ ]+\\.[a-z]{2,}$', 'a b@example.com', false],
      ['^.*$', 'line\nbreak', false],
      ['^[^x]*$', 'line\nbreak', true],
      ['a$', 'a\n', false],
    ];
    for (const [pattern, text, expected] of cases) {
      const simple = compileSimpleRegex(pattern);
      assert.ok(simple, pattern);
      assert.equal(simple(text), expected, `${pattern} on ${JSON.stringify(text)}`);
      assert.equal(RE2JS.compile(pattern).test(text), expected);
    }
  });

  test('leaves non-ASCII text to re2js', () => {
    const simple = compileSimpleRegex('^.{3}$')!;
    assert.equal(simple('abc'), true);
    assert.equal(simple('äbc'), undefined);
    assert.equal(simple('😀bc'), undefined);
    // Decided before a non-ASCII character is read: an anchored match that failed, or one that held.
    assert.equal(compileSimpleRegex('^a')!('bé'), false);
    assert.equal(compileSimpleRegex('a')!('aé'), true);
  });

  test('syntax outside the grammar has no fast matcher', () => {
    const outside = [
      '^(a+)+$', 'a|b', '(?i)abc', 'a*?', 'a+?', 'a??', 'a{2}{3}', '\\bword\\b', '\\pL+', '\\x41', '\\Qa.b\\E',
      'ä', '[ä]', '[[:alpha:]]', '[]a]', 'a{', 'a{,3}', 'a}', ']', 'a^b', 'a$b', '[a-z-0]', '\\1', '\\ ', '\\a',
      `a{${MAX_POSITIONS + 1}}`, `[0-9]{${MAX_POSITIONS}}x`,
    ];
    for (const pattern of outside) assert.equal(compileSimpleRegex(pattern), null, pattern);
    assert.ok(compileSimpleRegex(`a{${MAX_POSITIONS}}`));
  });

  test('stays linear on inputs that make backtracking engines explode', () => {
    // `^a*a*a*a*a*b$` over 100,000 `a`s: a backtracking engine takes ~n^5 steps; this one a few per character.
    const simple = compileSimpleRegex('^a*a*a*a*a*b$')!;
    const text = 'a'.repeat(100_000);
    assert.equal(simple(text), false);
    assert.equal(simple(`${text}b`), true);
  });
});
