/**
 * The file drivers against the file contract (file-contract.test-suite.ts), each with its real
 * peer on 127.0.0.1: OpenSSH sshd (SFTP with a password and with an encrypted key), vsftpd (FTP,
 * and explicit FTPS with a test certificate authority), s3rver (OBJSTORE), Azurite (BLOB) and a
 * GCS JSON API test server (CLOUDSTORE).
 * Plus what only SFTP does: pinning the server's host key and refusing a changed one.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { BlobServiceClient } from '@azure/storage-blob';
import { createConnector } from '../registry.ts';
import { createNetworkGuard } from '../network/guard.ts';
import { sshFingerprint } from '../ftp/sftp.ts';
import { startAzurite, type AzuriteServer } from '../testing/azurite.ts';
import { startGcsPeer, type GcsPeer } from '../testing/gcs-peer.ts';
import { memoryLogger } from '../testing/http-peer.ts';
import { startS3TestServer, type S3TestServer } from '../testing/s3-test-server.ts';
import { putAsUser, startSshd, startVsftpd, systemPeersMissing, TEST_USER, type SystemPeer } from '../testing/system-peers.ts';
import { testFileConnector, type FileFixture } from './file-contract.test-suite.ts';

process.env.AWS_EC2_METADATA_DISABLED = 'true';

const FIXTURES = new URL('../testing/fixtures/', import.meta.url).pathname;
// SFTP and FTP need Debian's sshd and vsftpd (CI installs them; elsewhere their tests are skipped, saying why).
const noSystemPeers = systemPeersMissing();
const keys = mkdtempSync(join(tmpdir(), 'ferry-sftp-keys-'));
const PASSPHRASE = 'Key-passphrase-canary-31c8';
if (existsSync('/usr/bin/ssh-keygen')) execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', PASSPHRASE, '-C', 'ferry-contract', '-f', join(keys, 'id_ed25519')]);
const privateKey = existsSync(join(keys, 'id_ed25519')) ? readFileSync(join(keys, 'id_ed25519'), 'utf8') : '';
const publicKey = existsSync(join(keys, 'id_ed25519.pub')) ? readFileSync(join(keys, 'id_ed25519.pub'), 'utf8').trim() : '';

/** Filesystem-backed helpers for a peer that signs in the local test user. */
function homeFiles(peer: () => SystemPeer) {
  const path = (d: string, n = '') => join(peer().home, d, n);
  return {
    put: (d: string, n: string, c: Buffer | string) => putAsUser(path(d, n), c),
    get: (d: string, n: string) => readFile(path(d, n)).catch(() => null),
    list: async (d: string) => (await readdir(path(d)).catch(() => [])).sort(),
    remove: (d: string, n: string) => rm(path(d, n), { force: true }),
  };
}

function systemFixture(name: string, start: () => Promise<SystemPeer>, config: (peer: SystemPeer, d: string) => Record<string, unknown>, wrong: Record<string, unknown>, secrets: string[], guard?: FileFixture extends { setup(): Promise<infer R> } ? R : never): FileFixture {
  let peer: SystemPeer;
  return {
    name,
    skip: noSystemPeers,
    nodeType: 'FTP',
    hasDirectories: true,
    secrets,
    async setup() {
      peer = await start();
      return guard ?? { allowList: ['127.0.0.1'] };
    },
    teardown: () => peer.stop(),
    configuration: (d) => config(peer, d),
    wrongCredentials: (d) => ({ ...config(peer, d), ...wrong }),
    unreachable: (port) => ({ ...config(peer, 'x'), host: '127.0.0.1', port }),
    dropping: (port) => ({ ...config(peer, 'x'), host: '127.0.0.1', port }),
    ...homeFiles(() => peer),
  };
}

testFileConnector(
  systemFixture('SFTP (password)', () => startSshd(), (p, d) => ({ host: '127.0.0.1', port: p.port, protocol: 'SFTP', username: TEST_USER.name, password: TEST_USER.password, directory_path: d }), { password: 'Wrong-password-canary-4e2a' }, [TEST_USER.password, 'Wrong-password-canary-4e2a']),
);

testFileConnector(
  systemFixture(
    'SFTP (encrypted OpenSSH key)',
    () => startSshd({ authorizedKeys: [publicKey] }),
    (p, d) => ({ host: '127.0.0.1', port: p.port, protocol: 'SFTP', username: TEST_USER.name, secret_key: privateKey, passphrase: PASSPHRASE, directory_path: d }),
    { passphrase: undefined, secret_key: undefined, password: 'Wrong-password-canary-4e2a' },
    [PASSPHRASE, privateKey.split('\n')[1]!],
  ),
);

