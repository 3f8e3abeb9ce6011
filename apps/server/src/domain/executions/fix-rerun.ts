/**
 * Fixing and rerunning executions (SPEC.md §Execution: "rerunnable … fixed when failed";
 * DESIGN.md §4).
 *
 * Fix: `POST /execution/{id}/fix {"cleanings": {"<row>": {"<column key>": "<value>"}}}` on a FAILED
 * execution whose erroneous cells reached the threshold. The edits are added to the execution's
 * earlier ones, the execution goes back to PROCESSING and a worker re-validates the stored input
 * with them: below the threshold it becomes SUCCESSFUL, its output is written and delivered and
 * `fixed_by` records who fixed it; otherwise it is FAILED again with the new counts.
 *
 * Rerun: `POST /execution/{id}/rerun` creates a new execution (`rerun_of` = id) on the stored
 * input file with the pipeline's current configuration, whatever the original's outcome; with
 * `accept_schema` it takes the file's columns as they are (after a SCHEMA_CHANGED failure).
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { executions } from '../../db/schema.ts';
import { errors, type ErrorDetail } from '../../errors.ts';
import type { Principal } from '../principal.ts';
import type { Clock } from '../time.ts';
import { findVisiblePipeline } from '../pipelines/service.ts';
import { assertExecutable, assertFilesKept, findVisibleExecution, insertExecution, toExecution, type ExecutionSnapshot } from './records.ts';
import type { ExecutionDispatcher } from './start.ts';
import type { ArtifactStore } from '../../storage/index.ts';
import { carryFixes, recordFixes, shownValues } from './fixes.ts';
import { withGridStore } from './grid-stores.ts';

export type Cleanings = Record<string, Record<string, string | number | boolean | null>>;

const MAX_CLEANINGS = 100_000;

/** Checks cleanings against the execution's TDM; returns them with values as text. Throws 400 naming the entry. */
function checkCleanings(cleanings: Cleanings, keys: Set<string>): Record<string, Record<string, string | null>> {
  const problems: ErrorDetail[] = [];
  const out: Record<string, Record<string, string | null>> = Object.create(null);
  let count = 0;
  for (const [row, edits] of Object.entries(cleanings)) {
    if (!/^[1-9]\d{0,9}$/.test(row)) {
      problems.push({ field: `cleanings.${row}`, message: 'must be a row number as GET /execution/{id}/errors reports it (1, 2, …)' });
      continue;
    }
    if (!edits || typeof edits !== 'object' || Array.isArray(edits)) {
      problems.push({ field: `cleanings.${row}`, message: 'must be an object of column key → new value' });
      continue;
    }
    const rowOut: Record<string, string | null> = Object.create(null);
    for (const [key, value] of Object.entries(edits)) {
      count++;
      if (!keys.has(key)) problems.push({ field: `cleanings.${row}.${key}`, message: `"${key}" is not a column of the target data model` });
      else if (value !== null && typeof value === 'object') problems.push({ field: `cleanings.${row}.${key}`, message: 'must be text, a number, a boolean or null' });
      else rowOut[key] = value === null ? null : String(value);
    }
    out[row] = rowOut;
  }
  if (count > MAX_CLEANINGS) problems.push({ field: 'cleanings', message: `at most ${MAX_CLEANINGS} cell edits per request` });
  if (problems.length) throw errors.validation(`body.${problems[0]!.field} ${problems[0]!.message}`, problems);
  return out;
}

