/**
 * Connectors (SPEC.md §Connector, §Endpoints/Connectors; docs/connectors.md). Rules:
 * - visibility per domain/visibility.ts: organization users see every connector of the
 *   organization; a sub-organization sees its own and the organization's PUBLIC ones, and changes
 *   only its own (the organization's PUBLIC connectors are read-only to it: 403);
 * - a sub-organization's connectors are always PRIVATE (`permissions.level` PUBLIC from a
 *   sub-organization is a 400: only the organization shares connectors);
 * - `type` and `node_type` never change (409 IMMUTABLE_FIELD; sending the current value is fine);
 * - `configuration` is validated per node type (configuration.ts); on update it is merged into the
 *   stored one (RFC 7396); secrets are sealed (secret-fields.ts) and answered masked;
 * - a connector a pipeline or pipeline template uses cannot be deleted, nor a PUBLIC one made
 *   PRIVATE while a sub-organization's pipeline uses it (409 CONNECTOR_IN_USE naming them).
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { CONNECTOR_PERMISSION_LEVELS, CONNECTOR_TRIGGER_TYPES, CONNECTOR_TYPES, NODE_TYPES } from '@ferry/schemas/connectors';
import type { ConnectorCreate, ConnectorType, ConnectorUpdate, NodeType } from '@ferry/schemas/connectors';
import type { Database } from '../../db/client.ts';
import { foreignKeyViolation } from '../../db/errors.ts';
import { connectors } from '../../db/schema.ts';
import { errors } from '../../errors.ts';
import type { ListParams, ListSpec } from '../list-query.ts';
import type { Keys } from '../../security/master-key.ts';
import { generateInboundSecret, hashInboundSecret } from '../../security/inbound-secrets.ts';
import { newId } from '../ids.ts';
import type { Principal } from '../principal.ts';
import { isoTimestamp, type Clock } from '../time.ts';
import { assertCanChange, findRowInOrganization, findVisibleRow, ownership, type TenantColumns } from '../visibility.ts';
import { followDefaults, mergeConfiguration, normaliseConfigurationPatch, validateConfiguration, type Configuration } from './configuration.ts';
import { assertSecretsFollowDestination, maskSecrets, openSecrets, sealSecrets } from './secret-fields.ts';
import { connectorInUse, findConnectorUses } from './usage.ts';
import type { UrlGuard } from './values.ts';
import { listVisiblePage } from '../list-page.ts';

type Row = typeof connectors.$inferSelect;
type SecretKey = Pick<Keys, 'secretEncryption'>;


const tenancy: TenantColumns = {
  organizationId: connectors.organizationId,
  subOrganizationId: connectors.subOrganizationId,
  permissionLevel: connectors.permissionLevel,
};

/** List form: `id, name, type, node_type, permissions.level` and audit fields (ISO 8601). */
export function toConnectorListItem(c: Row) {
  return {
    id: c.id,
    name: c.name,
    type: c.type,
    node_type: c.nodeType as NodeType,
    permissions: { level: c.permissionLevel },
    created_at: isoTimestamp(c.createdAt),
    created_by: c.createdBy ?? null,
    updated_at: isoTimestamp(c.updatedAt),
    updated_by: c.updatedBy ?? null,
  };
}

/** Response form: secrets masked; FTP gets `authentication_method` (KEY when secret_key is set). */
export function toConnector(c: Row) {
  const nodeType = c.nodeType as NodeType;
  const configuration = maskSecrets(nodeType, c.configuration);
  if (nodeType === 'FTP') configuration.authentication_method = c.configuration.secret_key ? 'KEY' : 'PASSWORD';
  return {
    ...toConnectorListItem(c),
    configuration,
    trigger_type: (c.triggerType ?? null) as 'TIME_BASE' | 'EVENT_BASE' | null,
  };
}

/**
 * Only the organization shares connectors: a sub-organization's connector (`ownerSubOrganizationId`
 * set) is always PRIVATE, whoever asks (SECURITY.md: mass assignment of permissions.level).
 */
function levelFor(ownerSubOrganizationId: string | null, requested: 'PUBLIC' | 'PRIVATE' | undefined): 'PUBLIC' | 'PRIVATE' | undefined {
  if (ownerSubOrganizationId !== null && requested === 'PUBLIC') {
    throw errors.validation("body.permissions.level must be PRIVATE for a sub-organization's connector (only the organization shares connectors)", [
      { field: 'permissions.level', message: "must be PRIVATE for a sub-organization's connector" },
    ]);
  }
  return requested;
}

/** Loads a connector of the principal's organization by id, or 404 (malformed ids included). */
function findInOrganization(db: Database, organizationId: string, id: string): Promise<Row> {
  return findRowInOrganization(db, connectors, organizationId, id, 'connector');
}

