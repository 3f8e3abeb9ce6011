/** User resource (SPEC.md §User, §Endpoints/Users). Timestamps are `YYYY-MM-DD HH:mm:ss.SSS` (UTC). */
import { Type, type Static } from '@sinclair/typebox';
import { AuditFields, Email, LenientBoolean, ReadOnlyEcho, StringEnum, named } from './common.ts';
import { PermissionMatrixInput, PermissionMatrixSchema } from './permissions.ts';

export const USER_ROLES = ['MEMBER', 'OWNER'] as const;
export const UserRole = named('UserRole', StringEnum(USER_ROLES, { description: 'MEMBER can invite users; OWNER can also make owners and delete users' }));
export type UserRole = Static<typeof UserRole>;

export const USER_POSITIONS = ['C-Level', 'Customer Success', 'Product Manager', 'Developer'] as const;
export const UserPosition = named('UserPosition', StringEnum(USER_POSITIONS));

export const OAUTH_PROVIDERS = ['EMAIL', 'GOOGLE', 'MICROSOFT'] as const;

const specTime = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}\\.\\d{3}$', examples: ['2026-11-21 08:30:00.000'] });

/** Passwords: at least 8 characters; stored as argon2id hashes, never returned. */
export const Password = Type.String({ minLength: 8, maxLength: 200, writeOnly: true });

export const UserCreate = named('UserCreate', Type.Object(
  {
    ...ReadOnlyEcho,
    email: Email(),
    identifier: Type.Optional(Type.String({ minLength: 1, maxLength: 254, description: 'Defaults to the e-mail address' })),
    first_name: Type.Optional(Type.String({ maxLength: 100 })),
    last_name: Type.Optional(Type.String({ maxLength: 100 })),
    role: Type.Optional(UserRole),
    position: Type.Optional(Type.Union([UserPosition, Type.Null()])),
    password: Type.Optional({ ...Password, description: 'Optional: without it the user chooses one through the invitation link mailed to them (and cannot sign in before)' }),
    permissions: Type.Optional(PermissionMatrixInput),
    verified: Type.Optional(LenientBoolean({ readOnly: true, description: 'Ignored on input' })),
    oauth_provider: Type.Optional(Type.Unknown({ readOnly: true, description: 'Ignored on input' })),
    joined_date: Type.Optional(Type.Unknown({ readOnly: true, description: 'Ignored on input' })),
    last_update_password: Type.Optional(Type.Unknown({ readOnly: true, description: 'Ignored on input' })),
  },
  {
    additionalProperties: false,
    examples: [
      {
        email: 'ada@example.com',
        first_name: 'Ada',
        last_name: 'Lovelace',
        role: 'MEMBER',
        position: 'Developer',
        password: 'correct horse battery staple',
      },
    ],
  },
));
export type UserCreate = Static<typeof UserCreate>;

export const UserUpdate = named('UserUpdate', Type.Object(
  {
    ...ReadOnlyEcho,
    email: Type.Optional(Email()),
    identifier: Type.Optional(Type.String({ minLength: 1, maxLength: 254 })),
    first_name: Type.Optional(Type.String({ maxLength: 100 })),
    last_name: Type.Optional(Type.String({ maxLength: 100 })),
    role: Type.Optional(UserRole),
    position: Type.Optional(Type.Union([UserPosition, Type.Null()])),
    password: Type.Optional(Password),
    permissions: Type.Optional(PermissionMatrixInput),
    verified: Type.Optional(LenientBoolean({ readOnly: true, description: 'Ignored on input' })),
    oauth_provider: Type.Optional(Type.Unknown({ readOnly: true, description: 'Ignored on input' })),
    joined_date: Type.Optional(Type.Unknown({ readOnly: true, description: 'Ignored on input' })),
    last_update_password: Type.Optional(Type.Unknown({ readOnly: true, description: 'Ignored on input' })),
  },
  { additionalProperties: false, examples: [{ first_name: 'Ada', position: 'C-Level' }] },
));
export type UserUpdate = Static<typeof UserUpdate>;

const userListFields = {
  id: Type.String(),
  email: Type.String(),
  identifier: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  role: UserRole,
  position: Type.Union([UserPosition, Type.Null()]),
  oauth_provider: StringEnum(OAUTH_PROVIDERS),
  verified: Type.Boolean(),
  last_update_password: Type.Union([specTime, Type.Null()]),
  joined_date: Type.Union([specTime, Type.Null()]),
  ...AuditFields('spec'),
};

/** A list item: everything but permissions (SPEC.md §Endpoints/Users). */
export const UserListItem = named('UserListItem', Type.Object(userListFields, { additionalProperties: false }));

/** A user record. */
export const User = named('User', Type.Object({ ...userListFields, permissions: PermissionMatrixSchema }, { additionalProperties: false }));
export type User = Static<typeof User>;
