/**
 * The REST API as the benchmark uses it (SPEC.md; base `/dp/api/v1`): a token for the bootstrap
 * owner, JSON calls that throw on an unexpected status, multipart uploads to a MANUAL input
 * connector, and listing a pipeline's executions page by page.
 */

/** An execution record as the API returns it (only the fields the benchmark reads). */
export interface ExecutionRecord {
  id: string;
  status: 'PROCESSING' | 'SUCCESSFUL' | 'FAILED' | 'SKIPPED';
  error: { type: string; message: string } | null;
  stats: { rows: number; output_rows: number; erroneous_cells: number } | null;
  progress: { stage: string; rows_read: number } | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  duration_ms: number | null;
}

/** The small CSV file the benchmarks upload (3 rows: Name, E-Mail, Amount). */
export const CUSTOMERS_CSV = 'Name,E-Mail,Amount\nAda Lovelace,ada@example.com,12.5\nAlan Turing,alan@example.org,7\nGrace Hopper,grace@example.com,3\n';

export class ApiClient {
  readonly base: string;
  private token: string;
  /** `token`: an access token already obtained (another process's), or none until {@link login}. */
  constructor(base: string, token = '') {
    this.base = base;
    this.token = token;
  }

  /** The access token of the last {@link login} (or the one given). */
  get accessToken(): string {
    return this.token;
  }

  /** Waits until `GET /management/health` answers 200; throws after `timeoutMs` or when `alive()` turns false. */
  async waitHealthy(alive: () => boolean, timeoutMs = 120_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      try {
        if ((await fetch(`${this.base}/management/health`)).ok) return;
      } catch {
        // not listening yet
      }
      if (!alive()) throw new Error('the API process exited before it became healthy');
      if (Date.now() > deadline) throw new Error(`the API did not become healthy within ${timeoutMs / 1000} s`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /** Gets an access token for a USER of the organization with `licenseKey` (SPEC.md §Access). */
  async login(licenseKey: string, identifier: string): Promise<void> {
    const r = await fetch(`${this.base}/access/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ license_key: licenseKey, auth: { identifier, type: 'USER' } }),
    });
    const body = (await r.json()) as { access_token?: string };
    if (!r.ok || !body.access_token) throw new Error(`POST /access/token answered ${r.status}: ${JSON.stringify(body)}`);
    this.token = body.access_token;
  }

  /** A JSON call; resolves with `data` of the envelope. Throws unless the status is `expect`. */
  async call<T = any>(method: string, path: string, body?: unknown, expect = method === 'POST' ? 201 : 200): Promise<T> {
    const r = await fetch(`${this.base}${path}`, {
      method,
      headers: { authorization: `Bearer ${this.token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await r.text();
    if (r.status !== expect) throw new Error(`${method} ${path} answered ${r.status} (expected ${expect}): ${text.slice(0, 500)}`);
    return (text ? JSON.parse(text).data : null) as T;
  }

  /** Uploads one file to a MANUAL input connector; resolves with the execution it created. */
  async upload(connectorId: string, fileName: string, content: Blob): Promise<ExecutionRecord> {
    const form = new FormData();
    form.append('file', content, fileName);
    const r = await fetch(`${this.base}/connector/${connectorId}/upload`, { method: 'POST', headers: { authorization: `Bearer ${this.token}` }, body: form });
    const text = await r.text();
    if (r.status !== 201) throw new Error(`upload of ${fileName} answered ${r.status}: ${text.slice(0, 500)}`);
    const created = JSON.parse(text).data as ExecutionRecord[];
    if (created.length !== 1) throw new Error(`upload of ${fileName} created ${created.length} executions, expected 1`);
    return created[0]!;
  }

  /** Every execution of a pipeline (pages of 100, the API's largest). */
  async executionsOf(pipelineId: string): Promise<ExecutionRecord[]> {
    const all: ExecutionRecord[] = [];
    const filters = encodeURIComponent(JSON.stringify({ pipeline: pipelineId }));
    for (let offset = 0; ; offset += 100) {
      const page = await this.call<ExecutionRecord[]>('GET', `/execution?filters=${filters}&limit=100&offset=${offset}`);
      all.push(...page);
      if (page.length < 100) return all;
    }
  }
}
