/**
 * The permission matrix of users and sub-organizations (SPEC.md §Permission matrix): one key per
 * component, each holding booleans for the operations.
 */
import { Type, type Static } from '@sinclair/typebox';
import { LenientBoolean, named } from './common.ts';

/** Components of the matrix (SPEC.md §Permission matrix). */
export const PERMISSION_COMPONENTS = ['pipeline', 'execution', 'connector', 'tdm', 'template'] as const;
export type PermissionComponent = (typeof PERMISSION_COMPONENTS)[number];

/** Operations (SPEC.md: `execution` has create/read/write; samples also carry `delete`). */
export const PERMISSION_OPERATIONS = ['create', 'read', 'write', 'delete'] as const;
export type PermissionOperation = (typeof PERMISSION_OPERATIONS)[number];

/** A permission name as routes declare it, e.g. `connector.read`. */
export type Permission = `${PermissionComponent}.${PermissionOperation}`;

export interface PermissionBits {
  create: boolean;
  read: boolean;
  write: boolean;
  delete: boolean;
}

/** The full matrix as stored and returned. */
export type PermissionMatrix = Record<PermissionComponent, PermissionBits>;

const bitsOut = Type.Object(
  { create: Type.Boolean(), read: Type.Boolean(), write: Type.Boolean(), delete: Type.Boolean() },
  { additionalProperties: false },
);

const bitsIn = Type.Object(
  {
    create: Type.Optional(LenientBoolean()),
    read: Type.Optional(LenientBoolean()),
    write: Type.Optional(LenientBoolean()),
    delete: Type.Optional(LenientBoolean()),
  },
  { additionalProperties: false },
);

/** Response form: every component, every operation. */
export const PermissionMatrixSchema = named('PermissionMatrix', Type.Object(
  { pipeline: bitsOut, execution: bitsOut, connector: bitsOut, tdm: bitsOut, template: bitsOut },
  { additionalProperties: false },
));

/**
 * Request form. When `permissions` is omitted on create, every bit is true. When it is sent, the
 * matrix is taken as given: a missing component or operation is false.
 */
export const PermissionMatrixInput = named('PermissionMatrixInput', Type.Object(
  {
    pipeline: Type.Optional(bitsIn),
    execution: Type.Optional(bitsIn),
    connector: Type.Optional(bitsIn),
    tdm: Type.Optional(bitsIn),
    template: Type.Optional(bitsIn),
  },
  {
    additionalProperties: false,
    examples: [
      {
        pipeline: { create: true, read: true, write: true, delete: false },
        execution: { create: true, read: true, write: true, delete: false },
        connector: { create: false, read: true, write: false, delete: false },
        tdm: { create: false, read: true, write: false, delete: false },
        template: { create: false, read: true, write: false, delete: false },
      },
    ],
  },
));
export type PermissionMatrixInput = Static<typeof PermissionMatrixInput>;

/** A matrix with every bit set to `value`. */
export function uniformMatrix(value: boolean): PermissionMatrix {
  return Object.fromEntries(
    PERMISSION_COMPONENTS.map((c) => [c, { create: value, read: value, write: value, delete: value }]),
  ) as PermissionMatrix;
}

/** Completes a request matrix: missing components and operations are false. */
export function completeMatrix(input: PermissionMatrixInput): PermissionMatrix {
  const out = uniformMatrix(false);
  for (const c of PERMISSION_COMPONENTS) {
    const bits = input[c];
    if (!bits) continue;
    for (const op of PERMISSION_OPERATIONS) out[c][op] = bits[op] === true;
  }
  return out;
}

/** True when every bit set in `inner` is also set in `outer`. */
export function isSubMatrix(inner: PermissionMatrix, outer: PermissionMatrix): boolean {
  return PERMISSION_COMPONENTS.every((c) => PERMISSION_OPERATIONS.every((op) => !inner[c][op] || outer[c][op]));
}

/** Reads one bit, e.g. `can(matrix, 'connector.read')`. */
export function can(matrix: PermissionMatrix, permission: Permission): boolean {
  const [component, operation] = permission.split('.') as [PermissionComponent, PermissionOperation];
  return matrix[component]?.[operation] === true;
}
