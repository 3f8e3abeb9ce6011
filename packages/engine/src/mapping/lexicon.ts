/**
 * The multilingual lexicon (./lexicon-data.ts) compiled for lookups: a header's words are
 * translated into canonical English concepts, so `Date de commande`, `Bestelldatum` and
 * `order_date` all read `order date` (docs/mapping.md "Lexicon").
 *
 * Translation ({@link translateHeader}): the header's tokens (./header-tokens.ts) are scanned left
 * to right; at each position the longest run of tokens (up to 6) that is a lexicon term is replaced
 * by its concept's canonical tokens. A single token that is no term is tried as a German or Dutch
 * compound: split where both parts are terms (`Kundennummer` → `kunden` + `nummer`, `Lieferadresse`
 * → `liefer` + `adresse`, `Ordernr` → `order` + `nr`), with the linking `s`, `n`, `en`, `e` of the first part dropped when that
 * makes it a term. Untranslated tokens stay as they are.
 */
import { CLDR_VOCABULARY } from './cldr-vocabulary.ts';
import { HEADER_LEXICON, VALUE_LEXICON } from './lexicon-data.ts';
import { UI_CATALOG_LEXICON } from './ui-catalog-vocabulary.ts';
import { WORDNET_SYNONYMS } from './wordnet-vocabulary.ts';
import { WORDNET_HOMOGRAPHS, WORDNET_WHOLE_WORDS } from './wordnet-words.ts';
import { DICTIONARY_CODES, DICTIONARY_ENGLISH, DICTIONARY_WORDS } from './dictionary-vocabulary.ts';
import { headerTokens } from './header-tokens.ts';

/** Language codes of the lexicon (ISO 639-1) and their English names. */
export const LEXICON_LANGUAGES: Readonly<Record<string, string>> = {
  en: 'English', de: 'German', fr: 'French', es: 'Spanish', it: 'Italian', nl: 'Dutch', pt: 'Portuguese',
};

/** One lexicon term: the words as written, their language, and the concept they stand for. */
export interface LexiconTerm {
  /** The term as the lexicon writes it (`e-mail-adresse`). */
  term: string;
  /** ISO 639-1 code. */
  language: string;
  /** The concept's canonical English phrase (`email`). */
  concept: string;
  /** Domain line (`contacts`, `orders`, …). */
  domain: string;
  /** Canonical tokens of the concept. */
  tokens: string[];
  /**
   * A second sense of a word in its domain, or in any file when the domain is `general` (written
   * `~term`): a bank statement's `Description` may be the payment's purpose, but is read so only
   * beside its first sense ({@link translateTokens} with `otherSense`), never instead of it. Such a
   * term is kept in `all` only, not in `terms`.
   */
  weak?: boolean;
}

/** A compiled lexicon: normalised term (tokens joined by one space) → its entry. */
export interface Lexicon {
  terms: Map<string, LexiconTerm>;
  /**
   * Normalised term → every entry with it (a word can name several concepts: `Herr` → male, mr).
   * The interface translations' terms ({@link addCatalogTerms}) are in `terms` only: each is its word's one sense.
   */
  all: Map<string, LexiconTerm[]>;
  /** The normalisation terms were keyed by. */
  key: (text: string) => string;
  /** Longest term in tokens. */
  maxTokens: number;
  /** Concept → its entries (every language). */
  concepts: Map<string, LexiconTerm[]>;
  /**
   * Concept → the broader concept it is a kind of (`payee` → `counterparty`), from lines written
   * `payee < counterparty | …`: a header naming the narrower concept may fill a target named by the
   * broader one (a payee is a counterparty), not the other way round.
   */
  broader: Map<string, string>;
  /**
   * Words known to be English words, from the English side of the interface translations
   * ({@link addCatalogTerms}): such a word is never cut into the parts of a German or Dutch
   * compound (`capacity` is no `capa` + city).
   */
  englishWords?: Set<string>;
  /**
   * English words the lexicon knows only as another language's accented word (`reference`, French
   * `référence`; ./wordnet-words.ts): in a header written without accents, read as English first.
   */
  homographs?: Set<string>;
  /** Words of the bilingual dictionaries ({@link addDictionaryTerms}): read as written first, as their translation second. */
  dictionary?: Dictionary;
}

/** Header keys: the header tokens (./header-tokens.ts) joined by one space. */
export const headerKey = (text: string): string => headerTokens(text).join(' ');

/**
 * Parses the lexicon text format (see ./lexicon-data.ts). A term under several concepts keeps the
 * first in `terms` and all in `all`. `key` normalises terms (default {@link headerKey}).
 */
