/**
 * Getting an execution's input file into storage before anything reads it, so nothing is lost:
 * a file that came with the trigger (upload, inbound HTTP, rerun) is already stored; a file source
 * (OBJSTORE, FTP, SFTP, BLOB, CLOUDSTORE) streams the file the execution was created for, or — for
 * a scheduled run — lists first (file-sources.ts); otherwise the input connector is asked for its
 * file (HTTP PROACTIVE). A pulled file goes through the file ledger:
 * the same name, size and checksum from the same connector is not processed twice: such a run
 * ends SKIPPED ("nothing new", with `skip_reason`), not FAILED, so real failures stand out.
 */
import { createHash } from 'node:crypto';
import { PassThrough, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Logger } from 'pino';
import { createConnector, isFileSource, type IncomingFile } from '@ferry/connectors';
import { claimFetchedFile } from '../domain/connectors/repository.ts';
import { loadConnectorForRun } from '../domain/connectors/service.ts';
import { recordedFileName } from '../domain/executions/incoming-file.ts';
import type { ExecutionRow, ExecutionSnapshot, TriggerType } from '../domain/executions/records.ts';
import { recordExecutionInput } from '../domain/executions/repository.ts';
import { findPipelineForRun } from '../domain/pipelines/repository.ts';
import { connectorContext, createExecutionsForNewFiles } from './file-sources.ts';
import { executionArtifactKeys } from '../storage/layout.ts';
import type { Outcome } from './lifecycle.ts';
import { RunFailure } from './run-failure.ts';
import type { RuntimeServices } from './services.ts';

export type InputResult = { key: string; fileName: string } | { outcome: Outcome };

/** Finds or fetches the input of an execution; records it on the execution. */
export async function fetchInput(
  services: RuntimeServices,
  row: ExecutionRow,
  snapshot: ExecutionSnapshot,
  log: Logger,
  dispatch?: (rows: ExecutionRow[]) => Promise<void>,
  signal?: AbortSignal,
): Promise<InputResult> {
  const stored = row.artifacts?.input;
  const known = (row.input as { file_name?: string } | null)?.file_name;
  if (stored) return { key: stored, fileName: known ?? stored.split('/').pop()! };
  if (snapshot.input_file) {
    await recordInput(services, row, snapshot.input_file.key, snapshot.input_file.file_name, snapshot.input_file.size);
    return { key: snapshot.input_file.key, fileName: snapshot.input_file.file_name };
  }
  const connectorId = snapshot.configuration.input_connectors[0];
  if (!connectorId) return failed('CONFIGURATION_INVALID', 'the pipeline has no input connector');
  const connector = await loadConnectorForRun(services.db, services.keys, row.organizationId, connectorId);
  const driver = createConnector({ nodeType: connector.nodeType, type: 'INPUT', configuration: connector.configuration });
  if (isFileSource(driver)) {
    let source = snapshot.source_file;
    if (!source) {
      // A scheduled run of a file source: list now; this execution takes the first new file.
      const pipeline = await findPipelineForRun(services.db, row.pipelineId);
      if (!pipeline) return failed('CONFIGURATION_INVALID', 'the pipeline no longer exists');
      const listing = await createExecutionsForNewFiles(services, connector, pipeline, row.triggerType as TriggerType, null, log, row);
      const mine = listing.created.find((r) => r.id === row.id);
      await dispatch?.(listing.created.filter((r) => r.id !== row.id));
      if (!mine) {
        return {
          outcome: {
            status: 'SKIPPED',
            skipReason: listing.found === 0
              ? `nothing new: no file to process in the input connector "${connector.name}"`
              : `nothing new: the ${listing.found} file(s) in the input connector "${connector.name}" were processed before`,
          },
        };
      }
      source = (mine.snapshot as unknown as ExecutionSnapshot).source_file!;
      row = mine;
    }
    const ctx = connectorContext(services, connector, row.id, log, { executionCreatedAt: row.createdAt, ...(signal ? { signal } : {}) });
    const incoming = await driver.readFile({ path: source.path, name: source.name, size: source.size, version: source.version }, ctx);
    const { key, fileName, size } = await storeInput(services, row, incoming);
    await recordInput(services, row, key, fileName, size, { path: source.path, version: source.version, after_process: null });
    return { key, fileName };
  }
  if (!driver.fetch) {
    const how =
      connector.nodeType === 'MANUAL'
        ? `upload a file to it (POST /dp/api/v1/connector/${connector.id}/upload)`
        : connector.nodeType === 'HTTP'
          ? `send data to it (POST /dp/api/v1/connector/${connector.id}/data)`
          : connector.nodeType === 'EMAIL'
            ? 'mail files to its address (the inbound_address of the connector)'
            : `reading from ${connector.nodeType} connectors is not available`;
    return failed('CONFIGURATION_INVALID', `input connector "${connector.name}" does not fetch files: ${how}`);
  }
  const fetched = await driver.fetch(connectorContext(services, connector, row.id, log, signal ? { signal } : {}));
  const file = await storeInput(services, row, fetched);
  const { key, size, sha256 } = file;
  if (size === 0) return failed('SOURCE_EMPTY', `the input connector "${connector.name}" delivered an empty file`);
  // The ledger: one execution per distinct file and connector; a retry of this execution finds its own row.
  const earlier = await claimFetchedFile(services.db, { connectorId: connector.id, fileName: file.fileName, size, sha256 }, row.id);
  if (earlier) {
    await services.storage.delete(key);
    return {
      outcome: {
        status: 'SKIPPED',
        skipReason: `nothing new: ${file.fileName} (${size} bytes, same checksum) was already processed by execution ${earlier}; rerun that execution to process it again`,
      },
    };
  }
  await recordInput(services, row, key, file.fileName, size);
  return { key, fileName: file.fileName };
}

/**
 * Streams an input file into the execution's storage (never whole in memory), under the name the
 * source gave it in a storable form (Content-Disposition, URL path, file name).
 */
async function storeInput(services: RuntimeServices, row: ExecutionRow, incoming: IncomingFile): Promise<{ key: string; fileName: string; size: number; sha256: string }> {
  const fileName = recordedFileName(incoming.fileName);
  const key = executionArtifactKeys(row.organizationId, row.id).input(fileName);
  const hash = createHash('sha256');
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      hash.update(chunk);
      size += chunk.length;
      cb(null, chunk);
    },
  });
  const body = new PassThrough();
  await Promise.all([pipeline(incoming.body, tap, body), services.storage.put(key, body, { contentType: incoming.contentType ?? undefined })]);
  return { key, fileName, size, sha256: hash.digest('hex') };
}

async function recordInput(services: RuntimeServices, row: ExecutionRow, key: string, fileName: string, size: number, source?: Record<string, unknown>) {
  await recordExecutionInput(services.db, row.id, { ...(row.artifacts ?? {}), input: key }, { file_name: fileName, size, format: null, sheet: null, ...(source ? { source } : {}) });
}

function failed(type: RunFailure['type'], message: string): InputResult {
  return { outcome: { status: 'FAILED', error: { type, message } } };
}
