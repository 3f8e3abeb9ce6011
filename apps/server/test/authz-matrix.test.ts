/**
 * The authorization matrix, generated from the route table: every authenticated route × {owner,
 * member with a read-only matrix, sub-organization A, sub-organization B, another organization's
 * owner, no token, expired token} with the status each must get. A route without a case here fails
 * the test, so a new route cannot ship unchecked.
 *
 * Expected statuses follow the rules of SPEC.md §Authentication and DESIGN.md §4:
 * - no token or an expired token → 401;
 * - users-only routes (users, sub-organizations) → 403 for sub-organizations;
 * - a permission bit the principal lacks → 403 (checked before anything is looked up);
 * - another tenant's object → 404, never 403; collection routes act in the caller's own tenant.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { databaseKinds } from './helpers/database.ts';

type PrincipalName = 'owner' | 'member' | 'subA' | 'subB' | 'otherOrg' | 'noToken' | 'expired';
const PRINCIPALS: PrincipalName[] = ['noToken', 'expired', 'subA', 'subB', 'otherOrg', 'member', 'owner'];

const READ_ONLY = Object.fromEntries(
  ['pipeline', 'execution', 'connector', 'tdm', 'template'].map((c) => [c, { create: false, read: true, write: false, delete: false }]),
);

interface Fixtures {
  ctx: TestContext;
  tokens: Record<PrincipalName, string | null>;
  seq: () => number;
}

interface RouteCase {
  /** The object an `:id` route acts on: created fresh for each principal (org A's, by its owner). */
  id?: (fx: Fixtures) => Promise<string>;
  body?: (fx: Fixtures) => unknown;
  /** Expected status per principal; anything not listed follows the defaults below. */
  expect: Partial<Record<PrincipalName, number>>;
}

let counter = 0;
const unique = () => ++counter;

const newUser = async (fx: Fixtures) =>
  (await fx.ctx.request('POST', '/user', { body: { email: `target${fx.seq()}@a.example`, password: 'target-password' } })).body.data.id as string;
const newSubOrg = async (fx: Fixtures) =>
  (await fx.ctx.request('POST', '/sub-organization', { body: { name: 'Target', identifier: `target-${fx.seq()}` } })).body.data.id as string;

const usersOnlyCollection = { owner: 200, member: 200, subA: 403, subB: 403, otherOrg: 200 };
const usersOnlyItem = { owner: 200, member: 200, subA: 403, subB: 403, otherOrg: 404 };

/** Every authenticated route must appear here. */
const CASES: Record<string, RouteCase> = {
  'POST /dp/api/v1/user': {
    body: (fx) => ({ email: `new${fx.seq()}@example.com`, password: 'new-user-password' }),
    expect: { ...usersOnlyCollection, owner: 201, member: 201, otherOrg: 201 },
  },
  'GET /dp/api/v1/user': { expect: usersOnlyCollection },
  'GET /dp/api/v1/user/:id': { id: newUser, expect: usersOnlyItem },
  'PUT /dp/api/v1/user/:id': { id: newUser, body: () => ({ first_name: 'Renamed' }), expect: usersOnlyItem },
  'DELETE /dp/api/v1/user/:id': { id: newUser, expect: { ...usersOnlyItem, member: 403 } },
  'POST /dp/api/v1/sub-organization': {
    body: (fx) => ({ name: 'New', identifier: `new-${fx.seq()}` }),
    expect: { ...usersOnlyCollection, owner: 201, member: 201, otherOrg: 201 },
  },
  'GET /dp/api/v1/sub-organization': { expect: usersOnlyCollection },
  'GET /dp/api/v1/sub-organization/:id': { id: newSubOrg, expect: usersOnlyItem },
  'PUT /dp/api/v1/sub-organization/:id': { id: newSubOrg, body: () => ({ name: 'Renamed' }), expect: usersOnlyItem },
  'DELETE /dp/api/v1/sub-organization/:id': { id: newSubOrg, expect: usersOnlyItem },
};

for (const kind of databaseKinds()) {
  describe(`authorization matrix (${kind})`, () => {
    let fx: Fixtures;
    before(async () => {
      const ctx = await createTestContext(kind);
      await ctx.request('POST', '/user', { body: { email: 'member@a.example', password: 'member-password', permissions: READ_ONLY } });
      await ctx.request('POST', '/sub-organization', { body: { name: 'Sub A', identifier: 'sub-a' } });
      await ctx.request('POST', '/sub-organization', { body: { name: 'Sub B', identifier: 'sub-b' } });
      const other = await ctx.otherOrganization();
      // A token issued an hour and a bit ago has expired now.
      ctx.clock.advance(-3700 * 1000);
      const expired = await ctx.token(ctx.org.owner.identifier);
      ctx.clock.advance(3700 * 1000);
      fx = {
        ctx,
        seq: unique,
        tokens: {
          owner: ctx.ownerToken,
          member: await ctx.token('member@a.example'),
          subA: await ctx.token('sub-a', 'SUB_ORG'),
          subB: await ctx.token('sub-b', 'SUB_ORG'),
          otherOrg: other.ownerToken,
          noToken: null,
          expired,
        },
      };
    });
    after(() => fx.ctx.close());

    it('has a case for every authenticated route', () => {
      const routes = fx.ctx.app.routeTable.filter((r) => !r.public && !r.customAuth).map((r) => `${r.method} ${r.url}`);
      const missing = routes.filter((r) => !CASES[r]);
      assert.deepEqual(missing, [], 'routes without an authorization case');
      const stale = Object.keys(CASES).filter((k) => !routes.includes(k));
      assert.deepEqual(stale, [], 'cases for routes that no longer exist');
    });

    it('answers every route × principal with the expected status', async () => {
      const failures: string[] = [];
      for (const route of fx.ctx.app.routeTable.filter((r) => !r.public && !r.customAuth)) {
        const key = `${route.method} ${route.url}`;
        const c = CASES[key];
        if (!c) continue;
        for (const who of PRINCIPALS) {
          const expected = who === 'noToken' || who === 'expired' ? 401 : c.expect[who];
          assert.ok(expected, `${key}: no expectation for ${who}`);
          const id = c.id ? await c.id(fx) : undefined;
          const path = route.url.replace('/dp/api/v1', '').replace(':id', id ?? '');
          const r = await fx.ctx.request(route.method, path, { token: fx.tokens[who], body: c.body ? c.body(fx) : undefined });
          if (r.status !== expected) failures.push(`${key} as ${who}: expected ${expected}, got ${r.status} ${JSON.stringify(r.body).slice(0, 160)}`);
          else if (r.status >= 400) assert.ok(r.body.message && r.body.code && r.body.request_id, `${key} as ${who}: error body`);
        }
      }
      assert.deepEqual(failures, []);
    });
  });
}
