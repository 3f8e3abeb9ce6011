/**
 * A test context: a real database (PGlite or PostgreSQL), the real application built with
 * buildApp(), an organization with its OWNER, a controllable clock and the captured log lines.
 * Requests go through app.inject().
 */
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, API_PREFIX, type FerryApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { createOrganization, type CreatedOrganization } from '../../src/domain/organizations/service.ts';
import type { Clock } from '../../src/domain/time.ts';
import { createLogger } from '../../src/logger.ts';
import { deriveKeys } from '../../src/security/master-key.ts';
import { openTestDatabase, type DatabaseKind } from './database.ts';
import { ResponseValidator } from './openapi.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRuntime, type Runtime } from '../../src/runtime/runtime.ts';
import { createArtifactStore } from '../../src/storage/index.ts';
import type { ArtifactStore } from '../../src/storage/index.ts';

let validator: { doc: unknown; v: ResponseValidator } | null = null;

/** The validator of the served document (one per process: every test app serves the same one). */
function responseValidator(app: FerryApp): ResponseValidator {
  if (!validator) {
    const doc = app.swagger();
    validator = { doc, v: new ResponseValidator(doc as never) };
  }
  return validator.v;
}

/**
 * A clock tests move by hand: it runs with real time (so durations and orderings are real) plus an
 * offset that `set` and `advance` change.
 */
export class TestClock implements Clock {
  private offset = 0;
  now(): Date {
    return new Date(Date.now() + this.offset);
  }
  set(date: Date | string): void {
    this.offset = new Date(date).getTime() - Date.now();
  }
  advance(ms: number): void {
    this.offset += ms;
  }
}

export interface RequestOptions {
  token?: string | null;
  body?: unknown;
  /** Raw payload (string/Buffer) instead of a JSON body. */
  payload?: string | Buffer;
  headers?: Record<string, string>;
  query?: Record<string, string>;
}

export interface TestResponse {
  status: number;
  body: any;
  headers: LightMyRequestResponse['headers'];
  raw: LightMyRequestResponse;
}

export interface TestContext {
  kind: DatabaseKind;
  app: FerryApp;
  database: DatabaseHandle;
  config: Readonly<Config>;
  clock: TestClock;
  /** Every log line written so far (JSON text). */
  logs: string[];
  org: CreatedOrganization;
  ownerToken: string;
  /** Requests a token through the API. */
  token(identifier: string, type?: 'USER' | 'SUB_ORG', licenseKey?: string): Promise<string>;
  /** Sends a request to `/dp/api/v1<path>` with the owner's token unless `token` is given (null: none). */
  request(method: string, path: string, options?: RequestOptions): Promise<TestResponse>;
  /** Creates another organization (another tenant) and returns it with its owner's token. */
  otherOrganization(): Promise<{ org: CreatedOrganization; ownerToken: string }>;
  /** With `runtime: true`: the runtime and its storage. */
  runtime: Runtime | null;
  storage: ArtifactStore | null;
  /** Answers so far that did not match the OpenAPI document (close() fails when any did). */
  contractViolations: string[];
  /** Polls an execution until it leaves PROCESSING (or `timeoutMs` passes); answers it. */
  waitForExecution(id: string, timeoutMs?: number, token?: string): Promise<any>;
  close(): Promise<void>;
}

export interface ContextOptions {
  env?: Record<string, string>;
  /** Start the execution runtime (queue, storage under a temp dir, workers unless `workers: false`). */
  runtime?: boolean;
  workers?: boolean;
  /** Artifact storage under a temp dir without the runtime (implied by `runtime`). */
  storage?: boolean;
  /** STORAGE_URL for the artifact store (default: a temp directory). */
  storageUrl?: string;
  /** The base URL of the links the app hands out, when known only once it listens (default FERRY_PUBLIC_URL). */
  publicUrl?: () => string;
}

