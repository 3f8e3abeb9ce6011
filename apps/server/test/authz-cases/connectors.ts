/**
 * Authorization cases: connectors (SPEC.md §Authentication; domain/visibility.ts). Every principal
 * holds the connector bits except `member` (read only). Variants per item route: the
 * organization's PRIVATE connector (hidden from sub-organizations: 404), its PUBLIC connector
 * (read-only to sub-organizations: 403 on change) and sub-organization A's own connector (hidden
 * from B: 404).
 */
import { createAs, type Fixtures, type RouteCase } from './types.ts';

const manual = (fx: Fixtures, level: 'PUBLIC' | 'PRIVATE') => ({ name: `Upload ${fx.seq()}`, type: 'INPUT', node_type: 'MANUAL', configuration: {}, permissions: { level } });

const orgPrivate = (fx: Fixtures) => createAs(fx, 'owner', '/connector', manual(fx, 'PRIVATE'));
const orgPublic = (fx: Fixtures) => createAs(fx, 'owner', '/connector', manual(fx, 'PUBLIC'));
const ofSubA = (fx: Fixtures) => createAs(fx, 'subA', '/connector', manual(fx, 'PRIVATE'));

const read = {
  private: { owner: 200, member: 200, subA: 404, subB: 404, otherOrg: 404 },
  public: { owner: 200, member: 200, subA: 200, subB: 200, otherOrg: 404 },
  subA: { owner: 200, member: 200, subA: 200, subB: 404, otherOrg: 404 },
};
// The member lacks connector.write and connector.delete: 403 before the connector is looked up.
const change = {
  private: { ...read.private, member: 403 },
  public: { owner: 200, member: 403, subA: 403, subB: 403, otherOrg: 404 },
  subA: { ...read.subA, member: 403 },
};

const itemCases = (expect: typeof change, body?: RouteCase['body']): RouteCase[] => [
  { variant: 'org PRIVATE connector', id: orgPrivate, body, expect: expect.private },
  { variant: 'org PUBLIC connector', id: orgPublic, body, expect: expect.public },
  { variant: "sub-organization A's connector", id: ofSubA, body, expect: expect.subA },
];

export const cases: Record<string, RouteCase | RouteCase[]> = {
  'POST /dp/api/v1/connector': {
    body: (fx) => manual(fx, 'PRIVATE'),
    expect: { owner: 201, member: 403, subA: 201, subB: 201, otherOrg: 201 },
  },
  'GET /dp/api/v1/connector': { expect: { owner: 200, member: 200, subA: 200, subB: 200, otherOrg: 200 } },
  'GET /dp/api/v1/connector/:id': itemCases(read),
  // Testing the connection reads the connector: whoever may read it may test it.
  'POST /dp/api/v1/connector/:id/test': itemCases(read),
  'POST /dp/api/v1/connector/:id/check': itemCases(read),
  // Testing an unsaved configuration is a step of creating one: connector.create.
  'POST /dp/api/v1/connector/test': {
    body: () => ({ type: 'INPUT', node_type: 'MANUAL', configuration: {} }),
    expect: { owner: 200, member: 403, subA: 200, subB: 200, otherOrg: 200 },
  },
  'PUT /dp/api/v1/connector/:id': itemCases(change, () => ({ name: 'Renamed', configuration: {} })),
  'DELETE /dp/api/v1/connector/:id': itemCases(change),
};
