/**
 * `runImport`: one file through the engine — read → header → mapping → transform → validate →
 * write — streaming in batches, in bounded memory (DESIGN.md §1, §4; docs/engine.md).
 *
 *   openTable (readers/)  →  first rows (≤ 100, more for a STATIC row_index further down)
 *   detectHeader (header/) on them, unless the reader synthesised the header (JSON/XML records)
 *   applySchemaPolicy (mapping/) on the header → SCHEMA_CHANGED before any data row is processed
 *   resolveMapping (mapping/) on the header and the first data rows
 *   compileValidator (validate/) first of all → TDM_INVALID before the file is opened
 *   checkConfiguration (run/) → CONFIGURATION_INVALID before the file is opened
 *   compileTransformations (transform/) → TRANSFORMATION_INVALID before any data row is processed
 *   openWriter (writers/)
 *   per batch: RowPipeline (blank rows, footers, target values, cleanings, transform, validate, write)
 *   counts → error percentage → SUCCESSFUL or FAILED (ERROR_THRESHOLD_EXCEEDED)
 *   SUCCESSFUL with `changes`: compareOutput (changes/) against the previous delivery
 *
 * `runImport` never throws for tenant input: every EngineError (a bad file, a bad configuration, a
 * limit, an abort) becomes a FAILED report carrying `error`. Other exceptions are bugs or
 * environment failures (disk full) and are thrown after resources are released.
 */
import type { HeaderChoice, OpenedTable, RowWriter, TransformPlan, Validator } from './contracts.ts';
import { isBlankRow } from './header/cell-kind.ts';
import { detectHeader, HEADER_WINDOW } from './header/detect-header.ts';
import { FooterFilter } from './header/footer-filter.ts';
import { RepeatedHeader } from './header/repeated-header.ts';
import { headerNames } from './header/header-names.ts';
import { MAPPING_SAMPLE_ROWS, resolveMapping } from './mapping/resolve-mapping.ts';
import { applySchemaPolicy } from './mapping/schema-policy.ts';
import { openTable, resolveLimits } from './readers/index.ts';
import { CellErrorSink } from './run/cell-error-sink.ts';
import { checkConfiguration } from './run/check-configuration.ts';
import { isRecord } from './tdm/tdm-problems.ts';
import { formatPercent, outcomeOf } from './run/outcome.ts';
import { progressReporter } from './run/progress.ts';
import { RowPipeline } from './run/row-pipeline.ts';
import { RunAgainOnOneThread, RunningParts, sameConventions, splitThreads, type SplitPlan } from './run/parallel.ts';
import { compileTdmValidator, compileTransformPlan } from './run/stages.ts';
import { targetBuilder } from './run/target-values.ts';
import { checkTdm } from './tdm/index.ts';
import {
  EngineError, type HeaderReport, type InputReport, type MappingReport, type PipelineConfiguration, type Row, type RowBatch, type RunOptions, type RunReport, type TargetDataModel,
} from './types.ts';
import { openWriter } from './writers/open-writer.ts';
import { compareOutput } from './changes/compare.ts';
import { RowNumberFile } from './changes/row-numbers.ts';
import { rmSync } from 'node:fs';
import { GridRecorder } from './grid/recorder.ts';
import { gridLayout, type GridLayout } from './grid/layout.ts';
import { GridStoreWriter } from './grid/store-writer.ts';
import { compileRules, type RulePlan } from './rules/index.ts';

/** Rows of the sheet a preview shows as read, before the header decision. */
const PREVIEW_HEAD_ROWS = 30;

/** The rows read before the header decision: what detection and mapping look at. */
interface Head {
  rows: Row[];
  rowNumbers: number[];
  done: boolean;
}

async function readHead(iterator: AsyncIterator<RowBatch>, wanted: number): Promise<Head> {
  const rows: Row[] = [];
  const rowNumbers: number[] = [];
  while (rows.length < wanted) {
    const next = await iterator.next();
    if (next.done) return { rows, rowNumbers, done: true };
    for (let i = 0; i < next.value.rows.length; i++) {
      rows.push(next.value.rows[i]);
      rowNumbers.push(next.value.rowNumbers[i]);
    }
  }
  return { rows, rowNumbers, done: false };
}

