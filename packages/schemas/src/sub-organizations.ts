/** Sub-organization resource (SPEC.md §Sub-organization). Timestamps are `YYYY-MM-DD HH:mm:ss.SSS` (UTC). */
import { Type, type Static } from '@sinclair/typebox';
import { AuditFields, Email, Name, ReadOnlyEcho, named } from './common.ts';
import { PermissionMatrixInput, PermissionMatrixSchema } from './permissions.ts';

/** A DNS domain name such as `example.com` (no scheme, no path). */
export const Domain = Type.String({
  maxLength: 253,
  pattern: '^(?=.{1,253}$)([a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\\.)+[a-zA-Z]{2,63}$',
  description: 'A domain name such as example.com',
});

const identifier = Type.String({
  minLength: 1,
  maxLength: 200,
  pattern: '^\\S(.*\\S)?$',
  description: 'Unique in the organization; used to request tokens for the sub-organization',
});

export const SubOrganizationCreate = named('SubOrganizationCreate', Type.Object(
  {
    ...ReadOnlyEcho,
    name: Name(),
    identifier,
    email: Type.Optional(Type.Array(Email(), { maxItems: 1000, description: 'Addresses allowed to trigger pipelines with e-mail input connectors' })),
    domains: Type.Optional(Type.Array(Domain, { maxItems: 1000, description: 'Domains allowed to trigger pipelines with e-mail input connectors' })),
    permissions: Type.Optional(PermissionMatrixInput),
  },
  {
    additionalProperties: false,
    examples: [{ name: 'Acme GmbH', identifier: 'acme', email: ['ops@acme.example'], domains: ['acme.example'] }],
  },
));
export type SubOrganizationCreate = Static<typeof SubOrganizationCreate>;

export const SubOrganizationUpdate = named('SubOrganizationUpdate', Type.Object(
  {
    ...ReadOnlyEcho,
    name: Type.Optional(Name()),
    identifier: Type.Optional(identifier),
    email: Type.Optional(Type.Array(Email(), { maxItems: 1000 })),
    domains: Type.Optional(Type.Array(Domain, { maxItems: 1000 })),
    permissions: Type.Optional(PermissionMatrixInput),
  },
  { additionalProperties: false, examples: [{ name: 'Acme Group' }] },
));
export type SubOrganizationUpdate = Static<typeof SubOrganizationUpdate>;

/** A list item: `id, name, identifier` and audit fields (SPEC.md §Endpoints/Sub-organizations). */
export const SubOrganizationListItem = named('SubOrganizationListItem', Type.Object(
  { id: Type.String(), name: Type.String(), identifier: Type.String(), ...AuditFields('spec') },
  { additionalProperties: false },
));

export const SubOrganization = named('SubOrganization', Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    identifier: Type.String(),
    email: Type.Array(Type.String()),
    domains: Type.Array(Type.String()),
    permissions: PermissionMatrixSchema,
    ...AuditFields('spec'),
  },
  { additionalProperties: false },
));
export type SubOrganization = Static<typeof SubOrganization>;

/** `POST /sub-organization/{id}/token`: a short-lived token of the sub-organization for a user of the organization ("View as this customer"). */
export const SubOrganizationTokenRequest = named('SubOrganizationTokenRequest', Type.Object(
  {
    read_only: Type.Optional(Type.Boolean({ description: 'true: the token may only read, whatever the user may do (default false: it may do what both the sub-organization and the user may do)' })),
    expires_in: Type.Optional(Type.Integer({ minimum: 60, maximum: 3600, description: 'Lifetime in seconds (default 900, never longer than FERRY_TOKEN_TTL_SECONDS)' })),
  },
  { additionalProperties: false, examples: [{ read_only: true, expires_in: 900 }] },
));
export type SubOrganizationTokenRequest = Static<typeof SubOrganizationTokenRequest>;

export const SubOrganizationToken = named('SubOrganizationToken', Type.Object(
  {
    access_token: Type.String({ description: 'A signed JWT of the sub-organization, narrowed to `permissions`; send as Authorization: Bearer <token>' }),
    token_type: Type.Literal('Bearer'),
    expires_in: Type.Integer({ description: 'Lifetime in seconds' }),
    read_only: Type.Boolean({ description: 'True when the token may change nothing (asked for, or the user may not change what the sub-organization may)' }),
    permissions: PermissionMatrixSchema,
    identifier: Type.String({ description: "The sub-organization's identifier: what a host's server names when it asks POST /access/token for the sub-organization's own tokens" }),
  },
  { additionalProperties: false, description: 'The token and what it may do: the bits both the sub-organization and the asking user hold (only the read bits when read_only)' },
));
