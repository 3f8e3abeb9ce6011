/**
 * Schema drift and the schema-change policy of a recurring feed (docs/mapping.md "Schema drift",
 * "Schema-change policy"). One place computes how a file's columns differ from the columns the
 * pipeline accepted last: the engine, to apply the policy before any row is processed, and the
 * server, to record the drift on the execution and announce it (`execution.schema_changed`).
 *
 * Drift (exact header names; `reference` null means nothing to compare with — a pipeline's first
 * file — and then only `missing_source_columns` can be non-empty):
 * - `added` / `removed`: columns only in this file / only in the reference.
 * - `renamed`: a removed column whose target this run filled from an added column (a saved mapping
 *   named the removed column and DEFAULT mode matched the added one), or, failing that, a removed
 *   and an added column at the same position.
 * - `reordered`: the columns both have come in another order.
 * - `missing_source_columns`: source columns the saved mappings name that the file lacks (matched
 *   as the run matches them: exactly, else ignoring case when that is unambiguous).
 *
 * Policies (`configuration.schema_policy`):
 * - `EVOLVE` (default): nothing is refused; DEFAULT mode maps new columns automatically, EXACT
 *   ignores them.
 * - `FREEZE`: a file with a new column (one the reference lacks and no saved mapping names), a
 *   renamed column or a mapped column missing fails with SCHEMA_CHANGED before any row is read
 *   further, naming each difference. Removed unmapped columns and a new order do not fail it.
 * - `DISCARD_NEW`: new columns are never mapped (listed in `mapping.discarded_source_columns`); a
 *   mapped column missing still fails with SCHEMA_CHANGED.
 */
import { EngineError, type MappingConfig, type MappingReport } from '../types.ts';

export const SCHEMA_POLICIES = ['EVOLVE', 'FREEZE', 'DISCARD_NEW'] as const;
/** What a pipeline does when a file's columns differ from those it accepted last. */
export type SchemaPolicy = (typeof SCHEMA_POLICIES)[number];

/** How a file's columns differ from a reference (see the module comment). */
export interface ColumnDrift {
  added: string[];
  removed: string[];
  renamed: Array<{ from: string; to: string; target_column?: string }>;
  reordered: boolean;
  missing_source_columns: string[];
}

/** True when the columns themselves changed (added, removed, renamed or reordered). */
export function shapeChanged(drift: Pick<ColumnDrift, 'added' | 'removed' | 'renamed' | 'reordered'>): boolean {
  return drift.added.length > 0 || drift.removed.length > 0 || drift.renamed.length > 0 || drift.reordered;
}

/** The header `name` stands for in `headers`: itself, else the one header equal ignoring case and surrounding spaces. */
export function findHeader(headers: readonly string[], name: string): string | undefined {
  if (headers.includes(name)) return name;
  const wanted = name.trim().toLowerCase();
  const found = headers.filter((h) => h.trim().toLowerCase() === wanted);
  return found.length === 1 ? found[0] : undefined;
}

/**
 * How `current` differs from `reference` (see the module comment).
 * @param saved   the pipeline's saved mappings (for `missing_source_columns` and renames by target)
 * @param mapping the run's mapping report, when the run got that far (renames by target)
 */
export function columnDrift(
  reference: readonly string[] | null,
  current: readonly string[],
  options: { saved?: MappingConfig | null; mapping?: MappingReport } = {},
): ColumnDrift {
  const before = reference ?? [];
  const prior = new Set(before);
  const now = new Set(current);
  const added = reference ? current.filter((c) => !prior.has(c)) : [];
  const removed = reference ? before.filter((c) => !now.has(c)) : [];
  const missing: string[] = [];
  const savedByTarget = new Map<string, string[]>();
  for (const m of options.saved?.mappings ?? []) {
    const sources = m.source_columns ?? [];
    if (!savedByTarget.has(m.target_column)) savedByTarget.set(m.target_column, sources);
    for (const s of sources) if (findHeader(current, s) === undefined && !missing.includes(s)) missing.push(s);
  }
  for (const s of options.mapping?.missing_source_columns ?? []) if (!missing.includes(s)) missing.push(s);

  const renamed: ColumnDrift['renamed'] = [];
  const takenFrom = new Set<string>();
  const takenTo = new Set<string>();
  // By target: the saved mapping of a target named a removed column, and the run filled it from an added one.
  for (const m of options.mapping?.mappings ?? []) {
    if (m.origin !== 'SUGGESTED') continue;
    const to = m.source_columns.find((s) => added.includes(s) && !takenTo.has(s));
    const named = savedByTarget.get(m.target_column);
    const from = named
      ? named.find((s) => removed.includes(s) && !takenFrom.has(s))
      : removed.find((r) => missing.includes(r) && !takenFrom.has(r));
    if (to && from) {
      renamed.push({ from, to, target_column: m.target_column });
      takenFrom.add(from);
      takenTo.add(to);
    }
  }
  // By position.
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
  return { added, removed, renamed, reordered, missing_source_columns: missing };
}

