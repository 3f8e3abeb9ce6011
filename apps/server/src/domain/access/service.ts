/**
 * Token issuance (SPEC.md §Authentication): the organization's license key plus a principal
 * (`USER` by identifier — the e-mail address by default — or `SUB_ORG` by identifier) → a
 * short-lived signed token.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { AccessTokenRequest } from '@ferry/schemas';
import type { Database } from '../../db/client.ts';
import { endedTokens, organizations, subOrganizations, users } from '../../db/schema.ts';
import { errors } from '../../errors.ts';
import { hashLicenseKey, licenseKeyVersion } from '../../security/license-keys.ts';
import { afterPrincipalChange } from '../principal-cache.ts';
import { ENDED_TOKEN_MARGIN_SECONDS } from '../principal.ts';
import type { TokenService, VerifiedClaims } from './tokens.ts';

/**
 * Issues a token. A user is found by identifier, then by e-mail address, both ignoring case (the
 * users service keeps every spelling naming one user only). Throws 401 for a wrong license key or
 * an unknown identifier.
 */
export async function issueAccessToken(
  db: Database,
  tokens: TokenService,
  request: AccessTokenRequest,
): Promise<{ access_token: string; token_type: 'Bearer'; expires_in: number }> {
  const [org] = await db
    .select({ id: organizations.id, licenseKeyHash: organizations.licenseKeyHash })
    .from(organizations)
    .where(eq(organizations.licenseKeyHash, hashLicenseKey(request.license_key.trim())))
    .limit(1);
  if (!org) throw errors.unauthorized('the license key is not valid');
  const identifier = request.auth.identifier.trim();
  let principalId: string | undefined;
  let tokenVersion = 0;
  if (request.auth.type === 'USER') {
    const [byIdentifier] = await db
      .select({ id: users.id, tokenVersion: users.tokenVersion })
      .from(users)
      .where(and(eq(users.organizationId, org.id), eq(sql`lower(${users.identifier})`, identifier.toLowerCase())))
      .limit(1);
    const [byEmail] = byIdentifier
      ? [byIdentifier]
      : await db
          .select({ id: users.id, tokenVersion: users.tokenVersion })
          .from(users)
          .where(and(eq(users.organizationId, org.id), eq(sql`lower(${users.email})`, identifier.toLowerCase())))
          .limit(1);
    principalId = byEmail?.id;
    tokenVersion = byEmail?.tokenVersion ?? 0;
    if (!principalId) throw errors.unauthorized(`no user with identifier ${JSON.stringify(identifier)} exists in this organization`);
  } else {
    const [s] = await db
      .select({ id: subOrganizations.id })
      .from(subOrganizations)
      .where(and(eq(subOrganizations.organizationId, org.id), eq(subOrganizations.identifier, identifier)))
      .limit(1);
    principalId = s?.id;
    if (!principalId) throw errors.unauthorized(`no sub-organization with identifier ${JSON.stringify(identifier)} exists in this organization`);
  }
  return issueToken(tokens, { type: request.auth.type, id: principalId, organizationId: org.id, licenseKeyHash: org.licenseKeyHash, tokenVersion });
}

/**
 * An access token answer (`POST /access/token`, sign-in, invitations): bound to the organization's
 * current license key and, for a user, to the user's current token version (`tokenVersion`, read
 * with the user: a password or role change after the read ends the token at once).
 */
export async function issueToken(
  tokens: TokenService,
  who: { type: 'USER' | 'SUB_ORG'; id: string; organizationId: string; licenseKeyHash: string; tokenVersion: number },
): Promise<{ access_token: string; token_type: 'Bearer'; expires_in: number }> {
  const { token, expiresIn } = await tokens.issue({
    type: who.type,
    id: who.id,
    organizationId: who.organizationId,
    licenseKeyVersion: licenseKeyVersion(who.licenseKeyHash),
    tokenVersion: who.tokenVersion,
  });
  return { access_token: token, token_type: 'Bearer', expires_in: expiresIn };
}

/**
 * Ends one access token (`POST /access/logout`): every API process refuses it from its next
 * request on, until it expires. The row names the token by its `jti` and lives until the token's
 * `exp` plus {@link ENDED_TOKEN_MARGIN_SECONDS} (on the database's clock; the margin covers API
 * hosts whose clocks run behind it); rows of tokens expired since are deleted on the way. Ending a token twice is no error.
 * This process's principal copies are dropped when the insert commits; other processes drop theirs
 * on the database's notification (the insert trigger of migration `…_sessions`).
 */
export async function endToken(db: Database, claims: VerifiedClaims): Promise<void> {
  await afterPrincipalChange(
    db.transaction(async (tx) => {
      await tx
        .insert(endedTokens)
        .values({ tokenId: claims.tokenId, principalId: claims.id, organizationId: claims.organizationId, expiresAt: new Date(claims.expiresAt * 1000) })
        .onConflictDoNothing();
      await tx.delete(endedTokens).where(lt(endedTokens.expiresAt, sql`now() - ${sql.raw(`interval '${ENDED_TOKEN_MARGIN_SECONDS} seconds'`)}`));
    }),
  );
}
