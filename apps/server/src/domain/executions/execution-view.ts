/**
 * An execution as the API shows it (the Execution object of `GET /executions/{id}`), made from its
 * database row. Pure, with no dependency on the rest of the executions domain, so modules that only
 * show executions (webhook events, lists) need not import what creates them (./records.ts).
 */
import type { executions } from '../../db/schema.ts';
import { isoTimestamp } from '../time.ts';

/** A row of the `executions` table. */
export type ExecutionRow = typeof executions.$inferSelect;

/** The API's Execution object for `row`; `pipelineName` is shown as `pipeline.name`. Timestamps as ISO 8601 (UTC). */
export function toExecution(row: ExecutionRow, pipelineName: string) {
  return {
    id: row.id,
    pipeline_id: row.pipelineId,
    pipeline: { id: row.pipelineId, name: pipelineName },
    status: row.status,
    trigger_type: row.triggerType,
    error: row.error ?? null,
    input: (row.input as never) ?? null,
    stats: (row.stats as never) ?? null,
    progress: row.status === 'PROCESSING' ? ((row.progress as never) ?? null) : null,
    output: (row.output as never) ?? null,
    started_at: row.startedAt ? isoTimestamp(row.startedAt) : null,
    finished_at: row.finishedAt ? isoTimestamp(row.finishedAt) : null,
    duration_ms: row.durationMs ?? null,
    developer_mode: row.developerMode,
    rerun_of: row.rerunOf ?? null,
    fixed_by: row.fixedBy ?? null,
    fixed_at: row.fixedAt ? isoTimestamp(row.fixedAt) : null,
    skip_reason: row.skipReason ?? null,
    changes: (row.changes as never) ?? null,
    schema_drift: (row.schemaDrift as never) ?? null,
    undone_at: row.undoneAt ? isoTimestamp(row.undoneAt) : null,
    undone_by: row.undoneBy ?? null,
    undo: (row.undo as never) ?? null,
    files_removed_at: row.filesRemovedAt ? isoTimestamp(row.filesRemovedAt) : null,
    created_at: isoTimestamp(row.createdAt),
    created_by: row.createdBy ?? null,
    updated_at: isoTimestamp(row.updatedAt),
    updated_by: row.updatedBy ?? null,
  };
}
