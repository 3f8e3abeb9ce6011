/**
 * Contracts between the engine's stages. Each stage lives in its own folder and implements one of
 * these interfaces; `run.ts` composes them:
 *
 *   readers/   openTable(input, options)            → OpenedTable (batches of raw rows)
 *   header/    detectHeader(firstRows, config)      → HeaderChoice; FooterFilter for trailing totals
 *   mapping/   resolveMapping(headers, sample, tdm, mapping_config) → MappingReport
 *   transform/ compileTransformations(...)          → TransformPlan (per-row formula/option work)
 *   validate/  compileValidator(tdm, options)       → Validator (typing, normalising, rules)
 *   writers/   openWriter(target, tdm)              → RowWriter
 *
 * Every stage works on batches of rows (arrays, not objects) to keep per-row overhead low.
 *
 * This file imports only ./types.ts: the stages build on it, never the other way round.
 */
import type {
  CellError, CellValue, EngineLimits, HeaderConfig, HeaderReport, InputFormat, InputSource,
  MappingConfig, MappingMemoryEntry, MappingReport, OutputTarget, RowBatch, Row, SheetConfig, TargetDataModel,
} from './types.ts';

// --- readers ---------------------------------------------------------------------------------

/** A detected text encoding (readers/encoding.ts): `name` is reported to the user (InputReport.encoding). */
export interface TextEncoding {
  /** Canonical label: UTF-8, UTF-16LE, UTF-16BE, windows-1252, ISO-8859-1, ISO-8859-15, Shift_JIS, … */
  name: string;
  /** Bytes of byte-order mark at the start of the file (skipped by the decoder). */
  bomLength: number;
}

/** A delimited file's field delimiter (readers/delimiter.ts detects it). */
export type Delimiter = ',' | ';' | '\t' | '|';

/** Line ending used by the file; `mixed` when more than one kind occurs outside quotes. */
export type Newline = '\n' | '\r\n' | '\r' | 'mixed';

/** What it takes to read a part of a delimited file again, in another thread (OpenedTable.delimitedSource). */
export interface DelimitedSource {
  path: string;
  size: number;
  encoding: TextEncoding;
  delimiter: Delimiter;
  newline: Newline;
  skipFirstRecord: boolean;
  batchSize: number;
}

export interface OpenTableOptions {
  sheet_config?: SheetConfig | null;
  limits: EngineLimits;
  signal?: AbortSignal;
  /** Rows per batch (default 1,000). */
  batchSize?: number;
}

/** A readable table: one sheet of a workbook, or the single table of a CSV/TSV/JSON/XML file. */
export interface OpenedTable {
  format: InputFormat;
  /** Size of the input in bytes. */
  size: number;
  encoding?: string;
  delimiter?: string;
  /** All sheet names of a workbook (multi-sheet formats only). */
  sheets?: string[];
  /** The chosen sheet. */
  sheet?: { index: number; name: string };
  /**
   * JSON and XML records have no header row of their own: the reader synthesises one (the union of
   * keys, dotted for nested objects) as row index 0, and sets this to 0 so header detection is skipped.
   */
  syntheticHeaderRow?: number;
  /** Delimited files read from a path: what it takes to read a part of the file in another thread. */
  delimitedSource?: DelimitedSource;
  /** Every row of the table in order, including preamble and header rows. Iterate once. */
  batches(): AsyncIterable<RowBatch>;
  /** Bytes consumed so far (for progress). */
  bytesRead(): number;
  /** Releases files and workers; safe to call twice. */
  close(): Promise<void>;
}

/** Opens an input. Throws EngineError (INVALID_FILE, EMPTY_FILE, FILE_TOO_LARGE, SHEET_NOT_FOUND, LIMIT_EXCEEDED). */
export type OpenTable = (input: InputSource, options: OpenTableOptions) => Promise<OpenedTable>;

// --- header ------------------------------------------------------------------------------------

