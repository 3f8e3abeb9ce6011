/**
 * The import engine's public contract: configuration it takes, values it moves and the report it
 * returns. Names follow SPEC.md (§Pipeline, §Target data model) and DESIGN.md §4.
 *
 * The engine is a pure library: no database, no HTTP. The server's worker and the `ferry run` CLI
 * call {@link runImport} (see ./run.ts) with these types. This file imports nothing of the
 * engine's: every other module may import it (./contracts.ts, the stages' contracts, builds on it).
 */
import type { Readable, Writable } from 'node:stream';

// ---------------------------------------------------------------------------------------------
// Cells and rows
// ---------------------------------------------------------------------------------------------

/**
 * A cell as a reader yields it. Text formats (CSV, TSV, XML) yield strings; typed formats yield
 * numbers, booleans and dates where the file says so (XLSX numeric cells, JSON numbers, spreadsheet
 * date cells as `Date` in UTC). `null` is an empty cell.
 */
export type CellValue = string | number | boolean | Date | null;

/** A row is an array of cells, indexed by column position (never an object: no prototype keys). */
export type Row = CellValue[];

/** A batch of rows with the 1-based line/row number (as a person sees it in the file) of each. */
export interface RowBatch {
  rows: Row[];
  /** `rowNumbers[i]` is the 1-based row number of `rows[i]` in the source (sheet row, CSV record). */
  rowNumbers: number[];
}

// ---------------------------------------------------------------------------------------------
// Formats
// ---------------------------------------------------------------------------------------------

/** Input formats the readers understand. SPEC.md: XLS, XLSX, CSV, TSV, XML, JSON (NDJSON is JSON). */
export type InputFormat = 'CSV' | 'TSV' | 'XLSX' | 'XLS' | 'SPREADSHEETML' | 'XML' | 'JSON' | 'NDJSON';

/** Output formats the writers produce. */
export type OutputFormat = 'CSV' | 'TSV' | 'JSON' | 'XML' | 'XLSX';

// ---------------------------------------------------------------------------------------------
// Pipeline configuration (SPEC.md §Pipeline `configuration`), the parts the engine uses
// ---------------------------------------------------------------------------------------------

/** SPEC.md §Pipeline `header_config`. `row_index` is 0-based over the rows of the sheet/file. */
export interface HeaderConfig {
  type: 'SMART' | 'STATIC';
  row_index?: number;
}

/** SPEC.md §Pipeline `sheet_config`; ignored for single-sheet formats (CSV, TSV, JSON). */
export interface SheetConfig {
  selection_type: 'INDEX' | 'NAME';
  /** 0-based; required for INDEX. */
  sheet_index?: number;
  /** Case-sensitive; required for NAME. */
  sheet_name?: string;
}

/** SPEC.md §Pipeline `transformations[]`; semantics in DESIGN.md §4. */
export interface Transformation {
  name?: string;
  type: 'HYPER_FORMULA' | 'OPTION_MAPPING';
  /** HYPER_FORMULA: `=…` with `{Header}` / `{value}` references. OPTION_MAPPING: a JSON object text. */
  function: string;
  prompt?: string;
}

/** SPEC.md §Pipeline `mapping_config.mappings[]`: input columns → one target column. */
export interface Mapping {
  source_columns: string[];
  target_column: string;
  transformations?: Transformation[];
}

/** SPEC.md §Pipeline `mapping_config`. */
export interface MappingConfig {
  /** DEFAULT: saved mappings plus automatic matching of unmapped columns; EXACT: saved only. */
  mode: 'DEFAULT' | 'EXACT';
  mappings: Mapping[];
}

/** SPEC.md §Pipeline `error_config`, plus the `invalid_rows` extension of DESIGN.md §4. */
export interface ErrorConfig {
  /** Percent of erroneous cells, 0–100. Success iff strictly below, or no erroneous cell. */
  error_threshold: number;
  /** EXCLUDE (default): rows holding an erroneous cell are left out of the output. */
  invalid_rows?: 'EXCLUDE' | 'INCLUDE';
}

