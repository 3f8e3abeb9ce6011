/**
 * Derives the matcher's word dictionary (./dictionary-vocabulary.ts) from FreeDict's bilingual
 * dictionaries as the Debian archive ships them (`dict-freedict-{deu,fra,spa,ita,nld,por}-eng`,
 * GPL-3.0-or-later for German, GPL-2.0-or-later for the others; see NOTICE.md in this folder): for a word of German,
 * French, Spanish, Italian, Dutch or Portuguese that neither the lexicon nor the interface
 * translations know (`Escola`, `Enseignant`, `Vervoer`, `Vertrag`), its English translation, so that
 * a header made of it reads as the English word (school, teacher, transport, contract).
 *
 * What is kept (a dictionary lists every sense of a word; a column label means its everyday one):
 * - the word: one word of four letters or more, as the matcher keys it (./lexicon.ts `headerKey`:
 *   folded, lower case), that the lexicon does not read (no term, no compound or plural of terms), no
 *   English word (a common lemma of WordNet, {@link readWordnetWrittenLemmas}: Dutch `brief` and `hoe`
 *   are English words first) and no infinitive where the dictionary does not mark verbs;
 * - its translation: from the first sense of each of its entries that no specialist's field labels
 *   (`[zool.] pod`), no verb; one or two English words, each a word of the lexicon's English (its
 *   concepts and English terms, WordNet's synonyms, the interface translations' English phrases) or
 *   a common English word (WordNet's lemmas: `Enseignant`, teacher; `Esaminatore`, examiner), not
 *   the word itself; of a word's translations, one in the lexicon's English before one only common
 *   English says, then the one most entries give, then the first;
 * - a word that two dictionaries spell alike keeps the translation of the first phrase (in sort
 *   order) and language that gives it.
 *
 *   node src/mapping/dictionary-derive.ts            writes ./dictionary-vocabulary.ts
 *   node src/mapping/dictionary-derive.ts --check    exits 1 when ./dictionary-vocabulary.ts differs
 *   node src/mapping/dictionary-derive.ts --list     prints ./dictionary-vocabulary.ts as lexicon lines
 *
 * Both fetch the pinned packages below with `apt-get download` (the archive is needed at derive time
 * only; the packages are kept in the system's temporary folder) and check each against the pinned
 * SHA-256 of the archive's package index. The matcher reads only the derived file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { CATALOG_DOMAIN, compileHeaderLexicon, DICTIONARY_CODE_WIDTH, DICTIONARY_LANGUAGES, headerKey, translateTokens, type Lexicon } from './lexicon.ts';
import { type PinnedPackage, unpack, writeOrCheck } from './ui-catalog-derive.ts';
import { readWordnetWrittenLemmas } from './wordnet-derive.ts';

/** The matcher's languages other than English, by FreeDict's three-letter codes. */
const LANGUAGES = { deu: 'de', fra: 'fr', spa: 'es', ita: 'it', nld: 'nl', por: 'pt' } as const;
type Code = keyof typeof LANGUAGES;

/** The pinned FreeDict packages of Debian bookworm (`SHA256` of the archive's package index). */
export const DICTIONARY_SOURCES: ReadonlyArray<PinnedPackage & { code: Code; license: string }> = [
  { code: 'deu', license: 'GPL-3.0-or-later', integrity: 'sha256-52fa2ba6c73ebe84df0e4a7b8612a94a45e6026a157fc75f5ae36c4a1106e3db' },
  { code: 'fra', license: 'GPL-2.0-or-later', integrity: 'sha256-fb853d1f3da00ddddfe60dc3b88b5aaca122eecf3ba5c219131bea479d6274db' },
  { code: 'spa', license: 'GPL-2.0-or-later', integrity: 'sha256-debf5f88fcdaebe824704664cdbb42b6c14f82ab4adda4e91bc388b16200eefc' },
  { code: 'ita', license: 'GPL-2.0-or-later', integrity: 'sha256-f0d7a5dd47cefd2e7e8e3be19dc78df6607989324bb1ad8bc61b9a657c3a4774' },
  { code: 'nld', license: 'GPL-2.0-or-later', integrity: 'sha256-827dbf561be0ea04a70a049d8604a82aa2c709e7b744fe1096bd2c8008b0527d' },
  { code: 'por', license: 'GPL-2.0-or-later', integrity: 'sha256-6c688a9148bde82a6fbd6b2e3a80c1cec3eb4b3ec2d37901c94dc90bfb008950' },
].map((source) => ({ ...source, code: source.code as Code, registry: 'debian' as const, pkg: `dict-freedict-${source.code}-eng`, version: '2022.04.21-1' }));

