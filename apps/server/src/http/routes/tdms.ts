/** Target data models (SPEC.md §Endpoints/Target data models). Permissions: tdm.create/read/write/delete. */
import { IdParams, List, ListQuery, One } from '@ferry/schemas';
import { Type } from '@sinclair/typebox';
import { Tdm, TdmCreate, TdmListItem, TdmUpdate, TdmValuesCheck, TdmValuesCheckRequest } from '@ferry/schemas/tdms';
import { checkColumnValues } from '../../domain/tdms/check-values.ts';
import { createTdm, deleteTdm, getTdm, listTdms, updateTdm, tdmListSpec } from '../../domain/tdms/service.ts';
import { principalOf } from '../plugins/auth.ts';
import { bearer, errorResponses, listReply } from '../envelope.ts';
import { parseListQuery } from '../../domain/list-query.ts';
import type { FerryApp } from '../ferry-app.ts';


const tags = ['Target data models'];

export async function tdmRoutes(app: FerryApp) {
  const { database, clock } = app.deps;
  const db = database.db;

  app.post(
    '/tdm',
    {
      schema: {
        operationId: 'createTdm',
        tags,
        summary: 'Create a target data model',
        description: 'Columns are checked at save time: duplicate keys, unknown types or rules, regexes RE2 refuses, rules naming unknown columns and categories without options are 400s naming the column.',
        security: bearer,
        body: TdmCreate,
        response: { 201: One(Tdm), ...errorResponses },
      },
      config: { permission: 'tdm.create' },
    },
    async (request, reply) => reply.code(201).send({ data: await createTdm(db, clock, principalOf(request), request.body) }),
  );

  app.get(
    '/tdm',
    {
      schema: {
        operationId: 'listTdms',
        tags,
        summary: 'List target data models',
        description: `Items carry no columns (column_count instead). Sort by ${Object.keys(tdmListSpec.sortable).join(', ')}; filter by ${Object.keys(tdmListSpec.filterable).join(', ')}.`,
        security: bearer,
        querystring: ListQuery,
        response: { 200: List(TdmListItem), ...errorResponses },
      },
      config: { permission: 'tdm.read' },
    },
    async (request, reply) => {
      const params = parseListQuery(request.query as Record<string, unknown>, tdmListSpec);
      return listReply(reply, await listTdms(db, principalOf(request), params), params);
    },
  );

  app.get(
    '/tdm/:id',
    { schema: { operationId: 'getTdm', tags, summary: 'Read a target data model', description: "A sub-organization reads its own TDMs and the organization's PUBLIC ones.", security: bearer, params: IdParams, response: { 200: One(Tdm), ...errorResponses } }, config: { permission: 'tdm.read' } },
    async (request) => ({ data: await getTdm(db, principalOf(request), request.params.id) }),
  );

  app.put(
    '/tdm/:id',
    {
      schema: {
        operationId: 'updateTdm',
        tags,
        summary: 'Update a target data model',
        description: 'Partial: fields left out keep their values. Removing a column that a pipeline maps to is a 409 naming the pipelines.',
        security: bearer,
        params: IdParams,
        body: TdmUpdate,
        response: { 200: One(Tdm), ...errorResponses },
      },
      config: { permission: 'tdm.write' },
    },
    async (request) => ({ data: await updateTdm(db, clock, principalOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/tdm/:id',
    {
      schema: { operationId: 'deleteTdm', tags, summary: 'Delete a target data model', description: 'Answers the deleted TDM. A TDM used by a pipeline or template is a 409 naming them.', security: bearer, params: IdParams, response: { 200: One(Tdm), ...errorResponses } },
      config: { permission: 'tdm.delete' },
    },
    async (request) => ({ data: await deleteTdm(db, principalOf(request), request.params.id) }),
  );

  app.post(
    '/tdm/check-values',
    {
      schema: {
        operationId: 'checkTdmValues',
        tags,
        summary: "Try a column's type, format and rules on sample values (extension)",
        description:
          "For the TDM editor's test box: the engine judges each value as a run would — the column type's parser (numbers with the decimal separator the values show, dates in any spelling the engine reads), the outputFormat, RE2 regexes, required, unique among the values sent, the required_with…/required_without… rules (their other columns empty) — and answers per value whether it is valid, the value as the output would hold it, and the message and rule of a failure. The columns are the TDM as being edited (not saved); only the column tried and the columns its rules name must be valid. Nothing is stored.",
        security: bearer,
        body: TdmValuesCheckRequest,
        response: { 200: Type.Object({ data: TdmValuesCheck }), ...errorResponses },
      },
      config: { permission: 'tdm.read' },
    },
    async (request) => ({ data: checkColumnValues(request.body) }),
  );
}
