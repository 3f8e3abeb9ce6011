/**
 * One benchmark scenario, end to end through real processes: start `ferry start` (role `all` on
 * the embedded PGlite default; one `api` and N `worker` processes on PostgreSQL), set up a TDM,
 * a MANUAL input, an HTTP output to a loopback sink and a pipeline through the REST API, upload
 * the file N times at once (each upload creates one execution), and poll until every execution has
 * ended. Figures come from the API's records (created_at, finished_at, duration_ms) and from
 * /proc of each ferry process; every execution must end SUCCESSFUL with all rows delivered, and
 * anything else is listed in `failures`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { listeningUrl, startFerry, type RunningProcess } from '../test/helpers/process.ts';
import { ApiClient, type ExecutionRecord } from './api-client.ts';
import { checkDelivery, startDeliverySink } from './delivery-sink.ts';
import { ORDER_KEYS, ORDERS_MAPPING, ORDERS_TDM } from './orders.ts';
import { machineCpu, ProcessWatch } from './proc-stats.ts';
import { summary, type Summary } from './stats.ts';

export type ScenarioName = 'embedded' | 'postgres';

export interface ScenarioOptions {
  name: ScenarioName;
  /** Executions started at once (concurrent uploads). */
  executions: number;
  /** Data rows of the file. */
  rows: number;
  csvPath: string;
  /** Where the scenario's data dir and spooled deliveries go (removed afterwards). */
  workDir: string;
  /** FERRY_WORKER_CONCURRENCY of each worker process. */
  workerConcurrency: number;
  /** FERRY_ORG_CONCURRENCY (all executions belong to one organization). */
  orgConcurrency: number;
  /** Worker processes (postgres only; embedded runs one `all` process). */
  workers: number;
  /** PostgreSQL server URL (postgres only): a fresh database is created on it and dropped after. */
  databaseUrl?: string;
  timeoutMs: number;
  signal: AbortSignal;
  /** Receives a status line about once a second. */
  progress(line: string, final?: boolean): void;
}

export interface ProcessFigures {
  label: string;
  pid: number;
  /** Peak RSS from the start of the batch (VmHWM reset then), bytes; the lifetime peak if the reset failed. */
  peakRssBytes: number;
  /** Whether `peakRssBytes` is the batch's own peak (VmHWM reset at the first upload). */
  peakIsBatchOnly: boolean;
  /** Peak RSS during start-up and set-up, before the batch, bytes. */
  startupPeakRssBytes: number | null;
  /** CPU time during the batch (user + system, all threads), s. */
  cpuSeconds: number;
}

export interface ExecutionFigures {
  id: string;
  status: string;
  error: string | null;
  output_rows: number | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  /** created_at → finished_at, ms: what a customer waits, queueing included. */
  latency_ms: number | null;
  /** started_at → finished_at as the server records it, ms: the run itself. */
  duration_ms: number | null;
  /** created_at → started_at, ms. */
  queued_ms: number | null;
}

export interface ScenarioResult {
  name: ScenarioName;
  executions: number;
  rows: number;
  workerProcesses: number;
  workerConcurrency: number;
  orgConcurrency: number;
  /** Spawn of the first process → API healthy and every worker started, s. */
  startupSeconds: number;
  /** SIGTERM → every process exited, s. */
  shutdownSeconds: number;
  /** Upload of all files, first request → last answer, s. */
  uploadSeconds: number;
  /** First upload request → last execution finished, s. */
  batchSeconds: number;
  executionsPerMinute: number;
  rowsPerSecond: number;
  latencyMs: Summary;
  durationMs: Summary;
  queuedMs: Summary;
  /** Share of the machine's CPU time that was busy during the batch (all processes, 0–1). */
  machineBusy: number | null;
  processes: ProcessFigures[];
  deliveries: number;
  perExecution: ExecutionFigures[];
  /** Everything that went wrong; the figures mean nothing unless this is empty. */
  failures: string[];
}

