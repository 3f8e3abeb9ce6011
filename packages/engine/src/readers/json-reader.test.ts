import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { EngineError } from '../types.ts';
import { DEFAULT_LIMITS } from './limits.ts';
import { readAll } from './read-all.ts';

const root = new URL('../../../../', import.meta.url).pathname;
const vega = join(root, 'node_modules/vega-datasets/data');
const dist = join(root, 'node_modules/world-countries/dist');
const tmp = mkdtempSync(join(tmpdir(), 'ferry-json-test-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

function write(name: string, content: string | Buffer): string {
  const p = join(tmp, name);
  writeFileSync(p, content);
  return p;
}

/** Independent flattening with JSON.parse: dotted keys, arrays as JSON text, '' → null. */
function flatten(value: unknown, prefix: string, out: Map<string, unknown>): void {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (Array.isArray(value)) {
    out.set(prefix, value.length === 0 ? null : JSON.stringify(value));
  } else {
    out.set(prefix, value === '' ? null : value);
  }
}

describe('vega-datasets JSON files', () => {
  const files = readdirSync(vega).filter((f) => f.endsWith('.json'));
  for (const file of files) {
    const parsed = JSON.parse(readFileSync(join(vega, file), 'utf8')) as unknown;
    const records = Array.isArray(parsed) && parsed.length > 0 && parsed.every((r) => r !== null && typeof r === 'object' && !Array.isArray(r));
    if (!records) continue;
    test(`${file}: rows and values equal a JSON.parse flattening`, async () => {
      const { table, rows, rowNumbers } = await readAll(join(vega, file), { batchSize: 333 });
      assert.equal(table.format, 'JSON');
      assert.equal(table.syntheticHeaderRow, 0);
      const list = parsed as unknown[];
      assert.equal(rows.length, list.length + 1);
      assert.deepEqual(rowNumbers.slice(0, 3), [0, 1, 2]);
      const header = rows[0] as string[];
      const flat = list.map((r) => { const m = new Map<string, unknown>(); flatten(r, '', m); return m; });
      assert.deepEqual(new Set(header), new Set(flat.flatMap((m) => [...m.keys()])));
      for (let i = 0; i < list.length; i++) {
        const expected = header.map((h) => (flat[i].has(h) ? flat[i].get(h) : null));
        assert.deepEqual(rows[i + 1], expected, `record ${i + 1}`);
      }
    });
  }
  test('every other vega JSON file gives rows or an EngineError', async () => {
    for (const file of files) {
      try {
        await readAll(join(vega, file));
      } catch (err) {
        assert.ok(err instanceof EngineError, `${file}: ${String(err)}`);
      }
    }
  });
});

describe('world-countries', () => {
  test('JSON agrees with the CSV on every plain text column', async () => {
    const json = await readAll(join(dist, 'countries.json'));
    const csv = await readAll(join(dist, 'countries.csv'));
    assert.equal(json.rows.length, csv.rows.length);
    const jh = json.rows[0] as string[];
    const ch = csv.rows[0] as string[];
    let compared = 0;
    for (const [ci, name] of ch.entries()) {
      const ji = jh.indexOf(name);
      const values = json.rows.slice(1).map((r) => r[ji]);
      if (ji < 0 || !values.some((v) => v !== null) || !values.every((v) => v === null || (typeof v === 'string' && !v.startsWith('[')))) continue;
      compared++;
      for (let r = 1; r < csv.rows.length; r++) assert.equal(json.rows[r][ji], csv.rows[r][ci], `${name} of row ${r}`);
    }
    assert.ok(compared >= 30, `compared ${compared} columns`);
  });
});

describe('shapes', () => {
  test('an object holding the record array, next to others', async () => {
    const p = write('wrapped.json', '{"meta":{"n":2},"tags":["a","b","c"],"data":[{"id":12345678901234567890,"v":1.5},{"id":2,"v":null}]}');
    const { rows } = await readAll(p);
    assert.deepEqual(rows, [['id', 'v'], ['12345678901234567890', 1.5], [2, null]]);
  });
  test('deeper wrappers', async () => {
    const { rows } = await readAll(write('deep.json', '{"response":{"status":"ok","result":{"items":[{"a":1},{"a":2,"b":{"c":true}}]}}}'));
    assert.deepEqual(rows, [['a', 'b.c'], [1, null], [2, true]]);
  });
  test('NDJSON with blank lines; keys like __proto__ are columns', async () => {
    const { table, rows, rowNumbers } = await readAll(write('x.ndjson', '{"a":1,"__proto__":{"polluted":1}}\n\n{"b":[]}\r\n{"a":3,"constructor":{"prototype":"x"}}\n'));
    assert.equal(table.format, 'NDJSON');
    assert.deepEqual(rows, [['a', '__proto__.polluted', 'b', 'constructor.prototype'], [1, 1, null, null], [null, null, null, null], [3, null, null, 'x']]);
    assert.deepEqual(rowNumbers, [0, 1, 2, 3]);
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
  });
  test('a table of arrays has no synthetic header', async () => {
    const { table, rows } = await readAll(write('arrays.json', '[["h1","h2"],[1,{"x":1}],[true]]'));
    assert.equal(table.syntheticHeaderRow, undefined);
    assert.deepEqual(rows, [['h1', 'h2'], [1, '{"x":1}'], [true]]);
  });
  test('a single object is one record; scalars are a value column', async () => {
    assert.deepEqual((await readAll(write('one.json', '{"x":1,"y":{"z":"2"}}'))).rows, [['x', 'y.z'], [1, '2']]);
    assert.deepEqual((await readAll(write('scalars.json', '[1,"a",null]'))).rows, [['value'], [1], ['a'], [null]]);
  });
  test('UTF-16 JSON', async () => {
    const p = write('utf16.json', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('[{"name":"Zoë"}]', 'utf16le')]));
    const { table, rows } = await readAll(p);
    assert.equal(table.encoding, 'UTF-16LE');
    assert.deepEqual(rows, [['name'], ['Zoë']]);
  });
  test('batches of 1,000 over many records', async () => {
    const list = Array.from({ length: 2500 }, (_, i) => ({ i, s: `r${i}` }));
    const { rows, batches } = await readAll(write('many.json', JSON.stringify(list)));
    assert.equal(rows.length, 2501);
    assert.equal(batches, 3);
    assert.deepEqual(rows[2500], [2499, 'r2499']);
  });
});

