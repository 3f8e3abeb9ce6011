import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { deriveCldrVocabulary, readInstalled, vocabularySource } from './cldr-derive.ts';
import { translateHeader } from './lexicon.ts';

test('cldr-vocabulary.ts is what the installed CLDR packages derive (seven languages only)', () => {
  const derived = vocabularySource(deriveCldrVocabulary(readInstalled));
  assert.equal(readFileSync(new URL('./cldr-vocabulary.ts', import.meta.url), 'utf8'), derived, 'run node src/mapping/cldr-derive.ts in packages/engine');
});

test('CLDR\'s calendar field and key names read as their English concept', () => {
  assert.deepEqual(translateHeader('Zeitzone').tokens, ['time', 'zone']);
  assert.deepEqual(translateHeader('Fuseau horaire').tokens, ['time', 'zone']);
  assert.deepEqual(translateHeader('Jaar').tokens, ['year']);
  assert.deepEqual(translateHeader('Settimana').tokens, ['week']);
});
