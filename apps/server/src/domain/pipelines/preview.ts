/**
 * Sample files and previews for the CreatePipeline flow (packages/schemas/src/preview.ts).
 *
 * A sample is an uploaded file kept in a sample folder (storage/layout.ts) for
 * SAMPLE_TTL_MS; a preview runs the engine (in this process: at most 100 data rows) on its first
 * rows with the configuration being built, twice — once without transformations, once with — so
 * the flow shows the header row chosen and why, the mapping with confidence, and the rows before
 * and after the transformations with their cell errors. Nothing is stored by a preview.
 */
import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { runImport, type CellError, type CellValue, type MappingMemoryEntry, type PipelineConfiguration, type RunReport, type TargetDataModel } from '@ferry/engine';
import type { PipelinePreview, PipelinePreviewRequest, PipelineSample } from '@ferry/schemas/preview';
import type { Database } from '../../db/client.ts';
import { errors } from '../../errors.ts';
import type { ArtifactStore } from '../../storage/types.ts';
import { ownerFolderOf, sampleKeys, samplesPrefix } from '../../storage/layout.ts';
import { storeIncomingFile, type IncomingFile } from '../executions/incoming-file.ts';
import { createConnector, isConnectorError, type ConnectorLogger, type NetworkGuard } from '@ferry/connectors';
import { FerryError } from '../../errors.ts';
import type { Keys } from '../../security/master-key.ts';
import { getConnector, loadConnectorForRun } from '../connectors/service.ts';
import type { Principal } from '../principal.ts';
import { findVisibleTdm } from '../tdms/service.ts';
import { recallForRun } from '../mapping/memory.ts';

/** How long a sample is kept (24 hours). */
export const SAMPLE_TTL_MS = 24 * 60 * 60 * 1000;
/** Data rows a preview runs by default. */
export const PREVIEW_DEFAULT_ROWS = 20;

const SAMPLE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Stores a sample file (size and type checked as for uploads).
 * @throws FerryError 413, 415, 400 EMPTY_FILE (storeIncomingFile)
 */
export async function storeSample(storage: ArtifactStore, organizationId: string, incoming: IncomingFile, limitBytes: number, now: Date): Promise<PipelineSample> {
  const sampleId = randomUUID();
  const stored = await storeIncomingFile(storage, organizationId, incoming, limitBytes, sampleKeys(organizationId, sampleId).file);
  return { sample_id: sampleId, file_name: stored.file_name, size: stored.size, format: stored.format, expires_at: new Date(now.getTime() + SAMPLE_TTL_MS).toISOString() };
}

/** What reading a sample from an input connector needs from the server. */
export interface SampleSource {
  keys: Keys;
  guard: NetworkGuard;
  log: ConnectorLogger;
}

/**
 * Reads one file from an input connector the principal may see (an HTTP PROACTIVE connector
 * fetches its URL) and keeps it as a sample. Nothing is recorded in the connector's file ledger:
 * the file is processed again by the pipeline's runs.
 * @throws FerryError 404 (connector), 409 CONNECTOR_CANNOT_FETCH, 502 SOURCE_FAILED, 413, 415
 */
export async function sampleFromConnector(db: Database, storage: ArtifactStore, source: SampleSource, principal: Principal, connectorId: string, limitBytes: number, now: Date): Promise<PipelineSample> {
  const visible = await getConnector(db, principal, connectorId);
  if (visible.type !== 'INPUT') throw errors.conflict('CONNECTOR_CANNOT_FETCH', `connector "${visible.name}" is an output connector; choose the pipeline's input connector`);
  const connector = await loadConnectorForRun(db, source.keys, principal.organizationId, connectorId);
  const driver = createConnector({ nodeType: connector.nodeType, type: 'INPUT', configuration: connector.configuration });
  if (!driver.fetch) {
    throw errors.conflict('CONNECTOR_CANNOT_FETCH', `connector "${connector.name}" does not fetch files (${connector.nodeType === 'MANUAL' ? 'files are uploaded to it' : connector.nodeType === 'HTTP' ? 'files are pushed to it' : connector.nodeType === 'EMAIL' ? 'files are mailed to it' : `reading from ${connector.nodeType} connectors is not available`}); upload a sample file instead`);
  }
  const sampleId = randomUUID();
  let fetched;
  try {
    fetched = await driver.fetch({ executionId: `sample-${sampleId}`, idempotencyKey: `sample-${sampleId}`, guard: source.guard, log: source.log, maxBytes: limitBytes });
  } catch (err) {
    if (isConnectorError(err)) {
      if (err.type === 'FILE_TOO_LARGE') throw errors.payloadTooLarge(`the file at the source is larger than the upload limit of ${limitBytes} bytes`);
      throw new FerryError(502, 'SOURCE_FAILED', `connector "${connector.name}" could not read a file: ${err.message}`);
    }
    throw err;
  }
  const stored = await storeIncomingFile(storage, principal.organizationId, { fileName: fetched.fileName, body: fetched.body, contentType: fetched.contentType }, limitBytes, sampleKeys(principal.organizationId, sampleId).file);
  return { sample_id: sampleId, file_name: stored.file_name, size: stored.size, format: stored.format, expires_at: new Date(now.getTime() + SAMPLE_TTL_MS).toISOString() };
}

/** The storage key of a sample of the organization (an expired sample is removed and answers 404). */
export async function sampleKey(storage: ArtifactStore, organizationId: string, sampleId: string, now: Date): Promise<string> {
  if (!SAMPLE_ID.test(sampleId)) throw errors.notFound('sample', sampleId);
  for await (const key of storage.list(sampleKeys(organizationId, sampleId).prefix)) {
    const stat = await storage.stat(key);
    if (stat && now.getTime() - stat.modifiedAt.getTime() > SAMPLE_TTL_MS) {
      await storage.deletePrefix(sampleKeys(organizationId, sampleId).prefix).catch(() => 0);
      break;
    }
    return key;
  }
  throw errors.notFound('sample', sampleId);
}

