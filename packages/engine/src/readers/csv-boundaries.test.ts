/**
 * The record boundaries found without parsing (./csv-boundaries.ts) against the reader itself: a
 * file split at any boundary found reads, part by part, as the same records with the same numbers
 * as the whole file, for random text full of quotes, delimiters, white space and line endings.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import fc from 'fast-check';
import { resolveLimits } from './index.ts';
import { findRecordBoundaries } from './csv-boundaries.ts';
import { delimitedPartRows, openDelimited } from './csv-reader.ts';
import type { DelimitedSource, Delimiter } from '../contracts.ts';
import type { Row } from '../types.ts';

const tmp = mkdtempSync(join(tmpdir(), 'ferry-boundaries-'));
after(() => rmSync(tmp, { recursive: true, force: true }));
let n = 0;
const limits = resolveLimits({});

interface Read {
  rows: Row[];
  numbers: number[];
}

async function collect(batches: AsyncIterable<{ rows: Row[]; rowNumbers: number[] }>): Promise<Read> {
  const out: Read = { rows: [], numbers: [] };
  for await (const b of batches) {
    out.rows.push(...b.rows);
    out.numbers.push(...b.rowNumbers);
  }
  return out;
}

async function check(text: string, delimiter: Delimiter, newline: '\n' | '\r\n' | '\r', targets: number[], chunkBytes: number, bom = false, minimal = false): Promise<void> {
  const path = join(tmp, `f${n++}.csv`);
  const bytes = Buffer.concat([bom ? Buffer.from([0xef, 0xbb, 0xbf]) : Buffer.alloc(0), Buffer.from(text, 'utf8')]);
  writeFileSync(path, bytes);
  // As the sniffer does: a file starting with the UTF-8 byte-order mark has one, whoever wrote it.
  const encoding = { name: 'UTF-8', bomLength: bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0 };
  const source: DelimitedSource = { path, size: bytes.length, encoding, delimiter, newline, skipFirstRecord: false, batchSize: 7 };
  const whole = await collect(openDelimited({ ...source, limits }).batches());
  const inRange = [...new Set(targets.map((t) => Math.min(bytes.length, encoding.bomLength + t)))].sort((a, b) => a - b);
  const found = await findRecordBoundaries({ path, size: bytes.length, start: encoding.bomLength, delimiter, newline, textEncoding: 'utf8', chunkBytes }, inRange);
  const cuts = found.filter((b) => b !== null);
  // Read the parts between the cuts (the first from byte 0) and put them together.
  const joined: Read = { rows: [], numbers: [] };
  let start = 0;
  let before = 0;
  for (const cut of [...cuts, { byte: bytes.length, records: -1 }]) {
    if (cut.byte < start) continue;
    const part = await collect(delimitedPartRows(source, { start, end: cut.byte, recordsBefore: before }, limits, { bytes: 0 }));
    if (cut.records >= 0) assert.equal(part.rows.length, cut.records - before, `records before byte ${cut.byte}`);
    joined.rows.push(...part.rows);
    joined.numbers.push(...part.numbers);
    start = cut.byte;
    before = cut.records;
  }
  assert.deepEqual(joined, whole, JSON.stringify({ text, delimiter, newline, cuts }));
  // Every boundary is the first one at or after its target: no line ending in between is one (a
  // split there would not read as the whole file).
  // A target without a boundary has none after it but the end of the file.
  for (let i = 0; i < inRange.length; i++) {
    const b = found[i];
    if (b) assert.ok(b.byte >= inRange[i]!);
    if (!minimal) continue;
    const nl = Buffer.from(newline, 'latin1');
    for (let p = Math.max(inRange[i]!, encoding.bomLength + nl.length); p < (b?.byte ?? bytes.length); p++) {
      if (!bytes.subarray(p - nl.length, p).equals(nl)) continue;
      const first = await collect(delimitedPartRows(source, { start: 0, end: p, recordsBefore: 0 }, limits, { bytes: 0 }));
      const rest = await collect(delimitedPartRows(source, { start: p, end: bytes.length, recordsBefore: first.rows.length }, limits, { bytes: 0 }));
      const same = JSON.stringify([...first.rows, ...rest.rows]) === JSON.stringify(whole.rows);
      assert.ok(!same, `byte ${p} is a record boundary before the one found (${b?.byte}) for target ${inRange[i]}: ${JSON.stringify(text)}`);
    }
  }
}

describe('record boundaries without parsing', () => {
  test('random quoted text splits into parts that read as the whole file', async () => {
    const pieces = ['"', '"', '""', ',', ';', '\t', '\n', '\r\n', '\r', ' ', '  ', 'a', 'bc', 'é', '\u00a0', '\ufeff', '" ,', '"\n', '", ', 'x"y'];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...pieces), { maxLength: 60 }),
        fc.constantFrom<Delimiter>(',', ';', '\t'),
        fc.constantFrom<'\n' | '\r\n' | '\r'>('\n', '\r\n', '\r'),
        fc.array(fc.nat(80), { maxLength: 4 }),
        fc.integer({ min: 1, max: 9 }),
        fc.boolean(),
        async (parts, delimiter, newline, targets, chunkBytes, bom) => {
          await check(parts.join(''), delimiter, newline, targets, chunkBytes, bom, true);
        },
      ),
      { numRuns: 1000 },
    );
  });

  test('well-formed CSV with quoted line breaks and doubled quotes, split in many places', async () => {
    const lines = ['id,name,note'];
    for (let i = 1; i <= 300; i++) lines.push(`${i},"Name ""${i}""","line one\nline two, with comma"`);
    const text = lines.join('\r\n') + '\r\n';
    const targets = Array.from({ length: 25 }, (_, i) => Math.floor((i * text.length) / 25));
    for (const chunk of [3, 64, 1 << 20]) await check(text, ',', '\r\n', targets, chunk);
  });

  test('a file without quotes: boundaries at line ends, counted', async () => {
    const text = Array.from({ length: 1000 }, (_, i) => `${i},x${i}`).join('\n') + '\n';
    const path = join(tmp, `f${n++}.csv`);
    writeFileSync(path, text);
    const [b] = await findRecordBoundaries({ path, size: text.length, start: 0, delimiter: ',', newline: '\n', textEncoding: 'utf8' }, [text.indexOf('500,')]);
    assert.deepEqual(b, { byte: text.indexOf('500,'), records: 500 });
  });
});