function emptyReport(): RunReport {
  return {
    status: 'FAILED',
    stats: { rows: 0, output_rows: 0, cells: 0, erroneous_cells: 0, error_percentage: 0, invalid_rows: 0, blank_rows_skipped: 0 },
    errors_by_column: {},
    sample_errors: [],
    duration_ms: 0,
  };
}

function inputReport(table: OpenedTable, fileName: string): InputReport {
  return {
    file_name: fileName,
    size: table.size,
    format: table.format,
    ...(table.encoding !== undefined ? { encoding: table.encoding } : {}),
    ...(table.delimiter !== undefined ? { delimiter: table.delimiter } : {}),
    ...(table.sheets !== undefined ? { sheets: table.sheets } : {}),
    ...(table.sheet !== undefined ? { sheet: table.sheet } : {}),
  };
}

function asEngineError(error: unknown, signal: AbortSignal | undefined): EngineError | null {
  if (error instanceof EngineError) return error;
  if (signal?.aborted) return new EngineError('ABORTED', 'The run was cancelled', undefined, { cause: error });
  return null;
}

/**
 * Runs one import. Resolves with the report (SUCCESSFUL or FAILED); see the module comment for
 * what throws. The output (and `cellErrors`) are written as the run goes; after a FAILED run they
 * hold what was written up to the failure.
 */
