/**
 * Execution extensions (DESIGN.md §4): download the output, page through cell errors, read the
 * run report, fix a FAILED execution, rerun one. Permissions: execution.read for reading,
 * execution.write to fix (SPEC.md: `write` = "fix executions"), execution.create to rerun.
 */
import { Type } from '@sinclair/typebox';
import { documentedAs, IdParams, LenientBoolean, LenientInteger, named, One, PAGE_MAX_LIMIT, Pagination, StringEnum } from '@ferry/schemas';
import { Execution, RowKey } from '@ferry/schemas/executions';
import { Readable } from 'node:stream';
import { getReport, openOutput, openRemovedKeys, pageErrors } from '../../domain/executions/artifacts.ts';
import { requestFix, rerunExecution } from '../../domain/executions/fix-rerun.ts';
import { waitForExecutionEnd } from '../../domain/executions/records.ts';
import { errors } from '../../errors.ts';
import { OUTPUT_FORMATS, parseFormat } from '../../runtime/output-format.ts';
import { principalOf } from '../plugins/auth.ts';
import { bearer, errorResponses } from '../envelope.ts';
import type { FerryApp } from '../ferry-app.ts';

const tags = ['Executions'];

const CellErrorSchema = named(
  'CellError',
  Type.Object({
    row: Type.Integer({ description: 'Row number in the input file (1-based, as a spreadsheet shows it)' }),
    column: Type.String({ description: 'TDM column key' }),
    value: Type.Union([Type.String(), Type.Null()], { description: 'The cell as read (null: empty)' }),
    message: Type.String({ description: "The column's errorMessage, or what is wrong in words" }),
    rule: Type.String({ description: 'The rule that failed: required, unique, regex, type:<columnType>, option, transformation, …' }),
  }),
);

const CellErrorPage = named(
  'CellErrorPage',
  Type.Object({
    data: Type.Array(CellErrorSchema),
    pagination: Pagination,
    counts_by_column: Type.Record(Type.String(), Type.Integer(), { description: 'TDM column key → erroneous cells of the whole run' }),
    erroneous_cells: Type.Integer({ description: 'Erroneous cells of the whole run' }),
  }),
);

/** The run report: how the file was read, the header row and why, the mapping used, stats and first cell errors. */
const ExecutionReport = named(
  'ExecutionReport',
  Type.Object({}, { additionalProperties: true, description: 'Input (format, encoding, delimiter, sheet), header (row_number and why it was chosen), mapping (with automatic suggestions and their confidence), stats and the first cell errors; docs/executions.md describes its fields' }),
);

/** Output rows as JSON: one object per row, keyed by TDM column key. */
const OutputRows = named('OutputRows', Type.Array(Type.Object({}, { additionalProperties: true }), { description: 'One object per output row, keyed by TDM column key' }));

/** A format of `GET /execution/{id}/output?format=` (any letter case is accepted). */
const OutputFormatSchema = named('OutputFormat', StringEnum(OUTPUT_FORMATS, { description: 'The output file format; the server accepts any letter case' }));

const binary = (description: string) => ({ schema: { type: 'string', format: 'binary', description } });

const FixBody = named('FixRequest', Type.Object(
  {
    cleanings: Type.Record(Type.String({ pattern: '^\\d+$' }), Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()])), {
      description: 'Row number (as GET /errors reports it) → TDM column key → new value',
    }),
  },
  { additionalProperties: false, examples: [{ cleanings: { '7': { email: 'ada@example.com' }, '12': { revenue: '1200.50', signup_date: '2024-03-01' } } }] },
));

const RerunBody = named('RerunRequest', Type.Object(
  {
    accept_schema: Type.Optional(LenientBoolean({ description: "Run the file whatever the pipeline's schema_policy and make its columns the accepted ones (default false): after a SCHEMA_CHANGED failure, accepts the new columns in one step" })),
    keep_fixes: Type.Optional(LenientBoolean({ description: "Apply this execution's fixes again, to the same source row and column (default true; the rerun's fix set gets a copy of each cell's latest fix); false starts over from the file" })),
  },
  { additionalProperties: false, examples: [{ accept_schema: true }, { keep_fixes: false }] },
));

