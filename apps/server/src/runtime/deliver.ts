/**
 * Delivering a SUCCESSFUL execution's output to its output connector, once (SECURITY.md delivery
 * semantics): the `deliveries` ledger records a delivery before it starts and when it is done; a
 * retried job finds DELIVERED and skips, and a crash between sending and recording resends with
 * the same `Idempotency-Key` (the execution id) so the receiver can drop the duplicate.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished, pipeline } from 'node:stream/promises';
import type { Logger } from 'pino';
import type { RunReport, TargetDataModel } from '@ferry/engine';
import { classifyConnectorError, createConnector, type OutputConnector } from '@ferry/connectors';
import { loadConnectorForRun } from '../domain/connectors/service.ts';
import type { ExecutionRow, ExecutionSnapshot } from '../domain/executions/records.ts';
import { emailDeliveriesSince, findDelivery, markDelivered, recordBatchDelivered, recordBatchesTotal, startDelivery } from '../domain/executions/repository.ts';
import { connectorOutputFormat, convertRows, deliveryEscapesFormulas, FORMAT_INFO } from './output-format.ts';
import { canonicalJson, changeDeliveryOf, changedRows, loadChangeCodes, removedKeys, transforms, withChangeColumn, type ChangeDelivery } from './change-delivery.ts';
import { connectorFailureType, RunFailure } from './run-failure.ts';
import { outgoingTable, storedRows } from './output-rows.ts';
import { executionArtifactKeys } from '../storage/layout.ts';
import type { RuntimeServices } from './services.ts';

export interface DeliveryResult {
  format: string;
  size: number;
  rows: number;
  delivered_to: string | null;
  /** Whether formula-like CSV/TSV text got a leading apostrophe (output-format.ts). */
  formulas_escaped: boolean;
  /** True for a MANUAL output: nothing pushed, the output kept for download. */
  download_only?: boolean;
  /** HTTP delivery_mode BATCHES: batches sent and rows per batch. */
  batches?: number;
  batch_size?: number;
  /** The output connector's `deliver: CHANGED`: only created and updated rows went. */
  deliver?: 'CHANGED';
  /** DATABASE outputs: rows inserted, updated and left unchanged (from the delivery's receipt). */
  rows_written?: RowsWritten;
}

/** Rows a DATABASE delivery inserted, updated (UPSERT, values changed) and left unchanged. */
export interface RowsWritten {
  inserted: number;
  updated: number;
  unchanged: number;
}

/** The counts of a DATABASE driver's receipt (`rows_inserted`, `rows_updated`, `rows_unchanged`); null for other receipts. */
export function rowsWritten(receipt: Record<string, unknown> | null | undefined): RowsWritten | null {
  if (!receipt || typeof receipt.rows_inserted !== 'number') return null;
  return { inserted: receipt.rows_inserted, updated: Number(receipt.rows_updated ?? 0), unchanged: Number(receipt.rows_unchanged ?? 0) };
}

/** Attempts per batch before the delivery fails (retryable: the queue resumes it later). */
export const BATCH_ATTEMPTS = 5;
/** Backoff before the second attempt of a batch (ms); doubles, at most BATCH_BACKOFF_MAX_MS. */
export const BATCH_BACKOFF_MS = 500;
const BATCH_BACKOFF_MAX_MS = 8000;

/** Delivery progress: batches acknowledged so far of the total. */
export type DeliveryProgress = (done: number, total: number) => void;

