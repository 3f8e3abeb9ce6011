/**
 * Organizations: creation (with its license key and first OWNER) and the first-start bootstrap.
 * A license key is shown once, when it is created; only its hash is stored.
 */
import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { uniformMatrix } from '@ferry/schemas/permissions';
import type { Database } from '../../db/client.ts';
import { organizations, users } from '../../db/schema.ts';
import { generateLicenseKey, hashLicenseKey, licenseKeyHint } from '../../security/license-keys.ts';
import { hashPassword } from '../../security/passwords.ts';
import { newId } from '../ids.ts';
import type { Clock } from '../time.ts';
import { errors } from '../../errors.ts';

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

/** A readable random password (24 base64url characters, 144 bits). */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Creates an organization, its license key and an OWNER user, in one transaction.
 * Throws 409 LICENSE_KEY_IN_USE when the given key already belongs to an organization.
 */
export async function createOrganization(db: Database, clock: Clock, input: CreateOrganizationInput): Promise<CreatedOrganization> {
  const licenseKey = input.licenseKey ?? generateLicenseKey();
  const email = (input.owner.email ?? 'owner@ferry.local').trim();
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
