/**
 * Prometheus metrics at `GET /metrics` (prom-client), served only when FERRY_METRICS_TOKEN is set
 * and only to requests carrying `Authorization: Bearer <that token>` (404 without the setting, 401
 * without the token): they show tenants' activity, so they are not public.
 *
 * - `ferry_http_request_duration_seconds{method,route,status_code}` (histogram): this API process;
 * - read from the database when scraped, so they are right whichever processes run the api and
 *   worker roles: `ferry_executions{status}`, `ferry_execution_duration_seconds{quantile}` and
 *   `ferry_execution_duration_seconds_count` (executions ended in the last 24 hours),
 *   `ferry_queue_depth` (executions waiting for a worker), `ferry_rows_processed_total`,
 *   `ferry_delivery_retries_total`;
 * - this API process's principal cache: `ferry_principal_cache_active` (1 while it is used) and
 *   `ferry_principal_cache_requests_total{result="hit"|"miss"}`;
 * - the process metrics of prom-client's defaults (CPU, memory, event-loop lag), prefixed `ferry_`.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMetrics } from '../../domain/metrics.ts';
import { constantTimeEqual } from '../../security/constant-time.ts';
import { sendError } from './errors.ts';

export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const token = app.deps.config.metricsToken;
  if (!token) return;
  const { registry, requestDuration } = createMetrics(app.deps.database, app.deps.principals);
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    if (!route || route === '/metrics') return;
    requestDuration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
  app.get('/metrics', { config: { public: true, rateLimit: false }, schema: { hide: true } }, async (request, reply) => {
    const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!constantTimeEqual(given, token)) return sendError(reply, request, 401, 'UNAUTHORIZED', 'send the metrics token: Authorization: Bearer <FERRY_METRICS_TOKEN>');
    return reply.type(registry.contentType).send(await registry.metrics());
  });
});