/** Delivers the stored output of `row`; resolves with what went where. Throws RunFailure. */
export async function deliverOutput(services: RuntimeServices, row: ExecutionRow, snapshot: ExecutionSnapshot, report: RunReport, log: Logger, onProgress?: DeliveryProgress): Promise<DeliveryResult> {
  const connectorId = snapshot.configuration.output_connectors[0];
  if (!connectorId) throw new RunFailure('CONFIGURATION_INVALID', 'the pipeline has no output connector');
  const connector = await loadConnectorForRun(services.db, services.keys, row.organizationId, connectorId);
  const format = connectorOutputFormat(connector.nodeType, connector.configuration);
  const formulasEscaped = deliveryEscapesFormulas(connector.nodeType, connector.configuration, format);
  // `deliver: CHANGED` and `change_column` (change-delivery.ts): the run's change codes, when it compared.
  const wanted = changeDeliveryOf(connector.configuration);
  const codes = transforms(wanted) && report.changes ? await loadChangeCodes(services.storage, { changes: executionArtifactKeys(row.organizationId, row.id).changes }) : null;
  const rows = wanted.changed && codes && report.changes ? report.changes.created + report.changes.updated : report.stats.output_rows;
  const driver = createConnector({ nodeType: connector.nodeType, type: 'OUTPUT', configuration: connector.configuration, options: { email: services.email } });
  if (!driver.deliver) {
    // A MANUAL output is download-only: nothing is pushed, the stored output is the result.
    if (connector.nodeType === 'MANUAL') return { format, size: report.output?.bytes ?? 0, rows, delivered_to: null, download_only: true, formulas_escaped: false };
    throw new RunFailure('CONFIGURATION_INVALID', `delivery to ${connector.nodeType} connectors is not available yet; download the output instead`);
  }

  const done = await findDelivery(services.db, row.id, connector.id);
  if (done?.status === 'DELIVERED') {
    log.info({ connector: connector.id }, 'output already delivered by an earlier attempt');
    const batches = done.batchesTotal ?? undefined;
    return { format, size: report.output?.bytes ?? 0, rows, delivered_to: done.deliveredTo, formulas_escaped: formulasEscaped, ...(batches !== undefined && driver.batchSize ? { batches, batch_size: driver.batchSize } : {}) };
  }
  if (connector.nodeType === 'EMAIL') await assertEmailBudget(services, row.organizationId);
  await startDelivery(services.db, services.clock, row.id, connector.id);

  if (driver.batchSize && driver.deliverBatch) {
    return deliverInBatches(services, row, connector.id, driver, report, done?.batchesDelivered ?? 0, log, onProgress, { wanted, codes, rows });
  }

  const dir = await mkdtemp(join(tmpdir(), 'ferry-deliver-'));
  const outputKey = executionArtifactKeys(row.organizationId, row.id).output;
  let local: { path: string; cleanup(): Promise<void> } | null = null;
  try {
    const info = FORMAT_INFO[format];
    let path: string;
    const tdm = snapshot.tdm as unknown as TargetDataModel;
    const annotated = transforms(wanted);
    const source = async () => (annotated ? canonicalJson(changedRows(await services.storage.get(outputKey), codes, wanted)) : services.storage.get(outputKey));
    if (format === 'JSON' && !annotated) {
      // The stored output already is the JSON the destination gets: send it as it is.
      local = await services.storage.toLocalFile(outputKey);
      path = local.path;
    } else if (format === 'JSON') {
      path = join(dir, 'output.json');
      const sink = createWriteStream(path);
      await pipeline(await source(), sink);
    } else {
      path = join(dir, `output.${info.extension}`);
      const sink = createWriteStream(path);
      await convertRows(await source(), wanted.changeColumn ? withChangeColumn(tdm) : tdm, format, sink, { escapeFormulas: formulasEscaped });
      await finished(sink).catch(() => {});
    }
    const size = (await stat(path)).size;
    const baseName = (snapshot.pipeline_name || 'output').replace(/[^\w.-]+/g, '_').slice(0, 80);
    const result = await driver
      .deliver(
        { path, fileName: `${baseName}.${info.extension}`, contentType: info.contentType, format, size, open: () => createReadStream(path), rows: () => storedRows(services.storage, outputKey) },
        { executionId: row.id, idempotencyKey: row.id, guard: services.guard, log, maxBytes: services.config.uploadLimitBytes, executionCreatedAt: row.createdAt, timeoutMs: services.config.connectorTimeoutMs, table: outgoingTable(snapshot.tdm) },
      )
      // A connector error here is the destination's answer (run-failure.ts CONNECTOR_FAILURE_TYPES).
      .catch((err: unknown) => {
        throw RunFailure.from(err, 'DESTINATION');
      });
    await markDelivered(services.db, services.clock, row.id, connector.id, result.deliveredTo, result.receipt ?? null);
    const written = rowsWritten(result.receipt);
    return { format, size, rows, delivered_to: result.deliveredTo, formulas_escaped: formulasEscaped, ...(wanted.changed ? { deliver: 'CHANGED' as const } : {}), ...(written ? { rows_written: written } : {}) };
  } finally {
    await local?.cleanup();
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * SECURITY.md (no spam relay): an organization's EMAIL outputs send at most
 * `FERRY_EMAIL_SENDS_PER_HOUR` mails an hour; past it the delivery fails with LIMIT_EXCEEDED
 * (rerun it later). Counted from the delivery ledger, so every process sees the same count.
 */
async function assertEmailBudget(services: RuntimeServices, organizationId: string): Promise<void> {
  const since = new Date(services.clock.now().getTime() - 3_600_000);
  const sent = await emailDeliveriesSince(services.db, organizationId, since);
  const limit = services.config.emailSendsPerHour;
  if (sent >= limit) throw new RunFailure('LIMIT_EXCEEDED', `e-mail outputs of this organization sent ${sent} mails in the last hour, the limit (FERRY_EMAIL_SENDS_PER_HOUR = ${limit}); rerun this execution later`);
}

/**
 * Delivers the stored output (canonical JSON: one row object per line, written by the engine's JSON
 * writer) as JSON arrays of `driver.batchSize` rows, one request per batch, in order. Each batch
 * carries its own idempotency key (`<execution id>:<batch number>`); the ledger records every
 * acknowledged batch, so a retried job (a worker killed mid-delivery) resumes after the last
 * acknowledged one and resends at most the batch in flight, under the same key. A batch whose
 * sending fails retryably is tried BATCH_ATTEMPTS times with exponential backoff before the
 * delivery fails retryably (the queue retries it later, resuming). An empty output is one empty
 * batch, so the receiver learns that the execution delivered nothing.
 */
async function deliverInBatches(
  services: RuntimeServices, row: ExecutionRow, connectorId: string, driver: OutputConnector, report: RunReport, acknowledged: number, log: Logger, onProgress: DeliveryProgress | undefined,
  change: { wanted: ChangeDelivery; codes: Uint8Array | null; rows: number },
): Promise<DeliveryResult> {
  const size = driver.batchSize!;
  const rows = change.rows;
  // deliver CHANGED: each batch is {"rows": […], "removed": […]}; the removed keys follow the rows.
  const changed = change.wanted.changed;
  const removedCount = changed ? (report.changes?.removed ?? 0) : 0;
  const total = Math.max(1, Math.ceil(rows / size) + Math.ceil(removedCount / size));
  let deliveredTo: string | null = null;
  let bytes = 0;
  await recordBatchesTotal(services.db, row.id, connectorId, total);
  onProgress?.(acknowledged, total);

  const send = async (number: number, lines: string[], removed: string[] = []) => {
    const body = Buffer.from(changed ? `{"rows":[${lines.join(',')}],"removed":[${removed.join(',')}]}` : `[${lines.join(',')}]`, 'utf8');
    bytes += body.length;
    if (number <= acknowledged) return; // acknowledged by an earlier attempt of this delivery
    for (let attempt = 1; ; attempt++) {
      try {
        const result = await driver.deliverBatch!(
          { number, total, rows: lines.length, body },
          { executionId: row.id, idempotencyKey: `${row.id}:${number}`, guard: services.guard, log, maxBytes: services.config.uploadLimitBytes, timeoutMs: services.config.connectorTimeoutMs },
        );
        deliveredTo = result.deliveredTo;
        break;
      } catch (err) {
        const failure = classifyConnectorError(err, 'DESTINATION');
        if (!failure.retryable || attempt >= BATCH_ATTEMPTS) {
          const message = `batch ${number} of ${total} was not delivered${attempt > 1 ? ` after ${attempt} attempts` : ''}: ${failure.message}`;
          throw new RunFailure(connectorFailureType(failure.type, 'DESTINATION'), message, { retryable: failure.retryable, cause: err });
        }
        const wait = Math.min(BATCH_BACKOFF_MAX_MS, BATCH_BACKOFF_MS * 2 ** (attempt - 1), failure.retryAfterMs || Infinity);
        log.warn({ batch: number, of: total, attempt, wait_ms: wait, err: (err as Error).message }, 'batch delivery failed; retrying');
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
    await recordBatchDelivered(services.db, row.id, connectorId, number);
    onProgress?.(number, total);
  };

  const output = await services.storage.get(executionArtifactKeys(row.organizationId, row.id).output);
  let batch: string[] = [];
  let number = 0;
  for await (const object of changedRows(output, change.codes, change.wanted)) {
    batch.push(object);
    if (batch.length === size) {
      await send(++number, batch);
      batch = [];
    }
  }
  if (batch.length > 0) await send(++number, batch);
  batch = [];
  if (changed) {
    for await (const key of removedKeys(services.storage, { removed: executionArtifactKeys(row.organizationId, row.id).removed })) {
      batch.push(key);
      if (batch.length === size) {
        await send(++number, [], batch);
        batch = [];
      }
    }
    if (batch.length > 0) await send(++number, [], batch);
  }
  if (number === 0) await send(++number, []);
  await markDelivered(services.db, services.clock, row.id, connectorId, deliveredTo);
  log.info({ batches: number, rows }, 'output delivered in batches');
  return { format: 'JSON', size: bytes, rows, delivered_to: deliveredTo, formulas_escaped: false, batches: number, batch_size: size, ...(changed ? { deliver: 'CHANGED' as const } : {}) };
}
