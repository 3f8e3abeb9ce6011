/**
 * What an execution left behind, for reading through the API (DESIGN.md §4 extensions):
 * the output (`GET /execution/{id}/output`, in the output connector's format or `?format=`), the
 * cell errors page by page with counts per column (`GET /execution/{id}/errors`), and the run
 * report (`GET /execution/{id}/report`: header row chosen, mapping used with confidences, …).
 */
import { createInterface } from 'node:readline';
import { PassThrough, type Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { CellError, OutputFormat, RunReport, TargetDataModel } from '@ferry/engine';
import type { Database } from '../../db/client.ts';
import { connectors } from '../../db/schema.ts';
import { errors } from '../../errors.ts';
import { connectorOutputFormat, convertRows, FORMAT_INFO } from '../../runtime/output-format.ts';
import type { ArtifactStore } from '../../storage/index.ts';
import type { Principal } from '../principal.ts';
import { assertFilesKept, findVisibleExecution, type ExecutionSnapshot } from './records.ts';
import { canonicalJson, changedRows, loadChangeCodes, removedKeys, transforms, withChangeColumn, type ChangeDelivery } from '../../runtime/change-delivery.ts';

/** An output ready to stream: body, MIME type and a download file name. */
export interface OutputDownload {
  body: Readable;
  contentType: string;
  fileName: string;
  format: OutputFormat;
}

/**
 * Opens the output of a SUCCESSFUL execution: with `change.changed` only its created and updated
 * rows, with `change.changeColumn` a last `_change` column (runtime/change-delivery.ts).
 * Throws 404 (not visible), 409 (no output), 410 FILES_REMOVED.
 */
export async function openOutput(
  db: Database, storage: ArtifactStore, principal: Principal, id: string, requested: OutputFormat | null, escapeFormulas = true,
  change: ChangeDelivery = { changed: false, changeColumn: false },
): Promise<OutputDownload> {
  const { row } = await findVisibleExecution(db, principal, id);
  assertFilesKept(row);
  if (row.status !== 'SUCCESSFUL' || !row.artifacts?.output) {
    throw errors.conflict('NO_OUTPUT', `execution ${id} has no output: only a SUCCESSFUL execution can be downloaded (this one is ${row.status})`);
  }
  // Undoing a download-only (MANUAL) output withdraws it.
  if (row.undoneAt && (row.undo as { node_type?: string } | null)?.node_type === 'MANUAL') {
    throw errors.conflict('NO_OUTPUT', `execution ${id} was undone at ${row.undoneAt.toISOString()}${row.undoneBy ? ` by ${row.undoneBy.name}` : ''}: its output is no longer downloadable`);
  }
  const snapshot = row.snapshot as unknown as ExecutionSnapshot;
  let format = requested;
  if (!format) {
    const outId = snapshot.configuration.output_connectors[0];
    const [c] = outId ? await db.select({ nodeType: connectors.nodeType, configuration: connectors.configuration }).from(connectors).where(eq(connectors.id, outId)).limit(1) : [];
    format = c ? connectorOutputFormat(c.nodeType, c.configuration) : 'JSON';
  }
  const stored = await storage.get(row.artifacts.output);
  const source = transforms(change) ? canonicalJson(changedRows(stored, await loadChangeCodes(storage, row.artifacts), change)) : stored;
  const base = (snapshot.pipeline_name || 'output').replace(/[^\w.-]+/g, '_').slice(0, 80) || 'output';
  const info = FORMAT_INFO[format];
  if (format === 'JSON') return { body: source, contentType: info.contentType, fileName: `${base}-${row.id}.json`, format };
  const body = new PassThrough();
  const tdm = snapshot.tdm as unknown as TargetDataModel;
  // A download is opened by a person: formula-like CSV/TSV text is escaped unless asked otherwise.
  convertRows(source, change.changeColumn ? withChangeColumn(tdm) : tdm, format, body, { escapeFormulas }).catch((err) => body.destroy(err));
  return { body, contentType: info.contentType, fileName: `${base}-${row.id}.${info.extension}`, format };
}

/** The stored run report of an execution (null while none exists). */
export async function readReport(storage: ArtifactStore, key: string | undefined): Promise<RunReport | null> {
  if (!key || !(await storage.exists(key))) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.get(key)) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as RunReport;
}

export async function getReport(db: Database, storage: ArtifactStore, principal: Principal, id: string): Promise<RunReport> {
  const { row } = await findVisibleExecution(db, principal, id);
  assertFilesKept(row);
  const report = await readReport(storage, row.artifacts?.report);
  if (!report) throw errors.conflict('NO_REPORT', `execution ${id} has no run report yet (it is ${row.status})`);
  return report;
}

export interface ErrorsPage {
  items: CellError[];
  /** Matching errors in all (`X-Total-Count`). */
  total: number;
  counts_by_column: Record<string, number>;
  erroneous_cells: number;
}

/**
 * Pages through the cell errors of an execution (`{row, column, value, message, rule}`), in row
 * order, optionally for one column. Reads the stored NDJSON sequentially (the file is written in
 * row order; a page far into millions of errors costs a scan).
 */
export async function pageErrors(
  db: Database,
  storage: ArtifactStore,
  principal: Principal,
  id: string,
  params: { offset: number; limit: number; column?: string; row?: number },
): Promise<ErrorsPage> {
  const { row } = await findVisibleExecution(db, principal, id);
  assertFilesKept(row);
  const report = await readReport(storage, row.artifacts?.report);
  const counts = report?.errors_by_column ?? {};
  const result: ErrorsPage = { items: [], total: 0, counts_by_column: counts, erroneous_cells: report?.stats.erroneous_cells ?? 0 };
  const key = row.artifacts?.errors;
  if (!key || !(await storage.exists(key))) return result;
  const lines = createInterface({ input: await storage.get(key), crlfDelay: Infinity });
  let seen = 0;
  for await (const line of lines) {
    if (!line) continue;
    const e = JSON.parse(line) as CellError;
    if (params.column !== undefined && e.column !== params.column) continue;
    if (params.row !== undefined && e.row !== params.row) continue;
    if (seen >= params.offset && result.items.length < params.limit) result.items.push(e);
    seen++;
  }
  result.total = seen;
  return result;
}

/**
 * The keys an execution's output no longer has since the previous delivery (all of them, one
 * object each, as NDJSON lines). Throws 404 (not visible), 409 when the execution compared nothing
 * (not SUCCESSFUL, or its TDM has no key).
 */
export async function openRemovedKeys(db: Database, storage: ArtifactStore, principal: Principal, id: string): Promise<AsyncGenerator<string>> {
  const { row } = await findVisibleExecution(db, principal, id);
  if (row.status !== 'SUCCESSFUL' || !row.artifacts?.removed) {
    throw errors.conflict('NO_CHANGES', `execution ${id} was not compared with a previous delivery: only a SUCCESSFUL execution of a pipeline whose target data model has a key is (this one is ${row.status})`);
  }
  return removedKeys(storage, row.artifacts);
}
