/**
 * `POST /execution/{id}/undo` (an extension; docs/executions.md "Undo"): takes back what a
 * SUCCESSFUL execution delivered, where its output can. Permission execution.write.
 */
import { Type } from '@sinclair/typebox';
import { IdParams, named, One } from '@ferry/schemas';
import { Execution } from '@ferry/schemas/executions';
import { previewUndo, undoExecution } from '../../domain/executions/undo.ts';
import { principalOf } from '../plugins/auth.ts';
import { bearer, errorResponses } from '../envelope.ts';
import type { FerryApp } from '../ferry-app.ts';

const UndoPreview = named('ExecutionUndoPreview', Type.Object({
  possible: Type.Boolean({ description: 'Whether POST /execution/{id}/undo can take this delivery back' }),
  node_type: Type.Union([Type.String(), Type.Null()], { description: "The output connector's node type" }),
  message: Type.String({ description: 'What the undo will do, or why it cannot, in words (for a confirmation)' }),
}));

export async function executionUndoRoutes(app: FerryApp) {
  app.get(
    '/execution/:id/undo',
    {
      schema: {
        operationId: 'previewExecutionUndo',
        tags: ['Executions'],
        summary: 'Say what an undo would do',
        description: 'What POST /execution/{id}/undo would do for this execution’s output — the rows it would delete and restore, the file it would delete, the webhooks it would tell — or why it cannot, in words, without reaching the destination. For a confirmation before the undo.',
        security: bearer,
        params: IdParams,
        response: { 200: One(UndoPreview), ...errorResponses },
      },
      config: { permission: 'execution.read' },
    },
    async (request) => ({ data: await previewUndo({ db: app.deps.database.db, keys: app.deps.keys }, principalOf(request), request.params.id) }),
  );

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
