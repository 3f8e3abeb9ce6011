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
}

/** A compiled lexicon: normalised term (tokens joined by one space) → its entry. */
export interface Lexicon {
  terms: Map<string, LexiconTerm>;
  /** Normalised term → every entry with it (a word can name several concepts: `Herr` → male, mr). */
  all: Map<string, LexiconTerm[]>;
  /** The normalisation terms were keyed by. */
  key: (text: string) => string;
  /** Longest term in tokens. */
  maxTokens: number;
  /** Concept → its entries (every language). */
  concepts: Map<string, LexiconTerm[]>;
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
    const concept = head.trim();
    const tokens = key(concept).split(' ');
    const entries: LexiconTerm[] = concepts.get(concept) ?? [];
    const add = (term: string, language: string) => {
      const normalised = key(term);
      if (normalised === '') return;
      const entry: LexiconTerm = { term, language, concept, domain, tokens };
      entries.push(entry);
      if (!terms.has(normalised)) terms.set(normalised, entry);
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
  return { terms, all, key, maxTokens, concepts };
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

/** The header lexicon (with {@link cldrLexiconLines}), compiled on first use. */
export function headerLexicon(): Lexicon {
  headers ??= compileLexicon(`${HEADER_LEXICON}\n${cldrLexiconLines()}\n`);
  return headers;
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
}

const LINKS = ['', 's', 'n', 'en', 'e', 'es'];

function compound(token: string, lexicon: Lexicon): LexiconTerm[] | null {
  if (token.length < 7) return null;
  for (let cut = token.length - 2; cut >= 3; cut--) {
    const tail = lexicon.terms.get(lexicon.key(token.slice(cut)));
    if (!tail) continue;
    const head = token.slice(0, cut);
    for (const link of LINKS) {
      if (link && !head.endsWith(link)) continue;
      const stem = head.slice(0, head.length - link.length);
      if (stem.length < 3) continue;
      const first = lexicon.terms.get(lexicon.key(stem)) ?? lexicon.terms.get(lexicon.key(`${stem}e`));
      if (first) return [first, tail];
    }
  }
  return null;
}

/**
 * Translates a header (or a TDM key, label, alternative match) into canonical tokens (see the
 * module comment). Pure; `lexicon` defaults to the header lexicon.
 */
export function translateHeader(text: string, lexicon: Lexicon = headerLexicon()): Translation {
  return translateTokens(headerTokens(text), lexicon);
}

const translationMemo = new Map<string, Translation>();

/** {@link translateHeader} on tokens already normalised by headerTokens (memoised for the header lexicon; treat the result as read-only). */
export function translateTokens(tokens: string[], lexicon: Lexicon = headerLexicon()): Translation {
  if (lexicon !== headers) return translate(tokens, lexicon);
  const key = tokens.join(' ');
  const known = translationMemo.get(key);
  if (known) return known;
  if (translationMemo.size >= 20_000) translationMemo.clear();
  const translation = translate(tokens, lexicon);
  translationMemo.set(key, translation);
  return translation;
}

function translate(tokens: string[], lexicon: Lexicon): Translation {
  const out: string[] = [];
  const used: LexiconTerm[] = [];
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
    let matched = false;
    for (let n = Math.min(lexicon.maxTokens, tokens.length - i); n >= 1; n--) {
      const entry = lexicon.terms.get(tokens.slice(i, i + n).join(' '));
      if (!entry) continue;
      push(entry);
      i += n;
      matched = true;
      break;
    }
    if (matched) continue;
    // German written without umlauts (`Waehrung`, `Beguenstigter`): the umlaut's letter alone, as folding writes it.
    const plain = /[aou]e/u.test(tokens[i]) ? tokens[i].replace(/([aou])e/gu, '$1') : null;
    const transliterated = plain ? lexicon.terms.get(plain) : undefined;
    if (transliterated) {
      push(transliterated);
      i++;
      continue;
    }
    const parts = compound(tokens[i], lexicon) ?? (plain ? compound(plain, lexicon) : null);
    if (parts) {
      for (const part of parts) push(part);
    } else {
      out.push(tokens[i]);
    }
    i++;
  }
  return { tokens: dedupe(out), used };
}

/** Removes a token repeated right after itself (`customer customer id` → `customer id`). */
function dedupe(tokens: string[]): string[] {
  return tokens.filter((t, i) => i === 0 || tokens[i - 1] !== t);
}

/** `"E-Mail-Adresse" (German)` for a reason text. */
export function describeTerm(entry: LexiconTerm): string {
  return `"${entry.term}" (${LEXICON_LANGUAGES[entry.language] ?? entry.language})`;
}