testFileConnector(
  // This vsftpd offers no TLS: plain FTP has to be allowed explicitly (require_tls: false).
  systemFixture('FTP', () => startVsftpd(), (p, d) => ({ host: '127.0.0.1', port: p.port, protocol: 'FTP', require_tls: false, username: TEST_USER.name, password: TEST_USER.password, directory_path: d }), { password: 'Wrong-password-canary-4e2a' }, [TEST_USER.password]),
);

// Explicit FTPS: the server's certificate is for files.example.test, signed by nobody the system
// trusts; the guard is given it as a CA and the name resolves to 127.0.0.1 (a test lookup).
const cert = join(FIXTURES, 'files.example.test.crt');
testFileConnector(
  systemFixture(
    'FTPS (explicit TLS, required by default)',
    () => startVsftpd({ tls: { cert, key: join(FIXTURES, 'files.example.test.key') } }),
    (p, d) => ({ host: 'files.example.test', port: p.port, protocol: 'FTP', username: TEST_USER.name, password: TEST_USER.password, directory_path: d }),
    { password: 'Wrong-password-canary-4e2a' },
    [TEST_USER.password],
    { allowList: ['127.0.0.1'], guard: { ca: readFileSync(cert), lookup: async (host) => (host === 'files.example.test' ? [{ address: '127.0.0.1', family: 4 }] : []) } },
  ),
);

let s3: S3TestServer;
let s3client: S3Client;
const Bucket = 'contract-drop';
testFileConnector({
  name: 'OBJSTORE (s3rver)',
  nodeType: 'OBJSTORE',
  hasDirectories: false,
  // s3rver assembles a completed multipart upload by streaming into the final file (and a small
  // PUT is answered before its bytes are written): it shows partial objects that S3 never does.
  atomicPeer: false,
  secrets: [],
  async setup() {
    s3 = await startS3TestServer([Bucket]);
    s3client = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' });
    return { allowList: ['127.0.0.1'] };
  },
  async teardown() {
    s3client.destroy();
    await s3.stop();
  },
  configuration: (d) => ({ objstore_access_key: s3.accessKeyId, objstore_secret_access_key: s3.secretAccessKey, objstore_bucket_name: Bucket, objstore_region: 'us-east-1', objstore_endpoint: s3.endpoint, directory_path: d }),
  wrongCredentials: (d) => ({ objstore_access_key: 'WRONGKEYID', objstore_secret_access_key: 'wrong', objstore_bucket_name: Bucket, objstore_region: 'us-east-1', objstore_endpoint: s3.endpoint, directory_path: d }),
  unreachable: (port) => ({ objstore_access_key: 'k', objstore_secret_access_key: 's', objstore_bucket_name: Bucket, objstore_region: 'us-east-1', objstore_endpoint: `http://127.0.0.1:${port}` }),
  dropping: (port) => ({ objstore_access_key: 'k', objstore_secret_access_key: 's', objstore_bucket_name: Bucket, objstore_region: 'us-east-1', objstore_endpoint: `http://127.0.0.1:${port}` }),
  put: async (d, n, c) => void (await s3client.send(new PutObjectCommand({ Bucket, Key: `${d}/${n}`, Body: c }))),
  get: async (d, n) => {
    try {
      return Buffer.from(await (await s3client.send(new GetObjectCommand({ Bucket, Key: `${d}/${n}` }))).Body!.transformToByteArray());
    } catch {
      return null;
    }
  },
  list: async (d) => ((await s3client.send(new ListObjectsV2Command({ Bucket, Prefix: `${d}/`, Delimiter: '/' }))).Contents ?? []).map((o) => o.Key!.slice(d.length + 1)).sort(),
  remove: async (d, n) => void (await s3client.send(new DeleteObjectCommand({ Bucket, Key: `${d}/${n}` }))),
});

