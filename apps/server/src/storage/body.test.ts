import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkRange, DigestStream, sliceBody, toReadable } from './body.ts';
import { StorageError } from './errors.ts';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('artifact bodies', () => {
  it('turns strings, Buffers and typed-array views into byte streams', async () => {
    assert.equal((await readAll(toReadable('héllo'))).toString(), 'héllo');
    assert.deepEqual(await readAll(toReadable(Buffer.from([1, 2, 3]))), Buffer.from([1, 2, 3]));
    const view = new Uint8Array([9, 8, 7, 6, 5]).subarray(1, 4);
    assert.deepEqual(await readAll(toReadable(view)), Buffer.from([8, 7, 6]));
    assert.equal((await readAll(toReadable(''))).length, 0);
    assert.throws(() => toReadable(null as unknown as string), StorageError);
    assert.throws(() => toReadable({} as unknown as string), (e: unknown) => e instanceof StorageError && e.code === 'INVALID_ARGUMENT');
  });

  it('counts and hashes what passes through a DigestStream', async () => {
    const parts = [Buffer.from('abc'), Buffer.alloc(100_000, 1), Buffer.from('')];
    const digest = new DigestStream();
    const out: Buffer[] = [];
    await pipeline(Readable.from(parts), digest, async function* (source) {
      for await (const chunk of source) out.push(chunk as Buffer);
    });
    const all = Buffer.concat(parts);
    assert.deepEqual(digest.result(), { size: all.length, sha256: createHash('sha256').update(all).digest('hex') });
    assert.ok(Buffer.concat(out).equals(all));
  });

  it('checks ranges', () => {
    assert.equal(checkRange(undefined), null);
    assert.equal(checkRange({}), null);
    assert.deepEqual(checkRange({ end: 5 }), { start: 0, end: 5 });
    assert.deepEqual(checkRange({ start: 5 }), { start: 5, end: undefined });
    for (const bad of [{ start: -1 }, { end: 2.5 }, { start: 3, end: 2 }, { start: Number.POSITIVE_INFINITY }, { start: '1' as unknown as number }]) {
      assert.throws(() => checkRange(bad), (e: unknown) => e instanceof StorageError && e.code === 'INVALID_ARGUMENT', JSON.stringify(bad));
    }
  });

  it('slices a body a server sent whole or wider than asked, across chunk boundaries', async () => {
    const data = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
    const chunked = (from: number) => Readable.from(Array.from({ length: Math.ceil((data.length - from) / 64) }, (_, i) => data.subarray(from + i * 64, from + (i + 1) * 64)));
    for (const [start, end] of [[0, 0], [63, 64], [100, 899], [999, 999], [500, undefined], [0, 5000], [1200, undefined]] as const) {
      const expected = data.subarray(start, end === undefined ? undefined : end + 1);
      assert.ok((await readAll(sliceBody(chunked(0), 0, start, end))).equals(expected), `${start}-${end} from 0`);
      if (start >= 100) assert.ok((await readAll(sliceBody(chunked(100), 100, start, end))).equals(expected), `${start}-${end} from 100`);
    }
  });

  it('stops reading the source once the range is complete', async () => {
    let produced = 0;
    const endless = new Readable({
      read() {
        produced++;
        this.push(Buffer.alloc(1024, 1));
      },
    });
    const out = await readAll(sliceBody(endless, 0, 10, 2047));
    assert.equal(out.length, 2038);
    assert.ok(endless.destroyed);
    assert.ok(produced < 1000, `an endless source was read ${produced} times`);
  });
});
