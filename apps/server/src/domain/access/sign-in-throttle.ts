/**
 * The per-account sign-in limit (docs/authentication.md "Failed sign-ins"), besides the
 * per-address rate limit of the route: failed sign-ins are counted per account — the lower-cased
 * e-mail address, whether a user has it or not, so the answers tell nothing about which addresses
 * exist — and after {@link FREE_FAILURES} in a row each further attempt waits, twice as long after
 * every failure ({@link FIRST_WAIT_MS} doubling up to {@link MAX_WAIT_MS}). An attempt made while
 * the account waits is refused (429 with Retry-After) without checking the password, and is not
 * counted. A success ends the count; so does a day without failures.
 *
 * Failures from a trusted browser (security/trusted-devices.ts: one that signed in to the account
 * before) are counted for that browser alone, not for the account: a person guessing from many
 * addresses makes the account wait, never the browsers its owner signed in with.
 *
 * Counts live in the database (table `sign_in_failures`), so every API process shares them; an
 * attempt claims its count before the password is checked (one short transaction), so parallel
 * guesses cannot slip past the limit together. Times come from the application's clock.
 */
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { signInFailures } from '../../db/schema.ts';

/** Failed sign-ins in a row that wait for nothing (typing mistakes). */
export const FREE_FAILURES = 5;
/** The wait after the first failure past the free ones (30 s); it doubles with each further one. */
export const FIRST_WAIT_MS = 30_000;
/** The longest wait between two attempts (15 minutes). */
export const MAX_WAIT_MS = 15 * 60_000;
/** A count with no failure for this long starts again at zero (24 hours). */
export const FORGET_AFTER_MS = 24 * 60 * 60_000;
/** The account's owner is told by mail at most this often while failures go on (24 hours). */
export const NOTIFY_EVERY_MS = 24 * 60 * 60_000;

/** What a sign-in attempt is counted against: the account, or a browser trusted for it. */
export type ThrottleKey = { kind: 'account'; email: string } | { kind: 'device'; deviceId: string };

const keyText = (key: ThrottleKey) => (key.kind === 'account' ? `account:${key.email.trim().toLowerCase()}` : `device:${key.deviceId}`);

/** The wait after the `failures`-th failure in a row, in ms (0 while failures are free). */
export function waitAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(FIRST_WAIT_MS * 2 ** (failures - FREE_FAILURES), MAX_WAIT_MS);
}

/** The answer to {@link claimAttempt}. */
export type AttemptClaim =
  | { allowed: true; /** This attempt's number in the run of failures, should it fail. */ failures: number; firstFailedAt: Date }
  | { allowed: false; /** How long until the next attempt is checked, in ms (≥ 1000). */ retryAfterMs: number };

/**
 * Claims an attempt for `key` at `now` from `address`: refused while the key waits; else counted as
 * a failure in advance (with the wait that failure brings), to be taken back by
 * {@link attemptSucceeded} when the password is right.
 */
export async function claimAttempt(db: Database, key: ThrottleKey, address: string, now: Date): Promise<AttemptClaim> {
  const id = keyText(key);
  return db.transaction(async (tx) => {
    await tx.insert(signInFailures).values({ key: id, failures: 0, firstFailedAt: now, lastFailedAt: now, lastAddress: address }).onConflictDoNothing();
    const [row] = await tx.select().from(signInFailures).where(eq(signInFailures.key, id)).for('update');
    if (row!.waitUntil && row!.waitUntil > now) return { allowed: false, retryAfterMs: Math.max(1000, row!.waitUntil.getTime() - now.getTime()) };
    const fresh = row!.failures === 0 || now.getTime() - row!.lastFailedAt.getTime() >= FORGET_AFTER_MS;
    const failures = fresh ? 1 : row!.failures + 1;
    const firstFailedAt = fresh ? now : row!.firstFailedAt;
    const wait = waitAfter(failures);
    await tx
      .update(signInFailures)
      .set({ failures, firstFailedAt, lastFailedAt: now, lastAddress: address, waitUntil: wait ? new Date(now.getTime() + wait) : null, ...(fresh ? { notifiedAt: null } : {}) })
      .where(eq(signInFailures.key, id));
    return { allowed: true, failures, firstFailedAt };
  });
}

/** The password was right: the count of `key` ends. */
export async function attemptSucceeded(db: Database, key: ThrottleKey): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.key, keyText(key)));
}

/**
 * Whether the owner of the account should be told of its failures now: true once per
 * {@link NOTIFY_EVERY_MS} from the failure that makes it wait on (claimed atomically, so that one
 * process sends the mail).
 */
export async function claimNotification(db: Database, key: ThrottleKey, failures: number, now: Date): Promise<boolean> {
  if (key.kind !== 'account' || failures < FREE_FAILURES) return false;
  const due = new Date(now.getTime() - NOTIFY_EVERY_MS);
  const claimed = await db
    .update(signInFailures)
    .set({ notifiedAt: now })
    .where(and(eq(signInFailures.key, keyText(key)), or(isNull(signInFailures.notifiedAt), lt(signInFailures.notifiedAt, due))))
    .returning({ key: signInFailures.key });
  return claimed.length > 0;
}