export function compileLexicon(text: string, key: (text: string) => string = headerKey): Lexicon {
  const terms = new Map<string, LexiconTerm>();
  const all = new Map<string, LexiconTerm[]>();
  const concepts = new Map<string, LexiconTerm[]>();
  const broader = new Map<string, string>();
  let domain = 'general';
  let maxTokens = 1;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    if (line.startsWith('@')) {
      domain = line.slice(1).trim();
      continue;
    }
    const [head, ...languages] = line.split(' | ');
    const [narrow, wide] = head.split(' < ');
    const concept = narrow.trim();
    if (wide !== undefined) broader.set(concept, wide.trim());
    const tokens = key(concept).split(' ');
    const entries: LexiconTerm[] = concepts.get(concept) ?? [];
    const add = (written: string, language: string) => {
      const weak = written.startsWith('~');
      const term = weak ? written.slice(1).trim() : written;
      const normalised = key(term);
      if (normalised === '') return;
      const entry: LexiconTerm = weak ? { term, language, concept, domain, tokens, weak } : { term, language, concept, domain, tokens };
      if (!weak) entries.push(entry);
      if (!weak && !terms.has(normalised)) terms.set(normalised, entry);
      const list = all.get(normalised) ?? [];
      list.push(entry);
      all.set(normalised, list);
      maxTokens = Math.max(maxTokens, normalised.split(' ').length);
    };
    add(concept, 'en');
    for (const part of languages) {
      const colon = part.indexOf(':');
      if (colon < 0) continue;
      const language = part.slice(0, colon).trim();
      for (const term of part.slice(colon + 1).split(',')) if (term.trim() !== '') add(term.trim(), language);
    }
    concepts.set(concept, entries);
  }
  return { terms, all, key, maxTokens, concepts, broader };
}

let headers: Lexicon | null = null;
let values: Lexicon | null = null;

/**
 * Lexicon lines from Unicode CLDR's names of calendar fields and locale keys in the seven languages
 * (./cldr-vocabulary.ts: `year | de: jahr | fr: année …`, `time zone | de: zeitzone …`), in a
 * domain of their own; the hand-written lexicon's terms come first and win.
 */
export function cldrLexiconLines(): string {
  const lines = ['@calendar'];
  for (const [concept, byLanguage] of Object.entries(CLDR_VOCABULARY.fields)) {
    lines.push([concept, ...Object.entries(byLanguage).map(([language, names]) => `${language}: ${names.join(', ')}`)].join(' | '));
  }
  return lines.join('\n');
}

/**
 * Adds `words` as terms of `language` to a compiled lexicon's `concept`, in that concept's domain;
 * a word that is already a term keeps its own concept first.
 */
export function addTerms(lexicon: Lexicon, concept: string, language: string, words: readonly string[]): void {
  const entries = lexicon.concepts.get(concept);
  if (!entries || entries.length === 0) return;
  for (const word of words) {
    const normalised = lexicon.key(word);
    if (normalised === '') continue;
    const entry: LexiconTerm = { term: word, language, concept, domain: entries[0].domain, tokens: entries[0].tokens };
    entries.push(entry);
    if (!lexicon.terms.has(normalised)) lexicon.terms.set(normalised, entry);
    const list = lexicon.all.get(normalised) ?? [];
    list.push(entry);
    lexicon.all.set(normalised, list);
    lexicon.maxTokens = Math.max(lexicon.maxTokens, normalised.split(' ').length);
  }
}

/** The domain of terms read from business software's interface translations (./ui-catalog-vocabulary.ts). */
export const CATALOG_DOMAIN = 'catalog';

/**
 * Adds the phrases of business software's interface translations (./ui-catalog-vocabulary.ts:
 * `recipient | de: empfanger | fr: destinataire …`, phrases already written as header keys) to a
 * compiled lexicon, in the domain {@link CATALOG_DOMAIN}: each phrase of the six other languages
 * that is not a term already becomes a term whose concept is its English phrase, read through the
 * lexicon (so `pedido`, read `order`, means what the lexicon's `order` means). The English phrases
 * themselves are not added: they are English words already. A term's tokens are read on first use,
 * so adding the ~50,000 phrases costs about 110 ms of CPU, once per process.
 */
export function addCatalogTerms(lexicon: Lexicon, text: string = UI_CATALOG_LEXICON): void {
  // English phrases are read through the lexicon as it was before: no catalog term reads another.
  const englishWords = (lexicon.englishWords ??= new Set());
  const before: Lexicon = { ...lexicon, terms: new Map(lexicon.terms), all: new Map(lexicon.all) };
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('@')) continue;
    const [concept, ...languages] = line.split(' | ');
    for (const word of concept.split(' ')) if (/^\p{L}{4,}$/u.test(word)) englishWords.add(word);
    const reading: CatalogReading = { concept, lexicon: before, tokens: null, dictionary: false };
    const added: LexiconTerm[] = [];
    for (const part of languages) {
      const language = part.slice(0, part.indexOf(':'));
      for (const key of part.slice(language.length + 2).split(', ')) {
        // A word the lexicon knows, in any sense (a second sense `~` too), keeps the lexicon's readings;
        // a phrase of an earlier line keeps its reading. A catalog term is a word's only sense, so it
        // is in `terms` alone (`all` lists a word's several senses; every reader of it falls back to `terms`).
        if (key === '' || lexicon.all.has(key) || lexicon.terms.has(key)) continue;
        const term = new CatalogTerm(key, language, reading);
        added.push(term);
        lexicon.terms.set(key, term);
        const words = key.split(' ').length;
        if (words > lexicon.maxTokens) lexicon.maxTokens = words;
      }
    }
    if (added.length > 0) lexicon.concepts.set(concept, [...(lexicon.concepts.get(concept) ?? []), ...added]);
  }
}