/** What {@link applySchemaPolicy} decided for a run that may go on. */
export interface SchemaDecision {
  drift: ColumnDrift;
  /** DISCARD_NEW: the new columns, never to be mapped in this run. */
  discard: string[];
}

const quoted = (names: readonly string[]) => names.map((n) => JSON.stringify(n)).join(', ');

/**
 * Applies `policy` to a file whose header is `columns`, before the mapping is resolved.
 * @param accepted the columns the pipeline accepted last (null: nothing to compare with)
 * @throws EngineError SCHEMA_CHANGED (FREEZE: a new, renamed or missing mapped column;
 *   DISCARD_NEW: a missing mapped column), with `details` {policy, added, removed, renamed,
 *   reordered, missing_source_columns, new_columns}
 */
export function applySchemaPolicy(policy: SchemaPolicy, accepted: readonly string[] | null, columns: readonly string[], saved: MappingConfig | null | undefined): SchemaDecision {
  const drift = columnDrift(accepted, columns, { saved });
  if (policy === 'EVOLVE') return { drift, discard: [] };
  // A column a saved mapping names is not new to the pipeline, even if no earlier file had it.
  const named = new Set<string>();
  for (const m of saved?.mappings ?? []) for (const s of m.source_columns ?? []) {
    const h = findHeader(columns, s);
    if (h !== undefined) named.add(h);
  }
  const renamedFrom = new Set(drift.renamed.map((r) => r.from));
  const fresh = drift.added.filter((a) => !named.has(a));
  const missing = drift.missing_source_columns;
  const fails = policy === 'FREEZE' ? fresh.length > 0 || missing.length > 0 : missing.length > 0;
  if (!fails) return { drift, discard: policy === 'DISCARD_NEW' ? fresh : [] };

  const parts: string[] = [];
  const renames = drift.renamed.filter((r) => (policy === 'FREEZE' ? fresh.includes(r.to) || missing.includes(r.from) : missing.includes(r.from)));
  for (const r of renames) parts.push(`${JSON.stringify(r.from)} was renamed to ${JSON.stringify(r.to)}${missing.includes(r.from) ? ' (a mapped column)' : ''}`);
  const shownFrom = new Set(renames.map((r) => r.from));
  const shownTo = new Set(renames.map((r) => r.to));
  const lost = missing.filter((m) => !shownFrom.has(m));
  if (lost.length) parts.push(`the mapped column${lost.length > 1 ? 's' : ''} ${quoted(lost)} ${lost.length > 1 ? 'are' : 'is'} missing`);
  const extra = policy === 'FREEZE' ? fresh.filter((a) => !shownTo.has(a)) : [];
  if (extra.length) parts.push(`new column${extra.length > 1 ? 's' : ''} ${quoted(extra)}`);
  const unmappedGone = drift.removed.filter((r) => !renamedFrom.has(r) && !missing.includes(r));
  const context = policy === 'FREEZE' ? 'the pipeline freezes its columns (schema_policy FREEZE)' : 'schema_policy DISCARD_NEW still needs every mapped column';
  const also = unmappedGone.length ? ` (also no longer in the file, unmapped: ${quoted(unmappedGone)})` : '';
  throw new EngineError(
    'SCHEMA_CHANGED',
    `The file's columns changed and ${context}: ${parts.join('; ')}${also}. Nothing was delivered: accept the new columns (rerun with accept_schema, after adjusting the mapping if needed) or send a file with the accepted columns.`,
    {
      policy,
      added: drift.added,
      removed: drift.removed,
      renamed: drift.renamed,
      reordered: drift.reordered,
      missing_source_columns: missing,
      new_columns: fresh,
    },
  );
}
