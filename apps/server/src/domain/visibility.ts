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
import { and, eq, getTableName, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { isId } from './ids.ts';
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
  return visibility(principal.type, table, principal.organizationId, principal.subOrganizationId);
}

/**
 * {@link visibleTo} for a prepared statement: the same condition for principals of `type`, with
 * the placeholders `org` (organization id) and, for sub-organizations, `sub` (its id) in place of
 * the values; {@link visibilityValues} gives them.
 */
export function visibleToPlaceholders(type: Principal['type'], table: TenantColumns): SQL {
  return visibility(type, table, sql.placeholder('org'), sql.placeholder('sub'));
}

/** The placeholder values of {@link visibleToPlaceholders} for `principal`. */
export function visibilityValues(principal: Principal): { org: string; sub: string | null } {
  return { org: principal.organizationId, sub: principal.subOrganizationId };
}

function visibility(type: Principal['type'], table: TenantColumns, org: unknown, sub: unknown): SQL {
  const inOrg = eq(table.organizationId, org);
  if (type === 'USER') return inOrg;
  const own = eq(table.subOrganizationId, sub);
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

/** A resource table with an `id` and the tenancy columns, as {@link findVisibleRow} reads it. */
type IdTable = PgTable & { id: PgColumn; organizationId: PgColumn };

/**
 * The row of `table` with `id` in organization `organizationId`, or a 404 naming `resource` (also
 * for an id that is not a UUID). One prepared statement per table.
 */
export async function findRowInOrganization<T extends IdTable>(db: Database, table: T, organizationId: string, id: string, resource: ResourceName): Promise<T['$inferSelect']> {
  if (!isId(id)) throw errors.notFound(resource, id);
  const statement = prepared(db, `row-by-id:${getTableName(table)}`, (d, name) =>
    // Drizzle's select builder cannot be typed over an arbitrary table; the row type is the table's.
    (d.select().from(table as never) as any)
      .where(and(eq(table.id, sql.placeholder('id')), eq(table.organizationId, sql.placeholder('org'))))
      .limit(1)
      .prepare(name),
  );
  const [row] = (await statement.execute({ id, org: organizationId })) as Array<T['$inferSelect']>;
  if (!row) throw errors.notFound(resource, id);
  return row;
}

/**
 * The row of `table` with `id` that the principal may see, or a 404 naming `resource`: the row of
 * the principal's organization ({@link findRowInOrganization}) if the sub-organization rule
 * ({@link canSee}) lets the principal see it.
 */
export async function findVisibleRow<T extends IdTable>(db: Database, table: T, principal: Principal, id: string, resource: ResourceName): Promise<T['$inferSelect']> {
  const row = await findRowInOrganization(db, table, principal.organizationId, id, resource);
  if (!canSee(principal, row as unknown as TenantRow)) throw errors.notFound(resource, id);
  return row;
}
