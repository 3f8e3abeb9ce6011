/**
 * Files pushed to Ferry (DESIGN.md §4 connector inbound): a MANUAL connector's upload
 * (`POST /connector/{id}/upload`, multipart) and a REACTIVE HTTP connector's data
 * (`POST /connector/{id}/data`, the body is the file). Each file is streamed to storage first
 * (./incoming-file.ts: bounded memory, size limit → 413, type checked by content → 415), then one
 * EVENT_BASE execution is created per file for each active pipeline whose input is that connector,
 * and queued.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pipelines } from '../../db/schema.ts';
import type { Principal } from '../principal.ts';
import type { Clock } from '../time.ts';
import { insertExecution, toExecution, type ExecutionRow } from './records.ts';
import type { ExecutionDispatcher } from './start.ts';
import type { StoredUpload } from './incoming-file.ts';

/**
 * Whose file it is: the organization (`subOrganizationId` null) or one of its sub-organizations.
 * An upload is its principal's; a push and a mail are the connector owner's (its secret and its
 * allowed senders are that tenant's).
 */
export interface Sender {
  organizationId: string;
  subOrganizationId: string | null;
}

/**
 * The active, complete pipelines whose input connector is `connectorId` and that belong to the
 * tenant that sent the file — the organization's own pipelines for a file of the organization,
 * the sub-organization's for a file of a sub-organization — and no other. A PUBLIC connector of
 * the organization may feed the organization's pipelines and its sub-organizations' too, so a
 * file must never start every pipeline that uses the connector: an organization's file would then
 * run in its customers' pipelines and be theirs to download (docs/authentication.md "Whose
 * pipelines a file starts").
 */
export async function pipelinesFedBy(db: Database, sender: Sender, connectorId: string) {
  return db.select().from(pipelines).where(and(
    eq(pipelines.organizationId, sender.organizationId),
    sender.subOrganizationId === null ? isNull(pipelines.subOrganizationId) : eq(pipelines.subOrganizationId, sender.subOrganizationId),
    eq(pipelines.inputConnectorId, connectorId),
    eq(pipelines.active, true),
    eq(pipelines.draft, false),
  ));
}

/** Creates one EVENT_BASE execution per stored file and pipeline, queues them, and answers them. */
export async function startEventExecutions(
  db: Database,
  clock: Clock,
  actor: Principal['actor'] | null,
  fed: Awaited<ReturnType<typeof pipelinesFedBy>>,
  files: StoredUpload[],
  dispatcher: ExecutionDispatcher | null,
) {
  const created: Array<{ row: ExecutionRow; name: string }> = [];
  for (const file of files) {
    for (const p of fed) {
      const row = await insertExecution(db, clock, { pipeline: p, triggerType: 'EVENT_BASE', actor, inputFile: file });
      created.push({ row: row!, name: p.name });
    }
  }
  await dispatcher?.dispatch(created.map((c) => c.row));
  return created.map((c) => toExecution(c.row, c.name));
}