/** The base-64 digits of the dict format's index (RFC 2229's dictd: offsets and lengths in the `.index` file). */
const DICT_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function dictNumber(text: string): number {
  let n = 0;
  for (const c of text) n = n * 64 + DICT_DIGITS.indexOf(c);
  return n;
}

/**
 * The entries of a dictd dictionary: its `.index` (headword, offset, length per line) over the
 * decompressed `.dict.dz`; the `00-database-…` entries (its own description) left out. Each entry is
 * its headword and its text (the headword line, then the senses).
 */
export function readDictEntries(index: string, dict: Buffer): Array<{ headword: string; text: string }> {
  const out: Array<{ headword: string; text: string }> = [];
  for (const line of index.split('\n')) {
    const [headword, offset, length] = line.split('\t');
    if (length === undefined || headword.startsWith('00-database') || headword.startsWith('00database')) continue;
    const start = dictNumber(offset);
    out.push({ headword, text: dict.subarray(start, start + dictNumber(length)).toString('utf8') });
  }
  return out;
}

/** Field labels of senses a column label does not mean (FreeDict's German dictionary labels senses so: `[zool.]`, `[techn.]`). */
const SPECIALIST_FIELDS: ReadonlySet<string> = new Set([
  'ornith', 'chem', 'bot', 'zool', 'electr', 'min', 'mil', 'constr', 'anat', 'textil', 'mus', 'geol', 'math', 'biol', 'phys', 'relig', 'mach',
  'ling', 'envir', 'naut', 'hist', 'aviat', 'psych', 'lit', 'biochem', 'art', 'phil', 'astron', 'meteo', 'arch', 'pej', 'alt', 'veraltet', 'print',
  'archaic', 'techn', 'geogr', 'poet', 'slang', 'vulg', 'humor', 'obs', 'rare', 'myth', 'her', 'hunting', 'photo', 'film', 'games', 'statist',
]);

/** Endings of infinitives in the languages whose FreeDict dictionary does not mark verbs. */
const VERB_ENDINGS: Readonly<Record<string, RegExp>> = { es: /(?:ar|er|ir)$/u, pt: /(?:ar|er|ir)$/u, it: /(?:are|ere|ire|rre)$/u, nl: /en$/u };

/** Lines of an entry that are no translation: cross references, synonyms, notes, examples. */
const NOT_TRANSLATION = /^(?:synonyms?|antonyms?|see|note|notes|example|examples|plural|also|cf)\b[^:]*:/iu;

/**
 * The English translations of an entry's first sense, in order (one to three words each, lower
 * case): its first line after the headword line that is a translation — no cross reference,
 * synonym, note or example, and no sense labelled with a field (`[zool.]`: a specialist's sense) —
 * without its sense number (`1.`), grammar (`<n, fem>`) and glosses in brackets, split at commas and
 * semicolons. Empty for a verb (`<v>`, `to …`): columns are named by nouns and adjectives.
 */
export function translationsOf(text: string): string[] {
  const [head, ...lines] = text.split('\n');
  if (/<[^>]*\bv[tir]?\b[^>]*>/u.test(head)) return [];
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '' || NOT_TRANSLATION.test(line) || line.includes('{') || line.startsWith('"')) continue;
    if (/<v[tir]?>/u.test(line)) return [];
    // A specialist's sense (`[zool.] pod`) is not what a column label means; a business one (`[econ.]`) is.
    const labels = [...line.matchAll(/\[([^\]]+)\]/gu)].map((m) => m[1].replace(/\.$/u, '').toLowerCase());
    if (labels.some((label) => SPECIALIST_FIELDS.has(label))) continue;
    const out: string[] = [];
    const bare = line.replace(/^\d+\.\s*/u, '').replace(/\[[^\]]*\]|<[^>]*>|\([^)]*\)/gu, ' ');
    for (const part of bare.split(/[,;]/u)) {
      const words = part.trim().split(/\s+/u).filter((w) => w !== '');
      if (words[0] === 'to') return [];
      if (words.length >= 1 && words.length <= 3 && words.every((w) => /^[a-z]+$/u.test(w))) out.push(words.join(' '));
    }
    return out;
  }
  return [];
}

/**
 * Words of the lexicon's English, each with its tier: 0 for a word of the hand-written lexicon's,
 * CLDR's and WordNet's concepts and English terms, 1 for a word only the interface translations'
 * English phrases use.
 */
export function lexiconEnglish(lexicon: Lexicon): Map<string, number> {
  const words = new Map<string, number>();
  const add = (text: string, tier: number) => {
    for (const word of text.toLowerCase().split(/[^a-z]+/u)) if (word.length >= 3 && (words.get(word) ?? 2) > tier) words.set(word, tier);
  };
  for (const [concept, entries] of lexicon.concepts) {
    const tier = entries.every((entry) => entry.domain === CATALOG_DOMAIN) ? 1 : 0;
    add(concept, tier);
    for (const entry of entries) if (entry.language === 'en') add(entry.term, tier);
  }
  return words;
}

