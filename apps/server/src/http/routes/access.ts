/**
 * Access tokens (SPEC.md §Endpoints/Access token), rate-limited per client address. The alias
 * `POST /auth/access-token` is rewritten to this route before routing (app.ts `rewriteUrl`), so both
 * spellings share one handler and one rate-limit bucket (a per-route bucket let the alias go on
 * checking license keys after /access/token answered 429).
 */
import { AccessTokenRequest, AccessTokenResponse } from '@ferry/schemas/access';
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
}
