/**
 * Authorization cases: uploads, connector secrets and the execution extensions (output, errors,
 * report, fix, rerun). The matrix runs without workers, so executions stay PROCESSING: the owner's
 * 409s below prove the request got past authorization and reached the execution's own rules.
 * (`POST /connector/{id}/data` authenticates with the connector secret, not a token; it is tested
 * in runtime.test.ts.)
 */
import { seedConnector } from '../helpers/seed.ts';
import { createAs, once, type Fixtures, type RouteCase } from './types.ts';

type Expect = RouteCase['expect'];

const tdm = (fx: Fixtures) => once(fx, 'rt-tdm', () => createAs(fx, 'owner', '/tdm', { name: 'RT', columns: [{ key: 'a', label: 'A', columnType: 'string' }], permissions: { level: 'PUBLIC' } }));
const output = (fx: Fixtures) => once(fx, 'rt-out', () => seedConnector(fx.ctx, { type: 'OUTPUT', level: 'PUBLIC' }));

const pipelineOf = async (fx: Fixtures, who: 'owner' | 'subA') => {
  const input = await seedConnector(fx.ctx, { type: 'INPUT', nodeType: 'HTTP', level: 'PUBLIC', configuration: { type: 'PROACTIVE', url: 'https://example.com/x.csv', method: 'GET' } });
  return createAs(fx, who, '/pipeline', { name: `RT ${fx.seq()}`, configuration: { input_connectors: [input], output_connectors: [await output(fx)], tdm: await tdm(fx) } });
};
const executionOf = async (fx: Fixtures, who: 'owner' | 'subA') => createAs(fx, who, '/execution', { pipeline_id: await pipelineOf(fx, who) });

const readOrg: Expect = { owner: 200, member: 200, subA: 404, subB: 404, otherOrg: 404 };
const readSubA: Expect = { owner: 200, member: 200, subA: 200, subB: 404, otherOrg: 404 };
const conflict = (e: Expect): Expect => Object.fromEntries(Object.entries(e).map(([k, v]) => [k, v === 200 ? 409 : v])) as Expect;

const executions = {
  org: (fx: Fixtures) => executionOf(fx, 'owner'),
  subA: (fx: Fixtures) => executionOf(fx, 'subA'),
};

