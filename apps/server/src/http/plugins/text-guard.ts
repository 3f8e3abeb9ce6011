/**
 * Refuses text that PostgreSQL cannot store before anything else looks at it: a NUL character
 * (U+0000) or an unpaired surrogate anywhere in a JSON body (keys included) or in a query parameter
 * → 400 VALIDATION_FAILED naming where (`body.columns[0].key`). Without this, such text reached the
 * database and came back as a 500 (found by test/api-fuzz.test.ts and a security probe). Text
 * inside JSON list options (`filters={"name":"a\u0000"}`) is checked once parsed (list-query.ts).
 *
 * Runs as a `preValidation` hook, so bodies are already parsed and route schemas not yet applied.
 * Raw bodies (uploads, pushed data) are streams and are not inspected: their file names are
 * cleaned where they are stored (domain/executions/inbound.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from '../../errors.ts';
import { unstorablePath } from '../../validation/text.ts';

export const textGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const found = unstorablePath(request.query, 'query') ?? unstorablePath(request.body, 'body');
    if (found) {
      throw errors.validation(`${found.path} contains ${found.problem}`, [{ field: found.path.replace(/^(body|query)\.?/, ''), message: `contains ${found.problem}` }]);
    }
  });
});
