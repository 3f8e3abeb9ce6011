import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { describe, test } from 'node:test';
import type { EngineError, SheetConfig } from '../types.ts';
import { readAll } from './read-all.ts';
import { serialToDate } from './excel-dates.ts';
import { DEFAULT_LIMITS } from './limits.ts';
import { openSheetJs } from './sheetjs-reader.ts';
import { columnOf } from './xlsx-reader.ts';

const fixtures = new URL('../../test/fixtures/workbooks/', import.meta.url).pathname;
const root = new URL('../../../../', import.meta.url).pathname;

const FEATURES: Array<[string, string]> = [
  ['features.sheetjs.xlsx', 'XLSX'],
  ['features.libreoffice.xlsx', 'XLSX'],
  ['features.sheetjs.xls', 'XLS'],
  ['features.libreoffice.xls', 'XLS'],
  ['features.sheetjs.xml', 'SPREADSHEETML'],
];

const EXPECTED = [
  [],
  [null, 'Quarterly report'],
  [null, 'name', 'amount', 'date', 'active', 'double'],
  [null, 'Ada', 10.5, new Date('2024-01-15T00:00:00Z'), true, 21],
  [null, 'Linus', 3, new Date('1999-12-31T13:45:00Z'), false, 6],
  [],
  [null, 'Grace', -1, null, null, '#N/A'],
];

describe('the feature workbook, as written by SheetJS and re-saved by LibreOffice', () => {
  for (const [file, format] of FEATURES) {
    test(`${file}: typed cells in place, sheet rows numbered as shown`, async () => {
      const { table, rows, rowNumbers } = await readAll(join(fixtures, file));
      assert.equal(table.format, format);
      assert.deepEqual(table.sheets, ['Data', 'Second sheet', 'hidden']);
      assert.deepEqual(table.sheet, { index: 0, name: 'Data' });
      // Leading empty row and column kept; merged B2:D2 holds its value in B2 only; formulas give
      // their cached values; the date cells are UTC Dates; the empty row 6 is an empty array.
      assert.deepEqual(rows, EXPECTED);
      assert.deepEqual(rowNumbers, [1, 2, 3, 4, 5, 6, 7]);
    });
    test(`${file}: sheet_config`, async () => {
      const pick = async (c: SheetConfig) => readAll(join(fixtures, file), { sheet_config: c });
      const second = await pick({ selection_type: 'INDEX', sheet_index: 1 });
      assert.deepEqual(second.table.sheet, { index: 1, name: 'Second sheet' });
      assert.deepEqual(second.rows, [['code', 'label'], ['x1', 'Über'], ['x2', '東京']]);
      const hidden = await pick({ selection_type: 'NAME', sheet_name: 'hidden' });
      assert.deepEqual(hidden.rows, [['secret'], [42]]);
      for (const bad of [{ selection_type: 'NAME', sheet_name: 'data' }, { selection_type: 'INDEX', sheet_index: 3 }, { selection_type: 'INDEX', sheet_index: -1 }] as SheetConfig[]) {
        await assert.rejects(pick(bad), (e: EngineError) => {
          assert.equal(e.type, 'SHEET_NOT_FOUND');
          assert.match(e.message, /"Data", "Second sheet", "hidden"/);
          return true;
        });
      }
    });
  }
});

describe('LibreOffice conversions of a CSV agree with the CSV reader', () => {
  for (const file of ['seattle-weather.xlsx', 'seattle-weather.xls', 'seattle-weather-head.xml']) {
    test(file, async () => {
      const book = await readAll(join(fixtures, file));
      const csv = await readAll(join(root, 'node_modules/vega-datasets/data/seattle-weather.csv'));
      const n = file.endsWith('.xml') ? 31 : csv.rows.length;
      assert.equal(book.rows.length, n);
      assert.deepEqual(book.rows[0], csv.rows[0]);
      for (let r = 1; r < n; r++) {
        const [d, ...rest] = csv.rows[r] as string[];
        const expected = [new Date(`${d}T00:00:00Z`), ...rest.slice(0, 4).map(Number), rest[4]];
        assert.deepEqual(book.rows[r], expected, `row ${r + 1}`);
      }
    });
  }
});

