/**
 * ByteSink: every character arrives, in order, as UTF-8, whether the destination is a file (whose
 * chunks are encoded into reused buffers) or another stream (which may hold on to its chunks).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { BufferPool } from './buffer-pool.ts';
import { ByteSink, openDestination } from './byte-sink.ts';

const dir = mkdtempSync(join(tmpdir(), 'ferry-byte-sink-'));
test.after(() => rmSync(dir, { recursive: true, force: true }));

/** Pieces of text of many lengths and scripts, some far above a chunk, with bytes written in between. */
function* pieces(): Generator<string | Uint8Array> {
  const words = ['plain,ascii;', 'Zürich', '東京都', '\ud83d\ude00', '"quoted\nline"', '\r\n'];
  let state = 7;
  for (let i = 0; i < 4000; i++) {
    state = (state * 48271) % 2147483647;
    if (i % 97 === 0) yield Buffer.from(`[bytes ${i} ü]`, 'utf8');
    else if (i % 1000 === 500) yield 'x'.repeat(300_000) + '€';
    else yield words[state % words.length]!.repeat(1 + (state % 400));
  }
}

async function writeAll(sink: ByteSink): Promise<string> {
  let expected = '';
  for (const piece of pieces()) {
    if (typeof piece === 'string') {
      sink.write(piece);
      expected += piece;
    } else {
      sink.writeBytes(piece);
      expected += Buffer.from(piece).toString('utf8');
    }
    await sink.drain();
  }
  return expected;
}

test('to a file: the text arrives whole and in order while chunk buffers are reused', async () => {
  const path = join(dir, 'out.txt');
  const sink = new ByteSink(openDestination({ format: 'CSV', path }));
  const expected = await writeAll(sink);
  const bytes = await sink.end();
  const written = readFileSync(path);
  assert.equal(bytes, written.length);
  assert.equal(written.toString('utf8'), expected);
});

test('to another stream: chunks the reader holds on to are not overwritten', async () => {
  const through = new PassThrough({ highWaterMark: 64 * 1024 * 1024 });
  const held: Buffer[] = [];
  through.on('data', (chunk: Buffer) => held.push(chunk));
  const sink = new ByteSink(through);
  const expected = await writeAll(sink);
  await sink.end();
  assert.equal(Buffer.concat(held).toString('utf8'), expected);
});

test('BufferPool gives a kept buffer back out only when it is large enough, and keeps no more than asked', () => {
  const pool = new BufferPool(2, 1000);
  const a = pool.take(100);
  const b = pool.take(500);
  pool.give(a.subarray(0, 10));
  pool.give(b);
  assert.equal(pool.take(400), b, 'the kept buffer that is large enough');
  const again = pool.take(50);
  assert.equal(again.buffer, a.buffer, 'given back as a subarray, kept whole');
  assert.equal(again.length, 100);
  const c = pool.take(2000);
  pool.give(c);
  assert.notEqual(pool.take(2000).buffer, c.buffer, 'larger than maxBytes: not kept');
  const [x, y, z] = [pool.take(10), pool.take(10), pool.take(10)];
  pool.give(x);
  pool.give(y);
  pool.give(z);
  const out = [pool.take(10), pool.take(10), pool.take(10)].map((buffer) => buffer.buffer);
  assert.ok(out.includes(x.buffer) && out.includes(y.buffer), 'two kept');
  assert.ok(!out.includes(z.buffer), 'the third beyond the limit: not kept');
});
