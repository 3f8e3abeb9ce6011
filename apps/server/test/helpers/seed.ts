/**
 * Rows for tests that need objects of a resource they do not exercise (written straight to the real
 * database; the resource's own tests go through its API).
 */
import { newId } from '../../src/domain/ids.ts';
import { connectors } from '../../src/db/schema.ts';
import type { TestContext } from './context.ts';

export interface SeedConnector {
  type: 'INPUT' | 'OUTPUT';
  nodeType?: string;
  level?: 'PUBLIC' | 'PRIVATE';
  /** Owner: the organization (default) or a sub-organization id. */
  subOrganizationId?: string | null;
  organizationId?: string;
  name?: string;
  configuration?: Record<string, unknown>;
}

/** Inserts a connector row; returns its id. */
export async function seedConnector(ctx: TestContext, spec: SeedConnector): Promise<string> {
  const id = newId();
  const now = ctx.clock.now();
  await ctx.database.db.insert(connectors).values({
    id,
    organizationId: spec.organizationId ?? ctx.org.organization.id,
    subOrganizationId: spec.subOrganizationId ?? null,
    name: spec.name ?? `${spec.type.toLowerCase()} ${id.slice(-4)}`,
    type: spec.type,
    nodeType: spec.nodeType ?? (spec.type === 'INPUT' ? 'MANUAL' : 'HTTP'),
    configuration: spec.configuration ?? (spec.type === 'OUTPUT' ? { type: 'PROACTIVE', url: 'https://example.com/in', method: 'POST' } : {}),
    permissionLevel: spec.level ?? 'PRIVATE',
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

/** A small TDM body as POST /tdm takes it. */
export function customersTdm(level: 'PUBLIC' | 'PRIVATE' = 'PRIVATE') {
  return {
    name: 'Customers',
    columns: [
      { key: 'customer_id', label: 'Customer ID', columnType: 'string', validations: [{ validate: 'required' }, { validate: 'unique' }] },
      { key: 'email', label: 'E-mail', columnType: 'email', validations: [{ validate: 'required', errorMessage: 'An e-mail is required' }] },
      { key: 'revenue', label: 'Revenue', columnType: 'float' },
      { key: 'signup_date', label: 'Signup date', columnType: 'date', outputFormat: 'DD.MM.YYYY' },
      { key: 'segment', label: 'Segment', columnType: 'category', optionConfiguration: { options: [{ label: 'Enterprise', value: 'ENT' }, { label: 'Small business', value: 'SMB' }] } },
    ],
    permissions: { level },
  };
}
