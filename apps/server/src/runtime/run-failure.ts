/**
 * One decision point for "retry or fail" (STYLE.md: `classify(error) → 'retry' | 'fail'`): every
 * error a run meets becomes a RunFailure with the execution error type and whether trying again
 * later may help.
 */
import type { RunReport } from '@ferry/engine';
import { FerryError } from '../errors.ts';
import type { ExecutionErrorType } from './lifecycle.ts';

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

  /** Classifies anything thrown during a run. */
  static from(err: unknown): RunFailure {
    if (err instanceof RunFailure) return err;
    const e = err as { name?: string; type?: string; retryable?: boolean; message?: string; code?: string };
    // Connector errors (packages/connectors) carry their own type and retryability.
    if (e && e.name === 'ConnectorError' && typeof e.type === 'string') {
      const type = connectorType(e.type);
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

function connectorType(t: string): ExecutionErrorType {
  switch (t) {
    case 'SOURCE_UNRESPONSIVE':
    case 'SOURCE_EMPTY':
    case 'DESTINATION_UNRESPONSIVE':
    case 'FILE_TOO_LARGE':
    case 'CONFIGURATION_INVALID':
      return t;
    case 'AUTHENTICATION_FAILED':
      return 'SOURCE_UNRESPONSIVE';
    case 'NETWORK_REFUSED':
      return 'NETWORK_REFUSED';
    default:
      return 'INTERNAL';
  }
}
