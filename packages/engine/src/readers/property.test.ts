/**
 * Property tests (fast-check): any bytes give rows or an EngineError, never another exception;
 * RFC 4180 text round-trips; truncated real files fail cleanly; Object.prototype stays clean.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import fc from 'fast-check';
import { EngineError, type Row } from '../types.ts';
import { readAll } from './read-all.ts';

const tmp = mkdtempSync(join(tmpdir(), 'ferry-prop-test-'));
const fixtures = new URL('../../test/fixtures/', import.meta.url).pathname;
let n = 0;
after(() => rmSync(tmp, { recursive: true, force: true }));

function write(content: string | Uint8Array, ext = 'csv'): string {
  const p = join(tmp, `f${n++}.${ext}`);
  writeFileSync(p, content);
  return p;
}

/** Reads the file; returns rows, or null when the reader threw an EngineError (anything else fails). */
async function rowsOrEngineError(path: string): Promise<Row[] | null> {
  try {
    return (await readAll(path)).rows;
  } catch (err) {
    assert.ok(err instanceof EngineError, `not an EngineError: ${(err as Error)?.stack ?? String(err)}`);
    return null;
  } finally {
    assert.deepEqual(Object.keys(Object.prototype), []);
  }
}

const exts = ['csv', 'tsv', 'xlsx', 'xls', 'json', 'xml', 'txt'];

describe('never crash', () => {
  test('random bytes, under any extension', async () => {
    await fc.assert(fc.asyncProperty(fc.uint8Array({ maxLength: 3000 }), fc.constantFrom(...exts), async (bytes, ext) => {
      await rowsOrEngineError(write(bytes, ext));
    }), { numRuns: 150 });
  });
  test('random bytes behind real magic numbers (zip, OLE2, BOMs, XML, JSON)', async () => {
    const heads = [[0x50, 0x4b, 0x03, 0x04], [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], [0xef, 0xbb, 0xbf], [0xff, 0xfe], [0xfe, 0xff], [0x3c], [0x7b], [0x5b]];
    await fc.assert(fc.asyncProperty(fc.constantFrom(...heads), fc.uint8Array({ maxLength: 2000 }), async (head, bytes) => {
      await rowsOrEngineError(write(new Uint8Array([...head, ...bytes]), 'bin'));
    }), { numRuns: 150 });
  });
  test('random CSV-ish text', async () => {
    const piece = fc.constantFrom('a', 'b1', ',', ';', '\t', '|', '"', '""', '\n', '\r\n', '\r', ' ', 'é', '€', '__proto__', '{', '[', '<r>', '=1+1', '');
    await fc.assert(fc.asyncProperty(fc.array(piece, { maxLength: 200 }), async (parts) => {
      await rowsOrEngineError(write(parts.join('')));
    }), { numRuns: 200 });
  });
  test('random JSON-ish and XML-ish text', async () => {
    const json = fc.constantFrom('{', '}', '[', ']', ',', ':', '"k"', '"__proto__"', '1', '1e999', 'true', 'null', '\n', ' ', '"x\\u0000"');
    const xml = fc.constantFrom('<a>', '</a>', '<b x="1">', '</b>', '<c/>', 'text', '&amp;', '&lt;', '&bogus;', '<!DOCTYPE a>', '<![CDATA[x]]>', '<?xml version="1.0"?>', '\n');
    await fc.assert(fc.asyncProperty(fc.oneof(fc.array(json, { maxLength: 120 }), fc.array(xml, { maxLength: 120 })), async (parts) => {
      await rowsOrEngineError(write(parts.join(''), 'dat'));
    }), { numRuns: 200 });
  });
  test('truncated real files', async () => {
    const files: string[] = [];
    for (const sub of ['workbooks', 'encodings', 'csv']) for (const f of readdirSync(join(fixtures, sub))) files.push(join(fixtures, sub, f));
    const root = new URL('../../../../', import.meta.url).pathname;
    files.push(join(root, 'node_modules/vega-datasets/data/cars.json'), join(root, 'node_modules/world-countries/dist/countries.xml'));
    await fc.assert(fc.asyncProperty(fc.constantFrom(...files), fc.double({ min: 0, max: 1, noNaN: true }), async (file, at) => {
      const bytes = readFileSync(file);
      await rowsOrEngineError(write(bytes.subarray(0, Math.floor(bytes.length * at)), file.split('.').pop()));
    }), { numRuns: 120 });
  });
});

describe('round trips', () => {
  // Text without control characters or a leading BOM (the sniffer rightly takes those as binary).
  const cell = fc.string({ unit: fc.constantFrom('a', 'Z', '0', ' ', ',', ';', '\t', '|', '"', '\n', '\r\n', 'é', 'ß', '€', '東', '😀', '=', '<', '{', '_'), maxLength: 12 });
  test('RFC 4180 CSV written with every field quoted reads back as written', async () => {
    await fc.assert(fc.asyncProperty(
      fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 30 }),
      fc.constantFrom('\n', '\r\n'),
      async (table, eol) => {
        const text = table.map((r) => r.map((c) => `"${c.replaceAll('"', '""')}"`).join(',')).join(eol) + eol;
        const rows = await rowsOrEngineError(write(text));
        assert.notEqual(rows, null);
        assert.deepEqual(rows, table.map((r) => r.map((c) => (c === '' ? null : c))));
      },
    ), { numRuns: 150 });
  });
  test('JSON records with hostile keys read back as a JSON.parse flattening', async () => {
    const key = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'a', 'b', 'c.d', 'ü');
    const value = fc.oneof(fc.string({ maxLength: 5 }), fc.integer(), fc.boolean(), fc.constant(null));
    const record = fc.uniqueArray(fc.tuple(key, value), { selector: (e) => e[0], maxLength: 5 });
    await fc.assert(fc.asyncProperty(fc.array(record, { minLength: 1, maxLength: 10 }), async (records) => {
      const text = '[' + records.map((r) => '{' + r.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',') + '}').join(',') + ']';
      const rows = await rowsOrEngineError(write(text, 'json'));
      const keys: string[] = [];
      for (const r of records) for (const [k] of r) if (!keys.includes(k)) keys.push(k);
      if (keys.length === 0) {
        assert.equal(rows, null);
        return;
      }
      assert.deepEqual(rows![0], keys);
      for (let i = 0; i < records.length; i++) {
        const m = new Map<string, unknown>(records[i]);
        assert.deepEqual(rows![i + 1], keys.map((k) => (m.has(k) && m.get(k) !== '' ? m.get(k) : null)));
      }
    }), { numRuns: 150 });
  });
});
