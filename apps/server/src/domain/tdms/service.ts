/**
 * Target data models (SPEC.md §Target data model). The definition is checked and normalised by the
 * engine's `checkTdm` at save time (400 naming the column). Visibility: domain/visibility.ts.
 * A TDM in use cannot be deleted (409 naming the pipelines and templates), and an update may not
 * remove a column that a pipeline maps to.
 */
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { PERMISSION_LEVELS } from '@ferry/schemas/tdms';
import { checkTdm } from '@ferry/engine';
import type { TdmCreate, TdmUpdate } from '@ferry/schemas/tdms';
import type { Database } from '../../db/client.ts';
import { pipelineTemplates, pipelines, tdms } from '../../db/schema.ts';
import { errors } from '../../errors.ts';
import type { ListParams, ListSpec } from '../list-query.ts';
import { newId } from '../ids.ts';
import type { Principal } from '../principal.ts';
import { isoTimestamp, type Clock } from '../time.ts';
import { assertCanChange, findVisibleRow, ownership } from '../visibility.ts';
import { listVisiblePage } from '../list-page.ts';

export type TdmRow = typeof tdms.$inferSelect;

export function toTdm(row: TdmRow) {
  return {
    id: row.id,
    name: row.name,
    columns: row.columns as never[],
    ...(row.key?.length ? { key: row.key } : {}),
    permissions: { level: row.permissionLevel },
    created_at: isoTimestamp(row.createdAt),
    created_by: row.createdBy ?? null,
    updated_at: isoTimestamp(row.updatedAt),
    updated_by: row.updatedBy ?? null,
  };
}

export function toTdmListItem(row: TdmRow) {
  const { columns, ...rest } = toTdm(row);
  return { ...rest, column_count: columns.length };
}

/**
 * Checks and normalises columns and the TDM `key` (each key a column, none twice); throws 400
 * naming each problem's field. `key` is null when none is set.
 */
export function checkedTdm(name: string, columns: unknown[], key: unknown): { columns: unknown[]; key: string[] | null } {
  const result = checkTdm({ name, columns, key });
  if (!result.ok) {
    const details = result.problems.map((p) => ({ field: p.path, message: p.message }));
    throw errors.validation(`the target data model is invalid: ${result.problems.map((p) => p.message).join('; ')}`, details);
  }
  return { columns: result.tdm.columns, key: result.tdm.key ?? null };
}

/** The permission level a principal may give its new object: sub-organizations' objects are never shared. */
function levelFor(principal: Principal, requested: 'PUBLIC' | 'PRIVATE' | undefined): 'PUBLIC' | 'PRIVATE' {
  if (principal.type === 'SUB_ORG') {
    if (requested === 'PUBLIC') {
      throw errors.validation('body.permissions.level: a sub-organization cannot make its objects PUBLIC', [
        { field: 'permissions.level', message: 'must be PRIVATE for a sub-organization' },
      ]);
    }
    return 'PRIVATE';
  }
  return requested ?? 'PRIVATE';
}

/** Finds a TDM the principal can see, or throws 404. */
export async function findVisibleTdm(db: Database, principal: Principal, id: string): Promise<TdmRow> {
  return findVisibleRow(db, tdms, principal, id, 'tdm');
}

export async function createTdm(db: Database, clock: Clock, principal: Principal, input: TdmCreate) {
  const { columns, key } = checkedTdm(input.name, input.columns, input.key);
  const now = clock.now();
  const [row] = await db
    .insert(tdms)
    .values({
      id: newId(),
      ...ownership(principal),
      name: input.name.trim(),
      columns,
      key,
      permissionLevel: levelFor(principal, input.permissions?.level),
      createdAt: now,
      createdBy: principal.actor,
      updatedAt: now,
      updatedBy: principal.actor,
    })
    .returning();
  return toTdm(row!);
}

export async function getTdm(db: Database, principal: Principal, id: string) {
  return toTdm(await findVisibleTdm(db, principal, id));
}

export async function listTdms(db: Database, principal: Principal, params: ListParams) {
  const { rows, total } = await listVisiblePage(db, tdms, tdms, principal, params);
  return { items: rows.map(toTdmListItem), total };
}

/** Pipelines whose mappings target a key that `columns` no longer has. */
async function pipelinesMappingRemovedKeys(db: Database, tdmId: string, keys: Set<string>) {
  const using = await db.select({ id: pipelines.id, name: pipelines.name, configuration: pipelines.configuration }).from(pipelines).where(eq(pipelines.tdmId, tdmId));
  const broken: Array<{ id: string; name: string; columns: string[] }> = [];
  for (const p of using) {
    const mappings = ((p.configuration.mapping_config as { mappings?: Array<{ target_column: string }> } | null)?.mappings ?? []);
    const missing = mappings.map((m) => m.target_column).filter((k) => !keys.has(k));
    if (missing.length) broken.push({ id: p.id, name: p.name, columns: missing });
  }
  return broken;
}

