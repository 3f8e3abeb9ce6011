/**
 * Pipelines whose input is a file source (OBJSTORE, FTP, SFTP, BLOB, CLOUDSTORE): one execution
 * per new file (docs/connectors.md "How files are picked up").
 *
 * A run by hand (`POST /execution`) lists the connector's directory at once and answers the
 * executions it created; a scheduled run creates one TIME_BASE execution that lists when a worker
 * takes it, keeps the first new file for itself and creates one more execution per further file.
 * Either way, a file is taken in the same transaction that creates its execution and records it
 * in the file ledger (`source_files`: path, size, version), so two listings racing take it once
 * and a file that changed (another size or version) is new again. After a SUCCESSFUL execution the
 * connector's `after_process_option` is applied and recorded (after the delivery, before the
 * execution is marked SUCCESSFUL: a worker stopped in between retries the job, which finds the
 * output delivered and finishes the step); a listing that finds a SUCCESSFUL execution's file whose
 * step failed (a permission, say) tries the step again rather than processing the file again. A FAILED execution leaves its file in place (and in the ledger:
 * a person reruns or fixes it, or the customer drops a corrected file).
 */
import type { Logger } from 'pino';
import { createConnector, isFileSource, type ConnectorContext, type SourceFile } from '@ferry/connectors';
import { recordAfterProcess, sourceFileEntry, takeSourceFile } from '../domain/connectors/repository.ts';
import { loadConnectorForRun, pinConnectorHostKey, type ConnectorForRun } from '../domain/connectors/service.ts';
import type { ExecutionRow, TriggerType } from '../domain/executions/records.ts';
import { executionInputOf, recordInputSource } from '../domain/executions/repository.ts';
import type { PipelineRow } from '../domain/pipelines/service.ts';
import type { Principal } from '../domain/principal.ts';
import type { RuntimeServices } from './services.ts';

/** What a listing did. */
export interface ListingResult {
  /** Executions created (the first one may be the `reuse` execution, updated). */
  created: ExecutionRow[];
  /** Matching files the listing saw. */
  found: number;
  /** Files skipped because the ledger holds them. */
  known: number;
  /** Pending after-process steps finished. */
  finished: number;
  /** Where the connector points, for messages. */
  connectorName: string;
}

/** The connector context of a listing or a read: the guard, limits, and host-key pinning. */
export function connectorContext(services: RuntimeServices, connector: ConnectorForRun, executionId: string, log: Logger, extra: Partial<ConnectorContext> = {}): ConnectorContext {
  return {
    executionId,
    idempotencyKey: executionId,
    guard: services.guard,
    log,
    maxBytes: services.config.uploadLimitBytes,
    timeoutMs: services.config.connectorTimeoutMs,
    pinHostKey: (fingerprint) => pinConnectorHostKey(services.db, connector.organizationId, connector.id, fingerprint),
    ...extra,
  };
}

/** Whether the pipeline's input connector is a file source; the loaded connector when it is. */
export async function fileSourceOf(services: RuntimeServices, organizationId: string, connectorId: string | null | undefined): Promise<ConnectorForRun | null> {
  if (!connectorId) return null;
  const connector = await loadConnectorForRun(services.db, services.keys, organizationId, connectorId);
  const driver = createConnector({ nodeType: connector.nodeType, type: 'INPUT', configuration: connector.configuration });
  return isFileSource(driver) ? connector : null;
}

/**
 * Lists the connector and creates one execution per new file (see the module comment).
 * `reuse`: a scheduled execution that takes the first new file itself.
 * @throws ConnectorError when the listing fails (the caller reports it).
 */
export async function createExecutionsForNewFiles(
  services: RuntimeServices,
  connector: ConnectorForRun,
  pipeline: PipelineRow,
  trigger: TriggerType,
  actor: Principal['actor'] | null,
  log: Logger,
  reuse?: ExecutionRow,
): Promise<ListingResult> {
  const driver = createConnector({ nodeType: connector.nodeType, type: 'INPUT', configuration: connector.configuration });
  if (!isFileSource(driver)) throw new Error(`connector ${connector.id} is not a file source`);
  const ctx = connectorContext(services, connector, reuse?.id ?? `listing-${connector.id}`, log);
  const result: ListingResult = { created: [], found: 0, known: 0, finished: 0, connectorName: connector.name };
  let reused = false;
  for await (const file of driver.listFiles(ctx)) {
    result.found++;
    const known = await sourceFileEntry(services.db, connector.id, file);
    if (known) {
      result.known++;
      if (known.pendingAfterProcess) {
        if (await finishAfterProcess(services, connector, known.executionId, file, log)) result.finished++;
      }
      continue;
    }
    // A huge drop is worked off in slices: the rest waits for the next run (FERRY_FILES_PER_LISTING).
    if (result.created.length >= services.config.filesPerListing) continue;
    const row = await takeSourceFile(services.db, services.clock, { connectorId: connector.id, pipeline, trigger, actor, file, ...(!reused && reuse ? { reuse } : {}) });
    if (!row) {
      result.known++;
      continue;
    }
    if (reuse && row.id === reuse.id) reused = true;
    result.created.push(row);
  }
  if (result.found > 0 || result.created.length > 0) log.info({ connector: connector.id, found: result.found, created: result.created.length, known: result.known, finished: result.finished }, 'file source listed');
  return result;
}

/**
 * Applies the after-process option to the file of a SUCCESSFUL execution and records it (on the
 * ledger and the execution's `input.source`). A failure is recorded and logged, not thrown: the
 * execution stays SUCCESSFUL, and the next listing tries again. Resolves true when done.
 */
export async function finishAfterProcess(services: RuntimeServices, connector: ConnectorForRun, executionId: string, file: SourceFile, log: Logger): Promise<boolean> {
  const driver = createConnector({ nodeType: connector.nodeType, type: 'INPUT', configuration: connector.configuration });
  if (!isFileSource(driver)) return false;
  const execution = await executionInputOf(services.db, executionId);
  const ctx = connectorContext(services, connector, executionId, log, { executionCreatedAt: execution?.createdAt });
  const source = ((execution?.input as { source?: Record<string, unknown> } | null)?.source ?? { path: file.path, version: file.version }) as Record<string, unknown>;
  try {
    const done = await driver.afterProcess(file, ctx);
    await recordAfterProcess(services.db, connector.id, executionId, file, done, { ...source, after_process: done.option, renamed_to: done.renamedTo ?? null, after_process_error: null });
    log.info({ execution: executionId, path: file.path, option: done.option, renamedTo: done.renamedTo }, 'input file after-processed');
    return true;
  } catch (err) {
    const message = (err as Error).message ?? String(err);
    log.warn({ execution: executionId, path: file.path, err: message }, 'after-process step failed; the next listing tries again');
    await recordInputSource(services.db, executionId, { ...source, after_process: null, after_process_error: message });
    return false;
  }
}