const LICENSE = 'service-bench-license-0001';
const OWNER = 'owner@bench.example';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Creates an empty database on the server `serverUrl` names; returns its URL and a dropper. */
export async function createDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `ferry_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** SIGTERM, then SIGKILL if the process has not exited within `graceMs`. */
export async function stopProcess(p: RunningProcess, graceMs = 30_000): Promise<void> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return;
  p.child.kill('SIGTERM');
  const code = await Promise.race([p.exited, sleep(graceMs).then(() => 'timeout' as const)]);
  if (code === 'timeout') {
    p.child.kill('SIGKILL');
    await p.exited;
  }
}

const ms = (iso: string | null) => (iso ? Date.parse(iso) : null);

/** Runs one scenario; see the file comment. Throws only when it cannot be set up at all. */
export async function runScenario(o: ScenarioOptions): Promise<ScenarioResult> {
  const dir = mkdtempSync(join(o.workDir, `${o.name}-`));
  const cleanups: Array<() => Promise<void>> = [() => Promise.resolve(rmSync(dir, { recursive: true, force: true }))];
  const processes: Array<{ run: RunningProcess; watch: ProcessWatch }> = [];
  const failures: string[] = [];
  try {
    const sink = await startDeliverySink(dir);
    cleanups.push(() => sink.close());
    let databaseUrl: string | null = null;
    if (o.name === 'postgres') {
      if (!o.databaseUrl) throw new Error('the postgres scenario needs DATABASE_URL or --database-url');
      const db = await createDatabase(o.databaseUrl);
      cleanups.push(() => db.drop());
      databaseUrl = db.url;
    }
    const env: Record<string, string> = {
      FERRY_DATA_DIR: join(dir, 'data'),
      FERRY_SECRET_KEY: randomBytes(32).toString('hex'),
      FERRY_NETWORK_ALLOW_LIST: '127.0.0.1',
      FERRY_BOOTSTRAP_LICENSE_KEY: LICENSE,
      FERRY_BOOTSTRAP_OWNER_EMAIL: OWNER,
      FERRY_BOOTSTRAP_OWNER_PASSWORD: 'bench-owner-password',
      FERRY_WORKER_CONCURRENCY: String(o.workerConcurrency),
      FERRY_ORG_CONCURRENCY: String(o.orgConcurrency),
      LOG_LEVEL: 'warn',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    const spawnFerry = (label: string, role: string, extra: Record<string, string>) => {
      const run = startFerry(['start', '--role', role], { ...env, ...extra });
      processes.push({ run, watch: new ProcessWatch(label, run.child.pid!) });
      return run;
    };
    cleanups.push(async () => {
      await Promise.all(processes.map((p) => stopProcess(p.run)));
    });
    const alive = (p: RunningProcess) => p.child.exitCode === null && p.child.signalCode === null;

    const tStart = Date.now();
    const apiProcess = spawnFerry(o.name === 'embedded' ? 'ferry (all)' : 'api', o.name === 'embedded' ? 'all' : 'api', { PORT: '0' });
    const api = new ApiClient(`${await listeningUrl(apiProcess, 120_000)}/dp/api/v1`);
    await api.waitHealthy(() => alive(apiProcess)).catch((err: Error) => {
      throw new Error(`${err.message}\n${apiProcess.stdout()}\n${apiProcess.stderr()}`);
    });
    if (o.name === 'postgres') {
      // Workers start once the API has migrated the database; "worker started" is logged at info.
      const started = Array.from({ length: o.workers }, (_, i) => spawnFerry(`worker ${i + 1}`, 'worker', { LOG_LEVEL: 'info' }));
      await Promise.all(started.map((w) => w.waitFor(/worker started/, 120_000)));
    }

    const startupSeconds = (Date.now() - tStart) / 1000;

    await api.login(LICENSE, OWNER);
    const tdm = await api.call('POST', '/tdm', ORDERS_TDM);
    const input = await api.call('POST', '/connector', { name: 'Order uploads', type: 'INPUT', node_type: 'MANUAL', configuration: {} });
    const output = await api.call('POST', '/connector', { name: 'Order warehouse', type: 'OUTPUT', node_type: 'HTTP', configuration: { url: `${sink.url}/orders`, method: 'POST' } });
    const pipeline = await api.call('POST', '/pipeline', {
      name: 'Orders',
      configuration: { input_connectors: [input.id], output_connectors: [output.id], tdm: tdm.id, mapping_config: ORDERS_MAPPING, error_config: { error_threshold: 0 } },
    });
    if (pipeline.draft) throw new Error(`the pipeline is a draft: ${JSON.stringify(pipeline)}`);

    const file = new Blob([readFileSync(o.csvPath)], { type: 'text/csv' });
    for (const p of processes) p.watch.resetPeak();
    const cpuStart = new Map(processes.map((p) => [p.watch, p.watch.last?.cpuSeconds ?? 0]));
    const cpuBefore = machineCpu();
    const t0 = Date.now();
    const uploads = await Promise.allSettled(Array.from({ length: o.executions }, (_, i) => api.upload(input.id, `orders-${String(i + 1).padStart(3, '0')}.csv`, file)));
    const uploadSeconds = (Date.now() - t0) / 1000;
    const ids = new Set<string>();
    for (const u of uploads) {
      if (u.status === 'fulfilled') ids.add(u.value.id);
      else failures.push(`upload failed: ${(u.reason as Error).message}`);
    }

    // Poll once a second: one list request for the whole batch, and /proc of every process.
    let records = new Map<string, ExecutionRecord>();
    const deadline = t0 + o.timeoutMs;
    for (;;) {
      for (const p of processes) p.watch.sample();
      const dead = processes.filter((p) => !alive(p.run));
      if (dead.length) {
        failures.push(...dead.map((p) => `${p.watch.label} (pid ${p.watch.pid}) exited with ${p.run.child.exitCode ?? p.run.child.signalCode}: ${p.run.stderr().slice(-2000)}`));
        break;
      }
      records = new Map((await api.executionsOf(pipeline.id)).filter((e) => ids.has(e.id)).map((e) => [e.id, e]));
      const ended = [...records.values()].filter((e) => e.status !== 'PROCESSING');
      const running = [...records.values()].filter((e) => e.status === 'PROCESSING' && e.progress && e.progress.stage !== 'QUEUED');
      const rowsRead = running.reduce((n, e) => n + (e.progress?.rows_read ?? 0), 0);
      const done = ended.length === ids.size;
      o.progress(
        `[${o.name}] ${ended.length}/${ids.size} ended, ${running.length} running (${rowsRead.toLocaleString('en-US')} rows read), ${Math.round((Date.now() - t0) / 1000)} s`,
        done,
      );
      if (done) break;
      if (Date.now() > deadline) {
        failures.push(`timed out after ${o.timeoutMs / 1000} s with ${ids.size - ended.length} executions still PROCESSING`);
        break;
      }
      if (o.signal.aborted) {
        failures.push('interrupted');
        break;
      }
      await sleep(1000);
    }
    const cpuAfter = machineCpu();
    for (const p of processes) p.watch.sample();
    const processFigures: ProcessFigures[] = processes.map(({ watch }) => ({
      label: watch.label,
      pid: watch.pid,
      peakRssBytes: watch.last?.peakRssBytes ?? 0,
      peakIsBatchOnly: watch.peakWasReset,
      startupPeakRssBytes: watch.startupPeakBytes,
      cpuSeconds: (watch.last?.cpuSeconds ?? 0) - (cpuStart.get(watch) ?? 0),
    }));
    const tStop = Date.now();
    const stillUp = processes.filter((p) => alive(p.run));
    await Promise.all(stillUp.map((p) => stopProcess(p.run)));
    const shutdownSeconds = (Date.now() - tStop) / 1000;
    for (const p of stillUp) if (p.run.child.exitCode !== 0) failures.push(`${p.watch.label} exited with ${p.run.child.exitCode ?? p.run.child.signalCode} on SIGTERM: ${p.run.stderr().slice(-1000)}`);

    const perExecution: ExecutionFigures[] = [...records.values()].map((e) => {
      const created = ms(e.created_at)!;
      const started = ms(e.started_at);
      const finished = ms(e.finished_at);
      return {
        id: e.id,
        status: e.status,
        error: e.error ? `${e.error.type}: ${e.error.message}` : null,
        output_rows: e.stats?.output_rows ?? null,
        created_at: e.created_at,
        started_at: e.started_at,
        finished_at: e.finished_at,
        latency_ms: finished === null ? null : finished - created,
        duration_ms: e.duration_ms,
        queued_ms: started === null ? null : started - created,
      };
    });
    for (const e of perExecution) {
      if (e.status !== 'SUCCESSFUL') failures.push(`execution ${e.id} is ${e.status}${e.error ? ` (${e.error})` : ''}`);
      else if (e.output_rows !== o.rows) failures.push(`execution ${e.id} wrote ${e.output_rows} rows, expected ${o.rows}`);
    }
    for (const id of ids) if (!records.has(id)) failures.push(`execution ${id} is missing from GET /execution`);

    // Delivery happens before an execution ends, so every delivery is in by now.
    const successful = perExecution.filter((e) => e.status === 'SUCCESSFUL');
    const byExecution = new Map<string, number>();
    for (const d of sink.deliveries) byExecution.set(d.executionId, (byExecution.get(d.executionId) ?? 0) + 1);
    if (sink.deliveries.length !== successful.length) failures.push(`the receiver got ${sink.deliveries.length} deliveries for ${successful.length} successful executions`);
    for (const e of successful) if (byExecution.get(e.id) !== 1) failures.push(`execution ${e.id} was delivered ${byExecution.get(e.id) ?? 0} times`);
    for (const d of sink.deliveries) {
      const problem = await checkDelivery(d, o.rows, ORDER_KEYS);
      if (problem) failures.push(problem);
    }

    const lastFinish = Math.max(t0, ...perExecution.map((e) => ms(e.finished_at) ?? 0));
    const batchSeconds = (lastFinish - t0) / 1000;
    const n = successful.length;
    return {
      name: o.name,
      executions: o.executions,
      rows: o.rows,
      workerProcesses: o.name === 'embedded' ? 1 : o.workers,
      workerConcurrency: o.workerConcurrency,
      orgConcurrency: o.orgConcurrency,
      startupSeconds,
      shutdownSeconds,
      uploadSeconds,
      batchSeconds,
      executionsPerMinute: batchSeconds > 0 ? (n / batchSeconds) * 60 : 0,
      rowsPerSecond: batchSeconds > 0 ? (n * o.rows) / batchSeconds : 0,
      latencyMs: summary(perExecution.map((e) => e.latency_ms)),
      durationMs: summary(perExecution.map((e) => e.duration_ms)),
      queuedMs: summary(perExecution.map((e) => e.queued_ms)),
      machineBusy: cpuBefore && cpuAfter && cpuAfter.total > cpuBefore.total ? (cpuAfter.busy - cpuBefore.busy) / (cpuAfter.total - cpuBefore.total) : null,
      processes: processFigures,
      deliveries: sink.deliveries.length,
      perExecution,
      failures,
    };
  } finally {
    for (const c of cleanups.reverse()) await c().catch((err: Error) => process.stderr.write(`cleanup: ${err.message}\n`));
  }
}
