/**
 * Configuration: environment variables → one frozen, typed object, parsed once at boot and passed
 * in explicitly (never read at import time, so tests build apps with their own settings). A bad
 * setting fails at start with a message naming the variable. docs/configuration.md lists every
 * variable with its default; keep the two in step.
 */
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { licenseKeyProblem } from './security/license-keys.ts';

export type Role = 'all' | 'api' | 'worker';

export interface Config {
  /** HTTP port (PORT, default 8080). */
  port: number;
  /**
   * FERRY_METRICS_TOKEN: when set, `GET /metrics` serves Prometheus metrics to requests carrying
   * `Authorization: Bearer <token>`; unset, there is no metrics route (404).
   */
  metricsToken: string | null;
  /** FERRY_PUSH_RATE_LIMIT: pushes to REACTIVE connectors per minute per client address (default 120). */
  pushRateLimitPerMinute: number;
  /**
   * Interface to listen on (HOST, default `127.0.0.1`: this machine only; `0.0.0.0` or `::` to be
   * reachable from other machines, as in a container).
   */
  host: string;
  /** Where the embedded defaults keep their state (FERRY_DATA_DIR, default ./data). */
  dataDir: string;
  /** PostgreSQL connection string (DATABASE_URL); null → PGlite in `<dataDir>/pg`. */
  databaseUrl: string | null;
  /** Artifact storage (STORAGE_URL): `file:///path` or `s3://bucket/prefix?endpoint=…`; null → `<dataDir>/files`. */
  storageUrl: string | null;
  /** Master secret (FERRY_SECRET_KEY, ≥ 32 bytes as hex or base64); null → generated once into `<dataDir>/secret.key`. */
  secretKey: string | null;
  /** Access-token lifetime in seconds (FERRY_TOKEN_TTL_SECONDS, default 3600). */
  tokenTtlSeconds: number;
  /** Token requests per minute per client address (FERRY_TOKEN_RATE_LIMIT, default 30). */
  tokenRateLimitPerMinute: number;
  /** Maximum JSON request body in bytes (FERRY_BODY_LIMIT_BYTES, default 1 MiB). */
  bodyLimitBytes: number;
  /** Maximum uploaded file in bytes (FERRY_UPLOAD_LIMIT_BYTES, default 512 MiB). */
  uploadLimitBytes: number;
  /** pino level (LOG_LEVEL, default info). */
  logLevel: string;
  /** First-start bootstrap values (FERRY_BOOTSTRAP_*); null → generated and printed once. */
  bootstrap: {
    organizationName: string;
    licenseKey: string | null;
    ownerEmail: string | null;
    ownerPassword: string | null;
  };
  /**
   * Outbound network guard (SECURITY.md): hosts or CIDR ranges tenants' connectors may reach even
   * though they are private/loopback (FERRY_NETWORK_ALLOW_LIST, comma-separated; default none).
   */
  networkAllowList: string[];
  /** Worker: executions run at once by this process (FERRY_WORKER_CONCURRENCY, default 2). */
  workerConcurrency: number;
  /** Worker: executions of one organization run at once across all workers (FERRY_ORG_CONCURRENCY, default 2). */
  organizationConcurrency: number;
  /**
   * Worker: executions of one sub-organization run at once across all workers
   * (FERRY_SUB_ORG_CONCURRENCY, default FERRY_ORG_CONCURRENCY − 1, at least 1): a customer never
   * takes every slot its organization has, so a sibling's file starts in the one left.
   */
  subOrganizationConcurrency: number;
  /** Public base URL used in links (FERRY_PUBLIC_URL, default http://<HOST>:<port>, with 127.0.0.1 for 0.0.0.0 and localhost for ::). */
  publicUrl: string;
  /**
   * Origins whose pages may call the API from a browser — pages that embed the components
   * (FERRY_CORS_ORIGINS, comma-separated, e.g. `https://app.example.com`; `*` for any; default none).
   */
  corsOrigins: string[];
  /**
   * Webhooks: the wait before the second attempt of a failed delivery, in ms (FERRY_WEBHOOK_RETRY_BASE_MS,
   * default 5000); each further wait is 4 times longer, at most 2 hours, for 24 hours.
   */
  webhookRetryBaseMs: number;
  /** Outgoing mail (SMTP_URL, e.g. smtp://user:pass@mail.example.com:587 or smtps://…); null: mails are logged, not sent. */
  smtpUrl: string | null;
  /** Sender of Ferry's mails (FERRY_MAIL_FROM, default `Ferry <ferry@localhost>`). */
  mailFrom: string;
  /** Mails an organization's EMAIL outputs may send per hour (FERRY_EMAIL_SENDS_PER_HOUR, default 200). */
  emailSendsPerHour: number;
  /**
   * An optional language model for mapping (docs/mapping.md "Language model"): any
   * OpenAI-compatible chat-completions endpoint (FERRY_LLM_URL, the base URL such as
   * http://127.0.0.1:8080/v1; FERRY_LLM_MODEL; FERRY_LLM_API_KEY, sent as a bearer token;
   * FERRY_LLM_TIMEOUT_SECONDS, default 20). Null when FERRY_LLM_URL is unset: everything is offline.
   */
  llm: { url: string; model: string; apiKey: string | null; timeoutMs: number } | null;
  /** How long a connector's peer may stay silent before a call fails as a time-out, in ms (FERRY_CONNECTOR_TIMEOUT_SECONDS, default 15). */
  connectorTimeoutMs: number;
  /** Files one listing of a file source takes at most; the rest wait for the next run (FERRY_FILES_PER_LISTING, default 500). */
  filesPerListing: number;
  /**
   * EMAIL input: Ferry's SMTP listener (INBOUND_SMTP_PORT; null: off), started by the api role on
   * INBOUND_SMTP_HOST (default HOST); each EMAIL input connector receives at
   * `<connector id>@<INBOUND_EMAIL_DOMAIN>`; messages up to INBOUND_EMAIL_MAX_BYTES (default 25 MB).
   * `senderCheck` (INBOUND_EMAIL_SENDER_CHECK): `authenticated` (default) also requires the sender's
   * domain to vouch for the message (SPF pass for the connecting address, or a valid DKIM
   * signature of that domain); `envelope` checks the MAIL FROM address only, for a relay in front
   * that authenticated the mail. `dnsServers` (INBOUND_EMAIL_DNS_SERVERS): the resolvers those
   * checks ask (`ip` or `ip:port`), null for the system's. `senderRatePerHour`
   * (INBOUND_EMAIL_SENDER_RATE, default 60): messages one sender address may send within an hour;
   * past it RCPT TO answers 450 4.7.1 (the sending server tries again later).
   */
  inboundSmtp: { port: number; host: string; domain: string; maxBytes: number; senderCheck: 'authenticated' | 'envelope'; dnsServers: string[] | null; senderRatePerHour: number } | null;
  /** A run longer than this fails with LIMIT_EXCEEDED (FERRY_EXECUTION_TIMEOUT_SECONDS, default 3600). */
  executionTimeoutSeconds: number;
  /**
   * A run whose engine thread is unresponsive this long (stuck in a formula that does not finish)
   * is stopped and fails with LIMIT_EXCEEDED (FERRY_ENGINE_STALL_SECONDS, default 60).
   */
  engineStallSeconds: number;
  /**
   * Cores one execution may use on a large CSV/TSV file (FERRY_ENGINE_THREADS, default 1: executions
   * already run side by side, and a file read in parts costs more CPU and memory in all).
   */
  engineThreads: number;
  /** A worker that stops heartbeating for this long loses its job to another (FERRY_QUEUE_HEARTBEAT_SECONDS, default 30, min 10). */
  queueHeartbeatSeconds: number;
  /** How often the queue looks for lost jobs (FERRY_QUEUE_SUPERVISE_SECONDS, default 30). */
  queueSuperviseSeconds: number;
  /**
   * How often an idle worker slot looks for jobs that no notification announced — retries whose
   * delay has passed, jobs of a lost notification (FERRY_QUEUE_POLL_SECONDS, default 2). New
   * executions wake idle workers at once (LISTEN/NOTIFY).
   */
  queuePollSeconds: number;
  /** How often the scheduler looks for due pipelines (FERRY_SCHEDULER_INTERVAL_SECONDS, default 15). */
  schedulerIntervalSeconds: number;
  /**
   * How often worker processes sweep the artifact storage: expired pipeline samples and execution
   * files past their retention (FERRY_STORAGE_SWEEP_MINUTES, default 60).
   */
  storageSweepMinutes: number;
  /** First delay before a failed attempt is retried, doubling each time (FERRY_QUEUE_RETRY_DELAY_SECONDS, default 10). */
  queueRetryDelaySeconds: number;
  /**
   * Late-file windows (`configuration.expectation`) pass this many times faster
   * (FERRY_EXPECTATION_TIME_SCALE, default 1): for tests and demonstrations only — at 3600 an
   * expected hour lasts a second. Applies to expectations set while it is in force.
   */
  expectationTimeScale: number;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw.trim());
  if (value < min || value > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

function str(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name];
  return raw === undefined || raw.trim() === '' ? null : raw.trim();
}

