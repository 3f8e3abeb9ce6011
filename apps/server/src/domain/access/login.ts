/**
 * Sign-in of the web platform (an extension): e-mail address and password → the same kind of
 * token `POST /access/token` issues for a USER. Wrong e-mail or wrong password get one and the same
 * answer (401), and every attempt verifies a password hash, so neither the answer nor its timing
 * tells whether the address exists. Rate-limited per client address by the route, and per account
 * here (./sign-in-throttle.ts): growing waits after failures, recorded, the owner told by mail; a
 * browser that signed in to the account before is not held back by the account's waits.
 */
import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { LoginRequest } from '@ferry/schemas/access';
import type { Database } from '../../db/client.ts';
import { organizations, users } from '../../db/schema.ts';
import { errors } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { hashPassword, verifyPassword } from '../../security/passwords.ts';
import { newDeviceId } from '../../security/trusted-devices.ts';
import type { Clock } from '../time.ts';
import { issueToken } from './service.ts';
import { attemptSucceeded, claimAttempt, claimNotification, FREE_FAILURES, MAX_WAIT_MS, type ThrottleKey } from './sign-in-throttle.ts';
import type { TokenService } from './tokens.ts';

const WRONG = 'the e-mail address or the password is wrong';
/** Verified when no user has the address, so a miss costs what a hit costs. */
let decoy: Promise<string> | null = null;

/** What a sign-in needs besides the request. */
export interface LoginContext {
  db: Database;
  tokens: TokenService;
  clock: Clock;
  mailer: Mailer;
  log: Pick<Logger, 'info' | 'warn'>;
  /** The client's address (recorded with failures, named in the owner's mail). */
  address: string;
  /** The id of a browser trusted for this address (from its verified cookie), or null. */
  trustedDevice: string | null;
}

/** A successful sign-in: the token answer, and the device id the browser is trusted by from now on. */
export interface LoginResult {
  token: { access_token: string; token_type: 'Bearer'; expires_in: number };
  deviceId: string;
}

/**
 * Signs a user in.
 * @throws FerryError 401 UNAUTHORIZED (wrong address or password), 400 ORGANIZATION_REQUIRED when
 *   the address and password sign in to several organizations and none is named, 429 RATE_LIMITED
 *   (with `retryAfterSeconds`) while the account — or this trusted browser — waits after failures.
 */
export async function login(context: LoginContext, request: LoginRequest): Promise<LoginResult> {
  const { db, clock, log } = context;
  const email = request.email.trim().toLowerCase();
  const key: ThrottleKey = context.trustedDevice ? { kind: 'device', deviceId: context.trustedDevice } : { kind: 'account', email };
  const claim = await claimAttempt(db, key, context.address, clock.now());
  if (!claim.allowed) {
    const seconds = Math.ceil(claim.retryAfterMs / 1000);
    log.info({ email, address: context.address, trusted_device: key.kind === 'device', retry_after: seconds }, 'sign-in refused: the account waits after failed sign-ins');
    throw errors.rateLimited(
      `too many failed sign-ins for this e-mail address: try again in ${seconds} s${key.kind === 'account' ? ' (a browser you signed in with before is not held back)' : ''}`,
      seconds,
    );
  }
  const candidates = await db
    .select({ id: users.id, email: users.email, organizationId: users.organizationId, passwordHash: users.passwordHash, tokenVersion: users.tokenVersion, licenseKeyHash: organizations.licenseKeyHash, organizationName: organizations.name })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(sql`lower(${users.email})`, email))
    .limit(20);
  const inScope = request.organization ? candidates.filter((c) => c.organizationId === request.organization) : candidates;
  const matching = [];
  if (inScope.length === 0) {
    decoy ??= hashPassword('ferry decoy password, never used');
    await verifyPassword(await decoy, request.password);
  }
  for (const c of inScope) if (await verifyPassword(c.passwordHash, request.password)) matching.push(c);
  if (matching.length === 0) {
    log.warn({ email, address: context.address, failures: claim.failures, trusted_device: key.kind === 'device', known_address: candidates.length > 0 }, 'sign-in failed: wrong e-mail address or password');
    if (candidates.length > 0 && (await claimNotification(db, key, claim.failures, clock.now()))) {
      void context.mailer.send({ to: candidates[0]!.email, subject: 'Failed sign-ins to your Ferry account', text: failureMail(email, claim.failures, claim.firstFailedAt, context.address, clock.now()) });
    }
    throw errors.unauthorized(WRONG);
  }
  await attemptSucceeded(db, key);
  if (matching.length > 1) {
    throw errors.badRequest('ORGANIZATION_REQUIRED', 'this e-mail address signs in to several organizations: choose one', matching.map((m) => ({ field: 'organization', message: `${m.organizationId} (${m.organizationName})` })));
  }
  const user = matching[0]!;
  const token = await issueToken(context.tokens, { type: 'USER', id: user.id, organizationId: user.organizationId, licenseKeyHash: user.licenseKeyHash, tokenVersion: user.tokenVersion });
  return { token, deviceId: context.trustedDevice ?? newDeviceId() };
}

const utc = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The mail that tells an account's owner of failed sign-ins. */
function failureMail(email: string, failures: number, since: Date, address: string, now: Date): string {
  return [
    `Someone tried to sign in to Ferry as ${email} with a wrong password ${failures} times in a row since ${utc(since)}, most recently from the address ${address} at ${utc(now)}.`,
    '',
    'If it was you, there is nothing to do.',
    '',
    `If it was not you, someone may be guessing your password. After ${FREE_FAILURES} failures Ferry makes every further attempt wait, longer after each one (up to ${MAX_WAIT_MS / 60_000} minutes), except from the browsers you signed in with before: from those you can still sign in at once. If your password is used elsewhere too or easy to guess, change it; a change ends every session opened with the old one.`,
  ].join('\n');
}