async function findVisible(db: Database, principal: Principal, id: string): Promise<Row> {
  return findVisibleRow(db, connectors, principal, id, 'connector');
}

/** True for connectors that receive pushed data (`POST /connector/{id}/data`). */
export function receivesPushedData(type: string, nodeType: string, configuration: Record<string, unknown>): boolean {
  return type === 'INPUT' && nodeType === 'HTTP' && configuration.type === 'REACTIVE';
}

/**
 * Creates a connector owned by the principal (its sub-organization, or the organization). A
 * REACTIVE HTTP input connector also gets its connector-scoped secret, answered this once as
 * `inbound_secret` with the `inbound_url` to send data to (DESIGN.md §4 connector inbound).
 */
export async function createConnector(
  db: Database,
  clock: Clock,
  keys: SecretKey & Partial<Pick<Keys, 'hashing'>>,
  principal: Principal,
  input: ConnectorCreate,
  options: { publicUrl?: string; guard: UrlGuard },
) {
  const level = levelFor(ownership(principal).subOrganizationId, input.permissions?.level) ?? 'PRIVATE';
  const nodeType = input.node_type;
  const merged = mergeConfiguration({}, normaliseConfigurationPatch(input.configuration ?? {})) as Configuration;
  const configuration = validateConfiguration(nodeType, input.type, merged, options.guard);
  const id = newId();
  const now = clock.now();
  const inbound = receivesPushedData(input.type, nodeType, configuration) && keys.hashing ? generateInboundSecret() : null;
  const [row] = await db
    .insert(connectors)
    .values({
      id,
      ...ownership(principal),
      name: input.name.trim(),
      type: input.type,
      nodeType,
      configuration: sealSecrets(nodeType, configuration, {}, keys.secretEncryption, id),
      permissionLevel: level,
      triggerType: input.trigger_type ?? null,
      inboundSecretHash: inbound && keys.hashing ? hashInboundSecret(keys.hashing, id, inbound) : null,
      createdAt: now,
      createdBy: principal.actor,
      updatedAt: now,
      updatedBy: principal.actor,
    })
    .returning();
  if (!inbound) return toConnector(row!);
  return { ...toConnector(row!), inbound_secret: inbound, inbound_url: `${options.publicUrl ?? ''}/dp/api/v1/connector/${id}/data` };
}

export async function getConnector(db: Database, principal: Principal, id: string) {
  return toConnector(await findVisible(db, principal, id));
}

export async function listConnectors(db: Database, principal: Principal, params: ListParams) {
  const { rows, total } = await listVisiblePage(db, connectors, tenancy, principal, params);
  return { items: rows.map(toConnectorListItem), total };
}

function immutable(field: 'type' | 'node_type', current: string, sent: string | undefined): void {
  if (sent !== undefined && sent !== current) {
    throw errors.conflict('IMMUTABLE_FIELD', `${field} cannot change once a connector exists (it is ${current}); create a new connector instead`, [
      { field, current, sent },
    ]);
  }
}

/** Partial update; `configuration` is merged into the stored one (RFC 7396). */
export async function updateConnector(db: Database, clock: Clock, keys: SecretKey, principal: Principal, id: string, input: ConnectorUpdate, guard: UrlGuard) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const current = await findInOrganization(t, principal.organizationId, id);
    assertCanChange(principal, current, 'connector');
    const nodeType = current.nodeType as NodeType;
    immutable('type', current.type, input.type);
    immutable('node_type', nodeType, input.node_type);
    const level = levelFor(current.subOrganizationId ?? null, input.permissions?.level);
    const changes: Partial<typeof connectors.$inferInsert> = { updatedAt: clock.now(), updatedBy: principal.actor };
    if (input.name !== undefined) changes.name = input.name.trim();
    if (input.trigger_type !== undefined) changes.triggerType = input.trigger_type;
    if (level !== undefined && level !== current.permissionLevel) {
      if (level === 'PRIVATE') {
        const subOrgUses = (await findConnectorUses(t, current.organizationId, current.id)).filter((u) => u.subOrganizationId !== null || u.offered);
        if (subOrgUses.length) throw connectorInUse(principal, current.name, subOrgUses, 'sub-organizations would lose it if it became PRIVATE');
      }
      changes.permissionLevel = level;
    }
    if (input.configuration !== undefined) {
      const patch = normaliseConfigurationPatch(input.configuration);
      const view = followDefaults(nodeType, maskSecrets(nodeType, current.configuration), patch);
      const merged = mergeConfiguration(view, patch) as Configuration;
      const configuration = validateConfiguration(nodeType, current.type as ConnectorType, merged, guard);
      assertSecretsFollowDestination(nodeType, current.configuration, configuration);
      // A pinned SFTP host key belongs to the server it was seen on: another host or port starts afresh.
      const stored = current.configuration as Configuration;
      if (nodeType === 'FTP' && !('host_key_fingerprint' in patch) && (stored.host !== configuration.host || stored.port !== configuration.port)) delete configuration.host_key_fingerprint;
      changes.configuration = sealSecrets(nodeType, configuration, current.configuration, keys.secretEncryption, current.id);
    }
    const [row] = await tx.update(connectors).set(changes).where(eq(connectors.id, current.id)).returning();
    return toConnector(row!);
  });
}

