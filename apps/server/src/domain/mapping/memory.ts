/**
 * Mapping memory (docs/mapping.md "Memory"): which TDM key a tenant's people mapped an input
 * header to, so later suggestions for that tenant start from it.
 *
 * - Remembered: every saved mapping of one source column, when a pipeline is created or a PUT
 *   changes it (a mapping re-sent unchanged is not counted again), and once more for every
 *   SUCCESSFUL execution that used it (`origin: SAVED` in its mapping report).
 * - Corrected: when a person changes a saved mapping so that a header no longer feeds a key (it
 *   now feeds another key, or another header feeds the key), the pair is remembered as a
 *   **negative**: the matcher never suggests it again for that tenant until a person confirms it
 *   again (a row corrected after its last confirmation is negative).
 * - Scopes: the organization's memory (`scope` '') holds every confirmation in the organization,
 *   and counts apart (`own_count`) those of the organization's own pipelines; a sub-organization's
 *   (`scope` = its id) holds only those of its own pipelines.
 * - Read: an organization-level caller sees the organization's memory and, when it names a
 *   sub-organization, that one's too. A sub-organization's caller and runs of a sub-organization's
 *   pipeline see that sub-organization's memory and what the organization's own pipelines
 *   confirmed (at the organization's lower confidence): the organization informs its
 *   sub-organizations, but one sub-organization's confirmations or corrections never reach
 *   another, and nothing crosses organizations.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { exactName, type MappingMemoryEntry } from '@ferry/engine/mapping';
import type { Database } from '../../db/client.ts';
import { mappingMemory } from '../../db/schema.ts';

/** A header → key pair to remember. */
export interface MemoryPair {
  header: string;
  target_column: string;
}

type MemoryRow = typeof mappingMemory.$inferSelect;

/** Whether a row is a negative: corrected after it was last confirmed. */
const corrected = (r: MemoryRow): boolean => r.lastRejectedAt !== null && r.lastRejectedAt.getTime() >= r.lastUsedAt.getTime();

/**
 * A stored row as the matcher takes it. `forSubOrganization`: an organization row read for a
 * sub-organization counts only the organization's own confirmations and carries no negative
 * (a correction there may have been another sub-organization's).
 */
function toEntry(r: MemoryRow, forSubOrganization = false): MappingMemoryEntry | null {
  if (r.scope === '' && forSubOrganization) return r.ownCount > 0 ? { header: r.header, target_column: r.targetColumn, count: r.ownCount, scope: 'ORGANIZATION' } : null;
  const negative = corrected(r);
  if (!negative && r.count === 0) return null;
  return { header: r.header, target_column: r.targetColumn, count: r.count, scope: r.scope === '' ? 'ORGANIZATION' : 'SUB_ORGANIZATION', ...(negative ? { negative: true } : {}) };
}

/** Headers looked up per request at most (a file's columns; more are not looked up). */
const MAX_LOOKUP = 2000;

/** The single-source saved mappings of a mapping configuration as pairs (multi-source joins are not remembered). */
export function savedPairs(mappingConfig: unknown): MemoryPair[] {
  const mappings = (mappingConfig as { mappings?: Array<{ source_columns?: unknown; target_column?: unknown }> } | null | undefined)?.mappings ?? [];
  const out: MemoryPair[] = [];
  for (const m of mappings) {
    if (!Array.isArray(m.source_columns) || m.source_columns.length !== 1 || typeof m.source_columns[0] !== 'string' || typeof m.target_column !== 'string') continue;
    out.push({ header: m.source_columns[0], target_column: m.target_column });
  }
  return out;
}

/**
 * The pairs of `before` that a person corrected in `after`: the header now feeds another key, or
 * another header now feeds the key. A pair simply dropped (header and key both unmapped) is not
 * counted: the column may have gone from the file.
 */
export function correctedPairs(before: unknown, after: unknown): MemoryPair[] {
  const now = savedPairs(after);
  const byHeader = new Map(now.map((p) => [exactName(p.header), p.target_column]));
  const byTarget = new Map(now.map((p) => [p.target_column, exactName(p.header)]));
  return savedPairs(before).filter((p) => {
    const header = exactName(p.header);
    const target = byHeader.get(header);
    const source = byTarget.get(p.target_column);
    return (target !== undefined && target !== p.target_column) || (source !== undefined && source !== header);
  });
}

/** The pairs of `after` that `before` did not have (what a save newly confirmed). */
export function newPairs(before: unknown, after: unknown): MemoryPair[] {
  const known = new Set(savedPairs(before).map((p) => `${exactName(p.header)}\u0000${p.target_column}`));
  return savedPairs(after).filter((p) => !known.has(`${exactName(p.header)}\u0000${p.target_column}`));
}

/**
 * Counts `pairs` once more in the organization's memory and, for a sub-organization's pipeline,
 * in that sub-organization's. Never throws for a bad pair (empty headers are skipped).
 */
