/**
 * The one entry point the server uses: a connector for a node type, a connector type and a
 * decrypted configuration (DESIGN.md §2; STYLE.md after unstorage's driver factories). Creating a
 * connector is synchronous and cheap (checks the configuration only); drivers that need a heavy
 * SDK (S3, Azure, GCS) import it inside their methods, on first use.
 *
 * A node type without a driver gives a connector without capabilities (no `fetch`, no `deliver`,
 * no `inbound`); the runtime reports that to the user rather than failing here.
 */
import { NODE_TYPES, type ConnectorType, type InputConnector, type NodeType, type OutputConnector } from './contract.ts';
import { ConnectorError } from './errors.ts';
import { createHttpConnector, type HttpConnectorOptions } from './http/index.ts';
import { createManualConnector } from './manual/index.ts';
import { createObjstoreConnector } from './objstore/index.ts';
import { createBlobConnector } from './blob/index.ts';
import { createFtpConnector } from './ftp/index.ts';
import { createCloudstoreConnector } from './cloudstore/index.ts';
import { createEmailConnector, type EmailConnectorOptions } from './email/index.ts';
import { createDatabaseConnector } from './database/index.ts';

/** Operator tuning per driver (not tenant configuration). */
export interface ConnectorOptions {
  http?: HttpConnectorOptions;
  /** EMAIL output: the operator's SMTP client and From address. */
  email?: EmailConnectorOptions;
}

/** What {@link createConnector} takes (object form). */
export interface ConnectorSpec<T extends ConnectorType = ConnectorType> {
  nodeType: NodeType | string;
  type: T;
  /** The decrypted configuration (SPEC.md §Connector, per node type). */
  configuration: unknown;
  options?: ConnectorOptions;
}

type Factory = (type: ConnectorType, configuration: unknown, options: ConnectorOptions) => InputConnector | OutputConnector;

const DRIVERS: Partial<Record<NodeType, Factory>> = {
  HTTP: (type, configuration, options) => createHttpConnector(type, configuration, options.http),
  MANUAL: (type) => createManualConnector(type),
  FTP: (type, configuration) => createFtpConnector(type, configuration),
  OBJSTORE: (type, configuration) => createObjstoreConnector(type, configuration),
  BLOB: (type, configuration) => createBlobConnector(type, configuration),
  CLOUDSTORE: (type, configuration) => createCloudstoreConnector(type, configuration),
  EMAIL: (type, configuration, options) => createEmailConnector(type, configuration, options.email),
  DATABASE: (type, configuration) => createDatabaseConnector(type, configuration),
};

function isNodeType(v: string): v is NodeType {
  return (NODE_TYPES as readonly string[]).includes(v);
}

/**
 * Creates the connector of a node type. Accepts `(spec)` or `(nodeType, type, configuration, options?)`.
 * @returns an InputConnector for `INPUT`, an OutputConnector for `OUTPUT`; check its capabilities
 *   (`canFetch`, `canDeliver`, `inbound`) before use.
 * @throws ConnectorError `CONFIGURATION_INVALID` for an unknown node type or a configuration the
 *   driver refuses (the message names the field, never a value).
 */
export function createConnector(spec: ConnectorSpec<'INPUT'>): InputConnector;
export function createConnector(spec: ConnectorSpec<'OUTPUT'>): OutputConnector;
export function createConnector(spec: ConnectorSpec): InputConnector | OutputConnector;
export function createConnector(nodeType: NodeType | string, type: 'INPUT', configuration: unknown, options?: ConnectorOptions): InputConnector;
export function createConnector(nodeType: NodeType | string, type: 'OUTPUT', configuration: unknown, options?: ConnectorOptions): OutputConnector;
export function createConnector(nodeType: NodeType | string, type: ConnectorType, configuration: unknown, options?: ConnectorOptions): InputConnector | OutputConnector;
export function createConnector(
  specOrNodeType: ConnectorSpec | NodeType | string,
  type?: ConnectorType,
  configuration?: unknown,
  options?: ConnectorOptions,
): InputConnector | OutputConnector {
  const spec: ConnectorSpec = typeof specOrNodeType === 'string' ? { nodeType: specOrNodeType, type: type!, configuration, options } : specOrNodeType;
  if (spec.type !== 'INPUT' && spec.type !== 'OUTPUT') throw new ConnectorError('CONFIGURATION_INVALID', `connector type must be INPUT or OUTPUT, got ${String(spec.type).slice(0, 20)}`);
  if (!isNodeType(spec.nodeType)) throw new ConnectorError('CONFIGURATION_INVALID', `unknown node type ${String(spec.nodeType).slice(0, 20)}`);
  const factory = DRIVERS[spec.nodeType];
  if (!factory) return Object.freeze({ nodeType: spec.nodeType, type: spec.type }) as InputConnector | OutputConnector;
  return factory(spec.type, spec.configuration, spec.options ?? {});
}
