/**
 * Users of an organization (SPEC.md §User, §Endpoints/Users). Rules:
 * - only organization users manage users (sub-organizations get 403);
 * - a MEMBER can invite users (create MEMBERs) and edit MEMBERs, granting only permission bits it
 *   holds itself, and cannot change its own role or permissions; only an OWNER makes owners, edits
 *   owners and deletes users (SPEC.md: "OWNER: can also make users owners and delete users");
 * - the last OWNER cannot be deleted or demoted;
 * - `identifier` defaults to the e-mail address (lower-cased); identifiers and e-mail addresses are
 *   unique in the organization (409);
 * - passwords are hashed with argon2id and never returned; a weak one is refused (400
 *   WEAK_PASSWORD, security/password-policy.ts);
 * - a password or role change raises the user's token version, which ends every token issued
 *   before it (docs/authentication.md "Ending sessions"); a deletion ends them as the user is gone.
 */
import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { USER_ROLES } from '@ferry/schemas/users';
import {
  completeMatrix,
  isSubMatrix,
  uniformMatrix,
  type PermissionMatrix,
} from '@ferry/schemas/permissions';
import type { UserCreate, UserUpdate } from '@ferry/schemas/users';
import type { Database } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { users } from '../../db/schema.ts';
import { errors } from '../../errors.ts';
import type { ListParams, ListSpec } from '../list-query.ts';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../security/passwords.ts';
import { assertAcceptablePassword } from '../../security/password-policy.ts';
import { isId, newId } from '../ids.ts';
import { requireOwner, requireUser, type Principal } from '../principal.ts';
import { specTimestamp, type Clock } from '../time.ts';
import { afterPrincipalChange } from '../principal-cache.ts';

type UserRow = typeof users.$inferSelect;

/** Response form of a user (no password hash). */
export function toUserListItem(u: UserRow) {
  return {
    id: u.id,
    email: u.email,
    identifier: u.identifier,
    first_name: u.firstName,
    last_name: u.lastName,
    role: u.role,
    position: (u.position ?? null) as never,
    oauth_provider: u.oauthProvider as 'EMAIL',
    verified: u.verified,
    last_update_password: u.lastUpdatePassword ? specTimestamp(u.lastUpdatePassword) : null,
    joined_date: u.joinedDate ? specTimestamp(u.joinedDate) : null,
    created_at: specTimestamp(u.createdAt),
    created_by: u.createdBy ?? null,
    updated_at: specTimestamp(u.updatedAt),
    updated_by: u.updatedBy ?? null,
  };
}

export function toUser(u: UserRow) {
  return { ...toUserListItem(u), permissions: u.role === 'OWNER' ? uniformMatrix(true) : u.permissions };
}

function conflictFor(err: unknown): never {
  const constraint = uniqueViolation(err);
  if (constraint === 'users_org_identifier_uq') throw errors.conflict('IDENTIFIER_TAKEN', 'another user of this organization has this identifier');
  if (constraint === 'users_org_email_uq') throw errors.conflict('EMAIL_TAKEN', 'another user of this organization has this e-mail address');
  throw err;
}

async function findUser(db: Database, principal: Principal, id: string): Promise<UserRow> {
  if (!isId(id)) throw errors.notFound('user', id);
  const [u] = await db.select().from(users).where(and(eq(users.id, id), eq(users.organizationId, principal.organizationId))).limit(1);
  if (!u) throw errors.notFound('user', id);
  return u;
}

function checkGrant(principal: Principal, matrix: PermissionMatrix): void {
  if (principal.role !== 'OWNER' && !isSubMatrix(matrix, principal.permissions)) {
    throw errors.forbidden('a MEMBER can only grant permission bits it holds itself');
  }
}

async function ownerCount(db: Database, organizationId: string, except?: string): Promise<number> {
  const conditions: SQL[] = [eq(users.organizationId, organizationId), eq(users.role, 'OWNER')];
  if (except) conditions.push(ne(users.id, except));
  const [row] = await db.select({ n: count() }).from(users).where(and(...conditions));
  return Number(row?.n ?? 0);
}

