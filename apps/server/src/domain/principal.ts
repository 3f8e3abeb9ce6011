/**
 * The principal behind a request: an organization user or a sub-organization (SPEC.md
 * §Authentication). Checked for every request from the token's claims, so a deleted principal, a
 * changed permission matrix, a rotated license key, an ended token or a user's password or role
 * change takes effect at once: read from the database, or from a copy that the database's change
 * notifications keep current (./principal-cache.ts).
 */
import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Actor } from '@ferry/schemas';
import { can, uniformMatrix, type Permission, type PermissionMatrix } from '@ferry/schemas/permissions';
import type { Database } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { endedTokens, organizations, subOrganizations, users } from '../db/schema.ts';
import { licenseKeyVersion } from '../security/license-keys.ts';
import { errors } from '../errors.ts';

export interface Principal {
  type: 'USER' | 'SUB_ORG';
  id: string;
  organizationId: string;
  /** The sub-organization's id for SUB_ORG principals; null for organization users. */
  subOrganizationId: string | null;
  /** Users only. */
  role: 'OWNER' | 'MEMBER' | null;
  /** The effective matrix (an OWNER has every permission). */
  permissions: PermissionMatrix;
  /** Snapshot for audit fields. */
  actor: Actor;
}

/** Display name of a user: first and last name, or the e-mail address when both are empty. */
export function userDisplayName(u: { firstName: string; lastName: string; email: string }): string {
  const name = `${u.firstName} ${u.lastName}`.trim();
  return name || u.email;
}

/**
 * Why a token's principal could not be loaded: `GONE` — the user or sub-organization no longer
 * exists; `KEY_ROTATED` — the organization's license key was rotated after the token was issued;
 * `ENDED` — the token was ended (`POST /access/logout`); `SUPERSEDED` — the user's password or
 * role changed after the token was issued. A view token ("View as this customer") also ends with
 * the user's token it was asked with: `PARENT_ENDED` — that token was signed out;
 * `PARENT_SUPERSEDED` — that user's password or role changed since; `PARENT_GONE` — that user was
 * deleted.
 */
export type PrincipalUnavailable = 'GONE' | 'KEY_ROTATED' | 'ENDED' | 'SUPERSEDED' | 'PARENT_ENDED' | 'PARENT_SUPERSEDED' | 'PARENT_GONE';

/** The claims of an access token that name its principal. */
export interface PrincipalClaims {
  type: 'USER' | 'SUB_ORG';
  id: string;
  organizationId: string;
  licenseKeyVersion: string;
  /** A narrowed token's permissions (tokens.ts `TokenClaims.permissions`). */
  permissions?: string[];
}

/** The claims of a verified token that say whether it still works (domain/access/tokens.ts). */
export interface SessionClaims extends PrincipalClaims {
  /** The user's token version it was issued with (claim `tv`; 0 for sub-organizations). */
  tokenVersion: number;
  /** Its `jti`. */
  tokenId: string;
  /** The user who asked for a view of another principal (claim `act.sub`). */
  actor?: string;
  /** The user's token it was asked for with (claims `act.jti`, `act.tv`): it works only while that one does. */
  parent?: { tokenId: string; tokenVersion: number };
}

/**
 * A principal as stored, with the version of its organization's license key, the user's token
 * version (0 for a sub-organization) and the ids of its tokens ended and not yet expired; null: gone.
 */
export type StoredPrincipal = { principal: Principal; keyVersion: string; tokenVersion: number; endedTokens: ReadonlySet<string> } | null;

/**
 * What {@link loadPrincipal} needs of a cache (./principal-cache.ts `PrincipalCache` is one): the
 * stored principal of `claims`, from the cache or read with `read` and kept.
 */
export interface StoredPrincipalCache {
  get(claims: PrincipalClaims, read: () => Promise<StoredPrincipal>): Promise<StoredPrincipal>;
}

/**
 * Loads the principal named by a token: from `cache` when it holds a current copy (./principal-cache.ts),
 * else from the database (one query, joined with its organization and listing its ended tokens).
 * Whether the token was ended or superseded is answered from the same copy, so it costs no query.
 * A view token (one a user asked for, naming the user's own token as its parent) also needs its
 * user and that token to be current: the user is loaded the same way.
 */
export async function loadPrincipal(db: Database, claims: SessionClaims, cache?: StoredPrincipalCache): Promise<Principal | PrincipalUnavailable> {
  const stored = cache ? await cache.get(claims, () => readPrincipal(db, claims)) : await readPrincipal(db, claims);
  if (!stored) return 'GONE';
  if (stored.keyVersion !== claims.licenseKeyVersion) return 'KEY_ROTATED';
  if (stored.tokenVersion !== claims.tokenVersion) return 'SUPERSEDED';
  if (stored.endedTokens.size > 0 && stored.endedTokens.has(claims.tokenId)) return 'ENDED';
  if (claims.actor && claims.parent) {
    // A view token ("View as this customer") lives only as long as the user's session it was
    // asked for with: signed out, or the user's password or role changed, or the user deleted.
    const actor: PrincipalClaims = { type: 'USER', id: claims.actor, organizationId: claims.organizationId, licenseKeyVersion: claims.licenseKeyVersion };
    const user = cache ? await cache.get(actor, () => readPrincipal(db, actor)) : await readPrincipal(db, actor);
    if (!user) return 'PARENT_GONE';
    if (user.tokenVersion !== claims.parent.tokenVersion) return 'PARENT_SUPERSEDED';
    if (user.endedTokens.size > 0 && user.endedTokens.has(claims.parent.tokenId)) return 'PARENT_ENDED';
  }
  return claims.permissions ? narrowed(stored.principal, claims.permissions) : stored.principal;
}

