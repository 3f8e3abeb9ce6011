import assert from 'node:assert/strict';
import { readdirSync, readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { after, describe, test } from 'node:test';
import { csvParseRows, tsvParseRows } from 'd3-dsv';
import Papa from 'papaparse';
import { EngineError, type EngineLimits } from '../types.ts';
import { openTable } from './index.ts';
import { DEFAULT_LIMITS } from './limits.ts';
import { readAll } from './read-all.ts';

const root = new URL('../../../../', import.meta.url).pathname;
const fixtures = new URL('../../test/fixtures/', import.meta.url).pathname;
const spectrum = join(root, 'node_modules/csv-spectrum');
const vega = join(root, 'node_modules/vega-datasets/data');
const tmp = mkdtempSync(join(tmpdir(), 'ferry-csv-test-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

function write(name: string, content: string | Buffer): string {
  const p = join(tmp, name);
  writeFileSync(p, content);
  return p;
}

/** Our reader's rows with null back to '' and padded, for comparison with other parsers. */
function plain(rows: unknown[][]): string[][] {
  return rows.map((r) => r.map((c) => (c === null ? '' : String(c))));
}

describe('csv-spectrum', () => {
  for (const file of readdirSync(join(spectrum, 'csvs'))) {
    test(file, async () => {
      const json = JSON.parse(readFileSync(join(spectrum, 'json', file.replace(/\.csv$/, '.json')), 'utf8')) as Record<string, string>[] | Record<string, string>;
      // Upstream erratum: location_coordinates.json is a bare object whose phone number differs from its CSV.
      const expected = Array.isArray(json) ? json : [{ ...json, 'Contact Phone Number': '2095257564' }];
      const { table, rows, rowNumbers } = await readAll(join(spectrum, 'csvs', file));
      assert.equal(table.format, 'CSV');
      assert.equal(table.delimiter, ',');
      const [header, ...data] = plain(rows);
      assert.deepEqual(data.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? '']))), expected);
      assert.deepEqual(rowNumbers, rows.map((_, i) => i + 1));
    });
  }
});

describe('vega-datasets delimited files match d3-dsv', () => {
  const files = readdirSync(vega).filter((f) => /\.(csv|tsv)$/.test(f));
  test('there are several', () => assert.ok(files.length >= 10));
  for (const file of files) {
    test(file, async () => {
      const text = readFileSync(join(vega, file), 'utf8');
      const expected = (file.endsWith('.tsv') ? tsvParseRows(text) : csvParseRows(text));
      const { table, rows } = await readAll(join(vega, file), { batchSize: 257 });
      assert.equal(table.format, file.endsWith('.tsv') ? 'TSV' : 'CSV');
      assert.equal(table.encoding, 'UTF-8');
      assert.equal(rows.length, expected.length);
      assert.deepEqual(plain(rows), expected);
    });
  }
});

describe('world-countries CSV', () => {
  test('250 countries and a header, values as in the JSON file', async () => {
    const dist = join(root, 'node_modules/world-countries/dist');
    const { rows } = await readAll(join(dist, 'countries.csv'));
    const json = JSON.parse(readFileSync(join(dist, 'countries.json'), 'utf8')) as Array<{ cca3: string; name: { common: string }; region: string }>;
    const header = rows[0] as string[];
    assert.equal(rows.length - 1, json.length);
    const cca3 = header.indexOf('cca3');
    const common = header.indexOf('name.common');
    const region = header.indexOf('region');
    for (let i = 0; i < json.length; i++) {
      assert.equal(rows[i + 1][cca3], json[i].cca3);
      assert.equal(rows[i + 1][common], json[i].name.common);
      assert.equal(rows[i + 1][region], json[i].region);
    }
  });
});

