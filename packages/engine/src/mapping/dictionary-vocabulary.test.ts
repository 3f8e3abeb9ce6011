import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { TdmColumn } from '../types.ts';
import { compileLexicon, DICTIONARY_CODE_WIDTH, hasDictionaryWord, headerKey, headerLexicon, translateTokens } from './lexicon.ts';
import { suggestColumns } from './matcher.ts';
import { deriveDictionary, dictionaryLines, readDictEntries, translationsOf } from './dictionary-derive.ts';
import { DICTIONARY_CODES, DICTIONARY_ENGLISH, DICTIONARY_WORDS } from './dictionary-vocabulary.ts';

test('dictionary-vocabulary.ts: sorted unique words written as the matcher keys header words, each with a translation and a language', () => {
  const words = DICTIONARY_WORDS.split('\n');
  const english = DICTIONARY_ENGLISH.split('\n');
  assert.ok(words.length > 100_000, `${words.length} words`);
  assert.equal(DICTIONARY_CODES.length, words.length * DICTIONARY_CODE_WIDTH);
  assert.match(DICTIONARY_CODES, /^[0-9a-z]+$/u);
  words.forEach((word, i) => {
    // Binary search needs the order `<` gives, and one entry per word.
    if (i > 0) assert.ok(words[i - 1] < word, `"${words[i - 1]}" before "${word}"`);
    // A word header normalisation would write otherwise could never be looked up: run node src/mapping/dictionary-derive.ts.
    assert.equal(headerKey(word), word, `"${word}"`);
    const code = parseInt(DICTIONARY_CODES.slice(i * DICTIONARY_CODE_WIDTH, (i + 1) * DICTIONARY_CODE_WIDTH), 36);
    assert.ok(code % 8 < 6 && Math.floor(code / 8) < english.length, `"${word}": code ${code}`);
  });
  for (const phrase of english) assert.match(phrase, /^[a-z]+(?: [a-z]+)?$/u, phrase);
  // Read back as lines: the translations a person can review.
  const lines = dictionaryLines(DICTIONARY_ENGLISH, DICTIONARY_WORDS, DICTIONARY_CODES);
  assert.ok(lines.some((line) => line.startsWith('school | ') && line.includes('escola')), 'school');
  // Translations into common English the lexicon has no concept for (a TDM's own words: *Creditor ID*, *Starts in the morning*).
  assert.ok(lines.some((line) => line.startsWith('creditor | ') && line.includes('glaubiger')), 'creditor');
  assert.ok(lines.some((line) => line.startsWith('morning | ') && line.includes('vormittag')), 'morning');
});

test('a dictionary entry gives the translations of its first everyday sense, none for a verb', () => {
  assert.deepEqual(translationsOf('Schule /ʃˈuːlə/ <fem, n, sg>\n [zool.] pod <n>, school <n>\n'), []);
  assert.deepEqual(translationsOf('Schule /ʃˈuːlə/ <fem, n, sg>\n school <n>, schooling <n>\n   Synonym: {Lehranstalt}\n'), ['school', 'schooling']);
  assert.deepEqual(translationsOf('Lieferant /x/ <masc, n, sg>\n [econ.] supplier <n>, vendor <n> [Br.]\n'), ['supplier', 'vendor']);
  assert.deepEqual(translationsOf('aanvang /anvɑŋ/\n1. beginning, commencement, start\n2. onset\n'), ['beginning', 'commencement', 'start']);
  assert.deepEqual(translationsOf('ansiedeln /x/ <vt>\n to settle\n'), []);
  assert.deepEqual(translationsOf('abrir /x/\nto open\n'), []);
});

test('the dictionary keeps a word the lexicon does not read, translated into the lexicon\'s English, and no English word', () => {
  // dictd's index: headword, base-64 offset and length of its text in the .dict file.
  const texts = [['escola', 'school'], ['livro', 'book'], ['nome', 'name'], ['abrir', 'open'], ['casa', 'house']].map(([word, english]) => [word, `${word} /x/\n${english}\n`]);
  const digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const b64 = (n: number): string => (n < 64 ? digits[n] : b64(Math.floor(n / 64)) + digits[n % 64]);
  let offset = 0;
  const index = texts.map(([word, text]) => {
    const line = `${word}\t${b64(offset)}\t${b64(Buffer.byteLength(text))}`;
    offset += Buffer.byteLength(text);
    return line;
  }).join('\n');
  const entries = readDictEntries(`00-database-info\tA\tA\n${index}\n`, Buffer.from(texts.map(([, text]) => text).join('')));
  assert.deepEqual(entries.map((e) => e.headword), ['escola', 'livro', 'nome', 'abrir', 'casa']);
  const lexicon = compileLexicon('name | pt: nome');
  // `book` is no word of the lexicon's English; `nome` is a term already; `abrir` an infinitive; `casa` an English word.
  const english = new Map([['school', 1], ['name', 0], ['open', 1], ['house', 1]]);
  const derived = deriveDictionary(new Map([['pt', entries]]), english, new Set(['casa']), lexicon);
  assert.deepEqual([...derived.get('pt')!].map(([translation, words]) => [translation, [...words]]), [['school', ['escola']]]);
});

test('a dictionary word is read as written first, as its translation in the other sense', () => {
  assert.ok(hasDictionaryWord(headerLexicon(), 'escola'));
  const first = translateTokens(['escola']);
  assert.deepEqual(first.tokens, ['escola']);
  assert.equal(first.otherSense, true);
  assert.deepEqual(translateTokens(['escola'], undefined, undefined, true).tokens, ['school']);
  // A school export's Portuguese header finds the school, and says how it read the word.
  const tdm: TdmColumn[] = [{ key: 'school', label: 'School', columnType: 'string' }, { key: 'student_id', label: 'Student ID', columnType: 'string' }];
  const schools = ['Escola Básica de Braga', 'Escola Secundária do Porto', 'Colégio Lisboa', 'Escola de Faro', 'Escola Aveiro', 'Escola Viseu', 'Escola Coimbra', 'Escola Évora'];
  const got = suggestColumns(['Escola'], [schools], tdm);
  assert.equal(got[0].target_column, 'school');
  assert.match(got[0].reason, /as a dictionary translates it/);
});
