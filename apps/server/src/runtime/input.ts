/**
 * Getting an execution's input file into storage before anything reads it, so nothing is lost:
 * a file that came with the trigger (upload, inbound HTTP, rerun) is already stored; otherwise the
 * input connector is asked for it (HTTP PROACTIVE). A pulled file goes through the file ledger:
 * the same name, size and checksum from the same connector is not processed twice: such a run
 * ends SKIPPED ("nothing new", with `skip_reason`), not FAILED, so real failures stand out.
 */
import { createHash } from 'node:crypto';
import { PassThrough, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { createConnector } from '@ferry/connectors';
import { executions, fileLedger } from '../db/schema.ts';
import { loadConnectorForRun } from '../domain/connectors/service.ts';
import { recordedFileName } from '../domain/executions/inbound.ts';
import type { ExecutionSnapshot } from '../domain/executions/records.ts';
import { artifactKey } from '../storage/index.ts';
import type { Outcome } from './lifecycle.ts';
import { RunFailure } from './run-failure.ts';
import type { RuntimeServices } from './services.ts';

type ExecutionRow = typeof executions.$inferSelect;

export type InputResult = { key: string; fileName: string } | { outcome: Outcome };

/** Finds or fetches the input of an execution; records it on the execution. */
export async function fetchInput(services: RuntimeServices, row: ExecutionRow, snapshot: ExecutionSnapshot, log: Logger): Promise<InputResult> {
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
  if (!driver.fetch) {
    const how =
      connector.nodeType === 'MANUAL'
        ? `upload a file to it (POST /dp/api/v1/connector/${connector.id}/upload)`
        : connector.nodeType === 'HTTP'
          ? `send data to it (POST /dp/api/v1/connector/${connector.id}/data)`
          : `reading from ${connector.nodeType} connectors is not available yet`;
    return failed('CONFIGURATION_INVALID', `input connector "${connector.name}" does not fetch files: ${how}`);
  }
  const fetched = await driver.fetch({
    executionId: row.id,
    idempotencyKey: row.id,
    guard: services.guard,
    log,
    maxBytes: services.config.uploadLimitBytes,
  });
  // The source names the file (Content-Disposition, URL path): record it in a storable form.
  const file = { ...fetched, fileName: recordedFileName(fetched.fileName) };
  const key = artifactKey('orgs', row.organizationId, 'executions', row.id, 'input', file.fileName);
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
  const put = services.storage.put(key, body, { contentType: file.contentType ?? undefined });
  await Promise.all([pipeline(file.body, tap, body), put]);
  const sha256 = hash.digest('hex');
  if (size === 0) return failed('SOURCE_EMPTY', `the input connector "${connector.name}" delivered an empty file`);
  // The ledger: one execution per distinct file and connector; a retry of this execution finds its own row.
  const inserted = await services.db
    .insert(fileLedger)
    .values({ connectorId: connector.id, fileName: file.fileName, size, sha256, executionId: row.id })
    .onConflictDoNothing()
    .returning();
  if (inserted.length === 0) {
    const [earlier] = await services.db
      .select()
      .from(fileLedger)
      .where(and(eq(fileLedger.connectorId, connector.id), eq(fileLedger.fileName, file.fileName), eq(fileLedger.size, size), eq(fileLedger.sha256, sha256)))
      .limit(1);
    if (earlier && earlier.executionId !== row.id) {
      await services.storage.delete(key);
      return {
        outcome: {
          status: 'SKIPPED',
          skipReason: `nothing new: ${file.fileName} (${size} bytes, same checksum) was already processed by execution ${earlier.executionId}; rerun that execution to process it again`,
        },
      };
    }
  }
  await recordInput(services, row, key, file.fileName, size);
  return { key, fileName: file.fileName };
}

async function recordInput(services: RuntimeServices, row: ExecutionRow, key: string, fileName: string, size: number) {
  await services.db
    .update(executions)
    .set({ artifacts: { ...(row.artifacts ?? {}), input: key }, input: { file_name: fileName, size, format: null, sheet: null } })
    .where(eq(executions.id, row.id));
}

function failed(type: RunFailure['type'], message: string): InputResult {
  return { outcome: { status: 'FAILED', error: { type, message } } };
}
