/**
 * The database schema (Drizzle). One schema for PGlite and PostgreSQL; SQL migrations are generated
 * from it with drizzle-kit (`npm run db:generate -w @ferry/server`) into ./migrations and committed.
 *
 * Every tenant-owned row carries `organization_id`; rows a sub-organization created also carry
 * `sub_organization_id` (null for the organization's own). Audit actors are stored as snapshots
 * (`{id, name, identifier, type}`) so a record still says who changed it after that principal is gone.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Actor } from '@ferry/schemas';
import type { PermissionMatrix } from '@ferry/schemas/permissions';
import type { ExecutionErrorTypeName } from '@ferry/schemas/executions';
import type { ExecutionStatusName } from '@ferry/schemas/pipelines';

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
  /**
   * Days an execution's files are kept after it ends (null: kept until deleted); a pipeline's
   * `retention_days` overrides it (docs/storage.md "Retention").
   */
  retentionDays: integer('retention_days'),
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
    /**
     * The version of the user's tokens (claim `tv`): raised by a password or role change, which
     * ends every token issued before it (docs/authentication.md "Ending sessions").
     */
    tokenVersion: integer('token_version').notNull().default(0),
    ...audit,
  },
  (t) => [
    uniqueIndex('users_org_identifier_uq').on(t.organizationId, sql`lower(${t.identifier})`),
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
    /** The TDM's `key` (column keys identifying a row between files), null when not set. */
    key: jsonb('key').$type<string[]>(),
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
    /** PUBLIC: offered to the organization's sub-organizations (they create their own pipelines from it). */
    permissionLevel: text('permission_level').$type<'PUBLIC' | 'PRIVATE'>().notNull().default('PRIVATE'),
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
    /** The next scheduled execution (null: no schedule, inactive, draft or past ends_on). */
    nextRunAt: ts('next_run_at'),
    /**
     * The input columns the pipeline accepted last and the execution whose file gave them
     * (`{columns, execution_id}`): what the schema policy and the drift compare the next file with.
     * Null until a file's header was read.
     */
    acceptedColumns: jsonb('accepted_columns').$type<{ columns: string[]; execution_id: string | null } | null>(),
    /** The last file's change of shape (`SchemaChange` of the API), null when it had none. */
    lastSchemaChange: jsonb('last_schema_change').$type<Record<string, unknown> | null>(),
    /** Days its executions' files are kept after they end (null: the organization's setting). */
    retentionDays: integer('retention_days'),
    /**
     * `configuration.expectation` (domain/pipelines/expectation.ts): since when its windows are
     * counted (set when the expectation is set or changed and when the pipeline becomes executable;
     * null without an expectation or while inactive or a draft), and the time scale they were
     * counted in then (FERRY_EXPECTATION_TIME_SCALE, 1 in production).
     */
    expectationSince: ts('expectation_since'),
    expectationScale: integer('expectation_scale').notNull().default(1),
    /** The end of the expected window checked next (its deadline plus the grace); null: nothing to check. */
    lateCheckAt: ts('late_check_at'),
    /** The end of the first window without a file since the last file (the "late" badge); null: not late. */
    lateSince: ts('late_since'),
    /** When the pipeline's last file arrived (an execution that was not a rerun started). */
    lastFileAt: ts('last_file_at'),
    ...audit,
  },
  (t) => [
    index('pipelines_org_idx').on(t.organizationId, t.subOrganizationId),
    index('pipelines_input_idx').on(t.inputConnectorId),
    index('pipelines_next_run_idx').on(t.nextRunAt),
    index('pipelines_late_check_idx').on(t.lateCheckAt),
  ],
);

/**
 * One alert per expected window without a file (`pipeline.file_late`): the unique index on
 * (pipeline, window end) makes it once per window whatever the number of worker processes.
 */