describe('dates', () => {
  test('the 1904 date system', async () => {
    const { rows } = await readAll(join(fixtures, 'date1904.sheetjs.xlsx'));
    assert.deepEqual(rows, [['when'], [new Date('2024-01-15T00:00:00Z')]]);
  });
  test('serials around Excel\'s 1900 leap-year bug', () => {
    assert.equal(serialToDate(1, false).toISOString(), '1900-01-01T00:00:00.000Z');
    assert.equal(serialToDate(59, false).toISOString(), '1900-02-28T00:00:00.000Z');
    assert.equal(serialToDate(61, false).toISOString(), '1900-03-01T00:00:00.000Z');
    assert.equal(serialToDate(0.75, false).toISOString(), '1899-12-30T18:00:00.000Z');
    assert.equal(serialToDate(0, true).toISOString(), '1904-01-01T00:00:00.000Z');
  });
  test('column letters', () => {
    assert.equal(columnOf('A1'), 0);
    assert.equal(columnOf('Z9'), 25);
    assert.equal(columnOf('AA10'), 26);
    assert.equal(columnOf('XFD1048576'), 16383);
    assert.equal(columnOf('12'), -1);
  });
});

describe('the SheetJS worker is bounded', () => {
  const path = join(fixtures, 'seattle-weather.xls');
  const base = { path, size: 124_928, format: 'XLS' as const, limits: { ...DEFAULT_LIMITS }, batchSize: 1000 };
  test('a deadline → LIMIT_EXCEEDED', async () => {
    await assert.rejects(openSheetJs({ ...base, deadlineMs: 1 }), (e: EngineError) => e.type === 'LIMIT_EXCEEDED' && /longer than/.test(e.message));
  });
  test('a memory cap → LIMIT_EXCEEDED', async () => {
    await assert.rejects(openSheetJs({ ...base, heapMb: 4 }), (e: EngineError) => e.type === 'LIMIT_EXCEEDED' && /memory/.test(e.message));
  });
  test('an abort → ABORTED', async () => {
    const ac = new AbortController();
    const p = openSheetJs({ ...base, signal: ac.signal });
    ac.abort();
    await assert.rejects(p, { type: 'ABORTED' });
  });
});

describe('XLSX details', () => {
  test('prefixed names, rich text, phonetics, formula strings, errors, ISO and custom-format dates', async () => {
    const { table, rows, rowNumbers } = await readAll(join(fixtures, 'crafted.xlsx'));
    assert.deepEqual(table.sheets, ['Crafted']);
    assert.deepEqual(rows, [
      ['plain', 'Hello World', '<tag> & more'],
      [new Date('2024-01-15T00:00:00Z'), 1234.5, 'plain!', '#DIV/0!'],
      [],
      [null, new Date('2024-02-29T12:00:00Z'), null, 'in & line', false],
    ]);
    assert.deepEqual(rowNumbers, [1, 2, 3, 4]);
  });
});

describe('the streaming XLSX reader agrees with SheetJS', () => {
  // (SheetJS cannot open crafted.xlsx: it does not follow the x: prefix and rel:id forms.)
  for (const file of ['features.sheetjs.xlsx', 'features.libreoffice.xlsx', 'seattle-weather.xlsx']) {
    test(file, async () => {
      const wb = XLSX.read(readFileSync(join(fixtures, file)), { type: 'buffer', cellDates: false });
      const ws = wb.Sheets[wb.SheetNames[0]];
      // From A1, so leading empty rows and columns stay in place; error cells as their text.
      const range = { s: { r: 0, c: 0 }, e: XLSX.utils.decode_range(ws['!ref']!).e };
      const theirs = XLSX.utils.sheet_to_json<unknown[]>(ws, { header: 1, raw: true, defval: null, blankrows: true, range })
        .map((row, r) => row.map((v, c) => {
          const cell = ws[XLSX.utils.encode_cell({ r, c })] as { t: string; w?: string } | undefined;
          return cell?.t === 'e' ? cell.w : v;
        }));
      const { rows } = await readAll(join(fixtures, file));
      assert.equal(rows.length, theirs.length);
      for (let r = 0; r < rows.length; r++) {
        const t = theirs[r].slice();
        while (t.length > 0 && (t[t.length - 1] === null || t[t.length - 1] === '')) t.pop();
        assert.equal(rows[r].length, t.length, `row ${r + 1}`);
        for (let c = 0; c < t.length; c++) {
          const mine = rows[r][c];
          if (mine instanceof Date) {
            // Independent conversion: serial days since 1899-12-30 (valid after 1900-03-01).
            assert.equal(mine.getTime(), typeof t[c] === 'number' ? Math.round(Date.UTC(1899, 11, 30) + (t[c] as number) * 86_400_000) : new Date(t[c] as string).getTime());
          } else {
            assert.equal(mine, t[c] === '' ? null : t[c], `row ${r + 1}, column ${c + 1}`);
          }
        }
      }
    });
  }
});
