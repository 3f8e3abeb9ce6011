/**
 * Authentication and authorization for every route, in one place (SPEC.md §Authentication):
 * `Authorization: Bearer <token>` → verified claims → the principal loaded afresh (or from the
 * principal cache), the token refused when it was ended or its user's password or role changed →
 * the route's required permission (route `config.permission`) and principal kind
 * (`config.usersOnly`) checked before the body is even validated. Routes with `config.public` skip it (token, health, docs).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { can, type Permission } from '@ferry/schemas/permissions';
import { loadPrincipal, type Principal, type PrincipalUnavailable } from '../../domain/principal.ts';
import { TokenError, type VerifiedClaims } from '../../domain/access/tokens.ts';
import { sendError } from './errors.ts';

/** Per-route settings read by this plugin. */
export interface RouteAuthConfig {
  /** No token needed. */
  public?: boolean;
  /** Permission-matrix bit the principal must hold. */
  permission?: Permission;
  /** Only organization users (not sub-organizations). */
  usersOnly?: boolean;
  /** Authenticated some other way (e.g. a connector-scoped secret); the route checks it. */
  customAuth?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig extends RouteAuthConfig {}
  interface FastifyRequest {
    principal: Principal | null;
    /** The verified claims of the request's access token (null on public routes). */
    tokenClaims: VerifiedClaims | null;
  }
}

/** The verified claims of an authenticated route's token (throws if called on a public one: a programming error). */
export function tokenClaimsOf(request: FastifyRequest): VerifiedClaims {
  if (!request.tokenClaims) throw new Error(`route ${request.routeOptions.url} used tokenClaimsOf without authentication`);
  return request.tokenClaims;
}

/** The principal of an authenticated route (throws if called on a public one: a programming error). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error(`route ${request.routeOptions.url} used principalOf without authentication`);
  return request.principal;
}

/** A JWT in compact form: three base64url parts. */
const RAW_JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/**
 * The access token of an Authorization header: `Bearer <token>` (RFC 6750 §2.1, any letter case),
 * or the token alone, as the published samples of the product SPEC.md describes send it. Null for
 * anything else (Basic credentials, two words that are not Bearer).
 */
export function bearerToken(header: string): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (match) return match[1]!;
  const raw = header.trim();
  return RAW_JWT.test(raw) ? raw : null;
}

/**
 * Why a token whose signature holds names no principal any more, one message per
 * {@link PrincipalUnavailable} (a view-as-customer token says which session ended it).
 */
const UNAVAILABLE_MESSAGES: Record<PrincipalUnavailable, string> = {
  GONE: 'the user or sub-organization of this access token no longer exists',
  KEY_ROTATED: "the organization's license key was rotated after this access token was issued; request a new one",
  ENDED: 'this access token was ended (signed out); sign in again or request a new one',
  SUPERSEDED: "the user's password or role changed after this access token was issued; sign in again or request a new one",
  PARENT_ENDED: "this view-as-customer session ended because the session that opened it was signed out; sign in again and open the customer's view again",
  PARENT_SUPERSEDED: "this view-as-customer session ended because the password or role of the user who opened it changed; sign in again and open the customer's view again",
  PARENT_GONE: 'this view-as-customer session ended because the user who opened it no longer exists',
};

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('principal', null);
  app.decorateRequest('tokenClaims', null);
  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config ?? {};
    if (config.public || config.customAuth || !request.routeOptions.url) return;
    const header = request.headers.authorization;
    if (!header) return sendError(reply, request, 401, 'UNAUTHORIZED', 'missing Authorization header; send Authorization: Bearer <access token>');
    const token = bearerToken(header);
    if (!token) return sendError(reply, request, 401, 'UNAUTHORIZED', 'the Authorization header must be "Bearer <access token>"');
    let claims;
    try {
      claims = await app.deps.tokens.verify(token);
    } catch (err) {
      const message = err instanceof TokenError ? err.message : 'the access token is invalid';
      return sendError(reply, request, 401, 'UNAUTHORIZED', message);
    }
    const principal = await loadPrincipal(app.deps.database.db, claims, app.deps.principals);
    if (typeof principal === 'string') return sendError(reply, request, 401, 'UNAUTHORIZED', UNAVAILABLE_MESSAGES[principal]);
    request.tokenClaims = claims;
    request.principal = principal;
    request.log = request.log.child({ principal: { type: principal.type, id: principal.id, org: principal.organizationId, ...(claims.actor ? { via: claims.actor } : {}) } });
    if (config.usersOnly && principal.type !== 'USER') {
      return sendError(reply, request, 403, 'FORBIDDEN', 'only users of the organization may do this, not sub-organizations');
    }
    if (config.permission && !can(principal.permissions, config.permission)) {
      return sendError(
        reply,
        request,
        403,
        'FORBIDDEN',
        `this ${principal.type === 'USER' ? 'user' : 'sub-organization'} lacks the permission ${config.permission}`,
      );
    }
  });
});
