/**
 * The database schema (Drizzle). One schema for PGlite and PostgreSQL; SQL migrations are generated
 * from it with drizzle-kit (`npm run db:generate -w @ferry/server`) into ./migrations and committed.
 *
 * Every tenant-owned row carries `organization_id`; rows a sub-organization created also carry
 * `sub_organization_id` (null for the organization's own). Audit actors are stored as snapshots
 * (`{id, name, identifier, type}`) so a record still says who changed it after that principal is gone.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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

// ---------------------------------------------------------------------------------------------
// Resources (SPEC.md §Resources): connectors, target data models, pipeline templates, pipelines,
// executions. `sub_organization_id` is null for the organization's own objects.
// ---------------------------------------------------------------------------------------------

const tenant = {
  organizationId: text('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  subOrganizationId: text('sub_organization_id').references(() => subOrganizations.id, { onDelete: 'restrict' }),
};

export const connectors = pgTable(
  'connectors',
  {
    id: text('id').primaryKey(),
    ...tenant,
    name: text('name').notNull(),
    type: text('type').$type<'INPUT' | 'OUTPUT'>().notNull(),
    nodeType: text('node_type').notNull(),
    /** Node-type configuration; secret fields hold `{"$enc": "v1:…"}` (AES-256-GCM), never plaintext. */
    configuration: jsonb('configuration').$type<Record<string, unknown>>().notNull(),
    permissionLevel: text('permission_level').$type<'PUBLIC' | 'PRIVATE'>().notNull(),
    triggerType: text('trigger_type'),
    /** HMAC of the connector-scoped secret for inbound deliveries (REACTIVE HTTP); shown once. */
    inboundSecretHash: text('inbound_secret_hash'),
    ...audit,
  },
  (t) => [index('connectors_org_idx').on(t.organizationId, t.subOrganizationId)],
);

export const tdms = pgTable(
  'tdms',
  {
    id: text('id').primaryKey(),
    ...tenant,
    name: text('name').notNull(),
    columns: jsonb('columns').$type<unknown[]>().notNull(),
    permissionLevel: text('permission_level').$type<'PUBLIC' | 'PRIVATE'>().notNull(),
    ...audit,
  },
  (t) => [index('tdms_org_idx').on(t.organizationId, t.subOrganizationId)],
);

export const pipelineTemplates = pgTable(
  'pipeline_templates',
  {
    id: text('id').primaryKey(),
    ...tenant,
    name: text('name').notNull(),
    /** The template's fields other than `name` (pipeline_name, connectors, tdm, configs). */
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    inputConnectorId: text('input_connector_id').references(() => connectors.id, { onDelete: 'restrict' }),
    outputConnectorId: text('output_connector_id').references(() => connectors.id, { onDelete: 'restrict' }),
    tdmId: text('tdm_id').references(() => tdms.id, { onDelete: 'restrict' }),
    ...audit,
  },
  (t) => [index('pipeline_templates_org_idx').on(t.organizationId, t.subOrganizationId)],
);

export const pipelines = pgTable(
  'pipelines',
  {
    id: text('id').primaryKey(),
    ...tenant,
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    draft: boolean('draft').notNull().default(true),
    /** SPEC.md §Pipeline `configuration`, in its documented form. */
    configuration: jsonb('configuration').$type<Record<string, unknown>>().notNull(),
    inputConnectorId: text('input_connector_id').references(() => connectors.id, { onDelete: 'restrict' }),
    outputConnectorId: text('output_connector_id').references(() => connectors.id, { onDelete: 'restrict' }),
    tdmId: text('tdm_id').references(() => tdms.id, { onDelete: 'restrict' }),
    templateId: text('template_id').references(() => pipelineTemplates.id, { onDelete: 'set null' }),
    ...audit,
  },
  (t) => [
    index('pipelines_org_idx').on(t.organizationId, t.subOrganizationId),
    index('pipelines_input_idx').on(t.inputConnectorId),
  ],
);

export const executions = pgTable(
  'executions',
  {
    id: text('id').primaryKey(),
    ...tenant,
    pipelineId: text('pipeline_id')
      .notNull()
      .references(() => pipelines.id, { onDelete: 'cascade' }),
    status: text('status').$type<'PROCESSING' | 'SUCCESSFUL' | 'FAILED'>().notNull(),
    triggerType: text('trigger_type').$type<'MANUAL' | 'EVENT_BASE' | 'TIME_BASE'>().notNull(),
    error: jsonb('error').$type<{ type: string; message: string } | null>(),
    input: jsonb('input').$type<Record<string, unknown> | null>(),
    stats: jsonb('stats').$type<Record<string, unknown> | null>(),
    /** 0–1 while PROCESSING. */
    progress: jsonb('progress').$type<Record<string, unknown> | null>(),
    developerMode: boolean('developer_mode').notNull().default(false),
    rerunOf: text('rerun_of'),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
    durationMs: integer('duration_ms'),
    /** `{format, size, rows, delivered_to}` once an output exists. */
    output: jsonb('output').$type<Record<string, unknown> | null>(),
    /** Who fixed a FAILED execution into a SUCCESSFUL one (actor snapshot). */
    fixedBy: jsonb('fixed_by').$type<Actor | null>(),
    /** The pipeline configuration and TDM as they were when the execution was created. */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    ...audit,
  },
  (t) => [
    index('executions_org_idx').on(t.organizationId, t.subOrganizationId),
    index('executions_pipeline_idx').on(t.pipelineId, t.createdAt),
    index('executions_status_idx').on(t.status),
  ],
);