describe('broken and hostile JSON', () => {
  const cases: Array<[string, string, string]> = [
    ['truncated.json', '[{"a":1},{"a"', 'INVALID_FILE'],
    ['garbage-after.json', '[{"a":1}] trailing', 'INVALID_FILE'],
    ['empty-array.json', '[]', 'EMPTY_FILE'],
    ['deep.json', '['.repeat(100000) + ']'.repeat(100000), 'INVALID_FILE'],
    ['deep-record.json', '[{"a":' + '{"b":'.repeat(200) + '1' + '}'.repeat(201) + ']', 'INVALID_FILE'],
  ];
  for (const [name, text, type] of cases) {
    test(`${name} → ${type}`, async () => {
      await assert.rejects(readAll(write(name, text)), (e: EngineError) => e instanceof EngineError && e.type === type);
    });
  }
  test('too many keys → LIMIT_EXCEEDED', async () => {
    const rec = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, i]));
    await assert.rejects(readAll(write('wide.json', JSON.stringify([rec])), { limits: { ...DEFAULT_LIMITS, maxColumns: 20 } }), { type: 'LIMIT_EXCEEDED' });
  });
  test('a huge array cell → LIMIT_EXCEEDED', async () => {
    const p = write('bigcell.json', JSON.stringify([{ a: Array.from({ length: 5000 }, (_, i) => i) }]));
    await assert.rejects(readAll(p, { limits: { ...DEFAULT_LIMITS, maxCellLength: 1000 } }), { type: 'LIMIT_EXCEEDED' });
  });
});
