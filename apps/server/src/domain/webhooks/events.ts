/**
 * Webhook events of executions: when an execution starts (its first attempt) and when it ends, one
 * delivery per matching active webhook is recorded — in the same transaction as the change of the
 * execution, so an event is neither lost nor recorded twice. The runtime's sender
 * (runtime/webhook-sender.ts) sends them.
 *
 * A webhook of the organization (made by a user) receives the events of every execution of the
 * organization; a webhook of a sub-organization only those of the sub-organization's executions.
 */
import { EventEmitter } from 'node:events';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { WebhookEventName } from '@ferry/schemas/webhooks';
import type { Database } from '../../db/client.ts';
import { executions, pipelines, webhookDeliveries, webhooks } from '../../db/schema.ts';
import { toExecution } from '../executions/execution-view.ts';
import { newId } from '../ids.ts';

type ExecutionRow = typeof executions.$inferSelect;

/**
 * Emits `queued` once deliveries were committed, so this process's sender wakes at once (senders
 * in other processes find them on their next poll).
 */
export const webhookSignal = new EventEmitter();

/** Wakes the senders of this process; call after the transaction that recorded deliveries committed. */
export function announceWebhookDeliveries(count: number): void {
  if (count > 0) webhookSignal.emit('queued');
}

/**
 * Records the deliveries of `event` for `row` (`extra`: more top-level fields of the body, e.g. `undo`; call inside the transaction that changed it, then
 * {@link announceWebhookDeliveries} after it committed). Answers how many webhooks it goes to.
 */
export async function recordWebhookEvent(db: Database, row: ExecutionRow, event: WebhookEventName, now: Date, extra: Record<string, unknown> = {}): Promise<number> {
  const targets = await db
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(and(
      eq(webhooks.organizationId, row.organizationId),
      eq(webhooks.active, true),
      row.subOrganizationId ? or(isNull(webhooks.subOrganizationId), eq(webhooks.subOrganizationId, row.subOrganizationId)) : isNull(webhooks.subOrganizationId),
      sql`${webhooks.events} @> ${JSON.stringify([event])}::jsonb`,
    ));
  if (targets.length === 0) return 0;
  const pipelineName = String((row.snapshot as { pipeline_name?: unknown } | null)?.pipeline_name ?? '');
  const data = toExecution(row, pipelineName);
  await db.insert(webhookDeliveries).values(targets.map((t) => {
    const id = `msg_${newId()}`;
    return {
      id,
      webhookId: t.id,
      organizationId: row.organizationId,
      event,
      executionId: row.id,
      payload: { type: event, timestamp: now.toISOString(), data, ...extra } as unknown as Record<string, unknown>,
      status: 'PENDING' as const,
      nextAttemptAt: now,
      createdAt: now,
    };
  }));
  return targets.length;
}

/**
 * Records the deliveries of a pipeline event (`pipeline.file_late`) to the webhooks that see the
 * pipeline: the organization's, and a sub-organization's own for its pipelines. `data` is the
 * body's `data`. Call inside the transaction that recorded the cause, then
 * {@link announceWebhookDeliveries}. Answers how many webhooks it goes to.
 */
export async function recordPipelineEvent(
  db: Database,
  pipeline: Pick<typeof pipelines.$inferSelect, 'id' | 'organizationId' | 'subOrganizationId'>,
  event: WebhookEventName,
  now: Date,
  data: Record<string, unknown>,
): Promise<number> {
  const targets = await db
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(and(
      eq(webhooks.organizationId, pipeline.organizationId),
      eq(webhooks.active, true),
      pipeline.subOrganizationId ? or(isNull(webhooks.subOrganizationId), eq(webhooks.subOrganizationId, pipeline.subOrganizationId)) : isNull(webhooks.subOrganizationId),
      sql`${webhooks.events} @> ${JSON.stringify([event])}::jsonb`,
    ));
  if (targets.length === 0) return 0;
  await db.insert(webhookDeliveries).values(targets.map((t) => ({
    id: `msg_${newId()}`,
    webhookId: t.id,
    organizationId: pipeline.organizationId,
    event,
    executionId: null,
    pipelineId: pipeline.id,
    payload: { type: event, timestamp: now.toISOString(), data },
    status: 'PENDING' as const,
    nextAttemptAt: now,
    createdAt: now,
  })));
  return targets.length;
}
