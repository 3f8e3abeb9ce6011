/**
 * API load benchmark (`npm run bench:api`): how many requests a second the REST API holds, and
 * at what latency, on real `ferry` processes. Figures are printed, never asserted; docs/performance.md
 * records them.
 *
 *   node bench/api-load.ts                                embedded (PGlite), plus PostgreSQL when DATABASE_URL is set
 *   node bench/api-load.ts --scenario postgres --seconds 5 --executions 200   a quicker run
 *   node bench/api-load.ts --scenario postgres --only 'GET /pipeline?'       the steps of one route
 *   node bench/api-load.ts --scenario postgres --only uploads --cpu-prof-dir /tmp/prof   V8 CPU profiles of the servers
 *   node bench/api-load.ts --base-url http://host:8080 --license-key K --identifier owner@example.com [--metrics-token T]
 *                                                         a service running elsewhere (scenario `remote`)
 *
 * `remote` loads a service that runs on another machine, so that the load generator does not take
 * the service's CPU: it sets up the same pipelines, connectors and executions in the organization
 * of the license key (use an organization made for it: they are left there), runs the same steps,
 * and reports rates and latencies; server and PostgreSQL CPU are not measured from here (the event
 * loop and GC columns come from the service's `/metrics` when `--metrics-token` is its
 * `FERRY_METRICS_TOKEN`). The service's token rate limit must allow the set-up's logins.
 *
 * Set-up through the API: 200 pipelines over 400 MANUAL connectors (200 inputs, 200 outputs) and
 * one TDM, then `--executions` small uploads (3 rows each, 10 at a time) spread over the inputs,
 * waited for until none is PROCESSING. Scenarios: `embedded` — one `ferry start --role all` on a
 * fresh data directory; `postgres` — one `--role api` process and one `--role worker` process on a
 * fresh database, the api process alone on CPU 0 and the worker and this load generator on CPU 1
 * (`taskset`; `--no-pin` leaves them unpinned; PostgreSQL is never pinned).
 *
 * Load: open loop — request i is sent at t0 + i/rate whatever the answers before it did, and its
 * latency is measured from that planned instant, so a server that falls behind shows it in the
 * latency instead of silently lowering the rate; requests share a pool of keep-alive connections
 * (`--connections`, 64). Each step runs `--seconds` at one rate against one
 * route; in-flight requests are then given 10 s (the rest count as failed), and the next step waits
 * until the server has worked off any backlog. Reported per step: the rate asked, the rate
 * answered (2xx per second over the step), p50/p99 latency, non-2xx answers, and the CPU the
 * server processes used per answered request (from /proc), the CPU of every `postgres` process on
 * the machine per answered request (PostgreSQL scenario) and this load generator's own, and the api
 * process's longest event-loop delay and its garbage-collection time during the step (from its
 * `/metrics`, prom-client's default metrics). The target rates (by id and lists)
 * run once more while 50 uploads are made at once. The load generator runs on the same machine and takes CPU too.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Agent } from 'undici';
import { listeningUrl, startFerry, type RunningProcess } from '../test/helpers/process.ts';
import { ApiClient, CUSTOMERS_CSV } from './api-client.ts';
import { cpuByCommand, cpuSpent, ProcessWatch } from './proc-stats.ts';
import { createDatabase, stopProcess } from './scenario.ts';
import { table } from './stats.ts';

const { values } = parseArgs({
  options: {
    scenario: { type: 'string', default: 'all' },
    seconds: { type: 'string', default: '10' },
    pipelines: { type: 'string', default: '200' },
    executions: { type: 'string', default: '1000' },
    'database-url': { type: 'string' },
    connections: { type: 'string', default: '64' },
    pin: { type: 'boolean', default: true },
    only: { type: 'string' },
    'cpu-prof-dir': { type: 'string' },
    'base-url': { type: 'string' },
    'license-key': { type: 'string' },
    identifier: { type: 'string' },
    'metrics-token': { type: 'string' },
  },
  allowNegative: true,
});
/**
 * The load goes through a pool of at most `--connections` keep-alive connections (default 64), as a
 * client or proxy in front of an API holds them; requests beyond wait their turn on the client,
 * and that wait counts in their latency (open loop). Without a cap, every burst opens new
 * connections and the benchmark mostly measures connection set-up on a 2-core machine.
 */
