/**
 * JSON logs (pino) with redaction (SECURITY.md: credential leakage). Passwords, tokens, license
 * keys, connector secrets and Authorization headers never reach a log line; query strings are
 * scrubbed of secret-looking parameters (e.g. a SAS `sig=`).
 */
import pino, { type DestinationStream, type Logger } from 'pino';

/** Paths pino censors wherever they appear in a logged object. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-ferry-connector-secret"]',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
  '*.*.password',
  'license_key',
  '*.license_key',
  'licenseKey',
  '*.licenseKey',
  'access_token',
  '*.access_token',
  'token',
  '*.token',
  'secret',
  '*.secret',
  '*.secret_key',
  '*.*.secret_key',
  '*.objstore_access_key',
  '*.objstore_secret_access_key',
  '*.*.objstore_secret_access_key',
  '*.blob_sas',
  '*.*.blob_sas',
  '*.blob_connection_string',
  '*.*.blob_connection_string',
  '*.cloudproj_private_key',
  '*.*.cloudproj_private_key',
  '*.headers',
  '*.*.headers',
  'inbound_secret',
  '*.inbound_secret',
  '*.*.inbound_secret',
];

const SECRET_QUERY = /([?&](?:sig|signature|token|access_token|key|secret|password|X-Amz-Signature|X-Amz-Credential|X-Amz-Security-Token|access_key_id|secret_access_key|session_token)=)[^&#]*/gi;

/** Removes secret-looking query values from a URL for logging. */
export function scrubUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[REDACTED]');
}

/**
 * Creates the process logger. `destination` defaults to stdout; tests pass a stream to inspect
 * what was logged.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'ferry' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT_PATHS, censor: '[REDACTED]' },
      serializers: {
        req(req: { method: string; url: string; id: string; ip?: string; headers?: Record<string, unknown> }) {
          return { method: req.method, url: scrubUrl(req.url), id: req.id, ip: req.ip };
        },
        err: pino.stdSerializers.err,
      },
    },
    destination,
  );
}
