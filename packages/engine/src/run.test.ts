/**
 * End-to-end runs of real files through runImport: the report, the output read back with an
 * independent parser, the cell-error stream, and the outcome rules.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';
import * as XLSX from '@e965/xlsx';
import { runImport } from './run.ts';
import type { CellError, OutputFormat, PipelineConfiguration, Progress, RunReport, TargetDataModel } from './types.ts';

const dir = mkdtempSync(join(tmpdir(), 'ferry-run-'));
test.after(() => rmSync(dir, { recursive: true, force: true }));
const airports = fileURLToPath(new URL('../../../node_modules/vega-datasets/data/airports.csv', import.meta.url));

const airportTdm: TargetDataModel = {
  name: 'Airports',
  columns: [
    { key: 'code', label: 'IATA code', columnType: 'string', validations: [{ validate: 'required' }, { validate: 'unique' }] },
    { key: 'name', label: 'Name', columnType: 'string', validations: [{ validate: 'required' }] },
    { key: 'city', label: 'City', columnType: 'string' },
    { key: 'state', label: 'State', columnType: 'string', validations: [{ validate: 'regex', regex: '^[A-Z]{2}$', errorMessage: 'two capital letters' }] },
    { key: 'country', label: 'Country', columnType: 'country_code_alpha_3' },
    { key: 'latitude', label: 'Latitude', columnType: 'float' },
    { key: 'longitude', label: 'Longitude', columnType: 'float' },
  ],
};
const airportMapping: PipelineConfiguration['mapping_config'] = { mode: 'DEFAULT', mappings: [{ source_columns: ['iata'], target_column: 'code' }] };

/** The descriptors of this process open on `path` (Linux: /proc/self/fd); [] where /proc is missing. */
function openOn(path: string): string[] {
  let fds: string[];
  try {
    fds = readdirSync('/proc/self/fd');
  } catch {
    return [];
  }
  return fds.filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`) === path;
    } catch {
      return false; // closed meanwhile (the listing's own descriptor)
    }
  });
}

let fileCount = 0;
function file(name: string, content: string | Buffer): string {
  const path = join(dir, `${++fileCount}-${name}`);
  writeFileSync(path, content);
  return path;
}

interface Run {
  report: RunReport;
  output: string;
  errors: CellError[];
}

async function run(input: string, tdm: TargetDataModel, configuration: PipelineConfiguration = {}, extra: { format?: OutputFormat; cleanings?: Record<string, Record<string, string | null>>; signal?: AbortSignal; onProgress?: (p: Progress) => void; maxRows?: number; uniqueMemoryBytes?: number; escapeFormulas?: boolean } = {}): Promise<Run> {
  const format = extra.format ?? 'CSV';
  const output = join(dir, `out-${++fileCount}.${format.toLowerCase()}`);
  const errorsPath = `${output}.errors.ndjson`;
  const report = await runImport({
    input: { path: input, fileName: input.split('/').pop()! },
    tdm,
    configuration,
    output: { format, path: output, ...(extra.escapeFormulas === undefined ? {} : { escapeFormulas: extra.escapeFormulas }) },
    cellErrors: { path: errorsPath },
    cleanings: extra.cleanings,
    signal: extra.signal,
    onProgress: extra.onProgress,
    limits: extra.maxRows || extra.uniqueMemoryBytes ? { ...(extra.maxRows ? { maxRows: extra.maxRows } : {}), ...(extra.uniqueMemoryBytes ? { uniqueMemoryBytes: extra.uniqueMemoryBytes } : {}) } : undefined,
  });
  let errors: CellError[] = [];
  try {
    errors = readFileSync(errorsPath, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as CellError);
  } catch { /* a run that failed before the stream opened */ }
  return { report, output, errors };
}

function readCsv(path: string): string[][] {
  return Papa.parse<string[]>(readFileSync(path, 'utf8'), { skipEmptyLines: true }).data;
}

test('a real file end to end: header, mapping, typing, errors, output', async () => {
  const progress: Progress[] = [];
  const { report, output, errors } = await run(airports, airportTdm, { mapping_config: airportMapping, error_config: { error_threshold: 5 } }, { onProgress: (p) => progress.push(p) });
  assert.equal(report.status, 'SUCCESSFUL', JSON.stringify(report.error));
  assert.equal(report.input?.format, 'CSV');
  assert.equal(report.input?.delimiter, ',');
  assert.equal(report.header?.row_index, 0);
  assert.deepEqual(report.header?.columns, ['iata', 'name', 'city', 'state', 'country', 'latitude', 'longitude']);
  const mapped = Object.fromEntries(report.mapping!.mappings.map((m) => [m.target_column, [m.source_columns[0], m.origin]]));
  assert.deepEqual(mapped, {
    code: ['iata', 'SAVED'], name: ['name', 'SUGGESTED'], city: ['city', 'SUGGESTED'], state: ['state', 'SUGGESTED'],
    country: ['country', 'SUGGESTED'], latitude: ['latitude', 'SUGGESTED'], longitude: ['longitude', 'SUGGESTED'],
  });

  const source = readCsv(airports);
  const s = report.stats;
  assert.equal(s.rows, source.length - 1);
  assert.equal(s.cells, s.rows * 7);
  assert.ok(s.erroneous_cells > 0, 'some countries are not ISO countries ("N Mariana Islands")');
  assert.equal(errors.length, s.erroneous_cells, 'one NDJSON line per erroneous cell');
  assert.equal(s.output_rows, s.rows - s.invalid_rows, 'invalid rows are left out by default');
  assert.equal(s.error_percentage, (s.erroneous_cells / s.cells) * 100);
  assert.ok(errors.every((e) => e.column === 'country' && e.rule === 'type:country_code_alpha_3'), JSON.stringify(errors));
  assert.deepEqual(errors.map((e) => e.row), [...errors.map((e) => e.row)].sort((a, b) => a - b), 'errors in row order');
  assert.equal(Object.values(report.errors_by_column).reduce((a, b) => a + b, 0), s.erroneous_cells);
  assert.deepEqual(report.sample_errors, errors.slice(0, 100));

  const out = readCsv(output);
  assert.deepEqual(out[0], ['code', 'name', 'city', 'state', 'country', 'latitude', 'longitude']);
  assert.equal(out.length - 1, s.output_rows);
  assert.equal(report.output?.rows, s.output_rows);
  assert.deepEqual(out[1], ['00M', 'Thigpen', 'Bay Springs', 'MS', 'USA', '31.95376472', '-89.23450472']);
  const written = new Set(out.map((r) => r[0]));
  for (const e of errors) {
    assert.equal(source[e.row - 1][4], e.value, 'row numbers point at the source record');
    assert.ok(!written.has(source[e.row - 1][0]), `row ${e.row} is not in the output`);
  }
  assert.ok(written.has('BTR'), 'valid rows are');

  assert.ok(progress.length >= 1);
  assert.equal(progress.at(-1)!.rowsRead, source.length);
  assert.ok(report.duration_ms >= 0);
});

test('a messy export: title and blank rows above, totals below, blank rows inside', async () => {
  const csv = [
    'Customer export,,,',
    'Generated by ACME ERP,,,',
    ',,,',
    'Name,E-Mail,Signup,Amount',
    'Ada Lovelace,ada@example.com,2024-01-03,120.50',
    ',,,',
    'Alan Turing,alan@example.org,2024-01-04,99',
    'Grace Hopper,grace@example.net,2024-02-10,1200',
    ',,,',
    'Total,,,1419.50',
    'Generated on 2024-05-01 by ACME ERP,,,',
  ].join('\r\n');
  const tdm: TargetDataModel = {
    columns: [
      { key: 'name', label: 'Name', columnType: 'string', validations: [{ validate: 'required' }] },
      { key: 'email', label: 'Email', columnType: 'email', validations: [{ validate: 'required' }] },
      { key: 'signup', label: 'Signup date', columnType: 'date', outputFormat: 'DD.MM.YYYY' },
      { key: 'amount', label: 'Amount', columnType: 'float' },
    ],
  };
  const { report, output } = await run(file('messy.csv', csv), tdm);
  assert.equal(report.status, 'SUCCESSFUL', JSON.stringify(report.error));
  assert.equal(report.header?.row_number, 4);
  assert.match(report.header!.reason, /Row 4 looks like the header/);
  assert.equal(report.header?.footer_rows_skipped, 2);
  assert.equal(report.stats.rows, 3);
  assert.equal(report.stats.blank_rows_skipped, 2);
  assert.deepEqual(readCsv(output), [
    ['name', 'email', 'signup', 'amount'],
    ['Ada Lovelace', 'ada@example.com', '03.01.2024', '120.5'],
    ['Alan Turing', 'alan@example.org', '04.01.2024', '99'],
    ['Grace Hopper', 'grace@example.net', '10.02.2024', '1200'],
  ]);
});

const people: TargetDataModel = {
  columns: [
    { key: 'name', label: 'Name', columnType: 'string', validations: [{ validate: 'required' }] },
    { key: 'email', label: 'Email', columnType: 'email' },
  ],
};
/** 10 rows × 2 columns = 20 cells; `bad` e-mails are invalid. */
function peopleCsv(bad: number, rows = 10): string {
  const lines = ['Name,Email'];
  for (let i = 0; i < rows; i++) lines.push(`Person ${i},${i < bad ? `not-an-email-${i}` : `p${i}@example.com`}`);
  return lines.join('\n');
}

test('threshold: none means 0 (any error fails); equal fails; just above passes; 100 fails only when every cell is bad', async () => {
  const twoBad = file('two-bad.csv', peopleCsv(2)); // 2 of 20 cells = 10%
  const cases: Array<[PipelineConfiguration['error_config'], RunReport['status']]> = [
    [undefined, 'FAILED'],
    [{ error_threshold: 0 }, 'FAILED'],
    [{ error_threshold: 10 }, 'FAILED'],
    [{ error_threshold: 10.01 }, 'SUCCESSFUL'],
    [{ error_threshold: 100 }, 'SUCCESSFUL'],
  ];
  for (const [error_config, status] of cases) {
    const { report } = await run(twoBad, people, { error_config });
    assert.equal(report.status, status, `threshold ${JSON.stringify(error_config)}`);
    assert.equal(report.stats.erroneous_cells, 2);
    assert.equal(report.stats.error_percentage, 10);
    if (status === 'FAILED') {
      assert.equal(report.error?.type, 'ERROR_THRESHOLD_EXCEEDED');
      assert.match(report.error!.message, /10% of cells are erroneous \(2 of 20\)/);
      assert.equal(report.stats.rows, 10, 'a failed run still counts every row');
    }
  }
  const clean = await run(file('clean.csv', peopleCsv(0)), people, { error_config: { error_threshold: 0 } });
  assert.equal(clean.report.status, 'SUCCESSFUL', 'no erroneous cell passes even threshold 0');

  const allBad = 'Name,Email\n,x\n,y\n';
  const { report } = await run(file('all-bad.csv', allBad), people, { error_config: { error_threshold: 100 } });
  assert.equal(report.stats.error_percentage, 100);
  assert.equal(report.status, 'FAILED');
});

test('invalid_rows INCLUDE writes invalid rows with erroneous cells as their original text', async () => {
  const input = file('include.csv', peopleCsv(2, 4));
  const excluded = await run(input, people, { error_config: { error_threshold: 50 } });
  assert.deepEqual(readCsv(excluded.output).map((r) => r[0]), ['name', 'Person 2', 'Person 3']);
  const included = await run(input, people, { error_config: { error_threshold: 50, invalid_rows: 'INCLUDE' } });
  assert.equal(included.report.status, 'SUCCESSFUL');
  assert.equal(included.report.stats.output_rows, 4);
  assert.equal(included.report.stats.invalid_rows, 2);
  assert.deepEqual(readCsv(included.output), [
    ['name', 'email'],
    ['Person 0', 'not-an-email-0'],
    ['Person 1', 'not-an-email-1'],
    ['Person 2', 'p2@example.com'],
    ['Person 3', 'p3@example.com'],
  ]);
});

test('cleanings fix cells: the fixed run re-validates and succeeds', async () => {
  const input = file('fix.csv', peopleCsv(2, 5));
  const first = await run(input, people);
  assert.equal(first.report.status, 'FAILED');
  assert.deepEqual(first.errors.map((e) => [e.row, e.column]), [[2, 'email'], [3, 'email']]);
  const stillBad = await run(input, people, {}, { cleanings: { 2: { email: 'ada@example.com' }, 3: { email: 'still wrong' } } });
  assert.equal(stillBad.report.stats.erroneous_cells, 1, 'a cleaned value is validated too');
  assert.equal(stillBad.errors[0].value, 'still wrong');
  const fixed = await run(input, people, {}, { cleanings: { 2: { email: 'ada@example.com' }, 3: { email: null }, 99: { email: 'x' }, 4: { nope: 'x' } } });
  assert.equal(fixed.report.status, 'SUCCESSFUL', JSON.stringify(fixed.report.error));
  assert.deepEqual(readCsv(fixed.output).slice(1, 3), [['Person 0', 'ada@example.com'], ['Person 1', '']]);
});

test('developer_mode writes at most 100 rows but validates the whole file', async () => {
  const { report, output } = await run(file('dev.csv', peopleCsv(3, 250)), people, { developer_mode: true, error_config: { error_threshold: 5 } });
  assert.equal(report.stats.rows, 250);
  assert.equal(report.stats.erroneous_cells, 3);
  assert.equal(report.stats.output_rows, 100);
  assert.equal(readCsv(output).length, 101);
});

test('whole-file failures become FAILED reports with the right error type', async () => {
  const expectFailure = async (label: string, r: Promise<Run>, type: string, message?: RegExp): Promise<RunReport> => {
    const { report } = await r;
    assert.equal(report.status, 'FAILED', label);
    assert.equal(report.error?.type, type, `${label}: ${JSON.stringify(report.error)}`);
    if (message) assert.match(report.error!.message, message, label);
    return report;
  };
  await expectFailure('zero bytes', run(file('empty.csv', ''), people), 'EMPTY_FILE');
  await expectFailure('only blank rows', run(file('blank.csv', ',\n,,\n\n'), people), 'EMPTY_FILE');
  await expectFailure('header only', run(file('header-only.csv', 'Name,Email\n'), people), 'EMPTY_FILE', /no data rows/);
  await expectFailure('binary', run(file('image.csv', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 1, 2, 3])), people), 'INVALID_FILE');
  const input = file('people.csv', peopleCsv(0));
  await expectFailure('static header beyond the file', run(input, people, { header_config: { type: 'STATIC', row_index: 500 } }), 'HEADER_NOT_FOUND');
  const tdmReport = await expectFailure('bad TDM', run(input, { columns: [{ key: 'a', label: 'A', columnType: 'nonsense' as never }] }), 'TDM_INVALID');
  assert.ok(Array.isArray(tdmReport.error?.details?.problems));
  await expectFailure('required column unmapped', run(input, { columns: [{ key: 'iban', label: 'IBAN', columnType: 'iban', validations: [{ validate: 'required' }] }] }), 'MAPPING_INCOMPLETE', /"iban"/);
  await expectFailure('saved source missing', run(input, people, { mapping_config: { mode: 'EXACT', mappings: [{ source_columns: ['Full Name'], target_column: 'name' }] } }), 'MAPPING_INCOMPLETE', /"Full Name"/);
  await expectFailure('too many rows', run(file('many.csv', peopleCsv(0, 30)), people, {}, { maxRows: 20 }), 'LIMIT_EXCEEDED');
  await expectFailure('a record without a line break', run(file('one-line.csv', `Name,Email\nAda,${'a'.repeat(2_000_000)}`), people), 'LIMIT_EXCEEDED', /^The cell in row 2, column 2 holds more than 32767 characters/);
  await expectFailure('bad formula', run(input, people, { mapping_config: { mode: 'DEFAULT', mappings: [{ source_columns: ['Name'], target_column: 'name', transformations: [{ type: 'HYPER_FORMULA', function: '=CONCATENATE({Name}, ' }] }] } }), 'TRANSFORMATION_INVALID');
  const aborted = new AbortController();
  aborted.abort();
  await expectFailure('aborted before start', run(input, people, {}, { signal: aborted.signal }), 'ABORTED');
});

test('an abort during the run stops it with ABORTED', async () => {
  const controller = new AbortController();
  const input = file('long.csv', peopleCsv(0, 20_000));
  const { report } = await run(input, people, {}, {
    signal: controller.signal,
    onProgress: (p) => { if (p.rowsRead > 0) controller.abort(); },
  });
  assert.equal(report.status, 'FAILED');
  assert.equal(report.error?.type, 'ABORTED');
  assert.ok(report.stats.rows < 20_000);
  assert.deepEqual(openOn(input), [], 'the input file is closed when the run ends');
});

test('JSON records: the synthetic header is used as is; outputs in every format read back', async () => {
  const records = Array.from({ length: 5 }, (_, i) => ({ name: `Person ${i}`, contact: { email: `p${i}@example.com` } }));
  const input = file('people.json', JSON.stringify(records));
  const json = await run(input, people, {}, { format: 'JSON' });
  assert.equal(json.report.status, 'SUCCESSFUL', JSON.stringify(json.report.error));
  assert.equal(json.report.input?.format, 'JSON');
  assert.deepEqual(json.report.header?.columns, ['name', 'contact.email']);
  assert.equal(json.report.header?.footer_rows_skipped, 0);
  assert.deepEqual(JSON.parse(readFileSync(json.output, 'utf8')), records.map((r) => ({ name: r.name, email: r.contact.email })));

  const xlsx = await run(input, people, {}, { format: 'XLSX' });
  const sheet = XLSX.read(readFileSync(xlsx.output)).Sheets.Data;
  assert.deepEqual(XLSX.utils.sheet_to_json(sheet), records.map((r) => ({ name: r.name, email: r.contact.email })));
  assert.equal(xlsx.report.output?.format, 'XLSX');
  assert.ok((xlsx.report.output?.bytes ?? 0) > 0);
});

test('transformations run before validation; a cleaning replaces a failed transformed cell and is not transformed again', async () => {
  const tdm: TargetDataModel = {
    columns: [
      { key: 'name', label: 'Name', columnType: 'string', validations: [{ validate: 'required' }] },
      { key: 'per_unit', label: 'Per unit', columnType: 'float' },
    ],
  };
  const configuration: PipelineConfiguration = {
    mapping_config: {
      mode: 'EXACT',
      mappings: [
        { source_columns: ['first', 'last'], target_column: 'name', transformations: [{ type: 'HYPER_FORMULA', function: '=PROPER({value})' }] },
        { source_columns: ['units'], target_column: 'per_unit', transformations: [{ name: 'share', type: 'HYPER_FORMULA', function: '=100/{value}' }] },
      ],
    },
  };
  const input = file('transform.csv', 'first,last,units\nada,LOVELACE,4\nalan,turing,0\n');
  const first = await run(input, tdm, configuration);
  assert.equal(first.report.status, 'FAILED');
  assert.deepEqual(first.errors.map((e) => [e.row, e.column, e.rule]), [[3, 'per_unit', 'transformation']]);
  const fixed = await run(input, tdm, configuration, { cleanings: { 3: { per_unit: '12.5' } } });
  assert.equal(fixed.report.status, 'SUCCESSFUL', JSON.stringify(fixed.errors));
  assert.deepEqual(readCsv(fixed.output), [['name', 'per_unit'], ['Ada Lovelace', '25'], ['Alan Turing', '12.5']]);
});

test('XLSX input: sheet chosen by name, title rows skipped, typed cells; a missing sheet fails', async () => {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([['Read me first'], ['This workbook holds the customer list.']]), 'Notes');
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([
    ['Customer list Q1'],
    [],
    ['Name', 'E-Mail', 'Since', 'Orders'],
    ['Ada Lovelace', 'ada@example.com', new Date(Date.UTC(2023, 4, 17)), 12],
    ['Alan Turing', 'alan@example.org', new Date(Date.UTC(2024, 0, 2)), 3],
  ], { cellDates: true }), 'Customers');
  const input = file('customers.xlsx', XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
  const tdm: TargetDataModel = {
    columns: [
      { key: 'name', label: 'Name', columnType: 'string', validations: [{ validate: 'required' }] },
      { key: 'email', label: 'Email', columnType: 'email' },
      { key: 'since', label: 'Customer since', columnType: 'date', outputFormat: 'DD.MM.YYYY' },
      { key: 'orders', label: 'Orders', columnType: 'int' },
    ],
  };
  const { report, output } = await run(input, tdm, { sheet_config: { selection_type: 'NAME', sheet_name: 'Customers' } }, { format: 'JSON' });
  assert.equal(report.status, 'SUCCESSFUL', JSON.stringify(report.error));
  assert.equal(report.input?.format, 'XLSX');
  assert.deepEqual(report.input?.sheets, ['Notes', 'Customers']);
  assert.deepEqual(report.input?.sheet, { index: 1, name: 'Customers' });
  assert.equal(report.header?.row_number, 3);
  assert.deepEqual(JSON.parse(readFileSync(output, 'utf8')), [
    { name: 'Ada Lovelace', email: 'ada@example.com', since: '17.05.2023', orders: 12 },
    { name: 'Alan Turing', email: 'alan@example.org', since: '02.01.2024', orders: 3 },
  ]);
  for (const sheet_config of [{ selection_type: 'NAME' as const, sheet_name: 'customers' }, { selection_type: 'INDEX' as const, sheet_index: 2 }]) {
    const missing = await run(input, tdm, { sheet_config });
    assert.equal(missing.report.error?.type, 'SHEET_NOT_FOUND', JSON.stringify(sheet_config));
  }
});

test('headers named __proto__, constructor and prototype are plain columns (no prototype pollution)', async () => {
  const input = file('proto.csv', '__proto__,constructor,prototype,toString\n{"polluted":1},x,y,z\n');
  const tdm: TargetDataModel = {
    columns: [
      { key: 'proto', label: 'Proto', columnType: 'string' },
      { key: 'ctor', label: 'Ctor', columnType: 'string' },
      { key: 'to_string', label: 'To string', columnType: 'string' },
    ],
  };
  const { report, output } = await run(input, tdm, {
    mapping_config: {
      mode: 'EXACT',
      mappings: [
        { source_columns: ['__proto__'], target_column: 'proto' },
        { source_columns: ['constructor', 'prototype'], target_column: 'ctor' },
        { source_columns: ['toString'], target_column: 'to_string' },
      ],
    },
  }, { cleanings: JSON.parse('{"__proto__": {"proto": "evil"}, "2": {"toString": "x"}}') as Record<string, Record<string, string>> });
  assert.equal(report.status, 'SUCCESSFUL', JSON.stringify(report.error));
  assert.deepEqual(report.header?.columns, ['__proto__', 'constructor', 'prototype', 'toString']);
  assert.deepEqual(readCsv(output), [['proto', 'ctor', 'to_string'], ['{"polluted":1}', 'x y', 'z']]);
  assert.equal(({} as Record<string, unknown>).polluted, undefined);
  assert.equal(Object.getPrototypeOf(report.errors_by_column), Object.prototype);
});

test('csv-spectrum: with a TDM of string columns labelled like the headers, every column maps exactly (the first column was dropped)', async () => {
  const spectrum = fileURLToPath(new URL('../../../node_modules/csv-spectrum/csvs/', import.meta.url));
  const { readdirSync } = await import('node:fs');
  let files = 0;
  for (const name of readdirSync(spectrum)) {
    const path = join(spectrum, name);
    const headers = Papa.parse<string[]>(readFileSync(path, 'utf8').replace(/^\uFEFF/, '')).data[0]!;
    const tdm: TargetDataModel = { columns: headers.map((h, i) => ({ key: `c${i}`, label: h, columnType: 'string' })) };
    const { report } = await run(path, tdm, { mapping_config: { mode: 'DEFAULT', mappings: [] }, error_config: { error_threshold: 100 } });
    assert.equal(report.status, 'SUCCESSFUL', `${name}: ${JSON.stringify(report.error)}`);
    assert.deepEqual(report.mapping?.unmapped_target_columns, [], `${name}: every TDM column is mapped`);
    assert.deepEqual(report.mapping?.unmapped_source_columns, [], `${name}: no input column is ignored`);
    for (const m of report.mapping!.mappings) assert.equal(m.match, 'exact', `${name}: ${m.target_column}`);
    files++;
  }
  assert.ok(files >= 12);
});

test('text is trimmed by default; a string column with trimWhitespace: false keeps it verbatim', async () => {
  const input = file('spaces.csv', 'title,code\n"Professor - Agriculture ",  A1\n"  indented",B2 \n"   ",C3\n');
  const columns = (trim: boolean | undefined): TargetDataModel => ({
    columns: [
      { key: 'title', label: 'title', columnType: 'string', ...(trim === undefined ? {} : { trimWhitespace: trim }) },
      { key: 'code', label: 'code', columnType: 'string' },
    ],
  });
  const trimmed = await run(input, columns(undefined), {}, { format: 'JSON' });
  assert.deepEqual(JSON.parse(readFileSync(trimmed.output, 'utf8')), [
    { title: 'Professor - Agriculture', code: 'A1' },
    { title: 'indented', code: 'B2' },
    { title: null, code: 'C3' },
  ]);
  const verbatim = await run(input, columns(false), {}, { format: 'JSON' });
  assert.deepEqual(JSON.parse(readFileSync(verbatim.output, 'utf8')), [
    { title: 'Professor - Agriculture ', code: 'A1' },
    { title: '  indented', code: 'B2' },
    { title: '   ', code: 'C3' },
  ], 'the title column is verbatim; the code column is still trimmed');
});

test('round trip: a file Ferry writes in any format, read back with the same TDM, gives the same values cell for cell', async () => {
  const tdm: TargetDataModel = {
    name: 'Round trip',
    columns: [
      { key: 'text', label: 'text', columnType: 'string', trimWhitespace: false },
      { key: 'count', label: 'count', columnType: 'int' },
      { key: 'amount', label: 'amount', columnType: 'float' },
      { key: 'paid', label: 'paid', columnType: 'boolean' },
      { key: 'day', label: 'day', columnType: 'date' },
      { key: 'email', label: 'email', columnType: 'email' },
      { key: 'kind', label: 'kind', columnType: 'category', optionConfiguration: { options: [{ label: 'Small', value: 'S' }, { label: 'Large', value: 'L' }] } },
    ],
  };
  const source = file('round-trip.csv', [
    'text,count,amount,paid,day,email,kind',
    '"=1+1",1,-72.637078,true,2024-02-29,ada@example.com,S',
    '"-5",-3,1e-7,false,1999-12-31,grace@example.com,L',
    '"  spaced  ",0,0.1,true,2000-01-01,alan@example.com,S',
    '"line\nbreak, ""quoted"" é 🚢",42,123456789.125,false,2024-01-02,linus@example.com,L',
    '"@home",,,,,,',
  ].join('\n'));
  const first = await run(source, tdm, {}, { format: 'JSON' });
  assert.equal(first.report.status, 'SUCCESSFUL', JSON.stringify(first.report.error));
  const expected = JSON.parse(readFileSync(first.output, 'utf8'));
  assert.equal(expected.length, 5);
  for (const format of ['CSV', 'TSV', 'JSON', 'XML', 'XLSX'] as const) {
    // Escaping off, as for deliveries to machines: an escaped cell is changed on purpose.
    const written = await run(source, tdm, {}, { format, escapeFormulas: false });
    assert.equal(written.report.status, 'SUCCESSFUL', `${format}: ${JSON.stringify(written.report.error)}`);
    const renamed = file(`written.${format.toLowerCase()}`, readFileSync(written.output));
    const back = await run(renamed, tdm, {}, { format: 'JSON' });
    assert.equal(back.report.status, 'SUCCESSFUL', `${format} read back: ${JSON.stringify(back.report.error)}`);
    assert.deepEqual(JSON.parse(readFileSync(back.output, 'utf8')), expected, `${format}: the same values, cell for cell`);
  }
});

test('previewRows: processes only the first data rows, reports their row numbers and the sheet as read, and stops reading', async () => {
  const lines = ['Export of 2026-11', '', 'Name,Amount'];
  for (let i = 1; i <= 5000; i++) lines.push(`Person ${i},${i % 7 === 0 ? 'seven' : i}`);
  const input = file('preview.csv', lines.join('\n') + '\n');
  const out = join(dir, 'preview-out.json');
  let rowsRead = 0;
  const report = await runImport({
    input: { path: input, fileName: 'preview.csv' },
    tdm: { columns: [{ key: 'name', label: 'Name', columnType: 'string' }, { key: 'amount', label: 'Amount', columnType: 'int' }] },
    configuration: { error_config: { error_threshold: 100, invalid_rows: 'INCLUDE' } },
    output: { format: 'JSON', path: out },
    previewRows: 10,
    onProgress: (p) => (rowsRead = Math.max(rowsRead, p.rowsRead)),
  });
  assert.ok(rowsRead < 5003, `read ${rowsRead} of 5,003 rows: only the first batch, not the rest of the file`);
  assert.equal(report.header?.row_number, 3);
  assert.equal(report.stats.rows, 10, 'ten data rows, not 5,000');
  assert.deepEqual(report.preview?.output_row_numbers, [4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  assert.deepEqual(report.preview?.head[0], { row_number: 1, cells: ['Export of 2026-11'] });
  assert.equal(report.preview?.head.length, 30, 'the first 30 rows of the sheet');
  const rows = JSON.parse(readFileSync(out, 'utf8')) as Array<{ name: string; amount: number | string }>;
  assert.equal(rows.length, 10);
  assert.deepEqual(rows[6], { name: 'Person 7', amount: 'seven' }, 'an erroneous cell is kept as read (INCLUDE)');
  assert.equal(report.stats.erroneous_cells, 1);
  assert.deepEqual(openOn(input), [], 'the input file is closed when the preview ends, not left to garbage collection');
});

test('a file without a header row: every row is data, mapped by column letters', async () => {
  const tdm: TargetDataModel = { name: 'Readings', columns: [{ key: 'id', label: 'Id', columnType: 'int' }, { key: 'value', label: 'Value', columnType: 'float' }] };
  const { report, output } = await run(file('no-header.csv', '1001,2.5\n1002,3.5\n1003,4.25\n'), tdm, {
    mapping_config: { mode: 'EXACT', mappings: [{ source_columns: ['A'], target_column: 'id' }, { source_columns: ['B'], target_column: 'value' }] },
  });
  assert.equal(report.status, 'SUCCESSFUL');
  assert.equal(report.header?.row_index, -1);
  assert.equal(report.header?.row_number, 0);
  assert.deepEqual(report.header?.columns, ['A', 'B']);
  assert.deepEqual(Papa.parse(readFileSync(output, 'utf8').trim(), { header: true }).data, [{ id: '1001', value: '2.5' }, { id: '1002', value: '3.5' }, { id: '1003', value: '4.25' }], 'the first row is data');
});

test('a form (a label with a value beside it on each row) is one record: the labels map to the TDM, values typed and validated', async () => {
  const tdm: TargetDataModel = { name: 'Applicants', columns: [
    { key: 'name', label: 'Name', columnType: 'string', validations: [{ validate: 'required' }] },
    { key: 'born', label: 'Born', columnType: 'date' },
    { key: 'children', label: 'Children', columnType: 'int' },
    { key: 'email', label: 'E-mail', columnType: 'email' },
  ] };
  const { report, output, errors } = await run(file('form.csv', 'Application,\n,\nName:,Ada Lovelace\nBorn:,1815-12-10\nChildren:,three\nE-mail:,ada@example.com\n'), tdm, { error_config: { error_threshold: 50, invalid_rows: 'INCLUDE' } });
  assert.equal(report.status, 'SUCCESSFUL', JSON.stringify(report.error));
  assert.equal(report.header?.form_rows, 5);
  assert.equal(report.header?.row_index, -1);
  assert.equal('formRecord' in report.header!, false, 'the record is not part of the report');
  assert.deepEqual(report.header?.columns, ['Application', 'Name', 'Born', 'Children', 'E-mail']);
  assert.equal(report.stats.rows, 1);
  assert.deepEqual(report.mapping?.mappings.map((m) => [m.target_column, m.source_columns]).sort(), [['born', ['Born']], ['children', ['Children']], ['email', ['E-mail']], ['name', ['Name']]]);
  assert.deepEqual(Papa.parse(readFileSync(output, 'utf8').trim(), { header: true }).data, [{ name: 'Ada Lovelace', born: '1815-12-10', children: 'three', email: 'ada@example.com' }]);
  // A bad value is a cell error on the record, numbered by the form's first row.
  assert.deepEqual(errors.map((e) => [e.row, e.column, e.value]), [[1, 'children', 'three']]);
  // STATIC reads the same sheet as a table.
  const table = await run(file('form2.csv', 'Name:,Ada Lovelace\nBorn:,1815-12-10\nChildren:,3\n'), tdm, { header_config: { type: 'STATIC', row_index: 0 } });
  assert.equal(table.report.header?.form_rows, undefined);
  assert.equal(table.report.stats.rows, 2);
  // Longer than the rows looked at: refused in words a person understands.
  const long = Array.from({ length: 120 }, (_, i) => `Field ${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}:,${i % 3 === 0 ? '2024-01-0' + (1 + (i % 9)) : i % 3 === 1 ? String(i) : 'x' + i}`).join('\n');
  const refused = await run(file('long-form.csv', `${long}\n`), tdm);
  assert.equal(refused.report.status, 'FAILED');
  assert.equal(refused.report.error?.type, 'HEADER_NOT_FOUND');
  assert.match(refused.report.error!.message, /looks like a form, not a table.*too long to read as one record/);
});

test('header rows repeated on every printed page are left out and counted', async () => {
  const tdm: TargetDataModel = { name: 'People', columns: [{ key: 'name', label: 'Name', columnType: 'string' }, { key: 'age', label: 'Age', columnType: 'int' }] };
  const page = (from: number) => ['Name,Age', ...Array.from({ length: 3 }, (_, i) => `Person ${from + i},${20 + from + i}`)].join('\n');
  const { report, output } = await run(file('pages.csv', `${page(1)}\n${page(4)}\n\n${page(7)}\n`), tdm);
  assert.equal(report.status, 'SUCCESSFUL');
  assert.equal(report.header?.row_number, 1);
  assert.equal(report.header?.repeated_header_rows_skipped, 2);
  assert.equal(report.stats.erroneous_cells, 0);
  const rows = Papa.parse<Record<string, string>>(readFileSync(output, 'utf8').trim(), { header: true }).data;
  assert.deepEqual(rows.map((r) => r.name), Array.from({ length: 9 }, (_, i) => `Person ${i + 1}`));
});

test('a title block above a list of text rows keeps the data (no EMPTY_FILE)', async () => {
  const tdm: TargetDataModel = { name: 'Members', columns: [{ key: 'first', label: 'First name', columnType: 'string' }, { key: 'last', label: 'Last name', columnType: 'string' }, { key: 'city', label: 'City', columnType: 'string' }] };
  const { report } = await run(file('members.csv', 'Members,,\nAda,Lovelace,London\nAlan,Turing,Wilmslow\nGrace,Hopper,New York\n'), tdm);
  assert.notEqual(report.error?.type, 'EMPTY_FILE');
  assert.ok(report.stats.rows >= 2, `data rows kept: ${report.stats.rows}`);
});

test('unique rules give the same answers when their keys spill to disk (a tiny memory budget)', async () => {
  const tdm: TargetDataModel = { name: 'Keys', columns: [
    { key: 'email', label: 'E-Mail', columnType: 'email', validations: [{ validate: 'unique' }] },
    { key: 'code', label: 'Code', columnType: 'string', validations: [{ validate: 'unique', columns: ['email'] }] },
  ] };
  const lines = ['E-Mail,Code'];
  for (let i = 0; i < 40_000; i++) lines.push(`user${(i * 7919) % 30_000}@example.com,c${i % 3}`);
  const input = file('spill.csv', `${lines.join('\n')}\n`);
  const inMemory = await run(input, tdm, { error_config: { error_threshold: 100 } });
  const before = new Set(readdirSync(tmpdir()).filter((f) => f.startsWith('ferry-unique-')));
  const spilled = await run(input, tdm, { error_config: { error_threshold: 100 } }, { uniqueMemoryBytes: 1 });
  assert.equal(spilled.report.stats.erroneous_cells, inMemory.report.stats.erroneous_cells);
  assert.ok(inMemory.report.stats.erroneous_cells >= 10_000, `duplicates found: ${inMemory.report.stats.erroneous_cells}`);
  assert.deepEqual(spilled.errors, inMemory.errors, 'the same cell errors, with the same first rows');
  assert.equal(readFileSync(spilled.output, 'utf8'), readFileSync(inMemory.output, 'utf8'));
  const after = readdirSync(tmpdir()).filter((f) => f.startsWith('ferry-unique-') && !before.has(f));
  assert.deepEqual(after, [], 'the spilled runs were removed when the run ended');
});
