/**
 * Service benchmark (`npm run bench:service`): N executions of the same realistic CSV started at
 * once through the REST API, on real `ferry` processes. Figures are printed, never asserted.
 *
 *   node bench/service.ts                                  embedded (PGlite), plus PostgreSQL when DATABASE_URL is set
 *   node bench/service.ts --scenario postgres --database-url postgres://root@127.0.0.1:5432/test
 *   node bench/service.ts --executions 4 --rows 10000      a quick run
 *   node bench/service.ts --json out.json                  also writes every figure as JSON
 *   npm run bench:service -w @ferry/server -- --rows 10000 from the repository root with options (the root
 *                                                          script's own npm would take the flags for itself)
 *
 * Scenarios: `embedded` — one `ferry start --role all` on a fresh FERRY_DATA_DIR (PGlite, local
 * files); `postgres` — one `--role api` and `--workers` (default 2) `--role worker` processes on a
 * fresh database created on the PostgreSQL server (dropped afterwards). Each uploads the file
 * `--executions` times at once (20 concurrent uploads → 20 executions) to a pipeline whose HTTP
 * output posts to a loopback sink, and reports executions/minute and rows/s over the batch (first
 * upload → last finish), p50/p95 of created → finished and of the run's own duration, and the
 * peak RSS (VmHWM) and CPU time of each ferry process. Every execution must end SUCCESSFUL with
 * all its rows delivered once; otherwise the failures are printed and the exit code is 1.
 *
 * Options: --executions N (20), --rows N (100000), --scenario embedded|postgres|all (all: embedded,
 * and postgres when a database URL is known), --worker-concurrency N (2, per worker process),
 * --org-concurrency N (default: worker processes × worker concurrency, so one organization can use
 * every slot), --workers N (2), --database-url URL (default DATABASE_URL), --timeout-minutes N (30),
 * --json FILE.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { writeOrdersCsv } from './orders.ts';
import { runScenario, type ScenarioName, type ScenarioResult } from './scenario.ts';
import { megabytes, seconds, table, whole } from './stats.ts';

const { values } = parseArgs({
  options: {
    executions: { type: 'string', default: '20' },
    rows: { type: 'string', default: '100000' },
    scenario: { type: 'string', default: 'all' },
    'worker-concurrency': { type: 'string', default: '2' },
    'org-concurrency': { type: 'string' },
    workers: { type: 'string', default: '2' },
    'database-url': { type: 'string' },
    'timeout-minutes': { type: 'string', default: '30' },
    json: { type: 'string' },
  },
  strict: true,
});

function positive(name: string, text: string | undefined): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) {
    process.stderr.write(`--${name} must be a whole number ≥ 1, got "${text}"\n`);
    process.exit(2);
  }
  return n;
}

const executions = positive('executions', values.executions);
const rows = positive('rows', values.rows);
const workerConcurrency = positive('worker-concurrency', values['worker-concurrency']);
const workers = positive('workers', values.workers);
const timeoutMs = positive('timeout-minutes', values['timeout-minutes']) * 60_000;
const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL;
if (!['embedded', 'postgres', 'all'].includes(values.scenario!)) {
  process.stderr.write(`--scenario must be embedded, postgres or all, got "${values.scenario}"\n`);
  process.exit(2);
}
if (values.scenario === 'postgres' && !databaseUrl) {
  process.stderr.write('--scenario postgres needs a PostgreSQL server: set DATABASE_URL or pass --database-url\n');
  process.exit(2);
}
const scenarios: ScenarioName[] = values.scenario === 'all' ? (databaseUrl ? ['embedded', 'postgres'] : ['embedded']) : [values.scenario as ScenarioName];

const controller = new AbortController();
process.on('SIGINT', () => {
  if (controller.signal.aborted) process.exit(130);
  process.stderr.write('\ninterrupted: stopping the processes and cleaning up (Ctrl-C again to leave at once)\n');
  controller.abort();
});

const tty = process.stdout.isTTY;
let lastLine = '';
let lastPrinted = 0;
/** On a terminal one line rewritten in place; otherwise a line when the count changes or every 15 s. */
function progress(line: string, final = false): void {
  if (tty) {
    process.stdout.write(`\r\x1b[2K${line}${final ? '\n' : ''}`);
    return;
  }
  const count = line.split(' ended')[0];
  if (final || count !== lastLine.split(' ended')[0] || Date.now() - lastPrinted > 15_000) {
    process.stdout.write(`${line}\n`);
    lastPrinted = Date.now();
  }
  lastLine = line;
}

