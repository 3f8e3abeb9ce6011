import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';
import { EngineError, type Row } from '../types.ts';
import { columnLetters, detectHeader } from './detect-header.ts';
import { headerNames } from './header-names.ts';

// Workspace dependencies are hoisted to the repository's node_modules.
const modules = fileURLToPath(new URL('../../../../node_modules/', import.meta.url));
const vega = join(modules, 'vega-datasets', 'data');
const worldCountries = join(modules, 'world-countries', 'dist');

/** Parses CSV text the way a reader yields it: every cell a string, rows as arrays. */
function csv(text: string, delimiter?: string): Row[] {
  return Papa.parse<string[]>(text.replace(/\n+$/, ''), { delimiter, skipEmptyLines: false }).data;
}

function firstRowsOf(path: string, delimiter?: string): Row[] {
  return csv(readFileSync(path, 'utf8'), delimiter).slice(0, 100);
}

test('SMART: real vega-datasets and world-countries files have their header in row 1', () => {
  const files: Array<[string, string[], string?]> = [
    [join(vega, 'airports.csv'), ['iata', 'name', 'city', 'state', 'country', 'latitude', 'longitude']],
    [join(vega, 'seattle-weather.csv'), ['date', 'precipitation', 'temp_max', 'temp_min', 'wind', 'weather']],
    [join(vega, 'github.csv'), ['time', 'count']],
    [join(vega, 'disasters.csv'), ['Entity', 'Year', 'Deaths']],
    [join(vega, 'la-riots.csv'), ['first_name', 'last_name', 'age', 'gender', 'race', 'death_date', 'address', 'neighborhood', 'type', 'longitude', 'latitude']],
    [join(vega, 'zipcodes.csv'), ['zip_code', 'latitude', 'longitude', 'city', 'state', 'county']],
    [join(vega, 'lookup_people.csv'), ['name', 'age', 'height']],
    [join(vega, 'unemployment.tsv'), ['id', 'rate'], '\t'],
  ];
  for (const [path, expected, delimiter] of files) {
    const choice = detectHeader(firstRowsOf(path, delimiter), { type: 'SMART' });
    assert.equal(choice.row_index, 0, path);
    assert.equal(choice.row_number, 1);
    assert.deepEqual(choice.columns, expected, path);
    assert.match(choice.reason, /^Row 1 looks like the header/);
  }
  const countries = detectHeader(firstRowsOf(join(worldCountries, 'countries.csv')), { type: 'SMART' });
  assert.equal(countries.row_index, 0);
  assert.equal(countries.columns[0], 'name.common');
  assert.equal(countries.columns[3], 'cca2');
});

test('SMART: title, blank and note rows above the header are skipped, and the reason says so', () => {
  const airports = readFileSync(join(vega, 'airports.csv'), 'utf8').split('\n').slice(0, 60).join('\n');
  const rows = csv(`Airport export — all US airports\nPrepared by: Ops team,,,,,,\n,,,,,,\n\n${airports}`);
  const choice = detectHeader(rows, { type: 'SMART' });
  assert.equal(choice.row_index, 4);
  assert.equal(choice.columns[0], 'iata');
  assert.match(choice.reason, /Row 5 looks like the header/);
  assert.match(choice.reason, /2 title\/note rows \("Airport export — all US airports"\)/);
  assert.match(choice.reason, /2 blank rows/);
});

test('SMART: in a two-row header the lower row (the column names) is chosen', () => {
  const rows = csv([
    'Customer,,Order,,',
    'Name,E-Mail,Date,Amount,Currency',
    'Ada Lovelace,ada@example.com,2024-01-03,120.50,EUR',
    'Alan Turing,alan@example.org,2024-01-04,99,GBP',
    'Grace Hopper,grace@example.net,2024-02-10,"1,200.00",USD',
  ].join('\n'));
  const choice = detectHeader(rows, { type: 'SMART' });
  assert.equal(choice.row_index, 1);
  assert.deepEqual(choice.columns, ['Name', 'E-Mail', 'Date', 'Amount', 'Currency']);
});

