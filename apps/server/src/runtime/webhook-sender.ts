/**
 * Sends recorded webhook deliveries (domain/webhooks/events.ts): a JSON POST signed after the
 * Standard Webhooks scheme, retried with exponential backoff for a day.
 *
 * Headers: `webhook-id` (the delivery id, the same on every attempt: receivers deduplicate by it),
 * `webhook-timestamp` (Unix seconds of this attempt) and `webhook-signature: v1,<base64>` where the
 * signature is HMAC-SHA256, keyed with the base64-decoded part of the `whsec_…` secret, of
 * `<webhook-id>.<webhook-timestamp>.<body>`. The body is `{type, timestamp, data: <execution>}`.
 *
 * Claiming: each pass takes due deliveries with `FOR UPDATE SKIP LOCKED` and pushes their next
 * attempt out by a lease first, so senders in several processes never send one attempt twice, and
 * a sender that dies mid-send leaves the delivery to be retried after the lease. Every URL goes
 * through the network guard (the HTTP connector's transport). Retries: after a failed attempt n
 * (no answer, or not 2xx), the next is `base × 4^(n-1)` later, at most 2 hours apart; a delivery
 * still not acknowledged 24 hours after its event is FAILED.
 */
import { createHmac } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Logger } from 'pino';
import { createConnector, isConnectorError } from '@ferry/connectors';
import { claimDueWebhookDeliveries, markWebhookDelivered, recordWebhookAttemptFailed, webhooksById, type WebhookDeliveryRow } from '../domain/webhooks/repository.ts';
import { webhookSecret, type WebhookRow } from '../domain/webhooks/service.ts';
import { webhookSignal } from '../domain/webhooks/events.ts';
import type { RuntimeServices } from './services.ts';

/** A delivery is given up this long after its event (ms). */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
const MAX_DELAY_MS = 2 * 60 * 60 * 1000;
/** How long a claimed attempt is reserved for its sender (ms). */
const LEASE_MS = 60_000;
const BATCH = 20;

/** `v1,<base64>` of HMAC-SHA256(`${id}.${timestamp}.${body}`) keyed with the secret's bytes (Standard Webhooks). */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.startsWith('whsec_') ? secret.slice(6) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** The wait before attempt `attempts + 1` (ms). */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(MAX_DELAY_MS, baseMs * 4 ** Math.max(0, attempts - 1));
}

export interface WebhookSender {
  /** One pass over the due deliveries; answers how many were attempted. */
  pass(): Promise<number>;
  stop(): Promise<void>;
}

export function startWebhookSender(services: RuntimeServices, log: Logger, options: { pollMs: number; retryBaseMs: number }): WebhookSender {
  const { db, clock } = services;
  let running: Promise<number> | null = null;
  let stopped = false;
  let again = false;

  async function attempt(delivery: WebhookDeliveryRow, hook: WebhookRow): Promise<void> {
    const body = JSON.stringify(delivery.payload);
    const timestamp = Math.floor(clock.now().getTime() / 1000);
    const headers = {
      'webhook-id': delivery.id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signWebhook(webhookSecret(services.keys, hook), delivery.id, timestamp, body),
    };
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      const driver = createConnector({ nodeType: 'HTTP', type: 'OUTPUT', configuration: { url: hook.url, method: 'POST', headers } });
      const result = await driver.deliver!(
        { path: '', fileName: 'event.json', contentType: 'application/json', format: 'JSON', size: Buffer.byteLength(body), open: () => Readable.from([Buffer.from(body)]) },
        { executionId: delivery.executionId ?? delivery.pipelineId ?? delivery.id, idempotencyKey: delivery.id, guard: services.guard, log, maxBytes: 1024 * 1024 },
      );
      statusCode = result.status ?? 200;
    } catch (err) {
      statusCode = isConnectorError(err) ? (err.status ?? null) : null;
      error = (err as Error).message.slice(0, 500);
    }
    const now = clock.now();
    if (!error) {
      await markWebhookDelivered(db, delivery.id, statusCode, now);
      return;
    }
    const next = new Date(now.getTime() + retryDelayMs(delivery.attempts, options.retryBaseMs));
    const expired = next.getTime() - delivery.createdAt.getTime() > WEBHOOK_RETRY_WINDOW_MS;
    await recordWebhookAttemptFailed(db, delivery.id, { statusCode, error, giveUp: expired, nextAttemptAt: expired ? now : next });
    log.warn({ webhook: hook.id, delivery: delivery.id, attempts: delivery.attempts, status: statusCode, err: error, retry_at: expired ? null : next.toISOString() }, 'webhook delivery failed');
  }

  async function pass(): Promise<number> {
    const now = clock.now();
    const claimed = await claimDueWebhookDeliveries(db, now, BATCH, LEASE_MS);
    if (claimed.length === 0) return 0;
    const hooks = await webhooksById(db, claimed.map((d) => d.webhookId));
    await Promise.all(claimed.map(async (d) => {
      const hook = hooks.get(d.webhookId);
      if (!hook) return; // deleted meanwhile: its deliveries went with it
      await attempt(d, hook).catch((err: unknown) => log.error({ err, delivery: d.id }, 'webhook delivery could not be recorded'));
    }));
    return claimed.length;
  }

  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = pass()
      .catch((err: unknown) => {
        log.error({ err }, 'webhook sender pass failed');
        return 0;
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, options.pollMs);
  timer.unref();
  webhookSignal.on('queued', run);
  return {
    pass,
    async stop() {
      stopped = true;
      clearInterval(timer);
      webhookSignal.off('queued', run);
      await running;
    },
  };
}