/** Queues a fix and records its cells in the execution's fix set; answers the execution (now PROCESSING). */
export async function requestFix(db: Database, clock: Clock, principal: Principal, id: string, cleanings: Cleanings, dispatcher: ExecutionDispatcher | null, storage: ArtifactStore | null = null) {
  const { row, pipelineName } = await findVisibleExecution(db, principal, id);
  assertFilesKept(row);
  const error = row.error as { type?: string } | null;
  if (row.status !== 'FAILED') {
    throw errors.conflict('NOT_FIXABLE', `only a FAILED execution can be fixed; execution ${id} is ${row.status}`);
  }
  if (error?.type !== 'ERROR_THRESHOLD_EXCEEDED') {
    throw errors.conflict('NOT_FIXABLE', `execution ${id} failed with ${error?.type ?? 'an error'}, which editing cells cannot fix; change the pipeline or the file and rerun`);
  }
  if (!row.artifacts?.input) throw errors.conflict('NOT_FIXABLE', `the input of execution ${id} was not stored`);
  const snapshot = row.snapshot as unknown as ExecutionSnapshot;
  const keys = new Set((snapshot.tdm.columns as Array<{ key: string }>).map((c) => c.key));
  const edits = checkCleanings(cleanings, keys);
  const merged: Record<string, Record<string, string | null>> = { ...(row.cleanings ?? {}) };
  for (const [r, cells] of Object.entries(edits)) merged[r] = { ...(merged[r] ?? {}), ...cells };
  const now = clock.now();
  const cells = Object.entries(edits).flatMap(([r, values]) => Object.entries(values).map(([column, value]) => ({ row: Number(r), column, value })));
  // The fix set records each cell with the value the grid shows now.
  const gridKey = row.artifacts?.grid;
  const shown = storage && gridKey ? await withGridStore(storage, gridKey, (store) => shownValues(store, cells)).catch(() => new Map<string, string | null>()) : new Map<string, string | null>();
  const updated = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(executions)
      .set({
        status: 'PROCESSING',
        cleanings: merged,
        progress: { stage: 'FIXING', fraction: 0, rows_read: 0, bytes_read: 0 },
        snapshot: { ...(row.snapshot as Record<string, unknown>), fix_requested_by: principal.actor },
        attempts: 0,
        finishedAt: null,
        // The fix's validation is a run of its own: duration_ms measures it.
        runStartedAt: null,
        updatedAt: now,
        updatedBy: principal.actor,
      })
      .where(and(eq(executions.id, row.id), eq(executions.status, 'FAILED')))
      .returning();
    if (!changed) return null;
    await recordFixes(tx as unknown as Database, row.organizationId, row.id, cells, principal.actor, now, shown);
    return changed;
  });
  if (!updated) throw errors.conflict('NOT_FIXABLE', `execution ${id} changed meanwhile; read it again`);
  await dispatcher?.dispatch([updated]);
  return toExecution(updated, pipelineName);
}

/** How a rerun runs (`POST /execution/{id}/rerun` body). */
export interface RerunOptions {
  /** Take the file's columns as they are whatever the schema policy, and make them the accepted ones. */
  acceptSchema?: boolean;
  /** Apply the original's fixes to the same source cells (default true); false starts over from the file. */
  keepFixes?: boolean;
}

/**
 * Creates and queues a rerun of an execution on its stored input, with the pipeline's current
 * configuration; answers the new execution. With `keepFixes` (the default) the latest fix of
 * each cell of the original is copied to the new execution's fix set and applied to the same
 * source row and column (as cleanings: after the transformations and rules, before validation);
 * without, the rerun starts over from the file.
 */
export async function rerunExecution(db: Database, clock: Clock, principal: Principal, id: string, dispatcher: ExecutionDispatcher | null, options: RerunOptions = {}) {
  const { row } = await findVisibleExecution(db, principal, id);
  assertFilesKept(row);
  if (row.status === 'PROCESSING') throw errors.conflict('EXECUTION_RUNNING', `execution ${id} is still PROCESSING; wait for it to end`);
  const inputKey = row.artifacts?.input;
  const input = row.input as { file_name?: string; size?: number } | null;
  if (!inputKey) {
    if (row.status === 'SKIPPED') {
      throw errors.conflict('NO_INPUT', `execution ${id} was SKIPPED and stored no file (${row.skipReason ?? 'nothing new'}); rerun the execution that processed that file instead`);
    }
    throw errors.conflict('NO_INPUT', `execution ${id} never stored an input file (it failed before reading one); run the pipeline again instead`);
  }
  const pipeline = await findVisiblePipeline(db, principal, row.pipelineId);
  assertExecutable(pipeline);
  const snapshot = row.snapshot as unknown as ExecutionSnapshot;
  const keepFixes = options.keepFixes ?? true;
  const created = await db.transaction(async (tx) => {
    const inserted = await insertExecution(tx as unknown as Database, clock, {
      pipeline,
      triggerType: 'MANUAL',
      actor: principal.actor,
      rerunOf: row.id,
      acceptSchema: options.acceptSchema === true,
      inputFile: {
        key: inputKey,
        file_name: input?.file_name ?? snapshot.input_file?.file_name ?? inputKey.split('/').pop()!,
        size: input?.size ?? snapshot.input_file?.size ?? 0,
        sha256: snapshot.input_file?.sha256 ?? '',
      },
    });
    if (!inserted || !keepFixes) return inserted;
    // The fixes go with the rerun: each cell's latest, on the same source row and column (cells
    // fixed before fixes were recorded one by one come from the execution's cleanings).
    const carried = await carryFixes(tx as unknown as Database, row.id, inserted.id, row.organizationId);
    const cleanings: Record<string, Record<string, string | null>> = {};
    for (const [r, cells] of [...Object.entries(row.cleanings ?? {}), ...Object.entries(carried)]) cleanings[r] = { ...(cleanings[r] ?? {}), ...cells };
    if (Object.keys(cleanings).length === 0) return inserted;
    const [updated] = await tx.update(executions).set({ cleanings }).where(eq(executions.id, inserted.id)).returning();
    return updated ?? inserted;
  });
  await dispatcher?.dispatch([created!]);
  return toExecution(created!, pipeline.name);
}