export async function runImport(options: RunOptions): Promise<RunReport> {
  const started = performance.now();
  const report = emptyReport();
  // Only read once checkConfiguration has passed; `{}` stands in until then.
  const configuration: PipelineConfiguration = isRecord(options.configuration) ? options.configuration : {};
  const signal = options.signal;
  const limits = resolveLimits(options.limits);

  let tdm: TargetDataModel = options.tdm;
  let table: OpenedTable | undefined;
  let plan: TransformPlan | undefined;
  let rules: RulePlan | undefined;
  /** What the rules did, kept when they are released. */
  let rulesReport: RunReport['rules'];
  let validator: Validator | undefined;
  let writer: RowWriter | undefined;
  let writerClosed = false;
  let pipeline: RowPipeline | undefined;
  /** The grid store (RunOptions.grid), open while the run writes it. */
  let grid: { writer: GridStoreWriter; layout: GridLayout } | undefined;
  let parts: RunningParts | undefined;
  let spawned: RunningParts | undefined;
  /** The table's batches, read by hand: returned in release() so that a run that stops early closes the file. */
  let iterator: AsyncIterator<RowBatch> | undefined;
  let partsRepeatedSkipped = 0;
  let changeRows: RowNumberFile | undefined;
  if (options.changes && (options.output.format !== 'JSON' || !options.output.path)) throw new Error('RunOptions.changes needs a JSON output written to a path');
  const changeNumbersPath = options.changes ? `${options.changes.rowsPath}.numbers` : undefined;
  let partsFooterSkipped = 0;
  let rowsRead = 0;
  const errors = new CellErrorSink(options.cellErrors);
  const progress = progressReporter(options.onProgress, () => {
    const bytesRead = (table?.bytesRead() ?? 0) + (parts?.bytesRead() ?? 0);
    const totalBytes = table?.size ?? options.input.size;
    return {
      bytesRead,
      ...(totalBytes ? { totalBytes, fraction: Math.min(1, bytesRead / totalBytes) } : {}),
      rowsRead: rowsRead + (parts?.rowsRead() ?? 0),
    };
  });

  try {
    if (signal?.aborted) throw new EngineError('ABORTED', 'The run was cancelled before it started');
    // The TDM is checked before the file is touched: a bad TDM fails fast, whatever the file. Its
    // normalised form (column types, keys, labels) is what every stage below works with.
    const checked = checkTdm(options.tdm);
    if (!checked.ok) {
      throw new EngineError('TDM_INVALID', `The target data model is not valid: ${checked.problems[0].message}`, { problems: checked.problems });
    }
    tdm = checked.tdm;
    const configurationProblems = checkConfiguration(options.configuration);
    if (configurationProblems.length > 0) {
      throw new EngineError('CONFIGURATION_INVALID', `The pipeline configuration is not valid: ${configurationProblems[0]!.message}`, { problems: configurationProblems });
    }
    // The share of the file this thread has read (its own part, in a split run: the keys it has
    // seen then are those of that share).
    validator = compileTdmValidator(tdm, limits, () => (table && table.size > 0 ? Math.min(1, table.bytesRead() / table.size) : 0));
    table = await openTable(options.input, { sheet_config: configuration.sheet_config, limits, signal });
    report.input = inputReport(table, options.input.fileName);
    // A split file's other parts run in processes that load while this thread looks for the cuts
    // and reads the first rows (run/parallel.ts); unused ones are stopped.
    const threads = splitThreads(table, options, configuration, tdm);
    if (threads > 1) spawned = new RunningParts(threads - 1, { ...(options.parallel?.silenceMs !== undefined ? { silenceMs: options.parallel.silenceMs } : {}), ...(signal ? { signal } : {}) });
    // The first part's process finds the cuts while this thread reads the first rows
    // (undefined until it answers).
    let split: SplitPlan | null | undefined;
    const cuts = spawned?.planCuts(table.delimitedSource!, threads);
    void cuts?.plan.then((plan) => { split = plan; });

    iterator = table.batches()[Symbol.asyncIterator]();
    const headerConfig = configuration.header_config;
    const synthetic = table.syntheticHeaderRow;
    const staticIndex = headerConfig?.type === 'STATIC' && typeof headerConfig.row_index === 'number' ? headerConfig.row_index : -1;
    const wanted = synthetic !== undefined ? synthetic + 1 + MAPPING_SAMPLE_ROWS : Math.max(HEADER_WINDOW, staticIndex + 1 + MAPPING_SAMPLE_ROWS);
    const timings = options.stageTimings;
    let readStart = timings ? process.hrtime.bigint() : 0n;
    const head = await readHead(iterator, wanted);
    if (timings) timings.read += Number(process.hrtime.bigint() - readStart);
    rowsRead = head.rows.length;
    const previewRows = options.previewRows === undefined ? undefined : Math.max(1, Math.min(100, Math.floor(options.previewRows)));
    const outputRowNumbers: number[] | undefined = previewRows === undefined ? undefined : [];
    // Comparing with the previous delivery needs each output row's source row number (changes/).
    if (options.changes && previewRows === undefined) changeRows = new RowNumberFile(changeNumbersPath!);
    if (outputRowNumbers) {
      report.preview = {
        head: head.rows.slice(0, PREVIEW_HEAD_ROWS).map((cells, i) => ({ row_number: head.rowNumbers[i] ?? i + 1, cells })),
        output_row_numbers: outputRowNumbers,
      };
    }
    if (head.rows.every(isBlankRow)) throw new EngineError('EMPTY_FILE', 'The file holds no rows with data');

    const choice = synthetic !== undefined
      ? {
        method: headerConfig?.type ?? 'SMART',
        row_index: synthetic,
        row_number: head.rowNumbers[synthetic] ?? synthetic + 1,
        columns: headerNames(head.rows[synthetic] ?? [], 0),
        reason: `${table.format} records have no header row; the columns are the records' keys (nested keys dotted).`,
      } satisfies HeaderChoice
      : detectHeader(head.rows, headerConfig, head.done);
    const { formRecord, ...chosen } = choice as HeaderChoice;
    // A form is one record, with no totals below it and no header to repeat.
    const footer = synthetic !== undefined || formRecord ? null : new FooterFilter(choice.columns.length);
    const repeatedHeader = synthetic !== undefined || choice.row_index < 0 ? null : new RepeatedHeader(head.rows[choice.row_index] ?? null);
    const header: HeaderReport = { ...chosen, footer_rows_skipped: 0, repeated_header_rows_skipped: 0 };
    report.header = header;

    const firstData: RowBatch = formRecord
      ? { rows: [formRecord.row], rowNumbers: [head.rowNumbers[formRecord.index] ?? formRecord.index + 1] }
      : { rows: head.rows.slice(choice.row_index + 1), rowNumbers: head.rowNumbers.slice(choice.row_index + 1) };
    const pushed: RowBatch = previewRows === undefined ? firstData : { rows: firstData.rows.slice(0, previewRows), rowNumbers: firstData.rowNumbers.slice(0, previewRows) };
    const sample = firstData.rows.filter((row) => !isBlankRow(row)).slice(0, MAPPING_SAMPLE_ROWS);
    // The schema policy judges the header against the columns the pipeline accepted last, before
    // any data row is processed (FREEZE and a missing mapped column fail here with SCHEMA_CHANGED).
    const schema = applySchemaPolicy(configuration.schema_policy ?? 'EVOLVE', options.acceptedColumns ?? null, choice.columns, configuration.mapping_config);
    const mapping: MappingReport = resolveMapping(choice.columns, sample, tdm, configuration.mapping_config, { memory: options.mappingMemory, exclude: schema.discard });
    report.mapping = mapping;

    plan = compileTransformPlan(tdm, mapping, choice.columns, limits);
    writer = await openWriter(options.output, tdm);
    if (options.rules?.length) rules = compileRules(options.rules, { tdm, headers: choice.columns, limits });
    if (options.grid && previewRows === undefined) {
      const layout = gridLayout(tdm, mapping, choice.columns, rules?.steps);
      grid = { writer: new GridStoreWriter(options.grid.path, tdm.columns.map((c) => c.key)), layout };
    }
    const gridWriter = grid?.writer;
    pipeline = new RowPipeline({
      tdm: tdm,
      build: targetBuilder(choice.columns, mapping, tdm),
      plan,
      validator,
      writer,
      errors,
      cleanings: options.cleanings,
      includeInvalidRows: configuration.error_config?.invalid_rows === 'INCLUDE',
      developerMode: configuration.developer_mode === true,
      footer,
      repeatedHeader,
      maxRows: limits.maxRows,
      signal,
      ...(outputRowNumbers ? { outputRowNumbers } : changeRows ? { outputRowNumbers: changeRows } : {}),
      ...(timings ? { timings } : {}),
      ...(rules ? { rules } : {}),
      ...(grid ? { grid: { recorder: new GridRecorder(tdm.columns.length, grid.layout.steps.map((s) => s.length)), sink: (block, errs) => gridWriter!.writeBlock(block, errs) } } : {}),
    });

    if (pushed.rows.length) await pipeline.push(pushed);
    progress.tick();
    // The other parts of a split file start once the first rows are through (their conventions
    // settled as far as they go) and the cuts are known, if this thread has not read past the
    // first cut by then; see run/parallel.ts.
    const startParts = async (readUpTo: number): Promise<void> => {
      if (!spawned || split === undefined) return;
      if (split && readUpTo < split.firstPartEnd) {
        await spawned.assign(split);
        parts = spawned;
        spawned = undefined;
        parts.start({
          limits, tdm: tdm!, mapping, columns: choice.columns,
          headerRow: choice.row_index >= 0 ? head.rows[choice.row_index] ?? null : null,
          conventions: validator!.conventions(),
          uniqueHashKeys: validator!.uniqueHashKeys(),
          ...(options.cleanings ? { cleanings: options.cleanings } : {}),
          output: { format: options.output.format, ...(options.output.escapeFormulas !== undefined ? { escapeFormulas: options.output.escapeFormulas } : {}) },
          grid: grid !== undefined,
          ...(options.rules?.length ? { rules: options.rules } : {}),
        });
      } else {
        await spawned.stop();
        spawned = undefined;
      }
    };
    if (spawned && (head.done || previewRows !== undefined)) {
      await spawned.stop();
      spawned = undefined;
    }
    let lastPushed = head.rowNumbers[head.rowNumbers.length - 1] ?? 0;
    /**
     * Starts (or drops) the other parts once the cuts are known. Before they are, this thread does
     * not read past the first cut's target (a small file, or a slow start of the part's process):
     * it waits for the cuts there.
     */
    const advanceParts = async (): Promise<void> => {
      if (!spawned) return;
      if (split === undefined && table!.bytesRead() >= cuts!.firstTarget) await cuts!.plan;
      await startParts(lastPushed);
    };
    await advanceParts();
    if (!head.done && previewRows === undefined) {
      let reachedCut = false;
      for (;;) {
        if (timings) readStart = process.hrtime.bigint();
        const next = await iterator.next();
        if (timings) timings.read += Number(process.hrtime.bigint() - readStart);
        if (next.done) break;
        const batch = next.value;
        const n = batch.rows.length;
        // The parts may start here, with this very batch crossing the first cut.
        await advanceParts();
        const lastOfFirstPart = parts ? parts.plan.firstPartEnd : Number.POSITIVE_INFINITY;
        if (n > 0 && batch.rowNumbers[n - 1]! > lastOfFirstPart) {
          // The cut: this thread's part ends here; the record after it must be the next part's first.
          let k = 0;
          while (k < n && batch.rowNumbers[k]! <= lastOfFirstPart) k++;
          rowsRead += k;
          if (k > 0) await pipeline.push({ rows: batch.rows.slice(0, k), rowNumbers: batch.rowNumbers.slice(0, k) });
          const first = await parts!.first(0);
          if (!first || k >= n || first.rowNumber !== batch.rowNumbers[k] || JSON.stringify(first.row) !== JSON.stringify(batch.rows[k])) {
            throw new RunAgainOnOneThread('the next part does not start where this thread read it');
          }
          reachedCut = true;
          await iterator.return?.(undefined);
          break;
        }
        rowsRead += n;
        await pipeline.push(batch);
        progress.tick();
        if (n > 0) lastPushed = batch.rowNumbers[n - 1]!;
      }
      // Read to the end before the cuts were known: this thread did it all.
      if (spawned) {
        await spawned.stop();
        spawned = undefined;
      }
      if (parts) await finishParts(parts, pipeline, validator, reachedCut);
    }
    if (!parts) await pipeline.finish();
    header.footer_rows_skipped = parts ? partsFooterSkipped : footer?.skipped ?? 0;
    header.repeated_header_rows_skipped = (repeatedHeader?.skipped ?? 0) + partsRepeatedSkipped;

    const counts = pipeline.counts;
    if (counts.rows === 0) {
      throw new EngineError('EMPTY_FILE', choice.row_index < 0 ? 'The file holds no data rows' : `The file has a header (row ${choice.row_number}) but no data rows`);
    }

    if (parts) report.threads = parts.plan.parts.length + 1;
    const closed = await writer.close();
    writerClosed = true;
    await errors.close();
    report.output = { format: options.output.format, bytes: closed.bytes, rows: counts.output_rows };
    if (grid) {
      report.grid = grid.writer.close({
        columns: tdm.columns.map((c) => c.key),
        steps: grid.layout.steps,
        sources: grid.layout.sources,
        sheet: table.sheet?.name ?? null,
        conventions: validator.conventions(),
      });
    }

    const cells = counts.rows * tdm.columns.length;
    const outcome = outcomeOf(counts.erroneous_cells, cells, configuration.error_config);
    report.status = outcome.successful ? 'SUCCESSFUL' : 'FAILED';
    if (outcome.successful && changeRows && options.changes) {
      // What changed since the previous delivery, by the TDM's key (changes/compare.ts).
      changeRows.close();
      report.changes = await compareOutput({
        outputPath: options.output.path!,
        rowNumbersPath: changeNumbersPath!,
        key: options.changes.key,
        previous: options.changes.previous,
        fingerprintsPath: options.changes.fingerprintsPath,
        rowsPath: options.changes.rowsPath,
        removedPath: options.changes.removedPath,
        ...(options.changes.memoryBytes !== undefined ? { memoryBytes: options.changes.memoryBytes } : {}),
        ...(signal ? { signal } : {}),
      });
    }
    if (!outcome.successful) {
      report.error = {
        type: 'ERROR_THRESHOLD_EXCEEDED',
        message: `${formatPercent(outcome.error_percentage)}% of cells are erroneous (${counts.erroneous_cells} of ${cells}); the error threshold is ${formatPercent(outcome.threshold)}%`,
        details: { erroneous_cells: counts.erroneous_cells, cells, error_percentage: outcome.error_percentage, error_threshold: outcome.threshold },
      };
    }
  } catch (error) {
    if ((error instanceof RunAgainOnOneThread || (parts && error instanceof RangeError)) && !signal?.aborted) {
      // The split run could not be shown to match one thread's: the same run, on one thread.
      await release();
      return runImport({ ...options, parallel: { ...options.parallel, threads: 1 } });
    }
    const engineError = asEngineError(error, signal);
    if (!engineError) {
      await release();
      throw error;
    }
    report.status = 'FAILED';
    report.error = { type: engineError.type, message: engineError.message, ...(engineError.details ? { details: engineError.details } : {}) };
  }
  await release();

  if (pipeline) {
    const c = pipeline.counts;
    const cells = c.rows * tdm.columns.length;
    report.stats = {
      rows: c.rows,
      output_rows: c.output_rows,
      cells,
      erroneous_cells: c.erroneous_cells,
      error_percentage: cells === 0 ? 0 : (c.erroneous_cells / cells) * 100,
      invalid_rows: c.invalid_rows,
      blank_rows_skipped: c.blank_rows_skipped,
    };
    report.errors_by_column = { ...c.errors_by_column };
  }
  report.sample_errors = errors.sample;
  if (options.rules?.length && pipeline) report.rules = rulesReport ?? [];
  progress.flush();
  report.duration_ms = Math.round(performance.now() - started);
  return report;

  /**
   * The end of this thread's part of a split file, then the other parts in order (run/parallel.ts).
   * Throws RunAgainOnOneThread when a part cannot be shown to give what one thread would.
   */
  async function finishParts(running: RunningParts, rows: RowPipeline, checker: Validator, reachedCut: boolean): Promise<void> {
    if (!reachedCut) throw new RunAgainOnOneThread('this thread read no record past its part');
    // This thread batched its part as one thread batches the whole file, so what its columns
    // consulted there is as it would be; the parts started from the conventions the first rows
    // settled, which must still be all there are.
    if (!sameConventions(checker.conventions(), running.conventions)) throw new RunAgainOnOneThread('a column settled a convention in the first part');
    // The rows the footer check held back are data after all, processed as a batch of their own:
    // one thread would have batched them with the next rows, which matters only if they consult.
    const consultations = checker.consultations();
    await rows.releaseHeld();
    if (checker.consultations() !== consultations || !sameConventions(checker.conventions(), running.conventions)) {
      throw new RunAgainOnOneThread('a column needed a convention at the end of the first part');
    }
    const halves = (column: number) => {
      const h = checker.uniqueHalves(column);
      if (!h) throw new Error(`column ${column} has no single-column unique rule`);
      return h;
    };
    for (let i = 0; i < running.plan.parts.length; i++) {
      const done = await running.replay(i, async (frame, text, released, gridBlocks) => {
        await rows.absorb(frame, text, halves, released, gridBlocks);
        progress.tick();
      });
      partsRepeatedSkipped += done.repeatedSkipped;
      if (done.rulesChanged) rules?.addCounts(done.rulesChanged);
      if (i === running.plan.parts.length - 1) partsFooterSkipped = done.footerSkipped;
    }
  }

  /** Closes what is open; errors while closing after a failure are secondary and dropped. */
  async function release(): Promise<void> {
    await parts?.stop();
    await spawned?.stop();
    try { plan?.dispose(); } catch { /* already failing or done */ }
    plan = undefined;
    if (rules) rulesReport = rules.report();
    try { rules?.dispose(); } catch { /* already failing or done */ }
    rules = undefined;
    try { validator?.close(); } catch { /* already failing or done */ }
    validator = undefined;
    if (writer && !writerClosed) {
      writerClosed = true;
      await writer.close().catch(() => undefined);
    }
    await errors.close().catch(() => undefined);
    try { changeRows?.close(); } catch { /* already failing or done */ }
    if (changeNumbersPath) rmSync(changeNumbersPath, { force: true });
    // A store not closed by the end of a run is not complete: it goes.
    grid?.writer.abort();
    // A run that stopped before the end of the table (a preview, a failure, the cut of a split
    // file) leaves the reader suspended with its file open; returning it runs its `finally`.
    // Returning a finished one does nothing.
    await iterator?.return?.(undefined).catch(() => undefined);
    iterator = undefined;
    await table?.close().catch(() => undefined);
  }
}
