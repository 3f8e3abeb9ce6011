/**
 * `ferry run` spawned as a process (packages/engine/bin/ferry-run.ts) on real files: exit codes,
 * outputs, the error report and the summary.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Writable } from 'node:stream';
import Papa from 'papaparse';
import * as XLSX from '@e965/xlsx';
import { runCommand } from './run-command.ts';

const bin = fileURLToPath(new URL('../../bin/ferry-run.ts', import.meta.url));
const vega = fileURLToPath(new URL('../../../../node_modules/vega-datasets/data/', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'ferry-cli-'));
test.after(() => rmSync(dir, { recursive: true, force: true }));

function ferryRun(...args: string[]): { code: number; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [bin, ...args], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

/** Runs the command in this process (for the many argument checks; spawning each costs a second). */
async function inProcess(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return inProcessWith({ tty: false }, ...args);
}

async function inProcessWith(options: { tty: boolean }, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const sink = (append: (text: string) => void): Writable => new Writable({ write(chunk, _e, cb) { append(String(chunk)); cb(); } });
  const err = Object.assign(sink((t) => { stderr += t; }), { isTTY: options.tty, columns: 100 });
  const code = await runCommand(args, { cwd: dir, stdout: sink((t) => { stdout += t; }), stderr: err });
  return { code, stdout, stderr };
}

function json(name: string, value: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(value));
  return path;
}

const weatherTdm = json('weather-tdm.json', {
  name: 'Weather',
  permissions: { level: 'PRIVATE' },
  columns: [
    { key: 'day', label: 'Date', columnType: 'date', outputFormat: 'DD.MM.YYYY', validations: [{ validate: 'required' }, { validate: 'unique' }] },
    { key: 'precipitation', label: 'Precipitation', columnType: 'float' },
    { key: 'temp_max', label: 'Temp max', columnType: 'float' },
    { key: 'temp_min', label: 'Temp min', columnType: 'float' },
    { key: 'wind', label: 'Wind', columnType: 'float' },
    {
      key: 'weather', label: 'Weather', columnType: 'category',
      optionConfiguration: { options: [{ label: 'Sun', value: 'sun' }, { label: 'Rain', value: 'rain' }, { label: 'Drizzle', value: 'drizzle' }, { label: 'Snow', value: 'snow' }] },
    },
  ],
});

test('a real CSV to XLSX: exit 0, typed output, summary, an empty error report', () => {
  const output = join(dir, 'weather.xlsx');
  const { code, stdout, stderr } = ferryRun('--tdm', weatherTdm, '--input', join(vega, 'seattle-weather.csv'), '--output', 'weather.xlsx', '--pipeline', json('p0.json', { name: 'Weather', configuration: { error_config: { error_threshold: 50 } } }));
  assert.equal(code, 0, stderr + stdout);
  assert.match(stdout, /ferry run: SUCCESSFUL/);
  assert.match(stdout, /input {5}seattle-weather\.csv \(CSV, UTF-8, delimiter ",", /);
  assert.match(stdout, /header {4}row 1 \(SMART\)/);
  assert.match(stdout, /day ← "date" \(suggested, confidence \d\.\d\d\)/);
  const source = Papa.parse<string[]>(readFileSync(join(vega, 'seattle-weather.csv'), 'utf8'), { skipEmptyLines: true }).data;
  const sheet = XLSX.read(readFileSync(output)).Sheets.Weather;
  const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet);
  const invalid = Number(/(\d[\d,]*) invalid/.exec(stdout)?.[1]?.replace(/,/g, '') ?? '0');
  assert.equal(rows.length, source.length - 1 - invalid);
  assert.equal(rows[0].day, '01.01.2012');
  assert.equal(typeof rows[0].temp_max, 'number');
  const report = readFileSync(`${output}.errors.csv`, 'utf8').trim().split('\r\n');
  assert.equal(report[0], 'row,column,value,message');
  assert.match(stdout, new RegExp(`weather\\.xlsx\\.errors\\.csv \\(${report.length - 1} cell errors?\\)`));
});

