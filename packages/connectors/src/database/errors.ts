/**
 * The DATABASE driver's one error wrapper (STYLE.md, after uppy's provider errors): PostgreSQL
 * SQLSTATE codes and MySQL/MariaDB error numbers become ConnectorErrors naming the server and the
 * cause in words, with the connection-test result (`reason`) and whether a retry may help. A
 * refused password is AUTHENTICATION_FAILED (the execution fails DESTINATION_CREDENTIALS_REFUSED);
 * a value the table refuses, a missing table or a missing privilege are not retryable; lost
 * connections, deadlocks, lock time-outs and a server starting or shutting down are.
 * Messages never carry a password: the servers' own texts name the user at most.
 */
import type { ConnectionTestResult } from '../contract.ts';
import { classifyConnectorError, ConnectorError } from '../errors.ts';

const DESTINATION = 'DESTINATION_UNRESPONSIVE';

/** PostgreSQL SQLSTATE classes and codes worth another attempt. */
const PG_RETRYABLE = /^(08|53|57P0[1-3]|40001|40P01|55P03)/;
/** MySQL/MariaDB error numbers worth another attempt: deadlock, lock wait, too many connections, server gone, shutting down. */
const MYSQL_RETRYABLE = new Set([1205, 1213, 1040, 1053, 1077, 2006, 2013, 1927]);
/** mysql2's own codes of a dropped connection. */
const MYSQL_LOST = new Set(['PROTOCOL_CONNECTION_LOST', 'PROTOCOL_SEQUENCE_TIMEOUT', 'EPIPE', 'ECONNRESET']);

function make(message: string, retryable: boolean, reason?: ConnectionTestResult, cause?: unknown, type: ConstructorParameters<typeof ConnectorError>[0] = DESTINATION): ConnectorError {
  return new ConnectorError(type, message, { retryable, ...(reason ? { reason } : {}), ...(cause !== undefined ? { cause } : {}) });
}

/** The server's message without its `ERROR: ` prefix, shortened. */
function serverText(err: { message?: unknown }): string {
  return String(err.message ?? '').replace(/^(ERROR|FATAL):\s*/, '').slice(0, 300);
}

/**
 * Turns whatever `pg` or `mysql2` threw into a ConnectorError. `location` is
 * `postgresql://host:port/database` (no user, no secret); `user` names who was refused.
 */
export function classifyDatabaseError(err: unknown, location: string, user: string): ConnectorError {
  if (err instanceof ConnectorError) return err;
  const e = (err ?? {}) as { code?: unknown; errno?: unknown; sqlState?: unknown; message?: unknown; name?: unknown };
  const text = serverText(e);
  const code = typeof e.code === 'string' ? e.code : '';
  // PostgreSQL (pg): a five-character SQLSTATE in `code`.
  if (/^[0-9A-Z]{5}$/.test(code) && typeof e.errno !== 'number') {
    if (code === '28P01' || code === '28000') return make(`${location} refused the password of user "${user}" (authentication failed)`, false, 'AUTHENTICATION_FAILED', err, 'AUTHENTICATION_FAILED');
    if (code === '3D000') return make(`${location}: the database does not exist (${text})`, false, 'DATABASE_MISSING', err);
    if (code === '3F000' || code === '42P01') return make(`${location}: ${text}`, false, 'TABLE_MISSING', err);
    if (code === '42501') return make(`${location}: user "${user}" lacks a privilege (${text})`, false, 'PERMISSION_DENIED', err);
    if (code === '23505') return make(`${location}: ${text}; the table already has a row with that key (INSERT appends: use write_mode UPSERT to update existing rows)`, false, undefined, err);
    if (code.startsWith('22') || code.startsWith('23')) return make(`${location}: the table refused a value: ${text}`, false, undefined, err);
    if (PG_RETRYABLE.test(code)) return make(`${location}: ${text} (temporary; tried again later)`, true, undefined, err);
    return make(`${location}: ${text}`, false, undefined, err);
  }
  // MySQL and MariaDB (mysql2): a numeric `errno` with a code such as ER_ACCESS_DENIED_ERROR.
  if (typeof e.errno === 'number' && code.startsWith('ER_')) {
    const n = e.errno;
    if (n === 1045 || n === 1698) return make(`${location} refused the password of user "${user}" (authentication failed)`, false, 'AUTHENTICATION_FAILED', err, 'AUTHENTICATION_FAILED');
    if (n === 1049) return make(`${location}: the database does not exist (${text})`, false, 'DATABASE_MISSING', err);
    if (n === 1146) return make(`${location}: ${text}`, false, 'TABLE_MISSING', err);
    if (n === 1044 || n === 1142 || n === 1143 || n === 1227) return make(`${location}: user "${user}" lacks a privilege (${text})`, false, 'PERMISSION_DENIED', err);
    if (n === 1062) return make(`${location}: ${text}; the table already has a row with that key (INSERT appends: use write_mode UPSERT to update existing rows)`, false, undefined, err);
    if ([1048, 1264, 1265, 1292, 1366, 1406, 1411, 4025].includes(n)) return make(`${location}: the table refused a value: ${text}`, false, undefined, err);
    if (MYSQL_RETRYABLE.has(n)) return make(`${location}: ${text} (temporary; tried again later)`, true, undefined, err);
    return make(`${location}: ${text}`, false, undefined, err);
  }
  if (MYSQL_LOST.has(code)) return make(`${location} dropped the connection (${code})`, true, undefined, err);
  if (code === 'HANDSHAKE_NO_SSL_SUPPORT' || /does not support SSL/i.test(text)) {
    return make(`${location} does not offer TLS, and tls is ${'require or verify-full'}; set tls to off only on a trusted network`, false, 'TLS_FAILURE', err);
  }
  if (/timeout expired|connect ETIMEDOUT|Connection terminated due to connection timeout/i.test(text)) return make(`${location} did not answer in time (timed out)`, true, 'TIMEOUT', err);
  if (/Connection terminated unexpectedly/i.test(text)) return make(`${location} closed the connection unexpectedly`, true, undefined, err);
  if (/password must be a string|SASL/i.test(text)) return make(`${location} asks for a password for user "${user}" and none is configured (authentication failed)`, false, 'AUTHENTICATION_FAILED', err, 'AUTHENTICATION_FAILED');
  const c = classifyConnectorError(err, 'DESTINATION');
  return new ConnectorError(c.type, c.message.startsWith(location) ? c.message : `${location}: ${c.message}`, { retryable: c.retryable, cause: err, ...(c.reason ? { reason: c.reason } : {}) });
}
