/**
 * Late files (docs/executions.md "Late files"): a pipeline with `configuration.expectation` is
 * checked at the end of each expected window (domain/pipelines/expectation.ts); a window in which
 * no file arrived raises one alert — a row of `pipeline_late_alerts`, whose unique index on
 * (pipeline, window end) makes it once per window however many worker processes check at the same
 * time — with the webhook event `pipeline.file_late` recorded in the same transaction, and the
 * pipeline's `late_since` (the "late" badge) set until the next file arrives.
 *
 * A file has arrived when an execution of the pipeline started that is not a rerun and did not end
 * SKIPPED (a scheduled pull that found nothing new is no file).
 *
 * The alert's mail is sent at least once: the row records its mail (`mailed_at`, the recipients
 * reached, those that refused it permanently, attempts, the last errors). The raising process
 * claims the first send in the transaction that raises it and takes it up after the commit
 * (claimRaisedLateMail); an alert whose mail has not gone out is claimed again (claimLateMail) by
 * any worker LATE_MAIL_RETRY_MS after a failed attempt, until LATE_MAIL_GIVE_UP_MS after the alert
 * (giveUpLateMails) — both divided by the scale of the pipeline's windows
 * (FERRY_EXPECTATION_TIME_SCALE, 1 in production), as the windows are. It is not sent, first or
 * again, once the next file arrived (the alert cleared: checked under the row lock of each claim,
 * stopTheClearedMail); an attempt already under way is not stopped. Nor is it sent again to a
 * recipient whose server refused it permanently (a 5xx reply).
 */
