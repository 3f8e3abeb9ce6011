/**
 * The connector contract (DESIGN.md §2: one folder per node type behind one contract; STYLE.md,
 * after unjs/unstorage): a driver is a factory returning a plain object, and optional methods are
 * capabilities the runtime checks before it calls them.
 *
 * | capability | who has it | the runtime … |
 * |---|---|---|
 * | `fetch(ctx)` | input drivers that pull (HTTP PROACTIVE; FTP, OBJSTORE, … next) | asks for the run's file and streams `body` to storage |
 * | `fetchMany(ctx)` | input drivers that may pick up several files (OBJSTORE, FTP, BLOB, CLOUDSTORE) | one execution per file (DESIGN.md §4) |
 * | `inbound` | input connectors whose data is pushed: `UPLOAD` (MANUAL), `PUSH` (HTTP REACTIVE) | waits for `POST /connector/{id}/upload` or `/data` |
 * | `deliver(file, ctx)` | output drivers | sends the output file once per execution |
 * | `undo(receipt, ctx)` | output drivers that can take a delivery back (DATABASE, file outputs) | `POST /execution/{id}/undo` with the receipt the delivery returned |
 *
 * Connectors receive the decrypted configuration and keep it to themselves: no configuration value
 * is ever part of a message, a log line or a returned value (redact.ts).
 */
import type { Readable } from 'node:stream';
import type { NetworkGuard } from './network/guard.ts';

/** SPEC.md §Connector `node_type` (one list: @ferry/schemas). */
export { NODE_TYPES, type NodeType } from '@ferry/schemas/connectors';
import type { NodeType } from '@ferry/schemas/connectors';

/** SPEC.md §Connector `type`. */
export type ConnectorType = 'INPUT' | 'OUTPUT';

/** Output file formats (the engine's OutputFormat; media-types.ts has their media types). */
export type { OutputFormat } from './media-types.ts';
import type { OutputFormat } from './media-types.ts';

/** The logger a connector writes to (pino's Logger fits). Never pass a secret in `obj`. */
export interface ConnectorLogger {
  debug(obj: Record<string, unknown>, msg?: string): void;
  info(obj: Record<string, unknown>, msg?: string): void;
  warn(obj: Record<string, unknown>, msg?: string): void;
}

/** What a connector gets from the runtime for one call. */
export interface ConnectorContext {
  /** The execution this call belongs to. */
  executionId: string;
  /**
   * Stays the same across retries of the same delivery (the runtime passes the execution id), so
   * a peer can recognise a repeat (HTTP `Idempotency-Key`; SECURITY.md delivery semantics).
   */
  idempotencyKey: string;
  /** The network guard every outbound connection goes through (network/guard.ts). */
  guard: NetworkGuard;
  log: ConnectorLogger;
  /** Largest input file accepted, in bytes; a bigger one fails with `FILE_TOO_LARGE`. */
  maxBytes: number;
  /** Aborts the call (execution cancelled, worker shutting down). */
  signal?: AbortSignal;
  /**
   * How long a peer may stay silent (connecting, signing in, before an answer) before the call
   * fails as a time-out (retryable), in ms. File and e-mail drivers honour it; default 15,000.
   */
  timeoutMs?: number;
  /**
   * The instant output names are derived from (`{timestamp}`, `{date}` placeholders): the
   * execution's creation, the same for every attempt, so that a retried delivery writes the same
   * name. Default: now.
   */
  executionCreatedAt?: Date;
  /**
   * Called by drivers that authenticate the server by its key (SFTP) when the configuration pins
   * no key yet: the runtime stores the fingerprint (`SHA256:<base64>`) on the connector, and a
   * later run refuses any other key (SECURITY.md: pin at the first successful connection).
   */
  pinHostKey?(fingerprint: string): Promise<void>;
  /**
   * DATABASE outputs: the target data model's columns and key (the table's columns and the
   * UPSERT key), for deliveries and for connection tests that check the table.
   */
  table?: OutgoingTable;
}

/** A TDM column as a DATABASE output needs it: its key (the SQL column name) and type. */
export interface OutgoingColumn {
  key: string;
  /** The TDM `columnType` (`string`, `int`, `float`, `date` …). */
  columnType: string;
  /** date, datetime, time: the output format; when set the values are formatted text. */
  outputFormat?: string;
}

/** The shape of the rows an output receives (the TDM's columns in order, and its key). */
export interface OutgoingTable {
  columns: OutgoingColumn[];
  /** The TDM's key (`tdmKey`): the columns that identify a row; `[]` when the TDM has none. */
  key: string[];
}

/**
 * A file waiting at a file source (OBJSTORE, FTP, SFTP, BLOB, CLOUDSTORE), as its listing shows it.
 * `path`, `size` and `version` identify it in the connector's file ledger: the same path with the
 * same size and version is not processed twice.
 */
export interface SourceFile {
  /** Path or key at the source, e.g. `incoming/orders.csv` (what read, rename and delete take). */
  path: string;
  /** The base name, e.g. `orders.csv`. */
  name: string;
  /** Size in bytes. */
  size: number;
  /** What changes when the content does: the ETag or generation of an object, else the modification time (ISO 8601). */
  version: string;
}

