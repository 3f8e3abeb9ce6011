/**
 * Organizations: creation (with its license key and first OWNER) and the first-start bootstrap.
 * A license key is shown once, when it is created; only its hash is stored.
 */
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { uniformMatrix } from '@ferry/schemas/permissions';
import type { OrganizationUpdate } from '@ferry/schemas/organization';
import { isoTimestamp } from '../time.ts';
import type { Database } from '../../db/client.ts';
import { organizations, users } from '../../db/schema.ts';
import { generateLicenseKey, hashLicenseKey, licenseKeyHint, licenseKeyProblem } from '../../security/license-keys.ts';
import { hashPassword } from '../../security/passwords.ts';
import { assertAcceptablePassword } from '../../security/password-policy.ts';
import { newId } from '../ids.ts';
import type { Clock } from '../time.ts';
import { errors } from '../../errors.ts';
import { afterPrincipalChange } from '../principal-cache.ts';

export interface CreateOrganizationInput {
  name: string;
  /** Use this key instead of generating one (automation: FERRY_BOOTSTRAP_LICENSE_KEY). */
  licenseKey?: string | null;
  owner: { email?: string | null; password?: string | null; firstName?: string; lastName?: string };
}

/** What a caller shows once: the plaintext key and password exist nowhere else. */
export interface CreatedOrganization {
  organization: { id: string; name: string };
  license_key: string;
  owner: { id: string; email: string; identifier: string; password: string; role: 'OWNER' };
}

/** The operator's key when given (400 LICENSE_KEY_INVALID when unusable), else a new random one. */
function chosenOrGeneratedKey(given: string | null | undefined): string {
  if (given === null || given === undefined) return generateLicenseKey();
  const problem = licenseKeyProblem(given);
  if (problem) throw errors.badRequest('LICENSE_KEY_INVALID', `the license key ${problem}`);
  return given;
}

/** A readable random password (24 base64url characters, 144 bits). */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Creates an organization, its license key and an OWNER user, in one transaction.
 * Throws 409 LICENSE_KEY_IN_USE when the given key already belongs to an organization, 400
 * LICENSE_KEY_INVALID when it is too short or long or not visible ASCII, 400 WEAK_PASSWORD when the
 * owner's given password may not be chosen (security/password-policy.ts).
 */
export async function createOrganization(db: Database, clock: Clock, input: CreateOrganizationInput): Promise<CreatedOrganization> {
  const licenseKey = chosenOrGeneratedKey(input.licenseKey);
  const email = (input.owner.email ?? 'owner@ferry.local').trim();
  if (input.owner.password) await assertAcceptablePassword(input.owner.password, email, 'owner.password');
  const password = input.owner.password ?? generatePassword();
  const passwordHash = await hashPassword(password);
  const orgId = newId();
  const ownerId = newId();
  const now = clock.now();
  const identifier = email.toLowerCase();
  await db.transaction(async (tx) => {
    const hash = hashLicenseKey(licenseKey);
    const inserted = await tx
      .insert(organizations)
      .values({ id: orgId, name: input.name, licenseKeyHash: hash, licenseKeyHint: licenseKeyHint(licenseKey), createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: organizations.id });
    if (inserted.length === 0) throw errors.conflict('LICENSE_KEY_IN_USE', 'this license key already belongs to an organization');
    await tx.insert(users).values({
      id: ownerId,
      organizationId: orgId,
      email,
      identifier,
      firstName: input.owner.firstName ?? '',
      lastName: input.owner.lastName ?? '',
      role: 'OWNER',
      position: null,
      passwordHash,
      permissions: uniformMatrix(true),
      oauthProvider: 'EMAIL',
      verified: true,
      joinedDate: now,
      lastUpdatePassword: now,
      createdAt: now,
      createdBy: null,
      updatedAt: now,
      updatedBy: null,
    });
  });
  return {
    organization: { id: orgId, name: input.name },
    license_key: licenseKey,
    owner: { id: ownerId, email, identifier, password, role: 'OWNER' },
  };
}

