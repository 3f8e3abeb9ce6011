/**
 * Undo of a delivered execution (`POST /execution/{id}/undo`, an extension; docs/executions.md
 * "Undo"): takes back what a SUCCESSFUL execution delivered, where its output can, and records it.
 *
 * | output | what undo does |
 * |---|---|
 * | DATABASE | in one transaction of the target database: deletes the rows the execution inserted, restores the previous values of rows it updated; refused (409 UNDO_REFUSED, `details` naming them) while later executions changed the same rows |
 * | OBJSTORE, FTP/SFTP, BLOB, CLOUDSTORE | deletes the delivered file while it holds the delivered bytes (size and SHA-256); says so when it is gone; refused when it changed |
 * | HTTP | records the webhook event `execution.undone` (signed like every event) with the key values of the delivered rows, for the receiver to act on; refused when no active webhook subscribes to it |
 * | MANUAL | the output is no longer downloadable |
 * | EMAIL | refused: a sent e-mail cannot be taken back |
 *
 * Then, in one transaction of Ferry's database: `undone_at`, `undone_by` and `undo` (what was
 * done) on the execution — conditional, so two undos racing record one — the file ledgers forget
 * the input file (a corrected file with the same name, size and checksum is processed again), and
 * `execution.undone` goes to the webhooks that subscribe to it.
 */
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { createConnector, isConnectorError, UndoRefusal, type ConnectorLogger, type NetworkGuard, type UndoResult } from '@ferry/connectors';
import { tdmKey, type TargetDataModel } from '@ferry/engine';
import type { Database } from '../../db/client.ts';
import { deliveries, executions, fileLedger, sourceFiles, webhooks } from '../../db/schema.ts';
import { errors, FerryError } from '../../errors.ts';
import type { Keys } from '../../security/master-key.ts';
import type { ArtifactStore } from '../../storage/index.ts';
import { outgoingTable, storedRows } from '../../runtime/output-rows.ts';
import { loadConnectorForRun } from '../connectors/service.ts';
import type { Principal } from '../principal.ts';
import type { Clock } from '../time.ts';
import { announceWebhookDeliveries, recordWebhookEvent } from '../webhooks/events.ts';
import { findVisibleExecution, toExecution, type ExecutionRow, type ExecutionSnapshot } from './records.ts';

/** Key values an `execution.undone` event carries at most. */
export const UNDONE_EVENT_MAX_KEYS = 10_000;

export interface UndoServices {
  db: Database;
  clock: Clock;
  keys: Pick<Keys, 'secretEncryption'>;
  guard: NetworkGuard;
  storage: ArtifactStore | null;
  log: ConnectorLogger;
  timeoutMs?: number;
}

/** What the execution record keeps of an undo (`undo`). */
export interface UndoRecord {
  node_type: string;
  message: string;
  details?: Record<string, number | string | boolean>;
}

const refuse = (message: string) => errors.conflict('NOT_UNDOABLE', message);

/** Webhooks that would receive `execution.undone` for this execution. */
async function undoneSubscribers(db: Database, row: ExecutionRow): Promise<number> {
  const [n] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(webhooks)
    .where(and(
      eq(webhooks.organizationId, row.organizationId),
      eq(webhooks.active, true),
      row.subOrganizationId ? or(isNull(webhooks.subOrganizationId), eq(webhooks.subOrganizationId, row.subOrganizationId)) : isNull(webhooks.subOrganizationId),
      sql`${webhooks.events} @> '["execution.undone"]'::jsonb`,
    ));
  return Number(n?.n ?? 0);
}

/** The TDM key values of the delivered rows (at most UNDONE_EVENT_MAX_KEYS), for `execution.undone`. */
async function deliveredKeys(storage: ArtifactStore | null, row: ExecutionRow, snapshot: ExecutionSnapshot): Promise<Record<string, unknown>> {
  const key = tdmKey(snapshot.tdm as unknown as TargetDataModel);
  const output = row.artifacts?.output;
  if (!storage || !output || key.length === 0) return { key_columns: key, keys: [], keys_truncated: false };
  const keys: unknown[][] = [];
  let truncated = false;
  for await (const r of storedRows(storage, output)) {
    if (keys.length === UNDONE_EVENT_MAX_KEYS) {
      truncated = true;
      break;
    }
    keys.push(key.map((k) => r[k] ?? null));
  }
  return { key_columns: key, keys, keys_truncated: truncated };
}

