/** Access tokens (SPEC.md §Endpoints/Access token), rate-limited per client address. */
import { AccessTokenRequest, AccessTokenResponse } from '@ferry/schemas/access';
import { issueAccessToken } from '../../domain/access/service.ts';
import { errorResponses } from '../envelope.ts';
import type { FerryApp } from '../../app.ts';

export async function accessRoutes(app: FerryApp) {
  const { database, tokens, config } = app.deps;
  for (const url of ['/access/token', '/auth/access-token']) {
    app.post(
      url,
      {
        schema: {
          operationId: url === '/access/token' ? 'createAccessToken' : 'createAccessTokenAlias',
          tags: ['Access'],
          summary: url === '/access/token' ? 'Request an access token' : 'Request an access token (alias)',
          description: 'License key + a user or sub-organization identifier → a short-lived bearer token. Rate-limited per client address (429).',
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
