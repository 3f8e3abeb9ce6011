/**
 * The file-connector peers of the REST tests, behind one shape: start the real server (sshd,
 * vsftpd, s3rver, Azurite), give the connector configuration for a directory, and drop, read,
 * list files there as a customer (or Ferry's reader) would — through the filesystem for the
 * account-based servers, through the storage SDK for the object stores.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { BlobServiceClient } from '@azure/storage-blob';
import { startAzurite } from '@ferry/connectors/testing/azurite';
import { startS3TestServer } from '@ferry/connectors/testing/s3-test-server';
import { startGcsPeer } from '@ferry/connectors/testing/gcs-peer';
import { putAsUser, startSshd, startVsftpd, TEST_USER } from '@ferry/connectors/testing/system-peers';

export interface FilePeer {
  nodeType: 'FTP' | 'OBJSTORE' | 'BLOB' | 'CLOUDSTORE';
  label: string;
  /** Connector configuration for `directory` (without file or advanced settings). */
  config(directory: string): Record<string, unknown>;
  put(directory: string, name: string, content: string | Buffer): Promise<void>;
  get(directory: string, name: string): Promise<Buffer | null>;
  list(directory: string): Promise<string[]>;
  remove(directory: string, name: string): Promise<void>;
  /** Secret values in the configuration (no answer may contain them). */
  secrets: string[];
  stop(): Promise<void>;
}

async function fsPeer(protocol: 'SFTP' | 'FTP'): Promise<FilePeer> {
  const peer = protocol === 'SFTP' ? await startSshd() : await startVsftpd();
  const root = join(peer.home, `ferry-e2e-${protocol.toLowerCase()}-${process.pid}-${Date.now()}`);
  const path = (directory: string, name = '') => join(root, directory, name);
  return {
    nodeType: 'FTP',
    label: protocol,
    // The test vsftpd offers no TLS: plain FTP is allowed explicitly (TLS is required by default).
    config: (directory) => ({ host: '127.0.0.1', port: peer.port, protocol, ...(protocol === 'FTP' ? { require_tls: false } : {}), username: TEST_USER.name, password: TEST_USER.password, directory_path: `${root.slice(peer.home.length + 1)}/${directory}` }),
    put: (directory, name, content) => putAsUser(path(directory, name), content),
    get: (directory, name) => readFile(path(directory, name)).catch(() => null),
    list: async (directory) => (await readdir(path(directory)).catch(() => [])).sort(),
    remove: (directory, name) => rm(path(directory, name), { force: true }),
    secrets: [TEST_USER.password],
    async stop() {
      await peer.stop();
      await rm(root, { recursive: true, force: true });
    },
  };
}

async function s3Peer(): Promise<FilePeer> {
  const server = await startS3TestServer(['customer-drop']);
  const client = new S3Client({ endpoint: server.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey }, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' });
  const Bucket = 'customer-drop';
  return {
    nodeType: 'OBJSTORE',
    label: 'OBJSTORE (s3rver)',
    config: (directory) => ({ objstore_access_key: server.accessKeyId, objstore_secret_access_key: server.secretAccessKey, objstore_bucket_name: Bucket, objstore_region: 'us-east-1', objstore_endpoint: server.endpoint, directory_path: directory }),
    put: async (directory, name, content) => void (await client.send(new PutObjectCommand({ Bucket, Key: `${directory}/${name}`, Body: content }))),
    get: async (directory, name) => {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: `${directory}/${name}` }));
        return Buffer.from(await res.Body!.transformToByteArray());
      } catch {
        return null;
      }
    },
    list: async (directory) => ((await client.send(new ListObjectsV2Command({ Bucket, Prefix: `${directory}/` }))).Contents ?? []).map((o) => o.Key!.slice(directory.length + 1)).sort(),
    remove: async (directory, name) => void (await client.send(new DeleteObjectCommand({ Bucket, Key: `${directory}/${name}` }))),
    // s3rver's well-known key pair is not secret; the contract tests check secrets with canaries.
    secrets: [],
    async stop() {
      client.destroy();
      await server.stop();
    },
  };
}

async function blobPeer(): Promise<FilePeer> {
  const server = await startAzurite();
  const container = BlobServiceClient.fromConnectionString(server.connectionString).getContainerClient('customer-drop');
  await container.create();
  return {
    nodeType: 'BLOB',
    label: 'BLOB (Azurite)',
    config: (directory) => ({ blob_authentication_type: 'CONNECTION_STRING', blob_connection_string: server.connectionString, blob_container_name: 'customer-drop', directory_path: directory }),
    put: async (directory, name, content) => void (await container.getBlockBlobClient(`${directory}/${name}`).upload(content, Buffer.byteLength(content))),
    get: async (directory, name) => container.getBlobClient(`${directory}/${name}`).downloadToBuffer().catch(() => null),
    list: async (directory) => {
      const names: string[] = [];
      for await (const b of container.listBlobsFlat({ prefix: `${directory}/` })) names.push(b.name.slice(directory.length + 1));
      return names.sort();
    },
    remove: async (directory, name) => void (await container.getBlobClient(`${directory}/${name}`).deleteIfExists()),
    secrets: [],
    stop: () => server.stop(),
  };
}

async function gcsPeer(): Promise<FilePeer> {
  const server = await startGcsPeer(['customer-drop']);
  const objects = () => server.buckets.get('customer-drop')!;
  return {
    nodeType: 'CLOUDSTORE',
    label: 'CLOUDSTORE (GCS JSON API test server)',
    config: (directory) => ({
      cloudproj_project_id: 'ferry-project',
      cloudproj_client_email: server.clientEmail,
      cloudproj_private_key: server.privateKey,
      cloudproj_bucket_name: 'customer-drop',
      cloudproj_endpoint: server.endpoint,
      cloudproj_token_uri: server.tokenUri,
      directory_path: directory,
    }),
    put: async (directory, name, content) => server.put('customer-drop', `${directory}/${name}`, content),
    get: async (directory, name) => objects().get(`${directory}/${name}`)?.data ?? null,
    list: async (directory) => [...objects().keys()].filter((k) => k.startsWith(`${directory}/`)).map((k) => k.slice(directory.length + 1)).sort(),
    remove: async (directory, name) => void objects().delete(`${directory}/${name}`),
    secrets: [server.privateKey.split('\n')[1]!],
    stop: () => server.stop(),
  };
}

/** The peers by name. */
export const FILE_PEERS: Record<string, () => Promise<FilePeer>> = {
  SFTP: () => fsPeer('SFTP'),
  FTP: () => fsPeer('FTP'),
  OBJSTORE: s3Peer,
  BLOB: blobPeer,
  CLOUDSTORE: gcsPeer,
};
