/**
 * The malicious-file corpus (packages/engine/test/fixtures/malicious, made by
 * scripts/make-fixtures.sh): each file gives a typed EngineError or safe rows (SECURITY.md).
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { EngineError, type EngineErrorType } from '../types.ts';
import { openTable } from './index.ts';
import { DEFAULT_LIMITS } from './limits.ts';
import { readAll } from './read-all.ts';

const dir = new URL('../../test/fixtures/malicious/', import.meta.url).pathname;
const workbooks = new URL('../../test/fixtures/workbooks/', import.meta.url).pathname;

after(() => {
  assert.deepEqual(Object.keys(Object.prototype), []);
  assert.equal(({} as Record<string, unknown>).polluted, undefined);
});

const failures: Array<[string, EngineErrorType, RegExp]> = [
  ['zip-bomb-ratio.xlsx', 'LIMIT_EXCEEDED', /compressed \d+:1/],
  ['zip-bomb-lying-size.xlsx', 'LIMIT_EXCEEDED', /more bytes than it declares/],
  ['last-column.xlsx', 'LIMIT_EXCEEDED', /column 16384/],
  ['doctype-in-workbook.xlsx', 'INVALID_FILE', /DOCTYPE/],
  ['truncated.xlsx', 'INVALID_FILE', /zip|truncated/],
  ['word-document.xlsx', 'INVALID_FILE', /Word document/],
  ['billion-laughs.xml', 'INVALID_FILE', /DOCTYPE/],
  ['xxe.xml', 'INVALID_FILE', /DOCTYPE/],
  ['xxe-parameter.xml', 'INVALID_FILE', /DOCTYPE/],
  ['doctype-spreadsheetml.xml', 'INVALID_FILE', /DOCTYPE/],
  ['char-ref.xml', 'INVALID_FILE', /not well-formed/],
  ['truncated.json', 'INVALID_FILE', /not valid JSON/],
  ['deep-nesting.json', 'INVALID_FILE', /nested deeper/],
  ['deep-object.json', 'INVALID_FILE', /nested deeper/],
  ['deep-nesting.xml', 'INVALID_FILE', /nested deeper/],
  ['garbage.bin', 'INVALID_FILE', /binary data|not a table/],
  ['image.csv', 'INVALID_FILE', /PNG/],
  ['html-page.xls', 'INVALID_FILE', /HTML/],
  ['empty.csv', 'EMPTY_FILE', /empty/],
  ['whitespace.csv', 'EMPTY_FILE', /whitespace/],
];

describe('hostile files fail with a typed error', () => {
  for (const [file, type, message] of failures) {
    test(`${file} → ${type}`, async () => {
      await assert.rejects(readAll(join(dir, file)), (e: unknown) => {
        assert.ok(e instanceof EngineError, `not an EngineError: ${String(e)}`);
        assert.equal(e.type, type, e.message);
        assert.match(e.message, message);
        return true;
      });
    });
  }
});

describe('hostile files that read safely', () => {
  test('a sheet declaring the whole grid as its dimension', async () => {
    const { rows } = await readAll(join(dir, 'huge-dimension.xlsx'));
    assert.deepEqual(rows, [['a', 1]]);
  });
  test('a single cell in the last row: empty rows in between, or LIMIT_EXCEEDED under a lower maxRows', async () => {
    const t = await openTable({ path: join(dir, 'last-row.xlsx'), fileName: 'last-row.xlsx' }, { limits: { ...DEFAULT_LIMITS } });
    let count = 0;
    let last: unknown[] = [];
    let lastNumber = 0;
    for await (const b of t.batches()) {
      count += b.rows.length;
      last = b.rows[b.rows.length - 1];
      lastNumber = b.rowNumbers[b.rowNumbers.length - 1];
    }
    await t.close();
    assert.equal(count, 1_048_576);
    assert.equal(lastNumber, 1_048_576);
    assert.deepEqual(last, [1]);
    await assert.rejects(readAll(join(dir, 'last-row.xlsx'), { limits: { ...DEFAULT_LIMITS, maxRows: 1000 } }), { type: 'LIMIT_EXCEEDED' });
  });
  test('__proto__, constructor, prototype as CSV headers', async () => {
    const { rows } = await readAll(join(dir, 'proto-headers.csv'));
    assert.deepEqual(rows, [['__proto__', 'constructor', 'prototype', 'toString'], ['{"polluted":1}', 'x', 'y', 'z']]);
  });
  test('__proto__ and constructor.prototype as JSON keys', async () => {
    const { rows } = await readAll(join(dir, 'proto-keys.json'));
    assert.deepEqual(rows, [['__proto__.polluted', 'constructor.prototype.polluted', 'hasOwnProperty'], ['yes', 'yes', 1]]);
    const nd = await readAll(join(dir, 'proto-keys.ndjson'));
    assert.deepEqual(nd.rows, [['__proto__.polluted', 'constructor.prototype.polluted'], ['yes', null], [null, 'yes']]);
  });
  test('a CSV named .xlsx is read as CSV', async () => {
    const { table, rows } = await readAll(join(dir, 'csv-named.xlsx'));
    assert.equal(table.format, 'CSV');
    assert.deepEqual(rows, [['id', 'name'], ['1', 'Ada'], ['2', 'Grace']]);
  });
});

describe('zip limits from the central directory', () => {
  const features = join(workbooks, 'features.sheetjs.xlsx');
  test('entry count', async () => {
    await assert.rejects(readAll(features, { limits: { ...DEFAULT_LIMITS, maxZipEntries: 3 } }), (e: EngineError) => e.type === 'LIMIT_EXCEEDED' && /zip entries/.test(e.message));
  });
  test('total uncompressed size', async () => {
    await assert.rejects(readAll(features, { limits: { ...DEFAULT_LIMITS, maxUncompressedBytes: 10_000 } }), (e: EngineError) => e.type === 'LIMIT_EXCEEDED' && /unpacks to more than/.test(e.message));
  });
  test('maxInputBytes applies to workbooks too', async () => {
    await assert.rejects(readAll(join(workbooks, 'features.sheetjs.xls'), { limits: { ...DEFAULT_LIMITS, maxInputBytes: 100 } }), { type: 'FILE_TOO_LARGE' });
  });
});
