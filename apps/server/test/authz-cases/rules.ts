/**
 * Authorization cases: pipeline rules. Tenancy is the pipeline's: pipeline.read lists, pipeline.write
 * adds, changes and deletes; another tenant's pipeline is a 404.
 */
import { seedConnector } from '../helpers/seed.ts';
import { createAs, once, type Fixtures, type RouteCase } from './types.ts';

const tdm = (fx: Fixtures) => once(fx, 'rules-tdm', () => createAs(fx, 'owner', '/tdm', { name: 'Rules', columns: [{ key: 'a', label: 'A', columnType: 'string' }], permissions: { level: 'PUBLIC' } }));
const connectors = (fx: Fixtures) => once(fx, 'rules-connectors', async () => ({
  input: await seedConnector(fx.ctx, { type: 'INPUT', level: 'PUBLIC' }),
  output: await seedConnector(fx.ctx, { type: 'OUTPUT', level: 'PUBLIC' }),
}));
const pipelineOf = async (fx: Fixtures, who: 'owner' | 'subA') => {
  const c = await connectors(fx);
  return createAs(fx, who, '/pipeline', { name: `Rules ${fx.seq()}`, configuration: { input_connectors: [c.input], output_connectors: [c.output], tdm: await tdm(fx) } });
};
const RULE = { column: 'a', type: 'VALUE_REPLACEMENT', from: 'x', to: 'y' };
/** A rule of the pipeline `id`, made by its owner's side. */
const ruleOf = (who: 'owner' | 'subA') => async (fx: Fixtures, id: string) => ({ rule_id: await createAs(fx, who, `/pipeline/${id}/rules`, RULE) });

const pipelines = {
  org: (fx: Fixtures) => pipelineOf(fx, 'owner'),
  subA: (fx: Fixtures) => pipelineOf(fx, 'subA'),
};

export const cases: Record<string, RouteCase | RouteCase[]> = {
  'GET /dp/api/v1/pipeline/:id/rules': [
    { variant: 'org', id: pipelines.org, expect: { owner: 200, member: 200, subA: 404, subB: 404, otherOrg: 404 } },
    { variant: 'subA', id: pipelines.subA, expect: { owner: 200, member: 200, subA: 200, subB: 404, otherOrg: 404 } },
  ],
  'POST /dp/api/v1/pipeline/:id/rules': [
    { variant: 'org', id: pipelines.org, body: () => RULE, expect: { owner: 201, member: 403, subA: 404, subB: 404, otherOrg: 404 } },
    { variant: 'subA', id: pipelines.subA, body: () => RULE, expect: { owner: 201, member: 403, subA: 201, subB: 404, otherOrg: 404 } },
  ],
  'PUT /dp/api/v1/pipeline/:id/rules/:rule_id': [
    { variant: 'org', id: pipelines.org, params: ruleOf('owner'), body: () => ({ to: 'z' }), expect: { owner: 200, member: 403, subA: 404, subB: 404, otherOrg: 404 } },
    { variant: 'subA', id: pipelines.subA, params: ruleOf('subA'), body: () => ({ to: 'z' }), expect: { owner: 200, member: 403, subA: 200, subB: 404, otherOrg: 404 } },
  ],
  'DELETE /dp/api/v1/pipeline/:id/rules/:rule_id': [
    { variant: 'org', id: pipelines.org, params: ruleOf('owner'), expect: { owner: 200, member: 403, subA: 404, subB: 404, otherOrg: 404 } },
    { variant: 'subA', id: pipelines.subA, params: ruleOf('subA'), expect: { owner: 200, member: 403, subA: 200, subB: 404, otherOrg: 404 } },
  ],
};
