/**
 * Pipelines (SPEC.md §Endpoints/Pipelines). `POST /pipeline` is an extension used by the embeddable
 * components, the platform and the CLI. Permissions: pipeline.create/read/write/delete.
 */
import { Type } from '@sinclair/typebox';
import { IdParams, LenientBoolean, List, ListQuery, One } from '@ferry/schemas';
import { Pipeline, PipelineCreate, PipelineListItem, PipelineUpdate } from '@ferry/schemas/pipelines';
import { createPipeline, deletePipeline, getPipeline, listPipelines, updatePipeline, pipelineListSpec } from '../../domain/pipelines/service.ts';
import { principalOf } from '../plugins/auth.ts';
import { bearer, errorResponses, listReply } from '../envelope.ts';
import { parseListQuery } from '../../domain/list-query.ts';
import type { FerryApp } from '../ferry-app.ts';


const tags = ['Pipelines'];

export async function pipelineRoutes(app: FerryApp) {
  const { database, clock } = app.deps;
  const db = database.db;
  const hooks = app.deps.pipelineHooks;

  app.post(
    '/pipeline',
    {
      schema: {
        operationId: 'createPipeline',
        tags,
        summary: 'Create a pipeline (extension)',
        description:
          'SPEC.md leaves pipeline creation to the CreatePipeline component and the platform; they use this route. Send a body, or a template_id whose fields the body overrides. A pipeline stays a draft until it has an input connector, an output connector and a TDM.',
        security: bearer,
        body: PipelineCreate,
        response: { 201: One(Pipeline), ...errorResponses },
      },
      config: { permission: 'pipeline.create' },
    },
    async (request, reply) => reply.code(201).send({ data: await createPipeline(db, clock, principalOf(request), request.body, hooks) }),
  );

  app.get(
    '/pipeline',
    {
      schema: {
        operationId: 'listPipelines',
        tags,
        summary: 'List pipelines',
        description: `Each item carries execution_count, last_execution_at and the statuses of its last five executions. Sort by ${Object.keys(pipelineListSpec.sortable).join(', ')}; filter by ${Object.keys(pipelineListSpec.filterable).join(', ')}.`,
        security: bearer,
        querystring: ListQuery,
        response: { 200: List(PipelineListItem), ...errorResponses },
      },
      config: { permission: 'pipeline.read' },
    },
    async (request, reply) => {
      const params = parseListQuery(request.query as Record<string, unknown>, pipelineListSpec);
      return listReply(reply, await listPipelines(db, clock, principalOf(request), params), params);
    },
  );

  app.get(
    '/pipeline/:id',
    { schema: { operationId: 'getPipeline', tags, summary: 'Read a pipeline', description: 'The pipeline with its whole configuration; draft says whether it lacks an input connector, an output connector or a TDM.', security: bearer, params: IdParams, response: { 200: One(Pipeline), ...errorResponses } }, config: { permission: 'pipeline.read' } },
    async (request) => ({ data: await getPipeline(db, clock, principalOf(request), request.params.id) }),
  );

  app.put(
    '/pipeline/:id',
    {
      schema: {
        operationId: 'updatePipeline',
        tags,
        summary: 'Update a pipeline',
        description:
          'Partial: fields left out keep their values, and within configuration each top-level field sent replaces the stored one (null resets it). A request with only name, connectors, error_config and schedule_config is valid. `active` switches execution on and off.',
        security: bearer,
        params: IdParams,
        body: PipelineUpdate,
        response: { 200: One(Pipeline), ...errorResponses },
      },
      config: { permission: 'pipeline.write' },
    },
    async (request) => ({ data: await updatePipeline(db, clock, principalOf(request), request.params.id, request.body, hooks) }),
  );

  app.delete(
    '/pipeline/:id',
    {
      schema: {
        operationId: 'deletePipeline',
        tags,
        summary: 'Delete a pipeline',
        description:
          'Deletes the pipeline; answers the deleted pipeline. Its executions are its history: a pipeline with executions is kept (409 PIPELINE_HAS_EXECUTIONS) unless ?delete_executions=true deletes them with it, and their stored files. 409 PIPELINE_RUNNING while an execution is in progress.',
        querystring: Type.Object({ delete_executions: Type.Optional(LenientBoolean({ description: 'Also delete the pipeline’s executions (its history); without it, a pipeline that has executions is not deleted' })) }, { additionalProperties: false }),
        security: bearer,
        params: IdParams,
        response: { 200: One(Pipeline), ...errorResponses },
      },
      config: { permission: 'pipeline.delete' },
    },
    async (request) => ({
      data: await deletePipeline(db, clock, principalOf(request), request.params.id, hooks, {
        deleteExecutions: (request.query as { delete_executions?: boolean }).delete_executions === true,
        files: app.deps.storage ? { storage: app.deps.storage, onError: (folder, err) => request.log.error({ err, folder }, 'could not remove the stored files of a deleted execution') } : undefined,
      }),
    }),
  );
}