test('SMART: typed spreadsheet cells (numbers, dates) are data, text above them the header', () => {
  const rows: Row[] = [
    ['Sales 2024', null, null],
    [null, null, null],
    ['Region', 'Month', 'Revenue'],
    ['North', new Date(Date.UTC(2024, 0, 1)), 1200.5],
    ['South', new Date(Date.UTC(2024, 0, 1)), 980],
    ['North', new Date(Date.UTC(2024, 1, 1)), 1310],
  ];
  const choice = detectHeader(rows, null);
  assert.equal(choice.row_index, 2);
  assert.deepEqual(choice.columns, ['Region', 'Month', 'Revenue']);
  assert.equal(choice.method, 'SMART', 'SMART is the default');
});

test('SMART: a file without a header has no header row: every row is data, columns A, B, C…', () => {
  const rows = csv('\n1,2.5,2024-01-01\n2,3.5,2024-01-02\n3,4.5,2024-01-03');
  const choice = detectHeader(rows, { type: 'SMART' });
  assert.equal(choice.row_index, -1);
  assert.equal(choice.row_number, 0);
  assert.deepEqual(choice.columns, ['A', 'B', 'C']);
  assert.match(choice.reason, /No row looked like a header.*every row is data.*A, B, C/);
  // Rows that all read like data, text among them: still no header.
  const mixed = csv('1001,Widget,4.50,2024-03-01\n1002,Gadget,12.00,2024-03-02\n1003,Gizmo,7.25,2024-03-05');
  assert.equal(detectHeader(mixed, { type: 'SMART' }).row_index, -1);
});

test('SMART: rows of codes with no header (each cell its own address, like readxl\'s geometry.xlsx) have no header row', () => {
  const rows: Row[] = [[], [], ['', 'B3', 'C3', 'D3'], ['', 'B4', 'C4', 'D4'], ['', 'B5', 'C5', 'D5'], ['', 'B6', 'C6', 'D6']];
  const choice = detectHeader(rows, { type: 'SMART' });
  assert.equal(choice.row_index, -1, 'every row is a record');
  assert.deepEqual(choice.columns, ['A', 'B', 'C', 'D']);
  // Lists of product codes: the same.
  assert.equal(detectHeader(csv('SKU-1001,BIN-12\nSKU-1002,BIN-14\nSKU-1003,BIN-15\nSKU-1004,BIN-17'), { type: 'SMART' }).row_index, -1);
  // A header above codes is still the header (its cells are names, not codes).
  assert.equal(detectHeader(csv('SKU,Bin\nSKU-1001,BIN-12\nSKU-1002,BIN-14\nSKU-1003,BIN-15'), { type: 'SMART' }).row_index, 0);
  // Names with digits above text of another shape: still the header.
  assert.equal(detectHeader(csv('Address 1,Address 2\n12 Main St,Flat 3\n4 High St,Unit 7\n9 Low Rd,Suite 100'), { type: 'SMART' }).row_index, 0);
  // A title above the codes is skipped like any title; the codes are records.
  const titled = detectHeader(csv('Stock list,\nSKU-1001,BIN-12\nSKU-1002,BIN-14\nSKU-1003,BIN-15'), { type: 'SMART' });
  assert.notEqual(titled.row_index, 1, 'the first code row is a record');
});