/** How a URL names the interface `host` listens on: a wildcard becomes this machine's loopback, an IPv6 address gets brackets. */
/** `host` as a URL writes it: `0.0.0.0` → `127.0.0.1`, `::` → `localhost`, an IPv6 address in brackets. */
export function urlHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::' || host === '[::]') return 'localhost';
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

/**
 * Parses the environment. Throws ConfigError naming the variable when a value is malformed.
 * @param env usually `process.env`
 * @param cwd directory relative paths are resolved against
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Readonly<Config> {
  const port = int(env, 'PORT', 8080, 0, 65535);
  const databaseUrl = str(env, 'DATABASE_URL');
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const storageUrl = str(env, 'STORAGE_URL');
  if (storageUrl && !/^(file|s3):\/\//.test(storageUrl)) {
    throw new ConfigError('STORAGE_URL must start with file:// or s3://');
  }
  const secretKey = str(env, 'FERRY_SECRET_KEY');
  if (secretKey !== null && decodeSecret(secretKey) === null) {
    throw new ConfigError('FERRY_SECRET_KEY must be at least 32 bytes, given as 64+ hex characters or base64');
  }
  const logLevel = str(env, 'LOG_LEVEL') ?? 'info';
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; got "${logLevel}"`);
  }
  const ownerEmail = str(env, 'FERRY_BOOTSTRAP_OWNER_EMAIL');
  if (ownerEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(ownerEmail)) {
    throw new ConfigError('FERRY_BOOTSTRAP_OWNER_EMAIL must be an e-mail address');
  }
  const ownerPassword = str(env, 'FERRY_BOOTSTRAP_OWNER_PASSWORD');
  if (ownerPassword && ownerPassword.length < 8) {
    throw new ConfigError('FERRY_BOOTSTRAP_OWNER_PASSWORD must be at least 8 characters');
  }
  const licenseKey = str(env, 'FERRY_BOOTSTRAP_LICENSE_KEY');
  const keyProblem = licenseKey ? licenseKeyProblem(licenseKey) : null;
  if (keyProblem) throw new ConfigError(`FERRY_BOOTSTRAP_LICENSE_KEY ${keyProblem}`);
  const host = str(env, 'HOST') ?? '127.0.0.1';
  const metricsToken = str(env, 'FERRY_METRICS_TOKEN');
  if (metricsToken !== null && metricsToken.length < 16) throw new ConfigError('FERRY_METRICS_TOKEN must be at least 16 characters');
  return Object.freeze({
    port,
    host,
    dataDir: resolve(cwd, str(env, 'FERRY_DATA_DIR') ?? 'data'),
    databaseUrl,
    storageUrl,
    secretKey,
    tokenTtlSeconds: int(env, 'FERRY_TOKEN_TTL_SECONDS', 3600, 60, 86400),
    tokenRateLimitPerMinute: int(env, 'FERRY_TOKEN_RATE_LIMIT', 30, 1, 100000),
    bodyLimitBytes: int(env, 'FERRY_BODY_LIMIT_BYTES', 1024 * 1024, 1024, 64 * 1024 * 1024),
    uploadLimitBytes: int(env, 'FERRY_UPLOAD_LIMIT_BYTES', 512 * 1024 * 1024, 1024, 16 * 1024 * 1024 * 1024),
    logLevel,
    bootstrap: Object.freeze({
      organizationName: str(env, 'FERRY_BOOTSTRAP_ORGANIZATION_NAME') ?? 'My organization',
      licenseKey,
      ownerEmail,
      ownerPassword,
    }),
    networkAllowList: Object.freeze(
      (str(env, 'FERRY_NETWORK_ALLOW_LIST') ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ) as string[],
    workerConcurrency: int(env, 'FERRY_WORKER_CONCURRENCY', 2, 1, 64),
    organizationConcurrency: int(env, 'FERRY_ORG_CONCURRENCY', 2, 1, 64),
    subOrganizationConcurrency: int(env, 'FERRY_SUB_ORG_CONCURRENCY', Math.max(1, int(env, 'FERRY_ORG_CONCURRENCY', 2, 1, 64) - 1), 1, 64),
    publicUrl: str(env, 'FERRY_PUBLIC_URL') ?? `http://${urlHost(host)}:${port}`,
    corsOrigins: Object.freeze(corsOrigins(str(env, 'FERRY_CORS_ORIGINS'))) as string[],
    webhookRetryBaseMs: int(env, 'FERRY_WEBHOOK_RETRY_BASE_MS', 5000, 10, 3_600_000),
    smtpUrl: smtpUrl(str(env, 'SMTP_URL')),
    mailFrom: str(env, 'FERRY_MAIL_FROM') ?? 'Ferry <ferry@localhost>',
    emailSendsPerHour: int(env, 'FERRY_EMAIL_SENDS_PER_HOUR', 200, 1, 1_000_000),
    llm: llmConfig(env),
    inboundSmtp: inboundSmtp(env, host),
    connectorTimeoutMs: int(env, 'FERRY_CONNECTOR_TIMEOUT_SECONDS', 15, 1, 3600) * 1000,
    filesPerListing: int(env, 'FERRY_FILES_PER_LISTING', 500, 1, 100_000),
    executionTimeoutSeconds: int(env, 'FERRY_EXECUTION_TIMEOUT_SECONDS', 3600, 10, 7 * 86400),
    engineStallSeconds: int(env, 'FERRY_ENGINE_STALL_SECONDS', 60, 2, 3600),
    engineThreads: int(env, 'FERRY_ENGINE_THREADS', 1, 1, 64),
    queueHeartbeatSeconds: int(env, 'FERRY_QUEUE_HEARTBEAT_SECONDS', 30, 10, 3600),
    queueSuperviseSeconds: int(env, 'FERRY_QUEUE_SUPERVISE_SECONDS', 30, 1, 3600),
    queuePollSeconds: int(env, 'FERRY_QUEUE_POLL_SECONDS', 2, 1, 3600),
    schedulerIntervalSeconds: int(env, 'FERRY_SCHEDULER_INTERVAL_SECONDS', 15, 1, 3600),
    storageSweepMinutes: int(env, 'FERRY_STORAGE_SWEEP_MINUTES', 60, 1, 1440),
    queueRetryDelaySeconds: int(env, 'FERRY_QUEUE_RETRY_DELAY_SECONDS', 10, 1, 3600),
    expectationTimeScale: int(env, 'FERRY_EXPECTATION_TIME_SCALE', 1, 1, 1_000_000),
    metricsToken: metricsToken ?? null,
    pushRateLimitPerMinute: int(env, 'FERRY_PUSH_RATE_LIMIT', 120, 1, 1_000_000),
  });
}

/** INBOUND_SMTP_PORT and INBOUND_EMAIL_DOMAIN, checked together. @throws ConfigError */
function inboundSmtp(env: NodeJS.ProcessEnv, host: string): Config['inboundSmtp'] {
  if (str(env, 'INBOUND_SMTP_PORT') === null) return null;
  const port = int(env, 'INBOUND_SMTP_PORT', 2525, 0, 65535);
  const domain = str(env, 'INBOUND_EMAIL_DOMAIN');
  if (!domain || !/^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i.test(domain)) {
    throw new ConfigError('INBOUND_EMAIL_DOMAIN must be set to the mail domain whose MX points at this listener (e.g. files.example.com) when INBOUND_SMTP_PORT is set');
  }
  const senderCheck = str(env, 'INBOUND_EMAIL_SENDER_CHECK') ?? 'authenticated';
  if (senderCheck !== 'authenticated' && senderCheck !== 'envelope') {
    throw new ConfigError(`INBOUND_EMAIL_SENDER_CHECK must be "authenticated" (SPF or DKIM of the sender's domain, the default) or "envelope" (the MAIL FROM address only, behind a relay that authenticates), not ${JSON.stringify(senderCheck)}`);
  }
  const servers = str(env, 'INBOUND_EMAIL_DNS_SERVERS');
  const dnsServers = servers === null ? null : servers.split(',').map((s) => s.trim()).filter(Boolean);
  for (const server of dnsServers ?? []) {
    // `ip`, `ipv4:port` or `[ipv6]:port`, as node:dns setServers takes them.
    const m = /^(?:\[([^\]]+)\]|([^:]+))(?::(\d{1,5}))?$/.exec(server);
    const address = m ? (m[1] ?? m[2]!) : server;
    if (!(m && isIP(address)) && isIP(server) !== 6) {
      throw new ConfigError(`INBOUND_EMAIL_DNS_SERVERS must list resolvers as ip or ip:port separated by commas (e.g. 127.0.0.1:53,[::1]:53), not ${JSON.stringify(server)}`);
    }
  }
  if (dnsServers !== null && dnsServers.length === 0) throw new ConfigError('INBOUND_EMAIL_DNS_SERVERS is set but lists no resolver');
  return {
    port,
    host: str(env, 'INBOUND_SMTP_HOST') ?? host,
    domain: domain.toLowerCase(),
    maxBytes: int(env, 'INBOUND_EMAIL_MAX_BYTES', 25 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
    senderCheck,
    dnsServers,
    senderRatePerHour: int(env, 'INBOUND_EMAIL_SENDER_RATE', 60, 1, 1_000_000),
  };
}

