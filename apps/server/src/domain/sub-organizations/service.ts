/**
 * Sub-organizations: the customers of an organization (SPEC.md §Sub-organization). Managed by
 * organization users only; `identifier` is unique in the organization (409); e-mail addresses and
 * domains are validated by the request schema and stored lower-cased and de-duplicated.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import { can, completeMatrix, uniformMatrix, type Permission, type PermissionMatrix } from '@ferry/schemas/permissions';
import type { SubOrganizationCreate, SubOrganizationTokenRequest, SubOrganizationUpdate } from '@ferry/schemas/sub-organizations';
import type { Database } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { connectors, organizations, pipelineTemplates, pipelines, subOrganizations, tdms, webhooks } from '../../db/schema.ts';
import { errors } from '../../errors.ts';
import type { ListParams, ListSpec } from '../list-query.ts';
import { isId, newId } from '../ids.ts';
import { requireUser, type Principal } from '../principal.ts';
import { specTimestamp, type Clock } from '../time.ts';
import { listPage } from '../list-page.ts';
import { afterPrincipalChange } from '../principal-cache.ts';
import { licenseKeyVersion } from '../../security/license-keys.ts';
import type { TokenService, VerifiedClaims } from '../access/tokens.ts';

type Row = typeof subOrganizations.$inferSelect;

export function toSubOrganizationListItem(s: Row) {
  return {
    id: s.id,
    name: s.name,
    identifier: s.identifier,
    created_at: specTimestamp(s.createdAt),
    created_by: s.createdBy ?? null,
    updated_at: specTimestamp(s.updatedAt),
    updated_by: s.updatedBy ?? null,
  };
}

export function toSubOrganization(s: Row) {
  return { ...toSubOrganizationListItem(s), email: s.email, domains: s.domains, permissions: s.permissions };
}

const normaliseList = (values: string[]) => [...new Set(values.map((v) => v.trim().toLowerCase()))];

function conflictFor(err: unknown): never {
  if (uniqueViolation(err) === 'sub_organizations_org_identifier_uq') {
    throw errors.conflict('IDENTIFIER_TAKEN', 'another sub-organization of this organization has this identifier');
  }
  throw err;
}

async function find(db: Database, principal: Principal, id: string): Promise<Row> {
  if (!isId(id)) throw errors.notFound('sub-organization', id);
  const [s] = await db
    .select()
    .from(subOrganizations)
    .where(and(eq(subOrganizations.id, id), eq(subOrganizations.organizationId, principal.organizationId)))
    .limit(1);
  if (!s) throw errors.notFound('sub-organization', id);
  return s;
}

export async function createSubOrganization(db: Database, clock: Clock, principal: Principal, input: SubOrganizationCreate) {
  requireUser(principal);
  const now = clock.now();
  try {
    const [row] = await db
      .insert(subOrganizations)
      .values({
        id: newId(),
        organizationId: principal.organizationId,
        name: input.name.trim(),
        identifier: input.identifier.trim(),
        email: normaliseList(input.email ?? []),
        domains: normaliseList(input.domains ?? []),
        permissions: input.permissions ? completeMatrix(input.permissions) : uniformMatrix(true),
        createdAt: now,
        createdBy: principal.actor,
        updatedAt: now,
        updatedBy: principal.actor,
      })
      .returning();
    return toSubOrganization(row!);
  } catch (err) {
    conflictFor(err);
  }
}

export async function getSubOrganization(db: Database, principal: Principal, id: string) {
  requireUser(principal);
  return toSubOrganization(await find(db, principal, id));
}

export async function listSubOrganizations(db: Database, principal: Principal, params: ListParams) {
  requireUser(principal);
  const where = and(eq(subOrganizations.organizationId, principal.organizationId), ...params.where);
  const { rows, total } = await listPage(db, subOrganizations, where, params);
  return { items: rows.map(toSubOrganizationListItem), total };
}

export async function updateSubOrganization(db: Database, clock: Clock, principal: Principal, id: string, input: SubOrganizationUpdate) {
  requireUser(principal);
  const current = await find(db, principal, id);
  const changes: Partial<typeof subOrganizations.$inferInsert> = { updatedAt: clock.now(), updatedBy: principal.actor };
  if (input.name !== undefined) changes.name = input.name.trim();
  if (input.identifier !== undefined) changes.identifier = input.identifier.trim();
  if (input.email !== undefined) changes.email = normaliseList(input.email);
  if (input.domains !== undefined) changes.domains = normaliseList(input.domains);
  if (input.permissions !== undefined) changes.permissions = completeMatrix(input.permissions);
  try {
    const [row] = await afterPrincipalChange(db.update(subOrganizations).set(changes).where(eq(subOrganizations.id, current.id)).returning());
    return toSubOrganization(row!);
  } catch (err) {
    conflictFor(err);
  }
}

/**
 * Deletes a sub-organization. While it owns pipelines, connectors, TDMs or templates the answer is
 * 409 naming how many of each: its data is not deleted behind anyone's back.
 */
