import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm, stat, symlink, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { testArtifactStore } from './contract.test-suite.ts';
import { InvalidKeyError, StorageConfigError } from './errors.ts';
import { createFsStore, resolveUnder } from './fs-store.ts';
import { createArtifactStore } from './index.ts';

let base: string;
before(async () => {
  base = await mkdtemp(join(tmpdir(), 'ferry-fs-store-'));
});
after(async () => {
  await rm(base, { recursive: true, force: true });
});

testArtifactStore('fs', () => createFsStore({ root: join(base, 'contract') }));

/** Every file under `dir`, relative, including hidden ones. */
async function filesUnder(dir: string): Promise<string[]> {
  return ((await readdir(dir, { recursive: true, withFileTypes: true })) as Array<{ isFile(): boolean; parentPath: string; name: string }>)
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .sort();
}

describe('fs artifact store', () => {
  it('defaults to <dataDir>/files and writes keys as plain paths, private to the Ferry user', async () => {
    const dataDir = join(base, 'data-default');
    const store = await createArtifactStore({ storageUrl: null, dataDir });
    assert.equal(store.kind, 'fs');
    assert.equal(store.describe(), `fs ${join(dataDir, 'files')}`);
    await store.put('orgs/o1/executions/e1/input/in.csv', 'a,b\n');
    const path = join(dataDir, 'files', 'orgs/o1/executions/e1/input/in.csv');
    assert.equal(await readFile(path, 'utf8'), 'a,b\n');
    assert.equal((await stat(path)).mode & 0o777, 0o600);
    assert.equal((await stat(join(dataDir, 'files', 'orgs'))).mode & 0o777, 0o700);
    const local = await store.toLocalFile('orgs/o1/executions/e1/input/in.csv');
    assert.equal(local.path, path);
    await store.close();
  });

  it('leaves no empty folder behind when a key or a folder is deleted, and keeps the root', async () => {
    const root = join(base, 'pruning');
    const store = await createFsStore({ root });
    await store.put('orgs/o/uploads/u1/a.csv', 'a');
    await store.put('orgs/o/uploads/u2/b.csv', 'b');
    await store.put('orgs/o/executions/e/grid/r.fgrid', 'g');
    await store.put('orgs/o/executions/e/report.json', '{}');
    await store.delete('orgs/o/uploads/u1/a.csv');
    await assert.rejects(stat(join(root, 'orgs/o/uploads/u1')), { code: 'ENOENT' });
    assert.ok((await stat(join(root, 'orgs/o/uploads/u2'))).isDirectory(), 'a folder that still holds a file stays');
    await store.delete('orgs/o/executions/e/grid/r.fgrid');
    assert.deepEqual(await readdir(join(root, 'orgs/o/executions/e')), ['report.json']);
    assert.equal(await store.deletePrefix('orgs/o/uploads/u2'), 1);
    await assert.rejects(stat(join(root, 'orgs/o/uploads')), { code: 'ENOENT' });
    assert.equal(await store.deletePrefix('orgs/o'), 1);
    assert.deepEqual(await readdir(root), [], 'nothing left but the root');
    await store.put('orgs/o/uploads/u3/c.csv', 'c');
    assert.equal(await readFile(join(root, 'orgs/o/uploads/u3/c.csv'), 'utf8'), 'c', 'folders are made again');
    await store.close();
  });

  it('accepts file:///absolute/path', async () => {
    const root = join(base, 'from url', 'ünï');
    const store = await createArtifactStore({ storageUrl: pathToFileURL(root).href, dataDir: join(base, 'unused') });
    await store.put('k/v.txt', 'v');
    assert.equal(await readFile(join(root, 'k', 'v.txt'), 'utf8'), 'v');
    await assert.rejects(stat(join(base, 'unused')), { code: 'ENOENT' });
    await store.close();
  });

  it('fails at start when the root cannot be a directory', async () => {
    const file = join(base, 'a-file');
    await writeFile(file, 'x');
    await assert.rejects(createFsStore({ root: join(file, 'files') }), (e: unknown) => e instanceof StorageConfigError && /not usable/.test(e.message));
    await assert.rejects(createFsStore({ root: file }), StorageConfigError);
  });

  it('leaves no temporary file behind after puts, copies and failed puts', async () => {
    const root = join(base, 'tmp-check');
    const store = await createFsStore({ root });
    await store.put('d/a.csv', 'a');
    await store.copy('d/a.csv', 'd/b.csv');
    await store.put('d/c.csv', Readable.from([Buffer.from('c')]));
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024, 1));
        this.destroy(new Error('broken'));
      },
    });
    await assert.rejects(store.put('d/a.csv', failing), /broken/);
    assert.deepEqual(await filesUnder(root), ['d/a.csv', 'd/b.csv', 'd/c.csv']);
    assert.equal(await readFile(join(root, 'd/a.csv'), 'utf8'), 'a');
  });

  it('does not list a stray temporary file nor follow symbolic links', async () => {
    const root = join(base, 'stray');
    const outside = join(base, 'outside');
    await mkdir(outside, { recursive: true });
    await writeFile(join(outside, 'secret.txt'), 'secret');
    const store = await createFsStore({ root });
    await store.put('x/real.csv', 'r');
    // A crash between open and rename leaves such a file; it is not an artifact.
    await writeFile(join(root, 'x', '.ferry-tmp-deadbeef'), 'partial');
    await symlink(outside, join(root, 'x', 'link'));
    const keys: string[] = [];
    for await (const key of store.list('')) keys.push(key);
    assert.deepEqual(keys, ['x/real.csv']);
  });

  it('re-checks that a resolved path stays under the root', () => {
    const root = join(base, 'root');
    assert.equal(resolveUnder(root, 'a/b.csv'), join(root, 'a', 'b.csv'));
    // Keys that skipped validation: the lexical re-check still refuses them.
    for (const key of ['../x', 'a/../../x', 'a/../../root-sibling/x', '..', 'a/../..']) {
      assert.throws(() => resolveUnder(root, key), InvalidKeyError, key);
    }
    assert.equal(resolveUnder(root, '/etc/passwd'), join(root, 'etc', 'passwd'), 'a leading "/" cannot escape either');
    assert.throws(() => resolveUnder(root, '../root2/x'), InvalidKeyError, 'a sibling sharing the prefix is outside');
  });

  it('keeps concurrent puts to one key whole (the last rename wins)', async () => {
    const store = await createFsStore({ root: join(base, 'race') });
    const bodies = Array.from({ length: 6 }, (_, i) => Buffer.alloc(200_000 + i, 97 + i));
    await Promise.all(bodies.map((b) => store.put('r/same.bin', Readable.from([b.subarray(0, 100_000), b.subarray(100_000)]))));
    const final = await readFile(join(base, 'race', 'r', 'same.bin'));
    assert.ok(bodies.some((b) => b.equals(final)));
    assert.deepEqual(await filesUnder(join(base, 'race')), ['r/same.bin']);
  });
});