/**
 * The lexicon's English ({@link lexiconEnglish}) and, at tier 2 (after both of its tiers), every
 * common English word (WordNet's lemmas written in lower case, {@link readWordnetWrittenLemmas}) of
 * three letters or more: a translation to a word the lexicon has no concept for (`Enseignant`,
 * teacher; `Esaminatore`, examiner) still meets a TDM's own English words (*Teacher*).
 */
export function withCommonEnglish(english: ReadonlyMap<string, number>, common: Iterable<string>): Map<string, number> {
  const out = new Map(english);
  for (const word of common) if (word.length >= 3 && /^[a-z]+$/u.test(word) && !out.has(word)) out.set(word, 2);
  return out;
}

/** Language → English translation → the words it translates, as ./dictionary-vocabulary.ts lists them. */
export type DictionaryVocabulary = Map<string, Map<string, Set<string>>>;

/**
 * The word dictionary from the dictionaries' entries (see the module comment for what is kept).
 *
 * @param dictionaries language (`de`, …) → its entries ({@link readDictEntries})
 * @param english      the words an English translation may use ({@link lexiconEnglish})
 * @param englishWords common English words, which are never read as another language's
 * @param lexicon      the header lexicon, whose terms keep their readings
 */
export function deriveDictionary(dictionaries: ReadonlyMap<string, ReadonlyArray<{ headword: string; text: string }>>, english: ReadonlyMap<string, number>, englishWords: ReadonlySet<string>, lexicon: Lexicon): DictionaryVocabulary {
  const out: DictionaryVocabulary = new Map();
  for (const [language, entries] of dictionaries) {
    // Per word: each eligible translation's count and first position.
    const counts = new Map<string, Map<string, { count: number; first: number; tier: number }>>();
    let position = 0;
    for (const { headword, text } of entries) {
      const key = headerKey(headword);
      if (key.length < 4 || !/^[a-z]+$/u.test(key) || englishWords.has(key) || lexicon.all.has(key) || lexicon.terms.has(key)) continue;
      // Infinitives, where the dictionary does not mark verbs: Spanish, Portuguese and Italian `-ar`,
      // `-er`, `-ir` (`-are`, `-ere`, `-ire`), Dutch `-en`.
      if (VERB_ENDINGS[language]?.test(key)) continue;
      // A word the lexicon already reads (as a compound of its terms, a plural of one) keeps that reading.
      const read = translateTokens([key], lexicon);
      if (read.tokens.length !== 1 || read.tokens[0] !== key) continue;
      // The first translation of the entry's first sense, when the lexicon's English can say it.
      for (const translation of translationsOf(text).slice(0, 1)) {
        const words = translation.split(' ');
        if (words.length > 2 || translation === key || !words.every((word) => english.has(word))) continue;
        const byTranslation = counts.get(key) ?? new Map<string, { count: number; first: number; tier: number }>();
        const seen = byTranslation.get(translation);
        if (seen) seen.count++;
        else byTranslation.set(translation, { count: 1, first: position++, tier: Math.max(...words.map((word) => english.get(word)!)) });
        counts.set(key, byTranslation);
        break;
      }
    }
    const byEnglish = new Map<string, Set<string>>();
    for (const [key, byTranslation] of counts) {
      // A translation the lexicon's English says (tiers 0 and 1) before one only common English
      // says (tier 2), then the one most of its entries give, then the first.
      const common = (tier: number) => (tier >= 2 ? 1 : 0);
      let best: [string, { count: number; first: number; tier: number }] | undefined;
      for (const candidate of byTranslation) {
        const [, c] = candidate;
        const [, b] = best ?? [undefined, undefined];
        if (!b || common(c.tier) < common(b.tier) || (common(c.tier) === common(b.tier) && (c.count > b.count || (c.count === b.count && c.first < b.first)))) best = candidate;
      }
      const list = byEnglish.get(best![0]) ?? new Set<string>();
      list.add(key);
      byEnglish.set(best![0], list);
    }
    out.set(language, byEnglish);
  }
  return out;
}

/**
 * The dictionary as the matcher loads it: the English phrases, sorted; the words, sorted; and per
 * word its code — its phrase's index times 8 plus its language's index in
 * {@link DICTIONARY_LANGUAGES} — as {@link DICTIONARY_CODE_WIDTH} base-36 digits. A word two
 * dictionaries spell alike keeps the translation of the first phrase (in sort order) and language
 * that gives it. Loading needs no sort and no map (./lexicon.ts, `addDictionaryTerms`).
 */
