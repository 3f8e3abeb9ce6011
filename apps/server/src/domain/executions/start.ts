/**
 * Starting executions by hand (`POST /execution`, trigger_type MANUAL). The runtime supplies a
 * dispatcher that queues the work; records are created first so nothing is lost if queueing fails.
 */
import type { Database } from '../../db/client.ts';
import { errors } from '../../errors.ts';
import type { Principal } from '../principal.ts';
import type { Clock } from '../time.ts';
import { findVisiblePipeline } from '../pipelines/service.ts';
import { assertExecutable, insertExecution, toExecution, type ExecutionRow } from './records.ts';
import type { PipelineRow } from '../pipelines/service.ts';

/** Queues executions for the workers (pg-boss in the runtime). */
export interface ExecutionDispatcher {
  dispatch(executions: ExecutionRow[]): Promise<void>;
  /**
   * For a pipeline whose input is a file source (OBJSTORE, FTP, SFTP, BLOB, CLOUDSTORE): lists it
   * and creates (and queues) one execution per new file. Resolves null for other inputs.
   * @throws FerryError 502 SOURCE_FAILED when the listing fails
   */
  startFromFileSource?(pipeline: PipelineRow, actor: Principal['actor']): Promise<{ created: ExecutionRow[]; message: string } | null>;
  /** Checks that a pipeline can run by hand (e.g. a MANUAL input needs an upload instead); throws a FerryError. */
  assertManualRunnable?(db: Database, pipeline: Parameters<typeof assertExecutable>[0] & { inputConnectorId: string | null }): Promise<void>;
}

/**
 * Creates and queues the executions of one manual run; answers them (DESIGN.md §4: `{data:[…]}`):
 * one execution, or for a file source one per new file (none: an empty list and a `message`).
 */
export async function startManualExecution(db: Database, clock: Clock, principal: Principal, pipelineId: string, dispatcher: ExecutionDispatcher | null): Promise<{ data: ReturnType<typeof toExecution>[]; message?: string }> {
  const pipeline = await findVisiblePipeline(db, principal, pipelineId).catch((err) => {
    if (err?.statusCode === 404) throw errors.notFound('pipeline', pipelineId);
    throw err;
  });
  assertExecutable(pipeline);
  await dispatcher?.assertManualRunnable?.(db, pipeline);
  const fromSource = await dispatcher?.startFromFileSource?.(pipeline, principal.actor);
  if (fromSource) return { data: fromSource.created.map((r) => toExecution(r, pipeline.name)), message: fromSource.message };
  const row = await insertExecution(db, clock, { pipeline, triggerType: 'MANUAL', actor: principal.actor });
  await dispatcher?.dispatch([row!]);
  return { data: [toExecution(row!, pipeline.name)] };
}
