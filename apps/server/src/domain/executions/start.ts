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

/** Queues executions for the workers (pg-boss in the runtime). */
export interface ExecutionDispatcher {
  dispatch(executions: ExecutionRow[]): Promise<void>;
  /** Checks that a pipeline can run by hand (e.g. a MANUAL input needs an upload instead); throws a FerryError. */
  assertManualRunnable?(db: Database, pipeline: Parameters<typeof assertExecutable>[0] & { inputConnectorId: string | null }): Promise<void>;
}

/** Creates and queues the executions of one manual run; answers them (DESIGN.md §4: `{data:[…]}`). */
export async function startManualExecution(db: Database, clock: Clock, principal: Principal, pipelineId: string, dispatcher: ExecutionDispatcher | null) {
  const pipeline = await findVisiblePipeline(db, principal, pipelineId).catch((err) => {
    if (err?.statusCode === 404) throw errors.notFound('pipeline', pipelineId);
    throw err;
  });
  assertExecutable(pipeline);
  await dispatcher?.assertManualRunnable?.(db, pipeline);
  const row = await insertExecution(db, clock, { pipeline, triggerType: 'MANUAL', actor: principal.actor });
  await dispatcher?.dispatch([row!]);
  return [toExecution(row!, pipeline.name)];
}
