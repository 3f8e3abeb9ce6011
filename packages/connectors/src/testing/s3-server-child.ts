/**
 * Child-process entry of s3-test-server.ts: runs an S3-compatible server (s3rver) on 127.0.0.1,
 * on a free port, and prints `{"port":N}` on stdout once it listens. Exits when its parent goes
 * away (stdin closes) or on SIGTERM.
 *
 *   node --openssl-legacy-provider s3-server-child.ts <directory> <bucket>[,<bucket>…]
 *
 * Why a child process with the legacy OpenSSL provider: s3rver encrypts ListObjectsV2
 * continuation tokens with DES, which Node 24's OpenSSL 3 only offers through that provider; the
 * flag stays confined to this test server.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const S3rver = require('@20minutes/s3rver');

const [directory, buckets] = process.argv.slice(2);
if (!directory || !buckets) {
  process.stderr.write('usage: s3-server-child.ts <directory> <bucket>[,<bucket>…]\n');
  process.exit(2);
}

const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  // s3rver canonicalises bucket-level paths without the trailing "/" that AWS SDK v3 signs
  // (`GET /bucket/?list-type=2`), so its signature check fails on every bucket operation. It still
  // refuses unknown access key ids; the secret itself goes unchecked.
  allowMismatchedSignatures: true,
  configureBuckets: buckets.split(',').map((name) => ({ name })),
});

const address = await server.run();
process.stdout.write(JSON.stringify({ port: address.port }) + '\n');

const stop = () => {
  server.close().finally(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.stdin.on('end', stop);
process.stdin.resume();