export const pipelineLateAlerts = pgTable(
  'pipeline_late_alerts',
  {
    id: text('id').primaryKey(),
    ...tenant,
    pipelineId: text('pipeline_id')
      .notNull()
      .references(() => pipelines.id, { onDelete: 'cascade' }),
    windowStart: ts('window_start').notNull(),
    /** The deadline (`by`) of the window. */
    deadline: ts('deadline').notNull(),
    /** The deadline plus grace_minutes: when the alert was due. */
    windowEnd: ts('window_end').notNull(),
    raisedAt: ts('raised_at').notNull(),
    /** When the next file arrived, and its execution. */
    clearedAt: ts('cleared_at'),
    clearedByExecutionId: text('cleared_by_execution_id'),
    /** The expectation the window was cut by (the mail says it, even when it changed since). */
    expectation: jsonb('expectation'),
    /**
     * The mail (at least once, docs/executions.md "Late files"): when it reached every recipient,
     * the recipients it reached so far, how many sends were claimed (the process raising the alert
     * claims the first), when the last was claimed, the errors of its last attempt, when it may be claimed next (a claimed attempt holds it for
     * LATE_MAIL_RETRY_MS; a failed one is tried again LATE_MAIL_RETRY_MS / expectation_scale after
     * it), the recipients whose server refused it permanently (5xx: not tried again), and when Ferry
     * stopped trying (a day after the alert, at once without SMTP_URL, when only permanent refusals
     * are left, or when the next file arrived before the mail went out).
     */
    mailedAt: ts('mailed_at'),
    mailedTo: jsonb('mailed_to').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    mailAttempts: integer('mail_attempts').notNull().default(0),
    mailAttemptedAt: ts('mail_attempted_at'),
    mailError: text('mail_error'),
    mailGivenUpAt: ts('mail_given_up_at'),
    mailRetryAt: ts('mail_retry_at'),
    mailRejected: jsonb('mail_rejected').$type<Array<{ to: string; error: string }>>().notNull().default(sql`'[]'::jsonb`),
    /**
     * The pipeline's `expectation_scale` when the alert was raised (FERRY_EXPECTATION_TIME_SCALE, 1
     * in production): the mail's retry interval and give-up age are divided by it.
     */
    expectationScale: integer('expectation_scale').notNull().default(1),
  },
  (t) => [
    uniqueIndex('pipeline_late_alerts_window_uq').on(t.pipelineId, t.windowEnd),
    index('pipeline_late_alerts_mail_pending_idx').on(t.raisedAt).where(sql`mailed_at IS NULL AND mail_given_up_at IS NULL`),
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
    status: text('status').$type<ExecutionStatusName>().notNull(),
    /** Why a SKIPPED execution processed nothing. */
    skipReason: text('skip_reason'),
    triggerType: text('trigger_type').$type<'MANUAL' | 'EVENT_BASE' | 'TIME_BASE'>().notNull(),
    error: jsonb('error').$type<{ type: ExecutionErrorTypeName; message: string } | null>(),
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
    /** Storage keys of the execution's files: input, output (canonical JSON), report, errors, grid. */
    artifacts: jsonb('artifacts').$type<Record<string, string> | null>(),
    /**
     * When the retention sweep removed the execution's files (the record stays). Set before the
     * files go and `artifacts` cleared after, so a removal cut short is finished by a later sweep.
     */
    filesRemovedAt: ts('files_removed_at'),
    /** Cell edits applied so far by fixes (source row → column key → value). */
    cleanings: jsonb('cleanings').$type<Record<string, Record<string, string | null>> | null>(),
    /** Times a worker has started this execution (crash retries increase it). */
    attempts: integer('attempts').notNull().default(0),
    /** Who fixed a FAILED execution into a SUCCESSFUL one (actor snapshot). */
    fixedBy: jsonb('fixed_by').$type<Actor | null>(),
    /** When a fix made the execution SUCCESSFUL. */
    fixedAt: ts('fixed_at'),
    /**
     * When the current run started (a fix's validation run starts a new one): `duration_ms` is the
     * time from here to its end. `started_at` keeps the first run's start.
     */
    runStartedAt: ts('run_started_at'),
    /** How the file's columns differ from the pipeline's previous execution (docs/mapping.md "Schema drift"). */
    schemaDrift: jsonb('schema_drift').$type<Record<string, unknown> | null>(),
    /** The input columns as the header stage named them (the next execution's drift baseline). */
    inputColumns: jsonb('input_columns').$type<string[] | null>(),
    /** When the delivery was taken back (`POST /execution/{id}/undo`), by whom, and what was done. */
    undoneAt: ts('undone_at'),
    undoneBy: jsonb('undone_by').$type<Actor | null>(),
    undo: jsonb('undo').$type<Record<string, unknown> | null>(),
    /**
     * What changed since the previous delivery, for a SUCCESSFUL execution of a TDM with a key
     * (`ExecutionChanges` of the API; the counts are also in `stats.changes`). Null otherwise.
     */
    changes: jsonb('changes').$type<Record<string, unknown> | null>(),
    /** The pipeline configuration and TDM as they were when the execution was created. */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    ...audit,
  },
  (t) => [
    index('executions_org_idx').on(t.organizationId, t.subOrganizationId),
    index('executions_pipeline_idx').on(t.pipelineId, t.createdAt),
    index('executions_status_idx').on(t.status),
    // An organization's executions by status in a time window (the dashboard's counts per day).
    index('executions_org_status_created_idx').on(t.organizationId, t.status, t.createdAt),
    // The retention sweep: executions that still have their files, oldest end first.
    index('executions_files_kept_idx').on(t.finishedAt).where(sql`files_removed_at IS NULL`),
    // Removals cut short (files_removed_at set, artifacts not yet cleared), finished by the next sweep.
    index('executions_files_removing_idx').on(t.filesRemovedAt).where(sql`files_removed_at IS NOT NULL AND artifacts IS NOT NULL`),
  ],
);

