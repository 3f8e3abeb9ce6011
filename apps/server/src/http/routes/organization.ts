/**
 * The organization of the token (an extension): `GET /organization` (users), `PUT
 * /organization` (owners: settings) and `POST /organization/license-key` (owners): a new license key, with the effect of
 * `ferry rotate-license-key` — the old key stops issuing tokens and every token issued with it,
 * the caller's included, is refused from the next request on.
 */
import { Type } from '@sinclair/typebox';
import { One } from '@ferry/schemas';
import { LicenseKeyRotation, Organization, OrganizationUpdate, RotatedLicenseKey } from '@ferry/schemas/organization';
import { getOrganization, rotateLicenseKey, updateOrganization } from '../../domain/organizations/service.ts';
import { requireOwner, requireUser } from '../../domain/principal.ts';
import { principalOf } from '../plugins/auth.ts';
import { bearer, errorResponses } from '../envelope.ts';
import type { FerryApp } from '../ferry-app.ts';

const tags = ['Access'];

export async function organizationRoutes(app: FerryApp) {
  const { database, clock } = app.deps;
  const db = database.db;

  app.get('/organization', {
    schema: { operationId: 'getOrganization', tags, summary: 'The organization of the token (extension)', description: 'Users only: its id, name and a hint of its license key (never the key).', security: bearer, response: { 200: One(Organization), ...errorResponses } },
    config: { usersOnly: true },
  }, async (request) => {
    const principal = principalOf(request);
    requireUser(principal);
    return { data: await getOrganization(db, principal.organizationId) };
  });

  app.put('/organization', {
    schema: {
      operationId: 'updateOrganization', tags, summary: 'Change the organization\'s settings (extension)',
      description: 'Owners only. `retention_days`: the days an execution\'s stored files (input, output, report, cell errors, rows) are kept after it ends; the storage sweep removes older ones and keeps the execution records, which then carry `files_removed_at`. null keeps files until their execution is deleted. A pipeline\'s `retention_days` overrides it. Fields left out keep their value.',
      security: bearer, body: OrganizationUpdate, response: { 200: One(Organization), ...errorResponses },
    },
    config: { usersOnly: true },
  }, async (request) => {
    const principal = principalOf(request);
    requireOwner(principal, 'change the organization\'s settings');
    return { data: await updateOrganization(db, clock, principal.organizationId, request.body) };
  });

  app.post('/organization/license-key', {
    schema: {
      operationId: 'rotateLicenseKey', tags, summary: 'Replace the license key (extension)',
      description: 'Owners only. Answers the new key, shown only here. The old key stops issuing tokens at once, and every token issued with it — this request’s included — is refused from the next request on (the same as `ferry rotate-license-key`). Update the backends that request tokens.',
      security: bearer, body: Type.Optional(LicenseKeyRotation), response: { 200: One(RotatedLicenseKey), ...errorResponses },
    },
    config: { usersOnly: true },
  }, async (request) => {
    const principal = principalOf(request);
    requireOwner(principal, 'replace the license key');
    return { data: await rotateLicenseKey(db, clock, { organizationId: principal.organizationId }) };
  });
}
