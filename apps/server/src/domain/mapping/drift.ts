/**
 * Schema drift (docs/mapping.md "Schema drift"): how an execution's input columns differ from
 * those of the pipeline's previous execution that read a header, so the owner can confirm or
 * correct the mapping.
 *
 * - `added` / `removed`: columns only in this file / only in the previous one (exact names).
 * - `renamed`: a removed column whose target this run filled from an added column (the saved
 *   mapping named the old header, DEFAULT mode matched the new one), or, failing that, a removed
 *   and an added column at the same position.
 * - `reordered`: the columns both files have come in another order.
 * - `automatic_mappings`: the targets DEFAULT mode filled automatically in this run, with the
 *   source column, confidence and reason; `contradicted`: the input columns it did not map although
 *   their name fits a target, because their values contradict its type.
 * Null when nothing changed and nothing was mapped automatically.
 */
import type { MappingReport } from '@ferry/engine';

export interface SchemaDrift {
  /** The execution compared with; null for a pipeline's first execution. */
  previous_execution_id: string | null;
  added: string[];
  removed: string[];
  renamed: Array<{ from: string; to: string; target_column?: string }>;
  reordered: boolean;
  /** Source columns saved mappings name that this file lacks. */
  missing_source_columns: string[];
  automatic_mappings: Array<{ target_column: string; source_columns: string[]; confidence: number | null; reason: string | null }>;
  /** Input columns not mapped automatically because their values contradict the target's type. */
  contradicted: Array<{ source_column: string; target_column: string; reason: string }>;
  /** One sentence for people. */
  message: string;
}

/**
 * Compares `current` with `previous` (see the module comment).
 * @param previous the previous execution's columns and id, or null
 */
export function schemaDrift(previous: { id: string; columns: string[] } | null, current: string[], mapping: MappingReport | undefined): SchemaDrift | null {
  const before = previous?.columns ?? [];
  const prior = new Set(before);
  const now = new Set(current);
  const added = previous ? current.filter((c) => !prior.has(c)) : [];
  const removed = previous ? before.filter((c) => !now.has(c)) : [];
  const automatic = (mapping?.mappings ?? [])
    .filter((m) => m.origin === 'SUGGESTED')
    .map((m) => ({ target_column: m.target_column, source_columns: m.source_columns, confidence: m.confidence ?? null, reason: m.reason ?? null }));
  const missing = mapping?.missing_source_columns ?? [];
  const contradicted = mapping?.contradicted_source_columns ?? [];

  const renamed: SchemaDrift['renamed'] = [];
  const takenFrom = new Set<string>();
  const takenTo = new Set<string>();
  for (const m of automatic) {
    const to = m.source_columns.find((s) => added.includes(s) && !takenTo.has(s));
    const from = removed.find((r) => missing.includes(r) && !takenFrom.has(r));
    if (to && from) {
      renamed.push({ from, to, target_column: m.target_column });
      takenFrom.add(from);
      takenTo.add(to);
    }
  }
  for (const from of removed) {
    if (takenFrom.has(from)) continue;
    const to = current[before.indexOf(from)];
    if (to !== undefined && added.includes(to) && !takenTo.has(to)) {
      renamed.push({ from, to });
      takenFrom.add(from);
      takenTo.add(to);
    }
  }
  const common = before.filter((c) => now.has(c));
  const inCurrent = current.filter((c) => prior.has(c));
  const reordered = common.some((c, i) => inCurrent[i] !== c);

  if (added.length === 0 && removed.length === 0 && !reordered && missing.length === 0 && automatic.length === 0 && contradicted.length === 0) return null;
  const parts: string[] = [];
  if (renamed.length) parts.push(`${renamed.length} column${renamed.length > 1 ? 's' : ''} renamed (${renamed.map((r) => `"${r.from}" → "${r.to}"`).join(', ')})`);
  const plainAdded = added.filter((a) => !takenTo.has(a));
  const plainRemoved = removed.filter((r) => !takenFrom.has(r));
  if (plainAdded.length) parts.push(`${plainAdded.length} added (${plainAdded.map((a) => `"${a}"`).join(', ')})`);
  if (plainRemoved.length) parts.push(`${plainRemoved.length} removed (${plainRemoved.map((a) => `"${a}"`).join(', ')})`);
  if (reordered) parts.push('columns reordered');
  if (automatic.length) parts.push(`${automatic.length} target column${automatic.length > 1 ? 's' : ''} mapped automatically (${automatic.map((a) => `${a.target_column} ← ${a.source_columns.map((s) => `"${s}"`).join(' + ')}`).join(', ')})`);
  for (const c of contradicted) parts.push(`"${c.source_column}" not mapped to ${c.target_column}: ${c.reason.replace(/^not mapped to "[^"]*" although the name fits: /, '')}`);
  const message = previous
    ? `The file's columns changed since the previous execution: ${parts.join('; ')}. Confirm or correct the mapping in the pipeline.`
    : `${parts.join('; ')}. Confirm or correct the mapping in the pipeline.`;
  return { previous_execution_id: previous?.id ?? null, added, removed, renamed, reordered, missing_source_columns: missing, automatic_mappings: automatic, contradicted, message: message.charAt(0).toUpperCase() + message.slice(1) };
}