/**
 * Pipeline rules (docs/executions.md "Rules"): corrections kept for every later execution of a
 * pipeline — a value replaced, values mapped to options, a formula — made by hand or from a fix
 * (`source_execution`). Applied in creation order after the mapping's transformations and before
 * validation; each execution takes the pipeline's active rules when it is created.
 */
export const pipelineRules = pgTable(
  'pipeline_rules',
  {
    id: text('id').primaryKey(),
    ...tenant,
    pipelineId: text('pipeline_id')
      .notNull()
      .references(() => pipelines.id, { onDelete: 'cascade' }),
    column: text('column').notNull(),
    type: text('type').$type<'VALUE_REPLACEMENT' | 'OPTION_MAPPING' | 'HYPER_FORMULA'>().notNull(),
    /** VALUE_REPLACEMENT `{from, to, match_case}`, OPTION_MAPPING `{mapping}`, HYPER_FORMULA `{formula}`. */
    definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
    active: boolean('active').notNull().default(true),
    /** The execution whose fix the rule was made from. */
    sourceExecution: text('source_execution'),
    ...audit,
  },
  (t) => [index('pipeline_rules_pipeline_idx').on(t.pipelineId, t.createdAt)],
);

/**
 * The fix set of an execution (docs/executions.md "Fixes"): every cell a fix changed — source row,
 * TDM column, the value the grid showed before, the new value, who and when — in the order they
 * came. `applied` turns true once a run of the execution has validated it (the fix's own run, or a
 * rerun that kept the fixes). A rerun that keeps fixes copies the latest fix of each cell to the
 * new execution (`carried_from` names the execution it came from).
 */
export const executionFixes = pgTable(
  'execution_fixes',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    executionId: text('execution_id')
      .notNull()
      .references(() => executions.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    column: text('column').notNull(),
    previous: text('previous'),
    value: text('value'),
    by: jsonb('by').$type<Actor>().notNull(),
    at: ts('at').notNull(),
    applied: boolean('applied').notNull().default(false),
    carriedFrom: text('carried_from'),
  },
  (t) => [index('execution_fixes_row_idx').on(t.executionId, t.row), index('execution_fixes_at_idx').on(t.executionId, t.at)],
);

