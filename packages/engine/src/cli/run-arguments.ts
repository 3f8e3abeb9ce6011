/**
 * Arguments of `ferry run` and the files they name: the TDM (as `POST /tdm` takes it), the pipeline
 * (as the API represents it), the input and the output with its format.
 */
import { readFile, stat } from 'node:fs/promises';
import { basename, extname, resolve as resolvePath } from 'node:path';
import { parseArgs } from 'node:util';
import type { OutputFormat, PipelineConfiguration, TargetDataModel } from '../types.ts';

export const USAGE = `Usage: ferry run --tdm TDM.json --input FILE --output FILE [options]

Runs one file through the Ferry engine (read, detect the header, map, transform, validate, write).

  --tdm FILE        target data model as POST /tdm takes it: {"name", "columns", "permissions"}
  --pipeline FILE   pipeline as the API represents it: {"name", "configuration"} (or the
                    configuration alone). Without it: DEFAULT mapping, SMART header, threshold 0
  --input FILE      the data file: CSV, TSV, XLSX, XLS, XML, JSON or NDJSON
  --output FILE     where the output goes; cell errors go to FILE.errors.csv beside it
  --format FORMAT   csv | tsv | json | xml | xlsx (default: from the output file's extension)
  --no-escape-formulas
                    write text starting with = + - @ as is (default: prefix an apostrophe in
                    CSV, TSV and XLSX)
  --threads N       cores that read one large CSV or TSV file (default: all, at most 4; 1: one
                    thread). The output is the same either way
  -h, --help        show this help

Exit codes: 0 the run succeeded; 2 the error threshold was reached; 1 the input could not be
read, the configuration is invalid, or the arguments are wrong.`;

/** A bad argument or unreadable configuration file: exit code 1 with this message. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export interface RunArguments {
  help: boolean;
  tdm: TargetDataModel;
  configuration: PipelineConfiguration;
  pipelineName?: string;
  input: { path: string; fileName: string; size: number };
  output: { path: string; format: OutputFormat; escapeFormulas: boolean };
  errorsPath: string;
  /** `--threads` (1–64), absent for the default. */
  threads?: number;
}

const FORMATS: Record<string, OutputFormat> = { csv: 'CSV', tsv: 'TSV', tab: 'TSV', json: 'JSON', xml: 'XML', xlsx: 'XLSX' };

async function readJson(path: string, what: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read ${what} ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new UsageError(`${what} ${path} is not valid JSON: ${(error as Error).message}`);
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Accepts `{name, columns}`, or the API's `{data: {...}}` envelope around it. */
function tdmFrom(value: unknown, path: string): TargetDataModel {
  const body = isObject(value) && isObject(value.data) && !('columns' in value) ? value.data : value;
  if (!isObject(body) || !Array.isArray(body.columns)) {
    throw new UsageError(`--tdm ${path} must be a target data model: an object with a "columns" array`);
  }
  return body as unknown as TargetDataModel;
}

/** Accepts `{name, configuration}`, the `{data: {...}}` envelope, or a bare configuration object. */
function pipelineFrom(value: unknown, path: string): { name?: string; configuration: PipelineConfiguration } {
  const body = isObject(value) && isObject(value.data) ? value.data : value;
  if (!isObject(body)) throw new UsageError(`--pipeline ${path} must be a JSON object`);
  if ('configuration' in body) {
    if (!isObject(body.configuration)) throw new UsageError(`--pipeline ${path}: "configuration" must be an object`);
    return { name: typeof body.name === 'string' ? body.name : undefined, configuration: body.configuration as PipelineConfiguration };
  }
  return { configuration: body as PipelineConfiguration };
}

/**
 * Parses `argv` (the words after `ferry run`) and loads the files it names, relative to `cwd`.
 * Throws {@link UsageError} for anything a person must fix. With `--help`, only `help` is set.
 */
export async function parseRunArguments(argv: string[], cwd: string): Promise<RunArguments | { help: true }> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        tdm: { type: 'string' },
        pipeline: { type: 'string' },
        input: { type: 'string' },
        output: { type: 'string' },
        format: { type: 'string' },
        'no-escape-formulas': { type: 'boolean' },
        threads: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return { help: true };
  const resolve = (p: string): string => resolvePath(cwd, p);
  for (const name of ['tdm', 'input', 'output'] as const) {
    if (!values[name]) throw new UsageError(`missing --${name}`);
  }
  let threads: number | undefined;
  if (values.threads !== undefined) {
    threads = Number(values.threads);
    if (!/^\d+$/.test(values.threads) || threads < 1 || threads > 64) throw new UsageError(`--threads must be a whole number from 1 to 64, not ${values.threads}`);
  }
  const inputPath = resolve(values.input!);
  const outputPath = resolve(values.output!);

  const formatName = (values.format ?? extname(outputPath).slice(1)).toLowerCase();
  const format = Object.hasOwn(FORMATS, formatName) ? FORMATS[formatName] : undefined;
  if (!format) {
    throw new UsageError(values.format
      ? `unknown --format ${values.format}: use csv, tsv, json, xml or xlsx`
      : `cannot tell the output format from ${basename(outputPath)}: give --format csv|tsv|json|xml|xlsx`);
  }

  let size: number;
  try {
    const info = await stat(inputPath);
    if (!info.isFile()) throw new UsageError(`--input ${values.input} is not a file`);
    size = info.size;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`cannot read --input ${values.input}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  if (inputPath === outputPath) throw new UsageError('--output must differ from --input');

  const tdm = tdmFrom(await readJson(resolve(values.tdm!), '--tdm'), values.tdm!);
  const pipeline = values.pipeline ? pipelineFrom(await readJson(resolve(values.pipeline), '--pipeline'), values.pipeline) : { configuration: {} };

  return {
    help: false,
    tdm,
    configuration: pipeline.configuration,
    ...(pipeline.name ? { pipelineName: pipeline.name } : {}),
    input: { path: inputPath, fileName: basename(inputPath), size },
    output: { path: outputPath, format, escapeFormulas: values['no-escape-formulas'] !== true },
    errorsPath: `${outputPath}.errors.csv`,
    ...(threads !== undefined ? { threads } : {}),
  };
}