/**
 * Token requests find a user by identifier, then by e-mail address, both ignoring case: so no
 * user's identifier may equal another user's identifier or e-mail address ignoring case, nor its
 * e-mail another user's identifier (the unique indexes cover identifier–identifier and
 * e-mail–e-mail). Otherwise one spelling could name two users.
 * @throws FerryError 409 IDENTIFIER_TAKEN or EMAIL_TAKEN
 */
async function assertUnambiguous(db: Database, organizationId: string, self: string | null, identifier: string | undefined, email: string | undefined): Promise<void> {
  const others = (condition: SQL) => and(eq(users.organizationId, organizationId), condition, ...(self ? [ne(users.id, self)] : []));
  if (email !== undefined) {
    const [clash] = await db.select({ id: users.id, sameEmail: sql<boolean>`lower(${users.email}) = ${email.toLowerCase()}` }).from(users).where(others(sql`(lower(${users.email}) = ${email.toLowerCase()} OR lower(${users.identifier}) = ${email.toLowerCase()})`)).limit(1);
    if (clash) throw errors.conflict('EMAIL_TAKEN', clash.sameEmail ? 'another user of this organization has this e-mail address' : "this e-mail address is another user's identifier (compared ignoring case)");
  }
  if (identifier !== undefined) {
    const [clash] = await db.select({ id: users.id }).from(users).where(others(sql`(lower(${users.email}) = ${identifier.toLowerCase()} OR lower(${users.identifier}) = ${identifier.toLowerCase()})`)).limit(1);
    if (clash) throw errors.conflict('IDENTIFIER_TAKEN', 'another user of this organization has this identifier or e-mail address (identifiers are compared ignoring case)');
  }
}

export async function createUser(db: Database, clock: Clock, principal: Principal, input: UserCreate) {
  requireUser(principal);
  const role = input.role ?? 'MEMBER';
  if (role === 'OWNER') requireOwner(principal, 'make users owners');
  const permissions = input.permissions ? completeMatrix(input.permissions) : role === 'OWNER' ? uniformMatrix(true) : { ...principal.permissions };
  checkGrant(principal, permissions);
  const now = clock.now();
  const email = input.email.trim();
  const identifier = input.identifier?.trim() || email.toLowerCase();
  await assertUnambiguous(db, principal.organizationId, null, identifier, email);
  if (input.password !== undefined) await assertAcceptablePassword(input.password, email);
  const row: typeof users.$inferInsert = {
    id: newId(),
    organizationId: principal.organizationId,
    email,
    identifier,
    firstName: input.first_name ?? '',
    lastName: input.last_name ?? '',
    role,
    position: input.position ?? null,
    // Without a password the user signs in only after choosing one through the invitation link:
    // the hash of a random secret nobody holds stands in until then.
    passwordHash: await hashPassword(input.password ?? randomBytes(32).toString('base64url')),
    permissions,
    oauthProvider: 'EMAIL',
    verified: false,
    joinedDate: null,
    lastUpdatePassword: input.password === undefined ? null : now,
    createdAt: now,
    createdBy: principal.actor,
    updatedAt: now,
    updatedBy: principal.actor,
  };
  try {
    const [created] = await db.insert(users).values(row).returning();
    return toUser(created!);
  } catch (err) {
    conflictFor(err);
  }
}

export async function getUser(db: Database, principal: Principal, id: string) {
  requireUser(principal);
  return toUser(await findUser(db, principal, id));
}

export async function listUsers(db: Database, principal: Principal, params: ListParams) {
  requireUser(principal);
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.organizationId, principal.organizationId), ...params.where))
    .orderBy(...params.orderBy)
    .limit(params.limit)
    .offset(params.offset);
  const [total] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.organizationId, principal.organizationId), ...params.where));
  return { items: rows.map(toUserListItem), total: Number(total?.n ?? 0) };
}