describe('encodings', () => {
  const expectRows = [
    ['name', 'city', 'note'],
    ['Jürgen Müller', 'Zürich', 'Größe 12°'],
    ['Émilie Faÿ', 'Besançon', 'déjà vu; naïve'],
    ['Åsa Ødegård', 'Tromsø', 'smørbrød'],
  ];
  const cases: Array<[string, string, string | null]> = [
    ['utf8.csv', 'UTF-8', null],
    ['utf8-bom.csv', 'UTF-8', '5 € net'],
    ['utf16le-bom.csv', 'UTF-16LE', '5 € net'],
    ['utf16le.csv', 'UTF-16LE', '5 € net'],
    ['utf16be-bom.csv', 'UTF-16BE', '5 € net'],
    ['utf16be.csv', 'UTF-16BE', '5 € net'],
    ['windows-1252.csv', 'windows-1252', '“quoted” 5 € – net'],
    ['iso-8859-1.csv', 'ISO-8859-1', null],
    ['iso-8859-15.csv', 'ISO-8859-15', '5 € net'],
  ];
  for (const [file, encoding, lastNote] of cases) {
    test(`${file} is read as ${encoding}`, async () => {
      const { table, rows } = await readAll(join(fixtures, 'encodings', file));
      assert.equal(table.encoding, encoding);
      assert.equal(table.delimiter, ';');
      assert.deepEqual(rows.slice(0, 4), expectRows);
      if (lastNote) assert.deepEqual(rows[4], ['Zoë Brontë', 'Köln', lastNote]);
      else assert.equal(rows.length, 4);
    });
  }
  test('a Latin-1 byte past the sample switches the whole file away from UTF-8', async () => {
    const { table, rows } = await readAll(join(fixtures, 'encodings/late-latin1.csv'));
    assert.equal(table.encoding, 'ISO-8859-1');
    assert.equal(rows.length, 8002);
    assert.deepEqual(rows.at(-1), ['8001', 'Renée François']);
  });
  test('windows-1251 Cyrillic', async () => {
    const { table, rows } = await readAll(join(fixtures, 'encodings/windows-1251.csv'));
    assert.equal(table.encoding, 'windows-1251');
    assert.deepEqual(rows[1], ['Москва', 'Тверская улица', '7']);
  });
});

describe('line endings, delimiters, ragged rows', () => {
  test('CRLF, with CRLF inside a quoted cell kept', async () => {
    const { rows } = await readAll(join(fixtures, 'csv/crlf.csv'));
    assert.deepEqual(rows, [['a', 'b', 'c'], ['1', 'x\r\ny', '3'], ['4', '5', '6']]);
  });
  test('old Mac CR', async () => {
    const { rows } = await readAll(join(fixtures, 'csv/cr.csv'));
    assert.deepEqual(rows, [['a', 'b', 'c'], ['1', '2', '3'], ['4', '5', '6']]);
  });
  test('mixed line endings', async () => {
    const { rows } = await readAll(join(fixtures, 'csv/mixed-newlines.csv'));
    assert.deepEqual(rows, [['a', 'b', 'c'], ['1', '2', '3'], ['4', '5', '6'], ['7', '8', '9']]);
  });
  test('semicolons win over decimal commas', async () => {
    const { table, rows } = await readAll(join(fixtures, 'csv/semicolon-decimal-comma.csv'));
    assert.equal(table.delimiter, ';');
    assert.deepEqual(rows.at(-1), ['Kiwi; Neuseeland', '0,5', '7']);
  });
  test('pipes', async () => {
    const { table, rows } = await readAll(join(fixtures, 'csv/pipe.csv'));
    assert.equal(table.delimiter, '|');
    assert.deepEqual(rows[1], ['1', 'Ada', 'a,b']);
  });
  test('TSV with quotes and commas inside cells', async () => {
    const { table, rows } = await readAll(join(fixtures, 'csv/tabs.tsv'));
    assert.equal(table.format, 'TSV');
    assert.deepEqual(rows, [['id', 'name', 'comment'], ['1', 'Ada', 'says "hi", twice'], ['2', 'Linus', null]]);
  });
  test('preamble, blank lines and ragged rows are kept in place', async () => {
    const { rows, rowNumbers } = await readAll(join(fixtures, 'csv/ragged-preamble.csv'));
    assert.deepEqual(rows, [
      ['Report of 2024-05-01'], [null], ['id', 'name', 'amount'], ['1', 'Ada', '10'], ['2', 'Linus'],
      ['3', 'Grace', '30', 'extra'], [null],
    ]);
    assert.deepEqual(rowNumbers, [1, 2, 3, 4, 5, 6, 7]);
  });
  test('an unclosed quote takes the rest of the file into one cell', async () => {
    const { rows } = await readAll(join(fixtures, 'csv/unclosed-quote.csv'));
    assert.deepEqual(rows, [['a', 'b'], ['1', 'never closed\n2,3\n']]);
  });
  test('an unclosed quote past maxCellLength is LIMIT_EXCEEDED with a hint', async () => {
    const p = write('unclosed-long.csv', 'a,b\n1,"' + 'x,'.repeat(5000) + '\n');
    await assert.rejects(readAll(p, { limits: { ...DEFAULT_LIMITS, maxCellLength: 1000 } }), (e: EngineError) => {
      assert.equal(e.type, 'LIMIT_EXCEEDED');
      assert.match(e.message, /row 2/);
      assert.match(e.message, /never closed/);
      return true;
    });
  });
  test('a single column file without delimiters', async () => {
    const { rows, table } = await readAll(write('one.csv', 'email\na@b.c\nd@e.f'));
    assert.equal(table.delimiter, ',');
    assert.deepEqual(rows, [['email'], ['a@b.c'], ['d@e.f']]);
  });
  test('a .csv whose first cell looks like JSON or XML is still CSV', async () => {
    const json = await readAll(write('json-first.csv', '{"a":1},x\n{"b":2},y\n'));
    assert.equal(json.table.format, 'CSV');
    assert.deepEqual(json.rows, [['{"a":1}', 'x'], ['{"b":2}', 'y']]);
    const xml = await readAll(write('xml-first.csv', '<b>bold</b>;1\n<i>it</i>;2\n'));
    assert.deepEqual(xml.rows, [['<b>bold</b>', '1'], ['<i>it</i>', '2']]);
  });
  test("Excel's sep= line names the delimiter and is not a record", async () => {
    const { table, rows, rowNumbers } = await readAll(write('sep.csv', 'sep=;\r\na;b,c\r\n1;2,5\r\n'));
    assert.equal(table.delimiter, ';');
    assert.deepEqual(rows, [['a', 'b,c'], ['1', '2,5']]);
    assert.deepEqual(rowNumbers, [1, 2]);
  });
  test('.tsv with a single column reports TAB', async () => {
    const { table } = await readAll(write('one.tsv', 'email\na@b.c\n'));
    assert.equal(table.delimiter, '\t');
  });
});

