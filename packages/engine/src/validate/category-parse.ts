/**
 * The `category` column type: a value must match one of the column's options (DESIGN.md §4,
 * OPTION_MAPPING: exact on label/value/alternativeMatches, then fuzzy above a threshold). Normal
 * form: the matched option's `value`. An unmatched value is a CellError with rule `option`.
 *
 * Matching belongs to the transform stage's option matcher; until it is available this module
 * matches exactly, ignoring case and surrounding spaces, on value, label and alternativeMatches.
 */
import type { OutputValue } from '../contracts.ts';
import type { OptionConfiguration } from '../types.ts';
import { cellText, Invalid, quote, type CellParser, type PresentValue } from './cell-parser.ts';

/** A parser matching cells to `config.options`; with no options every value is unmatched. */
export function createCategoryParser(config: OptionConfiguration | undefined): CellParser {
  const byText = new Map<string, string>();
  const options = config?.options ?? [];
  // Values first, so an option's value wins over another option's label or alternative.
  for (const o of options) byText.set(o.value.trim().toLowerCase(), o.value);
  for (const o of options) {
    for (const text of [o.label, ...(o.alternativeMatches ?? [])]) {
      const key = text.trim().toLowerCase();
      if (!byText.has(key)) byText.set(key, o.value);
    }
  }
  return {
    parse(value: PresentValue): OutputValue | Invalid {
      const text = cellText(value) ?? '';
      const hit = byText.get(text) ?? byText.get(text.toLowerCase());
      return hit ?? new Invalid(`${quote(value)} is not one of the allowed options`, 'option');
    },
  };
}
