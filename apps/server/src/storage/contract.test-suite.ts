/**
 * The contract every artifact store driver must pass (types.ts ArtifactStore), in the fashion of
 * unjs/unstorage's shared driver suite. A driver's test file calls
 * `testArtifactStore('fs', () => createFsStore(…))` at top level.
 *
 * Each test works under its own random folder, so the suite shares one store per driver.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { ArtifactNotFoundError, InvalidKeyError, StorageError } from './errors.ts';
import { artifactKey } from './keys.ts';
import type { ArtifactStore } from './types.ts';

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/** Reads a stream to the end. */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

async function collect(iterable: AsyncIterable<string>): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of iterable) keys.push(key);
  return keys.sort();
}

/** Keys every method must refuse (SECURITY.md: path traversal), with why. */
export const REFUSED_KEYS: ReadonlyArray<[string, string]> = [
  ['', 'empty'],
  ['/etc/passwd', 'absolute'],
  ['a/../../etc/passwd', 'dot-dot segment'],
  ['..', 'dot-dot alone'],
  ['a/./b', 'dot segment'],
  ['a\\..\\b', 'backslash'],
  ['a\u0000b', 'NUL'],
  ['a\nb', 'newline'],
  ['a\u001bb', 'escape'],
  ['a\u0085b', 'C1 control'],
  ['a//b', 'empty segment'],
  ['a/', 'trailing slash'],
  ['a\ud800b', 'lone surrogate'],
  ['.ferry-tmp-0123', 'reserved temporary name'],
  ['a/' + 'x'.repeat(256), 'segment over 255 bytes'],
  [Array.from({ length: 120 }, () => 'abcdefgh').join('/'), 'key over 1024 bytes'],
];

/**
 * Registers the contract tests for one driver.
 * @param name label of the describe block (`fs`, `s3`)
 * @param makeStore opens a fresh, empty-enough store; it is closed after the suite
 */
