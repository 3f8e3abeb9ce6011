/**
 * Runs one execution, from whichever worker picked its job (DESIGN.md §1, §5):
 *
 *   input (stored before processing) → engine in a worker thread → artifacts stored →
 *   SUCCESSFUL: output converted to the output connector's format and delivered (once) | FAILED
 *
 * Safe to repeat: pg-boss is at-least-once after a crash, so every step either finds its result
 * from an earlier attempt (the stored input, the delivery ledger) or is idempotent (artifact puts
 * overwrite whole objects atomically; the end is one conditional UPDATE). A failure caused by the
 * input or the configuration ends the execution FAILED with an error type; a passing fault
 * (unreachable source or destination, a storage hiccup) is retried by the queue with backoff, and
 * ends FAILED only when the attempts are used up.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tdmKey, type ChangeReport, type PipelineConfiguration as EngineConfiguration, type RunReport, type TargetDataModel } from '@ferry/engine';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import type { ExecutionRow, ExecutionSnapshot } from '../domain/executions/records.ts';
import { currentSnapshot, findExecutionForRun, markExecutionStarted, previousDelivery, previousInputColumns, recordExecutionArtifacts, recordInputColumns } from '../domain/executions/repository.ts';
import { acceptedColumnsOf } from '../domain/pipelines/repository.ts';
import type { Clock } from '../domain/time.ts';
import { EngineThreadError } from './engine-pool.ts';
import { executionErrorType, finishExecution, progressReporter, type Outcome } from './lifecycle.ts';
import { RunFailure } from './run-failure.ts';
import type { RuntimeServices } from './services.ts';
import { fetchInput } from './input.ts';
import { deliverOutput } from './deliver.ts';
import { finishAfterProcess } from './file-sources.ts';
import { loadConnectorForRun } from '../domain/connectors/service.ts';
import { recallForRun, remember } from '../domain/mapping/memory.ts';
import { driftChangesShape, schemaDrift, type AcceptedColumns } from '../domain/mapping/drift.ts';
import { markFixesApplied } from '../domain/executions/fixes.ts';
import { executionArtifactKeys } from '../storage/layout.ts';

export interface RunContext {
  services: RuntimeServices;
  log: Logger;
  /** True when the queue will try again if this attempt throws. */
  canRetry: boolean;
  /** Queues executions a scheduled listing created beside this one (file sources). */
  dispatch?: (rows: ExecutionRow[]) => Promise<void>;
  signal?: AbortSignal;
}

/**
 * Runs the execution `id` to its end (or throws a retryable error while attempts remain).
 * Resolves with the outcome, or null when the execution had already ended.
 */
export async function runExecution(id: string, ctx: RunContext): Promise<Outcome | null> {
  const { db, clock } = ctx.services;
  const row = await findExecutionForRun(db, id);
  if (!row || row.status !== 'PROCESSING') return null;
  const attempt = await markExecutionStarted(db, clock, id);
  const log = ctx.log.child({ execution: id, attempt });
  const progress = progressReporter(db, id);
  const snapshot = row.snapshot as unknown as ExecutionSnapshot;
  try {
    progress.stage('FETCHING');
    // A connector's failure is classified by the side it is on (run-failure.ts CONNECTOR_FAILURE_TYPES).
    const input = await fetchInput(ctx.services, row, snapshot, log, ctx.dispatch, ctx.signal).catch((err: unknown) => {
      throw RunFailure.from(err, 'SOURCE');
    });
    if ('outcome' in input) return await end(db, clock, id, input.outcome);
    // A scheduled listing may have given this execution its file: read the snapshot again.
    const source = ((await currentSnapshot(db, id)) ?? snapshot).source_file ?? null;
    progress.stage('PROCESSING');
    const report = await processFile(ctx.services, row, snapshot, input.key, input.fileName, progress, ctx.signal);
    if (report.status === 'FAILED') {
      return await end(db, clock, id, {
        status: 'FAILED',
        error: report.error ? { type: executionErrorType(report.error.type), message: report.error.message } : { type: 'INTERNAL', message: 'the run failed' },
        report,
      });
    }
    progress.stage('DELIVERING');
    const delivered = await deliverOutput(ctx.services, row, snapshot, report, log, (done, total) => progress.delivery(done, total)).catch((err: unknown) => {
      throw RunFailure.from(err, 'DESTINATION');
    });
    // The input's after-process step (file sources) comes after the delivery and before the
    // execution is SUCCESSFUL: a crash in between retries the job, which finds the output delivered.
    if (source) await afterProcessSource(ctx.services, row.organizationId, id, source, log);
    const outcome = await end(db, clock, id, { status: 'SUCCESSFUL', report, output: delivered, fixedBy: snapshot.fix_requested_by ?? null });
    if (outcome) await rememberSavedMappings(db, clock, row, report, log);
    return outcome;
  } catch (err) {
    const failure = RunFailure.from(err);
    if (failure.retryable && ctx.canRetry) {
      log.warn({ err: failure.message, type: failure.type }, 'execution attempt failed; the queue will retry');
      throw failure;
    }
    if (failure.type === 'INTERNAL') log.error({ err }, 'execution failed');
    return await end(db, clock, id, { status: 'FAILED', error: { type: failure.type, message: failure.message }, report: failure.report ?? null });
  } finally {
    await progress.settle();
  }
}