describe('streaming and batching', () => {
  // Rows cross the reader's 1 MiB chunks, quotes included: same result as d3-dsv on the whole text.
  const lines = ['id,text,n'];
  for (let i = 1; i <= 30000; i++) lines.push(`${i},"line ${i}, with ""quotes"" and\nbreak",${i * 3}`);
  const text = lines.join('\r\n') + '\r\n';
  test('a 2 MB file across chunks equals d3-dsv', async () => {
    const p = write('big.csv', text);
    const { rows, rowNumbers, batches } = await readAll(p, { batchSize: 1000 });
    assert.equal(rows.length, 30001);
    assert.equal(batches, 31);
    assert.deepEqual(plain(rows), csvParseRows(text));
    assert.equal(rowNumbers.at(-1), 30001);
  });
  test('records much longer than a parse window, between short ones, equal d3-dsv', async () => {
    // The reader hands papaparse a few hundred rows at a time: a 20,000-character quoted cell
    // with line breaks spans many such windows, and tiny rows make the next window small again.
    const parts = ['a,b'];
    for (let i = 0; i < 40; i++) {
      parts.push(`${i},"${'long ""cell"", with\nbreaks '.repeat(700 + i * 13)}"`);
      for (let k = 0; k < 300; k++) parts.push(k % 7 === 0 ? '' : `${k},x`);
    }
    const long = parts.join('\n') + '\n';
    const { rows } = await readAll(write('windows.csv', long));
    const expected = csvParseRows(long).map((r) => (r.length === 1 && r[0] === '' ? [''] : r));
    assert.deepEqual(plain(rows), expected);
  });
  test('a stream input is spooled and read, bytesRead reaches the size', async () => {
    const { table, rows } = await readAll({ stream: Readable.from([Buffer.from(text.slice(0, 1000)), Buffer.from(text.slice(1000))]), fileName: 'upload.csv' });
    assert.equal(rows.length, 30001);
    assert.equal(table.size, Buffer.byteLength(text));
    assert.equal(table.bytesRead(), table.size);
  });
});

