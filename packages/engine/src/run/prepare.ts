/**
 * The preparation of a run (`runImport`, ../run.ts), up to its first data row: the TDM and the
 * configuration are checked and the validator compiled before the file is opened; then the file
 * is opened (and a large one's split begun, ./parallel.ts), its first rows are read, the header
 * row is chosen, the schema policy judged, the mapping resolved, the transformations and rules
 * compiled, the writer and the grid store opened, and the row pipeline (./row-pipeline.ts) built.
 * Each failure is an EngineError of its own type, raised before any data row is processed.
 */
import type { HeaderChoice, OpenedTable, Validator } from '../contracts.ts';
import { isBlankRow } from '../header/cell-kind.ts';
import { detectHeader, HEADER_WINDOW } from '../header/detect-header.ts';
import { FooterFilter } from '../header/footer-filter.ts';
import { headerNames } from '../header/header-names.ts';
import { RepeatedHeader } from '../header/repeated-header.ts';
import { MAPPING_SAMPLE_ROWS, resolveMapping } from '../mapping/resolve-mapping.ts';
import { applySchemaPolicy } from '../mapping/schema-policy.ts';
import { openTable } from '../readers/index.ts';
import { checkTdm } from '../tdm/index.ts';
import { compileRules } from '../rules/index.ts';
import { RowNumberFile } from '../changes/row-numbers.ts';
import { gridLayout } from '../grid/layout.ts';
import { GridRecorder } from '../grid/recorder.ts';
import { GridStoreWriter } from '../grid/store-writer.ts';
import {
  EngineError, type EngineLimits, type HeaderReport, type InputReport, type MappingReport, type PipelineConfiguration,
  type Row, type RowBatch, type RunOptions, type RunReport, type TargetDataModel,
} from '../types.ts';
import { openWriter } from '../writers/open-writer.ts';
import { checkConfiguration } from './check-configuration.ts';
import { SplitRun } from './parallel.ts';
import { RowPipeline } from './row-pipeline.ts';
import type { RunResources } from './run-resources.ts';
import { compileTdmValidator, compileTransformPlan } from './stages.ts';
import { targetBuilder } from './target-values.ts';

/** Rows of the sheet a preview shows as read, before the header decision. */
const PREVIEW_HEAD_ROWS = 30;

/** The rows read before the header decision: what detection and mapping look at. */
export interface Head {
  rows: Row[];
  rowNumbers: number[];
  /** The table has no more rows. */
  done: boolean;
}

/** What the preparation decided and built: the rest of the run reads its rows through `pipeline`. */
export interface PreparedRun {
  options: RunOptions;
  configuration: PipelineConfiguration;
  limits: EngineLimits;
  /** The TDM as checkTdm normalised it. */
  tdm: TargetDataModel;
  table: OpenedTable;
  iterator: AsyncIterator<RowBatch>;
  head: Head;
  /** RunOptions.previewRows, clamped to 1–100; undefined when the run is not a preview. */
  previewRows: number | undefined;
  choice: HeaderChoice;
  /** The report's header (its skipped-row counts are filled in at the end). */
  header: HeaderReport;
  footer: FooterFilter | null;
  repeatedHeader: RepeatedHeader | null;
  mapping: MappingReport;
  validator: Validator;
  pipeline: RowPipeline;
  /** The data rows among the first rows read (a preview's first `previewRows` of them): the pipeline's first batch. */
  firstRows: RowBatch;
}

/**
 * Prepares a run: see the module comment. `configuration` is `options.configuration` when it is an
 * object (read only once checkConfiguration has passed; `{}` stands in until then), `limits` the
 * resolved `options.limits`. Fills `report.input`, `.preview`, `.header` and `.mapping` as it
 * goes; what it opens is registered in `held` at once.
 */