// ---------------------------------------------------------------------------------------------
// Runtime (execution artifacts, ledgers, schedules)
// ---------------------------------------------------------------------------------------------

/**
 * Files already taken from an input connector (SECURITY.md delivery semantics; issue: file ledger):
 * a pulled file with the same name, size and checksum is not processed again unless a rerun asks.
 */
export const fileLedger = pgTable(
  'file_ledger',
  {
    connectorId: text('connector_id')
      .notNull()
      .references(() => connectors.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    executionId: text('execution_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('file_ledger_uq').on(t.connectorId, t.fileName, t.size, t.sha256)],
);

/**
 * The file ledger of file sources (OBJSTORE, FTP, SFTP, BLOB, CLOUDSTORE): every file a listing
 * found and an execution took, by path, size and version (ETag or modification time). A file
 * with the same path, size and version is not taken again; a renamed input is recorded under its
 * new path too (`renamed_from`), so that a rename that still matches the pickup rules is not
 * processed twice. `after_process` is set once the after-process step is done: a listing that
 * finds a SUCCESSFUL execution's file without it finishes the step (a crash between delivery and
 * the step neither loses the file nor processes it twice).
 */
export const sourceFiles = pgTable(
  'source_files',
  {
    connectorId: text('connector_id')
      .notNull()
      .references(() => connectors.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    version: text('version').notNull(),
    executionId: text('execution_id').notNull(),
    /** DELETE, RENAME or UNCHANGED once applied; null while pending. */
    afterProcess: text('after_process'),
    /** For an entry recorded by a RENAME: the original path. */
    renamedFrom: text('renamed_from'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('source_files_uq').on(t.connectorId, t.path, t.size, t.version), index('source_files_execution_idx').on(t.executionId)],
);

/** What was delivered where: one row per execution and output connector (idempotent delivery). */
export const deliveries = pgTable(
  'deliveries',
  {
    executionId: text('execution_id')
      .notNull()
      .references(() => executions.id, { onDelete: 'cascade' }),
    connectorId: text('connector_id').notNull(),
    status: text('status').$type<'STARTED' | 'DELIVERED'>().notNull(),
    deliveredTo: text('delivered_to'),
    attempts: integer('attempts').notNull().default(0),
    /** Deliveries in batches: batches the destination acknowledged, in order (a resumed delivery starts after them). */
    batchesDelivered: integer('batches_delivered').notNull().default(0),
    batchesTotal: integer('batches_total'),
    startedAt: ts('started_at').notNull().defaultNow(),
    deliveredAt: ts('delivered_at'),
    /** What the driver needs to take the delivery back (a file's path, size, version, SHA-256; a table and its counts): no secret. */
    receipt: jsonb('receipt').$type<Record<string, unknown> | null>(),
  },
  (t) => [uniqueIndex('deliveries_uq').on(t.executionId, t.connectorId)],
);

/**
 * Rate-limit windows shared by every API process on this database (http/rate-limit-store.ts):
 * one row per limited key (route and client address), its count and when its window ends.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowEndsAt: ts('window_ends_at').notNull(),
});

/**
 * Access tokens ended before their expiry (`POST /access/logout`), by their `jti`, until they
 * expire; the principal's row lists them for every API process (domain/principal.ts). A trigger
 * (migration `…_sessions`) announces each insert on `ferry_principals`, so cached principals are
 * read again.
 */
export const endedTokens = pgTable(
  'ended_tokens',
  {
    /** The token's `jti` claim. */
    tokenId: text('token_id').primaryKey(),
    /** The user's or sub-organization's id (the token's `sub`). */
    principalId: text('principal_id').notNull(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The token's own expiry (`exp`): the row is useless afterwards and is deleted. */
    expiresAt: ts('expires_at').notNull(),
    endedAt: ts('ended_at').notNull().defaultNow(),
  },
  (t) => [index('ended_tokens_principal_idx').on(t.principalId), index('ended_tokens_expires_idx').on(t.expiresAt)],
);

/**
 * Failed sign-ins per account (the lower-cased e-mail address, known or not) and per trusted
 * browser (domain/access/sign-in-throttle.ts): how many in a row, when, from where, and until when
 * the next attempt waits.
 */
export const signInFailures = pgTable('sign_in_failures', {
  /** `account:<lower-cased e-mail>` or `device:<device id>`. */
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  firstFailedAt: ts('first_failed_at').notNull(),
  lastFailedAt: ts('last_failed_at').notNull(),
  /** The client address of the last failure. */
  lastAddress: text('last_address').notNull(),
  /** No attempt is checked before this time (null: none waits). */
  waitUntil: ts('wait_until'),
  /** When the account's owner was last told by mail (null: never). */
  notifiedAt: ts('notified_at'),
});

/**
 * Execution webhooks (an extension): an organization's or a sub-organization's subscription to
 * execution events. The signing secret is kept encrypted (AES-256-GCM, like connector secrets)
 * because Ferry needs it to sign every delivery.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: text('id').primaryKey(),
    ...tenant,
    url: text('url').notNull(),
    /** Subscribed events, e.g. ["execution.succeeded", "execution.failed"]. */
    events: jsonb('events').$type<string[]>().notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    /** `encryptSecret` of the `whsec_…` secret. */
    secret: jsonb('secret').$type<Record<string, unknown>>().notNull(),
    ...audit,
  },
  (t) => [index('webhooks_org_idx').on(t.organizationId, t.subOrganizationId)],
);

/** One event for one webhook: what was sent, how often, what came back. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    webhookId: text('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id').notNull(),
    event: text('event').notNull(),
    /** The execution of an execution event; null for a pipeline event (`pipeline.file_late`). */
    executionId: text('execution_id'),
    /** The pipeline of a pipeline event; null for execution events. */
    pipelineId: text('pipeline_id'),
    /** The JSON body sent (the same on every attempt). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<'PENDING' | 'DELIVERED' | 'FAILED'>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull(),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    deliveredAt: ts('delivered_at'),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.createdAt),
    index('webhook_deliveries_execution_idx').on(t.executionId),
  ],
);

/** Invitations of users created by another user: a link to set the password (hash of its token). */
export const userInvitations = pgTable(
  'user_invitations',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('user_invitations_user_idx').on(t.userId)],
);

/**
 * Mapping memory (docs/mapping.md "Memory"): input headers a person mapped to a TDM key, per
 * organization (`scope` = '') and per sub-organization (`scope` = its id), with how often the
 * mapping was confirmed (pipeline saves) or used by a successful execution, and when last; how
 * often and when last a person corrected it (a negative while corrected after its last confirmation).
 */
export const mappingMemory = pgTable(
  'mapping_memory',
  {
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** '' for the organization's own memory, else the sub-organization id. */
    scope: text('scope').notNull(),
    /** The header as the matcher normalises it (NFKC, lower case, punctuation runs one space). */
    header: text('header').notNull(),
    targetColumn: text('target_column').notNull(),
    count: integer('count').notNull().default(1),
    lastUsedAt: ts('last_used_at').notNull().defaultNow(),
    /** Organization rows (`scope` ''): confirmations by the organization's own pipelines (no sub-organization); these inform sub-organizations. */
    ownCount: integer('own_count').notNull().default(0),
    /** Times a person corrected this header away from this key (docs/mapping.md "Memory"). */
    rejectedCount: integer('rejected_count').notNull().default(0),
    /** The latest correction; a row corrected after it was last confirmed is a negative. */
    lastRejectedAt: ts('last_rejected_at'),
  },
  (t) => [uniqueIndex('mapping_memory_key').on(t.organizationId, t.scope, t.header, t.targetColumn)],
);
