/**
 * SFTP (SSH File Transfer Protocol) through `ssh2-sftp-client` (on `ssh2`). The host is checked by
 * the network guard and the SSH connection opened to the checked address. The server's host key
 * is authenticated by its SHA-256 fingerprint (OpenSSH's `SHA256:<base64>` form): pinned at the
 * first successful connection (ctx.pinHostKey) and compared on every later one; a changed key is
 * refused (SECURITY.md: SFTP man-in-the-middle) until a person accepts it on the connector.
 * Directories are read page by page (SSH_FXP_READDIR), files streamed both ways; an output is
 * written under a temporary name and renamed over the final one (`posix-rename@openssh.com`).
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { connect, type Socket } from 'node:net';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import SftpClient from 'ssh2-sftp-client';
import { DEFAULT_PEER_TIMEOUT_MS, type ConnectorContext } from '../contract.ts';
import { classifyConnectorError, ConnectorError, type ConnectorSide } from '../errors.ts';
import type { FileStore, StoreEntry } from '../files/store.ts';
import type { FtpSettings } from './config.ts';
import { ftpLocation } from './config.ts';


/** OpenSSH's fingerprint of a raw public key blob: `SHA256:` + unpadded base64 of its SHA-256. */
export function sshFingerprint(key: Buffer): string {
  return `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;
}

/** Raised inside the store when the server's key differs from the pinned one. */
class HostKeyChanged extends Error {
  readonly pinned: string;
  readonly seen: string;
  constructor(pinned: string, seen: string) {
    super('host key changed');
    this.pinned = pinned;
    this.seen = seen;
  }
}

type RawSftp = {
  opendir(path: string, cb: (err: Error | undefined, handle: Buffer) => void): void;
  readdir(handle: Buffer, cb: (err: (Error & { code?: number }) | undefined, list: Array<{ filename: string; attrs: { mode: number; size: number; mtime: number } }>) => void): void;
  close(handle: Buffer, cb: (err?: Error) => void): void;
  stat(path: string, cb: (err: (Error & { code?: number }) | undefined, attrs: { mode: number; size: number; isDirectory(): boolean }) => void): void;
  createReadStream(path: string): Readable;
  createWriteStream(path: string): NodeJS.WritableStream;
};

const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const STATUS_EOF = 1;
const STATUS_NO_SUCH_FILE = 2;
const STATUS_PERMISSION_DENIED = 3;

/** Connects a TCP socket (no Nagle delay) within the ready time-out. */
function openSocket(address: string, port: number, timeoutMs: number, signal?: AbortSignal): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const sock = connect({ host: address, port, noDelay: true });
    const timer = setTimeout(() => sock.destroy(Object.assign(new Error(`connect ETIMEDOUT ${address}:${port}`), { code: 'ETIMEDOUT' })), timeoutMs);
    const onAbort = () => sock.destroy(Object.assign(new Error('the operation was aborted'), { name: 'AbortError' }));
    signal?.addEventListener('abort', onAbort, { once: true });
    sock.once('connect', () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      resolve(sock);
    });
    sock.once('error', (err) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      reject(err);
    });
  });
}

function call<T>(fn: (cb: (err: Error | undefined, value: T) => void) => void): Promise<T> {
  return new Promise((resolve, reject) => fn((err, value) => (err ? reject(err) : resolve(value))));
}

/** Signs in to the SFTP server of `s`. @throws raw errors (see {@link classifySftpError}) */
export async function openSftp(s: FtpSettings, ctx: ConnectorContext): Promise<FileStore> {
  const dest = await ctx.guard.checkHost(s.host, s.port, { signal: ctx.signal });
  const client = new SftpClient('ferry');
  let seen: string | undefined;
  let changed: HostKeyChanged | undefined;
  const onAbort = () => void client.end().catch(() => {});
  ctx.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    // Our own socket: to the checked address, and without Nagle's delay (SFTP is request/answer:
    // with it every 64 KB read waited ~40 ms for a delayed ACK, 1.4 MB/s on loopback).
    const timeoutMs = ctx.timeoutMs ?? DEFAULT_PEER_TIMEOUT_MS;
    const sock = await openSocket(dest.address, s.port, timeoutMs, ctx.signal);
    await client.connect({
      sock,
      username: s.username,
      ...(s.password ? { password: s.password } : {}),
      ...(s.privateKey ? { privateKey: s.privateKey } : {}),
      ...(s.passphrase ? { passphrase: s.passphrase } : {}),
      readyTimeout: timeoutMs,
      // Only the methods the configuration holds: no agent, no keyboard-interactive prompts.
      tryKeyboard: false,
      hostVerifier: (key: Buffer) => {
        seen = sshFingerprint(key);
        if (s.hostKeyFingerprint && seen !== s.hostKeyFingerprint) {
          changed = new HostKeyChanged(s.hostKeyFingerprint, seen);
          return false;
        }
        return true;
      },
    } as SftpClient.ConnectOptions);
  } catch (err) {
    ctx.signal?.removeEventListener('abort', onAbort);
    await client.end().catch(() => {});
    throw changed ?? err;
  }
  if (!s.hostKeyFingerprint && seen) await ctx.pinHostKey?.(seen);
  const sftp = (client as unknown as { sftp: RawSftp }).sftp;
  const dirOf = (d: string) => d || '.';

  const store: FileStore = {
    async *list(directory) {
      const handle = await call<Buffer>((cb) => sftp.opendir(dirOf(directory), cb));
      try {
        for (;;) {
          const page = await new Promise<Array<{ filename: string; attrs: { mode: number; size: number; mtime: number } }> | null>((resolve, reject) =>
            sftp.readdir(handle, (err, list) => (err ? ((err as { code?: number }).code === STATUS_EOF ? resolve(null) : reject(err)) : resolve(list))),
          );
          if (!page) break;
          const entries: StoreEntry[] = [];
          for (const e of page) {
            if ((e.attrs.mode & S_IFMT) !== S_IFREG) continue;
            entries.push({ name: e.filename, path: directory ? `${directory}/${e.filename}` : e.filename, size: e.attrs.size, version: new Date(e.attrs.mtime * 1000).toISOString() });
          }
          yield* entries;
        }
      } finally {
        await new Promise<void>((resolve) => sftp.close(handle, () => resolve()));
      }
    },
    async directoryExists(directory) {
      if (!directory) return true;
      try {
        const attrs = await call<{ isDirectory(): boolean }>((cb) => sftp.stat(directory, cb));
        return attrs.isDirectory();
      } catch (err) {
        if ((err as { code?: number }).code === STATUS_NO_SUCH_FILE) return false;
        throw err;
      }
    },
    async read(path) {
      return sftp.createReadStream(path);
    },
    async write(path, temporary, file) {
      try {
        await pipeline(file.open ? file.open() : createReadStream(file.path), sftp.createWriteStream(temporary));
        await client.posixRename(temporary, path).catch(async (err: unknown) => {
          // A server without the OpenSSH extension: replace by delete + rename.
          if (!/posix-rename|not supported|unsupported/i.test(String((err as Error)?.message))) throw err;
          await client.delete(path, true);
          await client.rename(temporary, path);
        });
      } catch (err) {
        await client.delete(temporary, true).catch(() => {});
        throw err;
      }
    },
    async rename(from, to) {
      if (await client.exists(to)) throw Object.assign(new Error(`cannot rename ${from} to ${to}: ${to} already exists`), { code: 'EEXIST' });
      await client.rename(from, to);
    },
    async delete(path) {
      await client.delete(path);
    },
    async close() {
      ctx.signal?.removeEventListener('abort', onAbort);
      await client.end().catch(() => {});
    },
  };
  return store;
}

/** Maps an SFTP failure to a ConnectorError naming the server and the cause. */
export function classifySftpError(err: unknown, side: ConnectorSide, location: string): ConnectorError {
  if (err instanceof ConnectorError) return err;
  const unresponsive = side === 'SOURCE' ? 'SOURCE_UNRESPONSIVE' : 'DESTINATION_UNRESPONSIVE';
  if (err instanceof HostKeyChanged) {
    // Not a refusal of the credentials: the server is not the one Ferry pinned (its side's unresponsive type).
    return new ConnectorError(
      unresponsive,
      `the host key of ${location} changed: Ferry pinned ${err.pinned}, the server now shows ${err.seen}. If the server's key was changed on purpose, accept the new key by setting host_key_fingerprint to ${err.seen} on the connector (or clearing it to pin whatever key the server shows next).`,
      { retryable: false, reason: 'HOST_KEY_CHANGED' },
    );
  }
  const e = err as { message?: string; code?: unknown; level?: string };
  const message = String(e?.message ?? err).replace(/^[\w.]+(->|: )/, '');
  if (/authentication methods failed|auth.*fail/i.test(message) || e?.level === 'client-authentication') {
    return new ConnectorError('AUTHENTICATION_FAILED', `${location} refused the user name and password or key (authentication failed)`, { retryable: false, cause: err });
  }
  if (/Cannot parse privateKey|Encrypted private OpenSSH key detected|bad passphrase|Malformed/i.test(message)) {
    return new ConnectorError('CONFIGURATION_INVALID', `the private key for ${location} cannot be read (${/passphrase|Encrypted/i.test(message) ? 'it is encrypted: give its passphrase' : 'not a PEM or OpenSSH private key'})`, { retryable: false });
  }
  if (e?.code === STATUS_NO_SUCH_FILE || e?.code === 'ENOENT' || /No such file/i.test(message)) {
    return new ConnectorError(unresponsive, `${location}: ${message.replace(/^\w+: /, '') || 'no such file or directory'}`, { retryable: false, reason: 'DIRECTORY_MISSING', cause: err });
  }
  if (e?.code === STATUS_PERMISSION_DENIED || e?.code === 'EACCES' || /Permission denied/i.test(message)) {
    return new ConnectorError(unresponsive, `${location}: permission denied (${message.replace(/^\w+: /, '')})`, { retryable: false, reason: 'PERMISSION_DENIED', cause: err });
  }
  if (e?.code === 'EEXIST') return new ConnectorError(unresponsive, `${location}: ${message}`, { retryable: false, cause: err });
  if (/Timed out while waiting for handshake/i.test(message)) {
    return new ConnectorError(unresponsive, `${location} did not complete the SSH handshake in time (timed out)`, { retryable: true, reason: 'TIMEOUT', cause: err });
  }
  const c = classifyConnectorError(err, side);
  return new ConnectorError(c.type, `${location}: ${c.message.replace(/sftp: /g, '')}`, { retryable: c.retryable, cause: err, ...(c.reason ? { reason: c.reason } : {}) });
}

export { ftpLocation };
