/**
 * buildApp(deps) → the Fastify application (never listens; main.ts does, tests use inject()).
 * Conventions of DESIGN.md §4 are registered once here as shared plugins: error handling,
 * authentication/authorization, lenient request validation, envelopes, rate limits, OpenAPI.
 */
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createTokenService, type TokenService } from './domain/access/tokens.ts';
import { newId } from './domain/ids.ts';
import { systemClock, type Clock } from './domain/time.ts';
import type { FerryApp } from './http/ferry-app.ts';
import { lenientPlugin } from './validation/lenient.ts';
import { authPlugin, type RouteAuthConfig } from './http/plugins/auth.ts';
import { errorsPlugin } from './http/plugins/errors.ts';
import { openApiPlugin } from './http/plugins/openapi.ts';
import { textGuardPlugin } from './http/plugins/text-guard.ts';
import { metricsPlugin } from './http/plugins/metrics.ts';
import { databaseRateLimitStore } from './http/rate-limit-store.ts';
import { accessRoutes } from './http/routes/access.ts';
import { healthRoutes } from './http/routes/health.ts';
import { subOrganizationRoutes } from './http/routes/sub-organizations.ts';
import { userRoutes } from './http/routes/users.ts';
import { connectorRoutes } from './http/routes/connectors.ts';
import { tdmRoutes } from './http/routes/tdms.ts';
import { pipelineRoutes } from './http/routes/pipelines.ts';
import { pipelinePreviewRoutes } from './http/routes/pipeline-preview.ts';
import { pipelineRuleRoutes } from './http/routes/pipeline-rules.ts';
import { mappingRoutes } from './http/routes/mapping.ts';
import { pipelineTemplateRoutes } from './http/routes/pipeline-templates.ts';
import { executionRoutes } from './http/routes/executions.ts';
import type { ExecutionDispatcher } from './domain/executions/start.ts';
import type { PipelineHooks } from './domain/pipelines/service.ts';
import { executionArtifactRoutes } from './http/routes/execution-artifacts.ts';
import { executionGridRoutes } from './http/routes/execution-grid.ts';
import { executionUndoRoutes } from './http/routes/execution-undo.ts';
import { inboundRoutes } from './http/routes/inbound.ts';
import { embedRoutes } from './http/routes/embed.ts';
import { webhookRoutes } from './http/routes/webhooks.ts';
import { organizationRoutes } from './http/routes/organization.ts';
import { platformRoutes } from './http/routes/platform.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createNetworkGuard, type NetworkGuard } from '@ferry/connectors';
import type { ArtifactStore } from './storage/index.ts';
import { createLogger, lazyChildLogger, scrubUrl } from './logger.ts';
import type { Keys } from './security/master-key.ts';
import { PrincipalCache } from './domain/principal-cache.ts';

/** The API's path prefix (SPEC.md §Versioning). */
export const API_PREFIX = '/dp/api/v1';

/** What the application needs from outside; tests build these themselves. */
export interface AppDeps {
  config: Readonly<Config>;
  database: DatabaseHandle;
  keys: Keys;
  clock?: Clock;
  logger?: Logger;
  /** Queues executions for the workers (the runtime); without it executions stay PROCESSING until a worker picks them up. */
  dispatcher?: ExecutionDispatcher | null;
  /** Called when a pipeline changes (the scheduler re-plans). */
  pipelineHooks?: PipelineHooks;
  /** Where execution files live (uploads, outputs, errors, reports). */
  storage?: ArtifactStore | null;
  /** Ferry's own mails (invitations); default: SMTP_URL, or the log. */
  mailer?: Mailer;
  /** The base URL of links Ferry hands out; default `config.publicUrl` (start() knows it after listening on PORT=0). */
  publicUrl?: () => string;
}

/** The services routes use, available as `app.deps`. */
export interface AppServices {
  config: Readonly<Config>;
  database: DatabaseHandle;
  keys: Keys;
  clock: Clock;
  tokens: TokenService;
  dispatcher: ExecutionDispatcher | null;
  pipelineHooks: PipelineHooks;
  storage: ArtifactStore | null;
  mailer: Mailer;
  /** The network guard of the API's own outbound requests (samples, test connection). */
  guard: NetworkGuard;
  /** The principals of recent tokens, kept current by the database's change notifications. */
  principals: PrincipalCache;
  /** The base URL of links Ferry hands out (invitations, a REACTIVE connector's inbound_url). */
  publicUrl: () => string;
}

/** One row of the route table (used by the generated authorization-matrix test and docs). */
export interface RouteEntry extends RouteAuthConfig {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppServices;
    routeTable: RouteEntry[];
  }
}