/**
 * Removes the samples of one organization stored more than SAMPLE_TTL_MS before `now`, each with
 * its folder; answers how many samples were removed. The storage sweep (runtime) calls it for
 * every organization.
 */
export async function removeExpiredSamples(storage: ArtifactStore, organizationId: string, now: Date): Promise<number> {
  const expired = new Set<string>();
  for await (const key of storage.list(samplesPrefix(organizationId))) {
    const stat = await storage.stat(key);
    if (stat && now.getTime() - stat.modifiedAt.getTime() > SAMPLE_TTL_MS) expired.add(ownerFolderOf(key) ?? key);
  }
  for (const folder of expired) await storage.deletePrefix(folder);
  return expired.size;
}

type Json = string | number | boolean | null;

function jsonCell(value: CellValue): Json {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  return value ?? null;
}

interface CollectedRun {
  report: RunReport;
  rows: Json[][];
  cellErrors: CellError[];
}

async function collect(stream: PassThrough): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function previewRun(path: string, fileName: string, tdm: TargetDataModel, configuration: PipelineConfiguration, rows: number, mappingMemory?: MappingMemoryEntry[]): Promise<CollectedRun> {
  const output = new PassThrough();
  const errorsOut = new PassThrough();
  const outputText = collect(output);
  const errorsText = collect(errorsOut);
  let report: RunReport;
  try {
    report = await runImport({ input: { path, fileName }, tdm, configuration, output: { format: 'JSON', stream: output }, cellErrors: { stream: errorsOut }, previewRows: rows, mappingMemory });
  } finally {
    // A run that failed before opening its writer (a formula that does not compile) never ends them.
    for (const stream of [output, errorsOut]) if (!stream.writableEnded) stream.end();
  }
  const [text, errorLines] = await Promise.all([outputText, errorsText]);
  const keys = tdm.columns.map((c) => c.key);
  let objects: Array<Record<string, Json>> = [];
  try {
    objects = text.trim() ? JSON.parse(text) as Array<Record<string, Json>> : [];
  } catch {
    objects = []; // a run that failed mid-way leaves an unterminated array: no rows to show
  }
  const cellErrors = errorLines.split('\n').filter(Boolean).map((line) => JSON.parse(line) as CellError);
  return { report, rows: objects.map((o) => keys.map((k) => o[k] ?? null)), cellErrors };
}

/**
 * Runs the preview of `request` on its sample for `principal` (the TDM must be visible to it).
 * @throws FerryError 404 (sample or TDM)
 */
export async function previewPipeline(db: Database, storage: ArtifactStore, principal: Principal, request: PipelinePreviewRequest, now: Date): Promise<PipelinePreview> {
  const tdmRow = await findVisibleTdm(db, principal, request.tdm);
  const tdm = { id: tdmRow.id, name: tdmRow.name, columns: tdmRow.columns } as unknown as TargetDataModel;
  const key = await sampleKey(storage, principal.organizationId, request.sample_id, now);
  const local = await storage.toLocalFile(key);
  const fileName = key.slice(key.lastIndexOf('/') + 1);
  const rows = request.rows ?? PREVIEW_DEFAULT_ROWS;
  const configuration = {
    header_config: request.header_config ?? { type: 'SMART' },
    sheet_config: request.sheet_config ?? null,
    mapping_config: request.mapping_config ?? { mode: 'DEFAULT', mappings: [] },
    // INCLUDE: the review step shows erroneous rows too, with the cell as read.
    error_config: { error_threshold: 100, invalid_rows: 'INCLUDE' },
  } as PipelineConfiguration;
  // The caller's mapping memory, as its runs would use it (docs/mapping.md "Memory").
  const memory = configuration.mapping_config?.mode === 'EXACT' ? undefined : await recallForRun(db, principal.organizationId, principal.subOrganizationId);
  try {
    const after = await previewRun(local.path, fileName, tdm, configuration, rows, memory);
    const mappings = configuration.mapping_config?.mappings ?? [];
    const plain = { ...configuration, mapping_config: { ...configuration.mapping_config!, mappings: mappings.map((m) => ({ ...m, transformations: [] })) } };
    const before = mappings.some((m) => (m.transformations ?? []).length > 0) ? await previewRun(local.path, fileName, tdm, plain, rows, memory) : after;
    const report = after.report;
    // The threshold of the run is the pipeline's business; a preview answers FAILED only for a run
    // that could not go through (a bad file, a formula that does not compile…).
    const failed = report.error && report.error.type !== 'ERROR_THRESHOLD_EXCEEDED';
    return {
      status: failed ? 'FAILED' : 'SUCCESSFUL',
      ...(failed ? { error: { type: report.error!.type, message: report.error!.message } } : {}),
      ...(report.input ? { input: { ...report.input } } : {}),
      head: (report.preview?.head ?? []).map((r) => ({ row_number: r.row_number, cells: r.cells.map(jsonCell) })),
      ...(report.header ? { header: { ...report.header } } : {}),
      ...(report.mapping ? { mapping: { ...report.mapping } } : {}),
      columns: tdm.columns.map((c) => c.key),
      row_numbers: report.preview?.output_row_numbers ?? [],
      rows_before: before.rows,
      rows: after.rows,
      cell_errors: after.cellErrors.map((e) => ({ row: e.row, column: e.column, value: e.value, message: e.message, ...(e.rule ? { rule: e.rule } : {}) })),
      stats: { ...report.stats },
    };
  } finally {
    await local.cleanup();
  }
}