let azurite: AzuriteServer;
const container = () => BlobServiceClient.fromConnectionString(azurite.connectionString).getContainerClient('contract-drop');
const AZURE_WRONG = 'V3JvbmcgYWNjb3VudCBrZXkgY2FuYXJ5IDdhOWM=';
testFileConnector({
  name: 'BLOB (Azurite, connection string)',
  nodeType: 'BLOB',
  hasDirectories: false,
  secrets: [AZURE_WRONG],
  async setup() {
    azurite = await startAzurite();
    await container().create();
    return { allowList: ['127.0.0.1'] };
  },
  teardown: () => azurite.stop(),
  configuration: (d) => ({ blob_authentication_type: 'CONNECTION_STRING', blob_connection_string: azurite.connectionString, blob_container_name: 'contract-drop', directory_path: d }),
  wrongCredentials: (d) => ({ blob_authentication_type: 'CONNECTION_STRING', blob_connection_string: azurite.connectionString.replace(/AccountKey=[^;]+/, `AccountKey=${AZURE_WRONG}`), blob_container_name: 'contract-drop', directory_path: d }),
  unreachable: (port) => ({ blob_authentication_type: 'CONNECTION_STRING', blob_connection_string: azurite.connectionString.replace(/127\.0\.0\.1:\d+/, `127.0.0.1:${port}`), blob_container_name: 'contract-drop' }),
  dropping: (port) => ({ blob_authentication_type: 'CONNECTION_STRING', blob_connection_string: azurite.connectionString.replace(/127\.0\.0\.1:\d+/, `127.0.0.1:${port}`), blob_container_name: 'contract-drop' }),
  put: async (d, n, c) => void (await container().getBlockBlobClient(`${d}/${n}`).upload(c, Buffer.byteLength(c))),
  get: (d, n) => container().getBlobClient(`${d}/${n}`).downloadToBuffer().catch(() => null),
  list: async (d) => {
    const names: string[] = [];
    for await (const item of container().listBlobsByHierarchy('/', { prefix: `${d}/` })) if (item.kind === 'blob') names.push(item.name.slice(d.length + 1));
    return names.sort();
  },
  remove: async (d, n) => void (await container().getBlobClient(`${d}/${n}`).deleteIfExists()),
});

describe('SFTP host key pinning', { skip: noSystemPeers }, () => {
  let peer: Awaited<ReturnType<typeof startSshd>>;
  const guard = createNetworkGuard({ allowList: ['127.0.0.1'], connectTimeoutMs: 3000 });
  before(async () => {
    peer = await startSshd();
  });
  after(async () => {
    await peer.stop();
    await guard.close();
  });
  const config = (o: Record<string, unknown> = {}) => ({ host: '127.0.0.1', port: peer.port, protocol: 'SFTP', username: TEST_USER.name, password: TEST_USER.password, ...o });
  const ctx = (pinned: string[]) => ({ executionId: 'pin', idempotencyKey: 'pin', guard, log: memoryLogger(), maxBytes: 1024, pinHostKey: async (f: string) => void pinned.push(f) });
  const expected = () => sshFingerprint(Buffer.from(peer.publicHostKey.split(' ')[1]!, 'base64'));

  it('offers the fingerprint ssh-keygen prints for pinning when none is pinned', async () => {
    const pinned: string[] = [];
    const t = await createConnector({ nodeType: 'FTP', type: 'INPUT', configuration: config() }).test!(ctx(pinned));
    assert.equal(t.result, 'OK', t.message);
    const printed = execFileSync('ssh-keygen', ['-lf', `${peer.hostKeyPath}.pub`], { encoding: 'utf8' }).split(' ')[1];
    assert.equal(expected(), printed);
    assert.deepEqual(pinned, [printed]);
  });

  it('accepts the pinned key and refuses another one with HOST_KEY_CHANGED, naming both fingerprints', async () => {
    const pinned: string[] = [];
    const same = await createConnector({ nodeType: 'FTP', type: 'INPUT', configuration: config({ host_key_fingerprint: expected() }) }).test!(ctx(pinned));
    assert.equal(same.result, 'OK', same.message);
    assert.deepEqual(pinned, [], 'a pinned key is not offered again');
    const other = `SHA256:${Buffer.alloc(32, 7).toString('base64').replace(/=+$/, '')}`;
    const changed = await createConnector({ nodeType: 'FTP', type: 'INPUT', configuration: config({ host_key_fingerprint: other }) }).test!(ctx(pinned));
    assert.equal(changed.result, 'HOST_KEY_CHANGED', changed.message);
    assert.ok(changed.message.includes(other) && changed.message.includes(expected()), changed.message);
    assert.ok(!changed.message.includes(TEST_USER.password));
  });
});

