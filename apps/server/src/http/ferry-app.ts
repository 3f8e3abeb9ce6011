/**
 * The type of Ferry's Fastify instance, for the route modules (./routes/*.ts): a Fastify server
 * with the TypeBox type provider, so route schemas type requests and replies. Kept apart from
 * ../app.ts, which builds the instance and imports every route module, so that no route module
 * depends on the module that registers it. The instance's own members (`deps`, `routeTable`) are
 * declared on FastifyInstance by ../app.ts.
 */
import type { FastifyInstance, FastifyBaseLogger, RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';

/** Ferry's Fastify instance: Node's HTTP server, pino's logger, TypeBox-typed routes. */
export type FerryApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;
