/**
 * Pipeline templates (SPEC.md §Pipeline template): presets a new pipeline starts from
 * (`POST /pipeline {template_id}`; the CreatePipeline component's `templateId`). Fields per SPEC
 * (name, pipeline_name, input_connectors, output_connectors, tdm, developer_mode, schedule_config,
 * error_config) plus the optional mapping, header and sheet settings. References follow the same
 * rules as a pipeline's (visible connectors of the right type, a visible TDM, schedule rules).
 * A PUBLIC template (`permissions.level`) is offered to the organization's sub-organizations: they
 * read it and create their own pipelines from it; it must name only PUBLIC connectors and TDMs.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { PipelineConfiguration, PipelineTemplateCreate, PipelineTemplateUpdate } from '@ferry/schemas/pipelines';
import type { Database } from '../../db/client.ts';
import { connectors, pipelineTemplates, pipelines, tdms } from '../../db/schema.ts';
import { errors } from '../../errors.ts';
import type { ListParams, ListSpec } from '../list-query.ts';
import { isId, newId } from '../ids.ts';
import type { Principal } from '../principal.ts';
import { isoTimestamp, type Clock } from '../time.ts';
import { assertCanChange, ownership, visibleTo } from '../visibility.ts';
import { emptyConfiguration, mergeConfiguration, validateConfiguration } from '../pipelines/configuration.ts';
import { listVisiblePage } from '../list-page.ts';

export type TemplateRow = typeof pipelineTemplates.$inferSelect;

/** The fields of a template other than `name`, as stored in `body`. */
interface TemplateBody {
  pipeline_name: string | null;
  configuration: PipelineConfiguration;
  /** Which configuration parts the template sets (others are left to the pipeline's defaults). */
  set: string[];
}

const CONFIG_FIELDS = ['input_connectors', 'output_connectors', 'tdm', 'developer_mode', 'schedule_config', 'error_config', 'mapping_config', 'header_config', 'sheet_config'] as const;

function bodyOf(row: TemplateRow): TemplateBody {
  const b = row.body as Partial<TemplateBody>;
  return { pipeline_name: b.pipeline_name ?? null, configuration: { ...emptyConfiguration(), ...(b.configuration ?? {}) }, set: b.set ?? [] };
}

/** The configuration a pipeline created from this template starts with. */
export function templateConfiguration(row: TemplateRow): PipelineConfiguration {
  return structuredClone(bodyOf(row).configuration);
}

export function toTemplate(row: TemplateRow) {
  const b = bodyOf(row);
  const c = b.configuration;
  const has = (f: string) => b.set.includes(f);
  return {
    id: row.id,
    name: row.name,
    pipeline_name: b.pipeline_name,
    input_connectors: c.input_connectors,
    output_connectors: c.output_connectors,
    tdm: c.tdm,
    developer_mode: c.developer_mode,
    schedule_config: c.schedule_config,
    error_config: has('error_config') ? c.error_config : null,
    mapping_config: has('mapping_config') ? c.mapping_config : null,
    header_config: has('header_config') ? c.header_config : null,
    sheet_config: c.sheet_config,
    permissions: { level: row.permissionLevel },
    created_at: isoTimestamp(row.createdAt),
    created_by: row.createdBy ?? null,
    updated_at: isoTimestamp(row.updatedAt),
    updated_by: row.updatedBy ?? null,
  };
}

export function toTemplateListItem(row: TemplateRow) {
  const t = toTemplate(row);
  return { id: t.id, name: t.name, pipeline_name: t.pipeline_name, permissions: t.permissions, created_at: t.created_at, created_by: t.created_by, updated_at: t.updated_at, updated_by: t.updated_by };
}

export async function findVisibleTemplate(db: Database, principal: Principal, id: string): Promise<TemplateRow> {
  if (!isId(id)) throw errors.notFound('pipeline template', id);
  const [row] = await db.select().from(pipelineTemplates).where(and(eq(pipelineTemplates.id, id), visibleTo(principal, pipelineTemplates))).limit(1);
  if (!row) throw errors.notFound('pipeline template', id);
  return row;
}

async function buildBody(db: Database, principal: Principal, now: Date, current: TemplateBody | null, input: PipelineTemplateCreate | PipelineTemplateUpdate): Promise<{ body: TemplateBody; refs: Awaited<ReturnType<typeof validateConfiguration>> }> {
  const base = current ?? { pipeline_name: null, configuration: emptyConfiguration(), set: [] };
  const { name: _name, pipeline_name, ...rest } = input as Record<string, unknown>;
  const configInput = Object.fromEntries(CONFIG_FIELDS.filter((f) => rest[f] !== undefined).map((f) => [f, rest[f]]));
  const configuration = mergeConfiguration(base.configuration, configInput);
  const refs = await validateConfiguration(db, principal, configuration, { now, previousSchedule: base.configuration.schedule_config, field: '' });
  const set = [...new Set([...base.set, ...Object.keys(configInput)])];
  return {
    body: { pipeline_name: pipeline_name === undefined ? base.pipeline_name : ((pipeline_name as string | null) ?? null), configuration, set },
    refs,
  };
}

/**
 * A PUBLIC template is offered to sub-organizations, which see only the organization's PUBLIC
 * connectors and TDMs: a template naming a PRIVATE one could not be used by them. 400 naming each.
 */
