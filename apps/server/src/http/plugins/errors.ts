/**
 * One error handler for every route (STYLE.md): FerryError → its status and code; request
 * validation → 400 naming the field; Fastify's own errors (bad JSON, body too large, media type)
 * → their 4xx; anything else → 500 INTERNAL with a generic message (the cause is logged, not sent).
 * Body: `{message, code, details?, request_id}` (DESIGN.md §4).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorCode } from '../../error-codes.ts';
import { FerryError } from '../../errors.ts';
import { MAX_FILES_PER_REQUEST } from '../../domain/executions/incoming-file.ts';
import { formatValidationErrors } from '../../validation/messages.ts';

const FASTIFY_CODES: Record<string, { status: number; code: ErrorCode; message?: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'the request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'the request body is empty but Content-Type is application/json' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'INVALID_CONTENT_LENGTH' },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, code: 'INVALID_CONTENT_TYPE' },
  FST_ERR_BAD_URL: { status: 400, code: 'BAD_URL' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, code: 'BAD_REQUEST' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'the request is not multipart/form-data' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'the uploaded file is larger than the upload limit' },
  FST_PARTS_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'too many parts in the upload' },
  FST_FILES_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: `too many files in the upload: at most ${MAX_FILES_PER_REQUEST} a request` },
  FST_FIELDS_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'too many fields in the upload' },
};

/** Sends an error body. Exported for hooks that answer before routing (auth). */
export function sendError(reply: FastifyReply, request: FastifyRequest, status: number, code: ErrorCode, message: string, details?: unknown[]) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ message, code, ...(details && details.length ? { details } : {}), request_id: String(request.id) });
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError & { validationContext?: string }, request, reply) => {
    if (err instanceof FerryError) {
      if (err.statusCode >= 500) request.log.error({ err, cause: err.cause }, err.message);
      if (err.retryAfterSeconds !== undefined) reply.header('retry-after', String(err.retryAfterSeconds));
      return sendError(reply, request, err.statusCode, err.code, err.message, err.details);
    }
    if (err.validation) {
      const { message, details } = formatValidationErrors(err.validationContext ?? 'body', err.validation as never);
      return sendError(reply, request, 400, 'VALIDATION_FAILED', message, details);
    }
    if (err.statusCode === 429) {
      return sendError(reply, request, 429, 'RATE_LIMITED', err.message || 'too many requests; slow down and retry later');
    }
    const known = err.code ? FASTIFY_CODES[err.code] : undefined;
    if (known) return sendError(reply, request, known.status, known.code, known.message ?? err.message);
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return sendError(reply, request, err.statusCode, 'BAD_REQUEST', err.message);
    }
    request.log.error({ err }, 'unhandled error');
    return sendError(reply, request, 500, 'INTERNAL', 'an internal error occurred; the request id identifies it in the server logs');
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(reply, request, 404, 'ROUTE_NOT_FOUND', `no route ${request.method} ${request.url.split('?')[0]}`),
  );
});