/** What an undo would do, before it is asked for (the confirmation of the components). */
export interface UndoPreview {
  possible: boolean;
  node_type: string | null;
  /** What will happen, or why it cannot, in words. */
  message: string;
}

/**
 * Says what `POST /execution/{id}/undo` would do for this execution's output, without doing it:
 * the rows to delete and restore (from the delivery's receipt), the file to delete, the webhooks
 * that would be told; or why it cannot be undone. Reaches no destination.
 * @throws FerryError 404 (not visible)
 */
export async function previewUndo(services: Pick<UndoServices, 'db' | 'keys'>, principal: Principal, id: string): Promise<UndoPreview> {
  const { db } = services;
  const { row } = await findVisibleExecution(db, principal, id);
  const no = (message: string, nodeType: string | null = null): UndoPreview => ({ possible: false, node_type: nodeType, message });
  if (row.undoneAt) return no(`This delivery was already undone on ${row.undoneAt.toISOString()}${row.undoneBy ? ` by ${row.undoneBy.name}` : ''}.`, (row.undo as { node_type?: string } | null)?.node_type ?? null);
  if (row.status !== 'SUCCESSFUL') return no(row.status === 'PROCESSING' ? 'The execution is still running.' : `Only a successful execution delivered anything to take back; this one is ${row.status}.`);
  const snapshot = row.snapshot as unknown as ExecutionSnapshot;
  const connectorId = snapshot.configuration.output_connectors[0];
  if (!connectorId) return no('The execution has no output connector.');
  const connector = await loadConnectorForRun(db, services.keys, row.organizationId, connectorId);
  const nodeType = connector.nodeType;
  const yes = (message: string): UndoPreview => ({ possible: true, node_type: nodeType, message });
  if (nodeType === 'EMAIL') return no('The output was sent by e-mail, and a sent e-mail cannot be taken back.', nodeType);
  if (nodeType === 'MANUAL') return yes('The output will no longer be downloadable. The file ledger forgets the input, so a corrected file is processed again.');
  if (nodeType === 'HTTP') {
    const subscribers = await undoneSubscribers(db, row);
    if (subscribers === 0) return no('The rows went to an HTTP receiver, which learns of an undo only through the webhook event execution.undone, and no active webhook subscribes to it. Add one first.', nodeType);
    return yes(`Ferry sends the webhook event execution.undone with the keys of the ${row.stats ? (row.stats as { output_rows?: number }).output_rows ?? 0 : 0} delivered rows to ${subscribers} ${subscribers === 1 ? 'webhook' : 'webhooks'}; the receiver removes them. Nothing else is changed at the receiver by Ferry.`);
  }
  const [delivery] = await db.select().from(deliveries).where(and(eq(deliveries.executionId, row.id), eq(deliveries.connectorId, connector.id))).limit(1);
  const receipt = delivery?.receipt as Record<string, unknown> | null | undefined;
  if (!delivery || delivery.status !== 'DELIVERED' || !receipt) return no(`Ferry has no record of what this delivery wrote to "${connector.name}", so it cannot take it back.`, nodeType);
  if (nodeType === 'DATABASE') {
    const n = (v: unknown) => Number(v ?? 0).toLocaleString('en');
    const updated = Number(receipt.rows_updated ?? 0);
    return yes(`In one transaction, Ferry deletes the ${n(receipt.rows_inserted)} rows this execution inserted into ${delivery.deliveredTo ?? 'the table'}${updated > 0 ? ` and gives the ${n(updated)} rows it updated their previous values` : ''}. It refuses if a later execution changed the same rows.`);
  }
  return yes(`Ferry deletes ${String(receipt.path)} from ${String(receipt.location)} if it still holds what was delivered (${Number(receipt.size).toLocaleString('en')} bytes); a changed file is left alone.`);
}

/**
 * Takes back the delivery of execution `id` (see the module comment) and answers the execution.
 * @throws FerryError 404 (not visible), 409 EXECUTION_RUNNING, NOT_UNDOABLE, UNDO_REFUSED, 502
 *   DESTINATION_FAILED (the destination could not be reached or failed)
 */