export async function updateUser(db: Database, clock: Clock, principal: Principal, id: string, input: UserUpdate) {
  requireUser(principal);
  return afterPrincipalChange(db.transaction(async (tx) => {
    const current = await findUser(tx as unknown as Database, principal, id);
    const isOwner = principal.role === 'OWNER';
    const self = current.id === principal.id;
    if (current.role === 'OWNER' && !isOwner) throw errors.forbidden('only an OWNER may change an OWNER');
    if (input.role === 'OWNER' && current.role !== 'OWNER') requireOwner(principal, 'make users owners');
    if (!isOwner && self && (input.role !== undefined && input.role !== current.role)) {
      throw errors.forbidden('a MEMBER cannot change its own role');
    }
    const changes: Partial<Omit<typeof users.$inferInsert, 'tokenVersion'>> & { tokenVersion?: SQL } = {};
    if (input.permissions !== undefined) {
      const matrix = completeMatrix(input.permissions);
      if (!isOwner && self) throw errors.forbidden('a MEMBER cannot change its own permissions');
      checkGrant(principal, matrix);
      changes.permissions = matrix;
    }
    if (input.role !== undefined && input.role !== current.role) {
      if (current.role === 'OWNER' && (await ownerCount(tx as unknown as Database, principal.organizationId, current.id)) === 0) {
        throw errors.conflict('LAST_OWNER', 'the organization needs at least one OWNER; make another user OWNER first');
      }
      changes.role = input.role;
      // A role change ends the user's sessions: its tokens were issued for the other role.
      changes.tokenVersion = sql`${users.tokenVersion} + 1`;
    }
    if (input.email !== undefined) changes.email = input.email.trim();
    if (input.identifier !== undefined) changes.identifier = input.identifier.trim();
    await assertUnambiguous(tx as unknown as Database, principal.organizationId, current.id, changes.identifier, changes.email);
    if (input.first_name !== undefined) changes.firstName = input.first_name;
    if (input.last_name !== undefined) changes.lastName = input.last_name;
    if (input.position !== undefined) changes.position = input.position;
    const now = clock.now();
    if (input.password !== undefined) {
      if (!self && !isOwner) throw errors.forbidden("only an OWNER may set another user's password");
      await assertAcceptablePassword(input.password, changes.email ?? current.email);
      changes.passwordHash = await hashPassword(input.password);
      changes.lastUpdatePassword = now;
      // A password change ends every session of the user, the one that made it included.
      changes.tokenVersion = sql`${users.tokenVersion} + 1`;
    }
    changes.updatedAt = now;
    changes.updatedBy = principal.actor;
    try {
      const [updated] = await tx.update(users).set(changes).where(eq(users.id, current.id)).returning();
      return toUser(updated!);
    } catch (err) {
      conflictFor(err);
    }
  }));
}

export async function deleteUser(db: Database, principal: Principal, id: string) {
  requireOwner(principal, 'delete users');
  return afterPrincipalChange(db.transaction(async (tx) => {
    const current = await findUser(tx as unknown as Database, principal, id);
    if (current.role === 'OWNER' && (await ownerCount(tx as unknown as Database, principal.organizationId, current.id)) === 0) {
      throw errors.conflict('LAST_OWNER', 'the last OWNER of an organization cannot be deleted');
    }
    await tx.delete(users).where(eq(users.id, current.id));
    return { message: `user ${current.id} was deleted` };
  }));
}

/** What the list route sorts and filters by (docs/api-conventions.md). */
export const userListSpec: ListSpec = {
  sortable: {
    email: users.email,
    identifier: users.identifier,
    first_name: users.firstName,
    last_name: users.lastName,
    role: users.role,
    created_at: users.createdAt,
    updated_at: users.updatedAt,
  },
  filterable: {
    email: { column: sql`lower(${users.email})`, match: 'contains' },
    identifier: { column: users.identifier },
    role: { column: users.role, values: USER_ROLES },
    verified: { column: users.verified, match: 'boolean' },
    name: { column: sql`(${users.firstName} || ' ' || ${users.lastName})`, match: 'contains' },
  },
  defaultSort: [desc(users.createdAt), desc(users.id)],
};
