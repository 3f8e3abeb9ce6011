import assert from 'node:assert/strict';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { after, describe, test } from 'node:test';
import { DEFAULT_LIMITS, openTable, sniffFormat } from './index.ts';
import { readAll } from './read-all.ts';

const fixtures = new URL('../../test/fixtures/', import.meta.url).pathname;
const tmp = mkdtempSync(join(tmpdir(), 'ferry-sniff-test-'));
// Spools go to os.tmpdir(): point it at a directory of this test alone, so counting is exact.
const spoolDir = join(tmp, 'spool');
mkdirSync(spoolDir);
process.env.TMPDIR = spoolDir;
after(() => rmSync(tmp, { recursive: true, force: true }));

function write(name: string, content: string | Buffer): { path: string; fileName: string; size: number } {
  const path = join(tmp, name);
  writeFileSync(path, content);
  return { path, fileName: name, size: Buffer.byteLength(content) };
}

describe('sniffFormat', () => {
  const cases: Array<[string, string, string]> = [
    ['a.txt', 'a,b\n1,2\n', 'CSV'],
    ['a.txt', 'a\tb\n1\t2\n', 'TSV'],
    ['data.xlsx', 'a;b\n1;2\n', 'CSV'],
    ['a.json', '  \n[{"a":1}]', 'JSON'],
    ['a.txt', '{"a":1}\n{"a":2}\n', 'NDJSON'],
    ['a.json', '{\n  "data": [{"a": 1}]\n}\n', 'JSON'],
    ['a.csv', '<?xml version="1.0"?><r><a>1</a></r>', 'XML'],
    ['a.xml', '<?xml version="1.0"?>\n<?mso-application progid="Excel.Sheet"?>\n<Workbook/>', 'SPREADSHEETML'],
  ];
  for (const [name, content, format] of cases) {
    test(`${JSON.stringify(content.slice(0, 24))} named ${name} → ${format}`, async () => {
      assert.equal((await sniffFormat(write(name, content), DEFAULT_LIMITS)).format, format);
    });
  }
  test('workbooks by magic number, whatever the name', async () => {
    const wb = join(fixtures, 'workbooks');
    assert.equal((await sniffFormat({ path: join(wb, 'features.sheetjs.xlsx'), fileName: 'x.csv', size: 18960 }, DEFAULT_LIMITS)).format, 'XLSX');
    assert.equal((await sniffFormat({ path: join(wb, 'features.sheetjs.xls'), fileName: 'x.json', size: 5120 }, DEFAULT_LIMITS)).format, 'XLS');
  });
});

describe('stream inputs are spooled for every format and the spool is removed on close', () => {
  const files = [
    'workbooks/features.sheetjs.xlsx', 'workbooks/features.sheetjs.xls', 'workbooks/features.sheetjs.xml',
    'encodings/utf16le.csv', 'csv/tabs.tsv', 'malicious/proto-keys.json',
  ];
  for (const f of files) {
    test(f, async () => {
      const before = readdirSync(tmpdir()).filter((n) => n.startsWith('ferry-input-')).length;
      const fromPath = await readAll(join(fixtures, f));
      const table = await openTable({ stream: createReadStream(join(fixtures, f)), fileName: f.split('/').pop()! }, { limits: { ...DEFAULT_LIMITS } });
      assert.equal(readdirSync(tmpdir()).filter((n) => n.startsWith('ferry-input-')).length, before + 1);
      const rows = [];
      for await (const b of table.batches()) rows.push(...b.rows);
      assert.ok(table.bytesRead() > 0);
      await table.close();
      await table.close();
      assert.equal(readdirSync(tmpdir()).filter((n) => n.startsWith('ferry-input-')).length, before);
      assert.equal(table.format, fromPath.table.format);
      assert.deepEqual(rows, fromPath.rows);
    });
  }
  test('a failing stream → INVALID_FILE and no spool left', async () => {
    const before = readdirSync(tmpdir()).filter((n) => n.startsWith('ferry-input-')).length;
    const stream = new Readable({ read() { this.destroy(new Error('connection reset')); } });
    await assert.rejects(openTable({ stream, fileName: 'x.csv' }, { limits: { ...DEFAULT_LIMITS } }), (e: Error & { type?: string }) => e.type === 'INVALID_FILE' && /connection reset/.test(e.message));
    assert.equal(readdirSync(tmpdir()).filter((n) => n.startsWith('ferry-input-')).length, before);
  });
  test('a missing path → INVALID_FILE', async () => {
    await assert.rejects(readAll(join(tmp, 'nope.csv')), { type: 'INVALID_FILE' });
    assert.equal(existsSync(join(tmp, 'nope.csv')), false);
  });
});

describe('abort and progress while reading', () => {
  const big = write('big.csv', 'id,v\n' + Array.from({ length: 60_000 }, (_, i) => `${i},value ${i}`).join('\n'));
  test('aborting between batches → ABORTED', async () => {
    const ac = new AbortController();
    const table = await openTable(big, { limits: { ...DEFAULT_LIMITS }, signal: ac.signal, batchSize: 100 });
    let seen = 0;
    await assert.rejects((async () => {
      for await (const b of table.batches()) {
        seen += b.rows.length;
        if (seen >= 1000) ac.abort();
      }
    })(), { type: 'ABORTED' });
    await table.close();
    assert.ok(seen < 60_001);
  });
  test('bytesRead grows to the file size', async () => {
    const table = await openTable(big, { limits: { ...DEFAULT_LIMITS } });
    const progress: number[] = [];
    for await (const _ of table.batches()) progress.push(table.bytesRead());
    await table.close();
    assert.ok(progress[0] < big.size);
    assert.equal(progress.at(-1), big.size);
    assert.deepEqual(progress, [...progress].sort((a, b) => a - b));
  });
  test('batches() iterates once', async () => {
    const table = await openTable(big, { limits: { ...DEFAULT_LIMITS } });
    table.batches();
    assert.throws(() => table.batches());
    await table.close();
  });
});
