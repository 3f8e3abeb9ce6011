/**
 * The database schema (Drizzle). One schema for PGlite and PostgreSQL; SQL migrations are generated
 * from it with drizzle-kit (`npm run db:generate -w @ferry/server`) into ./migrations and committed.
 *
 * Every tenant-owned row carries `organization_id`; rows a sub-organization created also carry
 * `sub_organization_id` (null for the organization's own). Audit actors are stored as snapshots
 * (`{id, name, identifier, type}`) so a record still says who changed it after that principal is gone.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Actor } from '@ferry/schemas';
import type { PermissionMatrix } from '@ferry/schemas/permissions';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: 'date' });

/** Audit columns shared by every resource table. */
export const audit = {
  createdAt: ts('created_at').notNull().defaultNow(),
  createdBy: jsonb('created_by').$type<Actor | null>(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedBy: jsonb('updated_by').$type<Actor | null>(),
};

export const organizations = pgTable('organizations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** SHA-256 (hex) of the license key; the key itself is shown once and never stored. */
  licenseKeyHash: text('license_key_hash').notNull().unique(),
  /** Last characters of the key, to tell keys apart in logs and the UI. */
  licenseKeyHint: text('license_key_hint').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    identifier: text('identifier').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    role: text('role').$type<'MEMBER' | 'OWNER'>().notNull(),
    position: text('position'),
    /** argon2id PHC string. */
    passwordHash: text('password_hash').notNull(),
    permissions: jsonb('permissions').$type<PermissionMatrix>().notNull(),
    oauthProvider: text('oauth_provider').notNull().default('EMAIL'),
    verified: boolean('verified').notNull().default(false),
    joinedDate: ts('joined_date'),
    lastUpdatePassword: ts('last_update_password'),
    ...audit,
  },
  (t) => [
    uniqueIndex('users_org_identifier_uq').on(t.organizationId, t.identifier),
    uniqueIndex('users_org_email_uq').on(t.organizationId, sql`lower(${t.email})`),
  ],
);

export const subOrganizations = pgTable(
  'sub_organizations',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    identifier: text('identifier').notNull(),
    email: jsonb('email').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    domains: jsonb('domains').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    permissions: jsonb('permissions').$type<PermissionMatrix>().notNull(),
    ...audit,
  },
  (t) => [
    uniqueIndex('sub_organizations_org_identifier_uq').on(t.organizationId, t.identifier),
    index('sub_organizations_org_idx').on(t.organizationId),
  ],
);
