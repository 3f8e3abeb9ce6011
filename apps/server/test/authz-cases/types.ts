/**
 * Shapes shared by the authorization-matrix test (../authz-matrix.test.ts) and its case files.
 * Each file in this folder (other than this one) exports `cases: Record<string, RouteCase | RouteCase[]>`
 * keyed by `"<METHOD> <route url>"` as Fastify registers it (e.g. `GET /dp/api/v1/user/:id`).
 */
import type { TestContext } from '../helpers/context.ts';

export type PrincipalName = 'owner' | 'member' | 'subA' | 'subB' | 'otherOrg' | 'noToken' | 'expired';

export interface Fixtures {
  ctx: TestContext;
  /** Tokens per principal (noToken: null). `member` holds only the `read` bit of every component. */
  tokens: Record<PrincipalName, string | null>;
  /** Requests a new token for a principal (noToken: null; expired: an expired one). */
  freshToken: (who: PrincipalName) => Promise<string | null>;
  /** A number unique within the run, for unique names and identifiers. */
  seq: () => number;
  /** Values shared by cases (created once per run by {@link once}). */
  memo: Map<string, Promise<unknown>>;
}

/** Runs `make` once per matrix run and returns its (shared) result. */
export function once<T>(fx: Fixtures, key: string, make: () => Promise<T>): Promise<T> {
  if (!fx.memo.has(key)) fx.memo.set(key, make());
  return fx.memo.get(key) as Promise<T>;
}

export interface RouteCase {
  /** Names the variant in failure messages (e.g. "org PUBLIC connector"). */
  variant?: string;
  /** The object an `:id` route acts on, created fresh for each principal. */
  id?: (fx: Fixtures) => Promise<string>;
  /** A valid request body (for the principals that should succeed). */
  body?: (fx: Fixtures) => unknown | Promise<unknown>;
  /** Query parameters a route requires. */
  query?: Record<string, string>;
  /** The route's other path parameters (after `:id`), made for the object `id` names. */
  params?: (fx: Fixtures, id: string) => Promise<Record<string, string>>;
  /** The request ends the token it is sent with (sign-out): each principal sends a new token of its own. */
  ownToken?: boolean;
  /** Expected status for owner, member, subA, subB, otherOrg (noToken/expired are always 401). */
  expect: Record<Exclude<PrincipalName, 'noToken' | 'expired'>, number>;
}

/** Org A's owner creates an object through the API and returns its id (throws on failure). */
export async function createAs(fx: Fixtures, who: PrincipalName, path: string, body: unknown): Promise<string> {
  const r = await fx.ctx.request('POST', path, { token: fx.tokens[who], body });
  if (r.status !== 201 && r.status !== 200) throw new Error(`fixture POST ${path} as ${who}: ${r.status} ${JSON.stringify(r.body)}`);
  const data = Array.isArray(r.body.data) ? r.body.data[0] : r.body.data;
  return data.id as string;
}
