import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { translateHeader, translateTokens, writtenPlain } from './lexicon.ts';
import { WORDNET_HOMOGRAPHS } from './wordnet-words.ts';
import { deriveHomographs, deriveWholeWords, deriveWordnetVocabulary, readWordnet, readWordnetLemmas, readWordnetWrittenLemmas, wholeWordsSource, wordnetSource } from './wordnet-derive.ts';

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

test('wordnet-words.ts is what the installed WordNet and the current lexicon derive', () => {
  assert.equal(readFileSync(new URL('./wordnet-words.ts', import.meta.url), 'utf8'), wholeWordsSource(deriveWholeWords(readWordnetLemmas()), deriveHomographs(readWordnetWrittenLemmas())), 'run node src/mapping/wordnet-derive.ts in packages/engine');
});

test('an English word is not cut as a German or Dutch compound, which are still cut', () => {
  // `ethnicity` is no `ethni` + city, `archetype` no `arche` + type, `accurate` no `accu` + rate.
  for (const word of ['Ethnicity', 'Archetype', 'Accurate', 'Adherent']) assert.deepEqual(translateHeader(word).tokens, [word.toLowerCase()], word);
  // A German compound whose last part is a term is still read so.
  assert.deepEqual(translateHeader('Transaktionscode').tokens.slice(-1), ['code']);
});

test('an English word written without accents is read as English first, the accented word of another language second', () => {
  // `Reference` is no French `référence` (a product's SKU), `Resume` no `résumé` (a summary).
  const plain = translateTokens(['purchase', 'order', 'reference'], undefined, undefined, false, writtenPlain('Purchase order reference'));
  assert.deepEqual(plain.tokens.slice(-1), ['reference']);
  assert.equal(plain.otherSense, true);
  assert.deepEqual(translateTokens(['reference'], undefined, undefined, true, true).tokens, ['sku']);
  // Written with its accent, the word is the French one.
  assert.equal(writtenPlain('Référence'), false);
  assert.deepEqual(translateTokens(['reference'], undefined, undefined, false, writtenPlain('Référence')).tokens, ['sku']);
  // Proper nouns and words the lexicon also has unaccented are no such words.
  assert.ok(!WORDNET_HOMOGRAPHS.includes('lange') && !WORDNET_HOMOGRAPHS.includes('region'));
});
