/**
 * The first column matcher: suggests which input column feeds which TDM column, from header
 * similarity and value profiling. Kept behind one function ({@link suggestMappings}) so a later
 * matcher (AI) can replace or refine it without touching the run.
 *
 * First an exact pass: a header that is a column's key, label or alternative match (case,
 * whitespace and punctuation aside) maps to it with confidence 1, before any similarity. Then,
 * for what is left, scoring (docs/engine.md "Mapping"):
 * - name = the best {@link nameSimilarity} of the input header against the TDM column's `key`,
 *   `label` and `alternativeMatches` (after {@link headerTokens} normalisation: case, accents, separators, camelCase,
 *   abbreviations).
 * - profile = the share of sampled values that parse as the column's type ({@link profileValues});
 *   unknown for `string` columns and small samples.
 * - confidence = name when the profile is unknown, else 0.8 × name + 0.2 × profile. A column of a
 *   distinctive type (e-mail, URL, IBAN, date, date-time, time, category) whose values match ≥ 90%
 *   can also be matched on values alone: confidence 0.62–0.70.
 * - assignment: one-to-one, greedy by confidence (ties: header order, then TDM order), keeping
 *   pairs at or above {@link DEFAULT_MATCH_THRESHOLD}. Ambiguity: when the best free pair has a
 *   rival (the same input column fitting another free TDM column, or the same TDM column another
 *   free input column, within 0.05), the tied pairs lose a quarter of their confidence once (a person should choose).
 */
import type { CellValue, TdmColumn } from '../types.ts';
import { headerTokens } from './header-tokens.ts';
import { nameSimilarity } from './similarity.ts';
import { DISTINCTIVE_TYPES, profileValues, type ValueProfile } from './value-profile.ts';

/** Confidence a suggestion needs to be used (0–1). */
export const DEFAULT_MATCH_THRESHOLD = 0.6;
const AMBIGUITY_MARGIN = 0.05;
const AMBIGUITY_FACTOR = 0.75;

/** One suggested mapping: an input column to a TDM column. */
export interface MappingSuggestion {
  /** Input header, as in `headers`. */
  source_column: string;
  /** TDM column key. */
  target_column: string;
  /** 0–1. */
  confidence: number;
  /** Plain-English evidence, e.g. `header "E-Mail" ≈ label "Email" (1.00); 100% of 20 values are email`. */
  reason: string;
  /** `exact`: the header is the column's key, label or an alternative match (see {@link exactName}); `similar`: scored. */
  match: 'exact' | 'similar';
}

/**
 * A name as the exact pass compares it: Unicode NFKC, lower case, every run of whitespace,
 * punctuation and symbols one space, trimmed (`"No."` = `"no"`, `"E-Mail"` = `"e mail"`); a name made
 * only of punctuation or symbols (`"#"`) compares as itself, trimmed and lower-cased.
 */
export function exactName(text: string): string {
  const lowered = text.normalize('NFKC').toLowerCase();
  return lowered.replace(/[\s\p{P}\p{S}]+/gu, ' ').trim() || lowered.trim();
}

/**
 * The exact pass: every free TDM column (in TDM order) takes the free input column whose header is
 * its key, label or one of its alternativeMatches by {@link exactName} — the byte-identical header
 * when several qualify, else the first. Runs before any similarity, so an exact header always maps
 * whatever its words (a label `a`, `The`, `#`). Marks what it takes in `takenSources`/`takenTargets`.
 */
function exactMatches(headers: string[], tdmColumns: TdmColumn[], takenSources: Set<string>, takenTargets: Set<string>): MappingSuggestion[] {
  const out: MappingSuggestion[] = [];
  const headerNames = headers.map(exactName);
  for (const column of tdmColumns) {
    if (takenTargets.has(column.key)) continue;
    const names: Array<[string, string]> = [['key', column.key], ['label', column.label ?? column.key], ...(column.alternativeMatches ?? []).map((a): [string, string] => ['alternative match', a])];
    let chosen: { header: string; what: string; text: string } | null = null;
    for (const [what, text] of names) {
      const wanted = exactName(text);
      const candidates = headers.filter((h, i) => !takenSources.has(h) && headerNames[i] === wanted);
      if (candidates.length === 0) continue;
      const identical = candidates.find((h) => h === text);
      if (!chosen || identical) chosen = { header: identical ?? candidates[0]!, what, text };
      if (identical) break;
    }
    if (!chosen) continue;
    takenSources.add(chosen.header);
    takenTargets.add(column.key);
    out.push({ source_column: chosen.header, target_column: column.key, confidence: 1, reason: `exact match: header "${chosen.header}" = ${chosen.what} "${chosen.text}"`, match: 'exact' });
  }
  return out;
}

/** Columns already taken by saved mappings: they are neither suggested nor suggested to. */
export interface AlreadyMapped {
  /** Input headers already used. */
  sources: ReadonlySet<string>;
  /** TDM keys already mapped. */
  targets: ReadonlySet<string>;
}

export interface SuggestOptions {
  /** Minimum confidence, 0–1 (default {@link DEFAULT_MATCH_THRESHOLD}). */
  threshold?: number;
}

interface Candidate {
  source: number;
  target: number;
  confidence: number;
  reason: string;
}

function pct(share: number): string {
  return `${Math.round(share * 100)}%`;
}