describe('limits', () => {
  test('maxColumns', async () => {
    const p = write('wide.csv', Array.from({ length: 20 }, (_, i) => `c${i}`).join(',') + '\n');
    await assert.rejects(readAll(p, { limits: { ...DEFAULT_LIMITS, maxColumns: 10 } }), { type: 'LIMIT_EXCEEDED' });
  });
  test('maxRows (with the header allowance)', async () => {
    const p = write('long.csv', 'a\n' + '1\n'.repeat(250));
    await readAll(p, { limits: { ...DEFAULT_LIMITS, maxRows: 200 } });
    await assert.rejects(readAll(p, { limits: { ...DEFAULT_LIMITS, maxRows: 100 } }), { type: 'LIMIT_EXCEEDED' });
  });
  test('maxInputBytes on a path and on a stream', async () => {
    const p = write('some.csv', 'a,b\n1,2\n');
    await assert.rejects(readAll(p, { limits: { ...DEFAULT_LIMITS, maxInputBytes: 4 } }), { type: 'FILE_TOO_LARGE' });
    await assert.rejects(readAll({ stream: Readable.from([Buffer.from('a,b\n1,2\n')]), fileName: 'x.csv' }, { limits: { ...DEFAULT_LIMITS, maxInputBytes: 4 } }), { type: 'FILE_TOO_LARGE' });
  });
  test('an aborted signal stops with ABORTED', async () => {
    const p = write('abort.csv', 'a\n1\n');
    await assert.rejects(readAll(p, { signal: AbortSignal.abort() }), { type: 'ABORTED' });
  });
});

