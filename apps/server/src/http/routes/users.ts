/** Users (SPEC.md §Endpoints/Users). Organization users only; see domain/users/service.ts for the rules. */
import { DataMessage, IdParams, List, ListQuery, One } from '@ferry/schemas';
import { User, UserCreate, UserListItem, UserUpdate } from '@ferry/schemas/users';
import { createUser, deleteUser, getUser, listUsers, updateUser, userListSpec } from '../../domain/users/service.ts';
import { principalOf } from '../plugins/auth.ts';
import { bearer, errorResponses, listReply } from '../envelope.ts';
import { parseListQuery } from '../../domain/list-query.ts';
import type { FerryApp } from '../ferry-app.ts';
import { inviteUser } from '../../domain/users/invitations.ts';


const tags = ['Users'];

export async function userRoutes(app: FerryApp) {
  const { database, clock } = app.deps;
  const db = database.db;

  app.post(
    '/user',
    {
      schema: { operationId: 'createUser', tags, summary: 'Create a user', description: 'Users of the organization only. The e-mail address is the identifier unless one is given; role MEMBER unless an OWNER makes an OWNER; permissions default to every bit. The password is optional (stored as an argon2id hash, never returned); without one the user cannot sign in until they choose theirs through the invitation. The new user gets an invitation mail (SMTP_URL; without it the link is written to the log) with a link to set their own password (POST /access/invitation), valid 7 days; using it marks them verified.', security: bearer, body: UserCreate, response: { 201: One(User), ...errorResponses } },
      config: { usersOnly: true },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const user = await createUser(db, clock, principal, request.body);
      // The new user is invited: a mail with a link to set their own password (logged without SMTP_URL).
      await inviteUser(db, clock, app.deps.mailer, app.deps.publicUrl(), user, principal.actor?.name ?? 'A colleague');
      return reply.code(201).send({ data: user });
    },
  );

  app.get(
    '/user',
    {
      schema: { operationId: 'listUsers', tags, summary: 'List users', description: 'Items carry no permissions. Sort by ' + Object.keys(userListSpec.sortable).join(', ') + '; filter by ' + Object.keys(userListSpec.filterable).join(', ') + '.', security: bearer, querystring: ListQuery, response: { 200: List(UserListItem), ...errorResponses } },
      config: { usersOnly: true },
    },
    async (request, reply) => {
      const params = parseListQuery(request.query as Record<string, unknown>, userListSpec);
      return listReply(reply, await listUsers(db, principalOf(request), params), params);
    },
  );

  app.get(
    '/user/:id',
    { schema: { operationId: 'getUser', tags, summary: 'Read a user', description: 'Users of the organization only (sub-organizations get 403).', security: bearer, params: IdParams, response: { 200: One(User), ...errorResponses } }, config: { usersOnly: true } },
    async (request) => ({ data: await getUser(db, principalOf(request), request.params.id) }),
  );

  app.put(
    '/user/:id',
    {
      schema: { operationId: 'updateUser', tags, summary: 'Update a user', description: 'Partial: fields left out keep their values.', security: bearer, params: IdParams, body: UserUpdate, response: { 200: One(User), ...errorResponses } },
      config: { usersOnly: true },
    },
    async (request) => ({ data: await updateUser(db, clock, principalOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/user/:id',
    { schema: { operationId: 'deleteUser', tags, summary: 'Delete a user (OWNER only)', description: 'OWNERs only. The last OWNER cannot be deleted (409 LAST_OWNER).', security: bearer, params: IdParams, response: { 200: DataMessage, ...errorResponses } }, config: { usersOnly: true } },
    async (request) => ({ data: await deleteUser(db, principalOf(request), request.params.id) }),
  );
}
