/**
 * The review grid's routes (an extension; docs/executions.md "Rows", "Fixes", "Lineage"): the rows
 * of an execution, page by page. Permissions: execution.read.
 */
import { IdParams } from '@ferry/schemas';
import { CellCheckRequest, CellCheckResult, CellLineage, ExecutionFix, ExecutionFixesQuery, ExecutionRowsPage, ExecutionRowsQuery, LineageQuery } from '@ferry/schemas/execution-grid';
import { List } from '@ferry/schemas';
import { Type } from '@sinclair/typebox';
import { QueryAborted } from '@ferry/engine/grid';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { checkExecutionCells, executionCellLineage, listExecutionFixes, listExecutionRows, type RowsParams } from '../../domain/executions/grid.ts';
import { errors } from '../../errors.ts';
import { principalOf } from '../plugins/auth.ts';
import { bearer, errorResponses } from '../envelope.ts';
import type { FerryApp } from '../ferry-app.ts';

const tags = ['Executions'];

/**
 * A signal that aborts when the client goes away before the answer is sent — also when it went
 * away before the handler began (its connection already closed: no 'close' event will come).
 */
function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const raw = reply.raw;
  const onClose = (): void => {
    if (!raw.writableFinished) controller.abort();
  };
  if (raw.socket === null || raw.socket.destroyed) controller.abort();
  else raw.once('close', onClose);
  return controller.signal;
}

/** Runs `work`; when the client went away meanwhile (QueryAborted), drops the connection without an answer. */
async function unlessGone<T>(request: FastifyRequest, reply: FastifyReply, work: (signal: AbortSignal) => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work(clientGone(reply));
  } catch (err) {
    if (!(err instanceof QueryAborted)) throw err;
    request.log.debug('the client went away; the query stopped');
    reply.hijack();
    reply.raw.destroy();
    return reply;
  }
}

export async function executionGridRoutes(app: FerryApp) {
  const db = app.deps.database.db;
  const storage = () => {
    if (!app.deps.storage) throw errors.unavailable('file storage is not configured in this process');
    return app.deps.storage;
  };

  app.get(
    '/execution/:id/rows',
    {
      schema: {
        operationId: 'listExecutionRows',
        tags,
        summary: 'Page through the rows of an execution',
        description: [
          'Every row the engine read (SUCCESSFUL and FAILED executions alike), in file order by default: `values` as the output holds them (an erroneous cell holds its text as read), `errors` of its erroneous cells, and `edited` for cells a fix changed.',
          'Filters: `problems=true` (rows still holding an erroneous cell), `column` (an erroneous cell in that column), `rule` (an erroneous cell of that rule), `search` (a value contains the text, ignoring case; `search_column` limits it to one column). `sort={"<key>|row":"asc|desc"}`. `columns=a,b` returns only those columns (with at most two, `limit` may be up to 5,000). `change=created|updated|unchanged`: only the rows of that kind since the previous delivery (a SUCCESSFUL execution compared by the TDM key; each row then carries `change`; 409 NO_CHANGES otherwise).',
          '`matched` and X-Total-Count count the rows matching; `counts_by_column` and `counts_by_rule` count the erroneous cells of the whole execution. 409 NO_ROWS when the execution has no stored rows; 410 FILES_REMOVED when its files were removed under a retention setting; 400 UNKNOWN_COLUMN for a key the TDM lacks. A request the client abandons stops its work.',
        ].join(' '),
        security: bearer,
        params: IdParams,
        querystring: ExecutionRowsQuery,
        response: { 200: ExecutionRowsPage, ...errorResponses },
      },
      config: { permission: 'execution.read' },
    },
    async (request, reply) =>
      unlessGone(request, reply, async (signal) => {
        const page = await listExecutionRows(db, storage(), principalOf(request), request.params.id, request.query as RowsParams, signal);
        reply.header('x-total-count', String(page.matched));
        return {
          data: page.data,
          pagination: { total: page.data.length, offset: page.offset, limit: page.limit },
          matched: page.matched,
          counts_by_column: page.counts_by_column,
          counts_by_rule: page.counts_by_rule,
        };
      }),
  );

  app.post(
    '/execution/:id/check',
    {
      schema: {
        operationId: 'checkExecutionCells',
        tags,
        summary: 'Check values against the rules, as a fix would be checked',
        description: [
          'Checks each value (1–1,000 cells) with the engine\'s own rules, as the value a fix would put in that cell: its column\'s type and every validation (regex, options, required_with… against the row\'s other cells as they are, plus the other cells sent for the same row; unique against the execution\'s other rows).',
          'Answers per cell `valid`, `output` (the value as the output would hold it: a date in its output format, an option as its value) and, when invalid, `message` and `rule`. Changes nothing; a cell a transformation failed is judged as the fix would judge it (not transformed).',
          '400 UNKNOWN_COLUMN for a key the TDM lacks, UNKNOWN_ROW for a row the execution did not read; 409 NO_ROWS when it has no stored rows.',
        ].join(' '),
        security: bearer,
        params: IdParams,
        body: CellCheckRequest,
        response: { 200: Type.Object({ data: Type.Array(CellCheckResult) }), ...errorResponses },
      },
      config: { permission: 'execution.read' },
    },
    async (request, reply) =>
      unlessGone(request, reply, async (signal) => ({
        data: await checkExecutionCells(db, storage(), principalOf(request), request.params.id, (request.body as { cells: Array<{ row: number; column: string; value: string | null }> }).cells, signal),
      })),
  );

  app.get(
    '/execution/:id/fixes',
    {
      schema: {
        operationId: 'listExecutionFixes',
        tags,
        summary: 'The fix history of an execution',
        description: 'Every cell a fix changed, newest first: source row, TDM column, the value the grid showed before (`previous`), the new `value`, who (`by`) and when (`at`); `applied` once a run has validated the execution with it; `carried_from` names the execution a rerun carried the fix from. X-Total-Count counts them all.',
        security: bearer,
        params: IdParams,
        querystring: ExecutionFixesQuery,
        response: { 200: List(ExecutionFix), ...errorResponses },
      },
      config: { permission: 'execution.read' },
    },
    async (request, reply) => {
      const q = request.query as { offset?: number; limit?: number };
      const offset = q.offset ?? 0;
      const limit = q.limit ?? 100;
      const page = await listExecutionFixes(db, principalOf(request), request.params.id, offset, limit);
      reply.header('x-total-count', String(page.total));
      return { data: page.items, pagination: { total: page.items.length, offset, limit } };
    },
  );

  app.get(
    '/execution/:id/lineage',
    {
      schema: {
        operationId: 'getCellLineage',
        tags,
        summary: 'Where a cell came from and what happened to it',
        description: 'For the cell in source row `row` and TDM column `column`: the `source` cell (sheet, row, the input column\'s header and position, its text as read; null when no input column feeds it), the `steps` in order — each TRANSFORMATION and RULE with the value after it (a step that failed the cell: value null and its message), a person\'s EDIT (who, when, the value before), the TYPE conversion into the output value — and the `final` value with whether it is valid. Read from the rows the run stored: fast for any row of any execution. 400 UNKNOWN_COLUMN / UNKNOWN_ROW; 409 NO_ROWS.',
        security: bearer,
        params: IdParams,
        querystring: LineageQuery,
        response: { 200: Type.Object({ data: CellLineage }), ...errorResponses },
      },
      config: { permission: 'execution.read' },
    },
    async (request) => {
      const q = request.query as { row: number; column: string };
      return { data: await executionCellLineage(db, storage(), principalOf(request), request.params.id, q.row, q.column) };
    },
  );
}
