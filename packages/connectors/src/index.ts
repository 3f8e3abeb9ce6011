/**
 * @ferry/connectors: one folder per node type behind one contract (DESIGN.md §2), and the network
 * guard every outbound connection passes (SECURITY.md: SSRF). The server depends on this package;
 * the engine never does.
 */
export * from './contract.ts';
export { contentDispositionFileName, contentTypeForName, DEFAULT_CONTENT_TYPE, extensionFor, mediaType, OUTPUT_CONTENT_TYPES, OUTPUT_FORMATS, outputFormatInfo, parseOutputFormat } from './media-types.ts';
export { CONNECTOR_ERROR_TYPES, ConnectorError, classifyConnectorError, connectionTestResultOf, isConnectorError, isRetryableStatus, type ConnectorErrorOptions, type ConnectorErrorType, type ConnectorSide } from './errors.ts';
export { createConnector, type ConnectorOptions, type ConnectorSpec } from './registry.ts';
export { REDACTED, redact, secretVariants, snippetOf } from './redact.ts';
export * from './network/index.ts';
export { createHttpConnector, type HttpConnectorOptions } from './http/index.ts';
export { FORBIDDEN_HEADERS } from './http/config.ts';
export { createManualConnector } from './manual/index.ts';
export { createFtpConnector, parseFtpConfiguration, sshFingerprint, type FtpSettings } from './ftp/index.ts';
export { createObjstoreConnector } from './objstore/index.ts';
export { createBlobConnector, parseConnectionString } from './blob/index.ts';
export { createFileConnector, TEST_COUNT_LIMIT } from './files/connector.ts';
export { expandPlaceholders, isSupportedInput, matchesTags, PLACEHOLDERS, SUPPORTED_INPUT_EXTENSIONS, unknownPlaceholders } from './files/naming.ts';
export type { FileBackend, FileSettings, FileStore, StoreEntry } from './files/store.ts';
export { createEmailConnector, MAX_RECIPIENTS, type EmailConnectorOptions, type EmailTransport } from './email/index.ts';
export { createCloudstoreConnector, GCS_ENDPOINT, GOOGLE_TOKEN_URI } from './cloudstore/index.ts';
export { createDatabaseConnector, DATABASE_DEFAULT_PORTS, EXECUTION_COLUMN, familyOf, identifierProblem, parseDatabaseConfiguration, sqlColumns, type ColumnFamily, type DatabaseSettings } from './database/index.ts';
