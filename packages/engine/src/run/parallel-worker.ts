/**
 * Child-process entry for one part of a split CSV/TSV file (./parallel.ts): reads the part, runs
 * every row stage of a run on it — blank and repeated-header rows out, footers (last part only),
 * target values, cleanings, transformations, validation with `unique` rules deferred — and spools
 * what the run's own thread needs to finish it, in order: one frame per batch (the rows' output as
 * text, their cell errors and counts, the deferred `unique` values), written to `spoolPath` as
 * length-prefixed records (./part-frame.ts). Nothing is written to the run's output here.
 *
 * Before that, the first worker may be asked for the cuts (`{kind:'cuts', scan, targets}`): it
 * answers `{kind:'cuts', found}` with the record boundaries (readers/csv-boundaries.ts).
 *
 * Messages out: `{kind:'first', row, rowNumber}` (the part's first record, checked against the
 * run's own reading), `{kind:'progress', bytes, rows}`, and `{kind:'done', …}` with the part's
 * final conventions, whether a column consulted its batch for one, the footer and repeated-header
 * counts, or `error` (any failure: the run then starts again on one thread).
 */
import { closeSync, openSync, writeSync, writevSync } from 'node:fs';
import type { RowWriter } from '../contracts.ts';
import { FooterFilter } from '../header/footer-filter.ts';
import { RepeatedHeader } from '../header/repeated-header.ts';
import { findRecordBoundaries } from '../readers/csv-boundaries.ts';
import { delimitedPartRows } from '../readers/csv-reader.ts';
import type { CellError } from '../types.ts';
import { compileValidator } from '../validate/validator.ts';
import { hashUniqueValue, uniqueText } from '../validate/rules.ts';
import { KeyHasher } from '../validate/unique-set.ts';
import { rowTextFor } from '../writers/open-writer.ts';
import type { CellErrorSink } from './cell-error-sink.ts';
import type { CutsRequest, PartInput, PartMessage } from './parallel-messages.ts';
import { CELL_AS_VALUE, CELL_NULL, CELL_STORED, encodePartFrame, type PartFrameParts } from './part-frame.ts';
import { RowPipeline } from './row-pipeline.ts';
import { compileTransformPlan } from './stages.ts';
import { targetBuilder } from './target-values.ts';
import { joinBlocks, type EncodedBlock } from '../grid/format.ts';
import { gridLayout } from '../grid/layout.ts';
import { GridRecorder } from '../grid/recorder.ts';
import { compileRules } from '../rules/index.ts';

const post = (message: PartMessage): void => {
  process.send?.(message);
};

// Loaded while the run reads the first rows; starts when they are through. Leaves when the run's
// process lets go (it finished, failed or died).
process.on('disconnect', () => process.exit(0));
let started = false;
process.on('message', (message: PartInput | CutsRequest) => {
  if ('kind' in message) {
    // The first worker finds the cuts while the run's thread reads the first rows.
    findRecordBoundaries(message.scan, message.targets).then(
      (found) => post({ kind: 'cuts', found }),
      (err: unknown) => post({ kind: 'cuts', found: null, error: err instanceof Error ? err.message : String(err) }),
    );
    return;
  }
  if (started) return;
  started = true;
  const input = message;
  run(input).then(
    (done) => post(done),
    (err: unknown) => post({
      kind: 'done', conventions: [], consulted: false, footerSkipped: 0, repeatedSkipped: 0,
      error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
    }),
  ).finally(() => process.disconnect?.());
});

/** Writes what a short `writevSync` of `buffers` left unwritten (it wrote `written` bytes), from where it stopped. */
function writeRest(fd: number, buffers: Buffer[], written: number): void {
  let skip = written;
  for (const buffer of buffers) {
    if (skip >= buffer.length) {
      skip -= buffer.length;
      continue;
    }
    for (let at = skip; at < buffer.length;) at += writeSync(fd, buffer, at, buffer.length - at);
    skip = 0;
  }
}

