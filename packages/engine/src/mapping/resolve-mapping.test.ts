import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';
import { EngineError, type Row, type TargetDataModel } from '../types.ts';
import { resolveMapping } from './resolve-mapping.ts';

const tdm: TargetDataModel = {
  name: 'Contacts',
  columns: [
    { key: 'full_name', label: 'Full name', columnType: 'string', validations: [{ validate: 'required' }] },
    { key: 'email', label: 'Email', columnType: 'email', validations: [{ validate: 'required' }, { validate: 'unique' }] },
    { key: 'phone', label: 'Phone', columnType: 'phone', validations: [{ validate: 'required_without', columns: ['email'] }] },
    { key: 'city', label: 'City', columnType: 'string' },
    { key: 'billing_city', label: 'Billing city', columnType: 'string' },
  ],
};

const headers = ['First', 'Last', 'E-Mail', 'Town', 'Remarks'];
const sample: Row[] = [
  ['Ada', 'Lovelace', 'ada@example.com', 'London', null],
  ['Alan', 'Turing', 'alan@example.org', 'Wilmslow', 'met 2023'],
];

test('saved mappings: several sources → one target, one source → several targets; DEFAULT fills the rest', () => {
  const report = resolveMapping(headers, sample, tdm, {
    mode: 'DEFAULT',
    mappings: [
      { source_columns: ['First', 'Last'], target_column: 'full_name' },
      { source_columns: ['Town'], target_column: 'city' },
      { source_columns: ['town'], target_column: 'billing_city', transformations: [{ type: 'HYPER_FORMULA', function: '=UPPER({value})' }] },
    ],
  });
  assert.equal(report.mode, 'DEFAULT');
  assert.deepEqual(report.mappings.map((m) => [m.target_column, m.source_columns, m.origin]), [
    ['full_name', ['First', 'Last'], 'SAVED'],
    ['email', ['E-Mail'], 'SUGGESTED'],
    ['city', ['Town'], 'SAVED'],
    ['billing_city', ['Town'], 'SAVED'],
  ], 'in TDM order; a saved source matches its header ignoring case');
  assert.deepEqual(report.mappings[3].transformations, [{ type: 'HYPER_FORMULA', function: '=UPPER({value})' }]);
  const email = report.mappings[1];
  assert.equal(email.confidence, 1);
  assert.match(email.reason ?? '', /E-Mail/);
  assert.deepEqual(report.unmapped_source_columns, ['Remarks']);
  assert.deepEqual(report.unmapped_target_columns, ['phone'], 'required_without does not fail the mapping');
  assert.equal(report.missing_source_columns, undefined);
});

test('EXACT mode uses saved mappings only', () => {
  const report = resolveMapping(headers, sample, tdm, {
    mode: 'EXACT',
    mappings: [
      { source_columns: ['First', 'Last'], target_column: 'full_name' },
      { source_columns: ['E-Mail'], target_column: 'email' },
    ],
  });
  assert.deepEqual(report.mappings.map((m) => m.target_column), ['full_name', 'email']);
  assert.ok(report.mappings.every((m) => m.origin === 'SAVED'));
  assert.deepEqual(report.unmapped_target_columns, ['phone', 'city', 'billing_city'], 'Town is not suggested for city');
});

