/**
 * `ferry run`: runs one file through the engine from the command line (the server's `ferry` binary
 * dispatches `ferry run …` here; packages/engine/bin/ferry-run.ts calls it directly).
 *
 *   ferry run --tdm tdm.json [--pipeline pipeline.json] --input FILE --output FILE [--format F]
 *
 * Prints a progress bar on a terminal (stderr), then a summary (stdout); writes the output and a
 * CSV error report `<output>.errors.csv`. Exit codes: 0 SUCCESSFUL; 2 FAILED because the error
 * threshold was reached; 1 anything else (bad arguments, unreadable input, invalid configuration).
 */
import type { Writable } from 'node:stream';
import cliProgress from 'cli-progress';
import { runImport } from '../run.ts';
import { checkTdm } from '../tdm/index.ts';
import type { Progress, RunReport } from '../types.ts';
import { ErrorReportWriter } from './error-report.ts';
import { parseRunArguments, USAGE, UsageError } from './run-arguments.ts';
import { formatSummary } from './summary.ts';

/** Where the command talks. Defaults: the process's streams and working directory. */
export interface CommandIo {
  stdout: Writable;
  stderr: Writable & { isTTY?: boolean };
  cwd: string;
  /** Show a progress bar (default: when stderr is a TTY). */
  progress?: boolean;
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

  const errorReport = new ErrorReportWriter(args.errorsPath);
  const bar = progressBar(env);
  let report: RunReport;
  try {
    report = await runImport({
      input: args.input,
      tdm: checked.tdm,
      configuration: args.configuration,
      output: args.output,
      cellErrors: { stream: errorReport },
      onProgress: bar ? (p) => bar.update(p) : undefined,
    });
  } catch (error) {
    bar?.stop();
    errorReport.destroy();
    say(env.stderr, `ferry run: internal error: ${(error as Error).stack ?? String(error)}`);
    return EXIT_FAILED;
  }
  bar?.stop();
  // The run ends the error stream itself; a run that failed before opening it leaves it open.
  if (!errorReport.writableEnded) errorReport.end();
  await new Promise<void>((resolve) => {
    if (errorReport.writableFinished || errorReport.destroyed) resolve();
    else { errorReport.once('finish', () => resolve()); errorReport.once('error', () => resolve()); }
  });

  say(env.stdout, formatSummary(report, { output: args.output.path, errors: args.errorsPath, errorRows: errorReport.rows }));
  const problems = report.error?.details?.problems;
  if (Array.isArray(problems)) {
    for (const p of problems.slice(0, 20) as Array<{ path?: string; message?: string }>) say(env.stderr, `  ${p.path ?? ''}: ${p.message ?? String(p)}`);
  }
  if (report.status === 'SUCCESSFUL') return EXIT_OK;
  return report.error?.type === 'ERROR_THRESHOLD_EXCEEDED' ? EXIT_THRESHOLD : EXIT_FAILED;
}
