/**
 * Envelopes (SPEC.md §Conventions): `{data}` for one record; `{data, pagination:{total, offset,
 * limit}}` for lists, where `total` is the number of entries in `data` as SPEC.md says. The count
 * of all matching records goes in the `X-Total-Count` header so clients can page.
 */
import type { FastifyReply } from 'fastify';
import { Type } from '@sinclair/typebox';
import { named, StringEnum } from '@ferry/schemas';
import { ERROR_CODES, ERROR_CODE_LIST } from '../error-codes.ts';
import type { ListParams } from '../domain/list-query.ts';

export function listReply<T>(reply: FastifyReply, result: { items: T[]; total: number }, params: ListParams) {
  reply.header('x-total-count', String(result.total));
  return { data: result.items, pagination: { total: result.items.length, offset: params.offset, limit: params.limit } };
}

/** The `code` of an error answer: an enum generated from the code table (error-codes.ts). */
export const ErrorCodeSchema = named(
  'ErrorCode',
  StringEnum(ERROR_CODE_LIST, {
    description: ['What went wrong, for programs to act on (the message says it for people):', ...ERROR_CODE_LIST.map((c) => `- \`${c}\` (${ERROR_CODES[c].status}): ${ERROR_CODES[c].meaning}`)].join('\n'),
  }),
);

/** One problem named by an error answer: usually the field and what is wrong with it. */
export const ErrorDetailSchema = named(
  'ErrorDetail',
  Type.Object(
    {
      field: Type.Optional(Type.String({ description: 'Where: body.configuration.port, query.limit, …' })),
      message: Type.Optional(Type.String()),
    },
    { additionalProperties: true, description: 'Validation errors carry field and message; conflicts name the records involved' },
  ),
);

/** Body of every error answer (docs/api-conventions.md). */
export const ErrorBody = named(
  'Error',
  Type.Object(
    {
      message: Type.String({ description: 'A sentence saying what is wrong and, where it helps, what to do' }),
      code: ErrorCodeSchema,
      details: Type.Optional(Type.Array(ErrorDetailSchema)),
      request_id: Type.String({ description: 'Also in the X-Request-Id header; finds the request in the server log' }),
    },
    { examples: [{ message: 'body.configuration.port must be <= 65535', code: 'VALIDATION_FAILED', details: [{ field: 'configuration.port', message: 'must be <= 65535' }], request_id: '019a8f5e-1c2b-7d3e-8f00-123456789abc' }] },
  ),
);

/** Error responses every authenticated route documents. */
export const errorResponses = {
  '4xx': ErrorBody,
  '5xx': ErrorBody,
};

/** OpenAPI security requirement of authenticated routes. */
export const bearer = [{ bearerAuth: [] }];
