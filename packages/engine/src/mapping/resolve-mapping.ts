/**
 * `resolveMapping` (contracts.ts `ResolveMapping`): which input columns feed which TDM columns.
 *
 * Rules (SPEC.md §Pipeline `mapping_config`; docs/engine.md "Mapping"):
 * - Saved mappings apply first, in their order. Several source columns feed one target (the run
 *   joins their values with one space); one source column may feed several targets. A source
 *   column is found by its exact header, else by its header ignoring case and surrounding spaces
 *   when that is unambiguous. A later saved mapping for a target already mapped is ignored, as is a
 *   saved mapping for a key the TDM does not have (the TDM changed since it was saved).
 * - A saved mapping naming a source column the file lacks is not used at all (a partial join would
 *   change values silently): the column is listed in `missing_source_columns` and the target stays
 *   unmapped — in DEFAULT mode the matcher may then fill it from another input column.
 * - A saved mapping with no source columns but with transformations computes its target (e.g. a
 *   formula over other columns) and counts as mapped.
 * - Columns in `options.exclude` (new columns under schema_policy DISCARD_NEW) are never matched.
 * - DEFAULT mode: the input columns no saved mapping uses are matched to the unmapped TDM columns
 *   by {@link suggestMappings} — first exactly (a header that is a column's key, label or
 *   alternative match always maps: `match: "exact"`), then by similarity; EXACT mode uses saved
 *   mappings only.
 * - A TDM column with a `required` validation that stays unmapped → EngineError MAPPING_INCOMPLETE
 *   naming it (and the missing source column when a saved mapping named one). The conditional
 *   rules (`required_with`, …) do not fail the mapping: whether they bite depends on each row, and
 *   the validator reports those cells.
 */
import type { ResolveMapping } from '../contracts.ts';
import { EngineError, type CellValue, type MappingConfig, type MappingMemoryEntry, type MappingReport, type MappingUsed, type Row, type TargetDataModel } from '../types.ts';
import { suggestColumns, toMappingSuggestions } from './matcher.ts';
import { findHeader } from './schema-policy.ts';

/** Sample rows the matcher profiles (the first ones after the header). */
export const MAPPING_SAMPLE_ROWS = 50;

/** `samples[i]`: the values of column i in the first sample rows. */
function columnSamples(headers: string[], rows: Row[]): CellValue[][] {
  const sample = rows.slice(0, MAPPING_SAMPLE_ROWS);
  return headers.map((_, i) => sample.map((row) => row[i] ?? null));
}

/**
 * Resolves the mapping of `headers` onto `tdm`'s columns (see the module comment).
 * @param headers    distinct input column names (header stage)
 * @param sampleRows data rows after the header (the first {@link MAPPING_SAMPLE_ROWS} are profiled)
 * @throws EngineError MAPPING_INCOMPLETE when a `required` TDM column stays unmapped
 */
export const resolveMapping: ResolveMapping = (
  headers: string[],
  sampleRows: Row[],
  tdm: TargetDataModel,
  config: MappingConfig | null | undefined,
  options: { memory?: readonly MappingMemoryEntry[]; exclude?: readonly string[] } = {},
): MappingReport => {
  const mode = config?.mode === 'EXACT' ? 'EXACT' : 'DEFAULT';
  const keys = new Set(tdm.columns.map((c) => c.key));
  const byTarget = new Map<string, MappingUsed>();
  const missingByTarget = new Map<string, string[]>();
  const missing: string[] = [];
  const contradicted: NonNullable<MappingReport['contradicted_source_columns']> = [];

  for (const saved of config?.mappings ?? []) {
    const target = saved.target_column;
    if (!keys.has(target) || byTarget.has(target)) continue;
    const sources = saved.source_columns ?? [];
    const found = sources.map((name) => findHeader(headers, name));
    const absent = sources.filter((_, i) => found[i] === undefined);
    if (absent.length > 0) {
      missingByTarget.set(target, absent);
      for (const name of absent) if (!missing.includes(name)) missing.push(name);
      continue;
    }
    const transformations = saved.transformations ?? [];
    if (sources.length === 0 && transformations.length === 0) continue;
    byTarget.set(target, {
      source_columns: found as string[],
      target_column: target,
      ...(transformations.length ? { transformations } : {}),
      origin: 'SAVED',
    });
  }

  if (mode === 'DEFAULT') {
    const usedSources = new Set<string>();
    for (const m of byTarget.values()) for (const s of m.source_columns) usedSources.add(s);
    // Columns the schema policy discards are never matched (DISCARD_NEW).
    for (const s of options.exclude ?? []) usedSources.add(s);
    const answers = suggestColumns(headers, columnSamples(headers, sampleRows), tdm.columns, {
      sources: usedSources,
      targets: new Set(byTarget.keys()),
    }, { memory: options.memory });
    for (const a of answers) {
      if (a.target_column === null && a.contradicts) contradicted.push({ source_column: a.source_column, target_column: a.contradicts, reason: a.reason });
    }
    const suggestions = toMappingSuggestions(answers);
    for (const s of suggestions) {
      const joined = byTarget.get(s.target_column);
      if (joined && s.match === 'joined') {
        joined.source_columns.push(s.source_column);
        continue;
      }
      byTarget.set(s.target_column, {
        source_columns: [s.source_column],
        target_column: s.target_column,
        origin: 'SUGGESTED',
        match: s.match,
        confidence: s.confidence,
        reason: s.reason,
      });
    }
  }

  const mappings = tdm.columns.map((c) => byTarget.get(c.key)).filter((m): m is MappingUsed => m !== undefined);
  const used = new Set<string>();
  for (const m of mappings) for (const s of m.source_columns) used.add(s);
  const report: MappingReport = {
    mode,
    mappings,
    unmapped_source_columns: headers.filter((h) => !used.has(h)),
    unmapped_target_columns: tdm.columns.filter((c) => !byTarget.has(c.key)).map((c) => c.key),
    ...(missing.length ? { missing_source_columns: missing } : {}),
    ...(contradicted.length ? { contradicted_source_columns: contradicted } : {}),
    ...(options.exclude?.length ? { discarded_source_columns: [...options.exclude] } : {}),
  };

  const requiredUnmapped = tdm.columns.filter((c) => !byTarget.has(c.key) && (c.validations ?? []).some((v) => v.validate === 'required'));
  if (requiredUnmapped.length > 0) {
    const parts = requiredUnmapped.map((c) => {
      const absent = missingByTarget.get(c.key);
      return absent
        ? `"${c.key}" (its saved mapping names ${absent.map((a) => `"${a}"`).join(', ')}, which the file does not have)`
        : `"${c.key}"`;
    });
    throw new EngineError(
      'MAPPING_INCOMPLETE',
      `Required TDM column${requiredUnmapped.length > 1 ? 's' : ''} ${parts.join(', ')} ${requiredUnmapped.length > 1 ? 'are' : 'is'} not mapped to any input column`,
      {
        columns: requiredUnmapped.map((c) => c.key),
        missing_source_columns: requiredUnmapped.flatMap((c) => missingByTarget.get(c.key) ?? []),
        mapping: report as unknown as Record<string, unknown>,
      },
    );
  }
  return report;
};
