/**
 * The OpenAPI 3.1 document, generated from the route schemas (`GET /dp/api/v1/openapi.json`),
 * and an interactive reference page (`/dp/api/v1/docs`, Swagger UI served from the package, no CDN).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { finishDocument } from '../openapi-document.ts';

export const openApiPlugin = fp(async (app: FastifyInstance, options: { prefix: string }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Ferry REST API',
        version: '1.0.0',
        description:
          'Ferry turns recurring customer data files into clean rows of your target data model. ' +
          'Request a token with POST /access/token, then send `Authorization: Bearer <token>`. ' +
          'Lists take `offset`, `limit` (max 100) and JSON options `sort`, `filters`, `pagination`. ' +
          'Errors are `{message, code, details?, request_id}`.',
        license: { name: 'GPL-3.0-only', identifier: 'GPL-3.0-only' },
      },
      servers: [{ url: '/', description: 'this server' }],
      security: [{ bearerAuth: [] }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          connectorSecret: { type: 'apiKey', in: 'header', name: 'X-Ferry-Connector-Secret', description: 'The secret of a REACTIVE HTTP input connector (shown once at creation)' },
        },
      },
      tags: [
        { name: 'Access', description: 'Access tokens' },
        { name: 'Users', description: 'Users of the organization' },
        { name: 'Sub-organizations', description: "The organization's customers" },
        { name: 'Connectors', description: 'Where data comes from and goes to' },
        { name: 'Target data models', description: 'The schema of the output' },
        { name: 'Pipeline templates', description: 'Presets for new pipelines' },
        { name: 'Pipelines', description: 'Input connector + TDM + output connector' },
        { name: 'Executions', description: 'Runs of a pipeline' },
        { name: 'Mapping', description: 'Suggestions: column mapping, option mapping, formulas from prompts (an extension)' },
        { name: 'Webhooks', description: 'Signed notifications of execution events (an extension)' },
        { name: 'Management', description: 'Health and operations' },
      ],
    },
    // Public routes say so (`security: []`); the rest inherit the document's bearer requirement.
    transform: ({ schema, url, route }) => {
      const isPublic = Boolean((route.config as { public?: boolean } | undefined)?.public);
      return { schema: (isPublic ? { ...schema, security: [] } : schema) as never, url };
    },
    // Named schemas move to components.schemas; lenient inputs show their canonical form.
    transformObject: (documentObject) => finishDocument((documentObject as { openapiObject: object }).openapiObject) as never,
  });
  // The reference page's own routes (HTML, scripts, styles) need no token.
  const docsPrefix = `${options.prefix}/docs`;
  app.addHook('onRoute', (route) => {
    if (route.url === docsPrefix || route.url.startsWith(`${docsPrefix}/`)) route.config = { ...(route.config ?? {}), public: true };
  });
  await app.register(swaggerUi, {
    routePrefix: docsPrefix,
    uiConfig: { docExpansion: 'list', deepLinking: true },
    staticCSP: false,
  });
  app.get(`${options.prefix}/openapi.json`, { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
});