/** The parts of a pipeline `configuration` the engine reads. Missing parts take defaults. */
export interface PipelineConfiguration {
  header_config?: HeaderConfig | null;
  sheet_config?: SheetConfig | null;
  mapping_config?: MappingConfig | null;
  error_config?: ErrorConfig | null;
  /** true: at most 100 output rows (SPEC.md §Limits). */
  developer_mode?: boolean;
  /**
   * What a run does when the file's columns differ from `RunOptions.acceptedColumns`
   * (mapping/schema-policy.ts): EVOLVE (default), FREEZE or DISCARD_NEW.
   */
  schema_policy?: 'EVOLVE' | 'FREEZE' | 'DISCARD_NEW';
}

// ---------------------------------------------------------------------------------------------
// Target data model (SPEC.md §Target data model, DESIGN.md §4)
// ---------------------------------------------------------------------------------------------

/** Column types (DESIGN.md §4). */
export const COLUMN_TYPES = [
  'string', 'int', 'float', 'boolean', 'date', 'datetime', 'time', 'email', 'url', 'phone',
  'category', 'country_code_alpha_2', 'country_code_alpha_3', 'currency_code', 'percentage',
  'iban', 'bic', 'gtin',
] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

/** Validation rules (DESIGN.md §4). */
export const VALIDATION_RULES = [
  'required', 'unique', 'regex', 'required_with', 'required_without', 'required_with_all',
  'required_without_all', 'required_with_values', 'required_without_values',
] as const;
export type ValidationRule = (typeof VALIDATION_RULES)[number];

/**
 * One validation of a TDM column.
 * - `required`: the cell is not empty.
 * - `unique`: no two rows share the value (with `columns`: the tuple of this and those columns).
 * - `regex`: the value matches `regex` (RE2 syntax, whole-value match not implied: use ^…$).
 * - `required_with` / `required_with_all`: required when any / all of `columns` are non-empty.
 * - `required_without` / `required_without_all`: required when any / all of `columns` are empty.
 * - `required_with_values`: required when some column in `columnValues` holds one of its values.
 * - `required_without_values`: required when no column in `columnValues` holds one of its values.
 */
export interface Validation {
  validate: ValidationRule;
  columns?: string[];
  regex?: string;
  /** Column key → values, for the *_values rules. */
  columnValues?: Record<string, string[]>;
  errorMessage?: string;
}

/** An option of a `category` column. */
export interface CategoryOption {
  label: string;
  value: string;
  type?: string;
  alternativeMatches?: string[];
}

/** How values are matched to options: EXACT (label/value/alternativeMatches), FUZZY, SMART (AI, later). */
export interface OptionMappingConfiguration {
  layers: Array<'EXACT' | 'FUZZY' | 'SMART'>;
  /** Fuzzy similarity threshold, 0–1 (default 0.8). */
  threshold?: number;
}

export interface OptionConfiguration {
  options: CategoryOption[];
  mappingConfiguration?: OptionMappingConfiguration;
}

/** A TDM column (SPEC.md §Target data model, DESIGN.md §4). */
export interface TdmColumn {
  key: string;
  label: string;
  columnType: ColumnType;
  validations?: Validation[];
  optionConfiguration?: OptionConfiguration;
  /** dayjs format tokens for date/datetime/time output (e.g. `DD.MM.YYYY`); ISO 8601 by default. */
  outputFormat?: string;
  /** Other header spellings that mean this column (`E-Mail`, `Mail`); the column matcher uses them. */
  alternativeMatches?: string[];
  /** What the column holds, for people (shown in the components). */
  description?: string;
  /** An example value, for people. */
  example?: string;
  /**
   * `string` columns: false keeps text exactly as read, surrounding spaces included. Default true:
   * leading and trailing white space is removed from every text cell (docs/engine.md).
   */
  trimWhitespace?: boolean;
}