/** The English phrase a catalog term reads as, its tokens read through the lexicon on first use; `dictionary` for a word of ./dictionary-vocabulary.ts ({@link addDictionaryTerms}). */
interface CatalogReading { concept: string; lexicon: Lexicon; tokens: string[] | null; dictionary: boolean }

/** A term from ./ui-catalog-vocabulary.ts ({@link addCatalogTerms}): a {@link LexiconTerm} whose tokens are read when first asked for. */
class CatalogTerm implements LexiconTerm {
  readonly domain = CATALOG_DOMAIN;
  readonly term: string;
  readonly language: string;
  readonly concept: string;
  readonly #reading: CatalogReading;
  constructor(term: string, language: string, reading: CatalogReading) {
    this.term = term;
    this.language = language;
    this.concept = reading.concept;
    this.#reading = reading;
  }
  get tokens(): string[] {
    return (this.#reading.tokens ??= translate(headerTokens(this.#reading.concept), this.#reading.lexicon).tokens);
  }
  /** Whether the term is a dictionary's word (./dictionary-vocabulary.ts) rather than an interface's label. */
  get dictionary(): boolean {
    return this.#reading.dictionary;
  }
}

/** Whether a term is a word of the bilingual dictionaries (./dictionary-vocabulary.ts, {@link addDictionaryTerms}). */
export function fromDictionary(entry: LexiconTerm): boolean {
  return entry instanceof CatalogTerm && entry.dictionary;
}

/** The languages of ./dictionary-vocabulary.ts, by their index in {@link Dictionary.words}' codes. */
export const DICTIONARY_LANGUAGES: readonly string[] = ['de', 'fr', 'es', 'it', 'nl', 'pt'];

/**
 * The bilingual dictionaries' words (./dictionary-vocabulary.ts), kept compact: the words sorted and
 * joined by newlines in one string (`keys`, the i-th from `starts[i]` to `starts[i + 1] - 1`) and
 * each word's code (`codes[i]`: its English phrase's index times 8 plus its language's index in
 * {@link DICTIONARY_LANGUAGES}), found by binary search ({@link hasDictionaryWord}); a word's
 * {@link LexiconTerm} is made when the word is first looked up. About 130,000 words: a map of
 * strings would take some 10 MB of heap, these arrays a fifth of it.
 */
export interface Dictionary {
  /** The English translations, one per line (the i-th from `englishStarts[i]` to `englishStarts[i + 1] - 1`). */
  english: string;
  englishStarts: Int32Array;
  keys: string;
  starts: Int32Array;
  codes: Int32Array;
  terms: Map<string, LexiconTerm>;
  readings: Array<CatalogReading | undefined>;
  lexicon: Lexicon;
}

/** The index of `key` in a dictionary's sorted words, or -1 (binary search, comparing UTF-16 code units as `<` does). */
function dictionaryIndex(dictionary: Dictionary, key: string): number {
  const { keys, starts } = dictionary;
  let low = 0;
  let high = starts.length - 2;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const start = starts[mid];
    const length = starts[mid + 1] - 1 - start;
    let order = 0;
    const n = Math.min(length, key.length);
    for (let i = 0; i < n && order === 0; i++) order = keys.charCodeAt(start + i) - key.charCodeAt(i);
    if (order === 0) order = length - key.length;
    if (order === 0) return mid;
    if (order < 0) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}

/** Whether `key` is a word of the lexicon's bilingual dictionaries ({@link addDictionaryTerms}). */
export function hasDictionaryWord(lexicon: Lexicon, key: string): boolean {
  return lexicon.dictionary !== undefined && dictionaryIndex(lexicon.dictionary, key) >= 0;
}

/** Base-36 digits per word of ./dictionary-vocabulary.ts's `DICTIONARY_CODES` (36⁴ codes: room for 209,952 English phrases). */
export const DICTIONARY_CODE_WIDTH = 4;

/**
 * Adds the bilingual dictionaries' words (./dictionary-vocabulary.ts: sorted words, each with its
 * English translation and language) to a compiled lexicon as {@link Lexicon.dictionary}. The lexicon
 * reads such a word as written first and as its English translation second (`translateTokens` with
 * `otherSense`), and only when no term of its own reads it: the derivation left out the words it
 * knows. The tables are used as they are loaded: the codes decoded into one array, nothing sorted.
 */
export function addDictionaryTerms(lexicon: Lexicon, english: string = DICTIONARY_ENGLISH, words: string = DICTIONARY_WORDS, encoded: string = DICTIONARY_CODES): void {
  const count = encoded.length / DICTIONARY_CODE_WIDTH;
  const starts = count === 0 ? new Int32Array(1) : lineStarts(words);
  if (starts.length !== count + 1) throw new Error(`dictionary-vocabulary.ts: ${starts.length - 1} words but ${count} codes; run node src/mapping/dictionary-derive.ts`);
  const codes = new Int32Array(count);
  for (let i = 0; i < count; i++) {
    let code = 0;
    for (let d = i * DICTIONARY_CODE_WIDTH; d < (i + 1) * DICTIONARY_CODE_WIDTH; d++) {
      const c = encoded.charCodeAt(d);
      code = code * 36 + (c <= 57 ? c - 48 : c - 87);
    }
    codes[i] = code;
  }
  lexicon.dictionary = { english, englishStarts: lineStarts(english), keys: words, starts, codes, terms: new Map(), readings: [], lexicon };
}

/** Where each line of `text` begins, and one past the end (as if it ended with a newline). */
function lineStarts(text: string): Int32Array {
  let lines = 1;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lines++;
  const starts = new Int32Array(lines + 1);
  let line = 0;
  starts[0] = 0;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) starts[++line] = at + 1;
  starts[lines] = text.length + 1;
  return starts;
}

