/**
 * A file read by several threads gives what one thread gives, byte for byte: the output file, the
 * cell-error file and the report (run/parallel.ts). Files are small here (the size threshold is
 * set to 0), so parts hold a few thousand rows each; the data puts at every part's edges what a
 * split could get wrong: quoted line breaks and delimiters, blank rows, repeated header rows,
 * `unique` values repeated across parts, cell errors, a footer at the very end.
 */
import assert from 'node:assert/strict';
import { createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { runImport } from '../run.ts';
import { firstPartShare } from './parallel-plan.ts';
import { dumpStore } from '../grid/testing.ts';
import { fileSource, GridStore } from '../grid/store-reader.ts';
import type { OutputFormat, PipelineConfiguration, PipelineRule, RunReport, TargetDataModel } from '../types.ts';

const tmp = mkdtempSync(join(tmpdir(), 'ferry-parallel-'));
after(() => rmSync(tmp, { recursive: true, force: true }));
let n = 0;

const TDM: TargetDataModel = {
  name: 'Orders',
  columns: [
    { key: 'id', label: 'Order ID', columnType: 'int', validations: [{ validate: 'required' }, { validate: 'unique' }] },
    { key: 'name', label: 'Name', columnType: 'string', validations: [{ validate: 'required' }] },
    { key: 'email', label: 'Email', columnType: 'email', validations: [{ validate: 'unique' }] },
    { key: 'ordered', label: 'Ordered', columnType: 'date', outputFormat: 'DD.MM.YYYY' },
    { key: 'amount', label: 'Amount', columnType: 'float' },
    { key: 'status', label: 'Status', columnType: 'category', optionConfiguration: { options: [{ value: 'open', label: 'Open' }, { value: 'paid', label: 'Paid' }, { value: 'void', label: 'Void' }] } },
    { key: 'note', label: 'Note', columnType: 'string', validations: [{ validate: 'regex', regex: '^[^#]*$' }] },
    { key: 'band', label: 'Band', columnType: 'string' },
  ],
};
const CONFIGURATION: PipelineConfiguration = {
  mapping_config: { mode: 'DEFAULT', mappings: [{ source_columns: ['Amount'], target_column: 'band', transformations: [{ type: 'HYPER_FORMULA', function: '=IF(VALUE({value})>500,"large","small")' }] }] },
  error_config: { error_threshold: 100 },
};

/** Deterministic pseudo-random numbers (a run must be repeatable). */
function rng(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

interface FileShape {
  rows: number;
  seed: number;
  delimiter?: ',' | ';' | '\t';
  newline?: '\n' | '\r\n';
  /** Dates as nn/nn/yyyy (the order settled by a value with a day over 12 at `orderEvidenceAt`). */
  slashDates?: { orderEvidenceAt: number };
  /** A record wider than the column limit at this row. */
  wideAt?: number;
  footer?: boolean;
}

function makeCsv(shape: FileShape): string {
  const random = rng(shape.seed);
  const d = shape.delimiter ?? ',';
  const nl = shape.newline ?? '\r\n';
  const quote = (s: string) => (/[",;\t\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  const header = ['Order ID', 'Name', 'Email', 'Ordered', 'Amount', 'Status', 'Note'];
  const lines = [header.join(d)];
  for (let i = 1; i <= shape.rows; i++) {
    const r = random();
    // Repeats, some written otherwise than their first (a leading zero): the error's cell text is then not the value's.
    const id = r < 0.005 ? String(Math.floor(random() * i) + 1) : r < 0.01 ? '0' + String(Math.floor(random() * i) + 1) : r < 0.015 ? 'x' + i : String(i);
    const name = r > 0.995 ? '' : random() < 0.05 ? `Name "${i}"\nsecond line` : `Name ${i}`;
    const email = random() < 0.01 ? `user${Math.floor(random() * i)}@example.com` : random() < 0.005 ? ` user${Math.floor(random() * i)}@example.com ` : random() < 0.01 ? 'not-an-email' : `user${i}@example.com`;
    const day = 1 + Math.floor(random() * 12);
    const month = 1 + Math.floor(random() * 12);
    let ordered = `2024-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    if (shape.slashDates) ordered = i === shape.slashDates.orderEvidenceAt ? `25/${String(month).padStart(2, '0')}/2024` : `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/2024`;
    const amount = random() < 0.01 ? 'n/a' : (random() * 1000).toFixed(2);
    const status = ['open', 'Paid', 'VOID', 'opn', 'paid'][Math.floor(random() * 5)]!;
    const note = random() < 0.02 ? `has # hash` : random() < 0.05 ? `note, with comma; and "quotes"` : '';
    let cells = [id, name, email, ordered, amount, status, note];
    if (shape.wideAt === i) cells = [...cells, ...new Array(1200).fill('x')];
    lines.push(cells.map(quote).join(d));
    if (random() < 0.003) lines.push('');
    if (random() < 0.001) lines.push(header.join(d));
  }
  if (shape.footer) lines.push(['Total', '', '', '', '123456.00', '', ''].join(d));
  return lines.join(nl) + nl;
}

interface Outcome {
  report: RunReport;
  output: string;
  errors: string;
  /** The grid store read whole (with `grid`). */
  grid?: unknown;
}

async function run(csv: string, format: OutputFormat, threads: number, extra: { tdm?: TargetDataModel; limits?: Record<string, number>; ext?: string; errorsToStream?: boolean; grid?: boolean; rules?: PipelineRule[] } = {}): Promise<Outcome> {
  const id = n++;
  const input = join(tmp, `in${id}.${extra.ext ?? 'csv'}`);
  const output = join(tmp, `out${id}`);
  const errors = join(tmp, `errors${id}.ndjson`);
  writeFileSync(input, csv);
  const report = await runImport({
    input: { path: input, fileName: `orders.${extra.ext ?? 'csv'}` },
    tdm: extra.tdm ?? TDM,
    configuration: CONFIGURATION,
    output: { format, path: output },
    // A stream, as `ferry run` hands it, or a path, as the service does.
    cellErrors: extra.errorsToStream ? { stream: createWriteStream(errors) } : { path: errors },
    parallel: { threads, minBytes: 0 },
    ...(extra.limits ? { limits: extra.limits } : {}),
    ...(extra.grid ? { grid: { path: join(tmp, `grid${id}`) } } : {}),
    ...(extra.rules ? { rules: extra.rules } : {}),
  });
  if (report.error?.type === 'CONFIGURATION_INVALID' || report.error?.type === 'TDM_INVALID') throw new Error(JSON.stringify(report.error));
  const text = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : '(none)');
  let grid: unknown;
  if (extra.grid && report.grid) {
    const store = await GridStore.open(await fileSource(join(tmp, `grid${id}`)));
    grid = { rows: await dumpStore(store), counts: [store.footer.counts_by_column, store.footer.counts_by_rule, store.footer.problem_rows, store.footer.meta] };
    await store.close();
  }
  return { report, output: text(output), errors: text(errors), grid };
}

/** The report without what differs between one thread and several (times, threads, the grid store's bytes: its blocks are cut where the batches were). */
function comparable(report: RunReport): Omit<RunReport, 'duration_ms' | 'threads'> {
  const { duration_ms: _d, threads: _t, ...rest } = report;
  if (rest.grid) rest.grid = { ...rest.grid, bytes: 0 };
  return rest;
}

async function assertSame(csv: string, format: OutputFormat, threads: number, expectThreads: number | undefined, extra: Parameters<typeof run>[3] = {}): Promise<Outcome> {
  const one = await run(csv, format, 1, extra);
  const many = await run(csv, format, threads, extra);
  assert.equal(one.report.threads, undefined, 'one thread');
  assert.equal(many.report.threads, expectThreads, 'threads used');
  assert.deepEqual(comparable(many.report), comparable(one.report));
  assert.ok(many.output === one.output, `the outputs differ (${many.output.length} vs ${one.output.length} characters)`);
  assert.ok(many.errors === one.errors, 'the cell-error files differ');
  if (extra.grid) {
    assert.ok(one.grid, 'a grid store');
    assert.deepEqual(many.grid, one.grid, 'the grid stores hold the same rows');
  }
  return one;
}

describe('several threads on one file', () => {
  test('CSV → CSV: the same output, cell errors and report as one thread, with 2 and 3 threads', async () => {
    const csv = makeCsv({ rows: 12_000, seed: 7, footer: true });
    const one = await assertSame(csv, 'CSV', 2, 2);
    await assertSame(csv, 'CSV', 3, 3);
    // The data did what it is there for: errors of every kind, duplicates, a footer, blank and repeated rows.
    const rules = new Set(one.report.sample_errors.map((e) => e.rule));
    assert.ok(one.report.errors_by_column.id! > 50 && one.report.errors_by_column.email! > 50, JSON.stringify(one.report.errors_by_column));
    assert.ok(one.errors.includes('"rule":"unique"') && one.errors.includes('first in row'), 'unique errors');
    assert.ok(rules.size >= 3, [...rules].join());
    assert.equal(one.report.header?.footer_rows_skipped, 1);
    assert.ok(one.report.stats.blank_rows_skipped > 10 && (one.report.header?.repeated_header_rows_skipped ?? 0) > 3);
  });

  test('a duplicate in a later part names its first row in an earlier part', async () => {
    const rows = ['id,email'];
    for (let i = 1; i <= 9000; i++) rows.push(`${i},u${i}@example.com`);
    for (let i = 1; i <= 9000; i += 1000) rows.push(`${i},again${i}@example.com`);
    const tdm: TargetDataModel = { name: 'T', columns: [{ key: 'id', label: 'id', columnType: 'int', validations: [{ validate: 'unique' }] }, { key: 'email', label: 'email', columnType: 'email' }] };
    const one = await assertSame(rows.join('\n') + '\n', 'JSON', 2, 2, { tdm });
    assert.equal(one.report.errors_by_column.id, 9);
    assert.match(one.errors, /appears more than once \(first in row 2\)/);
  });

  test('the grid store: the same rows, values, errors (a duplicate found across parts too) and lineage as one thread', async () => {
    const one = await assertSame(makeCsv({ rows: 12_000, seed: 8, footer: true }), 'JSON', 2, 2, { grid: true });
    const rows = (one.grid as { rows: Array<{ errors: Record<string, { rule: string }>; traces: Record<string, unknown> }> }).rows;
    assert.equal(rows.length, one.report.stats.rows);
    assert.ok(rows.some((r) => r.errors.id?.rule === 'unique'), 'unique errors in the store');
    assert.ok(rows.every((r) => r.traces.band || r.errors.band?.rule === 'transformation'), 'every cell of the formula column has its chain');
  });

  test('pipeline rules in every part: the same output, counts per rule and lineage as one thread', async () => {
    const rules: PipelineRule[] = [
      { id: 'status', column: 'status', type: 'OPTION_MAPPING', mapping: { opn: 'open' } },
      { id: 'hash', column: 'note', type: 'VALUE_REPLACEMENT', from: 'has # hash', to: 'has hash' },
      { id: 'band', column: 'band', type: 'HYPER_FORMULA', formula: '=UPPER({value})' },
    ];
    const one = await assertSame(makeCsv({ rows: 12_000, seed: 17 }), 'CSV', 2, 2, { grid: true, rules });
    assert.ok(one.report.rules!.every((r) => r.cells_changed > 100), JSON.stringify(one.report.rules));
  });

  test('cell errors written to a stream (as `ferry run` writes them)', async () => {
    const one = await assertSame(makeCsv({ rows: 8000, seed: 12 }), 'CSV', 2, 2, { errorsToStream: true });
    assert.ok(one.errors.split('\n').length > 100, 'cell errors written');
  });

  test('TSV input and JSON output', async () => {
    await assertSame(makeCsv({ rows: 8000, seed: 11, delimiter: '\t', newline: '\n' }), 'JSON', 2, 2, { ext: 'tsv' });
  });

  test('a day/month order settled after the parts started: the run goes back to one thread, same result', async () => {
    // The evidence in the last part (a small file's parts start late and are small: the last 10%).
    const csv = makeCsv({ rows: 8000, seed: 5, slashDates: { orderEvidenceAt: 7900 } });
    const one = await assertSame(csv, 'CSV', 2, undefined);
    assert.ok(one.output.includes('.2024'), 'dates written');
  });

  test('an order settled within the first rows: parts start from it', async () => {
    await assertSame(makeCsv({ rows: 8000, seed: 9, slashDates: { orderEvidenceAt: 3 } }), 'CSV', 2, 2);
  });

  test('a part that fails (a record over the column limit) fails the run as one thread does', async () => {
    const csv = makeCsv({ rows: 8000, seed: 3, wideAt: 7000 });
    const one = await assertSame(csv, 'CSV', 2, undefined);
    assert.equal(one.report.status, 'FAILED');
    assert.equal(one.report.error?.type, 'LIMIT_EXCEEDED');
  });

  test('a file whose first rows already reach past the first cut: no parts, the run on one thread', async () => {
    // The head read for the header and the mapping is the first batch (1,000 rows): of 1,050 rows
    // it holds more than the first part (90% of a small file), so the part's process is stopped
    // once the cuts it found are known to be behind this thread; of 60 rows it is the whole file.
    const before = new Set(childPids());
    await assertSame(makeCsv({ rows: 1050, seed: 13 }), 'CSV', 2, undefined);
    await assertSame(makeCsv({ rows: 60, seed: 14 }), 'CSV', 2, undefined);
    // A part process stopped is reaped within moments; one left running stays: wait (bounded) for none.
    const left = () => childPids().filter((pid) => !before.has(pid) && alive(pid));
    for (const deadline = Date.now() + 10_000; left().length > 0 && Date.now() < deadline;) await new Promise((resolve) => setTimeout(resolve, 20));
    assert.deepEqual(left(), [], 'no part process left');
  });

  test('more rows than the limit: the same failure as one thread', async () => {
    const one = await assertSame(makeCsv({ rows: 8000, seed: 4 }), 'CSV', 2, undefined, { limits: { maxRows: 7000 } });
    assert.equal(one.report.error?.type, 'LIMIT_EXCEEDED');
  });
});

/** This process's child processes (Linux: /proc/self/task/<tid>/children). */
function childPids(): number[] {
  const pids: number[] = [];
  for (const tid of readdirSync('/proc/self/task')) {
    const text = readFileSync(`/proc/self/task/${tid}/children`, 'utf8').trim();
    if (text) pids.push(...text.split(/\s+/).map(Number));
  }
  return pids;
}

const alive = (pid: number): boolean => {
  try {
    const state = /^State:\s+(\S)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return state !== undefined && state !== 'Z';
  } catch {
    return false;
  }
};

describe('a part whose process stops answering', { skip: process.platform !== 'linux' ? 'needs /proc' : false }, () => {
  const csv = makeCsv({ rows: 12_000, seed: 21 });
  // A stopped process cannot notice that this one went away: whatever a test did, none outlives it.
  const everStopped: number[] = [];
  after(() => {
    for (const pid of everStopped) {
      try {
        // Only a process still stopped (state T): the number may belong to another one by now.
        if (/^State:\s+T/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'))) process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  });

  /** Runs with 2 threads and stops (SIGSTOP) the part's process as soon as the run reports progress. */
  async function runStopped(extra: { silenceMs: number; signal?: AbortSignal; onStopped?: () => void }) {
    const id = n++;
    const input = join(tmp, `stall${id}.csv`);
    writeFileSync(input, csv);
    const stopped: number[] = [];
    const before = new Set(childPids());
    const report = await runImport({
      input: { path: input, fileName: 'orders.csv' },
      tdm: TDM,
      configuration: CONFIGURATION,
      output: { format: 'CSV', path: join(tmp, `stall-out${id}`) },
      cellErrors: { path: join(tmp, `stall-errors${id}.ndjson`) },
      parallel: { threads: 2, minBytes: 0, silenceMs: extra.silenceMs },
      ...(extra.signal ? { signal: extra.signal } : {}),
      onProgress: () => {
        if (stopped.length) return;
        for (const pid of childPids()) {
          if (before.has(pid)) continue;
          process.kill(pid, 'SIGSTOP');
          stopped.push(pid);
          everStopped.push(pid);
        }
        if (stopped.length) extra.onStopped?.();
      },
    });
    return { report, stopped, output: readFileSync(join(tmp, `stall-out${id}`), 'utf8') };
  }

  test('the run starts again on one thread and gives its result; the stopped process is gone', async () => {
    const one = await run(csv, 'CSV', 1);
    const { report, stopped, output } = await runStopped({ silenceMs: 300 });
    assert.equal(stopped.length, 1, 'one part process was stopped');
    assert.equal(report.threads, undefined, 'finished on one thread');
    assert.deepEqual(comparable(report), comparable(one.report));
    assert.ok(output === one.output, 'the same output');
    assert.equal(alive(stopped[0]!), false, 'the stopped process was ended');
  });

  test('an abort while a part is silent ends the run at once, as ABORTED', async () => {
    const controller = new AbortController();
    const started = performance.now();
    const { report, stopped } = await runStopped({ silenceMs: 600_000, signal: controller.signal, onStopped: () => setTimeout(() => controller.abort(), 50) });
    assert.equal(stopped.length, 1);
    assert.equal(report.status, 'FAILED');
    assert.equal(report.error?.type, 'ABORTED');
    // Not the silence limit (ten minutes) nor the part's end (it never ends): the abort.
    assert.ok(performance.now() - started < 300_000);
    assert.equal(alive(stopped[0]!), false, 'the stopped process was ended');
  });
});

describe('where the file is cut (firstPartShare)', () => {
  test('the first part is large enough that the run\'s thread ends with the other part\'s process', () => {
    // Two threads: x + (1 − x)·a = L + (1 − x), with a the absorb cost and L the parts' late start
    // (loading, then scanning for the cut: x·s).
    const a = 0.18;
    const s = 0.06;
    for (const span of [20e6, 106e6, 866e6]) {
      const x = firstPartShare(span, 2);
      const lag = (8 * 1024 * 1024) / span + x * s;
      assert.ok(Math.abs(x + (1 - x) * a - (lag + (1 - x))) < 1e-9, `balanced at ${span} bytes`);
    }
    // The bigger the file, the less the late start matters: the share falls towards (1 − a)/(2 − a − s).
    assert.ok(firstPartShare(20e6, 2) > firstPartShare(106e6, 2));
    assert.ok(firstPartShare(106e6, 2) > firstPartShare(866e6, 2));
    assert.ok(Math.abs(firstPartShare(1e15, 2) - (1 - a) / (2 - a - s)) < 1e-6);
    // More parts to take in: a smaller first part; always within bounds.
    assert.ok(firstPartShare(106e6, 4) < firstPartShare(106e6, 3));
    for (const [span, threads] of [[1, 2], [1e12, 2], [1e12, 16], [16e6, 64]] as const) {
      const x = firstPartShare(span, threads);
      assert.ok(x >= 0.1 && x <= 0.9, `${x} for ${span} bytes, ${threads} threads`);
    }
  });
});
