/**
 * Authorization cases: target data models, pipeline templates, pipelines and executions.
 * Variants cover who owns the object: the organization (PRIVATE and, for TDMs, PUBLIC) and
 * sub-organization A.
 */
import { seedConnector } from '../helpers/seed.ts';
import { createAs, once, type Fixtures, type RouteCase } from './types.ts';

type Expect = RouteCase['expect'];

const tdmBody = (level: 'PUBLIC' | 'PRIVATE' = 'PRIVATE') => ({ name: 'T', columns: [{ key: 'a', label: 'A', columnType: 'string' }], permissions: { level } });

/** The organization's PUBLIC connectors and TDM, usable by everyone in it. */
const shared = (fx: Fixtures) =>
  once(fx, 'shared', async () => {
    const input = await seedConnector(fx.ctx, { type: 'INPUT', nodeType: 'HTTP', level: 'PUBLIC', configuration: { type: 'PROACTIVE', url: 'https://example.com/a.csv', method: 'GET' } });
    const output = await seedConnector(fx.ctx, { type: 'OUTPUT', level: 'PUBLIC' });
    const tdm = await createAs(fx, 'owner', '/tdm', tdmBody('PUBLIC'));
    return { input, output, tdm };
  });

const runnable = async (fx: Fixtures) => {
  const s = await shared(fx);
  return { name: `P${fx.seq()}`, configuration: { input_connectors: [s.input], output_connectors: [s.output], tdm: s.tdm } };
};

const subAId = (fx: Fixtures) =>
  once(fx, 'subAId', async () => {
    const r = await fx.ctx.database.executeSql(`SELECT id FROM sub_organizations WHERE identifier = 'sub-a'`);
    return String(r.rows[0]!.id);
  });

// Who may do what to an object, by owner.
const readOrgPrivate: Expect = { owner: 200, member: 200, subA: 404, subB: 404, otherOrg: 404 };
const readOrgPublic: Expect = { owner: 200, member: 200, subA: 200, subB: 200, otherOrg: 404 };
const readSubA: Expect = { owner: 200, member: 200, subA: 200, subB: 404, otherOrg: 404 };
const changeOrgPrivate: Expect = { owner: 200, member: 403, subA: 404, subB: 404, otherOrg: 404 };
const changeOrgPublic: Expect = { owner: 200, member: 403, subA: 403, subB: 403, otherOrg: 404 };
const changeSubA: Expect = { owner: 200, member: 403, subA: 200, subB: 404, otherOrg: 404 };
const list: Expect = { owner: 200, member: 200, subA: 200, subB: 200, otherOrg: 200 };
const create: Expect = { owner: 201, member: 403, subA: 201, subB: 201, otherOrg: 201 };

const tdmOwners = {
  orgPrivate: (fx: Fixtures) => createAs(fx, 'owner', '/tdm', tdmBody('PRIVATE')),
  orgPublic: (fx: Fixtures) => createAs(fx, 'owner', '/tdm', tdmBody('PUBLIC')),
  subA: (fx: Fixtures) => createAs(fx, 'subA', '/tdm', tdmBody()),
};

const pipelineOwners = {
  org: async (fx: Fixtures) => createAs(fx, 'owner', '/pipeline', await runnable(fx)),
  subA: async (fx: Fixtures) => createAs(fx, 'subA', '/pipeline', await runnable(fx)),
};

const templateOwners = {
  org: (fx: Fixtures) => createAs(fx, 'owner', '/pipeline-template', { name: `T${fx.seq()}` }),
  orgPublic: (fx: Fixtures) => createAs(fx, 'owner', '/pipeline-template', { name: `T${fx.seq()}`, permissions: { level: 'PUBLIC' } }),
  subA: (fx: Fixtures) => createAs(fx, 'subA', '/pipeline-template', { name: `T${fx.seq()}` }),
};

