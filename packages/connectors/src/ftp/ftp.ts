/**
 * FTP through `basic-ftp` (RFC 959, with explicit FTPS per RFC 4217). The host is checked by the
 * network guard and the control connection opened to the checked address; data connections use
 * passive mode towards that same address, never the one a PASV reply announces (a server could
 * name any host there: FTP bounce, SSRF). TLS: Ferry asks for it (AUTH TLS) on every connection,
 * before it sends the user name or password; a server that does not offer it (or anyone in the
 * path answering for it, 502 say) is refused before they are sent, unless the connector allows
 * plain FTP with `require_tls: false`. A TLS handshake that fails (bad certificate) fails the
 * connection either way — never a silent downgrade.
 * Listings arrive whole (FTP has no paging), files are streamed both ways, and an output is
 * uploaded under a temporary name and renamed over the final one (RNFR/RNTO).
 */
import { createReadStream } from 'node:fs';
import { PassThrough } from 'node:stream';
import { Client, enterPassiveModeIPv6, FTPError } from 'basic-ftp';
// Not re-exported by the package's index: passive mode that connects to the control connection's address.
import { enterPassiveModeIPv4_forceControlHostIP } from 'basic-ftp/dist/transfer.js';
import { DEFAULT_PEER_TIMEOUT_MS, type ConnectorContext } from '../contract.ts';
import { classifyConnectorError, ConnectorError, type ConnectorSide } from '../errors.ts';
import type { FileStore } from '../files/store.ts';
import type { FtpSettings } from './config.ts';


class TlsNotOffered extends Error {}

/** Signs in to the FTP server of `s`. @throws raw errors (see {@link classifyFtpError}) */
export async function openFtp(s: FtpSettings, ctx: ConnectorContext): Promise<FileStore> {
  const dest = await ctx.guard.checkHost(s.host, s.port, { signal: ctx.signal });
  // A server silent this long (control or data connection) fails the call.
  const client = new Client(ctx.timeoutMs ?? DEFAULT_PEER_TIMEOUT_MS);
  client.prepareTransfer = dest.family === 6 ? enterPassiveModeIPv6 : enterPassiveModeIPv4_forceControlHostIP;
  const onAbort = () => client.close();
  ctx.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    await client.connect(dest.address, s.port);
    const servername = dest.host === dest.address ? undefined : s.host;
    try {
      await client.useTLS({ host: s.host, ...(servername ? { servername } : {}), ...(ctx.guard.ca ? { ca: ctx.guard.ca } : {}) });
    } catch (err) {
      // A negative reply to AUTH TLS: the server does not offer TLS. Anything else (a failed handshake) fails.
      if (!(err instanceof FTPError)) throw err;
      if (s.requireTls) throw new TlsNotOffered(`the server does not offer TLS (AUTH TLS answered ${err.code})`);
    }
    await client.sendIgnoringError('OPTS UTF8 ON');
    await client.login(s.username, s.password);
    await client.useDefaultSettings();
  } catch (err) {
    ctx.signal?.removeEventListener('abort', onAbort);
    client.close();
    throw err;
  }
  const home = await client.pwd();

  return {
    async *list(directory) {
      const entries = await client.list(directory || undefined);
      for (const e of entries) {
        if (!e.isFile) continue;
        // LIST dates are coarse (minutes, no year); MDTM (RFC 3659) gives seconds where offered.
        const path = directory ? `${directory}/${e.name}` : e.name;
        const exact = e.modifiedAt ?? (await client.lastMod(path).catch(() => undefined));
        const version = exact && !Number.isNaN(exact.getTime()) ? exact.toISOString() : (e.rawModifiedAt ?? '');
        yield { name: e.name, path, size: e.size, version };
      }
    },
    async directoryExists(directory) {
      if (!directory) return true;
      try {
        await client.cd(directory);
        return true;
      } catch (err) {
        if (err instanceof FTPError && err.code === 550) return false;
        throw err;
      } finally {
        await client.cd(home).catch(() => {});
      }
    },
    async read(path) {
      const body = new PassThrough();
      client.downloadTo(body, path).then(
        () => body.end(),
        (err: unknown) => body.destroy(err as Error),
      );
      return body;
    },
    async write(path, temporary, file) {
      try {
        await client.uploadFrom(file.open ? file.open() : createReadStream(file.path), temporary);
        await client.rename(temporary, path);
      } catch (err) {
        await client.remove(temporary, true).catch(() => {});
        throw err;
      }
    },
    async rename(from, to) {
      const exists = await client.size(to).then(() => true, () => false);
      if (exists) throw Object.assign(new Error(`cannot rename ${from} to ${to}: ${to} already exists`), { code: 'EEXIST' });
      await client.rename(from, to);
    },
    async delete(path) {
      await client.remove(path);
    },
    async close() {
      ctx.signal?.removeEventListener('abort', onAbort);
      client.close();
    },
  };
}

/** FTP reply codes that say "try again later" (RFC 959 4xx transient negative completion). */
const TRANSIENT_REPLIES = new Set([421, 425, 426, 450, 451, 452]);

/** Maps an FTP failure to a ConnectorError naming the server and the cause. */
export function classifyFtpError(err: unknown, side: ConnectorSide, location: string): ConnectorError {
  if (err instanceof ConnectorError) return err;
  const unresponsive = side === 'SOURCE' ? 'SOURCE_UNRESPONSIVE' : 'DESTINATION_UNRESPONSIVE';
  if (err instanceof TlsNotOffered) {
    return new ConnectorError(unresponsive, `${location}: ${err.message}; the user name and password were not sent. Ferry requires TLS for FTP: use a server that offers explicit FTPS, or allow plain FTP (the password travels in clear) with require_tls: false`, { retryable: false, reason: 'TLS_FAILURE' });
  }
  if (err instanceof FTPError) {
    const text = err.message.replace(/^\d{3}[ -]?/, '').trim();
    if (err.code === 530) return new ConnectorError('AUTHENTICATION_FAILED', `${location} refused the user name or password (530 ${text})`, { retryable: false, status: 530 });
    if (TRANSIENT_REPLIES.has(err.code)) return new ConnectorError(unresponsive, `${location} answered ${err.code} ${text} (try again later)`, { retryable: true, status: err.code });
    const reason = /permission|denied|not allowed/i.test(text) || err.code === 553 ? 'PERMISSION_DENIED' : /no such|not found|failed to open|can't|cannot/i.test(text) ? 'DIRECTORY_MISSING' : undefined;
    return new ConnectorError(unresponsive, `${location} answered ${err.code} ${text}`, { retryable: false, status: err.code, ...(reason ? { reason } : {}) });
  }
  const e = err as { message?: string; code?: string };
  if (e?.code === 'EEXIST') return new ConnectorError(unresponsive, `${location}: ${e.message}`, { retryable: false });
  if (/^Timeout/i.test(String(e?.message))) return new ConnectorError(unresponsive, `${location} did not answer in time (${e.message})`, { retryable: true, reason: 'TIMEOUT', cause: err });
  const c = classifyConnectorError(err, side);
  return new ConnectorError(c.type, `${location}: ${c.message}`, { retryable: c.retryable, cause: err, ...(c.reason ? { reason: c.reason } : {}) });
}