export function testArtifactStore(name: string, makeStore: () => Promise<ArtifactStore>): void {
  describe(`ArtifactStore contract: ${name}`, () => {
    let store: ArtifactStore;
    let scratch: string;
    const folder = () => `contract-${randomBytes(6).toString('hex')}`;

    before(async () => {
      store = await makeStore();
      scratch = await mkdtemp(join(tmpdir(), 'ferry-contract-'));
    });
    after(async () => {
      await store?.close();
      if (scratch) await rm(scratch, { recursive: true, force: true });
    });

    it('round-trips a multi-megabyte stream with its size and SHA-256', async () => {
      const key = `${folder()}/input/big.csv`;
      const chunks: Buffer[] = [];
      for (let total = 0; total < 12 * 1024 * 1024; ) {
        const chunk = randomBytes(50_000 + Math.floor(Math.random() * 200_000));
        chunks.push(chunk);
        total += chunk.length;
      }
      const expected = Buffer.concat(chunks);
      const result = await store.put(key, Readable.from(chunks));
      assert.deepEqual(result, { size: expected.length, sha256: sha256(expected) });
      const back = await readAll(await store.get(key));
      assert.equal(back.length, expected.length);
      assert.equal(sha256(back), sha256(expected));
      const info = await store.stat(key);
      assert.equal(info?.size, expected.length);
      assert.equal(info?.contentType, 'text/csv');
      assert.ok(info?.modifiedAt instanceof Date && !Number.isNaN(info.modifiedAt.getTime()));
    });

    it('stores Buffers and UTF-8 strings', async () => {
      const base = folder();
      const text = 'naïve,Ünïcödé,東京,🚢\r\n1,2,3,4\r\n';
      assert.deepEqual(await store.put(`${base}/s.csv`, text), { size: Buffer.byteLength(text), sha256: sha256(text) });
      assert.equal((await readAll(await store.get(`${base}/s.csv`))).toString('utf8'), text);
      const bytes = Buffer.from([0, 255, 1, 254, 0x0d, 0x0a]);
      assert.deepEqual(await store.put(`${base}/b.bin`, bytes), { size: 6, sha256: sha256(bytes) });
      assert.deepEqual(await readAll(await store.get(`${base}/b.bin`)), bytes);
      await assert.rejects(store.put(`${base}/n`, 42 as unknown as string), (e: unknown) => e instanceof StorageError && e.code === 'INVALID_ARGUMENT');
    });

    it('reads byte ranges, ends inclusive, clamped at the end', async () => {
      const key = `${folder()}/range.txt`;
      const data = Buffer.from('0123456789abcdefghij');
      await store.put(key, data);
      const read = async (start?: number, end?: number) => (await readAll(await store.get(key, { start, end }))).toString();
      assert.equal(await read(0, 0), '0');
      assert.equal(await read(3, 7), '34567');
      assert.equal(await read(15), 'fghij');
      assert.equal(await read(undefined, 4), '01234');
      assert.equal(await read(18, 1000), 'ij');
      assert.equal(await read(19, 19), 'j');
      assert.equal(await read(20), '', 'a start past the end gives an empty stream');
      assert.equal(await read(500, 600), '');
      for (const [start, end] of [[5, 4], [-1, 3], [1.5, 3], [0, Number.NaN]] as const) {
        await assert.rejects(store.get(key, { start, end }), (e: unknown) => e instanceof StorageError && e.code === 'INVALID_ARGUMENT', `${start}-${end}`);
      }
    });

    it('overwrites: a shorter second put leaves none of the first bytes', async () => {
      const key = `${folder()}/output/out.json`;
      await store.put(key, 'x'.repeat(10_000));
      const result = await store.put(key, '{"ok":true}');
      assert.equal(result.size, 11);
      assert.equal((await readAll(await store.get(key))).toString(), '{"ok":true}');
      assert.equal((await store.stat(key))?.size, 11);
    });

    it('is atomic: readers during a slow put see the old object or nothing, never part of the new one', async () => {
      const base = folder();
      for (const existing of [null, Buffer.from('old object '.repeat(2000))]) {
        const key = `${base}/${existing ? 'over' : 'fresh'}/report.json`;
        if (existing) await store.put(key, existing);
        const chunks = Array.from({ length: 25 }, (_, i) => Buffer.alloc(16 * 1024, 65 + i));
        const expected = Buffer.concat(chunks);
        let producing = true;
        const seen = { old: 0, none: 0, other: 0, listed: [] as string[][] };
        const reader = async () => {
          while (producing) {
            try {
              const bytes = await readAll(await store.get(key));
              if (existing && bytes.equals(existing)) seen.old++;
              else seen.other++;
            } catch (error) {
              if (!(error instanceof ArtifactNotFoundError)) throw error;
              seen.none++;
            }
            seen.listed.push(await collect(store.list(`${base}/${existing ? 'over' : 'fresh'}`)));
          }
        };
        const readers = Promise.all([reader(), reader()]);
        async function* slowBody() {
          for (const chunk of chunks) {
            await delay(8);
            yield chunk;
          }
          // Stop reading before the body ends: what follows (rename, CompleteMultipartUpload) is
          // the storage's commit, which the reads above must not have seen coming.
          producing = false;
          await readers;
        }
        const result = await store.put(key, Readable.from(slowBody()));
        await readers;
        assert.equal(result.sha256, sha256(expected));
        assert.equal(seen.other, 0, 'a reader saw a partial or unexpected object');
        assert.ok(seen.old + seen.none >= 5, `readers ran during the put (${seen.old + seen.none} reads)`);
        if (existing) assert.equal(seen.none, 0, 'the old object never disappeared');
        else assert.equal(seen.old, 0);
        for (const listed of seen.listed) assert.deepEqual(listed, existing ? [key] : [], 'a listing showed an in-progress write');
        assert.ok((await readAll(await store.get(key))).equals(expected));
      }
    });

    it('a failed put rejects with the body stream\'s own error and keeps the previous object', async () => {
      const base = folder();
      const key = `${base}/in/data.csv`;
      await store.put(key, 'a,b\n1,2\n');
      const boom = new Error('the client went away');
      async function* failing() {
        yield Buffer.alloc(64 * 1024, 1);
        await delay(5);
        yield Buffer.alloc(64 * 1024, 2);
        throw boom;
      }
      await assert.rejects(store.put(key, Readable.from(failing())), (e) => e === boom);
      assert.equal((await readAll(await store.get(key))).toString(), 'a,b\n1,2\n');
      await assert.rejects(store.put(`${base}/in/new.csv`, Readable.from(failing())), (e) => e === boom);
      assert.equal(await store.exists(`${base}/in/new.csv`), false);
      // Past the first multipart part (s3): the started upload is abandoned, nothing appears.
      async function* failingLate() {
        for (let i = 0; i < 7; i++) yield Buffer.alloc(1024 * 1024, i);
        throw boom;
      }
      await assert.rejects(store.put(key, Readable.from(failingLate())), (e) => e === boom);
      assert.equal((await readAll(await store.get(key))).toString(), 'a,b\n1,2\n');
      assert.deepEqual(await collect(store.list(base)), [key]);
    });

    it('answers NotFound for missing objects and folders', async () => {
      const base = folder();
      await store.put(`${base}/dir/file.txt`, 'x');
      for (const key of [`${base}/missing.csv`, `${base}/dir`, `${base}/dir/file.txt/deeper`]) {
        await assert.rejects(store.get(key), (e: unknown) => e instanceof ArtifactNotFoundError && e.key === key && e.code === 'NOT_FOUND', key);
        await assert.rejects(store.get(key, { start: 0, end: 3 }), ArtifactNotFoundError);
        assert.equal(await store.stat(key), null);
        assert.equal(await store.exists(key), false);
        await assert.rejects(store.toLocalFile(key), ArtifactNotFoundError);
        await assert.rejects(store.copy(key, `${base}/copy.csv`), ArtifactNotFoundError);
      }
      assert.equal(await store.exists(`${base}/copy.csv`), false);
    });

    it('deletes idempotently', async () => {
      const base = folder();
      await store.delete(`${base}/never-existed.csv`);
      await store.put(`${base}/a.csv`, 'a');
      await store.put(`${base}/sub/b.csv`, 'b');
      await store.delete(`${base}/a.csv`);
      await store.delete(`${base}/a.csv`);
      await store.delete(`${base}/sub`); // a folder of other keys holds no object of its own
      assert.equal(await store.exists(`${base}/a.csv`), false);
      assert.equal(await store.exists(`${base}/sub/b.csv`), true);
      await assert.rejects(store.get(`${base}/a.csv`), ArtifactNotFoundError);
    });

    it('deletes a folder and only that folder', async () => {
      const base = folder();
      const keep = [`${base}/x1/4.csv`, `${base}/x.csv`, `${base}/y/1.csv`];
      const gone = [`${base}/x/1.csv`, `${base}/x/2/3.csv`, `${base}/x/2/4/5.json`];
      for (const key of [...keep, ...gone]) await store.put(key, key);
      assert.equal(await store.deletePrefix(`${base}/x`), 3);
      assert.deepEqual(await collect(store.list(base)), [...keep].sort());
      assert.equal(await store.deletePrefix(`${base}/x/`), 0);
      assert.equal(await store.deletePrefix(`${base}/nothing-here`), 0);
      await assert.rejects(store.deletePrefix(''), InvalidKeyError);
      await assert.rejects(store.deletePrefix('/'), InvalidKeyError);
      assert.equal(await store.deletePrefix(base), 3);
      assert.deepEqual(await collect(store.list(base)), []);
    });

    it('lists the keys under a folder, across pages', async () => {
      const base = folder();
      const keys = [`${base}/a/1.csv`, `${base}/a/2.csv`, `${base}/a/sub/3.csv`, `${base}/a/sub/deep/4.csv`, `${base}/ab/5.csv`, `${base}/b.csv`];
      for (let i = 0; i < 7; i++) keys.push(`${base}/a/many/${String(i).padStart(2, '0')}.json`);
      for (const key of keys) await store.put(key, 'x');
      const underA = keys.filter((k) => k.startsWith(`${base}/a/`)).sort();
      assert.deepEqual(await collect(store.list(`${base}/a`)), underA);
      assert.deepEqual(await collect(store.list(`${base}/a/`)), underA, 'a trailing slash names the same folder');
      assert.deepEqual(await collect(store.list(base)), [...keys].sort());
      assert.deepEqual(await collect(store.list(`${base}/nope`)), []);
      assert.deepEqual(await collect(store.list(`${base}/b.csv`)), [], 'a key is not a folder');
      const all = await collect(store.list(''));
      for (const key of keys) assert.ok(all.includes(key), key);
      // Stop early: a consumer may break out of the iteration.
      for await (const key of store.list(`${base}/a`)) {
        assert.ok(underA.includes(key));
        break;
      }
    });

    it('copies, replacing the destination and leaving the source', async () => {
      const base = folder();
      const data = randomBytes(300_000);
      await store.put(`${base}/src/in.xlsx`, data);
      await store.copy(`${base}/src/in.xlsx`, `${base}/dst/deeper/copy.xlsx`);
      assert.ok((await readAll(await store.get(`${base}/dst/deeper/copy.xlsx`))).equals(data));
      assert.ok((await readAll(await store.get(`${base}/src/in.xlsx`))).equals(data));
      await store.put(`${base}/dst/other.txt`, 'something longer than the source will be');
      await store.put(`${base}/src/short.txt`, 'short');
      await store.copy(`${base}/src/short.txt`, `${base}/dst/other.txt`);
      assert.equal((await readAll(await store.get(`${base}/dst/other.txt`))).toString(), 'short');
      assert.equal((await store.stat(`${base}/dst/other.txt`))?.size, 5);
    });

    it('gives a local file for random access, and cleans it up', async () => {
      const base = folder();
      const data = randomBytes(200_000);
      const key = `${base}/input/Quarterly report.xlsx`;
      await store.put(key, data);
      const local = await store.toLocalFile(key);
      assert.ok(local.path.endsWith('/Quarterly report.xlsx'), local.path);
      assert.ok((await readFile(local.path)).equals(data));
      await local.cleanup();
      await local.cleanup();
      if (store.kind === 'fs') assert.ok((await stat(local.path)).isFile(), 'fs hands out the real file');
      else await assert.rejects(stat(local.path), { code: 'ENOENT' });
      assert.ok((await readAll(await store.get(key))).equals(data), 'the artifact itself stays');
    });

    it('puts a local file', async () => {
      const key = `${folder()}/output/result.csv`;
      const path = join(scratch, 'result.csv');
      const data = Buffer.from('id,name\n1,Zoë\n'.repeat(5000));
      await writeFile(path, data);
      assert.deepEqual(await store.putFile(key, path), { size: data.length, sha256: sha256(data) });
      assert.ok((await readAll(await store.get(key))).equals(data));
    });

    it('refuses unsafe keys and prefixes on every method', async () => {
      const good = `${folder()}/ok.txt`;
      await store.put(good, 'ok');
      const path = join(scratch, 'local.txt');
      await writeFile(path, 'x');
      const isRefused = (e: unknown) => e instanceof InvalidKeyError && e.code === 'INVALID_KEY';
      for (const [key, why] of REFUSED_KEYS) {
        await assert.rejects(store.put(key, 'x'), isRefused, `put ${why}`);
        await assert.rejects(store.putFile(key, path), isRefused, `putFile ${why}`);
        await assert.rejects(store.get(key), isRefused, `get ${why}`);
        await assert.rejects(store.stat(key), isRefused, `stat ${why}`);
        await assert.rejects(store.exists(key), isRefused, `exists ${why}`);
        await assert.rejects(store.delete(key), isRefused, `delete ${why}`);
        await assert.rejects(store.copy(good, key), isRefused, `copy to ${why}`);
        await assert.rejects(store.copy(key, good), isRefused, `copy from ${why}`);
        await assert.rejects(store.toLocalFile(key), isRefused, `toLocalFile ${why}`);
        if (key !== '' && key !== 'a/') {
          await assert.rejects(collect(store.list(key)), isRefused, `list ${why}`);
          await assert.rejects(store.deletePrefix(key), isRefused, `deletePrefix ${why}`);
        }
      }
      await assert.rejects(store.get(undefined as unknown as string), isRefused);
      assert.equal((await readAll(await store.get(good))).toString(), 'ok', 'nothing was harmed');
    });

    it('keeps Unicode file names as they are', async () => {
      const base = folder();
      const names = ['Überweisung März 2024 – 東京 📊.csv', 'Cafe\u0301 (NFD).xlsx', 'ملف عربي.json', 'emoji 👩‍👩‍👧‍👦.tsv'];
      const keys = names.map((n) => `${base}/${n}`);
      keys.push(artifactKey(base, 'upload', '../../Ünïcödé: "quoted" <name>?.csv'));
      for (const key of keys) {
        await store.put(key, key);
        assert.equal((await readAll(await store.get(key))).toString(), key);
      }
      assert.deepEqual(await collect(store.list(base)), [...keys].sort());
      const copy = `${base}/copies/${names[0]}`;
      await store.copy(keys[0]!, copy);
      assert.equal((await readAll(await store.get(copy))).toString(), keys[0]);
    });

    it('handles empty files', async () => {
      const base = folder();
      assert.deepEqual(await store.put(`${base}/empty.csv`, ''), { size: 0, sha256: EMPTY_SHA256 });
      assert.deepEqual(await store.put(`${base}/empty-stream.csv`, Readable.from([])), { size: 0, sha256: EMPTY_SHA256 });
      assert.deepEqual(await store.put(`${base}/empty-buffer.csv`, Buffer.alloc(0)), { size: 0, sha256: EMPTY_SHA256 });
      assert.equal((await readAll(await store.get(`${base}/empty.csv`))).length, 0);
      assert.equal((await store.stat(`${base}/empty.csv`))?.size, 0);
      assert.equal(await store.exists(`${base}/empty.csv`), true);
      await store.copy(`${base}/empty.csv`, `${base}/copy.csv`);
      assert.equal((await store.stat(`${base}/copy.csv`))?.size, 0);
      const local = await store.toLocalFile(`${base}/empty.csv`);
      assert.equal((await readFile(local.path)).length, 0);
      await local.cleanup();
    });

    it('reports the content type of known extensions', async () => {
      const base = folder();
      const cases: Array<[string, string]> = [
        ['a.csv', 'text/csv'],
        ['b.json', 'application/json'],
        ['c.ndjson', 'application/x-ndjson'],
        ['d.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        ['e.XML', 'application/xml'],
        ['f', 'application/octet-stream'],
      ];
      for (const [name, type] of cases) {
        await store.put(`${base}/${name}`, 'x', { contentType: type });
        assert.equal((await store.stat(`${base}/${name}`))?.contentType, type, name);
      }
    });

    it('describes itself without secrets', () => {
      const text = store.describe();
      assert.ok(text.startsWith(store.kind), text);
      assert.doesNotMatch(text, /secret|password|S3RVER/i);
    });
  });
}
