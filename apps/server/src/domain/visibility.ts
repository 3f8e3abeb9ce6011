/**
 * Who sees and changes which object (SPEC.md §What the service does, §Authentication; DESIGN.md §5).
 * Tenancy is decided here, once, for every resource table:
 *
 * - Organization users see and change everything of their organization, including what its
 *   sub-organizations created.
 * - A sub-organization sees what it created plus — for connectors and TDMs only — the
 *   organization's objects whose `permissions.level` is PUBLIC. It changes and deletes only what it
 *   created (the organization's PUBLIC objects are read-only to it: 403).
 * - Another sub-organization's objects and another organization's objects do not exist (404).
 */
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { errors, type ResourceName } from '../errors.ts';
import type { Principal } from './principal.ts';

/** The tenancy columns of a resource table. */
export interface TenantColumns {
  organizationId: PgColumn;
  subOrganizationId: PgColumn;
  /** Present on connectors and TDMs: PUBLIC objects of the organization are shared with sub-organizations. */
  permissionLevel?: PgColumn;
}

/** A row's tenancy fields. */
export interface TenantRow {
  organizationId: string;
  subOrganizationId: string | null;
  permissionLevel?: string;
}

/** SQL condition: rows of `table` the principal may see. */
export function visibleTo(principal: Principal, table: TenantColumns): SQL {
  const inOrg = eq(table.organizationId, principal.organizationId);
  if (principal.type === 'USER') return inOrg;
  const own = eq(table.subOrganizationId, principal.subOrganizationId!);
  if (!table.permissionLevel) return and(inOrg, own)!;
  const shared = and(isNull(table.subOrganizationId), eq(table.permissionLevel, 'PUBLIC'));
  return and(inOrg, or(own, shared))!;
}

/** True when the principal may see the row (the same rule as {@link visibleTo}, in memory). */
export function canSee(principal: Principal, row: TenantRow): boolean {
  if (row.organizationId !== principal.organizationId) return false;
  if (principal.type === 'USER') return true;
  if (row.subOrganizationId === principal.subOrganizationId) return true;
  return row.subOrganizationId === null && row.permissionLevel === 'PUBLIC';
}

/**
 * Throws unless the principal may change or delete the row: 404 when it cannot even see it, 403
 * when it sees it but it belongs to the organization (a sub-organization's read-only view).
 */
export function assertCanChange(principal: Principal, row: TenantRow & { id: string }, resource: ResourceName): void {
  if (!canSee(principal, row)) throw errors.notFound(resource, row.id);
  if (principal.type === 'SUB_ORG' && row.subOrganizationId !== principal.subOrganizationId) {
    throw errors.forbidden(`this ${resource} belongs to the organization; a sub-organization can use it but not change or delete it`);
  }
}

/** The tenancy of a new object created by the principal. */
export function ownership(principal: Principal): { organizationId: string; subOrganizationId: string | null } {
  return { organizationId: principal.organizationId, subOrganizationId: principal.subOrganizationId };
}