/** The after-process step of a file source's input, once the execution is SUCCESSFUL (never fails the execution). */
async function afterProcessSource(services: RunContext['services'], organizationId: string, executionId: string, source: NonNullable<ExecutionSnapshot['source_file']>, log: Logger): Promise<void> {
  try {
    const connector = await loadConnectorForRun(services.db, services.keys, organizationId, source.connector_id);
    await finishAfterProcess(services, connector, executionId, { path: source.path, name: source.name, size: source.size, version: source.version }, log);
  } catch (err) {
    log.warn({ err: (err as Error).message }, 'after-process step skipped; the next listing tries again');
  }
}

/** A successful run confirms the saved single-column mappings it used (mapping memory; never fails the execution). */
async function rememberSavedMappings(db: Database, clock: Clock, row: ExecutionRow, report: RunReport, log: Logger): Promise<void> {
  const pairs = (report.mapping?.mappings ?? [])
    .filter((m) => m.origin === 'SAVED' && m.source_columns.length === 1)
    .map((m) => ({ header: m.source_columns[0]!, target_column: m.target_column }));
  try {
    await remember(db, row.organizationId, row.subOrganizationId ?? null, pairs, clock.now());
  } catch (err) {
    log.warn({ err: (err as Error).message }, 'mapping memory not updated');
  }
}

/**
 * The columns the pipeline accepted last (what the schema policy and the drift compare a file
 * with): the pipeline's `accepted_columns`, or for a pipeline from before they were kept, the
 * columns of its latest earlier execution that read a header. Its own columns only (issue: a
 * connector shared by several pipelines never mixes their files).
 */
async function acceptedColumns(db: Database, row: ExecutionRow): Promise<AcceptedColumns | null> {
  return (await acceptedColumnsOf(db, row.pipelineId)) ?? (await previousInputColumns(db, row));
}

/**
 * Records the file's columns and how they differ from the columns the pipeline accepted (schema
 * drift, docs/mapping.md), and what the pipeline accepts from now on: this file's columns — less
 * the new ones DISCARD_NEW left out — unless the schema policy refused the file. The pipeline's
 * `last_schema_change` says whether this file changed shape. Never fails the execution.
 */
async function recordColumns(db: Database, clock: Clock, row: ExecutionRow, report: RunReport, reference: AcceptedColumns | null, saved: EngineConfiguration['mapping_config'], log: Logger): Promise<void> {
  const columns = report.header?.columns;
  if (!columns) return;
  try {
    const refused = report.error?.type === 'SCHEMA_CHANGED';
    const drift = schemaDrift(reference, columns, report.mapping, saved);
    const discarded = new Set(report.mapping?.discarded_source_columns ?? []);
    const change = driftChangesShape(drift)
      ? { execution_id: row.id, at: clock.now().toISOString(), added: drift.added, removed: drift.removed, renamed: drift.renamed, reordered: drift.reordered, accepted: !refused, message: refused ? report.error!.message : drift.message }
      : null;
    await recordInputColumns(db, row, {
      columns,
      drift,
      change,
      accepted: refused ? null : { columns: columns.filter((c) => !discarded.has(c)), execution_id: row.id },
    });
  } catch (err) {
    log.warn({ err: (err as Error).message }, 'schema drift not recorded');
  }
}

async function end(db: Database, clock: Clock, id: string, outcome: Outcome): Promise<Outcome | null> {
  return (await finishExecution(db, clock, id, outcome)) ? outcome : null;
}

/**
 * Runs the engine on the stored input and stores the output (canonical JSON rows), the cell
 * errors and the run report under the execution's keys. Resolves with the report.
 */
