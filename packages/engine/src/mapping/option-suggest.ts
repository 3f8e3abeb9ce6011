/**
 * Option mapping for category columns (docs/mapping.md "Option mapping"): which option each
 * distinct input value stands for, by the layers of `optionConfiguration.mappingConfiguration`:
 *
 * - EXACT: the value is an option's `value`, `label` or one of its `alternativeMatches`, ignoring
 *   case and surrounding or repeated spaces (confidence 1).
 * - SMART: the value and the option name the same thing in any lexicon language — `Femme` and
 *   `female`, `versendet` and `SHIPPED`, `Ja` and `true` (./lexicon-data.ts `VALUE_LEXICON`), or
 *   the same country (`Deutschland`, `Allemagne`, `DEU` and an option `DE` or `Germany`, through
 *   the country names of i18n-iso-countries in the seven lexicon languages). Confidence
 *   {@link SMART_CONFIDENCE}.
 * - FUZZY: the most similar option text (1 − edit distance ÷ longer length, accents and case
 *   folded) at or above `threshold` (default 0.8); confidence = that similarity × 0.9.
 *
 * The layers run in that order; the first that answers wins. A value no layer matches answers
 * `option: null`.
 */
import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import type { OptionConfiguration } from '../types.ts';
import { DEFAULT_FUZZY_THRESHOLD, exactKey, similarity } from '../transform/option-matcher.ts';
import { LEXICON_LANGUAGES, valueKey, valueLexicon } from './lexicon.ts';

/** Confidence of a SMART (lexicon or country) match. */
export const SMART_CONFIDENCE = 0.9;

export type OptionLayer = 'EXACT' | 'SMART' | 'FUZZY';

/** One distinct input value and the option suggested for it. */
export interface OptionSuggestion {
  /** The input value as given. */
  value: string;
  /** The option's `value`, or null when no layer matched. */
  option: string | null;
  /** 0–1. */
  confidence: number;
  /** The layer that matched. */
  layer: OptionLayer | null;
  /** Evidence, e.g. `"Femme" is French for "female"`. */
  reason: string;
}

let localesLoaded = false;
const COUNTRY_ALIASES: Record<string, string> = { uk: 'GB', 'great britain': 'GB', england: 'GB', usa: 'US', 'u s a': 'US', 'u s': 'US', holland: 'NL' };

function loadLocales(): void {
  if (localesLoaded) return;
  const require = createRequire(import.meta.url);
  for (const language of Object.keys(LEXICON_LANGUAGES)) {
    countries.registerLocale(require(`i18n-iso-countries/langs/${language}.json`));
  }
  localesLoaded = true;
}

