/**
 * JSON logs (pino) with redaction (SECURITY.md: credential leakage). Passwords, tokens, license
 * keys, connector secrets and Authorization headers never reach a log line; query strings are
 * scrubbed of secret-looking parameters (e.g. a SAS `sig=`).
 */
import pino, { type Bindings, type ChildLoggerOptions, type DestinationStream, type Level, type Logger, type LogFn } from 'pino';

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
 * The `err` serializer: pino's, minus what a database error carries about the statement — drizzle's
 * `Failed query: … params: …` message and `params` hold tenant data (and could hold secrets), so
 * the statement's text stays and its parameters go, at every depth of `cause`.
 */
export function serializeError(err: unknown): Record<string, unknown> {
  const out = pino.stdSerializers.err(err as Error) as unknown as Record<string, unknown>;
  // The database's own error code (SQLSTATE) of the cause says what went wrong without any data.
  const causeCode = (err as { cause?: { code?: unknown } } | null)?.cause?.code;
  if (typeof causeCode === 'string') out.cause_code = causeCode;
  return scrubQueryParams(out, 0);
}

function scrubQueryParams(node: Record<string, unknown>, depth: number): Record<string, unknown> {
  if (!node || typeof node !== 'object' || depth > 5) return node;
  const out: Record<string, unknown> = { ...node };
  if ('params' in out) out.params = '[REDACTED]';
  for (const key of ['message', 'stack']) {
    if (typeof out[key] === 'string') out[key] = (out[key] as string).replace(/\nparams: [^\n]*/g, '\nparams: [REDACTED]');
  }
  if (out.cause && typeof out.cause === 'object') out.cause = scrubQueryParams(out.cause as Record<string, unknown>, depth + 1);
  return out;
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
        err: serializeError,
      },
    },
    destination,
  );
}

/** The logger methods a request's logger has (Fastify's FastifyBaseLogger). */
export interface RequestLogger {
  level: string;
  fatal: LogFn;
  error: LogFn;
  warn: LogFn;
  info: LogFn;
  debug: LogFn;
  trace: LogFn;
  silent: LogFn;
  child(bindings: Bindings, options?: ChildLoggerOptions): RequestLogger;
}

/**
 * A request's logger that makes its pino child only when it first writes a line: Fastify makes a
 * child logger for every request (with its request id) and the authentication another (with its
 * principal), and pino redacts a child's bindings as it makes it — about 40 µs of CPU a request
 * under load, for lines that a request that goes well never writes (the one line per request goes
 * through a logger of its own, see app.ts). Lines it does write are the same, redaction included:
 * the first one makes the child from `parent` with every binding given so far, in order.
 */
export function lazyChildLogger(parent: Logger, bindings: Bindings, options?: ChildLoggerOptions): RequestLogger {
  let real: Logger | null = null;
  const make = (): Logger => (real ??= parent.child(bindings, options));
  const write = (level: Level): LogFn =>
    ((...args: Parameters<LogFn>) => {
      if (real ? real.isLevelEnabled(level) : parent.isLevelEnabled(level)) (make()[level] as (...a: unknown[]) => void)(...args);
    }) as LogFn;
  const logger: RequestLogger = {
    get level() {
      return real ? real.level : parent.level;
    },
    set level(value: string) {
      make().level = value;
    },
    fatal: write('fatal'),
    error: write('error'),
    warn: write('warn'),
    info: write('info'),
    debug: write('debug'),
    trace: write('trace'),
    silent: (() => undefined) as LogFn,
    child(more, moreOptions) {
      // Before the first line, a child's bindings join these, and no pino child is made yet.
      return real ? lazyChildLogger(real, more, moreOptions) : lazyChildLogger(parent, { ...bindings, ...more }, mergeOptions(options, moreOptions));
    },
  };
  return logger;
}

function mergeOptions(a: ChildLoggerOptions | undefined, b: ChildLoggerOptions | undefined): ChildLoggerOptions | undefined {
  if (!a || Object.keys(a).length === 0) return b;
  if (!b || Object.keys(b).length === 0) return a;
  return { ...a, ...b };
}
