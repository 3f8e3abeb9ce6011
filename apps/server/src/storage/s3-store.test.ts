import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { readAll, testArtifactStore } from './contract.test-suite.ts';
import { StorageConfigError, StorageError } from './errors.ts';
import { createArtifactStore } from './index.ts';
import { createS3Store } from './s3-store.ts';
import { parseStorageUrl, type S3Location } from './storage-url.ts';
import { startS3TestServer, type S3TestServer } from '@ferry/connectors/testing/s3-test-server';

// Never let the SDK's credential chain reach for an instance-metadata address from a test.
process.env.AWS_EC2_METADATA_DISABLED = 'true';

let server: S3TestServer;
let dataDir: string;
before(async () => {
  server = await startS3TestServer(['contract', 'ferry', 'empty']);
  dataDir = await mkdtemp(join(tmpdir(), 'ferry-s3-store-'));
});
after(async () => {
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

testArtifactStore('s3', async () => {
  const location = parseStorageUrl(server.url('contract', 'ferry/artifacts'), dataDir) as S3Location;
  // Small pages so listings and deletePrefix go through continuation tokens.
  return createS3Store({ ...location, tmpDir: join(dataDir, 'tmp'), listPageSize: 3 });
});

/** Raw view of a bucket, bypassing the store. */
function rawClient(): S3Client {
  return new S3Client({
    endpoint: server.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

async function rawKeys(bucket: string): Promise<string[]> {
  const client = rawClient();
  try {
    const res = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
    return (res.Contents ?? []).map((o) => o.Key!).sort();
  } finally {
    client.destroy();
  }
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('s3 artifact store', () => {
  it('keeps objects under the URL prefix, with their content type', async () => {
    const store = await createArtifactStore({ storageUrl: server.url('ferry', 'tenant-data/v1'), dataDir });
    assert.equal(store.kind, 's3');
    await store.put('orgs/o1/executions/e1/report.json', '{"rows":3}');
    assert.ok((await rawKeys('ferry')).includes('tenant-data/v1/orgs/o1/executions/e1/report.json'));
    assert.equal((await store.stat('orgs/o1/executions/e1/report.json'))?.contentType, 'application/json');
    await store.put('x/data.bin', 'x', { contentType: 'application/vnd.ferry.test' });
    assert.equal((await store.stat('x/data.bin'))?.contentType, 'application/vnd.ferry.test');
    const keys: string[] = [];
    for await (const key of store.list('')) keys.push(key);
    assert.deepEqual(keys.sort(), ['orgs/o1/executions/e1/report.json', 'x/data.bin']);
    await store.close();
  });

  it('works at the bucket root and skips objects other tools wrote that are not artifact keys', async () => {
    const client = rawClient();
    await client.send(new PutObjectCommand({ Bucket: 'empty', Key: 'folder/', Body: '', ContentLength: 0 }));
    client.destroy();
    const store = await createArtifactStore({ storageUrl: server.url('empty'), dataDir });
    await store.put('root-level.csv', 'a');
    const keys: string[] = [];
    for await (const key of store.list('')) keys.push(key);
    assert.deepEqual(keys, ['root-level.csv']);
    await store.close();
  });

  it('downloads toLocalFile copies under <dataDir>/tmp and removes leftovers on close', async () => {
    const store = await createArtifactStore({ storageUrl: server.url('ferry', 'local-files'), dataDir });
    await store.put('in/sheet.xlsx', Buffer.alloc(1000, 7));
    const a = await store.toLocalFile('in/sheet.xlsx');
    const b = await store.toLocalFile('in/sheet.xlsx');
    assert.ok(a.path.startsWith(join(dataDir, 'tmp') + '/'), a.path);
    assert.notEqual(a.path, b.path);
    await a.cleanup();
    assert.equal((await readdir(join(dataDir, 'tmp'))).length, 1);
    await store.close();
    assert.equal((await readdir(join(dataDir, 'tmp'))).length, 0);
  });

  it('takes credentials from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY when the URL has none', async () => {
    const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
    const url = `s3://ferry/from-env?endpoint=${encodeURIComponent(server.endpoint)}`;
    try {
      process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
      process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
      const store = await createArtifactStore({ storageUrl: url, dataDir });
      await store.put('k.txt', 'from env');
      assert.equal((await readAll(await store.get('k.txt'))).toString(), 'from env');
      await store.close();
      process.env.AWS_ACCESS_KEY_ID = 'NOT-A-KNOWN-KEY';
      await assert.rejects(createArtifactStore({ storageUrl: url, dataDir }), (e: unknown) => e instanceof StorageConfigError && /denied/.test(e.message));
    } finally {
      for (const [name, value] of [['AWS_ACCESS_KEY_ID', saved.id], ['AWS_SECRET_ACCESS_KEY', saved.secret]] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });

  it('fails at start with a clear message when the bucket is missing', async () => {
    await assert.rejects(createArtifactStore({ storageUrl: server.url('no-such-bucket'), dataDir }), (e: unknown) => {
      assert.ok(e instanceof StorageConfigError);
      assert.match(e.message, /bucket "no-such-bucket" does not exist/);
      return true;
    });
  });

  it('fails at start when access is denied, without echoing the secret', async () => {
    const url = `s3://ferry?endpoint=${encodeURIComponent(server.endpoint)}&access_key_id=UNKNOWNKEY&secret_access_key=canary-secret-value`;
    await assert.rejects(createArtifactStore({ storageUrl: url, dataDir }), (e: unknown) => {
      assert.ok(e instanceof StorageConfigError);
      assert.match(e.message, /access to bucket "ferry" was denied/);
      assert.doesNotMatch(e.message, /canary-secret-value/);
      return true;
    });
  });

  it('fails at start, retryably, when the endpoint does not answer', async () => {
    const port = await closedPort();
    const url = `s3://ferry?endpoint=http://127.0.0.1:${port}&access_key_id=a&secret_access_key=b`;
    await assert.rejects(createArtifactStore({ storageUrl: url, dataDir }), (e: unknown) => {
      assert.ok(e instanceof StorageError);
      assert.equal(e.code, 'UNAVAILABLE');
      assert.equal(e.retryable, true);
      assert.match(e.message, /could not be reached/);
      assert.match(e.message, new RegExp(`127\\.0\\.0\\.1:${port}`));
      return true;
    });
  });

  it('describes itself without the credentials', async () => {
    const url = `s3://ferry/p?endpoint=${encodeURIComponent(server.endpoint)}&access_key_id=S3RVER&secret_access_key=canary-secret-value`;
    const store = await createArtifactStore({ storageUrl: url, dataDir });
    assert.equal(store.describe(), `s3 s3://ferry/p (endpoint ${server.endpoint}, region us-east-1, path-style)`);
    await store.close();
  });
});