export async function remember(db: Database, organizationId: string, subOrganizationId: string | null, pairs: MemoryPair[], now: Date): Promise<void> {
  const rows = new Map<string, { header: string; targetColumn: string }>();
  for (const p of pairs) {
    const header = exactName(p.header);
    if (header === '' || header.length > 500) continue;
    rows.set(`${header}\u0000${p.target_column}`, { header, targetColumn: p.target_column });
  }
  if (rows.size === 0) return;
  const scopes = subOrganizationId ? ['', subOrganizationId] : [''];
  // The organization's own pipelines count apart in its row: that part informs its sub-organizations.
  const own = subOrganizationId ? 0 : 1;
  const values = scopes.flatMap((scope) => [...rows.values()].map((r) => ({ organizationId, scope, ...r, count: 1, ownCount: scope === '' ? own : 0, lastUsedAt: now })));
  await db
    .insert(mappingMemory)
    .values(values)
    .onConflictDoUpdate({
      target: [mappingMemory.organizationId, mappingMemory.scope, mappingMemory.header, mappingMemory.targetColumn],
      set: { count: sql`${mappingMemory.count} + 1`, ownCount: sql`${mappingMemory.ownCount} + excluded.own_count`, lastUsedAt: now },
    });
}

/**
 * Remembers `pairs` as corrected (negatives) in the organization's memory and, for a
 * sub-organization's pipeline, in that sub-organization's: the matcher stops suggesting them there
 * until a person confirms them again. Never throws for a bad pair.
 */
export async function rememberCorrections(db: Database, organizationId: string, subOrganizationId: string | null, pairs: MemoryPair[], now: Date): Promise<void> {
  const rows = new Map<string, { header: string; targetColumn: string }>();
  for (const p of pairs) {
    const header = exactName(p.header);
    if (header === '' || header.length > 500) continue;
    rows.set(`${header}\u0000${p.target_column}`, { header, targetColumn: p.target_column });
  }
  if (rows.size === 0) return;
  const scopes = subOrganizationId ? ['', subOrganizationId] : [''];
  // A row made by a correction has no confirmation: count 0, last used long ago.
  const values = scopes.flatMap((scope) => [...rows.values()].map((r) => ({ organizationId, scope, ...r, count: 0, rejectedCount: 1, lastRejectedAt: now, lastUsedAt: new Date(0) })));
  await db
    .insert(mappingMemory)
    .values(values)
    .onConflictDoUpdate({
      target: [mappingMemory.organizationId, mappingMemory.scope, mappingMemory.header, mappingMemory.targetColumn],
      set: { rejectedCount: sql`${mappingMemory.rejectedCount} + 1`, lastRejectedAt: now },
    });
}

/**
 * The memory entries for `headers` that a reader may use (see the module comment).
 * @param organization true to include the organization's own memory (organization-level readers)
 * @param subOrganizationId the sub-organization whose memory to include, or null
 */
export async function recall(db: Database, organizationId: string, scope: { organization: boolean; subOrganizationId: string | null }, headers: string[]): Promise<MappingMemoryEntry[]> {
  const names = [...new Set(headers.slice(0, MAX_LOOKUP).map(exactName).filter((h) => h !== '' && h.length <= 500))];
  // A sub-organization's reader also reads the organization's own confirmations (see the module comment).
  const scopes = ['', ...(scope.subOrganizationId ? [scope.subOrganizationId] : [])];
  if (names.length === 0) return [];
  const rows = await db
    .select()
    .from(mappingMemory)
    .where(and(eq(mappingMemory.organizationId, organizationId), inArray(mappingMemory.scope, scopes), inArray(mappingMemory.header, names)));
  return rows.map((r) => toEntry(r, !scope.organization)).filter((e): e is MappingMemoryEntry => e !== null);
}

/** Entries a run loads at most (the most used first). */
export const RUN_MEMORY_LIMIT = 5000;

/**
 * The memory a run of a pipeline uses in DEFAULT mode: for a sub-organization's pipeline its
 * memory and the organization's own confirmations, else the organization's; negatives first, then
 * the most used, {@link RUN_MEMORY_LIMIT} entries at most.
 */
export async function recallForRun(db: Database, organizationId: string, subOrganizationId: string | null): Promise<MappingMemoryEntry[]> {
  const rows = await db
    .select()
    .from(mappingMemory)
    .where(and(eq(mappingMemory.organizationId, organizationId), inArray(mappingMemory.scope, subOrganizationId ? ['', subOrganizationId] : [''])))
    .orderBy(sql`${mappingMemory.rejectedCount} > 0 desc`, sql`${mappingMemory.count} desc`)
    .limit(RUN_MEMORY_LIMIT);
  return rows.map((r) => toEntry(r, subOrganizationId !== null)).filter((e): e is MappingMemoryEntry => e !== null);
}