let gcs: GcsPeer;
const gcsConfig = (d: string, o: Record<string, unknown> = {}) => ({
  cloudproj_project_id: 'ferry-project',
  cloudproj_client_email: gcs.clientEmail,
  cloudproj_private_key: gcs.privateKey,
  cloudproj_bucket_name: 'contract-drop',
  cloudproj_endpoint: gcs.endpoint,
  cloudproj_token_uri: gcs.tokenUri,
  directory_path: d,
  ...o,
});
// A key of the same shape that the token endpoint does not know.
const strangerKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
testFileConnector({
  name: 'CLOUDSTORE (GCS JSON API test server)',
  nodeType: 'CLOUDSTORE',
  hasDirectories: false,
  secrets: [strangerKey.split('\n')[1]!],
  async setup() {
    gcs = await startGcsPeer(['contract-drop']);
    return { allowList: ['127.0.0.1'] };
  },
  teardown: () => gcs.stop(),
  configuration: (d) => gcsConfig(d),
  wrongCredentials: (d) => gcsConfig(d, { cloudproj_private_key: strangerKey }),
  unreachable: (port) => gcsConfig('x', { cloudproj_endpoint: `http://127.0.0.1:${port}`, cloudproj_token_uri: `http://127.0.0.1:${port}/token` }),
  dropping: (port) => gcsConfig('x', { cloudproj_endpoint: `http://127.0.0.1:${port}`, cloudproj_token_uri: `http://127.0.0.1:${port}/token` }),
  put: async (d, n, c) => gcs.put('contract-drop', `${d}/${n}`, c),
  get: async (d, n) => gcs.buckets.get('contract-drop')!.get(`${d}/${n}`)?.data ?? null,
  list: async (d) => [...gcs.buckets.get('contract-drop')!.keys()].filter((k) => k.startsWith(`${d}/`) && !k.slice(d.length + 1).includes('/')).map((k) => k.slice(d.length + 1)).sort(),
  remove: async (d, n) => void gcs.buckets.get('contract-drop')!.delete(`${d}/${n}`),
});

describe('CLOUDSTORE: the token endpoint passes the network guard too', () => {
  it('refuses a token_uri on a private address even when the API endpoint is allowed', async () => {
    const peer = await startGcsPeer(['b1']);
    const guard = createNetworkGuard({ allowList: ['127.0.0.1'], connectTimeoutMs: 2000 });
    try {
      const c = createConnector({ nodeType: 'CLOUDSTORE', type: 'INPUT', configuration: { cloudproj_project_id: 'ferry-project', cloudproj_client_email: peer.clientEmail, cloudproj_private_key: peer.privateKey, cloudproj_bucket_name: 'b1', cloudproj_endpoint: peer.endpoint, cloudproj_token_uri: 'http://169.254.169.254/computeMetadata/v1/token' } });
      const t = await c.test!({ executionId: 't', idempotencyKey: 't', guard, log: memoryLogger(), maxBytes: 1024 });
      assert.equal(t.result, 'NETWORK_REFUSED', t.message);
      assert.ok(!peer.requests.some((r) => r.includes('/storage/')), 'no API call without a token');
    } finally {
      await guard.close();
      await peer.stop();
    }
  });
});