export async function prepareRun(options: RunOptions, configuration: PipelineConfiguration, limits: EngineLimits, report: RunReport, held: RunResources): Promise<PreparedRun> {
  const signal = options.signal;
  if (signal?.aborted) throw new EngineError('ABORTED', 'The run was cancelled before it started');
  // The TDM is checked before the file is touched: a bad TDM fails fast, whatever the file. Its
  // normalised form (column types, keys, labels) is what every stage below works with.
  const checked = checkTdm(options.tdm);
  if (!checked.ok) {
    throw new EngineError('TDM_INVALID', `The target data model is not valid: ${checked.problems[0].message}`, { problems: checked.problems });
  }
  const tdm = checked.tdm;
  const configurationProblems = checkConfiguration(options.configuration);
  if (configurationProblems.length > 0) {
    throw new EngineError('CONFIGURATION_INVALID', `The pipeline configuration is not valid: ${configurationProblems[0]!.message}`, { problems: configurationProblems });
  }
  // The share of the file this thread has read (its own part, in a split run: the keys it has
  // seen then are those of that share).
  const validator = held.validator = compileTdmValidator(tdm, limits, () => (held.table && held.table.size > 0 ? Math.min(1, held.table.bytesRead() / held.table.size) : 0));
  const table = held.table = await openTable(options.input, { sheet_config: configuration.sheet_config, limits, signal });
  report.input = inputReport(table, options.input.fileName);
  // A split file's other parts run in processes that load while this thread looks for the cuts
  // and reads the first rows (./parallel.ts); unused ones are stopped.
  held.split = SplitRun.begin(table, options, configuration, tdm);

  const iterator = held.iterator = table.batches()[Symbol.asyncIterator]();
  const headerConfig = configuration.header_config;
  const synthetic = table.syntheticHeaderRow;
  const staticIndex = headerConfig?.type === 'STATIC' && typeof headerConfig.row_index === 'number' ? headerConfig.row_index : -1;
  const wanted = synthetic !== undefined ? synthetic + 1 + MAPPING_SAMPLE_ROWS : Math.max(HEADER_WINDOW, staticIndex + 1 + MAPPING_SAMPLE_ROWS);
  const timings = options.stageTimings;
  const readStart = timings ? process.hrtime.bigint() : 0n;
  const head = await readHead(iterator, wanted);
  if (timings) timings.read += Number(process.hrtime.bigint() - readStart);
  held.rowsRead = head.rows.length;
  const previewRows = options.previewRows === undefined ? undefined : Math.max(1, Math.min(100, Math.floor(options.previewRows)));
  const outputRowNumbers: number[] | undefined = previewRows === undefined ? undefined : [];
  // Comparing with the previous delivery needs each output row's source row number (changes/).
  if (options.changes && previewRows === undefined) held.changeRows = new RowNumberFile(held.changeNumbersPath!);
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
  const firstRows: RowBatch = previewRows === undefined ? firstData : { rows: firstData.rows.slice(0, previewRows), rowNumbers: firstData.rowNumbers.slice(0, previewRows) };
  const sample = firstData.rows.filter((row) => !isBlankRow(row)).slice(0, MAPPING_SAMPLE_ROWS);
  // The schema policy judges the header against the columns the pipeline accepted last, before
  // any data row is processed (FREEZE and a missing mapped column fail here with SCHEMA_CHANGED).
  const schema = applySchemaPolicy(configuration.schema_policy ?? 'EVOLVE', options.acceptedColumns ?? null, choice.columns, configuration.mapping_config);
  const mapping: MappingReport = resolveMapping(choice.columns, sample, tdm, configuration.mapping_config, { memory: options.mappingMemory, exclude: schema.discard });
  report.mapping = mapping;

  const plan = held.plan = compileTransformPlan(tdm, mapping, choice.columns, limits);
  const writer = held.writer = await openWriter(options.output, tdm);
  const rules = options.rules?.length ? (held.rules = compileRules(options.rules, { tdm, headers: choice.columns, limits })) : undefined;
  if (options.grid && previewRows === undefined) {
    const layout = gridLayout(tdm, mapping, choice.columns, rules?.steps);
    held.grid = { writer: new GridStoreWriter(options.grid.path, tdm.columns.map((c) => c.key)), layout };
  }
  const grid = held.grid;
  const changeRows = held.changeRows;
  const pipeline = new RowPipeline({
    tdm: tdm,
    build: targetBuilder(choice.columns, mapping, tdm),
    plan,
    validator,
    writer,
    errors: held.errors,
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
    ...(grid ? { grid: { recorder: new GridRecorder(tdm.columns.length, grid.layout.steps.map((s) => s.length)), sink: (block, errs) => grid.writer.writeBlock(block, errs) } } : {}),
  });
  return { options, configuration, limits, tdm, table, iterator, head, previewRows, choice, header, footer, repeatedHeader, mapping, validator, pipeline, firstRows };
}

/** Reads batches until `wanted` rows are in (or the table ends). */
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
