/**
 * Connectors (SPEC.md §Connector, §Endpoints/Connectors; docs/connectors.md). Users and
 * sub-organizations, per the permission matrix's `connector` bits; tenancy and the per-node-type
 * rules live in domain/connectors/service.ts.
 *
 * The validated body keeps `configuration` an open object (the domain validates it per node type
 * with messages naming the field); the OpenAPI document shows a union discriminated by node_type
 * instead (`documentedAs` in @ferry/schemas/connectors).
 */
import { Type } from '@sinclair/typebox';
import { IdParams, List, ListQuery, Message, One } from '@ferry/schemas';
import {
  Connector,
  ConnectorCreate,
  ConnectorListItem,
  ConnectorUpdate,
  ConnectionCheck,
  ConnectorTest,
} from '@ferry/schemas/connectors';
import { checkConnector, tableOfTdm, testUnsavedConnector } from '../../domain/connectors/check.ts';
import { emailDeliveryOptions } from '../../mail/mailer.ts';
import type { EmailConnectorOptions } from '@ferry/connectors';
import { createConnector, deleteConnector, getConnector, listConnectors, updateConnector, connectorListSpec } from '../../domain/connectors/service.ts';
import { principalOf } from '../plugins/auth.ts';
import { bearer, errorResponses, listReply } from '../envelope.ts';
import { parseListQuery } from '../../domain/list-query.ts';
import type { FerryApp } from '../ferry-app.ts';


const tags = ['Connectors'];

/** `?tdm_id=`: a DATABASE output's table is checked against that target data model. */
const TestQuery = Type.Object({ tdm_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'DATABASE outputs: check the table against this target data model (its columns and key)' })) });