test('threshold reached: exit 2, the output and the error report are written', () => {
  const tdm = json('strict-tdm.json', {
    name: 'Weather', columns: [
      { key: 'date', label: 'Date', columnType: 'date' },
      { key: 'weather', label: 'Weather', columnType: 'category', optionConfiguration: { options: [{ label: 'Sun', value: 'sun' }] } },
    ],
  });
  const { code, stdout } = ferryRun('--tdm', tdm, '--input', join(vega, 'seattle-weather.csv'), '--output', 'strict.csv');
  assert.equal(code, 2, stdout);
  assert.match(stdout, /ferry run: FAILED \(ERROR_THRESHOLD_EXCEEDED\)/);
  assert.match(stdout, /the error threshold is 0%/);
  const errors = Papa.parse<string[]>(readFileSync(join(dir, 'strict.csv.errors.csv'), 'utf8'), { skipEmptyLines: true }).data;
  assert.deepEqual(errors[0], ['row', 'column', 'value', 'message']);
  assert.ok(errors.length > 100);
  assert.ok(errors.slice(1).every((e) => e[1] === 'weather' && e[2] !== 'sun' && Number(e[0]) >= 2));
  assert.ok(existsSync(join(dir, 'strict.csv')));
});

test('format from --format or the extension; a pipeline with a saved mapping and STATIC header', () => {
  const pipeline = json('pipeline.json', {
    name: 'Riots',
    configuration: {
      header_config: { type: 'STATIC', row_index: 0 },
      mapping_config: { mode: 'EXACT', mappings: [{ source_columns: ['first_name', 'last_name'], target_column: 'name' }] },
    },
  });
  const tdm = json('riots-tdm.json', { name: 'People', columns: [{ key: 'name', label: 'Name', columnType: 'string', validations: [{ validate: 'required' }] }] });
  const { code, stdout, stderr } = ferryRun('--tdm', tdm, '--pipeline', pipeline, '--input', join(vega, 'la-riots.csv'), '--output', 'riots.out', '--format', 'json');
  assert.equal(code, 0, stderr + stdout);
  assert.match(stdout, /name ← "first_name" \+ "last_name" \(saved\)/);
  const out = JSON.parse(readFileSync(join(dir, 'riots.out'), 'utf8')) as Array<{ name: string }>;
  assert.equal(out[0].name, 'Cesar A. Aguilar');
  assert.equal(out.length, 63);
});

test('on a terminal a progress bar goes to stderr; the summary stays on stdout', async () => {
  const { code, stdout, stderr } = await inProcessWith({ tty: true }, '--tdm', weatherTdm, '--input', join(vega, 'seattle-weather.csv'), '--output', 'tty.json', '--pipeline', json('p-tty.json', { configuration: { error_config: { error_threshold: 50 } } }));
  assert.equal(code, 0, stdout);
  assert.match(stderr, /reading .* \d+% \| [\d,]+ rows/);
  assert.doesNotMatch(stdout, /reading/);
  assert.match(stdout, /ferry run: SUCCESSFUL/);
  const quiet = await inProcessWith({ tty: false }, '--tdm', weatherTdm, '--input', join(vega, 'seattle-weather.csv'), '--output', 'tty.json', '--pipeline', json('p-tty.json', { configuration: { error_config: { error_threshold: 50 } } }));
  assert.equal(quiet.stderr, '', 'no bar when stderr is not a terminal');
});

test('bad arguments and unreadable inputs: exit 1 with a clear message', async () => {
  const cases: Array<[string[], RegExp]> = [
    [['--input', 'x.csv', '--output', 'y.csv'], /missing --tdm/],
    [['--tdm', weatherTdm, '--input', 'nope.csv', '--output', 'y.csv'], /cannot read --input nope\.csv: ENOENT/],
    [['--tdm', weatherTdm, '--input', join(vega, 'stocks.csv'), '--output', 'y.dat'], /cannot tell the output format from y\.dat/],
    [['--tdm', weatherTdm, '--input', join(vega, 'stocks.csv'), '--output', 'y.csv', '--format', 'pdf'], /unknown --format pdf/],
    [['--tdm', weatherTdm, '--bogus'], /Unknown option '--bogus'/],
    [['--tdm', weatherTdm, '--input', join(vega, 'stocks.csv'), '--output', 'y.csv', '--threads', '0'], /--threads must be a whole number from 1 to 64, not 0/],
    [['--tdm', weatherTdm, '--input', join(vega, 'stocks.csv'), '--output', 'y.csv', '--threads', 'two'], /--threads must be a whole number from 1 to 64, not two/],
    [['--tdm', json('not-tdm.json', { name: 'x' }), '--input', join(vega, 'stocks.csv'), '--output', 'y.csv'], /must be a target data model/],
    [['--tdm', json('bad-type.json', { columns: [{ key: 'a', label: 'A', columnType: 'nonsense' }] }), '--input', join(vega, 'stocks.csv'), '--output', 'y.csv'], /unknown columnType "nonsense"/],
  ];
  for (const [args, message] of cases) {
    const { code, stderr } = await inProcess(...args);
    assert.equal(code, 1, args.join(' '));
    assert.match(stderr, message, args.join(' '));
  }
  writeFileSync(join(dir, 'garbage.csv'), Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a, 0, 1, 2, 3, 0, 0, 0, 0xff, 0xfe]));
  const unreadable = ferryRun('--tdm', weatherTdm, '--input', 'garbage.csv', '--output', 'g.csv');
  assert.equal(unreadable.code, 1);
  assert.match(unreadable.stdout, /FAILED \(INVALID_FILE\)/);
  const spawned = ferryRun('--input', 'x.csv');
  assert.equal(spawned.code, 1, 'the process exits with the code');
  assert.match(spawned.stderr, /missing --tdm/);
  const help = await inProcess('--help');
  assert.equal(help.code, 0);
  assert.match(help.stdout, /Usage: ferry run --tdm/);
});

