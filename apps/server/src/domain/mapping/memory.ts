/**
 * Mapping memory (docs/mapping.md "Memory"): which TDM key a tenant's people mapped an input
 * header to, so later suggestions for that tenant start from it.
 *
 * - Remembered: every saved mapping of one source column, when a pipeline is created or a PUT
 *   changes it (a mapping re-sent unchanged is not counted again), and once more for every
 *   SUCCESSFUL execution that used it (`origin: SAVED` in its mapping report).
 * - Scopes: the organization's memory (`scope` '') holds every confirmation in the organization;
 *   a sub-organization's (`scope` = its id) only those of its own pipelines.
 * - Read: an organization-level caller sees the organization's memory and, when it names a
 *   sub-organization, that one's too; a sub-organization's caller and runs of a sub-organization's
 *   pipeline see only that sub-organization's memory — never another tenant's.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { exactName, type MappingMemoryEntry } from '@ferry/engine/mapping/matcher';
import type { Database } from '../../db/client.ts';
import { mappingMemory } from '../../db/schema.ts';

/** A header → key pair to remember. */
export interface MemoryPair {
  header: string;
  target_column: string;
}

/** A stored row as the matcher takes it. */
function toEntry(r: typeof mappingMemory.$inferSelect): MappingMemoryEntry {
  return { header: r.header, target_column: r.targetColumn, count: r.count, scope: r.scope === '' ? 'ORGANIZATION' : 'SUB_ORGANIZATION' };
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
  const values = scopes.flatMap((scope) => [...rows.values()].map((r) => ({ organizationId, scope, ...r, count: 1, lastUsedAt: now })));
  await db
    .insert(mappingMemory)
    .values(values)
    .onConflictDoUpdate({
      target: [mappingMemory.organizationId, mappingMemory.scope, mappingMemory.header, mappingMemory.targetColumn],
      set: { count: sql`${mappingMemory.count} + 1`, lastUsedAt: now },
    });
}

/**
 * The memory entries for `headers` that a reader may use (see the module comment).
 * @param organization true to include the organization's own memory (organization-level readers)
 * @param subOrganizationId the sub-organization whose memory to include, or null
 */
export async function recall(db: Database, organizationId: string, scope: { organization: boolean; subOrganizationId: string | null }, headers: string[]): Promise<MappingMemoryEntry[]> {
  const names = [...new Set(headers.slice(0, MAX_LOOKUP).map(exactName).filter((h) => h !== '' && h.length <= 500))];
  const scopes = [...(scope.organization ? [''] : []), ...(scope.subOrganizationId ? [scope.subOrganizationId] : [])];
  if (names.length === 0 || scopes.length === 0) return [];
  const rows = await db
    .select()
    .from(mappingMemory)
    .where(and(eq(mappingMemory.organizationId, organizationId), inArray(mappingMemory.scope, scopes), inArray(mappingMemory.header, names)));
  return rows.map(toEntry);
}

/** Entries a run loads at most (the most used first). */
export const RUN_MEMORY_LIMIT = 5000;

/**
 * The memory a run of a pipeline uses in DEFAULT mode: the sub-organization's for its pipelines,
 * else the organization's; the most used {@link RUN_MEMORY_LIMIT} entries.
 */
export async function recallForRun(db: Database, organizationId: string, subOrganizationId: string | null): Promise<MappingMemoryEntry[]> {
  const rows = await db
    .select()
    .from(mappingMemory)
    .where(and(eq(mappingMemory.organizationId, organizationId), eq(mappingMemory.scope, subOrganizationId ?? '')))
    .orderBy(sql`${mappingMemory.count} desc`)
    .limit(RUN_MEMORY_LIMIT);
  return rows.map(toEntry);
}
