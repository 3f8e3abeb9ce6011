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
 * reached, attempts, the last error). The raising process claims the first send in the transaction
 * that raises it; an alert whose mail has not gone out is claimed again (claimLateMail) by any
 * worker once LATE_MAIL_RETRY_MS have passed since the last claim, until LATE_MAIL_GIVE_UP_MS after
 * the alert (giveUpLateMails).
 */
import { and, asc, eq, gt, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
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
          raised.push({ alertId: alert.id, pipelineId: p.id, pipelineName: p.name, organizationId: p.organizationId, subOrganizationId: p.subOrganizationId ?? null, expectation: exp, window, webhooks });
        }
      }
      const later = new Date(Math.max(now.getTime(), window.end.getTime() + 1));
      await tx.update(pipelines).set({ lateCheckAt: windowContaining(exp, since, later, scale).end }).where(eq(pipelines.id, p.id));
    }
  });
  return raised;
}

/** How long a claimed send keeps other processes off an alert's mail: a failed send is tried again after it. */
export const LATE_MAIL_RETRY_MS = 5 * 60_000;
/** How long after the alert its mail is still tried. */
export const LATE_MAIL_GIVE_UP_MS = 24 * 3_600_000;

/** An alert whose mail this process claimed, and the recipients that already have it. */
export interface ClaimedLateMail {
  alert: LateAlert;
  mailedTo: string[];
  attempts: number;
}

/**
 * Claims the oldest alert whose mail has not gone out (not given up, raised less than
 * LATE_MAIL_GIVE_UP_MS ago, no send claimed in the last LATE_MAIL_RETRY_MS): counts the attempt
 * and moves its claim to now, so that another process claims it again only after the retry
 * interval. Resolves with null when there is none.
 */
export async function claimLateMail(db: Database, clock: Clock): Promise<ClaimedLateMail | null> {
  const now = clock.now();
  const pending = and(
    isNull(pipelineLateAlerts.mailedAt),
    isNull(pipelineLateAlerts.mailGivenUpAt),
    isNotNull(pipelineLateAlerts.expectation),
    gt(pipelineLateAlerts.raisedAt, new Date(now.getTime() - LATE_MAIL_GIVE_UP_MS)),
    or(isNull(pipelineLateAlerts.mailAttemptedAt), lte(pipelineLateAlerts.mailAttemptedAt, new Date(now.getTime() - LATE_MAIL_RETRY_MS))),
  );
  const row = await db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: pipelineLateAlerts.id })
      .from(pipelineLateAlerts)
      .where(pending)
      .orderBy(asc(pipelineLateAlerts.raisedAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    const [claimed] = await tx
      .update(pipelineLateAlerts)
      .set({ mailAttempts: sql`${pipelineLateAlerts.mailAttempts} + 1`, mailAttemptedAt: now })
      .where(and(eq(pipelineLateAlerts.id, due.id), pending))
      .returning();
    return claimed ?? null;
  });
  const expectation = readExpectation(row?.expectation);
  if (!row || !expectation) return null;
  const [p] = await db.select({ name: pipelines.name }).from(pipelines).where(eq(pipelines.id, row.pipelineId));
  return {
    alert: {
      alertId: row.id,
      pipelineId: row.pipelineId,
      pipelineName: p?.name ?? row.pipelineId,
      organizationId: row.organizationId,
      subOrganizationId: row.subOrganizationId ?? null,
      expectation,
      window: { index: 0, start: row.windowStart, deadline: row.deadline, end: row.windowEnd },
      webhooks: 0,
    },
    mailedTo: row.mailedTo,
    attempts: row.mailAttempts,
  };
}

/**
 * Records how a send of the alert's mail went: the recipients that have it now, the last error (null
 * when none), whether every recipient has it (`mailed_at`) or Ferry stops trying (`mail_given_up_at`).
 */
export async function recordLateMail(db: Database, alertId: string, at: Date, outcome: { mailedTo: string[]; error: string | null; done: boolean; giveUp: boolean }): Promise<void> {
  await db
    .update(pipelineLateAlerts)
    .set({ mailedTo: outcome.mailedTo, mailError: outcome.error, ...(outcome.done ? { mailedAt: at } : outcome.giveUp ? { mailGivenUpAt: at } : {}) })
    .where(eq(pipelineLateAlerts.id, alertId));
}

/**
 * Gives up the mails still not sent LATE_MAIL_GIVE_UP_MS after their alert (once: the rows it
 * returns are marked). Resolves with them, for the log.
 */
export async function giveUpLateMails(db: Database, clock: Clock): Promise<Array<{ id: string; pipelineId: string; windowEnd: Date; mailAttempts: number; mailError: string | null; mailedTo: string[] }>> {
  const now = clock.now();
  return db
    .update(pipelineLateAlerts)
    .set({ mailGivenUpAt: now })
    .where(and(isNull(pipelineLateAlerts.mailedAt), isNull(pipelineLateAlerts.mailGivenUpAt), lte(pipelineLateAlerts.raisedAt, new Date(now.getTime() - LATE_MAIL_GIVE_UP_MS))))
    .returning({ id: pipelineLateAlerts.id, pipelineId: pipelineLateAlerts.pipelineId, windowEnd: pipelineLateAlerts.windowEnd, mailAttempts: pipelineLateAlerts.mailAttempts, mailError: pipelineLateAlerts.mailError, mailedTo: pipelineLateAlerts.mailedTo });
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
