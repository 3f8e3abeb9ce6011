/** Records the browser tests start from, created through the API (the server's test context). */
import assert from 'node:assert/strict';
import type { TestContext } from '../../../apps/server/test/helpers/context.ts';

export const CUSTOMERS_TDM = {
  name: 'Customers',
  columns: [
    { key: 'name', label: 'Name', columnType: 'string', validations: [{ validate: 'required' }] },
    { key: 'email', label: 'Email', columnType: 'email' },
    { key: 'amount', label: 'Amount', columnType: 'float' },
  ],
};

export interface Seeded { tdm: string; input: string; output: string; pipeline: string }

async function create(ctx: TestContext, path: string, body: unknown): Promise<string> {
  const r = await ctx.request('POST', path, { body });
  assert.equal(r.status, 201, `${path}: ${JSON.stringify(r.body)}`);
  return r.body.data.id;
}

/** A TDM, a MANUAL input, a MANUAL (download-only) output and an active pipeline joining them. */
export async function seed(ctx: TestContext, name = 'Orders import'): Promise<Seeded> {
  const tdm = await create(ctx, '/tdm', CUSTOMERS_TDM);
  const input = await create(ctx, '/connector', { name: 'Customer uploads', type: 'INPUT', node_type: 'MANUAL', configuration: {} });
  const output = await create(ctx, '/connector', { name: 'Download', type: 'OUTPUT', node_type: 'MANUAL', configuration: {} });
  const pipeline = await create(ctx, '/pipeline', { name, active: true, configuration: { input_connectors: [input], output_connectors: [output], tdm, error_config: { error_threshold: 0 } } });
  return { tdm, input, output, pipeline };
}

export const CSV_WITH_ERRORS = 'Name,E-Mail,Amount\nAda Lovelace,ada@example.com,12.5\nAlan Turing,not-an-email,7\nGrace Hopper,grace@example.com,three\n';