/** The header decision taken on the first rows of a table (at most 100 rows are looked at). */
export type HeaderChoice = Omit<HeaderReport, 'footer_rows_skipped' | 'repeated_header_rows_skipped'> & {
  /**
   * Set when the sheet reads as a form (then `form_rows` is set too): its one record, a value
   * under each of `columns`, and the 0-based index among `firstRows` of the row it is numbered by
   * (the form's first non-blank row). Not part of the report.
   */
  formRecord?: { row: Row; index: number };
};

/**
 * Detects the header row. `whole` says that `firstRows` are all the rows of the sheet (a form is
 * read as one record only then). Throws EngineError HEADER_NOT_FOUND when no row qualifies, and
 * for a form when the sheet goes on beyond `firstRows`.
 */
export type DetectHeader = (firstRows: Row[], config: HeaderConfig | null | undefined, whole?: boolean) => HeaderChoice;

// --- mapping -----------------------------------------------------------------------------------

/**
 * Resolves which input columns feed which TDM columns: saved mappings first, then (DEFAULT mode)
 * automatic suggestions for unmapped columns from header similarity and value profiling.
 * Throws EngineError MAPPING_INCOMPLETE when a column a validation rule needs stays unmapped.
 */
export type ResolveMapping = (
  headers: string[],
  sampleRows: Row[],
  tdm: TargetDataModel,
  config: MappingConfig | null | undefined,
  options?: { memory?: readonly MappingMemoryEntry[]; exclude?: readonly string[] },
) => MappingReport;

// --- transform ---------------------------------------------------------------------------------

/**
 * Per-row transformation work. `targetValues[r][c]` holds, for TDM column c, the mapped source value
 * (several source columns joined by one space) and is replaced in place by the transformed value.
 * A formula error or an unmatched option in one cell is reported through `onError` and the cell is
 * marked failed in `failed[r][c] = true` so validation does not report it twice.
 */
export interface TransformPlan {
  applyBatch(
    sourceRows: Row[],
    rowNumbers: number[],
    targetValues: CellValue[][],
    failed: boolean[][],
    onError: (error: CellError) => void,
    /** Called after each step (transformation) of TDM column `column` has run on the batch (the grid store's lineage). */
    onStep?: (column: number) => void,
  ): void;
  /** Releases HyperFormula instances. */
  dispose(): void;
}

// --- validate ----------------------------------------------------------------------------------

/** A normalised output value: text, number, boolean or null (dates are formatted text). */
export type OutputValue = string | number | boolean | null;

/**
 * A single-column `unique` rule split where its work can be shared (validate/rules.ts): another
 * thread types the value and, unless it is a whole number (kept in dense pages here), hashes it
 * with the rule's key (`hashKey`; validate/rules.ts `hashUniqueValue`); this thread adds it to the
 * rule's set in file order. `add…` answer the row the value was first seen in, or 0 when this is
 * the first time.
 */
export interface UniqueHalves {
  hashKey: number[];
  /** Whether a typed value goes to {@link addWhole} (a safe integer) rather than being hashed. */
  isWhole(value: OutputValue): value is number;
  addWhole(value: number, row: number): number;
  addHash(hi: number, lo: number, row: number): number;
  /** The error of a repeat: `text` is the value as text. */
  message(text: string, first: number): string;
}

/**
 * Options of {@link CompileValidator}. Every field is optional; the defaults are given.
 */
