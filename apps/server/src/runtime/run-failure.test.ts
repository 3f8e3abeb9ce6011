/**
 * The map from connector failures to execution error types (run-failure.ts): every kind on either
 * side is an execution error type of the API, refused credentials have their own type per side, and
 * a run's classification goes through the table.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { classifyConnectorError, CONNECTOR_ERROR_TYPES, ConnectorError } from '@ferry/connectors';
import { EXECUTION_ERROR_TYPES } from '@ferry/schemas/executions';
import { CONNECTOR_FAILURE_TYPES, connectorFailureType, RunFailure } from './run-failure.ts';

describe('connector failures → execution error types', () => {
  it('maps every connector failure kind, on both sides, to an error type the API documents', () => {
    assert.deepEqual(Object.keys(CONNECTOR_FAILURE_TYPES).sort(), [...CONNECTOR_ERROR_TYPES].sort());
    for (const kind of CONNECTOR_ERROR_TYPES) {
      for (const side of ['SOURCE', 'DESTINATION'] as const) {
        assert.ok((EXECUTION_ERROR_TYPES as readonly string[]).includes(connectorFailureType(kind, side)), `${kind} on ${side}`);
      }
    }
  });

  it('refused credentials are SOURCE_ or DESTINATION_CREDENTIALS_REFUSED by the side, not retried', () => {
    const refused = new ConnectorError('AUTHENTICATION_FAILED', 'ftp://files.example:21 refused the user name or password (530 Login incorrect.)', { retryable: false, status: 530 });
    const source = RunFailure.from(refused, 'SOURCE');
    assert.deepEqual([source.type, source.retryable, source.message], ['SOURCE_CREDENTIALS_REFUSED', false, refused.message]);
    assert.equal(RunFailure.from(refused, 'DESTINATION').type, 'DESTINATION_CREDENTIALS_REFUSED');
    // An SDK's 401/403 becomes the same kind through the classifier.
    const http = classifyConnectorError(Object.assign(new Error('Forbidden'), { statusCode: 403 }), 'DESTINATION');
    assert.equal(RunFailure.from(http, 'DESTINATION').type, 'DESTINATION_CREDENTIALS_REFUSED');
  });

  it('an unresponsive peer is the side it is on, whichever side the driver named; an unknown kind is INTERNAL', () => {
    const timeout = new ConnectorError('SOURCE_UNRESPONSIVE', 'timed out', { retryable: true });
    assert.deepEqual([RunFailure.from(timeout, 'DESTINATION').type, RunFailure.from(timeout, 'DESTINATION').retryable], ['DESTINATION_UNRESPONSIVE', true]);
    assert.equal(RunFailure.from(new ConnectorError('DESTINATION_UNRESPONSIVE', 'reset')).type, 'DESTINATION_UNRESPONSIVE');
    assert.equal(RunFailure.from(new ConnectorError('NETWORK_REFUSED', 'refused: 10.0.0.1 is a private address'), 'SOURCE').type, 'NETWORK_REFUSED');
    assert.equal(connectorFailureType('SOMETHING_NEW', 'SOURCE'), 'INTERNAL');
  });
});
