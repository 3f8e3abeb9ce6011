/** Authorization cases: the access routes that need a token (sign-out). */
import type { RouteCase } from './types.ts';

export const cases: Record<string, RouteCase | RouteCase[]> = {
  // Every principal may end its own token; each sends one of its own, as the request ends it.
  'POST /dp/api/v1/access/logout': { ownToken: true, expect: { owner: 200, member: 200, subA: 200, subB: 200, otherOrg: 200 } },
};
