/**
 * Sign-in of the web platform (an extension): e-mail address and password → the same kind of
 * token `POST /access/token` issues for a USER. Wrong e-mail or wrong password get one and the same
 * answer (401), and every attempt verifies a password hash, so neither the answer nor its timing
 * tells whether the address exists. Rate-limited by the route.
 */
import { eq, sql } from 'drizzle-orm';
import type { LoginRequest } from '@ferry/schemas/access';
import type { Database } from '../../db/client.ts';
import { organizations, users } from '../../db/schema.ts';
import { errors } from '../../errors.ts';
import { hashPassword, verifyPassword } from '../../security/passwords.ts';
import { issueToken } from './service.ts';
import type { TokenService } from './tokens.ts';

const WRONG = 'the e-mail address or the password is wrong';
/** Verified when no user has the address, so a miss costs what a hit costs. */
let decoy: Promise<string> | null = null;

/**
 * Signs a user in.
 * @throws FerryError 401 UNAUTHORIZED (wrong address or password), 400 ORGANIZATION_REQUIRED when
 *   the address and password sign in to several organizations and none is named.
 */
export async function login(db: Database, tokens: TokenService, request: LoginRequest): Promise<{ access_token: string; token_type: 'Bearer'; expires_in: number }> {
  const email = request.email.trim().toLowerCase();
  const candidates = await db
    .select({ id: users.id, organizationId: users.organizationId, passwordHash: users.passwordHash, licenseKeyHash: organizations.licenseKeyHash, organizationName: organizations.name })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(sql`lower(${users.email})`, email))
    .limit(20);
  const inScope = request.organization ? candidates.filter((c) => c.organizationId === request.organization) : candidates;
  if (inScope.length === 0) {
    decoy ??= hashPassword('ferry decoy password, never used');
    await verifyPassword(await decoy, request.password);
    throw errors.unauthorized(WRONG);
  }
  const matching = [];
  for (const c of inScope) if (await verifyPassword(c.passwordHash, request.password)) matching.push(c);
  if (matching.length === 0) throw errors.unauthorized(WRONG);
  if (matching.length > 1) {
    throw errors.badRequest('ORGANIZATION_REQUIRED', 'this e-mail address signs in to several organizations: choose one', matching.map((m) => ({ field: 'organization', message: `${m.organizationId} (${m.organizationName})` })));
  }
  const user = matching[0]!;
  return issueToken(tokens, { type: 'USER', id: user.id, organizationId: user.organizationId, licenseKeyHash: user.licenseKeyHash });
}