/** A target data model as `POST /tdm` takes it (the engine ignores `permissions`). */
export interface TargetDataModel {
  name?: string;
  columns: TdmColumn[];
  /**
   * The columns whose values together identify a row from one file to the next (a customer number,
   * an order number and its line). Optional; `checkTdm` refuses a key that is not a column or is
   * named twice. When absent, {@link tdmKey} falls back on the first `unique` rule.
   */
  key?: string[];
}

// ---------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------

/** Why a run failed as a whole. The server's execution `error.type` uses these (EMPTY_FILE → SOURCE_EMPTY). */
export type EngineErrorType =
  | 'INVALID_FILE'
  | 'EMPTY_FILE'
  | 'FILE_TOO_LARGE'
  | 'SHEET_NOT_FOUND'
  | 'HEADER_NOT_FOUND'
  | 'MAPPING_INCOMPLETE'
  | 'TRANSFORMATION_INVALID'
  | 'ERROR_THRESHOLD_EXCEEDED'
  /** The target data model fails the TDM check (tdm/check-tdm.ts); `details.problems` lists why. */
  | 'TDM_INVALID'
  /** The pipeline configuration fails run/check-configuration.ts; `details.problems` lists why. */
  | 'CONFIGURATION_INVALID'
  | 'LIMIT_EXCEEDED'
  /** The file's columns changed and `schema_policy` refuses it (mapping/schema-policy.ts); `details` has the drift. */
  | 'SCHEMA_CHANGED'
  | 'ABORTED';

/**
 * A failure caused by the input or the configuration (never by a bug). Readers and the run
 * throw it; {@link runImport} turns it into a FAILED report. `details` is JSON-safe.
 */
export class EngineError extends Error {
  readonly type: EngineErrorType;
  readonly details?: Record<string, unknown>;
  constructor(type: EngineErrorType, message: string, details?: Record<string, unknown>, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EngineError';
    this.type = type;
    this.details = details;
  }
}

/** A recorded problem with one cell (never an exception). `row` is the source row number (1-based). */
export interface CellError {
  row: number;
  /** TDM column key. */
  column: string;
  /** The value as it stood when it failed (text form), or null if empty. */
  value: string | null;
  message: string;
  /** The rule or check that failed: a validation rule, `type:<columnType>`, `transformation`, `option`. */
  rule: string;
}

// ---------------------------------------------------------------------------------------------
// Limits, progress, run options and report
// ---------------------------------------------------------------------------------------------

/** Bounds that keep a hostile file from exhausting memory or time (SECURITY.md). */
export interface EngineLimits {
  /** Bytes of input accepted (default 1 GiB). */
  maxInputBytes: number;
  /** Data rows accepted (default 10,000,000). */
  maxRows: number;
  /** Columns per row (default 1,000). */
  maxColumns: number;
  /** Characters per cell (default 32,767 — the spreadsheet limit). */
  maxCellLength: number;
  /** Characters per formula (default 8,192). */
  maxFormulaLength: number;
  /** Zip archives (XLSX): total uncompressed bytes (default 2 GiB), ratio (default 200), entries (default 10,000). */
  maxUncompressedBytes: number;
  maxCompressionRatio: number;
  maxZipEntries: number;
  /**
   * Bytes one `unique` rule's in-memory table may take before its keys spill to disk as sorted
   * runs (default 32 MiB; the rule's answers do not change, only where the keys are kept).
   */
  uniqueMemoryBytes: number;
}

/** Progress of a run, reported at most every few hundred milliseconds. */
export interface Progress {
  bytesRead: number;
  /** Size of the input when known. */
  totalBytes?: number;
  rowsRead: number;
  /** 0–1 when the total is known. */
  fraction?: number;
}

/** Cell edits for a fix: source row number → TDM column key → new value (null clears). DESIGN.md §4. */
export type Cleanings = Record<string, Record<string, string | null>>;

