/**
 * Matching a cell to the options of a TDM column (DESIGN.md §4, OPTION_MAPPING fallback; also used
 * by validate/ for `category` columns).
 *
 * 1. Exact: the text equals an option's `value`, `label` or one of its `alternativeMatches`,
 *    ignoring case, surrounding whitespace and repeated inner whitespace. Values win over labels,
 *    labels over alternatives (across all options), then the first option in order.
 * 2. Smart, when `mappingConfiguration.layers` includes SMART: the option that means the same in
 *    any of the lexicon's seven languages (`Femme` → `female`, `Deutschland` → `DE`; see
 *    ../mapping/option-smart.ts), score 0.9.
 * 3. Fuzzy, when the layers include FUZZY or SMART: the candidate text most similar to the cell, if its similarity
 *    is at least `threshold` (default 0.8). Similarity is 1 − Levenshtein distance ÷ the longer
 *    length, on texts lower-cased, stripped of accents and with punctuation read as spaces. Ties
 *    go to the earlier candidate (same priority as exact). Texts longer than 200 characters are
 *    not matched fuzzily.
 *
 * Compile once per column with {@link compileOptionMatcher}; `match` is a map lookup on the hot
 * path, and fuzzy answers are cached per distinct text (up to 10,000 texts).
 */
import type { CellValue, OptionConfiguration } from '../types.ts';
import { valueKey } from '../mapping/lexicon.ts';
import { compileSmartOptions, smartMatch } from '../mapping/option-smart.ts';

/** The option a cell matched: its value and label, and the similarity (1 for an exact match). */
export interface OptionMatch {
  value: string;
  label: string;
  score: number;
}

export interface OptionMatcher {
  /** The matching option, or null (also for an empty cell). */
  match(value: CellValue): OptionMatch | null;
  /** Exact matching only (layer 1). */
  matchExact(value: CellValue): OptionMatch | null;
  /** Whether fuzzy matching is on. */
  readonly fuzzy: boolean;
}

/** Default fuzzy similarity threshold. */
export const DEFAULT_FUZZY_THRESHOLD = 0.8;
const MAX_FUZZY_LENGTH = 200;
const CACHE_LIMIT = 10_000;

/** Text form of a cell for matching; null when empty. */
export function optionText(value: CellValue): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  return String(value);
}

/** Case- and whitespace-insensitive key. */
export function exactKey(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Fuzzy comparison key: accents folded, lower case, runs of other than letters and digits one space. */
const fuzzyKey = valueKey;

/** Similarity of two texts: 1 − edit distance ÷ longer length; 0 when below `floor` (early exit). */
export function similarity(a: string, b: string, floor = 0): number {
  if (a === b) return 1;
  const longer = Math.max(a.length, b.length);
  if (longer === 0) return 1;
  // The tolerance keeps 0.2 × 10 from flooring to 1 in binary floating point.
  const budget = Math.floor((1 - floor) * longer + 1e-9);
  if (Math.abs(a.length - b.length) > budget) return 0;
  let prev = new Array<number>(b.length + 1);
  let cur = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cost = ca === b.charCodeAt(j - 1) ? 0 : 1;
      const v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > budget) return 0;
    [prev, cur] = [cur, prev];
  }
  const distance = prev[b.length];
  return distance > budget ? 0 : 1 - distance / longer;
}

interface Candidate { key: string; option: { value: string; label: string } }

/** Compiles a column's option configuration into a matcher (no options: nothing matches). */
export function compileOptionMatcher(config: OptionConfiguration | undefined): OptionMatcher {
  const options = config?.options ?? [];
  const layers = config?.mappingConfiguration?.layers ?? ['EXACT'];
  const fuzzy = layers.includes('FUZZY') || layers.includes('SMART');
  const threshold = config?.mappingConfiguration?.threshold ?? DEFAULT_FUZZY_THRESHOLD;

  const exact = new Map<string, OptionMatch>();
  const candidates: Candidate[] = [];
  const texts = (o: (typeof options)[number]): string[][] => [[o.value], [o.label], o.alternativeMatches ?? []];
  for (let tier = 0; tier < 3; tier++) {
    for (const o of options) {
      const option = { value: o.value, label: o.label ?? o.value };
      for (const text of texts(o)[tier]) {
        if (typeof text !== 'string') continue;
        const key = exactKey(text);
        if (!exact.has(key)) exact.set(key, { ...option, score: 1 });
        if (fuzzy) candidates.push({ key: fuzzyKey(text), option });
      }
    }
  }
  const cache = new Map<string, OptionMatch | null>();
  const smart = layers.includes('SMART') && config ? compileSmartOptions(config) : null;
  const labels = new Map(options.map((o) => [o.value, o.label ?? o.value]));

  const matchExact = (value: CellValue): OptionMatch | null => {
    const text = optionText(value);
    return text === null ? null : exact.get(exactKey(text)) ?? null;
  };

  const matchFuzzy = (text: string): OptionMatch | null => {
    const key = fuzzyKey(text);
    if (key.length > MAX_FUZZY_LENGTH) return null;
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    let best: OptionMatch | null = null;
    const meant = smart ? smartMatch(text, smart) : null;
    if (meant) {
      best = { value: meant.option, label: labels.get(meant.option) ?? meant.option, score: meant.confidence };
      if (cache.size >= CACHE_LIMIT) cache.clear();
      cache.set(key, best);
      return best;
    }
    for (const c of candidates) {
      const score = similarity(key, c.key, Math.max(threshold, best?.score ?? 0));
      if (score >= threshold && score > (best?.score ?? 0)) best = { ...c.option, score };
      if (best?.score === 1) break;
    }
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(key, best);
    return best;
  };

  return {
    fuzzy,
    matchExact,
    match(value: CellValue): OptionMatch | null {
      const hit = matchExact(value);
      if (hit || !fuzzy) return hit;
      const text = optionText(value);
      return text === null || text.trim() === '' ? null : matchFuzzy(text);
    },
  };
}

const compiled = new WeakMap<OptionConfiguration, OptionMatcher>();

/**
 * Matches one cell against a column's options (compiling the configuration once per object).
 * Prefer {@link compileOptionMatcher} when matching many cells.
 */
export function matchOption(value: CellValue, config: OptionConfiguration | OptionMatcher): OptionMatch | null {
  if ('match' in config) return config.match(value);
  let matcher = compiled.get(config);
  if (!matcher) {
    matcher = compileOptionMatcher(config);
    compiled.set(config, matcher);
  }
  return matcher.match(value);
}
