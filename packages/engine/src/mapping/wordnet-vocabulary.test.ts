import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { translateHeader } from './lexicon.ts';
import { deriveWordnetVocabulary, readWordnet, wordnetSource } from './wordnet-derive.ts';

test('wordnet-vocabulary.ts is what the installed WordNet and the current lexicon derive', () => {
  const { indexNoun, dataNoun } = readWordnet();
  assert.equal(readFileSync(new URL('./wordnet-vocabulary.ts', import.meta.url), 'utf8'), wordnetSource(deriveWordnetVocabulary(indexNoun, dataNoun)), 'run node src/mapping/wordnet-derive.ts in packages/engine');
});

test('WordNet synonyms read as the lexicon concept, only through a first sense both words share', () => {
  assert.deepEqual(translateHeader('Director').tokens, translateHeader('Manager').tokens);
  assert.deepEqual(translateHeader('Proprietor').tokens, translateHeader('Owner').tokens);
  // `history` is first the past, not an account; `family` first a household, not a category.
  assert.deepEqual(translateHeader('History').tokens, ['history']);
  assert.deepEqual(translateHeader('Family').tokens, ['family']);
});