import { and, asc, eq, gt, isNotNull, isNull, lte, ne, not, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { executions, pipelineLateAlerts, pipelines, subOrganizations, users } from '../../db/schema.ts';
import { newId } from '../ids.ts';
import type { Clock } from '../time.ts';
import { recordPipelineEvent } from '../webhooks/events.ts';
import { completeConfiguration } from './configuration.ts';
import { readExpectation, windowContaining, type Expectation, type ExpectedWindow } from './expectation.ts';

/** One alert this check raised (the caller mails it, after the commit). */
export interface LateAlert {
  alertId: string;
  pipelineId: string;
  pipelineName: string;
  organizationId: string;
  subOrganizationId: string | null;
  expectation: Expectation;
  window: ExpectedWindow;
  /** Webhook deliveries recorded with it. */
  webhooks: number;
  /** The scale of the pipeline's windows when it was raised (FERRY_EXPECTATION_TIME_SCALE, 1 in production). */
  scale: number;
}

/**
 * Records that a file arrived for the pipeline (execution `executionId` started at `at`): clears
 * the late badge and closes its open alerts. Call in the transaction that records the execution.
 */
export async function noteFileArrived(db: Database, pipelineId: string, executionId: string, at: Date): Promise<void> {
  await db.update(pipelines).set({ lastFileAt: sql`greatest(coalesce(${pipelines.lastFileAt}, ${at.toISOString()}::timestamptz), ${at.toISOString()}::timestamptz)`, lateSince: null }).where(eq(pipelines.id, pipelineId));
  await db
    .update(pipelineLateAlerts)
    .set({ clearedAt: at, clearedByExecutionId: executionId })
    .where(and(eq(pipelineLateAlerts.pipelineId, pipelineId), isNull(pipelineLateAlerts.clearedAt)));
}

/**
 * Checks the windows that have ended by `clock.now()`: for each due pipeline (taken with
 * `FOR UPDATE SKIP LOCKED`), the window ending at its `late_check_at`; an alert is raised when no
 * file arrived in it, and the pipeline moves on to the window containing now (windows missed while
 * no worker ran are not alerted one by one: the first of them is). Inactive and draft pipelines
 * have no `late_check_at`. Resolves with the alerts this call raised.
 */
export async function checkLateFiles(db: Database, clock: Clock, batch = 50): Promise<LateAlert[]> {
  const now = clock.now();
  const raised: LateAlert[] = [];
  await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(pipelines)
      .where(and(isNotNull(pipelines.lateCheckAt), lte(pipelines.lateCheckAt, now), isNotNull(pipelines.expectationSince), eq(pipelines.active, true), eq(pipelines.draft, false)))
      .orderBy(asc(pipelines.lateCheckAt))
      .limit(batch)
      .for('update', { skipLocked: true });
    for (const p of due) {
      const exp = readExpectation(completeConfiguration(p.configuration).expectation);
      if (!exp) {
        await tx.update(pipelines).set({ lateCheckAt: null }).where(eq(pipelines.id, p.id));
        continue;
      }
      const since = p.expectationSince!;
      const scale = p.expectationScale;
      const window = windowContaining(exp, since, p.lateCheckAt!, scale);
      const [files] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(executions)
        .where(and(
          eq(executions.pipelineId, p.id),
          isNull(executions.rerunOf),
          ne(executions.status, 'SKIPPED'),
          gt(executions.createdAt, window.start),
          lte(executions.createdAt, window.end),
        ));
      if (Number(files?.n ?? 0) === 0) {
        const [alert] = await tx
          .insert(pipelineLateAlerts)
          .values({
            id: newId(),
            organizationId: p.organizationId,
            subOrganizationId: p.subOrganizationId,
            pipelineId: p.id,
            windowStart: window.start,
            deadline: window.deadline,
            windowEnd: window.end,
            raisedAt: now,
            expectation: exp,
            // The raising process sends the mail after the commit: its first send is claimed here.
            mailAttempts: 1,
            mailAttemptedAt: now,
            mailRetryAt: new Date(now.getTime() + LATE_MAIL_RETRY_MS),
            expectationScale: scale,
          })
          .onConflictDoNothing()
          .returning();
        if (alert) {
          const lateSince = p.lateSince ?? window.end;
          const webhooks = await recordPipelineEvent(tx as unknown as Database, p, 'pipeline.file_late', now, {
            pipeline_id: p.id,
            pipeline_name: p.name,
            sub_organization_id: p.subOrganizationId ?? null,
            window_start: window.start.toISOString(),
            expected_by: window.deadline.toISOString(),
            window_end: window.end.toISOString(),
            late_since: lateSince.toISOString(),
            expectation: exp,
          });
          await tx.update(pipelines).set({ lateSince }).where(eq(pipelines.id, p.id));
          raised.push({ alertId: alert.id, pipelineId: p.id, pipelineName: p.name, organizationId: p.organizationId, subOrganizationId: p.subOrganizationId ?? null, expectation: exp, window, webhooks, scale });
        }
      }
      const later = new Date(Math.max(now.getTime(), window.end.getTime() + 1));
      await tx.update(pipelines).set({ lateCheckAt: windowContaining(exp, since, later, scale).end }).where(eq(pipelines.id, p.id));
    }
  });
  return raised;
}

/**
 * How long a claimed attempt keeps other processes off an alert's mail (in clock time, whatever
 * the scale: an attempt ends within it, runtime.ts), and how long after a failed attempt the mail is
 * tried again (divided by the alert's scale: {@link lateMailRetryMs}).
 */
export const LATE_MAIL_RETRY_MS = 5 * 60_000;
/** How long after the alert its mail is still tried (divided by the alert's scale: {@link lateMailGiveUpMs}). */
export const LATE_MAIL_GIVE_UP_MS = 24 * 3_600_000;

/** Milliseconds after a failed attempt before the mail of an alert raised at `scale` is tried again. */
export function lateMailRetryMs(scale: number): number {
  return LATE_MAIL_RETRY_MS / Math.max(1, scale);
}

/** Milliseconds after an alert raised at `scale` during which its mail is still tried. */
export function lateMailGiveUpMs(scale: number): number {
  return LATE_MAIL_GIVE_UP_MS / Math.max(1, scale);
}

/** A permanent refusal of the mail by a recipient's server: not sent to it again. */
export interface RefusedRecipient {
  to: string;
  /** The SMTP client's error (with the 5xx reply). */
  error: string;
}

