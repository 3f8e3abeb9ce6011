import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { OptionConfiguration } from '../types.ts';
import { compileOptionMatcher, matchOption, similarity } from './option-matcher.ts';

const countries: OptionConfiguration = {
  options: [
    { label: 'Germany', value: 'DE', alternativeMatches: ['Deutschland', 'BRD'] },
    { label: 'United States', value: 'US', alternativeMatches: ['USA', 'United States of America'] },
    { label: 'Côte d’Ivoire', value: 'CI' },
    { label: 'DE', value: 'DELAWARE' },
  ],
};

test('exact matching ignores case and surrounding or repeated whitespace', () => {
  const m = compileOptionMatcher(countries);
  assert.deepEqual(m.match('germany'), { value: 'DE', label: 'Germany', score: 1 });
  assert.deepEqual(m.match('  united   STATES '), { value: 'US', label: 'United States', score: 1 });
  assert.deepEqual(m.match('usa'), { value: 'US', label: 'United States', score: 1 });
  assert.equal(m.match('Germny'), null, 'no fuzzy matching unless configured');
  assert.equal(m.match(null), null);
  assert.equal(m.match(''), null);
});

test('values win over labels, labels over alternatives', () => {
  const m = compileOptionMatcher(countries);
  assert.equal(m.match('de')?.value, 'DE', '"DE" is the value of Germany and the label of Delaware');
  const clash = compileOptionMatcher({ options: [{ label: 'A', value: 'x', alternativeMatches: ['B'] }, { label: 'B', value: 'y' }] });
  assert.equal(clash.match('b')?.value, 'y');
});

test('fuzzy matching (FUZZY, or SMART for now) accepts near misses above the threshold', () => {
  const fuzzy = compileOptionMatcher({ ...countries, mappingConfiguration: { layers: ['EXACT', 'FUZZY'] } });
  assert.deepEqual(fuzzy.match('Germny'), { value: 'DE', label: 'Germany', score: 1 - 1 / 7 });
  assert.equal(fuzzy.match('Cote d Ivoire')?.value, 'CI', 'accents and punctuation do not count');
  assert.equal(fuzzy.match('United-States')?.value, 'US');
  assert.equal(fuzzy.match('France'), null);
  const smart = compileOptionMatcher({ ...countries, mappingConfiguration: { layers: ['SMART'] } });
  assert.equal(smart.fuzzy, true);
  assert.equal(smart.match('Deutschlnd')?.value, 'DE');
  assert.equal(fuzzy.matchExact('Germny'), null);
});

test('the threshold decides', () => {
  const strict = compileOptionMatcher({ ...countries, mappingConfiguration: { layers: ['FUZZY'], threshold: 0.95 } });
  assert.equal(strict.match('Germny'), null);
  const loose = compileOptionMatcher({ ...countries, mappingConfiguration: { layers: ['FUZZY'], threshold: 0.5 } });
  assert.equal(loose.match('Grmany')?.value, 'DE');
  // 0.8 exactly: two edits in ten characters still match.
  const ten = compileOptionMatcher({ options: [{ label: 'abcdefghij', value: 'v' }], mappingConfiguration: { layers: ['FUZZY'], threshold: 0.8 } });
  assert.equal(ten.match('abcdefghXY')?.score, 0.8);
  assert.equal(ten.match('abcdefgXYZ'), null);
});

test('numbers, logicals and dates are matched by their text', () => {
  const m = compileOptionMatcher({ options: [{ label: 'One', value: '1' }, { label: 'Yes', value: 'TRUE' }] });
  assert.equal(m.match(1)?.label, 'One');
  assert.equal(m.match(true)?.label, 'Yes');
  assert.equal(m.match(new Date('2020-01-01T00:00:00Z')), null);
});

test('no options: nothing matches', () => {
  assert.equal(compileOptionMatcher(undefined).match('x'), null);
  assert.equal(compileOptionMatcher({ options: [] }).match('x'), null);
});

test('matchOption compiles a configuration once and accepts a compiled matcher', () => {
  assert.equal(matchOption('usa', countries)?.value, 'US');
  assert.equal(matchOption('usa', countries)?.value, 'US');
  assert.equal(matchOption('brd', compileOptionMatcher(countries))?.value, 'DE');
});

test('similarity is 1 − edit distance ÷ longer length, 0 below the floor', () => {
  assert.equal(similarity('kitten', 'sitting'), 1 - 3 / 7);
  assert.equal(similarity('abc', 'abc'), 1);
  assert.equal(similarity('', ''), 1);
  assert.equal(similarity('abc', ''), 0);
  assert.equal(similarity('kitten', 'sitting', 0.9), 0);
});