describe('FTP and TLS: no silent downgrade', { skip: noSystemPeers }, () => {
  let plain: Awaited<ReturnType<typeof startVsftpd>>;
  let tls: SystemPeer;
  const lookup = async (host: string) => (host === 'files.example.test' ? [{ address: '127.0.0.1', family: 4 as const }] : []);
  const untrusting = createNetworkGuard({ allowList: ['127.0.0.1'], lookup, connectTimeoutMs: 2000 });
  before(async () => {
    plain = await startVsftpd();
    tls = await startVsftpd({ tls: { cert, key: join(FIXTURES, 'files.example.test.key') } });
  });
  after(async () => {
    await plain.stop();
    await tls.stop();
    await untrusting.close();
  });
  const ctx = () => ({ executionId: 'tls', idempotencyKey: 'tls', guard: untrusting, log: memoryLogger(), maxBytes: 1024 });
  const config = (port: number, o: Record<string, unknown> = {}) => ({ host: 'files.example.test', port, protocol: 'FTP', username: TEST_USER.name, password: TEST_USER.password, ...o });

  it('a certificate nobody vouches for fails the connection (TLS_FAILURE), it does not fall back to clear text', async () => {
    const t = await createConnector({ nodeType: 'FTP', type: 'INPUT', configuration: config(tls.port) }).test!(ctx());
    assert.equal(t.result, 'TLS_FAILURE', t.message);
    assert.ok(!t.message.includes(TEST_USER.password));
  });

  it('TLS is required by default: a server without it is refused before the user name and password are sent; require_tls: false allows plain FTP', async () => {
    for (const configuration of [config(plain.port), config(plain.port, { require_tls: true }), config(plain.port, { require_tls: 'true' })]) {
      const refused = await createConnector({ nodeType: 'FTP', type: 'INPUT', configuration }).test!(ctx());
      assert.equal(refused.result, 'TLS_FAILURE', refused.message);
      assert.match(refused.message, /does not offer TLS \(AUTH TLS answered 530\); the user name and password were not sent/);
      assert.match(refused.message, /require_tls: false/);
    }
    // vsftpd's own log of every command it received: AUTH TLS, then nothing with the credentials.
    const seen = await plain.protocolLog();
    assert.match(seen, /"AUTH TLS"/);
    assert.doesNotMatch(seen, /"USER |"PASS /);
    const clear = await createConnector({ nodeType: 'FTP', type: 'INPUT', configuration: config(plain.port, { require_tls: false }) }).test!(ctx());
    assert.equal(clear.result, 'OK', clear.message);
    assert.match(await plain.protocolLog(), new RegExp(`"USER ${TEST_USER.name}"[\\s\\S]*"PASS `), 'with plain FTP allowed, the credentials go in clear');
  });

  it('a server (or anyone in the path) answering AUTH TLS with 502 gets no user name or password', async () => {
    // A scripted FTP server on loopback that records every command it receives.
    const received: string[] = [];
    const server = createServer((socket) => {
      socket.write('220 Plain FTP only\r\n');
      let buffer = '';
      socket.on('data', (chunk) => {
        buffer += chunk.toString('latin1');
        for (let i = buffer.indexOf('\r\n'); i >= 0; i = buffer.indexOf('\r\n')) {
          const line = buffer.slice(0, i);
          buffer = buffer.slice(i + 2);
          received.push(line);
          const verb = line.split(' ')[0]!.toUpperCase();
          const reply: Record<string, string> = { AUTH: '502 Command not implemented.', USER: '331 Password required.', PASS: '230 Logged in.', PWD: '257 "/" is the current directory', TYPE: '200 OK', STRU: '200 OK', OPTS: '200 OK', QUIT: '221 Bye.' };
          socket.write(`${reply[verb] ?? '502 Command not implemented.'}\r\n`);
          if (verb === 'QUIT') socket.end();
        }
      });
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const refused = await createConnector({ nodeType: 'FTP', type: 'INPUT', configuration: config(port) }).test!(ctx());
      assert.equal(refused.result, 'TLS_FAILURE', refused.message);
      assert.match(refused.message, /AUTH TLS answered 502\); the user name and password were not sent/);
      assert.deepEqual(received.filter((l) => !/^(AUTH|QUIT)\b/.test(l)), [], `received: ${JSON.stringify(received)}`);
      assert.ok(!received.some((l) => l.includes(TEST_USER.password)));
      // Only a connector that allows plain FTP signs in without TLS.
      await createConnector({ nodeType: 'FTP', type: 'INPUT', configuration: config(port, { require_tls: false }) }).test!(ctx());
      assert.ok(received.includes(`USER ${TEST_USER.name}`) && received.includes(`PASS ${TEST_USER.password}`), JSON.stringify(received));
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('file connectors: a host name that does not resolve is DNS_FAILURE', () => {
  // A resolver that knows no name (as for a typo in the host): the guard reports ENOTFOUND.
  const guard = createNetworkGuard({ lookup: async () => [], connectTimeoutMs: 2000 });
  after(() => guard.close());
  const cases: Array<[string, 'FTP' | 'OBJSTORE' | 'BLOB' | 'CLOUDSTORE', Record<string, unknown>]> = [
    ['SFTP', 'FTP', { host: 'sftp.nowhere.example', protocol: 'SFTP', username: 'u', password: 'p' }],
    ['FTP', 'FTP', { host: 'ftp.nowhere.example', protocol: 'FTP', username: 'u', password: 'p' }],
    ['OBJSTORE', 'OBJSTORE', { objstore_access_key: 'k', objstore_secret_access_key: 's', objstore_bucket_name: 'drop', objstore_region: 'eu-central-1', objstore_endpoint: 'https://s3.nowhere.example' }],
    ['BLOB', 'BLOB', { blob_authentication_type: 'SAS', blob_account: 'nowhere', blob_sas: 'sv=2024&sig=x', blob_container_name: 'drop', blob_endpoint: 'https://blob.nowhere.example' }],
    ['CLOUDSTORE', 'CLOUDSTORE', { cloudproj_project_id: 'ferry-project', cloudproj_client_email: 'a@b.example', cloudproj_private_key: strangerKey, cloudproj_bucket_name: 'drop', cloudproj_token_uri: 'https://oauth.nowhere.example/token' }],
  ];
  for (const [name, nodeType, configuration] of cases) {
    it(name, async () => {
      const t = await createConnector({ nodeType, type: 'INPUT', configuration }).test!({ executionId: 'dns', idempotencyKey: 'dns', guard, log: memoryLogger(), maxBytes: 1024, timeoutMs: 2000 });
      assert.equal(t.result, 'DNS_FAILURE', t.message);
      assert.match(t.message, /nowhere\.example/);
    });
  }
});
