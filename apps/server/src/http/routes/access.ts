/**
 * Access tokens (SPEC.md §Endpoints/Access token), rate-limited per client address. The alias
 * `POST /auth/access-token` is rewritten to this route before routing (app.ts `rewriteUrl`), so both
 * spellings share one handler and one rate-limit bucket (a per-route bucket let the alias go on
 * checking license keys after /access/token answered 429).
 */
import { AccessTokenRequest, AccessTokenResponse, InvitationAcceptance, LoginRequest } from '@ferry/schemas/access';
import { acceptInvitation } from '../../domain/users/invitations.ts';
import { login } from '../../domain/access/login.ts';
import { issueAccessToken } from '../../domain/access/service.ts';
import { errorResponses } from '../envelope.ts';
import type { FerryApp } from '../../app.ts';

export async function accessRoutes(app: FerryApp) {
  const { database, tokens, config } = app.deps;
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
          'For the web platform: a user of the organization signs in and gets the same kind of token POST /access/token issues for a USER. A wrong address and a wrong password get the same 401. 400 ORGANIZATION_REQUIRED when the address and password sign in to several organizations (name one with `organization`). Rate-limited per client address like the token route (429).',
        body: LoginRequest,
        response: { 200: AccessTokenResponse, ...errorResponses },
      },
      config: { public: true, rateLimit: { max: config.tokenRateLimitPerMinute, timeWindow: 60_000, groupId: 'login' } },
    },
    async (request) => {
      const data = await login(database.db, tokens, request.body);
      return { data, access_token: data.access_token };
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
          'The token of the invitation link a new user was mailed and their password: the password is set, the user is marked verified (joined_date) and signed in (the same answer as POST /access/token). 401 for a link used already, expired (7 days) or unknown. Rate-limited per client address.',
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
