/**
 * The MANUAL connector (SPEC.md §Connector: "data received by manual upload"):
 * - INPUT: files arrive through `POST /connector/{id}/upload` (DESIGN.md §4), so there is nothing
 *   to fetch; the connector states that capability (`inbound: 'UPLOAD'`);
 * - OUTPUT: download-only. Nothing is delivered (no `deliver` capability); the runtime keeps the
 *   output for `GET /execution/{id}/output` and records the execution as download-only.
 */
import type { ConnectorType, InputConnector, OutputConnector } from '../contract.ts';

/** Creates a MANUAL connector. Its configuration carries nothing. */
export function createManualConnector(type: ConnectorType): InputConnector | OutputConnector {
  if (type === 'OUTPUT') return Object.freeze({ nodeType: 'MANUAL', type: 'OUTPUT' } as const);
  return Object.freeze({ nodeType: 'MANUAL', type: 'INPUT', inbound: 'UPLOAD' } as const);
}