export async function executionArtifactRoutes(app: FerryApp) {
  const { database, clock } = app.deps;
  const db = database.db;
  const storage = () => {
    if (!app.deps.storage) throw errors.unavailable('file storage is not configured in this process');
    return app.deps.storage;
  };

  app.get(
    '/execution/:id/output',
    {
      schema: {
        operationId: 'downloadExecutionOutput',
        tags,
        summary: 'Download the output of a SUCCESSFUL execution',
        description: `The output in the output connector's format (JSON for HTTP and MANUAL outputs), or in \`?format=\` (${OUTPUT_FORMATS.join(', ')}). 409 when the execution has no output; 410 FILES_REMOVED when its files were removed under a retention setting.`,
        security: bearer,
        params: IdParams,
        querystring: Type.Object(
          {
            format: Type.Optional(documentedAs(Type.String({ description: OUTPUT_FORMATS.join(' | ') + ' (case-insensitive)' }), OutputFormatSchema)),
            escape_formulas: Type.Optional(LenientBoolean({ description: 'CSV/TSV: prefix an apostrophe to text a spreadsheet would run as a formula (default true: a download is opened by a person). Numbers are never escaped; XLSX text is never altered.' })),
            deliver: Type.Optional(StringEnum(['ALL', 'CHANGED'] as const, { description: 'CHANGED: only the rows created or updated since the previous delivery (every row when the TDM has no key); default ALL' })),
            change_column: Type.Optional(LenientBoolean({ description: 'true: a last column `_change` with each row\'s kind since the previous delivery (created, updated, unchanged; null without a TDM key)' })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: {
            description: 'The output file (Content-Disposition names it)',
            content: {
              'application/json': { schema: OutputRows },
              'text/csv': binary('RFC 4180 CSV with a header row of TDM keys'),
              'text/tab-separated-values': binary('TSV with a header row of TDM keys'),
              'application/xml': binary('<rows><row><key>value</key>…</row></rows>'),
              'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': binary('A workbook with one sheet'),
            },
          },
          ...errorResponses,
        },
      },
      config: { permission: 'execution.read' },
    },
    async (request, reply) => {
      const q = request.query as { format?: string; escape_formulas?: boolean; deliver?: 'ALL' | 'CHANGED'; change_column?: boolean };
      const format = parseFormat(q.format);
      if (q.format && !format) {
        throw errors.validation(`query.format must be one of ${OUTPUT_FORMATS.join(', ')}`, [{ field: 'format', message: `must be one of ${OUTPUT_FORMATS.join(', ')}` }]);
      }
      const out = await openOutput(db, storage(), principalOf(request), request.params.id, format, q.escape_formulas ?? true, { changed: q.deliver === 'CHANGED', changeColumn: q.change_column === true });
      reply.header('content-type', out.contentType);
      reply.header('content-disposition', `attachment; filename="${out.fileName}"`);
      return reply.send(out.body);
    },
  );

  app.get(
    '/execution/:id/removed-keys',
    {
      schema: {
        operationId: 'listExecutionRemovedKeys',
        tags,
        summary: 'The keys removed since the previous delivery',
        description: "Every key (the TDM's key columns and their values) the pipeline's previous SUCCESSFUL execution delivered and this one's output has not, as a JSON array, streamed. The execution record's changes.removed_keys has the first 100. 409 NO_CHANGES when the execution was not compared (not SUCCESSFUL, or the TDM has no key).",
        security: bearer,
        params: IdParams,
        response: { 200: Type.Array(RowKey), ...errorResponses },
      },
      config: { permission: 'execution.read' },
    },
    async (request, reply) => {
      const keys = await openRemovedKeys(db, storage(), principalOf(request), request.params.id);
      reply.header('content-type', 'application/json; charset=utf-8');
      // Streamed: a large removal list is never held whole (the schema documents what arrives).
      return reply.send(Readable.from((async function* () {
        let first = true;
        yield '[';
        for await (const key of keys) {
          yield first ? key : `,\n${key}`;
          first = false;
        }
        yield ']\n';
      })()) as never);
    },
  );

  app.get(
    '/execution/:id/errors',
    {
      schema: {
        operationId: 'listExecutionErrors',
        tags,
        summary: 'Page through the cell errors of an execution',
        description: 'In row order; filter by `column` (TDM key) or `row`. `counts_by_column` gives erroneous cells per column for the whole run. 410 FILES_REMOVED when the execution’s files were removed under a retention setting.',
        security: bearer,
        params: IdParams,
        querystring: Type.Object(
          {
            offset: Type.Optional(LenientInteger({ minimum: 0 })),
            limit: Type.Optional(LenientInteger({ minimum: 1, maximum: PAGE_MAX_LIMIT })),
            column: Type.Optional(Type.String({ maxLength: 200 })),
            row: Type.Optional(LenientInteger({ minimum: 1 })),
          },
          { additionalProperties: false },
        ),
        response: { 200: CellErrorPage, ...errorResponses },
      },
      config: { permission: 'execution.read' },
    },
    async (request, reply) => {
      const q = request.query as { offset?: number; limit?: number; column?: string; row?: number };
      const offset = q.offset ?? 0;
      const limit = q.limit ?? 20;
      const page = await pageErrors(db, storage(), principalOf(request), request.params.id, { offset, limit, column: q.column, row: q.row });
      reply.header('x-total-count', String(page.total));
      return { data: page.items, pagination: { total: page.items.length, offset, limit }, counts_by_column: page.counts_by_column, erroneous_cells: page.erroneous_cells };
    },
  );

  app.get(
    '/execution/:id/report',
    {
      schema: {
        operationId: 'getExecutionReport',
        tags,
        summary: 'The run report of an execution',
        description: 'Input format, encoding, delimiter, sheet; the header row chosen and why; the mapping used (with automatic suggestions and their confidence); stats and the first cell errors. 410 FILES_REMOVED when the execution’s files were removed under a retention setting.',
        security: bearer,
        params: IdParams,
        response: { 200: Type.Object({ data: ExecutionReport }), ...errorResponses },
      },
      config: { permission: 'execution.read' },
    },
    async (request) => ({ data: await getReport(db, storage(), principalOf(request), request.params.id) }),
  );

  app.post(
    '/execution/:id/fix',
    {
      schema: {
        operationId: 'fixExecution',
        tags,
        summary: 'Fix a FAILED execution with cell edits',
        description:
          'For an execution FAILED with ERROR_THRESHOLD_EXCEEDED: the edits (added to earlier ones) are applied and the stored input is validated again. Below the threshold it becomes SUCCESSFUL, its output is written and delivered, and fixed_by records who fixed it; otherwise it is FAILED with the new counts. Answers the execution (PROCESSING while the fix runs); `?wait=true` waits up to 60 s for the end. 410 FILES_REMOVED when the stored input was removed under a retention setting.',
        security: bearer,
        params: IdParams,
        querystring: Type.Object({ wait: Type.Optional(LenientBoolean()) }, { additionalProperties: false }),
        body: FixBody,
        response: { 200: One(Execution), ...errorResponses },
      },
      config: { permission: 'execution.write' },
    },
    async (request) => {
      const principal = principalOf(request);
      const e = await requestFix(db, clock, principal, request.params.id, request.body.cleanings, app.deps.dispatcher, app.deps.storage ?? null);
      const wait = (request.query as { wait?: boolean }).wait;
      return { data: wait ? await waitForExecutionEnd(db, principal, e.id, 60_000) : e };
    },
  );

  app.post(
    '/execution/:id/rerun',
    {
      schema: {
        operationId: 'rerunExecution',
        tags,
        summary: 'Rerun an execution on its stored input',
        description: 'Creates a new execution (rerun_of = this one) with the pipeline’s current configuration (its rules included), on the input file this execution stored; the file ledger does not stop it. The fixes made to this execution are applied again to the same source row and column unless `keep_fixes: false` (start over from the file); a fix on the same execution (`POST /execution/{id}/fix`) instead validates this execution again with the configuration it ran with. With `accept_schema: true` the file runs whatever the schema policy (as EVOLVE) and its columns become the ones the pipeline accepts: the one step after a SCHEMA_CHANGED failure, once the mapping is as wanted. 410 FILES_REMOVED when the input was removed under a retention setting.',
        security: bearer,
        params: IdParams,
        body: RerunBody,
        'x-body-optional': true,
        response: { 201: One(Execution), ...errorResponses },
      },
      config: { permission: 'execution.create' },
      // The body is optional: a rerun without one (as before accept_schema existed) is `{}`.
      preValidation: async (request) => {
        if (request.body === undefined || request.body === null) request.body = {};
      },
    },
    async (request, reply) => {
      const body = request.body as { accept_schema?: boolean; keep_fixes?: boolean };
      return reply.code(201).send({ data: await rerunExecution(db, clock, principalOf(request), request.params.id, app.deps.dispatcher, { acceptSchema: body.accept_schema === true, keepFixes: body.keep_fixes !== false }) });
    },
  );
}
