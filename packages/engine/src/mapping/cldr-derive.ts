/**
 * Derives the matcher's CLDR vocabulary (./cldr-vocabulary.ts) from the Unicode CLDR data packages
 * of the npm registry (`cldr-units-modern`, `cldr-dates-modern`, `cldr-localenames-modern`, version
 * 45, Unicode License v3; devDependencies of this workspace): for the seven languages of the lexicon
 * only, the names of units of measure (display names and the words of their count patterns, long,
 * short and narrow: `Kilogramm`, `grammes`, `pulgadas`, `kg`) with the dimension each measures, and
 * the localized names of calendar fields and locale keys (`Jahr`, `année`, `Zeitzone`, `Währung`)
 * with their English concept.
 *
 *   node src/mapping/cldr-derive.ts            writes ./cldr-vocabulary.ts
 *   node src/mapping/cldr-derive.ts --check    exits 1 when ./cldr-vocabulary.ts differs
 *
 * The matcher reads only the derived file (a few kilobytes): no CLDR package is needed at run time,
 * and nothing is fetched. `cldr-vocabulary.test.ts` checks that the file is what the installed
 * packages derive.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** The lexicon's languages, as CLDR names their locales. */
export const CLDR_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt'] as const;

/** CLDR unit categories (the part of a unit id before the first `-`) → the matcher's dimension. */
const CATEGORY_DIMENSION: Record<string, string> = {
  length: 'length', mass: 'mass', area: 'area', volume: 'volume', duration: 'time', speed: 'speed', power: 'power',
};
/** Units outside those categories that a column label carries. */
const EXTRA_UNITS: Record<string, string> = { 'concentr-percent': 'share' };

/** Calendar fields (`dateFields.json`) and locale keys (`localeDisplayNames.json`) → English concept. */
const FIELDS: Record<string, string> = { year: 'year', quarter: 'quarter', month: 'month', week: 'week', day: 'day', weekday: 'weekday', hour: 'hour', minute: 'minute', second: 'second', zone: 'time zone' };
const KEYS: Record<string, string> = { currency: 'currency', timezone: 'time zone' };

/** Words CLDR uses for units that labels use as articles or prepositions. */
const NOT_UNITS: ReadonlySet<string> = new Set([
  'a', 'an', 'in', 'el', 'al', 'de', 'da', 'do', 'du', 'la', 'le', 'di', 'en', 'et', 'or', 'on', 'to', 'at',
  // abbreviations labels use for something else: number (no, nos), street (st), tag, piece (pc), price (pr)
  'no', 'nos', 'tag', 'st', 'pc', 'pr', 'pe', 'pes', 'mon', 'med', 'sem', 'pol', 'pie',
]);

/** The derived vocabulary: what ./cldr-vocabulary.ts exports. */
export interface CldrVocabulary {
  /** Folded unit word → dimension; words naming units of two dimensions are left out. */
  units: Record<string, string>;
  /** English concept → language → its names (lower case, as CLDR writes them). */
  fields: Record<string, Record<string, string[]>>;
}

/** Lower case, accents folded, as the matcher's unit words are compared. */
function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
}

/**
 * Derives the vocabulary from CLDR JSON files read by `read(package, path)` (a parsed JSON file of
 * that package, e.g. `read('cldr-units-modern', 'main/de/units.json')`).
 */
