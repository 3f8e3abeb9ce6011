/** Sub-organizations (SPEC.md §Endpoints/Sub-organizations). Organization users only. */
import { DataMessage, IdParams, List, ListQuery, One } from '@ferry/schemas';
import { Type } from '@sinclair/typebox';
import { SubOrganization, SubOrganizationCreate, SubOrganizationListItem, SubOrganizationToken, SubOrganizationTokenRequest, SubOrganizationUpdate } from '@ferry/schemas/sub-organizations';
import {
  createSubOrganization,
  deleteSubOrganization,
  getSubOrganization,
  issueViewToken,
  listSubOrganizations,
  updateSubOrganization, subOrganizationListSpec } from '../../domain/sub-organizations/service.ts';
import { principalOf, tokenClaimsOf } from '../plugins/auth.ts';
import { bearer, errorResponses, listReply } from '../envelope.ts';
import { parseListQuery } from '../../domain/list-query.ts';
import type { FerryApp } from '../ferry-app.ts';


const tags = ['Sub-organizations'];

export async function subOrganizationRoutes(app: FerryApp) {
  const { database, clock, tokens } = app.deps;
  const db = database.db;

  app.post(
    '/sub-organization',
    {
      schema: { operationId: 'createSubOrganization', tags, summary: 'Create a sub-organization', description: 'A customer of the organization. identifier is unique in the organization and is what token requests name; email and domains say who may send files to EMAIL input connectors.', security: bearer, body: SubOrganizationCreate, response: { 201: One(SubOrganization), ...errorResponses } },
      config: { usersOnly: true },
    },
    async (request, reply) => reply.code(201).send({ data: await createSubOrganization(db, clock, principalOf(request), request.body) }),
  );

  app.get(
    '/sub-organization',
    {
      schema: { operationId: 'listSubOrganizations', tags, summary: 'List sub-organizations', description: 'Items carry id, name, identifier and audit fields.', security: bearer, querystring: ListQuery, response: { 200: List(SubOrganizationListItem), ...errorResponses } },
      config: { usersOnly: true },
    },
    async (request, reply) => {
      const params = parseListQuery(request.query as Record<string, unknown>, subOrganizationListSpec);
      return listReply(reply, await listSubOrganizations(db, principalOf(request), params), params);
    },
  );

  app.get(
    '/sub-organization/:id',
    { schema: { operationId: 'getSubOrganization', tags, summary: 'Read a sub-organization', description: 'Users of the organization only.', security: bearer, params: IdParams, response: { 200: One(SubOrganization), ...errorResponses } }, config: { usersOnly: true } },
    async (request) => ({ data: await getSubOrganization(db, principalOf(request), request.params.id) }),
  );

  app.put(
    '/sub-organization/:id',
    {
      schema: { operationId: 'updateSubOrganization', tags, summary: 'Update a sub-organization', description: 'Partial: fields left out keep their values.', security: bearer, params: IdParams, body: SubOrganizationUpdate, response: { 200: One(SubOrganization), ...errorResponses } },
      config: { usersOnly: true },
    },
    async (request) => ({ data: await updateSubOrganization(db, clock, principalOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/sub-organization/:id',
    { schema: { operationId: 'deleteSubOrganization', tags, summary: 'Delete a sub-organization', description: 'Answers {data:{message}} (SPEC). A sub-organization that still owns connectors, TDMs, templates or pipelines is kept (409 SUB_ORGANIZATION_IN_USE).', security: bearer, params: IdParams, response: { 200: DataMessage, ...errorResponses } }, config: { usersOnly: true } },
    async (request) => ({ data: await deleteSubOrganization(db, principalOf(request), request.params.id) }),
  );

  app.post(
    '/sub-organization/:id/token',
    {
      schema: {
        operationId: 'createSubOrganizationToken',
        tags,
        summary: 'A short-lived token of a sub-organization, for a user of the organization (extension)',
        description:
          'For "View as this customer": the components opened with this token show exactly what the sub-organization sees (its own records and the organization\'s PUBLIC connectors, target data models and templates). The token may use only what both the sub-organization and the asking user may do — only the read bits with `read_only` — and lasts 15 minutes unless `expires_in` says less (never longer than FERRY_TOKEN_TTL_SECONDS, nor past the expiry of the user\'s token it is asked with). It ends with that token: when the user signs out with it (POST /access/logout), or the user\'s password or role changes, the view token is refused (401) too. No license key is needed: the user\'s own token is the credential. Users of the organization only.',
        security: bearer,
        params: IdParams,
        body: Type.Optional(SubOrganizationTokenRequest),
        response: { 200: Type.Object({ data: SubOrganizationToken }), ...errorResponses },
      },
      config: { usersOnly: true },
    },
    async (request) => ({ data: await issueViewToken(db, tokens, principalOf(request), tokenClaimsOf(request), request.params.id, request.body ?? {}) }),
  );
}