export const cases: Record<string, RouteCase | RouteCase[]> = {
  // pipeline.create; without a multipart body the request gets past authorization to 415.
  'POST /dp/api/v1/pipeline/sample': { expect: { owner: 415, member: 403, subA: 415, subB: 415, otherOrg: 415 } },
  // pipeline.create, then the TDM must be visible (org A's PUBLIC one: not to another organization), then the sample.
  'POST /dp/api/v1/pipeline/preview': {
    body: async (fx) => ({ sample_id: '00000000-0000-4000-8000-000000000000', tdm: await tdm(fx) }),
    expect: { owner: 404, member: 403, subA: 404, subB: 404, otherOrg: 404 },
  },
  'POST /dp/api/v1/connector/:id/upload': [
    { variant: 'org PRIVATE MANUAL connector, no pipeline', id: (fx) => seedConnector(fx.ctx, { type: 'INPUT', level: 'PRIVATE' }), expect: { owner: 409, member: 403, subA: 404, subB: 404, otherOrg: 404 } },
    { variant: 'org PUBLIC MANUAL connector, no pipeline', id: (fx) => seedConnector(fx.ctx, { type: 'INPUT', level: 'PUBLIC' }), expect: { owner: 409, member: 403, subA: 409, subB: 409, otherOrg: 404 } },
  ],
  'POST /dp/api/v1/connector/:id/inbound-secret': [
    {
      variant: 'org REACTIVE connector',
      id: (fx) => createAs(fx, 'owner', '/connector', { name: 'Push', type: 'INPUT', node_type: 'HTTP', configuration: { type: 'REACTIVE' }, permissions: { level: 'PUBLIC' } }),
      expect: { owner: 200, member: 403, subA: 403, subB: 403, otherOrg: 404 },
    },
    {
      variant: 'subA REACTIVE connector',
      id: (fx) => createAs(fx, 'subA', '/connector', { name: 'Push', type: 'INPUT', node_type: 'HTTP', configuration: { type: 'REACTIVE' } }),
      expect: { owner: 200, member: 403, subA: 200, subB: 404, otherOrg: 404 },
    },
  ],
  'GET /dp/api/v1/execution/:id/output': [
    { variant: 'org', id: executions.org, expect: conflict(readOrg) },
    { variant: 'subA', id: executions.subA, expect: conflict(readSubA) },
  ],
  'GET /dp/api/v1/execution/:id/errors': [
    { variant: 'org', id: executions.org, expect: readOrg },
    { variant: 'subA', id: executions.subA, expect: readSubA },
  ],
  // PROCESSING executions have no rows yet: 409 NO_ROWS for those who may read them.
  'GET /dp/api/v1/execution/:id/rows': [
    { variant: 'org', id: executions.org, expect: conflict(readOrg) },
    { variant: 'subA', id: executions.subA, expect: conflict(readSubA) },
  ],
  'POST /dp/api/v1/execution/:id/check': [
    { variant: 'org', id: executions.org, body: () => ({ cells: [{ row: 2, column: 'a', value: 'x' }] }), expect: conflict(readOrg) },
    { variant: 'subA', id: executions.subA, body: () => ({ cells: [{ row: 2, column: 'a', value: 'x' }] }), expect: conflict(readSubA) },
  ],
  'GET /dp/api/v1/execution/:id/fixes': [
    { variant: 'org', id: executions.org, expect: readOrg },
    { variant: 'subA', id: executions.subA, expect: readSubA },
  ],
  'GET /dp/api/v1/execution/:id/lineage': [
    { variant: 'org', id: executions.org, query: { row: '2', column: 'a' }, expect: conflict(readOrg) },
    { variant: 'subA', id: executions.subA, query: { row: '2', column: 'a' }, expect: conflict(readSubA) },
  ],
  // PROCESSING executions compared nothing yet: 409 NO_CHANGES for those who may read them.
  'GET /dp/api/v1/execution/:id/removed-keys': [
    { variant: 'org', id: executions.org, expect: conflict(readOrg) },
    { variant: 'subA', id: executions.subA, expect: conflict(readSubA) },
  ],
  'GET /dp/api/v1/execution/:id/report': [
    { variant: 'org', id: executions.org, expect: conflict(readOrg) },
    { variant: 'subA', id: executions.subA, expect: conflict(readSubA) },
  ],
  'POST /dp/api/v1/execution/:id/fix': [
    { variant: 'org', id: executions.org, body: () => ({ cleanings: {} }), expect: { owner: 409, member: 403, subA: 404, subB: 404, otherOrg: 404 } },
    { variant: 'subA', id: executions.subA, body: () => ({ cleanings: {} }), expect: { owner: 409, member: 403, subA: 409, subB: 404, otherOrg: 404 } },
  ],
  'GET /dp/api/v1/execution/:id/undo': [
    { variant: 'org', id: executions.org, expect: readOrg },
    { variant: 'subA', id: executions.subA, expect: readSubA },
  ],
  'POST /dp/api/v1/execution/:id/undo': [
    { variant: 'org', id: executions.org, expect: { owner: 409, member: 403, subA: 404, subB: 404, otherOrg: 404 } },
    { variant: 'subA', id: executions.subA, expect: { owner: 409, member: 403, subA: 409, subB: 404, otherOrg: 404 } },
  ],
  'POST /dp/api/v1/execution/:id/rerun': [
    { variant: 'org', id: executions.org, expect: { owner: 409, member: 403, subA: 404, subB: 404, otherOrg: 404 } },
    { variant: 'subA', id: executions.subA, expect: { owner: 409, member: 403, subA: 409, subB: 404, otherOrg: 404 } },
  ],
};