export function dictionaryTables(vocabulary: DictionaryVocabulary): { english: string[]; words: string[]; codes: number[] } {
  const phrases = new Set<string>();
  for (const byEnglish of vocabulary.values()) for (const phrase of byEnglish.keys()) phrases.add(phrase);
  const english = [...phrases].sort();
  const codeOf = new Map<string, number>();
  english.forEach((phrase, index) => {
    DICTIONARY_LANGUAGES.forEach((language, l) => {
      for (const word of [...(vocabulary.get(language)?.get(phrase) ?? [])].sort()) if (!codeOf.has(word)) codeOf.set(word, index * 8 + l);
    });
  });
  const words = [...codeOf.keys()].sort();
  return { english, words, codes: words.map((word) => codeOf.get(word)!) };
}

/** The TypeScript source of ./dictionary-vocabulary.ts ({@link dictionaryTables}, each list one string). */
export function dictionarySource(vocabulary: DictionaryVocabulary): string {
  const { english, words, codes } = dictionaryTables(vocabulary);
  const encoded = codes.map((code) => code.toString(36).padStart(DICTIONARY_CODE_WIDTH, '0')).join('');
  return `/**
 * Generated by ./dictionary-derive.ts from FreeDict's German, French, Spanish, Italian, Dutch and
 * Portuguese to English dictionaries (Debian: dict-freedict-*-eng 2022.04.21-1; GPL, see NOTICE.md in
 * this folder): words the lexicon does not know and their English translation. Do not edit: run
 * \`node src/mapping/dictionary-derive.ts\` in packages/engine. Written for loading, not reading:
 * \`node src/mapping/dictionary-derive.ts --list\` prints it as \`english | de: … | fr: …\` lines.
 */

/** The English translations, sorted, one per line. */
export const DICTIONARY_ENGLISH = \`${english.join('\n')}\`;

/** The words, as the matcher keys header words, sorted, one per line. */
export const DICTIONARY_WORDS = \`${words.join('\n')}\`;

/** Per word, in order, ${DICTIONARY_CODE_WIDTH} base-36 digits: its translation's line index × 8 + its language (de, fr, es, it, nl, pt). */
export const DICTIONARY_CODES = '${encoded}';
`;
}

/** The dictionary as \`english | de: … | fr: …\` lines, sorted (what `--list` prints). */
export function dictionaryLines(english: string, words: string, codes: string): string[] {
  const phrases = english.split('\n');
  const byPhrase = new Map<number, Map<number, string[]>>();
  words.split('\n').forEach((word, i) => {
    const code = parseInt(codes.slice(i * DICTIONARY_CODE_WIDTH, (i + 1) * DICTIONARY_CODE_WIDTH), 36);
    const languages = byPhrase.get(Math.floor(code / 8)) ?? new Map<number, string[]>();
    (languages.get(code % 8) ?? languages.set(code % 8, []).get(code % 8)!).push(word);
    byPhrase.set(Math.floor(code / 8), languages);
  });
  return [...byPhrase.keys()].sort((a, b) => a - b).map((p) => [phrases[p], ...[...byPhrase.get(p)!].sort(([a], [b]) => a - b).map(([l, list]) => `${DICTIONARY_LANGUAGES[l]}: ${list.join(', ')}`)].join(' | '));
}

/** Reads every pinned dictionary (fetching it when not yet in the temporary folder). */
export function readDictionaries(): Map<string, Array<{ headword: string; text: string }>> {
  const out = new Map<string, Array<{ headword: string; text: string }>>();
  for (const source of DICTIONARY_SOURCES) {
    const folder = join(unpack(source), 'usr/share/dictd');
    const name = `freedict-${source.code}-eng`;
    out.set(LANGUAGES[source.code], readDictEntries(readFileSync(join(folder, `${name}.index`), 'utf8'), gunzipSync(readFileSync(join(folder, `${name}.dict.dz`)))));
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--list')) {
  const { DICTIONARY_ENGLISH, DICTIONARY_WORDS, DICTIONARY_CODES } = await import('./dictionary-vocabulary.ts');
  for (const line of dictionaryLines(DICTIONARY_ENGLISH, DICTIONARY_WORDS, DICTIONARY_CODES)) console.log(line);
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const lexicon = compileHeaderLexicon(false);
  const englishWords = readWordnetWrittenLemmas();
  writeOrCheck(new URL('./dictionary-vocabulary.ts', import.meta.url), dictionarySource(deriveDictionary(readDictionaries(), withCommonEnglish(lexiconEnglish(lexicon), englishWords), englishWords, lexicon)), 'dictionary-derive.ts');
}