export type { FerryApp } from './http/ferry-app.ts';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** `POST /auth/access-token` (an alias SPEC.md's product documents) is the token route itself. */
const TOKEN_ALIAS = /^\/dp\/api\/v1\/auth\/access-token(?=\/?(?:\?|$))/;

/** Builds the application. Throws only on programming errors (bad route schemas). */
export async function buildApp(deps: AppDeps): Promise<FerryApp> {
  const { config } = deps;
  const clock = deps.clock ?? systemClock;
  const logger = deps.logger ?? createLogger(config.logLevel);
  const app = Fastify({
    loggerInstance: logger,
    bodyLimit: config.bodyLimitBytes,
    requestIdHeader: 'x-request-id',
    // One log line per request (onResponse below), not Fastify's two; no bodies.
    logController: new LogController({ requestIdLogLabel: 'request_id', disableRequestLogging: true }),
    // A request's logger makes its pino child on its first line only (logger.ts).
    childLoggerFactory: (parent, bindings, options) => lazyChildLogger(parent as Logger, bindings, options) as FastifyBaseLogger,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : newId();
    },
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
    rewriteUrl: (req) => (req.url ?? '/').replace(TOKEN_ALIAS, `${API_PREFIX}/access/token`),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    ajv: {
      customOptions: { coerceTypes: false, removeAdditional: false, useDefaults: true, allErrors: false, verbose: true, strict: false },
      plugins: [lenientPlugin as never],
    },
  }).withTypeProvider<TypeBoxTypeProvider>() as unknown as FerryApp;

  app.decorate('deps', {
    config,
    database: deps.database,
    keys: deps.keys,
    clock,
    tokens: createTokenService(deps.keys.tokenSigning, config.tokenTtlSeconds, clock),
    dispatcher: deps.dispatcher ?? null,
    pipelineHooks: { expectationTimeScale: config.expectationTimeScale, ...(deps.pipelineHooks ?? {}) },
    storage: deps.storage ?? null,
    mailer: deps.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom }, logger),
    guard: createNetworkGuard({ allowList: config.networkAllowList }),
    principals: new PrincipalCache(deps.database),
    publicUrl: deps.publicUrl ?? (() => config.publicUrl),
  });
  app.addHook('onClose', async () => app.deps.guard.close());
  app.addHook('onClose', async () => app.deps.principals.close());
  app.decorate('routeTable', [] as RouteEntry[]);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', String(request.id));
  });

  // The one line per request goes through a logger without redaction: its fields are fixed and
  // hold no secret (the URL is scrubbed, the route is a pattern), and pino's redaction of the
  // process logger's paths cost about 55 µs a line, 5–6% of the CPU of a read by id under load.
  const accessLog = logger.child({}, { redact: { paths: [] } });
  app.addHook('onResponse', async (request, reply) => {
    if (!accessLog.isLevelEnabled('info')) return;
    accessLog.info(
      { request_id: request.id, method: request.method, url: scrubUrl(request.url), route: request.routeOptions.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 },
      'request',
    );
  });

  await app.register(helmet, { contentSecurityPolicy: false, crossOriginResourcePolicy: { policy: 'cross-origin' } });
  // Pages on the configured origins (FERRY_CORS_ORIGINS) may call the API: they embed the components.
  // Tokens travel in the Authorization header, never in cookies, so credentials stay off.
  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: config.corsOrigins.includes('*') ? '*' : config.corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['authorization', 'content-type', 'accept', 'x-request-id', 'x-file-name', 'x-ferry-connector-secret'],
      exposedHeaders: ['x-request-id', 'x-total-count', 'content-disposition', 'retry-after'],
      maxAge: 600,
    });
  }
  // Answers are compressed (Brotli, gzip, deflate) when the client accepts it and they are 1 KB or
  // more, at the fast end of each coding: on a list of 50 pipelines (36 KB of JSON) Brotli quality
  // 1 takes 0.13 ms against the plugin's default quality 4's 0.49 ms for 6% more bytes, gzip level
  // 1 0.26 ms against level 6's 0.47 ms for 8% more (docs/performance.md). Built files (the
  // component bundles, the platform) come compressed at the highest setting, once (static-files.ts).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT, [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } },
    zlibOptions: { level: 1 },
  });
  // Counted in the database, so every API process of a deployment shares each limit; a database
  // hiccup lets the request through rather than failing it (the request itself will say why).
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(deps.database) as never, skipOnError: true });
  await app.register(errorsPlugin);
  await app.register(authPlugin);
  await app.register(textGuardPlugin);
  await app.register(openApiPlugin, { prefix: API_PREFIX });
  await app.register(metricsPlugin);
  // The route table lists the API's own routes (the reference page's assets are public and left out).
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX) || route.method === 'HEAD' || (Array.isArray(route.method) && route.method.includes('HEAD'))) return;
    const cfg = (route.config ?? {}) as RouteAuthConfig;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      app.routeTable.push({ method, url: route.url, public: cfg.public, permission: cfg.permission, usersOnly: cfg.usersOnly, customAuth: cfg.customAuth });
    }
  });
  await app.register(
    async (api) => {
      await api.register(accessRoutes);
      await api.register(healthRoutes);
      await api.register(userRoutes);
      await api.register(subOrganizationRoutes);
      await api.register(connectorRoutes);
      await api.register(tdmRoutes);
      await api.register(pipelineTemplateRoutes);
      await api.register(pipelineRoutes);
      await api.register(pipelinePreviewRoutes);
      await api.register(pipelineRuleRoutes);
      await api.register(mappingRoutes);
      await api.register(executionRoutes);
      await api.register(executionArtifactRoutes);
      await api.register(executionGridRoutes);
      await api.register(executionUndoRoutes);
      await api.register(inboundRoutes);
      await api.register(webhookRoutes);
      await api.register(organizationRoutes);
    },
    { prefix: API_PREFIX },
  );
  await app.register(embedRoutes);
  await app.register(platformRoutes, { apiPrefix: API_PREFIX });
  return app;
}
