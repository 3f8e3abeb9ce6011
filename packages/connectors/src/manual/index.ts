/**
 * The MANUAL connector (SPEC.md §Connector: "data received by manual upload"): files arrive through
 * `POST /connector/{id}/upload` (DESIGN.md §4), so there is nothing to fetch and nothing to
 * deliver. The connector only states that capability (`inbound: 'UPLOAD'`).
 */
import type { ConnectorType, InputConnector, OutputConnector } from '../contract.ts';
import { ConnectorError } from '../errors.ts';

/**
 * Creates a MANUAL connector. Its configuration carries nothing.
 * @throws ConnectorError `CONFIGURATION_INVALID` for type OUTPUT (MANUAL connectors are INPUT only).
 */
export function createManualConnector(type: ConnectorType): InputConnector | OutputConnector {
  if (type !== 'INPUT') throw new ConnectorError('CONFIGURATION_INVALID', 'MANUAL connectors are INPUT connectors (data arrives by upload); use another node type for output', { retryable: false });
  return Object.freeze({ nodeType: 'MANUAL', type: 'INPUT', inbound: 'UPLOAD' } as const);
}
