/**
 * Access tokens (SPEC.md §Endpoints/Access token), rate-limited per client address; sign-in with
 * e-mail and password (per-account waits, trusted browsers) and sign-out (ending a token). The alias
 * `POST /auth/access-token` is rewritten to this route before routing (app.ts `rewriteUrl`), so both
 * spellings share one handler and one rate-limit bucket (a per-route bucket let the alias go on
 * checking license keys after /access/token answered 429).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseCookie, stringifySetCookie } from 'cookie';
import { AccessTokenRequest, AccessTokenResponse, InvitationAcceptance, LoginRequest } from '@ferry/schemas/access';
import { DataMessage } from '@ferry/schemas';
import { acceptInvitation } from '../../domain/users/invitations.ts';
import { login } from '../../domain/access/login.ts';
import { endToken, issueAccessToken } from '../../domain/access/service.ts';
import { deviceCookieName, signDevice, TRUSTED_DEVICE_SECONDS, verifyDevice } from '../../security/trusted-devices.ts';
import { bearer, errorResponses } from '../envelope.ts';
import { tokenClaimsOf } from '../plugins/auth.ts';
import type { FerryApp } from '../ferry-app.ts';

export async function accessRoutes(app: FerryApp) {
  const { database, tokens, config } = app.deps;
  const deviceKey = app.deps.keys.hashing;

  /** The device id of this browser's cookie for `email`, when it is valid. */
  const trustedDevice = (request: FastifyRequest, email: string): string | null => {
    const header = request.headers.cookie;
    if (!header) return null;
    return verifyDevice(deviceKey, email, parseCookie(header)[deviceCookieName(email)], app.deps.clock.now().getTime() / 1000);
  };

  /**
   * Trusts this browser for `email` (again) for {@link TRUSTED_DEVICE_SECONDS}. The cookie goes to
   * the sign-in route only (its own path): it is no credential for anything else.
   */
  const trustDevice = (request: FastifyRequest, reply: FastifyReply, email: string, deviceId: string): void => {
    reply.header(
      'set-cookie',
      stringifySetCookie({
        name: deviceCookieName(email),
        value: signDevice(deviceKey, email, deviceId, app.deps.clock.now().getTime() / 1000),
        path: request.routeOptions.url,
        maxAge: TRUSTED_DEVICE_SECONDS,
        httpOnly: true,
        sameSite: 'strict',
        secure: request.protocol === 'https',
      }),
    );
  };
  for (const url of ['/access/token']) {
    app.post(
      url,
      {
        schema: {
          operationId: 'createAccessToken',
          tags: ['Access'],
          summary: 'Request an access token',
          description:
            'License key + a user or sub-organization identifier → a short-lived bearer token. Rate-limited per client address (429). Also answered at POST /dp/api/v1/auth/access-token, the same route with the same rate limit.',
          body: AccessTokenRequest,
          response: { 200: AccessTokenResponse, ...errorResponses },
        },
        config: {
          public: true,
          rateLimit: { max: config.tokenRateLimitPerMinute, timeWindow: 60_000, groupId: 'access-token' },
        },
      },
      async (request) => {
        const data = await issueAccessToken(database.db, tokens, request.body);
        return { data, access_token: data.access_token };
      },
    );
  }

  app.post(
    '/access/login',
    {
      schema: {
        operationId: 'login',
        tags: ['Access'],
        summary: 'Sign in with e-mail address and password (extension)',
        description:
          'For the web platform: a user of the organization signs in and gets the same kind of token POST /access/token issues for a USER. A wrong address and a wrong password get the same 401. 400 ORGANIZATION_REQUIRED when the address and password sign in to several organizations (name one with `organization`). Rate-limited per client address like the token route (429), and per account: after 5 failed sign-ins in a row for one e-mail address, each further attempt waits (30 s, doubling after every failure, up to 15 minutes; 429 with Retry-After, the password not checked) and the owner is told by mail. A successful sign-in sets an HttpOnly cookie (`ferry_device_…`, path /dp/api/v1/access/login, 180 days) that marks the browser as trusted for the account: its sign-ins are not held back by the account\'s waits. See docs/authentication.md.',
        body: LoginRequest,
        response: { 200: AccessTokenResponse, ...errorResponses },
      },
      config: { public: true, rateLimit: { max: config.tokenRateLimitPerMinute, timeWindow: 60_000, groupId: 'login' } },
    },
    async (request, reply) => {
      const { token, deviceId } = await login(
        { db: database.db, tokens, clock: app.deps.clock, mailer: app.deps.mailer, log: request.log, address: request.ip, trustedDevice: trustedDevice(request, request.body.email) },
        request.body,
      );
      trustDevice(request, reply, request.body.email, deviceId);
      return { data: token, access_token: token.access_token };
    },
  );

  app.post(
    '/access/logout',
    {
      schema: {
        operationId: 'logout',
        tags: ['Access'],
        summary: 'End the access token (sign out; extension)',
        description:
          "Ends the access token this request is sent with: from now on every API process answers it 401, until it would have expired. The web platform calls it on *Sign out*; an application that requests tokens for its users can call it when they sign out of it. Other tokens of the same user or sub-organization keep working (a user's password or role change ends them all).",
        security: bearer,
        response: { 200: DataMessage, ...errorResponses },
      },
    },
    async (request) => {
      await endToken(database.db, tokenClaimsOf(request));
      return { data: { message: 'the access token was ended' } };
    },
  );

  app.post(
    '/access/invitation',
    {
      schema: {
        operationId: 'acceptInvitation',
        tags: ['Access'],
        summary: 'Set the password of an invited user (extension)',
        description:
          'The token of the invitation link a new user was mailed and their password: the password is set, the user is marked verified (joined_date) and signed in (the same answer as POST /access/token). 401 for a link used already, expired (7 days) or unknown; 400 WEAK_PASSWORD for a password of fewer than 8 characters, one of the most common passwords, or one equal to or containing the e-mail address. Rate-limited per client address.',
        body: InvitationAcceptance,
        response: { 200: AccessTokenResponse, ...errorResponses },
      },
      config: { public: true, rateLimit: { max: config.tokenRateLimitPerMinute, timeWindow: 60_000, groupId: 'invitation' } },
    },
    async (request) => {
      const data = await acceptInvitation(database.db, app.deps.clock, tokens, request.body.token, request.body.password);
      return { data, access_token: data.access_token };
    },
  );
}
