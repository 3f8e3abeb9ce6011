/**
 * `@ferry/engine/mapping`: what the engine offers a person mapping columns by hand, beside what a
 * run decides itself (`resolveMapping`, exported by `@ferry/engine`): column suggestions for a
 * header (./matcher.ts), option suggestions for a category column's values (./option-suggest.ts)
 * and formulas for a request in words (./formula-intents.ts). The server's mapping screens use
 * them; a run does not load ./option-suggest.ts or ./formula-intents.ts. {@link warmUpMapping}
 * (./warm-up.ts) does ahead what a process's first column suggestion would (docs/mapping.md "Latency").
 */
export {
  suggestColumns, suggestMappings, exactName, valuesContradict, DEFAULT_MATCH_THRESHOLD,
  type AlreadyMapped, type ColumnSuggestion, type MappingSuggestion, type SuggestOptions,
} from './matcher.ts';
export { suggestOptions, type OptionLayer, type OptionSuggestion } from './option-suggest.ts';
export { matchIntent, tryFormula, type FormulaTrial, type IntentMatch, type PromptContext } from './formula-intents.ts';
export { warmUpMapping, mappingWarm } from './warm-up.ts';
export type { MappingMemoryEntry } from '../types.ts';
