/** Health check for load balancers: 200 when the database answers, 503 otherwise. No token needed. */
import { DataMessage } from '@ferry/schemas';
import { errors } from '../../errors.ts';
import { errorResponses } from '../envelope.ts';
import type { FerryApp } from '../../app.ts';

export async function healthRoutes(app: FerryApp) {
  app.get(
    '/management/health',
    {
      schema: { operationId: 'getHealth', tags: ['Management'], summary: 'Health check', description: 'Answers 200 {data:{message:"OK"}} when the database answers, 503 otherwise. No token needed.', response: { 200: DataMessage, ...errorResponses } },
      config: { public: true, rateLimit: false },
    },
    async () => {
      try {
        await app.deps.database.ping();
      } catch (err) {
        throw errors.unavailable('the database is unreachable', err);
      }
      return { data: { message: 'OK' } };
    },
  );
}