export function deriveCldrVocabulary(read: (pkg: string, path: string) => unknown): CldrVocabulary {
  const dimensions = new Map<string, Set<string>>();
  const fields: Record<string, Record<string, string[]>> = {};
  const addField = (concept: string, language: string, name: string): void => {
    const byLanguage = (fields[concept] ??= {});
    const list = (byLanguage[language] ??= []);
    const word = name.toLowerCase().trim();
    if (word !== '' && !list.includes(word)) list.push(word);
  };
  for (const language of CLDR_LANGUAGES) {
    const units = (read('cldr-units-modern', `main/${language}/units.json`) as { main: Record<string, { units: Record<string, Record<string, Record<string, string>>> }> }).main[language].units;
    for (const width of ['long', 'short', 'narrow']) {
      for (const [id, unit] of Object.entries(units[width] ?? {})) {
        const dimension = EXTRA_UNITS[id] ?? CATEGORY_DIMENSION[id.split('-')[0]];
        if (!dimension || typeof unit !== 'object') continue;
        const names = [unit.displayName, ...Object.entries(unit).filter(([k]) => k.startsWith('unitPattern-count-')).map(([, v]) => v.replace('{0}', ''))];
        for (const name of names) {
          if (typeof name !== 'string') continue;
          const word = fold(name).replace(/[\s\u00A0\u202F.]+/gu, ' ').trim();
          // One word (or symbol) only: `sq ft` and `km/h` are read by the matcher's own rules.
          if (word === '' || /\s|\//u.test(word) || /\d/u.test(word) || (!/\p{L}/u.test(word) && word !== '%')) continue;
          // Articles and prepositions are words first (`in`, `an`, `el`); a short form of two letters
          // with a vowel (`ha`, `al`, `da`) is too often a word of a label to count as a unit.
          if (NOT_UNITS.has(word) || (width !== 'long' && word.length === 2 && /[aeiouy]/u.test(word))) continue;
          const set = dimensions.get(word) ?? new Set<string>();
          set.add(dimension);
          dimensions.set(word, set);
        }
      }
    }
    const dateFields = (read('cldr-dates-modern', `main/${language}/dateFields.json`) as { main: Record<string, { dates: { fields: Record<string, { displayName?: string }> } }> }).main[language].dates.fields;
    for (const [field, concept] of Object.entries(FIELDS)) {
      for (const suffix of ['', '-short']) {
        const name = dateFields[`${field}${suffix}`]?.displayName;
        if (name && /^\p{L}[\p{L} ]*$/u.test(name) && name.length > 2) addField(concept, language, name);
      }
    }
    const keys = (read('cldr-localenames-modern', `main/${language}/localeDisplayNames.json`) as { main: Record<string, { localeDisplayNames: { keys: Record<string, string> } }> }).main[language].localeDisplayNames.keys;
    for (const [key, concept] of Object.entries(KEYS)) if (keys[key]) addField(concept, language, keys[key]);
  }
  const units: Record<string, string> = {};
  for (const word of [...dimensions.keys()].sort()) {
    const set = dimensions.get(word)!;
    if (set.size === 1) units[word] = [...set][0];
  }
  return { units, fields };
}

/** The TypeScript source of ./cldr-vocabulary.ts for a derived vocabulary. */
export function vocabularySource(vocabulary: CldrVocabulary): string {
  return `/**
 * Generated by ./cldr-derive.ts from Unicode CLDR 45 (npm: cldr-units-modern, cldr-dates-modern,
 * cldr-localenames-modern; Unicode License v3, see NOTICE.md in this folder). Do not edit: run
 * \`node src/mapping/cldr-derive.ts\` in packages/engine.
 */
import type { CldrVocabulary } from './cldr-derive.ts';

export const CLDR_VOCABULARY: CldrVocabulary = ${JSON.stringify(vocabulary)};
`;
}

/** Reads a CLDR package's JSON file from node_modules. */
export function readInstalled(pkg: string, path: string): unknown {
  const require = createRequire(import.meta.url);
  const root = require.resolve(`${pkg}/package.json`);
  return JSON.parse(readFileSync(root.replace(/package\.json$/u, path), 'utf8'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = fileURLToPath(new URL('./cldr-vocabulary.ts', import.meta.url));
  const source = vocabularySource(deriveCldrVocabulary(readInstalled));
  if (process.argv.includes('--check')) {
    const current = readFileSync(target, 'utf8');
    if (current !== source) {
      console.error('cldr-vocabulary.ts is not what the installed CLDR packages derive: run node src/mapping/cldr-derive.ts');
      process.exit(1);
    }
  } else {
    writeFileSync(target, source);
    console.log(`wrote ${target} (${source.length} bytes)`);
  }
}
