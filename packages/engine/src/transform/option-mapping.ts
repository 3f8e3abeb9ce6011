/**
 * OPTION_MAPPING transformations (DESIGN.md §4, docs/formulas.md): `function` holds a JSON object
 * `{ "input value": "option value" }`.
 *
 * A cell is looked up in the object exactly, then ignoring case and whitespace (first key wins).
 * A value found there becomes its option; when the column has options (`optionConfiguration`) the
 * mapped text is resolved to that option's `value`. A value not found falls back to the column's
 * option matching (./option-matcher.ts: exact, then fuzzy when configured); a column without
 * options accepts a value that already is one of the mapping's option values. Anything else is an
 * erroneous cell (rule `option`). Empty cells stay empty.
 */
import type { CellValue, TdmColumn } from '../types.ts';
import { compileOptionMatcher, exactKey, optionText } from './option-matcher.ts';

/** The outcome of mapping one cell: the new value, or why it has none. */
export type OptionMappingResult = { value: CellValue } | { error: string };

/** A problem with the mapping itself, found before any row is read. */
export class OptionMappingInvalid extends Error {}

/**
 * Compiles an OPTION_MAPPING for a column. Throws {@link OptionMappingInvalid} when `functionText`
 * is not a JSON object whose values are all strings, or when a value names no option of a column
 * that has options.
 */
export function compileOptionMapping(functionText: string, column: TdmColumn): (value: CellValue) => OptionMappingResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(functionText);
  } catch (e) {
    throw new OptionMappingInvalid(`function is not valid JSON (${(e as Error).message})`);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new OptionMappingInvalid('function must be a JSON object of input value → option value');
  }
  const entries = Object.entries(parsed as Record<string, unknown>);
  const bad = entries.find(([, v]) => typeof v !== 'string');
  if (bad) throw new OptionMappingInvalid(`the value of "${bad[0]}" must be a string, got ${JSON.stringify(bad[1])}`);

  const hasOptions = (column.optionConfiguration?.options?.length ?? 0) > 0;
  const matcher = compileOptionMatcher(column.optionConfiguration);
  const exact = new Map<string, string>();
  const loose = new Map<string, string>();
  const targets = new Map<string, string>();
  for (const [key, target] of entries as Array<[string, string]>) {
    let resolved = target;
    if (hasOptions) {
      const option = matcher.matchExact(target);
      if (!option) throw new OptionMappingInvalid(`"${key}" maps to "${target}", which is not an option of column "${column.key}"`);
      resolved = option.value;
    }
    if (!exact.has(key)) exact.set(key, resolved);
    const k = exactKey(key);
    if (!loose.has(k)) loose.set(k, resolved);
    const t = exactKey(target);
    if (!targets.has(t)) targets.set(t, resolved);
  }

  return (value: CellValue): OptionMappingResult => {
    const text = optionText(value);
    if (text === null || text === '') return { value: null };
    const mapped = exact.get(text) ?? loose.get(exactKey(text));
    if (mapped !== undefined) return { value: mapped };
    if (hasOptions) {
      const option = matcher.match(value);
      if (option) return { value: option.value };
    } else {
      const target = targets.get(exactKey(text));
      if (target !== undefined) return { value: target };
    }
    return { error: `"${text}" is neither in the option mapping nor an option of column "${column.key}"` };
  };
}
