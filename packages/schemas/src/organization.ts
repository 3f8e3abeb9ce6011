/** The organization of the token (an extension): its name and a hint of its license key; rotation. */
import { Type, type Static } from '@sinclair/typebox';
import { named, RetentionDays } from './common.ts';

const organizationRetention = 'Days the files of an execution (input, output, report, cell errors, rows) are kept after it ends; older ones are removed by the storage sweep and the execution record stays, with files_removed_at set. null: kept until the execution is deleted. A pipeline\'s own retention_days overrides it.';

/** `POST /organization/license-key` takes no fields: an empty object, null or no body. */
export const LicenseKeyRotation = named('LicenseKeyRotation', Type.Union([Type.Object({}, { additionalProperties: false }), Type.Null()], { examples: [{}] }));

export const Organization = named('Organization', Type.Object({
  id: Type.String(),
  name: Type.String(),
  license_key_hint: Type.String({ description: 'The last characters of the license key, to tell keys apart' }),
  retention_days: RetentionDays(organizationRetention),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
}));

export const RotatedLicenseKey = named('RotatedLicenseKey', Type.Object({
  organization: Type.Object({ id: Type.String(), name: Type.String() }),
  license_key: Type.String({ description: 'The new license key, shown only in this answer' }),
}));

/** `PUT /organization`: the organization's settings (owners only). */
export const OrganizationUpdate = named('OrganizationUpdate', Type.Object(
  { retention_days: Type.Optional(RetentionDays(organizationRetention)) },
  { additionalProperties: false, examples: [{ retention_days: 90 }, { retention_days: null }] },
));
export type OrganizationUpdate = Static<typeof OrganizationUpdate>;
