/**
 * Pipeline rules in a run: after the mapping's transformations, before fixes and validation; what
 * each kind does, the cells each changed, a rule that cannot run skipped with its reason, and the
 * rule steps in a cell's lineage.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { runImport } from '../run.ts';
import type { PipelineConfiguration, PipelineRule, RunReport, TargetDataModel } from '../types.ts';
import { cellLineage } from '../grid/lineage.ts';
import { fileSource, GridStore } from '../grid/store-reader.ts';

const tmp = mkdtempSync(join(tmpdir(), 'ferry-rules-'));
after(() => rmSync(tmp, { recursive: true, force: true }));
let n = 0;

const TDM: TargetDataModel = {
  name: 'Airports',
  columns: [
    { key: 'code', label: 'Code', columnType: 'string', validations: [{ validate: 'regex', regex: '^[A-Z]{3}$' }] },
    { key: 'name', label: 'Name', columnType: 'string' },
    {
      key: 'country', label: 'Country', columnType: 'category',
      optionConfiguration: { options: [{ label: 'Germany', value: 'DE' }, { label: 'Northern Mariana Islands', value: 'MP' }, { label: 'Namibia', value: 'NA' }] },
    },
    { key: 'city', label: 'City', columnType: 'string', validations: [{ validate: 'required' }] },
  ],
};
const CONFIGURATION: PipelineConfiguration = {
  mapping_config: { mode: 'DEFAULT', mappings: [{ source_columns: ['Name'], target_column: 'name', transformations: [{ name: 'trim', type: 'HYPER_FORMULA', function: '=TRIM({value})' }] }] },
  error_config: { error_threshold: 100 },
};
const CSV = [
  'Code,Name,Country,City,Region',
  'fra,  Frankfurt Main ,Germany,Frankfurt,Hesse',
  'SPN,Saipan Intl,N Mariana Islands,Saipan,Pacific',
  'WDH,Hosea Kutako,NA,,Khomas',
  'gum,Guam,n mariana islands,Hagatna,Pacific',
].join('\n');

async function run(rules: PipelineRule[], extra: { grid?: boolean } = {}): Promise<{ report: RunReport; rows: Array<Record<string, unknown>>; grid: string }> {
  const id = n++;
  const input = join(tmp, `in${id}.csv`);
  const output = join(tmp, `out${id}.json`);
  const grid = join(tmp, `grid${id}`);
  writeFileSync(input, CSV);
  const report = await runImport({
    input: { path: input, fileName: 'airports.csv' },
    tdm: TDM,
    configuration: { ...CONFIGURATION, error_config: { error_threshold: 100, invalid_rows: 'INCLUDE' } },
    output: { format: 'JSON', path: output },
    rules,
    ...(extra.grid ? { grid: { path: grid } } : {}),
  });
  return { report, rows: JSON.parse(readFileSync(output, 'utf8')) as Array<Record<string, unknown>>, grid };
}

describe('pipeline rules', () => {
  test('VALUE_REPLACEMENT, OPTION_MAPPING and HYPER_FORMULA, in order, after the transformations', async () => {
    const { report, rows } = await run([
      { id: 'r1', column: 'code', type: 'HYPER_FORMULA', formula: '=UPPER({value})' },
      { id: 'r2', column: 'country', type: 'OPTION_MAPPING', mapping: { 'N Mariana Islands': 'Northern Mariana Islands' } },
      { id: 'r3', column: 'city', type: 'VALUE_REPLACEMENT', from: '', to: 'Windhoek' },
      { id: 'r4', column: 'name', type: 'VALUE_REPLACEMENT', from: 'frankfurt main', to: 'Frankfurt am Main', match_case: false },
      { id: 'r5', column: 'name', type: 'HYPER_FORMULA', formula: '=CONCATENATE({value}, " (", {Region}, ")")' },
    ]);
    assert.equal(report.status, 'SUCCESSFUL', JSON.stringify(report.sample_errors));
    assert.deepEqual(rows.map((r) => r.code), ['FRA', 'SPN', 'WDH', 'GUM']);
    // The mapping is matched ignoring case and spaces; the target label resolves to the option's value.
    assert.deepEqual(rows.map((r) => r.country), ['DE', 'MP', 'NA', 'MP']);
    assert.equal(rows[2]!.city, 'Windhoek');
    // The transformation (TRIM) ran first: the rule saw "Frankfurt Main".
    assert.deepEqual(rows.map((r) => r.name), ['Frankfurt am Main (Hesse)', 'Saipan Intl (Pacific)', 'Hosea Kutako (Khomas)', 'Guam (Pacific)']);
    assert.deepEqual(report.rules, [
      { id: 'r1', column: 'code', type: 'HYPER_FORMULA', cells_changed: 2 },
      { id: 'r2', column: 'country', type: 'OPTION_MAPPING', cells_changed: 2 },
      { id: 'r3', column: 'city', type: 'VALUE_REPLACEMENT', cells_changed: 1 },
      { id: 'r4', column: 'name', type: 'VALUE_REPLACEMENT', cells_changed: 1 },
      { id: 'r5', column: 'name', type: 'HYPER_FORMULA', cells_changed: 4 },
    ]);
  });

  test('no rule: the same output as without rules; a rule that cannot run is skipped and says why', async () => {
    const without = await run([]);
    assert.equal(without.report.rules, undefined);
    assert.equal(without.report.stats.erroneous_cells, 5);
    const { report, rows } = await run([
      { id: 'gone', column: 'altitude', type: 'VALUE_REPLACEMENT', from: 'x', to: 'y' },
      { id: 'missing', column: 'name', type: 'HYPER_FORMULA', formula: '={Terminal}' },
      { id: 'ok', column: 'code', type: 'VALUE_REPLACEMENT', from: 'fra', to: 'FRA' },
    ]);
    assert.deepEqual(report.rules?.map((r) => [r.id, r.cells_changed, r.skipped === undefined]), [['gone', 0, false], ['missing', 0, false], ['ok', 1, true]]);
    assert.match(report.rules![0]!.skipped!, /column "altitude" is not in the target data model/);
    assert.match(report.rules![1]!.skipped!, /Terminal/);
    assert.equal(rows[0]!.code, 'FRA');
    assert.equal(report.stats.erroneous_cells, 4);
  });

  test('a formula error fails the cell as a transformation does; the cell\'s lineage shows each rule', async () => {
    const { report, grid } = await run([
      { id: 'up', column: 'code', type: 'HYPER_FORMULA', formula: '=UPPER({value})' },
      { id: 'bad', column: 'city', type: 'HYPER_FORMULA', formula: '=1/0' },
      { id: 'mp', column: 'country', type: 'OPTION_MAPPING', mapping: { 'n mariana islands': 'MP' } },
    ], { grid: true });
    assert.equal(report.errors_by_column.city, 4);
    assert.equal(report.sample_errors.find((e) => e.column === 'city')?.rule, 'transformation');
    const store = await GridStore.open(await fileSource(grid));
    try {
      const code = await cellLineage(store, TDM, 2, 'code');
      assert.deepEqual(code.steps, [
        { kind: 'RULE', name: 'HYPER_FORMULA', detail: '=UPPER({value})', rule_id: 'up', value: 'FRA' },
        { kind: 'TYPE', name: 'string', detail: 'then regex', value: 'FRA' },
      ]);
      const city = await cellLineage(store, TDM, 2, 'city');
      assert.equal(city.steps.length, 1);
      assert.equal(city.steps[0]!.kind, 'RULE');
      assert.equal(city.steps[0]!.value, null);
      assert.match(city.steps[0]!.message!, /#DIV\/0!/);
      assert.equal(city.final.valid, false);
      const country = await cellLineage(store, TDM, 5, 'country');
      assert.deepEqual(country.source?.text, 'n mariana islands');
      assert.deepEqual(country.steps[0], { kind: 'RULE', name: 'OPTION_MAPPING', detail: '"n mariana islands" → "MP"', rule_id: 'mp', value: 'MP' });
    } finally {
      await store.close();
    }
  });
});
