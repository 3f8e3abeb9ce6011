/**
 * The matcher's warm-up (./warm-up.ts): it leaves the header lexicon compiled, so a process's first
 * suggestion does not compile it. Its own test file: node --test runs each file in a process of its
 * own, and nothing here suggests before the warm-up.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mappingWarm, suggestColumns, warmUpMapping } from './index.ts';
import { CATALOG_DOMAIN, headerLexicon } from './lexicon.ts';

test('the warm-up compiles the header lexicon, which a first suggestion then finds compiled', () => {
  assert.equal(mappingWarm(), false, 'loading the module compiles nothing');
  warmUpMapping();
  assert.equal(mappingWarm(), true);
  const compiled = headerLexicon();
  // With the interface translations' phrases, the slowest part to build.
  assert.ok([...compiled.terms.values()].some((term) => term.domain === CATALOG_DOMAIN));
  warmUpMapping();
  assert.equal(headerLexicon(), compiled, 'a second warm-up compiles nothing again');
  const [answer] = suggestColumns(['Bestelldatum'], [['2026-03-01', '2026-03-02', '2026-03-03']], [{ key: 'order_date', label: 'Order date', columnType: 'date' }]);
  assert.equal(answer.target_column, 'order_date');
  assert.equal(headerLexicon(), compiled, 'the suggestion used the warm-up\'s lexicon');
});
