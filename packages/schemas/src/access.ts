/** Access tokens (SPEC.md §Authentication, §Endpoints/Access token; DESIGN.md §4 for the response). */
import { Type, type Static } from '@sinclair/typebox';
import { named, PrincipalType } from './common.ts';

export const AccessTokenRequest = named('AccessTokenRequest', Type.Object(
  {
    license_key: Type.String({ minLength: 1, maxLength: 200, description: "The organization's license key" }),
    auth: Type.Object(
      {
        identifier: Type.String({ minLength: 1, maxLength: 254, description: "A user's identifier (e-mail by default) or a sub-organization's identifier" }),
        type: PrincipalType,
      },
      { additionalProperties: false },
    ),
  },
  {
    additionalProperties: false,
    examples: [{ license_key: 'ferry_lk_…', auth: { identifier: 'owner@example.com', type: 'USER' } }],
  },
));
export type AccessTokenRequest = Static<typeof AccessTokenRequest>;

const token = {
  access_token: Type.String({ description: 'A signed JWT (HS256); send as Authorization: Bearer <token>' }),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer({ description: 'Lifetime in seconds' }),
};

/** A bearer token (DESIGN.md §4). */
export const AccessToken = named('AccessToken', Type.Object(token));

export const AccessTokenResponse = named(
  'AccessTokenResponse',
  Type.Object({
    data: AccessToken,
    access_token: Type.String({ description: 'The same token at top level, for clients that expect it there' }),
  }),
);

/** `POST /access/login`: a user of the web platform signs in with e-mail address and password. */
export const LoginRequest = named('LoginRequest', Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 320 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
    organization: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'The organization id, needed only when the same e-mail address and password sign in to several organizations' })),
  },
  { additionalProperties: false, examples: [{ email: 'owner@ferry.local', password: 'correct horse battery staple' }] },
));
export type LoginRequest = Static<typeof LoginRequest>;

/** `POST /access/invitation`: an invited user sets a password with the token of the mailed link. */
export const InvitationAcceptance = named('InvitationAcceptance', Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 200, description: 'The `token` of the invitation link' }),
    password: Type.String({ minLength: 8, maxLength: 1024, description: 'The new password, at least 8 characters' }),
  },
  { additionalProperties: false, examples: [{ token: 'ferry_inv_…', password: 'a long and private password' }] },
));
export type InvitationAcceptance = Static<typeof InvitationAcceptance>;