async function assertShareable(db: Database, ownerSubOrganizationId: string | null, refs: Awaited<ReturnType<typeof validateConfiguration>>): Promise<void> {
  if (ownerSubOrganizationId !== null) {
    throw errors.validation("body.permissions.level must be PRIVATE for a sub-organization's template (only the organization offers templates)", [
      { field: 'permissions.level', message: "must be PRIVATE for a sub-organization's template" },
    ]);
  }
  const problems: Array<{ field: string; message: string }> = [];
  const connectorIds = [refs.inputConnectorId, refs.outputConnectorId].filter((id): id is string => !!id);
  const found = connectorIds.length ? await db.select({ id: connectors.id, name: connectors.name, type: connectors.type, level: connectors.permissionLevel }).from(connectors).where(inArray(connectors.id, connectorIds)) : [];
  for (const c of found) {
    if (c.level !== 'PUBLIC') problems.push({ field: c.type === 'INPUT' ? 'input_connectors' : 'output_connectors', message: `the ${c.type === 'INPUT' ? 'input' : 'output'} connector "${c.name}" is PRIVATE: sub-organizations cannot use it; make it PUBLIC first` });
  }
  if (refs.tdmId) {
    const [t] = await db.select({ name: tdms.name, level: tdms.permissionLevel }).from(tdms).where(eq(tdms.id, refs.tdmId)).limit(1);
    if (t && t.level !== 'PUBLIC') problems.push({ field: 'tdm', message: `the target data model "${t.name}" is PRIVATE: sub-organizations cannot use it; make it PUBLIC first` });
  }
  if (problems.length) throw errors.validation(`a PUBLIC template is offered to sub-organizations: ${problems.map((p) => p.message).join('; ')}`, problems);
}

export async function createTemplate(db: Database, clock: Clock, principal: Principal, input: PipelineTemplateCreate) {
  const now = clock.now();
  const { body, refs } = await buildBody(db, principal, now, null, input);
  const level = input.permissions?.level ?? 'PRIVATE';
  if (level === 'PUBLIC') await assertShareable(db, principal.subOrganizationId, refs);
  const [row] = await db
    .insert(pipelineTemplates)
    .values({
      id: newId(),
      ...ownership(principal),
      name: input.name.trim(),
      permissionLevel: level,
      body: body as unknown as Record<string, unknown>,
      inputConnectorId: refs.inputConnectorId,
      outputConnectorId: refs.outputConnectorId,
      tdmId: refs.tdmId,
      createdAt: now,
      createdBy: principal.actor,
      updatedAt: now,
      updatedBy: principal.actor,
    })
    .returning();
  return toTemplate(row!);
}

export async function getTemplate(db: Database, principal: Principal, id: string) {
  return toTemplate(await findVisibleTemplate(db, principal, id));
}

export async function listTemplates(db: Database, principal: Principal, params: ListParams) {
  const { rows, total } = await listVisiblePage(db, pipelineTemplates, pipelineTemplates, principal, params);
  return { items: rows.map(toTemplateListItem), total };
}

export async function updateTemplate(db: Database, clock: Clock, principal: Principal, id: string, input: PipelineTemplateUpdate) {
  return db.transaction(async (tx) => {
    const current = await findVisibleTemplate(tx as unknown as Database, principal, id);
    assertCanChange(principal, current, 'pipeline template');
    const now = clock.now();
    const { body, refs } = await buildBody(tx as unknown as Database, principal, now, bodyOf(current), input);
    const level = input.permissions?.level ?? current.permissionLevel;
    if (level === 'PUBLIC') await assertShareable(tx as unknown as Database, current.subOrganizationId ?? null, refs);
    const [row] = await tx
      .update(pipelineTemplates)
      .set({
        name: input.name?.trim() ?? current.name,
        permissionLevel: level,
        body: body as unknown as Record<string, unknown>,
        inputConnectorId: refs.inputConnectorId,
        outputConnectorId: refs.outputConnectorId,
        tdmId: refs.tdmId,
        updatedAt: now,
        updatedBy: principal.actor,
      })
      .where(eq(pipelineTemplates.id, current.id))
      .returning();
    return toTemplate(row!);
  });
}

/** Deletes a template; 409 naming the pipelines made from it while any exist. Answers the deleted template. */
export async function deleteTemplate(db: Database, principal: Principal, id: string) {
  return db.transaction(async (tx) => {
    const current = await findVisibleTemplate(tx as unknown as Database, principal, id);
    assertCanChange(principal, current, 'pipeline template');
    const usedBy = await tx.select({ id: pipelines.id, name: pipelines.name }).from(pipelines).where(eq(pipelines.templateId, current.id));
    if (usedBy.length) {
      throw errors.conflict(
        'TEMPLATE_IN_USE',
        `the pipeline template is used by ${usedBy.map((p) => `pipeline "${p.name}"`).join(', ')}; delete them first`,
        usedBy.map((p) => ({ pipeline: p })),
      );
    }
    await tx.delete(pipelineTemplates).where(eq(pipelineTemplates.id, current.id));
    return toTemplate(current);
  });
}

/** What the list route sorts and filters by (docs/api-conventions.md). */
export const templateListSpec: ListSpec = {
  sortable: { name: pipelineTemplates.name, created_at: pipelineTemplates.createdAt, updated_at: pipelineTemplates.updatedAt },
  filterable: {
    name: { column: pipelineTemplates.name, match: 'contains' },
    permission_level: { column: pipelineTemplates.permissionLevel, values: ['PUBLIC', 'PRIVATE'] },
    'permissions.level': { column: pipelineTemplates.permissionLevel, values: ['PUBLIC', 'PRIVATE'] },
  },
  defaultSort: [desc(pipelineTemplates.createdAt), desc(pipelineTemplates.id)],
};
