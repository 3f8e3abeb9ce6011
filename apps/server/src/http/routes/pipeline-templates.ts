/** Pipeline templates (SPEC.md §Endpoints/Pipeline templates). Permissions: template.create/read/write/delete. */
import { IdParams, List, ListQuery, One } from '@ferry/schemas';
import { PipelineTemplate, PipelineTemplateCreate, PipelineTemplateListItem, PipelineTemplateUpdate } from '@ferry/schemas/pipelines';
import { createTemplate, deleteTemplate, getTemplate, listTemplates, updateTemplate, templateListSpec } from '../../domain/templates/service.ts';
import { principalOf } from '../plugins/auth.ts';
import { bearer, errorResponses, listReply } from '../envelope.ts';
import { parseListQuery } from '../../domain/list-query.ts';
import type { FerryApp } from '../ferry-app.ts';


const tags = ['Pipeline templates'];

export async function pipelineTemplateRoutes(app: FerryApp) {
  const { database, clock } = app.deps;
  const db = database.db;

  app.post(
    '/pipeline-template',
    {
      schema: { operationId: 'createPipelineTemplate', tags, summary: 'Create a pipeline template', description: 'Presets for new pipelines (name, connectors, TDM, schedule, error threshold…); CreatePipeline and POST /pipeline take template_id.', security: bearer, body: PipelineTemplateCreate, response: { 201: One(PipelineTemplate), ...errorResponses } },
      config: { permission: 'template.create' },
    },
    async (request, reply) => reply.code(201).send({ data: await createTemplate(db, clock, principalOf(request), request.body) }),
  );

  app.get(
    '/pipeline-template',
    {
      schema: { operationId: 'listPipelineTemplates', tags, summary: 'List pipeline templates', description: 'Items carry id, name, pipeline_name and audit fields. A sub-organization sees its own templates.', security: bearer, querystring: ListQuery, response: { 200: List(PipelineTemplateListItem), ...errorResponses } },
      config: { permission: 'template.read' },
    },
    async (request, reply) => {
      const params = parseListQuery(request.query as Record<string, unknown>, templateListSpec);
      return listReply(reply, await listTemplates(db, principalOf(request), params), params);
    },
  );

  app.get(
    '/pipeline-template/:id',
    { schema: { operationId: 'getPipelineTemplate', tags, summary: 'Read a pipeline template', description: 'The template with every preset.', security: bearer, params: IdParams, response: { 200: One(PipelineTemplate), ...errorResponses } }, config: { permission: 'template.read' } },
    async (request) => ({ data: await getTemplate(db, principalOf(request), request.params.id) }),
  );

  app.put(
    '/pipeline-template/:id',
    {
      schema: { operationId: 'updatePipelineTemplate', tags, summary: 'Update a pipeline template', description: 'Partial: fields left out keep their values.', security: bearer, params: IdParams, body: PipelineTemplateUpdate, response: { 200: One(PipelineTemplate), ...errorResponses } },
      config: { permission: 'template.write' },
    },
    async (request) => ({ data: await updateTemplate(db, clock, principalOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/pipeline-template/:id',
    {
      schema: { operationId: 'deletePipelineTemplate', tags, summary: 'Delete a pipeline template', description: 'Answers the deleted template; 409 naming the pipelines made from it while any exist.', security: bearer, params: IdParams, response: { 200: One(PipelineTemplate), ...errorResponses } },
      config: { permission: 'template.delete' },
    },
    async (request) => ({ data: await deleteTemplate(db, principalOf(request), request.params.id) }),
  );
}
