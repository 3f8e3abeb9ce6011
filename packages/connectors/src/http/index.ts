/**
 * The HTTP driver (SPEC.md §Connector node type HTTP; docs/http-connector.md): PROACTIVE input
 * fetches a URL, REACTIVE input is pushed to Ferry, output sends the file to a URL.
 */
import type { ConnectorType, InputConnector, OutputConnector } from '../contract.ts';
import { parseHttpConfiguration } from './config.ts';
import { createHttpInput } from './input.ts';
import { resolveHttpOptions, type HttpConnectorOptions } from './options.ts';
import { createHttpOutput } from './output.ts';

export type { HttpConnectorOptions } from './options.ts';
export { applyToken, extractToken } from './refresh.ts';
export { fileNameFor, extensionFor } from './file-name.ts';
export { parseHttpConfiguration, type HttpConfiguration } from './config.ts';

/**
 * Creates an HTTP connector from its decrypted configuration.
 * @throws ConnectorError `CONFIGURATION_INVALID` naming the field (never a value).
 */
export function createHttpConnector(type: 'INPUT', configuration: unknown, options?: HttpConnectorOptions): InputConnector;
export function createHttpConnector(type: 'OUTPUT', configuration: unknown, options?: HttpConnectorOptions): OutputConnector;
export function createHttpConnector(type: ConnectorType, configuration: unknown, options?: HttpConnectorOptions): InputConnector | OutputConnector;
export function createHttpConnector(type: ConnectorType, configuration: unknown, options?: HttpConnectorOptions): InputConnector | OutputConnector {
  const config = parseHttpConfiguration(configuration, type);
  const resolved = resolveHttpOptions(options);
  return type === 'INPUT' ? createHttpInput(config, resolved) : createHttpOutput(config, resolved);
}
