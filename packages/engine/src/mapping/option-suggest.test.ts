import { test } from 'node:test';
import assert from 'node:assert/strict';
import { suggestOptions } from './option-suggest.ts';
import { compileOptionMatcher } from '../transform/option-matcher.ts';

const status = { options: [{ value: 'OPEN', label: 'Open' }, { value: 'SHIPPED', label: 'Shipped', alternativeMatches: ['sent out'] }, { value: 'CANCELLED', label: 'Cancelled' }] };

test('option suggestions: exact, smart (any lexicon language, countries), fuzzy, none — each with its confidence and reason', () => {
  const result = suggestOptions(['open', 'Sent out', 'versendet', 'Annulé', 'Shiped', 'lost', 'open', ''], status);
  assert.deepEqual(result.map((r) => [r.value, r.option, r.layer]), [
    ['open', 'OPEN', 'EXACT'], ['Sent out', 'SHIPPED', 'EXACT'], ['versendet', 'SHIPPED', 'SMART'], ['Annulé', 'CANCELLED', 'SMART'], ['Shiped', 'SHIPPED', 'FUZZY'], ['lost', null, null],
  ]);
  assert.equal(result[2].reason, '"versendet" is German for "shipped", as is option "SHIPPED"');
  assert.equal(result[0].confidence, 1);
  assert.ok(result[4].confidence > 0.7 && result[4].confidence < 0.9);
  const countries = suggestOptions(['Deutschland', 'Pays-Bas', 'DEU', 'Atlantis'], { options: [{ value: 'DE', label: 'Germany' }, { value: 'NL', label: 'Netherlands' }] });
  assert.deepEqual(countries.map((r) => r.option), ['DE', 'NL', 'DE', null]);
  assert.match(countries[0].reason, /German name of country DE/);
});

test('the configured layers limit suggestions; the run uses SMART only when the column asks for it', () => {
  assert.equal(suggestOptions(['versendet'], status, ['EXACT', 'FUZZY'])[0].option, null);
  const exactOnly = compileOptionMatcher({ ...status, mappingConfiguration: { layers: ['EXACT'] } });
  assert.equal(exactOnly.match('versendet'), null);
  const smart = compileOptionMatcher({ ...status, mappingConfiguration: { layers: ['EXACT', 'SMART'] } });
  assert.deepEqual(smart.match('versendet'), { value: 'SHIPPED', label: 'Shipped', score: 0.9 });
  assert.equal(smart.match('Shiped')?.value, 'SHIPPED', 'SMART includes fuzzy matching');
});
