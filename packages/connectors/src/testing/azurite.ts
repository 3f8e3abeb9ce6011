/**
 * Azurite (npm `azurite`, Microsoft's Azure Storage emulator) as the BLOB test peer: the blob
 * service on 127.0.0.1 and a free port, in-memory, telemetry off, stopped by `stop()`. It knows
 * the emulator's well-known account `devstoreaccount1` and key (public, documented by Microsoft).
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { connect } from 'node:net';
import { freePort, stopWithThisProcess } from './system-peers.ts';

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
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [bin, '--blobHost', '127.0.0.1', '--blobPort', String(port), '--inMemoryPersistence', '--disableTelemetry', '--skipApiVersionCheck', '--silent'], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const release = stopWithThisProcess(child);
  const stop = async () => {
    release();
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const until = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Azurite exited (${child.exitCode}): ${output}`);
    const ok = await new Promise<boolean>((resolve) => {
      const s = connect({ host: '127.0.0.1', port }, () => {
        s.destroy();
        resolve(true);
      });
      s.on('error', () => resolve(false));
    });
    if (ok) break;
    if (Date.now() > until) {
      await stop();
      throw new Error(`Azurite did not listen on ${port} within 30 s: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  const blobEndpoint = `http://127.0.0.1:${port}/${AZURITE_ACCOUNT}`;
  return {
    port,
    blobEndpoint,
    connectionString: `DefaultEndpointsProtocol=http;AccountName=${AZURITE_ACCOUNT};AccountKey=${AZURITE_KEY};BlobEndpoint=${blobEndpoint};`,
    stop,
  };
}