/** What happened to an input file after a SUCCESSFUL execution (`advanced_config.after_process_option`). */
export interface AfterProcessResult {
  option: 'DELETE' | 'RENAME' | 'UNCHANGED';
  /** RENAME: the new path. */
  renamedTo?: string;
}

/** Outcomes of a connection test, one code each (the message says it in words). */
export const CONNECTION_TEST_RESULTS = [
  'OK',
  'NOTHING_TO_CONNECT',
  'DNS_FAILURE',
  'CONNECTION_REFUSED',
  'TIMEOUT',
  'TLS_FAILURE',
  'AUTHENTICATION_FAILED',
  'HOST_KEY_CHANGED',
  'DIRECTORY_MISSING',
  'DATABASE_MISSING',
  'TABLE_MISSING',
  'COLUMNS_MISSING',
  'PERMISSION_DENIED',
  'NETWORK_REFUSED',
  'CONFIGURATION_INVALID',
  'FAILED',
] as const;
export type ConnectionTestResult = (typeof CONNECTION_TEST_RESULTS)[number];

/** The answer of a connection test: never a secret in it. */
export interface ConnectionTest {
  ok: boolean;
  result: ConnectionTestResult;
  /** One or two sentences naming the host and the cause. */
  message: string;
  /** Inputs: files in the directory that would be picked up (supported type, tags), counted up to 10,000. */
  matchingFiles?: number;
  /** SFTP: the server's host key fingerprint (`SHA256:<base64>`). */
  hostKey?: string;
}

/**
 * An input file as a driver hands it over. The caller streams `body` to storage; the stream fails
 * with a ConnectorError (`FILE_TOO_LARGE`, `SOURCE_UNRESPONSIVE` …) if the transfer does.
 */
export interface IncomingFile {
  /** A plain file name (no directory part), e.g. `orders.csv`; never empty. */
  fileName: string;
  /** The media type the source declared, as sent (e.g. `text/csv; charset=utf-8`). */
  contentType?: string;
  /** Size in bytes when the source declared it (the stream is the truth). */
  size?: number;
  body: Readable;
}

/** An output file to deliver (written by the engine's writers to a local temporary file). */
export interface OutgoingFile {
  /** Local path of the file. */
  path: string;
  /** The name to deliver it under, with extension, e.g. `orders.csv`. */
  fileName: string;
  /** Media type of the format, e.g. `text/csv; charset=utf-8`. */
  contentType: string;
  format: OutputFormat;
  /** Size in bytes. */
  size: number;
  /** Opens the file's bytes; defaults to reading `path`. Called again for every attempt. */
  open?: () => Readable;
  /** The output rows as objects keyed by target column, for drivers that send rows, not files. */
  rows?: () => AsyncIterable<object>;
}

/** Where a delivery went, for the execution record and the delivery ledger. */
/**
 * One batch of a delivery in batches (HTTP `delivery_mode: BATCHES`): a JSON array of row objects.
 * `ctx.idempotencyKey` is the batch's own key (`<execution id>:<number>`).
 */
export interface OutgoingBatch {
  /** 1-based position of the batch. */
  number: number;
  /** Number of batches of the delivery. */
  total: number;
  /** Rows in this batch. */
  rows: number;
  /** The JSON array, UTF-8. */
  body: Buffer;
}

export interface DeliveryResult {
  /** Human-readable destination without secrets, e.g. `POST https://api.example.com/import`. */
  deliveredTo: string;
  /** The peer's status code when the protocol has one. */
  status?: number;
  /**
   * What `undo` needs to take this delivery back (JSON, no secret): a file's path, size, version
   * and SHA-256; a table's location and the rows written. Kept in the delivery ledger.
   */
  receipt?: DeliveryReceipt;
}

/** A delivery's receipt (DeliveryResult.receipt): driver-defined JSON, never a secret. */
export type DeliveryReceipt = Record<string, unknown>;

/** What `undo` did. A refusal is an {@link UndoRefusal} thrown, not a result. */
export interface UndoResult {
  /** One or two sentences: what was taken back, e.g. `deleted 1,204 rows and restored 87`. */
  message: string;
  /** Counts where they apply (rows deleted, rows restored, files deleted). */
  details?: Record<string, number | string | boolean>;
}

/** Why a delivery cannot be taken back (a file changed since, later executions changed the rows …). */
export class UndoRefusal extends Error {
  override name = 'UndoRefusal';
  /** `LATER_CHANGES`, `CHANGED_SINCE`, `MOVED` (the connector points elsewhere now) … */
  readonly reason: string;
  /** Execution ids that changed the same rows later (undo those first). */
  readonly laterExecutions: string[];
  constructor(reason: string, message: string, laterExecutions: string[] = []) {
    super(message);
    this.reason = reason;
    this.laterExecutions = laterExecutions;
  }
}

/** How data reaches an input connector that does not fetch. */
export type InboundMode = 'UPLOAD' | 'PUSH' | 'EMAIL';