describe('long records (a record with no line break)', () => {
  const unlimited: EngineLimits = { ...DEFAULT_LIMITS, maxColumns: 1e9, maxCellLength: 1e9 };

  /** Papaparse on the whole text at once: the reader's rules without its chunks (a line break at the end starts no record). */
  function whole(text: string, newline: '\n' | '\r\n'): string[][] {
    const data = new Papa.Parser({ delimiter: ',', newline, quoteChar: '"' }).parse(text, 0, false).data as string[][];
    return text.endsWith(newline) ? data.slice(0, -1) : data;
  }

  /** The characters the reader hands papaparse while `fn` runs (every Parser it makes is counted). */
  async function charactersParsed(fn: () => Promise<unknown>): Promise<number> {
    const Original = Papa.Parser;
    let total = 0;
    (Papa as { Parser: unknown }).Parser = function Counting(this: unknown, config: Papa.ParseConfig) {
      const parser = new Original(config);
      const parse = parser.parse.bind(parser);
      parser.parse = (input: string, base: number, ignoreLastRow: boolean) => {
        total += input.length;
        return parse(input, base, ignoreLastRow);
      };
      return parser;
    };
    try {
      await fn();
    } finally {
      (Papa as { Parser: unknown }).Parser = Original;
    }
    return total;
  }

  /** Reads until the end or the first error; the error and the bytes read by then. */
  async function readUntilError(path: string, limits: EngineLimits): Promise<{ error: EngineError | null; bytesRead: number; rows: number }> {
    const table = await openTable({ path, fileName: 'long.csv' }, { limits, batchSize: 1000 });
    let rows = 0;
    try {
      for await (const b of table.batches()) rows += b.rows.length;
      return { error: null, bytesRead: table.bytesRead(), rows };
    } catch (err) {
      return { error: err as EngineError, bytesRead: table.bytesRead(), rows };
    } finally {
      await table.close();
    }
  }

  test('records of 100 KB to 1.5 MB between short ones, quoted, with CR LF or without a last line break, equal papaparse on the whole text', async () => {
    for (const newline of ['\n', '\r\n'] as const) {
      for (const ending of [newline, '']) {
        const parts = ['id,text,n'];
        for (let i = 0; i < 6; i++) {
          const size = 100_000 * (1 + i * 3);
          // Quoted cells with doubled quotes, line breaks and stray quotes; unquoted ones; empty ones.
          const cell = i % 2 === 0 ? `"${'long ""cell"", with' + newline + 'breaks '.repeat(size / 30)}"` : 'plain,'.repeat(size / 6) + 'x"y';
          parts.push(`${i},${cell},${i * 3}`);
          for (let k = 0; k < 50; k++) parts.push(k % 9 === 0 ? '' : `${k},"x""${k}",`);
        }
        parts.push(`last,"${'z'.repeat(200_000)}"`);
        const text = parts.join(newline) + ending;
        const { rows } = await readAll(write(`long-${newline.length}-${ending.length}.csv`, text), { limits: unlimited });
        const expected = whole(text, newline).map((r) => (r.length === 1 && r[0] === '' ? [''] : r));
        assert.deepEqual(plain(rows), expected, `newline ${JSON.stringify(newline)}, ending ${JSON.stringify(ending)}`);
      }
    }
  });

  test('a 4 MB record on one line is parsed in linear work (the characters handed to the parser stay within 4× the file)', async () => {
    const line = '"quoted, cell ""x"" here",plain value 12345,'.repeat(95_000);
    const text = `a,b\n${line}\n`;
    const path = write('one-line.csv', text);
    let read: Awaited<ReturnType<typeof readAll>> | undefined;
    const parsed = await charactersParsed(async () => { read = await readAll(path, { limits: unlimited }); });
    assert.equal(read!.rows.length, 2);
    assert.equal(read!.rows[1]!.length, 190_001);
    assert.equal(read!.rows[1]![0], 'quoted, cell "x" here');
    // Parsing the unfinished record again for every 64 KiB piece read handed papaparse 32.7× the file.
    assert.ok(parsed <= 4 * text.length, `${parsed} characters parsed for a ${text.length}-character file (${(parsed / text.length).toFixed(1)}×)`);
  });

  test('a cell over maxCellLength fails as soon as it is read past the limit, not at the end of its record', async () => {
    const path = write('one-cell.csv', `a,b\n1,${'x'.repeat(8_000_000)}\n`);
    const { error, bytesRead } = await readUntilError(path, DEFAULT_LIMITS);
    assert.equal(error?.type, 'LIMIT_EXCEEDED');
    assert.match(error!.message, /^The cell in row 2, column 2 holds more than 32767 characters/);
    assert.deepEqual({ row: error!.details?.row, column: error!.details?.column, limit: error!.details?.limit }, { row: 2, column: 2, limit: 32767 });
    assert.ok(bytesRead <= 1024 * 1024, `read ${bytesRead} of 8,000,009 bytes before failing`);
    // The same inside a quote that is never closed (doubled quotes count once).
    const quoted = await readUntilError(write('one-quoted-cell.csv', `a,b\n1,"${'x""'.repeat(3_000_000)}\n`), DEFAULT_LIMITS);
    assert.equal(quoted.error?.type, 'LIMIT_EXCEEDED');
    assert.match(quoted.error!.message, /column 2 holds more than 32767 characters .*quote opens this cell/);
    assert.ok(quoted.bytesRead <= 1024 * 1024, `read ${quoted.bytesRead} bytes`);
  });

  test('more than maxColumns cells fail as soon as they are read, not at the end of their record', async () => {
    const { error, bytesRead } = await readUntilError(write('one-wide.csv', `a,b\n${'1,'.repeat(4_000_000)}\n`), DEFAULT_LIMITS);
    assert.equal(error?.type, 'LIMIT_EXCEEDED');
    assert.match(error!.message, /^Row 2 has more than 1000 columns/);
    assert.ok(bytesRead <= 1024 * 1024, `read ${bytesRead} of 8,000,005 bytes before failing`);
  });

  test('a record over maxColumns × (maxCellLength + 3) characters fails at that length', async () => {
    // Cells within the limits (each a doubled quote 60,000 times: 60,000 characters in 120,002),
    // twelve of them: 1.44 MB of record, over 10 × 100,003.
    const limits = { ...DEFAULT_LIMITS, maxColumns: 10, maxCellLength: 100_000 };
    const cell = `"${'""'.repeat(60_000)}"`;
    const { error, bytesRead } = await readUntilError(write('one-record.csv', `a\n${Array(12).fill(cell).join(',')}\n`), limits);
    assert.equal(error?.type, 'LIMIT_EXCEEDED');
    assert.match(error!.message, /^Record 2 runs over 1000030 characters without ending/);
    assert.ok(bytesRead <= 1_000_030 + 512 * 1024, `read ${bytesRead} bytes`);
    // Eight such cells (960,023 characters) are one accepted record.
    const eight = await readAll(write('eight.csv', `a\n${Array(8).fill(cell).join(',')}\n`), { limits });
    assert.equal(eight.rows[1]!.length, 8);
    assert.equal(eight.rows[1]![7], '"'.repeat(60_000));
  });
});
