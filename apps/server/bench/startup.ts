/**
 * Start-up benchmark (`npm run bench:startup`): how long the `ferry` program takes to answer
 * `help` and `--version`, to run a small file (`ferry run`, 3 rows), and to be ready
 * (`GET /management/ready` answers 200) when started on a new and on an existing embedded data
 * directory — as `ferry start` and as `npm start` (npm's own start-up and the prestart check that
 * the component bundles are current included; run it after `npm ci` or a build).
 * Prints the median and the slowest of N runs (wall time of the whole process, Node 24 started
 * directly, without npx's own ~0.35 s) and, for the starts, the median CPU time the started
 * processes used until ready (what a start costs whatever the machine's load); asserts nothing.
 * docs/performance.md records the figures.
 *
 *   node bench/startup.ts [--runs 5]
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const RUNS = Math.max(1, Number(values.runs));
const FERRY = new URL('../bin/ferry.js', import.meta.url).pathname;
const REPO = new URL('../../..', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'ferry-startup-'));

function timed(args: string[], env: Record<string, string> = {}): number {
  const start = performance.now();
  const r = spawnSync(process.execPath, [FERRY, ...args], { env: { ...process.env, ...env }, encoding: 'utf8' });
  const ms = performance.now() - start;
  if (r.status !== 0) throw new Error(`ferry ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return ms;
}

/**
 * CPU seconds (user + system) used so far by the live processes of process group `pgid`, their
 * threads and the children they waited for (/proc/<pid>/stat utime, stime, cutime, cstime). On a
 * shared machine the wall time until ready grows with the load; this is what the start itself
 * costs, and the wall time of a quiet machine is about this (the threads overlap a little).
 */
function groupCpuSeconds(pgid: number): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the command: state(0) ppid(1) pgrp(2) … utime(11) stime(12) cutime(13) cstime(14).
    if (Number(fields[2]) !== pgid) continue;
    ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  }
  return ticks / 100;
}

/**
 * Starts `ferry start` on `dataDir` (`how: 'npm'`: `npm start` in the repository, its prestart
 * check of the component bundles included) and answers the milliseconds until /management/ready
 * is 200.
 */
async function readyAfter(dataDir: string, how: 'ferry' | 'npm' = 'ferry'): Promise<number> {
  const [ms, cpu] = await readyAfterWithCpu(dataDir, how);
  cpuUntilReady.push(cpu);
  return ms;
}

/** CPU seconds until ready of each readyAfter call since the last summary. */
let cpuUntilReady: number[] = [];

async function readyAfterWithCpu(dataDir: string, how: 'ferry' | 'npm'): Promise<[number, number]> {
  const start = performance.now();
  // PORT=0: the operating system chooses the port and ferry prints it ("listening on http://…/").
  const env = { ...process.env, FERRY_DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  const child = how === 'npm'
    ? spawn('npm', ['start', '--silent'], { cwd: REPO, env, stdio: ['ignore', 'pipe', 'ignore'], detached: true })
    : spawn(process.execPath, [FERRY, 'start'], { env, stdio: ['ignore', 'pipe', 'ignore'], detached: true });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`ferry start exited ${child.exitCode}`);
      const base = /listening on (http:\/\/[^\s/]+)/.exec(out)?.[1];
      const ok = base ? await fetch(`${base}/dp/api/v1/management/ready`).then((r) => r.ok, () => false) : false;
      if (ok) return [performance.now() - start, groupCpuSeconds(child.pid!)];
      if (performance.now() - start > 120_000) throw new Error('not ready within 120 s');
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    // npm runs ferry as its child: stop the whole group.
    process.kill(-child.pid!, 'SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const summary = (name: string, list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const cpu = [...cpuUntilReady].sort((a, b) => a - b);
  cpuUntilReady = [];
  const cpuText = cpu.length ? `   CPU until ready median ${cpu[Math.floor(cpu.length / 2)]!.toFixed(2)} s` : '';
  console.log(`${name.padEnd(44)} median ${(sorted[Math.floor(sorted.length / 2)]! / 1000).toFixed(2)} s   slowest ${(sorted[sorted.length - 1]! / 1000).toFixed(2)} s   (${list.length} runs)${cpuText}`);
};

try {
  writeFileSync(join(dir, 'in.csv'), 'Name,E-Mail,Amount\nAda,ada@example.com,1\nAlan,alan@example.org,2\nGrace,grace@example.net,3\n');
  writeFileSync(join(dir, 'tdm.json'), JSON.stringify({ columns: [{ key: 'name', label: 'Name', columnType: 'string' }, { key: 'email', label: 'Email', columnType: 'email' }, { key: 'amount', label: 'Amount', columnType: 'float' }] }));
  console.log(`ferry start-up, Node ${process.version}, ${RUNS} runs each`);
  cpuUntilReady = [];
  summary('ferry help', Array.from({ length: RUNS }, () => timed(['help'])));
  summary('ferry --version', Array.from({ length: RUNS }, () => timed(['--version'])));
  summary('ferry run (3 rows, CSV → CSV)', Array.from({ length: RUNS }, () => timed(['run', '--tdm', join(dir, 'tdm.json'), '--input', join(dir, 'in.csv'), '--output', join(dir, 'out.csv')])));
  const dataDir = join(dir, 'data');
  const first = await readyAfter(dataDir);
  summary('ferry start, new data directory (bootstrap)', [first]);
  const again: number[] = [];
  for (let i = 0; i < RUNS; i++) again.push(await readyAfter(dataDir));
  summary('ferry start, existing data directory', again);
  // As a user starts it: npm start, whose prestart builds the bundles only when their sources changed.
  const npmDir = join(dir, 'npm-data');
  summary('npm start, new data directory (bootstrap)', [await readyAfter(npmDir, 'npm')]);
  const npmAgain: number[] = [];
  for (let i = 0; i < RUNS; i++) npmAgain.push(await readyAfter(npmDir, 'npm'));
  summary('npm start, existing data directory', npmAgain);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
