/**
 * A real S3-compatible server for tests (STYLE.md: connectors run against real protocol peers on
 * loopback): s3rver in a child process on 127.0.0.1 and a free port, with its own temporary data
 * directory, stopped (and its directory removed) by `stop()`.
 *
 * s3rver knows one account: access key id `S3RVER`, secret `S3RVER`.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface S3TestServer {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  port: number;
  accessKeyId: string;
  secretAccessKey: string;
  /** `s3://<bucket>/<prefix>?endpoint=…&access_key_id=…&secret_access_key=…` */
  url(bucket: string, prefix?: string): string;
  stop(): Promise<void>;
}

const CHILD = new URL('./s3-server-child.ts', import.meta.url).pathname;

/**
 * Starts the server with the given buckets already created.
 * @throws Error when the server does not report its port within 20 s
 */
export async function startS3TestServer(buckets: string[]): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'ferry-s3rver-'));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', CHILD, directory, buckets.join(',')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let port: number;
  try {
    port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the S3 test server did not start within 20 s')), 20_000);
      const lines = createInterface({ input: child.stdout! });
      lines.once('line', (line) => {
        clearTimeout(timer);
        try {
          resolve((JSON.parse(line) as { port: number }).port);
        } catch {
          reject(new Error(`unexpected output from the S3 test server: ${line}`));
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the S3 test server exited with code ${code}`));
      });
    });
  } catch (error) {
    child.kill('SIGTERM');
    await exited;
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    port,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    url: (bucket, prefix = '') =>
      `s3://${bucket}/${prefix}?endpoint=${encodeURIComponent(endpoint)}&access_key_id=S3RVER&secret_access_key=S3RVER&force_path_style=true`,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