/** Deletes a connector no pipeline or template uses; answers SPEC.md's `{message}`. */
export async function deleteConnector(db: Database, principal: Principal, id: string) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const current = await findInOrganization(t, principal.organizationId, id);
    assertCanChange(principal, current, 'connector');
    const uses = await findConnectorUses(t, current.organizationId, current.id);
    if (uses.length) throw connectorInUse(principal, current.name, uses, 'remove it from them before deleting it');
    try {
      await tx.delete(connectors).where(eq(connectors.id, current.id));
    } catch (err) {
      // A pipeline created since the check still holds the foreign key (ON DELETE RESTRICT).
      if (foreignKeyViolation(err)) throw errors.conflict('CONNECTOR_IN_USE', `connector ${JSON.stringify(current.name)} is used by a pipeline or pipeline template; remove it from them before deleting it`);
      throw err;
    }
    return { message: `connector ${JSON.stringify(current.name)} (${current.id}) was deleted` };
  });
}

/** A connector with its secrets in clear, for the runtime. */
export interface ConnectorForRun {
  id: string;
  organizationId: string;
  subOrganizationId: string | null;
  name: string;
  type: ConnectorType;
  nodeType: NodeType;
  permissionLevel: 'PUBLIC' | 'PRIVATE';
  triggerType: 'TIME_BASE' | 'EVENT_BASE' | null;
  /** The documented configuration with every secret decrypted. Never log it, answer it or queue it. */
  configuration: Configuration;
}

/**
 * Server-internal (never exposed through HTTP): loads a connector of `organizationId` with its
 * secrets decrypted, for an execution. Visibility towards a sub-organization is the caller's
 * business (the pipeline referencing the connector was checked when it was saved).
 * @throws FerryError 404 when no such connector exists in the organization; 500
 *   SECRET_DECRYPTION_FAILED when a secret does not open (another FERRY_SECRET_KEY, altered data).
 */
export async function loadConnectorForRun(db: Database, keys: SecretKey, organizationId: string, connectorId: string): Promise<ConnectorForRun> {
  const row = await findInOrganization(db, organizationId, connectorId);
  const nodeType = row.nodeType as NodeType;
  return {
    id: row.id,
    organizationId: row.organizationId,
    subOrganizationId: row.subOrganizationId ?? null,
    name: row.name,
    type: row.type,
    nodeType,
    permissionLevel: row.permissionLevel,
    triggerType: (row.triggerType ?? null) as ConnectorForRun['triggerType'],
    configuration: openSecrets(nodeType, row.configuration, keys.secretEncryption, row.id),
  };
}

/**
 * Server-internal: pins an SFTP server's host key on its connector (`configuration.host_key_fingerprint`,
 * `SHA256:<base64>`) at the first successful connection (SECURITY.md: SFTP man-in-the-middle). A key
 * already pinned is never replaced here: only a person changes it, by updating the connector.
 */
export async function pinConnectorHostKey(db: Database, organizationId: string, connectorId: string, fingerprint: string): Promise<void> {
  await db
    .update(connectors)
    .set({ configuration: sql`jsonb_set(${connectors.configuration}, '{host_key_fingerprint}', to_jsonb(${fingerprint}::text))` })
    // The whole condition in parentheses: an OR left bare would reach every connector of every tenant.
    .where(and(eq(connectors.id, connectorId), eq(connectors.organizationId, organizationId), eq(connectors.nodeType, 'FTP'), sql`(${connectors.configuration}->>'host_key_fingerprint') is null`));
}

const level = { column: connectors.permissionLevel, values: CONNECTOR_PERMISSION_LEVELS };

/** What the list route sorts and filters by (docs/api-conventions.md). */
export const connectorListSpec: ListSpec = {
  sortable: {
    name: connectors.name,
    type: connectors.type,
    node_type: connectors.nodeType,
    created_at: connectors.createdAt,
    updated_at: connectors.updatedAt,
  },
  filterable: {
    name: { column: connectors.name, match: 'contains' },
    type: { column: connectors.type, values: CONNECTOR_TYPES },
    node_type: { column: connectors.nodeType, values: NODE_TYPES },
    'permissions.level': level,
    permission_level: level,
    trigger_type: { column: connectors.triggerType, values: CONNECTOR_TRIGGER_TYPES },
  },
  defaultSort: [desc(connectors.createdAt), desc(connectors.id)],
};