const loadAgent = new Agent({ connections: Math.max(1, Number(values.connections)), pipelining: 1, keepAliveTimeout: 30_000 });
const SECONDS = Math.max(1, Number(values.seconds));
const PIPELINES = Math.max(1, Number(values.pipelines));
const EXECUTIONS = Math.max(0, Number(values.executions));
const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL ?? null;
const LICENSE = 'api-load-bench-license-0001';
const OWNER = 'owner@load.example';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Pinning needs two CPUs and `taskset` (util-linux); `--no-pin` leaves scheduling to the system. */
const PIN = values.pin && cpus().length >= 2 && spawnSync('taskset', ['--version']).status === 0;

/** Binds every thread of process `pid` (and the threads it starts later) to one CPU. */
function pinTo(pid: number, cpu: number): void {
  // -1: every CPU again.
  spawnSync('taskset', ['-a', '-cp', cpu < 0 ? `0-${cpus().length - 1}` : String(cpu), String(pid)], { stdio: 'ignore' });
}

interface Step {
  route: string;
  rate: number;
  path: () => string;
  during?: 'uploads';
}

/** A step's name in the table and for `--only`: the route, and "+ 50 uploads" while uploads run. */
function stepName(step: Step): string {
  return `${step.route}${step.during ? ' + 50 uploads' : ''}`;
}

interface StepResult {
  route: string;
  asked: number;
  answered: number;
  p50: number;
  p99: number;
  failed: number;
  cpuMsPerRequest: number | null;
  /** CPU of every `postgres` process on this machine per answered request (PostgreSQL scenario). */
  postgresCpuMsPerRequest: number | null;
  /** This load generator's own CPU per answered request. */
  loadCpuMsPerRequest: number | null;
  /** The api process's longest event-loop delay during the step, ms (its /metrics); null if unread. */
  loopLagMaxMs: number | null;
  /** The api process's garbage-collection time during the step, ms (its /metrics); null if unread. */
  gcMs: number | null;
}

/** The metrics token the benchmark gives the servers (`FERRY_METRICS_TOKEN`). */
const METRICS_TOKEN = values['metrics-token'] ?? randomBytes(16).toString('hex');

/**
 * The api process's event-loop delay maximum since the last reading (prom-client resets it at
 * every scrape) and its garbage-collection seconds so far, from `GET /metrics`; null when unread.
 */
async function apiLoopStats(origin: string): Promise<{ lagMaxSeconds: number; gcSeconds: number } | null> {
  try {
    const r = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    const text = await r.text();
    if (!r.ok) return null;
    const lag = /^ferry_nodejs_eventloop_lag_max_seconds (\S+)$/m.exec(text);
    let gc = 0;
    for (const m of text.matchAll(/^ferry_nodejs_gc_duration_seconds_sum\{[^}]*\} (\S+)$/gm)) gc += Number(m[1]);
    return lag ? { lagMaxSeconds: Number(lag[1]), gcSeconds: gc } : null;
  } catch {
    return null;
  }
}

function quantile(sorted: number[], q: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : NaN;
}

/** Waits until the server has worked off an overloaded step's backlog (health answers within 50 ms), at most 60 s. */
async function settle(base: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const t = performance.now();
    const ok = await fetch(`${base}/management/health`).then((r) => r.arrayBuffer().then(() => r.ok), () => false);
    if (ok && performance.now() - t < 50) return;
    await sleep(500);
  }
}

