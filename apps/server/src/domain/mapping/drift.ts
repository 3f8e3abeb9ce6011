/**
 * Schema drift (docs/mapping.md "Schema drift"): how an execution's input columns differ from the
 * columns the pipeline accepted before it (its earlier files, as its schema policy left them), so
 * the owner can confirm or correct the mapping, and `execution.schema_changed` can say so.
 *
 * The comparison itself is the engine's `columnDrift` (packages/engine/src/mapping/schema-policy.ts),
 * the one place that decides what is added, removed, renamed and reordered — the engine applies the
 * schema policy with it before a run maps anything. This module adds what a person reads:
 * - `automatic_mappings`: the targets DEFAULT mode filled automatically in this run, with the
 *   source column, confidence and reason; `contradicted`: the input columns it did not map although
 *   their name fits a target, because their values contradict its type; `discarded`: the new
 *   columns DISCARD_NEW left unmapped;
 * - `message`: one sentence.
 * Null when nothing changed and nothing was mapped automatically.
 */
import { columnDrift, shapeChanged, type MappingConfig, type MappingReport } from '@ferry/engine';

export interface SchemaDrift {
  /** The execution whose file gave the accepted columns compared with; null without one. */
  previous_execution_id: string | null;
  added: string[];
  removed: string[];
  renamed: Array<{ from: string; to: string; target_column?: string }>;
  reordered: boolean;
  /** Source columns saved mappings name that this file lacks. */
  missing_source_columns: string[];
  /** DISCARD_NEW: new columns left unmapped on purpose. */
  discarded?: string[];
  automatic_mappings: Array<{ target_column: string; source_columns: string[]; confidence: number | null; reason: string | null }>;
  /** Input columns not mapped automatically because their values contradict the target's type. */
  contradicted: Array<{ source_column: string; target_column: string; reason: string }>;
  /** One sentence for people. */
  message: string;
}

/** The columns a pipeline accepted last, and the execution whose file they came from. */
export interface AcceptedColumns {
  columns: string[];
  execution_id: string | null;
}

/** True when the drift is a change of the columns themselves (what `execution.schema_changed` announces). */
export function driftChangesShape(drift: SchemaDrift | null | undefined): drift is SchemaDrift {
  return !!drift && shapeChanged(drift);
}

/**
 * Compares `current` with the accepted columns `previous` (see the module comment).
 * @param saved the pipeline's saved mappings the run used (for missing columns and renames by target)
 */
export function schemaDrift(previous: AcceptedColumns | null, current: string[], mapping: MappingReport | undefined, saved?: MappingConfig | null): SchemaDrift | null {
  const drift = columnDrift(previous?.columns ?? null, current, { saved, mapping });
  const { added, removed, renamed, reordered } = drift;
  const missing = drift.missing_source_columns;
  const automatic = (mapping?.mappings ?? [])
    .filter((m) => m.origin === 'SUGGESTED')
    .map((m) => ({ target_column: m.target_column, source_columns: m.source_columns, confidence: m.confidence ?? null, reason: m.reason ?? null }));
  const contradicted = mapping?.contradicted_source_columns ?? [];
  const discarded = mapping?.discarded_source_columns ?? [];

  if (!shapeChanged(drift) && missing.length === 0 && automatic.length === 0 && contradicted.length === 0 && discarded.length === 0) return null;
  const takenFrom = new Set(renamed.map((r) => r.from));
  const takenTo = new Set(renamed.map((r) => r.to));
  const parts: string[] = [];
  if (renamed.length) parts.push(`${renamed.length} column${renamed.length > 1 ? 's' : ''} renamed (${renamed.map((r) => `"${r.from}" → "${r.to}"`).join(', ')})`);
  const plainAdded = added.filter((a) => !takenTo.has(a));
  const plainRemoved = removed.filter((r) => !takenFrom.has(r));
  if (plainAdded.length) parts.push(`${plainAdded.length} added (${plainAdded.map((a) => `"${a}"`).join(', ')})`);
  if (plainRemoved.length) parts.push(`${plainRemoved.length} removed (${plainRemoved.map((a) => `"${a}"`).join(', ')})`);
  if (reordered) parts.push('columns reordered');
  if (discarded.length) parts.push(`${discarded.length} new column${discarded.length > 1 ? 's' : ''} left unmapped by the schema policy DISCARD_NEW (${discarded.map((d) => `"${d}"`).join(', ')})`);
  if (automatic.length) parts.push(`${automatic.length} target column${automatic.length > 1 ? 's' : ''} mapped automatically (${automatic.map((a) => `${a.target_column} ← ${a.source_columns.map((s) => `"${s}"`).join(' + ')}`).join(', ')})`);
  for (const c of contradicted) parts.push(`"${c.source_column}" not mapped to ${c.target_column}: ${c.reason.replace(/^not mapped to "[^"]*" although the name fits: /, '')}`);
  if (parts.length === 0 && missing.length) parts.push(`saved mappings name column${missing.length > 1 ? 's' : ''} the file lacks (${missing.map((m) => `"${m}"`).join(', ')})`);
  const message = previous
    ? `The file's columns changed since the previous execution: ${parts.join('; ')}. Confirm or correct the mapping in the pipeline.`
    : `${parts.join('; ')}. Confirm or correct the mapping in the pipeline.`;
  return {
    previous_execution_id: previous?.execution_id ?? null,
    added, removed, renamed, reordered,
    missing_source_columns: missing,
    ...(discarded.length ? { discarded } : {}),
    automatic_mappings: automatic,
    contradicted,
    message: message.charAt(0).toUpperCase() + message.slice(1),
  };
}