export async function deleteSubOrganization(db: Database, principal: Principal, id: string) {
  requireUser(principal);
  return afterPrincipalChange(db.transaction(async (tx) => {
    const current = await find(tx as unknown as Database, principal, id);
    const owned: string[] = [];
    for (const [table, label] of [
      [pipelines, 'pipeline'],
      [connectors, 'connector'],
      [tdms, 'target data model'],
      [pipelineTemplates, 'pipeline template'],
      [webhooks, 'webhook'],
    ] as const) {
      const [row] = await tx.select({ n: count() }).from(table).where(eq(table.subOrganizationId, current.id));
      const n = Number(row?.n ?? 0);
      if (n) owned.push(`${n} ${label}${n > 1 ? 's' : ''}`);
    }
    if (owned.length) {
      throw errors.conflict('SUB_ORGANIZATION_IN_USE', `sub-organization ${current.identifier} still owns ${owned.join(', ')}; delete them first`);
    }
    await tx.delete(subOrganizations).where(eq(subOrganizations.id, current.id));
    return { message: `sub-organization ${current.identifier} was deleted` };
  }));
}

/** What the list route sorts and filters by (docs/api-conventions.md). */
export const subOrganizationListSpec: ListSpec = {
  sortable: { name: subOrganizations.name, identifier: subOrganizations.identifier, created_at: subOrganizations.createdAt, updated_at: subOrganizations.updatedAt },
  filterable: { name: { column: subOrganizations.name, match: 'contains' }, identifier: { column: subOrganizations.identifier } },
  defaultSort: [desc(subOrganizations.createdAt), desc(subOrganizations.id)],
};

/** Lifetime of a "View as this customer" token unless asked otherwise (seconds). */
export const VIEW_TOKEN_TTL_SECONDS = 900;

/**
 * A short-lived token of sub-organization `id` for the organization user `principal` ("View as
 * this customer": the components opened with it show exactly what the customer sees). The token
 * may use only the permissions both the sub-organization and the user hold — and of those only
 * the read bits when `read_only` is asked for — so a user never gains anything through it; the
 * sub-organization's current matrix still applies at each request. It names the user as its
 * actor and the user's token `session` as its parent (claim `act`): it works only while that
 * token does (ended by sign-out with it), and expires with it at the latest.
 * @throws FerryError 403 for a sub-organization, 404 for an unknown id
 */
export async function issueViewToken(
  db: Database,
  tokens: TokenService,
  principal: Principal,
  session: Pick<VerifiedClaims, 'tokenId' | 'tokenVersion' | 'expiresAt'>,
  id: string,
  input: SubOrganizationTokenRequest,
) {
  requireUser(principal);
  const s = await find(db, principal, id);
  const [org] = await db.select({ licenseKeyHash: organizations.licenseKeyHash }).from(organizations).where(eq(organizations.id, principal.organizationId)).limit(1);
  if (!org) throw errors.notFound('sub-organization', id);
  const allowed: string[] = [];
  const bits = Object.fromEntries(Object.entries(completeMatrix(s.permissions)).map(([component, ops]) => [
    component,
    Object.fromEntries(Object.entries(ops).map(([operation, on]) => {
      const permission = `${component}.${operation}`;
      const keep = on === true && can(principal.permissions, permission as Permission) && (!input.read_only || operation === 'read');
      if (keep) allowed.push(permission);
      return [operation, keep];
    })),
  ])) as unknown as PermissionMatrix;
  const { token, expiresIn } = await tokens.issue(
    {
      type: 'SUB_ORG',
      id: s.id,
      organizationId: s.organizationId,
      licenseKeyVersion: licenseKeyVersion(org.licenseKeyHash),
      tokenVersion: 0,
      permissions: allowed,
      actor: principal.id,
      parent: { tokenId: session.tokenId, tokenVersion: session.tokenVersion },
    },
    input.expires_in ?? VIEW_TOKEN_TTL_SECONDS,
    session.expiresAt,
  );
  const readOnly = !allowed.some((p) => !p.endsWith('.read'));
  return { access_token: token, token_type: 'Bearer' as const, expires_in: expiresIn, read_only: readOnly, permissions: bits, identifier: s.identifier };
}