/** The {@link LexiconTerm} of a dictionary's word, or undefined when `key` is none. */
function dictionaryTerm(dictionary: Dictionary, key: string): LexiconTerm | undefined {
  const known = dictionary.terms.get(key);
  if (known) return known;
  const at = dictionaryIndex(dictionary, key);
  if (at < 0) return undefined;
  const code = dictionary.codes[at];
  const index = Math.floor(code / 8);
  const reading = (dictionary.readings[index] ??= { concept: dictionary.english.slice(dictionary.englishStarts[index], dictionary.englishStarts[index + 1] - 1), lexicon: dictionary.lexicon, tokens: null, dictionary: true });
  const term = new CatalogTerm(key, DICTIONARY_LANGUAGES[code % 8], reading);
  dictionary.terms.set(key, term);
  return term;
}

/**
 * The header lexicon, compiled on first use: the hand-written terms (./lexicon-data.ts), CLDR's
 * calendar field and key names ({@link cldrLexiconLines}), WordNet's English synonyms of
 * one-word concepts (./wordnet-vocabulary.ts: `director` for manager, `proprietor` for owner), and
 * last the phrases of business software's interface translations ({@link addCatalogTerms}).
 */
export function headerLexicon(): Lexicon {
  headers ??= compileHeaderLexicon();
  return headers;
}

/**
 * Compiles the header lexicon ({@link headerLexicon}); with `wholeWords` false, without the English
 * words that are no compounds (./wordnet-words.ts), which are derived from the lexicon without them.
 */
export function compileHeaderLexicon(wholeWords = true): Lexicon {
  const lexicon = compileLexicon(`${HEADER_LEXICON}\n${cldrLexiconLines()}\n`);
  for (const [concept, words] of Object.entries(WORDNET_SYNONYMS)) addTerms(lexicon, concept, 'en', words);
  addCatalogTerms(lexicon);
  // Last, words of the bilingual dictionaries that neither the lexicon nor the interfaces know.
  if (wholeWords) addDictionaryTerms(lexicon);
  // English words a German or Dutch compound's rule would cut (`ethnicity` is no `ethni` + city).
  if (wholeWords) for (const word of WORDNET_WHOLE_WORDS) lexicon.englishWords!.add(word);
  if (wholeWords) lexicon.homographs = new Set(WORDNET_HOMOGRAPHS);
  return lexicon;
}

/** Whether {@link headerLexicon} has been compiled in this process (by a warm-up or a first suggestion); compiles nothing. */
export function headerLexiconCompiled(): boolean {
  return headers !== null;
}