test('a saved mapping whose source column is gone: reported, and MAPPING_INCOMPLETE names it when the target is required', () => {
  assert.throws(
    () => resolveMapping(headers, sample, tdm, {
      mode: 'EXACT',
      mappings: [
        { source_columns: ['First', 'Last'], target_column: 'full_name' },
        { source_columns: ['Email Address'], target_column: 'email' },
      ],
    }),
    (error: unknown) => {
      assert.ok(error instanceof EngineError);
      assert.equal(error.type, 'MAPPING_INCOMPLETE');
      assert.match(error.message, /"email" \(its saved mapping names "Email Address", which the file does not have\)/);
      assert.deepEqual(error.details?.columns, ['email']);
      assert.deepEqual(error.details?.missing_source_columns, ['Email Address']);
      return true;
    },
  );
  // DEFAULT mode: the matcher may fill the target from another column; the missing name is still reported.
  const report = resolveMapping(headers, sample, tdm, {
    mode: 'DEFAULT',
    mappings: [
      { source_columns: ['First', 'Last'], target_column: 'full_name' },
      { source_columns: ['Email Address'], target_column: 'email' },
      { source_columns: ['Town', 'Zip'], target_column: 'city' },
    ],
  });
  assert.deepEqual(report.missing_source_columns, ['Email Address', 'Zip']);
  assert.deepEqual(report.mappings.find((m) => m.target_column === 'email')?.source_columns, ['E-Mail']);
  assert.equal(report.mappings.find((m) => m.target_column === 'email')?.origin, 'SUGGESTED');
  const city = report.mappings.find((m) => m.target_column === 'city');
  assert.notDeepEqual(city?.source_columns, ['Town', 'Zip'], 'a partly missing join is not used');
});

test('required columns left unmapped → MAPPING_INCOMPLETE listing them all', () => {
  assert.throws(() => resolveMapping(['Remarks'], [['x']], tdm, null), (error: unknown) => {
    assert.ok(error instanceof EngineError && error.type === 'MAPPING_INCOMPLETE');
    assert.match(error.message, /Required TDM columns "full_name", "email" are not mapped/);
    return true;
  });
});

test('saved mappings for unknown targets and duplicate targets are ignored; a formula-only mapping counts as mapped', () => {
  const report = resolveMapping(headers, sample, tdm, {
    mode: 'EXACT',
    mappings: [
      { source_columns: [], target_column: 'full_name', transformations: [{ type: 'HYPER_FORMULA', function: '=CONCATENATE({First}, " ", {Last})' }] },
      { source_columns: ['E-Mail'], target_column: 'email' },
      { source_columns: ['Remarks'], target_column: 'email' },
      { source_columns: ['Remarks'], target_column: 'no_such_column' },
    ],
  });
  assert.deepEqual(report.mappings.map((m) => [m.target_column, m.source_columns]), [['full_name', []], ['email', ['E-Mail']]]);
  assert.ok(report.unmapped_source_columns.includes('Remarks'));
});

test('a real file (vega-datasets la-riots.csv) against a TDM with different names', () => {
  const path = fileURLToPath(new URL('../../../../node_modules/vega-datasets/data/la-riots.csv', import.meta.url));
  const rows = Papa.parse<string[]>(readFileSync(path, 'utf8'), { skipEmptyLines: true }).data;
  const [header, ...data] = rows;
  const victims: TargetDataModel = {
    columns: [
      { key: 'givenName', label: 'Given name', columnType: 'string', validations: [{ validate: 'required' }] },
      { key: 'surname', label: 'Surname', columnType: 'string' },
      { key: 'age_years', label: 'Age', columnType: 'int' },
      { key: 'date_of_death', label: 'Date of death', columnType: 'date' },
      { key: 'lat', label: 'Latitude', columnType: 'float' },
      { key: 'lng', label: 'Longitude', columnType: 'float' },
      { key: 'street_address', label: 'Street address', columnType: 'string' },
    ],
  };
  const report = resolveMapping(header, data.slice(0, 50), victims, { mode: 'DEFAULT', mappings: [] });
  const got = Object.fromEntries(report.mappings.map((m) => [m.target_column, m.source_columns[0]]));
  assert.deepEqual(got, {
    givenName: 'first_name', surname: 'last_name', age_years: 'age', date_of_death: 'death_date',
    lat: 'latitude', lng: 'longitude', street_address: 'address',
  });
  for (const m of report.mappings) assert.ok((m.confidence ?? 0) >= 0.6 && (m.confidence ?? 0) <= 1);
});
