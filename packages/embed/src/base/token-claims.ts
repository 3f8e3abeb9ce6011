/**
 * What an access token says of itself, for the components that offer only what the token may do
 * (docs/components.md "Read-only tokens"). The payload is read without checking the signature:
 * the server checks every request, these only decide what to show.
 */

/** The principal type of a token and, for a narrowed token ("View as this customer"), its permissions. */
export interface TokenClaims {
  type: 'USER' | 'SUB_ORG' | null;
  /** The permissions a narrowed token may use (`pipeline.write`, …); null: those of its principal. */
  permissions: string[] | null;
}

/** The claims of a JWT access token (`typ`, `perm`); null for no token or one that is not a JWT. */
export function readTokenClaims(token: string | undefined): TokenClaims | null {
  const part = token?.split('.')[1];
  if (!part) return null;
  try {
    const payload = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as { typ?: unknown; perm?: unknown };
    return {
      type: payload.typ === 'USER' || payload.typ === 'SUB_ORG' ? payload.typ : null,
      permissions: Array.isArray(payload.perm) ? payload.perm.map(String) : null,
    };
  } catch {
    return null;
  }
}

/**
 * False when the token is known not to allow `permission` (e.g. `pipeline.write`): a narrowed
 * token that lacks it. Components hide or disable what would be refused; the server decides.
 */
export function may(token: string | undefined, permission: string): boolean {
  const permissions = readTokenClaims(token)?.permissions;
  return !permissions || permissions.includes(permission);
}

/** True for a sub-organization's token (a customer's view: it cannot share objects). */
export function isSubOrganization(token: string | undefined): boolean {
  return readTokenClaims(token)?.type === 'SUB_ORG';
}
