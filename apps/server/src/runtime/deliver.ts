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
import { finished } from 'node:stream/promises';
import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { RunReport, TargetDataModel } from '@ferry/engine';
import { createConnector } from '@ferry/connectors';
import { deliveries, executions } from '../db/schema.ts';
import { loadConnectorForRun } from '../domain/connectors/service.ts';
import type { ExecutionSnapshot } from '../domain/executions/records.ts';
import { connectorOutputFormat, convertRows, deliveryEscapesFormulas, FORMAT_INFO } from './output-format.ts';
import { executionKeys } from './run-execution.ts';
import { RunFailure } from './run-failure.ts';
import type { RuntimeServices } from './services.ts';

type ExecutionRow = typeof executions.$inferSelect;

export interface DeliveryResult {
  format: string;
  size: number;
  rows: number;
  delivered_to: string | null;
  /** Whether formula-like CSV/TSV text got a leading apostrophe (output-format.ts). */
  formulas_escaped: boolean;
  /** True for a MANUAL output: nothing pushed, the output kept for download. */
  download_only?: boolean;
}

/** Delivers the stored output of `row`; resolves with what went where. Throws RunFailure. */
export async function deliverOutput(services: RuntimeServices, row: ExecutionRow, snapshot: ExecutionSnapshot, report: RunReport, log: Logger): Promise<DeliveryResult> {
  const connectorId = snapshot.configuration.output_connectors[0];
  if (!connectorId) throw new RunFailure('CONFIGURATION_INVALID', 'the pipeline has no output connector');
  const connector = await loadConnectorForRun(services.db, services.keys, row.organizationId, connectorId);
  const format = connectorOutputFormat(connector.nodeType, connector.configuration);
  const formulasEscaped = deliveryEscapesFormulas(connector.nodeType, connector.configuration, format);
  const rows = report.stats.output_rows;
  const driver = createConnector({ nodeType: connector.nodeType, type: 'OUTPUT', configuration: connector.configuration });
  if (!driver.deliver) {
    // A MANUAL output is download-only: nothing is pushed, the stored output is the result.
    if (connector.nodeType === 'MANUAL') return { format, size: report.output?.bytes ?? 0, rows, delivered_to: null, download_only: true, formulas_escaped: false };
    throw new RunFailure('CONFIGURATION_INVALID', `delivery to ${connector.nodeType} connectors is not available yet; download the output instead`);
  }

  const [done] = await services.db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.executionId, row.id), eq(deliveries.connectorId, connector.id)))
    .limit(1);
  if (done?.status === 'DELIVERED') {
    log.info({ connector: connector.id }, 'output already delivered by an earlier attempt');
    return { format, size: report.output?.bytes ?? 0, rows, delivered_to: done.deliveredTo, formulas_escaped: formulasEscaped };
  }
  await services.db
    .insert(deliveries)
    .values({ executionId: row.id, connectorId: connector.id, status: 'STARTED', attempts: 1, startedAt: services.clock.now() })
    .onConflictDoUpdate({ target: [deliveries.executionId, deliveries.connectorId], set: { attempts: sql`${deliveries.attempts} + 1` } });

  const dir = await mkdtemp(join(tmpdir(), 'ferry-deliver-'));
  const outputKey = executionKeys(row.organizationId, row.id).output;
  let local: { path: string; cleanup(): Promise<void> } | null = null;
  try {
    const info = FORMAT_INFO[format];
    let path: string;
    if (format === 'JSON') {
      // The stored output already is the JSON the destination gets: send it as it is.
      local = await services.storage.toLocalFile(outputKey);
      path = local.path;
    } else {
      path = join(dir, `output.${info.extension}`);
      const sink = createWriteStream(path);
      await convertRows(await services.storage.get(outputKey), snapshot.tdm as unknown as TargetDataModel, format, sink, { escapeFormulas: formulasEscaped });
      await finished(sink).catch(() => {});
    }
    const size = (await stat(path)).size;
    const baseName = (snapshot.pipeline_name || 'output').replace(/[^\w.-]+/g, '_').slice(0, 80);
    const result = await driver
      .deliver(
        { path, fileName: `${baseName}.${info.extension}`, contentType: info.contentType, format, size, open: () => createReadStream(path) },
        { executionId: row.id, idempotencyKey: row.id, guard: services.guard, log, maxBytes: services.config.uploadLimitBytes },
      )
      .catch((err: unknown) => {
        // A refusal by the destination (including its authentication) is the destination's answer.
        const e = err as { name?: string; type?: string; retryable?: boolean; message?: string };
        if (e?.name === 'ConnectorError' && (e.type === 'AUTHENTICATION_FAILED' || e.type === 'SOURCE_UNRESPONSIVE')) {
          throw new RunFailure('DESTINATION_UNRESPONSIVE', e.message ?? 'the destination refused the output', { retryable: Boolean(e.retryable), cause: err });
        }
        throw err;
      });
    await services.db
      .update(deliveries)
      .set({ status: 'DELIVERED', deliveredTo: result.deliveredTo, deliveredAt: services.clock.now() })
      .where(and(eq(deliveries.executionId, row.id), eq(deliveries.connectorId, connector.id)));
    return { format, size, rows, delivered_to: result.deliveredTo, formulas_escaped: formulasEscaped };
  } finally {
    await local?.cleanup();
    await rm(dir, { recursive: true, force: true });
  }
}