export async function processFile(
  services: RuntimeServices,
  row: ExecutionRow,
  snapshot: ExecutionSnapshot,
  inputKey: string,
  fileName: string,
  progress: ReturnType<typeof progressReporter>,
  signal?: AbortSignal,
): Promise<RunReport> {
  const { storage, config } = services;
  const keys = executionArtifactKeys(row.organizationId, row.id);
  const local = await storage.toLocalFile(inputKey);
  const dir = await mkdtemp(join(tmpdir(), 'ferry-run-'));
  let previousLocal: { path: string; cleanup(): Promise<void> } | null = null;
  try {
    const outputPath = join(dir, 'rows.json');
    const errorsPath = join(dir, 'errors.ndjson');
    const gridPath = join(dir, 'rows.fgrid');
    let report: RunReport;
    const saved = snapshot.configuration as unknown as EngineConfiguration;
    // A rerun that accepts the file's columns runs it as EVOLVE would (docs/mapping.md "Schema-change policy").
    const configuration: EngineConfiguration = snapshot.accept_schema ? { ...saved, schema_policy: 'EVOLVE' } : saved;
    // A retried attempt or a fix of this execution finds the pipeline already accepting its own
    // columns: the drift recorded the first time stays.
    const reference = await acceptedColumns(services.db, row);
    const ownColumns = reference?.execution_id === row.id;
    const mappingMemory = configuration.mapping_config?.mode === 'EXACT' ? undefined : await recallForRun(services.db, row.organizationId, row.subOrganizationId ?? null);
    // With a TDM key, the output is compared with the previous delivery's (docs/executions.md
    // "What changed since the last delivery"); developer mode's 100 rows are no delivery to compare.
    const key = configuration.developer_mode ? [] : tdmKey(snapshot.tdm as unknown as TargetDataModel);
    const baseline = key.length ? await previousDelivery(services.db, row) : null;
    if (baseline) previousLocal = await storage.toLocalFile(baseline.fingerprints);
    const changePaths = { fingerprintsPath: join(dir, 'fingerprints.tsv'), rowsPath: join(dir, 'changes.bin'), removedPath: join(dir, 'removed.ndjson') };
    try {
      report = await services.engines.run(
        {
          inputPath: local.path,
          fileName,
          tdm: snapshot.tdm as unknown as TargetDataModel,
          configuration,
          acceptedColumns: reference?.columns ?? null,
          mappingMemory,
          outputFormat: 'JSON',
          outputPath,
          errorsPath,
          gridPath,
          ...(key.length ? { changes: { key, previous: previousLocal?.path ?? null, ...changePaths } } : {}),
          cleanings: row.cleanings ?? null,
          ...(snapshot.rules?.length ? { rules: snapshot.rules } : {}),
          limits: { maxInputBytes: config.uploadLimitBytes },
          threads: config.engineThreads,
        },
        { onProgress: (p) => progress.engine(p), signal, timeoutMs: config.executionTimeoutSeconds * 1000, stallTimeoutMs: config.engineStallSeconds * 1000 },
      );
    } catch (err) {
      if (err instanceof EngineThreadError) {
        const limit = err.reason === 'OUT_OF_MEMORY' || err.reason === 'TIMEOUT' || err.reason === 'STALLED';
        throw new RunFailure(limit ? 'LIMIT_EXCEEDED' : 'INTERNAL', err.message, { retryable: err.reason === 'CRASHED' });
      }
      throw err;
    }
    progress.stage('STORING');
    if (!ownColumns) await recordColumns(services.db, services.clock, row, report, reference, configuration.mapping_config, services.log);
    const artifacts: Record<string, string> = { ...(row.artifacts ?? {}), input: inputKey, report: keys.report };
    if (await exists(errorsPath)) {
      await storage.putFile(keys.errors, errorsPath, { contentType: 'application/x-ndjson' });
      artifacts.errors = keys.errors;
    }
    if (report.status === 'SUCCESSFUL' && (await exists(outputPath))) {
      await storage.putFile(keys.output, outputPath, { contentType: 'application/json' });
      artifacts.output = keys.output;
    }
    // Every row read, for the review grid (docs/executions.md "Rows"): a new key for each run, so
    // that a reader never sees a store change under it; the previous run's goes once replaced.
    if (report.changes) {
      (report.changes as ChangeReport & { previous_execution_id?: string | null }).previous_execution_id = baseline?.id ?? null;
      await storage.putFile(keys.fingerprints, changePaths.fingerprintsPath, { contentType: 'text/tab-separated-values' });
      await storage.putFile(keys.changes, changePaths.rowsPath, { contentType: 'application/octet-stream' });
      await storage.putFile(keys.removed, changePaths.removedPath, { contentType: 'application/x-ndjson' });
      Object.assign(artifacts, { fingerprints: keys.fingerprints, changes: keys.changes, removed: keys.removed });
    } else {
      delete artifacts.fingerprints;
      delete artifacts.changes;
      delete artifacts.removed;
    }
    const previousGrid = row.artifacts?.grid;
    if (report.grid && (await exists(gridPath))) {
      const gridKey = keys.grid(`${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`);
      await storage.putFile(gridKey, gridPath, { contentType: 'application/octet-stream' });
      artifacts.grid = gridKey;
    } else delete artifacts.grid;
    await storage.put(keys.report, JSON.stringify(report), { contentType: 'application/json' });
    await recordExecutionArtifacts(services.db, row.id, artifacts);
    if (previousGrid && previousGrid !== artifacts.grid) await storage.delete(previousGrid).catch(() => undefined);
    // The run validated the execution with its fix set.
    if (row.cleanings && report.grid) await markFixesApplied(services.db, row.id);
    return report;
  } finally {
    await local.cleanup();
    await previousLocal?.cleanup();
    await rm(dir, { recursive: true, force: true });
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