/**
 * A pipeline rule (rules/index.ts; docs/engine.md "Pipeline rules"): a correction kept for every
 * later file of a pipeline, applied after the mapping's transformations and before validation.
 */
export interface PipelineRule {
  id: string;
  /** The TDM column key it applies to. */
  column: string;
  type: 'VALUE_REPLACEMENT' | 'OPTION_MAPPING' | 'HYPER_FORMULA';
  /** VALUE_REPLACEMENT: the whole value replaced (`""`: an empty cell). */
  from?: string;
  /** VALUE_REPLACEMENT: what it becomes (null: empty). */
  to?: string | null;
  /** VALUE_REPLACEMENT: compare case-sensitively (default true). */
  match_case?: boolean;
  /** OPTION_MAPPING: input value → option value. */
  mapping?: Record<string, string>;
  /** HYPER_FORMULA: `=…` with `{value}` and `{Header}` references, as transformations take it. */
  formula?: string;
}

/** What a pipeline rule did in a run (RunReport.rules). */
export interface RuleReport {
  id: string;
  column: string;
  type: PipelineRule['type'];
  /** Cells whose value the rule changed. */
  cells_changed: number;
  /** Why the rule did not run on this file (its column is gone, its formula names a missing input column). */
  skipped?: string;
}

/** Where the input comes from: a local file, or a byte stream (spooled to a temp file when a format needs random access). */
export type InputSource =
  | { path: string; fileName: string; size?: number }
  | { stream: Readable; fileName: string; size?: number };

/** Where the output goes. Exactly one of `path` or `stream`. */
export interface OutputTarget {
  format: OutputFormat;
  path?: string;
  stream?: Writable;
  /** CSV/TSV: escape text a spreadsheet would read as a formula (writers/formula-escape.ts). Default true. XLSX text is never altered. */
  escapeFormulas?: boolean;
}

/** Nanoseconds spent per stage of a run (RunOptions.stageTimings), summed over its batches. */
export interface StageTimings {
  read: number;
  build: number;
  transform: number;
  validate: number;
  write: number;
}

export interface RunOptions {
  input: InputSource;
  tdm: TargetDataModel;
  configuration?: PipelineConfiguration;
  output: OutputTarget;
  /** Every cell error as NDJSON lines (`CellError`), in row order. Optional. */
  cellErrors?: { path?: string; stream?: Writable };
  /** Cell edits applied to target values before validation (fix). */
  cleanings?: Cleanings;
  /** Pipeline rules, in the order they run: after the transformations, before cleanings and validation. */
  rules?: readonly PipelineRule[];
  limits?: Partial<EngineLimits>;
  signal?: AbortSignal;
  onProgress?: (progress: Progress) => void;
  /**
   * Preview (the CreatePipeline flow): process only the data rows among the first rows read for the
   * header decision, at most this many (1–100), and report their source row numbers and the first
   * rows of the sheet (`RunReport.preview`). The rest of the file is not read.
   */
  previewRows?: number;
  /**
   * The tenant's remembered mappings (docs/mapping.md "Memory"): in DEFAULT mode they outrank every
   * other signal but an exact name when unmapped input columns are matched.
   */
  mappingMemory?: readonly MappingMemoryEntry[];
  /**
   * Several threads on one large CSV/TSV file (run/parallel.ts; docs/engine.md "Both cores on one
   * file"): `threads` (default: the available cores, at most 4; 1 reads on one thread) and
   * `minBytes` (default 16 MiB: smaller files are read on one thread). The result is the same either way.
   * `silenceMs` (default 10,000): a part's process that reports nothing for this long (one batch
   * of its rows did not finish: a formula that does not end, say) is stopped and the run starts
   * again on one thread, where a stall watchdog sees it as it sees any stuck run.
   */
  parallel?: { threads?: number; minBytes?: number; silenceMs?: number };
  /**
   * The grid store (grid/; docs/engine.md "The grid store"): every data row the run reads, with
   * its output values, its cell errors and each cell's lineage, written to `path` as the run goes
   * and completed at its end (`RunReport.grid`). A run that fails before its end removes it.
   * Ignored by previews.
   */
  grid?: { path: string };
  /**
   * The input columns the pipeline accepted last (its previous file's header, as the schema policy
   * left it), which `configuration.schema_policy` compares this file's header with before the
   * mapping is resolved. Null or absent: nothing to compare with (only mapped columns missing from
   * the file count as a change).
   */
  acceptedColumns?: readonly string[] | null;
  /**
   * Compare a SUCCESSFUL run's output with the previous delivery's, by `key` (tdm/key.ts; docs/engine.md
   * "Changes since the last delivery"; changes/compare.ts): `previous` is the previous delivery's
   * fingerprints file (null: none, every row is created); this output's fingerprints, rows file
   * (row number and change code of each output row) and removed keys are written to the paths
   * given; `RunReport.changes` has the counts. Needs `output` JSON to a path; ignored by previews.
   * `memoryBytes`: entries kept in memory before they spill to sorted runs on disk (default 64 MiB).
   */
  changes?: {
    key: string[];
    previous: string | null;
    fingerprintsPath: string;
    rowsPath: string;
    removedPath: string;
    memoryBytes?: number;
  };
  /**
   * For benchmarks: when given, the run adds the wall-clock nanoseconds each stage took (reading
   * batches, building target rows from input rows, transformations, validation, writing) to it.
   */
  stageTimings?: StageTimings;
}

