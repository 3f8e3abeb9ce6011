/**
 * Execution webhooks (packages/schemas/src/webhooks.ts): subscriptions of an organization (made by
 * its users) or of a sub-organization (made with its token), their signing secrets and their
 * delivery log. Tenancy as for other resources: a user sees the organization's webhooks and those
 * of its sub-organizations; a sub-organization only its own.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { WebhookCreate, WebhookUpdate } from '@ferry/schemas/webhooks';
import type { Database } from '../../db/client.ts';
import { webhookDeliveries, webhooks } from '../../db/schema.ts';
import { errors } from '../../errors.ts';
import type { Keys } from '../../security/master-key.ts';
import { decryptSecret, encryptSecret, type EncryptedSecret } from '../../security/secrets.ts';
import { httpUrlProblem, literalAddressProblem, type UrlGuard } from '../connectors/values.ts';
import { isId, newId } from '../ids.ts';
import { listVisiblePage } from '../list-page.ts';
import type { ListParams, ListSpec } from '../list-query.ts';
import type { Principal } from '../principal.ts';
import { isoTimestamp, type Clock } from '../time.ts';
import { assertCanChange, ownership, visibleTo } from '../visibility.ts';

export type WebhookRow = typeof webhooks.$inferSelect;
type SecretKeys = Pick<Keys, 'secretEncryption'>;

/** A new signing secret in the Standard Webhooks form: `whsec_` + base64 of 32 random bytes. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

const aad = (id: string) => `webhook:${id}:secret`;

/** The signing secret of a webhook (decrypted). */
export function webhookSecret(keys: SecretKeys, row: WebhookRow): string {
  return decryptSecret(keys.secretEncryption, row.secret as unknown as EncryptedSecret, aad(row.id));
}

export function toWebhook(row: WebhookRow) {
  return {
    id: row.id,
    url: row.url,
    events: row.events as never[],
    description: row.description ?? null,
    active: row.active,
    created_at: isoTimestamp(row.createdAt),
    created_by: row.createdBy ?? null,
    updated_at: isoTimestamp(row.updatedAt),
    updated_by: row.updatedBy ?? null,
  };
}

/**
 * The webhook URL as saved: an absolute http(s) URL without credentials whose host, when it is an
 * IP address, the network guard admits (400 in the guard's words otherwise; a name is checked at
 * each delivery).
 */
function checkUrl(url: string, guard: UrlGuard): string {
  const problem = httpUrlProblem(url) ?? literalAddressProblem(guard, url);
  if (problem) throw errors.validation(`body.url ${problem}`, [{ field: 'url', message: problem }]);
  return url;
}

async function findVisible(db: Database, principal: Principal, id: string): Promise<WebhookRow> {
  if (!isId(id)) throw errors.notFound('webhook', id);
  const [row] = await db.select().from(webhooks).where(and(eq(webhooks.id, id), visibleTo(principal, webhooks))).limit(1);
  if (!row) throw errors.notFound('webhook', id);
  return row;
}

/** Creates a webhook; the answer carries its signing secret, shown this once. */
export async function createWebhook(db: Database, clock: Clock, keys: SecretKeys, principal: Principal, input: WebhookCreate, guard: UrlGuard) {
  const now = clock.now();
  const id = newId();
  const secret = newWebhookSecret();
  const [row] = await db
    .insert(webhooks)
    .values({
      id,
      ...ownership(principal),
      url: checkUrl(input.url.trim(), guard),
      events: [...new Set(input.events)],
      description: input.description ?? null,
      active: input.active ?? true,
      secret: encryptSecret(keys.secretEncryption, secret, aad(id)) as unknown as Record<string, unknown>,
      createdAt: now,
      createdBy: principal.actor,
      updatedAt: now,
      updatedBy: principal.actor,
    })
    .returning();
  return { ...toWebhook(row!), secret };
}

export async function getWebhook(db: Database, principal: Principal, id: string) {
  return toWebhook(await findVisible(db, principal, id));
}

export async function listWebhooks(db: Database, principal: Principal, params: ListParams) {
  const { rows, total } = await listVisiblePage(db, webhooks, webhooks, principal, params);
  return { items: rows.map(toWebhook), total };
}

export async function updateWebhook(db: Database, clock: Clock, principal: Principal, id: string, input: WebhookUpdate, guard: UrlGuard) {
  const current = await findVisible(db, principal, id);
  assertCanChange(principal, current, 'webhook');
  const [row] = await db
    .update(webhooks)
    .set({
      url: input.url === undefined ? current.url : checkUrl(input.url.trim(), guard),
      events: input.events === undefined ? current.events : [...new Set(input.events)],
      description: input.description === undefined ? current.description : (input.description ?? null),
      active: input.active ?? current.active,
      updatedAt: clock.now(),
      updatedBy: principal.actor,
    })
    .where(eq(webhooks.id, current.id))
    .returning();
  return toWebhook(row!);
}

/** Replaces the signing secret; the answer carries the new one, shown this once. */
export async function rotateWebhookSecret(db: Database, clock: Clock, keys: SecretKeys, principal: Principal, id: string) {
  const current = await findVisible(db, principal, id);
  assertCanChange(principal, current, 'webhook');
  const secret = newWebhookSecret();
  const [row] = await db
    .update(webhooks)
    .set({ secret: encryptSecret(keys.secretEncryption, secret, aad(current.id)) as unknown as Record<string, unknown>, updatedAt: clock.now(), updatedBy: principal.actor })
    .where(eq(webhooks.id, current.id))
    .returning();
  return { ...toWebhook(row!), secret };
}

/** Deletes a webhook and its delivery log; answers the deleted webhook. */
export async function deleteWebhook(db: Database, principal: Principal, id: string) {
  const current = await findVisible(db, principal, id);
  assertCanChange(principal, current, 'webhook');
  await db.delete(webhooks).where(eq(webhooks.id, current.id));
  return toWebhook(current);
}

/** The delivery log of a webhook, newest first. */
export async function listWebhookDeliveries(db: Database, principal: Principal, id: string, params: { offset: number; limit: number }) {
  const hook = await findVisible(db, principal, id);
  const where = eq(webhookDeliveries.webhookId, hook.id);
  const rows = await db.select().from(webhookDeliveries).where(where).orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id)).limit(params.limit).offset(params.offset);
  const total = (await db.$count(webhookDeliveries, where)) as number;
  return {
    items: rows.map((d) => ({
      id: d.id,
      event: d.event as never,
      execution_id: d.executionId ?? null,
      pipeline_id: d.pipelineId ?? null,
      status: d.status,
      attempts: d.attempts,
      last_status_code: d.lastStatusCode ?? null,
      last_error: d.lastError ?? null,
      next_attempt_at: d.status === 'PENDING' ? isoTimestamp(d.nextAttemptAt) : null,
      created_at: isoTimestamp(d.createdAt),
      delivered_at: d.deliveredAt ? isoTimestamp(d.deliveredAt) : null,
    })),
    total,
  };
}

/** What the list route sorts and filters by. */
export const webhookListSpec: ListSpec = {
  sortable: { url: webhooks.url, created_at: webhooks.createdAt, updated_at: webhooks.updatedAt, active: webhooks.active },
  filterable: { url: { column: webhooks.url, match: 'contains' }, active: { column: webhooks.active, match: 'boolean' } },
  defaultSort: [desc(webhooks.createdAt), desc(webhooks.id)],
};