/** An alert whose mail this process claimed, the recipients that already have it and those that refused it. */
export interface ClaimedLateMail {
  alert: LateAlert;
  mailedTo: string[];
  refused: RefusedRecipient[];
  attempts: number;
}

/** A mail not sent because the next file arrived before it went out (its alert was cleared). */
export interface StoppedLateMail {
  alertId: string;
  pipelineId: string;
  windowEnd: Date;
  clearedAt: Date;
  /** The recipients an earlier attempt reached. */
  mailedTo: string[];
}

/**
 * Stops the mail of alert `id`, which the next file cleared (`mail_given_up_at`, no retry): call
 * under the alert's row lock, taken after the clearing committed (noteFileArrived waits for the
 * lock, or the lock waits for it) — the mail would say a file is late that came.
 */
async function stopTheClearedMail(tx: Pick<Database, 'update'>, id: string, now: Date): Promise<StoppedLateMail | null> {
  const [gone] = await tx
    .update(pipelineLateAlerts)
    .set({ mailGivenUpAt: now, mailRetryAt: null })
    .where(eq(pipelineLateAlerts.id, id))
    .returning({ id: pipelineLateAlerts.id, pipelineId: pipelineLateAlerts.pipelineId, windowEnd: pipelineLateAlerts.windowEnd, clearedAt: pipelineLateAlerts.clearedAt, mailedTo: pipelineLateAlerts.mailedTo });
  return gone ? { alertId: gone.id, pipelineId: gone.pipelineId, windowEnd: gone.windowEnd, clearedAt: gone.clearedAt!, mailedTo: gone.mailedTo } : null;
}

/**
 * Takes up the first send of an alert this process raised (checkLateFiles claimed it in the
 * transaction that raised it), as a retry is claimed: under the alert's row lock — waiting for a
 * file being recorded — an alert the next file cleared since the commit is not sent (its mail is
 * stopped and listed in `stopped`); otherwise the claim is renewed from now (the attempt has its
 * full LATE_MAIL_RETRY_MS). `claimed` is null, and nothing is changed, when the claim is no longer
 * this process's (it lapsed and another worker took the mail, or the mail went out or was given up).
 */
export async function claimRaisedLateMail(db: Database, clock: Clock, alert: LateAlert): Promise<{ claimed: ClaimedLateMail | null; stopped: StoppedLateMail[] }> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ clearedAt: pipelineLateAlerts.clearedAt, mailAttempts: pipelineLateAlerts.mailAttempts, mailRetryAt: pipelineLateAlerts.mailRetryAt, mailedAt: pipelineLateAlerts.mailedAt, mailGivenUpAt: pipelineLateAlerts.mailGivenUpAt })
      .from(pipelineLateAlerts)
      .where(eq(pipelineLateAlerts.id, alert.alertId))
      .for('update');
    // The raising claim: the first attempt, held until mail_retry_at (after it, another worker may claim the mail).
    const ours = row && !row.mailedAt && !row.mailGivenUpAt && row.mailAttempts === 1 && row.mailRetryAt && row.mailRetryAt > now;
    if (!ours) return { claimed: null, stopped: [] };
    if (row.clearedAt) {
      const gone = await stopTheClearedMail(tx, alert.alertId, now);
      return { claimed: null, stopped: gone ? [gone] : [] };
    }
    const [claimed] = await tx
      .update(pipelineLateAlerts)
      .set({ mailAttemptedAt: now, mailRetryAt: new Date(now.getTime() + LATE_MAIL_RETRY_MS) })
      .where(eq(pipelineLateAlerts.id, alert.alertId))
      .returning({ mailedTo: pipelineLateAlerts.mailedTo, refused: pipelineLateAlerts.mailRejected, attempts: pipelineLateAlerts.mailAttempts });
    return { claimed: claimed ? { alert, ...claimed } : null, stopped: [] };
  });
}

/** `raised_at` is within the give-up age of its alert's scale at `now`. */
function withinGiveUp(now: Date) {
  return sql`${pipelineLateAlerts.raisedAt} > ${now.toISOString()}::timestamptz - (${LATE_MAIL_GIVE_UP_MS}::double precision / greatest(${pipelineLateAlerts.expectationScale}, 1)) * interval '1 millisecond'`;
}