/** How the header row was chosen. `row_index` is 0-based over the sheet's rows (as STATIC takes it). */
export interface HeaderReport {
  method: 'SMART' | 'STATIC';
  /** 0-based over all rows of the sheet; -1 when no row is the header (every row is data, columns A, B, C…). */
  row_index: number;
  /** 1-based row number as a person sees it; 0 when there is no header row. */
  row_number: number;
  columns: string[];
  reason: string;
  /** Rows after the data judged to be footers/totals and left out. */
  footer_rows_skipped: number;
  /** Data rows that repeat the header row exactly (a header printed on every page) and were left out. */
  repeated_header_rows_skipped: number;
  /**
   * Present when the sheet read as a form (each row a label with a value beside it): the number of
   * its non-blank rows. Its labels are then the `columns` and its values one record (`row_index` -1).
   */
  form_rows?: number;
}

/** One mapping actually used by a run. */
export interface MappingUsed extends Mapping {
  origin: 'SAVED' | 'SUGGESTED';
  /**
   * SUGGESTED mappings: `exact` (the header is the column's key, label or an alternative match),
   * `memory` (the tenant confirmed this mapping before), `similar` (scored) or `joined` (first,
   * middle and last name joined into a full name).
   */
  match?: 'exact' | 'memory' | 'similar' | 'joined';
  /** 0–1, for SUGGESTED mappings. */
  confidence?: number;
  reason?: string;
}

export interface MappingReport {
  mode: 'DEFAULT' | 'EXACT';
  mappings: MappingUsed[];
  unmapped_source_columns: string[];
  unmapped_target_columns: string[];
  /**
   * DEFAULT mode: input columns whose name fits a target column but whose sampled values contradict
   * its type, so they were not mapped automatically — with the reason (docs/mapping.md "Scoring").
   */
  contradicted_source_columns?: Array<{ source_column: string; target_column: string; reason: string }>;
  /**
   * Source columns named by saved mappings but absent from the file's header. Such a mapping is
   * not used (its target counts as unmapped; DEFAULT mode may suggest another input column for it).
   */
  missing_source_columns?: string[];
  /**
   * `schema_policy` DISCARD_NEW: input columns new since the columns the pipeline accepted, left
   * unmapped on purpose (never matched automatically).
   */
  discarded_source_columns?: string[];
}

