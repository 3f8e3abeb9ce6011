/**
 * Writers are checked by reading their output back with independent parsers: papaparse (CSV/TSV),
 * JSON.parse, saxes (XML) and SheetJS (XLSX).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Papa from 'papaparse';
import * as XLSX from '@e965/xlsx';
import { SaxesParser } from 'saxes';
import fc from 'fast-check';
import type { OutputValue } from '../contracts.ts';
import type { OutputFormat, TargetDataModel } from '../types.ts';
import { escapeFormula } from './formula-escape.ts';
import { openWriter } from './open-writer.ts';
import { toXmlName } from './xml-text.ts';

const dir = mkdtempSync(join(tmpdir(), 'ferry-writers-'));
test.after(() => rmSync(dir, { recursive: true, force: true }));

const tdm: TargetDataModel = {
  name: 'Orders',
  columns: [
    { key: 'name', label: 'Name', columnType: 'string' },
    { key: 'qty', label: 'Quantity', columnType: 'int' },
    { key: 'price', label: 'Price', columnType: 'float' },
    { key: 'paid', label: 'Paid', columnType: 'boolean' },
    { key: 'note', label: 'Note', columnType: 'string' },
  ],
};

const rows: OutputValue[][] = [
  ['Alice', 3, 9.5, true, 'plain'],
  ['Bob, Jr.', -5, -0.25, false, 'says "hi"'],
  ['Zoë 🚢', 0, 1e21, null, 'line1\nline2\r\nline3'],
  [null, null, null, null, null],
  ['=1+1', 7, 2, true, '-5'],
  ['@SUM(A1)', 1, 1, false, '+cmd|calc'],
  ['\tTabbed', 1, 1, true, '\rCR first'],
];

async function writeAll(format: OutputFormat, batches: OutputValue[][][], escapeFormulas?: boolean, model = tdm): Promise<{ path: string; bytes: number }> {
  const path = join(dir, `out-${Math.random().toString(36).slice(2)}.${format.toLowerCase()}`);
  const writer = await openWriter({ format, path, escapeFormulas }, model);
  for (const batch of batches) await writer.writeBatch(batch);
  const { bytes } = await writer.close();
  return { path, bytes };
}

function parseDelimited(text: string, delimiter: string): string[][] {
  const result = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false });
  assert.deepEqual(result.errors, []);
  const data = result.data;
  if (data.length && data[data.length - 1].length === 1 && data[data.length - 1][0] === '') data.pop();
  return data;
}

test('CSV: RFC 4180 quoting reads back with papaparse; CRLF records; bytes match the file', async () => {
  const { path, bytes } = await writeAll('CSV', [rows.slice(0, 3), rows.slice(3)], false);
  const text = readFileSync(path, 'utf8');
  assert.equal(bytes, statSync(path).size);
  assert.ok(text.startsWith('name,qty,price,paid,note\r\n'));
  assert.ok(text.includes('\r\nAlice,3,9.5,true,plain\r\n'), 'unquoted when not needed');
  const back = parseDelimited(text, ',');
  assert.deepEqual(back[0], ['name', 'qty', 'price', 'paid', 'note']);
  assert.deepEqual(back[2], ['Bob, Jr.', '-5', '-0.25', 'false', 'says "hi"']);
  assert.deepEqual(back[3], ['Zoë 🚢', '0', '1e+21', '', 'line1\nline2\r\nline3']);
  assert.deepEqual(back[4], ['', '', '', '', '']);
  assert.deepEqual(back[5], ['=1+1', '7', '2', 'true', '-5'], 'no escaping when escapeFormulas is false');
  assert.equal(back.length, rows.length + 1);
});

test('CSV/TSV: formula-like text gets an apostrophe by default; numbers, as values or as text, never', async () => {
  const { path } = await writeAll('CSV', [rows]);
  const back = parseDelimited(readFileSync(path, 'utf8'), ',');
  assert.deepEqual(back[2].slice(0, 3), ['Bob, Jr.', '-5', '-0.25'], 'the number -5 stays a number');
  assert.deepEqual(back[5], ["'=1+1", '7', '2', 'true', '-5'], 'the text "-5" is a number too: unchanged');
  assert.deepEqual(back[6], ["'@SUM(A1)", '1', '1', 'false', "'+cmd|calc"]);
  assert.deepEqual(back[7], ["'\tTabbed", '1', '1', 'true', "'\rCR first"]);

  const tsv = await writeAll('TSV', [rows]);
  const tsvBack = parseDelimited(readFileSync(tsv.path, 'utf8'), '\t');
  assert.deepEqual(tsvBack[5], ["'=1+1", '7', '2', 'true', '-5']);
  assert.deepEqual(tsvBack[7], ["'\tTabbed", '1', '1', 'true', "'\rCR first"]);
});

test('formula escaping: never numbers, always what a spreadsheet would run (SECURITY.md cases)', () => {
  // Written here, not taken from the implementation: numbers in the spellings public data uses.
  for (const number of ['-72.637078', '+3.5', '-1.2e3', '-1,200.50', '+1.234,56', '-.5', '-0', '-1E-7', '1,200.50', '-5']) {
    assert.equal(escapeFormula(number), number, number);
  }
  for (const attack of ['=HYPERLINK("http://x","y")', '@SUM(1+1)', "+cmd|' /C calc'!A0", '-2+3', '-1e5+cmd', '+', '-', '- 5', '=1', '\tTAB first', '\rCR first', '-A1', '+1+1']) {
    assert.equal(escapeFormula(attack), `'${attack}`, attack);
  }
  for (const harmless of ['plain', 'a=b', 'x-y', '', '1-2']) assert.equal(escapeFormula(harmless), harmless, harmless);
});

test('TSV: tabs and line breaks inside values are quoted and survive', async () => {
  const { path } = await writeAll('TSV', [[['a\tb', 1, 2, true, 'x\ny'], ['plain', 1, 2, false, 'q"uote']]], false);
  const text = readFileSync(path, 'utf8');
  assert.ok(text.startsWith('name\tqty\tprice\tpaid\tnote\r\n'));
  const back = parseDelimited(text, '\t');
  assert.deepEqual(back[1], ['a\tb', '1', '2', 'true', 'x\ny']);
  assert.deepEqual(back[2], ['plain', '1', '2', 'false', 'q"uote']);
});

test('CSV: any text round-trips through papaparse (property)', async () => {
  const model: TargetDataModel = { columns: [{ key: 'a', label: 'A', columnType: 'string' }, { key: 'b', label: 'B', columnType: 'string' }] };
  await fc.assert(
    fc.asyncProperty(fc.array(fc.tuple(fc.string({ unit: 'grapheme', minLength: 1 }), fc.string()), { minLength: 1, maxLength: 20 }), async (pairs) => {
      const { path } = await writeAll('CSV', [pairs], false, model);
      const back = parseDelimited(readFileSync(path, 'utf8'), ',');
      assert.deepEqual(back.slice(1), pairs.map(([a, b]) => [a, b]));
    }),
    { numRuns: 60 },
  );
});

test('JSON: an array of objects keyed by TDM key with typed values; keys like __proto__ are plain keys', async () => {
  const { path, bytes } = await writeAll('JSON', [rows.slice(0, 2), [], rows.slice(2)]);
  assert.equal(bytes, statSync(path).size);
  const back = JSON.parse(readFileSync(path, 'utf8')) as Array<Record<string, unknown>>;
  assert.equal(back.length, rows.length);
  assert.deepEqual(back[0], { name: 'Alice', qty: 3, price: 9.5, paid: true, note: 'plain' });
  assert.deepEqual(back[2], { name: 'Zoë 🚢', qty: 0, price: 1e21, paid: null, note: 'line1\nline2\r\nline3' });
  assert.deepEqual(back[4], { name: '=1+1', qty: 7, price: 2, paid: true, note: '-5' }, 'JSON is not formula-escaped');

  const odd: TargetDataModel = { columns: [{ key: '__proto__', label: 'x', columnType: 'string' }, { key: 'a"b', label: 'y', columnType: 'float' }] };
  const second = await writeAll('JSON', [[['polluted?', Number.NaN]]], true, odd);
  const parsed = JSON.parse(readFileSync(second.path, 'utf8')) as Array<Record<string, unknown>>;
  assert.equal(Object.getOwnPropertyDescriptor(parsed[0], '__proto__')?.value, 'polluted?');
  assert.equal(parsed[0]['a"b'], null, 'NaN is written as null');
  assert.equal(({} as Record<string, unknown>).polluted, undefined);

  const empty = await writeAll('JSON', []);
  assert.deepEqual(JSON.parse(readFileSync(empty.path, 'utf8')), []);
});

function parseXml(text: string): { root: string; rows: Array<Record<string, string>> } {
  const parser = new SaxesParser();
  const out: Array<Record<string, string>> = [];
  let root = '';
  let depth = 0;
  let current: Record<string, string> | null = null;
  let field = '';
  let buffer = '';
  parser.on('opentag', (tag) => {
    depth++;
    if (depth === 1) root = tag.name;
    else if (depth === 2) current = Object.create(null) as Record<string, string>;
    else { field = tag.name; buffer = ''; }
  });
  parser.on('text', (t) => { if (depth === 3) buffer += t; });
  parser.on('closetag', () => {
    if (depth === 3 && current) current[field] = buffer;
    if (depth === 2 && current) out.push(current);
    depth--;
  });
  parser.write(text).close();
  return { root, rows: out };
}

test('XML: rows/row/key elements, escaped text, CR kept, invalid characters replaced, names encoded', async () => {
  const model: TargetDataModel = {
    columns: [
      { key: 'name', label: 'Name', columnType: 'string' },
      { key: 'first name', label: 'First', columnType: 'string' },
      { key: '1st', label: 'One', columnType: 'int' },
      { key: 'a:b', label: 'AB', columnType: 'boolean' },
    ],
  };
  const { path, bytes } = await writeAll('XML', [[
    ['<b>Tom & "Jerry"</b> ]]>', 'x\r\ny', 1.5, true],
    ['bell\u0007 nul\u0000', '', -3, null],
  ]], true, model);
  assert.equal(bytes, statSync(path).size);
  const text = readFileSync(path, 'utf8');
  assert.ok(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rows>\n<row>'));
  const back = parseXml(text);
  assert.equal(back.root, 'rows');
  assert.deepEqual({ ...back.rows[0] }, { name: '<b>Tom & "Jerry"</b> ]]>', first_x0020_name: 'x\r\ny', _x0031_st: '1.5', a_x003A_b: 'true' });
  assert.deepEqual({ ...back.rows[1] }, { name: 'bell\uFFFD nul\uFFFD', first_x0020_name: '', _x0031_st: '-3', a_x003A_b: '' });
});

test('XML names: valid keys unchanged, others encoded injectively', () => {
  assert.equal(toXmlName('email'), 'email');
  assert.equal(toXmlName('Straße'), 'Straße');
  assert.equal(toXmlName('order-id.v2'), 'order-id.v2');
  assert.equal(toXmlName(''), '_');
  assert.equal(toXmlName('_x0041_'), '_x005F_x0041_');
  assert.equal(toXmlName('-lead'), '_x002D_lead');
  assert.equal(toXmlName('😀'), '😀', 'astral letters are name characters in XML 1.0 5th edition');
  assert.equal(toXmlName('a@b!'), 'a_x0040_b_x0021_');
  const keys = ['a b', 'a_x0020_b', 'a_b', 'a  b', '1', '_x0031_'];
  assert.equal(new Set(keys.map(toXmlName)).size, keys.length);
});

test('XLSX: typed cells, key header, sheet named after the TDM, text never altered; SheetJS reads it', async () => {
  const { path, bytes } = await writeAll('XLSX', [rows.slice(0, 4), rows.slice(4)]);
  assert.equal(bytes, statSync(path).size);
  const workbook = XLSX.read(readFileSync(path));
  assert.deepEqual(workbook.SheetNames, ['Orders']);
  const sheet = workbook.Sheets.Orders;
  const data = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: null, blankrows: true });
  assert.deepEqual(data[0], ['name', 'qty', 'price', 'paid', 'note']);
  assert.deepEqual(data[1], ['Alice', 3, 9.5, true, 'plain']);
  assert.deepEqual(data[2], ['Bob, Jr.', -5, -0.25, false, 'says "hi"']);
  assert.equal(sheet.B3.t, 'n', 'numbers are numeric cells');
  assert.equal(sheet.D2.t, 'b', 'booleans are boolean cells');
  // ExcelJS writes CR raw into the sheet XML, where XML parsers normalise CRLF to LF.
  assert.deepEqual(data[3], ['Zoë 🚢', 0, 1e21, null, 'line1\nline2\nline3']);
  // Text cells are never evaluated: no apostrophe enters the value (escaping is on by default).
  assert.deepEqual(data[5], ['=1+1', 7, 2, true, '-5']);
  assert.deepEqual(data[6], ['@SUM(A1)', 1, 1, false, '+cmd|calc']);
  assert.equal(sheet.A6.t, 's', 'a text cell');
  assert.equal(sheet.A6.f, undefined, 'no formula cell is written');
});

test('XLSX: unnamed TDM gives a "Data" sheet; names are cut to Excel rules', async () => {
  const { path } = await writeAll('XLSX', [[['x', 1, 1, true, 'y']]], false, { columns: tdm.columns });
  assert.deepEqual(XLSX.read(readFileSync(path)).SheetNames, ['Data']);
  const long = await writeAll('XLSX', [], false, { name: 'Customers: [2024/25] * a very long name indeed', columns: tdm.columns });
  const names = XLSX.read(readFileSync(long.path)).SheetNames;
  assert.equal(names.length, 1);
  assert.ok(names[0].length <= 31 && !/[[\]:*?/\\]/.test(names[0]), names[0]);
});

test('backpressure: a slow destination receives every byte; writeBatch waits for it', async () => {
  const received: Buffer[] = [];
  let pendingCallbacks = 0;
  let maxPending = 0;
  const slow = new Writable({
    highWaterMark: 1024,
    write(chunk: Buffer, _enc, callback) {
      pendingCallbacks++;
      maxPending = Math.max(maxPending, pendingCallbacks);
      setTimeout(() => { received.push(chunk); pendingCallbacks--; callback(); }, 1);
    },
  });
  const writer = await openWriter({ format: 'CSV', stream: slow }, tdm);
  const batch: OutputValue[][] = Array.from({ length: 2000 }, (_, i) => [`name ${i}`, i, i / 3, i % 2 === 0, 'x'.repeat(30)]);
  for (let i = 0; i < 10; i++) {
    await writer.writeBatch(batch);
    // After a batch resolves, the destination's own buffer is below its high-water mark again.
    assert.ok(slow.writableLength <= 1024 + 256 * 1024, `buffered ${slow.writableLength}`);
  }
  const { bytes } = await writer.close();
  const total = Buffer.concat(received);
  assert.equal(total.length, bytes);
  const back = parseDelimited(total.toString('utf8'), ',');
  assert.equal(back.length, 20_001);
  assert.deepEqual(back[20_000], ['name 1999', '1999', String(1999 / 3), 'false', 'x'.repeat(30)]);
});

test('a destination error rejects the writer instead of crashing', async () => {
  const broken = new Writable({
    write(_chunk, _enc, callback) { callback(new Error('disk full')); },
  });
  const writer = await openWriter({ format: 'JSON', stream: broken }, tdm);
  const big: OutputValue[][] = Array.from({ length: 5000 }, () => ['x'.repeat(50), 1, 1, true, null]);
  await assert.rejects(async () => {
    await writer.writeBatch(big);
    await writer.writeBatch(big);
    await writer.close();
  }, /disk full/);
});
