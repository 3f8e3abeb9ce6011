/**
 * The `category` column type: a value must match one of the column's options (DESIGN.md §4).
 * Matching is the transform stage's option matcher (transform/option-matcher.ts): exact on value,
 * label and alternativeMatches ignoring case and extra spaces, then — when the column's
 * `mappingConfiguration.layers` include FUZZY — the most similar option text above `threshold`.
 * Normal form: the matched option's `value`. An unmatched value is a CellError with rule `option`.
 *
 * Category cells repeat (a handful of options over a million rows), so answers are remembered per
 * distinct text in front of the matcher (at most 10,000 texts, then the memo starts over).
 */
import type { OutputValue } from '../contracts.ts';
import { compileOptionMatcher } from '../transform/option-matcher.ts';
import type { OptionConfiguration } from '../types.ts';
import { Invalid, quote, type CellParser, type PresentValue } from './cell-parser.ts';

const MEMO_LIMIT = 10_000;

/** A parser matching cells to `config.options`; with no options every value is unmatched. */
export function createCategoryParser(config: OptionConfiguration | undefined): CellParser {
  const matcher = compileOptionMatcher(config);
  const memo = new Map<string, string | null>();
  return {
    parse(value: PresentValue): OutputValue | Invalid {
      let hit: string | null | undefined;
      if (typeof value === 'string') {
        hit = memo.get(value);
        if (hit === undefined) {
          hit = matcher.match(value)?.value ?? null;
          if (memo.size >= MEMO_LIMIT) memo.clear();
          memo.set(value, hit);
        }
      } else hit = matcher.match(value)?.value ?? null;
      return hit ?? new Invalid(`${quote(value)} is not one of the allowed options`, 'option');
    },
  };
}