export async function undoExecution(services: UndoServices, principal: Principal, id: string) {
  const { db, clock } = services;
  const { row, pipelineName } = await findVisibleExecution(db, principal, id);
  if (row.status === 'PROCESSING') throw errors.conflict('EXECUTION_RUNNING', `execution ${id} is still PROCESSING; wait for it to end before undoing it`);
  if (row.undoneAt) throw refuse(`execution ${id} was already undone at ${row.undoneAt.toISOString()}`);
  if (row.status !== 'SUCCESSFUL') throw refuse(`execution ${id} is ${row.status}: only a SUCCESSFUL execution delivered anything to take back`);
  const snapshot = row.snapshot as unknown as ExecutionSnapshot;
  const connectorId = snapshot.configuration.output_connectors[0];
  if (!connectorId) throw refuse(`execution ${id} has no output connector`);
  const connector = await loadConnectorForRun(db, services.keys, row.organizationId, connectorId);
  const nodeType = connector.nodeType;
  let record: UndoRecord;
  let extra: Record<string, unknown> = {};
  if (nodeType === 'EMAIL') {
    throw refuse('the output was sent by e-mail, and a sent e-mail cannot be taken back; tell the recipients instead');
  } else if (nodeType === 'MANUAL') {
    record = { node_type: nodeType, message: 'The output is no longer downloadable.' };
  } else if (nodeType === 'HTTP') {
    const subscribers = await undoneSubscribers(db, row);
    if (subscribers === 0) throw refuse('the output went to an HTTP receiver, which learns of an undo only through the webhook event execution.undone, and no active webhook subscribes to it; add one (POST /webhook) first');
    const keys = await deliveredKeys(services.storage, row, snapshot);
    extra = { undo: keys };
    record = { node_type: nodeType, message: `Sent execution.undone to ${subscribers} ${subscribers === 1 ? 'webhook' : 'webhooks'} with the keys of ${(keys.keys as unknown[]).length} rows${keys.keys_truncated ? ' (the first ones)' : ''}; the receiver removes them.`, details: { webhooks: subscribers } };
  } else {
    const [delivery] = await db.select().from(deliveries).where(and(eq(deliveries.executionId, row.id), eq(deliveries.connectorId, connector.id))).limit(1);
    if (!delivery || delivery.status !== 'DELIVERED') throw refuse(`execution ${id} has no completed delivery to connector "${connector.name}"`);
    if (!delivery.receipt) throw refuse(`the delivery of execution ${id} was made before Ferry kept what undo needs; take it back at the destination (${delivery.deliveredTo ?? connector.name})`);
    const driver = createConnector({ nodeType, type: 'OUTPUT', configuration: connector.configuration });
    if (!driver.undo) throw refuse(`${nodeType} outputs cannot be undone`);
    let result: UndoResult;
    try {
      result = await driver.undo(delivery.receipt, {
        executionId: row.id, idempotencyKey: row.id, guard: services.guard, log: services.log, maxBytes: Number.MAX_SAFE_INTEGER,
        ...(services.timeoutMs ? { timeoutMs: services.timeoutMs } : {}), table: outgoingTable(snapshot.tdm),
      });
    } catch (err) {
      if (err instanceof UndoRefusal) {
        throw errors.conflict('UNDO_REFUSED', err.message, err.laterExecutions.length ? err.laterExecutions.map((e) => ({ field: 'later_executions', execution_id: e })) : undefined);
      }
      if (isConnectorError(err)) throw new FerryError(502, 'DESTINATION_FAILED', `the undo could not be done at connector "${connector.name}": ${err.message}`, { retryable: err.retryable });
      throw err;
    }
    record = { node_type: nodeType, message: result.message, ...(result.details ? { details: result.details } : {}) };
  }
  const now = clock.now();
  let queued = 0;
  const updated = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [done] = await t
      .update(executions)
      .set({ undoneAt: now, undoneBy: principal.actor, undo: record as unknown as Record<string, unknown>, updatedAt: now, updatedBy: principal.actor })
      .where(and(eq(executions.id, row.id), isNull(executions.undoneAt)))
      .returning();
    if (!done) return null;
    // The corrected file may have the same name, size and checksum as the one taken back.
    await t.delete(fileLedger).where(eq(fileLedger.executionId, row.id));
    await t.delete(sourceFiles).where(and(eq(sourceFiles.executionId, row.id), isNull(sourceFiles.renamedFrom)));
    queued = await recordWebhookEvent(t, done, 'execution.undone', now, nodeType === 'HTTP' ? extra : { undo: { ...record } });
    return done;
  });
  announceWebhookDeliveries(queued);
  if (!updated) throw refuse(`execution ${id} was undone by another request at the same time`);
  return toExecution(updated, pipelineName);
}
