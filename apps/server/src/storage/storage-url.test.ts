import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { StorageConfigError } from './errors.ts';
import { parseStorageUrl, redactStorageUrl } from './storage-url.ts';

const noEnv = {};

describe('STORAGE_URL', () => {
  it('defaults to <dataDir>/files', () => {
    assert.deepEqual(parseStorageUrl(null, '/srv/ferry/data', noEnv), { kind: 'fs', root: '/srv/ferry/data/files' });
    assert.deepEqual(parseStorageUrl('  ', '/srv/ferry/data', noEnv), { kind: 'fs', root: '/srv/ferry/data/files' });
  });

  it('reads file:///absolute/path', () => {
    assert.deepEqual(parseStorageUrl('file:///var/lib/ferry/files', '/d', noEnv), { kind: 'fs', root: '/var/lib/ferry/files' });
    assert.deepEqual(parseStorageUrl('file:///var/lib/ferry/files/', '/d', noEnv), { kind: 'fs', root: '/var/lib/ferry/files' });
    assert.deepEqual(parseStorageUrl('file://localhost/mnt/Ferry%20Files', '/d', noEnv), { kind: 'fs', root: '/mnt/Ferry Files' });
  });

  it('reads s3://bucket/prefix with every parameter', () => {
    const url = 's3://ferry-artifacts/prod/eu?endpoint=http://127.0.0.1:9000&region=eu-central-1&force_path_style=true&access_key_id=AKIDEXAMPLE&secret_access_key=wJalr%2BXUtnFEMI%2FK7MDENG&session_token=tok';
    assert.deepEqual(parseStorageUrl(url, '/d', noEnv), {
      kind: 's3',
      bucket: 'ferry-artifacts',
      prefix: 'prod/eu',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalr+XUtnFEMI/K7MDENG', sessionToken: 'tok' },
    });
  });

  it('defaults: AWS endpoint, virtual-hosted style, region from the environment, SDK credentials', () => {
    assert.deepEqual(parseStorageUrl('s3://my.bucket', '/d', noEnv), {
      kind: 's3',
      bucket: 'my.bucket',
      prefix: '',
      endpoint: null,
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: null,
    });
    assert.equal((parseStorageUrl('s3://b1c/', '/d', { AWS_REGION: 'eu-west-3' }) as { region: string }).region, 'eu-west-3');
    assert.equal((parseStorageUrl('s3://b1c', '/d', { AWS_DEFAULT_REGION: 'ap-south-1' }) as { region: string }).region, 'ap-south-1');
    const minio = parseStorageUrl('s3://b1c/p/?endpoint=https%3A%2F%2Fminio.internal%3A9000%2F', '/d', noEnv);
    assert.deepEqual(minio.kind === 's3' && [minio.endpoint, minio.forcePathStyle, minio.prefix], ['https://minio.internal:9000', true, 'p']);
    const virtualHosted = parseStorageUrl('s3://b1c?endpoint=https://r2.example.com&force_path_style=false', '/d', noEnv);
    assert.equal(virtualHosted.kind === 's3' && virtualHosted.forcePathStyle, false);
  });

  const malformed: Array<[string, RegExp]> = [
    ['http://bucket', /must start with file:\/\/ or s3:\/\//],
    ['file://relative/path', /absolute path after three slashes/],
    ['file:///', /file system root/],
    ['file:///x?y=1', /no query/],
    ['s3:bucket', /s3:\/\/bucket/],
    ['s3://', /not a valid s3|not a bucket name/],
    ['s3://Upper_Case', /not a bucket name/],
    ['s3://ab', /not a bucket name/],
    ['s3://bucket:9000', /takes no port/],
    ['s3://key:secret@bucket', /not before the bucket name/],
    ['s3://bucket/a%2F..%2Fb', /prefix after the bucket is not usable/],
    ['s3://bucket/a\\b', /prefix after the bucket is not usable/],
    ['s3://bucket/a%00b', /prefix after the bucket is not usable/],
    ['s3://bucket/%E0%A4%A', /not valid percent-encoding/],
    ['s3://bucket?endpont=http://x', /unknown parameter "endpont"/],
    ['s3://bucket?region=a&region=b', /given twice/],
    ['s3://bucket?endpoint=ftp://x', /http:\/\/ or https:\/\//],
    ['s3://bucket?endpoint=not a url', /must be a URL/],
    ['s3://bucket?endpoint=http://u:p@host', /must not carry credentials/],
    ['s3://bucket?region=EU%20West', /not a region name/],
    ['s3://bucket?force_path_style=yes', /true or false/],
    ['s3://bucket?access_key_id=AKID', /without secret_access_key/],
    ['s3://bucket?secret_access_key=s', /without access_key_id/],
    ['s3://bucket?session_token=t', /needs access_key_id/],
    ['s3://bucket?access_key_id=AKID&secret_access_key=abc+def', /percent-encode "\+"/],
    ['s3://bucket#frag', /no fragment/],
  ];
  for (const [url, message] of malformed) {
    it(`refuses ${url}`, () => {
      assert.throws(() => parseStorageUrl(url, '/d', noEnv), (e: unknown) => {
        assert.ok(e instanceof StorageConfigError, String(e));
        assert.match(e.message, message);
        assert.match(e.message, /^STORAGE_URL/);
        return true;
      });
    });
  }

  it('never echoes a credential in an error', () => {
    const secret = 'canarySECRET123';
    for (const url of [
      `s3://bucket?secret_access_key=${secret}`,
      `s3://bucket?access_key_id=${secret}`,
      `s3://bucket?access_key_id=a&secret_access_key=${secret}&bogus=1`,
      `s3://user:${secret}@bucket`,
      `gs://bucket?secret_access_key=${secret}`,
    ]) {
      assert.throws(() => parseStorageUrl(url, '/d', noEnv), (e: unknown) => e instanceof StorageConfigError && !e.message.includes(secret), url);
    }
  });

  it('redacts credentials for logs', () => {
    assert.equal(
      redactStorageUrl('s3://b/p?endpoint=http://x:9000&access_key_id=AKID&secret_access_key=s3cr%2Bt&session_token=tok&region=us-east-1'),
      's3://b/p?endpoint=http://x:9000&access_key_id=***&secret_access_key=***&session_token=***&region=us-east-1',
    );
    assert.equal(redactStorageUrl('s3://user:pw@bucket/p'), 's3://***@bucket/p');
    assert.equal(redactStorageUrl('file:///var/lib/ferry'), 'file:///var/lib/ferry');
  });
});
