/**
 * `ferry run`: runs one file through the engine from the command line (the server's `ferry` binary
 * dispatches `ferry run …` here; packages/engine/bin/ferry-run.ts calls it directly).
 *
 *   ferry run --tdm tdm.json [--pipeline pipeline.json] --input FILE --output FILE [--format F]
 *
 * Prints a progress bar on a terminal (stderr), then a summary (stdout); writes the output and a
 * CSV error report `<output>.errors.csv`. Exit codes: 0 SUCCESSFUL; 2 FAILED because the error
 * threshold was reached; 1 anything else (bad arguments, unreadable input, invalid configuration,
 * a run that stopped responding).
 *
 * The import runs in a worker thread (./run-thread.ts) that says it is alive every second; a run
 * that says nothing for `FERRY_ENGINE_STALL_SECONDS` (default 60) — a formula doing very much work
 * in every row of a batch — is stopped, as the service stops it.
 */
import type { Writable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import cliProgress from 'cli-progress';
import { checkTdm } from '../tdm/index.ts';
import { ENGINE_YOUNG_GENERATION_MB } from '../run/heap-size.ts';
import type { Progress, RunReport } from '../types.ts';
import { parseRunArguments, USAGE, UsageError } from './run-arguments.ts';
import type { RunThreadInput, RunThreadMessage } from './run-thread.ts';
import { formatSummary } from './summary.ts';

/** Where the command talks. Defaults: the process's streams and working directory. */
export interface CommandIo {
  stdout: Writable;
  stderr: Writable & { isTTY?: boolean };
  cwd: string;
  /** Show a progress bar (default: when stderr is a TTY). */
  progress?: boolean;
  /** Stop a run that says nothing for this long (ms; default FERRY_ENGINE_STALL_SECONDS × 1000, else 60 s). */
  stallTimeoutMs?: number;
}

/** The stall limit from FERRY_ENGINE_STALL_SECONDS (1–3600), else 60 s. */
function stallLimitMs(): number {
  const seconds = Number(process.env.FERRY_ENGINE_STALL_SECONDS);
  return Number.isInteger(seconds) && seconds >= 1 && seconds <= 3600 ? seconds * 1000 : 60_000;
}

type ThreadOutcome = { report: RunReport; errorRows: number } | { error: string } | { stalledMs: number };

/** Runs the import in a worker thread, watching it; never rejects. */
function runInThread(input: RunThreadInput, stallMs: number, onProgress?: (p: Progress) => void): Promise<ThreadOutcome> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./run-thread.ts', import.meta.url), {
      workerData: input,
      resourceLimits: { maxYoungGenerationSizeMb: ENGINE_YOUNG_GENERATION_MB },
    });
    let settled = false;
    const finish = (outcome: ThreadOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(outcome);
    };
    let timer = setTimeout(() => finish({ stalledMs: stallMs }), stallMs);
    worker.on('message', (m: RunThreadMessage) => {
      clearTimeout(timer);
      timer = setTimeout(() => finish({ stalledMs: stallMs }), stallMs);
      if (m.kind === 'progress') onProgress?.({ fraction: m.fraction, rowsRead: m.rowsRead } as Progress);
      else if (m.kind === 'done') finish({ report: m.report, errorRows: m.errorRows });
      else if (m.kind === 'error') finish({ error: m.message });
    });
    worker.on('error', (err) => finish({ error: err.stack ?? String(err) }));
    worker.on('exit', (code) => finish({ error: `the run's thread ended (exit code ${code}) before answering` }));
  });
}

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_THRESHOLD = 2;

function progressBar(io: CommandIo): { update(p: Progress): void; stop(): void } | null {
  if (!(io.progress ?? io.stderr.isTTY === true)) return null;
  const bar = new cliProgress.SingleBar({
    stream: io.stderr as unknown as NodeJS.WritableStream,
    format: 'reading {bar} {percentage}% | {rows} rows',
    hideCursor: true,
    clearOnComplete: true,
    fps: 4,
  }, cliProgress.Presets.shades_classic);
  bar.start(100, 0, { rows: 0 });
  return {
    update(p) {
      bar.update(Math.round((p.fraction ?? 0) * 100), { rows: p.rowsRead.toLocaleString('en-US') });
    },
    stop() {
      bar.stop();
    },
  };
}

/** Runs `ferry run` with `argv` (the words after `run`). Resolves with the exit code; never throws. */
export async function runCommand(argv: string[], io?: Partial<CommandIo>): Promise<number> {
  const env: CommandIo = {
    stdout: io?.stdout ?? process.stdout,
    stderr: io?.stderr ?? process.stderr,
    cwd: io?.cwd ?? process.cwd(),
    ...(io?.progress !== undefined ? { progress: io.progress } : {}),
    ...(io?.stallTimeoutMs !== undefined ? { stallTimeoutMs: io.stallTimeoutMs } : {}),
  };
  const say = (stream: Writable, text: string): void => { stream.write(text.endsWith('\n') ? text : `${text}\n`); };

  let args;
  try {
    args = await parseRunArguments(argv, env.cwd);
  } catch (error) {
    if (error instanceof UsageError) {
      say(env.stderr, `ferry run: ${error.message}\n\n${USAGE}`);
      return EXIT_FAILED;
    }
    say(env.stderr, `ferry run: ${(error as Error).message}`);
    return EXIT_FAILED;
  }
  if (args.help) {
    say(env.stdout, USAGE);
    return EXIT_OK;
  }
  // Checked here too (runImport checks again) so a bad TDM is reported before any file is created.
  const checked = checkTdm(args.tdm);
  if (!checked.ok) {
    say(env.stderr, `ferry run: the target data model is not valid:`);
    for (const p of checked.problems) say(env.stderr, `  ${p.path ? `${p.path}: ` : ''}${p.message}`);
    return EXIT_FAILED;
  }

  const bar = progressBar(env);
  const outcome = await runInThread(
    { input: args.input, tdm: checked.tdm, configuration: args.configuration, output: args.output, errorsPath: args.errorsPath, ...(args.threads !== undefined ? { threads: args.threads } : {}) },
    env.stallTimeoutMs ?? stallLimitMs(),
    bar ? (p) => bar.update(p) : undefined,
  );
  bar?.stop();
  if ('stalledMs' in outcome) {
    say(env.stderr, `ferry run: the run stopped responding for ${Math.round(outcome.stalledMs / 1000)} s (a formula doing very much work in every row?) and was stopped; the output is incomplete`);
    return EXIT_FAILED;
  }
  if ('error' in outcome) {
    say(env.stderr, `ferry run: internal error: ${outcome.error}`);
    return EXIT_FAILED;
  }
  const { report } = outcome;
  say(env.stdout, formatSummary(report, { output: args.output.path, errors: args.errorsPath, errorRows: outcome.errorRows }));
  const problems = report.error?.details?.problems;
  if (Array.isArray(problems)) {
    for (const p of problems.slice(0, 20) as Array<{ path?: string; message?: string }>) say(env.stderr, `  ${p.path ?? ''}: ${p.message ?? String(p)}`);
  }
  if (report.status === 'SUCCESSFUL') return EXIT_OK;
  return report.error?.type === 'ERROR_THRESHOLD_EXCEEDED' ? EXIT_THRESHOLD : EXIT_FAILED;
}
