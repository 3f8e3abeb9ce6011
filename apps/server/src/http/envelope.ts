/**
 * Envelopes (SPEC.md §Conventions): `{data}` for one record; `{data, pagination:{total, offset,
 * limit}}` for lists, where `total` is the number of entries in `data` as SPEC.md says. The count
 * of all matching records goes in the `X-Total-Count` header so clients can page.
 */
import type { FastifyReply } from 'fastify';
import { ErrorBody } from '@ferry/schemas';
import type { ListParams } from './list-query.ts';

export function listReply<T>(reply: FastifyReply, result: { items: T[]; total: number }, params: ListParams) {
  reply.header('x-total-count', String(result.total));
  return { data: result.items, pagination: { total: result.items.length, offset: params.offset, limit: params.limit } };
}

/** Error responses every authenticated route documents. */
export const errorResponses = {
  '4xx': ErrorBody,
  '5xx': ErrorBody,
};

/** OpenAPI security requirement of authenticated routes. */
export const bearer = [{ bearerAuth: [] }];
