/** Authorization cases: users and sub-organizations (organization users only). */
import { createAs, type Fixtures, type RouteCase } from './types.ts';

const newUser = (fx: Fixtures) => createAs(fx, 'owner', '/user', { email: `target${fx.seq()}@a.example`, password: 'target-password' });
const newSubOrg = (fx: Fixtures) => createAs(fx, 'owner', '/sub-organization', { name: 'Target', identifier: `target-${fx.seq()}` });

const collection = { owner: 200, member: 200, subA: 403, subB: 403, otherOrg: 200 };
const item = { owner: 200, member: 200, subA: 403, subB: 403, otherOrg: 404 };

export const cases: Record<string, RouteCase | RouteCase[]> = {
  'POST /dp/api/v1/user': {
    body: (fx) => ({ email: `new${fx.seq()}@example.com`, password: 'new-user-password' }),
    expect: { ...collection, owner: 201, member: 201, otherOrg: 201 },
  },
  'GET /dp/api/v1/user': { expect: collection },
  'GET /dp/api/v1/user/:id': { id: newUser, expect: item },
  'PUT /dp/api/v1/user/:id': { id: newUser, body: () => ({ first_name: 'Renamed' }), expect: item },
  'DELETE /dp/api/v1/user/:id': { id: newUser, expect: { ...item, member: 403 } },
  'POST /dp/api/v1/sub-organization': {
    body: (fx) => ({ name: 'New', identifier: `new-${fx.seq()}` }),
    expect: { ...collection, owner: 201, member: 201, otherOrg: 201 },
  },
  'GET /dp/api/v1/sub-organization': { expect: collection },
  'GET /dp/api/v1/sub-organization/:id': { id: newSubOrg, expect: item },
  'PUT /dp/api/v1/sub-organization/:id': { id: newSubOrg, body: () => ({ name: 'Renamed' }), expect: item },
  'DELETE /dp/api/v1/sub-organization/:id': { id: newSubOrg, expect: item },
  // "View as this customer": a member who may only read gets a read-only token (200 all the same).
  'POST /dp/api/v1/sub-organization/:id/token': { id: newSubOrg, body: () => ({ read_only: true }), expect: item },
};