/** Number of organizations (0 on a fresh database). */
export async function countOrganizations(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(organizations);
  return Number(row?.n ?? 0);
}

/** What `ferry rotate-license-key` shows once: the new plaintext key exists nowhere else. */
export interface RotatedLicenseKey {
  organization: { id: string; name: string };
  license_key: string;
}

/**
 * Replaces an organization's license key (SECURITY.md: license key theft). The old key stops
 * issuing tokens at once, and every token issued with it is refused from the next request on
 * (tokens carry the key's version; see domain/access/tokens.ts).
 *
 * `organizationId` may be left out when the installation holds exactly one organization.
 * Throws 404 NOT_FOUND for an unknown id, 400 NO_ORGANIZATION for an empty installation, 400
 * ORGANIZATION_REQUIRED when there are several organizations and none is named, 400
 * LICENSE_KEY_INVALID for an unusable new key, 409 LICENSE_KEY_IN_USE when it already belongs to
 * an organization.
 */
export async function rotateLicenseKey(
  db: Database,
  clock: Clock,
  input: { organizationId?: string | null; licenseKey?: string | null },
): Promise<RotatedLicenseKey> {
  const licenseKey = chosenOrGeneratedKey(input.licenseKey);
  return afterPrincipalChange(db.transaction(async (tx) => {
    const candidates = input.organizationId
      ? await tx.select({ id: organizations.id, name: organizations.name }).from(organizations).where(eq(organizations.id, input.organizationId))
      : await tx.select({ id: organizations.id, name: organizations.name }).from(organizations).limit(2);
    if (candidates.length === 0) {
      if (input.organizationId) throw errors.notFound('organization', input.organizationId);
      throw errors.badRequest('NO_ORGANIZATION', 'this installation has no organization yet; `ferry start` or `ferry init` creates one');
    }
    if (candidates.length > 1) {
      throw errors.badRequest('ORGANIZATION_REQUIRED', 'this installation holds several organizations; name one with --organization ID');
    }
    const org = candidates[0]!;
    const hash = hashLicenseKey(licenseKey);
    const [taken] = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.licenseKeyHash, hash)).limit(1);
    if (taken) throw errors.conflict('LICENSE_KEY_IN_USE', 'this license key already belongs to an organization');
    await tx
      .update(organizations)
      .set({ licenseKeyHash: hash, licenseKeyHint: licenseKeyHint(licenseKey), updatedAt: clock.now() })
      .where(eq(organizations.id, org.id));
    return { organization: { id: org.id, name: org.name }, license_key: licenseKey };
  }));
}

/** The organization as the API shows it to its users: never the key, only its last characters. */
export async function getOrganization(db: Database, organizationId: string) {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, organizationId)).limit(1);
  if (!org) throw errors.notFound('organization', organizationId);
  return toOrganization(org);
}

function toOrganization(org: typeof organizations.$inferSelect) {
  return { id: org.id, name: org.name, license_key_hint: org.licenseKeyHint, retention_days: org.retentionDays ?? null, created_at: isoTimestamp(org.createdAt), updated_at: isoTimestamp(org.updatedAt) };
}

/**
 * Changes the organization's settings (`PUT /organization`): `retention_days`, the days its
 * executions' files are kept (null: until deleted). Fields left out keep their value.
 */
export async function updateOrganization(db: Database, clock: Clock, organizationId: string, input: OrganizationUpdate) {
  const changes: Partial<typeof organizations.$inferInsert> = { updatedAt: clock.now() };
  if (input.retention_days !== undefined) changes.retentionDays = input.retention_days;
  const [org] = await db.update(organizations).set(changes).where(eq(organizations.id, organizationId)).returning();
  if (!org) throw errors.notFound('organization', organizationId);
  return toOrganization(org);
}
