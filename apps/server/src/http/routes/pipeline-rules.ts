/**
 * Pipeline rules (an extension; docs/executions.md "Rules learned from fixes"): corrections kept
 * for every later execution of a pipeline. Permissions: pipeline.read to list, pipeline.write to
 * add, change and delete; tenancy is the pipeline's.
 */
import { IdParams, List, One } from '@ferry/schemas';
import { PipelineRule, PipelineRuleCreate, PipelineRuleUpdate, RuleIdParams, type PipelineRuleCreate as RuleCreate, type PipelineRuleUpdate as RuleUpdate } from '@ferry/schemas/pipeline-rules';
import { createPipelineRule, deletePipelineRule, listPipelineRules, updatePipelineRule } from '../../domain/pipelines/rules.ts';
import { principalOf } from '../plugins/auth.ts';
import { bearer, errorResponses } from '../envelope.ts';
import type { FerryApp } from '../ferry-app.ts';

const tags = ['Pipelines'];

const RULES = 'Later executions of the pipeline apply its active rules, in the order they were made, after the mapping\'s transformations and before fixes and validation (a rerun too; a fix runs with the rules its execution ran with); each execution\'s report counts the cells each rule changed (`rules`).';

export async function pipelineRuleRoutes(app: FerryApp) {
  const { database, clock } = app.deps;
  const db = database.db;

  app.get(
    '/pipeline/:id/rules',
    {
      schema: {
        operationId: 'listPipelineRules',
        tags,
        summary: 'List the rules of a pipeline',
        description: `The pipeline's rules in the order they run, each with who made it, when and from which execution. ${RULES}`,
        security: bearer,
        params: IdParams,
        response: { 200: List(PipelineRule), ...errorResponses },
      },
      config: { permission: 'pipeline.read' },
    },
    async (request, reply) => {
      const rules = await listPipelineRules(db, principalOf(request), request.params.id);
      reply.header('x-total-count', String(rules.length));
      return { data: rules, pagination: { total: rules.length, offset: 0, limit: rules.length } };
    },
  );

  app.post(
    '/pipeline/:id/rules',
    {
      schema: {
        operationId: 'createPipelineRule',
        tags,
        summary: 'Add a rule to a pipeline',
        description: `VALUE_REPLACEMENT (\`from\`, \`to\`, \`match_case\`): a cell whose whole value is \`from\` becomes \`to\`. OPTION_MAPPING (\`mapping\`): input values → options of the column (each must be an option of a column that has options). HYPER_FORMULA (\`formula\`): a formula as transformations take it. \`source_execution\`: the execution of this pipeline whose fix the rule comes from. 400 UNKNOWN_COLUMN for a key the pipeline's TDM lacks; 400 VALIDATION_FAILED naming a missing or wrong field. ${RULES}`,
        security: bearer,
        params: IdParams,
        body: PipelineRuleCreate,
        response: { 201: One(PipelineRule), ...errorResponses },
      },
      config: { permission: 'pipeline.write' },
    },
    async (request, reply) => reply.code(201).send({ data: await createPipelineRule(db, clock, principalOf(request), request.params.id, request.body as RuleCreate) }),
  );

  app.put(
    '/pipeline/:id/rules/:rule_id',
    {
      schema: {
        operationId: 'updatePipelineRule',
        tags,
        summary: 'Change a rule of a pipeline',
        description: 'The fields sent replace the stored ones (`active: false` keeps a rule without applying it); a new `type` needs its own fields. Checked as a new rule is.',
        security: bearer,
        params: RuleIdParams,
        body: PipelineRuleUpdate,
        response: { 200: One(PipelineRule), ...errorResponses },
      },
      config: { permission: 'pipeline.write' },
    },
    async (request) => {
      const params = request.params as { id: string; rule_id: string };
      return { data: await updatePipelineRule(db, clock, principalOf(request), params.id, params.rule_id, request.body as RuleUpdate) };
    },
  );

  app.delete(
    '/pipeline/:id/rules/:rule_id',
    {
      schema: {
        operationId: 'deletePipelineRule',
        tags,
        summary: 'Delete a rule of a pipeline',
        description: 'Answers the deleted rule. Executions created before keep running with it (their snapshot); later ones do without.',
        security: bearer,
        params: RuleIdParams,
        response: { 200: One(PipelineRule), ...errorResponses },
      },
      config: { permission: 'pipeline.write' },
    },
    async (request) => {
      const params = request.params as { id: string; rule_id: string };
      return { data: await deletePipelineRule(db, principalOf(request), params.id, params.rule_id) };
    },
  );
}