/**
 * `principal` with only the permissions both its matrix and `allowed` hold (a narrowed token:
 * "View as this customer" tokens are read-only unless the user who asked may change things).
 */
export function narrowed(principal: Principal, allowed: readonly string[]): Principal {
  const keep = new Set(allowed);
  const permissions = Object.fromEntries(
    Object.entries(principal.permissions).map(([component, bits]) => [
      component,
      Object.fromEntries(Object.entries(bits).map(([operation, on]) => [operation, on === true && keep.has(`${component}.${operation}`)])),
    ]),
  ) as unknown as PermissionMatrix;
  return deepFreeze({ ...principal, permissions });
}

/**
 * How long past its `exp` an ended token stays listed (5 minutes): an API host whose clock runs
 * behind the database's still accepts the token that long (access/service.ts `endToken`).
 */
export const ENDED_TOKEN_MARGIN_SECONDS = 300;

/** The ids of the principal's ended tokens that have not expired, with {@link ENDED_TOKEN_MARGIN_SECONDS}. */
function endedTokensOf(principalId: SQL | AnyColumn) {
  return sql<string[]>`array(select ${endedTokens.tokenId} from ${endedTokens} where ${endedTokens.principalId} = ${principalId} and ${endedTokens.expiresAt} > now() - ${sql.raw(`interval '${ENDED_TOKEN_MARGIN_SECONDS} seconds'`)})`;
}

const NONE: ReadonlySet<string> = Object.freeze(new Set<string>());

/** The ended tokens as a set (most principals have none, and share one empty set). */
function endedSet(ids: string[] | null): ReadonlySet<string> {
  return ids && ids.length > 0 ? new Set(ids) : NONE;
}

/** Reads the principal named by `claims` from the database (one query); null when it is gone. */
export async function readPrincipal(db: Database, claims: PrincipalClaims): Promise<StoredPrincipal> {
  if (claims.type === 'USER') {
    const [row] = await prepared(db, 'principal:user', (d, name) =>
      d
        .select({ u: users, keyHash: organizations.licenseKeyHash, ended: endedTokensOf(users.id) })
        .from(users)
        .innerJoin(organizations, eq(organizations.id, users.organizationId))
        .where(and(eq(users.id, sql.placeholder('id')), eq(users.organizationId, sql.placeholder('org'))))
        .limit(1)
        .prepare(name),
    ).execute({ id: claims.id, org: claims.organizationId });
    if (!row) return null;
    const u = row.u;
    return {
      keyVersion: licenseKeyVersion(row.keyHash),
      tokenVersion: u.tokenVersion,
      endedTokens: endedSet(row.ended),
      principal: deepFreeze({
        type: 'USER',
        id: u.id,
        organizationId: u.organizationId,
        subOrganizationId: null,
        role: u.role,
        permissions: u.role === 'OWNER' ? uniformMatrix(true) : u.permissions,
        actor: { id: u.id, name: userDisplayName(u), identifier: u.identifier, type: 'USER' },
      }),
    };
  }
  const [row] = await prepared(db, 'principal:sub-organization', (d, name) =>
    d
      .select({ s: subOrganizations, keyHash: organizations.licenseKeyHash, ended: endedTokensOf(subOrganizations.id) })
      .from(subOrganizations)
      .innerJoin(organizations, eq(organizations.id, subOrganizations.organizationId))
      .where(and(eq(subOrganizations.id, sql.placeholder('id')), eq(subOrganizations.organizationId, sql.placeholder('org'))))
      .limit(1)
      .prepare(name),
  ).execute({ id: claims.id, org: claims.organizationId });
  if (!row) return null;
  const s = row.s;
  return {
    keyVersion: licenseKeyVersion(row.keyHash),
    tokenVersion: 0,
    endedTokens: endedSet(row.ended),
    principal: deepFreeze({
      type: 'SUB_ORG',
      id: s.id,
      organizationId: s.organizationId,
      subOrganizationId: s.id,
      role: null,
      permissions: s.permissions,
      actor: { id: s.id, name: s.name, identifier: s.identifier, type: 'SUB_ORG' },
    }),
  };
}

/** Freezes a principal and what it holds: a cached principal is shared by many requests. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** Throws 403 unless the principal holds `permission` (SPEC.md §Permission matrix). */
export function requirePermission(principal: Principal, permission: Permission): void {
  if (!can(principal.permissions, permission)) {
    throw errors.forbidden(`this ${principal.type === 'USER' ? 'user' : 'sub-organization'} lacks the permission ${permission}`);
  }
}

/** Throws 403 unless the principal is an organization user (user and sub-organization management). */
export function requireUser(principal: Principal): asserts principal is Principal & { type: 'USER'; role: 'OWNER' | 'MEMBER' } {
  if (principal.type !== 'USER') throw errors.forbidden('only users of the organization may do this, not sub-organizations');
}

/** Throws 403 unless the principal is an OWNER user. */
export function requireOwner(principal: Principal, what: string): void {
  requireUser(principal);
  if (principal.role !== 'OWNER') throw errors.forbidden(`only an OWNER may ${what}`);
}
