/**
 * The FTP/SFTP connector's configuration (SPEC.md §Connector node type FTP, with `protocol` FTP or
 * SFTP) in checked form, plus the extensions `passphrase` (an encrypted SFTP key),
 * `host_key_fingerprint` (SFTP: the pinned server key) and `require_tls` (FTP: refuse a server
 * that does not offer TLS — the default; only an explicit `false` allows plain FTP).
 */
import type { ConnectorType } from '../contract.ts';
import { asConfig, fileSettings, invalid, optionalString, portOf, requiredString } from '../files/config.ts';
import type { FileSettings } from '../files/store.ts';

export interface FtpSettings {
  protocol: 'FTP' | 'SFTP';
  host: string;
  port: number;
  username: string;
  password?: string;
  /** SFTP: a private key (PEM or OpenSSH), with `passphrase` when it is encrypted. */
  privateKey?: string;
  passphrase?: string;
  /** SFTP: `SHA256:<base64>` of the server's key, pinned at the first connection. */
  hostKeyFingerprint?: string;
  /**
   * FTP: fail when the server does not offer TLS (explicit FTPS), before the user name or password
   * is sent. True unless the configuration says `require_tls: false` (plain FTP allowed).
   */
  requireTls: boolean;
  files: FileSettings;
}

/** @throws ConnectorError CONFIGURATION_INVALID naming the field. */
export function parseFtpConfiguration(configuration: unknown, type: ConnectorType): FtpSettings {
  const c = asConfig(configuration);
  const protocol = String(c.protocol ?? '').toUpperCase();
  if (protocol !== 'FTP' && protocol !== 'SFTP') throw invalid('protocol', 'must be FTP or SFTP');
  const host = requiredString(c, 'host', 253);
  if (/[\s/@]/.test(host) || host.includes('://')) throw invalid('host', 'must be a host name or IP address without scheme, user, port or path');
  const password = optionalString(c, 'password', 1024);
  const privateKey = optionalString(c, 'secret_key', 16384);
  if (protocol === 'FTP' && privateKey) throw invalid('secret_key', 'is only for SFTP; FTP signs in with a password');
  if (!password && !privateKey) throw invalid('password', 'is required (or secret_key for SFTP)');
  const fingerprint = optionalString(c, 'host_key_fingerprint', 128);
  if (fingerprint && !/^SHA256:[A-Za-z0-9+/]{43}=?$/.test(fingerprint)) throw invalid('host_key_fingerprint', 'must look like SHA256:<43 base64 characters> (as ssh-keygen -lf prints it)');
  return {
    protocol,
    host: host.replace(/^\[|\]$/g, ''),
    port: portOf(c, protocol === 'SFTP' ? 22 : 21),
    username: requiredString(c, 'username', 256),
    ...(password ? { password } : {}),
    ...(privateKey ? { privateKey: privateKey.replace(/\\n/g, '\n') } : {}),
    ...(optionalString(c, 'passphrase', 1024) ? { passphrase: optionalString(c, 'passphrase', 1024)! } : {}),
    ...(fingerprint ? { hostKeyFingerprint: fingerprint.replace(/=$/, '') } : {}),
    requireTls: !(c.require_tls === false || c.require_tls === 'false'),
    files: fileSettings(c, type, { absoluteDirectory: true }),
  };
}

/** `sftp://host:port` or `ftp://host:port` (IPv6 in brackets), without user or secret. */
export function ftpLocation(s: FtpSettings): string {
  const host = s.host.includes(':') ? `[${s.host}]` : s.host;
  return `${s.protocol.toLowerCase()}://${host}:${s.port}`;
}
