/**
 * `POST /execution/{id}/undo` (an extension; docs/executions.md "Undo"): takes back what a
 * SUCCESSFUL execution delivered, where its output can. Permission execution.write.
 */
import { IdParams, One } from '@ferry/schemas';
import { Execution } from '@ferry/schemas/executions';
import { undoExecution } from '../../domain/executions/undo.ts';
import { principalOf } from '../plugins/auth.ts';
import { bearer, errorResponses } from '../envelope.ts';
import type { FerryApp } from '../../app.ts';

export async function executionUndoRoutes(app: FerryApp) {
  app.post(
    '/execution/:id/undo',
    {
      schema: {
        operationId: 'undoExecution',
        tags: ['Executions'],
        summary: 'Take back what an execution delivered',
        description:
          'Takes back the delivery of a SUCCESSFUL execution where its output can, and answers the execution with `undone_at`, `undone_by` and `undo` (what was done). DATABASE: in one transaction, deletes the rows the execution inserted and restores the previous values of the rows it updated; refused (409 UNDO_REFUSED, `details` naming `later_executions`) while later executions changed the same rows — undo those first. OBJSTORE, FTP/SFTP, BLOB, CLOUDSTORE: deletes the delivered file while it holds the delivered bytes (size and SHA-256); a file gone already is reported, a changed one refused (409 UNDO_REFUSED). HTTP: sends the webhook event `execution.undone` with the key values of the delivered rows to the webhooks subscribed to it (409 NOT_UNDOABLE when none is). MANUAL: the output is no longer downloadable. EMAIL: refused (409 NOT_UNDOABLE: a sent e-mail cannot be taken back). The file ledgers forget the input file, so a corrected file is processed even with the same name, size and checksum. 409 NOT_UNDOABLE also for an execution not SUCCESSFUL or already undone; 502 DESTINATION_FAILED when the destination cannot be reached.',
        security: bearer,
        params: IdParams,
        response: { 200: One(Execution), ...errorResponses },
      },
      config: { permission: 'execution.write' },
    },
    async (request) => {
      const { database, clock, keys, guard, storage, config } = app.deps;
      const data = await undoExecution({ db: database.db, clock, keys, guard, storage, log: request.log, timeoutMs: config.connectorTimeoutMs }, principalOf(request), request.params.id);
      return { data };
    },
  );
}
