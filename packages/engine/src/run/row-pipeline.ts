/**
 * The per-batch work of a run once header and mapping are known: blank rows out, footers held
 * back, target values built, cleanings applied, transformations, validation, counting, writing.
 *
 * Decisions (docs/engine.md "Running a file"):
 * - Pipeline rules run after the transformations, on the cells they did not fail.
 * - Cleanings (a fix) replace the target value after the transformations and rules and before validation:
 *   the value a person typed is the value they saw in the error list (a transformed value), so it
 *   is validated as is and not transformed a second time; a transformation error on that cell is
 *   dropped.
 * - Cell errors of a batch are sorted by row, then TDM column order, before they are recorded.
 * - Output rows: a row holding an erroneous cell is left out, unless `invalid_rows` is INCLUDE;
 *   then its erroneous cells are written as their original text (the CellError `value`).
 * - developer_mode: at most 100 output rows are written, but every row is still read and validated
 *   so the statistics and the outcome are those of the whole file.
 * - The output of a run that ends FAILED by threshold is written in full all the same (the outcome
 *   is only known at the end); the server does not deliver it.
 */
import type { OutputValue, RowWriter, TransformPlan, UniqueHalves, Validator } from '../contracts.ts';
import { FooterFilter } from '../header/footer-filter.ts';
import type { RepeatedHeader } from '../header/repeated-header.ts';
import { isBlankRow } from '../header/cell-kind.ts';
import { EngineError, type CellError, type CellValue, type Cleanings, type RowBatch, type StageTimings, type TargetDataModel } from '../types.ts';
import type { CellErrorSink } from './cell-error-sink.ts';
import { CELL_AS_VALUE, CELL_NULL, type PartFrame } from './part-frame.ts';
import { cleaningsFor, type TargetBuilder } from './target-values.ts';
import type { GridRecorder } from '../grid/recorder.ts';
import type { RulePlan } from '../rules/index.ts';
import { splitBlocks, type EncodedBlock } from '../grid/format.ts';

/** SPEC.md §Limits: executions in developer mode output at most 100 rows. */
export const DEVELOPER_MODE_ROWS = 100;

export interface RowPipelineOptions {
  tdm: TargetDataModel;
  build: TargetBuilder;
  plan: TransformPlan;
  validator: Validator;
  writer: RowWriter;
  errors: CellErrorSink;
  cleanings?: Cleanings;
  includeInvalidRows: boolean;
  developerMode: boolean;
  /** Null when footers are not looked for (JSON/XML records). */
  footer: FooterFilter | null;
  /** Copies of the header row among the data are left out (null for JSON/XML records). */
  repeatedHeader?: RepeatedHeader | null;
  maxRows: number;
  signal?: AbortSignal;
  /**
   * When given, the source row number of every output row is appended to it, in output order
   * (previews; the output's row numbers file of a run that compares its output, changes/).
   */
  outputRowNumbers?: { push(rowNumber: number): unknown };
  /** When given, each stage's nanoseconds are added to it (benchmarks). */
  timings?: StageTimings;
  /** Pipeline rules (rules/index.ts), applied after the transformations and before cleanings. */
  rules?: RulePlan;
  /**
   * The grid store's recorder (grid/recorder.ts) and where each batch's block goes with its cell
   * errors: the run's store, or a split part's frame. Absent: no grid store.
   */
  grid?: GridOutput;
}

/** See {@link RowPipelineOptions.grid}. */
export interface GridOutput {
  recorder: GridRecorder;
  sink(block: EncodedBlock, errors: readonly CellError[]): void;
}

/** Running counts of a run (RunStats without the derived fields). */
export interface RowCounts {
  rows: number;
  output_rows: number;
  erroneous_cells: number;
  invalid_rows: number;
  blank_rows_skipped: number;
  errors_by_column: Record<string, number>;
}

export class RowPipeline {
  readonly counts: RowCounts;
  readonly #o: RowPipelineOptions;
  readonly #keys: string[];
  readonly #columnIndex: Map<string, number>;
  /** `failed` rows reused from batch to batch (one boolean array per row position). */
  #failedPool: boolean[][] = [];
  /** Target-value and output arrays reused from batch to batch: no stage keeps them past a batch. */
  #valuesPool: CellValue[][] = [];
  #outputPool: OutputValue[][] = [];