function score(header: string, tokens: string[], samples: CellValue[], column: TdmColumn, targetNames: Array<{ what: string; text: string; tokens: string[] }>): Candidate | null {
  let name = 0;
  let nameReason = '';
  for (const target of targetNames) {
    const similarity = nameSimilarity(tokens, target.tokens);
    if (similarity > name) {
      name = similarity;
      nameReason = `header "${header}" ≈ ${target.what} "${target.text}" (${similarity.toFixed(2)})`;
    }
  }
  const profile: ValueProfile | null = profileValues(samples, column);
  let confidence = profile ? 0.8 * name + 0.2 * profile.share : name;
  const reasons: string[] = [];
  if (name > 0) reasons.push(nameReason);
  if (profile) reasons.push(`${pct(profile.share)} of ${profile.values} sampled values fit ${column.columnType}`);
  if (profile && DISTINCTIVE_TYPES.has(column.columnType) && profile.share >= 0.9) {
    const byValues = 0.62 + 0.8 * (profile.share - 0.9);
    if (byValues > confidence) {
      confidence = byValues;
      reasons.push('matched on values');
    }
  }
  if (confidence <= 0) return null;
  return { source: -1, target: -1, confidence, reason: reasons.join('; ') };
}

interface Pending extends Candidate {
  penalised: boolean;
}

/**
 * Greedy one-to-one assignment with an ambiguity check: before the best free pair is taken, every
 * free pair sharing its input or TDM column within {@link AMBIGUITY_MARGIN} is a rival; the whole
 * tie group loses a quarter once, and the choice is made again. Pairs whose columns are already taken
 * are no longer rivals, so "Date" still goes to order_date once "Birth date" took birth_date.
 */
function assign(candidates: Candidate[], threshold: number, describe: (c: Candidate) => string): Candidate[] {
  const pending: Pending[] = candidates.map((c) => ({ ...c, penalised: false }));
  const usedSources = new Set<number>();
  const usedTargets = new Set<number>();
  const chosen: Candidate[] = [];
  const better = (a: Pending, b: Pending): boolean =>
    a.confidence > b.confidence || (a.confidence === b.confidence && (a.source < b.source || (a.source === b.source && a.target < b.target)));
  for (;;) {
    const free = pending.filter((c) => !usedSources.has(c.source) && !usedTargets.has(c.target));
    if (free.length === 0) break;
    let best = free[0];
    for (const c of free) if (better(c, best)) best = c;
    const ties = free.filter((c) => c !== best && (c.source === best.source || c.target === best.target) && best.confidence - c.confidence < AMBIGUITY_MARGIN);
    const fresh = [best, ...ties].filter((c) => !c.penalised);
    if (ties.length > 0 && fresh.length > 0) {
      for (const c of fresh) {
        const rival = c === best ? ties[0] : best;
        c.reason += `; ambiguous with ${describe(rival)}`;
        c.confidence *= AMBIGUITY_FACTOR;
        c.penalised = true;
      }
      continue;
    }
    if (best.confidence < threshold) break;
    usedSources.add(best.source);
    usedTargets.add(best.target);
    chosen.push(best);
  }
  return chosen;
}

/**
 * Suggests mappings for the input columns and TDM columns not in `already`.
 *
 * @param headers    input column names (distinct, as the header stage names them)
 * @param samples    `samples[i]` is a sample of the values of `headers[i]` (any length; 20–100 is plenty)
 * @param tdmColumns the TDM's columns
 * @returns suggestions at or above the threshold, one per input column and per TDM column at most,
 *          best first
 */
export function suggestMappings(
  headers: string[],
  samples: CellValue[][],
  tdmColumns: TdmColumn[],
  already: AlreadyMapped,
  options: SuggestOptions = {},
): MappingSuggestion[] {
  const threshold = options.threshold ?? DEFAULT_MATCH_THRESHOLD;
  const takenSources = new Set(already.sources);
  const takenTargets = new Set(already.targets);
  const exact = exactMatches(headers, tdmColumns, takenSources, takenTargets);
  const targets = tdmColumns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => !takenTargets.has(column.key));
  const targetNames = targets.map(({ column }) => [
    { what: 'key', text: column.key, tokens: headerTokens(column.key) },
    { what: 'label', text: column.label, tokens: headerTokens(column.label ?? '') },
    ...(column.alternativeMatches ?? []).map((text) => ({ what: 'alternative match', text, tokens: headerTokens(text) })),
  ]);

  const candidates: Candidate[] = [];
  headers.forEach((header, source) => {
    if (takenSources.has(header)) return;
    const tokens = headerTokens(header);
    targets.forEach(({ column, index }, t) => {
      const candidate = score(header, tokens, samples[source] ?? [], column, targetNames[t]);
      if (candidate && candidate.confidence >= threshold * AMBIGUITY_FACTOR) {
        candidates.push({ ...candidate, source, target: index });
      }
    });
  });

  const chosen = assign(candidates, threshold, (c) => `"${headers[c.source]}" → "${tdmColumns[c.target].key}"`);
  const similar: MappingSuggestion[] = chosen.map((c) => ({
    source_column: headers[c.source],
    target_column: tdmColumns[c.target].key,
    confidence: Math.round(c.confidence * 1000) / 1000,
    reason: c.reason,
    match: 'similar',
  }));
  return [...exact, ...similar];
}
