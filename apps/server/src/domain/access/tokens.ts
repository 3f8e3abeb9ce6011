/**
 * Access tokens (DESIGN.md §4): JWTs signed with HS256 by the server, short-lived, carrying the
 * organization, principal type and id. Verification pins the algorithm (so `alg: none` and RS/HS
 * confusion fail), requires `exp`, and checks issuer and audience (SECURITY.md: token abuse).
 */
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Clock } from '../time.ts';

const ISSUER = 'ferry';
const AUDIENCE = 'ferry-api';
const ALGORITHM = 'HS256';

export interface TokenClaims {
  type: 'USER' | 'SUB_ORG';
  id: string;
  organizationId: string;
  /**
   * Which license key the token was issued with: the first 16 hex digits of the key's SHA-256
   * (`licenseKeyVersion`; claim `lkv`). After `ferry rotate-license-key` the organization's hash
   * changes and every token issued with the old key stops working.
   */
  licenseKeyVersion: string;
  /**
   * A narrowed token (claim `perm`): the only permissions it may use, whatever its principal's
   * matrix holds (the principal's current matrix still applies: a bit is used only when both
   * allow it). Absent: the principal's matrix as it is. Set on the tokens a user asks for to see
   * a sub-organization's view (`POST /sub-organization/{id}/token`).
   */
  permissions?: string[];
  /** The user who asked for a token of another principal (claim `act`, RFC 8693 §4.1); logged with each request. */
  actor?: string;
  /**
   * A user's token version when the token was issued (claim `tv`; 0 for sub-organizations and for
   * tokens issued before versions existed). A password or role change raises the user's version
   * and so ends every token issued before it.
   */
  tokenVersion: number;
  /**
   * The token a user's view of another principal was issued from (claims `act.jti` and `act.tv`,
   * with `actor`): the user's session. Its token id and the user's token version then: when that
   * session is ended (sign-out) or superseded (the user's password or role changed), so is this
   * token (domain/principal.ts `loadPrincipal`).
   */
  parent?: { tokenId: string; tokenVersion: number };
}

/** The claims of a verified token: what it was issued with, plus its id and expiry. */
export interface VerifiedClaims extends TokenClaims {
  /** The token's unique id (claim `jti`), by which `POST /access/logout` ends it. */
  tokenId: string;
  /** When the token expires (claim `exp`), in seconds since 1970. */
  expiresAt: number;
}

export interface TokenService {
  /**
   * Signs a token; returns it with its lifetime in seconds: the service's lifetime, or
   * `ttlSeconds` when that is shorter, and never past `notAfter` (seconds since 1970: a view token
   * ends with the session it was issued from).
   */
  issue(claims: TokenClaims, ttlSeconds?: number, notAfter?: number): Promise<{ token: string; expiresIn: number }>;
  /** Verifies a token; throws TokenError with a user-facing reason. */
  verify(token: string): Promise<VerifiedClaims>;
}

export class TokenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TokenError';
  }
}

/** How many verified tokens {@link createTokenService} remembers (the oldest are forgotten first). */
const VERIFIED_CACHE_SIZE = 10_000;

/**
 * Signs and verifies access tokens with `key` (HS256). Verification is cached: a token that
 * verified once is recognised by its exact text until its `exp` (no second signature check — the
 * signature cannot change without the text changing), so a busy client's requests skip the
 * HMAC. At most {@link VERIFIED_CACHE_SIZE} tokens are remembered. A license-key rotation is
 * still noticed on every request: the principal is loaded afresh and its key version compared.
 */
export function createTokenService(key: Uint8Array, ttlSeconds: number, clock: Clock): TokenService {
  const verified = new Map<string, { claims: VerifiedClaims; exp: number }>();
  return {
    async issue(claims, shorter, notAfter) {
      const now = Math.floor(clock.now().getTime() / 1000);
      let lifetime = shorter !== undefined && shorter > 0 && shorter < ttlSeconds ? Math.floor(shorter) : ttlSeconds;
      if (notAfter !== undefined) lifetime = Math.max(0, Math.min(lifetime, Math.floor(notAfter) - now));
      const token = await new SignJWT({
        org: claims.organizationId,
        typ: claims.type,
        lkv: claims.licenseKeyVersion,
        ...(claims.tokenVersion ? { tv: claims.tokenVersion } : {}),
        ...(claims.permissions ? { perm: claims.permissions } : {}),
        ...(claims.actor ? { act: { sub: claims.actor, ...(claims.parent ? { jti: claims.parent.tokenId, tv: claims.parent.tokenVersion } : {}) } } : {}),
      })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(claims.id)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + lifetime)
        .setJti(randomUUID())
        .sign(key);
      return { token, expiresIn: lifetime };
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        // jose's rule: expired once the current second reaches exp.
        if (Math.floor(clock.now().getTime() / 1000) < known.exp) return known.claims;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'sub', 'iat', 'jti'],
          currentDate: clock.now(),
        });
        const typ = payload.typ;
        if (
          (typ !== 'USER' && typ !== 'SUB_ORG') ||
          typeof payload.org !== 'string' ||
          typeof payload.sub !== 'string' ||
          typeof payload.lkv !== 'string' ||
          typeof payload.jti !== 'string' ||
          (payload.tv !== undefined && !Number.isSafeInteger(payload.tv)) ||
          (payload.perm !== undefined && !(Array.isArray(payload.perm) && payload.perm.every((p) => typeof p === 'string')))
        ) {
          throw new TokenError('the access token is not a Ferry access token');
        }
        const act = payload.act as { sub?: unknown; jti?: unknown; tv?: unknown } | undefined;
        const claims: VerifiedClaims = {
          type: typ,
          id: payload.sub,
          organizationId: payload.org,
          licenseKeyVersion: payload.lkv,
          tokenVersion: (payload.tv as number | undefined) ?? 0,
          tokenId: payload.jti,
          expiresAt: payload.exp!,
          ...(Array.isArray(payload.perm) ? { permissions: payload.perm as string[] } : {}),
          ...(typeof act?.sub === 'string' ? { actor: act.sub } : {}),
          ...(typeof act?.sub === 'string' && typeof act.jti === 'string' ? { parent: { tokenId: act.jti, tokenVersion: Number.isSafeInteger(act.tv) ? (act.tv as number) : 0 } } : {}),
        };
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
        verified.set(token, { claims, exp: payload.exp! });
        return claims;
      } catch (err) {
        if (err instanceof TokenError) throw err;
        if (err instanceof joseErrors.JWTExpired) throw new TokenError('the access token has expired; request a new one');
        if (err instanceof joseErrors.JWSSignatureVerificationFailed) throw new TokenError('the access token signature is invalid');
        if (err instanceof joseErrors.JOSEAlgNotAllowed) throw new TokenError('the access token uses an algorithm Ferry does not accept');
        throw new TokenError('the access token is malformed or invalid');
      }
    },
  };
}
