/**
 * The webhook delivery records as the runtime's sender (runtime/webhook-sender.ts) claims and
 * settles them. Deliveries are recorded with the execution change that caused them
 * (./events.ts); here they are claimed for an attempt and marked DELIVERED, PENDING again or FAILED.
 *
 * Claiming takes due deliveries with `FOR UPDATE SKIP LOCKED` and pushes their next attempt out by
 * a lease in the same transaction, so senders in several processes never send one attempt twice,
 * and a sender that dies mid-send leaves the delivery to be retried after the lease.
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { webhookDeliveries, webhooks } from '../../db/schema.ts';
import type { WebhookRow } from './service.ts';

/** A recorded webhook delivery (one event to one webhook). */
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/**
 * Claims at most `batch` PENDING deliveries due at `now` (oldest first): counts their attempt and
 * moves their next attempt to `now + leaseMs`. Resolves with the claimed deliveries as updated.
 */
export async function claimDueWebhookDeliveries(db: Database, now: Date, batch: number, leaseMs: number): Promise<WebhookDeliveryRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.status, 'PENDING'), lte(webhookDeliveries.nextAttemptAt, now)))
      .orderBy(webhookDeliveries.nextAttemptAt)
      .limit(batch)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(webhookDeliveries)
      .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseMs) })
      .where(inArray(webhookDeliveries.id, due.map((d) => d.id)))
      .returning();
  });
}

/** The webhooks with these ids, by id (a deleted one is absent). */
export async function webhooksById(db: Database, ids: readonly string[]): Promise<Map<string, WebhookRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(webhooks).where(inArray(webhooks.id, [...new Set(ids)]));
  return new Map(rows.map((h) => [h.id, h]));
}

/** Marks a delivery DELIVERED at `now` with the receiver's status code. */
export async function markWebhookDelivered(db: Database, id: string, statusCode: number | null, now: Date): Promise<void> {
  await db.update(webhookDeliveries).set({ status: 'DELIVERED', lastStatusCode: statusCode, lastError: null, deliveredAt: now }).where(eq(webhookDeliveries.id, id));
}

/** What a failed attempt leaves: the next attempt at `nextAttemptAt`, or FAILED (`giveUp`) for good. */
export interface WebhookAttemptFailure {
  statusCode: number | null;
  /** The error in words (at most 500 characters are kept by the caller). */
  error: string;
  giveUp: boolean;
  nextAttemptAt: Date;
}

/** Records a failed attempt of a delivery: PENDING with its next attempt, or FAILED. */
export async function recordWebhookAttemptFailed(db: Database, id: string, failure: WebhookAttemptFailure): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ status: failure.giveUp ? 'FAILED' : 'PENDING', lastStatusCode: failure.statusCode, lastError: failure.error, nextAttemptAt: failure.nextAttemptAt })
    .where(eq(webhookDeliveries.id, id));
}