async function run(input: PartInput): Promise<PartMessage> {
  const { tdm, mapping, columns, limits } = input;
  const width = tdm.columns.length;
  // What the current frame has gathered.
  let text = '';
  let ends: number[] = [];
  let outRows: number[] = [];
  let errors: CellError[] = [];
  let uc: number[] = [];
  let ur: number[] = [];
  let uHashed: number[] = [];
  let uWhole: number[] = [];
  let uHi: number[] = [];
  let uLo: number[] = [];
  let uTexts = '';
  let uEnds: number[] = [];
  let uCell: number[] = [];
  // Hashers keyed as the run's thread's unique rules are (the sets there compare the hashes).
  const hashers = input.uniqueHashKeys.map((key) => (key ? new KeyHasher(key) : null));

  const validator = compileValidator(tdm, {
    limits,
    conventions: input.conventions,
    uniqueHashKeys: input.uniqueHashKeys,
    deferUnique: (column, value, errorValue, rowNumber) => {
      const halves = validator.uniqueHalves(column)!;
      uc.push(column);
      ur.push(rowNumber);
      // The value's text goes along only when the run's thread cannot make it from what else is
      // sent (a whole number's is String(value)), and the cell's only when it differs from that:
      // both are read only for the rare repeat, and making a string per row for them was a good
      // part of what this process allocated.
      let valueText: string | null = null;
      if (halves.isWhole(value)) {
        uHashed.push(0);
        uWhole.push(value);
        uHi.push(0);
        uLo.push(0);
      } else {
        const hasher = hashers[column]!;
        hashUniqueValue(hasher, value as string | number | boolean);
        uHashed.push(1);
        uWhole.push(0);
        uHi.push(hasher.hi);
        uLo.push(hasher.lo);
        valueText = uniqueText(value);
        uTexts += valueText;
      }
      uEnds.push(uTexts.length);
      if (errorValue === null) uCell.push(CELL_NULL);
      else if (errorValue === valueText) uCell.push(CELL_AS_VALUE);
      else {
        uCell.push(CELL_STORED);
        uTexts += errorValue;
      }
      uEnds.push(uTexts.length);
    },
  });
  const plan = compileTransformPlan(tdm, mapping, columns, limits);
  const rules = input.rules?.length ? compileRules(input.rules, { tdm, headers: columns, limits }) : undefined;
  const rowText = rowTextFor(input.output, tdm);
  if (!rowText) throw new Error(`no row text for ${input.output.format}`);
  const writer: RowWriter = {
    async writeBatch(rows) {
      for (const row of rows) {
        text += rowText(row);
        ends.push(text.length);
      }
    },
    async close() {
      return { bytes: 0 };
    },
  };
  const sink = { async write(batch: CellError[]) { for (const e of batch) errors.push(e); } } as unknown as CellErrorSink;
  // The grid store's block bodies of the current frame (written by the run's thread, with the errors).
  let gridBlocks: EncodedBlock[] = [];
  const footer = input.part.last ? new FooterFilter(columns.length) : null;
  const repeated = new RepeatedHeader(input.headerRow);
  const pipeline = new RowPipeline({
    tdm,
    build: targetBuilder(columns, mapping, tdm),
    plan,
    validator,
    writer,
    errors: sink,
    ...(input.cleanings ? { cleanings: input.cleanings } : {}),
    includeInvalidRows: false,
    developerMode: false,
    footer,
    repeatedHeader: repeated,
    maxRows: Number.POSITIVE_INFINITY,
    outputRowNumbers: outRows,
    ...(rules ? { rules } : {}),
    ...(input.grid ? { grid: { recorder: new GridRecorder(width, gridLayout(tdm, mapping, columns, rules?.steps).steps.map((s) => s.length)), sink: (block: EncodedBlock) => { gridBlocks.push(block); } } } : {}),
  });

  const fd = openSync(input.spoolPath, 'w');
  /** Bytes of whole frames in the spool (the run's process reads up to there). */
  let spooled = 0;
  let frameBuffer: Buffer = Buffer.allocUnsafeSlow(64 * 1024);
  let textBuffer = Buffer.allocUnsafeSlow(256 * 1024);
  const heads = Buffer.allocUnsafeSlow(12);
  const keys = tdm.columns.map((c) => c.key);
  let seen = { rows: 0, blank: 0, invalid: 0, erroneous: 0, byColumn: new Array<number>(width).fill(0) };
  const flush = (): void => {
    const c = pipeline.counts;
    const byColumn = keys.map((k) => c.errors_by_column[k] ?? 0);
    const frame: PartFrameParts = {
      rows: c.rows - seen.rows,
      blank: c.blank_rows_skipped - seen.blank,
      invalid: c.invalid_rows - seen.invalid,
      erroneous: c.erroneous_cells - seen.erroneous,
      byColumn: byColumn.map((n, i) => n - seen.byColumn[i]!),
      errors,
      ends,
      outRows,
      uniqueColumns: uc,
      uniqueRows: ur,
      uniqueHashed: uHashed,
      uniqueWhole: uWhole,
      uniqueHi: uHi,
      uniqueLo: uLo,
      uniqueTexts: uTexts,
      uniqueTextEnds: uEnds,
      uniqueCell: uCell,
    };
    seen = { rows: c.rows, blank: c.blank_rows_skipped, invalid: c.invalid_rows, erroneous: c.erroneous_cells, byColumn };
    // Record: [u32 length][the frame (./part-frame.ts)][u32 length][its rows' text, UTF-8][u32
    // length][its grid blocks, when the run records them]. Frame
    // and text are encoded into buffers kept for the whole part: fresh ones per batch (and a typed
    // array per field) left glibc's heap holding tens of megabytes of freed memory.
    const encoded = encodePartFrame(frame, frameBuffer);
    frameBuffer = encoded.buffer;
    if (textBuffer.length < 3 * text.length) textBuffer = Buffer.allocUnsafeSlow(Math.max(3 * text.length, 2 * textBuffer.length));
    const textBytes = textBuffer.write(text, 0, 'utf8');
    const grid = joinBlocks(gridBlocks);
    gridBlocks = [];
    heads.writeUInt32LE(encoded.bytes, 0);
    heads.writeUInt32LE(textBytes, 4);
    heads.writeUInt32LE(grid.length, 8);
    const record = [heads.subarray(0, 4), frameBuffer.subarray(0, encoded.bytes), heads.subarray(4, 8), textBuffer.subarray(0, textBytes), heads.subarray(8, 12), grid];
    const total = 12 + encoded.bytes + textBytes + grid.length;
    const written = writevSync(fd, record);
    if (written < total) writeRest(fd, record, written);
    spooled += total;
    text = '';
    ends = [];
    outRows.length = 0;
    errors = [];
    uc = [];
    ur = [];
    uHashed = [];
    uWhole = [];
    uHi = [];
    uLo = [];
    uTexts = '';
    uEnds = [];
    uCell = [];
  };

  const counter = { bytes: 0 };
  let first = true;
  let rowsRead = 0;
  try {
    for await (const batch of delimitedPartRows(input.source, input.part, limits, counter)) {
      if (first && batch.rows.length > 0) {
        post({ kind: 'first', row: batch.rows[0]!, rowNumber: batch.rowNumbers[0]! });
        first = false;
      }
      rowsRead += batch.rows.length;
      await pipeline.push(batch);
      flush();
      post({ kind: 'progress', bytes: counter.bytes, rows: rowsRead, spooled });
    }
    await pipeline.finish();
    flush();
    post({ kind: 'progress', bytes: counter.bytes, rows: rowsRead, spooled });
  } finally {
    closeSync(fd);
    plan.dispose();
    rules?.dispose();
    validator.close();
  }
  return {
    kind: 'done',
    conventions: validator.conventions(),
    consulted: validator.consultations() > 0,
    footerSkipped: footer?.skipped ?? 0,
    repeatedSkipped: repeated.skipped,
    ...(rules ? { rulesChanged: rules.counts() } : {}),
  };
}