export interface RunStats {
  /** Data rows read (after header, without skipped footers and blank rows). */
  rows: number;
  /** Rows written to the output. */
  output_rows: number;
  /** rows × TDM columns. */
  cells: number;
  erroneous_cells: number;
  /** erroneous_cells ÷ cells × 100 (0 when cells is 0). */
  error_percentage: number;
  /** Rows holding at least one erroneous cell. */
  invalid_rows: number;
  blank_rows_skipped: number;
}

export interface InputReport {
  file_name: string;
  size: number;
  format: InputFormat;
  encoding?: string;
  delimiter?: string;
  sheets?: string[];
  sheet?: { index: number; name: string };
}

/** The run report (RunOptions → RunReport). Serialisable as JSON. */
export interface RunReport {
  status: 'SUCCESSFUL' | 'FAILED';
  error?: { type: EngineErrorType; message: string; details?: Record<string, unknown> };
  input?: InputReport;
  header?: HeaderReport;
  mapping?: MappingReport;
  stats: RunStats;
  /** Erroneous cells per TDM column key. */
  errors_by_column: Record<string, number>;
  /** The first cell errors (at most 100); all of them go to `cellErrors`. */
  sample_errors: CellError[];
  output?: { format: OutputFormat; bytes: number; rows: number };
  /** Only for runs with `previewRows`. */
  preview?: PreviewReport;
  /** Threads that read the file (RunOptions.parallel); absent when it was one. */
  threads?: number;
  /** The pipeline rules given (RunOptions.rules): what each changed, or why it was skipped. */
  rules?: RuleReport[];
  /** The grid store written (RunOptions.grid): its rows and its size in bytes. */
  grid?: { rows: number; bytes: number };
  /** What changed since the previous delivery (RunOptions.changes; SUCCESSFUL runs only). */
  changes?: ChangeReport;
  duration_ms: number;
}

/** What a preview run (`RunOptions.previewRows`) reports beside the usual report. */
export interface PreviewReport {
  /** The first rows of the sheet as read (at most 30), before the header decision: `row_number` is 1-based. */
  head: Array<{ row_number: number; cells: CellValue[] }>;
  /** Source row number of each output row, in output order. */
  output_row_numbers: number[];
}

// ---------------------------------------------------------------------------------------------
// Mapping memory and changes (shared by the stages and the report)
// ---------------------------------------------------------------------------------------------

/**
 * A mapping a person confirmed earlier, remembered for a tenant (docs/mapping.md "Memory";
 * RunOptions.mappingMemory): the header as `exactName` (mapping/matcher.ts) normalises it, the TDM
 * key it went to, and how often.
 */
export interface MappingMemoryEntry {
  /** `exactName(header)`. */
  header: string;
  /** TDM column key. */
  target_column: string;
  /** Times confirmed (pipeline saves) plus successful executions that used it. */
  count: number;
  /** Whose memory: the sub-organization asking, or the organization. */
  scope: 'SUB_ORGANIZATION' | 'ORGANIZATION';
  /**
   * A person corrected this header away from this key (and has not confirmed it since): the pair is
   * never suggested, whatever its name or values say, and a negative outweighs any positive entry
   * for the same pair.
   */
  negative?: boolean;
}

/** A key column's value as the comparison of deliveries reads it from the JSON output (changes/compare.ts). */
export type KeyValue = string | number | boolean | null;

/** The outcome of comparing an output with the previous delivery's (`RunReport.changes`; changes/compare.ts). */
export interface ChangeReport {
  key: string[];
  /** False when there was nothing to compare with (no previous delivery, or one with another key): every row is `created`. */
  compared: boolean;
  created: number;
  updated: number;
  unchanged: number;
  removed: number;
  /** The first `REMOVED_KEYS_SAMPLE` (100) removed keys, `{column: value}`. */
  removed_keys: Array<Record<string, KeyValue>>;
  /** Output rows whose key an earlier output row has too. */
  duplicate_keys: number;
}