test('--threads: a large CSV read by 2 cores gives the output and error report of 1', async () => {
  // Over the 16 MiB below which a file is read on one thread.
  const lines = ['id,email,amount'];
  for (let i = 1; i <= 480_000; i++) lines.push(`${i % 99_991 === 0 ? 7 : i},user${i}@example.com,${i % 1000 === 0 ? 'n/a' : (i / 7).toFixed(2)}`);
  writeFileSync(join(dir, 'large.csv'), lines.join('\n') + '\n');
  const tdm = json('large-tdm.json', {
    name: 'Large',
    columns: [
      { key: 'id', label: 'id', columnType: 'int', validations: [{ validate: 'unique' }] },
      { key: 'email', label: 'email', columnType: 'email' },
      { key: 'amount', label: 'amount', columnType: 'float' },
    ],
  });
  const pipeline = json('large-pipeline.json', { configuration: { error_config: { error_threshold: 100 } } });
  const one = await inProcess('--tdm', tdm, '--pipeline', pipeline, '--input', 'large.csv', '--output', 'large-1.csv', '--threads', '1');
  const two = await inProcess('--tdm', tdm, '--pipeline', pipeline, '--input', 'large.csv', '--output', 'large-2.csv', '--threads', '2');
  assert.equal(one.code, 0, one.stderr);
  assert.equal(two.code, 0, two.stderr);
  assert.doesNotMatch(one.stdout, /threads/);
  assert.match(two.stdout, /threads +2: the file was read in 2 parts at once/);
  assert.ok(readFileSync(join(dir, 'large-1.csv')).equals(readFileSync(join(dir, 'large-2.csv'))), 'the same output');
  const errors = readFileSync(join(dir, 'large-1.csv.errors.csv'), 'utf8');
  assert.ok(errors.split('\n').length > 400, 'cell errors reported (unique and float)');
  assert.equal(readFileSync(join(dir, 'large-2.csv.errors.csv'), 'utf8'), errors);
});

test('a run that stops responding (every row doing very much formula work) is stopped by the watchdog, exit 1 with the reason', async () => {
  const tdm = json('slow-tdm.json', { columns: [{ key: 'start', label: 'Start', columnType: 'string' }] });
  const slow = `=SUM(${Array.from({ length: 190 }, () => 'NEGBINOM.DIST(1000,10,0.5,LEN({value})>0)').join(',')})`;
  const pipeline = json('slow-pipeline.json', { mapping_config: { mode: 'EXACT', mappings: [{ source_columns: ['Start'], target_column: 'start', transformations: [{ type: 'HYPER_FORMULA', function: slow }] }] } });
  const input = join(dir, 'slow.csv');
  // About 30 ms of formula work a row; the values differ, since equal inputs are computed once.
  writeFileSync(input, `Start\n${Array.from({ length: 1000 }, (_, i) => `start ${i}`).join('\n')}\n`);
  let stderr = '';
  const sink = (append: (text: string) => void): Writable => new Writable({ write(chunk, _e, cb) { append(String(chunk)); cb(); } });
  const started = Date.now();
  const code = await runCommand(['--tdm', tdm, '--pipeline', pipeline, '--input', input, '--output', join(dir, 'slow-out.csv')], {
    cwd: dir, stdout: sink(() => {}), stderr: Object.assign(sink((t) => { stderr += t; }), { isTTY: false }), stallTimeoutMs: 2000,
  });
  assert.equal(code, 1);
  assert.match(stderr, /the run stopped responding for 2 s .* and was stopped/);
  // A bound for a failing watchdog, not a speed check: the rows alone would take about 30 s.
  assert.ok(Date.now() - started < 60_000);
});