/** The ISO alpha-2 code a text names (a code, alpha-3 code, or a country name in a lexicon language), and the language. */
export function countryOf(text: string): { code: string; language: string | null } | null {
  const trimmed = text.trim();
  if (trimmed.length < 2 || trimmed.length > 60) return null;
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

/** What an option text stands for: lexicon concepts and a country code. */
function meanings(text: string): { concepts: Set<string>; country: string | null } {
  const lexicon = valueLexicon();
  const concepts = new Set((lexicon.all.get(valueKey(text)) ?? []).map((e) => e.concept));
  return { concepts, country: countryOf(text)?.code ?? null };
}

/** A compiled option set for {@link suggestOption}. */
export interface CompiledOptions {
  exact: Map<string, string>;
  smart: Array<{ value: string; concepts: Set<string>; country: string | null }>;
  fuzzy: Array<{ key: string; value: string; text: string }>;
  layers: OptionLayer[];
  threshold: number;
}

/**
 * Compiles a column's options. `layers` defaults to the configuration's, or all three when it names
 * none (suggestions may use every layer; the run uses the configured ones).
 */
export function compileOptions(config: OptionConfiguration, layers?: OptionLayer[]): CompiledOptions {
  const exact = new Map<string, string>();
  const smart: CompiledOptions['smart'] = [];
  const fuzzy: CompiledOptions['fuzzy'] = [];
  for (const tier of [0, 1, 2]) {
    for (const o of config.options ?? []) {
      const texts = tier === 0 ? [o.value] : tier === 1 ? [o.label ?? o.value] : (o.alternativeMatches ?? []);
      for (const text of texts) {
        if (typeof text !== 'string') continue;
        const key = exactKey(text);
        if (!exact.has(key)) exact.set(key, o.value);
        fuzzy.push({ key: valueKey(text), value: o.value, text });
      }
    }
  }
  for (const o of config.options ?? []) {
    const concepts = new Set<string>();
    let country: string | null = null;
    for (const text of [o.value, o.label ?? o.value, ...(o.alternativeMatches ?? [])]) {
      const m = meanings(text);
      for (const c of m.concepts) concepts.add(c);
      country ??= m.country;
    }
    smart.push({ value: o.value, concepts, country });
  }
  const configured = config.mappingConfiguration?.layers as OptionLayer[] | undefined;
  return {
    exact, smart, fuzzy,
    layers: layers ?? (configured && configured.length > 0 ? configured : ['EXACT', 'SMART', 'FUZZY']),
    threshold: config.mappingConfiguration?.threshold ?? DEFAULT_FUZZY_THRESHOLD,
  };
}

/** The SMART layer alone: the option whose meaning the value shares, or null. */
export function smartMatch(value: string, compiled: CompiledOptions): OptionSuggestion | null {
  const lexicon = valueLexicon();
  const entries = lexicon.all.get(valueKey(value)) ?? [];
  for (const entry of entries) {
    const hits = compiled.smart.filter((o) => o.concepts.has(entry.concept));
    if (hits.length === 1) {
      return { value, option: hits[0].value, confidence: SMART_CONFIDENCE, layer: 'SMART', reason: `"${value}" is ${LEXICON_LANGUAGES[entry.language] ?? entry.language} for "${entry.concept}", as is option "${hits[0].value}"` };
    }
  }
  const country = countryOf(value);
  if (country) {
    const hits = compiled.smart.filter((o) => o.country === country.code);
    if (hits.length === 1) {
      const how = country.language ? `the ${LEXICON_LANGUAGES[country.language]} name of` : 'the ISO code of';
      return { value, option: hits[0].value, confidence: SMART_CONFIDENCE, layer: 'SMART', reason: `"${value}" is ${how} country ${country.code}` };
    }
  }
  return null;
}

/** Suggests the option for one input value (see the module comment). */
export function suggestOption(value: string, compiled: CompiledOptions): OptionSuggestion {
  if (compiled.layers.includes('EXACT')) {
    const option = compiled.exact.get(exactKey(value));
    if (option !== undefined) return { value, option, confidence: 1, layer: 'EXACT', reason: `"${value}" is option "${option}" (value, label or alternative match)` };
  }
  if (compiled.layers.includes('SMART')) {
    const hit = smartMatch(value, compiled);
    if (hit) return hit;
  }
  if (compiled.layers.includes('FUZZY') || compiled.layers.includes('SMART')) {
    const key = valueKey(value);
    let best: { value: string; text: string; score: number } | null = null;
    if (key.length <= 200) {
      for (const c of compiled.fuzzy) {
        const score = similarity(key, c.key, Math.max(compiled.threshold, best?.score ?? 0));
        if (score >= compiled.threshold && score > (best?.score ?? 0)) best = { value: c.value, text: c.text, score };
      }
    }
    if (best) return { value, option: best.value, confidence: Math.round(best.score * 0.9 * 1000) / 1000, layer: 'FUZZY', reason: `"${value}" is spelt like "${best.text}" (similarity ${best.score.toFixed(2)})` };
  }
  return { value, option: null, confidence: 0, layer: null, reason: `no option has this value, label or meaning` };
}

/**
 * Suggests an option for each distinct value (first occurrence order; empty texts skipped).
 * @param values input values (any number; duplicates answered once)
 * @param config the category column's option configuration
 * @param layers layers to use (default: the configuration's, or all three)
 */
export function suggestOptions(values: readonly string[], config: OptionConfiguration, layers?: OptionLayer[]): OptionSuggestion[] {
  const compiled = compileOptions(config, layers);
  const seen = new Set<string>();
  const out: OptionSuggestion[] = [];
  for (const value of values) {
    if (typeof value !== 'string' || value.trim() === '' || seen.has(value)) continue;
    seen.add(value);
    out.push(suggestOption(value, compiled));
  }
  return out;
}
