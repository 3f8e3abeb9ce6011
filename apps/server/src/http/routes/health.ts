/** Health check for load balancers: 200 when the database answers, 503 otherwise. No token needed. */
import { Type } from '@sinclair/typebox';
import { DataMessage, named } from '@ferry/schemas';
import { checkReadiness } from '../../domain/readiness.ts';
import { errors } from '../../errors.ts';
import { errorResponses } from '../envelope.ts';
import type { FerryApp } from '../ferry-app.ts';

const Check = Type.Object({ ok: Type.Boolean(), message: Type.Optional(Type.String()) });
const Readiness = named(
  'Readiness',
  Type.Object({
    ready: Type.Boolean(),
    checks: Type.Object({
      database: Check,
      migrations: Type.Object({ ok: Type.Boolean(), applied: Type.Integer(), expected: Type.Integer(), message: Type.Optional(Type.String()) }),
      queue: Check,
    }),
  }),
);

export async function healthRoutes(app: FerryApp) {
  app.get(
    '/management/ready',
    {
      schema: {
        operationId: 'getReadiness',
        tags: ['Management'],
        summary: 'Readiness check',
        description:
          'For load balancers and orchestrators: 200 when the database answers, every migration of this build is applied and the job queue is installed; 503 (the same body, ready: false, each failed check with its message) otherwise. No token needed.',
        response: { 200: Type.Object({ data: Readiness }), 503: Type.Object({ data: Readiness }), ...errorResponses },
      },
      config: { public: true, rateLimit: false },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness(app.deps.database);
      return reply.code(readiness.ready ? 200 : 503).send({ data: readiness });
    },
  );

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