export async function connectorRoutes(app: FerryApp) {
  const { database, clock, keys } = app.deps;
  const db = database.db;

  const testDescription =
    'Whether Ferry reaches what the connector points at, with its stored settings and secrets, through the network guard; nothing is imported, delivered, written or changed. File connectors (OBJSTORE, FTP, SFTP, BLOB, CLOUDSTORE) sign in and look at the directory: an input counts the files it would pick up (`matching_files`), an output checks that the directory exists. An SFTP server\'s host key is pinned on the connector at its first successful test. An HTTP PROACTIVE input requests its file and stops after the headers; an HTTP output resolves its host and opens a TCP connection (nothing is sent); A DATABASE output signs in and looks at its table; with `tdm_id` (a target data model) it also checks the table’s columns against the model (COLUMNS_MISSING) and that the user may insert, update and delete (PERMISSION_DENIED), touching no row. MANUAL connectors and REACTIVE inputs have nothing to reach. A failure is an answer (ok false, a `result` code and the reason in `message`), not an error.';
  const testOne = async (request: { params: { id: string }; query?: unknown; log: import('@ferry/connectors').ConnectorLogger } & Parameters<typeof principalOf>[0]) =>
    ({ data: await checkConnector(db, keys, app.deps.guard, request.log, principalOf(request), request.params.id, app.deps.config.uploadLimitBytes, connectorOptions(), app.deps.config.connectorTimeoutMs, (request.query as { tdm_id?: string } | undefined)?.tdm_id) });
  // EMAIL input connectors receive at <id>@<INBOUND_EMAIL_DOMAIN> when the listener is configured.
  const withAddress = <T extends { id: string; type: string; node_type: string }>(c: T): T & { inbound_address?: string } => {
    const inbound = app.deps.config.inboundSmtp;
    return c.node_type === 'EMAIL' && c.type === 'INPUT' && inbound ? { ...c, inbound_address: `${c.id}@${inbound.domain}` } : c;
  };
  const connectorOptions = () => ({ email: emailDeliveryOptions({ smtpUrl: app.deps.config.smtpUrl, from: app.deps.config.mailFrom }) as EmailConnectorOptions | undefined });
  app.post(
    '/connector/:id/test',
    {
      schema: { operationId: 'testConnector', tags, summary: 'Test a connector’s connection (extension)', description: testDescription, security: bearer, params: IdParams, querystring: TestQuery, response: { 200: One(ConnectionCheck), ...errorResponses } },
      config: { permission: 'connector.read', rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request) => testOne(request),
  );
  app.post(
    '/connector/:id/check',
    {
      schema: { operationId: 'checkConnector', tags, summary: 'Test a connector’s connection (deprecated name of /connector/{id}/test)', description: testDescription, deprecated: true, security: bearer, params: IdParams, response: { 200: One(ConnectionCheck), ...errorResponses } },
      config: { permission: 'connector.read', rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request) => testOne(request),
  );
  app.post(
    '/connector/test',
    {
      schema: {
        operationId: 'testUnsavedConnector',
        tags,
        summary: 'Test a connection before saving the connector (extension)',
        description: `The same test for a configuration that is not saved yet (the create form's "Test connection"): validated like a new connector (400 naming the field), then tried with the secrets in the request. Nothing is stored; an SFTP server's key is answered in \`host_key\` (send it as host_key_fingerprint when saving to pin it). ${'Failures are answers, as for a saved connector.'}`,
        security: bearer,
        body: ConnectorTest,
        response: { 200: One(ConnectionCheck), ...errorResponses },
      },
      config: { permission: 'connector.create', rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request) => {
      const table = await tableOfTdm(db, principalOf(request), request.body.tdm_id);
      return { data: await testUnsavedConnector(app.deps.guard, request.log, request.body, app.deps.config.uploadLimitBytes, connectorOptions(), app.deps.config.connectorTimeoutMs, table) };
    },
  );

  app.post(
    '/connector',
    {
      schema: {
        operationId: 'createConnector',
        tags,
        summary: 'Create a connector',
        description: 'configuration depends on node_type (one schema per node type below). Secrets are write-only and answered as "********".',
        security: bearer,
        body: ConnectorCreate,
        response: { 201: One(Connector), ...errorResponses },
      },
      config: { permission: 'connector.create' },
    },
    async (request, reply) =>
      reply.code(201).send({ data: withAddress(await createConnector(db, clock, keys, principalOf(request), request.body, { publicUrl: app.deps.publicUrl(), guard: app.deps.guard })) }),
  );

  app.get(
    '/connector',
    {
      schema: {
        operationId: 'listConnectors',
        tags,
        summary: 'List connectors',
        description:
          'Items carry id, name, type, node_type, permissions.level and audit fields. A sub-organization sees its own connectors and the organization’s PUBLIC ones. Sort by ' +
          Object.keys(connectorListSpec.sortable).join(', ') +
          '; filter by ' +
          Object.keys(connectorListSpec.filterable).join(', ') +
          ' (name: contains, case-insensitive).',
        security: bearer,
        querystring: ListQuery,
        response: { 200: List(ConnectorListItem), ...errorResponses },
      },
      config: { permission: 'connector.read' },
    },
    async (request, reply) => {
      const params = parseListQuery(request.query as Record<string, unknown>, connectorListSpec);
      return listReply(reply, await listConnectors(db, principalOf(request), params), params);
    },
  );

  app.get(
    '/connector/:id',
    {
      schema: { operationId: 'getConnector', tags, summary: 'Read a connector', description: 'Secrets are masked.', security: bearer, params: IdParams, response: { 200: One(Connector), ...errorResponses } },
      config: { permission: 'connector.read' },
    },
    async (request) => ({ data: withAddress(await getConnector(db, principalOf(request), request.params.id)) }),
  );

  app.put(
    '/connector/:id',
    {
      schema: {
        operationId: 'updateConnector',
        tags,
        summary: 'Update a connector',
        description:
          'Partial: fields left out keep their values. configuration is merged into the stored one (RFC 7396 JSON merge patch: null removes a field). A secret left out or sent as "********" keeps its stored value. type and node_type cannot change (409).',
        security: bearer,
        params: IdParams,
        body: ConnectorUpdate,
        response: { 200: One(Connector), ...errorResponses },
      },
      config: { permission: 'connector.write' },
    },
    async (request) => ({ data: withAddress(await updateConnector(db, clock, keys, principalOf(request), request.params.id, request.body, app.deps.guard)) }),
  );

  app.delete(
    '/connector/:id',
    {
      schema: {
        operationId: 'deleteConnector',
        tags,
        summary: 'Delete a connector',
        description: 'Answers {message} (SPEC.md). A connector that a pipeline or pipeline template uses is not deleted: 409 CONNECTOR_IN_USE naming them.',
        security: bearer,
        params: IdParams,
        response: { 200: Message, ...errorResponses },
      },
      config: { permission: 'connector.delete' },
    },
    async (request) => deleteConnector(db, principalOf(request), request.params.id),
  );
}
