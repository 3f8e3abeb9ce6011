/**
 * Option suggestions for category columns (docs/mapping.md "Option mapping"): which option each
 * distinct input value stands for, by the layers of `optionConfiguration.mappingConfiguration`
 * (or the layers asked for; all three by default), in this order, the first that answers winning:
 *
 * - EXACT: the value is an option's `value`, `label` or one of its `alternativeMatches`, ignoring
 *   case and surrounding or repeated spaces (confidence 1) — the run's exact matching.
 * - SMART: the same meaning in any lexicon language, or the same country (./option-smart.ts;
 *   confidence 0.9).
 * - FUZZY (also with SMART, as in runs): the most similar option text at or above `threshold` (default 0.8) — the run's fuzzy
 *   matching; confidence = that similarity × 0.9.
 *
 * A value no layer matches answers `option: null`. The run (../transform/option-matcher.ts) and
 * these suggestions share every layer.
 */
import type { OptionConfiguration } from '../types.ts';
import { compileOptionMatcher } from '../transform/option-matcher.ts';
import { compileSmartOptions, smartMatch } from './option-smart.ts';

export { SMART_CONFIDENCE, countryOf } from './option-smart.ts';

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
  /** Evidence, e.g. `"Femme" is French for "female", as is option "F"`. */
  reason: string;
}

/**
 * Suggests an option for each distinct value (first occurrence order; empty texts skipped).
 * @param values input values (any number; duplicates answered once)
 * @param config the category column's option configuration
 * @param layers layers to use (default: the configuration's, or all three)
 */
export function suggestOptions(values: readonly string[], config: OptionConfiguration, layers?: OptionLayer[]): OptionSuggestion[] {
  const configured = config.mappingConfiguration?.layers as OptionLayer[] | undefined;
  const use = layers ?? (configured && configured.length > 0 ? configured : ['EXACT', 'SMART', 'FUZZY']);
  const threshold = config.mappingConfiguration?.threshold;
  const exact = compileOptionMatcher({ ...config, mappingConfiguration: { layers: ['EXACT'] } });
  // As in runs, SMART includes fuzzy matching.
  const fuzzy = use.includes('FUZZY') || use.includes('SMART') ? compileOptionMatcher({ ...config, mappingConfiguration: { layers: ['FUZZY'], ...(threshold !== undefined ? { threshold } : {}) } }) : null;
  const smart = use.includes('SMART') ? compileSmartOptions(config) : null;
  const seen = new Set<string>();
  const out: OptionSuggestion[] = [];
  for (const value of values) {
    if (typeof value !== 'string' || value.trim() === '' || seen.has(value)) continue;
    seen.add(value);
    const hit = use.includes('EXACT') ? exact.matchExact(value) : null;
    if (hit) {
      out.push({ value, option: hit.value, confidence: 1, layer: 'EXACT', reason: `"${value}" is option "${hit.value}" (value, label or alternative match)` });
      continue;
    }
    const meant = smart ? smartMatch(value, smart) : null;
    if (meant) {
      out.push({ value, ...meant, layer: 'SMART' });
      continue;
    }
    const close = fuzzy?.match(value);
    if (close) {
      out.push({ value, option: close.value, confidence: Math.round(close.score * 0.9 * 1000) / 1000, layer: 'FUZZY', reason: `"${value}" is spelt like option "${close.label}" (similarity ${close.score.toFixed(2)})` });
      continue;
    }
    out.push({ value, option: null, confidence: 0, layer: null, reason: 'no option has this value, label or meaning' });
  }
  return out;
}
