/** The organization of the token (an extension): its name and a hint of its license key; rotation. */
import { Type } from '@sinclair/typebox';
import { named } from './common.ts';

/** `POST /organization/license-key` takes no fields: an empty object, null or no body. */
export const LicenseKeyRotation = named('LicenseKeyRotation', Type.Union([Type.Object({}, { additionalProperties: false }), Type.Null()], { examples: [{}] }));

export const Organization = named('Organization', Type.Object({
  id: Type.String(),
  name: Type.String(),
  license_key_hint: Type.String({ description: 'The last characters of the license key, to tell keys apart' }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
}));

export const RotatedLicenseKey = named('RotatedLicenseKey', Type.Object({
  organization: Type.Object({ id: Type.String(), name: Type.String() }),
  license_key: Type.String({ description: 'The new license key, shown only in this answer' }),
}));