/** An input connector. Check the capabilities ({@link canFetch}, `inbound`) before calling. */
export interface InputConnector {
  readonly nodeType: NodeType;
  readonly type: 'INPUT';
  /** Set when data is pushed to Ferry instead of pulled: `UPLOAD` (MANUAL), `PUSH` (HTTP REACTIVE), `EMAIL` (EMAIL: mailed to Ferry's SMTP listener). */
  readonly inbound?: InboundMode;
  /**
   * Pulls this run's input file.
   * @throws ConnectorError (`SOURCE_UNRESPONSIVE`, `SOURCE_EMPTY`, `AUTHENTICATION_FAILED`,
   *   `FILE_TOO_LARGE`, `NETWORK_REFUSED`, `CONFIGURATION_INVALID`).
   */
  fetch?(ctx: ConnectorContext): Promise<IncomingFile>;
  /** Pulls every file waiting at the source (one execution each). Same errors as `fetch`. */
  fetchMany?(ctx: ConnectorContext): AsyncIterable<IncomingFile>;
  /**
   * File sources: the files of `directory_path` that would be processed (supported extension,
   * `inclusion_tag`/`exclusion_tag` applied), page by page, never the whole listing in memory.
   * Not recursive. Same errors as `fetch` (a missing directory is `SOURCE_UNRESPONSIVE`, not retryable).
   */
  listFiles?(ctx: ConnectorContext): AsyncIterable<SourceFile>;
  /** File sources: streams one listed file. `SOURCE_EMPTY` for an empty file; errors as `fetch`. */
  readFile?(file: SourceFile, ctx: ConnectorContext): Promise<IncomingFile>;
  /** File sources: applies `after_process_option` to a processed file (DELETE, RENAME, UNCHANGED). */
  afterProcess?(file: SourceFile, ctx: ConnectorContext): Promise<AfterProcessResult>;
  /** Checks reachability, credentials and the directory without reading or changing a file. Never throws for the peer's faults. */
  test?(ctx: ConnectorContext): Promise<ConnectionTest>;
}

/** An output connector. */
export interface OutputConnector {
  readonly nodeType: NodeType;
  readonly type: 'OUTPUT';
  /**
   * Sends the output file. Safe to repeat with the same `ctx.idempotencyKey` (at-least-once jobs).
   * @throws ConnectorError (`DESTINATION_UNRESPONSIVE`, `AUTHENTICATION_FAILED`, `NETWORK_REFUSED`,
   *   `CONFIGURATION_INVALID`).
   */
  deliver?(file: OutgoingFile, ctx: ConnectorContext): Promise<DeliveryResult>;
  /**
   * Rows per batch when the connector delivers in batches (then `deliverBatch` is called once per
   * batch, in order, instead of `deliver`); undefined: the whole file.
   */
  readonly batchSize?: number;
  /** Sends one batch. Safe to repeat with the same `ctx.idempotencyKey`. Errors as `deliver`. */
  deliverBatch?(batch: OutgoingBatch, ctx: ConnectorContext): Promise<DeliveryResult>;
  /**
   * Takes back the delivery of `ctx.executionId` described by `receipt` (what `deliver` returned).
   * @throws UndoRefusal when it cannot (changed since, later changes, pointing elsewhere now);
   *   ConnectorError when the destination fails.
   */
  undo?(receipt: DeliveryReceipt, ctx: ConnectorContext): Promise<UndoResult>;
  /** Checks reachability, credentials and the directory without writing. Never throws for the peer's faults. */
  test?(ctx: ConnectorContext): Promise<ConnectionTest>;
}

export type Connector = InputConnector | OutputConnector;

/** Whether an input connector pulls a file itself. */
export function canFetch(c: InputConnector): c is InputConnector & Required<Pick<InputConnector, 'fetch'>> {
  return typeof c.fetch === 'function';
}

/** The default of {@link ConnectorContext.timeoutMs}. */
export const DEFAULT_PEER_TIMEOUT_MS = 15_000;

/** Whether an input connector reads a directory of files (OBJSTORE, FTP, SFTP, BLOB, CLOUDSTORE). */
export function isFileSource(c: InputConnector): c is InputConnector & Required<Pick<InputConnector, 'listFiles' | 'readFile' | 'afterProcess'>> {
  return typeof c.listFiles === 'function' && typeof c.readFile === 'function' && typeof c.afterProcess === 'function';
}

/** Whether an output connector can deliver. */
export function canDeliver(c: OutputConnector): c is OutputConnector & Required<Pick<OutputConnector, 'deliver'>> {
  return typeof c.deliver === 'function';
}

/**
 * Every file an input connector pulls: `fetchMany` when the driver has it, else the one file of
 * `fetch`. Yields nothing for connectors that do not pull (MANUAL, HTTP REACTIVE).
 */
export async function* incomingFiles(c: InputConnector, ctx: ConnectorContext): AsyncIterable<IncomingFile> {
  if (c.fetchMany) yield* c.fetchMany(ctx);
  else if (c.fetch) yield await c.fetch(ctx);
}
