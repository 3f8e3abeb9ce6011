/**
 * The authorization matrix, generated from the route table: every authenticated route × {owner,
 * member with a read-only matrix, sub-organization A, sub-organization B, another organization's
 * owner, no token, expired token} with the status each must get. Cases live in ./authz-cases/
 * (one file per resource); a route without a case fails the test, so no route ships unchecked.
 *
 * The rules the cases encode (SPEC.md §Authentication, DESIGN.md §4):
 * - no token or an expired token → 401;
 * - users-only routes (users, sub-organizations) → 403 for sub-organizations;
 * - a permission bit the principal lacks → 403, checked before anything is looked up;
 * - another tenant's object (another organization, a sibling sub-organization, the organization's
 *   PRIVATE connectors and TDMs for a sub-organization) → 404, never 403; the organization's PUBLIC
 *   objects are read-only to sub-organizations (403 on change); collection routes act in the
 *   caller's own tenant.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { createTestContext } from './helpers/context.ts';
import { databaseKinds } from './helpers/database.ts';
import type { Fixtures, PrincipalName, RouteCase } from './authz-cases/types.ts';

const PRINCIPALS: PrincipalName[] = ['noToken', 'expired', 'subA', 'subB', 'otherOrg', 'member', 'owner'];
const READ_ONLY = Object.fromEntries(
  ['pipeline', 'execution', 'connector', 'tdm', 'template'].map((c) => [c, { create: false, read: true, write: false, delete: false }]),
);

async function loadCases(): Promise<Record<string, RouteCase[]>> {
  const dir = new URL('./authz-cases/', import.meta.url);
  const all: Record<string, RouteCase[]> = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'types.ts').sort()) {
    const mod = (await import(new URL(file, dir).href)) as { cases: Record<string, RouteCase | RouteCase[]> };
    for (const [key, value] of Object.entries(mod.cases)) {
      if (all[key]) throw new Error(`${file}: duplicate case ${key}`);
      all[key] = [value].flat();
    }
  }
  return all;
}

for (const kind of databaseKinds()) {
  describe(`authorization matrix (${kind})`, () => {
    let fx: Fixtures;
    let cases: Record<string, RouteCase[]>;
    before(async () => {
      cases = await loadCases();
      const ctx = await createTestContext(kind, { storage: true });
      await ctx.request('POST', '/user', { body: { email: 'member@a.example', password: 'member-password', permissions: READ_ONLY } });
      await ctx.request('POST', '/sub-organization', { body: { name: 'Sub A', identifier: 'sub-a' } });
      await ctx.request('POST', '/sub-organization', { body: { name: 'Sub B', identifier: 'sub-b' } });
      const other = await ctx.otherOrganization();
      // A token issued an hour and a bit ago has expired now.
      ctx.clock.advance(-3700 * 1000);
      const expired = await ctx.token(ctx.org.owner.identifier);
      ctx.clock.advance(3700 * 1000);
      let n = 0;
      const fresh: Record<PrincipalName, () => Promise<string | null>> = {
        owner: () => ctx.token(ctx.org.owner.identifier),
        member: () => ctx.token('member@a.example'),
        subA: () => ctx.token('sub-a', 'SUB_ORG'),
        subB: () => ctx.token('sub-b', 'SUB_ORG'),
        otherOrg: () => ctx.token(other.org.owner.identifier, 'USER', other.org.license_key),
        noToken: async () => null,
        expired: async () => expired,
      };
      fx = {
        ctx,
        seq: () => ++n,
        memo: new Map(),
        freshToken: (who) => fresh[who](),
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
      assert.deepEqual(routes.filter((r) => !cases[r]), [], 'routes without an authorization case');
      assert.deepEqual(Object.keys(cases).filter((k) => !routes.includes(k)), [], 'cases for routes that no longer exist');
    });

    it('answers every route × principal with the expected status', async () => {
      const failures: string[] = [];
      let checked = 0;
      for (const route of fx.ctx.app.routeTable.filter((r) => !r.public && !r.customAuth)) {
        const key = `${route.method} ${route.url}`;
        for (const c of cases[key] ?? []) {
          for (const who of PRINCIPALS) {
            const expected = who === 'noToken' || who === 'expired' ? 401 : c.expect[who];
            const id = c.id ? await c.id(fx) : undefined;
            let path = route.url.replace('/dp/api/v1', '').replace(':id', id ?? '');
            // A route with a second parameter (a pipeline's rule): the case names it.
            if (c.params) for (const [name, value] of Object.entries(await c.params(fx, id ?? ''))) path = path.replace(`:${name}`, value);
            const token = c.ownToken ? await fx.freshToken(who) : fx.tokens[who];
            const r = await fx.ctx.request(route.method, path, { token, body: c.body ? await c.body(fx) : undefined, ...(c.query ? { query: c.query } : {}) });
            checked++;
            const label = `${key}${c.variant ? ` [${c.variant}]` : ''} as ${who}`;
            if (r.status !== expected) failures.push(`${label}: expected ${expected}, got ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
            else if (r.status >= 400 && !(r.body?.message && r.body?.code && r.body?.request_id)) failures.push(`${label}: malformed error body`);
          }
        }
      }
      assert.deepEqual(failures, []);
      assert.ok(checked >= fx.ctx.app.routeTable.length * 5, `checked ${checked} combinations`);
    });
  });
}
