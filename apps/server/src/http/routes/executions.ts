/** Executions (SPEC.md §Endpoints/Executions; DESIGN.md §4). Permissions: execution.create/read. */
import { IdParams, List, ListQuery, One } from '@ferry/schemas';
import { Execution, ExecutionCreate } from '@ferry/schemas/executions';
import { Type } from '@sinclair/typebox';
import { getExecution, listExecutions, executionListSpec } from '../../domain/executions/records.ts';
import { startManualExecution } from '../../domain/executions/start.ts';
import { principalOf } from '../plugins/auth.ts';
import { bearer, errorResponses, listReply } from '../envelope.ts';
import { parseListQuery } from '../../domain/list-query.ts';
import type { FerryApp } from '../ferry-app.ts';


const tags = ['Executions'];

export async function executionRoutes(app: FerryApp) {
  const { database, clock } = app.deps;
  const db = database.db;

  app.post(
    '/execution',
    {
      schema: {
        operationId: 'createExecution',
        tags,
        summary: 'Run a pipeline now',
        description:
          'Creates executions (trigger_type MANUAL, status PROCESSING) and queues them; answers `{data:[execution…]}` (201). A pipeline whose input connector is a file source (OBJSTORE, FTP, SFTP, BLOB, CLOUDSTORE) gets one execution per new file in the connector\'s directory, with a `message` saying what was found; when there is no new file the answer is 200 with an empty `data` and the `message`. A draft or inactive pipeline is a 409; a file source that cannot be listed is a 502 SOURCE_FAILED naming the cause.',
        security: bearer,
        body: ExecutionCreate,
        response: {
          201: Type.Object({ data: Type.Array(Execution), message: Type.Optional(Type.String()) }),
          200: Type.Object({ data: Type.Array(Execution), message: Type.String({ description: 'Why no execution was created (a file source without new files)' }) }),
          ...errorResponses,
        },
      },
      config: { permission: 'execution.create' },
    },
    async (request, reply) => {
      const started = await startManualExecution(db, clock, principalOf(request), request.body.pipeline_id, app.deps.dispatcher);
      return reply.code(started.data.length === 0 ? 200 : 201).send(started);
    },
  );

  app.get(
    '/execution',
    {
      schema: {
        operationId: 'listExecutions',
        tags,
        summary: 'List executions',
        description: `Filter by ${Object.keys(executionListSpec.filterable).join(', ')} (e.g. filters={"pipeline":"<id>","status":"FAILED"}; a time window: filters={"created_from":"2026-11-24T00:00:00Z","created_before":"2026-11-25T00:00:00Z"}, at or after the first instant and before the second); sort by ${Object.keys(executionListSpec.sortable).join(', ')}.`,
        security: bearer,
        querystring: ListQuery,
        response: { 200: List(Execution), ...errorResponses },
      },
      config: { permission: 'execution.read' },
    },
    async (request, reply) => {
      const params = parseListQuery(request.query as Record<string, unknown>, executionListSpec);
      return listReply(reply, await listExecutions(db, principalOf(request), params), params);
    },
  );

  app.get(
    '/execution/:id',
    { schema: { operationId: 'getExecution', tags, summary: 'Read an execution', description: 'While PROCESSING, `progress` says how far it is.', security: bearer, params: IdParams, response: { 200: One(Execution), ...errorResponses } }, config: { permission: 'execution.read' } },
    async (request) => ({ data: await getExecution(db, principalOf(request), request.params.id) }),
  );
}