/**
 * Claims the oldest alert whose mail has not gone out (not given up, not claimed by an attempt
 * still under way, not waiting for its retry, raised less than the give-up age ago): counts the
 * attempt, records it at now and holds it for LATE_MAIL_RETRY_MS. An alert the next file cleared
 * meanwhile is not claimed: under the same row lock its mail is stopped (`mail_given_up_at`; at most
 * `batch` of them per call) and it is listed in `stopped`. `claimed` is null when no mail is due.
 */
export async function claimLateMail(db: Database, clock: Clock, batch = 20): Promise<{ claimed: ClaimedLateMail | null; stopped: StoppedLateMail[] }> {
  const now = clock.now();
  const pending = and(
    isNull(pipelineLateAlerts.mailedAt),
    isNull(pipelineLateAlerts.mailGivenUpAt),
    isNotNull(pipelineLateAlerts.expectation),
    or(isNull(pipelineLateAlerts.mailRetryAt), lte(pipelineLateAlerts.mailRetryAt, now)),
    // A cleared alert is taken whatever its age: to stop its mail, not to send it.
    or(isNotNull(pipelineLateAlerts.clearedAt), withinGiveUp(now)),
  );
  const stopped: StoppedLateMail[] = [];
  const row = await db.transaction(async (tx) => {
    for (let i = 0; i <= batch; i++) {
      const [due] = await tx
        .select({ id: pipelineLateAlerts.id, clearedAt: pipelineLateAlerts.clearedAt })
        .from(pipelineLateAlerts)
        .where(pending)
        .orderBy(asc(pipelineLateAlerts.raisedAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return null;
      if (due.clearedAt) {
        // The next file arrived (noteFileArrived waits for this lock): the mail would say a file is late that came.
        if (i === batch) return null;
        const gone = await stopTheClearedMail(tx, due.id, now);
        if (gone) stopped.push(gone);
        continue;
      }
      const [claimed] = await tx
        .update(pipelineLateAlerts)
        .set({ mailAttempts: sql`${pipelineLateAlerts.mailAttempts} + 1`, mailAttemptedAt: now, mailRetryAt: new Date(now.getTime() + LATE_MAIL_RETRY_MS) })
        .where(and(eq(pipelineLateAlerts.id, due.id), isNull(pipelineLateAlerts.clearedAt), pending))
        .returning();
      return claimed ?? null;
    }
    return null;
  });
  const expectation = readExpectation(row?.expectation);
  if (!row || !expectation) return { claimed: null, stopped };
  const [p] = await db.select({ name: pipelines.name }).from(pipelines).where(eq(pipelines.id, row.pipelineId));
  return {
    claimed: {
      alert: {
        alertId: row.id,
        pipelineId: row.pipelineId,
        pipelineName: p?.name ?? row.pipelineId,
        organizationId: row.organizationId,
        subOrganizationId: row.subOrganizationId ?? null,
        expectation,
        window: { index: 0, start: row.windowStart, deadline: row.deadline, end: row.windowEnd },
        webhooks: 0,
        scale: row.expectationScale,
      },
      mailedTo: row.mailedTo,
      refused: row.mailRejected,
      attempts: row.mailAttempts,
    },
    stopped,
  };
}

/**
 * Records how a send of the alert's mail went: the recipients that have it now and those that
 * refused it permanently, the attempt's errors (null when none), whether every recipient has it
 * (`mailed_at`) or Ferry stops trying (`mail_given_up_at`); otherwise the mail is tried again
 * {@link lateMailRetryMs} of the alert's scale after `at`. Resolves with when (null: not again).
 */
export async function recordLateMail(
  db: Database,
  alert: Pick<LateAlert, 'alertId' | 'scale'>,
  at: Date,
  outcome: { mailedTo: string[]; refused: RefusedRecipient[]; error: string | null; done: boolean; giveUp: boolean },
): Promise<Date | null> {
  const retryAt = outcome.done || outcome.giveUp ? null : new Date(at.getTime() + lateMailRetryMs(alert.scale));
  await db
    .update(pipelineLateAlerts)
    .set({ mailedTo: outcome.mailedTo, mailRejected: outcome.refused, mailError: outcome.error, mailRetryAt: retryAt, ...(outcome.done ? { mailedAt: at } : outcome.giveUp ? { mailGivenUpAt: at } : {}) })
    .where(eq(pipelineLateAlerts.id, alert.alertId));
  return retryAt;
}

/**
 * Gives up the mails still not sent {@link lateMailGiveUpMs} of their alert's scale after the alert
 * (once: the rows it returns are marked), unless an attempt is under way; a cleared alert's mail is
 * stopped by claimLateMail instead. Resolves with them, for the log.
 */
export async function giveUpLateMails(db: Database, clock: Clock): Promise<Array<{ id: string; pipelineId: string; windowEnd: Date; mailAttempts: number; mailError: string | null; mailedTo: string[]; scale: number }>> {
  const now = clock.now();
  return db
    .update(pipelineLateAlerts)
    .set({ mailGivenUpAt: now, mailRetryAt: null })
    .where(and(
      isNull(pipelineLateAlerts.mailedAt),
      isNull(pipelineLateAlerts.mailGivenUpAt),
      isNull(pipelineLateAlerts.clearedAt),
      or(isNull(pipelineLateAlerts.mailRetryAt), lte(pipelineLateAlerts.mailRetryAt, now)),
      not(withinGiveUp(now)),
    ))
    .returning({ id: pipelineLateAlerts.id, pipelineId: pipelineLateAlerts.pipelineId, windowEnd: pipelineLateAlerts.windowEnd, mailAttempts: pipelineLateAlerts.mailAttempts, mailError: pipelineLateAlerts.mailError, mailedTo: pipelineLateAlerts.mailedTo, scale: pipelineLateAlerts.expectationScale });
}

/**
 * Who is told of a late file by e-mail: the organization's owners, and for a sub-organization's
 * own pipeline the sub-organization's addresses too (each address once, compared ignoring case).
 */
export async function lateFileRecipients(db: Database, organizationId: string, subOrganizationId: string | null): Promise<string[]> {
  const owners = await db.select({ email: users.email }).from(users).where(and(eq(users.organizationId, organizationId), eq(users.role, 'OWNER')));
  const addresses = owners.map((o) => o.email);
  if (subOrganizationId) {
    const [sub] = await db.select({ email: subOrganizations.email }).from(subOrganizations).where(and(eq(subOrganizations.id, subOrganizationId), eq(subOrganizations.organizationId, organizationId)));
    addresses.push(...(sub?.email ?? []));
  }
  const seen = new Set<string>();
  return addresses.filter((a) => {
    const k = a.trim().toLowerCase();
    if (!k || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** The mail of a late file: subject and text, in words. */
export function lateFileMail(alert: LateAlert, link: string): { subject: string; text: string } {
  const e = alert.expectation;
  const every = `${e.interval > 1 ? `every ${e.interval} ` : 'every '}${{ HOURLY: 'hour', DAILY: 'day', WEEKLY: 'week', MONTHLY: 'month' }[e.every]}${e.interval > 1 ? 's' : ''}`;
  const by = e.every === 'HOURLY' ? `by minute ${e.by.slice(3)}` : `by ${e.by} UTC`;
  return {
    subject: `Late file: ${alert.pipelineName}`,
    text: [
      `No file arrived for the pipeline "${alert.pipelineName}" between ${alert.window.start.toISOString()} and ${alert.window.end.toISOString()}.`,
      `It expects one ${every} ${by}${e.grace_minutes ? `, with ${e.grace_minutes} minutes of grace` : ''}; this one was expected by ${alert.window.deadline.toISOString()}.`,
      '',
      `The pipeline shows as late until its next file arrives: ${link}`,
      '',
      'You receive this mail as an owner of the organization, or as an address of the sub-organization the pipeline belongs to.',
    ].join('\n'),
  };
}
