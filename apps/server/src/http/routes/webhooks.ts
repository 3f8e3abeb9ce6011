/**
 * Execution webhooks (an extension): `/webhook` subscriptions of the organization or of a
 * sub-organization, their signing secret (shown when created or rotated) and their delivery log.
 * Managing them takes pipeline.write; reading them and their log, execution.read.
 */
import { Type } from '@sinclair/typebox';
import { IdParams, List, ListQuery, LenientInteger, One } from '@ferry/schemas';
import { Webhook, WebhookCreate, WebhookDelivery, WebhookUpdate, WebhookWithSecret } from '@ferry/schemas/webhooks';
import { createWebhook, deleteWebhook, getWebhook, listWebhookDeliveries, listWebhooks, rotateWebhookSecret, updateWebhook, webhookListSpec } from '../../domain/webhooks/service.ts';
import { parseListQuery } from '../../domain/list-query.ts';
import { principalOf } from '../plugins/auth.ts';
import { bearer, errorResponses, listReply } from '../envelope.ts';
import type { FerryApp } from '../ferry-app.ts';

const tags = ['Webhooks'];
const SIGNING =
  'Every delivery is a POST of `{type, timestamp, data: <execution>}` signed after the Standard Webhooks scheme: headers `webhook-id`, `webhook-timestamp` and `webhook-signature: v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>" keyed with the base64 part of the secret>`; retried with exponential backoff for 24 hours until a 2xx answer.';

export async function webhookRoutes(app: FerryApp) {
  const { database, clock, keys } = app.deps;
  const db = database.db;

  app.post('/webhook', {
    schema: {
      operationId: 'createWebhook', tags, summary: 'Subscribe a URL to execution events (extension)',
      description: `Events: execution.started, execution.succeeded, execution.failed. A user's webhook receives the events of every execution of the organization; a sub-organization's, those of its own executions. The answer carries the signing secret, shown only here. ${SIGNING}`,
      security: bearer, body: WebhookCreate, response: { 201: One(WebhookWithSecret), ...errorResponses },
    },
    config: { permission: 'pipeline.write' },
  }, async (request, reply) => reply.code(201).send({ data: await createWebhook(db, clock, keys, principalOf(request), request.body, app.deps.guard) }));

  app.get('/webhook', {
    schema: {
      operationId: 'listWebhooks', tags, summary: 'List webhooks',
      description: `Sort by ${Object.keys(webhookListSpec.sortable).join(', ')}; filter by ${Object.keys(webhookListSpec.filterable).join(', ')}. Secrets are never listed.`,
      security: bearer, querystring: ListQuery, response: { 200: List(Webhook), ...errorResponses },
    },
    config: { permission: 'execution.read' },
  }, async (request, reply) => {
    const params = parseListQuery(request.query as Record<string, unknown>, webhookListSpec);
    return listReply(reply, await listWebhooks(db, principalOf(request), params), params);
  });

  app.get('/webhook/:id', {
    schema: { operationId: 'getWebhook', tags, summary: 'Read a webhook', description: 'Without its secret.', security: bearer, params: IdParams, response: { 200: One(Webhook), ...errorResponses } },
    config: { permission: 'execution.read' },
  }, async (request) => ({ data: await getWebhook(db, principalOf(request), request.params.id) }));

  app.put('/webhook/:id', {
    schema: { operationId: 'updateWebhook', tags, summary: 'Update a webhook', description: 'Partial: url, events, description, active.', security: bearer, params: IdParams, body: WebhookUpdate, response: { 200: One(Webhook), ...errorResponses } },
    config: { permission: 'pipeline.write' },
  }, async (request) => ({ data: await updateWebhook(db, clock, principalOf(request), request.params.id, request.body, app.deps.guard) }));

  app.delete('/webhook/:id', {
    schema: { operationId: 'deleteWebhook', tags, summary: 'Delete a webhook', description: 'Deletes the webhook and its delivery log; answers the deleted webhook. Deliveries not yet sent are dropped.', security: bearer, params: IdParams, response: { 200: One(Webhook), ...errorResponses } },
    config: { permission: 'pipeline.write' },
  }, async (request) => ({ data: await deleteWebhook(db, principalOf(request), request.params.id) }));

  app.post('/webhook/:id/secret', {
    schema: { operationId: 'rotateWebhookSecret', tags, summary: 'Replace a webhook’s signing secret', description: 'Answers the webhook with its new secret, shown only here; deliveries from now on are signed with it.', security: bearer, params: IdParams, response: { 200: One(WebhookWithSecret), ...errorResponses } },
    config: { permission: 'pipeline.write' },
  }, async (request) => ({ data: await rotateWebhookSecret(db, clock, keys, principalOf(request), request.params.id) }));

  app.get('/webhook/:id/deliveries', {
    schema: {
      operationId: 'listWebhookDeliveries', tags, summary: 'The delivery log of a webhook',
      description: 'Newest first: each event sent (or being retried) with its status, attempts, the last HTTP status and error, and the next attempt. `X-Total-Count` has the number of deliveries.',
      security: bearer, params: IdParams,
      querystring: Type.Object({ offset: Type.Optional(LenientInteger({ minimum: 0 })), limit: Type.Optional(LenientInteger({ minimum: 1, maximum: 100 })) }, { additionalProperties: false }),
      response: { 200: List(WebhookDelivery), ...errorResponses },
    },
    config: { permission: 'execution.read' },
  }, async (request, reply) => {
    const q = request.query as { offset?: number; limit?: number };
    const params = { offset: q.offset ?? 0, limit: q.limit ?? 20 };
    const page = await listWebhookDeliveries(db, principalOf(request), request.params.id, params);
    reply.header('x-total-count', String(page.total));
    return { data: page.items, pagination: { total: page.items.length, offset: params.offset, limit: params.limit } };
  });
}
