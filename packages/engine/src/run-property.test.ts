/**
 * runImport end to end on generated input (property, fast-check): random delimited text (any
 * delimiter and line ending, quoted cells, any code point), a random valid TDM (every column type,
 * rules, options, output formats), a random valid configuration (SMART or STATIC header, DEFAULT or
 * EXACT mappings with formulas and option mappings, thresholds, invalid_rows, developer mode), any
 * output format, with or without cleanings → always a report, never an exception; a SUCCESSFUL
 * JSON output parses and holds the rows the report counts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { runImport } from './run.ts';
import { COLUMN_TYPES } from './types.ts';

const dir = mkdtempSync(join(tmpdir(), 'ferry-run-property-'));
test.after(() => rmSync(dir, { recursive: true, force: true }));

const cellText = fc.oneof(fc.string({ maxLength: 8 }), fc.string({ unit: 'binary', maxLength: 6 }), fc.constantFrom('', '1', '1,5', '1.234,56', '2024-01-02', '02.03.2024', '12/01/2020', 'x@y.z', 'TRUE', 'ja', 'DE', 'EUR', 'DE89370400440532013000', '4006381333931', '+49 30 123456', 'http://a.b', '50%', '=1+1', '"q"', 'Total', '1e400', '-0'));
const sep = fc.constantFrom(',', ';', '\t', '|');
const csv = fc.tuple(sep, fc.array(fc.array(cellText, { minLength: 0, maxLength: 6 }), { minLength: 0, maxLength: 12 }), fc.constantFrom('\n', '\r\n', '\r')).map(([s, rows, nl]) =>
  rows.map((r) => r.map((c) => (/[",;\t|\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(s)).join(nl));
const headerNames = ['Name', 'E-mail', 'Amount', 'Date', 'Country', 'Flag', 'Code'];
const column = fc.record({
  key: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
  label: fc.constantFrom(...headerNames),
  columnType: fc.constantFrom(...COLUMN_TYPES),
  validations: fc.array(fc.oneof(
    fc.constant({ validate: 'required' }), fc.constant({ validate: 'unique' }), fc.constant({ validate: 'regex', regex: '^[a-z]+$' }),
    fc.constantFrom('a', 'b').map((k) => ({ validate: 'required_with', columns: [k] })),
  ), { maxLength: 2 }),
  outputFormat: fc.option(fc.constantFrom('DD.MM.YYYY', 'YYYY-MM-DDTHH:mm', 'HH:mm'), { nil: undefined }),
  optionConfiguration: fc.option(fc.constant({ options: [{ label: 'Yes', value: 'Y' }, { label: 'No', value: 'N', alternativeMatches: ['nein'] }] }), { nil: undefined }),
});
const tdm = fc.uniqueArray(column, { minLength: 1, maxLength: 5, selector: (c) => c.key }).map((columns) => ({
  name: 'T',
  columns: columns.map((c) => {
    const out: Record<string, unknown> = { key: c.key, label: c.label, columnType: c.columnType };
    out.validations = c.validations.filter((v) => !('columns' in v) || (v.columns![0] !== c.key && columns.some((o) => o.key === v.columns![0])));
    if (c.columnType === 'category') out.optionConfiguration = c.optionConfiguration ?? { options: [{ label: 'Yes', value: 'Y' }] };
    if (['date', 'datetime', 'time'].includes(c.columnType) && c.outputFormat) out.outputFormat = c.outputFormat;
    return out;
  }),
}));
const configuration = fc.record({
  header_config: fc.oneof(fc.constant({ type: 'SMART' }), fc.nat({ max: 14 }).map((i) => ({ type: 'STATIC', row_index: i }))),
  mapping_config: fc.record({
    mode: fc.constantFrom('DEFAULT', 'EXACT'),
    mappings: fc.array(fc.record({
      source_columns: fc.array(fc.oneof(fc.constantFrom(...headerNames), cellText), { minLength: 1, maxLength: 2 }),
      target_column: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
      transformations: fc.array(fc.oneof(
        fc.constantFrom('=UPPER({value})', '=ROUND({value}*1.19,2)', '=IF({value}="","-",{value})', '=DATE(2024,1,{value})', '=TEXT({value},"0.00")').map((f) => ({ type: 'HYPER_FORMULA', function: f })),
        fc.constant({ type: 'OPTION_MAPPING', function: '{"ja":"Yes","nein":"No"}' }),
      ), { maxLength: 2 }),
    }), { maxLength: 3 }),
  }),
  error_config: fc.record({ error_threshold: fc.integer({ min: 0, max: 100 }), invalid_rows: fc.constantFrom('EXCLUDE', 'INCLUDE') }),
  developer_mode: fc.boolean(),
});
const format = fc.constantFrom('CSV', 'TSV', 'JSON', 'XML', 'XLSX');

test('runImport answers generated files, TDMs and configurations with a report (property)', async () => {
  const outcomes = new Set<string>();
  let i = 0;
  await fc.assert(
    fc.asyncProperty(csv, tdm, configuration, format, fc.boolean(), async (text, t, c, f, cleanings) => {
      const input = join(dir, `in${i++ % 4}.csv`);
      const output = join(dir, `out.${f.toLowerCase()}`);
      writeFileSync(input, text);
      const report = await runImport({
        input: { path: input, fileName: 'in.csv' },
        tdm: t as never,
        configuration: c as never,
        output: { format: f as never, path: output },
        cellErrors: { path: join(dir, 'errors.ndjson') },
        cleanings: cleanings ? { '2': { a: 'fixed', b: null } } : undefined,
      });
      assert.ok(report.status === 'SUCCESSFUL' || report.status === 'FAILED');
      outcomes.add(report.status === 'SUCCESSFUL' ? 'SUCCESSFUL' : report.error!.type);
      if (report.status === 'SUCCESSFUL' && f === 'JSON') {
        const rows = JSON.parse(readFileSync(output, 'utf8')) as unknown[];
        assert.equal(rows.length, report.output!.rows);
      }
    }),
    { numRuns: 200 },
  );
  // The generator reaches success and the main failure kinds, not only one of them.
  for (const o of ['SUCCESSFUL', 'MAPPING_INCOMPLETE', 'HEADER_NOT_FOUND']) assert.ok(outcomes.has(o), `${o} among ${[...outcomes].join(', ')}`);
});
