/**
 * Schema drift and the schema-change policy: the column comparison itself, and runs of real CSV
 * files whose columns change, under EVOLVE, FREEZE and DISCARD_NEW.
 */
import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runImport } from '../run.ts';
import { EngineError, type MappingConfig, type PipelineConfiguration, type TargetDataModel } from '../types.ts';
import { applySchemaPolicy, columnDrift } from './schema-policy.ts';

const dir = mkdtempSync(join(tmpdir(), 'ferry-schema-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const saved: MappingConfig = {
  mode: 'DEFAULT',
  mappings: [
    { source_columns: ['Customer'], target_column: 'id' },
    { source_columns: ['Mail'], target_column: 'email' },
  ],
};

describe('columnDrift', () => {
  it('names added, removed, renamed (by position) and reordered columns, and mapped columns missing', () => {
    const drift = columnDrift(['Customer', 'Mail', 'City', 'Notes'], ['City', 'Customer', 'E-Mail', 'Fax'], { saved });
    assert.deepEqual(drift.added, ['E-Mail', 'Fax']);
    assert.deepEqual(drift.removed, ['Mail', 'Notes']);
    assert.deepEqual(drift.renamed, [{ from: 'Notes', to: 'Fax' }]);
    assert.equal(drift.reordered, true);
    assert.deepEqual(drift.missing_source_columns, ['Mail']);
  });

  it('renames by target when DEFAULT mode filled a saved target from an added column', () => {
    const drift = columnDrift(['Customer', 'Mail'], ['Customer', 'Phone', 'E-Mail'], {
      saved,
      mapping: { mode: 'DEFAULT', mappings: [{ source_columns: ['E-Mail'], target_column: 'email', origin: 'SUGGESTED' }], unmapped_source_columns: [], unmapped_target_columns: [], missing_source_columns: ['Mail'] },
    });
    assert.deepEqual(drift.renamed, [{ from: 'Mail', to: 'E-Mail', target_column: 'email' }]);
  });

  it('compares nothing without a reference but still names mapped columns missing (ignoring case as the run does)', () => {
    const drift = columnDrift(null, ['customer', 'Phone'], { saved });
    assert.deepEqual(drift, { added: [], removed: [], renamed: [], reordered: false, missing_source_columns: ['Mail'] });
  });
});

describe('applySchemaPolicy', () => {
  const accepted = ['Customer', 'Mail', 'City'];
  const refused = (fn: () => unknown): EngineError => {
    try {
      fn();
    } catch (err) {
      assert.ok(err instanceof EngineError);
      assert.equal(err.type, 'SCHEMA_CHANGED');
      return err;
    }
    assert.fail('expected SCHEMA_CHANGED');
  };

  it('EVOLVE accepts anything', () => {
    assert.deepEqual(applySchemaPolicy('EVOLVE', accepted, ['Customer', 'Fax'], saved).discard, []);
  });

  it('FREEZE refuses a new column, a rename and a missing mapped column, naming each; accepts the same columns in another order', () => {
    assert.deepEqual(applySchemaPolicy('FREEZE', accepted, ['City', 'Mail', 'Customer'], saved).discard, []);
    const added = refused(() => applySchemaPolicy('FREEZE', accepted, [...accepted, 'Fax'], saved));
    assert.match(added.message, /new column "Fax"/);
    assert.deepEqual(added.details?.new_columns, ['Fax']);
    const renamed = refused(() => applySchemaPolicy('FREEZE', accepted, ['Customer', 'E-Mail', 'City'], saved));
    assert.match(renamed.message, /"Mail" was renamed to "E-Mail" \(a mapped column\)/);
    const lost = refused(() => applySchemaPolicy('FREEZE', accepted, ['Customer', 'City'], saved));
    assert.match(lost.message, /the mapped column "Mail" is missing/);
    // A removed unmapped column alone does not fail FREEZE; a new column the saved mapping names is not new.
    assert.deepEqual(applySchemaPolicy('FREEZE', accepted, ['Customer', 'Mail'], saved).drift.removed, ['City']);
    assert.deepEqual(applySchemaPolicy('FREEZE', ['Customer', 'City'], ['Customer', 'Mail', 'City'], saved).discard, []);
  });

  it('DISCARD_NEW discards new columns and still refuses a missing mapped column', () => {
    assert.deepEqual(applySchemaPolicy('DISCARD_NEW', accepted, [...accepted, 'Fax', 'Phone'], saved).discard, ['Fax', 'Phone']);
    const lost = refused(() => applySchemaPolicy('DISCARD_NEW', accepted, ['Customer', 'E-Mail', 'City'], saved));
    assert.match(lost.message, /"Mail" was renamed to "E-Mail" \(a mapped column\)/);
    assert.doesNotMatch(lost.message, /new columns? "/);
  });
});

describe('runs of files whose columns change', () => {
  const tdm: TargetDataModel = {
    name: 'Customers',
    columns: [
      { key: 'id', label: 'Customer', columnType: 'string', validations: [{ validate: 'required' }] },
      { key: 'email', label: 'Email', columnType: 'email' },
      { key: 'phone', label: 'Phone', columnType: 'string' },
    ],
  };
  const accepted = ['Customer', 'Mail'];
  let n = 0;
  const run = async (csv: string, schema_policy: PipelineConfiguration['schema_policy']) => {
    const input = join(dir, `in-${++n}.csv`);
    const output = join(dir, `out-${n}.json`);
    writeFileSync(input, csv);
    const report = await runImport({
      input: { path: input, fileName: 'customers.csv' },
      tdm,
      configuration: { mapping_config: saved, schema_policy },
      acceptedColumns: accepted,
      output: { format: 'JSON', path: output },
    });
    let written = '';
    try {
      written = readFileSync(output, 'utf8');
    } catch { /* never opened */ }
    return { report, written };
  };
  const withPhone = 'Customer,Mail,Phone\nc1,a@example.com,+49 30 1234567\nc2,b@example.com,+49 30 7654321\n';

  it('EVOLVE maps the new Phone column automatically', async () => {
    const { report } = await run(withPhone, 'EVOLVE');
    assert.equal(report.status, 'SUCCESSFUL');
    assert.ok(report.mapping?.mappings.some((m) => m.target_column === 'phone' && m.source_columns[0] === 'Phone'));
  });

  it('FREEZE fails with SCHEMA_CHANGED before any row is written, with the header and the drift in the report', async () => {
    const { report, written } = await run(withPhone, 'FREEZE');
    assert.equal(report.status, 'FAILED');
    assert.equal(report.error?.type, 'SCHEMA_CHANGED');
    assert.match(report.error!.message, /new column "Phone"/);
    assert.deepEqual(report.header?.columns, ['Customer', 'Mail', 'Phone']);
    assert.equal(report.stats.output_rows, 0);
    assert.equal(written.trim(), '', 'no output rows');
  });

  it('DISCARD_NEW leaves the new column unmapped and reports it; a renamed mapped column still fails', async () => {
    const { report, written } = await run(withPhone, 'DISCARD_NEW');
    assert.equal(report.status, 'SUCCESSFUL');
    assert.deepEqual(report.mapping?.discarded_source_columns, ['Phone']);
    assert.ok(!report.mapping?.mappings.some((m) => m.target_column === 'phone'));
    assert.equal(JSON.parse(written)[0].phone, null);
    const renamed = await run('Customer,E-Mail\nc1,a@example.com\n', 'DISCARD_NEW');
    assert.equal(renamed.report.error?.type, 'SCHEMA_CHANGED');
    assert.match(renamed.report.error!.message, /"Mail" was renamed to "E-Mail"/);
  });
});
