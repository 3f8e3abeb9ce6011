/**
 * readers/text-stream.ts on files larger than the pieces it reads ahead: the whole-file UTF-8 check
 * (4 MiB pieces, the next read while one is checked) and the chunked decoder (256 KiB chunks, one
 * read ahead) see every byte once and in order, whichever piece boundary a character straddles.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { detectFileEncoding, readTextChunks } from './text-stream.ts';

const dir = mkdtempSync(join(tmpdir(), 'ferry-text-stream-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const MiB = 1024 * 1024;

/** ~9 MiB of UTF-8 text with a 3-byte `€` starting `shift` bytes before each 4 MiB boundary. */
function utf8Across(shift: number): Buffer {
  const bytes = Buffer.alloc(9 * MiB, 'a');
  for (const boundary of [4 * MiB, 8 * MiB]) Buffer.from('€').copy(bytes, boundary - shift);
  for (let i = 1000; i < bytes.length - 10; i += 100_003) Buffer.from('é\n').copy(bytes, i);
  return bytes;
}

test('a UTF-8 character across a 4 MiB piece boundary, at every offset, is UTF-8', async () => {
  for (const shift of [0, 1, 2, 3]) {
    const path = join(dir, `across-${shift}.csv`);
    const bytes = utf8Across(shift);
    writeFileSync(path, bytes);
    const encoding = await detectFileEncoding(path, bytes.subarray(0, 64 * 1024), bytes.length);
    assert.equal(encoding.name, 'UTF-8', `shift ${shift}`);
  }
});

test('one Latin-1 byte deep in a large file (after two pieces) makes it a legacy encoding', async () => {
  const bytes = utf8Across(1);
  bytes[8 * MiB + 12345] = 0xe9; // é in Latin-1: not UTF-8
  const path = join(dir, 'late.csv');
  writeFileSync(path, bytes);
  const encoding = await detectFileEncoding(path, bytes.subarray(0, 64 * 1024), bytes.length);
  assert.notEqual(encoding.name, 'UTF-8');
});

test('the chunked reader yields the whole text, in order, and counts every byte', async () => {
  const bytes = utf8Across(2);
  const path = join(dir, 'whole.csv');
  writeFileSync(path, bytes);
  const counter = { bytes: 0 };
  let text = '';
  for await (const chunk of readTextChunks(path, { name: 'UTF-8', bomLength: 0 }, counter)) text += chunk;
  assert.equal(text, bytes.toString('utf8'));
  assert.equal(counter.bytes, bytes.length);
  // A range: only its bytes.
  const part = { start: 3 * MiB, end: 5 * MiB + 7 };
  let partText = '';
  for await (const chunk of readTextChunks(path, { name: 'UTF-8', bomLength: 0 }, { bytes: 0 }, undefined, part)) partText += chunk;
  assert.equal(partText, bytes.subarray(part.start, part.end).toString('utf8'));
});

test('an abort between chunks stops the reader and closes the file', async () => {
  const path = join(dir, 'abort.csv');
  writeFileSync(path, utf8Across(0));
  const controller = new AbortController();
  let chunks = 0;
  await assert.rejects(async () => {
    for await (const _ of readTextChunks(path, { name: 'UTF-8', bomLength: 0 }, { bytes: 0 }, controller.signal)) {
      if (++chunks === 3) controller.abort();
    }
  }, (err: Error & { type?: string }) => err.type === 'ABORTED');
  assert.equal(chunks, 3);
});
