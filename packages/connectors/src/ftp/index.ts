/**
 * The FTP node type (SPEC.md §Connector node type FTP): `protocol` FTP (basic-ftp, ftp.ts) or SFTP
 * (ssh2-sftp-client, sftp.ts), behind the shared file connector (files/connector.ts).
 */
import type { ConnectorType, InputConnector, OutputConnector } from '../contract.ts';
import { createFileConnector } from '../files/connector.ts';
import type { FileBackend } from '../files/store.ts';
import { ftpLocation, parseFtpConfiguration, type FtpSettings } from './config.ts';
import { classifyFtpError, openFtp } from './ftp.ts';
import { classifySftpError, openSftp } from './sftp.ts';

export { parseFtpConfiguration, ftpLocation, type FtpSettings } from './config.ts';
export { sshFingerprint } from './sftp.ts';

/** Creates an FTP or SFTP connector from its decrypted configuration. @throws ConnectorError CONFIGURATION_INVALID */
export function createFtpConnector(type: ConnectorType, configuration: unknown): InputConnector | OutputConnector {
  const backend: FileBackend<FtpSettings> = {
    nodeType: 'FTP',
    parse: (c) => parseFtpConfiguration(c, type),
    location: ftpLocation,
    open: (s, ctx) => (s.protocol === 'SFTP' ? openSftp(s, ctx) : openFtp(s, ctx)),
    classify: (err, side, location, s) => (s.protocol === 'SFTP' ? classifySftpError(err, side, location) : classifyFtpError(err, side, location)),
    files: (s) => s.files,
  };
  return createFileConnector(backend, type, configuration);
}
