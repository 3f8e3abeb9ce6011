/**
 * Invitations: a user created by another user gets a mail with a link to set the password
 * (`<public URL>/invitation?token=…`, valid 7 days, usable once). Using it sets the password, marks
 * the user verified with `joined_date` and `last_update_password` now, and signs the user in.
 * Only the SHA-256 of the token is stored.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { organizations, userInvitations, users } from '../../db/schema.ts';
import { errors } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { hashPassword } from '../../security/passwords.ts';
import { assertAcceptablePassword } from '../../security/password-policy.ts';
import { issueToken } from '../access/service.ts';
import type { TokenService } from '../access/tokens.ts';
import type { Clock } from '../time.ts';
import { afterPrincipalChange } from '../principal-cache.ts';

/** How long an invitation link works (7 days). */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates an invitation for `user` and mails its link (or logs it without SMTP_URL). Answers the link. */
export async function inviteUser(db: Database, clock: Clock, mailer: Mailer, publicUrl: string, user: { id: string; email: string }, invitedBy: string): Promise<string> {
  const token = `ferry_inv_${randomBytes(32).toString('base64url')}`;
  const now = clock.now();
  await db.insert(userInvitations).values({ tokenHash: hashOf(token), userId: user.id, expiresAt: new Date(now.getTime() + INVITATION_TTL_MS), createdAt: now });
  const [org] = await db.select({ name: organizations.name }).from(users).innerJoin(organizations, eq(organizations.id, users.organizationId)).where(eq(users.id, user.id)).limit(1);
  const link = `${publicUrl.replace(/\/+$/, '')}/invitation?token=${encodeURIComponent(token)}`;
  await mailer.send({
    to: user.email,
    subject: `You are invited to ${org?.name ?? 'Ferry'} on Ferry`,
    text: [
      `${invitedBy} invited you to ${org?.name ?? 'their organization'} on Ferry.`,
      '',
      'Set your password here (the link works once, for 7 days):',
      link,
      '',
      `Then sign in at ${publicUrl.replace(/\/+$/, '')}/ with ${user.email}.`,
    ].join('\n'),
  });
  return link;
}

/**
 * Uses an invitation: sets the password, marks the user verified, and answers a token for them.
 * Like any password change, it ends the tokens issued to the user before it.
 * @throws FerryError 400 WEAK_PASSWORD (too short, common, or the e-mail address), 401 UNAUTHORIZED
 *   (unknown, used or expired link)
 */
export async function acceptInvitation(db: Database, clock: Clock, tokens: TokenService, token: string, password: string) {
  const now = clock.now();
  const [invited] = await db
    .select({ email: users.email })
    .from(userInvitations)
    .innerJoin(users, eq(users.id, userInvitations.userId))
    .where(and(eq(userInvitations.tokenHash, hashOf(token)), isNull(userInvitations.usedAt), gt(userInvitations.expiresAt, now)))
    .limit(1);
  if (!invited) throw errors.unauthorized(INVALID_LINK);
  await assertAcceptablePassword(password, invited.email);
  const passwordHash = await hashPassword(password);
  const user = await afterPrincipalChange(db.transaction(async (tx) => {
    const [used] = await tx
      .update(userInvitations)
      .set({ usedAt: now })
      .where(and(eq(userInvitations.tokenHash, hashOf(token)), isNull(userInvitations.usedAt), gt(userInvitations.expiresAt, now)))
      .returning();
    if (!used) throw errors.unauthorized(INVALID_LINK);
    const [u] = await tx
      .update(users)
      .set({ passwordHash, verified: true, joinedDate: now, lastUpdatePassword: now, updatedAt: now, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, used.userId))
      .returning({ id: users.id, organizationId: users.organizationId, tokenVersion: users.tokenVersion });
    const [org] = await tx.select({ licenseKeyHash: organizations.licenseKeyHash }).from(organizations).where(eq(organizations.id, u!.organizationId)).limit(1);
    return { ...u!, licenseKeyHash: org!.licenseKeyHash };
  }));
  return issueToken(tokens, { type: 'USER', id: user.id, organizationId: user.organizationId, licenseKeyHash: user.licenseKeyHash, tokenVersion: user.tokenVersion });
}

const INVALID_LINK = 'this invitation link is not valid: it was used already, it expired, or it was mistyped; ask for a new invitation';