test('spreadsheet column letters: A … Z, AA … AZ, BA …', () => {
  assert.deepEqual([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnLetters), ['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
});

test('SMART: a row with nothing below it is not the header when rows above it are', () => {
  // A title block of text rows, then a list whose rows are all text: the last row used to win
  // (no evidence below it scored as neutral) and the run failed with EMPTY_FILE.
  const rows = csv('Members,,\nAda,Lovelace,London\nAlan,Turing,Wilmslow\nGrace,Hopper,New York');
  const choice = detectHeader(rows, { type: 'SMART' });
  assert.notEqual(choice.row_index, 3, 'the last row leaves no data');
  const labels = csv('Report,\nRegion,North\nQuarter,Q3');
  assert.notEqual(detectHeader(labels, { type: 'SMART' }).row_index, 2);
  // The only row of a sheet is still its header (the run then reports that no data follows).
  assert.equal(detectHeader(csv('id,name,email'), { type: 'SMART' }).row_index, 0);
});

test('SMART: a whole form (a label with a value beside it on each row) reads as one record whose columns are its labels', () => {
  const form = csv('Name:,Ada Lovelace\nBorn:,1815-12-10\nChildren:,3\nE-mail:,ada@example.com');
  const choice = detectHeader(form, { type: 'SMART' }, true);
  assert.equal(choice.row_index, -1);
  assert.equal(choice.row_number, 0);
  assert.equal(choice.form_rows, 4);
  assert.deepEqual(choice.columns, ['Name', 'Born', 'Children', 'E-mail']);
  assert.deepEqual(choice.formRecord, { row: ['Ada Lovelace', '1815-12-10', '3', 'ada@example.com'], index: 0 });
  assert.match(choice.reason, /reads as a form, not a table.*"Name:" → "Ada Lovelace".*one record/);
  // A two-column table of one kind per column is a table, not a form.
  const pairs = csv('Country,Capital\nFrance,Paris\nGermany,Berlin\nItaly,Rome');
  assert.equal(detectHeader(pairs, { type: 'SMART' }, true).row_index, 0);
  assert.equal(detectHeader(pairs, { type: 'SMART' }, true).form_rows, undefined);
});

test('SMART: a key–value table with a header row ("Setting | Value") is a table, not a form', () => {
  for (const text of ['Setting,Value\nTimeout,30\nStart date,2026-01-05\nOwner,ops@example.com\nRegion,EU', 'Feld,Wert\nTimeout,30\nStart,2026-01-05\nOwner,ops@example.com']) {
    const choice = detectHeader(csv(text), { type: 'SMART' }, true);
    assert.equal(choice.form_rows, undefined, text);
    assert.equal(choice.row_index, 0, choice.reason);
    assert.equal(choice.columns.length, 2);
  }
  // A form's own first row stays a label with its value.
  const form = detectHeader(csv('Name,Ada Lovelace\nBorn,1815-12-10\nChildren,3\nE-mail,ada@example.com'), { type: 'SMART' }, true);
  assert.equal(form.form_rows, 4, form.reason);
});

test('SMART: a form keeps every value: a title, a label without a value, repeated labels, several values, a row without a label', () => {
  const rows: Row[] = [
    ['Order form', null, null],
    [],
    ['Customer:', 'ACME Ltd', null],
    ['Reference:', 'PO-1', null],
    ['Country:', 'GB', null],
    ['Date:', new Date(Date.UTC(2026, 10, 1)), null],
    ['Phone:', '+44 20 7946 0000', '+44 20 7946 0001'],
    ['Phone:', '+44 20 7946 0002', null],
    [null, 1250.5, null],
    ['Signed:', null, null],
    ['Total:', 1250.5, null],
    ['Notes:', 'Deliver before noon', null],
  ];
  const choice = detectHeader(rows, { type: 'SMART' }, true);
  assert.equal(choice.form_rows, 11);
  assert.deepEqual(choice.columns, ['Order form', 'Customer', 'Reference', 'Country', 'Date', 'Phone', 'Phone (2)', 'Phone (3)', 'B9', 'Signed', 'Total', 'Notes']);
  assert.deepEqual(choice.formRecord?.row, [null, 'ACME Ltd', 'PO-1', 'GB', new Date(Date.UTC(2026, 10, 1)), '+44 20 7946 0000', '+44 20 7946 0001', '+44 20 7946 0002', 1250.5, null, 1250.5, 'Deliver before noon']);
  assert.equal(choice.formRecord?.index, 0);
});

test('SMART: a form that goes on beyond the rows looked at is refused in words a person understands', () => {
  const form = csv('Name:,Ada Lovelace\nBorn:,1815-12-10\nChildren:,3\nE-mail:,ada@example.com');
  for (const rows of [form, [...form, ...Array.from({ length: 100 }, (_, i): Row => [`Label ${i}:`, String(i)])]]) {
    assert.throws(() => detectHeader(rows, { type: 'SMART' }, rows === form ? false : true), (error: unknown) => {
      assert.ok(error instanceof EngineError);
      assert.equal(error.type, 'HEADER_NOT_FOUND');
      assert.match(error.message, /looks like a form, not a table.*"Name:" → "Ada Lovelace".*too long to read as one record/);
      return true;
    });
  }
});

test('SMART: an all-text table takes its first full row, not a later data row', () => {
  const rows = csv('first name,last name,city\nAda,Lovelace,London\nAlan,Turing,Wilmslow\nGrace,Hopper,New York');
  assert.equal(detectHeader(rows, { type: 'SMART' }).row_index, 0);
});

test('SMART: a short file whose first data row is malformed still has its header in row 1', () => {
  const rows = csv('Name,Email\nPerson 0,not-an-email-0\nPerson 1,p1@example.com');
  assert.equal(detectHeader(rows, { type: 'SMART' }).row_index, 0);
  const two = csv('Name,Email\nPerson 0,not-an-email-0');
  assert.equal(detectHeader(two, { type: 'SMART' }).row_index, 0);
});

test('SMART: only blank rows → HEADER_NOT_FOUND', () => {
  assert.throws(() => detectHeader([[], [null, ''], ['  ']], { type: 'SMART' }), (error: unknown) => {
    assert.ok(error instanceof EngineError);
    assert.equal(error.type, 'HEADER_NOT_FOUND');
    return true;
  });
});

test('STATIC: uses row_index; out of range or negative → HEADER_NOT_FOUND', () => {
  const rows = csv('junk\nid,name\n1,Ada');
  const choice = detectHeader(rows, { type: 'STATIC', row_index: 1 });
  assert.equal(choice.method, 'STATIC');
  assert.equal(choice.row_number, 2);
  assert.deepEqual(choice.columns, ['id', 'name']);
  assert.match(choice.reason, /as configured/);
  for (const index of [3, -1, 1.5, undefined]) {
    assert.throws(() => detectHeader(rows, { type: 'STATIC', row_index: index }), (error: unknown) => error instanceof EngineError && error.type === 'HEADER_NOT_FOUND');
  }
});

test('header names: trimmed, empty cells named by position, duplicates made distinct, widened to the data', () => {
  assert.deepEqual(headerNames([' Name ', null, 'Name', 'E-Mail\nAddress', 2024, 'Name (2)'], 8),
    ['Name', 'Column 2', 'Name (3)', 'E-Mail Address', '2024', 'Name (2)', 'Column 7', 'Column 8']);
  assert.deepEqual(headerNames(['a', 'a', 'a'], 0), ['a', 'a (2)', 'a (3)']);
  assert.deepEqual(headerNames([new Date(Date.UTC(2024, 4, 1)), true], 2), ['2024-05-01', 'true']);
  const wide = detectHeader(csv('a,b\n1,2,3\n4,5,6'), { type: 'SMART' });
  assert.deepEqual(wide.columns, ['a', 'b', 'Column 3']);
});

test('SMART: years as column names (Region | 2021 | 2022 | 2023) make a header, other numbers do not', () => {
  const years = csv('Region,2021,2022,2023\nNorth,100,110,120\nSouth,101,111,121\nEast,102,112,122');
  const choice = detectHeader(years, { type: 'SMART' });
  assert.equal(choice.row_index, 0);
  assert.deepEqual(choice.columns, ['Region', '2021', '2022', '2023']);
  const typed: Row[] = [['Region', 2010, 2015, 2020], ['North', 1.5, 2.5, 3.5], ['South', 1.25, 2.25, 3.25]];
  assert.equal(detectHeader(typed, { type: 'SMART' }).row_index, 0);
  // Numbers that are not a run of years: no header.
  const ids = csv('North,1001,1002,1003\nSouth,5001,5002,5003\nEast,3001,3002,3003');
  assert.equal(detectHeader(ids, { type: 'SMART' }).row_index, -1);
});