  constructor(options: RowPipelineOptions) {
    this.#o = options;
    this.#keys = options.tdm.columns.map((c) => c.key);
    this.#columnIndex = new Map(this.#keys.map((k, i) => [k, i]));
    const byColumn: Record<string, number> = Object.create(null);
    for (const key of this.#keys) byColumn[key] = 0;
    this.counts = { rows: 0, output_rows: 0, erroneous_cells: 0, invalid_rows: 0, blank_rows_skipped: 0, errors_by_column: byColumn };
  }

  /** Takes a batch of data rows (after the header); processes what the footer filter releases. */
  async push(batch: RowBatch): Promise<void> {
    if (this.#o.signal?.aborted) throw new EngineError('ABORTED', 'The run was cancelled');
    // Most batches have no blank row: they go on as they are, without copying.
    const repeated = this.#o.repeatedHeader ?? null;
    let blank = 0;
    while (blank < batch.rows.length && !isBlankRow(batch.rows[blank]) && !repeated?.matches(batch.rows[blank])) blank++;
    let rows = batch.rows;
    let numbers = batch.rowNumbers;
    if (blank < batch.rows.length) {
      // Row `blank` is blank or a repeated header (already counted by matches()).
      if (isBlankRow(batch.rows[blank])) this.counts.blank_rows_skipped++;
      rows = batch.rows.slice(0, blank);
      numbers = batch.rowNumbers.slice(0, blank);
      for (let i = blank + 1; i < batch.rows.length; i++) {
        if (isBlankRow(batch.rows[i])) {
          this.counts.blank_rows_skipped++;
          continue;
        }
        if (repeated?.matches(batch.rows[i])) continue;
        rows.push(batch.rows[i]);
        numbers.push(batch.rowNumbers[i]);
      }
    }
    if (rows.length === 0) return;
    const ready = this.#o.footer ? this.#o.footer.push({ rows, rowNumbers: numbers }) : { rows, rowNumbers: numbers };
    if (ready.rows.length) await this.#process(ready);
  }

  /**
   * Takes in a batch of a part of the file that another thread ran (run/parallel.ts): its deferred
   * `unique` values are added here, in order, to the sets of `halves(column)` (the validator that
   * holds them); a row failing one gets the error and leaves the output; errors, counts and output rows
   * are then recorded and written as #process would have. Throws RangeError past `maxRows` (the
   * caller runs again on one thread, which fails the same way one thread does). `released`, when
   * given, is called once `text` is no longer held (by the output writer, which may keep it until
   * it is written), so that the caller may reuse it; not at all when this throws.
   */
  async absorb(frame: PartFrame, text: Buffer, halves: (column: number) => UniqueHalves, released?: () => void, grid?: Buffer | null): Promise<void> {
    const o = this.#o;
    const c = this.counts;
    if (c.rows + frame.rows > o.maxRows) throw new RangeError('the part passes the row limit');
    c.rows += frame.rows;
    c.blank_rows_skipped += frame.blank;
    c.invalid_rows += frame.invalid;
    c.erroneous_cells += frame.erroneous;
    for (let k = 0; k < this.#keys.length; k++) c.errors_by_column[this.#keys[k]] += frame.byColumn[k] ?? 0;
    let errors = frame.errors;
    let failedRows: Set<number> | null = null;
    const n = frame.uniqueColumns.length;
    if (n > 0) {
      const extra: CellError[] = [];
      const ends = frame.uniqueTextEnds;
      for (let i = 0; i < n; i++) {
        const column = frame.uniqueColumns[i];
        const row = frame.uniqueRows[i];
        const rule = halves(column);
        const first = frame.uniqueHashed[i] === 1 ? rule.addHash(frame.uniqueHi[i], frame.uniqueLo[i], row) : rule.addWhole(frame.uniqueWhole[i], row);
        if (first === 0) continue;
        const from = i === 0 ? 0 : ends[2 * i - 1];
        const text = frame.uniqueHashed[i] === 1 ? frame.uniqueText(from, ends[2 * i]) : String(frame.uniqueWhole[i]);
        const cell = frame.uniqueCell[i];
        const value = cell === CELL_NULL ? null : cell === CELL_AS_VALUE ? text : frame.uniqueText(ends[2 * i], ends[2 * i + 1]);
        const key = this.#keys[column];
        extra.push({ row, column: key, value, message: rule.message(text, first), rule: 'unique' });
        c.erroneous_cells++;
        c.errors_by_column[key]++;
        (failedRows ??= new Set()).add(row);
      }
      if (extra.length) {
        errors = errors.concat(extra);
        errors.sort((a, b) => a.row - b.row || (this.#columnIndex.get(a.column) ?? 0) - (this.#columnIndex.get(b.column) ?? 0));
      }
    }
    await o.errors.write(errors);
    // The part's grid blocks, with every error of their rows (the deferred unique ones too).
    if (o.grid && grid && grid.length) for (const block of splitBlocks(grid)) o.grid.sink(block, errors);
    const outRows = frame.outRows;
    if (outRows.length === 0) {
      released?.();
      return;
    }
    if (!failedRows) {
      c.output_rows += outRows.length;
      if (o.outputRowNumbers) for (let r = 0; r < outRows.length; r++) o.outputRowNumbers.push(outRows[r]!);
      await o.writer.writeRowBytes!(text, released);
      return;
    }
    // Rows a deferred check failed leave the output (invalid rows are left out here).
    const all = text.toString('utf8');
    released?.();
    let kept = '';
    let from = 0;
    let rows = 0;
    for (let r = 0; r < outRows.length; r++) {
      const end = frame.ends[r];
      if (failedRows.has(outRows[r])) c.invalid_rows++;
      else {
        kept += all.slice(from, end);
        rows++;
        o.outputRowNumbers?.push(outRows[r]!);
      }
      from = end;
    }
    c.output_rows += rows;
    if (kept.length) await o.writer.writeRowBytes!(Buffer.from(kept, 'utf8'));
  }

  /** Processes the rows the footer filter holds back, as data: they are not the end of the file (run/parallel.ts). */
  async releaseHeld(): Promise<void> {
    if (!this.#o.footer) return;
    const held = this.#o.footer.release();
    if (held.rows.length) await this.#process(held);
  }

  /** Ends the stream: processes the rows the footer filter held back (footers left out). */
  async finish(): Promise<void> {
    if (!this.#o.footer) return;
    const tail = this.#o.footer.finish();
    if (tail.rows.length) await this.#process(tail);
  }

  /**
   * `count` cleared `failed` rows. The arrays are reused, since no stage keeps them past a batch;
   * #process clears the flags of a row it found failed cells in, so every pooled row is clear here.
   */
  #failedRows(count: number, width: number): boolean[][] {
    const pool = this.#failedPool;
    while (pool.length < count) pool.push(new Array<boolean>(width).fill(false));
    return pool.length === count ? pool : pool.slice(0, count);
  }

  async #process(batch: RowBatch): Promise<void> {
    const o = this.#o;
    const { rows, rowNumbers } = batch;
    if (this.counts.rows + rows.length > o.maxRows) {
      throw new EngineError('LIMIT_EXCEEDED', `The file has more than ${o.maxRows} data rows`, { limit: o.maxRows });
    }
    this.counts.rows += rows.length;
    const width = this.#keys.length;
    const timings = o.timings;
    let t = timings ? process.hrtime.bigint() : 0n;
    const values = o.build(rows, this.#valuesPool);
    const failed = this.#failedRows(rows.length, width);

    let errors: CellError[] = [];
    const onError = (error: CellError): void => { errors.push(error); };
    if (timings) t = lap(timings, 'build', t);
    const grid = o.grid;
    grid?.recorder.begin(values, rows.length);
    const step = grid ? (c: number) => grid.recorder.step(c, values, failed) : undefined;
    o.plan.applyBatch(rows, rowNumbers, values, failed, onError, step);
    o.rules?.applyBatch(rows, rowNumbers, values, failed, onError, step);
    if (timings) t = lap(timings, 'transform', t);

    const cleaned = cleaningsFor(o.cleanings, rowNumbers, this.#columnIndex);
    if (cleaned.length) {
      const dropped = new Set<string>();
      for (const { r, c, value } of cleaned) {
        grid?.recorder.cleaned(r, c, values[r][c]);
        values[r][c] = value;
        failed[r][c] = false;
        dropped.add(`${rowNumbers[r]}\u0000${this.#keys[c]}`);
      }
      errors = errors.filter((e) => !dropped.has(`${e.row}\u0000${e.column}`));
    }

    const output = o.validator.validateBatch(values, rowNumbers, failed, onError, this.#outputPool);
    if (timings) t = lap(timings, 'validate', t);
    const block = grid ? grid.recorder.end(rowNumbers, values, output, failed) : null;

    if (errors.length > 1) {
      errors.sort((a, b) => a.row - b.row || (this.#columnIndex.get(a.column) ?? 0) - (this.#columnIndex.get(b.column) ?? 0));
    }
    await o.errors.write(errors);
    if (block) grid!.sink(block, errors);

    const include = o.includeInvalidRows;
    let originals: Map<string, string | null> | null = null;
    if (include && errors.length) {
      originals = new Map();
      for (const e of errors) {
        const key = `${e.row}\u0000${e.column}`;
        if (!originals.has(key)) originals.set(key, e.value);
      }
    }
    const selected: OutputValue[][] = [];
    const room = o.developerMode ? Math.max(0, DEVELOPER_MODE_ROWS - this.counts.output_rows) : Infinity;
    for (let r = 0; r < rows.length; r++) {
      const rowFailed = failed[r];
      let bad = false;
      for (let c = 0; c < width; c++) {
        if (!rowFailed[c]) continue;
        bad = true;
        this.counts.erroneous_cells++;
        this.counts.errors_by_column[this.#keys[c]]++;
      }
      if (!bad) {
        if (selected.length < room) {
          selected.push(output[r]);
          o.outputRowNumbers?.push(rowNumbers[r]);
        }
        continue;
      }
      this.counts.invalid_rows++;
      if (include && selected.length < room) {
        const out = output[r].slice();
        for (let c = 0; c < width; c++) {
          if (rowFailed[c]) out[c] = originals?.get(`${rowNumbers[r]}\u0000${this.#keys[c]}`) ?? textOf(values[r][c]);
        }
        selected.push(out);
        o.outputRowNumbers?.push(rowNumbers[r]);
      }
      rowFailed.fill(false);
    }
    if (selected.length) {
      this.counts.output_rows += selected.length;
      await o.writer.writeBatch(selected);
    }
    if (timings) lap(timings, 'write', t);
  }
}

/** Adds the nanoseconds since `since` to `stage`; returns now. */
function lap(timings: StageTimings, stage: keyof StageTimings, since: bigint): bigint {
  const now = process.hrtime.bigint();
  timings[stage] += Number(now - since);
  return now;
}

function textOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return String(value);
}