/** FERRY_LLM_URL and friends, checked. @throws ConfigError */
function llmConfig(env: NodeJS.ProcessEnv): Config['llm'] {
  const url = str(env, 'FERRY_LLM_URL');
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ConfigError('FERRY_LLM_URL must be a URL such as http://127.0.0.1:8080/v1 (the base of an OpenAI-compatible API)');
  }
  if (!/^https?:$/.test(parsed.protocol)) throw new ConfigError('FERRY_LLM_URL must start with http:// or https://');
  const model = str(env, 'FERRY_LLM_MODEL');
  if (!model) throw new ConfigError('FERRY_LLM_MODEL must name the model when FERRY_LLM_URL is set');
  return { url: url.replace(/\/+$/, ''), model, apiKey: str(env, 'FERRY_LLM_API_KEY'), timeoutMs: int(env, 'FERRY_LLM_TIMEOUT_SECONDS', 20, 1, 600) * 1000 };
}

/** SMTP_URL, checked: smtp: or smtps: with a host. @throws ConfigError */
function smtpUrl(text: string | null): string | null {
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigError('SMTP_URL must be a URL such as smtp://user:password@mail.example.com:587');
  }
  if (!/^smtps?:$/.test(url.protocol) || !url.hostname) throw new ConfigError('SMTP_URL must start with smtp:// or smtps:// and name a host');
  return text;
}

/**
 * FERRY_CORS_ORIGINS → origins (`scheme://host[:port]`, no path), or `['*']`.
 * @throws ConfigError for an entry that is not an origin
 */
function corsOrigins(text: string | null): string[] {
  const entries = (text ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (entries.includes('*')) return ['*'];
  return entries.map((entry) => {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new ConfigError(`FERRY_CORS_ORIGINS: ${JSON.stringify(entry)} is not an origin such as https://app.example.com`);
    }
    if (!/^https?:$/.test(url.protocol) || url.origin !== entry.replace(/\/+$/, '')) {
      throw new ConfigError(`FERRY_CORS_ORIGINS: ${JSON.stringify(entry)} is not an origin (scheme, host and port only, such as https://app.example.com)`);
    }
    return url.origin;
  });
}

/** Decodes FERRY_SECRET_KEY (hex or base64, ≥ 32 bytes) or returns null. */
export function decodeSecret(text: string): Buffer | null {
  const t = text.trim();
  const buf = /^[0-9a-fA-F]+$/.test(t) && t.length % 2 === 0 ? Buffer.from(t, 'hex') : Buffer.from(t, 'base64');
  return buf.length >= 32 ? buf : null;
}