export async function createTestContext(kind: DatabaseKind, options: ContextOptions = {}): Promise<TestContext> {
  const config = loadConfig({ LOG_LEVEL: 'info', FERRY_TOKEN_RATE_LIMIT: '1000', FERRY_QUEUE_RETRY_DELAY_SECONDS: '1', ...options.env }, process.cwd());
  const database = await openTestDatabase(kind);
  const clock = new TestClock();
  const logs: string[] = [];
  const logger = createLogger(config.logLevel, { write: (line: string) => void logs.push(line) });
  const keys = deriveKeys(randomBytes(32));
  let runtime: Runtime | null = null;
  let storage: ArtifactStore | null = null;
  let filesDir: string | null = null;
  if (options.runtime || options.storage) {
    filesDir = mkdtempSync(join(tmpdir(), 'ferry-files-'));
    storage = await createArtifactStore({ storageUrl: options.storageUrl ?? null, dataDir: filesDir });
  }
  if (options.runtime) {
    runtime = await createRuntime({ config, database, storage: storage!, keys, clock, log: logger });
    if (options.workers !== false) await runtime.startWorkers();
  }
  const app = await buildApp({ config, database, keys, clock, logger, storage, dispatcher: runtime?.dispatcher ?? null, pipelineHooks: runtime?.pipelineHooks, ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}) });
  // Every JSON answer must match the OpenAPI document's schema for its operation and status.
  const contractViolations: string[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string') return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return payload;
    }
    const problems = responseValidator(app).check(request.method, request.url, reply.statusCode, String(reply.getHeader('content-type') ?? ''), body);
    // The answer's start helps find the cause when the request came from a browser test.
    contractViolations.push(...problems.map((p) => `${p} — answer: ${payload.slice(0, 400)}`));
    return payload;
  });
  await app.ready();
  const org = await createOrganization(database.db, clock, { name: 'Org A', owner: { email: 'owner@a.example', password: 'owner-password-1' } });

  async function request(method: string, path: string, opts: RequestOptions = {}): Promise<TestResponse> {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    const token = opts.token === undefined ? ctx.ownerToken : opts.token;
    if (token) headers.authorization = `Bearer ${token}`;
    let payload: string | Buffer | undefined = opts.payload;
    if (opts.body !== undefined) {
      payload = JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
    const seen = contractViolations.length;
    const raw = await app.inject({ method: method as 'GET', url: `${API_PREFIX}${path}`, headers, payload, query: opts.query });
    if (contractViolations.length > seen) {
      throw new Error(`the answer does not match the OpenAPI document:\n${contractViolations.slice(seen).join('\n')}\nbody: ${raw.body.slice(0, 2000)}`);
    }
    let body: unknown = raw.body;
    if ((raw.headers['content-type'] ?? '').toString().includes('json') && raw.body) body = JSON.parse(raw.body);
    return { status: raw.statusCode, body, headers: raw.headers, raw };
  }

  async function token(identifier: string, type: 'USER' | 'SUB_ORG' = 'USER', licenseKey = org.license_key): Promise<string> {
    const r = await request('POST', '/access/token', { token: null, body: { license_key: licenseKey, auth: { identifier, type } } });
    if (r.status !== 200) throw new Error(`token for ${identifier}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.data.access_token;
  }

  const ctx: TestContext = {
    kind,
    app,
    database,
    config,
    clock,
    logs,
    org,
    ownerToken: '',
    token,
    request,
    async otherOrganization() {
      const other = await createOrganization(database.db, clock, {
        name: 'Org B',
        owner: { email: `owner-${randomBytes(3).toString('hex')}@b.example`, password: 'owner-password-2' },
      });
      return { org: other, ownerToken: await token(other.owner.identifier, 'USER', other.license_key) };
    },
    runtime,
    storage,
    async waitForExecution(id: string, timeoutMs = 60_000, token?: string) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const r = await request('GET', `/execution/${id}`, { token: token ?? ctx.ownerToken });
        if (r.status !== 200) throw new Error(`GET /execution/${id}: ${r.status} ${JSON.stringify(r.body)}`);
        if (r.body.data.status !== 'PROCESSING') return r.body.data;
        if (Date.now() > deadline) throw new Error(`execution ${id} still PROCESSING after ${timeoutMs} ms: ${JSON.stringify(r.body.data)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    contractViolations,
    async close() {
      await app.close();
      if (contractViolations.length) throw new Error(`answers that do not match the OpenAPI document:\n${[...new Set(contractViolations)].slice(0, 20).join('\n')}`);
      await runtime?.stop();
      await storage?.close();
      await database.close();
      if (filesDir) rmSync(filesDir, { recursive: true, force: true });
    },
  };
  ctx.ownerToken = await token(org.owner.identifier);
  return ctx;
}