/** CPU seconds of all ferry processes during the batch per successful execution (the database server's not included). */
function cpuPerExecution(r: ScenarioResult): string {
  const ok = r.perExecution.filter((e) => e.status === 'SUCCESSFUL').length;
  return ok ? (r.processes.reduce((n, p) => n + p.cpuSeconds, 0) / ok).toFixed(2) : '–';
}

const workDir = mkdtempSync(join(tmpdir(), 'ferry-service-bench-'));
const results: ScenarioResult[] = [];
try {
  const csvPath = join(workDir, 'orders.csv');
  const csvBytes = await writeOrdersCsv(csvPath, rows);
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${loadavg()[0]!.toFixed(1)}`;
  process.stdout.write(`Service benchmark: ${executions} executions of a ${whole(rows)}-row CSV (${megabytes(csvBytes)}) each, scenarios: ${scenarios.join(', ')}\nMachine: ${machine}\n`);
  for (const name of scenarios) {
    if (controller.signal.aborted) break;
    const processesWithWorkers = name === 'embedded' ? 1 : workers;
    const orgConcurrency = values['org-concurrency'] ? positive('org-concurrency', values['org-concurrency']) : Math.min(64, processesWithWorkers * workerConcurrency);
    process.stdout.write(
      `\n[${name}] ${name === 'embedded' ? '1 process (role all, PGlite)' : `1 api + ${workers} worker processes (PostgreSQL)`}, worker concurrency ${workerConcurrency}, organization concurrency ${orgConcurrency}\n`,
    );
    try {
      results.push(
        await runScenario({ name, executions, rows, csvPath, workDir, workerConcurrency, orgConcurrency, workers, databaseUrl, timeoutMs, signal: controller.signal, progress }),
      );
    } catch (err) {
      process.stdout.write(`\n[${name}] could not run: ${(err as Error).stack ?? err}\n`);
      process.exitCode = 1;
    }
  }

  if (results.length) {
    process.stdout.write(
      `\n${executions} × ${whole(rows)} rows. batch = first upload → last finish; latency = created_at → finished_at and run = duration_ms (started → finished), from the API; CPU s/exec = CPU time of the ferry processes during the batch ÷ executions; CPU busy = the whole machine's\n\n`,
    );
    process.stdout.write(
      table(
        ['scenario', 'ok', 'upload s', 'batch s', 'exec/min', 'rows/s', 'latency p50/p95 s', 'run p50/p95 s', 'CPU s/exec', 'CPU busy'],
        results.map((r) => [
          r.name,
          `${r.perExecution.filter((e) => e.status === 'SUCCESSFUL').length}/${r.executions}`,
          r.uploadSeconds.toFixed(1),
          r.batchSeconds.toFixed(1),
          r.executionsPerMinute.toFixed(1),
          whole(r.rowsPerSecond),
          `${seconds(r.latencyMs.p50)} / ${seconds(r.latencyMs.p95)}`,
          `${seconds(r.durationMs.p50)} / ${seconds(r.durationMs.p95)}`,
          cpuPerExecution(r),
          r.machineBusy === null ? '–' : `${Math.round(r.machineBusy * 100)}%`,
        ]),
      ) + '\n\n',
    );
    process.stdout.write(
      table(
        ['scenario', 'process', 'pid', 'peak RSS (batch)', 'peak RSS (start-up)', 'CPU s (batch)'],
        results.flatMap((r) =>
          r.processes.map((p) => [
            r.name,
            p.label,
            String(p.pid),
            `${megabytes(p.peakRssBytes)}${p.peakIsBatchOnly ? '' : ' (lifetime)'}`,
            p.startupPeakRssBytes === null ? '–' : megabytes(p.startupPeakRssBytes),
            p.cpuSeconds.toFixed(1),
          ]),
        ),
      ) + '\n\n',
    );
    for (const r of results) process.stdout.write(`${r.name}: start-up ${r.startupSeconds.toFixed(1)} s, shutdown ${r.shutdownSeconds.toFixed(1)} s, deliveries received: ${r.deliveries}\n`);
  }
  for (const r of results) {
    if (!r.failures.length) continue;
    process.exitCode = 1;
    process.stdout.write(`\n[${r.name}] FAILED — these figures do not measure what they claim:\n${r.failures.map((f) => `  - ${f}`).join('\n')}\n`);
  }
  if (values.json) {
    writeFileSync(values.json, JSON.stringify({ machine, options: { executions, rows, csvBytes, workerConcurrency, workers }, scenarios: results }, null, 2) + '\n');
    process.stdout.write(`\nwrote ${values.json}\n`);
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
