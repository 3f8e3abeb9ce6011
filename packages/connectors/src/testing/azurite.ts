/**
 * Azurite (npm `azurite`, Microsoft's Azure Storage emulator) as the BLOB test peer: the blob
 * service on 127.0.0.1 and a port the operating system chooses, in-memory, telemetry off, stopped by `stop()`. It knows
 * the emulator's well-known account `devstoreaccount1` and key (public, documented by Microsoft).
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { stopWithThisProcess } from './system-peers.ts';

export const AZURITE_ACCOUNT = 'devstoreaccount1';
/** The emulator's well-known key (not a secret: Azurite documents it). */
export const AZURITE_KEY = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

export interface AzuriteServer {
  port: number;
  /** `http://127.0.0.1:<port>/devstoreaccount1` */
  blobEndpoint: string;
  /** A shared-key connection string for the emulator. */
  connectionString: string;
  stop(): Promise<void>;
}

/** Starts Azurite's blob service. @throws when it does not listen within 30 s */
export async function startAzurite(): Promise<AzuriteServer> {
  const require = createRequire(import.meta.url);
  const bin = join(dirname(require.resolve('azurite/package.json')), 'dist', 'src', 'blob', 'main.js');
  let output = '';
  // Port 0: the operating system chooses; Azurite says which ("… listens on http://127.0.0.1:PORT").
  const child = spawn(process.execPath, [bin, '--blobHost', '127.0.0.1', '--blobPort', '0', '--inMemoryPersistence', '--disableTelemetry', '--skipApiVersionCheck'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const release = stopWithThisProcess(child);
  const stop = async () => {
    release();
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  let port: number;
  try {
    port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Azurite did not listen within 30 s: ${output}`)), 30_000);
      const heard = (d: Buffer) => {
        output += d;
        const m = /listens on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
        if (m) {
          clearTimeout(timer);
          resolve(Number(m[1]));
        }
      };
      child.stdout!.on('data', heard);
      child.stderr!.on('data', (d: Buffer) => (output += d));
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Azurite exited (${code}): ${output}`));
      });
    });
  } catch (err) {
    await stop();
    throw err;
  }
  const blobEndpoint = `http://127.0.0.1:${port}/${AZURITE_ACCOUNT}`;
  return {
    port,
    blobEndpoint,
    connectionString: `DefaultEndpointsProtocol=http;AccountName=${AZURITE_ACCOUNT};AccountKey=${AZURITE_KEY};BlobEndpoint=${blobEndpoint};`,
    stop,
  };
}
