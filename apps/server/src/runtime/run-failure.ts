/**
 * One decision point for "retry or fail" (STYLE.md: `classify(error) → 'retry' | 'fail'`): every
 * error a run meets becomes a RunFailure with the execution error type and whether trying again
 * later may help.
 */
import type { RunReport } from '@ferry/engine';
import { CONNECTOR_ERROR_TYPES, type ConnectorErrorType, type ConnectorSide } from '@ferry/connectors';
import { FerryError } from '../errors.ts';
import type { ExecutionErrorType } from './lifecycle.ts';

/**
 * The execution error type of every connector failure (a ConnectorError's `type`), by the side of
 * the pipeline the connector is on: the input connector (SOURCE) or the output connector
 * (DESTINATION). The one place this is decided (docs/executions.md "Error types"); `satisfies`
 * makes it exhaustive: a new connector error type does not compile until it is mapped here.
 *
 * - unresponsive (timeouts, resets, refused connections, a 5xx, an answer the connector cannot
 *   use), whichever side the driver named: the side's `…_UNRESPONSIVE`;
 * - AUTHENTICATION_FAILED (a wrong password, key or token; HTTP 401/403; FTP 530; SSH
 *   authentication; a database's 28P01/1045; an object store's refused access key): the side's
 *   `…_CREDENTIALS_REFUSED` — the connector's credentials need changing, trying again does not help;
 * - the others name the fault whichever side met it.
 */
export const CONNECTOR_FAILURE_TYPES = {
  SOURCE_UNRESPONSIVE: { SOURCE: 'SOURCE_UNRESPONSIVE', DESTINATION: 'DESTINATION_UNRESPONSIVE' },
  DESTINATION_UNRESPONSIVE: { SOURCE: 'SOURCE_UNRESPONSIVE', DESTINATION: 'DESTINATION_UNRESPONSIVE' },
  AUTHENTICATION_FAILED: { SOURCE: 'SOURCE_CREDENTIALS_REFUSED', DESTINATION: 'DESTINATION_CREDENTIALS_REFUSED' },
  SOURCE_EMPTY: { SOURCE: 'SOURCE_EMPTY', DESTINATION: 'SOURCE_EMPTY' },
  FILE_TOO_LARGE: { SOURCE: 'FILE_TOO_LARGE', DESTINATION: 'FILE_TOO_LARGE' },
  CONFIGURATION_INVALID: { SOURCE: 'CONFIGURATION_INVALID', DESTINATION: 'CONFIGURATION_INVALID' },
  NETWORK_REFUSED: { SOURCE: 'NETWORK_REFUSED', DESTINATION: 'NETWORK_REFUSED' },
} as const satisfies Record<ConnectorErrorType, Record<ConnectorSide, ExecutionErrorType>>;

/**
 * The execution error type of a connector failure of `type` on `side` ({@link CONNECTOR_FAILURE_TYPES});
 * INTERNAL for a type no connector declares (a driver's bug).
 */
export function connectorFailureType(type: string, side: ConnectorSide): ExecutionErrorType {
  return (CONNECTOR_ERROR_TYPES as readonly string[]).includes(type) ? CONNECTOR_FAILURE_TYPES[type as ConnectorErrorType][side] : 'INTERNAL';
}

export class RunFailure extends Error {
  readonly type: ExecutionErrorType;
  readonly retryable: boolean;
  readonly report?: RunReport | null;
  constructor(type: ExecutionErrorType, message: string, options: { retryable?: boolean; cause?: unknown; report?: RunReport | null } = {}) {
    super(message, { cause: options.cause });
    this.name = 'RunFailure';
    this.type = type;
    this.retryable = options.retryable ?? false;
    this.report = options.report;
  }

  /**
   * Classifies anything thrown during a run. `side`: the connector whose call threw (fetching the
   * input: SOURCE, delivering: DESTINATION); without it, a connector error is taken as the side
   * its own type names (DESTINATION_UNRESPONSIVE: the destination, else the source).
   */
  static from(err: unknown, side?: ConnectorSide): RunFailure {
    if (err instanceof RunFailure) return err;
    const e = err as { name?: string; type?: string; retryable?: boolean; message?: string; code?: string };
    // Connector errors (packages/connectors) carry their own type and retryability.
    if (e && e.name === 'ConnectorError' && typeof e.type === 'string') {
      const type = connectorFailureType(e.type, side ?? (e.type === 'DESTINATION_UNRESPONSIVE' ? 'DESTINATION' : 'SOURCE'));
      return new RunFailure(type, e.message ?? type, { retryable: Boolean(e.retryable), cause: err });
    }
    if (e && e.name === 'NetworkGuardError') {
      return new RunFailure('NETWORK_REFUSED', e.message ?? 'the network guard refused the address', { cause: err });
    }
    if (err instanceof FerryError) {
      return new RunFailure(err.statusCode >= 500 ? 'INTERNAL' : 'CONFIGURATION_INVALID', err.message, { retryable: err.retryable, cause: err });
    }
    // Database and storage hiccups: connection resets, timeouts, throttling.
    const transient = ['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EPIPE', '57P01', '08006', '08001', 'SlowDown', 'ServiceUnavailable'];
    if (e?.code && transient.includes(e.code)) return new RunFailure('INTERNAL', `a passing fault: ${e.message}`, { retryable: true, cause: err });
    return new RunFailure('INTERNAL', 'an internal error stopped the run; the logs hold the details', { retryable: true, cause: err });
  }
}