/** Value keys: accents folded, lower case, runs of other than letters and digits one space, trimmed. */
export function valueKey(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** The category-value lexicon (option mapping), compiled on first use. */
export function valueLexicon(): Lexicon {
  values ??= compileLexicon(VALUE_LEXICON, valueKey);
  return values;
}

/** The result of {@link translateHeader}. */
export interface Translation {
  /** Canonical tokens. */
  tokens: string[];
  /** The terms used, in header order. */
  used: LexiconTerm[];
  /** Set when a word of several senses was read in the sense of this domain (the file's), not its first. */
  sense?: string;
  /** Set when a word has another sense in the file's domain than the one read: {@link translateTokens} with `otherSense` reads it. */
  otherSense?: boolean;
}

const LINKS = ['', 's', 'n', 'en', 'e', 'es'];

/**
 * Whether a term may be a part of a German or Dutch compound: any hand-written term, but a word of
 * the interface translations only when it is German or Dutch (`capacity` is no Spanish `capa` +
 * `city`).
 */
function compoundPart(entry: LexiconTerm): boolean {
  return entry.domain !== CATALOG_DOMAIN || entry.language === 'de' || entry.language === 'nl';
}

/**
 * A term of the lexicon that a compound's known last part may be (`Transaktionscode` → code): not
 * one of the interface translations' ({@link addCatalogTerms}), whose many short words (`azione`,
 * `ora`) would split words that are no compounds (`registrazione` is no `registr` + `azione`).
 * A compound of two known parts ({@link compound}) may use them.
 */
function part(lexicon: Lexicon, key: string): LexiconTerm | undefined {
  const entry = lexicon.terms.get(key);
  return entry && entry.domain !== CATALOG_DOMAIN ? entry : undefined;
}

/**
 * A German or Dutch compound of two terms (`Kundennummer` → customer + number, `Umsatzart` →
 * transaction + type), joined directly or by a linking `s`, `n`, `en`, `e` or `es`; null when the
 * token is shorter than seven letters or no cut gives two terms. `find` looks a part up (the
 * translation's lookup, which reads a word of several senses in the file's domain).
 */
function compound(token: string, lexicon: Lexicon, find: (key: string) => LexiconTerm | undefined): LexiconTerm[] | null {
  if (token.length < 7) return null;
  for (let cut = token.length - 2; cut >= 3; cut--) {
    const tail = find(lexicon.key(token.slice(cut)));
    if (!tail) continue;
    const head = token.slice(0, cut);
    for (const link of LINKS) {
      if (link && !head.endsWith(link)) continue;
      const stem = head.slice(0, head.length - link.length);
      if (stem.length < 3) continue;
      const first = find(lexicon.key(stem)) ?? find(lexicon.key(`${stem}e`));
      if (first && compoundPart(first) && compoundPart(tail)) return [first, tail];
    }
  }
  return null;
}

/**
 * A compound of a word that is no term and a term of at least four letters at its end
 * (`transaktionscode` → `transaktion` + code), the longest such term; null when there is none or
 * the first part would be shorter than four letters. The linking `s` of the first part is dropped.
 */
function headAndTail(token: string, lexicon: Lexicon): [string, LexiconTerm] | null {
  if (token.length < 8) return null;
  for (let cut = 4; cut <= token.length - 3; cut++) {
    const rest = token.slice(cut);
    // A tail of three letters only as German and Dutch end compounds with a kind, after a head of
    // five letters or more joined by a linking `s` (`Transaktionstyp`, `Buchungsart`): `Counterpart`
    // and `Stuttgart` are no compounds.
    if (rest.length === 3 && !(SHORT_TAILS.has(rest) && cut >= 5 && token[cut - 1] === 's')) continue;
    const tail = part(lexicon, lexicon.key(rest));
    if (!tail) continue;
    const head = token.slice(0, cut);
    return [head.endsWith('s') && head.length > 4 ? head.slice(0, -1) : head, tail];
  }
  return null;
}

/** Endings that make a German or Dutch verb's stem a noun (`bestell` → `bestellung`, `bestel` → `bestelling`), for a compound's first part. */
const STEM_ENDINGS: readonly string[] = ['ung', 'ling', 'ing'];

/** Three-letter last parts of German and Dutch compounds that name what kind of value the compound is. */
const SHORT_TAILS: ReadonlySet<string> = new Set(['art', 'typ']);

/**
 * Translates a header (or a TDM key, label, alternative match) into canonical tokens (see the
 * module comment). Pure; `lexicon` defaults to the header lexicon.
 */
export function translateHeader(text: string, lexicon: Lexicon = headerLexicon()): Translation {
  return translateTokens(headerTokens(text), lexicon);
}

const translationMemo = new Map<string, Translation>();

/**
 * {@link translateHeader} on tokens already normalised by headerTokens (memoised for the header
 * lexicon; treat the result as read-only). With `domain` (the file's, see {@link fileDomain}), a
 * term of several senses is read in that domain's sense when it has one (`valuta` in a finance
 * file is the value date, in an order file the currency; `vencimento` in an HR file is the salary).
 * With `otherSense`, such a word is read in its other sense instead: its first sense where the
 * domain's was read, or a second sense (`~term`, see {@link LexiconTerm.weak}) where the first was;
 * the result's `otherSense` says whether a word had another sense to read. With `plain` (the header
 * was written without accented letters, see {@link writtenPlain}), an English word the lexicon knows
 * only as another language's accented word ({@link Lexicon.homographs}: `Reference`, not
 * `Référence`) is read as the English word, and as the other language's in the other sense.
 */
export function translateTokens(tokens: string[], lexicon: Lexicon = headerLexicon(), domain?: string, otherSense = false, plain = false): Translation {
  if (lexicon !== headers) return translate(tokens, lexicon, domain, otherSense, plain);
  const key = domain || otherSense || plain ? `${otherSense ? '~' : ''}${plain ? '!' : ''}${domain ?? ''}\u0000${tokens.join(' ')}` : tokens.join(' ');
  const known = translationMemo.get(key);
  if (known) return known;
  if (translationMemo.size >= 20_000) translationMemo.clear();
  const translation = translate(tokens, lexicon, domain, otherSense, plain);
  translationMemo.set(key, translation);
  return translation;
}

/** Whether `text` is written without accented or other non-ASCII letters (`Reference`, not `Référence`), for {@link translateTokens}' `plain`. */
export function writtenPlain(text: string): boolean {
  return !/\p{L}/u.test(text.replace(/[A-Za-z]/gu, ''));
}

/** Domains that say nothing of what a file is about. */
export const NEUTRAL_DOMAINS: ReadonlySet<string> = new Set(['general', 'calendar', 'boolean', CATALOG_DOMAIN]);

/**
 * The domain a file is about, from the lexicon domains of the terms its headers and its TDM's names
 * were read with (each header or name votes once per domain): the domain with the most votes, when
 * it has at least two and more than any other; else undefined. `general` and calendar words do not vote.
 */
export function fileDomain(translations: Iterable<Translation>): string | undefined {
  const votes = new Map<string, number>();
  for (const t of translations) {
    for (const domain of new Set(t.used.map((e) => e.domain))) if (!NEUTRAL_DOMAINS.has(domain)) votes.set(domain, (votes.get(domain) ?? 0) + 1);
  }
  const ranked = [...votes].sort((a, b) => b[1] - a[1]);
  if (ranked.length === 0 || ranked[0][1] < 2 || (ranked.length > 1 && ranked[1][1] === ranked[0][1])) return undefined;
  return ranked[0][0];
}

function translate(tokens: string[], lexicon: Lexicon, domain?: string, otherSense = false, plain = false): Translation {
  const out: string[] = [];
  const used: LexiconTerm[] = [];
  let sense: string | undefined;
  let other = false;
  const lookup = (key: string): LexiconTerm | undefined => {
    const first = lexicon.terms.get(key);
    // A dictionary's word is read as written first (it may be the target's cognate: `visita`,
    // *Visit*) and as its translation in the other sense (`Escola`, school).
    if (first === undefined && lexicon.dictionary) {
      const word = dictionaryTerm(lexicon.dictionary, key);
      if (word) {
        other = true;
        return otherSense ? word : undefined;
      }
    }
    if (domain !== undefined && first?.domain === domain) return first;
    // The file domain's senses, and a second sense of any file (`~` under a general concept).
    const senses = lexicon.all.get(key)?.filter((e) => (e.domain === domain || (e.weak && e.domain === 'general')) && e.concept !== first?.concept);
    if (!senses || senses.length === 0) return first;
    // The domain's own sense is read first, the word's first sense second; a second sense (`~`) the other way round.
    const strong = senses.find((e) => !e.weak);
    const inDomain = strong ?? senses.find((e) => e.domain === domain) ?? senses[0];
    // Only a sense of the file's domain is said to be one (`in the sense of a finance file`).
    const read = (): LexiconTerm => {
      if (inDomain.domain === domain) sense = domain;
      return inDomain;
    };
    if (!first) return read();
    other = true;
    return !strong === otherSense ? read() : first;
  };
  const push = (entry: LexiconTerm) => {
    // The same concept twice in a row ("Wohnfläche (m²)") is said once.
    if (used.length > 0 && used[used.length - 1].concept === entry.concept && out.length >= entry.tokens.length) {
      used.push(entry);
      return;
    }
    out.push(...entry.tokens);
    used.push(entry);
  };
  let i = 0;
  while (i < tokens.length) {
    // An English word written as English (`Reference`, no accent): the English word, and the other
    // language's accented word (`référence`) only in the other sense.
    if (plain && lexicon.homographs?.has(tokens[i])) {
      other = true;
      if (!otherSense) {
        out.push(tokens[i]);
        i++;
        continue;
      }
    }
    // The longest term at this position; one of the interface translations only where the
    // hand-written lexicon has none (`stato operazione` is `stato` + `operazione`, not a catalog's "job state").
    let found: LexiconTerm | undefined;
    let length = 0;
    for (let n = Math.min(lexicon.maxTokens, tokens.length - i); n >= 1; n--) {
      const entry = lookup(tokens.slice(i, i + n).join(' '));
      if (!entry) continue;
      if (!found) {
        found = entry;
        length = n;
      }
      if (entry.domain !== CATALOG_DOMAIN) {
        found = entry;
        length = n;
        break;
      }
    }
    // Words each a term, together a phrase of the lexicon with one of its words cut short
    // (`Cód. artículo` as `código de artículo`): read as that phrase.
    if (found && length === 1 && found.domain !== CATALOG_DOMAIN) {
      const phrase = conceptPhraseAt(tokens, i, lexicon, lookup);
      if (phrase) {
        push(phrase.entry);
        i += phrase.length;
        continue;
      }
    }
    // A catalog's word whose singular the hand-written lexicon knows in the file's domain (`entrate`,
    // `operazioni` in a finance file) reads as that singular; elsewhere a plural can mean what its
    // singular does not (`heures`, hours, beside `heure`, a time of day), and the catalog's reading stands.
    const lexiconSingular = found?.domain === CATALOG_DOMAIN && length === 1 && domain !== undefined
      ? singularOf(tokens[i], (stem) => {
        const entry = lookup(lexicon.key(stem));
        return entry?.domain === domain ? entry : undefined;
      })
      : undefined;
    if (found) {
      const entry = lexiconSingular ?? found;
      // A second sense that would only repeat the word before it (`Saldo disponível`: balance, then
      // "available" in its sense of a balance) is no second name of it but a qualifier: kept as written.
      if (entry.weak && used.length > 0 && used[used.length - 1].concept === entry.concept) out.push(...tokens.slice(i, i + length));
      else push(entry);
      i += length;
      continue;
    }
    // German written without umlauts (`Waehrung`, `Beguenstigter`): the umlaut's letter alone, as folding writes it.
    const umlautless = /[aou]e/u.test(tokens[i]) ? tokens[i].replace(/([aou])e/gu, '$1') : null;
    const transliterated = umlautless ? lookup(umlautless) : undefined;
    if (transliterated) {
      push(transliterated);
      i++;
      continue;
    }
    // A plural of a term (`Categories`, `Kategorien`, `categorias`): the singular, when it is one.
    const singular = singularOf(tokens[i], (stem) => lookup(lexicon.key(stem)));
    if (singular) {
      push(singular);
      i++;
      continue;
    }
    if (lexicon.englishWords?.has(tokens[i])) {
      out.push(tokens[i]);
      i++;
      continue;
    }
    const parts = compound(tokens[i], lexicon, lookup) ?? (umlautless ? compound(umlautless, lexicon, lookup) : null);
    const tailed = parts ? null : headAndTail(umlautless ?? tokens[i], lexicon);
    if (parts) {
      for (const part of parts) push(part);
    } else if (tailed) {
      // A compound whose last part is a term and whose first part is not (`Transaktionscode`,
      // `Mutatiesoort`): the head of a German or Dutch compound is its last part.
      // Its first part may be a verb's stem whose noun is a term (`Bestellstatus`: `bestell` of
      // `Bestellung`, an order; Dutch `bestel` of `bestelling`).
      const noun = STEM_ENDINGS.map((ending) => lookup(lexicon.key(`${tailed[0]}${ending}`))).find((entry) => entry !== undefined && entry.domain !== CATALOG_DOMAIN);
      if (noun) push(noun);
      else out.push(tailed[0]);
      push(tailed[1]);
    } else {
      out.push(tokens[i]);
    }
    i++;
  }
  const translation: Translation = sense ? { tokens: dedupe(out), used, sense } : { tokens: dedupe(out), used };
  if (other) translation.otherSense = true;
  return translation;
}

/** Single-word terms of the hand-written lexicon by their first three letters, for {@link truncatedTerm}; built on first use. */
const byPrefix = new WeakMap<Lexicon, Map<string, string[]>>();

/**
 * The term an abbreviation written with a full stop (`Omschr.`, `Fec.`, `Pobl.`) is a truncation
 * of: the single-word terms of the hand-written lexicon (not of the interface translations, whose
 * words begin with everything) that begin with `token` and are at least two letters longer — when
 * they all name one concept, or one of them begins all the others (a word and its compounds). Undefined
 * when they disagree (`Prov.`: provincia or proveedor), when there is none, or when `token` is
 * shorter than three letters.
 */
export function truncatedTerm(token: string, lexicon: Lexicon = headerLexicon()): LexiconTerm | undefined {
  if (token.length < 3 || !/^[a-z]+$/u.test(token)) return undefined;
  let index = byPrefix.get(lexicon);
  if (!index) {
    index = new Map();
    for (const [key, entry] of lexicon.terms) {
      if (key.length < 5 || !/^[a-z]+$/u.test(key) || entry.domain === CATALOG_DOMAIN) continue;
      const list = index.get(key.slice(0, 3));
      if (list) list.push(key);
      else index.set(key.slice(0, 3), [key]);
    }
    byPrefix.set(lexicon, index);
  }
  const keys = (index.get(token.slice(0, 3)) ?? []).filter((key) => key.length >= token.length + 2 && key.startsWith(token));
  const entries = keys.map((key) => lexicon.terms.get(key)!);
  if (entries.length === 0) return undefined;
  if (entries.every((e) => e.concept === entries[0].concept)) return entries[0];
  const root = keys.find((key) => keys.every((other) => other.startsWith(key)));
  return root === undefined ? undefined : lexicon.terms.get(root);
}

/** Multi-word terms of the hand-written lexicon by the concepts of their words, for {@link phraseOfWords}; built on first use. */
const byWordConcepts = new WeakMap<Lexicon, Map<string, Array<{ entry: LexiconTerm; words: string[] }>>>();

/**
 * The multi-word term of the hand-written lexicon that `words` are, with a word of it cut short
 * (`cód artículo` as `código de artículo`: `cód` is Spanish for *code* as `código` is, so the SKU).
 * A phrase's words are indexed by their first senses (the interface translations left out);
 * `words` must each be a term of that word's concept in the phrase's language, and one of them the
 * beginning of the phrase's word — other words of the same concepts make no phrase (*sales VAT* is
 * no *sales tax*). Undefined when no phrase fits, or when phrases of different concepts do.
 */
export function phraseOfWords(words: readonly string[], concepts: readonly string[], lexicon: Lexicon = headerLexicon()): LexiconTerm | undefined {
  if (concepts.length < 2) return undefined;
  let index = byWordConcepts.get(lexicon);
  if (!index) {
    index = new Map();
    for (const [key, entry] of lexicon.terms) {
      if (entry.domain === CATALOG_DOMAIN || entry.weak) continue;
      const parts = key.split(' ');
      if (parts.length < 2) continue;
      const wordConcepts: string[] = [];
      for (const word of parts) {
        const single = lexicon.terms.get(word);
        if (!single || single.domain === CATALOG_DOMAIN) break;
        wordConcepts.push(single.concept);
      }
      if (wordConcepts.length !== parts.length) continue;
      const slot = wordConcepts.join('\u0000');
      const list = index.get(slot);
      if (list) list.push({ entry, words: parts });
      else index.set(slot, [{ entry, words: parts }]);
    }
    byWordConcepts.set(lexicon, index);
  }
  const fitting = (index.get(concepts.join('\u0000')) ?? []).filter(({ entry, words: phraseWords }) =>
    words.some((word, i) => word !== phraseWords[i] && phraseWords[i].startsWith(word))
    && words.every((word, i) => (lexicon.all.get(word) ?? []).some((e) => e.language === entry.language && e.concept === concepts[i] && e.domain !== CATALOG_DOMAIN)));
  if (fitting.length === 0 || !fitting.every(({ entry }) => entry.concept === fitting[0].entry.concept)) return undefined;
  return fitting[0].entry;
}

/** Plural endings of the seven languages, longest first, and what the singular ends in instead. */
const PLURALS: Array<[string, string]> = [['ies', 'y'], ['en', ''], ['es', ''], ['n', ''], ['s', ''], ['i', 'o'], ['i', 'e'], ['e', 'a']];

/**
 * Concepts that name one person: a plural of one of their words names several people (`Contacts`,
 * `Kontakte`, `Contatti`: a pupil's parents, a company's people), a list and no one's name.
 */
const ONE_PERSON_CONCEPTS: ReadonlySet<string> = new Set(['full name']);

/**
 * The term a plural token is the plural of (`categories` → category), or undefined; never a term
 * naming one person ({@link ONE_PERSON_CONCEPTS}).
 */
function singularOf(token: string, lookup: (key: string) => LexiconTerm | undefined): LexiconTerm | undefined {
  if (token.length < 5) return undefined;
  for (const [plural, single] of PLURALS) {
    if (!token.endsWith(plural)) continue;
    const stem = token.slice(0, token.length - plural.length) + single;
    if (stem.length < 4) continue;
    const entry = lookup(stem);
    if (entry) return ONE_PERSON_CONCEPTS.has(entry.concept) ? undefined : entry;
  }
  return undefined;
}

/**
 * The longest run of two or more tokens from `at`, each a single-word term of the hand-written
 * lexicon, that are a lexicon phrase with a word of it cut short ({@link phraseOfWords}); null when none.
 */
function conceptPhraseAt(tokens: readonly string[], at: number, lexicon: Lexicon, lookup: (key: string) => LexiconTerm | undefined): { entry: LexiconTerm; length: number } | null {
  const concepts: string[] = [];
  for (let j = at; j < tokens.length && j - at < lexicon.maxTokens; j++) {
    const entry = lookup(tokens[j]);
    if (!entry || entry.domain === CATALOG_DOMAIN) break;
    concepts.push(entry.concept);
  }
  for (let n = concepts.length; n >= 2; n--) {
    const entry = phraseOfWords(tokens.slice(at, at + n), concepts.slice(0, n), lexicon);
    if (entry) return { entry, length: n };
  }
  return null;
}

/** Removes a token repeated right after itself (`customer customer id` → `customer id`). */
function dedupe(tokens: string[]): string[] {
  return tokens.filter((t, i) => i === 0 || tokens[i - 1] !== t);
}

/** `"E-Mail-Adresse" (German)` for a reason text. */
export function describeTerm(entry: LexiconTerm): string {
  return `"${entry.term}" (${LEXICON_LANGUAGES[entry.language] ?? entry.language})`;
}