export interface ValidatorOptions {
  /**
   * Region (ISO 3166-1 alpha-2) that phone numbers without a country code are read in. Default:
   * none, so a phone number must be international (`+49 …` or `0049 …`).
   */
  defaultPhoneRegion?: string;
  /**
   * How an ambiguous `nn/nn/yyyy` date is read while its column has not yet shown a value that
   * settles the order (`13/01/2024`). Default `DMY`.
   */
  dateOrder?: 'DMY' | 'MDY';
  /**
   * How an ambiguous `1,234` / `1.234` is read in float and percentage columns while the column
   * has not yet shown a value that settles the decimal separator. Default `.`.
   */
  decimalSeparator?: '.' | ',';
  /** Engine limits: `uniqueMemoryBytes` bounds each `unique` rule's in-memory table. */
  limits?: Partial<EngineLimits>;
  /** Directory where `unique` rules spill their keys beyond the memory budget (default: the system's temporary directory). */
  spillDir?: string;
  /**
   * The share of the input read so far, 0–1 (0 when unknown): sizes the filters `unique` rules
   * keep over their spilled keys for the input at hand rather than for the row limit. Default: unknown.
   */
  inputRead?: () => number;
  /**
   * Per TDM column, a convention to start from (what {@link Validator.conventions} of another
   * validator of the same TDM gave; null: infer it as usual). For the parts of a split file.
   */
  conventions?: ReadonlyArray<string | null>;
  /**
   * Defer `unique` rules (the parts of a split file, run/parallel.ts): instead of checking, each
   * single-column `unique` rule hands its typed value to this function and passes; the thread that
   * owns the sets checks them in file order with {@link Validator.checkUnique}.
   */
  deferUnique?: (column: number, value: OutputValue, errorValue: string | null, rowNumber: number) => void;
  /** Per TDM column, the key its `unique` rule hashes with (what {@link Validator.uniqueHashKeys} of another validator gave); random when left out. */
  uniqueHashKeys?: ReadonlyArray<readonly number[] | null>;
}

/**
 * Compiles a TDM into a {@link Validator}. The TDM is checked (and lenient spellings normalised)
 * with `checkTdm` first; an invalid TDM throws EngineError `TDM_INVALID` with
 * `details.problems: Array<{ path, message }>`. See validate/index.ts.
 */
export type CompileValidator = (tdm: TargetDataModel, options?: ValidatorOptions) => Validator;

export interface Validator {
  /**
   * Types, normalises and checks one batch. Returns output values per row and TDM column; reports
   * cell errors through `onError` (skipping cells already `failed`), and sets `failed[r][c]`.
   * With `into` (arrays the caller keeps from batch to batch, so a run does not allocate one per
   * row) the output is written into its first `targetValues.length` arrays, every slot of each,
   * and those are returned; the caller must be done with them before the next call.
   */
  validateBatch(
    targetValues: CellValue[][],
    rowNumbers: number[],
    failed: boolean[][],
    onError: (error: CellError) => void,
    into?: OutputValue[][],
  ): OutputValue[][];
  /** Releases what the validator holds outside memory (spilled `unique` runs); idempotent. */
  close(): void;
  /** Per TDM column, the convention its values settled so far (see CellParser.convention), or null. */
  conventions(): Array<string | null>;
  /** How many times a column's values needed its convention before one was settled (CellParser.consultations). */
  consultations(): number;
  /** Per TDM column, the key of its single-column `unique` rule's hash (null: no such rule). */
  uniqueHashKeys(): Array<number[] | null>;
  /**
   * Column `column`'s single-column `unique` rule, split for values typed in another thread
   * (a deferred check, see ValidatorOptions.deferUnique); null when the column has none.
   */
  uniqueHalves(column: number): UniqueHalves | null;
}

// --- writers -----------------------------------------------------------------------------------

export interface RowWriter {
  /** Writes rows of output values in TDM column order. Respects backpressure. */
  writeBatch(rows: OutputValue[][]): Promise<void>;
  /**
   * Writes the UTF-8 bytes of rows already turned into text by this format's {@link RowText} (in
   * another thread: the parts of a split file), as writeBatch would have written them. Formats
   * without a RowText lack it. The writer may hold on to `bytes` after the promise resolves, until
   * they reach the destination; `released`, when given, is called once it no longer does (also
   * when the write fails), so that the caller may reuse the memory.
   */
  writeRowBytes?(bytes: Uint8Array, released?: () => void): Promise<void>;
  /** Finishes the document; resolves with the bytes written. */
  close(): Promise<{ bytes: number }>;
}

/** One output row as the text its format writes for it (CSV/TSV: a record with its line end; JSON: `,\n{…}`). */
export type RowText = (row: OutputValue[]) => string;

/** Opens a writer for the TDM's columns (keys as JSON/XML names, keys as CSV/TSV/XLSX header). */
export type OpenWriter = (target: OutputTarget, tdm: TargetDataModel) => Promise<RowWriter>;