const executionOwners = {
  org: async (fx: Fixtures) => createAs(fx, 'owner', '/execution', { pipeline_id: await pipelineOwners.org(fx) }),
  subA: async (fx: Fixtures) => createAs(fx, 'subA', '/execution', { pipeline_id: await pipelineOwners.subA(fx) }),
};

const byOwner = (
  owners: Record<string, (fx: Fixtures) => Promise<string>>,
  expects: Record<string, Expect>,
  body?: RouteCase['body'],
): RouteCase[] => Object.keys(owners).map((k) => ({ variant: k, id: owners[k], body, expect: expects[k]! }));

const webhookBody = () => ({ url: 'https://hooks.example.com/ferry', events: ['execution.failed'] });
const webhookOwners = {
  org: (fx: Fixtures) => createAs(fx, 'owner', '/webhook', webhookBody()),
  subA: (fx: Fixtures) => createAs(fx, 'subA', '/webhook', webhookBody()),
};

export const cases: Record<string, RouteCase | RouteCase[]> = {
  // The organization: users only. Rotating the key would end every fixture token, so the matrix sends
  // a body the schema refuses (400 after authorization); organization.test.ts rotates for real.
  'GET /dp/api/v1/organization': { expect: { owner: 200, member: 200, subA: 403, subB: 403, otherOrg: 200 } },
  // Its settings: owners only (an empty body changes nothing; organization.test.ts sets them for real).
  'PUT /dp/api/v1/organization': { body: () => ({}), expect: { owner: 200, member: 403, subA: 403, subB: 403, otherOrg: 200 } },
  'POST /dp/api/v1/organization/license-key': { body: () => ({ unexpected: true }), expect: { owner: 400, member: 400, subA: 403, subB: 403, otherOrg: 400 } },
  // Webhooks: managing them takes pipeline.write, reading them execution.read; no PUBLIC level.
  'POST /dp/api/v1/webhook': { body: webhookBody, expect: create },
  'GET /dp/api/v1/webhook': { expect: list },
  'GET /dp/api/v1/webhook/:id': byOwner(webhookOwners, { org: readOrgPrivate, subA: readSubA }),
  'GET /dp/api/v1/webhook/:id/deliveries': byOwner(webhookOwners, { org: readOrgPrivate, subA: readSubA }),
  'PUT /dp/api/v1/webhook/:id': byOwner(webhookOwners, { org: changeOrgPrivate, subA: changeSubA }, () => ({ active: true })),
  'POST /dp/api/v1/webhook/:id/secret': byOwner(webhookOwners, { org: changeOrgPrivate, subA: changeSubA }),
  'DELETE /dp/api/v1/webhook/:id': byOwner(webhookOwners, { org: changeOrgPrivate, subA: changeSubA }),

  // Mapping suggestions: pipeline.read; a named TDM must be visible, a named sub-organization the caller's own (or, for the organization, one of its).
  'POST /dp/api/v1/mapping/suggest': [
    { variant: 'org PRIVATE tdm', body: async (fx) => ({ tdm: await once(fx, 'suggestTdm', () => createAs(fx, 'owner', '/tdm', tdmBody('PRIVATE'))), headers: ['A'] }), expect: readOrgPrivate },
    { variant: 'columns sent', body: () => ({ columns: [{ key: 'email', columnType: 'email' }], headers: ['E-Mail'], rows: [['a@example.com']] }), expect: list },
    { variant: "sub-organization A's memory", body: async (fx) => ({ columns: [{ key: 'a', columnType: 'string' }], headers: ['A'], sub_organization: await subAId(fx) }), expect: { owner: 200, member: 200, subA: 200, subB: 404, otherOrg: 404 } },
  ],
  'POST /dp/api/v1/mapping/suggest-options': {
    body: () => ({ columns: [{ key: 'status', columnType: 'category', optionConfiguration: { options: [{ value: 'OPEN', label: 'Open' }] } }], column: 'status', values: ['offen'] }),
    expect: list,
  },
  'POST /dp/api/v1/transformation/suggest': { body: () => ({ prompt: 'upper-case', headers: ['A'], rows: [['x']], source_column: 'A' }), expect: list },

  'POST /dp/api/v1/tdm': { body: () => tdmBody(), expect: create },
  'GET /dp/api/v1/tdm': { expect: list },
  // Trying a column's rules on sample values: tdm.read, the columns sent (nothing stored or looked up).
  'POST /dp/api/v1/tdm/check-values': { body: () => ({ columns: [{ key: 'zip', columnType: 'string', validations: [{ validate: 'regex', regex: '^[0-9]{5}$' }] }], column: 'zip', values: ['10115'] }), expect: list },
  'GET /dp/api/v1/tdm/:id': byOwner(tdmOwners, { orgPrivate: readOrgPrivate, orgPublic: readOrgPublic, subA: readSubA }),
  'PUT /dp/api/v1/tdm/:id': byOwner(tdmOwners, { orgPrivate: changeOrgPrivate, orgPublic: changeOrgPublic, subA: changeSubA }, () => ({ name: 'Renamed' })),
  'DELETE /dp/api/v1/tdm/:id': byOwner(tdmOwners, { orgPrivate: changeOrgPrivate, orgPublic: changeOrgPublic, subA: changeSubA }),

  'POST /dp/api/v1/pipeline-template': { body: (fx) => ({ name: `T${fx.seq()}` }), expect: create },
  'GET /dp/api/v1/pipeline-template': { expect: list },
  'GET /dp/api/v1/pipeline-template/:id': byOwner(templateOwners, { org: readOrgPrivate, orgPublic: readOrgPublic, subA: readSubA }),
  'PUT /dp/api/v1/pipeline-template/:id': byOwner(templateOwners, { org: changeOrgPrivate, orgPublic: changeOrgPublic, subA: changeSubA }, () => ({ pipeline_name: 'Renamed' })),
  'DELETE /dp/api/v1/pipeline-template/:id': byOwner(templateOwners, { org: changeOrgPrivate, orgPublic: changeOrgPublic, subA: changeSubA }),

  'POST /dp/api/v1/pipeline': [
    { variant: 'draft', body: (fx) => ({ name: `Draft ${fx.seq()}` }), expect: create },
    // Another organization cannot reference organization A's connectors and TDM, not even PUBLIC ones.
    { variant: "with org A's PUBLIC connectors", body: runnable, expect: { ...create, otherOrg: 400 } },
  ],
  'GET /dp/api/v1/pipeline': { expect: list },
  'GET /dp/api/v1/pipeline/:id': byOwner(pipelineOwners, { org: readOrgPrivate, subA: readSubA }),
  'PUT /dp/api/v1/pipeline/:id': byOwner(pipelineOwners, { org: changeOrgPrivate, subA: changeSubA }, () => ({ name: 'Renamed', active: true })),
  'DELETE /dp/api/v1/pipeline/:id': byOwner(pipelineOwners, { org: changeOrgPrivate, subA: changeSubA }),

  'POST /dp/api/v1/execution': [
    { variant: 'org pipeline', body: async (fx) => ({ pipeline_id: await once(fx, 'orgPipeline', () => pipelineOwners.org(fx)) }), expect: { owner: 201, member: 403, subA: 404, subB: 404, otherOrg: 404 } },
    { variant: 'subA pipeline', body: async (fx) => ({ pipeline_id: await once(fx, 'subAPipeline', () => pipelineOwners.subA(fx)) }), expect: { owner: 201, member: 403, subA: 201, subB: 404, otherOrg: 404 } },
  ],
  'GET /dp/api/v1/execution': { expect: list },
  'GET /dp/api/v1/execution/:id': byOwner(executionOwners, { org: readOrgPrivate, subA: readSubA }),
};

export { subAId };