/** Runs one open-loop step; see the file comment. */
async function runStep(step: Step, token: string, base: string, watches: ProcessWatch[], postgres: boolean, background?: () => Promise<unknown>): Promise<StepResult> {
  const latencies: number[] = [];
  let failed = 0;
  const inFlight = new Set<Promise<void>>();
  for (const w of watches) w.sample();
  const cpuBefore = watches.reduce((n, w) => n + (w.last?.cpuSeconds ?? 0), 0);
  const { origin, pathname: prefix } = new URL(base);
  const loopBefore = await apiLoopStats(origin);
  const postgresBefore = postgres ? cpuByCommand('postgres') : null;
  const loadBefore = process.cpuUsage();
  const interval = 1000 / step.rate;
  const total = Math.round(step.rate * SECONDS);
  const t0 = performance.now();
  const extra = background?.();
  for (let i = 0; i < total; i++) {
    const planned = t0 + i * interval;
    const wait = planned - performance.now();
    if (wait > 1) await sleep(wait);
    // undici's request(): a fraction of fetch()'s CPU per request (no WHATWG streams, and the
    // gzip body is received whole but not inflated), so the load generator keeps its schedule.
    const p = loadAgent.request({ origin, path: `${prefix}${step.path()}`, method: 'GET', headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' } })
      .then(async (r) => {
        await r.body.arrayBuffer();
        if (r.statusCode >= 200 && r.statusCode < 300) latencies.push(performance.now() - planned);
        else failed++;
      }, () => void failed++)
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
  }
  await Promise.race([Promise.all(inFlight), sleep(10_000)]);
  failed += inFlight.size;
  await extra;
  const elapsed = (performance.now() - t0) / 1000;
  for (const w of watches) w.sample();
  const cpuAfter = watches.reduce((n, w) => n + (w.last?.cpuSeconds ?? 0), 0);
  const postgresSeconds = postgresBefore ? cpuSpent(postgresBefore, cpuByCommand('postgres')) : null;
  const load = process.cpuUsage(loadBefore);
  const loopAfter = await apiLoopStats(origin);
  const perRequest = (seconds: number | null) => (seconds === null || !latencies.length ? null : (seconds * 1000) / latencies.length);
  latencies.sort((a, b) => a - b);
  return {
    route: stepName(step),
    asked: step.rate,
    // Answers over the whole step, the wait for the last answers included.
    answered: latencies.length / Math.max(SECONDS, elapsed),
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    failed,
    cpuMsPerRequest: watches.length ? perRequest(cpuAfter - cpuBefore) : null,
    postgresCpuMsPerRequest: perRequest(postgresSeconds),
    loadCpuMsPerRequest: perRequest((load.user + load.system) / 1e6),
    loopLagMaxMs: loopAfter ? loopAfter.lagMaxSeconds * 1000 : null,
    gcMs: loopBefore && loopAfter ? (loopAfter.gcSeconds - loopBefore.gcSeconds) * 1000 : null,
  };
}

/**
 * Makes `count` uploads at once from a child process (bench/upload-burst.ts), as other clients would:
 * made from this process, building and sending them held up the timed requests of the step. The
 * child inherits this process's CPU (pinned with the load generator). Resolves when it exits.
 */
function uploadBurst(base: string, token: string, count: number, connectors: string[]): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [fileURLToPath(new URL('./upload-burst.ts', import.meta.url)), base, String(count), ...connectors], {
      env: { ...process.env, FERRY_BENCH_TOKEN: token },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d));
    child.on('exit', (code) => {
      if (code !== 0) process.stderr.write(`upload burst: exit ${code} ${out.trim()}\n`);
      resolve();
    });
  });
}

/** The server processes' CPU watches. */
function watches(processes: Array<{ watch: ProcessWatch }>): ProcessWatch[] {
  return processes.map((p) => p.watch);
}

/**
 * Sets up the scenario's data through `api` (logged in) and runs the steps against it: see the
 * file comment. `watches`: the server processes whose CPU is measured (none for a remote service);
 * `postgres`: measure the CPU of this machine's PostgreSQL processes too.
 */
