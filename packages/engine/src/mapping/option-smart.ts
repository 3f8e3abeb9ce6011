/**
 * The SMART layer of option matching (docs/mapping.md "Option mapping"): a value and an option mean
 * the same thing in any lexicon language — `Femme` and `female`, `versendet` and `SHIPPED`, `Ja` and
 * `true` (./lexicon-data.ts `VALUE_LEXICON`) — or name the same country (`Deutschland`,
 * `Allemagne`, `DEU` and an option `DE` or `Germany`, through the country names of
 * i18n-iso-countries in the seven lexicon languages). Used by the run's option matcher
 * (../transform/option-matcher.ts) and by the suggestions (./option-suggest.ts).
 */
import { createRequire } from 'node:module';
import type { OptionConfiguration } from '../types.ts';
import { isoCountries } from '../validate/lazy-libraries.ts';
import { LEXICON_LANGUAGES, valueKey, valueLexicon } from './lexicon.ts';

/** Confidence of a SMART (lexicon or country) match. */
export const SMART_CONFIDENCE = 0.9;

let localesLoaded = false;
const COUNTRY_ALIASES: Record<string, string> = { uk: 'GB', 'great britain': 'GB', england: 'GB', usa: 'US', 'u s a': 'US', 'u s': 'US', holland: 'NL' };

function loadLocales(): void {
  if (localesLoaded) return;
  const require = createRequire(import.meta.url);
  const countries = isoCountries();
  for (const language of Object.keys(LEXICON_LANGUAGES)) {
    countries.registerLocale(require(`i18n-iso-countries/langs/${language}.json`));
  }
  localesLoaded = true;
}

/** The ISO alpha-2 code a text names (a code, alpha-3 code, or a country name in a lexicon language), and the language. */
export function countryOf(text: string): { code: string; language: string | null } | null {
  const trimmed = text.trim();
  if (trimmed.length < 2 || trimmed.length > 60) return null;
  const countries = isoCountries();
  if (/^[A-Za-z]{2}$/.test(trimmed) && countries.isValid(trimmed.toUpperCase())) return { code: trimmed.toUpperCase(), language: null };
  if (/^[A-Za-z]{3}$/.test(trimmed)) {
    const code = countries.alpha3ToAlpha2(trimmed.toUpperCase());
    if (code) return { code, language: null };
  }
  const alias = COUNTRY_ALIASES[valueKey(trimmed)];
  if (alias) return { code: alias, language: 'en' };
  loadLocales();
  for (const language of Object.keys(LEXICON_LANGUAGES)) {
    const code = countries.getAlpha2Code(trimmed, language);
    if (code) return { code, language };
  }
  return null;
}

/** A column's options with what each means: lexicon concepts and a country code. */
export type SmartOptions = Array<{ value: string; concepts: Set<string>; country: string | null }>;

/** Compiles what each option of `config` means (its value, label and alternative matches). */
export function compileSmartOptions(config: OptionConfiguration): SmartOptions {
  const lexicon = valueLexicon();
  return (config.options ?? []).map((o) => {
    const concepts = new Set<string>();
    let country: string | null = null;
    for (const text of [o.value, o.label ?? o.value, ...(o.alternativeMatches ?? [])]) {
      if (typeof text !== 'string') continue;
      for (const e of lexicon.all.get(valueKey(text)) ?? []) concepts.add(e.concept);
      country ??= countryOf(text)?.code ?? null;
    }
    return { value: o.value, concepts, country };
  });
}

/** The option whose meaning `value` shares (only when exactly one does), with the reason; or null. */
export function smartMatch(value: string, options: SmartOptions): { option: string; confidence: number; reason: string } | null {
  for (const entry of valueLexicon().all.get(valueKey(value)) ?? []) {
    const hits = options.filter((o) => o.concepts.has(entry.concept));
    if (hits.length === 1) {
      return { option: hits[0].value, confidence: SMART_CONFIDENCE, reason: `"${value}" is ${LEXICON_LANGUAGES[entry.language] ?? entry.language} for "${entry.concept}", as is option "${hits[0].value}"` };
    }
  }
  const country = countryOf(value);
  if (country) {
    const hits = options.filter((o) => o.country === country.code);
    if (hits.length === 1) {
      const how = country.language ? `the ${LEXICON_LANGUAGES[country.language]} name of` : 'the ISO code of';
      return { option: hits[0].value, confidence: SMART_CONFIDENCE, reason: `"${value}" is ${how} country ${country.code}` };
    }
  }
  return null;
}
