/**
 * Which pipelines and pipeline templates use a connector (as input or output connector), so that
 * deleting it — or making a PUBLIC connector PRIVATE under a sub-organization's pipelines or a
 * template offered to sub-organizations — is a
 * 409 that names them instead of breaking them. Only the objects the principal may see are named;
 * the others are counted.
 */
import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pipelines, pipelineTemplates } from '../../db/schema.ts';
import { errors, type FerryError } from '../../errors.ts';
import type { Principal } from '../principal.ts';
import { canSee } from '../visibility.ts';

/** One pipeline or pipeline template that references a connector. */
export interface ConnectorUse {
  kind: 'pipeline' | 'pipeline template';
  id: string;
  name: string;
  organizationId: string;
  subOrganizationId: string | null;
  /** A template offered to sub-organizations (PUBLIC): they lose it with the connector. */
  offered?: boolean;
}

/** Every pipeline and template of the organization whose input or output connector is `connectorId`. */
export async function findConnectorUses(db: Database, organizationId: string, connectorId: string): Promise<ConnectorUse[]> {
  const columns = (t: typeof pipelines | typeof pipelineTemplates) => ({
    id: t.id,
    name: t.name,
    organizationId: t.organizationId,
    subOrganizationId: t.subOrganizationId,
  });
  const uses = (t: typeof pipelines | typeof pipelineTemplates) =>
    and(eq(t.organizationId, organizationId), or(eq(t.inputConnectorId, connectorId), eq(t.outputConnectorId, connectorId)));
  const [p, t] = await Promise.all([
    db.select(columns(pipelines)).from(pipelines).where(uses(pipelines)).orderBy(pipelines.name),
    db.select(columns(pipelineTemplates)).from(pipelineTemplates).where(uses(pipelineTemplates)).orderBy(pipelineTemplates.name),
  ]);
  const offered = new Set(t.length ? (await db.select({ id: pipelineTemplates.id }).from(pipelineTemplates).where(and(uses(pipelineTemplates), eq(pipelineTemplates.permissionLevel, 'PUBLIC')))).map((r) => r.id) : []);
  return [...p.map((r) => ({ kind: 'pipeline' as const, ...r })), ...t.map((r) => ({ kind: 'pipeline template' as const, ...r, offered: offered.has(r.id) }))];
}

const MAX_NAMED = 10;

/**
 * 409 CONNECTOR_IN_USE naming the uses the principal can see (up to ten) and counting the rest.
 * `details`: `[{pipelines: [{id, name}], pipeline_templates: [{id, name}], others: n}]`.
 */
export function connectorInUse(principal: Principal, connectorName: string, uses: ConnectorUse[], action: string): FerryError {
  const visible = uses.filter((u) => canSee(principal, u));
  const hidden = uses.length - visible.length;
  const named = visible.slice(0, MAX_NAMED).map((u) => `${u.kind} ${JSON.stringify(u.name)} (${u.id})`);
  const more = visible.length - named.length + hidden;
  const list = more > 0 ? [...named, `${more} other pipeline${more === 1 ? '' : 's'} or template${more === 1 ? '' : 's'}`] : named;
  const text = list.length > 1 ? `${list.slice(0, -1).join(', ')} and ${list.at(-1)}` : list[0];
  return errors.conflict('CONNECTOR_IN_USE', `connector ${JSON.stringify(connectorName)} is used by ${text}; ${action}`, [
    {
      pipelines: visible.filter((u) => u.kind === 'pipeline').map(({ id, name }) => ({ id, name })),
      pipeline_templates: visible.filter((u) => u.kind === 'pipeline template').map(({ id, name }) => ({ id, name })),
      others: hidden,
    },
  ]);
}