/**
 * A PUBLIC TDM that sub-organizations' pipelines or an offered (PUBLIC) template use stays PUBLIC:
 * 409 TDM_IN_USE naming them (as connectors do).
 */
async function assertNotShared(db: Database, current: TdmRow): Promise<void> {
  const [usedBy, offered] = await Promise.all([
    db.select({ id: pipelines.id, name: pipelines.name }).from(pipelines).where(and(eq(pipelines.tdmId, current.id), isNotNull(pipelines.subOrganizationId))).orderBy(pipelines.name),
    db.select({ id: pipelineTemplates.id, name: pipelineTemplates.name }).from(pipelineTemplates).where(and(eq(pipelineTemplates.tdmId, current.id), eq(pipelineTemplates.permissionLevel, 'PUBLIC'))).orderBy(pipelineTemplates.name),
  ]);
  if (!usedBy.length && !offered.length) return;
  const named = [...usedBy.map((p) => `pipeline "${p.name}"`), ...offered.map((t) => `pipeline template "${t.name}"`)];
  throw errors.conflict('TDM_IN_USE', `target data model "${current.name}" is used by ${named.slice(0, 10).join(', ')}${named.length > 10 ? ` and ${named.length - 10} more` : ''}; sub-organizations would lose it if it became PRIVATE`, [
    { pipelines: usedBy, pipeline_templates: offered },
  ]);
}

export async function updateTdm(db: Database, clock: Clock, principal: Principal, id: string, input: TdmUpdate) {
  return db.transaction(async (tx) => {
    const current = await findVisibleTdm(tx as unknown as Database, principal, id);
    assertCanChange(principal, current, 'tdm');
    const changes: Partial<typeof tdms.$inferInsert> = { updatedAt: clock.now(), updatedBy: principal.actor };
    if (input.name !== undefined) changes.name = input.name.trim();
    if (input.columns !== undefined || input.key !== undefined) {
      // The key is checked against the columns it will sit beside: a new key against the stored
      // columns, new columns against the stored key (removing a key column needs a new key too).
      const checked = checkedTdm(input.name ?? current.name, input.columns ?? current.columns, input.key === undefined ? current.key : input.key);
      changes.key = checked.key;
      if (input.columns !== undefined) {
        const columns = checked.columns as Array<{ key: string }>;
        const broken = await pipelinesMappingRemovedKeys(tx as unknown as Database, current.id, new Set(columns.map((c) => c.key)));
        if (broken.length) {
          throw errors.conflict(
            'TDM_IN_USE',
            `these pipelines map to columns the update removes: ${broken.map((b) => `"${b.name}" (${b.columns.join(', ')})`).join('; ')}`,
            broken,
          );
        }
        changes.columns = columns;
      }
    }
    if (input.permissions !== undefined) {
      changes.permissionLevel = levelFor(principal, input.permissions.level);
      if (changes.permissionLevel === 'PRIVATE' && current.permissionLevel === 'PUBLIC') await assertNotShared(tx as unknown as Database, current);
    }
    const [row] = await tx.update(tdms).set(changes).where(eq(tdms.id, current.id)).returning();
    return toTdm(row!);
  });
}

export async function deleteTdm(db: Database, principal: Principal, id: string) {
  return db.transaction(async (tx) => {
    const current = await findVisibleTdm(tx as unknown as Database, principal, id);
    assertCanChange(principal, current, 'tdm');
    const usedBy = await tx.select({ id: pipelines.id, name: pipelines.name }).from(pipelines).where(eq(pipelines.tdmId, current.id));
    const usedByTemplates = await tx.select({ id: pipelineTemplates.id, name: pipelineTemplates.name }).from(pipelineTemplates).where(eq(pipelineTemplates.tdmId, current.id));
    if (usedBy.length || usedByTemplates.length) {
      const names = [...usedBy.map((p) => `pipeline "${p.name}"`), ...usedByTemplates.map((t) => `template "${t.name}"`)];
      throw errors.conflict('TDM_IN_USE', `the target data model is used by ${names.join(', ')}; change or delete them first`, [
        ...usedBy.map((p) => ({ pipeline: p })),
        ...usedByTemplates.map((t) => ({ template: t })),
      ]);
    }
    await tx.delete(tdms).where(eq(tdms.id, current.id));
    return toTdm(current);
  });
}

/** What the list route sorts and filters by (docs/api-conventions.md). */
export const tdmListSpec: ListSpec = {
  sortable: { name: tdms.name, created_at: tdms.createdAt, updated_at: tdms.updatedAt },
  filterable: {
    name: { column: tdms.name, match: 'contains' },
    'permissions.level': { column: tdms.permissionLevel, values: PERMISSION_LEVELS },
  },
  defaultSort: [desc(tdms.createdAt), desc(tdms.id)],
};