async function loadSteps(name: Scenario, api: ApiClient, watches: ProcessWatch[], postgres: boolean): Promise<StepResult[]> {
  // Set-up: a TDM, 2 × PIPELINES connectors, PIPELINES pipelines, EXECUTIONS small uploads.
  process.stderr.write(`[${name}] setting up ${PIPELINES} pipelines and ${EXECUTIONS} executions…\n`);
  const tdm = await api.call('POST', '/tdm', { name: 'Customers', columns: [{ key: 'name', label: 'Name', columnType: 'string' }, { key: 'email', label: 'Email', columnType: 'email' }, { key: 'amount', label: 'Amount', columnType: 'float' }] });
  const pipelines: string[] = [];
  const inputs: string[] = [];
  const connectors: string[] = [];
  for (let i = 0; i < PIPELINES; i += 10) {
    await Promise.all(Array.from({ length: Math.min(10, PIPELINES - i) }, async (_, k) => {
      const n = i + k;
      const input = await api.call('POST', '/connector', { name: `Uploads ${n}`, type: 'INPUT', node_type: 'MANUAL', configuration: {} });
      const output = await api.call('POST', '/connector', { name: `Download ${n}`, type: 'OUTPUT', node_type: 'MANUAL', configuration: {} });
      const pipeline = await api.call('POST', '/pipeline', { name: `Customer import ${n}`, configuration: { input_connectors: [input.id], output_connectors: [output.id], tdm: tdm.id, mapping_config: { mode: 'DEFAULT', mappings: [{ source_columns: ['E-Mail'], target_column: 'email' }] } } });
      inputs.push(input.id);
      connectors.push(input.id, output.id);
      pipelines.push(pipeline.id);
    }));
  }
  const csv = new Blob([CUSTOMERS_CSV], { type: 'text/csv' });
  for (let i = 0; i < EXECUTIONS; i += 10) {
    await Promise.all(Array.from({ length: Math.min(10, EXECUTIONS - i) }, (_, k) => api.upload(inputs[(i + k) % inputs.length]!, `customers-${i + k}.csv`, csv)));
  }
  const token = api.accessToken;
  for (;;) {
    const r = await fetch(`${api.base}/execution?limit=1&filters=${encodeURIComponent('{"status":"PROCESSING"}')}`, { headers: { authorization: `Bearer ${token}` } });
    await r.arrayBuffer();
    if (Number(r.headers.get('x-total-count') ?? '0') === 0) break;
    await sleep(1000);
  }
  const executions = (await api.call<Array<{ id: string }>>('GET', '/execution?limit=100')).map((e) => e.id);
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;

  const steps: Step[] = [];
  for (const rate of [100, 300, 1000]) steps.push({ route: 'GET /pipeline/{id}', rate, path: () => `/pipeline/${pick(pipelines)}` });
  for (const rate of [50, 100, 300]) steps.push({ route: 'GET /pipeline?limit=50', rate, path: () => `/pipeline?limit=50&offset=${Math.floor(Math.random() * (PIPELINES - 50))}` });
  for (const rate of [100, 300]) steps.push({ route: 'GET /connector/{id}', rate, path: () => `/connector/${pick(connectors)}` });
  for (const rate of [50, 100]) steps.push({ route: 'GET /execution?limit=50', rate, path: () => '/execution?limit=50' });
  for (const rate of [100, 300]) steps.push({ route: 'GET /execution/{id}', rate, path: () => `/execution/${pick(executions)}` });
  // The targets' rates again while 50 uploads are made at once (and then run by the worker).
  const [byId, list] = name === 'embedded' ? [300, 100] : [1000, 300];
  steps.push({ route: 'GET /pipeline/{id}', rate: byId, path: () => `/pipeline/${pick(pipelines)}`, during: 'uploads' });
  steps.push({ route: 'GET /pipeline?limit=50', rate: list, path: () => `/pipeline?limit=50&offset=${Math.floor(Math.random() * (PIPELINES - 50))}`, during: 'uploads' });

  const results: StepResult[] = [];
  // --only "GET /pipeline?": the steps whose name (route, and "+ 50 uploads") contains the text.
  for (const step of steps.filter((st) => !values.only || stepName(st).includes(values.only))) {
    process.stderr.write(`[${name}] ${step.route} at ${step.rate}/s for ${SECONDS} s…\n`);
    const uploads = step.during === 'uploads' ? () => uploadBurst(api.base, token, 50, inputs.slice(0, 50)) : undefined;
    results.push(await runStep(step, token, api.base, watches, postgres, uploads));
    await settle(api.base);
  }
  return results;
}

type Scenario = 'embedded' | 'postgres' | 'remote';

