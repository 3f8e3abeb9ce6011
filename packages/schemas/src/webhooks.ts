/**
 * Execution webhooks (an extension; the interface leaves server-to-client notifications open):
 * an organization or sub-organization subscribes a URL to execution events; every delivery is a
 * JSON POST signed after the Standard Webhooks scheme (`webhook-id`, `webhook-timestamp`,
 * `webhook-signature: v1,<base64 HMAC-SHA256>`), retried with backoff for a day.
 */
import { Type, type Static } from '@sinclair/typebox';
import { AuditFields, LenientBoolean, ReadOnlyEcho, StringEnum, named } from './common.ts';

/** The events a webhook can subscribe to. */
export const WEBHOOK_EVENTS = ['execution.started', 'execution.succeeded', 'execution.failed', 'execution.schema_changed', 'execution.undone', 'pipeline.file_late'] as const;
export type WebhookEventName = (typeof WEBHOOK_EVENTS)[number];

export const WebhookEvent = named('WebhookEvent', StringEnum(WEBHOOK_EVENTS, {
  description: "execution.started: a worker began the execution; execution.succeeded: it ended SUCCESSFUL (after delivery); execution.failed: it ended FAILED; execution.schema_changed: it ended and its file's columns differ from those the pipeline accepted before (added, removed, renamed or reordered; data.schema_drift says how), whatever the schema policy; execution.undone: its delivery was taken back (POST /execution/{id}/undo); the body has `undo` with the TDM key columns and the key values of the delivered rows (at most 10,000, `keys_truncated` when there were more) so that a receiver can remove them; pipeline.file_late: a pipeline with configuration.expectation received no file in an expected window (once per window; data: pipeline_id, pipeline_name, sub_organization_id, window_start, expected_by, window_end, late_since, expectation)",
}));

const url = Type.String({ minLength: 1, maxLength: 2048, description: 'An http or https URL without user name or password; checked by the network guard on every delivery' });

export const WebhookCreate = named('WebhookCreate', Type.Object(
  {
    ...ReadOnlyEcho,
    url,
    events: Type.Array(WebhookEvent, { minItems: 1, maxItems: WEBHOOK_EVENTS.length, uniqueItems: true }),
    description: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
    active: Type.Optional(LenientBoolean({ description: 'Default true; an inactive webhook receives nothing' })),
  },
  { additionalProperties: false, examples: [{ url: 'https://app.example.com/hooks/ferry', events: ['execution.succeeded', 'execution.failed'], description: 'Import results' }] },
));
export type WebhookCreate = Static<typeof WebhookCreate>;

export const WebhookUpdate = named('WebhookUpdate', Type.Object(
  {
    ...ReadOnlyEcho,
    url: Type.Optional(url),
    events: Type.Optional(Type.Array(WebhookEvent, { minItems: 1, maxItems: WEBHOOK_EVENTS.length, uniqueItems: true })),
    description: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
    active: Type.Optional(LenientBoolean()),
    secret: Type.Optional(Type.Unknown({ readOnly: true, description: 'Ignored on input; rotate with POST /webhook/{id}/secret' })),
  },
  { additionalProperties: false, examples: [{ events: ['execution.failed'], active: true }] },
));
export type WebhookUpdate = Static<typeof WebhookUpdate>;

export const Webhook = named('Webhook', Type.Object({
  id: Type.String(),
  url: Type.String(),
  events: Type.Array(WebhookEvent),
  description: Type.Union([Type.String(), Type.Null()]),
  active: Type.Boolean(),
  ...AuditFields('iso'),
}));

export const WebhookWithSecret = named('WebhookWithSecret', Type.Intersect([
  Webhook,
  Type.Object({ secret: Type.String({ description: 'The signing secret, `whsec_` + base64 of 32 bytes. Shown only in this answer: keep it to verify signatures.' }) }),
]));

export const WebhookDelivery = named('WebhookDelivery', Type.Object({
  id: Type.String({ description: 'Also the `webhook-id` header: the same on every attempt, for deduplication' }),
  event: WebhookEvent,
  execution_id: Type.Union([Type.String(), Type.Null()], { description: 'The execution of an execution.* event; null for a pipeline.* event' }),
  pipeline_id: Type.Union([Type.String(), Type.Null()], { description: 'The pipeline of a pipeline.* event; null for an execution.* event' }),
  status: StringEnum(['PENDING', 'DELIVERED', 'FAILED'] as const, { description: 'PENDING: not yet acknowledged, retried; DELIVERED: answered 2xx; FAILED: no 2xx within a day (or the URL is refused)' }),
  attempts: Type.Integer(),
  last_status_code: Type.Union([Type.Integer(), Type.Null()], { description: 'HTTP status of the last attempt, null when no answer came' }),
  last_error: Type.Union([Type.String(), Type.Null()]),
  next_attempt_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
  delivered_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
}));