async function scenario(name: 'embedded' | 'postgres'): Promise<StepResult[]> {
  const dir = mkdtempSync(join(tmpdir(), `ferry-api-load-${name}-`));
  const processes: Array<{ run: RunningProcess; watch: ProcessWatch }> = [];
  let dropDatabase: (() => Promise<void>) | null = null;
  try {
    let url: string | null = null;
    if (name === 'postgres') {
      const db = await createDatabase(databaseUrl!);
      dropDatabase = () => db.drop();
      url = db.url;
    }
    const env: Record<string, string> = {
      FERRY_DATA_DIR: join(dir, 'data'), FERRY_SECRET_KEY: randomBytes(32).toString('hex'),
      FERRY_BOOTSTRAP_LICENSE_KEY: LICENSE, FERRY_BOOTSTRAP_OWNER_EMAIL: OWNER, FERRY_BOOTSTRAP_OWNER_PASSWORD: 'load-owner-password',
      FERRY_TOKEN_RATE_LIMIT: '1000', FERRY_METRICS_TOKEN: METRICS_TOKEN, LOG_LEVEL: 'warn', PORT: '0', ...(url ? { DATABASE_URL: url } : {}),
    };
    const startRole = (label: string, role: string, extra: Record<string, string> = {}) => {
      // --cpu-prof-dir: the server processes write V8 CPU profiles there when they stop.
      const profile = values['cpu-prof-dir'] ? ['--cpu-prof', `--cpu-prof-dir=${values['cpu-prof-dir']}`, `--cpu-prof-name=${name}-${role}.cpuprofile`] : [];
      const run = startFerry(['start', '--role', role], { ...env, ...extra }, profile);
      processes.push({ run, watch: new ProcessWatch(label, run.child.pid!) });
      // The PostgreSQL scenario measures the api role on one core: the api process gets CPU 0,
      // the worker (and this load generator, below) CPU 1; PostgreSQL itself is not pinned.
      if (PIN && name === 'postgres') pinTo(run.child.pid!, role === 'api' ? 0 : 1);
      return run;
    };
    const main = startRole(name === 'embedded' ? 'ferry (all)' : 'api', name === 'embedded' ? 'all' : 'api');
    const api = new ApiClient(`${await listeningUrl(main, 120_000)}/dp/api/v1`);
    await api.waitHealthy(() => main.child.exitCode === null);
    if (name === 'postgres') await startRole('worker', 'worker', { LOG_LEVEL: 'info' }).waitFor(/worker started/, 120_000);
    await api.login(LICENSE, OWNER);

    return await loadSteps(name, api, watches(processes), name === 'postgres');
  } finally {
    await Promise.all(processes.map((p) => stopProcess(p.run)));
    await dropDatabase?.();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A service running elsewhere (`--base-url`): logs in with `--license-key` and `--identifier`, measures what a client sees. */
async function remote(): Promise<StepResult[]> {
  const base = values['base-url']!.replace(/\/+$/, '');
  const api = new ApiClient(base.endsWith('/dp/api/v1') ? base : `${base}/dp/api/v1`);
  await api.waitHealthy(() => true, 30_000);
  await api.login(values['license-key']!, values.identifier!);
  return await loadSteps('remote', api, [], false);
}

process.on('exit', () => void loadAgent.close());
const ms = (v: number | null) => (v === null ? '—' : v.toFixed(2));
if (values['base-url'] && (!values['license-key'] || !values.identifier)) {
  console.error('--base-url needs --license-key and --identifier (an owner of the organization the set-up may fill)');
  process.exit(2);
}
const scenarios: Scenario[] = values['base-url'] ? ['remote'] : values.scenario === 'all' ? ['embedded', ...(databaseUrl ? ['postgres' as const] : [])] : [values.scenario as 'embedded' | 'postgres'];
const where = values['base-url'] ? `; the service at ${values['base-url']}` : PIN ? '; PostgreSQL scenario: api on CPU 0, worker and load generator on CPU 1' : '';
console.log(`API load benchmark: ${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), Node ${process.version}, ${SECONDS} s per step, ${PIPELINES} pipelines, ${PIPELINES * 2} connectors, ${EXECUTIONS} executions, ${values.connections} connections${where}`);
for (const name of scenarios) {
  if (PIN && name === 'postgres') pinTo(process.pid, 1);
  const results = name === 'remote' ? await remote() : await scenario(name);
  if (PIN && name === 'postgres') pinTo(process.pid, -1);
  console.log(`\n${name}`);
  console.log(table(
    ['route', 'asked/s', 'answered/s', 'p50 ms', 'p99 ms', 'failed', 'server CPU ms/req', 'PostgreSQL CPU ms/req', 'load CPU ms/req', 'api loop lag max ms', 'api GC ms'],
    results.map((r) => [r.route, String(r.asked), r.answered.toFixed(0), r.p50.toFixed(1), r.p99.toFixed(1), String(r.failed), ms(r.cpuMsPerRequest), ms(r.postgresCpuMsPerRequest), ms(r.loadCpuMsPerRequest), r.loopLagMaxMs === null ? '—' : r.loopLagMaxMs.toFixed(0), r.gcMs === null ? '—' : r.gcMs.toFixed(0)]),
  ));
}
